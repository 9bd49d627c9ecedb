"""Issue #27, the sweep of the unread cards, group P1 (docs/card-audit.md): each card of the 30
whose behaviour did something other than the printed card, named with its clause, the printed
outcome asserted beside the case where it must not happen."""

from __future__ import annotations

from engine.helpers import Game

from rangers_qt.engine import ManualAdjust

from ..terrain_kit import SUN, remember, table

CANOPY = "01344"  # Dolewood Canopy


def _perched(*rangers: str) -> tuple[Game, str]:
    """Two Rangers, the Canopy along the way, the named Rangers' tokens on it; r1 performs a
    Remember test that draws the sun."""
    g = table(first=CANOPY, draw=SUN, rangers=2)
    canopy = g.iid(CANOPY)
    for rid in rangers:
        g.session.manual(ManualAdjust(action="ranger_token", ranger=rid, card=canopy))
    g.next_ranger("r1")
    remember(g)
    return g, canopy


def test_01344_dolewood_canopy_sun_lets_one_ranger_climb_down_not_each() -> None:
    """01344 Dolewood Canopy, its sun (a Ranger may take their token off it): with both Rangers
    perched, one Ranger is chosen and only that one may climb down; the other is never asked (each
    was asked before, so both could)."""
    g, canopy = _perched("r1", "r2")
    g.expect("effect_choice", "r1")
    assert sorted(g.options()) == ["ranger:r1", "ranger:r2"]
    g.pick("ranger:r2")
    g.expect("effect_may", "r2")
    g.pick("yes")
    assert g.ranger("r2").ranger_token_on is None
    assert g.ranger("r1").ranger_token_on == canopy
    after = g.session.prompt
    assert after is None or after.kind != "effect_may"


def test_01344_dolewood_canopy_sun_with_one_ranger_perched_asks_that_ranger_only() -> None:
    """01344 Dolewood Canopy, its sun, the cases around it: one Ranger perched (r2, r1 drew the
    sun) is asked at once, no choice of Ranger, and declining keeps the token on it; nobody
    perched: nobody is asked."""
    g, canopy = _perched("r2")
    g.expect("effect_may", "r2")
    g.pick("no")
    assert g.ranger("r2").ranger_token_on == canopy
    g2, _ = _perched()
    after = g2.session.prompt
    assert after is None or after.kind not in ("effect_may", "effect_choice")
