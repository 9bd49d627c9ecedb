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
    assert session.prompt is not None
    for option in session.prompt.options[:3]:
        state_after(session, option)
    assert session.hash() == before


def test_the_states_compared_as_json_agree_with_their_canonical_hashes(catalog: Any) -> None:
    """Every prompt of the tried kinds in seeded bot games: the table skips it exactly when every
    option's state has the same canonical hash (the comparison it makes instead, as JSON)."""
    from rangers_qt.app.same_answers import MAX_TRIED, TRIED_KINDS
    from rangers_qt.engine.bot import RandomBot
    from rangers_qt.sim.runner import default_setup

    book = book_for(catalog)
    verdicts: list[bool] = []
    for seed in range(6):
        session = Session.new(book, default_setup(catalog, seed, 1 + seed % 4))
        bot = RandomBot(seed, manual_rate=0)
        while session.prompt is not None and session.state.round <= 3:
            p = session.prompt
            if p.kind in TRIED_KINDS and 2 <= len(p.options) <= MAX_TRIED:
                same = len({state_after(session, o) for o in p.options}) == 1
                assert (same_option(session) is not None) is same, p.title
                verdicts.append(same)
            session.answer(bot.choose(p))
    assert set(verdicts) == {True, False}  # both kinds of question were met
