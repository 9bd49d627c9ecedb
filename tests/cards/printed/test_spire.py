"""Issue #27, the card audit (docs/card-audit-path.md): the Spire set as printed, each clause's
outcome with a negative case. Shipped cards (cards/path/spire.json) on the terrain kit."""

from __future__ import annotations

import pytest

from rangers_qt.engine import ManualAdjust

from ..pathsets_kit import URSUS, WOLHUND
from ..terrain_kit import CATALOG, FAIL, MOUNTAIN, exhausted, table

FORGE, TOLLIN = "01405", "01409"
SENSOR, MULTITOOL = "01042", "01007"  # starting gear


def test_the_carbon_forge_fabricate_without_a_gear_in_hand_or_discard_takes_nothing() -> None:
    """01405 The Carbon Forge (test Fabricate [2]: a gear from your hand or discard returns to the
    collection, then a starting gear enters play; the cost unpayable, the negative case): no gear
    in hand or discard - no starting gear is offered, nothing enters play, the deck is unchanged.
    Its outcome: tests/cards/test_pathsets_spire.py (hand, discard, the pick between them)."""
    extra = (CATALOG.card(SENSOR), CATALOG.card(MULTITOOL))
    g = table(first=FORGE, extra=extra)
    areas = list(g.ranger().player_area)
    g.perform("t1", g.iid(FORGE), energy=2)
    assert g.prompt.kind != "effect_choice" or not any(o.startswith("collection:") for o in g.options())
    assert g.state.day.deck_changes == [] and list(g.ranger().player_area) == areas


@pytest.mark.parametrize(("draw", "energy", "tired"), [(MOUNTAIN, 2, 1), (MOUNTAIN, 3, 2), (FAIL, 3, 0)])
def test_tollin_lang_distract_exhausts_one_being_per_two_effort(draw: str, energy: int, tired: int) -> None:
    """01409 Tollin Lang, Sculptor (test Distract [2], success: a being exhausted per 2 effort).
    Effort 3: one being (one below 4); effort 4: two; the -2 card (effort 1, a failure; the
    negative case): nobody. Only ready beings are offered."""
    g = table(URSUS, WOLHUND, first=TOLLIN, draw=draw)
    tollin, ursus, wolhund = g.iid(TOLLIN), g.bring(URSUS, "along_the_way"), g.bring(WOLHUND)
    g.session.manual(ManualAdjust(action="energy", ranger="r1", aspect="SPI", amount=1))
    g.perform("t1", tollin, energy=energy)
    for _ in range(tired):
        offered = [o for o in g.options() if o.startswith("card:")]
        assert set(offered) <= {f"card:{b}" for b in (tollin, ursus, wolhund) if not exhausted(g, b)}
        g.pick(offered[0], "effect_choice")
    assert not [o for o in g.options() if o.startswith("card:")]
    assert sum(exhausted(g, b) for b in (tollin, ursus, wolhund)) == tired
