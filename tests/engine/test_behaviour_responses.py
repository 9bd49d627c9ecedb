"""Responses as behaviour (docs/behaviour.md, "Responses and timing windows"): a card's response,
timed ability or commit rule is an ability keyed by its printed inventory key
(``response:when:test``...), offered or forced in that key's timing window, only when it can really
do something, and never outside it.

Rulebook: Play a Card, Responses ("these effects resolve at the time specified by their rules
text; if this is on a moment, you can play that card at the specified time"); Additional
Concepts, Timing (before / when / after; simultaneous effects in the order the players choose).
"""

from __future__ import annotations

from typing import Any

import pytest

from rangers_qt.content import models as m
from rangers_qt.content.catalog import load_catalog
from rangers_qt.engine import IllegalAnswer, ManualAdjust

from .day.kit import Day
from .helpers import C0, CM2, CP, Game, being, feature, gear, kw, moment, tdef


def pa(hook: str, **fields: Any) -> m.PrintedAbility:
    return m.PrintedAbility(hook=hook, **fields)  # type: ignore[arg-type]


# --------------------------------------------------------------------------- Electric Fog (WE04)


def _fog_day(challenge: str) -> tuple[Day, str, str]:
    fog = load_catalog().card("WE04")
    d = Day([fog, being("TPREY", presence=1)], weather="WE04", path=["TPREY"], challenge=[challenge] * 20)
    return d, d.state.surroundings[0], d.iid("TPREY")


def _avoid_with_fog(d: Day, prey: str, weather: str) -> None:
    d.pick(f"test:common:avoid:{prey}", "turn")
    p = d.expect("response", "r1")
    assert [o.id for o in p.options] == [f"respond:{weather}", "pass"]
    d.pick(f"respond:{weather}")
    d.pick("energy:1", "commit_energy")
    if d.prompt.kind == "commit_cards":
        d.pick("done")


def test_electric_fog_response_adds_effort_and_a_failed_avoid_injures() -> None:
    """Electric Fog (WE04), response when you perform an Avoid test: discard 1 fog for +1 effort;
    the effect kept for the test's outcome injures when that test fails. Effort 1 + 1 - 2 = 0 < 1."""
    d, w, prey = _fog_day(CM2)
    _avoid_with_fog(d, prey, w)
    assert d.state.ranger("r1").injuries == 1
    assert d.state.cards[w].tokens == {"fog": 2}  # 1 paid for the response, 1 by the sun effect
    assert d.state.delayed == []


def test_electric_fog_response_on_a_success_does_not_injure() -> None:
    """WE04: 1 energy + 1 fog + 1 (mountain card) = 3 >= 1: success, the delayed injury lapses."""
    d, w, prey = _fog_day(CP)
    _avoid_with_fog(d, prey, w)
    assert d.state.ranger("r1").injuries == 0
    assert d.state.cards[w].tokens == {"fog": 3}
    assert d.state.delayed == []
    assert d.state.test is None


def test_electric_fog_is_offered_for_avoid_only_and_only_while_it_has_fog() -> None:
    """WE04 prints "an Avoid test": a Traverse/Remember test opens no window (no prompt); with no fog
    left its cost cannot be paid, so nothing is offered either; auto-pass passes it."""
    d, _w, _prey = _fog_day(CP)
    d.pick("test:common:remember:-", "turn")
    d.expect("commit_energy")
    d2, w2, prey2 = _fog_day(CP)
    d2.manual(action="remove_tokens", card=w2, token="fog", amount=4)
    d2.pick(f"test:common:avoid:{prey2}", "turn")
    d2.expect("commit_energy")
    d3, w3, prey3 = _fog_day(CP)
    d3.manual(action="auto_pass", amount=1)
    d3.pick(f"test:common:avoid:{prey3}", "turn")
    d3.expect("commit_energy")
    assert d3.state.cards[w3].tokens == {"fog": 4}


def test_electric_fog_is_full() -> None:
    from rangers_qt.content.behaviour.compile import coverage_status

    assert coverage_status(load_catalog().card("WE04")) == "full"


# --------------------------------------------------------------------------- Ranger responses


WHEN_TRAVERSE = pa("response", window="when", event="test", test_name="traverse")


def _traverse_game(*cards: Any, **kw: Any) -> Game:
    return Game([feature("TF", presence=1), *cards], path=["TF"], **kw)


