"""Seeded bot games as lines of JSON, for the equivalence tests of the engine's shortcuts: a
shortcut must leave every prompt (with its options) and every answer's events and change set as
the plain computation makes them."""

from __future__ import annotations

import json
from collections.abc import Iterator

from rangers_qt.content.catalog import load_catalog
from rangers_qt.engine import Session
from rangers_qt.engine.bot import RandomBot
from rangers_qt.engine.cards import book_for
from rangers_qt.sim.runner import default_setup


def game_lines(seed: int) -> Iterator[str]:
    """The benchmark's bot game for this seed (1 to 4 Rangers, rounds 1-6): every prompt, then
    every answer's events and change set (sets sorted, so the lines are the same in any process)."""
    catalog = load_catalog()
    session = Session.new(book_for(catalog), default_setup(catalog, seed, 1 + seed % 4))
    bot = RandomBot(seed, manual_rate=0)
    while session.prompt is not None and session.state.round <= 6:
        prompt = session.prompt
        yield prompt.model_dump_json()
        result = session.answer(bot.choose(prompt))
        changes = {k: sorted(v) if isinstance(v, set) else v for k, v in result.changes}
        yield json.dumps([result.model_dump(mode="json")["events"], changes])


def play_through(seeds: list[int]) -> None:
    """Play these seeds' games to the end (for tests that watch the engine while it plays)."""
    for seed in seeds:
        for _line in game_lines(seed):
            pass
