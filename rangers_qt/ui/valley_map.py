"""The Valley map, drawn with our own art in a QGraphicsScene: 37 locations, the printed paths with
their terrain (colour AND icon: colour is never the only signal), pivotal locations starred, river
paths dashed and struck through while closed, the group's location ringed, the travel prompt's
destinations numbered like their keys, and a campaign's journey as one coloured, numbered route
per day.

Everything drawn comes from `app.valley_map` (plain values); this module never imports the
engine. Markers, names and badges keep their size on screen whatever the zoom (they ignore the
view's transformation), so names stay readable in a small travel chooser and a large review;
only the positions scale. Names are placed beside their marker on the side that covers no other
name, recomputed whenever the zoom changes.
"""

from __future__ import annotations

import functools
import math
from collections.abc import Iterable, Sequence

from PySide6.QtCore import QEvent, QPoint, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QFontMetricsF,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QPainterPath,
    QPen,
    QPixmap,
    QPolygonF,
    QResizeEvent,
    QWheelEvent,
)
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsPathItem,
    QGraphicsScene,
    QGraphicsView,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QStyleOptionGraphicsItem,
    QVBoxLayout,
    QWidget,
)

from rangers_qt.app.valley_map import (
    TERRAINS,
    JourneyDay,
    JourneyRoute,
    MapEdge,
    MapNode,
    MapState,
    ValleyLayout,
    journey_routes,
    route_words,
    terrain_icon,
    terrain_name,
)
from rangers_qt.ui.icons import draw_icon, icon_pixmap
from rangers_qt.ui.theme import DARK, FONT_FAMILY, Theme

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


def _ink_on(colour: str) -> QColor:
    """Black or white, whichever reads on `colour`."""
    c = QColor(colour)
    return (
        QColor("#151515")
        if (0.299 * c.red() + 0.587 * c.green() + 0.114 * c.blue()) > 150
        else QColor("white")
    )


def _scene_point(node: MapNode) -> QPointF:
    return QPointF(node.x * SCALE, node.y * SCALE)


@functools.lru_cache(maxsize=16)
def _map_font(size: float = 11.0, bold: bool = False) -> QFont:
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
        self.setPos(_scene_point(node))
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
            painter.setFont(_map_font(8, bold=True))
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
        self.font = QFont(_map_font(9.5))  # its own copy: set_text makes it bold
        self._offset = QPointF(0, 0)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIgnoresTransformations)
        self.setZValue(Z_LABEL)
        self.setPos(_scene_point(node))
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
        self.place(self.side)

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

    def place(self, side: str) -> None:
        self.prepareGeometryChange()
        self.side = side
        gap = (PIVOTAL_R if self.node.pivotal else NODE_R) + LABEL_GAP
        self._rect = self.rect_for(side, gap)

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
        path = QPainterPath(_scene_point(a))
        path.lineTo(_scene_point(b))
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
        ink = _ink_on(colour).name()
        draw_icon(painter, terrain_icon(self.edge.terrain), QRectF(-7, -7, 14, 14), ink)
        if not self.open:
            pen = QPen(QColor("#c0392b"), 2.5)
            pen.setCapStyle(Qt.PenCapStyle.RoundCap)
            painter.setPen(pen)
            painter.drawLine(QPointF(-BADGE_R + 2, BADGE_R - 2), QPointF(BADGE_R - 2, -BADGE_R + 2))


class DayBadge(QGraphicsItem):
    """A journey day's number in its colour (colour is not the only signal), shaped by what it
    marks: a diamond where the day began, discs along its legs, a square where it ended."""

    def __init__(self, day: int, colour: str, at: QPointF, tip: str, kind: str = "leg") -> None:
        super().__init__()
        self.day = day
        self.colour = colour
        self.kind = kind
        self.end = kind == "end"
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIgnoresTransformations)
        self.setZValue(Z_JOURNEY_BADGE)
        self.setPos(at)
        self.setToolTip(tip)

    def boundingRect(self) -> QRectF:
        return QRectF(-11, -11, 22, 22)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(QColor("#151515"), 1.5))
        painter.setBrush(QColor(self.colour))
        if self.kind == "end":
            painter.drawRect(QRectF(-9, -9, 18, 18))
        elif self.kind == "start":
            painter.drawPolygon(QPolygonF([QPointF(0, -11), QPointF(11, 0), QPointF(0, 11), QPointF(-11, 0)]))
        else:
            painter.drawEllipse(QPointF(0, 0), 9, 9)
        painter.setPen(_ink_on(self.colour))
        painter.setFont(_map_font(8, bold=True))
        painter.drawText(QRectF(-10, -10, 20, 20), Qt.AlignmentFlag.AlignCenter, str(self.day))


