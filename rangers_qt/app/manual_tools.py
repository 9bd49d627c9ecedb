"""What the manual-effect panel offers, read from the catalogue and the table (no Qt).

Why a panel at all: most card text is not scripted yet, so players apply it by hand. Every tool
is one of the engine's `ManualAdjust` actions (logged in words, undoable, replayed from a save);
this module only decides which token kinds and zones to offer, and in which order.
"""

from __future__ import annotations

from typing import Any

from rangers_qt.app.table_model import TableView

#: The tokens every card can carry, before any card's own kind.
COMMON_TOKENS = ("progress", "harm")

#: (zone, needs a ranger, words): where "Move to" can put a card.
MOVE_ZONES: tuple[tuple[str, bool, str], ...] = (
    ("within_reach", True, "within reach of"),
    ("player_area", True, "player area of"),
    ("hand", True, "hand of"),
    ("deck", True, "deck of"),
    ("discard", True, "discard of"),
    ("fatigue", True, "fatigue of"),
    ("along_the_way", False, "along the way"),
    ("surroundings", False, "surroundings"),
    ("path_deck", False, "path deck"),
    ("path_discard", False, "path discard"),
    ("set_aside", False, "set aside"),
)


def catalogue_token_kinds(catalog: Any) -> tuple[str, ...]:
    """Every token kind a card or weather/mission face names, sorted (progress and harm apart)."""
    names: set[str] = set()
    for card in catalog.cards.values():
        for holder in (card, getattr(card, "front", None), getattr(card, "back", None)):
            spec = getattr(holder, "tokens", None)
            if spec is not None and isinstance(getattr(spec, "name", None), str):
                names.add(spec.name)
            token = getattr(holder, "token", None)
            if isinstance(token, str):
                names.add(token)
    return tuple(sorted(names - set(COMMON_TOKENS)))


def token_choices(
    table: TableView | None, iid: str | None, own: str | None, catalog_kinds: tuple[str, ...]
) -> list[str]:
    """Token kinds for a card, most likely first: those on it, its own printed kind, progress and
    harm, then every other kind the cards name."""
    order: list[str] = []

    def add(name: str | None) -> None:
        if name and name not in order:
            order.append(name)

    if table is not None and iid is not None and iid in table.cards:
        for name, _count in table.cards[iid].tokens:
            add(name)
    add(own)
    for name in (*COMMON_TOKENS, *catalog_kinds):
        add(name)
    return order


def own_token_kind(catalog: Any, card_id: str) -> str | None:
    """The token kind printed on a card (its token box), if any."""
    try:
        card = catalog.card(card_id)
    except KeyError:
        return None
    spec = getattr(card, "tokens", None)
    name = getattr(spec, "name", None)
    if isinstance(name, str):
        return name
    for face in (getattr(card, "front", None), getattr(card, "back", None)):
        token = getattr(face, "token", None) or getattr(getattr(face, "tokens", None), "name", None)
        if isinstance(token, str):
            return token
    return None
