"""Issue #29, fewer prompts (Rulebook: Performing a Test, 5. Resolve Challenge Effects): a
challenge effect with nothing to do is resolved first by the table, logged once as doing nothing
(not as an effect that happened); the order of the others is still asked, the answer stays in the
log and the day replays identically."""

from __future__ import annotations

from typing import Any

import pytest

from app.bot_days import answer_through_the_table, just_before
from rangers_qt.app.inert_answers import inert_option
from rangers_qt.app.same_answers import same_option, state_after
from rangers_qt.content.catalog import load_catalog
from rangers_qt.engine.cards import book_for
from rangers_qt.engine.session import Session


def _inert_order(session: Session) -> bool:
    """A challenge order with an effect that has nothing to do, whose options do differ, among
    cards of different names: the log names a card by its name, so the lines checked below could
    not tell two copies of one card apart (two Overgrown Thickets, one with progress and one with
    none, each rightly logged its own way)."""
    now = session.prompt
    names = [o.label for o in now.options] if now is not None else []
    return (
        now is not None
        and now.kind == "challenge_order"
        and len(set(names)) == len(names)
        and same_option(session) is None
        and inert_option(session) is not None
    )


@pytest.fixture(scope="module")
def catalog() -> Any:
    return load_catalog()


@pytest.fixture(scope="module")
def before_inert(catalog: Any) -> tuple[str, str]:
    session, choice = just_before(catalog, _inert_order, "a challenge order with an inert effect")
    return session.to_json(), choice


def test_an_effect_with_nothing_to_do_is_resolved_first_by_the_table(catalog: Any, before_inert: Any) -> None:
    saved, choice = before_inert
    c, length, lines = answer_through_the_table(catalog, saved, choice)
    session = c.session
    assert len(session.log) >= length + 2
    taken = [line for line in lines if "(it has nothing to do)" in line]
    assert taken, lines
    name = taken[0].split("Resolve ", 1)[1].split(" next", 1)[0]
    # Logged once as doing nothing, never as "... challenge effect of <name>" with no outcome.
    assert any(line.startswith(f"{name}: its ") and "nothing to do" in line for line in lines), lines
    assert not any(line.endswith(f"challenge effect of {name}") for line in lines), lines
    again = Session.from_json(session.to_json(), book_for(catalog))
    assert again.hash() == session.hash() and len(again.log) == len(session.log)
    assert c.undo() and len(session.log) == length


def _in_turn(session: Session, catalog: Any, first: str, then: str) -> Session:
    """A copy of `session` with `first` answered, then `then` if the order is asked again."""
    copy = Session.from_json(session.to_json(), book_for(catalog))
    copy.answer(first)
    if copy.prompt is not None and copy.prompt.kind == "challenge_order":
        assert copy.prompt.option(then) is not None
        copy.answer(then)
    return copy


def test_the_inert_effect_first_leads_where_it_would_last(catalog: Any, before_inert: Any) -> None:
    """Resolving the effect with nothing to do first or after another comes to the same table."""
    saved, choice = before_inert
    session = Session.from_json(saved, book_for(catalog))
    session.answer(choice)
    prompt = session.prompt
    inert = inert_option(session)
    assert prompt is not None and inert is not None
    other = next(o for o in prompt.options if o.card != inert.card)
    first = _in_turn(session, catalog, inert.id, other.id)
    later = _in_turn(session, catalog, other.id, inert.id)
    # Same zones, tokens and generator: only the order of the "resolved" list may differ.
    a, b = first.state.model_dump(mode="json"), later.state.model_dump(mode="json")
    for dump in (a, b):
        if dump["test"]:
            dump["test"]["resolved_challenge"].sort()
        dump.pop("prompt")
        dump.pop("log_seq")
    assert a == b


def test_effects_that_matter_are_not_taken(catalog: Any, before_inert: Any) -> None:
    saved, _ = before_inert
    session = Session.from_json(saved, book_for(catalog))
    turn = session.prompt
    assert turn is not None and turn.kind != "challenge_order"
    assert inert_option(session) is None  # only a challenge order is ever taken
    before = session.hash()
    assert all(state_after(session, o) for o in turn.options[:2]) and session.hash() == before


def test_the_tries_on_one_dump_find_what_the_tries_on_their_own_dumps_find(
    catalog: Any, before_inert: Any
) -> None:
    """The table's own answers dump the state once for both look-aheads and every card asked
    about (`sole_answers.table_answer`): the same answer as each try dumping the state itself,
    and the state untouched."""
    from rangers_qt.app.sole_answers import table_answer

    saved, choice = before_inert
    session = Session.from_json(saved, book_for(catalog))
    session.answer(choice)
    before = session.hash()
    alone = inert_option(session)
    assert alone is not None
    found = table_answer(session)
    assert found is not None and found[0] == alone and "(it has nothing to do)" in found[1]
    source = session.state.model_dump_json()
    assert inert_option(session, session.prompt, source) == alone
    assert same_option(session, session.prompt, source) is None
    assert session.hash() == before
