"""Card faces that are not a card's text: challenge cards and the backs of the three decks.

Split from `card_face.py`, which paints the faces with a name band, text and tokens.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QLinearGradient, QPainter, QPainterPath, QPen

from rangers_qt.app.faces import FaceModel
from rangers_qt.ui.icons import draw_icon
from rangers_qt.ui.theme import ASPECT_COLOURS, FONT_FAMILY, SYMBOL_COLOURS, Theme


def _font(px: float, bold: bool = False) -> QFont:
    font = QFont(FONT_FAMILY)
    font.setPixelSize(max(6, round(px)))
    font.setBold(bold)
    return font


def paint_challenge(painter: QPainter, face: FaceModel, rect: QRectF, theme: Theme) -> None:
    """A challenge card: a band per aspect with its modifier, the symbol below, the reshuffle mark."""
    w, h = rect.width(), rect.height()
    u = w / 63.0
    outline = QPainterPath()
    outline.addRoundedRect(rect.adjusted(0.5, 0.5, -0.5, -0.5), 3.2 * u, 3.2 * u)
    painter.fillPath(outline, QColor("#f1ebdc"))
    painter.save()
    painter.setClipPath(outline)
    rows = face.mods
    row_h = (h * 0.68) / max(1, len(rows))
    for i, (aspect, mod) in enumerate(rows):
        r = QRectF(rect.x(), rect.y() + i * row_h, w, row_h)
        painter.fillRect(r.adjusted(0, 0.4 * u, 0, -0.4 * u), QColor(ASPECT_COLOURS[aspect]))
        s = row_h * 0.62
        draw_icon(painter, aspect.lower(), QRectF(r.x() + 3 * u, r.center().y() - s / 2, s, s), "#ffffff")
        painter.setPen(QColor("#ffffff"))
        painter.setFont(_font(row_h * 0.55, bold=True))
        text = f"{mod:+d}" if mod else "0"
        painter.drawText(
            r.adjusted(0, 0, -4 * u, 0),
            Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
            text.replace("-", "\u2212"),
        )
    sym_area = QRectF(rect.x(), rect.y() + h * 0.68, w, h * 0.32)
    colour = SYMBOL_COLOURS.get(face.symbol or "", "#777777")
    painter.fillRect(sym_area, QColor(colour).darker(160))
    s = sym_area.height() * 0.7
    if face.symbol:
        draw_icon(
            painter,
            face.symbol,
            QRectF(sym_area.center().x() - s / 2, sym_area.center().y() - s / 2, s, s),
            colour,
        )
    if face.reshuffle:
        painter.setPen(QColor("#ffffff"))
        painter.setFont(_font(5 * u, bold=True))
        painter.drawText(
            sym_area.adjusted(2 * u, u, -2 * u, -u),
            Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignTop,
            "\u21bb",
        )
    painter.restore()
    painter.setPen(QPen(QColor("#2b2b2b"), max(1.0, 0.8 * u)))
    painter.drawPath(outline)


def paint_back(painter: QPainter, deck: str, rect: QRectF) -> None:
    """The back of a path, Ranger or challenge card: the deck's colour and emblem."""
    w = rect.width()
    u = w / 63.0
    colours = {
        "path": ("#3d2f24", "#7a5a3c"),
        "ranger": ("#1f3b35", "#4f8c74"),
        "challenge": ("#2b2f3a", "#7a86a8"),
    }
    base, line = colours.get(deck, ("#2b2f34", "#6b7580"))
    outline = QPainterPath()
    outline.addRoundedRect(rect.adjusted(0.5, 0.5, -0.5, -0.5), 3.2 * u, 3.2 * u)
    grad = QLinearGradient(rect.topLeft(), rect.bottomRight())
    grad.setColorAt(0, QColor(base).lighter(130))
    grad.setColorAt(1, QColor(base))
    painter.fillPath(outline, QBrush(grad))
    painter.setPen(QPen(QColor(line), max(1.0, 0.8 * u)))
    inner = rect.adjusted(3 * u, 3 * u, -3 * u, -3 * u)
    painter.drawRoundedRect(inner, 2 * u, 2 * u)
    s = w * 0.45
    icon = {"path": "exploration", "challenge": "crest"}.get(deck, "ranger")
    draw_icon(painter, icon, QRectF(rect.center().x() - s / 2, rect.center().y() - s / 2, s, s), line)
    painter.setPen(QPen(QColor(line).darker(120), max(1.0, 1.0 * u)))
    painter.drawPath(outline)
