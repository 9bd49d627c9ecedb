"""Lakeshore path cards (cards/path/lakeshore.json) through the prompt protocol with pinned
challenge draws."""

from __future__ import annotations

from engine.helpers import gear

from rangers_qt.engine import ManualAdjust

from .terrain_kit import CREST, MOUNTAIN, SUN, add, exhausted, fatigue, order, remember, table, tokens

LUTRINAL, STEAM, MUCKETS, KELP, NAIAD, HOLT = "01301", "01315", "01357", "01370", "01376", "01377"
MEADOWLARKS = "01352"
ATROX, DOE = "01294", "01361"


def test_romping_lutrinal_sun_calls_another_lutrinal_within_reach() -> None:
    g = table(LUTRINAL, first=LUTRINAL, draw=SUN)
    other = g.bring(LUTRINAL, "along_the_way", nth=1)
    remember(g)
    order(g, g.iid(LUTRINAL))
    assert g.where(other) == ("within_reach", "r1")


def test_romping_lutrinal_mountain_is_hurt_by_a_predator_that_is_not_a_lutrinal() -> None:
    g = table(LUTRINAL, first=LUTRINAL, draw=MOUNTAIN)
    g.bring(LUTRINAL, nth=1)
    remember(g)
    order(g, g.iid(LUTRINAL), g.iid(LUTRINAL, 1))
    assert tokens(g, g.iid(LUTRINAL)) == {} and not exhausted(g, g.iid(LUTRINAL, 1))
    g2 = table(ATROX, first=LUTRINAL, draw=MOUNTAIN)
    atrox = g2.bring(ATROX)
    remember(g2)
    assert exhausted(g2, atrox)
    assert g2.where(g2.iid(LUTRINAL)) == ("path_discard", None)  # 2 harm: its threshold


def test_romping_lutrinals_crest_romp_together_and_injure() -> None:
    g = table(first=LUTRINAL, draw=CREST)
    remember(g)
    assert g.ranger().injuries == 0
    g2 = table(LUTRINAL, first=LUTRINAL, draw=CREST)
    g2.bring(LUTRINAL, nth=1)
    remember(g2)
    order(g2, g2.iid(LUTRINAL))
    assert exhausted(g2, g2.iid(LUTRINAL)) and exhausted(g2, g2.iid(LUTRINAL, 1))
    assert g2.ranger().injuries == 1


def test_tributary_steam_soak_takes_your_token_and_soothes_your_effort() -> None:
    g = table(first=STEAM)
    steam = g.iid(STEAM)
    fatigue(g, 4)
    g.perform("t1", steam, energy=2)
    assert len(g.ranger().fatigue) == 2
    assert g.where(steam) == ("path_discard", None)  # every Ranger's token on it: cleared


def test_tributary_steam_follow_adds_progress_to_the_location() -> None:
    g = table(first=STEAM, rangers=2)
    steam, loc = g.iid(STEAM), g.state.surroundings[0]
    g.next_ranger("r1")
    g.perform("t2", steam, energy=2)
    assert g.ranger("r1").ranger_token_on == steam
    assert tokens(g, loc) == {"progress": 1}


def test_tidewater_muckets_pry_harms_it_and_soothes_two() -> None:
    g = table(first=MUCKETS)
    muckets = g.iid(MUCKETS)
    fatigue(g, 2)
    g.perform("t1", muckets, energy=1)
    assert tokens(g, muckets) == {"harm": 1} and g.ranger().fatigue == []


def test_tidewater_muckets_sun_wakes_an_exhausted_predator() -> None:
    g = table(ATROX, first=MUCKETS, draw=SUN)
    muckets, atrox = g.iid(MUCKETS), g.bring(ATROX)
    g.session.manual(ManualAdjust(action="exhaust", card=atrox))
    remember(g)
    assert not exhausted(g, atrox) and exhausted(g, muckets)


def test_tidewater_muckets_mountain_takes_harm_from_a_predator() -> None:
    g = table(LUTRINAL, first=MUCKETS, draw=MOUNTAIN)
    muckets, lutrinal = g.iid(MUCKETS), g.bring(LUTRINAL)
    remember(g)
    order(g, muckets)
    assert exhausted(g, lutrinal) and tokens(g, muckets) == {"harm": 1}


def test_fresh_blue_kelpweed_wrap_heals_a_ranger() -> None:
    g = table(first=KELP)
    kelp = g.iid(KELP)
    g.session.manual(ManualAdjust(action="injure", ranger="r1"))
    g.perform("t1", kelp, energy=2)
    g.expect("effect_choice", "r1")
    g.pick("branch:0")
    assert tokens(g, kelp) == {"harm": 1} and g.ranger().injuries == 0


def test_fresh_blue_kelpweed_wrap_takes_harm_off_a_being() -> None:
    g = table(ATROX, first=KELP)
    kelp, atrox = g.iid(KELP), g.bring(ATROX)
    add(g, atrox, "harm", 3)
    g.perform("t1", kelp, energy=2)
    g.pick("branch:1", "effect_choice")
    assert tokens(g, atrox) == {"harm": 1}


