"""Smaller terms of the behaviour language (docs/behaviour.md): ``choose_amount`` with ``min`` (use X
tokens: X is at least 1), the selector zone ``committed``, the filter term ``not_among``, a printed
attachment that goes only on a host within reach (``in_reach``), and ``covers`` naming the printed
key of an ability keyed on another event."""

from __future__ import annotations

from typing import Any

from rangers_qt.content import models as m
from rangers_qt.content.behaviour.compile import check_card
from rangers_qt.engine import ManualAdjust

from .helpers import Game, being, feature, gear, moment


def _p(hook: str, **fields: Any) -> m.PrintedAbility:
    return m.PrintedAbility(hook=hook, **fields)  # type: ignore[arg-type]


#: Exhaust, use X sparks: X progress on a feature.
SPARKER = gear(
    "TSPARK",
    cost=0,
    tokens={"name": "spark", "count": {"n": 1}},
    printed=(_p("ability", exhaust=True, uses={"kind": "x"}),),
    behaviour={
        "abilities": [
            {
                "on": "ability",
                "effects": [
                    {
                        "do": "choose_amount",
                        "min": 1,
                        "max": {"tokens_on": {}},
                        "effects": [
                            {"do": "remove_tokens", "kind": "own", "amount": {"ref": "$n"}},
                            {
                                "do": "add_tokens",
                                "target": {"type": "feature"},
                                "kind": "progress",
                                "amount": {"ref": "$n"},
                            },
                        ],
                    }
                ],
            }
        ]
    },
)


def test_choose_amount_min_asks_from_the_minimum_and_not_at_all_when_one_number_is_left() -> None:
    g = Game([SPARKER, feature("TF", progress=9)], path=["TF"], decks=[["TSPARK"]])
    spark, f = g.bring("TSPARK", "player_area"), g.bring("TF")
    g.pick(f"ability:{spark}", "turn")  # one spark: X is 1, no question
    assert g.state.cards[f].tokens == {"progress": 1}
    g.session.manual(ManualAdjust(action="ready", card=spark))
    g.session.manual(ManualAdjust(action="add_tokens", card=spark, token="spark", amount=3))
    g.pick(f"ability:{spark}", "turn")
    assert g.options() == ["n:1", "n:2", "n:3"]
    g.pick("n:3", "effect_amount")
    assert g.state.cards[f].tokens == {"progress": 4}


#: After your test: 1 FOC if a card with the Wisdom trait was committed to it.
WISE = moment("TWISE", traits=("Wisdom",), approach={"reason": 1})
LENS = gear(
    "TLENS",
    cost=0,
    printed=(_p("response", window="after", event="test_ended"),),
    behaviour={
        "abilities": [
            {
                "on": "response:after:test_ended",
                "if": {"exists": {"zone": "committed", "trait": "wisdom"}},
                "effects": [{"do": "gain_energy", "aspect": "FOC"}],
            }
        ]
    },
)


def test_the_committed_zone_is_the_cards_committed_to_the_test_that_just_ended() -> None:
    g = Game([WISE, LENS], decks=[["TWISE", "TLENS", "TWISE"]], setup_search=False)
    g.bring("TLENS", "player_area")
    foc = g.ranger().energy["FOC"]
    g.perform("remember", None, energy=1, commits=[g.iid("TWISE")])
    while g.prompt.kind == "scout":
        g.pick(g.options()[0])
    assert g.ranger().energy["FOC"] == foc  # 1 spent on the test, 1 gained
    g.pick("rest", "turn")
    foc = g.ranger().energy["FOC"]
    g.perform("remember", None, energy=1)  # nothing committed: nothing gained
    while g.prompt.kind == "scout":
        g.pick(g.options()[0])
    assert g.ranger().energy["FOC"] == foc - 1


#: Choose a being, then put 1 progress on another card than that one.
OTHER = moment(
    "TOTHER",
    cost=0,
    printed=(_p("play"),),
    behaviour={
        "abilities": [
            {
                "on": "play",
                "effects": [
                    {"do": "choose_card", "target": {"type": "being"}, "as": "$b"},
                    {"do": "add_tokens", "target": {"type": "being", "not_among": "$b"}, "kind": "progress"},
                ],
            }
        ]
    },
)


def test_not_among_leaves_the_bound_cards_out() -> None:
    g = Game(
        [OTHER, being("TB1", progress=9), being("TB2", progress=9)], path=["TB1", "TB2"], decks=[["TOTHER"]]
    )
    b1, b2 = g.bring("TB1"), g.bring("TB2")
    g.play(g.iid("TOTHER"))
    g.pick(f"card:{b1}", "effect_choice")  # the other being is the only card left: no question
    assert g.state.cards[b2].tokens == {"progress": 1} and g.state.cards[b1].tokens == {}


HUG = m.RangerAttachmentCard(
    id="THUG",
    name="Hug",
    set_id="t",
    cost=m.Amount.fixed(0),
    aspect="SPI",
    printed=(_p("attach", to=("being",), in_reach=True),),
)


def test_an_attachment_printed_in_reach_goes_only_on_a_host_within_a_rangers_reach() -> None:
    g = Game([HUG, being("TB1"), being("TB2", area="along_the_way")], path=["TB1", "TB2"], decks=[["THUG"]])
    near = g.bring("TB1")
    g.session.manual(ManualAdjust(action="move", card=g.iid("TB2"), zone="along_the_way"))
    g.play(g.iid("THUG"))
    assert g.options() == [f"host:{near}"]


def test_covers_lets_an_ability_answer_another_event_for_a_printed_key_only() -> None:
    printed = (_p("ability", exhaust=True, window="would", event="injury"),)
    ab = {"on": "ability:would:harm", "effects": [{"do": "prevent"}]}
    ok = gear("TOK", printed=printed, behaviour={"abilities": [{**ab, "covers": "ability:would:injury"}]})
    bare = gear("TBARE", printed=printed, behaviour={"abilities": [ab]})
    wrong = gear(
        "TWRONG", printed=printed, behaviour={"abilities": [{**ab, "covers": "ability:would:ready"}]}
    )
    assert check_card(ok) == []
    assert [p for p, _ in check_card(bare)] == ["behaviour.abilities.0.on"]
    assert check_card(wrong) != []
