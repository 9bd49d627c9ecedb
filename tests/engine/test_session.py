"""The engine's contract: prompts refuse illegal answers, undo/redo, JSON round trip, replay, determinism."""

from __future__ import annotations

from fractions import Fraction

import pytest

from rangers_qt.engine import GameState, IllegalAnswer, ManualAdjust, Session, state_hash
from rangers_qt.engine.rules.odds import success_chance

from .helpers import C0, CM, CP, Game, being, location


def _play_some(g: Game) -> None:
    a = g.iid("TA")
    g.test(f"test:common:avoid:{a}")
    g.pick("rest", "turn")
    g.test("test:common:remember:-", energy=2)
    while g.prompt.kind == "scout":
        g.pick(g.options()[0])


def test_illegal_answer_is_refused_with_reason_and_changes_nothing() -> None:
    g = Game([being("TA")], path=["TA"])
    before = state_hash(g.state)
    with pytest.raises(IllegalAnswer, match="not an option of the current prompt"):
        g.session.answer("play:c999")
    assert state_hash(g.state) == before and g.session.log == []


def test_illegal_manual_adjust_is_refused_and_state_unchanged() -> None:
    g = Game([being("TA")], path=["TA"])
    before = state_hash(g.state)
    with pytest.raises(IllegalAnswer, match="has only 0 progress"):
        g.session.manual(ManualAdjust(action="remove_tokens", card=g.iid("TA"), token="progress", amount=1))
    with pytest.raises(IllegalAnswer):
        g.session.manual(ManualAdjust(action="move", card=g.iid("TA"), zone="nowhere"))
    assert state_hash(g.state) == before


def test_answer_returns_events_and_changes() -> None:
    g = Game([being("TA")], path=["TA"])
    res = g.session.answer(f"test:common:avoid:{g.iid('TA')}")
    assert any(e.kind == "test" for e in res.events)
    assert res.changes.prompt and res.changes.log
    res = g.session.answer("energy:1")
    assert g.iid("TA") in res.changes.cards and "r1" in res.changes.rangers


def test_undo_action_restores_previous_prompt_without_rerolling() -> None:
    """Undo restores the RNG too: redoing the same answer draws the same challenge card."""
    g = Game([being("TA")], path=["TA"], challenge_order=None)
    s = g.session
    s.answer(f"test:common:avoid:{g.iid('TA')}")
    h_before = state_hash(s.state)
    s.answer("energy:2")
    h_after = state_hash(s.state)
    drawn = s.state.challenge_discard[:]
    assert s.undo()
    assert state_hash(s.state) == h_before and s.prompt is not None and s.prompt.kind == "commit_energy"
    s.answer("energy:2")
    assert s.state.challenge_discard == drawn and state_hash(s.state) == h_after


def test_undo_turn_and_round_boundaries_and_redo() -> None:
    g = Game([being("TA")], path=["TA"], rangers=2)
    s = g.session
    start = state_hash(s.state)
    s.answer("next:r1")
    turn_start = state_hash(s.state)
    s.answer(f"test:common:avoid:{g.iid('TA')}")
    s.answer("energy:1")
    assert s.prompt is not None and s.prompt.kind == "choose_next"
    s.answer("next:r2")
    r2_turn = state_hash(s.state)
    s.answer("rest")
    s.answer("rest")  # r1 (only one left) rests: round 2
    assert s.state.round == 2
    s.undo("action")
    assert s.state.round == 1 and s.prompt is not None and s.prompt.ranger == "r1"
    s.undo("turn")
    assert state_hash(s.state) == r2_turn
    s.undo("turn")
    assert state_hash(s.state) == turn_start
    s.undo("round")
    assert state_hash(s.state) == start and not s.can_undo()
    assert s.redo() and state_hash(s.state) == turn_start
    while s.can_redo():
        s.redo()
    assert s.state.round == 2 and len(s.log) == 6


def test_new_answer_clears_redo() -> None:
    g = Game([being("TA")], path=["TA"])
    g.session.answer("rest")
    g.session.undo()
    assert g.session.can_redo()
    g.session.answer("test:common:remember:-")
    assert not g.session.can_redo()


def test_manual_adjust_is_logged_and_undoable() -> None:
    g = Game([being("TA")], path=["TA"])
    a = g.iid("TA")
    h = state_hash(g.state)
    g.session.manual(ManualAdjust(action="add_tokens", card=a, token="harm", amount=2))
    assert g.session.log[-1].kind == "manual" and "add_tokens" in g.session.log[-1].text
    g.session.undo()
    assert state_hash(g.state) == h