def test_a_response_moment_with_behaviour_is_played_in_its_window_and_runs() -> None:
    """Play a Card, Responses: a response moment is played from hand at its time (pays its energy,
    uses no turn), its behaviour runs (here +2 effort), then it is discarded; never a turn action."""
    ab = {"on": "response:when:test", "effects": [{"do": "commit_effort", "amount": 2}]}
    g = _traverse_game(moment("TR", printed=(WHEN_TRAVERSE,), behaviour={"abilities": [ab]}), decks=[["TR"]])
    r = g.iid("TR")
    assert f"play:{r}" not in g.options()  # refused outside its window
    with pytest.raises(IllegalAnswer):
        g.session.answer(f"play:{r}")
    g.pick(f"test:common:traverse:{g.iid('TF')}", "turn")
    g.pick(f"respond:{r}", "response")
    assert g.ranger().energy["AWA"] == 1  # cost 1 AWA paid
    g.pick("energy:1", "commit_energy")
    assert g.where(r) == ("discard", "r1")
    test_events = [e for e in g.last.events if e.kind == "test_result"] if g.last else []
    assert test_events and "effort 3" in test_events[0].text  # 2 from the moment + 1 energy
    g.expect("turn")


def test_a_response_whose_condition_fails_is_not_offered() -> None:
    """Offered only when it can really respond: an ``if`` that does not hold opens no window."""
    ab = {
        "on": "response:when:test",
        "if": {"exists": {"type": "being"}},
        "effects": [{"do": "commit_effort", "amount": 2}],
    }
    g = _traverse_game(moment("TR", printed=(WHEN_TRAVERSE,), behaviour={"abilities": [ab]}), decks=[["TR"]])
    g.pick(f"test:common:traverse:{g.iid('TF')}", "turn")
    g.expect("commit_energy")


def test_a_timed_exhaust_ability_with_behaviour_is_used_in_its_window() -> None:
    """A gear's "Exhaust: when you perform a test" (inventory key ``ability:when:test``): offered
    while ready, exhausting it pays the printed cost, its behaviour runs; exhausted, no window."""
    printed = pa("ability", exhaust=True, window="when", event="test")
    ab = {"on": "ability:when:test", "effects": [{"do": "commit_effort", "amount": 1}]}
    g = _traverse_game(gear("TG", cost=0, printed=(printed,), behaviour={"abilities": [ab]}), decks=[["TG"]])
    t = g.iid("TG")
    g.pick(f"play:{t}", "turn")
    g.pick(f"test:common:traverse:{g.iid('TF')}", "turn")
    g.pick(f"respond:{t}", "response")
    assert g.state.cards[t].exhausted
    assert sum(c.amount for c in g.state.test.commits) == 1
    g.pick("energy:1", "commit_energy")
    g.expect("turn")
    g.pick(f"test:common:traverse:{g.iid('TF')}", "turn")
    g.expect("commit_energy")


def test_an_attribute_listens_from_the_discard_to_the_test_it_was_committed_to() -> None:
    """An attribute's rule "after a test you committed this to succeeds" (``commit:after:
    test_succeeded``, zone discard): offered from the discard only when it was committed; using it
    returns it to hand."""
    rule = pa("commit", window="after", event="test_succeeded")
    ab = {
        "on": "commit:after:test_succeeded",
        "zone": "discard",
        "optional": True,
        "effects": [{"do": "to_hand", "target": "this"}],
    }
    attr = m.AttributeCard(
        id="TAT",
        name="Keen",
        set_id="t",
        approach={"exploration": 1},
        printed=(rule,),
        behaviour={"abilities": [ab]},
    )
    g = _traverse_game(attr, decks=[["TAT"]])
    a = g.iid("TAT")
    g.test(f"test:common:traverse:{g.iid('TF')}", energy=1, commits=[a])
    g.pick(f"respond:{a}", "response")
    assert g.where(a) == ("hand", "r1")
    g.expect("turn")
    g2 = _traverse_game(attr, decks=[["TAT"]])
    g2.test(f"test:common:traverse:{g2.iid('TF')}", energy=1)
    g2.expect("turn")


