"""Widgets that float over the table view (the loading card, the start page): kept centred.

Why a helper: both are children of the view rather than items of the scene (the scene shows
only the engine's state), so each re-centres itself when the view is resized.
"""

from __future__ import annotations

from PySide6.QtWidgets import QWidget


def centre_in_parent(widget: QWidget, widest: int, narrowest: int) -> None:
    """Width between `narrowest` and `widest` (20 px clear of each side), height to fit, centred."""
    parent = widget.parentWidget()
    if parent is None:
        return
    width = min(widest, max(narrowest, parent.width() - 40))
    widget.setFixedWidth(width)
    widget.adjustSize()
    widget.move((parent.width() - width) // 2, max(0, (parent.height() - widget.height()) // 2))
