"""The Valley map's drawn pieces: location markers, names, terrain-coloured paths with their icons,
day badges, and the colours and fonts they share. Split from `ui/valley_map.py`, which builds the
scene and view from them; every piece keeps its size on screen whatever the zoom (see there)."""

from __future__ import annotations

import functools
import math

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetricsF,
    QPainter,
    QPainterPath,
    QPen,
    QPolygonF,
)
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsPathItem,
    QStyleOptionGraphicsItem,
    QWidget,
)

from rangers_qt.app.valley_map import (
    MapEdge,
    MapNode,
    terrain_icon,
    terrain_name,
)
from rangers_qt.ui.icons import draw_icon
from rangers_qt.ui.theme import FONT_FAMILY, Theme

#: Scene units per map unit (positions are 0..1).
SCALE = 1000.0
#: Colours of the path terrains; every path also shows its terrain's icon.
TERRAIN_COLOURS = {
    "woods": "#5aa046",
    "old_growth": "#2f7d62",
    "grassland": "#cdb23a",
    "lakeshore": "#3d8fd1",
    "river": "#33b6cc",
    "mountain_pass": "#9b8f82",
    "ravine": "#c0653c",
    "swamp": "#8a7a3e",
    "": "#9aa3ab",
}
#: One colour per journey day (Okabe-Ito, told apart by most colour-blind eyes), reused in turn;
#: each day's route also carries its day number.
DAY_COLOURS = ("#e69f00", "#56b4e9", "#009e73", "#f0e442", "#0072b2", "#d55e00", "#cc79a7", "#999999")

NODE_R = 7.0
PIVOTAL_R = 10.0
BADGE_R = 10.0
LABEL_GAP = 4.0

Z_BACK, Z_JOURNEY, Z_PATH_GLOW, Z_PATH, Z_BADGE, Z_NODE, Z_JOURNEY_BADGE, Z_LABEL = range(8)


def day_colour(order: int) -> str:
    return DAY_COLOURS[order % len(DAY_COLOURS)]


def ink_on(colour: str) -> QColor:
    """Black or white, whichever reads on `colour`."""
    c = QColor(colour)
    return (
        QColor("#151515")
        if (0.299 * c.red() + 0.587 * c.green() + 0.114 * c.blue()) > 150
        else QColor("white")
    )


def scene_point(node: MapNode) -> QPointF:
    return QPointF(node.x * SCALE, node.y * SCALE)


@functools.lru_cache(maxsize=16)
def map_font(size: float = 11.0, bold: bool = False) -> QFont:
    """Shared per (size, bold): painters copy the font they are given, nobody mutates these."""
    font = QFont(FONT_FAMILY)
    font.setPointSizeF(size)
    font.setBold(bold)
    return font


# --------------------------------------------------------------------------- items


