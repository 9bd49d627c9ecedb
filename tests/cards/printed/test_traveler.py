"""Traveler cards (cards/ranger/traveler.json) against their printed outcome, clause by clause
(docs/card-audit-ranger.md): each ability's printed outcome and a case where its condition is false
or its cost cannot be paid."""

from __future__ import annotations

from .printed_kit import (
    check_success_needs_success,
    check_unique,
)

IRONWOOL = "01008"


def test_01008_ironwool_boots_keyword_unique_a_second_copy_discards_the_first() -> None:
    """01008 Ironwool Boots, keyword Unique: equipping the second copy discards the first."""
    check_unique(IRONWOOL)


def test_01009_meditation_pillow_meditate_succeeds_to_resolve() -> None:
    """01009 Meditation Pillow, test Meditate: success: the shuffle runs when the test succeeds and
    not when it fails."""
    check_success_needs_success("01009")
