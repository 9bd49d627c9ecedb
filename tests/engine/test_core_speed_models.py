"""The engine's hand-built models are what pydantic would build (issue #10, helper h-core):
``step`` and ``opt`` written out equal validated models with the same fields set, ``Engine.ask``
sets the state's fields as pydantic's ``__setattr__`` would, and the card book's compiled
behaviour (a slot filled on first use) is compiled once and kept."""

from __future__ import annotations

from typing import ClassVar

import pytest

from rangers_qt.content.catalog import load_catalog
from rangers_qt.engine import Session
from rangers_qt.engine.bot import RandomBot
from rangers_qt.engine.cards import CardBook, Facts, book_for
from rangers_qt.engine.core import Engine
from rangers_qt.engine.events import ChangeSet, Recorder
from rangers_qt.engine.prompts import Option, Step, fresh, opt, step
from rangers_qt.engine.session import LogEntry
from rangers_qt.sim.runner import default_setup


def test_step_and_option_are_the_validated_models() -> None:
    built = step("fx", ref="x/y", i=2, src=None, b={"$you": "r1"})
    valid = Step.model_validate(
        {"op": "fx", "args": {"ref": "x/y", "i": 2, "src": None, "b": {"$you": "r1"}}}
    )
    assert built == valid and built.model_fields_set == {"op", "args"}
    assert built.model_dump_json() == valid.model_dump_json()
    o = opt("card:c1", "Pick it", "choose_card", card="c1", then=[built])
    v = Option.model_validate(
        {
            "id": "card:c1",
            "label": "Pick it",
            "kind": "choose_card",
            "card": "c1",
            "target": None,
            "area": None,
            "aspect": None,
            "amount": None,
            "then": [valid],
        }
    )
    assert o == v and o.model_fields_set == v.model_fields_set
    assert o.model_dump_json() == v.model_dump_json()
    # Each built model has its own fields set (pydantic adds to it on assignment).
    again = step("fx")
    again.args = {"a": 1}
    assert built.model_fields_set is not again.model_fields_set


def test_ask_sets_the_state_as_assignment_would() -> None:
    catalog = load_catalog()
    session = Session.new(book_for(catalog), default_setup(catalog, 3, 2))
    fast = session.state.model_copy(deep=True)
    plain = session.state.model_copy(deep=True)
    object.__setattr__(fast, "__pydantic_fields_set__", set())
    object.__setattr__(plain, "__pydantic_fields_set__", set())
    options = [opt("yes", "Yes", "yes"), opt("no", "No", "no")]
    rec = Recorder()
    Engine(fast, session.book, session.registry, rec).ask("effect_may", "r1", "Well?", options)
    plain.log_seq = plain.log_seq + 1
    plain.prompt = fast.prompt
    assert fast.__dict__ == plain.__dict__
    assert fast.model_fields_set == plain.model_fields_set == {"log_seq", "prompt"}
    assert fast.prompt is not None and fast.prompt.id == f"p{plain.log_seq}"
    assert rec.changes.prompt is True and "prompt" in rec.changes.model_fields_set


def test_the_books_behaviour_is_compiled_once() -> None:
    catalog = load_catalog()
    book = CardBook(catalog)
    first = book.behaviour
    assert first is catalog.behaviour and book.behaviour is first

    class Bare:
        cards: ClassVar[dict[str, object]] = {}

        def card(self, def_id: str) -> object:
            raise KeyError(def_id)

    bare = CardBook(Bare())
    compiled = bare.behaviour
    assert bare.behaviour is compiled
    with pytest.raises(AttributeError):
        _ = bare.not_an_attribute  # type: ignore[attr-defined]


def test_log_entry_and_change_set_are_what_fresh_builds() -> None:
    catalog = load_catalog()
    session = Session.new(book_for(catalog), default_setup(catalog, 4, 2))
    assert session.prompt is not None
    option = session.prompt.options[0]
    expected = fresh(
        LogEntry,
        kind="answer",
        option=option.id,
        prompt=session.prompt.id,
        text=option.label,
        ranger=session.prompt.ranger,
        round=session.state.round,
        turn=session.state.stats.get("turns", 0),
    )
    session.answer(option.id)
    entry = session.log[-1]
    assert entry == expected and entry.model_fields_set == expected.model_fields_set
    assert list(entry.__dict__) == list(expected.__dict__)
    changes = Recorder().changes
    plain = fresh(ChangeSet)
    assert changes == plain and changes.model_fields_set == plain.model_fields_set
    assert list(changes.__dict__) == list(plain.__dict__)


def _plain_facts(eng: Engine, iid: str) -> Facts:
    """``Engine.facts`` without the book's front and back dictionaries."""
    from rangers_qt.engine.modifier_layer.modifiers import facedown_facts

    card = eng.state.cards[iid]
    if card.side != "front" and not card.face_up:
        hidden = facedown_facts(eng, card)
        if hidden is not None:
            return hidden
    return eng.book.facts(card.def_id, card.side)


def test_engine_facts_are_the_books_at_every_prompt() -> None:
    catalog = load_catalog()
    book = book_for(catalog)
    seen = {"back": 0, "down": 0}
    for seed in range(0, 40, 3):
        session = Session.new(book, default_setup(catalog, seed, 1 + seed % 4))
        bot = RandomBot(seed, manual_rate=0)
        while session.prompt is not None and session.state.round <= 6:
            eng = Engine(session.state, book, session.registry, Recorder(enabled=False))
            for iid, card in session.state.cards.items():
                assert eng.facts(iid) is _plain_facts(eng, iid), iid
                seen["back"] += card.side == "back" and card.face_up
                seen["down"] += card.side == "back" and not card.face_up
            session.answer(bot.choose(session.prompt))
    assert seen["back"] > 100, seen


def test_the_step_loop_sees_fields_assigned_by_handlers(monkeypatch: pytest.MonkeyPatch) -> None:
    """``Engine.run`` reads the state's fields from its ``__dict__``: a handler that assigns a new
    queue, the phase or a prompt in the ordinary way is seen at once."""
    from rangers_qt.engine.handlers import HANDLERS
    from rangers_qt.engine.state import GameState

    calls: list[str] = []

    def first(eng: Engine, _args: dict[str, object]) -> None:
        calls.append("first")
        eng.state.queue = [step("refresh"), step("refresh")]

    def second(eng: Engine, _args: dict[str, object]) -> None:
        calls.append("second")
        eng.state.phase = "ended"

    monkeypatch.setitem(HANDLERS, "check_clears", first)
    monkeypatch.setitem(HANDLERS, "refresh", second)
    catalog = load_catalog()
    state = GameState(queue=[step("check_clears")])
    Engine(
        state, book_for(catalog), Session.new(catalog, default_setup(catalog, 1, 1)).registry, Recorder()
    ).run()
    assert calls == ["first", "second"] and state.queue == []

    def asks(eng: Engine, _args: dict[str, object]) -> None:
        calls.append("asks")
        eng.state.prompt = Session.new(catalog, default_setup(catalog, 1, 1)).prompt

    monkeypatch.setitem(HANDLERS, "check_clears", asks)
    state = GameState(queue=[step("check_clears"), step("refresh")])
    Engine(
        state, book_for(catalog), Session.new(catalog, default_setup(catalog, 1, 1)).registry, Recorder()
    ).run()
    assert calls[2:] == ["asks"] and [s.op for s in state.queue] == ["refresh"]
