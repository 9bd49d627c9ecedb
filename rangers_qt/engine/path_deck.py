"""Rulebook: Phase 3: Travel, 4. Build the Path Deck (also Game Setup, Build and Shuffle the Path Deck).

One function builds the deck both at day setup and after travel, so the two can never drift:
the terrain set of the path travelled, then the location's own set when it is pivotal or three
random Valley cards when it is not, then the cards weather, missions and the location add ("Path
Deck Assembly"), shuffled. Every such change is behaviour data (``behaviour.assembly``, the
``Assembly`` rules of content/behaviour/decks.py) read here from the compiled behaviour: a location's rules
replace the terrain, require a given Valley card, forbid Valley cards or form a separate deck; the
showing faces of the weather and missions in play add cards to the deck or to the Valley set.
"""

from __future__ import annotations

from typing import Any

from rangers_qt.content.behaviour import Assembly
from rangers_qt.engine import rng
from rangers_qt.engine.cards import CardBook
from rangers_qt.engine.prompts import trusted
from rangers_qt.engine.state import CardInstance, GameState

#: The Valley set's id in the shipped cards (a catalog's set of kind "valley" wins when present).
VALLEY_SET = "the_valley"
VALLEY_CARDS = 3


def new_card(st: GameState, def_id: str, owner: str | None = None) -> str:
    """A fresh card instance taken from the collection (not yet in any list).

    Every game setup makes over a hundred of these; with plain ``str`` ids (what the engine
    passes) the instance is built without validation (what validation would make: the same
    values, fields set ``iid``, ``def_id``, ``owner``); anything else is validated as before.
    """
    iid = f"c{st.next_iid}"
    st.next_iid += 1
    if type(def_id) is str and (owner is None or type(owner) is str):
        st.cards[iid] = _instance(iid, def_id, owner)
    else:
        st.cards[iid] = CardInstance(iid=iid, def_id=def_id, owner=owner)
    return iid


_FIELDS_GIVEN = frozenset({"iid", "def_id", "owner"})


def _instance(iid: str, def_id: str, owner: str | None) -> CardInstance:
    """``CardInstance(iid=iid, def_id=def_id, owner=owner)`` without the validator (every card of
    a path deck is made this way each day): the other fields at their defaults, as unset."""
    values: dict[str, Any] = {
        "iid": iid,
        "def_id": def_id,
        "owner": owner,
        "exhausted": False,
        "tokens": {},
        "attached": [],
        "attached_to": None,
        "face_up": True,
        "side": "front",
    }
    return trusted(CardInstance, values, _FIELDS_GIVEN)


def _copies(card: Any) -> int:
    return int(getattr(card, "quantity", 1) or 1)


def set_ids(book: CardBook, set_id: str) -> list[str]:
    """Every physical copy in a set, as card ids."""
    out: list[str] = []
    for card in book.catalog.set_cards(set_id):
        out.extend([card.id] * _copies(card))
    return out


def valley_set_id(book: CardBook, fallback: str = VALLEY_SET) -> str:
    sets = getattr(book.catalog, "sets", None)
    if isinstance(sets, dict) or hasattr(sets, "values"):
        for s in sets.values():  # type: ignore[union-attr]
            if getattr(s, "kind", None) == "valley":
                return str(s.id)
    return fallback


def assembly_rules(book: CardBook, def_id: str | None, side: str = "front") -> list[Assembly]:
    """The Path Deck Assembly rules of one card face (its compiled ``behaviour.assembly``)."""
    if def_id is None:
        return []
    b = book.behaviour.face(def_id, side)
    return list(b.assembly) if b is not None else []


def _location_rules(book: CardBook, loc_def: Any) -> list[Assembly]:
    return assembly_rules(book, getattr(loc_def, "id", None))


def effective_terrain(book: CardBook, loc_def: Any, terrain: str | None) -> str | None:
    """A location may replace the terrain set (e.g. the Marsh of Rebirth builds with swamp)."""
    for rule in _location_rules(book, loc_def):
        if rule.rule == "replace_terrain" and rule.terrain:
            return str(rule.terrain)
    return terrain


