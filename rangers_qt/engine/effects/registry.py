"""Where card behaviour plugs into the rules.

Why a registry keyed by card definition id: the engine enforces structure for every card
(costs, keywords, thresholds, presence, tests printed on it) and asks the registry only for
what a card's own text does. A card with no script still plays; its text is resolved by the
players through manual adjustments, and the engine pauses where the text would apply.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from rangers_qt.engine.core import Engine
    from rangers_qt.engine.state import TestState

TestFn = Callable[["Engine", "TestState"], None]
TargetsFn = Callable[["Engine", str, "str | None"], "list[str | None]"]
DifficultyFn = Callable[["Engine", "TestState"], int]
CardFn = Callable[["Engine", str, "str | None"], None]
ConditionFn = Callable[["Engine", str, "TestState"], bool]
ChallengeFn = Callable[["Engine", str, "TestState"], None]
ClearFn = Callable[["Engine", str, str], None]
ResponseCheck = Callable[["Engine", str, str], bool]
ResponseFn = Callable[["Engine", str, str], None]
#: The behaviour interpreter's entry point (engine/flow/card_text.py): run the card's behaviour for
#: this hook key with these bindings; True when it had behaviour for it (else the engine pauses).
TextRunner = Callable[["Engine", str, str, "str | None", dict[str, Any]], bool]


@dataclass(frozen=True)
class TestScript:
    """A scripted test. For a card test, unset parts fall back to the printed facts / manual."""

    __test__ = False

    label: str = ""
    aspect: str = ""
    approach: str = ""
    targets: TargetsFn | None = None
    difficulty: DifficultyFn | None = None
    success: TestFn | None = None
    failure: TestFn | None = None
    always: TestFn | None = None


@dataclass(frozen=True)
class ChallengeScript:
    """A challenge effect. ``condition`` is the part before the double arrow: the effect after it
    resolves only if the condition held (Rulebook: Conditional Challenge Effects)."""

    effect: ChallengeFn
    condition: ConditionFn | None = None


@dataclass(frozen=True)
class ResponseScript:
    """A "Response:" ability or moment: ``window`` names the timing (see docs/engine-api.md)."""

    window: str
    can_use: ResponseCheck
    resolve: ResponseFn
    from_hand: bool = True


@dataclass(frozen=True)
class AbilityScript:
    """A triggered ability without a timing ("Exhaust: ..."): usable at the start of any Ranger's
    turn (Rulebook: Triggered Effect Timing), offered in the turn prompt as a free action."""

    label: str
    can_use: ResponseCheck
    resolve: ResponseFn
    exhaust: bool = True  # the ability's cost exhausts the card (it must be ready)


@dataclass(frozen=True)
class CardScript:
    tests: dict[str, TestScript] = field(default_factory=dict)
    challenge: dict[str, ChallengeScript] = field(default_factory=dict)
    enters_play: CardFn | None = None
    on_play: CardFn | None = None
    on_clear: ClearFn | None = None
    responses: tuple[ResponseScript, ...] = ()
    abilities: tuple[AbilityScript, ...] = ()
    #: A card whose behaviour is data (content/behaviour/): listed, with no Python hooks; the
    #: interpreter runs its texts through ``EffectRegistry.text``.
    from_behaviour: bool = False


@dataclass
class EffectRegistry:
    cards: dict[str, CardScript] = field(default_factory=dict)
    common: dict[str, TestScript] = field(default_factory=dict)
    #: The behaviour interpreter (None: every card text without a script pauses for the players).
    text: TextRunner | None = None
    _windows: tuple[int, set[str]] | None = field(default=None, repr=False, compare=False)
    _abilities: tuple[int, bool] | None = field(default=None, repr=False, compare=False)

    def card(self, def_id: str) -> CardScript | None:
        return self.cards.get(def_id)

    def register(self, def_id: str, script: CardScript) -> None:
        self.cards[def_id] = script
        self._windows = None
        self._abilities = None

    def has_abilities(self) -> bool:
        """Some registered script has a Python ability (cards with behaviour have none)."""
        key = len(self.cards)
        cached = self._abilities
        if cached is None or cached[0] != key:
            cached = (key, any(s.abilities for s in self.cards.values()))
            self._abilities = cached
        return cached[1]

    def windows(self) -> set[str]:
        """Timing windows some registered response uses (recomputed when the registry changes)."""
        key = len(self.cards)
        cached = self._windows
        if cached is None or cached[0] != key:
            cached = (key, {r.window for s in self.cards.values() for r in s.responses})
            self._windows = cached
        return cached[1]


_DEFAULT: EffectRegistry | None = None


def default_registry() -> EffectRegistry:
    """The registry with every scripted effect the project has (built once per process)."""
    global _DEFAULT
    if _DEFAULT is None:
        from rangers_qt.engine.effects.common_tests import COMMON_TESTS
        from rangers_qt.engine.effects.interpreter import run_text

        # The behaviour interpreter runs every card text that has behaviour data (card_text).
        _DEFAULT = EffectRegistry(common=dict(COMMON_TESTS), text=run_text)
        # List the shipped cards that have behaviour (their hooks run through ``text``, so the
        # listed scripts are empty: a script's own hooks would bypass the behaviour).
        from rangers_qt.content.catalog import load_catalog

        for def_id in sorted({k.split(".", 1)[0] for k in load_catalog().behaviour.faces}):
            _DEFAULT.cards[def_id] = CardScript(from_behaviour=True)
    return _DEFAULT


def fresh_registry() -> EffectRegistry:
    """A private copy (tests register extra scripts without touching the shared one)."""
    base = default_registry()
    return EffectRegistry(cards=dict(base.cards), common=dict(base.common), text=base.text)