def test_an_attribute_rule_without_may_resolves_from_the_discard_without_a_question() -> None:
    """A commit rule about the test the attribute was committed to, without ``optional`` ("gain 1
    energy"), is forced: it resolves from the discard in its window with no prompt, auto-pass on
    or off; a copy that was not committed does not answer."""
    rule = pa("commit", window="after", event="test_succeeded")
    ab = {
        "on": "commit:after:test_succeeded",
        "zone": "discard",
        "effects": [{"do": "gain_energy", "aspect": "SPI", "amount": 1}],
    }
    attr = m.AttributeCard(
        id="TAT",
        name="Keen",
        set_id="t",
        approach={"exploration": 1},
        printed=(rule,),
        behaviour={"abilities": [ab]},
    )
    for auto in (False, True):
        g = _traverse_game(attr, decks=[["TAT", "TAT"]], auto_pass_responses=auto)
        a = g.iid("TAT")
        g.session.manual(ManualAdjust(action="move", card=g.iid("TAT", 1), zone="discard", ranger="r1"))
        spi = g.ranger().energy["SPI"]
        g.test(f"test:common:traverse:{g.iid('TF')}", energy=1, commits=[a])
        g.expect("turn")
        assert g.ranger().energy["SPI"] == spi + 1, auto


# --------------------------------------------------------------------------- path card responses


def test_a_path_response_without_may_is_forced_even_with_auto_pass() -> None:
    """A path card's response is not a choice unless it says "may": with behaviour it resolves in
    its window without a prompt (here "after a card clears: put 1 harm on this"), auto-pass or not;
    its ``if`` filters which clears it answers (a being only)."""
    after_clear = pa("response", window="after", event="cleared")
    ab = {
        "on": "response:after:cleared",
        "if": {"exists": {"type": "being", "among": "$card", "zone": "path_discard"}},
        "effects": [{"do": "add_tokens", "kind": "harm"}],
    }
    bog = feature("TBOG", harm=9, printed=(after_clear,), behaviour={"abilities": [ab]})
    g = Game(
        [bog, being("TB", progress=1), feature("TF2", progress=1)],
        path=["TBOG", "TB", "TF2"],
        auto_pass_responses=True,
    )
    bog_i, b, f2 = g.iid("TBOG"), g.bring("TB"), g.bring("TF2")
    g.test(f"test:common:traverse:{f2}", energy=1)
    assert g.state.cards[bog_i].tokens == {}
    g.expect("turn")
    g.test(f"test:common:connect:{b}", energy=1)
    assert g.state.cards[bog_i].tokens == {"harm": 1}


def test_after_test_behaviour_still_sees_the_test_that_just_ended() -> None:
    """Timing, After: "after you succeed at a test" resolves once the test is over, yet it is about
    that test: ``test_target`` and ``{"test": "succeeded"}`` read the test that just ended."""
    rule = pa("commit", window="after", event="test_succeeded")
    ab = {
        "on": "commit:after:test_succeeded",
        "zone": "discard",
        "optional": True,
        "if": {"test": "succeeded"},
        "effects": [{"do": "add_tokens", "target": "test_target", "kind": "harm", "amount": 2}],
    }
    attr = m.AttributeCard(
        id="TAT",
        name="Keen",
        set_id="t",
        approach={"exploration": 1},
        printed=(rule,),
        behaviour={"abilities": [ab]},
    )
    g = Game([feature("TF", presence=1, progress=9, harm=9), attr], path=["TF"], decks=[["TAT"]])
    f, a = g.iid("TF"), g.iid("TAT")
    g.test(f"test:common:traverse:{f}", energy=1, commits=[a])
    assert g.state.test is None
    g.pick(f"respond:{a}", "response")
    assert g.state.cards[f].tokens.get("harm") == 2
    g.expect("turn")


def test_a_response_to_tokens_added_runs_as_a_listener_with_the_details() -> None:
    """A card's "after harm is put on this card" response (``response:after:tokens_added``) answers
    the ``tokens_added`` event with its details bound (``$card``, ``$kind``); its ``if`` filters:
    here only harm on itself exhausts it."""
    printed = (pa("response", window="after", event="tokens_added"),)
    ab = {
        "on": "response:after:tokens_added",
        "if": {"all_of": [{"is_this": "$card"}, {"value": {"tokens_on": {"kind": "harm"}}, "ge": 1}]},
        "effects": [{"do": "exhaust"}],
    }
    shy = feature("TS", harm=9, progress=9, printed=printed, behaviour={"abilities": [ab]})
    g = Game([shy, feature("TO", harm=9)], path=["TS", "TO"])
    s, o = g.bring("TS"), g.bring("TO")
    g.session.manual(ManualAdjust(action="add_tokens", card=o, token="harm", amount=1))
    g.session.manual(ManualAdjust(action="add_tokens", card=s, token="progress", amount=1))
    assert not g.state.cards[s].exhausted
    g.session.manual(ManualAdjust(action="add_tokens", card=s, token="harm", amount=1))
    assert g.state.cards[s].exhausted


