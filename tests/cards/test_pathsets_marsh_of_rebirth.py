"""The Marsh of Rebirth path set (cards/path/marsh_of_rebirth.json) through the prompt protocol
with pinned challenge draws."""

from __future__ import annotations

from rangers_qt.engine import ManualAdjust

from .pathsets_kit import URSUS, guides
from .terrain_kit import CATALOG, CREST, MOUNTAIN, SUN, add, exhausted, order, remember, table, tokens

AELL, ROILING = "01385", "01392"
HYDRAWORM = "01259"
DOWNPOUR = "WE02"  # starts with 4 rain


def test_aell_mountain_adds_a_token_to_the_weather_and_clear_reads_her_entry() -> None:
    g = table(first=AELL, draw=MOUNTAIN, extra=(CATALOG.card(DOWNPOUR),), weather=DOWNPOUR)
    aell = g.iid(AELL)
    weather = next(i for i in g.state.surroundings if g.state.cards[i].def_id == DOWNPOUR)
    before = tokens(g, weather)["rain"]
    remember(g)
    assert tokens(g, weather)["rain"] == before + 1
    result = g.session.manual(ManualAdjust(action="add_tokens", card=aell, token="harm", amount=5))
    assert g.where(aell) == ("path_discard", None) and any("74" in t for t in guides(result))


def test_aell_crest_exhausts_a_predator() -> None:
    g = table(URSUS, first=AELL, draw=CREST)
    aell, ursus = g.iid(AELL), g.bring(URSUS, "along_the_way")
    remember(g)
    order(g, aell, ursus)
    assert exhausted(g, ursus) and tokens(g, aell) == {"harm": 2}


def test_the_roiling_sun_brings_a_hydraworm_once_it_is_harmed() -> None:
    g = table(HYDRAWORM, first=ROILING, draw=SUN)
    roiling = g.iid(ROILING)
    remember(g)  # no harm on it: nothing
    assert g.where(g.iid(HYDRAWORM))[0] == "path_deck"
    add(g, roiling, "harm", 1)
    remember(g)
    assert g.where(g.iid(HYDRAWORM)) == ("within_reach", "r1")


def test_the_roiling_mountain_moves_it_away_from_a_hydraworm_in_its_area() -> None:
    g = table(HYDRAWORM, first=ROILING, draw=MOUNTAIN)
    roiling = g.iid(ROILING)
    worm = g.bring(HYDRAWORM)  # within reach: another area
    remember(g)
    order(g, roiling, worm)
    assert g.where(roiling) == ("along_the_way", None)
    g.session.manual(ManualAdjust(action="move", card=worm, zone="along_the_way"))
    remember(g)
    order(g, roiling, worm)
    assert g.where(roiling) == ("within_reach", "r1")


def test_the_roiling_crest_exhausts_it_and_injures_you() -> None:
    g = table(first=ROILING, draw=CREST)
    remember(g)
    assert exhausted(g, g.iid(ROILING)) and g.ranger().injuries == 1


def test_the_roiling_cleared_by_harm_discards_every_hydraworm_and_reads_its_entry() -> None:
    g = table(HYDRAWORM, first=ROILING)
    roiling, worm = g.iid(ROILING), g.bring(HYDRAWORM)
    result = g.session.manual(ManualAdjust(action="add_tokens", card=roiling, token="harm", amount=7))
    assert g.where(roiling) == ("path_discard", None) and g.where(worm) == ("path_discard", None)
    assert any("72" in t for t in guides(result))
