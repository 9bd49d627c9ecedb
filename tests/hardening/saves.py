"""A real saved day (shipped cards, two Rangers, a seeded day bot) for the loader's tests and fuzz."""

from __future__ import annotations

import copy
import functools
import json
from typing import Any

from rangers_qt.content.catalog import Catalog, load_catalog
from rangers_qt.engine.day_sim import DayBot, day_setup, starter_rangers
from rangers_qt.engine.session import Session


@functools.cache
def catalog() -> Catalog:
    return load_catalog()


@functools.cache
def _base_text(answers: int = 40) -> str:
    cat = catalog()
    session = Session.new(
        cat, day_setup(cat, 5, starter_rangers(cat, 2), "lone_tree_station", "woods", "downpour")
    )
    bot = DayBot(5)
    while session.prompt is not None and len(session.log) < answers:
        adj = bot.maybe_manual(session.state)
        if adj is not None:
            session.manual(adj)
        else:
            session.answer(bot.choose(session.prompt))
    return session.to_json()


def base_save() -> dict[str, Any]:
    """A fresh copy of the valid save (mutate it freely)."""
    return copy.deepcopy(json.loads(_base_text()))


def base_text() -> str:
    return _base_text()
