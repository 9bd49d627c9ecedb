"""Triggered abilities, test and challenge behaviour, and a face's whole ``Behaviour``."""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import AfterValidator, ConfigDict, Field

from rangers_qt.content.behaviour.conditions import Condition
from rangers_qt.content.behaviour.constants import Constant
from rangers_qt.content.behaviour.decks import Assembly
from rangers_qt.content.behaviour.effects import Effect
from rangers_qt.content.behaviour.selectors import Selector
from rangers_qt.content.behaviour.vocabulary import Node, Symbol
from rangers_qt.content.hook_key import windowed_key
from rangers_qt.content.moments import TRIGGER_EVENTS

#: Triggers an ability may name (``on``); engine/effects/interpreter.py fires them (``ability``: an
#: untimed Exhaust / use-N-tokens ability, offered beside the turn's actions).
TRIGGERS: tuple[str, ...] = (
    "enters_play",
    "refresh",
    "rest",
    "end_of_day",
    "after_travel",
    "start_of_day",
    "play",
    "clear",
    "ability",
    "when_drawn",
    "commit",
    "state",
    # The game events (content/moments.py: each is the trigger name of one moment).
    *(EVENTS := TRIGGER_EVENTS),
)


#: "Would" replacements (engine/effects/replacements.py): abilities keyed by the printed inventory's
#: key of a response or timed ability that changes an event before it happens (validated as any
#: inventory key; the engine raises these events).
WOULD_TRIGGERS: tuple[str, ...] = (
    "ability:would:fatigue",
    "response:would:fatigue",
    "response:when:card_fatigues",
    "ability:would:injury",
    "response:would:injury",
    "ability:would:ready",
    "response:would:ready",
    "ability:would:path_draw",
    "response:would:path_draw",
    "ability:would:challenge_draw",
    "response:would:challenge_draw",
    "response:before:challenge_draw",
    "response:when:challenge_draw",
    "ability:would:challenge_effect",
    "response:would:challenge_effect",
    "ability:would:harm",
    "response:would:harm",
)


#: Game events any card may listen to, with their details bound for the ability (``$card``: the
#: card the event is about; ``$ranger``; ``$kind``/``$amount`` for tokens; ``$symbol`` for a
#: revealed challenge card). engine/effects/listeners.py raises them.
EVENT_TRIGGERS: tuple[str, ...] = EVENTS


def _trigger(text: str) -> str:
    """A named trigger, or a printed-inventory key of a response / timed ability / commit rule
    (``response:when:test``, ``ability:after:cleared``, ``commit:after:test_succeeded``): such an
    ability is offered in that key's timing window (engine/flow/printed_responses.py)."""
    if text in TRIGGERS:
        return text
    found = windowed_key(text)
    if found is not None and found[2].replace("_", "a").isalpha() and found[2].islower():
        return text
    raise ValueError(
        f"expected one of {', '.join(TRIGGERS)}, or an inventory key "
        f"<response|ability|commit>:<before|when|after|would>:<event> (such as "
        f"'response:after:test_succeeded'), found {text!r}"
    )


#: ``on``: a named trigger or an inventory key (see ``_trigger``).
TriggerName = Annotated[str, AfterValidator(_trigger)]


class Ability(Node):
    on: TriggerName
    #: Where the card must be for the ability to listen (default: in play).
    zone: Literal["in_play", "hand", "discard"] = "in_play"
    optional: bool = False
    cost: list[Effect] = Field(default_factory=list)
    if_: Condition | None = Field(default=None, alias="if")
    effects: list[Effect]
    #: At most this many times per round (None: no limit).
    limit: int | None = None
    #: ``clear`` only: the thresholds this clear ability answers (empty: any of them).
    by: list[Literal["progress", "harm", "ranger_tokens"]] = Field(default_factory=list)
    #: The printed-inventory key this ability expresses when its trigger is named otherwise (a
    #: ``response:when:cleared`` written as a ``card_cleared`` listener, a ``state`` hook...).
    covers: Annotated[str, Field(pattern=r"^[a-z_]+(:[a-z_0-9+]+)*$")] | None = None
    #: ``commit`` only: whose tests the card may be committed to; ``any``: any Ranger's, from its
    #: owner's hand (Rulebook: Commit Approach Icons is about your own hand and test).
    who: Literal["you", "any"] = "you"
    model_config = ConfigDict(extra="forbid", frozen=True, populate_by_name=True)


class TestBehaviour(Node):
    """What a printed test does (keyed by the printed test id)."""

    __test__ = False
    success: list[Effect] = Field(default_factory=list)
    failure: list[Effect] = Field(default_factory=list)
    always: list[Effect] = Field(default_factory=list)
    #: Challenge effects of these symbols do not resolve during this test (engine/flow/challenge.py).
    skip_challenge: list[Symbol] = Field(default_factory=list)
    #: Cards this test dodges from its start (Rulebook: Dodge), before step 1's fatigue: "whether
    #: you succeed or fail, dodge the cards between you and it" (``{"zone": "between", "pick":
    #: "all"}``). Counts as the test's ``always`` text for coverage.
    dodge: Selector | None = None
    #: The test is offered only while this holds ("if this being is attached to your role, it gains
    #: the following test"); ``you`` is the Ranger who would perform it.
    while_: Condition | None = Field(default=None, alias="while")
    model_config = ConfigDict(extra="forbid", frozen=True, populate_by_name=True)


class Behaviour(Node):
    abilities: list[Ability] = Field(default_factory=list)
    tests: dict[Annotated[str, Field(pattern=r"^t[0-9]+$")], TestBehaviour] = Field(default_factory=dict)
    challenge: dict[Symbol, list[Effect]] = Field(default_factory=dict)
    constant: list[Constant] = Field(default_factory=list)
    macros: dict[Annotated[str, Field(pattern=r"^[a-z_][a-z0-9_]*$")], list[Effect]] = Field(
        default_factory=dict
    )
    #: A location's arrival setup (Rulebook: Phase 3: Travel, 5. Arrival Setup): ``arrival_step``
    #: effects in the printed order, run as the group arrives (and at the day's setup).
    arrival: list[Effect] = Field(default_factory=list)
    #: Path Deck Assembly rules the deck builder reads (see ``Assembly``).
    assembly: list[Assembly] = Field(default_factory=list)