def plan_path_deck(
    st: GameState,
    book: CardBook,
    loc_def: Any,
    terrain: str | None,
    extra_sets: list[str] | tuple[str, ...] = (),
    valley_set: str | None = None,
) -> tuple[list[str], dict[str, list[str]]]:
    """Card ids of the path deck (unshuffled) and of each separate deck; draws the Valley cards
    from the state's RNG."""
    rules = _location_rules(book, loc_def)
    separate: dict[str, list[str]] = {}
    separated_sets: set[str] = set()
    for rule in rules:
        if rule.rule == "separate_deck" and rule.deck:
            ids: list[str] = []
            for sid in rule.sets:
                ids.extend(set_ids(book, sid))
                separated_sets.add(sid)
            separate[rule.deck] = ids
    deck: list[str] = []
    terrain = effective_terrain(book, loc_def, terrain)
    sets: list[str] = []
    for sid in ([terrain] if terrain else []) + list(extra_sets):
        if sid not in sets and sid not in separated_sets:
            sets.append(sid)
    for sid in sets:
        deck.extend(set_ids(book, sid))
    own = getattr(loc_def, "path_set", None)
    if getattr(loc_def, "pivotal", False) and own:
        if own not in separated_sets and own not in sets:
            deck.extend(set_ids(book, own))
    elif not any(r.rule == "no_valley_cards" for r in rules):
        pool = set_ids(book, valley_set or valley_set_id(book))
        pool += _showing_adds(st, book, "mission", "add_to_valley_pool")
        chosen: list[str] = []
        for rule in rules:
            if rule.rule == "require_valley_card":
                for card_id in rule.cards:
                    if card_id in pool:
                        pool.remove(card_id)
                    chosen.append(card_id)
        rng.shuffle(st.rng, pool)
        chosen.extend(pool[: max(0, VALLEY_CARDS - len(chosen))])
        deck.extend(chosen[:VALLEY_CARDS])
    deck += _showing_adds(st, book, "weather", "add_to_path_deck")
    return deck + _showing_adds(st, book, "mission", "add_to_path_deck") + _by_days(
        st, book, loc_def
    ), separate


def _showing_adds(st: GameState, book: CardBook, category: str, rule_kind: str) -> list[str]:
    """Card ids the showing faces of the weather (or the missions) in play add by their assembly
    rules of this kind: to the path deck (Howling Winds, Watcher in the Brush) or to the Valley set
    before its cards are drawn (Secret Invasion)."""
    out: list[str] = []
    for iid in st.surroundings:
        card = st.cards[iid]
        if getattr(book.definition(card.def_id), "category", None) != category:
            continue
        for rule in assembly_rules(book, card.def_id, card.side):
            if rule.rule == rule_kind:
                out.extend(rule.cards)
    return out


def _by_days(st: GameState, book: CardBook, loc_def: Any) -> list[str]:
    """Card ids the showing mission faces add by the days since each was received (0 the day it
    was received; ``DayRecord.mission_days``) when the location has one of the rule's traits."""
    out: list[str] = []
    traits = {str(t).casefold() for t in getattr(loc_def, "traits", ()) or ()}
    for iid in st.surroundings:
        card = st.cards[iid]
        if getattr(book.definition(card.def_id), "category", None) != "mission":
            continue
        days = st.day.mission_days.get(card.def_id, 0)
        for rule in assembly_rules(book, card.def_id, card.side):
            if rule.rule != "add_by_days" or rule.days is None:
                continue
            low, high = rule.days
            if low <= days <= high and (not rule.traits or traits & {t.casefold() for t in rule.traits}):
                out.extend(rule.cards)
    return out


def build_path_deck(
    st: GameState,
    book: CardBook,
    loc_def: Any,
    terrain: str | None,
    extra_sets: list[str] | tuple[str, ...] = (),
    valley_set: str | None = None,
    explicit: list[str] | None = None,
) -> list[str]:
    """Create the path deck (and any separate decks) in the state; returns the deck's iids.

    ``explicit``: these card ids, top first, in this order (tests and scripted scenarios)."""
    if explicit is not None:
        for def_id in explicit:
            book.facts(def_id)
            iid = new_card(st, def_id)
            st.cards[iid].face_up = False
            st.path_deck.append(iid)
        return list(st.path_deck)
    ids, separate = plan_path_deck(st, book, loc_def, terrain, extra_sets, valley_set)
    for def_id in ids:
        book.facts(def_id)  # a clear error for an unknown id
        iid = new_card(st, def_id)
        st.cards[iid].face_up = False
        st.path_deck.append(iid)
    rng.shuffle(st.rng, st.path_deck)
    for name, sep_ids in separate.items():
        made = []
        for def_id in sep_ids:
            iid = new_card(st, def_id)
            st.cards[iid].face_up = False
            st.set_aside.append(iid)
            made.append(iid)
        rng.shuffle(st.rng, made)
        st.day.separate_decks[name] = made
    return list(st.path_deck)


def return_path_cards(st: GameState) -> int:
    """Travel, 1. Clear Play Area: the path deck, the path discard and any separate decks go back
    to the collection (their instances leave the game). Returns how many cards went back."""
    gone = list(st.path_deck) + list(st.path_discard)
    for ids in st.day.separate_decks.values():
        gone.extend(ids)
    sep = {i for ids in st.day.separate_decks.values() for i in ids}
    st.set_aside[:] = [i for i in st.set_aside if i not in sep]
    st.path_deck.clear()
    st.path_discard.clear()
    st.day.separate_decks.clear()
    for iid in gone:
        st.cards.pop(iid, None)
    return len(gone)
