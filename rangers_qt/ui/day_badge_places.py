"""Where the days' numbers along the journey's legs go, so that no other day marker covers one
(issue #29).

Why a search: the markers keep their size in pixels whatever the zoom, while the places they
mark move with it. At the review's fitted zoom a short leg's middle lies a few pixels from its
ends, where the markers of the days that began or ended there stand, and the middles of two
legs from one place can meet. Where days began and ended stays fixed (beside its place); each
leg's row of numbers slides along its own leg, then off it, to the first spot that touches no
marker already placed and no location marker. Plain floats in pixels: this runs on every zoom.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

#: A rectangle in pixels: (x1, y1, x2, y2).
Box = tuple[float, float, float, float]

#: Where along a leg its numbers may sit (0 and 1 are its ends), best first.
ALONG = (0.5, 0.42, 0.58, 0.34, 0.66, 0.26, 0.74, 0.18, 0.82)
#: How far off the leg (in badge rows) they may go when nowhere along it is free.
ACROSS = (0.0, 1.0, -1.0, 2.0, -2.0)
#: A badge's weight against a location marker's: covering a day's number is the worst.
BADGE_WEIGHT = 20.0
#: A location's name (its plate) between the two: a number under a name cannot be read, but a
#: name that covers a number is moved first (the names find the sides free of numbers).
NAME_WEIGHT = 5.0
#: A leg's number as the names see it: grown by this on each side (pixels; both are drawn at
#: whole pixels, so a name placed a fraction off could still touch it on screen).
LEG_PAD = 1.5


@dataclass(frozen=True)
class LegRow:
    """One leg's numbers: its ends in pixels and each number's box about the anchor."""

    a: tuple[float, float]
    b: tuple[float, float]
    boxes: tuple[Box, ...]


#: What a box should not cover: a box and how bad covering it is (per square pixel).
Weighted = tuple[float, float, float, float, float]


def cost_of(rect: Box, near: Sequence[Weighted]) -> float:
    """How much of what `near` holds the rectangle covers, by weight (the day numbers' search
    here and the names' in `name_places` weigh a spot alike)."""
    x1, y1, x2, y2 = rect
    cost = 0.0
    for tx1, ty1, tx2, ty2, weight in near:
        if tx1 < x2 and tx2 > x1 and ty1 < y2 and ty2 > y1:  # most are apart: compare first
            cost += weight * (min(x2, tx2) - max(x1, tx1)) * (min(y2, ty2) - max(y1, ty1))
    return cost


def place_rows(
    rows: Sequence[LegRow], fixed: Sequence[Box], marks: Sequence[Box], step: float, names: Sequence[Box] = ()
) -> list[tuple[float, float]]:
    """Each row's anchor in pixels, in the rows' order (earlier rows are placed first and are
    then avoided by the later ones): the first spot along the leg, then off it by `step`
    pixels a row, that covers no badge in `fixed` nor one placed before, nor a marker in
    `marks`, nor a location's name in `names`; where none is free, the spot that covers least
    (badges weigh most, then names)."""
    taken = list(fixed)
    out: list[tuple[float, float]] = []
    for row in rows:
        near = [
            *((*t, BADGE_WEIGHT) for t in taken),
            *((*n, NAME_WEIGHT) for n in names),
            *((*m, 1.0) for m in marks),
        ]
        (ax, ay), (bx, by) = row.a, row.b
        length = math.hypot(bx - ax, by - ay) or 1.0
        nx, ny = -(by - ay) / length, (bx - ax) / length
        best, best_cost = ((ax + bx) / 2, (ay + by) / 2), math.inf
        for across in ACROSS:
            for t in ALONG:
                x = ax + (bx - ax) * t + nx * across * step
                y = ay + (by - ay) * t + ny * across * step
                cost = sum(cost_of((x1 + x, y1 + y, x2 + x, y2 + y), near) for x1, y1, x2, y2 in row.boxes)
                if cost < best_cost:
                    best, best_cost = (x, y), cost
                if cost == 0:
                    break
            if best_cost == 0:
                break
        out.append(best)
        x, y = best
        taken.extend((x1 + x, y1 + y, x2 + x, y2 + y) for x1, y1, x2, y2 in row.boxes)
    return out


def overlaps(a: Box, b: Box) -> bool:
    """Do the two boxes share some area (touching edges do not)?"""
    return min(a[2], b[2]) > max(a[0], b[0]) and min(a[3], b[3]) > max(a[1], b[1])


def leg_key(a: str, b: str) -> tuple[str, str, str]:
    """The place of a leg's day numbers (its middle), whichever way the day went along it."""
    first, second = sorted((a, b))
    return ("leg", first, second)
