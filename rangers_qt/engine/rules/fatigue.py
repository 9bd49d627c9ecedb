"""Fatigue and obstacles as queries (Rulebook: Fatigue; Keywords: Friendly, Obstacle; Dodge)."""

from __future__ import annotations

from collections.abc import Iterable

from rangers_qt.engine.between import between, interacted
from rangers_qt.engine.cards import CardBook, CatalogLike
from rangers_qt.engine.core import Engine
from rangers_qt.engine.modifier_layer.modifiers import exhausted_for, has_keyword, ignores_keyword
from rangers_qt.engine.ops import presence
from rangers_qt.engine.rules.context import view
from rangers_qt.engine.state import GameState


def fatigue_from(
    eng: Engine, ranger_id: str, target: str, dodged: Iterable[str] = ()
) -> list[tuple[str, int]]:
    """Each ready, non-friendly card between you and the target fatigues you by its presence."""
    st = eng.state
    out: list[tuple[str, int]] = []
    for iid in between(st, ranger_id, target, dodged):
        if exhausted_for(eng, iid, ranger_id) or has_keyword(eng, iid, "friendly"):
            continue
        amount = presence(eng, iid)
        if amount > 0:
            out.append((iid, amount))
    return out


def fatigue_for_test(
    eng: Engine, ranger_id: str, source: str | None, target: str | None, dodged: Iterable[str] = ()
) -> list[tuple[str, int]]:
    """Step 1 of a test: the farthest card the test interacts with (its target, or the card it is
    printed on when that sits outside your player area) decides what is between; the cards you
    interact with are not between (ruling R34)."""
    cards = interacted(eng.state, ranger_id, source, target)
    if not cards:
        return []
    found = fatigue_from(eng, ranger_id, cards[0], [*dodged, *cards])
    # "Suffer X fewer fatigue from each card between" (verb fatigue_less_between, until the test ends).
    less = sum(
        m.by for m in eng.state.modifiers if m.stat == "between_fatigue" and m.ranger in (None, ranger_id)
    )
    return [(i, n + less) for i, n in found if n + less > 0] if less else found


def ignores_obstacles(eng: Engine, ranger_id: str) -> bool:
    """A card in the Ranger's area makes obstacles lose the keyword for them (the modifier layer:
    ``ignore_keyword``; Spiderpad Gloves; The Golden Rule)."""
    return ignores_keyword(eng, ranger_id, "obstacle")


def obstacles_between(eng: Engine, ranger_id: str, target: str, dodged: Iterable[str] = ()) -> list[str]:
    """Ready obstacles between you and a card forbid interacting with it."""
    st = eng.state
    if ignores_obstacles(eng, ranger_id):
        return []
    return [
        iid
        for iid in between(st, ranger_id, target, dodged)
        if not exhausted_for(eng, iid, ranger_id) and has_keyword(eng, iid, "obstacle")
    ]


def interaction_fatigue(
    state: GameState,
    catalog: CatalogLike | CardBook,
    ranger_id: str,
    target_iid: str,
    dodged: Iterable[str] = (),
    source: str | None = None,
) -> list[tuple[str, int]]:
    """Preview of step 1 for a test aimed at ``target_iid`` (``source``: the card the test is printed
    on, when it is not a common test)."""
    return fatigue_for_test(view(state, catalog), ranger_id, source, target_iid, dodged)


def blocking_obstacles(
    state: GameState,
    catalog: CatalogLike | CardBook,
    ranger_id: str,
    target_iid: str,
    dodged: Iterable[str] = (),
) -> list[str]:
    return obstacles_between(view(state, catalog), ranger_id, target_iid, dodged)
