"""Issue #27, the fifth reading (seed 8861), part A (docs/card-audit.md): the cards of the first 20
whose behaviour did something other than the printed card, each named with its clause, the
printed outcome asserted beside the case where it must not happen."""

from __future__ import annotations

import pytest
from engine.helpers import Game

from rangers_qt.engine import ManualAdjust

from .printed_kit import DOE, HEART, printed_table

ONE_EYE = "01019"  # One Eye Open


def _resting_with_awa(awa: int) -> tuple[Game, str]:
    """Two Rangers (the round goes on after r1 rests), a ready Sitka Doe within reach, One Eye Open
    in r1's hand and exactly ``awa`` AWA energy in r1's pool; r1 rests."""
    g = printed_table(((ONE_EYE,), ()), path=(HEART, DOE, DOE))
    g.pick("next:r1", "choose_next")
    g.bring(DOE)
    have = g.ranger().energy.get("AWA", 0)
    g.session.manual(ManualAdjust(action="energy", ranger="r1", aspect="AWA", amount=awa - have))
    g.rest()
    return g, g.iid(ONE_EYE)


def test_01019_one_eye_open_is_not_offered_as_you_rest_with_no_awa_energy() -> None:
    """01019 One Eye Open, its response (when you rest: exhaust up to a being per AWA energy): with 0
    AWA in the pool it would exhaust nothing, so it is not offered (it was, and the card was spent
    for nothing)."""
    g, card = _resting_with_awa(0)
    assert f"respond:{card}" not in g.options()


@pytest.mark.parametrize("awa", [1, 2])
def test_01019_one_eye_open_with_awa_energy_exhausts_up_to_that_many_beings(awa: int) -> None:
    """01019 One Eye Open, its response, positive case: with 1 or 2 AWA it is offered and the
    number to exhaust goes up to the AWA in the pool."""
    g, card = _resting_with_awa(awa)
    g.pick(f"respond:{card}", "response")
    g.expect("effect_amount")
    assert max(o.amount for o in g.prompt.options) == awa
