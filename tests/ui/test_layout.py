"""The table geometry is pure arithmetic: checked here without Qt."""

from __future__ import annotations

import itertools
from pathlib import Path

import pytest

from rangers_qt.ui import layout
from rangers_qt.ui.layout import (
    ZONE_GROW_CAP,
    Rect,
    fan_positions,
    row_positions,
    slot_width,
    table_layout,
    zone_card_scale,
)


def test_layout_module_does_not_import_qt() -> None:
    source = Path(layout.__file__).read_text(encoding="utf-8")
    assert "PySide6" not in source and "shiboken" not in source


SIZES = [(1366 - 320, 768 - 120), (1920 - 380, 1080 - 120), (3840 - 600, 2160 - 160)]


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("rangers", [["r1"], ["r1", "r2"], ["r1", "r2", "r3"], ["r1", "r2", "r3", "r4"]])
def test_zones_fit_inside_the_table_and_do_not_overlap(size: tuple[int, int], rangers: list[str]) -> None:
    w, h = size
    table = table_layout(w, h, rangers)
    rects = list(table.zones.items())
    for name, r in rects:
        assert r.x >= 0 and r.y >= 0, name
        assert r.right <= table.width + 0.01, name
        assert r.bottom <= table.height + 0.01, name
    for i, (na, a) in enumerate(rects):
        for nb, b in rects[i + 1 :]:
            overlap_w = min(a.right, b.right) - max(a.x, b.x)
            overlap_h = min(a.bottom, b.bottom) - max(a.y, b.y)
            assert overlap_w <= 0.01 or overlap_h <= 0.01, (na, nb)
    assert table.width == pytest.approx(w)  # no horizontal scrolling at zoom 1
    for rid in rangers:
        assert f"within_reach:{rid}" in table.zones and f"player_area:{rid}" in table.zones


def test_cards_grow_with_the_screen_and_with_zoom() -> None:
    small = table_layout(1046, 648, ["r1", "r2"])
    large = table_layout(1540, 960, ["r1", "r2"])
    zoomed = table_layout(1046, 648, ["r1", "r2"], zoom=1.25)
    assert small.card_w < large.card_w
    assert zoomed.card_w == pytest.approx(small.card_w * 1.25)
    assert small.card_h == pytest.approx(small.card_w * 88 / 63)
    # Readable on a 1366x768 laptop: cards no narrower than 48 px.
    assert small.card_w >= 48


def test_four_rows_fit_the_height_at_zoom_one() -> None:
    table = table_layout(1500, 900, ["r1", "r2"])
    assert table.zones["hand"].bottom <= 900 + 0.01
    assert table.zones["hand"].inner().h >= table.card_h - 0.01


def test_rejects_five_rangers() -> None:
    with pytest.raises(ValueError, match="1 to 4"):
        table_layout(1000, 800, ["a", "b", "c", "d", "e"])


def test_zone_at_finds_the_zone_under_a_point() -> None:
    table = table_layout(1500, 900, ["r1", "r2"])
    reach2 = table.zones["within_reach:r2"]
    assert table.zone_at(reach2.x + 5, reach2.y + 5) == "within_reach:r2"
    assert table.zone_at(-10, -10) is None


def test_row_positions_side_by_side_when_they_fit() -> None:
    assert row_positions([10, 20, 10], 100, gap=5) == [0, 15, 40]


def test_row_positions_overlap_evenly_when_crowded() -> None:
    xs = row_positions([50] * 5, 130, gap=10)
    assert xs[0] == 0
    assert xs[-1] + 50 == pytest.approx(130)
    steps = {round(b - a, 6) for a, b in itertools.pairwise(xs)}
    assert len(steps) == 1 and steps.pop() > 0


def test_row_positions_empty_and_single() -> None:
    assert row_positions([], 100) == []
    assert row_positions([300], 100) == [0]


def test_attached_slots_are_wider_and_exhausted_ones_are_not() -> None:
    """Issue #29: an exhausted card stays upright (marked), as wide as any other."""
    assert slot_width(60, attachments=0) == 60
    assert slot_width(60, attachments=2) == pytest.approx(60 + 2 * 0.24 * 60)


