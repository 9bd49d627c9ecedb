"""The cards a prompt is about that are not on the table, shown face up above the prompt bar.

Why: scouting a deck ("Reverb Locket on the top / on the bottom"), searching one, or scouting
the challenge deck listed names only; the players choose blind, and a challenge card's
modifiers were never shown. The strip floats over the foot of the table (the hand is not what
is being decided) and shows each card once, with its generated text, at a readable size.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QWidget

from rangers_qt.app.faces import FaceModel
from rangers_qt.ui.face_cache import face_pixmap
from rangers_qt.ui.theme import Theme

#: The faces' size (a readable card at 1366x768), and the most shown.
FACE_W, FACE_H = 150, 210
MOST = 6


class PromptCards(QFrame):
    """A row of card faces over the bottom of the table view (a child of it)."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("PromptCards")
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.row = QHBoxLayout(self)
        self.row.setContentsMargins(10, 8, 10, 8)
        self.row.setSpacing(8)
        self.shown: list[str] = []  # the card ids on show
        self.hide()
        parent.installEventFilter(self)  # stays at the foot of the table when it is resized

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Resize and self.isVisible():
            self.place()
        return False

    def show_cards(self, cards: list[tuple[str, FaceModel]], theme: Theme) -> None:
        """Show these (card id, face) pairs, or hide the strip when there are none."""
        cards = cards[:MOST]
        ids = [iid for iid, _ in cards]
        if ids == self.shown and self.isVisible() == bool(ids):
            return
        self.shown = ids
        while self.row.count():
            item = self.row.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:
                widget.deleteLater()
        if not cards:
            self.hide()
            return
        self.setStyleSheet(
            f"QFrame#PromptCards {{ background: {theme.panel}; border: 1px solid {theme.accent};"
            " border-radius: 8px; }"
        )
        for iid, face in cards:
            label = QLabel()
            label.setObjectName(f"prompt_card_{iid}")
            label.setPixmap(face_pixmap(face, FACE_W, FACE_H, self.devicePixelRatioF(), theme))
            label.setToolTip(face.name)
            self.row.addWidget(label)
        self.adjustSize()
        self.place()
        self.show()
        self.raise_()

    def place(self) -> None:
        parent = self.parentWidget()
        if parent is None:
            return
        self.adjustSize()
        x = max(0, (parent.width() - self.width()) // 2)
        self.move(x, max(0, parent.height() - self.height() - 6))
