"""Issue #29, fewer prompts (Rulebook: Performing a Test, 5. Resolve Challenge Effects): a
challenge effect with nothing to do is resolved first by the table, logged once as doing nothing
(not as an effect that happened); the order of the others is still asked, the answer stays in the
log and the day replays identically."""

from __future__ import annotations

from typing import Any

import pytest

from rangers_qt.app.controller import GameController
from rangers_qt.app.inert_answers import inert_option
from rangers_qt.app.same_answers import same_option, state_after
from rangers_qt.content.catalog import load_catalog
from rangers_qt.engine.cards import book_for
from rangers_qt.engine.day_sim import DayBot, day_setup, starter_rangers
from rangers_qt.engine.session import Session


def just_before_an_inert_order(catalog: Any) -> tuple[Session, str]:
    """A bot day up to the answer after which the prompt is a challenge order with an effect that
    has nothing to do (and whose options do differ); the session is put back before that answer."""
    book = book_for(catalog)
    for seed in range(1, 12):
        session = Session.new(
            book, day_setup(catalog, seed, starter_rangers(catalog, 2), "lone_tree_station", "woods", None)
        )
        bot = DayBot(seed)
        for _ in range(600):
            prompt = session.prompt
            if prompt is None:
                break
            choice = bot.choose(prompt)
            session.answer(choice)
            now = session.prompt
            if (
                now is not None
                and now.kind == "challenge_order"
                and same_option(session) is None
                and inert_option(session) is not None
            ):
                session.undo_to(len(session.log) - 1)
                return session, choice
    raise AssertionError("no bot day met a challenge order with an effect that has nothing to do")


@pytest.fixture(scope="module")
def catalog() -> Any:
    return load_catalog()


@pytest.fixture(scope="module")
def before_inert(catalog: Any) -> tuple[str, str]:
    session, choice = just_before_an_inert_order(catalog)
    return session.to_json(), choice


def test_an_effect_with_nothing_to_do_is_resolved_first_by_the_table(catalog: Any, before_inert: Any) -> None:
    saved, choice = before_inert
    session = Session.from_json(saved, book_for(catalog))
    c = GameController(session, catalog)
    lines: list[str] = []
    c.log_appended.connect(lambda text, kind, _n: lines.append(text))
    length = len(session.log)
    assert c.answer(choice, priced=True)
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


def test_the_inert_effect_first_leads_where_it_would_last(catalog: Any, before_inert: Any) -> None:
    """Resolving the effect with nothing to do first or after another comes to the same table."""
    saved, choice = before_inert
    session = Session.from_json(saved, book_for(catalog))
    session.answer(choice)
    prompt = session.prompt
    inert = inert_option(session)
    assert prompt is not None and inert is not None
    other = next(o for o in prompt.options if o.card != inert.card)
    first = Session.from_json(session.to_json(), book_for(catalog))
    first.answer(inert.id)
    if first.prompt is not None and first.prompt.kind == "challenge_order":
        ahead = first.prompt.option(other.id)
        assert ahead is not None
        first.answer(ahead.id)
    later = Session.from_json(session.to_json(), book_for(catalog))
    later.answer(other.id)
    if later.prompt is not None and later.prompt.kind == "challenge_order":
        behind = later.prompt.option(inert.id)
        assert behind is not None
        later.answer(behind.id)
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
