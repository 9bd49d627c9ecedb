"""Issue #29: consecutive campaign guide entries are confirmed together (Rulebook: Campaign
guide; arrival setup reads the location's entry, a card's entry may follow): one heading lists
them, each keeps its link to the guide, one click confirms them all, each its own answer."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import Qt

from rangers_qt.app.same_answers import guide_chain
from rangers_qt.engine.cards import book_for
from rangers_qt.engine.day_sim import DayBot, day_setup, starter_rangers
from rangers_qt.engine.session import Session
from rangers_qt.ui.parts import help as help_part


def at_a_chain(catalog: Any) -> Session:
    """A bot day up to a guide prompt that another follows when it is confirmed."""
    book = book_for(catalog)
    for seed in range(1, 30):
        session = Session.new(
            book, day_setup(catalog, seed, starter_rangers(catalog, 2), "lone_tree_station", "woods", None)
        )
        bot = DayBot(seed)
        for _ in range(300):
            prompt = session.prompt
            if prompt is None:
                break
            if prompt.kind == "guide" and len(guide_chain(session)) > 1:
                return session
            session.answer(bot.choose(prompt))
    raise AssertionError("no bot day met two guide entries in a row")


@pytest.fixture(scope="module")
def chain_day(catalog: Any) -> str:
    return at_a_chain(catalog).to_json()


def test_consecutive_entries_are_listed_and_confirmed_together(
    qtbot: Any, catalog: Any, make_window: Any, chain_day: str, monkeypatch: Any
) -> None:
    session = Session.from_json(chain_day, book_for(catalog))
    chain = guide_chain(session)
    window = make_window(session, size=(1366, 768))
    panel = window.day_panel
    numbers = [p.title.removeprefix("Read campaign guide entry ").split(" ")[0] for p in chain]
    assert panel.heading.text() == f"Read campaign guide entries {', '.join(numbers)}"
    opened: list[str] = []
    monkeypatch.setattr(help_part, "open_url", lambda url: opened.append(url) or True)
    for n in numbers:  # each entry still opens the guide
        qtbot.mouseClick(panel.buttons[f"guide_entry_{n}"], Qt.MouseButton.LeftButton)
    assert len(opened) == len(numbers)
    length = len(session.log)
    qtbot.mouseClick(panel.buttons["guide_all"], Qt.MouseButton.LeftButton)
    answered = session.log[length:]
    assert [e.prompt for e in answered[: len(chain)]] == [p.id for p in chain]
    assert all(e.option == "done" for e in answered[: len(chain)])
    assert session.prompt is None or session.prompt.id not in {p.id for p in chain}
    again = Session.from_json(session.to_json(), book_for(catalog))
    assert again.hash() == session.hash()  # each answer in the log: the day replays the same


def test_a_lone_entry_is_asked_as_before(catalog: Any, chain_day: str) -> None:
    session = Session.from_json(chain_day, book_for(catalog))
    chain = guide_chain(session)
    session.answer("done")
    while session.prompt is not None and session.prompt.id != chain[-1].id:
        session.answer("done")
    assert guide_chain(session) == [session.prompt]  # the last of the chain stands alone
