"""Swamp path cards (cards/path/swamp.json) through the prompt protocol with pinned challenge
draws. Black Mud's constant waits (issue #11 report)."""

from __future__ import annotations

from rangers_qt.engine import ManualAdjust, ops
from rangers_qt.engine.core import Engine
from rangers_qt.engine.events import Recorder

from .terrain_kit import CREST, MOUNTAIN, SUN, add, exhausted, order, presence, remember, table, tokens

HYDRA, REACTOR, BOG, MARMOT, MUD, RUINS, HEART = "01259", "01289", "01297", "01313", "01323", "01337", "01388"
LUTRINAL, DOE, STEAM, THICKET = "01301", "01361", "01315", "01338"


def test_hydraworm_clear_by_harm_hurts_the_other_hydraworms() -> None:
    g = table(HYDRA, first=HYDRA)
    h1, h2 = g.iid(HYDRA, 0), g.bring(HYDRA, "along_the_way", nth=1)
    add(g, h1, "harm", 5)
    assert g.where(h1) == ("path_discard", None) and tokens(g, h2) == {"harm": 1}


def test_hydraworm_sun_calls_another_once_harmed() -> None:
    g = table(HYDRA, first=HYDRA, draw=SUN)
    h1, h2 = g.iid(HYDRA, 0), g.iid(HYDRA, 1)
    remember(g)
    assert g.where(h2) == ("path_deck", None)
    add(g, h1, "harm", 1)
    remember(g)
    assert g.where(h2) == ("within_reach", "r1")


def test_hydraworm_mountain_spreads_out_and_crest_bites() -> None:
    g = table(HYDRA, first=HYDRA, draw=MOUNTAIN)
    h1, h2 = g.iid(HYDRA, 0), g.bring(HYDRA, nth=1)
    remember(g)
    order(g, h1)
    assert g.where(h1) == ("along_the_way", None) and g.where(h2) == ("within_reach", "r1")
    g2 = table(first=HYDRA, draw=CREST)
    remember(g2)
    assert exhausted(g2, g2.iid(HYDRA)) and g2.ranger().injuries == 1


def test_overgrown_reactor_activate_harms_every_feature_and_being_per_two_effort() -> None:
    g = table(DOE, first=REACTOR)
    reactor, doe = g.iid(REACTOR), g.bring(DOE)
    g.perform("t1", reactor, energy=2)  # the Doe is between: 1 fatigue, effort 2
    assert tokens(g, reactor) == {"harm": 1} and tokens(g, doe) == {"harm": 1}


def test_overgrown_reactor_clear_draws_and_a_hydraworm_fatigues_you() -> None:
    g = table(HYDRA, first=REACTOR)
    reactor = g.iid(REACTOR)
    add(g, reactor, "harm", 4)
    assert g.where(g.iid(HYDRA)) == ("within_reach", "r1") and len(g.ranger().fatigue) == 2
    g2 = table(DOE, first=REACTOR)
    add(g2, g2.iid(REACTOR), "harm", 4)
    assert g2.where(g2.iid(DOE)) == ("within_reach", "r1") and g2.ranger().fatigue == []


def test_overgrown_reactor_mountain_near_a_hydraworm_and_crest_near_water() -> None:
    g = table(HYDRA, first=REACTOR, draw=MOUNTAIN)
    reactor, hydra = g.iid(REACTOR), g.bring(HYDRA)
    remember(g)
    order(g, reactor)
    assert tokens(g, reactor) == {"harm": 1}
    g2 = table(STEAM, first=REACTOR, draw=CREST, rangers=2)
    steam = g2.iid(STEAM)
    g2.session.manual(ManualAdjust(action="move", card=steam, zone="within_reach", ranger="r2"))
    g2.next_ranger("r1")
    remember(g2)
    assert g2.ranger("r2").injuries == 1 and g2.ranger("r1").injuries == 0
    del hydra


def test_fetid_bog_mountain_exhausts_your_role_or_fatigues_you() -> None:
    g = table(first=BOG, draw=MOUNTAIN)
    remember(g)
    g.pick("branch:0", "effect_choice")
    assert exhausted(g, g.ranger().role) and g.ranger().fatigue == []
    remember(g)  # the role is exhausted: no choice, the Bog fatigues you (presence X: 0 facedown cards)
    g.expect("turn")
    assert g.ranger().fatigue == []


