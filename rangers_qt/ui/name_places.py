"""Where a location's name goes among the spots the map offers it (issue #29).

Why beyond the eight sides: where days began and ended, their markers stand fixed in rows beside
the place, and at the review's fitted zoom a crowded place may have every side touched by one of
them, a leg's number or another name. The name then tries the same sides further out (half a
day marker's width at a time), past the markers' rows, but only to stop covering such things
(not for a path's terrain icon: a name far from its place is read as another's). Why a frame: a
name beside a place at the view's edge was cut off there; each spot is shifted inward into the
view (a small cost, so a side that needs no shift wins a tie). Plain floats in pixels: this runs
for every name on every zoom.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from PySide6.QtWidgets import QGraphicsView

from rangers_qt.ui.day_badge_places import Box, Weighted, cost_of

#: The cost of a pixel a spot is shifted to stay inside the view: below any overlap of a
#: square pixel, so that a free spot shifted inward beats one that covers something.
SHIFT_COST = 0.05
#: From this weight on, what a name covers is worth going further out for (a day's marker, a
#: leg's number, another name, a location's marker); below it (a path's terrain icon) a name
#: stays beside its marker and covers the least it can.
HARD = 2.0
#: How much further out than beside its marker a name may go (pixels), nearest first: half a
#: day marker's width a step, to two markers' widths (further, it reads as another place's).
RINGS = (0.0, 12.0, 24.0, 36.0, 48.0)
#: The group's location may go two steps more: where every day began and ended stand the most
#: markers, rows of them on both sides (in a narrow review map no nearer spot is free), and its
#: name, bold with "(here)", is the one read first.
HERE_RINGS = (*RINGS, 60.0, 72.0)


def shifted_inside(rect: Box, frame: Box | None) -> tuple[Box, float]:
    """`rect` moved the least to lie inside `frame` (left and top kept where it is wider), and
    how far it moved (pixels); unmoved without a frame."""
    if frame is None:
        return rect, 0.0
    x1, y1, x2, y2 = rect
    fx1, fy1, fx2, fy2 = frame
    dx = fx1 - x1 if x1 < fx1 or x2 - x1 > fx2 - fx1 else min(0.0, fx2 - x2)
    dy = fy1 - y1 if y1 < fy1 or y2 - y1 > fy2 - fy1 else min(0.0, fy2 - y2)
    return (x1 + dx, y1 + dy, x2 + dx, y2 + dy), abs(dx) + abs(dy)


def best_spot(
    spots: Iterable[tuple[Box, int]], near: Sequence[Weighted], frame: Box | None
) -> tuple[int, Box, Box]:
    """The spot (its index in `spots`, each a rectangle and its ring, nearest ring first; its
    rectangle as given and once shifted into `frame`) that covers least of what in `near`
    weighs `HARD`, then lies in the nearest ring, then covers least of the rest and moves
    least; the first free one wins. A further ring is only looked at (`spots` may be a
    generator) while nothing nearer is clear of all that weighs `HARD`."""
    hard = [t for t in near if t[4] >= HARD]
    soft = [t for t in near if t[4] < HARD]
    best: tuple[int, Box, Box, tuple[float, int, float]] | None = None
    for n, (spot, ring) in enumerate(spots):
        if best is not None and best[3][0] == 0 and ring > best[3][1]:
            break
        rect, moved = shifted_inside(spot, frame)
        covered = cost_of(rect, hard)
        if best is not None and (covered, ring) > best[3][:2]:
            continue
        cost = (covered, ring, cost_of(rect, soft) + SHIFT_COST * moved)
        if best is None or cost < best[3]:
            best = (n, spot, rect, cost)
        if cost == (0.0, 0, 0.0):
            break
    if best is None:
        raise ValueError("no spot to choose from")
    return best[0], best[1], best[2]


def within(point: tuple[float, float], frame: Box | None) -> bool:
    """Is the point inside the frame (a place off the view keeps its name where it is)?"""
    return frame is None or (frame[0] <= point[0] <= frame[2] and frame[1] <= point[1] <= frame[3])


def near_to(
    taken: Sequence[Weighted], at: tuple[float, float], gap: float, reach: float, r: float
) -> list[Weighted]:
    """What of `taken` lies within `reach` of the marker at `at` and could be covered, less
    what lies within `gap` of it (its own marker and key number: the sides beside it never
    meet them), then its own marker of radius `r` as itself (a name shifted into the view must
    not cover it)."""
    cx, cy = at
    return [
        t
        for t in taken
        if t[2] > cx - reach and t[0] < cx + reach and t[3] > cy - reach and t[1] < cy + reach
        and not (t[0] >= cx - gap and t[2] <= cx + gap and t[1] >= cy - gap and t[3] <= cy + gap)
    ] + [(cx - r, cy - r, cx + r, cy + r, 2.0)]  # fmt: skip


def view_frame(view: QGraphicsView, scale: float) -> Box:
    """The view's viewport in the names' pixels (scene units times `scale`), less a pixel on
    each side (a name's place on screen is rounded to whole pixels)."""
    seen = view.mapToScene(view.viewport().rect()).boundingRect()
    return (
        seen.left() * scale + 1,
        seen.top() * scale + 1,
        seen.right() * scale - 1,
        seen.bottom() * scale - 1,
    )
