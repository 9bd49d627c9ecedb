"""Seeded bot days (the sim's) walked up to a moment a test needs: shared by the tests that look
for a prompt of some kind in real play rather than building the table by hand."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from rangers_qt.app.sole_answers import table_answer
from rangers_qt.engine.cards import book_for
from rangers_qt.engine.day_sim import DayBot, day_setup, starter_rangers
from rangers_qt.engine.session import Session


def just_before(
    catalog: Any, found: Callable[[Session], bool], what: str, seeds: int = 11, answers: int = 600
) -> tuple[Session, str]:
    """The first bot day (seeds 1..`seeds`) to reach a prompt for which `found` holds, put back
    before the answer that led there; that answer is returned with it. That answer is one the
    player is asked: a question the table answers itself (a sole energy amount) is stepped over
    by undo too, so the tests that undo back to this moment would not land on it."""
    book = book_for(catalog)
    for seed in range(1, seeds + 1):
        session = Session.new(
            book, day_setup(catalog, seed, starter_rangers(catalog, 2), "lone_tree_station", "woods", None)
        )
        bot = DayBot(seed)
        for _ in range(answers):
            prompt = session.prompt
            if prompt is None:
                break
            choice = bot.choose(prompt)
            session.answer(choice)
            if session.prompt is not None and found(session):
                session.undo_to(len(session.log) - 1)
                if table_answer(session) is None:
                    return session, choice
                session.redo()
    raise AssertionError(f"no bot day met {what}")


def answer_through_the_table(catalog: Any, saved: str, choice: str) -> tuple[Any, int, list[str]]:
    """The saved moment opened in a controller and `choice` answered by it (so the table then
    answers what it answers itself): the controller, the log's length before, the log lines."""
    from rangers_qt.app.controller import GameController

    session = Session.from_json(saved, book_for(catalog))
    c = GameController(session, catalog)
    lines: list[str] = []
    c.log_appended.connect(lambda text, kind, _n: lines.append(text))
    length = len(session.log)
    assert c.answer(choice, priced=True)
    return c, length, lines
