"""Issue #27, the card audit (docs/card-audit-path.md, Common tests): the rulebook's common tests
Avoid and Remember (Rulebook: Performing a Test, the common tests), each outcome with a negative
case - one below the difficulty, a failed test, a card the test may not aim at."""

from __future__ import annotations

import pytest
from engine.helpers import CM2, CP, Game, being, feature, filler

from rangers_qt.engine import ManualAdjust


@pytest.mark.parametrize(("energy", "avoided"), [(1, False), (2, True), (3, True)])
def test_avoid_exhausts_the_being_at_its_presence(energy: int, avoided: bool) -> None:
    """Common test Avoid (AWA + conflict, difficulty the being's presence, success: exhaust it): a
    being of presence 2 with effort 1 (one below) stays ready; with 2 and 3 it is exhausted. A failed
    Avoid costs nothing else (no injury)."""
    g = Game([being("TA", presence=2)], path=["TA"])
    a = g.iid("TA")
    g.session.manual(ManualAdjust(action="energy", ranger="r1", aspect="AWA", amount=1))
    g.perform("avoid", a, energy=energy)
    assert g.state.cards[a].exhausted is avoided
    assert g.ranger().injuries == 0


def test_avoid_aims_at_beings_only() -> None:
    """Common test Avoid (negative case): a feature within reach is not offered as its target."""
    g = Game([being("TA"), feature("TF")], path=["TA", "TF"])
    g.bring("TF")
    aims = {o for o in g.options() if o.startswith("test:common:avoid:")}
    assert aims == {f"test:common:avoid:{g.iid('TA')}"}


@pytest.mark.parametrize(("draw", "scouted", "drawn"), [(CP, 2, 1), (CM2, 0, 0)])
def test_remember_scouts_the_effort_then_draws_one_on_success_only(
    draw: str, scouted: int, drawn: int
) -> None:
    """Common test Remember (FOC + reason, difficulty 1, no target; success: scout Ranger cards equal
    to the effort, then draw 1): 1 energy with the +1 card scouts 2 cards and draws 1; with the -2
    card it fails: no scout, no card drawn."""
    g = Game(
        decks=[["TFILL"] * 6 + ["TX1", "TX2", "TX3"]],
        cards=[filler("TX1"), filler("TX2"), filler("TX3")],
        challenge_order=[draw] * 10,
    )
    hand = len(g.ranger().hand)
    g.perform("remember", None, energy=1)
    seen = 0
    while g.session.prompt is not None and g.prompt.kind == "scout":
        seen = max(seen, len({o.card for o in g.prompt.options if o.card}))
        g.pick(g.options()[0])
    assert seen == scouted
    assert len(g.ranger().hand) == hand + drawn
