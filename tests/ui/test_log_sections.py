"""The game log is split by round and phase (Rulebook: Round Overview), headers are inert."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor

from rangers_qt.app.log_sections import Section, SectionTracker
from rangers_qt.engine.events import Event


def _ev(kind: str, text: str = "x") -> Event:
    return Event(kind=kind, text=text)


def test_section_titles() -> None:
    assert Section(3, "path").title == "Round 3 \u00b7 Path cards"
    assert Section(3, "turns").title == "Round 3 \u00b7 Ranger turns"
    assert Section(0, "setup").title == "Setup"
    assert Section(5, "ended").title == "Day over"


def test_a_round_change_inside_one_answer_puts_headers_where_each_phase_begins() -> None:
    tracker = SectionTracker()
    assert tracker.at(1, "turns") is not None
    assert tracker.at(1, "turns") is None  # same phase: no second header
    events = [_ev("rest"), _ev("refresh"), _ev("draw"), _ev("round"), _ev("enter_play"), _ev("phase")]
    headers = tracker.for_events(events, round_after=2)
    assert [(i, s.title) for i, s in headers] == [
        (1, "Round 1 \u00b7 Refresh"),
        (3, "Round 2 \u00b7 Path cards"),
        (5, "Round 2 \u00b7 Ranger turns"),
    ]
    assert tracker.at(2, "turns") is None
    tracker.reset()
    assert tracker.at(2, "turns") is not None


def _rows(log: Any) -> list[tuple[str, str]]:
    return [(str(log.item(i).data(Qt.ItemDataRole.UserRole)), log.item(i).text()) for i in range(log.count())]


def test_log_shows_round_and_phase_headers_and_double_click_still_goes_back(make_window: Any) -> None:
    window = make_window()
    c = window.controller
    start_round = c.state.round
    start = len(c.session.log)
    guard = 0
    while c.state.round == start_round and guard < 30:
        ids = [o.id for o in c.options()]
        c.answer("rest" if "rest" in ids else ids[0])
        guard += 1
    assert c.state.round == start_round + 1
    log = window.log_panel
    rows = _rows(log)
    sections = [text for kind, text in rows if kind == "section"]
    # The history replayed when the window opened is headed by round; live play by phase.
    assert any(
        t.strip("\u2014 ") in (f"Round {start_round}", f"Round {start_round} \u00b7 Ranger turns")
        for t in sections
    )
    assert any(f"Round {start_round} \u00b7 Refresh" in t for t in sections)
    assert any(f"Round {start_round + 1} \u00b7 Path cards" in t for t in sections)
    # The header replaces the engine's "Round N begins" line instead of repeating it.
    assert not any(text.startswith(f"Round {start_round + 1} begins") for _, text in rows)
    # Headers come in order and are not moments: double-clicking one changes nothing.
    header_row = next(i for i, (kind, _) in enumerate(rows) if kind == "section")
    assert log.item(header_row).data(Qt.ItemDataRole.UserRole + 1) is None
    length = len(c.session.log)
    log.itemDoubleClicked.emit(log.item(header_row))
    assert len(c.session.log) == length
    # An answer under a header still takes the game back to just after it.
    row = next(
        i
        for i in range(log.count())
        if (log.item(i).data(Qt.ItemDataRole.UserRole + 1) or (0,))[0] == start + 1
    )
    assert any(kind == "section" for kind, _ in rows[:row])
    log.itemDoubleClicked.emit(log.item(row))
    assert len(c.session.log) == start + 1


def test_replayed_history_gets_round_headers_that_the_next_phase_does_not_repeat() -> None:
    tracker = SectionTracker()
    assert tracker.at(0, "") == Section(0, "")
    assert tracker.at(3, "").title == "Round 3"
    assert tracker.at(3, "") is None
    assert tracker.at(3, "turns") is None  # the "Round 3" header already covers it
    assert tracker.at(3, "refresh").title == "Round 3 \u00b7 Refresh"


def test_the_demo_log_has_round_headers(qtbot: Any) -> None:
    from rangers_qt.ui.main_window import build_main_window

    window = build_main_window(demo=True, seed=7)
    qtbot.addWidget(window)
    assert window.wait_until_ready(), window.problem
    rows = _rows(window.log_panel)
    titles = [text for kind, text in rows if kind == "section"]
    shown = window.controller.session.log  # the window shows the whole day (issue #29)
    rounds = {e.round for e in shown if e.round > 0}
    assert [t for t in titles if "Round" in t] == [f"\u2014  Round {r}  \u2014" for r in sorted(rounds)]


def test_headers_and_events_follow_the_theme(qtbot: Any) -> None:
    from rangers_qt.ui.panels import LogPanel
    from rangers_qt.ui.theme import DARK, LIGHT

    log = LogPanel()
    qtbot.addWidget(log)
    header = log.append_line("Round 2 \u00b7 Path cards", "section")
    event = log.append_line("Sitka Doe enters play", "event")
    answer = log.append_line("Mira: Rest", "answer")
    assert header.foreground().color() == QColor(DARK.accent)
    assert not (header.flags() & Qt.ItemFlag.ItemIsSelectable)
    log.set_theme(LIGHT)
    assert header.foreground().color() == QColor(LIGHT.accent)
    assert event.foreground().color() == QColor(LIGHT.muted)
    assert answer.data(Qt.ItemDataRole.UserRole) == "answer"


def test_an_answer_that_names_its_ranger_is_not_prefixed_twice(qtbot: Any) -> None:
    """ "Mira: use A Leaf in the Breeze" is logged once as it reads, not "Mira: Mira: use ..."."""
    from rangers_qt.app.adjust_words import said_by
    from rangers_qt.ui.main_window import build_main_window

    assert said_by("Mira", "Rest") == "Mira: Rest"
    assert said_by("Mira", "Mira: use A Leaf in the Breeze") == "Mira: use A Leaf in the Breeze"
    assert said_by("", "Keep hand") == "Keep hand"
    window = build_main_window(demo=True, seed=7)
    qtbot.addWidget(window)
    assert window.wait_until_ready(), window.problem
    names = [r.name for r in window.controller.state.rangers]
    texts = [text for _kind, text in _rows(window.log_panel)]
    assert not any(f"{n}: {n}:" in t for t in texts for n in names)
