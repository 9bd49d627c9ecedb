"""Graphics items of the table: cards (zones and veils: `zone_items.py`; piles and aspect
boards: `board_items.py`).

Z layers and item types live in `Z` so stacking is decided in one place. A card paints its
cached face pixmap plus cheap live overlays (token badges, glow); the expensive part is
never repainted per frame. Only the card being dragged or hovered gets a drop shadow.
"""

from __future__ import annotations

from collections.abc import Callable
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
from PySide6.QtGui import QFont, QPainter, QPainterPath, QPixmap
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
from rangers_qt.ui import card_face, overlays
from rangers_qt.ui.face_cache import cached_face, face_pixmap, stand_in
from rangers_qt.ui.theme import (
    DARK,
    FONT_FAMILY,
    Theme,
)


class Z:
    ZONE = 0.0
    #: An attachment lies just below its host (subtracted from the host's stacking): above the
    #: cards before it in the row and the shelves behind (`layout.shelf_plan`), below its host.
    ATTACHMENT_BELOW_HOST = 0.005
    CARD = 10.0
    #: The veil over another ranger's area (`AreaShade`): above its cards, below the hand.
    SHADE = 15.0
    #: Added to a card's stacking to lift it over the veil (a usable card there), and the piles
    #: and aspect boards, which never dim.
    LIFT = 6.0
    FURNITURE = 16.0
    HAND = 20.0
    HOVER = 60.0
    DRAG = 100.0


MOVE_MS = 200  # move animations: 150-250 ms (UI.md), interruptible


def _font(px: float, bold: bool = False) -> QFont:
    font = QFont(FONT_FAMILY)
    font.setPixelSize(max(9, round(px)))  # readable at 1366x768 (issue #15)
    font.setBold(bold)
    return font


class OverlayItem(QGraphicsItem):
    """A card's glow (behind it) or options pill (in front of it), a child of the card.

    Why a child and not painted by the card: the card keeps its own cached picture (device
    coordinate cache), which Qt paints again whenever the card changes its look. The glow and the
    pill change on most answers, for most cards at once (a turn prompt lights every card it offers
    tests on; the next prompt puts them out), and each card's picture was then painted again
    (allocating, clearing and blitting its face and every overlay). Now they come and go on their
    own: showing or hiding one repaints its rectangle from the cached pictures. Painted from the
    overlay pixmap (`ui/overlays.py`) kept here, with no cache key to look up. Takes no mouse or
    hover events: the card under it gets them.
    """

    def __init__(self, parent: QGraphicsItem, behind: bool) -> None:
        super().__init__(parent)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemStacksBehindParent, behind)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setAcceptHoverEvents(False)
        # Its own device cache: a full repaint blits it without calling back into Python.
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self._maker: Callable[[float], QPixmap] | None = None
        self._key: tuple[Any, ...] = ()
        self._pixmap: QPixmap | None = None
        self._dpr = 0.0
        self._rect = QRectF()
        self._pad = 0
        self.setOpacity(0.0)

    def show_overlay(
        self, key: tuple[Any, ...], rect: QRectF, pad: int, maker: Callable[[float], QPixmap]
    ) -> None:
        """Show the overlay `maker(dpr)` draws; `key` names it (its kind, text, size, colour)."""
        if key != self._key:
            self.prepareGeometryChange()
            self._key, self._maker, self._pixmap = key, maker, None
            self._pad = pad
            self._rect = QRectF(rect)
            self.update()
        if self.opacity() < 1.0:
            self.setOpacity(1.0)

    def hide_overlay(self) -> None:
        # Faded out, not hidden: Qt throws a hidden item's cached picture away and painted
        # it again on every show (about 80 overlays when a turn changes hands); an item at
        # zero opacity is skipped when painting and keeps its cache.
        if self.opacity() > 0.0:
            self.setOpacity(0.0)

    def shown(self) -> bool:
        return self.opacity() > 0.0

    def boundingRect(self) -> QRectF:
        return QRectF(self._rect)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        if self._maker is None:
            return
        dpr = widget.devicePixelRatioF() if widget is not None else 1.0
        if self._pixmap is None or dpr != self._dpr:
            self._pixmap, self._dpr = self._maker(dpr), dpr
        overlays.blit(painter, self._pixmap, self._pad)


