"""Where every zone and card sits on the table, as plain arithmetic.

Kept free of Qt on purpose: the geometry is the part most likely to break when the
window size, the number of rangers or the zoom changes, and here it can be unit-tested
in microseconds without a display. The scene only copies these numbers onto items.

The table reads like the physical game (UI.md): the shared things at the top (path deck,
surroundings, along the way, challenge deck), each ranger's reach and player area below,
the active ranger's hand at the bottom edge.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

CARD_RATIO = 88 / 63  # height / width of a standard card
LABEL_H = 20.0  # the caption strip above each zone
PAD = 8.0  # inner margin of a zone
GAP = 8.0  # space between two cards in a row
ATTACH_PEEK = 0.24  # how much of an attachment shows beside its host, as a share of card width
#: The least width (px) of the table's cards, whatever the window, the zoom or a day panel leave:
#: from here every card's name of the catalogue is drawn whole on its face (at 75 px one long
#: location name is cut; tests/ui/test_readable_cards.py). A table that needs more room than the
#: view scrolls instead (issue #29: a guide entry or the travel chooser shrank cards to one word).
READABLE_CARD_W = 76.0
#: The least a crowded row's cards shrink to (px): the face's compact threshold
#: (`card_face.COMPACT_WIDTH`), from which a face still prints its text box and the name of every
#: card that goes in a row (locations stay in the surroundings, which are sized to fit them).
ROW_LEAST_W = 70.0
MIN_CARD_W = READABLE_CARD_W
MAX_CARD_W = 200.0
#: Tilt of the outermost hand cards. 0: a rotated card defeats the device cache and is redrawn
#: with smooth rotation every frame (about 1 ms per card); the arc (lift) alone reads as a hand.
FAN_DEGREES = 0.0

# Four rows of cards: the shared row (decks, surroundings, along the way), each ranger's
# reach, each ranger's player area, and the hand. Surroundings and along the way share a row:
# on a screen, card size matters more than mirroring the box's exact rings.
ROWS = ("shared", "within_reach", "player_area", "hand")
DECK_SLOTS = 2  # a deck and its discard, side by side
MIN_ALONG_SLOTS = 3
#: Largest a within-reach card grows (times the table's card size) when its zone has room.
ZONE_GROW_CAP = 1.6
#: Spare height the hand keeps before sharing it (the hand grows only past this margin anyway).
HAND_MARGIN = 12.0
#: In a crowded row, the least share of an overlapped card's width left in view: its title band
#: (cost and name) runs across the top from the left, so the card on top of it covers its right
#: side only (`row_keeps`); a card whose name runs further keeps as much as its name and cost
#: need (`shares`, from the face's own title band).
NAME_SHARE = 0.55
#: The least a crowded row's cards shrink to (times the table's card size) so that every name
#: stays in view; a row still too full past that overlaps further, every card still partly shown.
MIN_ROW_SCALE = 0.6
#: A crowded row's scale moves in steps of this much (rounded down): each new card size renders
#: every face of the row again, so a card more or less in a row rarely changes its size, and
#: rows of about the same crowding share their faces' cached pictures.
ROW_SCALE_STEP = 0.1
#: The title band's share of a card's height: a shelf of cards laid in front of another
#: (`shelf_plan`) starts this far lower, so the names of the shelf behind stay in view.
TITLE_SHARE = 0.2
#: At most this many shelves in one row.
MAX_SHELVES = 3


@dataclass(frozen=True)
class Rect:
    x: float
    y: float
    w: float
    h: float

    @property
    def right(self) -> float:
        return self.x + self.w

    @property
    def bottom(self) -> float:
        return self.y + self.h

    def contains(self, px: float, py: float) -> bool:
        return self.x <= px <= self.right and self.y <= py <= self.bottom

    def inner(self) -> Rect:
        """The part of the zone where cards go (below the caption, inside the padding)."""
        w = max(0.0, self.w - 2 * PAD)
        return Rect(self.x + PAD, self.y + LABEL_H, w, max(0.0, self.h - LABEL_H - PAD))


@dataclass(frozen=True)
class TableLayout:
    width: float
    height: float
    card_w: float
    card_h: float
    zones: dict[str, Rect]

    def zone_at(self, px: float, py: float) -> str | None:
        """The zone under a point; the most specific one wins (zones do not overlap)."""
        for name, rect in self.zones.items():
            if rect.contains(px, py):
                return name
        return None


def zone_key(kind: str, ranger: str | None = None) -> str:
    """Zones of one ranger are keyed "within_reach:r1"; shared zones by their kind alone."""
    return f"{kind}:{ranger}" if ranger else kind


def card_width_for(width: float, height: float, zoom: float = 1.0, surroundings: float = 3) -> float:
    """The card width that lets the four rows fit the height and the shared row fit the width."""
    per_row = LABEL_H + PAD + GAP  # vertical overhead of one row
    card_h = (height - len(ROWS) * per_row) / len(ROWS)
    by_height = card_h / CARD_RATIO
    # The shared row holds two deck zones, the surroundings and at least three cards along the way.
    slots = 2 * DECK_SLOTS + max(1, surroundings) + MIN_ALONG_SLOTS
    zones = 4
    by_width = (width - zones * (2 * PAD + GAP) - slots * GAP) / slots
    card_w = min(by_height, by_width)
    return max(MIN_CARD_W, min(MAX_CARD_W, card_w * zoom))


def readable_scale(card_w: float) -> float:
    """The least a crowded row may scale cards of width `card_w` (`shelf_plan`): never below
    `ROW_LEAST_W`, nor below `MIN_ROW_SCALE`."""
    if card_w <= 0:
        return 1.0
    return min(1.0, max(MIN_ROW_SCALE, ROW_LEAST_W / card_w))


def table_layout(
    width: float, height: float, rangers: Sequence[str], zoom: float = 1.0, surroundings: float = 3
) -> TableLayout:
    """Zone rectangles for a table of the given size with the given rangers (1 to 4).

    `surroundings` is how many card widths the surroundings need (weather, location, missions,
    plus any attachment peeking out), so that zone is just wide enough and along the way gets
    the rest of the row.
    """
    if not 1 <= len(rangers) <= 4:
        raise ValueError(f"the table seats 1 to 4 rangers, got {len(rangers)}")
    slots = max(1.0, float(surroundings))
    card_w = card_width_for(width, height, zoom, slots)
    card_h = card_w * CARD_RATIO
    row_h = LABEL_H + card_h + PAD + GAP
    zones: dict[str, Rect] = {}
    deck_w = DECK_SLOTS * card_w + (DECK_SLOTS - 1) * GAP + 2 * PAD
    sur_w = slots * card_w + (math.ceil(slots) - 1) * GAP + 2 * PAD
    shared_h = row_h - GAP
    zones["path_deck"] = Rect(0.0, 0.0, deck_w, shared_h)
    zones["surroundings"] = Rect(deck_w + GAP, 0.0, sur_w, shared_h)
    along_x = deck_w + GAP + sur_w + GAP
    total_w = max(width, along_x + MIN_ALONG_SLOTS * card_w + 2 * PAD + GAP + deck_w)
    zones["challenge_deck"] = Rect(total_w - deck_w, 0.0, deck_w, shared_h)
    zones["along_the_way"] = Rect(along_x, 0.0, total_w - deck_w - GAP - along_x, shared_h)
    y = row_h
    # Spare height (on a wide screen the card size is set by the shared row's width, not by the
    # four rows' height) used to go to the hand alone. Past the hand's margin it is now shared
    # equally with the within-reach rows, so a lone card there can be shown larger; on a
    # height-bound screen (1366x768) there is none and nothing moves.
    spare = height - 4 * row_h + GAP
    reach_extra = min((ZONE_GROW_CAP - 1) * card_h, max(0.0, (spare - HAND_MARGIN) / 2))
    reach_h = row_h + reach_extra
    col_w = (total_w - GAP * (len(rangers) - 1)) / len(rangers)
    for i, rid in enumerate(rangers):
        x = i * (col_w + GAP)
        zones[zone_key("within_reach", rid)] = Rect(x, y, col_w, reach_h - GAP)
        zones[zone_key("player_area", rid)] = Rect(x, y + reach_h, col_w, row_h - GAP)
    y += reach_h + row_h
    # The hand spans the whole width: it is the active ranger's, the one place the eye returns to.
    zones["hand"] = Rect(0.0, y, total_w, max(row_h - GAP, height - y))
    return TableLayout(
        width=total_w, height=max(height, y + row_h - GAP), card_w=card_w, card_h=card_h, zones=zones
    )


def row_positions(
    widths: Sequence[float],
    available: float,
    gap: float = GAP,
    keeps: Sequence[float] | None = None,
) -> list[float]:
    """Left x of each slot in a row; slots overlap once they no longer fit side by side.

    `widths` are the slot widths (a host with attachments is wider). The last slot always ends
    inside `available`. `keeps`: how much of each slot stays in view when the next one overlaps
    it (`row_keeps`); the overflow is taken from the slots with room to give, evenly, so no slot
    shows less than its keep while the row can fit that way. Past that (or without `keeps`)
    every slot gives the same share of the overflow, so each stays partly visible.
    """
    if not widths:
        return []
    n = len(widths)
    natural = sum(widths) + gap * (n - 1)
    if natural <= available or n == 1:
        steps = [w + gap for w in widths]
    else:
        overflow = natural - available
        steps = [w + gap for w in widths]
        room = [max(0.0, w + gap - k) for w, k in zip(widths, keeps or [0.0] * n, strict=True)][:-1]
        if keeps is not None and sum(room) >= overflow:
            # Water-filling: an even cut, except that a slot with less room gives all it has
            # and the rest is shared among the others.
            order = sorted(range(n - 1), key=lambda k: room[k])
            left, todo = overflow, n - 1
            for k in order:
                cut = min(room[k], left / todo)
                steps[k] -= cut
                left -= cut
                todo -= 1
        else:
            if keeps is not None:  # every slot down to its keep, then the even squeeze beyond it
                for k in range(n - 1):
                    steps[k] -= room[k]
                overflow -= sum(room)
            cut = overflow / (n - 1)
            for k in range(n - 1):
                steps[k] -= cut
    xs: list[float] = []
    x = 0.0
    for step in steps:
        xs.append(x)
        x += step
    return xs


def row_keeps(
    widths: Sequence[float],
    card_w: float,
    whole: Sequence[bool],
    shares: Sequence[float] | None = None,
) -> list[float]:
    """How much of each slot stays in view when the next slot overlaps it (see `NAME_SHARE`):
    a card loses at most the right part of its width beyond its name and cost (`shares`: each
    card's share of its width to keep, at least `NAME_SHARE`); a `whole` slot nothing (a host
    whose attachments peek out on its right: that strip is all they show)."""
    share = shares or [NAME_SHARE] * len(widths)
    return [
        w if t else max(0.0, w - (1.0 - max(NAME_SHARE, min(1.0, k))) * card_w)
        for w, t, k in zip(widths, whole, share, strict=True)
    ]


def crowded_scale(
    widths: Sequence[float],
    keeps: Sequence[float],
    available: float,
    gap: float = GAP,
    least_scale: float = MIN_ROW_SCALE,
) -> float:
    """How much smaller (`least_scale` to 1.0) a crowded row's cards are drawn so that, overlapped,
    each still shows its keep (`row_keeps`, measured at the table's card size like `widths`).
    1.0 when the row fits as it is; the gaps do not shrink."""
    n = len(widths)
    if n < 2 or sum(widths) + gap * (n - 1) <= available:
        return 1.0
    least = sum(min(k + 0.0, w + gap) for k, w in zip(keeps[:-1], widths[:-1], strict=True))
    # Only the keeps and the last slot scale: least * s + widths[-1] * s <= available.
    need = least + widths[-1]
    if need <= available:
        return 1.0
    return max(least_scale, min(1.0, available / need))


def shelf_plan(
    widths: Sequence[float],
    whole: Sequence[bool],
    available: float,
    height: float,
    card_w: float,
    card_h: float,
    gap: float = GAP,
    least: float = MIN_ROW_SCALE,
    shares: Sequence[float] | None = None,
    bands: Sequence[float] | None = None,
) -> tuple[float, list[list[int]]]:
    """How to lay out a row: the scale of its cards and its shelves (slot indices, front last).

    A row that fits, or that a small shrink makes readable (`crowded_scale`), is one shelf in
    its own order. A row too full for that (a player area with a dozen cards) is laid out on
    up to `MAX_SHELVES` shelves, each lower by the title band (`shelf_drop`) and in front of
    the one behind, so every card shows its name and the front shelf shows its cards whole:
    the cards keep their order, except that the `whole` slots (`row_keeps`: hosts with
    attachments) go on the front shelf, whose cards nothing lies on (an attachment shows only
    the strip beside its host). The
    number of shelves is the one that leaves the cards largest; `height` is the room for the
    row's cards (the zone's inner height). Measured at the table's card size (`card_w`, `card_h`).
    `bands`: each slot's title band as a share of the card's height (a name on two lines makes
    it taller than `TITLE_SHARE`): the shelves behind lie that much higher (`shelf_drop`), so
    the names on them stay whole.
    """
    n = len(widths)
    keeps = row_keeps(widths, card_w, whole, shares)
    one = crowded_scale(widths, keeps, available, gap, least_scale=0.0)
    if n < 3 or one >= 1.0 or card_h <= 0:
        return _stepped(one, least), [list(range(n))]
    best_scale, best = one, [list(range(n))]
    order = [k for k in range(n) if not whole[k]] + [k for k in range(n) if whole[k]]
    total = sum(widths[k] for k in order)
    for shelves in range(2, MAX_SHELVES + 1):
        if shelves > n:
            break
        # Contiguous blocks of about equal width, in order.
        blocks: list[list[int]] = [[] for _ in range(shelves)]
        done, j = 0.0, 0
        for pos, k in enumerate(order):
            left_after = n - pos  # slots still to place, this one included
            if (
                j < shelves - 1
                and blocks[j]
                and (done + widths[k] / 2 > total * (j + 1) / shelves or left_after <= shelves - 1 - j)
            ):
                j += 1
            blocks[j].append(k)
            done += widths[k]
        if any(not b for b in blocks):
            continue
        # The drop the names behind want, or as much of it as the zone's height allows at the
        # least size (a two-line name behind then shows its first line).
        room = (height / (card_h * least) - 1.0) / (shelves - 1) if least > 0 else 1.0
        drop = max(TITLE_SHARE, min(shelf_drop(blocks, bands), room))
        by_h = height / (card_h * (1.0 + (shelves - 1) * drop))
        by_w = min(
            crowded_scale([widths[k] for k in b], [keeps[k] for k in b], available, gap, least_scale=0.0)
            for b in blocks
        )
        scale = min(1.0, by_h, by_w)
        if by_h < least - 1e-9:
            continue  # the shelves would spill out of the zone at a readable size
        if scale > best_scale * 1.05:  # another shelf only when it gains something visible
            best_scale, best = scale, blocks
    return _stepped(best_scale, least), best


def shelf_drop(shelves: Sequence[Sequence[int]], bands: Sequence[float] | None) -> float:
    """How much lower (a share of the card's height) each shelf lies than the one behind it: the
    tallest title band among the cards of the shelves behind the front one, at least `TITLE_SHARE`."""
    behind = [bands[k] for shelf in shelves[:-1] for k in shelf] if bands else []
    return max([TITLE_SHARE, *behind])


def _stepped(scale: float, least: float = MIN_ROW_SCALE) -> float:
    """`scale` rounded down to a `ROW_SCALE_STEP`, within `least` to 1.0."""
    if scale >= 1.0:
        return 1.0
    steps = math.floor(scale / ROW_SCALE_STEP + 1e-9)
    return max(least, min(1.0, steps * ROW_SCALE_STEP))


def zone_card_scale(
    zone: Rect, widths: Sequence[float], card_h: float, cap: float = ZONE_GROW_CAP, gap: float = GAP
) -> float:
    """How much larger (1.0 to `cap`) a zone's cards can be drawn and still fit its rectangle.

    `widths` are the slots at the table's card size (see `slot_width`). A zone with one or two
    cards and room to spare shows them larger; a crowded zone keeps the table's size (and
    `row_positions` squeezes it as before). Never below 1.0: every zone then matches the others.
    """
    inner = zone.inner()
    if not widths or card_h <= 0:
        return 1.0
    by_h = inner.h / card_h
    by_w = (inner.w - gap * (len(widths) - 1)) / sum(widths)
    return max(1.0, min(cap, by_h, by_w))


def slot_width(card_w: float, attachments: int) -> float:
    """Width a card occupies in a row: widened by its attachments peeking out. An exhausted card
    is as wide as any other: it stays upright, marked (issue #29)."""
    return card_w + attachments * ATTACH_PEEK * card_w


def fan_positions(count: int, zone: Rect, card_w: float, card_h: float) -> list[tuple[float, float, float]]:
    """(x, y, angle) of each card in the hand: centred, gently fanned, squeezed when many."""
    if count <= 0:
        return []
    inner = zone.inner()
    xs = row_positions([card_w] * count, inner.w)
    used = xs[-1] + card_w
    offset = inner.x + max(0.0, (inner.w - used) / 2)
    out: list[tuple[float, float, float]] = []
    mid = (count - 1) / 2
    for i, x in enumerate(xs):
        rel = (i - mid) / max(1.0, mid) if count > 1 else 0.0
        angle = FAN_DEGREES * rel
        lift = 6.0 * rel * rel  # the ends drop a little, like cards held in a hand
        out.append((offset + x, inner.y + lift, angle))
    return out
