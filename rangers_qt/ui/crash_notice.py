"""Shows the last resort's message (app/last_resort.py) to the player: status bar and a box.

Why non-modal: the error may come from inside a paint or a drag; a modal box there would start a
nested event loop. The box just sits on top until it is closed; the game goes on.
"""

from __future__ import annotations

from PySide6 import QtWidgets  # (dialogs named by module: made when used, late_qt.py)
from PySide6.QtWidgets import QMainWindow

from rangers_qt.app import last_resort
from rangers_qt.ui.late_qt import Qt


def attach(window: QMainWindow) -> None:
    """Show every last-resort report in ``window`` while it exists."""

    def show(text: str) -> None:
        window.statusBar().showMessage(text, 15000)
        box = QtWidgets.QMessageBox(
            QtWidgets.QMessageBox.Icon.Warning, "Something went wrong", text, parent=window
        )
        box.setObjectName("CrashNotice")
        box.setModal(False)
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.show()

    last_resort.add_listener(show)
    window.destroyed.connect(lambda *_: last_resort.remove_listener(show))
