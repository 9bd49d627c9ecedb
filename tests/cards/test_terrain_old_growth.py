"""Old-Growth path cards (cards/path/old_growth.json) through the prompt protocol with pinned
challenge draws."""

from __future__ import annotations

from engine.helpers import Game, being, gear

from rangers_qt.engine import ManualAdjust, ops
from rangers_qt.engine.core import Engine
from rangers_qt.engine.events import Recorder

from .terrain_kit import (
    CATALOG,
    CREST,
    FAIL,
    MOUNTAIN,
    SUN,
    add,
    exhausted,
    fatigue,
    keyword,
    order,
    remember,
    table,
    tokens,
)

BEARSLOTH, DOLEWOOD, CANOPY, SWARM, HIVE, CRAWLER, MOSS, RACCOON = (
    "01265",
    "01276",
    "01344",
    "01348",
    "01351",
    "01354",
    "01367",
    "01382",
)
THICKET, DOE, LUTRINAL = "01338", "01361", "01301"


def test_dozing_bearsloth_sun_drifts_along_the_way_toward_flora() -> None:
    g = table(THICKET, first=BEARSLOTH, draw=SUN)
    sloth = g.iid(BEARSLOTH)
    remember(g)
    assert g.where(sloth) == ("within_reach", "r1")  # no flora yet
    g.bring(THICKET, "along_the_way")
    remember(g)
    assert g.where(sloth) == ("along_the_way", None)


def test_dozing_bearsloth_mountain_along_the_way_costs_a_fatigue() -> None:
    g = table(first=BEARSLOTH, draw=MOUNTAIN)
    sloth = g.iid(BEARSLOTH)
    remember(g)
    assert g.ranger().fatigue == []  # within reach: nothing
    g.session.manual(ManualAdjust(action="move", card=sloth, zone="along_the_way"))
    remember(g)
    assert len(g.ranger().fatigue) == 1


def test_dozing_bearsloth_crest_wakes_at_four_fatigue() -> None:
    for have, hurt in ((3, 0), (4, 1)):
        g = table(first=BEARSLOTH, draw=CREST)
        sloth = g.iid(BEARSLOTH)
        g.session.manual(ManualAdjust(action="move", card=sloth, zone="along_the_way"))
        fatigue(g, have)
        remember(g)
        assert g.ranger().injuries == hurt
        assert g.where(sloth)[0] == ("within_reach" if hurt else "along_the_way")


def test_rotting_dolewood_clear_discards_flora_and_tires_everyone() -> None:
    g = table(THICKET, first=DOLEWOOD, rangers=2)
    dolewood, thicket = g.iid(DOLEWOOD), g.bring(THICKET, "along_the_way")
    add(g, dolewood, "harm", 3)
    assert g.where(dolewood) == ("path_discard", None) and g.where(thicket) == ("path_discard", None)
    # 2 plus the Thicket's presence (1), for each Ranger
    assert len(g.ranger("r1").fatigue) == 3 and len(g.ranger("r2").fatigue) == 3


def test_rotting_dolewood_mountain_rots_faster_in_inclement_weather() -> None:
    g = table(first=DOLEWOOD, draw=MOUNTAIN)
    remember(g)
    assert tokens(g, g.iid(DOLEWOOD)) == {"harm": 1}
    wet = table(first=DOLEWOOD, draw=MOUNTAIN, extra=(CATALOG.card("WE02"),), weather="WE02")
    remember(wet)
    order(wet, wet.iid(DOLEWOOD))
    assert tokens(wet, wet.iid(DOLEWOOD)) == {"harm": 2}


def test_dolewood_canopy_climb_puts_your_token_on_it_or_takes_it_off() -> None:
    g = table(first=CANOPY, rangers=2)
    canopy = g.iid(CANOPY)
    g.next_ranger("r1")
    g.perform("t1", canopy, energy=2)
    g.pick("branch:0", "effect_choice")
    g.pick("no", "effect_may")  # the sun card drawn: its own effect offers to climb down again
    assert g.ranger("r1").ranger_token_on == canopy


