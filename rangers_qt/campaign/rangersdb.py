"""RangersDB decks in and out (the shape of RangersDB's ``rangers_deck`` record).

Shape (facts, see docs/campaign.md): ``awa``/``fit``/``foc``/``spi`` aspect values; ``meta``
with ``role`` (card code), ``background`` and ``specialty`` (set ids), optional ``campaign``
and our own optional ``outside_interest`` (card code); ``slots`` {code: copies} for the 30
cards; ``side_slots`` {code: copies} for displaced cards set aside; ``extra_slots``
{code: copies} for maladies.

The record's shape is a pydantic model (``DeckRecord``), like every other file the program reads;
its errors become the same one-line problems a player reads (``_shape_problems``).

Why all-or-nothing: an import that took the legal half of a deck would leave the player with a
Ranger they never built. ``import_deck`` either returns a deck that passes the deck rules or
raises ``DeckError`` listing every problem (shape, unknown cards, rules) at once.
"""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Iterable
from pathlib import Path
from typing import Annotated, Any

from pydantic import BaseModel, BeforeValidator, ConfigDict, Field, Strict, ValidationError

from rangers_qt.campaign import safe_json
from rangers_qt.campaign.deck_rules import campaign_violations, creation_violations, set_kind
from rangers_qt.campaign.errors import CampaignError, DeckError
from rangers_qt.campaign.tracker import CampaignTracker
from rangers_qt.content.catalog import Catalog
from rangers_qt.content.decks import RangerDeck
from rangers_qt.content.models import ASPECTS
from rangers_qt.files.atomic import write_text_atomic

#: A deck file is a few kilobytes; anything past this is not a deck.
MAX_DECK_BYTES = 1_000_000
#: More copies than this of one card is no deck at all (the rules allow two; maladies pile up).
MAX_COPIES = 99


