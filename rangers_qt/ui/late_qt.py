"""`Qt`, the namespace of Qt's enums, made on its first use instead of at import.

Why: PySide6 builds the whole `Qt` namespace, 93 Python enums, the first time anything touches
it, and that took 16-17 ms of CPU here, about a sixth of the app's first paint over a bare
window (issue #28; docs/performance.md, part 11). The bare window never touches it. The
modules loaded before the first paint name `Qt` from here, so importing them builds nothing;
what they set up before the paint goes through Qt's own property system instead (`set_keys`:
the enum's key names, which Qt resolves in C++), and the first use after the paint (or any use at
all, in tests) builds the namespace as before. mypy reads the real class. In the same spirit,
classes those modules use only later (file dialogs, message boxes) are named through their
module (`QtWidgets.QFileDialog`): PySide6 makes a class, with its enums, when its name is first
read, and `from PySide6.QtWidgets import QFileDialog` reads it at import.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import PySide6.QtCore as QtCore  # (the module: its `Qt` is read only when first used)

if TYPE_CHECKING:
    from PySide6.QtCore import QObject

__all__ = ["ALIGN_LEFT_VCENTER", "Qt", "is_built", "set_keys"]

#: `int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)`, for the phase bar's labels,
#: which paint in the first frame; tests/ui/test_late_qt.py checks it against the flags.
ALIGN_LEFT_VCENTER = 0x0001 | 0x0080


class _LateNamespace:
    """Stands for `PySide6.QtCore.Qt`: each attribute read is the real namespace's."""

    __slots__ = ()

    def __getattr__(self, name: str) -> Any:
        return getattr(QtCore.Qt, name)

    def __repr__(self) -> str:
        return f"<Qt namespace, {'built' if is_built() else 'not built yet'}>"


def is_built() -> bool:
    """True once PySide6 has made the `Qt` namespace (and its enums) in this process."""
    return "Qt" in vars(QtCore)


def set_keys(target: QObject, prop: str, keys: str) -> None:
    """Set an enum or flags property of `target` by its keys ("AlignLeft|AlignTop"), which Qt
    turns into the value itself: the same setting as the setter with `Qt.AlignmentFlag...`,
    without building the namespace. A name Qt does not know is an error, not a silent no-op."""
    if not target.setProperty(prop, keys):
        raise ValueError(f"{type(target).__name__} has no {prop!r} property taking {keys!r}")


if TYPE_CHECKING:
    from PySide6.QtCore import Qt
else:
    Qt = _LateNamespace()
