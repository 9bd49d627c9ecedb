"""Issue #29, fewer prompts: a question whose every answer leaves the table the same (challenge
effects whose order changes nothing, Rulebook: Challenge effects) is answered by the table; its
answer is still in the log and the day replays identically."""

from __future__ import annotations

from typing import Any

import pytest

from app.bot_days import answer_through_the_table, just_before
from rangers_qt.app.same_answers import same_option, state_after
from rangers_qt.app.sole_answers import table_answer
from rangers_qt.content.catalog import load_catalog
from rangers_qt.engine.cards import book_for
from rangers_qt.engine.session import Session


def _choice_of_nothing(session: Session) -> bool:
    """A challenge order that decides nothing (the table answers it)."""
    now = session.prompt
    if now is None or now.kind != "challenge_order" or same_option(session) is None:
        return False
    assert table_answer(session) is not None
    return True


@pytest.fixture(scope="module")
def catalog() -> Any:
    return load_catalog()


@pytest.fixture(scope="module")
def before_nothing(catalog: Any) -> tuple[str, str]:
    session, choice = just_before(catalog, _choice_of_nothing, "a challenge order that decides nothing")
    return session.to_json(), choice


def test_a_challenge_order_that_changes_nothing_is_not_asked(catalog: Any, before_nothing: Any) -> None:
    saved, choice = before_nothing
    c, length, lines = answer_through_the_table(catalog, saved, choice)
    session = c.session
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
