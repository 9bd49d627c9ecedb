"""Issue #27, the seventh reading (seed 7351), part A (docs/card-audit.md): the words its wording
fixes added are true of the engine. 01059 Infusion Canteen's text now says its mark comes from the
supply; these tests show the pool pays the card's cost and nothing for the mark."""

from __future__ import annotations

import pytest

from .printed_kit import HEART, printed_table, set_energy, tokens

CANTEEN = "01059"  # Infusion Canteen (cost 1 FOC)


@pytest.mark.parametrize(("branch", "aspect"), [(0, "AWA"), (1, "FIT"), (2, "FOC"), (3, "SPI")])
def test_01059_infusion_canteen_mark_comes_from_the_supply_on_an_empty_pool(branch: int, aspect: str) -> None:
    """01059 Infusion Canteen, its entering clause (an aspect picked, marked by an energy token): with
    only the cost's 1 FOC in the pool, the card is played, every aspect is offered (4 options) and
    the chosen one's token lies on the card though the pool is left empty: the mark is not paid
    from it."""
    g = printed_table(((CANTEEN,),), path=(HEART,))
    set_energy(g, FOC=1)
    canteen = g.iid(CANTEEN)
    g.play(canteen)
    g.expect("effect_choice")
    assert [o.label for o in g.prompt.options] == ["AWA", "FIT", "FOC", "SPI"]
    g.pick(f"branch:{branch}")
    assert tokens(g, canteen) == {"sip": 3, f"energy_{aspect.lower()}": 1}
    assert {a: n for a, n in g.ranger().energy.items() if n} == {}


def test_01059_infusion_canteen_mark_leaves_the_pool_of_that_aspect_alone() -> None:
    """01059 Infusion Canteen, its entering clause, with energy of the chosen aspect in the pool:
    marking AWA takes no AWA from it (2 before, 2 after); only the cost's FOC is spent."""
    g = printed_table(((CANTEEN,),), path=(HEART,))
    set_energy(g, AWA=2, FOC=2)
    canteen = g.iid(CANTEEN)
    g.play(canteen)
    g.pick("branch:0", "effect_choice")
    assert tokens(g, canteen) == {"sip": 3, "energy_awa": 1}
    assert g.ranger().energy.get("AWA", 0) == 2 and g.ranger().energy.get("FOC", 0) == 1