def test_dolewood_canopy_failed_climb_injures_and_sun_lets_you_climb_down() -> None:
    g = table(first=CANOPY, draw=FAIL)
    g.perform("t1", g.iid(CANOPY), energy=1)
    assert g.ranger().injuries == 1
    g2 = table(first=CANOPY, draw=SUN, rangers=2)
    canopy = g2.iid(CANOPY)
    g2.session.manual(ManualAdjust(action="ranger_token", ranger="r1", card=canopy))
    g2.next_ranger("r1")
    remember(g2)
    g2.pick("yes", "effect_may")
    assert g2.ranger("r1").ranger_token_on is None


def test_dolewood_canopy_perch_makes_your_reach_count_as_exhausted_for_you() -> None:
    from rangers_qt.engine.rules.fatigue import interaction_fatigue

    g = table(CRAWLER, SWARM, first=CANOPY, rangers=2)
    canopy, crawler = g.iid(CANOPY), g.bring(CRAWLER)
    loc = g.state.surroundings[0]
    assert [c for c, _n in interaction_fatigue(g.state, g.catalog, "r1", loc)] == [crawler, canopy]
    g.session.manual(ManualAdjust(action="ranger_token", ranger="r1", card=canopy))
    assert [c for c, _n in interaction_fatigue(g.state, g.catalog, "r1", loc)] == [canopy]
    assert not exhausted(g, crawler)  # only for r1: the card itself stays ready


def test_dolewood_canopy_perch_keeps_challenge_effects_within_your_reach_quiet() -> None:
    for perched, hurt in ((False, 1), (True, 0)):
        g = table(SWARM, first=CANOPY, draw=CREST)
        canopy, swarm = g.iid(CANOPY), g.bring(SWARM)
        add(g, swarm, "bee", 1)  # 2 bees: its crest stings at FIT 2
        if perched:
            g.session.manual(ManualAdjust(action="ranger_token", ranger="r1", card=canopy))
        remember(g)
        assert g.ranger().injuries == hurt and exhausted(g, swarm) is not perched


def test_dolewood_canopy_perch_forbids_your_progress_on_features_and_the_location() -> None:
    g = table(first=CANOPY, rangers=2)
    canopy = g.iid(CANOPY)
    loc = g.state.surroundings[0]
    g.session.manual(ManualAdjust(action="ranger_token", ranger="r1", card=canopy))
    g.next_ranger("r1")
    g.perform("traverse", loc, energy=2)
    g.pick("no", "effect_may")  # the canopy's own sun: stay up
    assert tokens(g, loc) == {}
    g.next_ranger("r2")  # r2 is not perched
    g.perform("traverse", loc, energy=2)
    assert tokens(g, loc) == {"progress": 2}
    g.expect("effect_may", "r1")  # the sun again: r1 may climb down


def test_cloudhive_swarm_gains_a_bee_each_refresh_and_its_x_is_its_bees() -> None:
    g = table(DOE, first=SWARM)
    swarm = g.iid(SWARM)
    assert tokens(g, swarm) == {"bee": 1}
    g.rest()
    assert tokens(g, swarm) == {"bee": 2}
    add(g, swarm, "harm", 1)
    assert g.where(swarm) == ("within_reach", "r1")  # harm threshold X = 2 bees
    add(g, swarm, "harm", 1)
    assert g.where(swarm) == ("path_discard", None)


def test_cloudhive_swarm_crest_stings_when_its_bees_match_your_fit() -> None:
    g = table(first=SWARM, draw=CREST)
    swarm = g.iid(SWARM)
    remember(g)  # 1 bee, FIT 2
    assert g.ranger().injuries == 0
    add(g, swarm, "bee", 1)
    remember(g)
    assert g.ranger().injuries == 1 and exhausted(g, swarm)


def test_cloudhive_sun_brings_the_next_swarm_and_mountain_feeds_a_mammal() -> None:
    g = table(SWARM, first=HIVE, draw=SUN)
    swarm = g.iid(SWARM)
    g.session.manual(ManualAdjust(action="move", card=swarm, zone="path_discard"))
    remember(g)
    assert g.where(swarm) == ("within_reach", "r1")
    g2 = table(DOE, first=HIVE, draw=MOUNTAIN)
    hive, doe = g2.iid(HIVE), g2.bring(DOE)
    remember(g2)
    order(g2, hive)
    assert exhausted(g2, doe) and tokens(g2, doe) == {"progress": 1} and tokens(g2, hive) == {"harm": 1}


