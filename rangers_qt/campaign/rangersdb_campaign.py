"""RangersDB's campaign record in (its shape is a fact, docs/campaign.md): the ``rangers_campaign``
fields ``interchange.CampaignFields`` reads (RangersDB keeps the same ones as earthborne.build)
and ``latest_decks`` (each ``{deck, user}``, the deck a ``rangers_deck`` record: ``awa``/``fit``/
``foc``/``spi``, ``meta`` with role, background and specialty, ``slots`` as the deck is now,
``side_slots`` the displaced cards, ``extra_slots`` the maladies). A GraphQL answer
(``{"data": {"campaign": {...}}}`` under any one key) is read as the record it holds.
"""

from __future__ import annotations

from typing import Annotated, Any

from pydantic import BaseModel, ConfigDict, Field, ValidationError

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
from rangers_qt.content.models import ASPECTS

SOURCE = "a RangersDB campaign"
_Slots = Annotated[dict[Text, Annotated[int, Field(ge=0, le=99)]], Field(max_length=LIST_MAX)] | None
_Aspect = Annotated[int, Field(ge=0, le=10)]


class _Meta(BaseModel):
    model_config = ConfigDict(extra="ignore", frozen=True)

    role: Text
    background: Text | None = None
    specialty: Text | None = None


class _Deck(BaseModel):
    model_config = ConfigDict(extra="ignore", frozen=True)

    name: Text | None = None
    awa: _Aspect
    fit: _Aspect
    foc: _Aspect
    spi: _Aspect
    meta: _Meta
    slots: _Slots
    side_slots: _Slots = None
    extra_slots: _Slots = None


class _LatestDeck(BaseModel):
    model_config = ConfigDict(extra="ignore", frozen=True)

    deck: _Deck | None = None


class Record(CampaignFields):
    id: Text | int | None = None
    latest_decks: Annotated[list[_LatestDeck], Field(max_length=RANGERS_MAX)] = Field(default_factory=list)


def unwrap(doc: Any) -> Any:
    """The campaign record itself, out of a GraphQL answer if it is one."""
    if (
        isinstance(doc, dict)
        and set(doc) == {"data"}
        and isinstance(doc["data"], dict)
        and len(doc["data"]) == 1
    ):
        return next(iter(doc["data"].values()))
    return doc


def is_record(doc: object) -> bool:
    doc = unwrap(doc)
    return isinstance(doc, dict) and "latest_decks" in doc


def import_record(catalog: Catalog, doc: Any) -> ImportedCampaign:
    """The campaign a RangersDB record describes, or one ``CampaignError`` line."""
    doc = unwrap(doc)
    if not isinstance(doc, dict) or "latest_decks" not in doc:
        raise CampaignError("not a RangersDB campaign (no latest_decks)")
    try:
        rec = Record.model_validate(doc)
    except ValidationError as exc:
        raise CampaignError(f"not a valid RangersDB campaign ({reason(exc)})") from None
    decks = []
    for i, ld in enumerate(rec.latest_decks):
        if ld.deck is None:
            continue
        d = ld.deck
        decks.append(
            SheetDeck(
                name=d.name or f"Ranger {i + 1}",
                aspects={a: getattr(d, a.lower()) for a in ASPECTS},
                role=d.meta.role,
                background=d.meta.background,
                specialty=d.meta.specialty,
                slots=d.slots or {},
                displaced=d.side_slots or {},
                maladies=d.extra_slots or {},
            )
        )
    doc_id = None if rec.id is None else str(rec.id)
    return build_campaign(catalog, rec, decks, SOURCE, seed_of(doc_id, rec.name))
