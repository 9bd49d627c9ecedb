"""A printed response written as a game-event listener (an ability whose ``covers`` names the
printed key): "when the attached card is cleared" is heard as ``card_cleared``, while the cleared
card still has its tokens (Rulebook: Clearing Cards). Such a response of a Ranger card is its
owner's ("you": the Ranger who played it), passes under auto-pass, and is not offered a second
time in the key's own window; the filter ``not_among`` leaves the cleared card out."""

from __future__ import annotations

from typing import Any

from rangers_qt.content import models as m
from rangers_qt.engine import ManualAdjust

from .helpers import Game, being, gear

#: Gear that answers a being clearing: it moves the cleared being's progress, one at a time, to
#: other beings of your choice.
HEARD = {
    "abilities": [
        {
            "on": "card_cleared",
            "covers": "response:when:cleared",
            "optional": True,
            "if": {"exists": {"among": "$card", "type": "being"}},
            "effects": [
                {
                    "do": "repeat",
                    "times": {"tokens_on": {"card": "$card", "kind": "progress"}},
                    "effects": [
                        {
                            "do": "move_tokens",
                            "from": "$card",
                            "to": {"type": "being", "not_among": "$card"},
                            "kind": "progress",
                            "amount": 1,
                        }
                    ],
                }
            ],
        }
    ]
}


def _table(rangers: int = 1) -> tuple[Game, str, str, str]:
    printed = (m.PrintedAbility(hook="response", window="when", event="cleared"),)
    heard = gear("TG", cost=0, printed=printed, behaviour=HEARD)  # type: ignore[arg-type]
    cards: list[Any] = [heard, being("TB1", progress=2), being("TB2", harm=9)]
    g = Game(cards, rangers=rangers, path=["TB1", "TB2"], decks=[["TG"]] + [[]] * (rangers - 1))
    if rangers > 1:
        g.pick("next:r1", "choose_next")
    gear_iid = g.bring("TG", zone="player_area")
    return g, gear_iid, g.bring("TB1"), g.bring("TB2")


def test_a_covered_response_hears_the_clear_while_the_card_still_has_its_tokens() -> None:
    g, gear_iid, b1, b2 = _table()
    g.session.manual(ManualAdjust(action="add_tokens", card=b1, token="progress", amount=2))
    p = g.expect("effect_may", "r1")
    assert p.options[0].card == gear_iid
    g.pick("yes")
    # not_among: the cleared being is no candidate, so the only other being takes both, unasked.
    assert g.state.cards[b2].tokens == {"progress": 2}
    g.expect("turn")  # not offered again in the after-clear window


def test_a_covered_response_passes_under_auto_pass() -> None:
    g, _gear, b1, b2 = _table()
    g.session.manual(ManualAdjust(action="auto_pass", amount=1))
    g.session.manual(ManualAdjust(action="add_tokens", card=b1, token="progress", amount=2))
    g.expect("turn")
    assert g.state.cards[b2].tokens == {}


def test_a_ranger_cards_listener_is_its_owners_choice_whoever_clears() -> None:
    """r2's test clears the being; r1's gear answers, so r1 is asked."""
    g, gear_iid, b1, _b2 = _table(rangers=2)
    g.session.manual(ManualAdjust(action="add_tokens", card=b1, token="progress", amount=1))  # one short
    g.rest()
    if g.prompt.kind == "choose_next":
        g.pick("next:r2")
    g.choose_test("connect", b1)
    g.pick("energy:1", "commit_energy")
    p = g.expect("effect_may", "r1")
    assert p.options[0].card == gear_iid