class LocationItem(QGraphicsItem):
    """A location's marker: a disc, a star for pivotal ones, a ring where the group is, and the
    key number of a travel destination. Same size on screen at any zoom."""

    def __init__(self, node: MapNode, theme: Theme) -> None:
        super().__init__()
        self.node = node
        self.slug = node.slug
        self.theme = theme
        self.current = False
        self.destination: str | None = None  # terrain of the path there, when travel offers it
        self.closed = False  # listed by travel but not open now (a closed river)
        self.key: int | None = None
        self.dimmed = False
        self.selected_dest = False
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIgnoresTransformations)
        self.setAcceptHoverEvents(True)
        self.setZValue(Z_NODE)
        self.setPos(scene_point(node))
        self.setCursor(Qt.CursorShape.ArrowCursor)

    @property
    def radius(self) -> float:
        return PIVOTAL_R if self.node.pivotal else NODE_R

    def boundingRect(self) -> QRectF:
        r = self.radius + 9
        return QRectF(-r - 14, -r - 12, 2 * r + 28, 2 * r + 24)

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        r = self.radius + 6  # a little larger than drawn: easier to click
        path.addEllipse(QPointF(0, 0), r, r)
        return path

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        t = self.theme
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setOpacity(0.45 if self.dimmed else 1.0)
        r = self.radius
        if self.current:
            painter.setPen(QPen(QColor(t.glow), 3))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawEllipse(QPointF(0, 0), r + 6, r + 6)
        if self.destination is not None:
            colour = QColor(TERRAIN_COLOURS.get(self.destination, t.accent))
            pen = QPen(colour, 3.5 if self.selected_dest else 2.5)
            if self.closed:
                pen.setStyle(Qt.PenStyle.DashLine)
                pen.setColor(QColor(t.muted))
            painter.setPen(pen)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawEllipse(QPointF(0, 0), r + 5, r + 5)
        fill = QColor(t.accent) if self.node.pivotal else QColor(t.zone_label)
        painter.setPen(QPen(QColor(t.window), 1.5))
        painter.setBrush(fill)
        painter.drawEllipse(QPointF(0, 0), r, r)
        if self.node.pivotal:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(t.window))
            painter.drawPolygon(_star(r * 0.72))
        if self.key is not None:
            box = QRectF(-r - 16, -r - 12, 15, 15)
            painter.setPen(QPen(QColor(t.glow), 1))
            painter.setBrush(QColor(t.panel))
            painter.drawRoundedRect(box, 3, 3)
            painter.setPen(QColor(t.glow))
            painter.setFont(map_font(8, bold=True))
            painter.drawText(box, Qt.AlignmentFlag.AlignCenter, str(self.key))


def _star(r: float) -> QPolygonF:
    points = []
    for i in range(10):
        radius = r if i % 2 == 0 else r * 0.45
        angle = -math.pi / 2 + i * math.pi / 5
        points.append(QPointF(radius * math.cos(angle), radius * math.sin(angle)))
    return QPolygonF(points)


class LabelItem(QGraphicsItem):
    """A location's name on a soft plate, beside its marker (the side set by `place`)."""

    def __init__(self, node: MapNode, theme: Theme) -> None:
        super().__init__()
        self.slug = node.slug
        self.node = node
        self.theme = theme
        self.text = node.name
        self.bold = False
        self.side = node.label
        self.font = QFont(map_font(9.5))  # its own copy: set_text makes it bold
        self._offset = QPointF(0, 0)
        self._further, self._shift = 0.0, (0.0, 0.0)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIgnoresTransformations)
        self.setZValue(Z_LABEL)
        self.setPos(scene_point(node))
        self._size = self._measure()
        self.place(self.side)

    def _measure(self) -> tuple[float, float]:
        self.font.setBold(self.bold)
        m = QFontMetricsF(self.font)
        return m.horizontalAdvance(self.text) + 8, m.height() + 2

    def set_text(self, text: str, bold: bool) -> None:
        self.prepareGeometryChange()
        self.text, self.bold = text, bold
        self._size = self._measure()
        self.place(self.side, self._further, self._shift)

    def rect_for(self, side: str, gap: float) -> QRectF:
        """The plate's rectangle (item pixels, marker at 0,0) if placed on `side`."""
        w, h = self._size
        d = gap * 0.7  # the diagonal sides sit off the marker's corner
        rects = {
            "above": QRectF(-w / 2, -gap - h, w, h),
            "left": QRectF(-gap - w, -h / 2, w, h),
            "right": QRectF(gap, -h / 2, w, h),
            "below_right": QRectF(d, d - 2, w, h),
            "above_right": QRectF(d, -d - h + 2, w, h),
            "below_left": QRectF(-d - w, d - 2, w, h),
            "above_left": QRectF(-d - w, -d - h + 2, w, h),
        }
        return rects.get(side, QRectF(-w / 2, gap, w, h))

    def gap(self) -> float:
        """How far the sides beside the marker lie from its centre (pixels)."""
        return (PIVOTAL_R if self.node.pivotal else NODE_R) + LABEL_GAP

    def place(self, side: str, further: float = 0.0, shift: tuple[float, float] = (0.0, 0.0)) -> None:
        """On `side`, `further` pixels out than beside the marker and moved by `shift` (kept
        when the text changes: the map places the names again about the new one)."""
        self.prepareGeometryChange()
        self.side, self._further, self._shift = side, further, shift
        self._rect = self.rect_for(side, self.gap() + further).translated(*shift)

    def plate(self) -> QRectF:
        return QRectF(self._rect)

    def boundingRect(self) -> QRectF:
        return self._rect.adjusted(-1, -1, 1, 1)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        t = self.theme
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        plate = QColor(t.window)
        plate.setAlpha(200)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(plate)
        painter.drawRoundedRect(self._rect, 4, 4)
        painter.setPen(QColor(t.accent if self.bold else t.text))
        self.font.setBold(self.bold)
        painter.setFont(self.font)
        painter.drawText(self._rect, Qt.AlignmentFlag.AlignCenter, self.text)


