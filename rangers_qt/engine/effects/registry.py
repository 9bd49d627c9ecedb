"""The registry of the project: the common tests and the behaviour interpreter.

Why apart from its types (``core.EffectRegistry``, ``core.TestScript``): they sit with the step
loop, since every engine holds a registry; this builds it from the common tests and the
interpreter, which sit above the flows they call (docs/layers.md). Every card text is behaviour
data (content/behaviour/) run by the interpreter through one plug point, ``EffectRegistry.text``
(engine/flow/card_text.py); a card whose text fits no pattern has a function in
``engine/effects/custom/``. The only Python left is the four common tests of the reference card
(engine/effects/common_tests.py). A card with no behaviour still plays: the engine pauses where
its text applies and the players resolve it by hand.
"""

from __future__ import annotations

from rangers_qt.engine.core import EffectRegistry
from rangers_qt.engine.effects.common_tests import COMMON_TESTS
from rangers_qt.engine.effects.interpreter import run_text

_DEFAULT: EffectRegistry | None = None


def default_registry() -> EffectRegistry:
    """The registry of the project: the common tests and the behaviour interpreter (built once)."""
    global _DEFAULT
    if _DEFAULT is None:
        _DEFAULT = EffectRegistry(common=dict(COMMON_TESTS), text=run_text)
    return _DEFAULT


def fresh_registry() -> EffectRegistry:
    """A private copy (a test swaps the text runner without touching the shared one)."""
    base = default_registry()
    return EffectRegistry(common=dict(base.common), text=base.text)
