"""The whole game as one serialisable value.

Why one pydantic model: save files, undo snapshots, replay checks and the state hash are all
just this object's JSON. Nothing outside the state (no caches, no callables) influences the
rules, so ``GameState.model_validate_json(state.model_dump_json()) == state`` is the
round-trip guarantee the rest of the project leans on.
"""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field

from rangers_qt.engine.day_record import DayRecord
from rangers_qt.engine.prompts import Prompt, Step
from rangers_qt.engine.rng import RngState

Aspect = Literal["AWA", "FIT", "FOC", "SPI"]
ASPECTS: tuple[Aspect, ...] = ("AWA", "FIT", "FOC", "SPI")
Phase = Literal["setup", "path", "turns", "travel", "refresh", "ended"]


#: The keys of a delayed effect in ``GameState.delayed`` (saved: the values never change): the
#: moment it waits for, its compiled effect list, the card it came from and its bindings.
DELAYED_UNTIL = "until"
DELAYED_EFFECTS = "ref"
DELAYED_SOURCE = "src"
DELAYED_BINDINGS = "b"


class _Model(BaseModel):
    model_config = ConfigDict(extra="forbid")


class CardInstance(_Model):
    iid: str
    def_id: str
    owner: str | None = None
    exhausted: bool = False
    tokens: dict[str, int] = Field(default_factory=dict)
    attached: list[str] = Field(default_factory=list)
    attached_to: str | None = None
    face_up: bool = True
    #: Which face of a two-faced card (weather, mission) is showing.
    side: Literal["front", "back"] = "front"


class RangerState(_Model):
    id: str
    name: str
    aspects: dict[str, int]
    energy: dict[str, int]
    hand: list[str] = Field(default_factory=list)
    deck: list[str] = Field(default_factory=list)
    discard: list[str] = Field(default_factory=list)
    fatigue: list[str] = Field(default_factory=list)
    within_reach: list[str] = Field(default_factory=list)
    player_area: list[str] = Field(default_factory=list)
    role: str = ""
    injuries: int = 0
    ranger_token_on: str | None = None
    rested: bool = False


class CommitRecord(_Model):
    source: str  # "energy", "card", "ranger_token", "other"
    amount: int
    card: str | None = None


class TestState(_Model):
    """The test being performed (Rulebook: Performing a Test); None outside tests."""

    __test__ = False

    ranger: str
    key: str  # "common:traverse" or "<def_id>:<test_id>"
    label: str
    aspect: Aspect
    approach: str
    source: str | None = None  # iid of the card the test is printed on (None for common tests)
    target: str | None = None  # iid of the card interacted with
    difficulty: int = 1
    commits: list[CommitRecord] = Field(default_factory=list)
    challenge_card: str | None = None
    modifier: int = 0
    resulting_effort: int = 0
    succeeded: bool | None = None
    #: Cards cleared or exhausted by the test's results: their challenge effects do not trigger.
    inactive: list[str] = Field(default_factory=list)
    resolved_challenge: list[str] = Field(default_factory=list)
    #: Cards within reach of this Ranger also count as active (interacting within their reach).
    extra_reach_of: str | None = None
    #: Cards dodged for this test (Additional Concepts, Dodge): they neither fatigue nor block.
    dodged: list[str] = Field(default_factory=list)
    #: Cards in play when step 5 began: only these resolve challenge effects (ruling R31).
    challenge_pool: list[str] | None = None
    #: False for the test of a moment played from hand: the play ends the turn (ruling R35).
    ends_turn: bool = True
    #: Rangers who suffered fatigue during this test ("if you suffered fatigue during this test").
    fatigued: list[str] = Field(default_factory=list)
    #: Cards with a harm cap that this test has put harm on (at most N harm per test).
    harmed: dict[str, int] = Field(default_factory=dict)
    #: Challenge cards this test drew and discarded besides its own (their reshuffle icons count).
    discarded_challenge: list[str] = Field(default_factory=list)
    #: Challenge symbols this test resolves besides the drawn one (verb ``extra_symbol``), in order.
    extra_symbols: list[str] = Field(default_factory=list)
    #: ``symbol:card`` of challenge effects resolved for an extra symbol (each at most once).
    resolved_extra: list[str] = Field(default_factory=list)
    #: ``symbol:card`` of challenge effects a card cancelled before they resolved.
    cancelled_challenge: list[str] = Field(default_factory=list)

    @property
    def effort(self) -> int:
        return sum(c.amount for c in self.commits)