def test_cloudhive_harmed_rouses_every_swarm_in_play_with_a_bee() -> None:
    g = table(SWARM, DOE, first=HIVE)
    hive = g.iid(HIVE)
    add(g, hive, "harm", 1)  # no swarm in play: nothing to rouse
    swarm, doe = g.bring(SWARM), g.bring(DOE)
    assert tokens(g, swarm) == {"bee": 1}
    add(g, hive, "progress", 2)  # progress is not harm
    add(g, doe, "harm", 1)  # harm on another card is not harm on the hive
    assert tokens(g, swarm) == {"bee": 1}
    add(g, hive, "harm", 2)  # one response for 2 harm put at once
    assert tokens(g, swarm) == {"bee": 2} and tokens(g, hive) == {"harm": 3, "progress": 2}


def test_cloudhive_harmed_by_its_own_mountain_effect_rouses_the_swarm() -> None:
    g = table(DOE, SWARM, first=HIVE, draw=MOUNTAIN)
    hive, doe, swarm = g.iid(HIVE), g.bring(DOE), g.bring(SWARM)
    remember(g)
    order(g, hive)
    assert tokens(g, hive) == {"harm": 1} and tokens(g, doe) == {"progress": 1}
    assert tokens(g, swarm) == {"bee": 2}


def test_puffercrawler_peel_harms_it_by_your_effort() -> None:
    g = table(first=CRAWLER)
    crawler = g.iid(CRAWLER)
    g.perform("t1", crawler, energy=2)
    assert tokens(g, crawler) == {"harm": 2}


def test_hanging_cherry_moss_climb_takes_a_bee_and_soothes() -> None:
    g = table(SWARM, first=MOSS)
    moss, swarm = g.iid(MOSS), g.bring(SWARM)
    fatigue(g, 2)
    before = len(g.ranger().fatigue)
    g.perform("t1", moss, energy=1)
    assert tokens(g, moss) == {"harm": 1} and tokens(g, swarm) == {}
    assert len(g.ranger().fatigue) == before - 1


def test_hanging_cherry_moss_sun_readies_an_insect_and_mountain_feeds_a_mammal() -> None:
    g = table(SWARM, first=MOSS, draw=SUN)
    moss, swarm = g.iid(MOSS), g.bring(SWARM)
    g.session.manual(ManualAdjust(action="exhaust", card=swarm))
    remember(g)
    assert exhausted(g, moss) and not exhausted(g, swarm)
    g2 = table(DOE, first=MOSS, draw=MOUNTAIN)
    moss2, doe = g2.iid(MOSS), g2.bring(DOE)
    remember(g2)
    order(g2, moss2)
    assert tokens(g2, doe) == {"progress": 1} and tokens(g2, moss2) == {"harm": 1}


def test_kleptic_raccoon_keep_and_a_failed_keep() -> None:
    g = table(first=RACCOON)
    raccoon = g.iid(RACCOON)
    g.perform("t1", raccoon, energy=2)
    assert exhausted(g, raccoon) and tokens(g, raccoon) == {"progress": 2}
    g2 = table(DOE, first=RACCOON, draw=FAIL)
    g2.perform("t1", g2.iid(RACCOON), energy=1)
    assert g2.where(g2.iid(DOE)) == ("within_reach", "r1")  # a path card drawn


def test_kleptic_raccoon_sun_steals_gear_and_flees_with_two_loot() -> None:
    g = table(first=RACCOON, draw=SUN, extra=(gear("TG"), gear("TH")), decks=[["TG", "TH"]])
    raccoon = g.iid(RACCOON)
    remember(g)
    assert tokens(g, raccoon) == {}  # no gear: nothing
    for gid in ("TG", "TH"):
        g.session.manual(ManualAdjust(action="move", card=g.iid(gid), zone="player_area", ranger="r1"))
    remember(g)
    g.pick(f"card:{g.iid('TG')}", "effect_choice")
    assert tokens(g, raccoon) == {"loot": 1} and g.where(g.iid("TG"))[0] == "discard"
    g.session.manual(ManualAdjust(action="energy", ranger="r1", aspect="FOC", amount=1))
    remember(g)
    assert g.where(raccoon) == ("path_deck", None)