def test_manual_end_day_for_ally_in_peril() -> None:
    """Rulebook: Ending the Day, Ally in Peril / Mission Complete - the campaign guide says so."""
    g = Game()
    with pytest.raises(IllegalAnswer):
        g.session.manual(ManualAdjust(action="end_day"))
    g.session.manual(ManualAdjust(action="end_day", reason="an ally is in peril"))
    assert g.state.day_over == "an ally is in peril" and g.session.prompt is None
    with pytest.raises(IllegalAnswer, match="day is over"):
        g.session.answer("rest")


def test_state_json_round_trip_is_equal() -> None:
    g = Game([being("TA"), location()], path=["TA"])
    _play_some(g)
    again = GameState.model_validate_json(g.state.model_dump_json())
    assert again == g.state and state_hash(again) == state_hash(g.state)


def test_save_and_replay_reproduce_the_game() -> None:
    g = Game([being("TA"), location()], path=["TA"], challenge_order=None)
    g.session.manual(ManualAdjust(action="add_tokens", card=g.iid("TA"), token="harm", amount=1))
    _play_some(g)
    text = g.session.to_json()
    loaded = Session.from_json(text, g.catalog, g.registry)
    assert loaded.hash() == g.session.hash()
    assert [e.option for e in loaded.log] == [e.option for e in g.session.log]


def test_same_seed_same_answers_same_hash_different_seed_differs() -> None:
    def run(seed: int) -> str:
        g = Game([being("TA"), location()], path=["TA"], challenge_order=None, seed=seed)
        _play_some(g)
        return g.session.hash()

    assert run(3) == run(3)
    assert run(3) != run(4)


def test_undo_is_exact_at_any_depth() -> None:
    """Checkpoints plus replay: undo to every earlier point reproduces the state seen there."""
    g = Game([being("TA"), location()], path=["TA"], challenge_order=None)
    s = g.session
    s.CHECKPOINT_EVERY = 3
    seen = [state_hash(s.state)]
    for _ in range(25):
        assert s.prompt is not None
        opts = [o.id for o in s.prompt.options]
        s.answer(opts[len(seen) % len(opts)])
        seen.append(state_hash(s.state))
        if s.prompt is None:
            break
    for expected in reversed(seen[:-1]):
        s.undo()
        assert state_hash(s.state) == expected


def test_success_chance_is_exact_over_the_deck() -> None:
    g = Game([being("TA")], path=["TA"], challenge_order=[C0, CP, CM, CM])
    assert success_chance(g.state, g.catalog, "r1", "AWA", 2, 2) == Fraction(2, 4)
    assert success_chance(g.state, g.catalog, "r1", "AWA", 1, 2) == Fraction(1, 4)
    assert success_chance(g.state, g.catalog, "r1", "AWA", 3, 2) == Fraction(1)


def test_fast_construction_equals_validated_construction() -> None:
    """``fresh``/``trusted`` skip validation for engine-made values: they must build equal models."""
    from rangers_qt.engine import ChangeSet, LogEntry
    from rangers_qt.engine.core import step
    from rangers_qt.engine.prompts import Option, Step, fresh, opt

    assert fresh(ChangeSet) == ChangeSet()
    assert fresh(LogEntry, kind="answer", option="rest") == LogEntry(kind="answer", option="rest")
    assert step("draw", ranger="r1") == Step(op="draw", args={"ranger": "r1"})
    assert opt("o", "L", "done", card="c1") == Option(id="o", label="L", kind="done", card="c1")
    assert fresh(ChangeSet).areas is not fresh(ChangeSet).areas  # factories give fresh containers


def test_undo_after_the_day_ended_brings_the_prompt_back() -> None:
    g = Game()
    g.session.manual(ManualAdjust(action="end_day", reason="a mission is complete"))
    assert g.session.prompt is None and g.state.phase == "ended"
    assert g.session.undo()
    assert g.session.prompt is not None and g.session.prompt.kind == "turn" and g.state.day_over is None


def test_undo_to_any_earlier_prompt_and_redo_forward() -> None:
    g = Game([being("TA"), location()], path=["TA"], challenge_order=None)
    s = g.session
    hashes = [state_hash(s.state)]
    for _ in range(12):
        assert s.prompt is not None
        s.answer(s.prompt.options[0].id)
        hashes.append(state_hash(s.state))
    assert s.undo_to(5) and state_hash(s.state) == hashes[5] and len(s.log) == 5
    assert not s.undo_to(5) and not s.undo_to(-1)
    while s.redo():
        pass
    assert state_hash(s.state) == hashes[-1]


def test_change_set_names_phase_changes() -> None:
    g = Game()
    res = g.session.answer("rest")  # round 1 ends, refresh, round 2 path phase and turns
    assert "phase" in res.changes.areas and "r1" in res.changes.rangers
