"""Ravine path cards (cards/path/ravine.json) through the prompt protocol with pinned challenge
draws. Talus Cave's and Fraying Rope Bridge's constants wait (issue #11 report)."""

from __future__ import annotations

from rangers_qt.engine import ManualAdjust

from .terrain_kit import (
    CATALOG,
    CREST,
    FAIL,
    MOUNTAIN,
    SUN,
    add,
    exhausted,
    fatigue,
    order,
    remember,
    table,
    tokens,
)

OPILION, WEB, CAVE, BATS, BRIDGE, TRYPTA, BOULDERS = (
    "01269",
    "01282",
    "01293",
    "01299",
    "01305",
    "01310",
    "01332",
)
DOE = "01361"


def test_skittish_opilion_sun_spins_a_web_wall_from_the_discard() -> None:
    g = table(WEB, first=OPILION, draw=SUN)
    opilion, web = g.iid(OPILION), g.iid(WEB)
    g.session.manual(ManualAdjust(action="move", card=web, zone="path_discard"))
    remember(g)
    assert exhausted(g, opilion) and g.where(web) == ("along_the_way", None)


def test_skittish_opilion_mountain_hides_without_a_hazard_and_crest_bites_at_three() -> None:
    g = table(first=OPILION, draw=MOUNTAIN)
    remember(g)
    assert g.where(g.iid(OPILION)) == ("path_deck", None)
    for have, hurt in ((2, 0), (3, 1)):
        g2 = table(first=OPILION, draw=CREST)
        fatigue(g2, have)
        remember(g2)
        assert g2.ranger().injuries == hurt


def test_web_wall_pull_harms_per_two_effort_and_a_failure_catches_your_token() -> None:
    g = table(first=WEB)
    web = g.iid(WEB)
    g.perform("t1", web, energy=2)
    assert tokens(g, web) == {"harm": 1}
    g2 = table(first=WEB, draw=FAIL, rangers=2)
    g2.next_ranger("r1")
    g2.perform("t1", g2.iid(WEB), energy=1)
    assert g2.ranger("r1").ranger_token_on == g2.iid(WEB)


def test_web_wall_crest_catches_your_token_and_closes_in() -> None:
    g = table(first=WEB, draw=CREST, rangers=2)
    web = g.iid(WEB)
    g.next_ranger("r1")
    remember(g)
    assert g.ranger("r1").ranger_token_on == web and g.where(web) == ("within_reach", "r1")


def test_talus_cave_shelter_and_sun_feeds_the_bats() -> None:
    g = table(BATS, first=CAVE, draw=SUN, rangers=2)
    cave = g.iid(CAVE)
    g.next_ranger("r1")
    g.perform("t1", cave, energy=2)
    assert exhausted(g, cave) and g.ranger("r1").ranger_token_on == cave
    g2 = table(BATS, first=CAVE, draw=SUN)
    bats = g2.bring(BATS)
    g2.session.manual(ManualAdjust(action="exhaust", card=bats))
    remember(g2)
    assert tokens(g2, bats) == {"bat": 3}


def test_talus_cave_mountain_lets_the_next_being_out_when_none_is_active() -> None:
    g = table(WEB, DOE, first=CAVE, draw=MOUNTAIN)
    remember(g)
    assert exhausted(g, g.iid(CAVE)) and g.where(g.iid(DOE)) == ("within_reach", "r1")
    assert g.where(g.iid(WEB)) == ("path_deck", None)


def test_nycta_bats_x_is_their_bats_and_mountain_hurts_them_near_a_web_wall() -> None:
    g = table(WEB, first=BATS, draw=MOUNTAIN)
    bats = g.iid(BATS)
    remember(g)
    assert tokens(g, bats) == {"bat": 2}  # no Web Wall
    g.bring(WEB, "along_the_way")
    remember(g)
    order(g, bats)
    assert tokens(g, bats) == {"bat": 2, "harm": 1}
    add(g, bats, "harm", 1)
    assert g.where(bats) == ("path_discard", None)  # harm threshold X = 2 bats


def test_fraying_rope_bridge_brave_and_its_collapse() -> None:
    g = table(first=BRIDGE, rangers=2)
    bridge, loc = g.iid(BRIDGE), g.state.surroundings[0]
    g.next_ranger("r1")
    g.perform("t1", bridge, energy=2)
    assert g.ranger("r1").ranger_token_on == bridge
    add(g, loc, "progress", 2)
    add(g, bridge, "harm", 4)  # 2 per Ranger
    assert g.where(bridge) == ("path_discard", None)
    assert tokens(g, loc) == {} and g.ranger("r1").injuries == 1 and g.ranger("r2").injuries == 0


