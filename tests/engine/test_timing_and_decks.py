"""Rulebook: Additional Concepts, Search, Move, Timing (before/when/after); the Golden Rule."""

from __future__ import annotations

from typing import Any

from rangers_qt.engine import ManualAdjust
from rangers_qt.engine.core import step
from rangers_qt.engine.zones import where

from .helpers import (
    Game,
    TextSpy,
    being,
    feature,
    gear,
    moment,
    pa,
    path_search_game,
    soothe_gear,
    spy_texts,
    tdef,
)


def test_search_path_deck_puts_chosen_card_into_play_and_shuffles() -> None:
    """Rulebook: Additional Concepts, Search - find every match, choose one, put a path card into play."""
    g = path_search_game(["TF", "TB1", "TB2", "TF"])
    p = g.expect("search")
    assert {o.card for o in p.options} == {g.iid("TB1"), g.iid("TB2")}
    g.pick(f"pick:{g.iid('TB2')}")
    assert g.where(g.iid("TB2")) == ("along_the_way", None)
    assert sorted(g.state.path_deck) == sorted([g.iid("TB1"), g.iid("TF", 1)])


def test_search_ranger_deck_to_hand() -> None:
    """Rulebook: Additional Concepts, Search - a Ranger card goes to your hand."""
    registry = spy_texts(
        {
            ("TM", "play"): lambda e, i, r, b: e.push(
                step("search", ranger=r, deck="ranger", match={"card_id": "TG"})
            )
        }
    )
    g = Game([moment("TM"), gear("TG")], decks=[["TM"] + ["TFILL"] * 10 + ["TG"]], registry=registry)
    g.pick(f"play:{g.iid('TM')}", "turn")
    g.pick(f"pick:{g.iid('TG')}", "search")
    assert g.where(g.iid("TG")) == ("hand", "r1")


def test_move_manual_to_along_the_way_and_within_reach() -> None:
    """Rulebook: Additional Concepts, Move - along the way or within reach of a chosen Ranger."""
    g = Game([being("TA")], rangers=2, path=["TA"])
    a = g.iid("TA")
    g.session.manual(ManualAdjust(action="move", card=a, zone="along_the_way"))
    assert g.where(a) == ("along_the_way", None)
    g.session.manual(ManualAdjust(action="move", card=a, zone="within_reach", ranger="r2"))
    assert g.where(a) == ("within_reach", "r2")


def _respond_before_avoiding(resolve: TextSpy) -> Game:
    """A game where the ranger plays gear TR (a "before you perform a test" response whose cost
    exhausts TR, that runs `resolve`), starts to avoid TA along the way (TW, presence 2, is within
    reach) and uses TR's response."""
    tr = gear("TR", cost=0, printed=(pa("response", window="before", event="test", exhaust=True),))
    g = Game(
        [tr, being("TW", presence=2), being("TA", area="along_the_way")],
        path=["TW", "TA"],
        decks=[["TR"]],
        registry=spy_texts({("TR", "response:before:test"): resolve}),
    )
    a = g.bring("TA", "along_the_way")
    g.pick(f"play:{g.iid('TR')}", "turn")
    g.pick(f"test:common:avoid:{a}", "turn")
    g.pick(f"respond:{g.iid('TR')}", "response")
    return g


def test_before_test_window_resolves_before_fatigue_step() -> None:
    """Rulebook: Timing - "before" resolves immediately before the step begins."""
    order: list[str] = []

    def use(e: Any, iid: str, rid: str | None, _b: dict[str, Any]) -> None:
        assert e.state.cards[iid].exhausted  # its cost was paid first
        order.append(f"response with {len(e.state.ranger(rid).fatigue)} fatigue")

    g = _respond_before_avoiding(use)
    assert order == ["response with 0 fatigue"]
    assert len(g.ranger().fatigue) == 2


