"""Where each card of the table goes, worked out from a `TableView` alone (no scene items).

Why apart from the scene: the plan is pure geometry over the table picture and the layout, so
the scene (which owns the items) and `TableScene.face_sizes` (which asks about a size not shown
yet) share it, and it can be read without the item bookkeeping around it.
"""

from __future__ import annotations

import math
from collections.abc import Iterable

from PySide6.QtCore import QPointF

from rangers_qt.app.faces import FaceModel
from rangers_qt.app.table_model import TableChange, TableView
from rangers_qt.ui import card_face
from rangers_qt.ui import layout as geo
from rangers_qt.ui.items import Z

#: (placements: card -> (position, rotation, z), sizes of the cards not at the card size,
#: row of each card, (card width, card height, pile width, board width)).
RowPlan = tuple[
    dict[str, tuple[QPointF, float, float]],
    dict[str, tuple[float, float]],
    dict[str, str],
    tuple[float, float, float, float],
]


def all_rows(table: TableView) -> set[str]:
    """Every row (zone key) of the table: the shared areas, the hand and each Ranger's two."""
    rows = {"surroundings", "along_the_way", "hand"}
    for r in table.rangers:
        rows |= {f"within_reach:{r.id}", f"player_area:{r.id}"}
    return rows


def rows_touched(
    change: TableChange, table: TableView, hand_ranger: str | None, row_of: dict[str, str]
) -> set[str]:
    """The rows (zone keys) an answer's change touches: its areas, and where its cards were
    and now are (an attachment's row is its host's)."""
    rows: set[str] = set()
    for area in change.areas:
        rid, dot, name = area.partition(".")
        if not dot:
            if area in ("surroundings", "along_the_way"):
                rows.add(area)
        elif name == "hand":
            if rid == hand_ranger:
                rows.add("hand")
        elif name in ("within_reach", "player_area"):
            rows.add(f"{name}:{rid}")
    for iid in change.cards:
        before = row_of.get(iid)
        if before is not None:
            rows.add(before)
        now = row_for(iid, table, hand_ranger)
        if now is not None:
            rows.add(now)
    return rows


def row_for(iid: str, table: TableView, hand_ranger: str | None) -> str | None:
    zone = table.where(iid)
    if zone is None:
        return None
    kind, _, rid = zone.partition(":")
    if kind == "hand":
        return "hand" if rid == hand_ranger else None
    if kind in ("within_reach", "player_area"):
        return zone
    if kind in ("surroundings", "along_the_way"):
        return kind
    return None


#: (`name_share`, title band height) by (face key, name, width): asked for every card of a row
#: at each layout.
_TITLES: dict[tuple[str, str, float], tuple[float, float]] = {}


def _title(face: FaceModel, w: float) -> tuple[float, float]:
    key = (face.key, face.name, w)
    title = _TITLES.get(key)
    if title is None:
        if len(_TITLES) > 4096:
            _TITLES.clear()
        head = card_face.header_layout(face, w)
        right = head.name_ink.right() if head.name_whole else 0.0
        if head.cost is not None:
            right = max(right, head.cost.right())
        share = min(1.0, (right + 3.0) / w) if w > 0 else 1.0
        title = _TITLES[key] = (share, head.band_h)
    return title


def name_share(face: FaceModel, w: float) -> float:
    """The share of a card's width, from its left edge, that its cost and its whole name cover
    on its face at width `w` (`card_face.header_layout`), with a little room: an overlapping
    card in a crowded row (fanned gear) lies only to the right of it."""
    return _title(face, w)[0]


def band_share(face: FaceModel, w: float, h: float) -> float:
    """The share of a card's height its title band takes at size `w` x `h`, with a pixel of
    room: a shelf in front of this card's lies at least that much lower (`layout.shelf_drop`)."""
    return (_title(face, w)[1] + 1.0) / h if h > 0 else 1.0


def _shelf_drop(table: TableView, shelves: list[list[str]], cw: float, ch: float, room_h: float) -> float:
    """How much lower each shelf lies than the one behind it (`layout.shelf_drop`, whole pixels,
    from the bands of the cards at their drawn size), and never so low that the front shelf
    spills out of its zone."""
    if len(shelves) < 2 or ch <= 0:
        return 0.0
    bands = {i: band_share(table.cards[i].face, cw, ch) for s in shelves for i in s}
    index = {i: n for n, i in enumerate(bands)}
    share = geo.shelf_drop([[index[i] for i in s] for s in shelves], list(bands.values()))
    fits = math.floor((room_h - ch) / (len(shelves) - 1))
    return max(float(round(geo.TITLE_SHARE * ch)), min(float(math.ceil(share * ch)), float(fits)))


