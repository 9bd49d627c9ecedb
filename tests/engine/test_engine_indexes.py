"""The engine's speed helpers answer exactly what the plain queries answer (docs/performance.md,
"Issue #10 benchmark, third measurement"): ``in_play`` from the play areas only, the per-game
index of cards by definition, and ``Engine.frozen`` shared by nested uses."""

from __future__ import annotations

import pytest

from rangers_qt.content.catalog import load_catalog
from rangers_qt.engine import Session
from rangers_qt.engine.bot import RandomBot
from rangers_qt.engine.cards import book_for
from rangers_qt.engine.core import Engine
from rangers_qt.engine.events import Recorder
from rangers_qt.engine.zones import PLAY_ZONES, cards_by_def, in_play, where
from rangers_qt.sim.runner import default_setup


def _in_play_by_zone(session: Session, iid: str) -> bool:
    st = session.state
    card = st.cards[iid]
    if card.attached_to is not None:
        return card.face_up and _in_play_by_zone(session, card.attached_to)
    return where(st, iid)[0] in PLAY_ZONES


@pytest.mark.parametrize("seed", range(3))
def test_in_play_and_cards_by_def_agree_with_the_plain_walks(seed: int) -> None:
    catalog = load_catalog()
    session = Session.new(book_for(catalog), default_setup(catalog, seed, 1 + seed % 4))
    bot = RandomBot(seed, manual_rate=0)
    checked = 0
    while session.prompt is not None and session.state.round <= 3:
        st = session.state
        for iid in st.cards:
            assert in_play(st, iid) == _in_play_by_zone(session, iid), iid
        index = cards_by_def(st)
        plain: dict[str, list[str]] = {}
        for iid, card in st.cards.items():
            plain.setdefault(card.def_id, []).append(iid)
        assert {d: list(ids) for d, ids in index.items()} == plain
        checked += 1
        session.answer(bot.choose(session.prompt))
    assert checked > 20


def test_frozen_is_shared_by_nested_uses_and_dropped_on_leaving() -> None:
    catalog = load_catalog()
    session = Session.new(book_for(catalog), default_setup(catalog, 0, 2))
    eng = Engine(session.state, session.book, session.registry, Recorder(enabled=False))
    with eng.frozen():
        outer = eng.memo["frozen"]
        outer["x"] = 1
        with eng.frozen():
            assert eng.memo["frozen"] is outer
        assert eng.memo["frozen"] is outer
    assert "frozen" not in eng.memo
    with pytest.raises(RuntimeError), eng.frozen():
        raise RuntimeError("left by an exception")
    assert "frozen" not in eng.memo
