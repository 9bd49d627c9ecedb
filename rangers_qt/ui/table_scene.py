"""The play table: every play area as a zone of one scene, cards as items that glide between them.

Why one scene with a zone per play area rather than one QGraphicsScene per area: a card that
moves from the hand to within reach, or from along the way to a ranger's reach, has to be
seen travelling, and a drag has to cross areas. Items cannot leave their scene, so separate
scenes would turn every move into delete-and-recreate and every drag into a platform
drag-and-drop session (a nested event loop that tests cannot drive). Zones give the same
separation of areas (each has its own rectangle, caption, highlight and layout) without that.

The scene only *shows* a `TableView` and reports intents (hover, double-click, context menu,
drop on a zone or card). It never changes game state: a drop is a request, and the card
returns home unless the answer that follows moves it.
"""

from __future__ import annotations

import math
from collections.abc import Iterable

from PySide6.QtCore import QPointF, QRect, QRectF, Qt, QTimer, Signal
from PySide6.QtGui import QBrush, QColor, QGuiApplication, QLinearGradient, QPainter, QPixmap, QRegion
from PySide6.QtWidgets import QGraphicsScene

from rangers_qt.app.faces import FaceModel
from rangers_qt.app.table_model import CardView, TableChange, TableView
from rangers_qt.ui import layout as geo
from rangers_qt.ui.board_items import AspectBoardItem, PileItem
from rangers_qt.ui.items import MOVE_MS, CardItem
from rangers_qt.ui.scene_furniture import place_boards, place_piles
from rangers_qt.ui.table_plan import RowPlan, all_rows, plan_rows, rows_touched
from rangers_qt.ui.theme import DARK, Theme
from rangers_qt.ui.zone_items import AreaShade, PassMarker, ZoneItem
from rangers_qt.ui.zone_looks import lift_over_veil, veiled, zone_look

#: How long the zones' warm-up waits when it comes during a drag (`TableScene.warm_zones`).
WARM_RETRY_MS = 250

#: Change-set areas shown as piles (besides each Ranger's deck, discard and fatigue).
_PILE_AREAS = frozenset({"path_deck", "path_discard", "challenge_deck", "challenge_discard", "challenge"})
_RANGER_PILES = (".deck", ".discard", ".fatigue")