def plan_rows(
    table: TableView, hand_ranger: str | None, rows: set[str], geometry: geo.TableLayout
) -> RowPlan:
    """Where the cards of `rows` go in `geometry` and at what size, touching no item:
    (placements, sizes of the cards not at the card size, row of each card, and the
    card width and height, pile width and board width). `TableScene.face_sizes` asks it about a table
    size not shown yet."""
    # Whole pixels: faces are cached at exactly the item size and blitted unscaled.
    cw, ch = float(round(geometry.card_w)), float(round(geometry.card_h))
    base_w, base_h = cw, ch
    placements: dict[str, tuple[QPointF, float, float]] = {}  # iid -> (pos, rotation, z)
    sizes: dict[str, tuple[float, float]] = {}  # cards not at the table's card size
    row_of: dict[str, str] = {}

    def place_row(
        zone_key: str,
        iids: Iterable[str],
        reserve_right: float = 0.0,
        start: float = 0.0,
        grow: bool = False,
    ) -> None:
        zone = geometry.zones[zone_key]
        inner = zone.inner()
        hosts = [i for i in iids if i in table.cards and not table.cards[i].attached_to]

        def slots(w: float, h: float) -> list[float]:
            return [geo.slot_width(w, len(table.cards[i].attached)) for i in hosts]

        def shares(w: float) -> list[float]:
            return [name_share(table.cards[i].face, w) for i in hosts]

        def bands(w: float, h: float) -> list[float]:
            return [band_share(table.cards[i].face, w, h) for i in hosts]

        cw, ch = base_w, base_h
        resized = grow
        if grow:
            # A zone with room shows its few cards larger (whole pixels, like every face).
            scale = geo.zone_card_scale(zone, slots(cw, ch), ch)
            cw, ch = float(math.floor(cw * scale)), float(math.floor(ch * scale))
        room = max(cw, inner.w - reserve_right - start)
        # Slots never overlapped: hosts with attachments (`geo.row_keeps`).
        whole = [bool(table.cards[i].attached) for i in hosts]
        crowd, shelves = geo.shelf_plan(
            slots(cw, ch),
            whole,
            room,
            inner.h,
            cw,
            ch,
            least=geo.readable_scale(cw),
            shares=shares(cw),
            bands=bands(cw, ch),
        )
        if crowd < 1.0:
            # A crowded row shrinks until each overlapped card still shows its name (whole
            # pixels); the overlap then takes only the right part of each card, and a row
            # fuller still lies on shelves, each in front of the one behind (`shelf_plan`).
            # Never below the readable size: past it the row overlaps further instead.
            small_w = max(float(math.floor(cw * crowd)), min(cw, geo.ROW_LEAST_W))
            cw, ch = small_w, float(math.floor(ch * small_w / cw))
            resized = True
        widths = slots(cw, ch)
        keeps = geo.row_keeps(widths, cw, whole, shares(cw))
        drop = _shelf_drop(table, [[hosts[k] for k in shelf] for shelf in shelves], cw, ch, inner.h)
        for j, shelf in enumerate(shelves):
            xs = geo.row_positions([widths[k] for k in shelf], room, keeps=[keeps[k] for k in shelf])
            y = inner.y + j * drop
            for n, (k, x) in enumerate(zip(shelf, xs, strict=True)):
                sx, order = inner.x + start + x, j * 0.5 + n * 0.01
                place_card(zone_key, hosts[k], sx, y, order, cw, ch, resized)

    def place_card(
        zone_key: str, iid: str, sx: float, y: float, order: float, cw: float, ch: float, resized: bool
    ) -> None:
        """One card of a row at slot x `sx` (its attachments peeking out to the right)."""
        card = table.cards[iid]
        # Exhausted cards stay upright (their text reads; the card item marks them exhausted).
        placements[iid] = (QPointF(sx, y), 0.0, Z.CARD + order)
        row_of[iid] = zone_key
        if resized:
            sizes[iid] = (cw, ch)
        for j, att in enumerate(card.attached):
            if att not in table.cards:
                continue
            ax = sx + (j + 1) * geo.ATTACH_PEEK * cw
            placements[att] = (
                QPointF(ax, y),
                0.0,
                Z.CARD + order - Z.ATTACHMENT_BELOW_HOST - j * 0.001,
            )
            row_of[att] = zone_key
            if resized:
                sizes[att] = (cw, ch)

    for key in ("surroundings", "along_the_way"):
        if key in rows:
            place_row(key, getattr(table, key))
    # Board and pile chips need text room, not card room: capped so big cards keep the row.
    pile_w = min(120.0, max(cw * 0.9, 98.0))
    board_w = min(140.0, max(cw * 1.1, 96.0))
    col_w = geometry.zones[f"player_area:{table.rangers[0].id}"].inner().w if table.rangers else 0.0
    if col_w < board_w + pile_w + 2 * cw + 3 * geo.GAP:
        # Narrow columns (3-4 rangers): slimmer board, piles as icon-and-count chips.
        pile_w = max(52.0, cw * 0.6)
        board_w = max(84.0, cw * 1.0)
    for r in table.rangers:
        if f"within_reach:{r.id}" in rows:
            place_row(f"within_reach:{r.id}", r.within_reach, grow=True)
        if f"player_area:{r.id}" in rows:
            place_row(
                f"player_area:{r.id}",
                r.player_area,
                reserve_right=pile_w + geo.GAP,
                start=board_w + geo.GAP,
            )
    # The hand of the ranger whose turn (or prompt) it is.
    if hand_ranger is not None and "hand" in rows:
        try:
            hand = table.ranger(hand_ranger).hand
        except KeyError:
            hand = ()
        # The hand is what a player studies most: its cards grow into any spare height.
        zone = geometry.zones["hand"]
        grow = max(1.0, min(1.35, (zone.inner().h - 12) / ch))
        hw, hh = float(round(cw * grow)), float(round(ch * grow))
        for k, (x, y, angle) in enumerate(geo.fan_positions(len(hand), zone, hw, hh)):
            placements[hand[k]] = (QPointF(x, y), angle, Z.HAND + k * 0.01)
            sizes[hand[k]] = (hw, hh)
            row_of[hand[k]] = "hand"

    return placements, sizes, row_of, (cw, ch, pile_w, board_w)