# --------------------------------------------------------------------------- scene


class ValleyMapScene(QGraphicsScene):
    """The whole Valley. `set_state` shows where the group is and where it may travel;
    `set_journey` draws a campaign's route day by day."""

    def __init__(self, layout: ValleyLayout, theme: Theme = DARK) -> None:
        super().__init__()
        self.valley = layout
        self.theme = theme
        self.state = MapState()
        self.nodes: dict[str, LocationItem] = {}
        self.labels: dict[str, LabelItem] = {}
        self.paths: dict[str, PathItem] = {}
        self.links: dict[str, PathItem] = {}
        self.badges: dict[str, TerrainBadge] = {}
        self.routes: list[JourneyRoute] = []
        self.route_items: dict[int, list[QGraphicsItem]] = {}
        self.visible_days: set[int] | None = None
        self.hide_crowded_labels = False
        self._placed: tuple[object, ...] | None = None  # (scale, state, hide) the names were placed for
        self._build()

    def _build(self) -> None:
        xs = [n.x for n in self.valley.nodes] or [0.0, 1.0]
        ys = [n.y for n in self.valley.nodes] or [0.0, 1.0]
        m = 0.06
        back = QRectF((min(xs) - m) * SCALE, (min(ys) - m) * SCALE, (max(xs) - min(xs) + 2 * m) * SCALE,
                      (max(ys) - min(ys) + 2 * m) * SCALE)  # fmt: skip
        self.backdrop = self.addRect(back)
        self.backdrop.setZValue(Z_BACK)
        self.home = back.adjusted(-20, -20, 20, 20)  # what "fit" shows: the whole Valley
        # Room all round, so a view can centre any part of the Valley, even at its edge.
        self.setSceneRect(back.adjusted(-2000, -2000, 2000, 2000))
        for node in self.valley.nodes:
            item = LocationItem(node, self.theme)
            self.addItem(item)
            self.nodes[node.slug] = item
            label = LabelItem(node, self.theme)
            self.addItem(label)
            self.labels[node.slug] = label
        for edge in self.valley.links:
            path = PathItem(edge, self.valley.node(edge.a), self.valley.node(edge.b))
            path.setToolTip(
                f"One-way {terrain_name(edge.terrain).lower()} link: from "
                f"{self.valley.name(edge.a)} to {self.valley.name(edge.b)}"
            )
            self.addItem(path)
            self.links[edge.key] = path
        for edge in self.valley.edges:
            a, b = self.valley.node(edge.a), self.valley.node(edge.b)
            path = PathItem(edge, a, b)
            path.setToolTip(f"{terrain_name(edge.terrain)} path: {a.name} \u2013 {b.name}")
            self.addItem(path)
            self.paths[edge.key] = path
            badge = TerrainBadge(edge, path.midpoint(), (a.name, b.name), self.theme)
            self.addItem(badge)
            self.badges[edge.key] = badge
        self.set_theme(self.theme)

    # ------------------------------------------------------------------ looks
    def set_theme(self, theme: Theme) -> None:
        self.theme = theme
        self.setBackgroundBrush(QColor(theme.table))
        self.backdrop.setBrush(QColor(theme.zone))
        self.backdrop.setPen(QPen(QColor(theme.zone_border), 0))
        for group in (self.nodes.values(), self.labels.values(), self.badges.values()):
            for item in group:
                item.theme = theme  # type: ignore[attr-defined]
                item.update()
        self.set_state(self.state)

    def set_state(self, state: MapState) -> None:
        """Where the group is, the river, and the travel prompt's destinations."""
        self.state = state
        travelling = bool(state.travel)
        offered = {m.slug: m for m in state.travel}
        for slug, item in self.nodes.items():
            mark = offered.get(slug)
            item.current = slug == state.current
            item.destination = mark.terrain if mark is not None else None
            item.closed = mark is not None and mark.option_id is None
            item.key = mark.key if mark is not None else None
            item.dimmed = travelling and mark is None and not item.current
            item.setToolTip(self._node_tip(item.node, mark))
            item.update()
            label = self.labels[slug]
            label.set_text(label.node.name + ("  (here)" if item.current else ""), item.current)
            label.setOpacity(0.55 if item.dimmed else 1.0)
        for key, path in self.paths.items():
            edge = path.edge
            open_ = state.path_open(edge)
            leads = travelling and state.current in (edge.a, edge.b)
            other = edge.b if edge.a == state.current else edge.a
            mark = offered.get(other) if leads else None
            highlighted = mark is not None and mark.terrain == edge.terrain and mark.option_id is not None
            path.restyle(open_, highlighted, (travelling and not highlighted) or bool(self.routes))
            badge = self.badges[key]
            badge.set_open(open_)
            badge.dimmed = (travelling and not leads) or bool(self.routes)
            badge.setZValue(Z_BADGE + (0.5 if leads else 0))
        for link in self.links.values():
            mark = offered.get(link.edge.b) if link.edge.a == state.current else None
            link.restyle(True, mark is not None, travelling and mark is None)
        self.place_labels()

    def _node_tip(self, node: MapNode, mark: object) -> str:
        lines = [node.name + ("  \u2605 pivotal location" if node.pivotal else "")]
        if node.slug == self.state.current:
            lines.append("The rangers are here.")
        paths = [
            f"{terrain_name(e.terrain).lower()} to {self.valley.name(e.b if e.a == node.slug else e.a)}"
            for e in self.valley.edges
            if node.slug in (e.a, e.b)
        ]
        if paths:
            lines.append("Paths: " + ", ".join(paths))
        if mark is not None:
            m = self.state.mark(node.slug)
            if m is not None and m.option_id is not None:
                lines.append(f"Click to travel here along the {terrain_name(m.terrain).lower()} path.")
            elif m is not None:
                lines.append(f"Closed now: {m.note or 'not open'}.")
        return "\n".join(lines)

    # ------------------------------------------------------------------ names
    def place_labels(self, scale: float | None = None) -> None:
        """Put each name on the side of its marker that covers no other name or marker.

        Names keep their pixel size, so what collides depends on the zoom (`scale`: pixels per
        scene unit). The group's location and the destinations are placed first; with
        `hide_crowded_labels` a name that fits nowhere else is hidden (its marker's tooltip still
        names it), otherwise it goes where it overlaps least."""
        if scale is None:
            views = self.views()
            if not views:
                return  # no zoom yet: the view places them once it fits
            scale = views[0].transform().m11()
        scale = max(scale, 1e-6)
        key = (round(scale, 6), self.state, self.hide_crowded_labels)
        if key == self._placed:
            return
        self._placed = key
        order = sorted(
            self.labels.values(),
            key=lambda lab: (
                0 if lab.slug == self.state.current else 1 if self.state.mark(lab.slug) else 2,
                not lab.node.pivotal,
                lab.node.y,
            ),
        )
        # What a name should not cover (x1, y1, x2, y2, weight): another name worst, then a
        # marker, then a path's terrain icon (a name may hide part of one when nothing is free).
        # Plain floats, not QRectF: this runs for 37 names x 8 sides on every zoom.
        taken: list[tuple[float, float, float, float, float]] = []
        for node in self.valley.nodes:
            cx, cy = node.x * SCALE * scale, node.y * SCALE * scale
            r = (PIVOTAL_R if node.pivotal else NODE_R) + 2
            taken.append((cx - r, cy - r, cx + r, cy + r, 2.0))
            if self.nodes[node.slug].key is not None:  # the key number at the marker's top left
                r -= 2
                taken.append((cx - r - 16, cy - r - 12, cx - r - 1, cy - r + 3, 5.0))
        for badge in self.badges.values():
            cx, cy = badge.pos().x() * scale, badge.pos().y() * scale
            taken.append((cx - BADGE_R, cy - BADGE_R, cx + BADGE_R, cy + BADGE_R, 0.3))
        sides = ("below", "above", "right", "left", "below_right", "above_right", "below_left", "above_left")
        for n, lab in enumerate(order):
            cx, cy = lab.node.x * SCALE * scale, lab.node.y * SCALE * scale
            gap = (PIVOTAL_R if lab.node.pivotal else NODE_R) + LABEL_GAP
            reach = gap + lab._size[0] + 2
            # Only what lies near this marker can be covered, less its own marker.
            near = [
                t
                for t in taken
                if t[2] > cx - reach and t[0] < cx + reach and t[3] > cy - reach and t[1] < cy + reach
                and not (t[0] >= cx - gap and t[2] <= cx + gap and t[1] >= cy - gap and t[3] <= cy + gap)
            ]  # fmt: skip
            prefer = (lab.node.label, *(s for s in sides if s != lab.node.label))
            best, best_cost = prefer[0], math.inf
            for side in prefer:
                rect = lab.rect_for(side, gap)
                x1, y1 = rect.x() + cx, rect.y() + cy
                x2, y2 = x1 + rect.width(), y1 + rect.height()
                cost = 0.0
                for tx1, ty1, tx2, ty2, weight in near:
                    ox, oy = min(x2, tx2) - max(x1, tx1), min(y2, ty2) - max(y1, ty1)
                    if ox > 0 and oy > 0:
                        cost += weight * ox * oy
                if cost < best_cost:
                    best, best_cost = side, cost
                if cost == 0:
                    break
            lab.place(best)
            crowded = best_cost > 0 and self.hide_crowded_labels and n > 0
            relevant = lab.slug == self.state.current or self.state.mark(lab.slug) is not None
            lab.setVisible(not (crowded and not relevant))
            if lab.isVisible():
                rect = lab.rect_for(best, gap)
                x1, y1 = rect.x() + cx, rect.y() + cy
                taken.append((x1, y1, x1 + rect.width(), y1 + rect.height(), 5.0))

    def label_overlaps(self, scale: float) -> list[tuple[str, str]]:
        """Pairs of visible names that cover each other at `scale` (for the readability tests)."""
        rects = [
            (
                lab.slug,
                lab.plate().translated(QPointF(lab.node.x * SCALE * scale, lab.node.y * SCALE * scale)),
            )
            for lab in self.labels.values()
            if lab.isVisible()
        ]
        found = []
        for i, (a, ra) in enumerate(rects):
            for b, rb in rects[i + 1 :]:
                if _overlap(ra, rb) > 1.0:
                    found.append((a, b))
        return found

    # ------------------------------------------------------------------ journey
    def set_journey(self, routes: Sequence[JourneyRoute], visible: Iterable[int] | None = None) -> None:
        """Draw each day's route in its colour with its number; `visible` picks the days shown."""
        for items in self.route_items.values():
            for item in items:
                self.removeItem(item)
        self.routes = list(routes)
        self.route_items = {}
        lanes = 5
        for route in self.routes:
            colour = day_colour(route.order)
            lane = (route.order % lanes) - (lanes - 1) / 2
            items: list[QGraphicsItem] = []
            tip = route_words(self.valley, route)
            for n, leg in enumerate(route.legs):
                a, b = _scene_point(self.valley.node(leg.a)), _scene_point(self.valley.node(leg.b))
                dx, dy = b.x() - a.x(), b.y() - a.y()
                length = math.hypot(dx, dy) or 1.0
                off = QPointF(-dy / length * lane * 5, dx / length * lane * 5)
                path = QPainterPath(a + off)
                path.lineTo(b + off)
                casing = QGraphicsPathItem(path)  # a dark edge: pale day colours read on light maps
                edge_pen = QPen(QColor(0, 0, 0, 120), 8.5)
                edge_pen.setCosmetic(True)
                edge_pen.setCapStyle(Qt.PenCapStyle.RoundCap)
                casing.setPen(edge_pen)
                casing.setZValue(Z_JOURNEY - 0.1)
                self.addItem(casing)
                items.append(casing)
                item = QGraphicsPathItem(path)
                pen = QPen(QColor(colour), 6)
                pen.setCosmetic(True)
                pen.setCapStyle(Qt.PenCapStyle.RoundCap)
                if not leg.terrain:
                    pen.setStyle(Qt.PenStyle.DashDotLine)
                item.setPen(pen)
                item.setOpacity(0.85)
                item.setZValue(Z_JOURNEY)
                item.setToolTip(tip)
                item.setData(0, (route.day, n, leg.a, leg.b))
                self.addItem(item)
                items.append(item)
                badge = DayBadge(route.day, colour, path.pointAtPercent(0.3), tip)
                self.addItem(badge)
                items.append(badge)
            end = _scene_point(self.valley.node(route.end)) + QPointF(14 + lane * 4, -14)
            end_badge = DayBadge(route.day, colour, end, tip + " \u2013 the day ended here", kind="end")
            start = _scene_point(self.valley.node(route.start)) + QPointF(-14 - lane * 4, -14)
            start_badge = DayBadge(route.day, colour, start, tip + " \u2013 the day began here", kind="start")
            for badge in (start_badge, end_badge):
                self.addItem(badge)
                items.append(badge)
            self.route_items[route.day] = items
        self.show_days(visible)
        journey = bool(self.routes)
        for path in self.paths.values():
            path.restyle(path.open, False, journey)
        for badge in self.badges.values():
            badge.dimmed = journey
            badge.update()

    def show_days(self, days: Iterable[int] | None) -> None:
        self.visible_days = set(days) if days is not None else None
        for day, items in self.route_items.items():
            shown = self.visible_days is None or day in self.visible_days
            for item in items:
                item.setVisible(shown)

    def drawn_legs(self) -> dict[int, list[tuple[str, str]]]:
        """The legs drawn per visible day, as (from, to) slugs (what the tests read)."""
        out: dict[int, list[tuple[str, str]]] = {}
        for day, items in self.route_items.items():
            for item in items:
                data = item.data(0) if isinstance(item, QGraphicsPathItem) else None
                if data is not None and item.isVisible():
                    out.setdefault(day, []).append((data[2], data[3]))
        return out


