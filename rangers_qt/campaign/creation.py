"""Creating Your Ranger step by step: the data a wizard needs (no Qt).

Why a draft: a wizard fills the choices one page at a time (aspect card, personality,
background, specialty and role, outside interest); at every moment it needs the options of the
current page, each marked allowed or not with the reason in words, and the violations of the
draft so far. ``RangerDraft.deck()`` turns a finished draft into the ``RangerDeck`` the campaign
and the RangersDB export use; ``creation_violations`` stays the single judge.
"""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict, Field

from rangers_qt.campaign.deck_rules import SET_PICKS, Violation, creation_violations, meets
from rangers_qt.content.catalog import Catalog
from rangers_qt.content.decks import COPIES, RangerDeck
from rangers_qt.content.models import ASPECTS, Aspect, RangerCardBase, RoleCard

STEPS = ("aspects", "personality", "background", "specialty", "role", "outside_interest", "name")


class RangerDraft(BaseModel):
    """The choices made so far (any may still be missing)."""

    model_config = ConfigDict(extra="forbid")

    name: str = ""
    aspect_card: str | None = None
    personality: dict[Aspect, str] = Field(default_factory=dict)
    background: str | None = None
    background_cards: list[str] = Field(default_factory=list)
    specialty: str | None = None
    specialty_cards: list[str] = Field(default_factory=list)
    role: str | None = None
    outside_interest: str | None = None

    def aspects(self, catalog: Catalog) -> dict[Aspect, int] | None:
        card = catalog.cards.get(self.aspect_card or "")
        values = getattr(card, "values", None)
        return dict(values) if isinstance(values, dict) else None

    def deck(self, catalog: Catalog) -> RangerDeck:
        """The deck these choices make (complete or not; check it with ``violations``)."""
        ids = [*(self.personality.get(a) for a in ASPECTS), *self.background_cards, *self.specialty_cards]
        ids.append(self.outside_interest)
        return RangerDeck(
            name=self.name.strip() or "New Ranger",
            aspects=self.aspects(catalog) or {},
            role_id=self.role or "",
            cards=[c for c in ids if c for _ in range(COPIES)],
            background=self.background,
            specialty=self.specialty,
        )

    def violations(self, catalog: Catalog) -> list[Violation]:
        return creation_violations(catalog, self.deck(catalog))


class Option(BaseModel):
    """One choice on a wizard page: allowed, or not with the reason."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    id: str  # card id or set id
    name: str
    allowed: bool
    reason: str = ""


def _ranger_cards(catalog: Catalog, set_id: str) -> list[RangerCardBase]:
    return [
        c for c in catalog.set_cards(set_id) if isinstance(c, RangerCardBase) and not isinstance(c, RoleCard)
    ]


def _requirement(card: RangerCardBase, aspects: dict[Aspect, int] | None) -> str:
    if aspects is None or meets(card, aspects):
        return ""
    return (
        f"needs {card.aspect} {card.level}; this Ranger has {card.aspect} {aspects.get(card.aspect or 'AWA')}"
    )


def _card_options(
    cards: list[RangerCardBase], aspects: dict[Aspect, int] | None, extra: str = ""
) -> list[Option]:
    out = []
    for c in cards:
        why = _requirement(c, aspects) or extra
        out.append(Option(id=c.id, name=c.name, allowed=not why, reason=why))
    return out


def options(catalog: Catalog, draft: RangerDraft, step: str) -> list[Option]:
    """What the wizard offers on ``step`` given the draft so far (one of ``STEPS`` except name)."""
    aspects = draft.aspects(catalog)
    sets = sorted(catalog.sets.values(), key=lambda s: s.id)
    if step == "aspects":
        return [
            Option(id=c.id, name=" ".join(f"{a} {c.values[a]}" for a in ASPECTS), allowed=True)
            for c in catalog.aspect_cards()
        ]
    if step == "personality":
        return _card_options(_ranger_cards(catalog, "personality"), aspects)
    if step in ("background", "specialty"):
        return [Option(id=s.id, name=s.name, allowed=True) for s in sets if s.kind == step]
    if step == "background_cards":
        return _card_options(_ranger_cards(catalog, draft.background or ""), aspects)
    if step == "specialty_cards":
        return _card_options(_ranger_cards(catalog, draft.specialty or ""), aspects)
    if step == "role":
        return [
            Option(id=c.id, name=c.name, allowed=True)
            for c in catalog.set_cards(draft.specialty or "")
            if isinstance(c, RoleCard)
        ]
    if step == "outside_interest":
        out: list[Option] = []
        chosen = {*draft.background_cards, *draft.specialty_cards}
        for s in sets:
            if s.kind not in ("background", "specialty"):
                continue
            for o in _card_options(_ranger_cards(catalog, s.id), aspects):
                card = catalog.cards[o.id]
                assert isinstance(card, RangerCardBase)
                why = o.reason
                if card.expert:
                    why = "has the Expert trait"
                elif o.id in chosen:
                    why = "already in the deck"
                out.append(o.model_copy(update={"allowed": not why, "reason": why}))
        return out
    raise ValueError(f"unknown step {step!r}; steps: {', '.join(STEPS)}, background_cards, specialty_cards")


def picks_needed(step: str) -> int:
    """How many options a page takes (personality: one per aspect)."""
    return {"background_cards": SET_PICKS, "specialty_cards": SET_PICKS, "personality": len(ASPECTS)}.get(
        step, 1
    )
