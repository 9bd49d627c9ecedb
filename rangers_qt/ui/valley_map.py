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

import math
from collections.abc import Iterable, Sequence

from PySide6.QtCore import QEvent, QPoint, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import (
    QColor,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QPainterPath,
    QPen,
    QResizeEvent,
    QWheelEvent,
)
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsPathItem,
    QGraphicsScene,
    QGraphicsView,
    QWidget,
)

from rangers_qt.app.valley_map import (
    JourneyRoute,
    MapNode,
    MapState,
    ValleyLayout,
    route_words,
    terrain_name,
)
from rangers_qt.ui.day_badge_places import LEG_PAD, Box, LegRow, cost_of, leg_key, overlaps, place_rows
from rangers_qt.ui.name_places import HERE_RINGS, RINGS, best_spot, near_to, view_frame, within
from rangers_qt.ui.theme import DARK, Theme
from rangers_qt.ui.valley_map_items import (
    BADGE_R,
    BADGE_SIZE,
    LABEL_GAP,
    NODE_R,
    PIVOTAL_R,
    SCALE,
    Z_BACK,
    Z_BADGE,
    Z_JOURNEY,
    DayBadge,
    LabelItem,
    LocationItem,
    PathItem,
    TerrainBadge,
    badge_shifts,
    day_colour,
    scene_point,
)


def _box(rect: QRectF) -> Box:
    return (rect.left(), rect.top(), rect.right(), rect.bottom())


