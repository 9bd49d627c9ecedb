""" "Would" replacements (engine/effects/replacements.py; Rulebook: Timing - a card that changes an
event before it happens): fatigue (any, from a path card, from a being), an injury, a card readying,
a path card draw, a challenge card draw. Offered only when the card can answer (zone, ``if``,
printed cost); optional ones respect auto-pass; the pending event is JSON in the state."""

from __future__ import annotations

from typing import Any

from rangers_qt.content import models as m
from rangers_qt.engine import ManualAdjust, Session

from .helpers import Game, being, feature, gear, kw, moment


def _printed(hook: str, event: str, window: str = "would", **kw_: Any) -> tuple[m.PrintedAbility, ...]:
    return (m.PrintedAbility(hook=hook, window=window, event=event, **kw_),)  # type: ignore[arg-type]


#: Lynx Fur Cloak (01201) as data: exhaust it when you would suffer fatigue from a path card: none.
CLOAK = {
    "abilities": [
        {
            "on": "ability:would:fatigue",
            "optional": True,
            "if": {
                "all_of": [
                    {"exists": {"among": "$source", "category": "path", "pick": "all"}},
                    {"value": {"ref": "$amount"}, "ge": 1},
                ]
            },
            "effects": [{"do": "prevent"}],
        }
    ]
}


def _cloak_table(**kw_: Any) -> tuple[Game, str, str]:
    """A gear like 01201 in r1's area; a being of presence 2 within reach between r1 and a being
    along the way (the test target)."""
    cloak = gear("TCLOAK", printed=_printed("ability", "fatigue", exhaust=True), behaviour=CLOAK)
    g = Game(
        [cloak, being("TNEAR", presence=2), being("TFAR", area="along_the_way")],
        path=["TNEAR", "TFAR"],
        decks=[["TCLOAK"]],
        **kw_,
    )
    g.bring("TCLOAK", "player_area")
    near = g.bring("TNEAR")
    far = g.bring("TFAR", "along_the_way", None)
    return g, near, far


def test_a_gear_prevents_fatigue_from_a_path_card_when_its_ranger_says_yes() -> None:
    """01201-like: the fatigue from interacting is a pending event; the Ranger is asked; yes: the
    gear is exhausted (its printed cost) and no fatigue is suffered; the state at the question
    holds the pending event as JSON (save -> load gives the same hash)."""
    g, near, far = _cloak_table()
    g.choose_test("avoid", far)
    p = g.expect("effect_may")
    assert [o.id for o in p.options] == ["yes", "no"] and "2 fatigue" in p.title
    assert [e.model_dump() for e in g.state.pending] == [
        {
            "id": 1,
            "kind": "fatigue",
            "ranger": "r1",
            "card": None,
            "source": near,
            "amount": 2,
            "symbol": None,
            "prevented": False,
            "then": [],
        }
    ]
    again = Session.from_json(g.session.to_dict(), g.catalog, g.registry)
    assert again.hash() == g.session.hash()
    g.pick("yes")
    assert g.ranger().fatigue == [] and g.state.cards[g.iid("TCLOAK")].exhausted
    assert g.state.pending == []
    g.expect("commit_energy")


def test_saying_no_or_an_exhausted_gear_or_auto_pass_lets_the_fatigue_happen() -> None:
    """No: the fatigue happens. An exhausted gear (its cost cannot be paid) is not offered; with
    auto-pass on an optional answer is not asked."""
    g, _near, far = _cloak_table()
    g.choose_test("avoid", far)
    g.pick("no")
    assert len(g.ranger().fatigue) == 2
    g.expect("commit_energy")
    g2, _near2, far2 = _cloak_table()
    g2.session.manual(ManualAdjust(action="exhaust", card=g2.iid("TCLOAK")))
    g2.choose_test("avoid", far2)
    g2.expect("commit_energy")
    assert len(g2.ranger().fatigue) == 2
    g3, _near3, far3 = _cloak_table()
    g3.session.manual(ManualAdjust(action="auto_pass", amount=1))
    g3.choose_test("avoid", far3)
    g3.expect("commit_energy")
    assert len(g3.ranger().fatigue) == 2


def test_fatigue_not_from_a_path_card_is_not_answered() -> None:
    """The ``if`` decides: fatigue with no source card (a card effect of the Ranger's own, the
    refresh phase's injuries) offers nothing; the fatigue happens at once."""
    g, _near, _far = _cloak_table()
    g.session.manual(ManualAdjust(action="injure", ranger="r1"))
    g.rest()
    # Refresh: 1 fatigue per injury (no source card): no question, straight to the next round.
    while g.session.prompt is not None and g.prompt.kind not in ("turn", "effect_may"):
        g.pick(g.options()[-1])
    assert g.prompt.kind == "turn" and g.state.round == 2


