"""The misses the machine probe found (docs/card-audit.md, "The machine probe"), each with the card
and clause that failed before its fix and its negative case."""

from __future__ import annotations

import pytest
from engine.helpers import Game

from cards.personality_kit import attribute_table, performed

from .printed_kit import adjust, first_turn, printed_table

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
