"""Where a card is, and the lists that hold it.

Why computed, not stored: each card's place is exactly its membership in one list of the
state. Storing a "zone" field as well would be a second truth that could disagree; the
invariant checker verifies the lists instead.
"""

from __future__ import annotations

import weakref
from collections.abc import Callable, Iterator
from typing import Any

from rangers_qt.engine.state import CardInstance, GameState

SHARED_ZONES = (
    "surroundings",
    "along_the_way",
    "path_deck",
    "path_discard",
    "challenge_deck",
    "challenge_discard",
    "set_aside",
)
RANGER_ZONES = ("hand", "deck", "discard", "fatigue", "within_reach", "player_area")
PLAY_ZONES = ("surroundings", "along_the_way", "within_reach", "player_area")


def zone_list(state: GameState, zone: str, ranger: str | None = None) -> list[str]:
    if zone in RANGER_ZONES:
        if ranger is None:
            raise ValueError(f"zone {zone!r} needs a ranger")
        lst: list[str] = getattr(state.ranger(ranger), zone)
        return lst
    if zone in SHARED_ZONES:
        shared: list[str] = getattr(state, zone)
        return shared
    raise ValueError(f"unknown zone {zone!r}")


def area_key(zone: str, ranger: str | None) -> str:
    """The change-set name of an area ("surroundings", "r1.hand", ...)."""
    return f"{ranger}.{zone}" if zone in RANGER_ZONES else zone


def where(state: GameState, iid: str) -> tuple[str, str | None]:
    """(zone, ranger) of a card; attached cards answer ("attached", None)."""
    card = state.cards.get(iid)
    if card is not None and card.attached_to is not None:
        return ("attached", None)
    # The lists in a fixed order, most often asked first (spelt out: no ``getattr`` by name).
    if iid in state.surroundings:
        return ("surroundings", None)
    if iid in state.along_the_way:
        return ("along_the_way", None)
    for r in state.rangers:
        if iid in r.within_reach:
            return ("within_reach", r.id)
        if iid in r.player_area:
            return ("player_area", r.id)
        if iid in r.hand:
            return ("hand", r.id)
    for zone, lst in (
        ("path_deck", state.path_deck),
        ("path_discard", state.path_discard),
        ("challenge_deck", state.challenge_deck),
        ("challenge_discard", state.challenge_discard),
        ("set_aside", state.set_aside),
    ):
        if iid in lst:
            return (zone, None)
    for r in state.rangers:
        if iid in r.deck:
            return ("deck", r.id)
        if iid in r.discard:
            return ("discard", r.id)
        if iid in r.fatigue:
            return ("fatigue", r.id)
    raise KeyError(f"card {iid!r} is nowhere")


def host_chain_top(state: GameState, iid: str) -> str:
    """The card at the bottom of an attachment chain (the card actually sitting in an area)."""
    seen = 0
    while True:
        parent = state.cards[iid].attached_to
        if parent is None:
            return iid
        iid = parent
        seen += 1
        if seen > 50:
            raise RuntimeError("attachment loop")


def in_play(state: GameState, iid: str) -> bool:
    card = state.cards.get(iid)
    if card is None:
        return False
    if card.attached_to is not None:
        return card.face_up and in_play(state, card.attached_to)
    # The play areas only (a card sits in exactly one list): no walk of the decks and piles. A
    # plain loop, not ``any`` over a generator: asked tens of thousands of times per game.
    if iid in state.surroundings or iid in state.along_the_way:
        return True
    for r in state.rangers:  # noqa: SIM110 (a loop: no generator frame per call)
        if iid in r.within_reach or iid in r.player_area:
            return True
    return False


def area_of(state: GameState, iid: str) -> tuple[str, str | None]:
    """The play area a card in play counts as being in (attachments: their host's area)."""
    return where(state, host_chain_top(state, iid))


def with_attachments(state: GameState, roots: list[str], every: bool = False) -> list[str]:
    """These cards, each followed by its face-up attachments (which are in play where the host is);
    ``every``: its face-down attachments too."""
    cards = state.cards
    out: list[str] = []
    for iid in roots:
        out.append(iid)
        if cards[iid].attached:
            _add_attached(cards, iid, out, every)
    return out


def _add_attached(cards: dict[str, CardInstance], host: str, out: list[str], every: bool) -> None:
    """``host``'s face-up attachments (``every``: all of them), each followed by its own (depth
    first, as listed)."""
    for iid in cards[host].attached:
        if every or cards[iid].face_up:
            out.append(iid)
            if cards[iid].attached:
                _add_attached(cards, iid, out, every)


def play_roots(state: GameState) -> list[str]:
    """The cards in the play areas themselves (not their attachments), area by area (a fresh list)."""
    roots = [*state.surroundings, *state.along_the_way]
    for r in state.rangers:
        roots += r.within_reach
        roots += r.player_area
    return roots


def iter_in_play(state: GameState) -> list[str]:
    """Every card in play, hosts before their face-up attachments (a fresh list: safe to mutate
    the state while looping over it)."""
    roots = play_roots(state)
    cards = state.cards
    for iid in roots:
        if cards[iid].attached:  # some card has attachments: walk them in
            return with_attachments(state, roots)
    return roots


def table_cards(state: GameState) -> list[str]:
    """The cards in the play areas and every card attached to them, face down too: the cards an
    effect may move and put back without the change set saying so (engine/flow/inert_effects.py)."""
    return with_attachments(state, play_roots(state), every=True)