#: Thoroughly Prepared (01064) as data: a moment played from hand when a Ranger would suffer 1 or
#: more fatigue: they soothe that much instead.
PREPARED = {
    "abilities": [
        {
            "on": "response:would:fatigue",
            "zone": "hand",
            "optional": True,
            "effects": [{"do": "prevent"}, {"do": "soothe", "who": "$ranger", "amount": {"ref": "$amount"}}],
        }
    ]
}


def test_a_moment_from_hand_soothes_instead_and_is_paid_and_discarded() -> None:
    """01064-like: played from hand (its energy cost paid, the moment discarded after), the Ranger
    soothes as much as the fatigue they would have suffered; below the threshold (0 fatigue) nothing
    is asked."""
    prep = moment(
        "TPREP", cost=1, aspect="SPI", printed=_printed("response", "fatigue", who="any"), behaviour=PREPARED
    )
    g = Game(
        [prep, being("TNEAR", presence=2), being("TFAR", area="along_the_way")],
        path=["TNEAR", "TFAR"],
        decks=[["TPREP"]],
        draw_hands=False,
    )
    prep_iid = g.iid("TPREP")
    g.session.manual(ManualAdjust(action="move", card=prep_iid, zone="hand", ranger="r1"))
    g.session.manual(ManualAdjust(action="fatigue", ranger="r1", amount=3))
    g.bring("TNEAR")
    far = g.bring("TFAR", "along_the_way", None)
    spi = g.ranger().energy["SPI"]
    g.choose_test("avoid", far)
    g.expect("effect_may")
    g.pick("yes")
    g.expect("commit_energy")
    assert len(g.ranger().fatigue) == 1  # 3 - 2 soothed, none suffered
    assert g.ranger().energy["SPI"] == spi - 1
    assert prep_iid in g.ranger().discard


#: Paratrepsis Whistle (01023) as data: use 1 call when a Ranger would be injured by a predator.
WHISTLE = {
    "abilities": [
        {
            "on": "ability:would:injury",
            "optional": True,
            "if": {"exists": {"among": "$source", "trait": "predator", "pick": "all"}},
            "effects": [{"do": "prevent"}],
        }
    ]
}


def _whistle_table(calls: int) -> Game:
    whistle = gear(
        "TWHISTLE",
        printed=_printed("ability", "injury", exhaust=True, uses=m.Amount.fixed(1), who="any"),
        tokens=m.TokenSpec(name="call", count=m.Amount.fixed(1)),
        behaviour=WHISTLE,
    )
    biter = being(
        "TBITE",
        traits=("Predator",),
        challenge=("sun",),
        behaviour={"challenge": {"sun": [{"do": "injure"}]}},
    )
    g = Game([whistle, biter], path=["TBITE"], decks=[["TWHISTLE"]])
    w = g.bring("TWHISTLE", "player_area")
    g.bring("TBITE")
    if not calls:
        g.session.manual(ManualAdjust(action="remove_tokens", card=w, token="call", amount=1))
    return g


def test_an_injury_from_a_predator_is_cancelled_by_using_a_token() -> None:
    """01023-like: with 1 call token (at the threshold) the injury is offered and cancelled, the
    token used and the gear exhausted; with 0 tokens (one below) it is not offered."""
    g = _whistle_table(1)
    g.test("test:common:remember:-")
    while g.prompt.kind == "scout":
        g.pick(g.options()[-1])
    g.expect("effect_may")
    g.pick("yes")
    w = g.state.cards[g.iid("TWHISTLE")]
    assert g.ranger().injuries == 0 and w.exhausted and w.tokens.get("call", 0) == 0
    g0 = _whistle_table(0)
    g0.test("test:common:remember:-")
    while g0.session.prompt is not None and g0.prompt.kind == "scout":
        g0.pick(g0.options()[-1])
    assert g0.ranger().injuries == 1


#: Carbonforged Cable (01054) as data: use 1 length when the attached predator would ready.
CABLE = {
    "abilities": [
        {
            "on": "ability:would:ready",
            "optional": True,
            "if": {"same_card": ["$card", "host"]},
            "effects": [{"do": "prevent"}],
        }
    ]
}


