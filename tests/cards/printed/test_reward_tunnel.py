"""Issue #27, the card audit (docs/card-audit-path.md, named among the path half's examples):
Scuttler Tunnel (01202, Reward set) - its clear injures its owner ("your" Ranger), not every
Ranger whose token is on it. Shipped card on the Ranger kit's table."""

from __future__ import annotations

import pytest

from rangers_qt.engine import ManualAdjust

from ..ranger_kit import FAIL, SUN, ranger_table, tokens

TUNNEL = "01202"


def _clear_with_tokens(on: tuple[str, ...]) -> list[int]:
    """Two Rangers; r1 owns the tunnel (within r1's reach); the tokens of ``on`` are put on it; it
    takes its 3rd harm (its threshold): each Ranger's injuries after."""
    g = ranger_table(deck=[TUNNEL], rangers=2)
    tunnel = g.bring(TUNNEL, zone="within_reach")
    for rid in on:
        g.session.manual(ManualAdjust(action="ranger_token", ranger=rid, card=tunnel))
    g.session.manual(ManualAdjust(action="add_tokens", card=tunnel, token="harm", amount=3))
    assert tunnel not in g.state.ranger("r1").within_reach
    return [r.injuries for r in g.state.rangers]


@pytest.mark.parametrize(
    ("on", "injuries"),
    [(("r1",), [1, 0]), (("r2",), [0, 0]), (("r1", "r2"), [1, 0]), ((), [0, 0])],
)
def test_scuttler_tunnel_clear_by_harm_injures_only_its_owner_on_it(
    on: tuple[str, ...], injuries: list[int]
) -> None:
    """01202 Scuttler Tunnel (clear by harm: if your Ranger token is on it, you suffer 1 injury):
    the owner's token on it - the owner is injured; another Ranger's token on it - nobody is."""
    assert _clear_with_tokens(on) == injuries


HEART = "01388"  # Heart of the Swamp: a trail feature along the way, presence 0
ARTILOPE = "01364"  # a being of presence 1, within reach when brought


@pytest.mark.parametrize(("draw", "on_it"), [(SUN, True), (FAIL, False)])
def test_scuttler_tunnel_navigate_moves_your_token_onto_it(draw: str, on_it: bool) -> None:
    """01202 Scuttler Tunnel (test Navigate, success: your Ranger token onto it). 2 energy: on it;
    the -2 card (the negative case): the token stays off it."""
    g = ranger_table(deck=[TUNNEL], path=[HEART, ARTILOPE], draw=draw)
    tunnel = g.bring(TUNNEL, zone="within_reach")
    g.session.manual(ManualAdjust(action="energy", ranger="r1", aspect="FOC", amount=1))
    g.perform("t1", tunnel, energy=2, source=tunnel)
    assert (g.state.ranger("r1").ranger_token_on == tunnel) is on_it


@pytest.mark.parametrize("whose", ["r1", "r2"])
def test_scuttler_tunnel_dodge_response_needs_your_own_token_on_it(whose: str) -> None:
    """01202 Scuttler Tunnel (response: when you perform a test with your Ranger token on it, 1 harm
    on it to dodge each card in its area). Two Rangers, r1 owns it and tests: with r1's token on it
    the response is offered, and taken it puts 1 harm on it and nothing in its area fatigues r1;
    with only r2's token on it (the negative case) nothing is offered and the Artilope and the
    tunnel (presence 1 each) fatigue r1 for 2."""
    g = ranger_table(deck=[TUNNEL], path=[HEART, ARTILOPE], rangers=2)
    tunnel = g.bring(TUNNEL, zone="within_reach")
    g.bring(ARTILOPE)
    g.session.manual(ManualAdjust(action="ranger_token", ranger=whose, card=tunnel))
    g.next_ranger("r1")
    g.choose_test("traverse", g.iid(HEART))
    if whose == "r1":
        g.pick(f"respond:{tunnel}", "response")
        assert tokens(g, tunnel) == {"harm": 1}
    g.expect("commit_energy")
    assert tokens(g, tunnel).get("harm", 0) == (1 if whose == "r1" else 0)
    assert len(g.state.ranger("r1").fatigue) == (0 if whose == "r1" else 2)