def test_fresh_blue_kelpweed_mountain_sends_a_lutrinal_along_the_way() -> None:
    g = table(LUTRINAL, first=KELP, draw=MOUNTAIN)
    lutrinal = g.bring(LUTRINAL)
    g.session.manual(ManualAdjust(action="exhaust", card=lutrinal))
    remember(g)
    assert g.where(lutrinal) == ("along_the_way", None)


def test_carnivorous_naiad_pull_harms_it_by_your_fit_and_frees_your_token() -> None:
    g = table(first=NAIAD)
    naiad = g.iid(NAIAD)
    g.session.manual(ManualAdjust(action="ranger_token", ranger="r1", card=naiad))
    g.perform("t1", naiad, energy=2)
    assert tokens(g, naiad) == {"harm": 2}  # FIT 2
    assert g.ranger().ranger_token_on is None


def test_carnivorous_naiad_crest_injures_a_ranger_on_a_water_feature() -> None:
    g = table(STEAM, first=NAIAD, draw=CREST)
    g.bring(STEAM, "along_the_way")
    g.session.manual(ManualAdjust(action="ranger_token", ranger="r1", card=g.iid(NAIAD)))
    remember(g)  # the Naiad is a being, not a water feature
    assert g.ranger().injuries == 0
    g2 = table(STEAM, first=NAIAD, draw=CREST, rangers=2)  # two Rangers: one token does not clear it
    steam = g2.bring(STEAM, "along_the_way")
    g2.session.manual(ManualAdjust(action="ranger_token", ranger="r1", card=steam))
    g2.next_ranger("r1")
    remember(g2)
    assert g2.ranger("r1").injuries == 1


def test_lutrinal_holt_mountain_brings_a_lutrinal_from_the_discard() -> None:
    g = table(LUTRINAL, first=HOLT, draw=MOUNTAIN)
    holt, lutrinal = g.iid(HOLT), g.iid(LUTRINAL)
    g.session.manual(ManualAdjust(action="move", card=lutrinal, zone="path_discard"))
    remember(g)
    assert exhausted(g, holt) and g.where(lutrinal) == ("within_reach", "r1")


def test_lutrinal_holt_coax_adds_a_lure_and_its_clear_shuffles_a_lutrinal_back_per_lure() -> None:
    g = table(LUTRINAL, first=HOLT, draw=SUN)
    holt = g.iid(HOLT)
    g.perform("t1", holt, energy=2)
    assert tokens(g, holt) == {"lure": 1}
    add(g, holt, "lure", 1)
    g.session.manual(ManualAdjust(action="move", card=g.iid(LUTRINAL), zone="path_discard"))
    add(g, holt, "progress", 2)  # its progress threshold (2 per Ranger): 2 lures, 2 Lutrinals
    assert g.where(holt) == ("path_discard", None)
    lutrinals = [g.where(c.iid) for c in g.state.cards.values() if c.def_id == LUTRINAL]
    assert lutrinals == [("path_deck", None)] * 2  # the discarded one, then one from the collection
    g2 = table(first=HOLT, draw=SUN)
    g2.perform("t1", g2.iid(HOLT), energy=1)  # one below the difficulty
    assert tokens(g2, g2.iid(HOLT)) == {}


def test_carnivorous_naiad_keeps_your_token_against_any_other_card() -> None:
    g = table(MEADOWLARKS, first=NAIAD)
    naiad, larks = g.iid(NAIAD), g.bring(MEADOWLARKS)
    g.session.manual(ManualAdjust(action="ranger_token", ranger="r1", card=naiad))
    g.perform("t1", larks, energy=1)  # Listen: the token would go to the larks
    assert g.ranger().ranger_token_on == naiad


def test_carnivorous_naiad_sun_the_most_fatigued_ranger_gives_up_awareness_or_gets_caught() -> None:
    g = table(first=NAIAD, draw=SUN, rangers=2)
    fatigue(g, 1, "r2")  # r2 has the most fatigue: r2 answers
    g.next_ranger("r1")
    remember(g)
    g.expect("effect_choice", "r2")
    g.pick("branch:0")
    assert g.ranger("r2").energy["AWA"] == 1 and g.ranger("r2").ranger_token_on is None
    g2 = table(first=NAIAD, draw=SUN)
    g2.session.manual(ManualAdjust(action="energy", ranger="r1", aspect="AWA", amount=-2))
    remember(g2)  # no awareness left: caught without a question
    assert g2.ranger().ranger_token_on == g2.iid(NAIAD)


def test_lutrinal_holt_coax_may_take_a_food_token_for_one_effort() -> None:
    fish = gear("TLFISH", name="Test Fish", traits=("Food",), tokens={"name": "ration", "count": {"n": 2}})
    g = table(first=HOLT, draw=SUN, extra=(fish,), decks=[[fish.id]])
    holt, food = g.iid(HOLT), g.iid(fish.id)
    g.session.manual(ManualAdjust(action="move", card=food, zone="player_area", ranger="r1"))
    g.choose_test("t1", holt)
    g.pick("yes", "effect_may")
    g.commit_energy(1)  # 1 energy + 1 from the food: Coax [2]
    assert tokens(g, food) == {"ration": 1} and tokens(g, holt) == {"lure": 1}
