"""The widgets beside the table: the card preview and the card's details, and (re-exported) the
phase and prompt bars (`bars.py`) and the game log (`log_panel.py`)."""

from __future__ import annotations

import html

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPaintEvent, QPixmap
from PySide6.QtWidgets import QSizePolicy, QWidget

from rangers_qt.app.faces import ASPECT_NAMES, FaceModel
from rangers_qt.app.table_model import CardView
from rangers_qt.ui.bars import FitLabel, OptionView, PhaseBar, PromptBar
from rangers_qt.ui.face_cache import face_pixmap
from rangers_qt.ui.theme import DARK, Theme

#: The preview's card width moves in steps of this many pixels (see `CardPreview.card_rect`).
PREVIEW_STEP = 24


class CardPreview(QWidget):
    """The hovered card, large, with its generated rules text and live state."""

    def __init__(self, parent: QWidget | None = None, theme: Theme = DARK) -> None:
        super().__init__(parent)
        self.setObjectName("CardPreview")
        self.theme = theme
        self.card: CardView | None = None
        self.face: FaceModel | None = None
        self.setMinimumSize(QSize(180, 250))
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)

    def show_card(self, card: CardView | None, face: FaceModel | None = None) -> None:
        face = face if face is not None else (card.face if card else None)
        if card == self.card and face == self.face:
            return  # nothing new to show: no repaint after every answer
        self.card = card
        self.face = face
        self.update()

    def card_rect(self) -> QRectF:
        w: float = self.width() - 16
        h = w * 88 / 63
        if h > self.height() - 16:
            h = self.height() - 16
            w = h * 63 / 88
        # In steps of PREVIEW_STEP px: the side panel's height shifts by a line whenever the
        # details under the preview grow or shrink, and every new width used to render the
        # card's large face again (5-10 ms, on most answers). Whole pixels: the cached face is
        # then blitted unscaled.
        if w > PREVIEW_STEP * 4:
            w = (w // PREVIEW_STEP) * PREVIEW_STEP
        w = round(w)
        h = round(w * 88 / 63)
        return QRectF(round((self.width() - w) / 2), 8, w, h)

    def sizeHint(self) -> QSize:
        return QSize(300, 420)

    def heightForWidth(self, w: int) -> int:
        return int((w - 16) * 88 / 63 + 16)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        # No SmoothPixmapTransform: the face is cached at exactly this size and blitted at whole
        # pixels; the hint only sends the blit down the slower blending path (as on the table).
        rect = self.card_rect()
        if self.face is None:
            painter.setPen(QColor(self.theme.muted))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(rect, 10, 10)
            painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, "Hover a card\nto see it here")
            return
        dpr = self.devicePixelRatioF()
        pixmap: QPixmap = face_pixmap(self.face, round(rect.width()), round(rect.height()), dpr, self.theme)
        painter.drawPixmap(rect.topLeft(), pixmap)
        if self.card is not None and self.card.exhausted:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(0, 0, 0, 140))
            band = QRectF(rect.x(), rect.center().y() - 18, rect.width(), 36)
            painter.drawRect(band)
            painter.setPen(QColor("#ffffff"))
            font = QFont(self.font())
            font.setBold(True)
            font.setPixelSize(18)
            painter.setFont(font)
            painter.drawText(band, Qt.AlignmentFlag.AlignCenter, "EXHAUSTED")


def card_details(card: CardView | None, face: FaceModel | None = None) -> str:
    """Plain-words details for the text under the preview (tokens, state, status), as rich text:
    every piece of data in it is escaped (names can come from a save file)."""
    face = face or (card.face if card else None)
    if face is None:
        return ""
    parts = [f"<b>{html.escape(face.name)}</b> \u2014 {html.escape(face.type_label)}"]
    if face.traits:
        parts[0] += "<br><i>" + html.escape(" \u00b7 ".join(face.traits)) + "</i>"
    stats = []
    if face.aspect:
        stats.append(f"{ASPECT_NAMES.get(face.aspect, face.aspect)} {face.level or 0}")
    if face.cost is not None:
        stats.append(f"cost {face.cost}")
    if face.presence is not None:
        stats.append(f"presence {face.presence}")
    if face.progress is not None:
        stats.append(f"progress {face.progress}")
    if face.harm is not None:
        stats.append(f"harm {face.harm}")
    if face.area:
        stats.append("enters " + face.area.replace("_", " "))
    if stats:
        parts.append(", ".join(stats))
    if card is not None:
        live = [f"{n} {name.replace('_', ' ')}" for name, n in card.tokens]
        if card.exhausted:
            live.append("exhausted")
        if live:
            parts.append("On it now: " + ", ".join(live))
    if face.challenge:
        parts.append("Challenge effects: " + ", ".join(face.challenge))
    if face.guide_entry:
        parts.append(f"Campaign guide entry {face.guide_entry}")
    bold, rest = parts[0], parts[1:]
    return "<br>".join([bold, *(html.escape(p, quote=False) for p in rest)])


# The log panel lives in its own module; imported here for the modules that import it from panels.
from rangers_qt.ui.log_panel import MOMENT_ROLE, LogPanel  # noqa: E402

__all__ = [
    "MOMENT_ROLE",
    "CardPreview",
    "FitLabel",
    "LogPanel",
    "OptionView",
    "PhaseBar",
    "PromptBar",
    "card_details",
]