def _overlap(a: QRectF, b: QRectF) -> float:
    r = a.intersected(b)
    return 0.0 if r.isEmpty() else r.width() * r.height()


# --------------------------------------------------------------------------- view


class ValleyMapView(QGraphicsView):
    """Shows a `ValleyMapScene`, fitted to the view (or to a focus, e.g. the travel destinations)
    until the player zooms (wheel, + and -; 0 fits again). A click on a location, or its name,
    emits `location_clicked`; a press that turns into a drag pans instead."""

    location_clicked = Signal(str)

    def __init__(self, scene: ValleyMapScene, parent: QWidget | None = None) -> None:
        super().__init__(scene, parent)
        self.map = scene
        self.focus: list[str] = []
        self.user_zoomed = False
        self._press: tuple[QPoint, str | None] | None = None
        self.setObjectName("ValleyMap")
        self.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setTransformationAnchor(QGraphicsView.ViewportAnchor.AnchorUnderMouse)
        self.setDragMode(QGraphicsView.DragMode.NoDrag)
        self.setMouseTracking(True)
        self.setFocusPolicy(Qt.FocusPolicy.ClickFocus)
        self.setToolTip("")

    def slug_at(self, pos: QPoint) -> str | None:
        for item in self.items(pos):
            slug = getattr(item, "slug", None)
            if isinstance(item, (LocationItem, LabelItem)) and slug:
                return str(slug)
        return None

    def viewport_point(self, slug: str) -> QPoint:
        """Where a location's marker is on the viewport (for tests and tooltips)."""
        return self.mapFromScene(self.map.nodes[slug].pos())

    # ------------------------------------------------------------------ zoom
    def set_focus(self, slugs: Sequence[str]) -> None:
        self.focus = [s for s in slugs if s in self.map.nodes]
        self.user_zoomed = False
        self.fit()

    def fit(self) -> None:
        """Fit the whole Valley, or the focus with its names (two passes: names keep their pixel
        size, so how much room they take in the scene depends on the zoom the first pass sets)."""
        if not self.focus:
            self.fitInView(self.map.home, Qt.AspectRatioMode.KeepAspectRatio)
            self.map.place_labels(self.transform().m11())
            return
        pts = [self.map.nodes[s].pos() for s in self.focus]
        xs, ys = [p.x() for p in pts], [p.y() for p in pts]
        rect = QRectF(min(xs), min(ys), max(xs) - min(xs), max(ys) - min(ys))
        pad = max(40.0, 0.12 * max(rect.width(), rect.height()))
        rect = rect.adjusted(-pad, -pad, pad, pad)
        for _ in range(2):
            self.fitInView(rect, Qt.AspectRatioMode.KeepAspectRatio)
            scale = max(self.transform().m11(), 1e-6)
            self.map.place_labels(scale)
            for slug in self.focus:
                plate = self.map.labels[slug].plate()
                at = self.map.nodes[slug].pos()
                rect = rect.united(
                    QRectF(at.x() + plate.x() / scale, at.y() + plate.y() / scale,
                           plate.width() / scale, plate.height() / scale).adjusted(-8, -8, 8, 8)
                )  # fmt: skip
        self.fitInView(rect, Qt.AspectRatioMode.KeepAspectRatio)
        self.map.place_labels(self.transform().m11())

    def zoom(self, factor: float) -> None:
        scale = self.transform().m11() * factor
        if not 0.05 <= scale <= 8.0:
            return
        self.scale(factor, factor)
        self.user_zoomed = True
        self.setDragMode(QGraphicsView.DragMode.ScrollHandDrag)
        self.map.place_labels(self.transform().m11())

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if not self.user_zoomed:
            self.fit()

    def showEvent(self, event: object) -> None:
        super().showEvent(event)  # type: ignore[arg-type]
        if not self.user_zoomed:
            self.fit()

    def changeEvent(self, event: QEvent) -> None:
        """The window's theme changed (its style sheet is reset): follow it, if it has one."""
        super().changeEvent(event)
        if event.type() == QEvent.Type.StyleChange:
            theme = getattr(self.window(), "theme", None)
            if isinstance(theme, Theme) and theme != self.map.theme:
                self.map.set_theme(theme)

    def wheelEvent(self, event: QWheelEvent) -> None:
        steps = event.angleDelta().y() / 120
        if steps:
            self.zoom(1.15**steps)
        event.accept()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = event.key()
        if key in (Qt.Key.Key_Plus, Qt.Key.Key_Equal):
            self.zoom(1.2)
        elif key == Qt.Key.Key_Minus:
            self.zoom(1 / 1.2)
        elif key == Qt.Key.Key_0:
            self.user_zoomed = False
            self.setDragMode(QGraphicsView.DragMode.NoDrag)
            self.fit()
        else:
            super().keyPressEvent(event)

    # ------------------------------------------------------------------ clicks
    def mousePressEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            self._press = (event.position().toPoint(), self.slug_at(event.position().toPoint()))
        super().mousePressEvent(event)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        pos = event.position().toPoint()
        self.viewport().setCursor(
            Qt.CursorShape.PointingHandCursor if self.slug_at(pos) else Qt.CursorShape.ArrowCursor
        )
        super().mouseMoveEvent(event)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        press, self._press = self._press, None
        super().mouseReleaseEvent(event)
        if press is None or event.button() != Qt.MouseButton.LeftButton:
            return
        start, slug = press
        pos = event.position().toPoint()
        if slug and (pos - start).manhattanLength() <= 8 and self.slug_at(pos) == slug:
            self.location_clicked.emit(slug)


