"""The table geometry is pure arithmetic: checked here without Qt."""

from __future__ import annotations

import itertools
from pathlib import Path

import pytest

from rangers_qt.ui import layout
from rangers_qt.ui.layout import Rect, fan_positions, row_positions, slot_width, table_layout


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


def test_exhausted_and_attached_slots_are_wider() -> None:
    assert slot_width(60, 84, exhausted=True, attachments=0) == 84
    assert slot_width(60, 84, exhausted=False, attachments=2) == pytest.approx(60 + 2 * 0.24 * 60)


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
