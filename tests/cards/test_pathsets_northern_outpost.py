"""The Northern Outpost path set (cards/path/northern_outpost.json) through the prompt protocol
with pinned challenge draws."""

from __future__ import annotations

from rangers_qt.engine import ManualAdjust

from . import location_kit
from .pathsets_kit import URSUS, guides
from .terrain_kit import CATALOG, CREST, MOUNTAIN, SUN, add, exhausted, order, remember, table, tokens

TRICK, DEEP_WOODS, LUNN = "01372", "01400", "01407"
NORTHERN_OUTPOST = "01438"


def test_a_trick_of_the_light_sun_shuffles_it_away_on_an_odd_progress_count() -> None:
    g = table(first=TRICK, draw=SUN)
    trick = g.iid(TRICK)
    location_kit.energy(g, "FOC", 1)  # three Remember tests
    remember(g)  # 0 progress: even
    assert g.where(trick) == ("along_the_way", None)
    add(g, trick, "progress", 2)
    remember(g)  # 2: even
    assert g.where(trick) == ("along_the_way", None)
    add(g, trick, "progress", 1)
    remember(g)  # 3: odd
    assert g.where(trick)[0] == "path_deck" and tokens(g, trick) == {}


def test_a_trick_of_the_light_cleared_by_progress_reads_its_entry() -> None:
    g = table(first=TRICK)
    trick = g.iid(TRICK)
    result = g.session.manual(ManualAdjust(action="add_tokens", card=trick, token="progress", amount=7))
    assert g.where(trick) == ("along_the_way", None) and guides(result) == []
    result = g.session.manual(ManualAdjust(action="add_tokens", card=trick, token="progress", amount=1))
    assert g.where(trick) == ("path_discard", None) and any("39" in t for t in guides(result))


def test_the_deep_woods_hide_takes_your_token() -> None:
    g = table(first=DEEP_WOODS)
    woods = g.iid(DEEP_WOODS)
    g.perform("t1", woods, energy=1)
    assert g.ranger().ranger_token_on == woods


def test_the_deep_woods_mountain_exhausts_it_and_brings_the_next_predator() -> None:
    g = table(URSUS, first=DEEP_WOODS, draw=MOUNTAIN)
    woods = g.iid(DEEP_WOODS)
    remember(g)
    assert exhausted(g, woods) and g.where(g.iid(URSUS)) == ("along_the_way", None)


def test_lunn_sun_takes_a_neglect_off_the_northern_outpost_only_there() -> None:
    g = location_kit.at(NORTHERN_OUTPOST, CATALOG.card(LUNN), draw=location_kit.SUN)
    outpost = g.state.surroundings[0]
    before = tokens(g, outpost)["neglect"]
    location_kit.remember(g)
    assert tokens(g, outpost)["neglect"] == before - 1
    g2 = table(first=LUNN, draw=SUN)  # elsewhere: nothing
    loc = g2.state.surroundings[0]
    remember(g2)
    assert tokens(g2, loc).get("neglect", 0) == 0


def test_lunn_crest_exhausts_a_predator_and_clear_reads_his_entry() -> None:
    g = table(URSUS, first=LUNN, draw=CREST)
    lunn, ursus = g.iid(LUNN), g.bring(URSUS, "along_the_way")
    remember(g)
    order(g, lunn, ursus)
    assert exhausted(g, ursus) and tokens(g, lunn) == {"harm": 2}
    result = g.session.manual(ManualAdjust(action="add_tokens", card=lunn, token="harm", amount=1))
    assert g.where(lunn) == ("path_discard", None) and any("41" in t for t in guides(result))