# --------------------------------------------------------------------------- legend and journey


def terrain_legend(theme: Theme) -> QWidget:
    """The eight terrains with their icons, pivotal and closed-river marks: one row when it fits,
    wrapping (each icon stays with its name) in a narrow map such as the campaign review's."""
    from rangers_qt.ui.flow_layout import FlowLayout

    box = QWidget()
    box.setObjectName("MapLegend")
    flow = FlowLayout(box, spacing=10)
    flow.setContentsMargins(4, 2, 4, 2)
    for terrain in TERRAINS:
        pair = QWidget()
        row = QHBoxLayout(pair)
        row.setContentsMargins(0, 0, 0, 0)
        row.setSpacing(4)
        mark = QLabel()
        mark.setPixmap(_badge_pixmap(terrain))
        mark.setToolTip(f"{terrain_name(terrain)} path")
        row.addWidget(mark)
        row.addWidget(QLabel(terrain_name(terrain)))
        flow.addWidget(pair)
    flow.addWidget(QLabel("\u2605 pivotal   - - river closed"))
    return box


def _badge_pixmap(terrain: str, size: int = 20) -> QPixmap:
    pix = QPixmap(size, size)
    pix.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pix)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    colour = TERRAIN_COLOURS[terrain]
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(colour))
    painter.drawEllipse(QRectF(0, 0, size, size))
    icon = icon_pixmap(terrain_icon(terrain), _ink_on(colour).name(), size - 6)
    painter.drawPixmap(3, 3, icon)
    painter.end()
    return pix


