"""``notify``'s listeners by card definition (engine/effects/listeners.py) are kept per compiled
behaviour and event: what is kept is what a fresh look at the triggers gives, for every event a
card listens to, and a different compiled behaviour gets its own."""

from __future__ import annotations

from typing import Any

from rangers_qt.content.catalog import load_catalog
from rangers_qt.engine import Session
from rangers_qt.engine.cards import book_for
from rangers_qt.engine.core import Engine
from rangers_qt.engine.effects import listeners as ls
from rangers_qt.engine.events import Recorder
from rangers_qt.sim.runner import default_setup


def _fresh(eng: Engine, event: str) -> dict[str, list[tuple[str, int, bool]]]:
    by_def: dict[str, list[tuple[str, int, bool]]] = {}
    for fk, k in eng.book.behaviour.triggers.get(event) or ():
        by_def.setdefault(fk.split(".", 1)[0], []).append((fk, k, False))
    for fk, k in ls._responses_to(eng, event):
        by_def.setdefault(fk.split(".", 1)[0], []).append((fk, k, event in ls.ABOUT_ITSELF))
    return by_def


def test_kept_listeners_are_the_fresh_ones() -> None:
    catalog = load_catalog()
    session = Session.new(book_for(catalog), default_setup(catalog, 3, 2))
    eng = Engine(session.state, session.book, session.registry, Recorder(enabled=False))
    events = [*eng.book.behaviour.triggers, *ls.RESPONSE_EVENTS, "no_such_event"]
    assert len(events) > 20
    for event in events:
        assert ls._listeners_by_def(eng, event) == _fresh(eng, event), event
        assert ls._listeners_by_def(eng, event) is ls._listeners_by_def(eng, event)
    assert ls._listeners_by_def(eng, "card_enters_play")  # (some card listens to it)


def test_another_compiled_behaviour_is_indexed_afresh() -> None:
    catalog = load_catalog()
    session = Session.new(book_for(catalog), default_setup(catalog, 3, 2))
    eng = Engine(session.state, session.book, session.registry, Recorder(enabled=False))
    assert ls._listeners_by_def(eng, "card_enters_play")

    class _Book:
        """The same book but with a behaviour in which nothing listens."""

        def __init__(self, real: Any) -> None:
            self.real = real
            self.behaviour = type(real.behaviour)()

        def __getattr__(self, name: str) -> Any:
            return getattr(self.real, name)

    empty = Engine(session.state, _Book(session.book), session.registry, Recorder(enabled=False))  # type: ignore[arg-type]
    assert ls._listeners_by_def(empty, "card_enters_play") == {}
    assert ls._listeners_by_def(eng, "card_enters_play")
