"""Rulebook: Creating Your Ranger, as the wizard walks it: the options of each step (allowed or
not, with the reason) and a draft that becomes a legal deck."""

from __future__ import annotations

import pytest

from rangers_qt.campaign.creation import RangerDraft, options, picks_needed
from rangers_qt.campaign.deck_rules import creation_violations
from rangers_qt.content.catalog import Catalog


def allowed(catalog: Catalog, draft: RangerDraft, step: str) -> list[str]:
    return [o.id for o in options(catalog, draft, step) if o.allowed]


def test_a_draft_made_of_allowed_options_is_a_legal_ranger(catalog: Catalog) -> None:
    draft = RangerDraft(name="Kala")
    aspect_cards = options(catalog, draft, "aspects")
    assert len(aspect_cards) == 12
    draft.aspect_card = next(o.id for o in aspect_cards if o.name == "AWA 2 FIT 3 FOC 1 SPI 2")
    for card_id in allowed(catalog, draft, "personality"):
        aspect = catalog.card(card_id).aspect  # type: ignore[union-attr]
        draft.personality.setdefault(aspect, card_id)  # type: ignore[arg-type]
    draft.background = "traveler"
    draft.background_cards = allowed(catalog, draft, "background_cards")[: picks_needed("background_cards")]
    draft.specialty = "explorer"
    draft.specialty_cards = allowed(catalog, draft, "specialty_cards")[:5]
    draft.role = allowed(catalog, draft, "role")[0]
    draft.outside_interest = next(
        o for o in allowed(catalog, draft, "outside_interest") if catalog.card(o).set_id == "artificer"
    )
    assert draft.violations(catalog) == []
    deck = draft.deck(catalog)
    assert len(deck.cards) == 30 and deck.name == "Kala" and creation_violations(catalog, deck) == []


def test_options_explain_what_is_not_allowed(catalog: Catalog) -> None:
    draft = RangerDraft(aspect_card=catalog.aspect_cards()[0].id, specialty="explorer")
    aspects = draft.aspects(catalog)
    assert aspects is not None
    low = min(aspects, key=lambda a: aspects[a])
    refused = [o for o in options(catalog, draft, "specialty_cards") if not o.allowed]
    assert refused and all(o.reason.startswith("needs ") for o in refused)
    assert any(f"this Ranger has {low} 1" in o.reason for o in refused)
    outside = {o.id: o for o in options(catalog, draft, "outside_interest")}
    assert outside["01016"].reason == "has the Expert trait"  # Masterwork (Artisan)
    assert [o.id for o in options(catalog, draft, "role")] == ["01037", "01038"]


def test_an_unfinished_draft_lists_what_is_missing(catalog: Catalog) -> None:
    codes = {v.code for v in RangerDraft().violations(catalog)}
    assert {"aspect_card", "role", "deck_size", "personality", "background", "outside_interest"} <= codes
    with pytest.raises(ValueError, match="unknown step"):
        options(catalog, RangerDraft(), "hat")
