"""The misses the machine probe found (docs/card-audit.md, "The machine probe"), each with the card
and clause that failed before its fix and its negative case."""

from __future__ import annotations

import pytest
from engine.helpers import Game

from cards.personality_kit import attribute_table, performed
from rangers_qt.engine.zones import in_play

from .printed_kit import (
    BOG,
    DOE,
    HEART,
    SCROF,
    adjust,
    energy_for,
    first_turn,
    offered_plays,
    printed_table,
    tokens,
)

INSIGHTFUL, PASSIONATE, METICULOUS, PERSUASIVE = "01093", "01097", "01101", "01105"
#: Each attribute's common test, and the deck cards that test itself takes (Remember draws one,
#: Traverse past the Sitka Doe is fatigued by it).
APPROACH = {
    INSIGHTFUL: ("reason", 1),
    PASSIONATE: ("connection", 0),
    METICULOUS: ("exploration", 1),
    PERSUASIVE: ("conflict", 0),
}


def _deck_down_to(g: Game, left: int) -> None:
    """Move r1's deck cards to the fatigue stack until ``left`` remain (a table late in the day)."""
    for iid in list(g.ranger().deck)[left:]:
        adjust(g, action="move", card=iid, zone="fatigue", ranger="r1")


@pytest.mark.parametrize("card", [INSIGHTFUL, PASSIONATE, METICULOUS, PERSUASIVE])
@pytest.mark.parametrize(("deck", "offered"), [(0, False), (1, True), (2, True)])
def test_a_fatigue_cost_is_offered_only_while_the_deck_can_pay_it(
    card: str, deck: int, offered: bool
) -> None:
    """Insightful (and the three attributes alike), its after-success clause: 1 fatigue is its cost.
    With an empty deck the fatigue cannot be suffered (Rulebook: Ranger too Fatigued): before the
    fix it was offered, and taking it ended the day with the card still in the discard."""
    approach, used = APPROACH[card]
    g = attribute_table(card)
    mine = g.iid(card)
    _deck_down_to(g, deck + used)
    performed(g, approach, (mine,))
    assert len(g.ranger().deck) == deck
    if offered:
        assert [o.id for o in g.expect("response", "r1").options] == [f"respond:{mine}", "pass"]
        g.pick(f"respond:{mine}", "response")
        assert g.where(mine) == ("hand", "r1") and g.state.day_over is None
    else:
        g.expect("turn")
        assert g.where(mine) == ("discard", "r1") and g.state.day_over is None


#: The three cards whose exhaust-and-use-a-token ability soothes fatigue equal to an aspect's energy.
SOOTHERS = {
    "01004": "FIT",
    "01227": "FOC",
    "01228": "SPI",
}  # Trail Mix, Philosopher's Honey, Quisi's Favorite Snack


@pytest.mark.parametrize("card", sorted(SOOTHERS))
@pytest.mark.parametrize(("fatigue", "offered"), [(0, False), (1, True), (2, True)])
def test_a_soothing_ability_is_offered_only_with_fatigue_to_soothe(
    card: str, fatigue: int, offered: bool
) -> None:
    """Trail Mix (and Philosopher's Honey, Quisi's Favorite Snack), its exhaust ability: with no
    Ranger holding fatigue it soothed nothing, its exhaust and token spent (offered before the fix)."""
    g = printed_table(((card,),))
    first_turn(g)
    adjust(g, action="energy", ranger="r1", aspect=SOOTHERS[card], amount=3)
    iid = g.iid(card)
    g.pick(next(o for o in g.options() if o == f"play:{iid}"), "turn")
    while g.prompt.kind != "turn":
        g.pick(g.options()[0])
    if fatigue:
        adjust(g, action="fatigue", ranger="r1", amount=fatigue)
    assert (f"ability:{iid}" in g.options()) == offered
    if offered:
        g.pick(f"ability:{iid}", "turn")
        while g.prompt.kind != "turn":
            g.pick(g.options()[0])
        assert len(g.ranger().fatigue) == 0 and g.state.cards[iid].exhausted