def test_fan_is_centred_and_symmetric() -> None:
    zone = Rect(0, 0, 1000, 200)
    fan = fan_positions(5, zone, 80, 112)
    left_gap = fan[0][0] - zone.inner().x
    right_gap = zone.inner().right - (fan[-1][0] + 80)
    assert left_gap == pytest.approx(right_gap)
    assert fan[0][2] == pytest.approx(-fan[-1][2])
    assert fan[2][2] == 0
    assert fan_positions(0, zone, 80, 112) == []


def test_along_the_way_gets_the_rest_of_the_shared_row() -> None:
    table = table_layout(1500, 900, ["r1", "r2"], surroundings=3)
    z = table.zones
    assert z["path_deck"].x == 0
    assert z["surroundings"].x > z["path_deck"].right
    assert z["along_the_way"].x > z["surroundings"].right
    assert z["challenge_deck"].right == pytest.approx(1500)
    assert z["along_the_way"].inner().w >= 3 * table.card_w
    wider = table_layout(1500, 900, ["r1", "r2"], surroundings=5)
    assert wider.zones["surroundings"].w > z["surroundings"].w


# Issue #15 "Use the space": zones with room show their few cards larger.
ROOMY = Rect(0, 0, 800, 20 + 8 + 300)  # inner: 784 x 300


def test_zone_scale_grows_a_lone_card_to_the_zone_height() -> None:
    assert zone_card_scale(ROOMY, [100], 250) == pytest.approx(300 / 250)


def test_zone_scale_is_capped() -> None:
    assert zone_card_scale(ROOMY, [50], 70) == ZONE_GROW_CAP == 1.6
    assert zone_card_scale(ROOMY, [50], 70, cap=1.3) == pytest.approx(1.3)


def test_zone_scale_keeps_a_crowded_zone_at_the_table_size() -> None:
    assert zone_card_scale(ROOMY, [100] * 12, 140) == 1.0  # they squeeze, as before
    assert zone_card_scale(ROOMY, [], 140) == 1.0
    # A zone exactly one card high (every zone at 1366x768) never grows.
    assert zone_card_scale(Rect(0, 0, 800, 28 + 140), [100], 140) == 1.0


def test_zone_scale_one_card_grows_more_than_many() -> None:
    one = zone_card_scale(ROOMY, [180], 200)
    four = zone_card_scale(ROOMY, [180] * 4, 200)
    assert one > four >= 1.0


@pytest.mark.parametrize("count", range(1, 12))
def test_grown_cards_never_overflow_their_zone(count: int) -> None:
    w, h = 100.0, 140.0
    widths = [slot_width(w, attachments=k % 3) for k in range(count)]
    s = zone_card_scale(ROOMY, widths, h)
    inner = ROOMY.inner()
    assert 1.0 <= s <= ZONE_GROW_CAP
    assert h * s <= inner.h + 1e-9
    if s > 1.0:  # grown: still side by side, no squeeze
        assert sum(x * s for x in widths) + 8 * (count - 1) <= inner.w + 1e-9


def test_height_bound_tables_keep_every_row_the_same_height() -> None:
    """At 1366x768 the four rows fill the height: the reach rows get no spare and do not grow."""
    table = table_layout(1366, 618, ["r1", "r2"], surroundings=3.5)
    z = table.zones
    assert z["within_reach:r1"].h == pytest.approx(z["player_area:r1"].h)
    assert zone_card_scale(z["within_reach:r1"], [table.card_w], table.card_h) == 1.0


def test_width_bound_tables_share_the_spare_height_with_the_reach_rows() -> None:
    """At 1920x1080 the shared row's width sets the card size; the height left over goes to
    the within-reach rows and the hand alike, every zone still inside the table."""
    table = table_layout(1499, 930, ["r1", "r2"], surroundings=3.5)
    z = table.zones
    reach, area, hand = z["within_reach:r1"], z["player_area:r1"], z["hand"]
    extra = reach.h - area.h
    assert extra > 20
    assert hand.h - area.h == pytest.approx(extra + 12)  # the hand keeps its margin on top
    assert hand.bottom == pytest.approx(930)
    assert zone_card_scale(reach, [table.card_w], table.card_h) > 1.1


def test_a_crowded_row_takes_the_overflow_from_the_cards_with_room_to_give() -> None:
    from rangers_qt.ui.layout import row_keeps

    widths = [100.0, 140.0, 100.0, 100.0]  # the second a host with attachments: never overlapped
    keeps = row_keeps(widths, 100.0, [False, True, False, False])
    assert keeps == pytest.approx([55.0, 140.0, 55.0, 55.0])
    xs = row_positions(widths, 400.0, gap=8, keeps=keeps)
    steps = [b - a for a, b in itertools.pairwise(xs)]
    assert steps[1] >= 140.0  # the host shows whole
    assert all(s >= 55.0 - 1e-9 for s in steps)  # every other card shows its name
    assert xs[-1] + widths[-1] == pytest.approx(400.0)  # and the row ends inside its room


