"""Maladies (cards/ranger/malady.json): printed outcomes and their negative cases
(docs/card-audit-ranger.md)."""

from __future__ import annotations

import pytest

from .printed_kit import HEART, adjust, fatigue_of, printed_table

INJURY = "01240"


@pytest.mark.parametrize(
    ("who", "exhausted", "r1", "r2"), [("r1", False, 2, 0), ("r2", False, 0, 0), ("r1", True, 0, 0)]
)
def test_01240_lingering_injury_keyword_fatiguing_2_fatigues_its_owner_as_they_rest(
    who: str, exhausted: bool, r1: int, r2: int
) -> None:
    """01240 Lingering Injury, keyword Fatiguing 2 (Rulebook: Keywords, Fatiguing): attached to r1's
    role, it fatigues r1 by 2 as r1 rests. Negative cases: r2 resting is not fatigued by it (it is
    not in r2's area), and an exhausted Lingering Injury fatigues no one."""
    g = printed_table(((INJURY,), ()), path=(HEART,))
    injury = g.iid(INJURY)
    assert g.state.cards[injury].attached_to == g.state.ranger("r1").role
    if exhausted:
        adjust(g, action="exhaust", card=injury)
    g.pick(f"next:{who}", "choose_next")
    g.rest()
    assert (fatigue_of(g, "r1"), fatigue_of(g, "r2")) == (r1, r2)