def _about(badge: DayBadge) -> Box:
    return badge.pixel_box(0.0)  # its box about its anchor


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
        #: Each leg's ends (scene) and the days' numbers along it, placed by `place_badges`.
        self.leg_rows: dict[tuple[str, str, str], tuple[QPointF, QPointF, list[DayBadge]]] = {}
        self._badges_placed: tuple[float, frozenset[int] | None] | None = None
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
                item.theme = theme
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
                path = terrain_name(m.terrain).lower()
                lines.append(f"Click to choose, click again to travel here along the {path} path.")
            elif m is not None:
                lines.append(f"Closed now: {m.note or 'not open'}.")
        return "\n".join(lines)

    # ------------------------------------------------------------------ names
    def place_labels(self, scale: float | None = None, rounds: int = 2) -> None:
        """Put each name on the side of its marker that covers no leg's day number, other name
        or marker, or failing that the same sides further out (`name_places`), shifted inside the
        view (a leg's numbers slide off a name that found no free side: `rounds`). Names
        keep their pixel size, so what collides depends on the zoom (`scale`: pixels per scene
        unit). The group's location and the destinations go first; with `hide_crowded_labels` a
        name that fits nowhere else is hidden (its tooltip names it), else it overlaps least."""
        if scale is None:
            views = self.views()
            if not views or not views[0].isVisible():
                return  # no zoom yet: the view places them once it is shown and fits
            scale = views[0].transform().m11()
        scale = max(scale, 1e-6)
        views = self.views()
        frame = view_frame(views[0], scale) if views and views[0].isVisible() else None
        key = (round(scale, 6), self.state, self.hide_crowded_labels, frame)
        if key == self._placed:
            return
        self._placed = key
        self.place_badges(scale)
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
        days = self._shown_days()  # the journey's day numbers, in pixels; a leg's worst to cover
        legs = [b.pixel_box(scale, LEG_PAD) for b in days if b.kind == "leg"]
        taken += [(*b.pixel_box(scale), 3.0) for b in days if b.kind != "leg"] + [(*x, 40.0) for x in legs]
        plates: list[Box] = []
        sides = ("below", "above", "right", "left", "below_right", "above_right", "below_left", "above_left")
        for n, lab in enumerate(order):
            cx, cy = lab.node.x * SCALE * scale, lab.node.y * SCALE * scale
            gap, r = lab.gap(), lab.gap() - LABEL_GAP
            rings = HERE_RINGS if lab.slug == self.state.current else RINGS
            near = near_to(taken, (cx, cy), gap, gap + rings[-1] + lab._size[0] + 2, r)
            prefer = (lab.node.label, *(s for s in sides if s != lab.node.label))
            spots = (
                (_box(lab.rect_for(side, gap + out).translated(cx, cy)), k)
                for k, out in enumerate(rings)
                for side in prefer
            )
            at = frame if within((cx, cy), frame) else None
            pick, (qx, qy, _qx, _qy), (x1, y1, x2, y2) = best_spot(spots, near, at)
            lab.place(prefer[pick % len(prefer)], rings[pick // len(prefer)], (x1 - qx, y1 - qy))
            crowded = cost_of((x1, y1, x2, y2), near) > 0 and self.hide_crowded_labels and n > 0
            relevant = lab.slug == self.state.current or self.state.mark(lab.slug) is not None
            lab.setVisible(not (crowded and not relevant))
            if lab.isVisible():
                taken.append((x1, y1, x2, y2, 5.0))
                plates.append(taken[-1][:4])
        # A name that found no side free of a leg's numbers: those numbers slide off it instead,
        # and the names are placed again about them (`rounds` more times at most).
        if rounds and any(overlaps(p, leg) for leg in legs for p in plates):
            self.place_badges(scale, plates)
            self._placed = None
            self.place_labels(scale, rounds - 1)

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
                if (both := ra.intersected(rb)).width() * both.height() > 1.0:  # (none: 0 x 0)
                    found.append((a, b))
        return found

    # ------------------------------------------------------------------ journey
    def set_journey(self, routes: Sequence[JourneyRoute], visible: Iterable[int] | None = None) -> None:
        """Draw each day's route in its colour with its number; `visible` picks the days shown."""
        for drawn in self.route_items.values():
            for item in drawn:
                self.removeItem(item)
        self.routes = list(routes)
        self.route_items = {}
        self.leg_rows = {}
        self._badges_placed = None
        lanes = 5
        # The badges of several days at one place (where they began, ended, or a leg's middle)
        # are set side by side in pixels, not on top of each other (issue #29).
        places: dict[tuple[str, str, str], list[int]] = {}
        for route in self.routes:
            places.setdefault(("start", route.start, ""), []).append(route.day)
            places.setdefault(("end", route.end, ""), []).append(route.day)
            for leg in route.legs:
                places.setdefault(leg_key(leg.a, leg.b), []).append(route.day)
        sides = {"start": -1.0, "end": 1.0, "leg": 0.0}
        # Taken in the order counted: route by route, its legs, then its start and end.
        slots = {key: badge_shifts(len(days), sides[key[0]]) for key, days in places.items()}
        for route in self.routes:
            colour = day_colour(route.order)
            lane = (route.order % lanes) - (lanes - 1) / 2
            items: list[QGraphicsItem] = []
            tip = route_words(self.valley, route)
            for n, leg in enumerate(route.legs):
                a, b = scene_point(self.valley.node(leg.a)), scene_point(self.valley.node(leg.b))
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
                shift = slots[leg_key(leg.a, leg.b)].pop(0)
                # On the leg's own middle (not the day's lane beside it): the numbers of the
                # days along it are set side by side from one point.
                badge = DayBadge(route.day, colour, (a + b) / 2, tip, shift=shift)
                self.leg_rows.setdefault(leg_key(leg.a, leg.b), (a, b, []))[2].append(badge)
                self.addItem(badge)
                items.append(badge)
            for kind, slug, did in (("start", route.start, "began"), ("end", route.end, "ended")):
                at = scene_point(self.valley.node(slug))
                shift = slots[(kind, slug, "")].pop(0)
                badge = DayBadge(
                    route.day, colour, at, f"{tip} \u2013 the day {did} here", kind=kind, shift=shift
                )
                self.addItem(badge)
                items.append(badge)
            self.route_items[route.day] = items
        self.show_days(visible)
        journey = bool(self.routes)
        for path_item in self.paths.values():
            path_item.restyle(path_item.open, False, journey)
        for terrain_badge in self.badges.values():
            terrain_badge.dimmed = journey
            terrain_badge.update()

    def show_days(self, days: Iterable[int] | None) -> None:
        self.visible_days = set(days) if days is not None else None
        for day, items in self.route_items.items():
            shown = self.visible_days is None or day in self.visible_days
            for item in items:
                item.setVisible(shown)
        self._placed = None  # the names move off the day numbers now shown
        self._badges_placed = None
        self.place_labels()

    def _shown_days(self) -> list[DayBadge]:
        return [i for v in self.route_items.values() for i in v if isinstance(i, DayBadge) and i.isVisible()]

    def place_badges(self, scale: float, names: Sequence[Box] = ()) -> None:
        """Slide each leg's day numbers along it to where no other day marker, location marker nor
        name in `names` (pixels) covers them at `scale` (pixels per scene unit; `day_badge_places`)."""
        key = (round(scale, 6), frozenset(self.visible_days) if self.visible_days is not None else None)
        again, self._badges_placed = key != self._badges_placed or bool(names), key
        if not again or not self.leg_rows:
            return
        fixed = [i.pixel_box(scale) for i in self._shown_days() if i.kind != "leg"]
        marks = []
        for node in self.valley.nodes:
            cx, cy, r = node.x * SCALE * scale, node.y * SCALE * scale, PIVOTAL_R if node.pivotal else NODE_R
            marks.append((cx - r, cy - r, cx + r, cy + r))
        shown = [(a, b, [x for x in badges if x.isVisible()]) for a, b, badges in self.leg_rows.values()]
        shown = [(a, b, badges) for a, b, badges in shown if badges]
        rows = [
            LegRow((a.x() * scale, a.y() * scale), (b.x() * scale, b.y() * scale), tuple(map(_about, badges)))
            for a, b, badges in shown
        ]
        for (_a, _b, badges), (x, y) in zip(
            shown, place_rows(rows, fixed, marks, BADGE_SIZE + 2, names), strict=True
        ):
            for badge in badges:
                badge.setPos(x / scale, y / scale)

    def journey_extent(self, scale: float) -> QRectF | None:
        """The scene rectangle the visible day numbers cover at `scale` (pixels per scene unit),
        or None without a journey shown."""
        self.place_badges(scale)
        out: QRectF | None = None
        for items in self.route_items.values():
            for item in items:
                if isinstance(item, DayBadge) and item.isVisible():
                    box = item.boundingRect()
                    at = item.pos()
                    rect = QRectF(
                        at.x() + box.x() / scale,
                        at.y() + box.y() / scale,
                        box.width() / scale,
                        box.height() / scale,
                    )
                    out = rect if out is None else out.united(rect)
        return out

    def drawn_legs(self) -> dict[int, list[tuple[str, str]]]:
        """The legs drawn per visible day, as (from, to) slugs (what the tests read)."""
        out: dict[int, list[tuple[str, str]]] = {}
        for day, items in self.route_items.items():
            for item in items:
                data = item.data(0) if isinstance(item, QGraphicsPathItem) else None
                if data is not None and item.isVisible():
                    out.setdefault(day, []).append((data[2], data[3]))
        return out


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
            # The journey's day numbers keep their pixel size: a place near the edge may set
            # them past the Valley's frame, so the fit takes them in (a second pass at the
            # slightly smaller zoom they ask).
            rect = self.map.home
            for _ in range(2):
                self.fitInView(rect, Qt.AspectRatioMode.KeepAspectRatio)
                extent = self.map.journey_extent(max(self.transform().m11(), 1e-6))
                if extent is None or rect.contains(extent):
                    break
                rect = self.map.home.united(extent.adjusted(-4, -4, 4, 4))
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
        # A hidden view is resized several times while its window is built: fitting (and placing
        # the 37 names, ~35 ms each time) waits for the view to be shown (`showEvent`).
        if not self.user_zoomed and self.isVisible():
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