def test_the_added_condition_reads_the_kind_of_tokens_just_put_on_the_card() -> None:
    """``{"added": "harm"}`` holds for the ``tokens_added`` event's ``$kind`` only: progress put on
    a card that already has harm does not answer; each harm put on it does (once per event)."""
    printed = (pa("response", window="after", event="tokens_added"),)
    ab = {
        "on": "response:after:tokens_added",
        "if": {"all_of": [{"is_this": "$card"}, {"added": "harm"}]},
        "effects": [{"do": "add_tokens", "target": {"name": "Test Other"}, "kind": "progress"}],
    }
    hive = feature("TS", harm=9, progress=9, printed=printed, behaviour={"abilities": [ab]})
    g = Game([hive, feature("TO", name="Test Other", harm=9, progress=9)], path=["TS", "TO"])
    s, o = g.bring("TS"), g.bring("TO")
    g.session.manual(ManualAdjust(action="add_tokens", card=s, token="harm", amount=2))
    assert g.state.cards[o].tokens == {"progress": 1}
    g.session.manual(ManualAdjust(action="add_tokens", card=s, token="progress", amount=1))
    g.session.manual(ManualAdjust(action="add_tokens", card=o, token="harm", amount=1))
    assert g.state.cards[o].tokens == {"progress": 1, "harm": 1}
    g.session.manual(ManualAdjust(action="add_tokens", card=s, token="harm", amount=1))
    assert g.state.cards[o].tokens == {"progress": 2, "harm": 1}


def test_an_optional_response_to_an_event_asks_and_auto_pass_passes_it() -> None:
    """A "you may" response answering an event asks yes/no; with auto-pass on it passes silently."""
    printed = (pa("response", window="when", event="enters_play"),)
    ab = {
        "on": "response:when:enters_play",
        "optional": True,
        "effects": [{"do": "add_tokens", "kind": "harm"}],
    }
    watcher = feature("TW", harm=9, printed=printed, behaviour={"abilities": [ab]})
    g = Game([watcher, feature("TO")], path=["TW", "TO"])
    w = g.bring("TW")
    g.expect("turn")  # its own entering play is not "another card enters play"
    g.bring("TO")
    g.pick("yes", "effect_may")
    assert g.state.cards[w].tokens == {"harm": 1}
    g.expect("turn")
    g2 = Game([watcher, feature("TO")], path=["TW", "TO"], auto_pass_responses=True)
    w2 = g2.bring("TW")
    g2.bring("TO")
    g2.expect("turn")
    assert g2.state.cards[w2].tokens == {}


def test_before_and_after_responses_resolve_around_the_step_they_name() -> None:
    """Additional Concepts, Timing: "when you perform a test" resolves as the test begins, before its
    effort is known (the test's success effect has not happened); "after you succeed" resolves once
    every effect of the test is done (the success effect already put its harm on the card)."""
    when = {
        "on": "response:when:test",
        "if": {"value": {"tokens_on": {"card": "test_target", "kind": "harm"}}, "eq": 0},
        "effects": [{"do": "commit_effort", "amount": 1}],
    }
    after = {
        "on": "response:after:test_succeeded",
        "if": {"value": {"tokens_on": {"card": "test_target", "kind": "harm"}}, "ge": 1},
        "effects": [{"do": "add_tokens", "target": "test_target", "kind": "progress"}],
    }
    early = moment(
        "TE", printed=(pa("response", window="when", event="test"),), behaviour={"abilities": [when]}
    )
    late = moment(
        "TL",
        printed=(pa("response", window="after", event="test_succeeded"),),
        behaviour={"abilities": [after]},
    )
    success = {"tests": {"t1": {"success": [{"do": "add_tokens", "kind": "harm"}]}}}
    target = being(
        "TB", harm=9, progress=9, tests=(tdef(aspect="AWA", approach="conflict"),), behaviour=success
    )
    g = Game(
        [early, late, target],
        path=["TB"],
        decks=[["TE", "TL"]],
        aspects={"AWA": 4, "FIT": 2, "FOC": 2, "SPI": 2},
    )
    b = g.bring("TB")
    g.pick(f"test:{b}:t1:{b}", "turn")
    g.pick(f"respond:{g.iid('TE')}", "response")
    g.pick("energy:1", "commit_energy")
    while g.prompt.kind == "commit_cards":
        g.pick("done")
    g.pick(f"respond:{g.iid('TL')}", "response")
    assert g.state.cards[b].tokens == {"harm": 1, "progress": 1}


