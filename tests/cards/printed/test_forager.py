"""Forager cards (cards/ranger/forager.json): printed outcomes and their negative
cases (docs/card-audit-ranger.md)."""

from __future__ import annotations

import pytest

from .printed_kit import (
    BOG,
    DOE,
    HEART,
    adjust,
    check_success_needs_success,
    first_turn,
    has_trait_now,
    hosts_offered,
    offered_plays,
    printed_table,
    text_of,
    tokens,
)

FAMILIAR_GROUND, LOCAL_FARE, SECRET_GARDEN, SPORES, TROWEL = "01031", "01029", "01033", "01030", "01032"


def test_01031_familiar_ground_play_harms_a_flora_to_put_3_progress_on_a_trail() -> None:
    """01031 Familiar Ground, play: the cost (1 harm on a flora) is paid, then 3 progress on a trail."""
    g = printed_table(((FAMILIAR_GROUND,),), path=(HEART, BOG))
    heart, bog = g.iid(HEART), g.bring(BOG)
    g.play(g.iid(FAMILIAR_GROUND))
    g.expect("turn")
    assert tokens(g, bog) == {"harm": 1}
    assert tokens(g, heart) == {"progress": 3}


def test_01031_familiar_ground_without_a_flora_puts_no_progress_on_the_trail() -> None:
    """01031 Familiar Ground, play: with no flora the cost cannot be paid, so no progress goes on the
    trail (the effect never happens without its cost)."""
    g = printed_table(((FAMILIAR_GROUND,),), path=(HEART,))
    heart = g.iid(HEART)
    assert g.iid(FAMILIAR_GROUND) not in offered_plays(g)  # the cost cannot be paid: see below
    g.expect("turn")
    assert tokens(g, heart) == {}


def test_01031_familiar_ground_is_not_playable_without_a_flora() -> None:
    """01031 Familiar Ground, play: its cost (harm on a flora) cannot be paid without a flora in
    play, so the card is not offered; with a flora it is."""
    g = printed_table(((FAMILIAR_GROUND,),), path=(HEART, BOG))
    assert g.iid(FAMILIAR_GROUND) not in offered_plays(g)
    g.bring(BOG)
    assert g.iid(FAMILIAR_GROUND) in offered_plays(g)


def test_01029_local_fare_answers_another_rangers_test_and_dodges_the_beings_by_the_flora() -> None:
    """01029 Local Fare, response 1 (as any Ranger's test begins): its owner answers another
    Ranger's test; 1 harm on the flora, and each being in the flora's area is dodged by that test."""
    g = printed_table(((LOCAL_FARE,), ()), path=(HEART, BOG, DOE))
    heart, bog = g.iid(HEART), g.iid(BOG)
    doe = g.bring(DOE, ranger="r2")
    adjust(g, action="move", card=bog, zone="within_reach", ranger="r2")
    first_turn(g, "r2")
    g.choose_test("traverse", heart)
    g.expect("response")  # the tester's window; the option is labelled with its owner
    labels = {o.id: o.label for o in g.prompt.options}
    assert "Ranger1" in labels[f"respond:{g.iid(LOCAL_FARE)}"]
    g.pick(f"respond:{g.iid(LOCAL_FARE)}")
    assert tokens(g, bog) == {"harm": 1}
    assert g.state.test is not None and doe in g.state.test.dodged


def test_01029_local_fare_is_not_offered_without_a_flora() -> None:
    """01029 Local Fare, response 1: with no flora in play it is not offered (the test goes on)."""
    g = printed_table(((LOCAL_FARE,),), path=(HEART, DOE))
    g.bring(DOE)
    g.choose_test("traverse", g.iid(HEART))
    g.expect("commit_energy")


def test_01033_secret_garden_attaches_only_to_a_feature() -> None:
    """01033 Secret Garden, attach restriction (a feature): features are offered, a being is not; with
    no feature in play the card is not offered."""
    g = printed_table(((SECRET_GARDEN,),), path=(HEART, BOG, DOE))
    heart, bog, doe = g.iid(HEART), g.bring(BOG), g.bring(DOE)
    assert hosts_offered(g, g.iid(SECRET_GARDEN)) == {heart, bog}
    assert doe
    g2 = printed_table(((SECRET_GARDEN,),), path=(DOE,))
    g2.bring(DOE)
    assert g2.iid(SECRET_GARDEN) not in offered_plays(g2)


