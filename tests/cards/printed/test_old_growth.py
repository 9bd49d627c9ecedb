"""Issue #27, the card audit (docs/card-audit-path.md): the Old Growth set as printed, each
clause's outcome with a negative case. Shipped cards (cards/path/old_growth.json) on the terrain
kit."""

from __future__ import annotations

from ..terrain_kit import add, table

DOLEWOOD, THICKET = "01276", "01338"


def test_rotting_dolewood_clear_by_harm_without_flora_fatigues_each_ranger_two() -> None:
    """01276 Rotting Dolewood (clear by harm: every flora is discarded; each Ranger suffers 2 fatigue
    plus the discarded flora's combined presence). No other flora in play (the negative case of the
    flora part): each Ranger suffers exactly 2; with one flora of presence 1 each suffers 3 and the
    flora is discarded (tests/cards/test_terrain_old_growth.py)."""
    g = table(first=DOLEWOOD, rangers=2)
    dolewood = g.iid(DOLEWOOD)
    add(g, dolewood, "harm", 3)
    assert g.where(dolewood) == ("path_discard", None)
    assert [len(r.fatigue) for r in g.state.rangers] == [2, 2]
