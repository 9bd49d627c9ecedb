"""Artificer cards (cards/ranger/artificer.json) against their printed outcome, clause by clause
(docs/card-audit-ranger.md): each ability's printed outcome and a case where its condition is false
or its cost cannot be paid."""

from __future__ import annotations

import pytest

from .printed_kit import BOG, DOE, HEART, LOCATION, SCROF, check_hosts, host_named, language_fix

CABLE, MARKERS = "01054", "01056"


def test_01054_carbonforged_cable_attaches_only_to_a_predator() -> None:
    """01054 Carbonforged Cable, attach restriction (a predator): the Scrof is offered, the Doe (prey)
    is not; with no predator in play the cable is not offered."""
    check_hosts(
        CABLE,
        ((CABLE,),),
        (HEART, DOE, SCROF),
        [(DOE, "within_reach", "r1", 0, False), (SCROF, "within_reach", "r1", 0, True)],
    )


def test_01056_trail_markers_attach_only_to_the_location_or_a_feature() -> None:
    """01056 Trail Markers, attach restriction (a location or feature): the location and the two
    features are offered, the Doe is not (the location is always in play: the being left out of the
    offer is the negative case)."""
    check_hosts(
        MARKERS,
        ((MARKERS,),),
        (HEART, BOG, DOE),
        [
            (LOCATION, "", None, 0, True),
            (HEART, "along_the_way", None, 0, True),
            (BOG, "within_reach", "r1", 0, True),
            (DOE, "within_reach", "r1", 0, False),
        ],
        unplayable_without=False,
    )


@language_fix("host restriction missing from text", "01054, 01056")
@pytest.mark.parametrize(("card", "kind"), [(CABLE, "predator"), (MARKERS, "location or feature")])
def test_artificer_attachments_name_their_host_in_their_text(card: str, kind: str) -> None:
    """01054 Carbonforged Cable, 01056 Trail Markers, attach restriction: the generated text says
    what the card attaches to."""
    assert host_named(card, kind)
