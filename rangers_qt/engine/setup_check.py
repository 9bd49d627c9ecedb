"""Is a ``GameSetup`` one the rulebook could have produced? (Rulebook: Game Setup; Campaign Tracker.)

Why separate from ``build_state``: a setup read from a save file is untrusted. ``build_state``
would happily seat a Ranger with negative aspects, shuffle a role or a weather card into a deck,
or build a path deck from a terrain that does not exist (an empty set). Every such setup is
refused here, before anything is built, with one sentence naming the field.
"""

from __future__ import annotations

from typing import Any

from rangers_qt.engine.cards import CardBook
from rangers_qt.engine.day.day_setup import DIFFICULTY_WEATHER, resolve_weather
from rangers_qt.engine.setup import GameSetup
from rangers_qt.engine.state import ASPECTS

#: Sane bounds for values a file controls (far beyond anything the box can produce).
MAX_NAME = 60
ASPECT_RANGE = (1, 9)
MAX_DECK = 80
MAX_MISSIONS = 20
MAX_PATH_DECK = 200
MAX_PATH_SETS = 10
MAX_CAMPAIGN_DAY = 1000
MAX_SEED = 2**63


def _facts(book: CardBook, def_id: Any, what: str) -> Any:
    if not isinstance(def_id, str):
        raise ValueError(f"{what}: card id must be text, got {def_id!r}")
    try:
        return book.facts(def_id)
    except KeyError:
        raise ValueError(f"{what}: unknown card id {def_id!r}") from None


def _sets(book: CardBook) -> Any:
    sets = getattr(book.catalog, "sets", None)
    return sets if hasattr(sets, "get") else None


def _check_path_set(book: CardBook, set_id: str, what: str, kinds: tuple[str, ...] | None = None) -> None:
    sets = _sets(book)
    if sets is not None:
        found = sets.get(set_id)
        if found is None:
            raise ValueError(f"{what}: unknown card set {set_id!r}")
        if kinds is not None and getattr(found, "kind", None) not in kinds:
            raise ValueError(f"{what}: {set_id!r} is a {found.kind} set, not a {' or '.join(kinds)} set")
    cards = book.catalog.set_cards(set_id)
    if not cards:
        raise ValueError(f"{what}: unknown card set {set_id!r}")
    if any(getattr(c, "category", None) != "path" for c in cards):
        raise ValueError(f"{what}: {set_id!r} is not a set of path cards")


def check_setup(book: CardBook, setup: GameSetup) -> None:
    """Raise ``ValueError`` (one sentence) if ``setup`` is not a legal day setup."""
    if not 0 <= setup.lead < len(setup.rangers):
        raise ValueError(f"setup.lead is {setup.lead}, but there are {len(setup.rangers)} Rangers")
    if not -MAX_SEED < setup.seed < MAX_SEED:
        raise ValueError("setup.seed is out of range")
    for n, rs in enumerate(setup.rangers, start=1):
        who = f"Ranger {n}"
        if not rs.name.strip() or len(rs.name) > MAX_NAME or not rs.name.isprintable():
            raise ValueError(f"{who}: the name must be 1 to {MAX_NAME} printable characters")
        if rs.aspects is not None:
            if sorted(rs.aspects) != sorted(ASPECTS):
                raise ValueError(f"{who}: aspects must give exactly AWA, FIT, FOC and SPI")
            lo, hi = ASPECT_RANGE
            for aspect, value in rs.aspects.items():
                if not lo <= value <= hi:
                    raise ValueError(f"{who}: aspect {aspect} is {value}, not between {lo} and {hi}")
        elif rs.aspect_card_id is None:
            raise ValueError(f"{who}: give aspects or an aspect card")
        if rs.aspect_card_id is not None and _facts(book, rs.aspect_card_id, who).category != "aspect":
            raise ValueError(f"{who}: {rs.aspect_card_id} is not an aspect card")
        if _facts(book, rs.role_id, who).type != "role":
            raise ValueError(f"{who}: {rs.role_id} is not a role card")
        if not 1 <= len(rs.deck) <= MAX_DECK:
            raise ValueError(f"{who}: the deck has {len(rs.deck)} cards (1 to {MAX_DECK} allowed)")
        for def_id in rs.deck:
            f = _facts(book, def_id, f"{who}'s deck")
            if f.category != "ranger" or f.type == "role":
                raise ValueError(
                    f"{who}'s deck holds {def_id} ({f.name}), a {f.type} card, not a Ranger card"
                )
    try:
        book.catalog.location_by_slug(setup.location)
    except KeyError:
        raise ValueError(f"setup.location: unknown location {setup.location!r}") from None
    if setup.weather_side not in ("front", "back"):
        raise ValueError(f"setup.weather_side must be front or back, not {setup.weather_side!r}")
    if setup.difficulty is not None and setup.difficulty not in DIFFICULTY_WEATHER:
        raise ValueError(f"setup.difficulty: choose one of {', '.join(DIFFICULTY_WEATHER)}")
    if setup.campaign_day is not None and not 1 <= setup.campaign_day <= MAX_CAMPAIGN_DAY:
        raise ValueError(f"setup.campaign_day is {setup.campaign_day}, not between 1 and {MAX_CAMPAIGN_DAY}")
    try:
        weather = resolve_weather(book, setup.weather, setup.difficulty, setup.campaign_day)
    except Exception:
        raise ValueError(f"setup.weather: unknown weather {setup.weather!r}") from None
    if weather is not None and _facts(book, weather, "setup.weather").category != "weather":
        raise ValueError(f"setup.weather: {weather} is not a weather card")
    if len(setup.missions) > MAX_MISSIONS or len(set(setup.missions)) != len(setup.missions):
        raise ValueError("setup.missions: at most one copy of each mission")
    for m in setup.missions:
        if _facts(book, m, "setup.missions").category != "mission":
            raise ValueError(f"setup.missions: {m} is not a mission card")
    if setup.path_deck is not None:
        if len(setup.path_deck) > MAX_PATH_DECK:
            raise ValueError(f"setup.path_deck has {len(setup.path_deck)} cards (at most {MAX_PATH_DECK})")
        for def_id in setup.path_deck:
            if _facts(book, def_id, "setup.path_deck").category != "path":
                raise ValueError(f"setup.path_deck: {def_id} is not a path card")
    if len(setup.path_sets) > MAX_PATH_SETS:
        raise ValueError(f"setup.path_sets lists {len(setup.path_sets)} sets (at most {MAX_PATH_SETS})")
    for sid in setup.path_sets:
        _check_path_set(book, sid, "setup.path_sets")
    if setup.valley_set is not None:
        _check_path_set(book, setup.valley_set, "setup.valley_set", ("valley",))
    if setup.terrain is not None:
        _check_path_set(book, setup.terrain, "setup.terrain", ("terrain",))
    if setup.challenge_order is not None:
        if len(setup.challenge_order) > MAX_PATH_DECK:
            raise ValueError("setup.challenge_order is too long")
        for def_id in setup.challenge_order:
            if _facts(book, def_id, "setup.challenge_order").category != "challenge":
                raise ValueError(f"setup.challenge_order: {def_id} is not a challenge card")