def in_play_among(state: GameState, cands: frozenset[str] | tuple[str, ...]) -> list[str]:
    """The cards of ``cands`` that are in play, in ``iter_in_play`` order. Cheaper than walking the
    table when few cards of the game could matter (a window's or a constant's candidates): up to
    three candidates are looked up (the table is walked only to order two or more); more, and the
    table is walked once."""
    if len(cands) > 3:  # many candidates (most in decks and hands): one walk of the table
        return [i for i in iter_in_play(state) if i in cands]
    present = [i for i in cands if i in state.cards and in_play(state, i)]
    if len(present) > 1:
        order = {i: n for n, i in enumerate(iter_in_play(state))}
        present.sort(key=order.__getitem__)
    return present


def play_index(state: GameState) -> dict[str, tuple[str, str | None]]:
    """Every card in play -> the area it counts as being in (attachments: their host's), in one pass."""
    out: dict[str, tuple[str, str | None]] = {}

    def walk(iid: str, place: tuple[str, str | None]) -> None:
        out[iid] = place
        for child in state.cards[iid].attached:
            if state.cards[child].face_up:
                walk(child, place)

    for iid in state.surroundings:
        walk(iid, ("surroundings", None))
    for iid in state.along_the_way:
        walk(iid, ("along_the_way", None))
    for r in state.rangers:
        for iid in r.within_reach:
            walk(iid, ("within_reach", r.id))
        for iid in r.player_area:
            walk(iid, ("player_area", r.id))
    return out


def all_places(state: GameState) -> Iterator[tuple[str, str]]:
    """(iid, place) for every listed card, attachments included (used by the invariant checker)."""
    for zone in SHARED_ZONES:
        for iid in getattr(state, zone):
            yield iid, zone
    for r in state.rangers:
        for zone in RANGER_ZONES:
            for iid in getattr(r, zone):
                yield iid, f"{r.id}.{zone}"
    for iid, card in state.cards.items():
        for child in card.attached:
            yield child, f"attached:{iid}"


#: id(state) -> (a weak reference to it, the cards key, the memo): see ``game_memo``. An entry
#: leaves as soon as its state is gone (the weak reference's callback), so the options, steps and
#: indexes a finished game kept are freed with it, not held until a later sweep (a bot playing game
#: after game used to keep up to 64 dead games' memos, tens of thousands of objects).
_GAME_MEMO: dict[int, tuple[weakref.ref[GameState], tuple[int, int], dict[Any, Any]]] = {}
#: The entry of ``_GAME_MEMO`` answered last (one game is asked thousands of times in a row):
#: [a weak reference to its state or None, its number of cards, its next instance id, the memo].
_LAST: list[Any] = [None, -1, -1, None]


def _forget(key: int) -> Callable[[weakref.ref[GameState]], None]:
    """The callback of a memo's weak reference: drop the entry (and the last-answered slot) of
    the state that is gone, unless the slot already holds another state's memo."""

    def drop(ref: weakref.ref[GameState]) -> None:
        hit = _GAME_MEMO.get(key)
        if hit is not None and hit[0] is ref:
            del _GAME_MEMO[key]
        if _LAST[0] is ref:
            _LAST[:] = [None, -1, -1, None]

    return drop


def game_memo(state: GameState) -> dict[Any, Any]:
    """A scratch dict for answers that depend only on which cards are in this game (which card
    definitions answer a timing window...): kept beside the state object (never in it: never saved,
    hashed or compared), emptied whenever a card is added to or removed from the game."""
    last = _LAST
    n, next_iid = len(state.cards), state.next_iid
    if last[1] == n and last[2] == next_iid and last[0] is not None and last[0]() is state:
        found: dict[Any, Any] = last[3]  # the game asked last time, unchanged
        return found
    key = (n, next_iid)
    hit = _GAME_MEMO.get(id(state))
    if hit is not None and hit[0]() is state and hit[1] == key:
        last[:] = [hit[0], n, next_iid, hit[2]]
        return hit[2]
    memo: dict[Any, Any] = {}
    ref = hit[0] if hit is not None and hit[0]() is state else weakref.ref(state, _forget(id(state)))
    _GAME_MEMO[id(state)] = (ref, key, memo)
    last[:] = [ref, n, next_iid, memo]
    return memo


def share_game_memo(source: GameState, copy: GameState) -> None:
    """Let ``copy`` (a copy of ``source`` with the same cards, e.g. the look-ahead's in
    engine/flow/inert_effects.py) use ``source``'s memo: what it holds depends only on which cards
    are in the game, and a copy that adds or removes a card gets a memo of its own (the key
    differs), so the copy's run neither rebuilds the indexes nor changes what ``source`` reads."""
    key = (len(source.cards), source.next_iid)
    if (len(copy.cards), copy.next_iid) != key:
        return
    memo = game_memo(source)
    _GAME_MEMO[id(copy)] = (weakref.ref(copy, _forget(id(copy))), key, memo)


def cards_by_def(state: GameState) -> dict[str, tuple[str, ...]]:
    """The cards of this game by definition, each in the game's card order (``state.cards``): the
    listeners of an event look up the few instances of the definitions that listen instead of
    walking every card. Kept per game (``game_memo``: a definition's instances change only when
    cards are added to or removed from the game)."""
    memo = game_memo(state)
    found: dict[str, tuple[str, ...]] | None = memo.get("cards_by_def")
    if found is None:
        index: dict[str, list[str]] = {}
        for iid, card in state.cards.items():
            index.setdefault(card.def_id, []).append(iid)
        found = memo["cards_by_def"] = {d: tuple(ids) for d, ids in index.items()}
    return found
