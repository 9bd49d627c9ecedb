"""Forager background cards (cards/ranger/forager.json) through the prompt protocol, with pinned
challenge draws (PASS +1, FAIL -2, EVEN 0)."""

from __future__ import annotations

from .background_kit import BOG, DOE, EVEN, FAIL, HEART, PASS, add, fatigue, table, tokens
from .background_kit import energy as add_energy

TROWEL, FAMILIAR_GROUND = "01032", "01031"


def _trowel_table(draw: str = EVEN):  # type: ignore[no-untyped-def]
    g = table(path=(HEART, BOG, DOE), draw=draw, hand=(TROWEL,))
    trowel = g.bring(TROWEL, zone="player_area")
    return g, trowel, g.bring(BOG), g.bring(DOE)


def test_carbonforged_trowel_tend_adds_harm_to_the_flora_equal_to_effort() -> None:
    g, trowel, bog, _doe = _trowel_table()
    g.perform("t1", bog, energy=2, source=trowel)
    g.expect("effect_choice")
    g.pick(_option(g, "Add harm"))
    assert tokens(g, bog) == {"harm": 2}


def test_carbonforged_trowel_tend_can_remove_harm_from_the_flora_instead() -> None:
    g, trowel, bog, _doe = _trowel_table()
    add(g, bog, "harm", 3)
    g.perform("t1", bog, energy=2, source=trowel)
    g.pick(_option(g, "Remove harm"))
    assert tokens(g, bog) == {"harm": 1}


def test_carbonforged_trowel_strike_harms_the_being_one_per_two_effort() -> None:
    for energy, harm in ((1, 1), (2, 1)):  # effort 2 and 3 (the +1 draw): one harm each
        g, trowel, _bog, doe = _trowel_table(draw=PASS)
        g.perform("t2", doe, energy=energy, source=trowel)
        assert tokens(g, doe) == {"harm": harm}, energy
        assert g.ranger().injuries == 0
    g, trowel, bog, doe = _trowel_table(draw=PASS)
    add_energy(g, "FIT", 1)
    g.perform("t2", doe, energy=3, source=trowel)  # effort 4: two harm, the Doe's threshold
    # Cleared by harm, the Doe sinks face down into the Fetid Bog on the table (its response).
    assert g.state.cards[doe].attached_to == bog and not g.state.cards[doe].face_up


def test_carbonforged_trowel_failed_strike_injures_you() -> None:
    g, trowel, _bog, doe = _trowel_table(draw=FAIL)
    g.perform("t2", doe, energy=1, source=trowel)
    assert tokens(g, doe) == {}
    assert g.ranger().injuries == 1


def test_familiar_ground_harms_a_flora_and_puts_three_progress_on_a_trail() -> None:
    g = table(hand=(FAMILIAR_GROUND,), path=(HEART, BOG))
    heart, bog = g.iid(HEART), g.bring(BOG)
    g.play(g.iid(FAMILIAR_GROUND))
    g.expect("turn")
    assert tokens(g, bog) == {"harm": 1}
    assert tokens(g, heart) == {"progress": 3}


def _option(g, label: str) -> str:  # type: ignore[no-untyped-def]
    found = [o.id for o in g.prompt.options if label in o.label]
    assert len(found) == 1, [o.label for o in g.prompt.options]
    return found[0]


GREEN_THUMB, ABUNDANCE, TEA_KIT, SIFTER = "01028", "01035", "01034", "01036"
MOSS = "01367"  # Hanging Cherry Moss: a flora with harm threshold 2


def test_green_thumb_searches_the_path_deck_for_a_flora_and_attaches_to_it() -> None:
    g = table(hand=(GREEN_THUMB,), path=(HEART, MOSS, DOE))
    thumb, moss = g.iid(GREEN_THUMB), g.iid(MOSS)
    g.play(thumb)  # no host is asked for: the search finds it
    assert g.where(moss) == ("within_reach", "r1")
    assert g.state.cards[thumb].attached_to == moss
    add(g, moss, "harm", 3)  # threshold 2 + 2: not yet cleared
    assert g.where(moss) == ("within_reach", "r1")
    add(g, moss, "harm", 1)
    assert g.where(moss)[0] == "path_discard" and g.where(thumb) == ("discard", "r1")


def test_green_thumb_finds_a_flora_in_the_path_discard_too_and_is_discarded_without_one() -> None:
    from rangers_qt.engine import ManualAdjust

    g = table(hand=(GREEN_THUMB,), path=(HEART, MOSS))
    thumb, moss = g.iid(GREEN_THUMB), g.iid(MOSS)
    g.session.manual(ManualAdjust(action="move", card=moss, zone="path_discard"))
    g.play(thumb)
    assert g.state.cards[thumb].attached_to == moss
    g2 = table(hand=(GREEN_THUMB,), path=(HEART, DOE))
    g2.play(g2.iid(GREEN_THUMB))
    assert g2.where(g2.iid(GREEN_THUMB)) == ("discard", "r1")


