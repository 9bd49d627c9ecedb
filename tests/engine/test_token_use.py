"""Using a card's tokens (Rulebook: Tokens - "use" one: discard it): ``ops.use_tokens`` raises
``tokens_used`` when a printed "use N" cost is paid (an untimed ability, a response, a test's
cost) and for the verb ``use_tokens`` (an X cost the ability pays itself); a
``response:after:use_token`` listener answers it (``$card``: the card whose tokens were used).
Also ``fatigue_less_between`` (step 1 of the test) and ``choose_amount``'s ``min``."""

from __future__ import annotations

from typing import Any

from rangers_qt.content import models as m
from rangers_qt.engine import ManualAdjust

from .helpers import Game, being, feature, gear, tdef

#: A listener counting uses of any card's tokens but its own: a harm on the post per use.
WATCH = {
    "on": "response:after:use_token",
    "if": {"not": {"is_this": "$card"}},
    "effects": [
        {"do": "add_tokens", "target": {"name": "Post"}, "kind": "harm", "amount": {"ref": "$amount"}}
    ],
}


def _table(*cards: Any) -> Game:
    watch = gear(
        "TWATCH",
        printed=(m.PrintedAbility(hook="response", window="after", event="use_token"),),
        behaviour={"abilities": [WATCH]},
    )
    ids = [c.id for c in cards]
    g = Game(
        [
            watch,
            *cards,
            feature("TPOST", name="Post", harm=9),
            being("TNEAR"),
            being("TFAR", area="along_the_way"),
        ],
        path=["TPOST", "TNEAR", "TFAR"],
        decks=[["TWATCH", *ids]],
    )
    g.bring("TWATCH", "player_area")
    for i in ids:
        g.bring(i, "player_area")
    g.bring("TPOST")
    return g


def _harm(g: Game) -> int:
    return g.state.cards[g.iid("TPOST")].tokens.get("harm", 0)


def test_paying_a_printed_use_cost_raises_the_event() -> None:
    """An untimed "use 1 charge" ability and a test that uses 1 dart: each use is heard once."""
    zap = gear(
        "TZAP",
        tokens=m.TokenSpec(name="charge", count=m.Amount.fixed(2)),
        printed=(m.PrintedAbility(hook="ability", uses=m.Amount.fixed(1)),),
        behaviour={"abilities": [{"on": "ability", "effects": [{"do": "draw"}]}]},
    )
    dart = gear(
        "TDART", tokens=m.TokenSpec(name="dart", count=m.Amount.fixed(2)), tests=(tdef(uses=("dart", 1)),)
    )
    g = _table(zap, dart)
    z, d = g.iid("TZAP"), g.iid("TDART")
    g.pick(f"ability:{z}", "turn")
    assert g.state.cards[z].tokens == {"charge": 1} and _harm(g) == 1
    g.session.manual(
        ManualAdjust(action="remove_tokens", card=z, token="charge", amount=1)
    )  # by hand: not a use
    assert _harm(g) == 1
    g.test(f"test:{d}:t1:-", energy=1)
    g.done()  # the test's own text (none here) is applied by hand
    assert g.state.cards[d].tokens == {"dart": 1} and _harm(g) == 2


def test_use_tokens_an_x_cost_and_fewer_fatigue_from_each_card_between() -> None:
    """ "Use X buffers: when you perform a test, X fewer fatigue from each card between": X from 1
    (``min``) to the buffers; the X used are one event; the near being (presence 2) fatigues
    1 less."""
    ab = {
        "on": "ability:when:test",
        "if": {"exists": {"zone": "between"}},
        "effects": [
            {
                "do": "choose_amount",
                "max": {"tokens_on": {}},
                "min": 1,
                "effects": [
                    {"do": "use_tokens", "amount": {"ref": "$n"}},
                    {"do": "fatigue_less_between", "amount": {"ref": "$n"}},
                ],
            }
        ],
    }
    greave = gear(
        "TGREAVE",
        tokens=m.TokenSpec(name="buffer", count=m.Amount.fixed(3)),
        printed=(m.PrintedAbility(hook="ability", window="when", event="test", uses=m.Amount(kind="x")),),
        behaviour={"abilities": [ab]},
    )
    g = _table(greave)
    gr = g.iid("TGREAVE")
    near = g.bring("TNEAR")
    g.session.manual(ManualAdjust(action="adjust", card=near, stat="presence", amount=1))  # presence 2
    far = g.bring("TFAR", "along_the_way", None)
    g.choose_test("avoid", far)
    g.pick(f"respond:{gr}", "response")
    assert [o.amount for o in g.expect("effect_amount").options] == [1, 2, 3]
    g.pick("n:1")
    g.expect("commit_energy")
    assert len(g.ranger().fatigue) == 1 and g.state.cards[gr].tokens == {"buffer": 2} and _harm(g) == 1
    assert g.state.modifiers and g.state.modifiers[0].stat == "between_fatigue"
    g.pick("energy:1")
    assert not any(mod.stat == "between_fatigue" for mod in g.state.modifiers)  # ends with the test


def test_generated_text_of_the_token_and_play_verbs_and_the_added_condition() -> None:
    """Rules text in our own words for ``use_tokens``, ``fatigue_less_between``, ``increase_added``,
    ``test_aspect``, ``play_card``, ``choose_amount``'s ``min`` and ``added`` by / with."""
    from rangers_qt.content import behaviour as bh
    from rangers_qt.content.behaviour.text import cond_text, effect_text

    def text(data: dict[str, Any]) -> str:
        return effect_text(bh.Ability.model_validate({"on": "play", "effects": [data]}).effects[0])

    assert text({"do": "use_tokens", "amount": 2}).startswith(
        "use 2 "
    )  # its own token, named in a card's text
    assert "fatigues you 1 less" in text({"do": "fatigue_less_between"})
    assert text({"do": "increase_added"}) == "1 more is put there at the same time"
    assert (
        text({"do": "test_aspect", "aspect": "FOC", "instead_of": "FIT"})
        == "the test uses FOC instead of FIT"
    )
    played = text({"do": "play_card", "target": {"zone": "discard", "type": "attachment", "pick": "all"}})
    assert played.startswith("choose one attachment") and "as if it were in their hand" in played
    amount = text({"do": "choose_amount", "max": 3, "min": 1, "effects": [{"do": "draw"}]})
    assert "from 1 to 3" in amount
    added = bh.Added.model_validate({"added": "harm", "by": "you", "with": "host"})
    assert cond_text(added) == "they are harm you put with the attached card"
    assert cond_text(bh.Added.model_validate({"added": "harm", "with": "host"})) == (
        "they are harm put with the attached card"
    )
