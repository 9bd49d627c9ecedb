"""Shortcuts of helper h-more (issue #10) equal the plain computation they replace."""

from __future__ import annotations

from typing import Any

import pydantic
import pytest

from rangers_qt.content.catalog import load_catalog
from rangers_qt.engine import Session
from rangers_qt.engine.bot import RandomBot
from rangers_qt.engine.cards import book_for
from rangers_qt.engine.day import path_deck
from rangers_qt.engine.state import CardInstance, GameState
from rangers_qt.sim.runner import default_setup

_CATALOG = load_catalog()
_BOOK = book_for(_CATALOG)


def _play(seed: int, answers: int = 400) -> Session:
    session = Session.new(_BOOK, default_setup(_CATALOG, seed, 1 + seed % 4))
    bot = RandomBot(seed, manual_rate=0)
    for _ in range(answers):
        if session.prompt is None:
            break
        session.answer(bot.choose(session.prompt))
    return session


def test_new_card_builds_what_validation_builds(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every instance of seeded setups and games equals the validated model: same values,
    same fields set, same JSON; the unvalidated path is really taken."""
    made: list[CardInstance] = []
    fast = path_deck._instance

    def checked(iid: str, def_id: str, owner: str | None) -> CardInstance:
        card = fast(iid, def_id, owner)
        valid = CardInstance(iid=iid, def_id=def_id, owner=owner)
        assert card == valid and card.model_fields_set == valid.model_fields_set
        assert card.model_dump_json() == valid.model_dump_json()
        assert type(card) is CardInstance
        assert card.__pydantic_extra__ is None and card.__pydantic_private__ is None
        made.append(card)
        return card

    monkeypatch.setattr(path_deck, "_instance", checked)
    for seed in range(4):
        _play(seed, 150)
    assert len(made) > 400
    assert len({id(card.tokens) for card in made}) == len(made)  # no shared defaults
    for seed in range(2):
        st = GameState()
        for i, owner in enumerate([None, "r1", None]):
            iid = path_deck.new_card(st, f"card{seed}{i}", owner)
            card = st.cards[iid]
            valid = CardInstance(iid=iid, def_id=f"card{seed}{i}", owner=owner)
            assert card == valid and card.model_fields_set == valid.model_fields_set
            assert card.model_dump_json() == valid.model_dump_json()
            assert list(card.__dict__) == list(valid.__dict__)
            card.tokens["x"] = 1
            assert valid.tokens == {} and path_deck._instance("c9", "y", None).attached == []
            card.face_up = False
            assert card.model_fields_set == {"iid", "def_id", "owner", "face_up"}


def test_new_card_still_validates_values_it_did_not_make() -> None:
    st = GameState()
    bad: Any = 12
    with pytest.raises(pydantic.ValidationError):
        path_deck.new_card(st, bad)
