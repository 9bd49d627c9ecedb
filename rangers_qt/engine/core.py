"""The step loop: pop a step, run its handler, stop when a decision is needed.

Why a queue of small steps: rules nest (a test fatigues you, which may end the day; a clear
happens after the current step finishes). Handlers push follow-up steps to the front, so
"finish this step, then do that" is just ordering, and the loop can pause at any prompt with
the remaining work stored in the serialisable state.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Protocol

from rangers_qt.engine.cards import CardBook, Facts
from rangers_qt.engine.errors import EngineError
from rangers_qt.engine.events import Recorder
from rangers_qt.engine.prompts import Option, Prompt, PromptKind, Step, assign_unchecked, trusted
from rangers_qt.engine.prompts import step as step  # built without validation (prompts.py)
from rangers_qt.engine.state import CardInstance, GameState, TestState
from rangers_qt.engine.steps import StepOp

if TYPE_CHECKING:
    from rangers_qt.content import behaviour as bh
    from rangers_qt.engine.state import PendingEvent

#: A step's handler: runs one step (``Step.op``) with its arguments.
Handler = Callable[["Engine", dict[str, Any]], None]


class Notify(Protocol):
    """Queue the abilities of the cards listening to an event (``effects.listeners.notify``)."""

    def __call__(
        self, eng: Engine, event: str, card: str | None = None, ranger: str | None = None, **details: Any
    ) -> None: ...


class Would(Protocol):
    """Raise a "would" event; True when its answers are queued (``effects.replacements.would``)."""

    def __call__(
        self,
        eng: Engine,
        kind: str,
        *,
        ranger: str | None = None,
        card: str | None = None,
        source: str | None = None,
        amount: int = 0,
        symbol: str | None = None,
        then: list[Any] | None = None,
    ) -> bool: ...


@dataclass(frozen=True, slots=True)
class FlowCalls:
    """The flows that the bottom of the engine calls back: the loop (the day's closing texts, how
    a face-down card reads), the play offers (a moment that plays another moment) and the card
    texts' queue (whether the behaviour answers a hook).

    Why installed rather than imported: the loop is the bottom of the engine and every flow
    imports it; the table that names every flow sits above them all (``engine/handlers.py``,
    docs/layers.md) and installs these with the step table, so nothing here imports a flow."""

    start_closing: Callable[[Engine], None]
    facedown_facts: Callable[[Engine, CardInstance], Facts | None]
    plays_elsewhere_blocked: Callable[[Engine, str, str, str], bool]
    #: Has the card's behaviour anything for this hook key (the interpreter, engine/effects/)?
    #: Asked by the card texts' queue (``printed_texts.wants_text``), below the interpreter.
    has_behaviour: Callable[[Engine, str, str], bool]
    #: Has the card's behaviour for the hook an ability whose condition holds and whose cost can
    #: be paid now (the interpreter)? Asked by the rules' commit offers (``rules.committing``).
    usable_now: Callable[[Engine, str, str, str], bool]
    #: The project's registry: the common tests and the interpreter (``effects.registry``), for
    #: the read-only views the rules build from a bare catalog (``rules.context.view``).
    default_registry: Callable[[], EffectRegistry]
    # What the card operations (``ops``, below engine/effects/) start in the behaviour:
    #: The cards listening to an event (``effects.listeners``).
    notify: Notify
    #: A "before a being is within reach" response answering first (``effects.listeners``).
    reach_watch: Callable[[Engine, str, str, Any], bool]
    #: A "would" event raised (``effects.replacements``).
    would: Would
    #: A card's behaviour queued for a hook; False when it has none (the interpreter).
    run_text: TextRunner
    #: A card's abilities for a trigger queued; False when it has none (the interpreter).
    fire: Callable[[Engine, str, str, str | None], bool]
    # The day's flows that the verb runners (engine/effects/, below engine/day/) start:
    #: A two-faced card turned over, as the campaign guide does it (``day.guide.flip``).
    flip: Callable[[Engine, str], None]
    #: A mission in play leaves the game with what is attached to it (``day.guide``).
    remove_mission: Callable[[Engine, str], None]
    #: A mission's own ability read an entry of its objective (``day.missions``).
    entry_read_by_mission: Callable[[Engine, str, str], None]
    # The flows that the verb runners, listeners and replacements (engine/effects/, below
    # engine/flow/) start or ask:
    #: The challenge discard shuffled into the deck, then its window (``flow.challenge_deck``).
    reshuffle: Callable[[Engine, str], None]
    #: Discard challenge cards until one shows a modifier; how many (``flow.challenge_deck``).
    draw_until: Callable[[Engine, TestState, int], int]
    #: The test uses the revealed challenge card's modifier for an aspect (``flow.challenge_deck``).
    use_drawn_modifier: Callable[[Engine, TestState, str], None]
    #: A challenge effect's steps queued behind its "would" event (``flow.challenge_windows``).
    resolve_challenge: Callable[[Engine, str, str, str, list[Step]], None]
    #: The Rangers from the lead around the table (``flow.round``).
    seat_order: Callable[[Engine], list[str]]
    #: Simultaneous texts queued, or an order asked (``flow.simultaneous``).
    queue_in_chosen_order: Callable[[Engine, list[Step], str | None], None]
    #: A card in hand its Ranger could pay for as a response (``flow.responses``).
    affordable: Callable[[Engine, str, str], bool]
    #: The moments a carrier could play now, with their hooks (``flow.play_elsewhere``).
    playable_moments: Callable[[Engine, str, str, str], list[tuple[str, str]]]
    #: A moment paid for and its text queued by its carrier's verb (``flow.play_elsewhere``).
    play_it: Callable[[Engine, str, str, str, str, bh.PlayMoment, dict[str, Any]], None]
    #: (windows the game's moments answer, their faces), kept per game (``flow.play_elsewhere``).
    moment_answers: Callable[[Engine], tuple[frozenset[str], frozenset[str]]]
    #: The carriers' offers to answer a "would" event with a moment (``flow.play_elsewhere``).
    would_offers: Callable[[Engine, PendingEvent, list[tuple[str, int, str]]], list[Any]]
    #: Whether a printed response's cost can be paid now (``flow.printed_responses``).
    printed_cost_payable: Callable[[Engine, Any, str, Facts], bool]
    #: An optional printed response's cost paid (``flow.printed_responses``).
    pay_printed_cost: Callable[[Engine, str, str, str], None]


#: A common test's parts in Python (``TestScript``): its outcome, its targets, its difficulty.
TestFn = Callable[["Engine", TestState], None]
TargetsFn = Callable[["Engine", str, "str | None"], "list[str | None]"]
DifficultyFn = Callable[["Engine", TestState], int]
#: The behaviour interpreter's entry point (engine/flow/card_text.py): run the card's behaviour for
#: this hook key with these bindings; True when it had behaviour for it (else the engine pauses).
TextRunner = Callable[["Engine", str, str, "str | None", dict[str, Any]], bool]


@dataclass(frozen=True)
class TestScript:
    """A common test (Rulebook: the common test reference card): its aspect, approach, targets,
    difficulty and outcome in Python, since no card prints it."""

    __test__ = False

    label: str = ""
    aspect: str = ""
    approach: str = ""
    targets: TargetsFn | None = None
    difficulty: DifficultyFn | None = None
    success: TestFn | None = None
    failure: TestFn | None = None
    always: TestFn | None = None


@dataclass
class EffectRegistry:
    """Where the engine finds what it runs beyond the rules: the common tests and the card texts'
    runner. Why here, with the loop: every ``Engine`` holds one, and the loop is the bottom of the
    engine; the registry of the project, built from the runners above the flows, is
    ``engine/effects/registry.py`` (``default_registry``)."""

    common: dict[str, TestScript] = field(default_factory=dict)
    #: The behaviour interpreter (None: every card text pauses for the players).
    text: TextRunner | None = None


#: The step handler table (the same dict object as ``handlers.HANDLERS``) and the flow calls,
#: installed by ``engine/handlers.py`` (``install``), which the engine package imports first.
_HANDLERS: dict[StepOp, Handler] = {}
_FLOWS: FlowCalls | None = None


def install(handlers: dict[StepOp, Handler], flows: FlowCalls) -> None:
    """Give the loop its step table and the flows it calls back (``engine/handlers.py``)."""
    global _HANDLERS, _FLOWS
    _HANDLERS, _FLOWS = handlers, flows


def flow_calls() -> FlowCalls:
    """The installed flow calls (``install``)."""
    if _FLOWS is None:
        raise EngineError("the engine's flows are not installed (engine/handlers.py installs them)")
    return _FLOWS


#: Keys of ``Engine.memo`` that several modules share (scratch values for one prompt or answer,
#: never saved): the queries frozen while a prompt is built (``Engine.frozen``), the in-play
#: index a prompt's offers share, a test being offered that dodges path cards, and the modifier
#: layer reading its constants (no frozen answers meanwhile).
MEMO_FROZEN = "frozen"
MEMO_PLAY_INDEX = "play_index"
MEMO_DODGING_PATH = "dodging_path"
MEMO_CONSTANTS_BUSY = "constants_busy"

#: The state fields ``Engine.ask`` sets.
_ASK_FIELDS = ("log_seq", "prompt")


class Frozen:
    """The context of ``Engine.frozen`` (a small class: entered several times per answer, where a
    generator-based context manager cost more than the queries it saves)."""

    __slots__ = ("memo", "outer")

    def __init__(self, memo: dict[str, Any]) -> None:
        self.memo = memo
        self.outer = False

    def __enter__(self) -> None:
        self.outer = MEMO_FROZEN in self.memo
        if not self.outer:
            self.memo[MEMO_FROZEN] = {}

    def __exit__(self, *_exc: object) -> None:
        if not self.outer:
            self.memo.pop(MEMO_FROZEN, None)


class Watch(Protocol):
    """Work the loop watches: once the queue is back to ``depth`` steps (everything queued since
    it began has run), ``settle`` looks at what it did (engine/flow/inert_effects.py)."""

    depth: int

    def settle(self, eng: Engine) -> None: ...


class Engine:
    """A short-lived view binding a state to the card book, effect registry and a recorder."""

    __slots__ = ("_back", "_front", "book", "memo", "rec", "reg", "state", "watches")

    def __init__(self, state: GameState, book: CardBook, reg: EffectRegistry, rec: Recorder) -> None:
        self.state = state
        self.book = book
        #: The book's own front-face cache (the same dict, filled by ``CardBook.facts``): ``facts``
        #: is asked about 55 times per answer, so one attribute lookup fewer each time counts.
        self._front = book._front
        self._back = book._back
        self.reg = reg
        self.rec = rec
        #: Read-only query results shared while one prompt is built (see rules/offers.py); always
        #: emptied before the state can change again.
        self.memo: dict[str, Any] = {}
        #: Work being watched until the queue is back to its depth (``Watch``), innermost last.
        self.watches: list[Watch] = []

    def frozen(self) -> Frozen:
        """While a prompt's options are worked out the state does not change: queries asked many
        times meanwhile (the modifier layer's constants in play) keep their answers in
        ``memo["frozen"]``, dropped on leaving. Nested uses share the outer one's."""
        return Frozen(self.memo)

    # ----------------------------------------------------------------- queue
    def push(self, *steps: Step) -> None:
        """Run these next, in the given order, before anything already queued."""
        self.state.queue[0:0] = list(steps)

    def push_after(self, before: int, *steps: Step) -> None:
        """Run these after the steps pushed since the queue had ``before`` steps (e.g. after the
        answers to a "would" event raised meanwhile), before anything queued earlier."""
        self.state.queue[len(self.state.queue) - before : len(self.state.queue) - before] = list(steps)

    def then(self, op: StepOp, **args: Any) -> None:
        self.push(step(op, **args))

    def ask(
        self,
        kind: PromptKind,
        ranger: str | None,
        title: str,
        options: list[Option],
        rebuild: Step | None = None,
    ) -> None:
        if not options:
            raise EngineError(f"prompt {kind!r} has no options")
        st = self.state
        # The engine's own fields, set as pydantic's ``__setattr__`` would (value into ``__dict__``,
        # name into the fields set) without its dispatch: this runs for every prompt.
        seq = st.log_seq + 1
        values = st.__dict__
        values["log_seq"] = seq
        values["prompt"] = trusted(
            Prompt,
            {
                "id": f"p{seq}",
                "kind": kind,
                "ranger": ranger,
                "title": title,
                "options": options,
                "min_choices": 1,
                "max_choices": 1,
                "rebuild": rebuild,
            },
        )
        st.__pydantic_fields_set__.update(_ASK_FIELDS)
        assign_unchecked(self.rec.changes, "prompt", True)

    def run(self) -> None:
        handlers = _HANDLERS
        # The state's field values, read where pydantic keeps them (its ``__dict__``, which every
        # assignment writes to): the same values as ``st.closing``... a few times per step.
        fields = self.state.__dict__
        while True:
            if fields["closing"] == "pending":  # the day is ending: its end-of-day texts run first
                flow_calls().start_closing(self)
            queue: list[Step] = fields["queue"]
            if fields["prompt"] is not None or not queue:
                break
            if fields["phase"] == "ended":
                queue.clear()
                break
            current = queue.pop(0)
            fn = handlers.get(current.op)
            if fn is None:  # only a hand-built state can hold one: Step.op is a StepOp
                raise EngineError(f"no handler for step {current.op!r}")
            fn(self, current.args)
            watches = self.watches
            while watches and len(fields["queue"]) <= watches[-1].depth:
                watches.pop().settle(self)

    # ----------------------------------------------------------------- facts
    def facts(self, iid: str) -> Facts:
        card = self.state.cards[iid]
        if card.side == "front":
            found = self._front.get(card.def_id)
            if found is not None:
                return found
        elif not card.face_up:  # a path card in play turned face down (ruling R86)
            hidden = flow_calls().facedown_facts(self, card)
            if hidden is not None:
                return hidden
        else:  # a face-up back (weather, missions: surroundings cards read on every query)
            found = self._back.get(card.def_id)
            if found is not None:
                return found
        return self.book.facts(card.def_id, card.side)

    @property
    def n_rangers(self) -> int:
        return len(self.state.rangers)

    def name(self, iid: str) -> str:
        return self.facts(iid).name
