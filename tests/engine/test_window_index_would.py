"""A "would" event (engine/effects/replacements.py) is dropped before its pending event is built
only when nothing could answer it: at every event of seeded games (random bots, and chaos bots
whose manual adjustments move cards about) where the shortcut says so, the full walk (every
usable instance of every answer, and the carriers) offers nothing; and games with the shortcut
switched off ask exactly the same prompts."""

from __future__ import annotations

from typing import Any

import pytest

from rangers_qt.engine.bot import ChaosBot, RandomBot
from rangers_qt.engine.core import Engine
from rangers_qt.engine.effects import replacements as rp

from .test_window_index_equivalence import _play, _session


@pytest.mark.parametrize(("seed", "chaos"), [(3, False), (2, True), (6, True), (10, False)])
def test_a_dropped_would_event_is_one_nobody_could_answer(
    seed: int, chaos: bool, monkeypatch: pytest.MonkeyPatch
) -> None:
    would = rp.would
    checked = {"dropped": 0, "walked": 0}

    def both(eng: Engine, kind: str, **kw: Any) -> bool:
        found = rp._in_game(eng, kind)
        if found:
            if not rp._any_listening(eng, found) and not rp._moment_faces(eng, found):
                event = rp._event(
                    eng,
                    kind,
                    kw.get("ranger"),
                    kw.get("card"),
                    kw.get("source"),
                    kw.get("amount", 0),
                    kw.get("symbol"),
                    kw.get("then"),
                )
                assert rp.answers(eng, event, found) == [], kind
                checked["dropped"] += 1
            else:
                checked["walked"] += 1
        return would(eng, kind, **kw)

    monkeypatch.setattr(rp, "would", both)
    bot = ChaosBot(seed, manual_rate=15) if chaos else RandomBot(seed, manual_rate=0)
    _play(_session(seed), bot, rounds=6, undo_every=11 if chaos else 0)
    assert checked["dropped"] > 5 and checked["walked"] > 5


@pytest.mark.parametrize(("seed", "chaos"), [(7, False), (3, True)])
def test_games_ask_the_same_without_the_shortcut(
    seed: int, chaos: bool, monkeypatch: pytest.MonkeyPatch
) -> None:
    def make() -> RandomBot:
        return ChaosBot(seed, manual_rate=15) if chaos else RandomBot(seed, manual_rate=0)

    fast = _session(seed)
    with_it = _play(fast, make(), rounds=6, undo_every=11 if chaos else 0)
    monkeypatch.setattr(rp, "_any_listening", lambda _eng, _found: True)
    plain = _session(seed)
    without = _play(plain, make(), rounds=6, undo_every=11 if chaos else 0)
    assert len(with_it) > 30 and with_it == without and fast.hash() == plain.hash()
