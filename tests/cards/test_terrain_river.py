"""River path cards (cards/path/river.json) through the prompt protocol with pinned challenge
draws."""

from __future__ import annotations

from engine.helpers import gear

from rangers_qt.engine import ManualAdjust

from .terrain_kit import CREST, FAIL, MOUNTAIN, SUN, add, exhausted, fatigue, order, remember, table, tokens

URSUS, RAPIDS, CURRENT, EATER, CARP, PORTAGE = "01256", "01278", "01280", "01286", "01290", "01340"
LUTRINAL, DOE, STEAM, IRIX = "01301", "01361", "01315", "01267"


def test_wading_ursus_mountain_wades_to_the_fish() -> None:
    g = table(CARP, first=URSUS, draw=MOUNTAIN)
    ursus, carp = g.iid(URSUS), g.bring(CARP)
    g.session.manual(ManualAdjust(action="exhaust", card=carp))
    remember(g)
    assert g.where(ursus) == ("within_reach", "r1")


def test_wading_ursus_crest_within_reach_injures() -> None:
    g = table(first=URSUS, draw=CREST)
    ursus = g.iid(URSUS)
    remember(g)
    assert g.ranger().injuries == 0  # along the way
    g.session.manual(ManualAdjust(action="move", card=ursus, zone="within_reach", ranger="r1"))
    remember(g)
    assert g.ranger().injuries == 1 and exhausted(g, ursus)


def test_rapids_mountain_sweeps_the_biggest_card_along_the_way_within_reach() -> None:
    g = table(IRIX, first=RAPIDS, draw=MOUNTAIN)
    rapids, irix = g.iid(RAPIDS), g.bring(IRIX, "along_the_way")
    g.session.manual(ManualAdjust(action="exhaust", card=irix))
    remember(g)
    assert g.where(rapids) == ("within_reach", "r1")  # presence 3 beats the Irix's 2


def test_rapids_crest_within_reach_costs_progress_or_an_injury() -> None:
    g = table(first=RAPIDS, draw=CREST)
    rapids = g.iid(RAPIDS)
    remember(g)
    assert g.ranger().injuries == 0  # along the way
    g.session.manual(ManualAdjust(action="move", card=rapids, zone="within_reach", ranger="r1"))
    g.session.manual(ManualAdjust(action="soothe", ranger="r1", amount=5))
    add(g, rapids, "progress", 2)
    remember(g)
    g.pick("branch:0", "effect_choice")
    assert tokens(g, rapids) == {} and g.ranger().injuries == 0
    g.session.manual(ManualAdjust(action="energy", ranger="r1", aspect="FOC", amount=1))
    remember(g)  # no progress left: the injury
    assert g.ranger().injuries == 1


def test_strong_current_x_counts_water_features_and_sun_pulls_it_within_reach() -> None:
    g = table(STEAM, first=CURRENT, draw=SUN)
    current = g.iid(CURRENT)
    g.bring(STEAM, "along_the_way")
    g.session.manual(ManualAdjust(action="exhaust", card=g.iid(STEAM)))
    remember(g)
    # two water features: presence 2, the highest along the way (the Steam has 1): it fatigues you
    assert g.where(current) == ("within_reach", "r1") and len(g.ranger().fatigue) == 2


def test_strong_current_sun_moves_another_card_without_fatigue() -> None:
    g = table(IRIX, first=CURRENT, draw=SUN)
    current, irix = g.iid(CURRENT), g.bring(IRIX, "along_the_way")
    g.session.manual(ManualAdjust(action="exhaust", card=irix))
    remember(g)
    assert g.where(irix) == ("within_reach", "r1") and g.where(current) == ("along_the_way", None)
    assert g.ranger().fatigue == []


def test_toxin_eater_clear_poisons_its_area_and_whoever_has_it_within_reach() -> None:
    g = table(CURRENT, first=EATER)
    eater, current = g.iid(EATER), g.bring(CURRENT, "along_the_way")
    add(g, eater, "harm", 4)
    assert tokens(g, current) == {"harm": 2} and g.ranger().injuries == 0
    g2 = table(DOE, first=EATER)
    eater2, doe = g2.iid(EATER), g2.bring(DOE)
    g2.session.manual(ManualAdjust(action="move", card=eater2, zone="within_reach", ranger="r1"))
    add(g2, eater2, "harm", 4)
    assert g2.where(doe) == ("path_discard", None) and g2.ranger().injuries == 1


def test_toxin_eater_sun_cleans_itself_in_water_and_mountain_is_hunted() -> None:
    g = table(STEAM, first=EATER, draw=SUN, rangers=2)
    eater, steam = g.iid(EATER), g.iid(STEAM)
    add(g, eater, "harm", 2)
    add(g, steam, "progress", 1)
    g.next_ranger("r1")
    remember(g)
    order(g, eater)
    assert tokens(g, steam) == {} and tokens(g, eater) == {"harm": 1} and exhausted(g, eater)
    g2 = table(LUTRINAL, first=EATER, draw=MOUNTAIN)
    eater2, lutrinal = g2.iid(EATER), g2.bring(LUTRINAL)
    remember(g2)
    assert exhausted(g2, lutrinal) and tokens(g2, lutrinal) == {"harm": 1}
    assert tokens(g2, eater2) == {"harm": 1}


def test_silverfin_carp_snatch_and_a_slippery_failure() -> None:
    g = table(first=CARP)
    carp = g.iid(CARP)
    fatigue(g, 3)
    g.perform("t1", carp, energy=2)
    assert g.where(carp) == ("path_discard", None) and g.ranger().fatigue == []
    g2 = table(first=CARP, draw=FAIL)
    g2.perform("t1", g2.iid(CARP), energy=1)
    assert g2.where(g2.iid(CARP)) == ("along_the_way", None)


def test_silverfin_carp_mountain_is_hunted() -> None:
    g = table(LUTRINAL, first=CARP, draw=MOUNTAIN)
    carp, lutrinal = g.iid(CARP), g.bring(LUTRINAL)
    remember(g)
    order(g, carp)
    assert exhausted(g, lutrinal) and tokens(g, carp) == {"harm": 1}


def test_overgrown_portage_carry_moves_a_card_along_the_way() -> None:
    g = table(DOE, first=PORTAGE, rangers=2)
    portage = g.iid(PORTAGE)
    g.next_ranger("r1")
    doe = g.bring(DOE)
    g.perform("t1", portage, energy=2, commits=())
    assert g.ranger("r1").ranger_token_on == portage and g.where(doe) == ("along_the_way", None)


def test_overgrown_portage_sun_exhausts_an_equipped_gear() -> None:
    g = table(first=PORTAGE, draw=SUN, extra=(gear("TG"),), decks=[["TG"]])
    g.session.manual(ManualAdjust(action="move", card=g.iid("TG"), zone="player_area", ranger="r1"))
    remember(g)
    assert exhausted(g, g.iid("TG"))
