"""What choosing an option would do, asked before choosing it (queries; nothing changes).

Why in the engine: the test dialog shows a test's fatigue price, its difficulty and the odds at
each energy, and while committing the chance each commitment would give; a refused drop says which
rule blocks it. Worked out in the app, each of these repeated a piece of the rules (the test key
parsed back out of an option id, a throw-away test state, the energy and effort bookkeeping of
flow/testflow.py, the card costs of rules/offers.py) and went stale whenever the rules changed.
Here they use the very functions the steps use.

Rulebook: Performing a Test (steps 1-4: fatigue, commit energy and icons, other Rangers' tokens,
difficulty); Play a Card (cost in the card's aspect; attributes and roles are never played).
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from rangers_qt.engine.between import interacted
from rangers_qt.engine.cards import CardBook, CatalogLike
from rangers_qt.engine.core import Engine
from rangers_qt.engine.flow.testflow import difficulty, difficulty_modifier, printed_test, test_script
from rangers_qt.engine.prompts import Option
from rangers_qt.engine.rules.committing import commit_blocker
from rangers_qt.engine.rules.context import view
from rangers_qt.engine.rules.fatigue import fatigue_for_test, obstacles_between
from rangers_qt.engine.rules.odds import success_chance
from rangers_qt.engine.rules.offers import play_blocker
from rangers_qt.engine.state import GameState, TestState

#: Most energy a preview lists odds for (a Ranger rarely has more of one aspect).
MAX_ODDS_ROWS = 4


@dataclass(frozen=True)
class TestPreview:
    """A test option, before it is chosen."""

    __test__ = False

    key: str  # "common:traverse" or "<def_id>:<test_id>"
    label: str
    ranger: str
    aspect: str
    approach: str
    source: str | None
    target: str | None
    #: The difficulty the test would have now (printed, X from presence, constant modifiers).
    difficulty: int
    #: Step 1: each card between that would fatigue the Ranger, with how much.
    fatigue: tuple[tuple[str, int], ...]
    #: Effort other Rangers' tokens on the cards interacted with would add.
    other_effort: int
    #: Energy of the test's aspect the Ranger has.
    energy: int
    #: (energy committed, exact chance of success) for 1.. the energy held (at most MAX_ODDS_ROWS).
    odds: tuple[tuple[int, Fraction], ...]

    @property
    def fatigue_total(self) -> int:
        return sum(n for _, n in self.fatigue)


@dataclass(frozen=True)
class CommitPreview:
    """The test being committed to: where it stands and what each commit option would make of it."""

    ranger: str
    label: str
    aspect: str
    approach: str
    source: str | None
    target: str | None
    difficulty: int
    #: Effort committed so far (energy, cards, and other Rangers' tokens once counted).
    committed: int
    #: The effort the reveal would face now: `committed` plus other Rangers' tokens not yet counted.
    effort: int
    #: Effort from other Rangers' tokens on the cards interacted with.
    other_effort: int
    chance_now: Fraction
    #: Option id -> chance of success if that option is chosen (commit energy or a card; done).
    chance_with: dict[str, Fraction]


def _other_effort(state: GameState, test: TestState) -> int:
    """Step 2: +1 for each other Ranger's token on a card the test interacts with."""
    cards = interacted(state, test.ranger, test.source, test.target)
    others = [r for r in state.rangers if r.id != test.ranger]
    return sum(1 for card in cards for r in others if r.ranger_token_on == card)


def _difficulty(eng: Engine, test: TestState) -> int:
    return max(0, difficulty(eng, test, test_script(eng, test)) + difficulty_modifier(eng, test))  # R46


def _probe(eng: Engine, ranger: str, key: str, source: str | None, target: str | None) -> TestState:
    """The test the option would begin (as `test_begin` would build it), not stored anywhere."""
    kind, _, name = key.partition(":")
    if kind == "common":
        common = eng.reg.common[name]
        label, aspect, approach = common.label, common.aspect, common.approach
    else:
        printed = printed_test(eng, kind, name, source)
        label, aspect, approach = printed.label, printed.aspect, printed.approach
    return TestState(
        ranger=ranger, key=key, label=label, aspect=aspect, approach=approach, source=source, target=target
    )


