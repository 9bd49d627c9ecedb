"""The aspect cards (cards/aspects.json) against the printed cards: their four values are a fact
(docs/card-audit-ranger.md, aspect cards)."""

from __future__ import annotations

from itertools import permutations

from .printed_kit import CATALOG

ASPECTS = ("AWA", "FIT", "FOC", "SPI")


def _spreads() -> list[tuple[int, ...]]:
    cards = [c for c in CATALOG.cards.values() if c.category == "aspect"]
    return [tuple(getattr(c, a) for a in ASPECTS) for c in cards]


def test_aspect_cards_are_the_twelve_spreads_of_one_3_two_2s_and_one_1() -> None:
    """01241-01255 aspect cards, printed values: the twelve cards are every arrangement of 3, 2, 2, 1
    over AWA, FIT, FOC, SPI, each once (a wrong or repeated card breaks the equality)."""
    spreads = _spreads()
    assert len(spreads) == 12
    assert sorted(spreads) == sorted(set(permutations((3, 2, 2, 1))))
