"""Reward cards (cards/ranger/reward.json) against their printed outcome, clause by clause
(docs/card-audit-ranger.md): each ability's printed outcome and a case where its condition is false
or its cost cannot be paid."""

from __future__ import annotations

import pytest

from .printed_kit import (
    ARTILOPE,
    BOG,
    SCROF,
    fatigue_of,
    DOE,
    HEART,
    adjust,
    first_turn,
    hosts_offered,
    offered_plays,
    printed_table,
    text_of,
    tokens,
)

TUNNEL, VERDESSA, BADGE, MUCUS, BIOSIGN, SKETCHBOOK = "01202", "01215", "01231", "01207", "01222", "01204"
FAVORITE = "01017"  # Favorite Gear (artisan): soothes after you use a token of the attached gear
LANGUAGE = "issue #27 language fix: {}; docs/card-audit-ranger.md {}"


def _tunnel_cleared_with_tokens_of(*rangers: str) -> object:
    g = printed_table(((TUNNEL,), ()), path=(HEART,))
    first_turn(g)
    tunnel = g.bring(TUNNEL, zone="within_reach", ranger="r1")
    for rid in rangers:
        adjust(g, action="ranger_token", ranger=rid, card=tunnel)
    adjust(g, action="add_tokens", card=tunnel, token="harm", amount=3)  # its harm threshold
    assert tunnel not in g.state.ranger("r1").within_reach
    return g


def test_01202_scuttler_tunnel_clear_by_harm_injures_its_owner_only() -> None:
    """01202 Scuttler Tunnel, clear by harm: "your" Ranger on it (its owner's) suffers 1 injury;
    another Ranger whose token is on it too suffers none."""
    g = _tunnel_cleared_with_tokens_of("r1", "r2")
    assert [g.ranger("r1").injuries, g.ranger("r2").injuries] == [1, 0]  # type: ignore[attr-defined]


def test_01202_scuttler_tunnel_clear_by_harm_injures_nobody_while_its_owner_is_elsewhere() -> None:
    """01202 Scuttler Tunnel, clear by harm: its owner's token is not on it, so nobody is injured,
    not even the other Ranger whose token is on it."""
    g = _tunnel_cleared_with_tokens_of("r2")
    assert [g.ranger("r1").injuries, g.ranger("r2").injuries] == [0, 0]  # type: ignore[attr-defined]


def test_01204_sils_sketchbook_ability_uses_sketches_equal_to_the_exhausted_cards_presence() -> None:
    """01204 Sil's Sketchbook, ability (exhaust, use X sketches): a path card of presence X is
    exhausted and X sketches are *used* (Favorite Gear on it hears them: ruling R64, 1 soothed
    each); a ready card of higher presence than the sketches is not offered."""
    g = printed_table(((SKETCHBOOK, FAVORITE),), path=(HEART, SCROF, ARTILOPE))
    scrof, artilope = g.bring(SCROF), g.bring(ARTILOPE)
    book = g.bring(SKETCHBOOK, zone="player_area")
    assert tokens(g, book) == {"sketch": 2}  # its printed starting tokens
    adjust(g, action="fatigue", ranger="r1", amount=3)
    g.play(g.iid(FAVORITE))
    g.pick(f"host:{book}", "choose_host")
    g.pick(f"ability:{book}", "turn")
    g.expect("effect_choice")
    assert {o.card for o in g.prompt.options} == {g.iid(HEART), scrof, artilope}  # presence 0, 2, 1
    g.pick(f"card:{scrof}")  # presence 2: 2 sketches
    g.expect("turn")
    assert g.state.cards[scrof].exhausted and not g.state.cards[artilope].exhausted
    assert tokens(g, book) == {} and fatigue_of(g) == 1