class PathItem(QGraphicsPathItem):
    """A printed path (or a one-way link) between two markers, in its terrain's colour."""

    def __init__(self, edge: MapEdge, a: MapNode, b: MapNode) -> None:
        super().__init__()
        self.edge = edge
        self.key = edge.key
        self.open = True
        self.highlighted = False
        path = QPainterPath(scene_point(a))
        path.lineTo(scene_point(b))
        self.setPath(path)
        self.setZValue(Z_PATH)
        self.setAcceptHoverEvents(True)
        self.restyle(True, False, False)

    def midpoint(self) -> QPointF:
        return self.path().pointAtPercent(0.5)

    def restyle(self, open_: bool, highlighted: bool, dimmed: bool) -> None:
        self.open, self.highlighted = open_, highlighted
        colour = QColor(TERRAIN_COLOURS.get(self.edge.terrain, TERRAIN_COLOURS[""]))
        if dimmed:
            colour.setAlpha(110)
        width = 5.0 if highlighted else (1.8 if self.edge.one_way else 3.0)
        pen = QPen(colour, width)
        pen.setCosmetic(True)
        pen.setCapStyle(Qt.PenCapStyle.RoundCap)
        if self.edge.one_way:
            pen.setStyle(Qt.PenStyle.DotLine)
        elif not open_:
            pen.setStyle(Qt.PenStyle.DashLine)
        self.setPen(pen)


class TerrainBadge(QGraphicsItem):
    """The terrain icon on a path's midpoint; a closed river path's badge is struck through."""

    def __init__(self, edge: MapEdge, at: QPointF, names: tuple[str, str], theme: Theme) -> None:
        super().__init__()
        self.edge = edge
        self.key = edge.key
        self.theme = theme
        self.open = True
        self.dimmed = False
        self.names = names
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIgnoresTransformations)
        self.setZValue(Z_BADGE)
        self.setPos(at)
        self.setAcceptHoverEvents(True)
        self.set_open(True)

    def set_open(self, open_: bool) -> None:
        self.open = open_
        a, b = self.names
        tip = f"{terrain_name(self.edge.terrain)} path: {a} \u2013 {b}"
        if self.edge.restricted:
            tip += "\nRiver path: open" if open_ else "\nRiver path: closed until a game effect opens it"
        self.setToolTip(tip)
        self.update()

    def boundingRect(self) -> QRectF:
        return QRectF(-BADGE_R - 2, -BADGE_R - 2, 2 * BADGE_R + 4, 2 * BADGE_R + 4)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        colour = TERRAIN_COLOURS.get(self.edge.terrain, TERRAIN_COLOURS[""])
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setOpacity(0.5 if self.dimmed else 1.0)
        painter.setPen(QPen(QColor(self.theme.window), 1.5))
        painter.setBrush(QColor(colour))
        painter.drawEllipse(QPointF(0, 0), BADGE_R, BADGE_R)
        ink = ink_on(colour).name()
        draw_icon(painter, terrain_icon(self.edge.terrain), QRectF(-7, -7, 14, 14), ink)
        if not self.open:
            pen = QPen(QColor("#c0392b"), 2.5)
            pen.setCapStyle(Qt.PenCapStyle.RoundCap)
            painter.setPen(pen)
            painter.drawLine(QPointF(-BADGE_R + 2, BADGE_R - 2), QPointF(BADGE_R - 2, -BADGE_R + 2))