def test_a_card_that_would_ready_stays_exhausted() -> None:
    """01054-like: at the refresh phase the attached predator would ready; using a token keeps it
    exhausted; another exhausted card readies as usual."""
    cable = m.RangerAttachmentCard(
        id="TCABLE",
        name="Cable",
        set_id="t",
        cost=m.Amount.fixed(0),
        aspect="AWA",
        tokens=m.TokenSpec(name="length", count=m.Amount.fixed(3)),
        printed=_printed("ability", "ready", uses=m.Amount.fixed(1)),
        behaviour=CABLE,
    )
    g = Game(
        [cable, being("TPRED", traits=("Predator",)), being("TOTHER")],
        path=["TPRED", "TOTHER"],
        decks=[["TCABLE"]],
    )
    pred = g.bring("TPRED")
    other = g.bring("TOTHER")
    c = g.iid("TCABLE")
    from rangers_qt.engine import ops
    from rangers_qt.engine.core import Engine
    from rangers_qt.engine.events import Recorder

    ops.attach(Engine(g.state, g.session.book, g.registry, Recorder(enabled=False)), c, pred)
    g.session.manual(ManualAdjust(action="add_tokens", card=c, token="length", amount=3))
    for iid in (pred, other):
        g.session.manual(ManualAdjust(action="exhaust", card=iid))
    g.rest()
    while g.prompt.kind not in ("effect_may", "turn"):
        g.pick(g.options()[-1])
    g.expect("effect_may")
    g.pick("yes")
    while g.prompt.kind != "turn":
        g.pick(g.options()[-1])
    assert g.state.cards[pred].exhausted and not g.state.cards[other].exhausted
    assert g.state.cards[c].tokens == {"length": 2}


def test_a_path_draw_is_replaced_and_a_challenge_draw_prevented() -> None:
    """A path card answering "you would draw a path card" (forced): the draw does not happen and its
    other effect runs instead (01404-like). A card answering "a challenge card would be drawn" with
    ``prevent``: the test has no challenge card, its effort is the committed effort."""
    fields = feature(
        "TFIELDS",
        area="along_the_way",
        printed=_printed("response", "path_draw"),
        behaviour={
            "abilities": [
                {
                    "on": "response:would:path_draw",
                    "effects": [{"do": "prevent"}, {"do": "add_tokens", "kind": "seen"}],
                }
            ]
        },
    )
    g = Game([fields, being("TB"), being("TB2")], path=["TB", "TFIELDS", "TB2"])
    f = g.bring("TFIELDS", "along_the_way", None)
    deck = list(g.state.path_deck)
    g.rest()
    while g.prompt.kind != "turn":
        g.pick(g.options()[-1])
    assert g.state.path_deck == deck and g.state.cards[f].tokens.get("seen") == 1
    stopper = feature(
        "TSTOP",
        printed=_printed("response", "challenge_draw"),
        behaviour={"abilities": [{"on": "response:would:challenge_draw", "effects": [{"do": "prevent"}]}]},
    )
    g2 = Game([stopper], path=["TSTOP"])
    g2.bring("TSTOP")
    top = g2.state.challenge_deck[0]
    g2.test("test:common:remember:-", energy=2)
    assert g2.state.challenge_deck[0] == top  # nothing drawn


#: The Deep Woods (01400) as data: while your token is on it, when a being fatigues you, put any
#: number of harm on it to prevent that much fatigue.
WOODS = {
    "abilities": [
        {
            "on": "response:when:card_fatigues",
            "if": {
                "all_of": [
                    {"token_on": "this"},
                    {"exists": {"among": "$source", "type": "being", "pick": "all"}},
                ]
            },
            "effects": [
                {
                    "do": "choose_amount",
                    "max": {"ref": "$amount"},
                    "effects": [
                        {"do": "reduce", "amount": {"ref": "$n"}},
                        {"do": "add_tokens", "kind": "harm", "amount": {"ref": "$n"}},
                    ],
                }
            ],
        }
    ]
}


def test_a_path_card_reduces_fatigue_from_a_being_by_a_chosen_amount() -> None:
    """01400-like (forced while your token is on it): choose 0..2 of a being's 2 fatigue to
    prevent; below, at and above: 1 prevented leaves 1, 2 leaves 0; without your token nothing is
    asked."""
    for chosen, suffered in ((0, 2), (1, 1), (2, 0)):
        woods = feature(
            "TWOODS",
            area="along_the_way",
            printed=_printed("response", "card_fatigues", window="when"),
            behaviour=WOODS,
            harm=9,
        )
        g = Game(
            [woods, being("TNEAR", presence=2), being("TFAR", area="along_the_way")],
            path=["TWOODS", "TNEAR", "TFAR"],
        )
        w = g.bring("TWOODS", "along_the_way", None)
        g.bring("TNEAR")
        far = g.bring("TFAR", "along_the_way", None)
        g.state.ranger("r1").ranger_token_on = w
        g.choose_test("avoid", far)
        p = g.expect("effect_amount")
        assert [o.id for o in p.options] == ["n:0", "n:1", "n:2"]
        g.pick(f"n:{chosen}")
        g.expect("commit_energy")
        assert len(g.ranger().fatigue) == suffered
        assert g.state.cards[w].tokens.get("harm", 0) == chosen


