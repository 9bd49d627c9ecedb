"""The engine's hand-built models are what pydantic would build (issue #10, helper h-core):
``step`` and ``opt`` written out equal validated models with the same fields set, ``Engine.ask``
sets the state's fields as pydantic's ``__setattr__`` would, and the card book's compiled
behaviour (a slot filled on first use) is compiled once and kept."""

from __future__ import annotations

from typing import ClassVar

import pytest

from rangers_qt.content.catalog import load_catalog
from rangers_qt.engine import Session
from rangers_qt.engine.cards import CardBook, book_for
from rangers_qt.engine.core import Engine
from rangers_qt.engine.events import Recorder
from rangers_qt.engine.prompts import Option, Step, opt, step
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