def _day_swatch(day: int, order: int) -> QPixmap:
    pix = QPixmap(26, 18)
    pix.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pix)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    colour = day_colour(order)
    painter.setBrush(QBrush(QColor(colour)))
    painter.setPen(QPen(QColor("#151515"), 1))
    painter.drawRoundedRect(QRectF(0.5, 0.5, 25, 17), 4, 4)
    painter.setPen(_ink_on(colour))
    painter.setFont(_map_font(8, bold=True))
    painter.drawText(QRectF(0, 0, 26, 18), Qt.AlignmentFlag.AlignCenter, str(day))
    painter.end()
    return pix


class JourneyMap(QWidget):
    """The Valley map with a campaign's journey: one coloured, numbered route per day and a list
    of the days (tick to show or hide a day; the list doubles as the legend)."""

    def __init__(self, layout: ValleyLayout, theme: Theme = DARK, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("JourneyMap")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.setStyleSheet(f"QWidget#JourneyMap {{ background: {theme.window}; }}")
        self.valley = layout
        self.scene_ = ValleyMapScene(layout, theme)
        self.view = ValleyMapView(self.scene_)
        self.days = QListWidget()
        self.days.setObjectName("JourneyDays")
        self.days.setWordWrap(True)
        self.days.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.days.itemChanged.connect(lambda _item: self._apply_filter())
        self.routes: list[JourneyRoute] = []
        all_days = QPushButton("All days")
        all_days.clicked.connect(lambda _=False: self.show_days(None))
        side = QVBoxLayout()
        title = QLabel("JOURNEY \u00b7 DAYS")
        title.setObjectName("PanelTitle")
        side.addWidget(title)
        key = QLabel("\u25c6 began   \u25cf on the way   \u25a0 ended   (tick the days to show)")
        key.setObjectName("DayDetail")
        key.setWordWrap(True)
        side.addWidget(key)
        side.addWidget(self.days, 1)
        side.addWidget(all_days)
        top = QHBoxLayout()
        top.setContentsMargins(0, 0, 0, 0)
        top.addWidget(self.view, 3)
        top.addLayout(side, 1)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(6, 6, 6, 6)
        outer.addLayout(top, 1)
        outer.addWidget(terrain_legend(theme))

    def set_journey(self, days: Sequence[JourneyDay]) -> None:
        self.routes = journey_routes(self.valley, days)
        self.days.blockSignals(True)
        self.days.clear()
        for route in self.routes:
            item = QListWidgetItem(route_words(self.valley, route))
            item.setIcon(_day_swatch(route.day, route.order))
            item.setData(Qt.ItemDataRole.UserRole, route.day)
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
            item.setCheckState(Qt.CheckState.Checked)
            item.setToolTip(route_words(self.valley, route))
            self.days.addItem(item)
        self.days.blockSignals(False)
        self.scene_.set_journey(self.routes)
        if self.routes:
            self.scene_.set_state(MapState(current=self.routes[-1].end))

    def show_days(self, days: Iterable[int] | None) -> None:
        wanted = set(days) if days is not None else None
        self.days.blockSignals(True)
        for n in range(self.days.count()):
            item = self.days.item(n)
            on = wanted is None or item.data(Qt.ItemDataRole.UserRole) in wanted
            item.setCheckState(Qt.CheckState.Checked if on else Qt.CheckState.Unchecked)
        self.days.blockSignals(False)
        self._apply_filter()

    def _apply_filter(self) -> None:
        shown = [
            int(self.days.item(n).data(Qt.ItemDataRole.UserRole))
            for n in range(self.days.count())
            if self.days.item(n).checkState() == Qt.CheckState.Checked
        ]
        self.scene_.show_days(shown)