# --------------------------------------------------------------------------- before a being is within reach


def _reach_table(auto_pass: bool = False) -> Game:
    """A watcher along the way answering "before a being moves or enters play within reach" by
    exhausting it (optional), an ambusher (presence 2) next in the path deck, and a card whose sun
    effect moves that ambusher within reach."""
    watch = {
        "on": "response:before:enters_reach",
        "optional": True,
        "if": {"exists": {"among": "$card", "type": "being"}},
        "effects": [{"do": "exhaust", "target": "$card"}],
    }
    watcher = feature(
        "TWATCH",
        harm=9,
        area="along_the_way",
        printed=(pa("response", window="before", event="enters_reach"),),
        behaviour={"abilities": [watch]},
    )
    mover = feature(
        "TMOVER",
        harm=9,
        area="along_the_way",
        challenge=("sun",),
        behaviour={
            "challenge": {"sun": [{"do": "move_card", "target": {"name": "Ambusher"}, "to": "within_reach"}]}
        },
    )
    ambusher = being("TAMB", name="Ambusher", presence=2, harm=9, keywords=kw("ambush"))
    return Game(
        [watcher, mover, ambusher],
        path=["TWATCH", "TAMB", "TMOVER"],
        challenge_order=[C0] * 20,
        auto_pass_responses=auto_pass,
    )


def test_a_before_within_reach_response_exhausts_a_drawn_being_so_it_does_not_ambush() -> None:
    """Rulebook: Keywords, Ambush (a ready ambusher entering within reach fatigues you); Timing,
    before: the response resolves before the being is within reach, so an exhausted one does not
    ambush. Declined, the ambush happens."""
    for answer, fatigue in (("yes", 0), ("no", 2)):
        g = _reach_table()
        amb = g.iid("TAMB")
        g.rest()  # the next round draws the ambusher within reach
        g.pick(answer, "effect_may")
        assert g.where(amb) == ("within_reach", "r1")
        assert g.state.cards[amb].exhausted is (answer == "yes")
        assert len(g.ranger().fatigue) == fatigue


def test_a_before_within_reach_response_answers_a_move_by_an_effect_not_by_hand() -> None:
    """A card effect moving a being within reach is answered before the move's Ambush; a move the
    players make by hand (manual adjustment) is not answered."""
    g = _reach_table()
    amb = g.bring("TAMB", "along_the_way")
    g.bring("TMOVER", "along_the_way")
    g.perform("remember")
    while g.prompt.kind == "scout":
        g.pick(g.options()[0])
    g.pick("yes", "effect_may")
    assert g.where(amb) == ("within_reach", "r1") and g.state.cards[amb].exhausted
    assert g.ranger().fatigue == []
    g2 = _reach_table()
    amb2 = g2.bring("TAMB", "along_the_way")
    g2.session.manual(ManualAdjust(action="move", card=amb2, zone="within_reach", ranger="r1"))
    assert len(g2.ranger().fatigue) == 2  # no question: the ambush at once
    g2.expect("turn")


def test_a_before_within_reach_response_is_not_asked_under_auto_pass() -> None:
    """Auto-pass passes the optional response: the ambush happens."""
    g = _reach_table(auto_pass=True)
    g.rest()
    g.expect("turn")
    assert len(g.ranger().fatigue) == 2


POKE = {"do": "add_tokens", "target": {"name": "Test Post"}, "kind": "harm"}