def _moment_table(
    card: str, path: tuple[str, ...], bring: tuple[str, ...], **tokens: tuple[str, int]
) -> Game:
    """``card`` in r1's hand with energy to pay it, ``bring`` within reach; ``tokens``: a path card's
    def id -> (token, amount) put on it by hand."""
    g = printed_table(((card,),), path=path)
    first_turn(g)
    energy_for(g, card)
    for iid in [i for i in g.state.cards if in_play(g.state, i) and g.state.cards[i].def_id in path]:
        adjust(g, action="move", card=iid, zone="path_discard")  # dealt at setup
    for def_id in bring:
        g.bring(def_id)
    for def_id, (token, n) in tokens.items():
        adjust(g, action="add_tokens", card=g.iid(def_id), token=token, amount=n)
    return g


#: Moments whose play text needs something in play to act on, each with a table where it has it
#: (offered) and tables where it does not (not offered: before the fix each was offered there and
#: spent its energy and the card for nothing): (path cards brought, tokens on them, offered).
MOMENT_GUARDS: dict[str, list[tuple[tuple[str, ...], dict[str, tuple[str, int]], bool]]] = {
    # Familiar Ground: the harm on a flora is its cost, the 3 progress go on a trail.
    "01031": [((BOG, HEART), {}, True), ((BOG,), {}, False)],
    # Afforded by Nature: progress off a trail turned into harm on a being.
    "01044": [
        ((HEART, DOE), {HEART: ("progress", 1)}, True),
        ((HEART, DOE), {}, False),
        ((HEART,), {HEART: ("progress", 1)}, False),
    ],
    # Homeward Bound: a being's progress moved to a feature.
    "01022": [
        ((DOE, BOG), {DOE: ("progress", 1)}, True),
        ((DOE,), {DOE: ("progress", 1)}, False),
        ((DOE, BOG), {}, False),
    ],
    # A Deeper Understanding: its guard (a being with progress) was in the data; now it keeps it from play.
    "01024": [((DOE, SCROF), {DOE: ("progress", 1)}, True), ((DOE, SCROF), {}, False)],
}


@pytest.mark.parametrize(
    ("card", "bring", "tokens", "offered"),
    [
        (card, bring, tokens, offered)
        for card, rows in MOMENT_GUARDS.items()
        for bring, tokens, offered in rows
    ],
)
def test_a_moment_with_nothing_to_act_on_is_not_played(
    card: str, bring: tuple[str, ...], tokens: dict[str, tuple[str, int]], offered: bool
) -> None:
    g = _moment_table(card, (BOG, DOE, HEART, SCROF), bring, **tokens)
    assert (g.iid(card) in offered_plays(g)) == offered


def test_familiar_ground_puts_its_3_progress_on_the_trail_for_the_harm_on_the_flora() -> None:
    g = _moment_table("01031", (BOG, HEART), (BOG, HEART))
    g.play(g.iid("01031"))
    while g.prompt.kind != "turn":
        g.pick(g.options()[0])
    assert tokens(g, g.iid(BOG)).get("harm") == 1 and tokens(g, g.iid(HEART)).get("progress") == 3


@pytest.mark.parametrize(("in_discard", "offered"), [(0, False), (1, True)])
def test_paths_we_ve_roamed_before_needs_a_moment_or_attribute_in_a_discard(
    in_discard: int, offered: bool
) -> None:
    """Paths We've Roamed Before: with no other moment or attribute in any discard it put nothing on
    a fatigue stack (offered before the fix); a copy of itself does not count."""
    g = printed_table((("01002", "01002", "01031"),), path=(DOE,))
    first_turn(g)
    energy_for(g, "01002")
    adjust(g, action="move", card=g.iid("01002", 1), zone="discard", ranger="r1")
    if in_discard:
        adjust(g, action="move", card=g.iid("01031"), zone="discard", ranger="r1")
    assert (g.iid("01002") in offered_plays(g)) == offered
