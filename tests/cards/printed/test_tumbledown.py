"""Issue #27, the card audit (docs/card-audit-path.md): the Tumbledown set as printed, each
clause's outcome with a negative case. Shipped cards (cards/path/tumbledown.json) on the terrain
kit."""

from __future__ import annotations

import pytest

from ..terrain_kit import CATALOG, FAIL, SUN, table, tokens

WATERSPINNER = "01320"
SENSOR = "01042"  # Boundary Sensor: a Tech gear entering with 4 sensor tokens


@pytest.mark.parametrize(("draw", "moved"), [(SUN, True), (FAIL, False)])
def test_the_waterspinner_recharge_moves_every_charge_onto_an_equipped_tech(draw: str, moved: bool) -> None:
    """01320 The Waterspinner (test Recharge, success: every charge comes off it and as many
    tokens go on an equipped tech). Two Rangers (2 charge): the Sensor goes from 4 to 6 and the
    spinner is empty; a failed test (the -2 card; the negative case): both keep their tokens."""
    g = table(first=WATERSPINNER, rangers=2, draw=draw, extra=(CATALOG.card(SENSOR),), decks=[[SENSOR], []])
    spinner, sensor = g.iid(WATERSPINNER), g.bring(SENSOR, "player_area")
    g.next_ranger("r1")
    g.perform("t1", spinner, energy=1)
    assert tokens(g, spinner) == ({} if moved else {"charge": 2})
    assert tokens(g, sensor) == {"sensor": 6 if moved else 4}
