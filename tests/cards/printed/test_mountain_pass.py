"""Issue #27, the card audit (docs/card-audit-path.md): the Mountain Pass set as printed, each
clause's outcome with a negative case. Shipped cards (cards/path/mountain_pass.json) on the
terrain kit."""

from __future__ import annotations

import pytest

from rangers_qt.engine import ManualAdjust

from ..terrain_kit import CREST, FAIL, SUN, fatigue, remember, table

IRIX = "01267"


@pytest.mark.parametrize(("draw", "top", "injuries"), [(SUN, True, 0), (FAIL, False, 1)])
def test_circling_irix_scare_puts_it_on_top_of_the_path_deck_or_a_failure_injures(
    draw: str, top: bool, injuries: int
) -> None:
    """01267 Circling Irix (test Scare, success: on top of the path deck; failure: 1 injury)."""
    g = table(first=IRIX, draw=draw)
    irix = g.iid(IRIX)
    g.session.manual(ManualAdjust(action="energy", ranger="r1", aspect="SPI", amount=1))
    g.perform("t1", irix, energy=3)
    assert (g.state.path_deck[:1] == [irix]) is top
    assert g.ranger().injuries == injuries


@pytest.mark.parametrize(("area", "fatigued"), [("along_the_way", 2), ("within_reach", 0)])
def test_circling_irix_sun_swoops_within_reach_from_along_the_way_and_fatigues_you(
    area: str, fatigued: int
) -> None:
    """01267 Circling Irix (sun: along the way, it moves within reach and fatigues you - presence 2);
    already within reach (negative case): nothing."""
    g = table(first=IRIX, draw=SUN)
    irix = g.iid(IRIX)
    g.session.manual(
        ManualAdjust(action="move", card=irix, zone=area, ranger="r1" if area == "within_reach" else None)
    )
    remember(g)
    assert g.where(irix) == ("within_reach", "r1")
    assert len(g.ranger().fatigue) == fatigued


@pytest.mark.parametrize(("have", "hurt"), [(2, 0), (3, 1), (4, 1)])
def test_circling_irix_crest_within_reach_injures_at_three_fatigue(have: int, hurt: int) -> None:
    """01267 Circling Irix (crest: within reach and with 3 or more fatigue, it is exhausted and you
    suffer 1 injury): 2 fatigue (one below) - nothing; 3 and 4 - exhausted, 1 injury."""
    g = table(first=IRIX, draw=CREST)
    irix = g.iid(IRIX)
    g.session.manual(ManualAdjust(action="move", card=irix, zone="within_reach", ranger="r1"))
    fatigue(g, have)
    remember(g)
    assert g.ranger().injuries == hurt
    assert g.state.cards[irix].exhausted is bool(hurt)