def test_01033_secret_garden_constant_makes_the_host_a_flora() -> None:
    """01033 Secret Garden, constant 1: the host becomes a flora (a card that needs
    a flora finds it); without the garden it has none."""
    g = printed_table(((SECRET_GARDEN, FAMILIAR_GROUND),), path=(HEART,))
    heart = g.iid(HEART)
    assert g.iid(FAMILIAR_GROUND) not in offered_plays(g)  # no flora to pay its cost with yet
    g.play(g.iid(SECRET_GARDEN))
    g.pick(f"host:{heart}", "choose_host")
    g.play(g.iid(FAMILIAR_GROUND))  # the Heart is a flora now and a trail: harm and progress on it
    g.expect("turn")
    assert tokens(g, heart) == {"harm": 1, "progress": 3}


def test_01030_puffercrawler_spores_attach_to_equipped_gear_of_any_ranger_only() -> None:
    """01030 Puffercrawler Spores, attach restriction (any Ranger's equipped gear): gear in either
    Ranger's area is offered, path cards are not; with no gear equipped it is not offered."""
    g = printed_table(((SPORES, TROWEL), (TROWEL,)), path=(HEART, DOE))
    g.bring(DOE)
    first_turn(g)
    mine = g.bring(TROWEL, zone="player_area", ranger="r1", nth=0)
    theirs = g.bring(TROWEL, zone="player_area", ranger="r2", nth=1)
    assert hosts_offered(g, g.iid(SPORES)) == {mine, theirs}
    g2 = printed_table(((SPORES,),), path=(HEART, DOE))
    g2.bring(DOE)
    assert g2.iid(SPORES) not in offered_plays(g2)


@pytest.mark.parametrize(("card", "kind"), [(SECRET_GARDEN, "feature"), (SPORES, "gear")])
def test_forager_attachments_name_their_host_in_their_text(card: str, kind: str) -> None:
    """01033 Secret Garden, 01030 Puffercrawler Spores, attach restriction: the generated text says
    what the card attaches to."""
    assert f"attach to a {kind}" in text_of(card) or f"attach to any ranger's equipped {kind}" in text_of(
        card
    )


def test_01032_carbonforged_trowel_tend_succeeds_to_resolve() -> None:
    """01032 Carbonforged Trowel, test Tend: success: the choice of harm added or removed comes only
    when the test succeeds; a failed Tend leaves the flora as it was."""
    check_success_needs_success(TROWEL, target=BOG)


def test_01030_puffercrawler_spores_constant_gives_no_flora_to_a_gear() -> None:
    """01030 Puffercrawler Spores, constant (traits): while the spores sit on a gear, the gear is no
    flora (the being they move to is: tests/cards/test_ranger_forager.py)."""
    g = printed_table(((SPORES, TROWEL),), path=(HEART, DOE))
    trowel = g.bring(TROWEL, zone="player_area")
    g.play(g.iid(SPORES))
    g.pick(f"host:{trowel}", "choose_host")
    assert not has_trait_now(g, trowel, "flora")


SIFTER = "01036"


def test_01036_static_sifter_ability_is_not_offered_without_a_vittle() -> None:
    """01036 Static Sifter, ability 1 (exhaust, use 1 vittle: a chosen Ranger soothes 2): it enters
    play with no vittle, so it is not offered; with one it is (the soothing:
    tests/cards/test_ranger_forager.py)."""
    g = printed_table(((SIFTER,),), path=(HEART,))
    sifter = g.bring(SIFTER, zone="player_area")
    adjust(g, action="fatigue", ranger="r1", amount=2)
    g.expect("turn")
    assert tokens(g, sifter) == {} and f"ability:{sifter}" not in g.options()
    adjust(g, action="add_tokens", card=sifter, token="vittle", amount=1)
    g.expect("turn")
    assert f"ability:{sifter}" in g.options()
