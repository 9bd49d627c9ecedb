"""RangersDB decks in and out (the shape of RangersDB's ``rangers_deck`` record).

Shape (facts, see docs/campaign.md): ``awa``/``fit``/``foc``/``spi`` aspect values; ``meta``
with ``role`` (card code), ``background`` and ``specialty`` (set ids), optional ``campaign``
and our own optional ``outside_interest`` (card code); ``slots`` {code: copies} for the 30
cards; ``side_slots`` {code: copies} for displaced cards set aside; ``extra_slots``
{code: copies} for maladies.

Why all-or-nothing: an import that took the legal half of a deck would leave the player with a
Ranger they never built. ``import_deck`` either returns a deck that passes the deck rules or
raises ``DeckError`` listing every problem (shape, unknown cards, rules) at once.
"""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Iterable
from pathlib import Path
from typing import Any

from pydantic import BaseModel, ConfigDict, Field

from rangers_qt.campaign import safe_json
from rangers_qt.campaign.deck_rules import campaign_violations, creation_violations, set_kind
from rangers_qt.campaign.errors import CampaignError, DeckError
from rangers_qt.campaign.tracker import CampaignTracker
from rangers_qt.content.catalog import Catalog
from rangers_qt.content.decks import RangerDeck
from rangers_qt.content.models import ASPECTS, Aspect
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


def _slots(
    data: dict[str, Any], key: str, problems: list[str], catalog: Catalog, keep_unknown: bool = False
) -> list[str]:
    """The cards of one slots object, one entry per copy. ``keep_unknown``: unknown codes stay in
    (the deck rules then name them among the other problems)."""
    raw = data.get(key)
    if raw is None:
        return []
    if not isinstance(raw, dict):
        problems.append(f"{key} must be an object of card code -> copies")
        return []
    cards: list[str] = []
    for code, n in sorted(raw.items(), key=lambda kv: str(kv[0])):
        if isinstance(n, bool) or not isinstance(n, int) or not 0 <= n <= MAX_COPIES:
            problems.append(f"{key}: {code!r} has {n!r} copies (a whole number from 0 to {MAX_COPIES})")
            continue
        if code not in catalog.cards and not keep_unknown:
            problems.append(f"{key}: no card has the code {code!r}")
            continue
        cards += [code] * n
    return cards


def _aspects(data: dict[str, Any], problems: list[str]) -> dict[Aspect, int]:
    aspects: dict[Aspect, int] = {}
    for aspect in ASPECTS:
        value = data.get(aspect.lower())
        if isinstance(value, bool) or not isinstance(value, int):
            problems.append(f"{aspect.lower()} must be a whole number (the aspect value); got {value!r}")
        else:
            aspects[aspect] = value
    return aspects


def _text(meta: dict[str, Any], key: str, problems: list[str], required: bool = False) -> str | None:
    value = meta.get(key)
    if value is None and not required:
        return None
    if not isinstance(value, str) or not value:
        problems.append(f"meta.{key} must be a {'card code' if key == 'role' else 'set id'}; got {value!r}")
        return None
    return value


def import_deck(
    catalog: Catalog, data: Any, *, campaign: bool | None = None, unlocked: Iterable[str] | None = None
) -> ImportedDeck:
    """A RangersDB deck record as a checked deck. ``campaign`` (default: ``meta.campaign``)
    applies the campaign rules (rewards allowed) instead of Creating Your Ranger; ``unlocked``
    (the campaign's rewards) also refuses rewards the group has not unlocked."""
    if not isinstance(data, dict):
        raise DeckError("not a RangersDB deck: expected a JSON object")
    problems: list[str] = []
    aspects = _aspects(data, problems)
    meta = data.get("meta")
    if not isinstance(meta, dict):
        problems.append("meta is missing (it names the role, background and specialty)")
        meta = {}
    role = _text(meta, "role", problems, required=True)
    background = _text(meta, "background", problems)
    specialty = _text(meta, "specialty", problems)
    if "slots" not in data:
        problems.append("slots is missing (the deck's cards)")
    cards = _slots(data, "slots", problems, catalog, keep_unknown=True)
    displaced = _slots(data, "side_slots", problems, catalog)
    maladies = []
    for code in _slots(data, "extra_slots", problems, catalog):
        if set_kind(catalog, catalog.cards[code]) == "malady":
            maladies.append(code)
        else:
            problems.append(f"extra_slots: {catalog.cards[code].name} is not a malady")
    name = data.get("name")
    if name is not None and not isinstance(name, str):
        problems.append("name must be text")
    description = data.get("description")
    if campaign is None:
        campaign = meta.get("campaign") is True
    if problems:
        raise DeckError(f"deck not imported: {problems[0]}", problems)
    deck = RangerDeck(
        name=(name or "Imported Ranger")[:80],
        aspects=aspects,
        role_id=role or "",
        cards=cards,
        background=background,
        specialty=specialty,
        maladies=maladies,
    )
    violations = (
        campaign_violations(catalog, deck, unlocked) if campaign else creation_violations(catalog, deck)
    )
    if violations:
        rules = [v.message for v in violations]
        raise DeckError(f"deck not imported: {rules[0]}", rules)
    return ImportedDeck(
        deck=deck,
        displaced=displaced,
        campaign=campaign,
        description=description if isinstance(description, str) else "",
    )


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