def test_nobody_listening_costs_one_lookup_and_changes_nothing() -> None:
    """Without any card answering "would" events the fatigue happens at once (no pending event)."""
    g = Game(
        [being("TNEAR", presence=2, keywords=kw()), being("TFAR", area="along_the_way")],
        path=["TNEAR", "TFAR"],
    )
    g.bring("TNEAR")
    far = g.bring("TFAR", "along_the_way", None)
    g.choose_test("avoid", far)
    g.expect("commit_energy")
    assert len(g.ranger().fatigue) == 2 and g.state.pending == []


#: A second gear answering the same event: it takes 1 off the fatigue (exhaust it).
BAND = {
    "abilities": [
        {"on": "ability:would:fatigue", "optional": True, "effects": [{"do": "reduce", "amount": 1}]}
    ]
}


def test_answers_of_two_cards_are_offered_in_the_order_the_players_choose() -> None:
    """Rulebook: Additional Concepts, Timing (effects of one timing window resolve in the order the
    players choose): two gears answer the same pending fatigue; the Ranger picks which is offered
    first. Reduce first, then decline the prevention: 1 of 2 fatigue; prevention first: nothing is
    suffered and the other gear is never asked (the event is gone), so it stays ready."""
    for first, suffered in (("TBAND", 1), ("TCLOAK", 0)):
        cloak = gear("TCLOAK", printed=_printed("ability", "fatigue", exhaust=True), behaviour=CLOAK)
        band = gear("TBAND", printed=_printed("ability", "fatigue", exhaust=True), behaviour=BAND)
        g = Game(
            [cloak, band, being("TNEAR", presence=2), being("TFAR", area="along_the_way")],
            path=["TNEAR", "TFAR"],
            decks=[["TCLOAK", "TBAND"]],
        )
        c, b = g.bring("TCLOAK", "player_area"), g.bring("TBAND", "player_area")
        g.bring("TNEAR")
        far = g.bring("TFAR", "along_the_way", None)
        g.choose_test("avoid", far)
        p = g.expect("effect_choice", "r1")
        assert sorted(o.id for o in p.options) == sorted([f"first:{c}", f"first:{b}"])
        g.pick(f"first:{g.iid(first)}")
        assert g.expect("effect_may").options[0].card == g.iid(first)
        g.pick("yes")
        if first == "TBAND":
            assert g.expect("effect_may").options[0].card == c
            g.pick("no")
        g.expect("commit_energy")
        assert len(g.ranger().fatigue) == suffered
        assert g.state.cards[b].exhausted == (first == "TBAND") and g.state.pending == []


def test_auto_pass_asks_no_order_for_optional_answers() -> None:
    """With auto-pass on, optional answers are not answers: no order is asked, the fatigue
    happens in full."""
    cloak = gear("TCLOAK", printed=_printed("ability", "fatigue", exhaust=True), behaviour=CLOAK)
    band = gear("TBAND", printed=_printed("ability", "fatigue", exhaust=True), behaviour=BAND)
    g = Game(
        [cloak, band, being("TNEAR", presence=2), being("TFAR", area="along_the_way")],
        path=["TNEAR", "TFAR"],
        decks=[["TCLOAK", "TBAND"]],
    )
    g.bring("TCLOAK", "player_area")
    g.bring("TBAND", "player_area")
    g.bring("TNEAR")
    far = g.bring("TFAR", "along_the_way", None)
    g.session.manual(ManualAdjust(action="auto_pass", amount=1))
    g.choose_test("avoid", far)
    g.expect("commit_energy")
    assert len(g.ranger().fatigue) == 2 and g.state.pending == []


def test_a_ranger_cards_would_answer_keeps_its_printed_who() -> None:
    """A Ranger card's "when you would ..." (inventory ``who`` you, the default) answers only its
    owner's event; ``who: any`` ("when a Ranger would ...") answers another Ranger's too."""
    for who, asked in (("you", False), ("any", True)):
        cloak = gear("TCLOAK", printed=_printed("ability", "fatigue", exhaust=True, who=who), behaviour=CLOAK)
        g = Game(
            [cloak, being("TNEAR", presence=2), being("TFAR", area="along_the_way")],
            rangers=2,
            path=["TNEAR", "TFAR"],
            decks=[["TCLOAK"], []],
        )
        g.bring("TCLOAK", "player_area")
        g.bring("TNEAR", ranger="r2")
        far = g.bring("TFAR", "along_the_way", None)
        g.next_ranger("r2")
        g.choose_test("avoid", far)  # Ranger2 would suffer 2 fatigue; the gear is Ranger1's
        if asked:
            g.expect("effect_may", "r1")
            g.pick("yes")
        g.expect("commit_energy", "r2")
        assert len(g.ranger("r2").fatigue) == (0 if asked else 2)