class TimedModifier(_Model):
    """A change made by an effect that lasts until a moment (the behaviour verb ``modify``): the
    modifier layer (engine/modifier_layer/modifiers.py) reads these with the constants of cards in play.

    ``until``: ``test`` (the test being performed ends), ``turn`` (the current turn ends),
    ``next_turn`` (the end of ``ranger``'s next turn: ``turns`` of their turn ends still to see),
    ``round`` (the refresh phase ends), ``day`` (kept until the day ends)."""

    #: The card it changes (None: every test, for ``difficulty``).
    card: str | None = None
    #: presence | progress_threshold | harm_threshold | equip | difficulty | keyword | trait | approach
    stat: str
    by: int = 0
    #: keyword / trait: the one gained or lost; approach: which icon ``by`` adds.
    gain: str | None = None
    lose: str | None = None
    #: presence / a threshold: the value it is set to (after every other change), None: ``by`` only.
    to: int | None = None
    #: guide_entry: the entry the card reads in place of its own.
    entry: str | None = None
    until: Literal["test", "turn", "next_turn", "round", "day"] = "turn"
    ranger: str | None = None
    turns: int = 0
    #: The card whose effect made it (for the log and the table).
    source: str | None = None


class PendingEvent(_Model):
    """An event a card may change before it happens (engine/effects/replacements.py): a Ranger
    would suffer fatigue or an injury, a card would ready, a path or challenge card would be
    drawn. ``prevent`` / ``reduce`` (behaviour verbs) change it; ``would_done`` applies the rest."""

    id: int
    kind: Literal["fatigue", "injury", "ready", "path_draw", "challenge_draw", "challenge_effect", "harm"]
    ranger: str | None = None
    card: str | None = None
    source: str | None = None
    amount: int = 0
    #: ``challenge_effect``: the symbol of the effect about to resolve.
    symbol: str | None = None
    prevented: bool = False
    #: The steps that carry the event out once no answer prevented it (a challenge effect's text).
    then: list[Step] = Field(default_factory=list)


class GameState(_Model):
    cards: dict[str, CardInstance] = Field(default_factory=dict)
    rangers: list[RangerState] = Field(default_factory=list)
    surroundings: list[str] = Field(default_factory=list)
    along_the_way: list[str] = Field(default_factory=list)
    path_deck: list[str] = Field(default_factory=list)
    path_discard: list[str] = Field(default_factory=list)
    challenge_deck: list[str] = Field(default_factory=list)
    challenge_discard: list[str] = Field(default_factory=list)
    #: Cards out of the game for now (e.g. a Ranger's unused collection is not modelled; this holds
    #: cards removed by effects so every card keeps exactly one place).
    set_aside: list[str] = Field(default_factory=list)
    #: Set-aside cards a card in play set aside (card -> the card that did): its "set-aside" cards.
    set_aside_by: dict[str, str] = Field(default_factory=dict)
    round: int = 0
    phase: Phase = "setup"
    lead: str = "r1"
    active_ranger: str | None = None
    #: The Ranger who took the last turn (a different Ranger must go next unless the role is exhausted).
    last_turn: str | None = None
    rng: RngState = Field(default_factory=RngState)
    day_over: str | None = None
    #: Set by a third injury: the day ends at the end of the current turn.
    day_ending: str | None = None
    log_seq: int = 0
    next_iid: int = 1
    queue: list[Step] = Field(default_factory=list)
    prompt: Prompt | None = None
    test: TestState | None = None
    #: Counters for reports and the simulator.
    stats: dict[str, int] = Field(default_factory=dict)
    #: The day around the rounds: location, terrain, travels, what the guide had recorded.
    day: DayRecord = Field(default_factory=DayRecord)
    #: Manual adjustments of printed values of cards in play (iid -> "presence" /
    #: "progress_threshold" / "harm_threshold" -> +/- amount): how players apply a constant effect
    #: the engine does not run yet. Every rules query reads them (engine/ops.py ``presence`` and
    #: ``threshold``); a card's entry goes when it leaves play.
    adjust: dict[str, dict[str, int]] = Field(default_factory=dict)
    #: Optional responses pass without asking (a per-session setting, changed with the manual
    #: adjustment ``auto_pass``; docs/engine-api.md, "Responses").
    auto_pass: bool = False
    #: Timed modifiers in force (``TimedModifier``), oldest first; a card's go when it leaves play.
    modifiers: list[TimedModifier] = Field(default_factory=list)
    #: Card effects waiting for a later moment (behaviour verb ``delayed``): ``{"until": ...,
    #: "ref": <compiled effect list>, "src": <card>, "b": <bindings>}``, run in the order they were
    #: made when the moment comes (engine/effects/control.py ``fire_delayed``).
    delayed: list[dict[str, Any]] = Field(default_factory=list)
    #: The day is ending and its end-of-day texts run first (engine/flow/end_of_day.py):
    #: ``pending`` (everything else stops), ``running`` (the texts run), None otherwise.
    closing: Literal["pending", "running"] | None = None
    closing_reason: str = ""
    #: "Would" events waiting for the cards that answer them (innermost last).
    pending: list[PendingEvent] = Field(default_factory=list)

    def ranger(self, ranger_id: str) -> RangerState:
        for r in self.rangers:
            if r.id == ranger_id:
                return r
        raise KeyError(f"no ranger {ranger_id!r}")

    def card(self, iid: str) -> CardInstance:
        try:
            return self.cards[iid]
        except KeyError:
            raise KeyError(f"no card instance {iid!r}") from None

    def bump(self, stat: str, n: int = 1) -> None:
        self.stats[stat] = self.stats.get(stat, 0) + n