def test_natures_abundance_each_ranger_may_harm_a_flora_to_soothe_and_gain_energy() -> None:
    g = table(hand=(ABUNDANCE,), path=(HEART, MOSS), rangers=2)
    g.pick("next:r1", "choose_next")
    moss = g.bring(MOSS)
    for rid in ("r1", "r2"):
        fatigue(g, 2, ranger=rid)
    before = g.ranger("r2").energy.get("AWA", 0)
    g.play(g.iid(ABUNDANCE))
    g.pick("yes", "effect_may")  # r1: the moss takes its first harm (one below its threshold)
    g.pick("energy:AWA", "effect_choice")
    g.expect("effect_may", ranger="r2")
    g.pick("yes")  # r2: the second harm reaches the threshold (allowed: not exceeded)
    g.expect("effect_choice", ranger="r2")
    g.pick("energy:AWA")
    assert g.where(moss)[0] == "path_discard"
    assert len(g.ranger("r1").fatigue) == 1 and len(g.ranger("r2").fatigue) == 1
    assert g.ranger("r2").energy["AWA"] == before + 1


def test_natures_abundance_asks_nobody_without_a_flora() -> None:
    g = table(hand=(ABUNDANCE,), path=(HEART, DOE))
    fatigue(g, 1)
    g.play(g.iid(ABUNDANCE))
    g.expect("turn")
    assert len(g.ranger().fatigue) == 1


def test_loose_leaf_tea_kit_gives_a_chosen_ranger_an_energy_of_any_aspect() -> None:
    g = table(hand=(TEA_KIT,), path=(HEART,), rangers=2)
    g.pick("next:r1", "choose_next")
    kit = g.bring(TEA_KIT, zone="player_area")
    assert f"ability:{kit}" not in g.options()  # no herb yet
    add(g, kit, "herb", 1)
    before = g.ranger("r2").energy.get("SPI", 0)
    g.pick(f"ability:{kit}", "turn")
    g.pick("ranger:r2", "effect_choice")
    g.pick("energy:SPI", "effect_choice")
    assert g.ranger("r2").energy["SPI"] == before + 1
    assert tokens(g, kit) == {} and g.state.cards[kit].exhausted


def test_static_sifter_soothes_two_fatigue_of_a_chosen_ranger() -> None:
    g = table(hand=(SIFTER,), path=(HEART,), rangers=2)
    g.pick("next:r1", "choose_next")
    sifter = g.bring(SIFTER, zone="player_area")
    add(g, sifter, "vittle", 2)
    fatigue(g, 3, ranger="r2")
    g.pick(f"ability:{sifter}", "turn")
    g.pick("ranger:r2", "effect_choice")
    assert len(g.ranger("r2").fatigue) == 1
    assert tokens(g, sifter) == {"vittle": 1} and g.state.cards[sifter].exhausted


LOCAL_FARE = "01029"


def test_local_fare_harms_a_flora_to_dodge_the_beings_in_its_area() -> None:
    g = table(hand=(LOCAL_FARE,), path=(HEART, MOSS, DOE), draw=EVEN)
    heart, moss, doe = g.iid(HEART), g.bring(MOSS), g.bring(DOE)
    g.choose_test("traverse", heart)
    g.pick(f"respond:{g.iid(LOCAL_FARE)}", "response")
    assert tokens(g, moss) == {"harm": 1}
    assert doe in g.state.test.dodged  # the Doe shares the moss's area: it neither fatigues nor blocks


SECRET_GARDEN = "01033"


def _has_trait(g, iid: str, trait: str) -> bool:  # type: ignore[no-untyped-def]
    from rangers_qt.engine.core import Engine
    from rangers_qt.engine.events import Recorder
    from rangers_qt.engine.modifier_layer.modifiers import has_trait

    return has_trait(Engine(g.state, g.session.book, g.registry, Recorder(enabled=False)), iid, trait)


def test_secret_garden_makes_the_feature_a_flora_while_attached() -> None:
    g = table(hand=(SECRET_GARDEN, FAMILIAR_GROUND), path=(HEART, DOE))
    heart = g.iid(HEART)
    assert not _has_trait(g, heart, "flora")
    g.play(g.iid(SECRET_GARDEN))
    g.pick(f"host:{heart}", "choose_host")  # a feature: the Doe is no host
    assert _has_trait(g, heart, "flora") and _has_trait(g, heart, "trail")
    from rangers_qt.engine import ManualAdjust

    g.session.manual(ManualAdjust(action="move", card=g.iid(SECRET_GARDEN), zone="discard", ranger="r1"))
    assert not _has_trait(g, heart, "flora")


def _kit_table(gear: str, rangers: int = 1):  # type: ignore[no-untyped-def]
    """The trowel and a herb/vittle gear in play; the Fetid Bog (a flora) and a Sitka Doe within reach."""
    g = table(path=(HEART, BOG, DOE), hand=(TROWEL, gear), rangers=rangers)
    if rangers > 1:
        g.pick("next:r1", "choose_next")
    trowel, kit = g.bring(TROWEL, zone="player_area"), g.bring(gear, zone="player_area")
    return g, trowel, kit, g.bring(BOG), g.bring(DOE)


