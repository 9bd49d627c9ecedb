"""Fatigue and obstacles as queries (Rulebook: Fatigue; Keywords: Friendly, Obstacle; Dodge)."""

from __future__ import annotations

from collections.abc import Iterable

from rangers_qt.engine.cards import CardBook, CatalogLike
from rangers_qt.engine.core import Engine
from rangers_qt.engine.ops import presence
from rangers_qt.engine.rules.between import between
from rangers_qt.engine.rules.context import view
from rangers_qt.engine.state import GameState


def fatigue_from(
    eng: Engine, ranger_id: str, target: str, dodged: Iterable[str] = ()
) -> list[tuple[str, int]]:
    """Each ready, non-friendly card between you and the target fatigues you by its presence."""
    st = eng.state
    out: list[tuple[str, int]] = []
    for iid in between(st, ranger_id, target, dodged):
        if st.cards[iid].exhausted or eng.facts(iid).has("friendly"):
            continue
        amount = presence(eng, iid)
        if amount > 0:
            out.append((iid, amount))
    return out


def obstacles_between(eng: Engine, ranger_id: str, target: str, dodged: Iterable[str] = ()) -> list[str]:
    """Ready obstacles between you and a card forbid interacting with it."""
    st = eng.state
    return [
        iid
        for iid in between(st, ranger_id, target, dodged)
        if not st.cards[iid].exhausted and eng.facts(iid).has("obstacle")
    ]


def interaction_fatigue(
    state: GameState,
    catalog: CatalogLike | CardBook,
    ranger_id: str,
    target_iid: str,
    dodged: Iterable[str] = (),
) -> list[tuple[str, int]]:
    return fatigue_from(view(state, catalog), ranger_id, target_iid, dodged)


def blocking_obstacles(
    state: GameState,
    catalog: CatalogLike | CardBook,
    ranger_id: str,
    target_iid: str,
    dodged: Iterable[str] = (),
) -> list[str]:
    return obstacles_between(view(state, catalog), ranger_id, target_iid, dodged)