def test_fraying_rope_bridge_sun_frays_it() -> None:
    g = table(first=BRIDGE, draw=SUN)
    remember(g)
    assert tokens(g, g.iid(BRIDGE)) == {"harm": 1}


def test_tryptafolium_pluck_harms_soothes_and_draws() -> None:
    g = table(first=TRYPTA)
    trypta = g.iid(TRYPTA)
    fatigue(g, 2)
    hand = len(g.ranger().hand)
    g.perform("t1", trypta, energy=1)
    assert tokens(g, trypta) == {"harm": 1} and len(g.ranger().fatigue) == 1
    assert len(g.ranger().hand) == hand + 2  # the soothed card and the drawn one


def test_tryptafolium_mountain_feeds_an_active_prey() -> None:
    g = table(DOE, first=TRYPTA, draw=MOUNTAIN)
    trypta, doe = g.iid(TRYPTA), g.bring(DOE)
    remember(g)
    order(g, trypta)
    assert tokens(g, doe) == {"progress": 1} and tokens(g, trypta) == {"harm": 1}


def test_loose_boulders_inch_passes_them_to_another_ranger() -> None:
    g = table(first=BOULDERS, rangers=2)
    boulders = g.iid(BOULDERS)
    g.next_ranger("r1")
    g.perform("t1", boulders, energy=2)
    assert g.ranger("r1").ranger_token_on == boulders and g.where(boulders) == ("within_reach", "r2")


def test_loose_boulders_clear_by_harm_injures_twice_whoever_has_them_within_reach() -> None:
    g = table(first=BOULDERS, rangers=2)
    boulders = g.iid(BOULDERS)
    add(g, boulders, "harm", 2)
    assert g.where(boulders) == ("path_discard", None) and g.ranger("r1").injuries == 2


def test_loose_boulders_sun_in_inclement_weather_and_crest() -> None:
    g = table(first=BOULDERS, draw=SUN)
    remember(g)
    assert tokens(g, g.iid(BOULDERS)) == {}
    wet = table(first=BOULDERS, draw=SUN, extra=(CATALOG.card("WE02"),), weather="WE02")
    remember(wet)
    order(wet, wet.iid(BOULDERS))
    assert tokens(wet, wet.iid(BOULDERS)) == {"harm": 1}
    g2 = table(first=BOULDERS, draw=CREST)
    remember(g2)
    assert tokens(g2, g2.iid(BOULDERS)) == {"harm": 1}


def test_talus_cave_shelters_your_ranger_from_the_weather() -> None:
    for sheltered, tired in ((False, 1), (True, 0)):
        g = table(first=CAVE, draw=SUN, extra=(CATALOG.card("WE02"),), weather="WE02")
        if sheltered:
            g.session.manual(ManualAdjust(action="ranger_token", ranger="r1", card=g.iid(CAVE)))
        remember(g)
        assert len(g.ranger().fatigue) == tired, sheltered


def test_fraying_rope_bridge_does_not_fatigue_a_ranger_whose_token_is_on_it() -> None:
    for on_it, tired in ((False, 2), (True, 0)):
        g = table(first=BRIDGE, rangers=2)
        bridge, loc = g.iid(BRIDGE), g.state.surroundings[0]
        if on_it:
            g.session.manual(ManualAdjust(action="ranger_token", ranger="r1", card=bridge))
        g.next_ranger("r1")
        g.perform("traverse", loc, energy=1)  # the Bridge (presence 2) is between you and the location
        assert len(g.ranger("r1").fatigue) == tired, on_it


MEADOWLARKS = "01352"


def test_web_wall_holds_your_token_and_takes_no_progress_while_it_does() -> None:
    g = table(MEADOWLARKS, first=WEB, draw=SUN)
    web, larks = g.iid(WEB), g.bring(MEADOWLARKS)
    g.perform("traverse", web, energy=1)
    assert tokens(g, web) == {"progress": 1}  # no token on it yet
    g.session.manual(ManualAdjust(action="remove_tokens", card=web, token="progress", amount=1))
    g.session.manual(ManualAdjust(action="ranger_token", ranger="r1", card=web))
    g.perform("t1", larks, energy=1)  # Listen would take your token to the larks: it stays caught
    assert g.ranger().ranger_token_on == web
    g.session.manual(ManualAdjust(action="energy", ranger="r1", aspect="FIT", amount=1))
    g.perform("traverse", web, energy=1)
    assert tokens(g, web) == {}
