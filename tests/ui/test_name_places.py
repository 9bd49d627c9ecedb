"""The names' spot search of the Valley map (issue #29): a spot is shifted inside the view by
the least, a name goes further out only to stop covering what matters, and the first free spot
wins."""

from __future__ import annotations

import pytest

from rangers_qt.ui.name_places import HARD, best_spot, cost_of, near_to, shifted_inside, within

FRAME = (0.0, 0.0, 100.0, 50.0)


@pytest.mark.parametrize(("left", "moved"), [(-1.0, 1.0), (0.0, 0.0), (1.0, 0.0)])
def test_a_spot_past_the_left_edge_moves_in_by_what_sticks_out(left: float, moved: float) -> None:
    rect, by = shifted_inside((left, 10.0, left + 30.0, 20.0), FRAME)
    assert by == moved
    assert rect == (max(left, 0.0), 10.0, max(left, 0.0) + 30.0, 20.0)


@pytest.mark.parametrize(("bottom", "moved"), [(49.0, 0.0), (50.0, 0.0), (51.0, 1.0)])
def test_a_spot_past_the_bottom_moves_up_by_what_sticks_out(bottom: float, moved: float) -> None:
    rect, by = shifted_inside((70.0, bottom - 10.0, 90.0, bottom), FRAME)
    assert by == moved and rect[3] == min(bottom, 50.0)


def test_a_spot_wider_than_the_view_keeps_its_left_at_the_edge_and_none_moves_without_a_view() -> None:
    assert shifted_inside((-20.0, 0.0, 130.0, 10.0), FRAME) == ((0.0, 0.0, 150.0, 10.0), 20.0)
    assert shifted_inside((-20.0, 0.0, 10.0, 10.0), None) == ((-20.0, 0.0, 10.0, 10.0), 0.0)


def test_a_name_goes_further_out_for_a_day_marker_but_not_for_a_terrain_icon() -> None:
    near_spot, far_spot = ((0.0, 0.0, 10.0, 10.0), 0), ((20.0, 0.0, 30.0, 10.0), 1)
    marker = (5.0, 5.0, 8.0, 8.0, HARD)
    icon = (5.0, 5.0, 8.0, 8.0, HARD - 0.1)
    assert best_spot([near_spot, far_spot], [marker], None)[0] == 1
    assert best_spot([near_spot, far_spot], [icon], None)[0] == 0
    # Nothing nearer is clear of the marker: the further ring is looked at; once one is, not.
    seen: list[int] = []
    spots = [near_spot, far_spot, ((40.0, 0.0, 50.0, 10.0), 2), ((60.0, 0.0, 70.0, 10.0), 3)]
    best_spot((seen.append(k) or (box, ring) for k, (box, ring) in enumerate(spots)), [marker], None)
    assert seen == [0, 1, 2]  # the third is drawn from the generator, not weighed; no fourth
    with pytest.raises(ValueError, match="no spot"):
        best_spot([], [], None)
    assert cost_of(near_spot[0], [marker, icon]) == pytest.approx(9 * (2 * HARD - 0.1))


def test_the_first_free_spot_wins_and_a_shifted_one_beats_one_that_covers() -> None:
    free_a, free_b = ((10.0, 10.0, 20.0, 20.0), 0), ((30.0, 10.0, 40.0, 20.0), 0)
    assert best_spot([free_a, free_b], [], FRAME) == (0, free_a[0], free_a[0])
    outside, covering = ((-5.0, 10.0, 5.0, 20.0), 0), ((10.0, 10.0, 20.0, 20.0), 0)
    pick, given, rect = best_spot([covering, outside], [(12.0, 12.0, 13.0, 13.0, 0.3)], FRAME)
    assert (pick, given, rect) == (1, outside[0], (0.0, 10.0, 10.0, 20.0))


def test_what_is_near_a_marker_leaves_out_its_own_surroundings_but_not_its_own_marker() -> None:
    taken = [(-3.0, -3.0, 3.0, 3.0, 5.0), (20.0, 0.0, 25.0, 5.0, 3.0), (200.0, 0.0, 205.0, 5.0, 3.0)]
    near = near_to(taken, (0.0, 0.0), gap=11.0, reach=50.0, r=7.0)
    assert near == [(20.0, 0.0, 25.0, 5.0, 3.0), (-7.0, -7.0, 7.0, 7.0, 2.0)]
    assert within((0.0, 0.0), FRAME) and within((100.0, 50.0), FRAME) and not within((100.1, 0.0), FRAME)
    assert within((-1e9, 0.0), None)