def test_kleptic_raccoon_mountain_takes_harm_from_a_predator() -> None:
    g = table(LUTRINAL, first=RACCOON, draw=MOUNTAIN)
    raccoon, lutrinal = g.iid(RACCOON), g.bring(LUTRINAL)
    remember(g)
    order(g, raccoon)
    assert exhausted(g, lutrinal) and tokens(g, raccoon) == {"harm": 1}


def test_kleptic_raccoon_clear_by_progress_returns_a_gear_from_your_discard() -> None:
    g = table(first=RACCOON, extra=(gear("TG"),), decks=[["TG"]])
    raccoon, tg = g.iid(RACCOON), g.iid("TG")
    g.session.manual(ManualAdjust(action="discard", card=tg))
    assert g.where(tg)[0] == "discard"
    add(g, raccoon, "progress", 4)
    assert g.where(raccoon) == ("path_discard", None) and g.where(tg) == ("hand", "r1")


def test_cloudhive_swarm_takes_at_most_one_harm_per_test() -> None:
    stinger = being(
        "TSTING",
        name="Test Stinger",
        harm=9,
        challenge=("sun",),
        behaviour={
            "challenge": {
                "sun": [
                    {"do": "add_tokens", "target": {"name": "Cloudhive Swarm"}, "kind": "harm", "amount": 2}
                ]
            }
        },
    )
    g = Game([CATALOG.card(SWARM), stinger], path=[SWARM, "TSTING"], challenge_order=[SUN] * 30)
    swarm = g.iid(SWARM)
    g.bring("TSTING")
    add(g, swarm, "bee", 2)  # X = 3
    remember(g)
    order(g, g.iid("TSTING"))
    assert tokens(g, swarm) == {"bee": 3, "harm": 1}  # 2 harm in one test: 1 goes on
    add(g, swarm, "harm", 1)  # outside a test: no cap
    assert tokens(g, swarm) == {"bee": 3, "harm": 2}


def _attach(g: Game, iid: str, host: str) -> None:
    ops.attach(Engine(g.state, g.session.book, g.registry, Recorder()), iid, host)


def test_puffercrawler_failed_peel_clings_to_your_role_and_crest_then_injures() -> None:
    g = table(first=CRAWLER, draw=FAIL)
    crawler, role = g.iid(CRAWLER), g.ranger().role
    g.perform("t1", crawler, energy=1)
    assert g.state.cards[crawler].attached_to == role
    g2 = table(first=CRAWLER, draw=CREST)
    crawler2 = g2.iid(CRAWLER)
    remember(g2)  # not attached: it clings to your role
    assert g2.state.cards[crawler2].attached_to == g2.ranger().role and g2.ranger().injuries == 0
    remember(g2)  # attached to your role: it injures you
    assert g2.ranger().injuries == 1


def test_puffercrawler_sun_harms_its_host_being_by_your_effort_and_a_failure_moves_it_to_you() -> None:
    g = table(DOE, first=CRAWLER, draw=SUN)
    crawler, doe = g.iid(CRAWLER), g.bring(DOE)
    _attach(g, crawler, doe)
    remember(g)  # effort 1
    order(g, crawler)
    assert tokens(g, doe) == {"harm": 1} and g.state.cards[crawler].attached_to == doe
    g2 = table(DOE, first=CRAWLER, draw=FAIL)  # a sun -2: the Remember test fails
    crawler2, doe2 = g2.iid(CRAWLER), g2.bring(DOE)
    _attach(g2, crawler2, doe2)
    remember(g2)
    order(g2, crawler2)
    assert g2.state.cards[crawler2].attached_to == g2.ranger().role


def test_puffercrawler_turns_persistent_on_a_role_or_a_persistent_host() -> None:
    g = table(first=CRAWLER, draw=FAIL)
    crawler = g.iid(CRAWLER)
    assert not keyword(g, crawler, "persistent")
    g.perform("t1", crawler, energy=1)  # the failure clings it to your role
    assert keyword(g, crawler, "persistent")
    g2 = table(DOE, first=CRAWLER)
    crawler2, doe = g2.iid(CRAWLER), g2.bring(DOE)
    _attach(g2, crawler2, doe)  # a host without Persistent
    assert not keyword(g2, crawler2, "persistent")
