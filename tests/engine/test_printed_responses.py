"""Responses printed on cards are offered in their timing window, not as turn actions
(Rulebook: Play a Card, Responses; Additional Concepts, Timing; engine/flow/printed_responses.py)."""

from __future__ import annotations

from typing import Any

import pytest

from rangers_qt.content import models as m
from rangers_qt.engine import IllegalAnswer, ManualAdjust

from .helpers import CM2, Game, being, feature, filler, gear, moment


def pa(hook: str, **fields: Any) -> m.PrintedAbility:
    return m.PrintedAbility(hook=hook, **fields)  # type: ignore[arg-type]


#: "When you perform a Traverse test" (a response moment, cost 1 AWA).
WHEN_TRAVERSE = pa("response", window="when", event="test", test_name="traverse")


def _game(*cards: Any, decks: list[list[str]] | None = None, **setup: Any) -> Game:
    return Game([feature("TF", presence=1), *cards], path=["TF"], decks=decks, **setup)


def _traverse(g: Game) -> None:
    g.pick(f"test:common:traverse:{g.iid('TF')}", "turn")


def test_a_response_moment_is_not_a_turn_action() -> None:
    """Rulebook: Play a Card, Responses - a response moment is played at the time its text says."""
    g = _game(moment("TR", printed=(WHEN_TRAVERSE,)), decks=[["TR"]])
    r = g.iid("TR")
    assert f"play:{r}" not in g.options()
    with pytest.raises(IllegalAnswer):
        g.session.answer(f"play:{r}")


def test_a_response_moment_is_offered_in_its_window_and_its_text_pauses() -> None:
    """Additional Concepts, Timing - "when you perform a test": offered as the test begins; using it
    pays its cost, sets the moment aside while its text resolves, then discards it."""
    g = _game(moment("TR", printed=(WHEN_TRAVERSE,)), decks=[["TR"]])
    r = g.iid("TR")
    _traverse(g)
    p = g.expect("response", "r1")
    assert [o.id for o in p.options] == [f"respond:{r}", "pass"]
    g.pick(f"respond:{r}")
    assert g.ranger().energy["AWA"] == 1 and g.where(r) == ("set_aside", None)
    assert "response (when a test is performed)" in g.expect("manual_effect").title
    g.pick("done")
    assert g.where(r) == ("discard", "r1")
    g.expect("commit_energy")


def test_passing_continues_the_test() -> None:
    g = _game(moment("TR", printed=(WHEN_TRAVERSE,)), decks=[["TR"]])
    _traverse(g)
    g.pick("pass", "response")
    g.expect("commit_energy")
    assert g.where(g.iid("TR")) == ("hand", "r1")


def test_no_window_outside_its_event() -> None:
    """A Traverse response is not offered when a Connect test begins (no prompt at all)."""
    g = Game([moment("TR", printed=(WHEN_TRAVERSE,)), being("TB")], path=["TB"], decks=[["TR"]])
    g.pick(f"test:common:connect:{g.iid('TB')}", "turn")
    g.expect("commit_energy")


def test_no_window_when_nobody_can_pay() -> None:
    """A response nobody can afford opens no window (prompt fatigue is the players' first complaint)."""
    g = _game(moment("TR", cost=3, printed=(WHEN_TRAVERSE,)), decks=[["TR"]])
    _traverse(g)
    g.expect("commit_energy")


def test_auto_pass_skips_optional_responses_and_is_undoable() -> None:
    g = _game(moment("TR", printed=(WHEN_TRAVERSE,)), decks=[["TR"]])
    g.session.manual(ManualAdjust(action="auto_pass", amount=1))
    assert g.state.auto_pass
    _traverse(g)
    g.expect("commit_energy")
    g.session.undo()
    g.session.undo()
    assert not g.state.auto_pass
    _traverse(g)
    g.expect("response")
    with pytest.raises(IllegalAnswer, match="auto_pass"):
        g.session.manual(ManualAdjust(action="auto_pass", amount=2))


def test_auto_pass_can_start_from_the_setup() -> None:
    g = _game(moment("TR", printed=(WHEN_TRAVERSE,)), decks=[["TR"]], auto_pass_responses=True)
    _traverse(g)
    g.expect("commit_energy")


def test_an_after_success_response_waits_for_a_success() -> None:
    """Timing, After - "after you succeed at a Traverse test": offered once the test has succeeded,
    never after a failure."""
    after = pa("response", window="after", event="test_succeeded", test_name="traverse")
    g = _game(moment("TR", printed=(after,)), decks=[["TR"]])
    r = g.iid("TR")
    g.test(f"test:common:traverse:{g.iid('TF')}", energy=1)  # effort 1 vs difficulty 1: success
    g.pick(f"respond:{r}", "response")
    g.pick("done", "manual_effect")
    g.expect("turn")
    failing = _game(moment("TR", printed=(after,)), decks=[["TR"]], challenge_order=[CM2] * 3)
    failing.test(f"test:common:traverse:{failing.iid('TF')}", energy=1)  # 1 - 2: failure
    failing.expect("turn")


