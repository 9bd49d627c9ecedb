"""Traveler cards (cards/ranger/traveler.json): printed outcomes and their negative
cases (docs/card-audit-ranger.md)."""

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
