"""The verb ``play_card`` (a Ranger plays a card from elsewhere "as if it were in their hand") and
the step ``play_from_effect``: only cards their owner could play now are offered (affordable, an
attachment with a host); the owner is asked; the card is paid for and played without using or
ending a turn of its own."""

from __future__ import annotations

from rangers_qt.content import models as m
from rangers_qt.engine import ManualAdjust

from .helpers import Game, gear, moment


def _table() -> tuple[Game, str, str]:
    recall = moment(
        "TRECALL",
        cost=0,
        printed=(m.PrintedAbility(hook="play"),),
        behaviour={
            "abilities": [
                {
                    "on": "play",
                    "effects": [
                        {"do": "play_card", "target": {"zone": "discard", "type": "gear", "pick": "all"}}
                    ],
                }
            ]
        },
    )
    g = Game([recall, gear("TPICK", cost=2, aspect="FIT")], decks=[["TRECALL", "TPICK"]])
    pick = g.iid("TPICK")
    g.session.manual(ManualAdjust(action="move", card=pick, zone="discard", ranger="r1"))
    return g, g.iid("TRECALL"), pick


def test_a_card_in_the_discard_is_played_as_if_from_hand_and_paid_for() -> None:
    g, recall, pick = _table()
    fit = g.ranger().energy["FIT"]
    g.play(recall)
    g.pick("yes", "effect_may")
    assert g.where(pick) == ("player_area", "r1") and g.ranger().energy["FIT"] == fit - 2
    assert g.state.round == 1 and g.where(recall) == ("discard", "r1")
    g.expect("turn")  # solo: the next turn of the round (the moment's play took one turn)


def test_declined_or_unaffordable_the_card_stays_in_the_discard() -> None:
    g, recall, pick = _table()
    g.play(recall)
    g.pick("no", "effect_may")
    assert g.where(pick) == ("discard", "r1")
    g2, recall2, pick2 = _table()
    g2.session.manual(
        ManualAdjust(action="energy", ranger="r1", aspect="FIT", amount=-g2.ranger().energy["FIT"] + 1)
    )
    g2.play(recall2)  # 1 FIT for a 2 FIT gear: not offered, nothing asked
    g2.expect("turn")
    assert g2.where(pick2) == ("discard", "r1")
