"""Rulebook: Customizing Your Deck, Permanent Alterations - which starting Ranger cards a Ranger may
take from the collection during a day (the Elders' Listen, Grower's Assemblage, The Carbon Forge).

Why here and not in campaign/: the engine offers the choice mid-day, from the state alone (the
Ranger's aspects and the cards they own today); the campaign checks the resulting ``DeckChange``
again when it applies it (campaign/actions.py ``apply_deck_change``).
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from rangers_qt.engine.core import Engine
from rangers_qt.engine.zones import where

#: Set kinds whose cards are starting Ranger cards (rewards and maladies are not).
STARTING_KINDS = ("background", "specialty", "personality")
#: No deck holds more than two copies of a card, whatever its deck limit.
MAX_COPIES = 2


def _set_kind(catalog: Any, set_id: str) -> str | None:
    """The kind of a set, or None when the catalog does not describe its sets (built in memory)."""
    sets = getattr(catalog, "sets", None)
    if sets is None or not hasattr(sets, "get"):
        return None
    found = sets.get(set_id)
    return str(found.kind) if found is not None else "?"


def _owned(eng: Engine, rid: str) -> list[str]:
    """Definition ids of the Ranger cards this Ranger owns today (none that went to the collection)."""

    st = eng.state
    return [
        c.def_id
        for c in st.cards.values()
        if c.owner == rid and eng.facts(c.iid).category == "ranger" and where(st, c.iid)[0] != "set_aside"
    ]


def _own_sets(eng: Engine, owned: list[str]) -> set[str]:
    """The Ranger's background and specialty: the sets of those kinds most of their cards come from
    (an outside interest adds one card of another set, never the most)."""
    catalog = eng.book.catalog
    out: set[str] = set()
    for kind in ("background", "specialty"):
        counts = Counter(
            c.set_id for c in (catalog.card(d) for d in owned) if _set_kind(catalog, c.set_id) == kind
        )
        if counts:
            out.add(sorted(counts.items(), key=lambda kv: (-kv[1], kv[0]))[0][0])
    return out


def starting_cards(eng: Engine, rid: str, card_type: str) -> list[str]:
    """Card ids of the starting Ranger cards of this type the Ranger may take, sorted by id."""
    catalog = eng.book.catalog
    cards = getattr(catalog, "cards", {})
    aspects = eng.state.ranger(rid).aspects
    owned = _owned(eng, rid)
    copies = Counter(owned)
    own_sets = _own_sets(eng, owned)
    out: list[str] = []
    for def_id in sorted(cards):
        card = cards[def_id]
        if getattr(card, "category", None) != "ranger" or getattr(card, "type", None) != card_type:
            continue
        kind = _set_kind(catalog, card.set_id)
        if kind is not None and kind not in STARTING_KINDS:
            continue
        if card.aspect is not None and aspects.get(card.aspect, 0) < card.level:
            continue
        if copies[def_id] >= min(int(getattr(card, "deck_limit", MAX_COPIES)), MAX_COPIES):
            continue
        if getattr(card, "expert", False) and kind is not None and card.set_id not in own_sets:
            continue
        out.append(def_id)
    return out