class TableScene(QGraphicsScene):
    card_hovered = Signal(str)
    card_unhovered = Signal(str)
    card_activated = Signal(str)
    card_clicked = Signal(str)
    card_context = Signal(str, QPointF)
    drop_requested = Signal(str, str, str)  # card iid, zone key, card iid under the pointer ("" if none)
    drag_started = Signal(str)
    ranger_clicked = Signal(str)
    ranger_context = Signal(str, QPointF)

    def __init__(self, theme: Theme = DARK) -> None:
        super().__init__()
        self.theme = theme
        self.table: TableView | None = None
        self.hand_ranger: str | None = None
        self.legal: set[str] = set()
        self.drag_sources: set[str] = set()  # draggable without glowing (the acting role card)
        self.zoom = 1.0
        self.geometry = geo.table_layout(1200, 800, ["r1"])
        self.cards: dict[str, CardItem] = {}
        self.zones: dict[str, ZoneItem] = {}
        self.shades: dict[str, AreaShade] = {}  # zone key -> the veil over that area
        self.piles: dict[str, PileItem] = {}
        self.boards: dict[str, AspectBoardItem] = {}
        self._size = (1200.0, 800.0)
        self._generation = 0  # bumped by every redraw: tells a drop whether an answer moved things
        self._dragging: str | None = None
        self.drop_zones_for: dict[str, set[str]] = {}  # card -> zones where a drop would be legal
        self._dropping: str | None = None  # the card whose drop is being answered
        self._applied_legal: set[str] = set()  # the glow as set_legal last left it
        self._legal_turn: tuple[str | None, str | None] | None = None
        self._row_of: dict[str, str] = {}  # card -> the row (zone key) it was last laid out in
        self._surroundings_room = 3.0  # the card widths the layout gave the surroundings
        self.placed_rows: set[str] = set()
        self._cloth: QPixmap | None = None
        self._cloth_key: tuple[int, int, float, str] = (0, 0, 0.0, "")
        #: Every veil made so far, by zone key; those not in `shades` are faded out (kept with
        #: their cached picture, see `_sync_shades`).
        self._shade_pool: dict[str, AreaShade] = {}
        #: The hint each card item was last given (item, (pill, tooltip)): `set_hints` visits only
        #: the cards whose hint changes.
        self._applied_hints: dict[str, tuple[CardItem, tuple[str, str]]] = {}
        #: The zones' layout, names and theme last warmed for (`warm_zones`).
        self._warmed_looks: object = None
        self._marker = PassMarker()
        self.addItem(self._marker)
        self._apply_background()

    # ------------------------------------------------------------------ public
    @property
    def generation(self) -> int:
        """Bumped by every redraw: a layout worked out before it is stale."""
        return self._generation

    @property
    def dragging(self) -> str | None:
        """The card being dragged, if any."""
        return self._dragging

    def set_theme(self, theme: Theme) -> None:
        self.theme = theme
        for card in self.cards.values():
            card.set_theme(theme)
        furniture: list[PileItem | AspectBoardItem] = [*self.piles.values(), *self.boards.values()]
        for item in furniture:
            item.theme = theme
            item.update()
        for zone in self.zones.values():
            zone.theme = theme
        self._apply_background()
        self.invalidate(self.sceneRect(), QGraphicsScene.SceneLayer.BackgroundLayer)

    def resize_to(
        self, width: float, height: float, zoom: float | None = None, animate: bool = False
    ) -> None:
        if zoom is not None:
            self.zoom = zoom
        self._size = (max(400.0, width), max(300.0, height))
        self._relayout(animate=animate)

    def show_table(
        self,
        table: TableView,
        legal: Iterable[str] = (),
        hand_ranger: str | None = None,
        animate: bool = True,
    ) -> None:
        """Redraw from a new table picture; cards that moved glide to their new places."""
        self._generation += 1
        self.table = table
        self.legal = set(legal)
        self.hand_ranger = (
            hand_ranger or table.active_ranger or (table.rangers[0].id if table.rangers else None)
        )
        self._relayout(animate=animate)

    def apply_change(
        self, table: TableView, change: TableChange, hand_ranger: str | None = None, animate: bool = True
    ) -> None:
        """Redraw only what `change` names: the rows of the areas it touched, the piles and the
        boards of the Rangers it touched; the hand row too when another Ranger's hand is shown.
        A change of the Rangers at the table or of the room the surroundings need re-lays the
        whole table out."""
        hand = hand_ranger or table.active_ranger or (table.rangers[0].id if table.rangers else None)
        old = self.table
        if change.everything or old is None or [r.id for r in old.rangers] != [r.id for r in table.rangers]:
            self.show_table(table, self.legal, hand, animate=animate)
            return
        self._generation += 1
        self.table = table
        new_hand = hand != self.hand_ranger
        self.hand_ranger = hand
        if self._surroundings_width() != self._surroundings_room:
            self._relayout(animate=animate)
            return
        rows = rows_touched(change, table, self.hand_ranger, self._row_of)
        if self._dropping is not None and self._dropping in self._row_of:
            rows.add(self._row_of[self._dropping])  # the dropped card goes home or where it went
        if new_hand:
            rows.add("hand")
        piles = bool(change.areas & _PILE_AREAS) or any(a.endswith(_RANGER_PILES) for a in change.areas)
        if change.header or new_hand:
            self._sync_zones(self._ranger_ids())  # captions: whose turn, whose hand
        self._place(rows, animate, piles=piles, boards=change.rangers)

    def set_legal(
        self,
        legal: Iterable[str],
        drop_zones: dict[str, set[str]] | None = None,
        sources: Iterable[str] = (),
    ) -> None:
        """Glow the usable cards. Only cards whose usability changed are visited, unless whose
        turn it is or whose hand is shown changed (that shades or lifts every Ranger's area).
        `sources`: cards that may be dragged without glowing (the acting ranger's role card,
        which starts a test when dropped on its target)."""
        self.legal = set(legal)
        self.drop_zones_for = drop_zones or {}
        sources = set(sources)
        turn = (self.table.active_ranger if self.table else None, self.hand_ranger)
        if turn == self._legal_turn:
            changed = (self._applied_legal ^ self.legal) | (self.drag_sources ^ sources)
            visit = [i for i in changed if i in self.cards]
        else:
            visit = list(self.cards)
        self.drag_sources = sources
        self._legal_turn, self._applied_legal = turn, set(self.legal)
        for iid in visit:
            item = self.cards[iid]
            item.set_legal(iid in self.legal)
            item.draggable = self._is_draggable(iid)
        self._restack({row for i in visit if (row := self._row_of.get(i)) is not None})
        for rid, board in self.boards.items():
            board.set_legal(rid in self.legal)

    def set_hints(self, hints: dict[str, tuple[str, str]]) -> None:
        """What the prompt offers on each card (pill text, tooltip lines); others lose theirs.

        Only cards whose hint changes are visited (a card item made since keeps its own default,
        no hint): most prompts offer nothing on cards, and a turn prompt offers on the same cards
        as the last one."""
        none = ("", "")
        applied = self._applied_hints
        for iid in [*hints, *(i for i in applied if i not in hints)]:
            item = self.cards.get(iid)
            if item is None:
                applied.pop(iid, None)
                continue
            hint = hints.get(iid, none)
            last = applied.get(iid)
            if last is not None and last[0] is item and last[1] == hint:
                continue
            item.set_hint(*hint)
            if hint == none:
                applied.pop(iid, None)
            else:
                applied[iid] = (item, hint)

    def set_marks(self, marks: dict[str, str]) -> None:
        """Words across cards (the mulligan's set-aside cards); every other card loses its mark."""
        for iid, item in self.cards.items():
            item.set_mark(marks.get(iid, ""))

    def card_item(self, iid: str) -> CardItem | None:
        return self.cards.get(iid)

    def zone_rect(self, key: str) -> QRectF:
        r = self.geometry.zones[key]
        return QRectF(r.x, r.y, r.w, r.h)

    def pile(self, key: str) -> PileItem | None:
        return self.piles.get(key)

    # ------------------------------------------------------------------ background and zones
    def _zone_changed(self, rect: QRectF) -> None:
        # The marker first: Qt then paints the zone and the items that changed with it in one
        # pass (`PassMarker` says why). Inside the zone, so its pixel adds nothing to the area
        # to repaint (a pixel in a corner of the table stretched the region's bounding box).
        spot = QPointF(round(rect.center().x()), round(rect.center().y()))
        if self._marker.pos() != spot:
            self._marker.setPos(spot)
        else:
            self._marker.update()
        self.invalidate(rect, QGraphicsScene.SceneLayer.BackgroundLayer)

    def drawBackground(self, painter: QPainter, rect: QRectF | QRect) -> None:
        """The table cloth and the zones, cached by the view as one background pixmap.

        The cloth's gradient is painted once per size and theme into a pixmap and copied from
        there: a turn changing hands redraws the strips of four zones, and filling them with the
        gradient again cost a few milliseconds."""
        if not isinstance(rect, QRectF):
            rect = QRectF(rect)  # Qt passes a QRectF; the signature allows a QRect too
        device = painter.device()
        dpr = device.devicePixelRatioF() if device is not None else 1.0
        cloth = self._cloth_pixmap(dpr)
        inside = rect.intersected(self.sceneRect())
        if cloth is None:
            painter.fillRect(rect, self.backgroundBrush())
        elif inside != rect:
            # Only the strips outside the scene (a zone's repaint margin at the table's edge):
            # the gradient over the whole rectangle cost about a millisecond per turn.
            outside = QRegion(rect.toAlignedRect()).subtracted(QRegion(inside.toAlignedRect()))
            for strip in outside:  # type: ignore[attr-defined]  # QRegion iterates its rectangles; the stubs omit it
                painter.fillRect(strip, QColor(self.theme.table))
        if cloth is not None and not inside.isEmpty():
            source = QRectF(inside.x() * dpr, inside.y() * dpr, inside.width() * dpr, inside.height() * dpr)
            painter.drawPixmap(inside, cloth, source)
        for zone in self.zones.values():
            if zone.rect().adjusted(-3, -3, 3, 3).intersects(rect):
                zone.paint(painter)

    # ------------------------------------------------------------------ layout
    def _cloth_pixmap(self, dpr: float) -> QPixmap | None:
        """The cloth at the scene's size (None when the scene is too large to keep one)."""
        r = self.sceneRect()
        w, h = math.ceil(r.right() * dpr), math.ceil(r.bottom() * dpr)
        if w <= 0 or h <= 0 or w * h > 16_000_000:
            return None
        key = (w, h, dpr, self.theme.name)
        if self._cloth is None or self._cloth_key != key:
            pixmap = QPixmap(w, h)
            pixmap.fill(QColor(self.theme.table))
            p = QPainter(pixmap)
            p.scale(dpr, dpr)
            p.fillRect(QRectF(0, 0, r.right(), r.bottom()), self.backgroundBrush())
            p.end()
            self._cloth, self._cloth_key = pixmap, key
        return self._cloth

    def _apply_background(self) -> None:
        self._cloth = None  # painted again at the next background redraw
        h = self._size[1]
        grad = QLinearGradient(QPointF(0, 0), QPointF(0, h))
        base = QColor(self.theme.table)
        grad.setColorAt(0, base.lighter(108))
        grad.setColorAt(1, base.darker(112))
        self.setBackgroundBrush(QBrush(grad))

    def _ranger_ids(self) -> list[str]:
        if self.table is None or not self.table.rangers:
            return ["r1"]
        return [r.id for r in self.table.rangers]

    def _relayout(self, animate: bool) -> None:
        w, h = self._size
        rangers = self._ranger_ids()
        self._surroundings_room = self._surroundings_width()
        self.geometry = geo.table_layout(w, h, rangers, self.zoom, surroundings=self._surroundings_room)
        rect = QRectF(0, 0, max(w, self.geometry.width), max(h, self.geometry.height))
        if rect != self.sceneRect():
            self.setSceneRect(rect)
            self._apply_background()
        self._sync_zones(rangers)
        if self.table is not None:
            self._place_everything(animate)

    def _surroundings_width(self) -> float:
        """Card widths the surroundings need: its cards and peeking attachments."""
        if self.table is None:
            return 3.0
        need = 0.0
        for iid in self.table.surroundings:
            card = self.table.cards.get(iid)
            if card is None or card.attached_to:
                continue
            need += 1.0 + geo.ATTACH_PEEK * len(card.attached)
        return max(3.0, need)

    def _sync_zones(self, rangers: list[str]) -> None:
        wanted = set(self.geometry.zones)
        for key in list(self.zones):
            if key not in wanted:
                gone = self.zones.pop(key)
                self._zone_changed(gone.rect())
        names = {r.id: r.name for r in self.table.rangers} if self.table else {}
        active = self.table.active_ranger if self.table else None
        for key, rect in self.geometry.zones.items():
            zone = self.zones.get(key)
            if zone is None:
                zone = ZoneItem(key, key, self.theme, on_change=self._zone_changed)
                self.zones[key] = zone
            caption, is_active = zone_look(key, names, active, self.hand_ranger)
            zone.set_state(active=is_active, caption=caption)
            zone.set_rect(QRectF(rect.x, rect.y, rect.w, rect.h))
        self._sync_shades()
        looks = (
            tuple((k, z.rect().getRect()) for k, z in self.zones.items()),
            tuple(names.items()),
            self.theme.name,
        )
        if looks != self._warmed_looks:
            self._warmed_looks = looks
            QTimer.singleShot(0, self, self.warm_zones)

    def warm_zones(self) -> int:
        """Paint ahead, into the zone pictures' cache, every zone's look for each Ranger's turn
        and each hand shown; returns how many were painted.

        Why: when the turn first passes to a Ranger, four large zone panels (lit, with the turn
        marker, and the hand's caption) were painted before that answer's first frame, several
        milliseconds. Run once per layout and names, right after the table is shown (a
        zero-delay timer; later while a mouse button is down). Nothing on screen changes; the
        pictures are keyed by everything they show (`ZoneItem.paint`), so a warmed one is never stale."""
        if self.table is None or not self.views():
            return 0
        if self._dragging is not None or QGuiApplication.mouseButtons() != Qt.MouseButton.NoButton:
            QTimer.singleShot(WARM_RETRY_MS, self, self.warm_zones)  # never in a drag's frames
            return 0
        dpr = self.views()[0].devicePixelRatioF()
        names = {r.id: r.name for r in self.table.rangers}
        painted = 0
        for key, zone in self.zones.items():
            seen: set[tuple[str, bool]] = set()
            for rid in names:
                seen.add(zone_look(key, names, rid, rid))
            for caption, lit in sorted(seen):
                painted += zone.warm(caption, lit, dpr)
        return painted

    def _all_rows(self) -> set[str]:
        assert self.table is not None
        return all_rows(self.table)

    def _place_everything(self, animate: bool) -> None:
        assert self.table is not None
        self._place(self._all_rows(), animate, piles=True, boards=None)

    def _place(self, rows: set[str], animate: bool, piles: bool, boards: Iterable[str] | None) -> None:
        """Lay out the cards of `rows` (zone keys), and the piles and the boards when asked
        (`boards=None`: every Ranger's). Cards of other rows are not visited at all."""
        assert self.table is not None
        table = self.table
        self.placed_rows = set(rows)  # what the last redraw visited (for tests and benchmarks)
        placements, sizes, row_of, (cw, ch, pile_w, board_w) = self._plan(rows, self.geometry)
        if piles:
            place_piles(self, table, cw, ch, pile_w)
        place_boards(self, table, cw, ch, board_w, boards)

        # Remove cards no longer visible in the rows laid out (glide them toward where they went).
        for iid in [i for i, row in self._row_of.items() if row in rows and i not in placements]:
            del self._row_of[iid]
            if iid in self.cards:
                self._retire(iid, table)
        self._row_of.update(row_of)
        for iid, (pos, rot, z) in placements.items():
            view = table.cards[iid]
            item = self.cards.get(iid)
            iw, ih = sizes.get(iid, (cw, ch))
            if item is None:
                item = self._new_card(view, iw, ih)
                item.setPos(self._spawn_point(iid, table, pos))
                item.setRotation(rot)
                fresh = True
            else:
                fresh = False
                item.set_card(view)
                item.set_size(iw, ih)
            item.set_base_z(z)
            item.set_legal(iid in self.legal)
            item.draggable = self._is_draggable(iid)
            pos = QPointF(round(pos.x()), round(pos.y()))
            item.glide_to(pos, rot, animate=animate and (not fresh or item.pos() != pos))
        self._restack(rows)

    def _plan(self, rows: set[str], geometry: geo.TableLayout) -> RowPlan:
        assert self.table is not None
        return plan_rows(self.table, self.hand_ranger, rows, geometry)

    def face_sizes(self, width: float, height: float) -> list[tuple[FaceModel, int, int]]:
        """Every face on the table with the size it would be painted at if the view were
        `width` x `height` (the hand's and the crowded rows' own sizes included), each once.
        Nothing on the table changes (the manual panel's warm-up, `ui/face_warmup.py`)."""
        if self.table is None:
            return []
        size = (max(400.0, width), max(300.0, height))
        geometry = geo.table_layout(
            size[0], size[1], self._ranger_ids(), self.zoom, surroundings=self._surroundings_width()
        )
        _, sizes, row_of, (cw, ch, _, _) = self._plan(self._all_rows(), geometry)
        wanted = [(self.table.cards[iid].face, sizes.get(iid, (cw, ch))) for iid in row_of]
        for pile in self.piles.values():  # the path deck and its discard show a face at card size
            face = pile.top if pile.top is not None else pile.back
            if not pile.compact and pile.count and face is not None:
                wanted.append((face, (cw, ch)))
        seen: set[tuple[str, int, int]] = set()
        out: list[tuple[FaceModel, int, int]] = []
        for face, (w, h) in wanted:
            key = (face.key, round(w), round(h))
            if key not in seen:
                seen.add(key)
                out.append((face, round(w), round(h)))
        return out

    def _restack(self, rows: Iterable[str]) -> None:
        """Lift the usable cards of each veiled row above its veil (`zone_looks.lift_over_veil`);
        cards of rows not veiled are neither lifted nor dimmed."""
        table = self.table
        if table is None:
            return
        for row in rows:
            members = [self.cards[i] for i, r in self._row_of.items() if r == row and i in self.cards]
            if not veiled(row, table):
                for item in members:  # a card that came from a veiled area is lifted no more
                    item.set_lifted(False)
                    item.set_dimmed(False)
                continue
            lift_over_veil(members, self.legal)

    def _sync_shades(self) -> None:
        """One veil per veiled area, the size of its zone (`AreaShade`).

        A veil no longer wanted is faded out, not removed: when the turn changes hands the veils
        of both rangers' areas swap, and a removed veil and a new one each cost a fresh cached
        picture of a zone-sized translucent panel (and the scene an item added and removed)."""
        wanted = {key for key in self.geometry.zones if veiled(key, self.table)}
        for key in [k for k in self._shade_pool if k not in self.geometry.zones]:
            self.removeItem(self._shade_pool.pop(key))  # that zone is gone (fewer rangers)
            self.shades.pop(key, None)
        for key in [k for k in self.shades if k not in wanted]:
            self.shades.pop(key).set_shown(False)
        for key in sorted(wanted):
            shade = self._shade_pool.get(key)
            if shade is None:
                shade = AreaShade(key)
                self.addItem(shade)
                self._shade_pool[key] = shade
            r = self.geometry.zones[key]
            shade.set_rect(QRectF(round(r.x), round(r.y), round(r.w), round(r.h)))
            shade.set_shown(True)
            self.shades[key] = shade
        for key, shade in self._shade_pool.items():
            if key not in wanted:
                r = self.geometry.zones[key]  # a faded veil keeps its zone's size for next time
                shade.set_rect(QRectF(round(r.x), round(r.y), round(r.w), round(r.h)))

    def _spawn_point(self, iid: str, table: TableView, target: QPointF) -> QPointF:
        """Where a newly visible card appears from: its deck, so draws visibly come from somewhere."""
        zone = table.where(iid) or ""
        if zone.startswith("hand:"):
            board = self.boards.get(zone.partition(":")[2])
            pile = self.piles.get(f"deck:{zone.partition(':')[2]}")
            if pile is not None:
                return pile.pos()
            if board is not None:
                return board.pos()
        if zone in ("along_the_way", "surroundings") or zone.startswith("within_reach:"):
            pile = self.piles.get("path_deck")
            if pile is not None and table.cards[iid].owner is None:
                return pile.pos()
        return target

    def _retire(self, iid: str, table: TableView) -> None:
        item = self.cards.pop(iid)
        dest: QPointF | None = None
        where = table.where(iid) or ""
        if iid in table.path_discard and "path_discard" in self.piles:
            dest = self.piles["path_discard"].pos()
        elif where.startswith("discard:") and f"discard:{where[8:]}" in self.piles:
            dest = self.piles[f"discard:{where[8:]}"].pos()
        if dest is None or not self.views():
            self.removeItem(item)
            item.deleteLater()
            return
        item.setAcceptHoverEvents(False)
        item.setEnabled(False)
        item.glide_to(dest, 0.0)
        item.setOpacity(0.85)

        def _drop() -> None:
            if item.scene() is self:
                self.removeItem(item)
            item.deleteLater()

        QTimer.singleShot(MOVE_MS + 20, _drop)

    def _new_card(self, view: CardView, cw: float, ch: float) -> CardItem:
        item = CardItem(view, cw, ch, self.theme)
        item.hovered.connect(self.card_hovered)
        item.unhovered.connect(self.card_unhovered)
        item.activated.connect(self.card_activated)
        item.clicked.connect(self.card_clicked)
        item.context_requested.connect(self.card_context)
        item.hint_clicked.connect(self.card_context)  # the pill opens the card's options
        item.drag_started.connect(self._on_drag_started)
        item.dropped.connect(self._on_dropped)
        self.addItem(item)
        self.cards[view.iid] = item
        return item

    # ------------------------------------------------------------------ drag and drop
    def _is_draggable(self, iid: str) -> bool:
        if iid in self.legal or iid in self.drag_sources:
            return True
        if self.table is None or self.hand_ranger is None:
            return False
        try:
            return iid in self.table.ranger(self.hand_ranger).hand
        except KeyError:
            return False

    def _on_drag_started(self, iid: str) -> None:
        self._dragging = iid
        zones = self.drop_zones_for.get(iid, set())
        for key, zone in self.zones.items():
            zone.set_state(drop_target=key in zones or key.partition(":")[0] in zones)
        self.drag_started.emit(iid)

    def _on_dropped(self, iid: str, scene_pos: QPointF) -> None:
        self._dragging = None
        for zone in self.zones.values():
            zone.set_state(drop_target=False)
        zone_key = self.geometry.zone_at(scene_pos.x(), scene_pos.y()) or ""
        target = ""
        for item in self.items(scene_pos):
            if isinstance(item, CardItem) and item.iid != iid:
                target = item.iid
                break
            if isinstance(item, PileItem):
                target = f"pile:{item.key}"  # e.g. "pile:discard:r1"
                break
        before = self._generation
        self._dropping = iid
        try:
            self.drop_requested.emit(iid, zone_key, target)
        finally:
            self._dropping = None
        dropped = self.cards.get(iid)
        if dropped is not None and self._generation == before:
            # Nothing changed: the drop was refused (or not an action); the card glides home.
            dropped.glide_home()
            dropped.setZValue(dropped.rest_z())