class CardItem(QGraphicsObject):
    """One card on the table. Emits intents; never changes game state itself."""

    hovered = Signal(str)
    unhovered = Signal(str)
    activated = Signal(str)  # double-click
    clicked = Signal(str)  # a press and release without a drag
    context_requested = Signal(str, QPointF)  # screen position
    hint_clicked = Signal(str, QPointF)  # a click on the options pill (screen position)
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
        self.lifted = False  # above the veil over another ranger's area (usable there)
        self.dimmed = False  # in another ranger's area during someone's turn: a shade darker
        self.mark = ""  # a word across the card ("SET ASIDE" during the mulligan)
        self.hint = ""  # what the prompt offers on this card, at its foot ("2 tests", "play")
        self._press_scene: QPointF | None = None
        self._press_on_hint = False
        self._grab_offset = QPointF(0, 0)
        self.dragging = False
        self._hover = False
        self.flashing = False
        self._anim: QPropertyAnimation | None = None
        self._rot_anim: QPropertyAnimation | None = None
        #: The exact face due after a stand-in was blitted (`_paint_face`), and how many times a
        #: stand-in was shown (tests and the benchmark read it).
        self._due: tuple[FaceModel, int, int, float, Theme] | None = None
        self._painted_size: tuple[int, int] | None = None  # the face size of the last paint
        self.stand_ins = 0
        self.setAcceptHoverEvents(True)
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton | Qt.MouseButton.RightButton)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIsSelectable, False)
        self.setTransformOriginPoint(width / 2, height / 2)
        # Each card is rendered once into a device pixmap (rotation included) and blitted after
        # that; paint() runs again only when the card itself changes (glow, tokens, hover).
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.setZValue(Z.CARD)
        self.setToolTip(card.face.name)
        self.glow_item = OverlayItem(self, behind=True)
        self.pill_item = OverlayItem(self, behind=False)

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
            self.sync_overlays()

    def set_card(self, card: CardView) -> None:
        if card != self.card:
            self.card = card
            self.setToolTip(card.face.name)
            self.update()

    def set_legal(self, legal: bool) -> None:
        if legal != self.legal:
            self.legal = legal
            self.sync_overlays()  # the glow is a child item: the card's picture stays as it is

    def set_dimmed(self, dimmed: bool) -> None:
        if dimmed != self.dimmed:
            self.dimmed = dimmed
            self.update()

    def set_hint(self, hint: str, tip: str = "") -> None:
        """The prompt's options on this card: a pill at its foot, and the labels as tooltip."""
        tooltip = self.card.face.name + (f"\n{tip}" if tip else "")
        if self.toolTip() != tooltip:
            self.setToolTip(tooltip)
        if hint != self.hint:
            self.hint = hint
            self.sync_overlays()

    def set_mark(self, mark: str) -> None:
        if mark != self.mark:
            self.mark = mark
            self.update()
            self.sync_overlays()

    def sync_overlays(self) -> None:
        """Show or hide the glow and the options pill (child items) for the card's state."""
        w, h, theme = self._w, self._h, self.theme
        pad = overlays.GLOW_PAD
        if self.legal:
            self.glow_item.show_overlay(
                ("glow", w, h, theme.glow),
                QRectF(-pad, -pad, w + 2 * pad, h + 2 * pad),
                pad,
                lambda dpr: overlays.glow(theme.glow, w, h, margin=4, step=1.4, radius=6, dpr=dpr),
            )
        else:
            self.glow_item.hide_overlay()
        hint = self.hint
        if hint and not self.mark and not self.dragging:
            # A card turned a quarter (none is since exhausted cards stay upright, issue #29;
            # kept for a rotated home): its pill stays upright, across the top of the turned
            # card. Drawn for an h x w card, turned back about the card's centre, moved up.
            turned = abs(self.home_rotation % 180 - 90) < 1
            pw, ph = (h, w) if turned else (w, h)
            band = overlays.hint_rect(pw, ph)
            self.pill_item.show_overlay(
                ("hint", hint, pw, ph, theme.glow),
                band,
                0,
                lambda dpr: overlays.hint(hint, theme.glow, pw, ph, dpr),
            )
            self.pill_item.setTransformOriginPoint(pw / 2, ph / 2)
            self.pill_item.setRotation(-self.home_rotation if turned else 0.0)
            up = (ph - band.height() - 6) if turned else 0.0
            self.pill_item.setPos((w - pw) / 2 - up, (h - ph) / 2)
        else:
            self.pill_item.hide_overlay()

    def set_theme(self, theme: Theme) -> None:
        self.theme = theme
        self.update()
        self.sync_overlays()

    def set_base_z(self, z: float) -> None:
        self.base_z = z
        if not self._hover and not self.dragging:
            self.setZValue(self.rest_z())

    def set_lifted(self, lifted: bool) -> None:
        """Over the veil of another ranger's area (a usable card there stays bright). Only the
        stacking changes: the card's own cached picture is not painted again."""
        if lifted != self.lifted:
            self.lifted = lifted
            if not self._hover and not self.dragging:
                self.setZValue(self.rest_z())

    def rest_z(self) -> float:
        """The stacking when neither hovered nor dragged."""
        return self.base_z + (Z.LIFT if self.lifted else 0.0)

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
        # The glow and the options pill are child items (`OverlayItem`): they come and go
        # without this picture being painted again.
        w, h = self._w, self._h
        dpr = widget.devicePixelRatioF() if widget is not None else 1.0
        if self.dragging:
            overlays.blit(painter, overlays.drag_shadow(w, h, dpr), overlays.SHADOW_PAD)
        # The face is cached at exactly this size: an unscaled blit, the cheap path of the raster engine.
        self._paint_face(painter, round(w), round(h), dpr)
        if self.card.exhausted and not self.card.face.kind.startswith("back_"):
            tag = card_face.exhausted_tag(self.card.face, round(w))
            overlays.blit(painter, overlays.exhausted(tag, self.theme.muted, w, h, dpr), 0)
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

    def _paint_face(self, painter: QPainter, w: int, h: int, dpr: float) -> None:
        """Blit the face at this size; if this card was shown at another size (its row grew or
        shrank) and its face is not painted yet at this one but is at another, blit that one
        scaled and paint the exact one right after this frame (`_sharpen`). A card's first paint
        and a face never painted at any size are painted exactly, now.

        Why: a card entering or leaving a crowded row resizes every card of that row, and each
        new size was a face painted in Python (0.6-0.9 ms) before the answer's first frame; a
        dozen of them were the slowest answers of a day. The exact faces are painted once the
        frame is out, a few milliseconds later, while the cards are still gliding."""
        face, theme = self.card.face, self.theme
        exact = cached_face(face, w, h, dpr, theme)
        resized, self._painted_size = self._painted_size not in (None, (w, h)), (w, h)
        if exact is None:
            other = stand_in(face, w, h, dpr, theme) if resized else None
            if other is not None:
                painter.save()
                painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
                painter.drawPixmap(QRectF(0, 0, w, h), other, QRectF(0, 0, other.width(), other.height()))
                painter.restore()
                self.stand_ins += 1
                if self._due is None:
                    QTimer.singleShot(0, self, self._sharpen)
                self._due = (face, w, h, dpr, theme)
                return
            exact = face_pixmap(face, w, h, dpr, theme)
        painter.drawPixmap(QPointF(0, 0), exact)

    def _sharpen(self) -> None:
        """Paint the exact face a stand-in was shown for into the cache, and the card again."""
        due, self._due = self._due, None
        if due is not None:
            face_pixmap(*due)
            self.update()

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
        if rotation is not None and rotation != self.home_rotation:
            self.home_rotation = rotation
            self.sync_overlays()  # the pill of a turned card stays upright
        if self._anim is not None:
            self._anim.stop()
        if self._rot_anim is not None:
            self._rot_anim.stop()
        # One animation per property, made on the first glide and restarted after: a new one per
        # glide stayed a child of the card all day (hundreds by the evening), each made and
        # registered on the answer's path.
        if not animate or (self.pos() - pos).manhattanLength() < 0.5:
            self.setPos(pos)
        else:
            anim = self._anim
            if anim is None:
                anim = self._anim = QPropertyAnimation(self, b"pos", self)
                anim.setDuration(MOVE_MS)
                anim.setEasingCurve(QEasingCurve.Type.OutCubic)
            anim.setStartValue(self.pos())
            anim.setEndValue(pos)
            anim.start()
        if rotation is not None and abs(self.rotation() - rotation) > 0.1:
            if animate:
                rot = self._rot_anim
                if rot is None:
                    rot = self._rot_anim = QPropertyAnimation(self, b"rotation", self)
                    rot.setDuration(MOVE_MS)
                rot.setStartValue(self.rotation())
                rot.setEndValue(rotation)
                rot.start()
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
            self.setZValue(self.rest_z())
        self.update()
        self.unhovered.emit(self.iid)
        super().hoverLeaveEvent(event)

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            self._press_scene = event.scenePos()
            self._grab_offset = event.scenePos() - self.pos()
            self._press_on_hint = self.on_hint(event.pos())
            event.accept()
            return
        super().mousePressEvent(event)

    def on_hint(self, pos: QPointF) -> bool:
        """Is this point (item coordinates) on the options pill?"""
        pill = self.pill_item
        return bool(self.hint) and not self.mark and pill.boundingRect().contains(pill.mapFromParent(pos))

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
        self.sync_overlays()
        self.setCursor(Qt.CursorShape.ClosedHandCursor)
        self.drag_started.emit(self.iid)

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        was_dragging = self.dragging
        self._press_scene = None
        if was_dragging:
            self.prepareGeometryChange()
            self.dragging = False
            self.update()
            self.sync_overlays()
            self.unsetCursor()
            self.dropped.emit(self.iid, event.scenePos())
            event.accept()
            return
        if event.button() == Qt.MouseButton.LeftButton:
            if self._press_on_hint and self.on_hint(event.pos()):
                self.hint_clicked.emit(self.iid, QPointF(event.screenPos()))
            else:
                self.clicked.emit(self.iid)
        self._press_on_hint = False
        super().mouseReleaseEvent(event)

    def mouseDoubleClickEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        self.activated.emit(self.iid)
        event.accept()

    def contextMenuEvent(self, event: QGraphicsSceneContextMenuEvent) -> None:
        self.context_requested.emit(self.iid, QPointF(event.screenPos()))
        event.accept()
