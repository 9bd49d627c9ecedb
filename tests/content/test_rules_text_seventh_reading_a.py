"""Issue #27, the seventh reading (seed 7351), part A (docs/card-audit.md): the two wordings it found,
each against the words the card has now. Both fixes are in shared templates (a card filter's room
under a threshold; an energy token put on a card), so each is also checked over every card whose
behaviour uses the same piece of data, and against the cards that do not."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from pydantic import BaseModel

from rangers_qt.content.behaviour.context import TextContext
from rangers_qt.content.behaviour.selectors import CardFilter
from rangers_qt.content.behaviour.text import rules_text
from rangers_qt.content.behaviour.tokens import AddTokens
from rangers_qt.content.catalog import Catalog


def text_of(catalog: Catalog, card: str) -> str:
    return " ".join(rules_text(catalog.card(card)))


def nodes(node: Any) -> Iterator[Any]:
    """Every model inside a card's data, walked through its fields, lists and mappings."""
    if isinstance(node, BaseModel):
        yield node
        for name in type(node).model_fields:
            yield from nodes(getattr(node, name))
    elif isinstance(node, (list, tuple)):
        for item in node:
            yield from nodes(item)
    elif isinstance(node, dict):
        for item in node.values():
            yield from nodes(item)


def cards_with(catalog: Catalog, found: Any) -> list[str]:
    """The ids of the cards holding a model for which ``found`` is true, in id order."""
    return sorted(cid for cid, card in catalog.cards.items() if any(found(n) for n in nodes(card)))


# ------------------------------------------------------------ 01035 Nature's Abundance: the threshold


def test_01035_natures_abundance_names_a_flora_not_yet_at_its_harm_threshold(catalog: Catalog) -> None:
    """01035 Nature's Abundance, its play clause (each Ranger may harm a flora, not going over its
    harm threshold): the flora is one not yet at its threshold, so the harm that brings it to the
    threshold exactly is plainly allowed (the engine allows it:
    tests/cards/test_ranger_forager.py::test_natures_abundance_each_ranger_may_harm_a_flora_to_soothe_and_gain_energy).
    "Below its threshold" read as if the harm had to stay under it."""
    text = text_of(catalog, "01035")
    assert text == (
        "When played: Each Ranger may put 1 harm on a Flora card not yet at its harm threshold to "
        "soothe 1 fatigue, then take 1 energy of any aspect."
    )
    assert "room for" not in text and "below its threshold" not in text


def _has_room_for(node: Any) -> bool:
    return isinstance(node, CardFilter) and node.room_for is not None


def test_every_card_with_room_under_a_threshold_says_not_yet_at_it(catalog: Catalog) -> None:
    """The same template on every card whose data asks for a card with room under a threshold
    (the class of 01035 Nature's Abundance): each says "not yet at its ... threshold" and no card
    says "room for ... below its threshold" any more; a card without such a filter never says it."""
    using = cards_with(catalog, _has_room_for)
    assert "01035" in using
    for cid, card in catalog.cards.items():
        text = " ".join(rules_text(card))
        assert "room for harm" not in text and "room for progress" not in text, (cid, text)
        assert "below its threshold" not in text, (cid, text)
        said = "not yet at its harm threshold" in text or "not yet at its progress threshold" in text
        assert said == (cid in using), (cid, text)


# ------------------------------------------------------------ 01059 Infusion Canteen: from the supply


def test_01059_infusion_canteen_puts_its_mark_from_the_supply(catalog: Catalog) -> None:
    """01059 Infusion Canteen, its entering clause (an aspect picked, an energy token on the
    card marks it): the token comes from the supply, and the text says so; without it a player
    could pay the mark from their own pool (the engine takes none from it:
    tests/cards/printed/test_seventh_reading_a.py)."""
    text = text_of(catalog, "01059")
    assert "Put 1 AWA, FIT, FOC or SPI (choose one) energy from the supply on this card." in text
    assert "(choose one) energy on this card" not in text


def _puts_energy(node: Any) -> bool:
    return isinstance(node, AddTokens) and str(node.kind).startswith("energy_")


def test_every_energy_token_put_on_a_card_is_said_to_come_from_the_supply(catalog: Catalog) -> None:
    """The same template on every card that puts an energy token on a card (the class of 01059
    Infusion Canteen): each says "from the supply". Energy is the one token a Ranger also holds in a
    pool; a card that puts no energy token on a card never says "from the supply" (every other
    token can only come from there, and the words would be noise)."""
    using = cards_with(catalog, _puts_energy)
    assert using == ["01059"]
    for cid, card in catalog.cards.items():
        text = " ".join(rules_text(card))
        assert ("from the supply" in text) == (cid in using), (cid, text)


@pytest.mark.parametrize(
    ("kind", "said"),
    [
        ("energy_awa", "put 1 AWA energy from the supply on this card"),
        ("energy_spi", "put 2 SPI energy from the supply on this card"),
        ("harm", "put 1 harm on this card"),
        ("progress", "put 2 progress on this card"),
    ],
)
def test_add_tokens_says_from_the_supply_for_energy_only(kind: str, said: str) -> None:
    """The template itself, the cases no shipped card reaches yet: an energy token of any aspect and
    any amount is said to come from the supply; harm and progress are not."""
    amount = 1 if said.startswith("put 1 ") else 2
    verb = AddTokens.model_validate({"do": "add_tokens", "kind": kind, "amount": amount})
    assert verb.text(TextContext()) == said
