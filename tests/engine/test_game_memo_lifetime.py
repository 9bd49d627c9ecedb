"""The per-game memo (engine/zones.py, ``game_memo``) lives exactly as long as its game: a state
that is gone takes its memo with it at once (a bot or the campaign playing day after day must
not keep dead games' options, steps and indexes), while a live game keeps its memo across
answers and gets a fresh one when a card joins it."""

from __future__ import annotations

import gc

from rangers_qt.content.catalog import load_catalog
from rangers_qt.engine import Session, zones
from rangers_qt.engine.bot import RandomBot
from rangers_qt.engine.cards import book_for
from rangers_qt.sim.runner import default_setup

from .helpers import bot_step

_CATALOG = load_catalog()
_BOOK = book_for(_CATALOG)


def _played(seed: int, answers: int = 60) -> Session:
    session = Session.new(_BOOK, default_setup(_CATALOG, seed, 2))
    bot = RandomBot(seed, manual_rate=0)
    for _ in range(answers):
        if not bot_step(session, bot):
            break
    return session


def test_a_finished_games_memo_is_dropped_with_its_state() -> None:
    gc.collect()
    baseline = len(zones._GAME_MEMO)
    for seed in range(5):
        session = _played(seed)
        key = id(session.state)
        assert key in zones._GAME_MEMO  # the live game has one (its windows were indexed)
        assert zones._GAME_MEMO[key][0]() is session.state
        del session
        gc.collect()
        assert key not in zones._GAME_MEMO or zones._GAME_MEMO[key][0]() is not None
    # Five games played one after another leave nothing behind (before the fix: five entries).
    assert len(zones._GAME_MEMO) <= baseline


def test_a_live_games_memo_is_kept_across_answers_and_renewed_when_a_card_joins() -> None:
    session = _played(3, answers=20)
    memo = zones.game_memo(session.state)
    memo["probe"] = 1
    bot = RandomBot(3, manual_rate=0)
    for _ in range(5):
        if session.prompt is None:
            break
        before = (len(session.state.cards), session.state.next_iid)
        session.answer(bot.choose(session.prompt))
        if (len(session.state.cards), session.state.next_iid) == before:
            assert zones.game_memo(session.state).get("probe") == 1
    session.state.next_iid += 1  # as when a card is made: the cards key changes
    assert "probe" not in zones.game_memo(session.state)
    # The renewed entry still belongs to the same state, with one weak reference.
    assert zones._GAME_MEMO[id(session.state)][0]() is session.state


def test_the_last_answered_slot_does_not_outlive_its_state() -> None:
    session = _played(1, answers=10)
    zones.game_memo(session.state)
    assert zones._LAST[0] is not None and zones._LAST[0]() is session.state
    del session
    gc.collect()
    assert zones._LAST[0] is None or zones._LAST[0]() is not None
