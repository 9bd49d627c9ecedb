"""Text from save data is shown as text, never interpreted as HTML.

Why: a QLabel (and a tooltip) in Qt's default ``AutoText`` mode renders its text as rich text as
soon as it looks like HTML, so a Ranger named ``<img src=...>`` or ``<b>`` in a save file would be
rendered, not shown. The filter below makes every label plain text before it is first shown,
unless the label asked for rich text on purpose (then whoever fills it escapes the dynamic parts
with ``plain``); tooltips built from names go through ``plain_tooltip``.
"""

from __future__ import annotations

import html

from PySide6 import QtGui
from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QApplication, QLabel

from rangers_qt.ui.late_qt import Qt


def plain(text: str) -> str:
    """``text`` escaped for a rich-text context (a label that was set to RichText on purpose)."""
    return html.escape(text, quote=False)


def plain_tooltip(text: str) -> str:
    """A tooltip that shows ``text`` literally even if it looks like HTML."""
    return f"<p>{plain(text)}</p>" if QtGui.Qt.mightBeRichText(text) else text  # (late_qt.py: why late)


class _PlainLabels(QObject):
    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if (
            event.type() == QEvent.Type.Polish
            and isinstance(watched, QLabel)
            and watched.textFormat() == Qt.TextFormat.AutoText
        ):
            watched.setTextFormat(Qt.TextFormat.PlainText)
        return False


_INSTALLED: list[_PlainLabels] = []


def install(app: QApplication | None = None) -> None:
    """Make every label of the application plain text unless it asked for rich text (idempotent).

    The labels that exist already are made plain here, the later ones as they are polished. Why
    both: the main window installs this after its first paint, with the table (ui/table_kit.py),
    not before it. An application-wide filter written in Python is handed every object that gets
    an event, and the first object of each widget class handed to Python builds that class's
    Python enums (at the first paint, 134 of them for the classes of QtWidgets: about 20 ms).
    The shell's own labels, painted before, hold no text from a save."""
    instance = app or QApplication.instance()
    if instance is None or _INSTALLED:
        return
    spy = _PlainLabels(instance)
    instance.installEventFilter(spy)
    _INSTALLED.append(spy)
    # The labels only, found under each window: `allWidgets()` hands every widget to Python,
    # which makes each one's class (and its enums) on the way to a game: about 11 ms for 93.
    for top in QApplication.topLevelWidgets():
        labels = top.findChildren(QLabel)
        for label in [top, *labels] if isinstance(top, QLabel) else labels:
            if label.textFormat() == Qt.TextFormat.AutoText:
                label.setTextFormat(Qt.TextFormat.PlainText)
