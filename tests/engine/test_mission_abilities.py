"""A mission's untimed ability (trigger ``ability`` on a mission face: a free action offered to the
Ranger whose turn it is), the game event ``ranger_token_moved`` (a Ranger token leaves a card by an
effect; ``response:when:ranger_token_moved``) and ``hold_token`` aimed at some cards only (their
effects cannot take a token off this card; other cards' can)."""

from __future__ import annotations

from typing import Any

from rangers_qt.content import models as m
from rangers_qt.engine import ManualAdjust
from rangers_qt.engine.day_record import CarriedMission

from .helpers import Game, feature

TEST = (m.TestDef(id="t1", aspect="AWA", approach="reason", label="Move"),)
SUCCESS = (m.PrintedAbility(hook="test", test="t1", branch="success"),)


def _mover(cid: str, name: str, to: str) -> m.PathFeatureCard:
    """A feature whose test moves your Ranger token (to ``role`` or onto ``this``)."""
    return feature(
        cid,
        name=name,
        progress=9,
        tests=TEST,
        printed=SUCCESS,
        behaviour={"tests": {"t1": {"success": [{"do": "ranger_token", "to": to}]}}},
    )


GRIP, PULL = _mover("TMGRIP", "Grip", "role"), _mover("TMPULL", "Pull", "this")


def _mission(front: dict[str, Any], printed: tuple[m.PrintedAbility, ...]) -> m.MissionCard:
    return m.MissionCard(
        id="TMCATCH",
        name="Catch",
        set_id="missions",
        slug="catch",
        front=m.MissionFace(name="Catch", printed=printed, behaviour=front),  # type: ignore[arg-type]
        back=m.MissionFace(name="Caught"),
    )


CATCH = _mission(
    {
        "constant": [{"modify": "hold_token", "target": {"name": "Pull", "pick": "all"}}],
        "abilities": [
            {
                "on": "response:when:ranger_token_moved",
                "if": {"exists": {"among": "$card", "name": "Grip"}},
                "effects": [{"do": "ranger_token", "who": "$ranger", "to": "this"}],
            },
            {"on": "ability", "effects": [{"do": "flip"}]},
        ],
    },
    (
        m.PrintedAbility(hook="response", window="when", event="ranger_token_moved"),
        m.PrintedAbility(hook="ability"),
    ),
)


def _game() -> tuple[Game, str]:
    g = Game(
        [CATCH, GRIP, PULL], path=["TMGRIP", "TMPULL"], carried_missions=[CarriedMission(def_id="TMCATCH")]
    )
    g.bring("TMPULL")
    return g, next(i for i in g.state.surroundings if g.state.cards[i].def_id == "TMCATCH")


def test_a_token_leaving_the_named_card_by_an_effect_is_answered_and_others_are_not() -> None:
    g, mis = _game()
    grip = g.iid("TMGRIP")
    g.session.manual(ManualAdjust(action="ranger_token", ranger="r1", card=grip))
    g.perform("t1", grip, energy=1, source=grip)
    assert g.ranger().ranger_token_on == mis  # it left Grip: the mission catches it
    g2, _mis2 = _game()
    pull = g2.iid("TMPULL")
    g2.session.manual(ManualAdjust(action="ranger_token", ranger="r1", card=pull))
    g2.perform("t1", g2.iid("TMGRIP"), energy=1, source=g2.iid("TMGRIP"))  # it left Pull: no answer
    assert g2.ranger().ranger_token_on is None


def test_hold_token_aimed_at_a_card_stops_only_that_cards_effects() -> None:
    g, mis = _game()
    g.session.manual(ManualAdjust(action="ranger_token", ranger="r1", card=mis))
    pull = g.iid("TMPULL")
    g.perform("t1", pull, energy=1, source=pull)
    assert g.ranger().ranger_token_on == mis  # Pull cannot take it off
    grip = g.iid("TMGRIP")
    g.perform("t1", grip, energy=1, source=grip)
    assert g.ranger().ranger_token_on is None  # Grip can (it sends the token home)


def test_a_missions_ability_is_a_free_action_of_the_turn() -> None:
    g, mis = _game()
    g.pick(f"ability:{mis}", "turn")
    assert g.state.cards[mis].side == "back"
    g.expect("turn")
    assert f"ability:{mis}" not in g.options()  # the back has none
