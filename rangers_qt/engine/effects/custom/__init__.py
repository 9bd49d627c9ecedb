"""Card behaviour that fits no pattern of the language: one function per card text, here only.

Why one folder: the rest of the engine never names a card id; a card that needs Python says so
in its data (``{"do": "custom", "fn": "name"}``) and the function lives in this package, where a
reviewer finds every exception at once. A function receives the interpreter's context and the
``custom`` effect (its ``args``), and returns ``CONTINUE_LIST`` (continue the list) or ``STOP_LIST``.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from rangers_qt.engine.modifier_layer.evaluate import Ctx

CustomFn = Callable[["Ctx", Any], bool]
CUSTOM: dict[str, CustomFn] = {}


def custom(name: str) -> Callable[[CustomFn], CustomFn]:
    """Register a custom card function under the name card data uses."""

    def register(fn: CustomFn) -> CustomFn:
        if name in CUSTOM:
            raise ValueError(f"two custom card functions named {name!r}")
        CUSTOM[name] = fn
        return fn

    return register


# The card functions (each module registers its own with ``@custom``).
from rangers_qt.engine.effects.custom import overlook  # noqa: E402, F401
