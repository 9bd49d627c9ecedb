"""Conciliator cards (cards/ranger/conciliator.json): printed outcomes and their negative
cases (docs/card-audit-ranger.md)."""

from __future__ import annotations

import pytest

from ..ranger_kit import FAIL, in_play, ranger_table, role_of
from .printed_kit import (
    ARTILOPE,
    BOG,
    DOE,
    HEART,
    SCROF,
    adjust,
    check_feature_host,
    check_friendly,
    check_hosts,
    check_persistent,
    check_success_needs_success,
    check_unique,
    energy_for,
    host_named,
    printed_table,
    set_energy,
    tokens,
)

SURVEYED, SNARE, TRACKED, SENTINEL = "01067", "01068", "01072", "01075"


def test_01067_surveyed_land_attaches_only_to_a_feature() -> None:
    """01067 Surveyed Land, attach restriction (a feature): the Bog is offered, the Doe is not; with
    no feature in play it is not offered."""
    check_feature_host(SURVEYED)


@pytest.mark.parametrize("card", [SNARE, TRACKED, SENTINEL])
def test_conciliator_being_attachments_attach_only_to_a_being(card: str) -> None:
    """01068 Tranquilisnare, 01072 Tracked, 01075 Nidocyte Sentinel, attach restriction (a being):
    the Doe and the Scrof are offered, the Bog (a feature) is not; with no being in play the card is
    not offered."""
    check_hosts(
        card,
        ((card,),),
        (BOG, DOE, SCROF),
        [
            (BOG, "within_reach", "r1", 0, False),
            (DOE, "within_reach", "r1", 0, True),
            (SCROF, "within_reach", "r1", 0, True),
        ],
    )


@pytest.mark.parametrize(
    ("card", "kind"), [(SURVEYED, "feature"), *((c, "being") for c in (SNARE, TRACKED, SENTINEL))]
)
def test_conciliator_attachments_name_their_host_in_their_text(card: str, kind: str) -> None:
    """01067 Surveyed Land, 01068 Tranquilisnare, 01072 Tracked, 01075 Nidocyte Sentinel, attach
    restriction: the generated text says what the card attaches to."""
    assert host_named(card, kind)


POKODO, THUMPER = "01077", "01071"


def test_01077_pokodo_the_ferret_keyword_friendly_does_not_fatigue_you_between() -> None:
    """01077 Pokodo the Ferret, keyword Friendly: between you and a card you interact with it does not
    fatigue you (a being without the keyword does)."""
    check_friendly(POKODO)


def test_01077_pokodo_the_ferret_keyword_unique_a_second_copy_discards_the_first() -> None:
    """01077 Pokodo the Ferret, keyword Unique: playing the second copy discards the first."""
    check_unique(POKODO)


VOICE, TRANSLATOR, FOOTSTEPS = "01066", "01073", "01070"


def test_01066_voice_of_the_elders_ability_needs_an_energy_to_spend() -> None:
    """01066 Voice of the Elders, ability 1 (exhaust): with 1 energy it is offered and an aid card
    gains its token; with an empty pool its cost cannot be paid, so it is not offered."""
    g = ranger_table(role=VOICE, deck=[TRANSLATOR])
    translator, role = in_play(g, TRANSLATOR), role_of(g)
    set_energy(g, SPI=1)
    g.pick(f"ability:{role}", "turn")
    assert tokens(g, translator) == {"charge": 4} and g.ranger().energy["SPI"] == 0
    adjust(g, action="ready", card=role)
    g.expect("turn")
    assert f"ability:{role}" not in g.options()


def test_01070_follow_in_footsteps_is_not_offered_after_a_failed_connect() -> None:
    """01070 Follow in Footsteps, response 1 (after a successful Connect test): after a failed
    Connect it is not offered and the feature gets nothing."""
    g = ranger_table(deck=[FOOTSTEPS], path=[ARTILOPE, BOG], draw=FAIL)
    artilope, bog = g.iid(ARTILOPE), g.bring(BOG)
    g.choose_test("connect", artilope)
    g.pick("energy:1", "commit_energy")
    g.expect("turn")
    assert tokens(g, bog) == {} and g.iid(FOOTSTEPS) in g.ranger().hand


def test_01072_tracked_use_ability_is_not_offered_without_a_track() -> None:
    """01072 Tracked, ability 2 (use 1 track, as any test begins): with no track left it
    is not offered (the use: tests/cards/test_ranger_conciliator.py)."""
    g = ranger_table(deck=[TRACKED], path=[ARTILOPE])
    artilope, tracked = g.iid(ARTILOPE), g.iid(TRACKED)
    energy_for(g, TRACKED)
    g.play(tracked)
    g.pick(f"host:{artilope}", "choose_host")
    adjust(g, action="remove_tokens", card=tracked, token="track", amount=3)
    g.choose_test("avoid", artilope)
    g.expect("commit_energy")


def test_01071_orlin_thumper_strike_succeeds_to_harm_and_exhaust() -> None:
    """01071 Orlin Thumper, test Strike: success: harm and exhaust when the test succeeds, not when it
    fails (the failure branch: tests/cards/test_ranger_conciliator.py)."""
    check_success_needs_success(THUMPER, target=DOE)


DEAR_FRIEND, TEACHINGS = "01078", "01076"


def test_01078_a_dear_friend_with_no_human_to_find_is_discarded() -> None:
    """01078 A Dear Friend, play and attach restriction (a human, found by its search): with no human
    in the path deck or discard nothing enters play and the card goes to your discard."""
    g = printed_table(((DEAR_FRIEND,),), path=(HEART, DOE, SCROF))
    friend = g.iid(DEAR_FRIEND)
    g.play(friend)
    g.expect("turn")
    assert g.where(friend) == ("discard", "r1") and g.state.cards[friend].attached_to is None


def test_01076_ancestral_teachings_counts_the_exhausted_beings_within_your_reach_only() -> None:
    """01076 Ancestral Teachings, play: the being it exhausts gains progress equal to the exhausted
    beings within your reach, itself included; an exhausted being along the way is not counted."""
    g = printed_table(((TEACHINGS,),), path=(HEART, DOE, SCROF, ARTILOPE))
    doe, scrof = g.bring(DOE), g.bring(SCROF)
    artilope = g.bring(ARTILOPE, zone="along_the_way", ranger=None)
    adjust(g, action="exhaust", card=scrof)
    adjust(g, action="exhaust", card=artilope)
    energy_for(g, TEACHINGS)
    g.play(g.iid(TEACHINGS))  # the Doe is the one ready being: no question
    g.expect("turn")
    assert g.state.cards[doe].exhausted and tokens(g, doe) == {"progress": 2}


def test_01077_pokodo_the_ferret_keyword_persistent_stays_when_the_group_travels() -> None:
    """01077 Pokodo the Ferret, keyword Persistent: it stays in play as the play area is cleared for
    travel (a being without the keyword does not)."""
    check_persistent(POKODO)
