"""Rulebook: Play a Card, Moments and Responses - a moment played from a discard pile or from the
card it is attached to (verb ``play_moment``, engine/flow/play_elsewhere.py), at the time its own
text gives: as a turn's play, or in its response's window."""

from __future__ import annotations

from typing import Any

from rangers_qt.content import models as m
from rangers_qt.engine import ManualAdjust
from rangers_qt.engine.preview import play_refusal

from .helpers import Game, being, gear, moment


def pa(hook: str, **fields: Any) -> m.PrintedAbility:
    return m.PrintedAbility(hook=hook, **fields)  # type: ignore[arg-type]


def _ab(on: str, *effects: Any, **extra: Any) -> dict[str, Any]:
    return {"abilities": [{"on": on, "effects": list(effects), **extra}]}


RECALL = moment(
    "TMX",
    cost="x",
    aspect="FOC",
    printed=(pa("play"),),
    behaviour=_ab(
        "play", {"do": "play_moment", "target": {"zone": "discard", "type": "moment"}, "pay": "as_x"}
    ),
)
DRAW = moment(
    "TMD", cost=1, aspect="AWA", printed=(pa("play"),), behaviour=_ab("play", {"do": "draw", "amount": 1})
)
SOOTHE_ON_REST = moment(
    "TMR",
    cost=1,
    aspect="SPI",
    printed=(pa("response", window="when", event="rest"),),
    behaviour=_ab("response:when:rest", {"do": "soothe", "amount": 1}),
)
ECHO = gear(
    "TGE",
    cost=0,
    tokens={"name": "echo", "count": {"n": 2}},
    printed=(pa("ability", exhaust=True, uses={"n": 1}),),
    behaviour=_ab(
        "ability", {"do": "play_moment", "target": {"attached_to": "this", "type": "moment"}, "stay": True}
    ),
)
TALLY = gear(
    "TGT",
    cost=0,
    printed=(pa("response", window="after", event="play_moment"),),
    behaviour=_ab("response:after:play_moment", {"do": "draw", "amount": 1}),
)


def _game(*deck: str) -> Game:
    return Game([RECALL, DRAW, SOOTHE_ON_REST, ECHO, TALLY], decks=[list(deck)])


def test_a_moment_from_the_discard_is_played_as_a_turn_for_the_carriers_x() -> None:
    g = _game("TMX", "TMD", "TGT")
    x, d = g.iid("TMX"), g.iid("TMD")
    assert f"play:{x}" not in g.options()
    assert play_refusal(g.state, g.session.book, "r1", x) == "Moment TMX has no moment it could play now"
    g.bring("TMD", zone="discard")
    g.bring("TGT", zone="player_area")
    hand, foc, awa = len(g.ranger().hand), g.ranger().energy["FOC"], g.ranger().energy["AWA"]
    g.play(x)
    assert g.ranger().energy["FOC"] == foc - 1 and g.ranger().energy["AWA"] == awa  # X = 1, in FOC
    assert g.where(d) == ("discard", "r1") and g.where(x) == ("discard", "r1")
    # -1 played, +1 by the moment's text, +1 and +1 after each of the two moments played (ruling R51)
    assert len(g.ranger().hand) == hand - 1 + 1 + 2
    g.expect("turn")


def test_a_response_moment_in_the_discard_is_played_in_its_window_only() -> None:
    g = _game("TMX", "TMR")
    x, r = g.iid("TMX"), g.iid("TMR")
    g.bring("TMR", zone="discard")
    g.session.manual(ManualAdjust(action="fatigue", ranger="r1", amount=1))
    assert f"play:{x}" not in g.options()  # not a turn's play
    g.rest()
    assert [o.id for o in g.expect("response").options] == [f"respond:{x}:{r}", "pass"]
    g.pick(f"respond:{x}:{r}", "response")
    assert g.ranger().fatigue == [] and g.where(r) == ("discard", "r1")
    paid = [e.text for e in g.last.events if e.kind == "play"]
    assert "Ranger1 plays Moment TMR with Moment TMX (1 FOC)" in paid  # X, in FOC (not SPI)


#: ECHO that takes a moment from hand as it enters play (how a moment gets attached to it).
KEEPER = gear(
    "TGK",
    cost=0,
    tokens={"name": "echo", "count": {"n": 2}},
    printed=(pa("enters_play"), pa("ability", exhaust=True, uses={"n": 1})),
    behaviour={
        "abilities": [
            {
                "on": "enters_play",
                "effects": [{"do": "attach", "target": {"zone": "hand", "type": "moment"}, "to": "this"}],
            },
            {
                "on": "ability",
                "effects": [
                    {"do": "play_moment", "target": {"attached_to": "this", "type": "moment"}, "stay": True}
                ],
            },
        ]
    },
)


