"""Shepherd cards (cards/ranger/shepherd.json): printed outcomes and their negative
cases (docs/card-audit-ranger.md)."""

from __future__ import annotations

import pytest

from .printed_kit import (
    BOG,
    DOE,
    HEART,
    SCROF,
    adjust,
    check_friendly,
    check_persistent,
    check_success_needs_success,
    check_unique,
    has_trait_now,
    host_named,
    hosts_offered,
    offered_plays,
    printed_table,
    tokens,
)

HEALING_TOUCH, CALMING = "01025", "01026"


def test_01025_healing_touch_option_1_pays_a_harm_of_a_being_for_3_progress_on_it() -> None:
    """01025 Healing Touch, choose one, option 1: 1 harm off a being (the cost), 3 progress on it;
    both options are offered while a being has harm and a Ranger an injury."""
    g = printed_table(((HEALING_TOUCH,),), path=(HEART, DOE))
    doe = g.bring(DOE)
    adjust(g, action="add_tokens", card=doe, token="harm", amount=1)
    adjust(g, action="injure", ranger="r1", amount=1)
    g.play(g.iid(HEALING_TOUCH))
    g.expect("effect_choice")
    assert len(g.prompt.options) == 2
    g.pick(next(o.id for o in g.prompt.options if "progress" in o.label.lower()))
    g.expect("turn")
    assert tokens(g, doe) == {"progress": 3}
    assert g.ranger().injuries == 1


def test_01025_healing_touch_option_1_is_not_offered_without_harm_on_a_being() -> None:
    """01025 Healing Touch, choose one, option 1: no being has harm, so its cost cannot be paid and
    only the heal (option 2) is left: it resolves without a question."""
    g = printed_table(((HEALING_TOUCH,),), path=(HEART, DOE))
    doe = g.bring(DOE)
    adjust(g, action="injure", ranger="r1", amount=1)
    g.play(g.iid(HEALING_TOUCH))
    g.expect("turn")
    assert tokens(g, doe) == {}
    assert g.ranger().injuries == 0


def test_01026_calming_presence_attaches_only_to_a_predator() -> None:
    """01026 Calming Presence, attach restriction (a predator): the predator is offered, a prey being
    is not; with no predator in play the card is not offered."""
    g = printed_table(((CALMING,),), path=(HEART, DOE, SCROF))
    g.bring(DOE)
    scrof = g.bring(SCROF)
    assert hosts_offered(g, g.iid(CALMING)) == {scrof}
    g2 = printed_table(((CALMING,),), path=(HEART, DOE))
    g2.bring(DOE)
    assert g2.iid(CALMING) not in offered_plays(g2)


def test_01026_calming_presence_names_its_host_in_its_text() -> None:
    """01026 Calming Presence, attach restriction: the generated text says it attaches to a predator."""
    assert host_named(CALMING, "predator")


RIRI, ORU = "01020", "01027"


@pytest.mark.parametrize("card", [RIRI, ORU])
def test_shepherd_companions_keyword_friendly_do_not_fatigue_you_between(card: str) -> None:
    """01020 Riri the Sparrow Hawk, 01027 Oru the Sheep Dog, keyword Friendly: between you and a card
    you interact with they do not fatigue you (a being without the keyword does)."""
    check_friendly(card)


@pytest.mark.parametrize("card", [RIRI, ORU])
def test_shepherd_companions_keyword_unique_a_second_copy_discards_the_first(card: str) -> None:
    """01020 Riri the Sparrow Hawk, 01027 Oru the Sheep Dog, keyword Unique: playing the second copy
    discards the first."""
    check_unique(card)


HOMEWARD = "01022"


def test_01022_homeward_bound_with_no_progress_on_a_being_moves_nothing() -> None:
    """01022 Homeward Bound, play: all progress of a being moves to a feature; with no being carrying
    progress no feature gains any (the move: tests/cards/test_ranger_shepherd.py)."""
    g = printed_table(((HOMEWARD,),), path=(HEART, DOE, BOG))
    doe, bog = g.bring(DOE), g.bring(BOG)
    if g.iid(HOMEWARD) in offered_plays(g):
        g.play(g.iid(HOMEWARD))
    g.expect("turn")
    assert tokens(g, doe) == {} and tokens(g, bog) == {} and tokens(g, g.iid(HEART)) == {}


@pytest.mark.parametrize(("card", "target"), [(RIRI, None), (ORU, "self")])
def test_shepherd_companion_tests_succeed_to_resolve(card: str, target: str | None) -> None:
    """01020 Riri the Sparrow Hawk (test Survey: success), 01027 Oru the Sheep Dog (test Pet:
    success): the success effect runs when the test succeeds and not when it fails."""
    check_success_needs_success(card, target=target, zone="within_reach")


def test_01026_calming_presence_constant_the_host_is_a_predator_again_once_it_leaves() -> None:
    """01026 Calming Presence, constant 1 (traits): the attached predator loses the trait, and has it
    again once the attachment is discarded."""
    g = printed_table(((CALMING,),), path=(HEART, SCROF))
    scrof = g.bring(SCROF)
    g.play(g.iid(CALMING))
    g.pick(f"host:{scrof}", "choose_host")
    assert not has_trait_now(g, scrof, "predator")
    adjust(g, action="move", card=g.iid(CALMING), zone="discard", ranger="r1")
    assert has_trait_now(g, scrof, "predator")


@pytest.mark.parametrize("card", [RIRI, ORU])
def test_shepherd_companions_keyword_persistent_stay_when_the_group_travels(card: str) -> None:
    """01020 Riri the Sparrow Hawk, 01027 Oru the Sheep Dog, keyword Persistent: they stay in play as
    the play area is cleared for travel (a being without the keyword does not)."""
    check_persistent(card)