def test_the_added_condition_reads_who_put_the_tokens_and_with_which_card() -> None:
    """``{"added": "harm", "by": "you"}``: the tokens were put by an effect the card's owner
    resolved (``$adder``: a verb's acting Ranger; by hand, the Ranger named); ``with``: the card
    whose effect put them (``$source``) is among those cards. Harm put by hand by no Ranger, by
    another Ranger, or by another card's effect does not answer. A listener whose condition fails
    as the event happens is left out of the question of order (only the kit answers r1's harm by
    hand: no question)."""
    kit_ab = {
        "on": "response:after:tokens_added",
        "if": {"added": "harm", "by": "you"},
        "effects": [{"do": "add_tokens", "kind": "own"}],
    }
    kit = gear(
        "TKIT",
        tokens={"name": "herb", "count": {"n": 0}},
        printed=(pa("response", window="after", event="tokens_added"),),
        behaviour={"abilities": [kit_ab]},
    )
    stick = gear(
        "TSTICK",
        printed=(pa("ability", exhaust=True),),
        behaviour={"abilities": [{"on": "ability", "effects": [POKE]}]},
    )
    watch_ab = {
        "on": "response:after:tokens_added",
        "if": {"added": "harm", "with": {"type": "gear", "zone": "player_area", "of": "any", "pick": "all"}},
        "effects": [{"do": "add_tokens", "target": "this", "kind": "progress"}],
    }
    watcher = feature(
        "TWATCH",
        progress=9,
        printed=(pa("response", window="after", event="tokens_added"),),
        behaviour={"abilities": [watch_ab]},
    )
    g = Game(
        [kit, stick, watcher, feature("TPOST", name="Test Post", harm=9)],
        rangers=2,
        path=["TWATCH", "TPOST"],
        decks=[["TKIT", "TSTICK"], []],
    )
    g.pick("next:r1", "choose_next")
    k, s = g.bring("TKIT", "player_area"), g.bring("TSTICK", "player_area")
    w, post = g.bring("TWATCH"), g.bring("TPOST")
    for by, herbs in ((None, 0), ("r2", 0), ("r1", 1)):
        g.session.manual(ManualAdjust(action="add_tokens", card=post, token="harm", amount=1, ranger=by))
        assert g.state.cards[k].tokens.get("herb", 0) == herbs, by
    assert g.state.cards[w].tokens.get("progress", 0) == 0  # none of these came with a gear
    g.pick(f"ability:{s}", "turn")  # r1's stick puts the harm: by r1, with a gear
    g.pick(f"first:{k}", "effect_choice")  # both answer: the order is asked
    assert g.state.cards[k].tokens == {"herb": 2} and g.state.cards[w].tokens == {"progress": 1}


def test_increase_added_puts_more_of_the_answered_tokens_as_part_of_the_same_addition() -> None:
    """``increase_added`` in a "when progress is put on this card" response: 1 more progress goes on
    it, raising no new ``tokens_added`` (a watcher counting additions sees one; the response does
    not answer its own extra progress). Harm is not answered; a card taking at most 1 progress per
    test (``progress_cap``) gets no more during a test. The watcher's "after" response waits for
    the "when" one without a question of order (Timing)."""
    more = {
        "on": "response:when:tokens_added",
        "if": {"all_of": [{"is_this": "$card"}, {"added": "progress"}]},
        "effects": [{"do": "increase_added", "amount": 1}],
    }
    printed = (pa("response", window="when", event="tokens_added"),)
    count = {
        "on": "response:after:tokens_added",
        "if": {"all_of": [{"added": "progress"}, {"not": {"is_this": "$card"}}]},
        "effects": [{"do": "add_tokens", "target": "this", "kind": "harm"}],
    }
    capped = feature(
        "TCAP",
        name="Capped",
        progress=9,
        printed=(*printed, pa("constant")),
        behaviour={"abilities": [more], "constant": [{"modify": "progress_cap", "by": 1}]},
    )
    g = Game(
        [
            feature("TS", progress=9, harm=9, printed=printed, behaviour={"abilities": [more]}),
            feature(
                "TC",
                harm=9,
                printed=(pa("response", window="after", event="tokens_added"),),
                behaviour={"abilities": [count]},
            ),
            capped,
        ],
        path=["TS", "TC", "TCAP"],
        challenge_order=[C0] * 5,
    )
    s, c, cap = g.bring("TS"), g.bring("TC"), g.bring("TCAP")
    g.session.manual(ManualAdjust(action="add_tokens", card=s, token="progress", amount=2))
    assert g.state.cards[s].tokens == {"progress": 3}
    assert g.state.cards[c].tokens == {"harm": 1}  # one addition
    g.session.manual(ManualAdjust(action="add_tokens", card=s, token="harm", amount=1))
    assert g.state.cards[s].tokens == {"progress": 3, "harm": 1}
    g.session.manual(ManualAdjust(action="add_tokens", card=cap, token="progress", amount=1))
    assert g.state.cards[cap].tokens == {"progress": 2}  # outside a test: no cap
    g.perform("traverse", cap, energy=2)  # at most 1 progress this test: no more
    assert g.state.cards[cap].tokens == {"progress": 3}
