"""Where the engine finds what it runs beyond the rules: the common tests and the card texts.

Why so small: every card text is behaviour data (content/behaviour/) run by the interpreter
through one plug point, ``EffectRegistry.text`` (engine/flow/card_text.py); a card whose text fits
no pattern has a function in ``engine/effects/custom/``. The only Python left here are the four
common tests of the reference card (engine/effects/common_tests.py). A card with no behaviour
still plays: the engine pauses where its text applies and the players resolve it by hand.
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
    common: dict[str, TestScript] = field(default_factory=dict)
    #: The behaviour interpreter (None: every card text pauses for the players).
    text: TextRunner | None = None


_DEFAULT: EffectRegistry | None = None


def default_registry() -> EffectRegistry:
    """The registry of the project: the common tests and the behaviour interpreter (built once)."""
    global _DEFAULT
    if _DEFAULT is None:
        # Both import the rules and flows that import this module (pyproject, engine-acyclic):
        # imported on first use.
        from rangers_qt.engine.effects.common_tests import COMMON_TESTS
        from rangers_qt.engine.effects.interpreter import run_text

        _DEFAULT = EffectRegistry(common=dict(COMMON_TESTS), text=run_text)
    return _DEFAULT


def fresh_registry() -> EffectRegistry:
    """A private copy (a test swaps the text runner without touching the shared one)."""
    base = default_registry()
    return EffectRegistry(common=dict(base.common), text=base.text)
