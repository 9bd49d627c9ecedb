"""The card under the pointer, shown large and whole beside it while the side preview is folded.

Why: at 1366x768 the table's cards show a few lines of their text and the preview column is
folded away so the table keeps its width (F9 brings it back); nothing showed a hovered card
whole. The zoom is a floating preview over the table, beside the card (right of it if there is
room, else left), never taking the pointer's events, gone when the pointer leaves the card, a
drag starts or the side preview is shown. It shows the same `CardView` the preview would.
"""

from __future__ import annotations

from PySide6.QtCore import QRect, Qt, QTimer
from PySide6.QtWidgets import QFrame, QVBoxLayout, QWidget

from rangers_qt.app.table_model import CardView
from rangers_qt.ui.panels import CardPreview
from rangers_qt.ui.theme import Theme

#: The pointer rests this long on a card before its zoom shows (a sweep over the hand shows none).
DELAY_MS = 220
#: The zoomed card's height: this share of the table's height, within the bounds below.
SHARE = 0.72
MIN_HEIGHT, MAX_HEIGHT = 300, 560
GAP = 10


def zoom_rect(card: QRect, area: QRect, height: int) -> QRect:
    """Where the zoom goes: beside `card` inside `area`, right of it when it fits, else left,
    else over it at the side with more room; its top level with the card's, kept inside."""
    width = round((height - 16) * 63 / 88) + 16
    height = min(height, area.height())
    if card.right() + GAP + width <= area.right():
        x = card.right() + GAP
    elif card.left() - GAP - width >= area.left():
        x = card.left() - GAP - width
    elif card.center().x() < area.center().x():
        x = area.right() - width
    else:
        x = area.left()
    y = max(area.top(), min(card.top(), area.bottom() - height))
    return QRect(x, y, width, height)


class HoverZoom(QFrame):
    """A floating large card over the table view (a child of it)."""

    def __init__(self, parent: QWidget, theme: Theme) -> None:
        super().__init__(parent)
        self.setObjectName("HoverZoom")
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.preview = CardPreview(self, theme)
        self.preview.setMinimumSize(120, 160)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.addWidget(self.preview)
        self.card_id: str | None = None
        self._pending: tuple[CardView, QRect] | None = None
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._show_pending)
        self.hide()

    def set_theme(self, theme: Theme) -> None:
        self.preview.theme = theme
        self.preview.update()

    def show_for(self, card: CardView, card_rect: QRect, now: bool = False) -> None:
        """Show `card` beside `card_rect` (in the parent's coordinates) after a short rest."""
        self._pending = (card, card_rect)
        if now or (self.isVisible() and self.card_id is not None):
            self._timer.stop()
            self._show_pending()  # moving from card to card: follow at once
        else:
            self._timer.start(DELAY_MS)

    def _show_pending(self) -> None:
        if self._pending is None:
            return
        card, card_rect = self._pending
        parent = self.parentWidget()
        if parent is None:
            return
        area = parent.rect().adjusted(4, 4, -4, -4)
        height = max(MIN_HEIGHT, min(MAX_HEIGHT, int(area.height() * SHARE)))
        self.setGeometry(zoom_rect(card_rect, area, height))
        self.card_id = card.iid
        self.preview.show_card(card)
        self.show()
        self.raise_()

    def dismiss(self, iid: str | None = None) -> None:
        """Hide the zoom (of `iid` only, when given: leaving another card changes nothing)."""
        if iid is not None and self._pending is not None and self._pending[0].iid != iid:
            return
        self._timer.stop()
        self._pending = None
        self.card_id = None
        self.hide()
