"""Issue #27, the card audit (docs/card-audit-path.md, named among the path half's examples):
Scuttler Tunnel (01202, Reward set) - its clear injures its owner ("your" Ranger), not every
Ranger whose token is on it. Shipped card on the Ranger kit's table."""

from __future__ import annotations

import pytest

from rangers_qt.engine import ManualAdjust

from ..ranger_kit import ranger_table

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