def test_begin_args(option: Option) -> dict[str, str | None] | None:
    """The ranger, key, source and target a test option begins its test with (None: not a test)."""
    for queued in option.then:
        if queued.op == "test_begin":
            return {k: queued.args.get(k) for k in ("ranger", "key", "source", "target")}
    return None


test_begin_args.__test__ = False  # type: ignore[attr-defined]


def test_preview(
    state: GameState, catalog: CatalogLike | CardBook, option: Option, extra_effort: int = 0
) -> TestPreview | None:
    """What the test `option` (a turn's "test" option, or a moment's target) would cost and give;
    None if the option does not begin a test. `extra_effort`: the icons of cards the player means
    to commit as well (the test dialog's ticks), counted in the odds."""
    args = test_begin_args(option)
    if args is None or not args["ranger"] or not args["key"]:
        return None
    eng = view(state, catalog)
    ranger = args["ranger"]
    probe = _probe(eng, ranger, args["key"], args["source"], args["target"])
    diff = _difficulty(eng, probe)
    other = _other_effort(state, probe)
    energy = state.ranger(ranger).energy.get(probe.aspect, 0)
    odds = tuple(
        (n, success_chance(state, eng.book, ranger, probe.aspect, n + other + extra_effort, diff))
        for n in range(1, min(MAX_ODDS_ROWS, max(1, energy)) + 1)
    )
    return TestPreview(
        key=probe.key,
        label=probe.label,
        ranger=ranger,
        aspect=probe.aspect,
        approach=probe.approach,
        source=probe.source,
        target=probe.target,
        difficulty=diff,
        fatigue=tuple(fatigue_for_test(eng, ranger, probe.source, probe.target)),
        other_effort=other,
        energy=energy,
        odds=odds,
    )


test_preview.__test__ = False  # type: ignore[attr-defined]


def commit_preview(state: GameState, catalog: CatalogLike | CardBook) -> CommitPreview | None:
    """The running test's standing and, for each option of the current prompt, the chance of
    success it would give (None outside a test)."""
    test = state.test
    if test is None:
        return None
    eng = view(state, catalog)
    diff = _difficulty(eng, test)
    # Other Rangers' tokens join the effort after the commitments (step 2's last part): until then
    # they are added here, so the odds shown are the odds the reveal will face.
    counted = any(c.source == "ranger_token" for c in test.commits)
    other = _other_effort(state, test)
    effort = test.effort + (0 if counted else other)

    def chance(extra: int) -> Fraction:
        return success_chance(state, eng.book, test.ranger, test.aspect, effort + extra, diff)

    now = chance(0)
    chance_with: dict[str, Fraction] = {}
    if state.prompt is not None:
        for o in state.prompt.options:
            if o.kind in ("commit_energy", "commit_card") and o.amount:
                chance_with[o.id] = chance(o.amount)
            elif o.kind == "done":
                chance_with[o.id] = now
    return CommitPreview(
        ranger=test.ranger,
        label=test.label,
        aspect=test.aspect,
        approach=test.approach,
        source=test.source,
        target=test.target,
        difficulty=diff,
        committed=test.effort,
        effort=effort,
        other_effort=other,
        chance_now=now,
        chance_with=chance_with,
    )


def play_refusal(state: GameState, catalog: CatalogLike | CardBook, ranger: str, iid: str) -> str | None:
    """Why the Ranger cannot play this card from the hand now, in words (None: nothing in the
    card itself stops it; the turn and the prompt may still). The rules/offers.py check itself."""
    return play_blocker(view(state, catalog), ranger, iid)


def commit_refusal(state: GameState, catalog: CatalogLike | CardBook, iid: str) -> str | None:
    """Why this card cannot be committed to the test in progress, in words (None: it can, or no
    test is being committed to). The rules/committing.py check the commit prompt itself uses."""

    if state.test is None or iid not in state.cards:
        return None
    return commit_blocker(view(state, catalog), iid, state.test)


def blocking_obstacles_for(
    state: GameState, catalog: CatalogLike | CardBook, ranger: str, target: str
) -> list[str]:
    """Ready obstacles between the Ranger and `target` (Keywords: Obstacle)."""
    return obstacles_between(view(state, catalog), ranger, target)