def test_loose_leaf_tea_kit_gathers_a_herb_after_you_harm_a_flora() -> None:
    g, trowel, kit, bog, doe = _kit_table(TEA_KIT)
    g.perform("t1", bog, energy=2, source=trowel)
    g.pick(_option(g, "Add harm"), "effect_choice")
    p = g.expect("effect_may")  # after the harm is on the flora
    assert p.options[0].card == kit and tokens(g, bog) == {"harm": 2}
    g.pick("yes")
    g.expect("turn")
    assert tokens(g, kit) == {"herb": 1}
    g.perform("t2", doe, energy=2, source=trowel)  # harm on a being that is no flora: not offered
    g.expect("turn")
    assert tokens(g, doe) == {"harm": 1} and tokens(g, kit) == {"herb": 1}
    add(g, bog, "harm", 1)  # put by hand, by no Ranger: not offered
    g.expect("turn")
    assert tokens(g, kit) == {"herb": 1}


def test_loose_leaf_tea_kit_ignores_harm_another_ranger_puts_on_a_flora() -> None:
    from rangers_qt.engine import ManualAdjust

    g, _trowel, kit, bog, _doe = _kit_table(TEA_KIT, rangers=2)
    g.session.manual(ManualAdjust(action="add_tokens", card=bog, token="harm", amount=1, ranger="r2"))
    g.expect("turn")
    assert tokens(g, kit) == {}
    g.session.manual(ManualAdjust(action="add_tokens", card=bog, token="harm", amount=1, ranger="r1"))
    g.pick("no", "effect_may")  # r1 applying a text: offered; declined
    assert tokens(g, kit) == {}


def test_static_sifter_gathers_a_vittle_after_you_harm_a_flora() -> None:
    g, trowel, sifter, bog, doe = _kit_table(SIFTER)
    g.perform("t1", bog, energy=2, source=trowel)
    g.pick(_option(g, "Add harm"), "effect_choice")
    g.expect("effect_may")
    g.pick("yes")
    g.expect("turn")
    assert tokens(g, sifter) == {"vittle": 1}
    g.perform("t2", doe, energy=2, source=trowel)  # the Doe is no flora: not offered
    g.expect("turn")
    assert tokens(g, sifter) == {"vittle": 1}


SPORES = "01030"


def test_puffercrawler_spores_leave_the_gear_for_the_being_it_harms_and_exhaust_it() -> None:
    from rangers_qt.engine import ManualAdjust

    g = table(path=(HEART, BOG, DOE), hand=(TROWEL, SPORES), draw=PASS)
    trowel, spores = g.bring(TROWEL, zone="player_area"), g.iid(SPORES)
    bog, doe = g.bring(BOG), g.bring(DOE)
    g.play(spores)
    g.pick(f"host:{trowel}", "choose_host")
    add(g, doe, "harm", 1)  # harm put by hand, not with the gear: nothing happens
    g.expect("turn")
    assert g.state.cards[spores].attached_to == trowel and not g.state.cards[doe].exhausted
    g.session.manual(ManualAdjust(action="remove_tokens", card=doe, token="harm", amount=1))
    g.perform("t2", doe, energy=1, source=trowel)  # effort 1 +1: 1 harm with the trowel
    g.pick("branch:1", "effect_choice")  # the bog's mountain effect: let it fatigue you
    assert tokens(g, doe) == {"harm": 1}
    assert g.state.cards[spores].attached_to == doe and g.state.cards[doe].exhausted
    assert _has_trait(g, doe, "flora")
    del bog


def test_puffercrawler_spores_answer_harm_put_with_another_rangers_gear() -> None:
    """Ruling R62: Ranger1's Spores on Ranger2's trowel answer the harm Ranger2 strikes with."""
    from engine.helpers import Game

    from .background_kit import CATALOG

    ids = (SPORES, TROWEL, HEART, BOG, DOE)
    g = Game(
        [CATALOG.card(i) for i in ids],
        rangers=2,
        path=[HEART, BOG, DOE],
        challenge_order=[PASS] * 30,
        decks=[[SPORES], [TROWEL]],
    )
    g.pick("next:r1", "choose_next")
    spores, trowel = g.iid(SPORES), g.bring(TROWEL, zone="player_area", ranger="r2")
    doe = g.bring(DOE, ranger="r2")
    g.play(spores)
    g.pick(f"host:{trowel}", "choose_host")  # any Ranger's equipped gear
    g.pick("next:r2", "choose_next")
    g.perform("t2", doe, energy=1, source=trowel)  # Ranger2 strikes: 1 harm with the trowel
    assert tokens(g, doe) == {"harm": 1}
    assert g.state.cards[spores].attached_to == doe and g.state.cards[doe].exhausted
