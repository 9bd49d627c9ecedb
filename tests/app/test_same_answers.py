"""Issue #29, fewer prompts: a question whose every answer leaves the table the same (challenge
effects whose order changes nothing, Rulebook: Challenge effects) is answered by the table; its
answer is still in the log and the day replays identically."""

from __future__ import annotations

from typing import Any

import pytest

from rangers_qt.app.controller import GameController
from rangers_qt.app.same_answers import same_option, state_after
from rangers_qt.app.sole_answers import table_answer
from rangers_qt.content.catalog import load_catalog
from rangers_qt.engine.cards import book_for
from rangers_qt.engine.day_sim import DayBot, day_setup, starter_rangers
from rangers_qt.engine.session import Session


def just_before_a_choice_of_nothing(catalog: Any) -> tuple[Session, str]:
    """A bot day up to the answer after which the prompt is a choice that decides nothing; the
    session is put back before that answer, which is returned."""
    book = book_for(catalog)
    for seed in range(1, 12):
        session = Session.new(
            book, day_setup(catalog, seed, starter_rangers(catalog, 2), "lone_tree_station", "woods", None)
        )
        bot = DayBot(seed)
        for _ in range(400):
            prompt = session.prompt
            if prompt is None:
                break
            choice = bot.choose(prompt)
            session.answer(choice)
            now = session.prompt
            if now is not None and now.kind == "challenge_order" and same_option(session) is not None:
                assert table_answer(session) is not None
                session.undo_to(len(session.log) - 1)
                return session, choice
    raise AssertionError("no bot day met a challenge order that decides nothing")


@pytest.fixture(scope="module")
def catalog() -> Any:
    return load_catalog()


@pytest.fixture(scope="module")
def before_nothing(catalog: Any) -> tuple[str, str]:
    session, choice = just_before_a_choice_of_nothing(catalog)
    return session.to_json(), choice


def test_a_challenge_order_that_changes_nothing_is_not_asked(catalog: Any, before_nothing: Any) -> None:
    saved, choice = before_nothing
    session = Session.from_json(saved, book_for(catalog))
    c = GameController(session, catalog)
    lines: list[str] = []
    c.log_appended.connect(lambda text, kind, _n: lines.append(text))
    length = len(session.log)
    assert c.answer(choice, priced=True)
    answered = session.log[length:]
    assert len(answered) >= 2 and any("every choice leaves the table the same" in line for line in lines)
    assert c.prompt is None or c.prompt.kind != "challenge_order" or same_option(session) is None
    # The skipped question left its answer in the log: the day replays to the same state.
    again = Session.from_json(session.to_json(), book_for(catalog))
    assert again.hash() == session.hash() and len(again.log) == len(session.log)
    # Undo steps back over the table's answer to the decision before it.
    assert c.undo() and len(session.log) == length


def test_options_that_differ_are_asked(catalog: Any, before_nothing: Any) -> None:
    saved, _ = before_nothing
    session = Session.from_json(saved, book_for(catalog))
    turn = session.prompt
    assert turn is not None
    differing = [o for o in turn.options if o.kind in ("test", "play", "rest")][:3]
    assert len({state_after(session, o) for o in differing}) == len(differing)
    assert same_option(session) is None  # a turn is never tried, let alone skipped


def test_trying_an_option_leaves_the_table_untouched(catalog: Any, before_nothing: Any) -> None:
    saved, _ = before_nothing
    session = Session.from_json(saved, book_for(catalog))
    before = session.hash()
    for option in session.prompt.options[:3]:
        state_after(session, option)
    assert session.hash() == before
