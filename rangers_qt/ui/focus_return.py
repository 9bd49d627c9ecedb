"""The keyboard goes back to the window that had it when a help window closes.

Why: a help page (F1, a Help button) or the glossary is a window of its own, a child of the main
window. Opened from the test dialog and closed again, the window system hands activation to the
page's parent, the main window, or to no window at all (offscreen), never back to the dialog: the
next Enter meant for the dialog's Begin button reached the table. So the help window notes which
window was active when it showed, and when it hides while it had the keyboard, it activates that
window again; Qt then gives the focus back to the widget of that window that had it (Begin).
"""

from __future__ import annotations

import shiboken6
from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QApplication, QWidget


class FocusReturn(QObject):
    """Watches one help window (its parent): gives the keyboard back to its opener on close."""

    def __init__(self, page: QWidget) -> None:
        super().__init__(page)
        self.page = page
        #: The window active when the page showed (None: none, or the page itself).
        self.opener: QWidget | None = None
        page.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.page:
            if event.type() == QEvent.Type.Show:
                active = QApplication.activeWindow()
                self.opener = active if active is not None and active is not self.page else None
            elif event.type() == QEvent.Type.Hide:
                self._give_back()
        return False

    def _give_back(self) -> None:
        opener, self.opener = self.opener, None
        active = QApplication.activeWindow()
        if active is not None and active is not self.page:
            return  # the player went to another window already: that one keeps the keyboard
        if opener is None or not shiboken6.isValid(opener) or not opener.isVisible():
            return
        opener.activateWindow()
        opener.raise_()
