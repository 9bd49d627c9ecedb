"""Conciliator cards (cards/ranger/conciliator.json) against their printed outcome, clause by clause
(docs/card-audit-ranger.md): each ability's printed outcome and a case where its condition is false
or its cost cannot be paid."""

from __future__ import annotations

import pytest

from .printed_kit import BOG, DOE, SCROF, check_friendly, check_hosts, check_unique, host_named, language_fix

SURVEYED, SNARE, TRACKED, SENTINEL = "01067", "01068", "01072", "01075"


def test_01067_surveyed_land_attaches_only_to_a_feature() -> None:
    """01067 Surveyed Land, attach restriction (a feature): the Bog is offered, the Doe is not; with
    no feature in play it is not offered."""
    check_hosts(
        SURVEYED,
        ((SURVEYED,),),
        (DOE, BOG),
        [(BOG, "within_reach", "r1", 0, True), (DOE, "within_reach", "r1", 0, False)],
    )


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


@language_fix("host restriction missing from text", "01067, 01068, 01072, 01075")
@pytest.mark.parametrize(
    ("card", "kind"), [(SURVEYED, "feature"), *((c, "being") for c in (SNARE, TRACKED, SENTINEL))]
)
def test_conciliator_attachments_name_their_host_in_their_text(card: str, kind: str) -> None:
    """01067 Surveyed Land, 01068 Tranquilisnare, 01072 Tracked, 01075 Nidocyte Sentinel, attach
    restriction: the generated text says what the card attaches to."""
    assert host_named(card, kind)


POKODO = "01077"


def test_01077_pokodo_the_ferret_keyword_friendly_does_not_fatigue_you_between() -> None:
    """01077 Pokodo the Ferret, keyword Friendly: between you and a card you interact with it does not
    fatigue you (a being without the keyword does)."""
    check_friendly(POKODO)


def test_01077_pokodo_the_ferret_keyword_unique_a_second_copy_discards_the_first() -> None:
    """01077 Pokodo the Ferret, keyword Unique: playing the second copy discards the first."""
    check_unique(POKODO)
