"""Costs (issue #27, "do A to do B"): an ability's or an option's ``cost`` is paid first, as one
list with its effects, and nothing is offered while the cost cannot be paid
(engine/modifier_layer/costs.py). Invented cards; the printed cards that use it are proven in
tests/cards/printed/ (Familiar Ground, Moment of Desperation, Touch of the Verdessa, Local Fare,
Healing Touch)."""

from __future__ import annotations

from typing import Any

from rangers_qt.engine import ManualAdjust

from .helpers import Game, being, gear, moment

#: A moment whose cost is one of your gear discarded; its effect: that gear's tokens as harm.
SPEND_GEAR = moment(
    "TMC",
    cost=0,
    behaviour={
        "abilities": [
            {
                "on": "play",
                "cost": [
                    {"do": "discard", "target": {"zone": "player_area", "type": "gear"}, "tokens_as": "$n"}
                ],
                "effects": [
                    {"do": "add_tokens", "target": {"type": "being"}, "kind": "harm", "amount": {"ref": "$n"}}
                ],
            }
        ]
    },
)
KIT = gear("TGK", cost=0, tokens={"name": "charge", "count": {"n": 2}})


def _plays(g: Game) -> list[str]:
    g.expect("turn")
    return [str(o.card) for o in g.prompt.options if o.kind == "play_card"]


def _table(**kw: Any) -> Game:
    return Game([SPEND_GEAR, KIT, being("TB", harm=9)], path=["TB"], decks=[["TMC", "TGK"]], **kw)


def test_a_card_whose_cost_cannot_be_paid_is_not_offered() -> None:
    """Ruling R89: no gear of yours in play: the moment is not offered (its effect cannot happen
    without its cost)."""
    g = _table()
    g.bring("TB")
    assert g.iid("TMC") not in _plays(g)


def test_a_cost_is_paid_first_and_what_it_chose_is_bound_for_the_effects() -> None:
    """Rulings R89, R90: with a gear holding 2 of its tokens and 1 progress the moment is offered;
    the gear is discarded (the cost) and its 3 tokens of every kind, counted as it went, become 3
    harm on the being (the effect)."""
    g = _table()
    b = g.bring("TB")
    kit = g.bring("TGK", zone="player_area")
    g.session.manual(ManualAdjust(action="add_tokens", card=kit, token="progress", amount=1))
    assert g.state.cards[kit].tokens == {"charge": 2, "progress": 1}
    assert g.iid("TMC") in _plays(g)
    g.play(g.iid("TMC"))
    g.expect("turn")
    assert g.where(kit)[0] == "discard"
    assert g.state.cards[b].tokens == {"harm": 3}


def test_an_option_whose_cost_cannot_be_paid_is_not_offered() -> None:
    """choose_one: an option with a ``cost`` (1 harm off a being) is offered only while a being has
    harm; paid, the being it came off gets the option's progress."""
    options = [
        {
            "label": "Harm to progress",
            "cost": [
                {
                    "do": "remove_tokens",
                    "target": {"type": "being", "tokens": {"kind": "harm"}},
                    "kind": "harm",
                    "amount": 1,
                    "as": "$b",
                }
            ],
            "effects": [{"do": "add_tokens", "target": "$b", "kind": "progress", "amount": 3}],
        },
        {"label": "Draw", "effects": [{"do": "draw", "amount": 1}]},
    ]
    card = moment(
        "TMO",
        cost=0,
        behaviour={"abilities": [{"on": "play", "effects": [{"do": "choose_one", "options": options}]}]},
    )
    g = Game([card, being("TB", harm=9, progress=9)], path=["TB"], decks=[["TMO", "TMO"]])
    b = g.bring("TB")
    g.play(g.iid("TMO"))
    g.expect("turn")  # one option left (the draw): no question, nothing on the being
    assert g.state.cards[b].tokens == {}
    g.session.manual(ManualAdjust(action="add_tokens", card=b, token="harm", amount=1))
    g.play(next(i for i in g.ranger().hand if g.state.cards[i].def_id == "TMO"))
    g.pick("branch:0", "effect_choice")
    assert g.state.cards[b].tokens == {"progress": 3}