class ImportedDeck(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    deck: RangerDeck
    #: Starting cards swapped out for rewards, set aside (``side_slots``).
    displaced: list[str] = Field(default_factory=list)
    campaign: bool = False
    description: str = ""


Copies = Annotated[int, Strict(), Field(ge=0, le=MAX_COPIES)]
#: Card code -> copies; None (or absent) is no cards.
Slots = dict[str, Copies] | None
_Code = Annotated[str, Strict(), Field(min_length=1)]


def _text_or_empty(value: object) -> str:
    return value if isinstance(value, str) else ""


class DeckMeta(BaseModel):
    """``meta``: what the deck was built from. Other keys RangersDB adds are ignored."""

    model_config = ConfigDict(extra="ignore", frozen=True)

    role: _Code
    background: _Code | None = None
    specialty: _Code | None = None
    campaign: object = None


class DeckRecord(BaseModel):
    """The shape of a RangersDB ``rangers_deck`` record (module docstring): types and bounds only;
    the catalogue (known codes, maladies) and the deck rules are checked on the validated record.
    Field order is the order problems are listed in."""

    model_config = ConfigDict(extra="ignore", frozen=True)

    awa: Annotated[int, Strict()]
    fit: Annotated[int, Strict()]
    foc: Annotated[int, Strict()]
    spi: Annotated[int, Strict()]
    meta: DeckMeta
    slots: Slots
    side_slots: Slots = None
    extra_slots: Slots = None
    name: Annotated[str, Strict()] | None = None
    #: Free text; anything that is not text is dropped rather than refused.
    description: Annotated[str, BeforeValidator(_text_or_empty)] = ""


_SLOT_KEYS = ("slots", "side_slots", "extra_slots")


def _shape_problems(data: dict[str, Any], exc: ValidationError | None) -> dict[tuple[str, ...], str]:
    """Each shape problem pydantic found, as the one line a player reads, by where it is."""
    found: dict[tuple[str, ...], str] = {}
    for error in exc.errors() if exc is not None else []:
        loc = tuple(str(part) for part in error["loc"][:2])
        key = loc[0]
        if key in {a.lower() for a in ASPECTS}:
            found[loc] = f"{key} must be a whole number (the aspect value); got {data.get(key)!r}"
        elif key == "meta" and len(loc) == 1:
            found[loc] = "meta is missing (it names the role, background and specialty)"
            found[("meta", "role")] = "meta.role must be a card code; got None"
        elif key == "meta":
            meta = data.get("meta")
            value = meta.get(loc[1]) if isinstance(meta, dict) else None
            kind = "card code" if loc[1] == "role" else "set id"
            found[loc] = f"meta.{loc[1]} must be a {kind}; got {value!r}"
        elif key in _SLOT_KEYS and len(loc) == 1:
            missing = error["type"] == "missing"
            found[loc] = (
                "slots is missing (the deck's cards)"
                if missing
                else (f"{key} must be an object of card code -> copies")
            )
        elif key in _SLOT_KEYS:
            n = data[key][loc[1]]
            found[loc] = f"{key}: {loc[1]!r} has {n!r} copies (a whole number from 0 to {MAX_COPIES})"
        elif key == "name":
            found[loc] = "name must be text"
    return found


def _slot_cards(
    data: dict[str, Any], key: str, shape: dict[tuple[str, ...], str], problems: list[str], catalog: Catalog
) -> list[str]:
    """One slots object's cards, one entry per copy, its problems added in code order. Unknown
    codes in ``slots`` stay in (the deck rules name them among the other problems)."""
    if (key,) in shape:
        problems.append(shape[(key,)])
        return []
    cards: list[str] = []
    for code, n in sorted((data.get(key) or {}).items()):
        if (key, code) in shape:
            problems.append(shape[(key, code)])
        elif code not in catalog.cards and key != "slots":
            problems.append(f"{key}: no card has the code {code!r}")
        else:
            cards += [code] * n
    return cards


def import_deck(
    catalog: Catalog, data: Any, *, campaign: bool | None = None, unlocked: Iterable[str] | None = None
) -> ImportedDeck:
    """A RangersDB deck record as a checked deck. ``campaign`` (default: ``meta.campaign``)
    applies the campaign rules (rewards allowed) instead of Creating Your Ranger; ``unlocked``
    (the campaign's rewards) also refuses rewards the group has not unlocked."""
    if not isinstance(data, dict):
        raise DeckError("not a RangersDB deck: expected a JSON object")
    try:
        record: DeckRecord | None = DeckRecord.model_validate(data)
        shape: dict[tuple[str, ...], str] = {}
    except ValidationError as exc:
        record, shape = None, _shape_problems(data, exc)
    problems = [shape[(a.lower(),)] for a in ASPECTS if (a.lower(),) in shape]
    problems += [shape[("meta", *rest)] for rest in ((), ("role",), ("background",), ("specialty",))
                 if ("meta", *rest) in shape]  # fmt: skip
    cards = _slot_cards(data, "slots", shape, problems, catalog)
    displaced = _slot_cards(data, "side_slots", shape, problems, catalog)
    maladies = []
    for code in _slot_cards(data, "extra_slots", shape, problems, catalog):
        if set_kind(catalog, catalog.cards[code]) == "malady":
            maladies.append(code)
        else:
            problems.append(f"extra_slots: {catalog.cards[code].name} is not a malady")
    if ("name",) in shape:
        problems.append(shape[("name",)])
    if problems or record is None:
        raise DeckError(f"deck not imported: {problems[0]}", problems)
    if campaign is None:
        campaign = record.meta.campaign is True
    deck = RangerDeck(
        name=(record.name or "Imported Ranger")[:80],
        aspects={a: getattr(record, a.lower()) for a in ASPECTS},
        role_id=record.meta.role,
        cards=cards,
        background=record.meta.background,
        specialty=record.meta.specialty,
        maladies=maladies,
    )
    violations = (
        campaign_violations(catalog, deck, unlocked) if campaign else creation_violations(catalog, deck)
    )
    if violations:
        rules = [v.message for v in violations]
        raise DeckError(f"deck not imported: {rules[0]}", rules)
    return ImportedDeck(deck=deck, displaced=displaced, campaign=campaign, description=record.description)


def read_deck_file(catalog: Catalog, path: str | Path, *, campaign: bool | None = None) -> ImportedDeck:
    """``import_deck`` on a file (bounded size; broken JSON refused with one line)."""
    data = safe_json.loads(safe_json.read_bytes(path, MAX_DECK_BYTES, "deck file"), "RangersDB deck")
    return import_deck(catalog, data, campaign=campaign)


def _outside_interest(catalog: Catalog, deck: RangerDeck) -> str | None:
    own = {deck.background, deck.specialty}
    for code in sorted(set(deck.cards)):
        card = catalog.cards.get(code)
        if card is None or card.set_id in own:
            continue
        if set_kind(catalog, card) in ("background", "specialty"):
            return code
    return None


def export_deck(
    catalog: Catalog,
    deck: RangerDeck,
    *,
    displaced: list[str] | None = None,
    campaign: bool = False,
    description: str = "",
) -> dict[str, Any]:
    """The deck as a RangersDB record (importable by ``import_deck`` and by RangersDB's shape)."""
    role = catalog.cards.get(deck.role_id)
    meta: dict[str, Any] = {
        "role": deck.role_id,
        "background": deck.background,
        "specialty": deck.specialty or (role.set_id if role is not None else None),
    }
    outside = _outside_interest(catalog, deck)
    if outside is not None:
        meta["outside_interest"] = outside
    if campaign:
        meta["campaign"] = True
    return {
        "name": deck.name,
        "description": description or None,
        **{a.lower(): deck.aspects[a] for a in ASPECTS},
        "meta": meta,
        "slots": dict(sorted(Counter(deck.cards).items())),
        "side_slots": dict(sorted(Counter(displaced or []).items())),
        "extra_slots": dict(sorted(Counter(deck.maladies).items())),
        "version": 1,
        "taboo_set_id": None,
        "published": False,
    }


def ranger_deck_record(catalog: Catalog, tracker: CampaignTracker, ranger_id: str) -> dict[str, Any]:
    """A campaign Ranger's current deck as a RangersDB record: the 30 cards as they are now
    (rewards swapped in), the cards set aside as ``side_slots``, maladies as ``extra_slots``,
    marked ``campaign`` (so rewards import); ``import_deck`` gives the same deck back."""
    try:
        r = tracker.ranger(ranger_id)
    except KeyError:
        raise CampaignError(f"no Ranger {ranger_id!r} in this campaign") from None
    return export_deck(
        catalog,
        r.deck,
        displaced=r.displaced,
        campaign=True,
        description=f"{r.name}'s deck in the campaign {tracker.name}, day {tracker.day}",
    )


def write_ranger_deck(catalog: Catalog, tracker: CampaignTracker, ranger_id: str, path: str | Path) -> Path:
    """Write ``ranger_deck_record`` to ``path`` atomically (all of it or the old file untouched).

    Returns the file written; a file system refusal is a ``CampaignError`` with one line."""
    text = json.dumps(ranger_deck_record(catalog, tracker, ranger_id), indent=1, ensure_ascii=False) + "\n"
    try:
        return write_text_atomic(path, text)
    except OSError as exc:
        raise CampaignError(f"could not write {path}: {exc.strerror or exc}") from None