def test_an_attached_moment_is_played_by_its_host_and_stays_attached() -> None:
    """Nothing attached: no ability. Attached: exhaust and 1 echo play it, paying its own cost; it
    stays attached; a moment that cannot be paid for leaves the ability unoffered."""
    g = _game("TGE", "TMD")
    e = g.iid("TGE")
    g.bring("TGE", zone="player_area")
    assert f"ability:{e}" not in g.options()
    g = Game([KEEPER, DRAW], decks=[["TGK", "TMD"]])
    e, d = g.iid("TGK"), g.iid("TMD")
    g.play(e)
    assert g.state.cards[d].attached_to == e
    awa, hand = g.ranger().energy["AWA"], len(g.ranger().hand)
    g.pick(f"ability:{e}", "turn")
    assert g.ranger().energy["AWA"] == awa - 1 and len(g.ranger().hand) == hand + 1
    assert g.state.cards[d].attached_to == e and g.state.cards[e].tokens == {"echo": 1}
    g.session.manual(ManualAdjust(action="ready", card=e))
    g.session.manual(
        ManualAdjust(action="energy", ranger="r1", aspect="AWA", amount=-g.ranger().energy["AWA"])
    )
    assert f"ability:{e}" not in g.options()


#: A response moment answering "you would suffer fatigue" (at least 2): none suffered.
SHRUG = moment(
    "TMW",
    cost=1,
    aspect="SPI",
    printed=(pa("response", window="would", event="fatigue"),),
    behaviour=_ab(
        "response:would:fatigue",
        {"do": "prevent"},
        zone="hand",
        optional=True,
        **{"if": {"value": {"ref": "$amount"}, "ge": 2}},
    ),
)


def _fatigue_table(*deck: str, presence: int = 2) -> tuple[Game, str]:
    """r1 avoids a being along the way past one of this presence within reach (its fatigue)."""
    g = Game(
        [RECALL, SHRUG, DRAW, KEEPER, being("TNEAR", presence=presence), being("TFAR", area="along_the_way")],
        path=["TNEAR", "TFAR"],
        decks=[list(deck)],
    )
    g.bring("TNEAR")
    return g, g.bring("TFAR", "along_the_way", None)


def test_a_would_moment_is_played_from_the_discard_or_a_host_as_the_event_would_happen() -> None:
    """In the discard: the carrier is no turn's play, but is asked as the fatigue would be
    suffered; yes: paid as the carrier says, the event is prevented. Not asked when the moment's
    condition fails (1 fatigue), under auto-pass, or with only a moment answering nothing;
    attached to a host: the host's cost is paid and the moment stays."""
    g, far = _fatigue_table("TMX", "TMW")
    x, w = g.iid("TMX"), g.bring("TMW", zone="discard")
    assert f"play:{x}" not in g.options()
    foc, spi = g.ranger().energy["FOC"], g.ranger().energy["SPI"]
    g.choose_test("avoid", far)
    p = g.expect("effect_may")
    assert [o.id for o in p.options] == ["yes", "no"] and p.options[0].card == x
    assert p.title == "Moment TMX: play Moment TMW to answer 2 fatigue for Ranger1?"
    g.pick("yes")
    g.expect("commit_energy")
    assert g.ranger().fatigue == [] and g.where(w) == ("discard", "r1") and g.where(x) == ("discard", "r1")
    assert (g.ranger().energy["FOC"], g.ranger().energy["SPI"]) == (foc - 1, spi)
    g, far = _fatigue_table("TMX", "TMW", presence=1)
    g.bring("TMW", zone="discard")
    g.choose_test("avoid", far)  # 1 fatigue: the moment's condition fails
    g.expect("commit_energy")
    assert len(g.ranger().fatigue) == 1
    g, far = _fatigue_table("TMX", "TMW")
    g.bring("TMW", zone="discard")
    g.session.manual(ManualAdjust(action="auto_pass", amount=1))
    g.choose_test("avoid", far)
    g.expect("commit_energy")
    assert len(g.ranger().fatigue) == 2
    g, far = _fatigue_table("TMX", "TMD")
    g.bring("TMD", zone="discard")
    g.choose_test("avoid", far)  # a moment in the discard, answering nothing
    g.expect("commit_energy")
    g, far = _fatigue_table("TGK", "TMW")
    k, w = g.iid("TGK"), g.iid("TMW")
    g.play(k)
    assert g.state.cards[w].attached_to == k and f"ability:{k}" not in g.options()
    g.choose_test("avoid", far)
    g.pick("yes", "effect_may")
    g.expect("commit_energy")
    assert g.ranger().fatigue == [] and g.state.cards[w].attached_to == k
    assert g.state.cards[k].exhausted and g.state.cards[k].tokens == {"echo": 1}
