"""Graphics items of the table: cards, zones, piles and each ranger's aspect board.

Z layers and item types live in `Z` so stacking is decided in one place. A card paints its
cached face pixmap plus cheap live overlays (token badges, glow); the expensive part is
never repainted per frame. Only the card being dragged or hovered gets a drop shadow.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import (
    QEasingCurve,
    QPointF,
    QPropertyAnimation,
    QRectF,
    Qt,
    QTimer,
    Signal,
)
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import (
    QApplication,
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsSceneContextMenuEvent,
    QGraphicsSceneHoverEvent,
    QGraphicsSceneMouseEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)

from rangers_qt.app.faces import FaceModel
from rangers_qt.app.table_model import CardView
from rangers_qt.ui import overlays
from rangers_qt.ui.card_face import face_pixmap
from rangers_qt.ui.icons import draw_icon
from rangers_qt.ui.theme import (
    ASPECT_COLOURS,
    DARK,
    FONT_FAMILY,
    TOKEN_COLOURS,
    Theme,
)


class Z:
    ZONE = 0.0
    ATTACHMENT = 5.0
    CARD = 10.0
    HAND = 20.0
    HOVER = 60.0
    DRAG = 100.0


MOVE_MS = 200  # move animations: 150-250 ms (UI.md), interruptible


def _font(px: float, bold: bool = False) -> QFont:
    font = QFont(FONT_FAMILY)
    font.setPixelSize(max(6, round(px)))
    font.setBold(bold)
    return font


class CardItem(QGraphicsObject):
    """One card on the table. Emits intents; never changes game state itself."""

    hovered = Signal(str)
    unhovered = Signal(str)
    activated = Signal(str)  # double-click
    clicked = Signal(str)  # a press and release without a drag
    context_requested = Signal(str, QPointF)  # screen position
    drag_started = Signal(str)
    dropped = Signal(str, QPointF)  # scene position of the pointer

    def __init__(self, card: CardView, width: float, height: float, theme: Theme = DARK) -> None:
        super().__init__()
        self.card = card
        self._w = width
        self._h = height
        self.theme = theme
        self.legal = False  # the current prompt lets the player use this card
        self.draggable = False
        self.home = QPointF(0, 0)
        self.home_rotation = 0.0
        self.base_z = Z.CARD  # the stacking the table gives it; hover and drag lift it temporarily
        self.dimmed = False  # in another ranger's area during someone's turn: a shade darker
        self.mark = ""  # a word across the card ("SET ASIDE" during the mulligan)
        self._press_scene: QPointF | None = None
        self._grab_offset = QPointF(0, 0)
        self.dragging = False
        self._hover = False
        self.flashing = False
        self._anim: QPropertyAnimation | None = None
        self._rot_anim: QPropertyAnimation | None = None
        self.setAcceptHoverEvents(True)
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton | Qt.MouseButton.RightButton)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIsSelectable, False)
        self.setTransformOriginPoint(width / 2, height / 2)
        # Each card is rendered once into a device pixmap (rotation included) and blitted after
        # that; paint() runs again only when the card itself changes (glow, tokens, hover).
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.setZValue(Z.CARD)
        self.setToolTip(card.face.name)

    # ------------------------------------------------------------------ geometry and paint
    @property
    def iid(self) -> str:
        return self.card.iid

    @property
    def face(self) -> FaceModel:
        return self.card.face

    def size(self) -> tuple[float, float]:
        return self._w, self._h

    def set_size(self, width: float, height: float) -> None:
        if (width, height) != (self._w, self._h):
            self.prepareGeometryChange()
            self._w, self._h = width, height
            self.setTransformOriginPoint(width / 2, height / 2)
            self.update()

    def set_card(self, card: CardView) -> None:
        if card != self.card:
            self.card = card
            self.setToolTip(card.face.name)
            self.update()

    def set_legal(self, legal: bool) -> None:
        if legal != self.legal:
            self.legal = legal
            self.update()

    def set_dimmed(self, dimmed: bool) -> None:
        if dimmed != self.dimmed:
            self.dimmed = dimmed
            self.update()

    def set_mark(self, mark: str) -> None:
        if mark != self.mark:
            self.mark = mark
            self.update()

    def set_base_z(self, z: float) -> None:
        self.base_z = z
        if not self._hover and not self.dragging:
            self.setZValue(z)

    def boundingRect(self) -> QRectF:
        m = float(max(6, overlays.badges_pad(self._w) - 2))  # room for the badges' overhang
        if self.dragging:
            return QRectF(-m, -m, self._w + 2 * m + 12, self._h + 2 * m + 16)
        return QRectF(-m, -m, self._w + 2 * m, self._h + 2 * m)

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        path.addRect(QRectF(0, 0, self._w, self._h))
        return path

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        # Everything is an unscaled blit of a cached pixmap (overlays.py): the face, the glow, the
        # shade, the token badges. Nothing is stroked here, so an item whose own cache was
        # invalidated (legal changed, a token added) repaints in microseconds.
        w, h = self._w, self._h
        dpr = widget.devicePixelRatioF() if widget is not None else 1.0
        if self.legal:
            overlays.blit(
                painter,
                overlays.glow(self.theme.glow, w, h, margin=4, step=1.4, radius=6, dpr=dpr),
                overlays.GLOW_PAD,
            )
        if self.dragging:
            overlays.blit(painter, overlays.drag_shadow(w, h, dpr), overlays.SHADOW_PAD)
        # The face is cached at exactly this size: an unscaled blit, the cheap path of the raster engine.
        painter.drawPixmap(QPointF(0, 0), face_pixmap(self.card.face, round(w), round(h), dpr, self.theme))
        if self.dimmed and not self._hover:
            # A shade over the card (not opacity: overlapping cards would show through each other).
            overlays.blit(painter, overlays.shade(75, w, h, dpr), 0)
        if self.mark:
            overlays.blit(
                painter, overlays.mark(self.mark, self.theme.accent, self.theme.window, w, h, dpr), 0
            )
        if self.flashing:
            overlays.blit(painter, overlays.flash(self.theme.accent, w, h, dpr), overlays.FLASH_PAD)
        if self._hover and not self.dragging:
            overlays.blit(painter, overlays.hover_outline(w, h, dpr), 0)
        items = overlays.badges_for(self.card.tokens, self.card.ranger_tokens)
        if items:
            overlays.blit(painter, overlays.badges(items, w, h, dpr), overlays.badges_pad(w))

    def flash(self, ms: int = 700) -> None:
        """Point at a card an event just touched (progress added, exhausted, drawn...)."""
        self.flashing = True
        self.update()
        QTimer.singleShot(ms, self._end_flash)

    def _end_flash(self) -> None:
        self.flashing = False
        self.update()

    # ------------------------------------------------------------------ motion
    def glide_to(self, pos: QPointF, rotation: float | None = None, animate: bool = True) -> None:
        """Move to `pos` (and rotation), animated and interruptible; snaps when not animated."""
        self.home = QPointF(pos)
        if rotation is not None:
            self.home_rotation = rotation
        if self._anim is not None:
            self._anim.stop()
        if self._rot_anim is not None:
            self._rot_anim.stop()
        if not animate or (self.pos() - pos).manhattanLength() < 0.5:
            self.setPos(pos)
        else:
            anim = QPropertyAnimation(self, b"pos", self)
            anim.setDuration(MOVE_MS)
            anim.setEasingCurve(QEasingCurve.Type.OutCubic)
            anim.setStartValue(self.pos())
            anim.setEndValue(pos)
            anim.start()
            self._anim = anim
        if rotation is not None and abs(self.rotation() - rotation) > 0.1:
            if animate:
                rot = QPropertyAnimation(self, b"rotation", self)
                rot.setDuration(MOVE_MS)
                rot.setStartValue(self.rotation())
                rot.setEndValue(rotation)
                rot.start()
                self._rot_anim = rot
            else:
                self.setRotation(rotation)

    def glide_home(self) -> None:
        self.glide_to(self.home, self.home_rotation)

    def finish_animations(self) -> None:
        for anim in (self._anim, self._rot_anim):
            if anim is not None and anim.state() == QPropertyAnimation.State.Running:
                anim.setCurrentTime(anim.duration())
                anim.stop()

    # ------------------------------------------------------------------ input
    def hoverEnterEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self._hover = True
        if not self.dragging:
            self.setZValue(Z.HOVER)  # lift it above its neighbours in a crowded row
        self.update()
        self.hovered.emit(self.iid)
        super().hoverEnterEvent(event)

    def hoverLeaveEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self._hover = False
        if not self.dragging:
            self.setZValue(self.base_z)
        self.update()
        self.unhovered.emit(self.iid)
        super().hoverLeaveEvent(event)

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            self._press_scene = event.scenePos()
            self._grab_offset = event.scenePos() - self.pos()
            event.accept()
            return
        super().mousePressEvent(event)

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self._press_scene is None:
            return
        if not self.dragging:
            distance = (event.scenePos() - self._press_scene).manhattanLength()
            if distance < QApplication.startDragDistance() or not self.draggable:
                return
            self._begin_drag()
        self.setPos(event.scenePos() - self._grab_offset)

    def _begin_drag(self) -> None:
        self.prepareGeometryChange()
        self.dragging = True
        self.finish_animations()
        self.setZValue(Z.DRAG)
        self.setRotation(0)
        self.update()
        self.setCursor(Qt.CursorShape.ClosedHandCursor)
        self.drag_started.emit(self.iid)

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        was_dragging = self.dragging
        self._press_scene = None
        if was_dragging:
            self.prepareGeometryChange()
            self.dragging = False
            self.update()
            self.unsetCursor()
            self.dropped.emit(self.iid, event.scenePos())
            event.accept()
            return
        if event.button() == Qt.MouseButton.LeftButton:
            self.clicked.emit(self.iid)
        super().mouseReleaseEvent(event)

    def mouseDoubleClickEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        self.activated.emit(self.iid)
        event.accept()

    def contextMenuEvent(self, event: QGraphicsSceneContextMenuEvent) -> None:
        self.context_requested.emit(self.iid, QPointF(event.screenPos()))
        event.accept()


class ZoneItem:
    """A play area: a calm rounded panel with a caption; lights up as a drop target.

    Not a scene item: zones are painted into the scene's background, which the view caches as
    one pixmap. Blitting a dozen large translucent zone pixmaps on every repaint cost more than
    all the cards together. A change of look asks the scene to refresh that background strip.
    """

    def __init__(self, key: str, caption: str, theme: Theme = DARK, on_change: Any = None) -> None:
        self.key = key
        self.caption = caption
        self.theme = theme
        self._rect = QRectF()
        self.active = False  # the active ranger's zone
        self.drop_target = False
        self.on_change = on_change  # called with the rectangle to repaint

    def _changed(self, rect: QRectF) -> None:
        if self.on_change is not None:
            self.on_change(rect.adjusted(-3, -3, 3, 3))

    def set_rect(self, rect: QRectF) -> None:
        if rect == self._rect:
            return
        old = QRectF(self._rect)
        self._rect = QRectF(rect)
        self._changed(old.united(self._rect) if not old.isNull() else self._rect)

    def rect(self) -> QRectF:
        return QRectF(self._rect)

    def update(self) -> None:
        self._changed(self._rect)

    def set_state(
        self, active: bool | None = None, drop_target: bool | None = None, caption: str | None = None
    ) -> None:
        changed = False
        if active is not None and active != self.active:
            self.active, changed = active, True
        if drop_target is not None and drop_target != self.drop_target:
            self.drop_target, changed = drop_target, True
        if caption is not None and caption != self.caption:
            self.caption, changed = caption, True
        if changed:
            self._changed(self._rect)

    def paint(self, painter: QPainter) -> None:
        r = self._rect
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        fill = QColor(self.theme.zone_active if self.active else self.theme.zone)
        border = QColor(self.theme.accent if self.active else self.theme.zone_border)
        pen = QPen(border, 2.0 if self.active else 1.0)
        if self.drop_target:
            pen = QPen(QColor(self.theme.glow), 2.5, Qt.PenStyle.DashLine)
            fill = fill.lighter(115)
        painter.setPen(pen)
        painter.setBrush(QBrush(fill))
        painter.drawRoundedRect(r, 8, 8)
        font = _font(12, bold=True)
        painter.setFont(font)
        painter.setPen(QColor(self.theme.accent if self.active else self.theme.zone_label))
        room = max(1.0, r.width() - 20)
        painter.drawText(
            QRectF(r.x() + 10, r.y() + 2, room, 18),
            Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
            fitted_caption(self.caption, QFontMetricsF(font), room),
        )


def fitted_caption(caption: str, metrics: QFontMetricsF, room: float) -> str:
    """The caption, else a shorter form that fits (no turn marker, "PATH" for "PATH · DISCARD"),
    else elided: a narrow zone never shows a word cut off at its border."""
    forms = [caption]
    if "  " in caption:
        forms.append(caption.split("  ")[0])
    if caption.endswith("\u00b7 DISCARD"):
        forms.append(caption.split(" \u00b7 ")[0])
    for form in forms:
        if metrics.horizontalAdvance(form) <= room:
            return form
    return metrics.elidedText(forms[-1], Qt.TextElideMode.ElideRight, room)


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
        self.setZValue(Z.CARD)
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
            painter.setFont(_font(min(11.5, h * 0.42)))
            painter.setPen(QColor(self.theme.text))
            count_font = _font(min(14, h * 0.5), bold=True)
            count_w = QFontMetricsF(count_font).horizontalAdvance(str(self.count)) + 10
            if w >= 80:  # narrow chips (4 rangers) keep the icon and the count only
                painter.drawText(
                    QRectF(s + 9, 0, w - s - 9 - count_w, h),
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
        self.setZValue(Z.CARD)
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
        if (name, aspects, energy, injuries, rested, token_home) == (
            self.name,
            self.aspects,
            self.energy,
            self.injuries,
            self.rested,
            self.token_home,
        ):
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
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        w, h = self._w, self._h
        if self.legal:
            dpr = widget.devicePixelRatioF() if widget is not None else 1.0
            overlays.blit(
                painter,
                overlays.glow(self.theme.glow, w, h, margin=3, step=1.0, radius=7, dpr=dpr),
                overlays.GLOW_PAD,
            )
        painter.setPen(QPen(QColor(self.theme.zone_border), 1))
        painter.setBrush(QColor(self.theme.panel))
        painter.drawRoundedRect(QRectF(0, 0, w, h), 6, 6)
        head = min(20.0, h * 0.17)
        painter.setFont(_font(min(13.0, head * 0.7), bold=True))
        painter.setPen(QColor(self.theme.text))
        painter.drawText(
            QRectF(6, 0, w - 12, head), Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft, self.name
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
            text = metrics.elidedText(status[0], Qt.TextElideMode.ElideRight, room)
        painter.drawText(
            QRectF(x + 2, fy, room, foot),
            Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignRight,
            text,
        )