def test_golden_rule_card_text_beats_the_rulebook_default() -> None:
    """Golden Rule: a card's failure text runs where the rulebook default would do nothing."""
    printed = (pa("test", test="t1", branch="failure"),)
    g = Game(
        [feature("TF", tests=(tdef("t1", "FOC", "reason", diff=9),), printed=printed)],
        path=["TF"],
        registry=spy_texts({("TF", "test:t1:failure"): lambda e, i, r, b: e.state.bump("failed")}),
    )
    f = g.iid("TF")
    g.test(f"test:{f}:t1:{f}")
    assert g.state.stats["failed"] == 1


def test_dodge_during_a_test_skips_fatigue_from_that_card() -> None:
    """Rulebook: Additional Concepts, Dodge - a card dodged for the test does not fatigue you."""

    def dodge(e: Any, iid: str, rid: str | None, _b: dict[str, Any]) -> None:
        assert e.state.test is not None
        e.state.test.dodged.append(e.state.ranger(rid).within_reach[0])

    g = _respond_before_avoiding(dodge)
    assert g.ranger().fatigue == []
    g.expect("commit_energy")


def test_challenge_effect_resolves_once_even_if_the_card_moves() -> None:
    """Rulebook: Performing a Test, 5 - each challenge effect resolves only once per test."""
    from rangers_qt.engine.ops import move_in_play

    hits: list[str] = []

    def effect(e: Any, iid: str, rid: str | None, _b: dict[str, Any]) -> None:
        hits.append(iid)
        move_in_play(e, iid, "within_reach", rid)  # now it sits in a later group

    registry = spy_texts({("TA", "challenge:sun"): effect})
    g = Game([being("TA", area="along_the_way", challenge=("sun",))], path=["TA"], registry=registry)
    g.test("test:common:remember:-")
    g.pick(g.options()[0], "scout")
    assert hits == [g.iid("TA")]
    assert g.where(g.iid("TA")) == ("within_reach", "r1")


def test_exhaust_ability_is_a_free_action_at_the_start_of_any_turn() -> None:
    """Rulebook: Triggered Effect Timing - at the start of any Ranger's turn."""
    g = Game([soothe_gear()], rangers=2, decks=[["TG"], []])
    gi = g.iid("TG")
    g.pick("next:r1", "choose_next")
    g.pick(f"play:{gi}", "turn")
    g.session.manual(ManualAdjust(action="fatigue", ranger="r1", amount=2))
    g.pick("next:r2", "choose_next")
    opt = next(o for o in g.prompt.options if o.id == f"ability:{gi}")  # r1's gear, during r2's turn
    assert opt.target == "r1" and opt.kind == "ability"
    g.pick(opt.id, "turn")
    assert len(g.ranger("r1").fatigue) == 1 and g.state.cards[gi].exhausted
    g.expect("turn", "r2")  # the turn goes on
    assert f"ability:{gi}" not in g.options()  # exhausted: the cost cannot be paid again


def test_after_clear_window_comes_once_the_clear_is_done() -> None:
    """Rulebook: Timing - "after" effects resolve once the step is done (here a clear: the card's
    text resolved and the card discarded)."""
    seen: list[str] = []

    def after_clear(e: Any, i: str, r: str | None, b: dict[str, Any]) -> None:
        seen.append(where(e.state, b["card"])[0])

    gear_tg = gear(
        "TG", cost=0, printed=(pa("response", window="after", event="cleared", who="any", exhaust=True),)
    )
    g = Game(
        [gear_tg, being("TA", progress=1)],
        path=["TA"],
        decks=[["TG"]],
        registry=spy_texts({("TG", "response:after:cleared"): after_clear}),
    )
    g.pick(f"play:{g.iid('TG')}", "turn")
    g.test(f"test:common:connect:{g.iid('TA')}")
    g.pick(f"respond:{g.iid('TG')}", "response")
    assert seen == ["path_discard"]
    g.expect("turn")
