"""Harm a card effect would put on a being is a "would" event (engine/effects/replacements.py,
event ``harm``: ``$card`` the being, ``$amount``, ``$source``, ``$ranger``): an answer may cancel
it. An ability may answer it for a printed key of another event (``covers``: a response printed
for an injury that also answers harm on a being), paying that printed key's cost. The condition
``same_ranger`` tells whether two ``who`` name the same Ranger."""

from __future__ import annotations

from rangers_qt.content import behaviour as bh
from rangers_qt.content import models as m
from rangers_qt.engine import ManualAdjust
from rangers_qt.engine.core import Engine
from rangers_qt.engine.events import Recorder
from rangers_qt.engine.modifier_layer.evaluate import Ctx, holds

from .helpers import Game, being, gear

#: A whistle printing "exhaust, use 1 call: when a Ranger would be injured by a predator, or a
#: predator would harm a being, cancel it" (01023-like): the harm half covers the printed key.
GUARD = {
    "abilities": [
        {
            "on": "ability:would:harm",
            "covers": "ability:would:injury",
            "optional": True,
            "if": {"exists": {"among": "$source", "trait": "predator"}},
            "effects": [{"do": "prevent"}],
        }
    ]
}
PRINTED = (
    m.PrintedAbility(
        hook="ability", window="would", event="injury", exhaust=True, uses=m.Amount.fixed(1), who="any"
    ),
)


def _table() -> tuple[Game, str, str]:
    whistle = gear(
        "TW", printed=PRINTED, tokens=m.TokenSpec(name="call", count=m.Amount.fixed(1)), behaviour=GUARD
    )
    hunter = being(
        "TP",
        traits=("Predator",),
        challenge=("sun",),
        behaviour={"challenge": {"sun": [{"do": "add_tokens", "target": {"name": "Prey"}, "kind": "harm"}]}},
    )
    prey = being("TQ", name="Prey", harm=9)
    g = Game([whistle, hunter, prey], path=["TP", "TQ"], decks=[["TW"]])
    g.bring("TW", "player_area")
    g.bring("TP")
    return g, g.iid("TW"), g.bring("TQ")


def _remember(g: Game) -> None:
    g.test("test:common:remember:-")
    while g.prompt.kind == "scout":
        g.pick(g.options()[-1])


def test_harm_a_predator_would_put_on_a_being_is_cancelled_paying_the_covered_keys_cost() -> None:
    g, w, prey = _table()
    _remember(g)
    p = g.expect("effect_may", "r1")
    assert "1 harm on Prey" in p.title
    g.pick("yes")
    assert g.state.cards[prey].tokens == {}
    assert g.state.cards[w].exhausted and g.state.cards[w].tokens.get("call", 0) == 0


def test_harm_lands_when_declined_unpayable_or_put_by_hand() -> None:
    g, _w, prey = _table()
    _remember(g)
    g.pick("no", "effect_may")
    assert g.state.cards[prey].tokens == {"harm": 1}
    g2, w2, prey2 = _table()
    g2.session.manual(ManualAdjust(action="exhaust", card=w2))  # its printed cost cannot be paid
    _remember(g2)
    assert g2.state.cards[prey2].tokens == {"harm": 1}
    g3, _w3, prey3 = _table()
    g3.session.manual(ManualAdjust(action="add_tokens", card=prey3, token="harm", amount=2))
    g3.expect("turn")  # the players' own adjustment is never answered
    assert g3.state.cards[prey3].tokens == {"harm": 2}


def test_same_ranger_compares_two_who() -> None:
    g = Game([], rangers=2)
    eng = Engine(g.state, g.session.book, g.registry, Recorder(enabled=False))
    cond = (
        bh.Behaviour.model_validate(
            {"abilities": [{"on": "play", "if": {"same_ranger": ["$ranger", "you"]}, "effects": []}]}
        )
        .abilities[0]
        .if_
    )
    assert holds(Ctx(eng, "x", 0, None, {"$you": "r1", "$ranger": "r1"}), cond)
    assert not holds(Ctx(eng, "x", 0, None, {"$you": "r1", "$ranger": "r2"}), cond)
