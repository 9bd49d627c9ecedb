"""Shaper cards (cards/ranger/shaper.json) against their printed outcome, clause by clause
(docs/card-audit-ranger.md): each ability's printed outcome and a case where its condition is false
or its cost cannot be paid."""

from __future__ import annotations

import pytest

from .printed_kit import (
    DOE,
    HEART,
    adjust,
    fatigue_of,
    first_turn,
    hosts_offered,
    offered_plays,
    printed_table,
    text_of,
    tokens,
)

STAVE_SUN, STAFF, ROD, SCEPTER, ROOT_SNARE, HARMONIZE = "01083", "01086", "01089", "01092", "01081", "01090"
FAVORITE = "01017"  # Favorite Gear (artisan): soothes after you use a token of the attached gear
LANGUAGE = "issue #27 language fix: {}; docs/card-audit-ranger.md {}"


def test_01086_staff_of_the_wanderer_ability_uses_x_strides_for_x_progress_on_a_trail() -> None:
    """01086 Staff of the Wanderer, ability (exhaust, use X strides): X progress on a trail, and the X
    strides are *used* (a card answering a token used, Favorite Gear, hears it: ruling R64, one
    fatigue soothed per token)."""
    g = printed_table(((STAFF, FAVORITE),), path=(HEART,))
    heart = g.iid(HEART)
    staff = _set_up(g, STAFF, stride=3)
    adjust(g, action="fatigue", ranger="r1", amount=3)
    adjust(g, action="move", card=g.iid(FAVORITE), zone="hand", ranger="r1")  # setup shuffled the deck
    g.play(g.iid(FAVORITE))
    g.pick(f"host:{staff}", "choose_host")
    g.pick(f"ability:{staff}", "turn")
    g.pick("n:2", "effect_amount")
    g.expect("turn")
    assert tokens(g, heart) == {"progress": 2}
    assert tokens(g, staff) == {"stride": 1}
    assert fatigue_of(g) == 1


def _set_up(g, conduit: str, **tokens_to: int) -> str:  # type: ignore[no-untyped-def]
    """Put the conduit into play as the day begins (its Setup keyword), then give it tokens."""
    iid = g.iid(conduit)
    g.pick(f"setup:{iid}")
    if g.prompt.kind != "turn":
        g.pick("none")
    for kind, n in tokens_to.items():
        have = tokens(g, iid).get(kind, 0)
        adjust(g, action="add_tokens", card=iid, token=kind, amount=n - have)
    return iid
