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
MIN_CARD_W = 48.0
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


def row_positions(widths: Sequence[float], available: float, gap: float = GAP) -> list[float]:
    """Left x of each slot in a row; slots overlap evenly once they no longer fit side by side.

    `widths` are the slot widths (an exhausted card is as wide as a card is tall; a host with
    attachments is wider). The last slot always ends inside `available`.
    """
    if not widths:
        return []
    natural = sum(widths) + gap * (len(widths) - 1)
    xs: list[float] = []
    if natural <= available or len(widths) == 1:
        x = 0.0
        for w in widths:
            xs.append(x)
            x += w + gap
        return xs
    # Squeeze: every slot keeps its share of the overflow, so each stays partly visible.
    overflow = natural - available
    cut = overflow / (len(widths) - 1)
    x = 0.0
    for w in widths:
        xs.append(x)
        x += w + gap - cut
    return xs


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


def slot_width(card_w: float, card_h: float, exhausted: bool, attachments: int) -> float:
    """Width a card occupies in a row: turned sideways when exhausted, widened by attachments."""
    base = card_h if exhausted else card_w
    return base + attachments * ATTACH_PEEK * card_w


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
