"""Issue #29: the log after resuming shows the whole day, each answer with what it led to (the
draws, the test and its result), not the decision lines alone. Answered with real keys."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from rangers_qt.app import day_history
from rangers_qt.app.log_sections import SAID_BY_HEADER
from rangers_qt.engine.session import Session


def _lines(window: Any) -> list[str]:
    log = window.log_panel
    return [log.item(n).text() for n in range(log.count())]


def _play_by_keys(qtbot: Any, window: Any, answers: int) -> None:
    """Answer `answers` prompts with the number keys (the last option: Rest or a pass, which
    never opens the test dialog), so days end with real events."""
    c = window.controller
    for _ in range(answers):
        if c.prompt is None:
            break
        n = min(len(window.prompt_bar.options), 9)
        window.view.setFocus()
        QTest.keyClick(window.view, getattr(Qt.Key, f"Key_{n}"))
        qtbot.wait(5)


def test_a_resumed_day_shows_its_events_as_played(qtbot: Any, make_window: Any, catalog: Any) -> None:
    window = make_window()
    _play_by_keys(qtbot, window, 6)
    played = window.controller.session
    assert len(played.log) >= 3
    events_then = [ln for ln in _lines(window) if ln not in (window.controller.log_lines())]
    resumed = Session.from_json(played.to_save_json(), catalog)
    again = make_window(resumed)
    shown = _lines(again)
    answers = again.controller.log_lines()
    assert all(a in shown for a in answers)
    # Every answer's events, in order, after it (the header kinds are said by the section lines).
    said = [
        ev.text
        for evs in day_history.answered_events(resumed) or []
        for ev in evs
        if ev.kind not in SAID_BY_HEADER and not ev.guide_entry
    ]
    assert len(said) >= 3, "the replay gave too few events"
    at = 0
    for text in said:
        at = shown.index(text, at) + 1  # (raises if missing or out of order)
    # What the live log said after the window's answers is there again after resuming.
    common = [t for t in events_then if t in said]
    assert common and all(t in shown for t in common)


def test_a_replay_that_misses_the_day_gives_answers_only(make_window: Any, catalog: Any) -> None:
    window = make_window()
    session = window.controller.session
    other = Session.from_json(session.to_save_json(), catalog)
    other.state.round += 1  # a state the answers do not lead to
    assert day_history.answered_events(other) is None


def test_a_day_longer_than_the_bound_opens_without_a_replay(
    make_window: Any, catalog: Any, monkeypatch: Any
) -> None:
    """Issue #28: a long day opens from its snapshot at once; its log is not replayed for the
    history past ``REPLAY_FOR_LOG_MAX`` answers (one below, at and above the bound)."""
    window = make_window()
    session = window.controller.session
    answers = len(session.log)
    assert answers > 0
    for bound, replayed in ((answers - 1, False), (answers, True), (answers + 1, True)):
        monkeypatch.setattr(day_history, "REPLAY_FOR_LOG_MAX", bound)
        assert (day_history.answered_events(session) is not None) is replayed, bound
