"""The table's other graphics items: deck and discard piles, and each Ranger's aspect board."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsSceneContextMenuEvent,
    QGraphicsSceneHoverEvent,
    QGraphicsSceneMouseEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)

from rangers_qt.app.faces import FaceModel
from rangers_qt.ui import overlays
from rangers_qt.ui.face_cache import face_pixmap
from rangers_qt.ui.icons import draw_icon
from rangers_qt.ui.items import Z, _font
from rangers_qt.ui.theme import ASPECT_COLOURS, DARK, TOKEN_COLOURS, Theme


class SizedItem(QGraphicsObject):
    """A scene item the layout resizes (piles, aspect boards): geometry changes only on a real change."""

    _w = 0.0
    _h = 0.0

    def set_size(self, w: float, h: float) -> None:
        if (w, h) == (self._w, self._h):
            return
        self.prepareGeometryChange()
        self._w, self._h = w, h
        self.update()


#: A chip's label is never drawn smaller than this (pixels) nor cut: it is left out instead.
LABEL_MIN_PX = 8.5


def board_name(name: str, size: float, room: float) -> tuple[QFont, str]:
    """A Ranger's name across the top of the aspect board: bold, smaller (down to
    `LABEL_MIN_PX`) until it fits `room`, else elided with "..." (a narrow board cut
    "Explorer / Traveler" to "Explorer / T" with no sign that more followed; the tooltip says it whole)."""
    while size > LABEL_MIN_PX:
        font = _font(size, bold=True)
        if QFontMetricsF(font).horizontalAdvance(name) <= room:
            return font, name
        size -= 0.5
    font = _font(LABEL_MIN_PX, bold=True)
    return font, QFontMetricsF(font).elidedText(name, Qt.TextElideMode.ElideRight, room)


def _label_font(label: str, size: float, room: float) -> QFont | None:
    """The largest font up to ``size`` in which ``label`` fits ``room`` whole ("Discard 16" beside
    a two-digit count at 1366x768 was clipped to "Discarc"), or None when even the smallest does not."""
    while size >= LABEL_MIN_PX:
        font = _font(size)
        if QFontMetricsF(font).horizontalAdvance(label) <= room:
            return font
        size -= 0.5
    return None


class PileItem(SizedItem):
    """A deck or discard pile: a stack of backs with a count, or the top card face up."""

    hovered = Signal(str)

    def __init__(self, key: str, label: str, theme: Theme = DARK) -> None:
        super().__init__()
        self.key = key
        self.label = label
        self.theme = theme
        self.count = 0
        self.top: FaceModel | None = None
        self.back: FaceModel | None = None
        self.top_iid: str | None = None
        self._w = 60.0
        self._h = 84.0
        self.compact = False  # a one-line chip (ranger piles inside the player area)
        self.icon = "deck"
        self.setAcceptHoverEvents(True)
        self.setZValue(Z.FURNITURE)  # above the veil of another ranger's area
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def set_content(
        self, count: int, top: FaceModel | None, top_iid: str | None = None, back: FaceModel | None = None
    ) -> None:
        if (count, top, top_iid, back) == (self.count, self.top, self.top_iid, self.back):
            return
        self.count, self.top, self.top_iid, self.back = count, top, top_iid, back
        self.setToolTip(f"{self.label}: {count} card{'s' if count != 1 else ''}")
        self.update()

    def boundingRect(self) -> QRectF:
        return QRectF(-2, -2, self._w + 8, self._h + 4)

    def hoverEnterEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        if self.top_iid:
            self.hovered.emit(self.top_iid)
        super().hoverEnterEvent(event)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        w, h = self._w, self._h
        if self.compact:
            painter.setPen(QPen(QColor(self.theme.zone_border), 1))
            painter.setBrush(QColor(self.theme.panel))
            painter.drawRoundedRect(QRectF(0, 0, w, h), 5, 5)
            s = min(h - 6, 18)
            draw_icon(painter, self.icon, QRectF(5, (h - s) / 2, s, s), self.theme.zone_label)
            painter.setPen(QColor(self.theme.text))
            count_font = _font(min(14, h * 0.5), bold=True)
            count_w = QFontMetricsF(count_font).horizontalAdvance(str(self.count)) + 10
            room = w - s - 9 - count_w
            label_font = _label_font(self.label, min(11.5, h * 0.42), room)
            if w >= 80 and label_font is not None:  # narrow chips (4 rangers): the icon and the count
                painter.setFont(label_font)
                painter.drawText(
                    QRectF(s + 9, 0, room, h),
                    Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft,
                    self.label,
                )
            painter.setFont(_font(min(14, h * 0.5), bold=True))
            painter.drawText(
                QRectF(0, 0, w - 6, h),
                Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignRight,
                str(self.count),
            )
            return
        dpr = widget.devicePixelRatioF() if widget is not None else 1.0
        if self.count == 0:
            painter.setPen(QPen(QColor(self.theme.zone_border), 1.5, Qt.PenStyle.DashLine))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(QRectF(0, 0, w, h), 6, 6)
        else:
            layers = min(4, max(1, self.count // 6 + 1))
            face = self.top if self.top is not None else self.back
            for i in reversed(range(layers)):
                off = i * 1.8
                if face is not None and i == 0:
                    painter.drawPixmap(
                        QRectF(off, off, w, h),
                        face_pixmap(face, round(w), round(h), dpr, self.theme),
                        QRectF(0, 0, round(w) * dpr, round(h) * dpr),
                    )
                else:
                    painter.setPen(QPen(QColor("#111"), 1))
                    painter.setBrush(QColor("#3a3f45"))
                    painter.drawRoundedRect(QRectF(off, off, w, h), 5, 5)
        # Count badge and caption.
        badge = QRectF(w - 28, h - 22, 30, 20)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 190))
        painter.drawRoundedRect(badge, 8, 8)
        painter.setPen(QColor("#ffffff"))
        painter.setFont(_font(12, bold=True))
        painter.drawText(badge, Qt.AlignmentFlag.AlignCenter, str(self.count))


#: Pixels around a board's cached picture, for its antialiased outline.
BOARD_PAD = 2


class AspectBoardItem(SizedItem):
    """A ranger's aspect card as a board: each aspect's value, the energy left, injuries, rest."""

    hovered = Signal(str)
    clicked = Signal(str)  # ranger id
    context_requested = Signal(str, QPointF)  # ranger id, screen position

    def __init__(self, ranger_id: str, theme: Theme = DARK) -> None:
        super().__init__()
        self.ranger_id = ranger_id
        self.theme = theme
        self.name = ""
        self.aspects: tuple[tuple[str, int], ...] = ()
        self.energy: tuple[tuple[str, int], ...] = ()
        self.injuries = 0
        self.rested = False
        self.token_home = True
        self.glow_aspects: set[str] = set()
        self.legal = False  # the prompt asks to choose this ranger (e.g. who takes the next turn)
        self._w = 80.0
        self._h = 110.0
        self.setZValue(Z.FURNITURE)  # above the veil of another ranger's area
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def set_content(
        self,
        name: str,
        aspects: tuple[tuple[str, int], ...],
        energy: tuple[tuple[str, int], ...],
        injuries: int,
        rested: bool,
        token_home: bool,
    ) -> None:
        if (name, aspects, energy, injuries, rested, token_home) == self._content():
            return
        self.name, self.aspects, self.energy = name, aspects, energy
        self.injuries, self.rested, self.token_home = injuries, rested, token_home
        spent = ", ".join(f"{a} {e}/{v}" for (a, v), (_, e) in zip(aspects, energy, strict=False))
        self.setToolTip(
            f"{name}: energy {spent}; injuries {injuries}"
            + ("; rested" if rested else "")
            + ("; ranger token on the role card" if token_home else "")
        )
        self.update()

    def set_legal(self, legal: bool) -> None:
        if legal != self.legal:
            self.legal = legal
            self.setCursor(Qt.CursorShape.PointingHandCursor if legal else Qt.CursorShape.ArrowCursor)
            self.update()

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            self.clicked.emit(self.ranger_id)
            event.accept()
            return
        super().mousePressEvent(event)

    def contextMenuEvent(self, event: QGraphicsSceneContextMenuEvent) -> None:
        self.context_requested.emit(self.ranger_id, QPointF(event.screenPos()))
        event.accept()

    def boundingRect(self) -> QRectF:
        return QRectF(-4, -4, self._w + 8, self._h + 8)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        w, h = self._w, self._h
        dpr = widget.devicePixelRatioF() if widget is not None else 1.0
        if self.legal:
            overlays.blit(
                painter,
                overlays.glow(self.theme.glow, w, h, margin=3, step=1.0, radius=7, dpr=dpr),
                overlays.GLOW_PAD,
            )
        overlays.blit(
            painter, overlays.cached(self.look(), w, h, BOARD_PAD, dpr, self._paint_board), BOARD_PAD
        )

    def look(self) -> str:
        """Everything the board shows, as the key of its cached picture: a picture can only be
        found again for the very same board (values, not a counter to clear by hand).

        Why a picture: the board is painted in Python (rounded rows, icons, pips, text), about a
        quarter of a millisecond each time its Ranger's energy or injuries change, and a day
        goes back and forth between the same few states (energy spent and refreshed, undo)."""
        return "board|" + repr(
            (*self._content(), tuple(sorted(self.glow_aspects)), self.theme.name, self._w, self._h)
        )

    def _content(
        self,
    ) -> tuple[str, tuple[tuple[str, int], ...], tuple[tuple[str, int], ...], int, bool, bool]:
        """What ``set_content`` sets: compared to skip an unchanged board, and part of its look."""
        return (self.name, self.aspects, self.energy, self.injuries, self.rested, self.token_home)

    def _paint_board(self, painter: QPainter) -> None:
        w, h = self._w, self._h
        painter.setPen(QPen(QColor(self.theme.zone_border), 1))
        painter.setBrush(QColor(self.theme.panel))
        painter.drawRoundedRect(QRectF(0, 0, w, h), 6, 6)
        head = min(20.0, h * 0.17)
        font, name = board_name(self.name, min(13.0, head * 0.7), w - 12)
        painter.setFont(font)
        painter.setPen(QColor(self.theme.text))
        painter.drawText(
            QRectF(6, 0, w - 12, head), Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft, name
        )
        rows = len(self.aspects) or 1
        foot = min(18.0, h * 0.15)
        row_h = (h - head - foot - 4) / rows
        for i, ((aspect, value), (_, energy)) in enumerate(zip(self.aspects, self.energy, strict=False)):
            r = QRectF(4, head + i * row_h, w - 8, row_h - 2)
            colour = QColor(ASPECT_COLOURS[aspect])
            painter.setPen(
                QPen(QColor(self.theme.glow), 2) if aspect in self.glow_aspects else Qt.PenStyle.NoPen
            )
            painter.setBrush(colour.darker(140))
            painter.drawRoundedRect(r, 4, 4)
            s = r.height() * 0.72
            draw_icon(painter, aspect.lower(), QRectF(r.x() + 3, r.center().y() - s / 2, s, s), "#ffffff")
            # Energy pips: filled = available, hollow = spent.
            pip = min(r.height() * 0.42, (r.width() - s - 34) / max(1, value) - 2)
            px = r.x() + s + 7
            for k in range(value):
                rect = QRectF(px + k * (pip + 2), r.center().y() - pip / 2, pip, pip)
                painter.setPen(QPen(QColor("#ffffff"), 1))
                painter.setBrush(QColor("#ffffff") if k < energy else Qt.BrushStyle.NoBrush)
                painter.drawEllipse(rect)
            painter.setPen(QColor("#ffffff"))
            painter.setFont(_font(min(13.0, r.height() * 0.55), bold=True))
            painter.drawText(
                r.adjusted(0, 0, -4, 0),
                Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                f"{energy}/{value}",
            )
        fy = h - foot - 2
        x = 6.0
        s = foot - 2
        for _ in range(self.injuries):
            draw_icon(painter, "harm", QRectF(x, fy + 1, s, s), TOKEN_COLOURS["harm"])
            x += s + 2
        painter.setFont(_font(min(11.0, foot * 0.62)))
        painter.setPen(QColor(self.theme.muted))
        status = []
        if self.rested:
            status.append("rested")
        if self.token_home:
            status.append("token on role")
        # A narrow board (two or more rangers on a small screen) keeps the first status whole
        # rather than clipping the joined line at its left edge; the tooltip has it all.
        room = max(1.0, w - x - 8)
        metrics = QFontMetricsF(painter.font())
        text = " \u00b7 ".join(status)
        if metrics.horizontalAdvance(text) > room and status:
            # Shorter wordings before eliding ("token on ..." read as a cut-off word at 1366x768).
            short = {"token on role": "on role"}
            forms = [status[0], short.get(status[0], status[0])]
            text = next((f for f in forms if metrics.horizontalAdvance(f) <= room), forms[-1])
            text = metrics.elidedText(text, Qt.TextElideMode.ElideRight, room)
        painter.drawText(
            QRectF(x + 2, fy, room, foot),
            Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignRight,
            text,
        )
