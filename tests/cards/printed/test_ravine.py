"""Issue #27, the card audit (docs/card-audit-path.md): the Ravine set as printed, each clause's
outcome with a negative case. Shipped cards (cards/path/ravine.json) on the terrain kit."""

from __future__ import annotations

import pytest

from rangers_qt.engine import ManualAdjust

from ..terrain_kit import FAIL, SUN, add, table

BOULDERS = "01332"


@pytest.mark.parametrize(("where", "injuries"), [("r1", [2, 0]), ("r2", [0, 2]), (None, [0, 0])])
def test_loose_boulders_clear_by_harm_injures_the_ranger_it_is_within_reach_of(
    where: str | None, injuries: list[int]
) -> None:
    """01332 Loose Boulders (clear by harm: within a Ranger's reach, that Ranger suffers 2 injuries):
    within r1's or r2's reach - that Ranger only; along the way (negative case) - nobody."""
    g = table(first=BOULDERS, rangers=2)
    rocks = g.iid(BOULDERS)
    zone = "within_reach" if where else "along_the_way"
    g.session.manual(ManualAdjust(action="move", card=rocks, zone=zone, ranger=where))
    add(g, rocks, "harm", 2)
    assert g.where(rocks) == ("path_discard", None)
    assert [r.injuries for r in g.state.rangers] == injuries


@pytest.mark.parametrize(("draw", "moved"), [(SUN, True), (FAIL, False)])
def test_loose_boulders_inch_takes_your_token_and_moves_it_within_another_rangers_reach(
    draw: str, moved: bool
) -> None:
    """01332 Loose Boulders (test Inch, success: your Ranger token goes on it, then it moves within
    another Ranger's reach): success - r1's token on it, within r2's reach; failure (negative case) -
    neither."""
    g = table(first=BOULDERS, rangers=2, draw=draw)
    rocks = g.iid(BOULDERS)
    g.next_ranger("r1")
    g.session.manual(ManualAdjust(action="energy", ranger="r1", aspect="FOC", amount=1))
    g.perform("t1", rocks, energy=2)
    assert (g.ranger("r1").ranger_token_on == rocks) is moved
    assert (g.where(rocks) == ("within_reach", "r2")) is moved
