"""Graphics items of the table's areas: zones, the veil over another Ranger's area, and the
marker that orders the scene's repaint passes (cards: `items.py`; piles and boards: `board_items.py`).

Why apart from the cards: a zone is painted into the scene's background rather than being a
scene item, and the veil and the marker are bookkeeping for repaint cost; none of them takes
a player's clicks.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFontMetricsF, QPainter, QPen, QPixmap
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from rangers_qt.ui import overlays
from rangers_qt.ui.items import Z, _font
from rangers_qt.ui.theme import DARK, Theme


class AreaShade(QGraphicsItem):
    """The veil over another ranger's within-reach or player area during someone's turn (UI.md:
    the others dim slightly but stay readable).

    Why one item per area rather than a shade painted on each card: when a turn changes hands
    every card of both rangers' areas changed its look at once, and each card's own cached
    picture was painted again (about 55 cards with 58 in play). Now the veil moves from one area
    to the other: two rectangles are repainted from the cards' cached pictures. A usable card in
    a veiled area is lifted above it (`CardItem.set_lifted`); a hovered card rises above it too.
    Takes no mouse or hover events: everything under it is still hovered, clicked and dropped on.
    """

    ALPHA = 75

    def __init__(self, key: str) -> None:
        super().__init__()
        self.key = key
        self._rect = QRectF()
        self.setZValue(Z.SHADE)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setAcceptHoverEvents(False)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def set_rect(self, rect: QRectF) -> None:
        if rect != self._rect:
            self.prepareGeometryChange()
            self._rect = QRectF(rect)

    def set_shown(self, shown: bool) -> None:
        """Show or fade out the veil. Faded, not hidden (as `OverlayItem`): Qt throws a hidden
        item's cached picture away, and the veil moves between the same areas all day."""
        opacity = 1.0 if shown else 0.0
        if self.opacity() != opacity:
            self.setOpacity(opacity)

    def shown(self) -> bool:
        return self.opacity() > 0.0

    def boundingRect(self) -> QRectF:
        return QRectF(self._rect)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, self.ALPHA))
        painter.drawRoundedRect(self._rect, 8, 8)


class PassMarker(QGraphicsItem):
    """An invisible one-pixel item whose `update()` puts the scene's dirty-item pass in the event
    queue ahead of a background update.

    Why: a zone's look (whose turn, a drop target) is part of the scene's background, so a
    change of it is a scene update, which Qt flushes in a queued call that also paints the
    window at once. When that call came first (a turn changing hands lights the new ranger's
    zones before the veils, glows and pills change), the window was painted twice in a row:
    the four ranger zones with every card in them, then the items' changes over the same
    areas. Qt's dirty-item pass leaves the painting to a scene update still queued behind it,
    so with the marker updated first the whole change is painted once. Paints nothing (the
    pixel under it shows the cloth), takes no events, has no cache.
    """

    def __init__(self) -> None:
        super().__init__()
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setAcceptHoverEvents(False)
        self.setZValue(Z.ZONE)

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, 1, 1)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        return


ZONE_PAD = 3  # px around a zone's cached picture, for its border's antialiasing


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
        self.panels_painted = 0  # pictures painted (not blitted) so far (tests count them)

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
        """Blit the zone's cached picture: the rounded panel and caption are drawn once per look
        (size, caption, active, drop target, theme), not each time its strip of the background is
        redrawn (a turn changing hands redrew four large antialiased panels, about 12 ms)."""
        r = self._rect
        if r.width() < 1 or r.height() < 1:
            return
        device = painter.device()
        dpr = device.devicePixelRatioF() if device is not None else 1.0
        pixmap = self._picture(self.caption, self.active, self.drop_target, dpr)
        painter.drawPixmap(QPointF(round(r.x()) - ZONE_PAD, round(r.y()) - ZONE_PAD), pixmap)

    def _picture(self, caption: str, active: bool, drop_target: bool, dpr: float) -> QPixmap:
        """The panel for this look at the zone's size, from the cache (keyed by all it shows)."""
        key = f"zone|{caption}|{int(active)}|{int(drop_target)}|{self.theme.name}"
        r = self._rect

        def paint(painter: QPainter) -> None:
            if (caption, active, drop_target) == (self.caption, self.active, self.drop_target):
                self._paint_panel(painter)
            else:
                self._paint_panel(painter, (caption, active, drop_target))

        return overlays.cached(key, r.width(), r.height(), ZONE_PAD, dpr, paint)

    def warm(self, caption: str, active: bool, dpr: float) -> int:
        """Put this look's panel (not a drop target) in the cache; 1 if it had to be painted."""
        if self._rect.width() < 1 or self._rect.height() < 1:
            return 0
        before = self.panels_painted
        self._picture(caption, active, False, dpr)
        return self.panels_painted - before

    def _paint_panel(self, painter: QPainter, look: tuple[str, bool, bool] | None = None) -> None:
        """The panel for `look` (caption, active, drop target), the zone's own look by default."""
        caption, active, drop_target = (
            look if look is not None else (self.caption, self.active, self.drop_target)
        )
        self.panels_painted += 1
        r = QRectF(0, 0, round(self._rect.width()), round(self._rect.height()))
        fill = QColor(self.theme.zone_active if active else self.theme.zone)
        border = QColor(self.theme.accent if active else self.theme.zone_border)
        pen = QPen(border, 2.0 if active else 1.0)
        if drop_target:
            pen = QPen(QColor(self.theme.glow), 2.5, Qt.PenStyle.DashLine)
            fill = fill.lighter(115)
        painter.setPen(pen)
        painter.setBrush(QBrush(fill))
        painter.drawRoundedRect(r, 8, 8)
        font = _font(12, bold=True)
        painter.setFont(font)
        painter.setPen(QColor(self.theme.accent if active else self.theme.zone_label))
        room = max(1.0, r.width() - 20)
        painter.drawText(
            QRectF(r.x() + 10, r.y() + 2, room, 18),
            Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
            fitted_caption(caption, QFontMetricsF(font), room),
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