def test_a_timed_exhaust_ability_is_offered_while_its_card_is_ready() -> None:
    """Exhaust/Ready - "Exhaust: when you perform a test": offered while ready and with a token
    to use; using it exhausts the card and uses the token, so the next test offers nothing."""
    ability = pa("ability", exhaust=True, uses=m.Amount.fixed(1), window="when", event="test")
    sensor = gear(
        "TG", cost=0, tokens=m.TokenSpec(name="charge", count=m.Amount.fixed(2)), printed=(ability,)
    )
    g = _game(sensor, decks=[["TG"]])
    s = g.iid("TG")
    g.pick(f"play:{s}", "turn")
    _traverse(g)
    g.pick(f"respond:{s}", "response")
    assert g.state.cards[s].exhausted and g.state.cards[s].tokens == {"charge": 1}
    g.pick("done", "manual_effect")
    g.pick("energy:1", "commit_energy")
    g.expect("turn")
    _traverse(g)
    g.expect("commit_energy")  # exhausted: no window


def test_an_attribute_answers_only_the_test_it_was_committed_to() -> None:
    """An attribute's "after you succeed at a test in which you committed this" rule: offered from
    the discard after a success with it committed; not when it was not committed."""
    rule = pa("commit", window="after", event="test_succeeded")
    attr = m.AttributeCard(id="TAT", name="Keen", set_id="t", approach={"exploration": 1}, printed=(rule,))
    g = _game(attr, decks=[["TAT"]])
    a = g.iid("TAT")
    g.test(f"test:common:traverse:{g.iid('TF')}", energy=1, commits=[a])
    g.pick(f"respond:{a}", "response")
    g.pick("done", "manual_effect")
    g.expect("turn")
    g2 = _game(attr, decks=[["TAT"]])
    g2.test(f"test:common:traverse:{g2.iid('TF')}", energy=1)
    g2.expect("turn")


def test_a_rest_response_is_offered_when_resting() -> None:
    g = _game(moment("TR", printed=(pa("response", window="when", event="rest"),)), decks=[["TR"]])
    g.pick("rest", "turn")
    g.pick(f"respond:{g.iid('TR')}", "response")


def test_whose_event_decides_who_may_respond() -> None:
    """ "When you perform a test" belongs to the tester; "when a Ranger performs a test" to anyone."""
    mine = _game(
        moment("TR", printed=(pa("response", window="when", event="test"),)),
        rangers=2,
        decks=[["TFILL"], ["TR"]],
    )
    mine.pick("next:r1", "choose_next")
    _traverse(mine)
    mine.expect("commit_energy")
    anyone = _game(
        moment("TR", printed=(pa("response", window="when", event="test", who="any"),)),
        rangers=2,
        decks=[["TFILL"], ["TR"]],
    )
    anyone.pick("next:r1", "choose_next")
    _traverse(anyone)
    p = anyone.expect("response")
    assert p.options[0].label.startswith("Ranger2")


def test_a_forced_interaction_text_pauses_even_with_auto_pass() -> None:
    """A path card's "when you interact with this card" is not optional: it pauses as the test
    interacting with it begins, auto-pass or not."""
    grub = being("TB", printed=(pa("response", window="when", event="interact"),))
    g = Game([grub, filler()], path=["TB"], auto_pass_responses=True)
    b = g.iid("TB")
    g.pick(f"test:common:connect:{b}", "turn")
    assert "Being TB" in g.expect("manual_effect").title
    g.pick("done")
    g.expect("commit_energy")


def test_a_when_test_response_comes_before_the_fatigue_of_that_test() -> None:
    """Ruling R39: "when you perform a test" is offered before step 1, so a dodge can still spare the
    fatigue from the card between (here nobody responds: the fatigue follows the pass)."""
    g = Game(
        [moment("TR", printed=(WHEN_TRAVERSE,)), being("TN", presence=2), feature("TF")],
        path=["TN", "TF"],
        decks=[["TR"]],
    )
    f = g.bring("TF", "along_the_way")
    g.pick(f"test:common:traverse:{f}", "turn")
    g.expect("response")
    assert len(g.ranger().fatigue) == 0
    g.pick("pass")
    assert len(g.ranger().fatigue) == 2


def test_a_when_you_interact_ability_needs_a_test_that_interacts() -> None:
    """ "Use 1 token: when a Ranger interacts with a card" is offered as such a test begins, and not
    for a test that interacts with nothing (Remember)."""
    ability = pa("ability", uses=m.Amount.fixed(1), window="when", event="interact", who="any")
    journal = gear(
        "TJ", cost=0, tokens=m.TokenSpec(name="entry", count=m.Amount.fixed(1)), printed=(ability,)
    )
    g = _game(journal, decks=[["TJ"]])
    j = g.iid("TJ")
    g.pick(f"play:{j}", "turn")
    g.pick("test:common:remember:-", "turn")
    g.expect("commit_energy")
    g2 = _game(journal, decks=[["TJ"]])
    g2.pick(f"play:{g2.iid('TJ')}", "turn")
    _traverse(g2)
    g2.pick(f"respond:{g2.iid('TJ')}", "response")
    assert g2.state.cards[g2.iid("TJ")].tokens == {}
