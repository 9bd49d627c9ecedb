"""Traveler cards (cards/ranger/traveler.json): printed outcomes and their negative
cases (docs/card-audit-ranger.md)."""

from __future__ import annotations

from .printed_kit import (
    HEART,
    adjust,
    check_success_needs_success,
    check_unique,
    fatigue_of,
    printed_table,
    set_energy,
    tokens,
)

IRONWOOL = "01008"


def test_01008_ironwool_boots_keyword_unique_a_second_copy_discards_the_first() -> None:
    """01008 Ironwool Boots, keyword Unique: equipping the second copy discards the first."""
    check_unique(IRONWOOL)


def test_01009_meditation_pillow_meditate_succeeds_to_resolve() -> None:
    """01009 Meditation Pillow, test Meditate: success: the shuffle runs when the test succeeds and
    not when it fails."""
    check_success_needs_success("01009")


TRAIL_MIX = "01004"


def test_01004_trail_mix_soothes_nothing_with_no_fitness_in_the_pool() -> None:
    """01004 Trail Mix, ability 1 (exhaust, use 1 morsel): the chosen Ranger soothes fatigue equal to
    their FIT energy; with none in their pool nothing is soothed (the soothe:
    tests/cards/test_ranger_traveler.py)."""
    g = printed_table(((TRAIL_MIX,),), path=(HEART,))
    mix = g.bring(TRAIL_MIX, zone="player_area")
    adjust(g, action="fatigue", ranger="r1", amount=2)
    set_energy(g, AWA=1)
    g.pick(f"ability:{mix}", "turn")
    assert fatigue_of(g) == 2 and tokens(g, mix) == {"morsel": 1}
