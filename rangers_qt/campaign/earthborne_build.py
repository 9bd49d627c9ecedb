"""earthborne.build's public campaign document, in and out (its shape is a fact, docs/campaign.md):
``schema_version`` (1), ``campaign`` (the fields ``interchange.CampaignFields`` reads, plus its
id, name and dates) and ``decks`` (each with ``aspect_code``, ``role_code``, ``background``,
``specialty``, ``slots`` - the deck as it is now -, ``rewards``, ``displaced`` and ``maladies``).

Why the export writes that same shape and version: a group hands the campaign back to the
tracker it came from, and ``import -> export -> import`` gives the same campaign (a test). The
one field it adds (a calendar day's ``weather``) is additive, which the document's version
promise allows and other readers ignore.
"""

from __future__ import annotations

from collections import Counter
from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from rangers_qt.campaign.campaign import Campaign
from rangers_qt.campaign.errors import CampaignError, reason
from rangers_qt.campaign.interchange import (
    CampaignFields,
    ImportedCampaign,
    SheetDeck,
    build_campaign,
    seed_of,
)
from rangers_qt.campaign.limits import LIST_MAX, RANGERS_MAX, Text
from rangers_qt.content.catalog import Catalog
from rangers_qt.engine.day.day_setup import DAY_ENTRIES, recommended_weather

SCHEMA_VERSION = 1
SOURCE = "an earthborne.build campaign document"
_Slots = Annotated[dict[Text, Annotated[int, Field(ge=0, le=99)]], Field(max_length=LIST_MAX)] | None
#: Dates this program does not keep: an export writes this fixed one (no clock in a document
#: that must come out the same for the same campaign).
_NO_DATE = "1970-01-01T00:00:00.000Z"


class DocDeck(BaseModel):
    model_config = ConfigDict(extra="ignore", frozen=True)

    id: Text | int | None = None
    name: Text
    aspect_code: Text
    role_code: Text
    background: Text | None = None
    specialty: Text | None = None
    slots: _Slots
    rewards: _Slots = None
    displaced: _Slots = None
    maladies: _Slots = None


class DocCampaign(CampaignFields):
    id: Text | int | None = None


class Document(BaseModel):
    model_config = ConfigDict(extra="ignore", frozen=True)

    schema_version: Literal[1]
    campaign: DocCampaign
    decks: Annotated[list[DocDeck], Field(max_length=RANGERS_MAX)] = Field(default_factory=list)


def is_document(doc: object) -> bool:
    return isinstance(doc, dict) and "schema_version" in doc


def import_document(catalog: Catalog, doc: Any) -> ImportedCampaign:
    """The campaign a parsed document describes, or one ``CampaignError`` line."""
    if not isinstance(doc, dict) or "schema_version" not in doc:
        raise CampaignError("not an earthborne.build campaign document (no schema_version)")
    version = doc["schema_version"]
    if isinstance(version, bool) or not isinstance(version, int):
        raise CampaignError(f"not an earthborne.build campaign document (schema_version {version!r})")
    if version > SCHEMA_VERSION:
        raise CampaignError(
            f"made by a newer earthborne.build (schema_version {version}; "
            f"this program reads {SCHEMA_VERSION})"
        )
    try:
        parsed = Document.model_validate(doc)
    except ValidationError as exc:
        raise CampaignError(f"not a valid earthborne.build campaign document ({reason(exc)})") from None
    c = parsed.campaign
    decks = [
        SheetDeck(
            name=d.name,
            aspect_code=d.aspect_code,
            role=d.role_code,
            background=d.background,
            specialty=d.specialty,
            slots=d.slots or {},
            displaced=d.displaced or {},
            maladies=d.maladies or {},
            rewards=d.rewards or {},
        )
        for d in parsed.decks
    ]
    doc_id = None if c.id is None else str(c.id)
    return build_campaign(catalog, c, decks, SOURCE, seed_of(doc_id, c.name))


def _slots(cards: list[str]) -> dict[str, int]:
    return dict(sorted(Counter(cards).items()))


def export_document(campaign: Campaign) -> dict[str, Any]:
    """The campaign as an earthborne.build document (``schema_version`` 1)."""
    catalog, t = campaign.catalog, campaign.tracker
    missions = []
    for m in t.missions:
        known = catalog.cards.get(m.subject) if m.subject is not None else None
        subject = known.name if known is not None else None
        missions.append(
            {
                "day": m.day_started,
                "name": m.name,
                "card_code": m.card_id,
                "subject": subject,
                "progress": m.progress,
                "completed": m.completed,
                "checks": [i < m.progress for i in range(3)],
            }
        )
    calendar = []
    for line in t.days:
        printed = Counter(DAY_ENTRIES.get(line.day, ()))
        guides = list(printed.elements()) + list((Counter(line.entries) - printed).elements())
        entry: dict[str, Any] = {"day": line.day, "guides": guides}
        if line.weather != recommended_weather(line.day):
            entry["weather"] = line.weather
        if guides or "weather" in entry:
            calendar.append(entry)
    body = {
        "id": f"rangers-qt-{campaign.data.seed}",
        "name": campaign.data.name,
        "cycle_id": "core",
        "expansions": [],
        "extended_calendar": len(t.days) > 30,
        "day": t.day,
        "current_location": t.location,
        "current_path_terrain": t.terrain,
        "rewards": list(t.rewards),
        "missions": missions,
        "history": [
            {"day": h.day, "location": h.location, "path_terrain": h.terrain, "camped": h.camped}
            for h in t.history
        ],
        "calendar": calendar,
        "events": [{"event": e.text, "crossed_out": e.crossed_out} for e in t.events],
        "notes": [{"note": n, "day": line.day, "crossed_out": False} for line in t.days for n in line.notes],
        "removed": [
            {
                "set_id": r.set_id,
                "name": r.name,
                "action": "moved" if r.moved_to else "removed",
                "destination": r.moved_to,
            }
            for r in t.removed
        ],
        "date_creation": _NO_DATE,
        "date_update": _NO_DATE,
    }
    decks = []
    for r in t.active_rangers():
        d = r.deck
        decks.append(
            {
                "id": r.id,
                "name": d.name,
                "aspect_code": d.aspect_card_id(catalog) or "",
                "role_code": d.role_id,
                "background": d.background or "",
                "specialty": d.specialty or "",
                "slots": _slots(d.cards),
                "rewards": {},
                "displaced": _slots(r.displaced),
                "maladies": _slots(d.maladies),
                "date_creation": _NO_DATE,
                "date_update": _NO_DATE,
            }
        )
    return {"schema_version": SCHEMA_VERSION, "campaign": body, "decks": decks}