def test_intrepid_marmot_discern_spreads_progress_per_two_effort() -> None:
    g = table(THICKET, first=MARMOT)
    marmot, thicket = g.iid(MARMOT), g.bring(THICKET, "along_the_way")
    g.session.manual(ManualAdjust(action="energy", ranger="r1", aspect="FOC", amount=2))
    g.perform("t1", marmot, energy=4)
    assert exhausted(g, marmot) and tokens(g, marmot) == {"progress": 2}
    assert g.where(thicket) == ("path_discard", None)  # 4 progress: cleared (2 per Ranger)


def test_intrepid_marmot_sun_draws_a_path_card_and_mountain_is_hunted() -> None:
    g = table(DOE, first=MARMOT, draw=SUN)
    remember(g)
    assert exhausted(g, g.iid(MARMOT)) and g.where(g.iid(DOE)) == ("within_reach", "r1")
    g2 = table(LUTRINAL, first=MARMOT, draw=MOUNTAIN)
    marmot, lutrinal = g2.iid(MARMOT), g2.bring(LUTRINAL)
    remember(g2)
    order(g2, marmot)
    assert exhausted(g2, lutrinal) and tokens(g2, marmot) == {"harm": 1}


def test_black_mud_mountain_exhausts_your_role() -> None:
    g = table(first=MUD, draw=MOUNTAIN)
    remember(g)
    assert exhausted(g, g.ranger().role)


def test_overgrown_ruins_discover_and_clear_by_progress_reads_the_guide_with_a_token_on_it() -> None:
    g = table(first=RUINS, rangers=2)
    ruins = g.iid(RUINS)
    g.next_ranger("r1")
    g.perform("t1", ruins, energy=2)
    assert g.ranger("r1").ranger_token_on == ruins
    result = g.session.manual(ManualAdjust(action="add_tokens", card=ruins, token="progress", amount=5))
    assert g.where(ruins) == ("path_discard", None)
    assert any(e.kind == "guide_entry" and "9.2" in e.text for e in result.events)


def test_overgrown_ruins_clear_by_harm_draws_and_mountain_near_a_hydraworm() -> None:
    g = table(HYDRA, first=RUINS)
    add(g, g.iid(RUINS), "harm", 4)
    assert g.where(g.iid(HYDRA)) == ("within_reach", "r1") and len(g.ranger().fatigue) == 2
    g2 = table(HYDRA, first=RUINS, draw=MOUNTAIN)
    g2.bring(HYDRA)
    remember(g2)
    order(g2, g2.iid(RUINS))
    assert tokens(g2, g2.iid(RUINS)) == {"harm": 1}


def test_heart_of_the_swamp_imagine_and_sun_on_an_odd_count() -> None:
    g = table(first=HEART, draw=SUN)
    heart = g.iid(HEART)
    g.perform("t1", heart, energy=2)  # effort 2: even, the sun effect leaves it
    assert tokens(g, heart) == {"progress": 2}
    add(g, heart, "progress", 1)
    remember(g)
    assert g.where(heart) == ("path_discard", None)


def test_black_mud_takes_at_most_one_progress_per_test() -> None:
    g = table(first=MUD)
    mud = g.iid(MUD)
    g.perform("traverse", mud, energy=2)  # effort 2, yet 1 progress
    assert tokens(g, mud) == {"progress": 1}
    add(g, mud, "progress", 1)  # outside a test: no cap
    assert tokens(g, mud) == {"progress": 2}


def test_fetid_bog_is_twice_as_present_as_what_sank_in_it_and_each_refresh_gives_one_back() -> None:
    g = table(DOE, LUTRINAL, first=BOG)
    bog, doe, lutrinal = g.iid(BOG), g.iid(DOE), g.iid(LUTRINAL)
    eng = Engine(g.state, g.session.book, g.registry, Recorder())
    assert presence(g, bog) == 0
    ops.attach(eng, doe, bog, face_up=False)
    ops.attach(eng, lutrinal, bog, face_up=False)
    assert presence(g, bog) == 4
    g.rest()  # the refresh discards the first card that sank (the next path draw may bring it back)
    assert g.state.cards[doe].attached_to is None and g.state.cards[lutrinal].attached_to == bog
    assert presence(g, bog) == 2


def test_fetid_bog_swallows_a_being_cleared_by_harm_face_down() -> None:
    g = table(DOE, THICKET, first=BOG)
    bog, doe = g.iid(BOG), g.bring(DOE)
    add(g, doe, "harm", 9)
    card = g.state.cards[doe]
    assert card.attached_to == bog and not card.face_up and presence(g, bog) == 2
    g2 = table(DOE, first=BOG)
    doe2 = g2.bring(DOE)
    add(g2, doe2, "progress", 9)  # cleared by progress: it stays in the discard
    assert g2.where(doe2) == ("path_discard", None)