#: A day badge's side (px), and the badges of one place set side by side at most this many a row.
BADGE_SIZE = 22.0
BADGES_A_ROW = 4


def badge_shifts(count: int, side: float) -> list[QPointF]:
    """Pixel offsets from a place of the `count` badges drawn there, side by side without
    overlapping: rows of `BADGES_A_ROW` above the place, running right (`side` 1: where days
    ended) or left (-1: where they began) from just beside it, so the two kinds never meet;
    `side` 0 centres one row on the place (the days along one leg)."""
    step = BADGE_SIZE + 2
    out = []
    for k in range(count):
        col, row = k % BADGES_A_ROW, k // BADGES_A_ROW
        if side == 0:
            in_row = min(BADGES_A_ROW, count - row * BADGES_A_ROW)
            out.append(QPointF((col - (in_row - 1) / 2) * step, -row * step))
        else:
            out.append(QPointF(side * (step / 2 + 3 + col * step), -(step / 2 + 4) - row * step))
    return out


class DayBadge(QGraphicsItem):
    """A journey day's number in its colour (colour is not the only signal), shaped by what it
    marks: a diamond where the day began, discs along its legs, a square where it ended."""

    def __init__(
        self, day: int, colour: str, at: QPointF, tip: str, kind: str = "leg", shift: QPointF | None = None
    ) -> None:
        super().__init__()
        self.day = day
        self.colour = colour
        self.kind = kind
        self.end = kind == "end"
        #: Where it is drawn from `at`, in pixels (it keeps its pixel size at any zoom, so the
        #: badges of several days at one place are set side by side in pixels: `badge_shifts`).
        self.shift = QPointF(shift) if shift is not None else QPointF()
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIgnoresTransformations)
        self.setZValue(Z_JOURNEY_BADGE)
        self.setPos(at)
        self.setToolTip(tip)

    def boundingRect(self) -> QRectF:
        return QRectF(-BADGE_SIZE / 2, -BADGE_SIZE / 2, BADGE_SIZE, BADGE_SIZE).translated(self.shift)

    def pixel_box(self, scale: float, pad: float = 0.0) -> tuple[float, float, float, float]:
        """(x1, y1, x2, y2) in pixels at `scale`: it keeps its pixel size at every zoom (`pad`:
        grown by that on each side, for what is drawn at whole pixels)."""
        r, x, y = self.boundingRect(), self.pos().x() * scale, self.pos().y() * scale
        return (x + r.left() - pad, y + r.top() - pad, x + r.right() + pad, y + r.bottom() + pad)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.translate(self.shift)
        painter.setPen(QPen(QColor("#151515"), 1.5))
        painter.setBrush(QColor(self.colour))
        if self.kind == "end":
            painter.drawRect(QRectF(-9, -9, 18, 18))
        elif self.kind == "start":
            painter.drawPolygon(QPolygonF([QPointF(0, -11), QPointF(11, 0), QPointF(0, 11), QPointF(-11, 0)]))
        else:
            painter.drawEllipse(QPointF(0, 0), 9, 9)
        painter.setPen(ink_on(self.colour))
        painter.setFont(map_font(8, bold=True))
        painter.drawText(QRectF(-10, -10, 20, 20), Qt.AlignmentFlag.AlignCenter, str(self.day))


# --------------------------------------------------------------------------- scene