def test_a_row_too_full_for_its_keeps_overlaps_evenly_beyond_them() -> None:
    xs = row_positions([100.0] * 6, 300.0, gap=8, keeps=[55.0] * 6)
    assert xs[-1] + 100 == pytest.approx(300.0)
    steps = [b - a for a, b in itertools.pairwise(xs)]
    assert max(steps) - min(steps) < 1e-9 and all(s > 0 for s in steps)


def test_crowded_scale_shrinks_a_row_until_each_card_keeps_its_name() -> None:
    from rangers_qt.ui.layout import MIN_ROW_SCALE, crowded_scale

    assert crowded_scale([100.0] * 3, [55.0] * 3, 400.0) == 1.0  # fits side by side
    assert crowded_scale([100.0] * 5, [55.0] * 5, 330.0) == 1.0  # overlapped, names in view
    scale = crowded_scale([100.0] * 5, [55.0] * 5, 240.0)
    assert scale == pytest.approx(240.0 / 320.0)
    xs = row_positions([100.0 * scale] * 5, 240.0, keeps=[55.0 * scale] * 5)
    assert all(b - a >= 55.0 * scale - 1e-9 for a, b in itertools.pairwise(xs))
    assert crowded_scale([100.0] * 20, [55.0] * 20, 240.0) == MIN_ROW_SCALE


def test_a_very_full_row_lies_on_shelves_with_the_hosts_in_front() -> None:
    from rangers_qt.ui.layout import TITLE_SHARE, shelf_plan

    cw, ch = 100.0, 140.0
    widths = [cw] * 10 + [ch, ch]  # the last two hosts with attachments peeking out
    whole = [False] * 10 + [True, True]
    scale, shelves = shelf_plan(widths, whole, 420.0, ch, cw, ch)
    assert len(shelves) > 1
    assert sorted(k for s in shelves for k in s) == list(range(12))  # every card, once
    assert set(shelves[-1]) >= {10, 11}  # the hosts with attachments on the front shelf
    for shelf in shelves:  # each shelf in the row's order
        assert shelf == sorted(shelf) or shelf[-2:] == [10, 11]
    assert scale * ch * (1 + (len(shelves) - 1) * TITLE_SHARE) <= ch + 1e-9  # fits the height
    one_scale, one = shelf_plan(widths[:3], whole[:3], 420.0, ch, cw, ch)
    assert (one_scale, one) == (1.0, [[0, 1, 2]])  # a row with room stays as it is


def test_shelves_behind_a_two_line_name_lie_lower_by_its_band() -> None:
    """Issue #29 (gear fans): a shelf lies lower than the one behind it by the tallest title band
    of the cards behind (a name on two lines), never less than `TITLE_SHARE`; the front shelf's
    bands do not count. The shelves then shrink to fit the height with that drop."""
    from rangers_qt.ui.layout import TITLE_SHARE, shelf_drop, shelf_plan

    assert shelf_drop([[0, 1], [2]], None) == TITLE_SHARE
    assert shelf_drop([[0, 1], [2]], [0.1, 0.15, 0.9]) == TITLE_SHARE  # the front one's band
    assert shelf_drop([[0, 1], [2]], [0.1, 0.33, 0.9]) == 0.33
    assert shelf_drop([[0], [1], [2]], [0.25, 0.3, 0.1]) == 0.3
    cw, ch = 100.0, 140.0
    widths, whole = [cw] * 10, [False] * 10
    short, shelves = shelf_plan(widths, whole, 420.0, ch * 1.25, cw, ch, least=0.5, bands=[0.2] * 10)
    tall, tall_shelves = shelf_plan(widths, whole, 420.0, ch * 1.25, cw, ch, least=0.5, bands=[0.33] * 10)
    assert len(shelves) > 1 and len(tall_shelves) > 1
    assert tall < short
    drop = shelf_drop(tall_shelves, [0.33] * 10)
    assert tall * ch * (1 + (len(tall_shelves) - 1) * drop) <= ch * 1.25 + 1e-9
