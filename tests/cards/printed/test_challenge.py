"""Issue #27, the card audit (docs/card-audit-path.md): the 24 challenge cards as printed. They
print no rules, only facts: a modifier per aspect, one symbol, and on four of them the reshuffle
icon. Each card's facts were compared with the printed deck by the reviewer (no difference); this
test keeps the deck's printed composition (a fact sheet in numbers), so an edit that changes a
card's facts fails here."""

from __future__ import annotations

from collections import Counter

import pytest

from rangers_qt.content.catalog import load_catalog

DECK = [c for c in load_catalog().cards.values() if c.category == "challenge"]


def test_the_challenge_deck_has_24_cards_eight_of_each_symbol() -> None:
    """Challenge deck: 24 cards; sun, mountain and crest 8 each."""
    assert len(DECK) == 24
    assert Counter(c.symbol for c in DECK) == {"sun": 8, "mountain": 8, "crest": 8}


@pytest.mark.parametrize("aspect", ["AWA", "FIT", "FOC", "SPI"])
def test_each_aspect_has_the_printed_spread_of_modifiers(aspect: str) -> None:
    """Challenge deck, per aspect: one -2, seven -1, ten 0 and six +1 (sum -3)."""
    assert Counter(c.mods[aspect] for c in DECK) == {-2: 1, -1: 7, 0: 10, 1: 6}


def test_every_card_sums_to_zero_or_minus_two_and_the_minus_twos_carry_the_reshuffle() -> None:
    """Challenge deck: 18 cards whose four modifiers sum to 0, six to -2; the reshuffle icon is on
    four cards (two crest, two sun), each with a -2 modifier."""
    totals = Counter(sum(c.mods.values()) for c in DECK)
    assert totals == {0: 18, -2: 6}
    reshuffle = [c for c in DECK if c.reshuffle]
    assert len(reshuffle) == 4
    assert Counter(c.symbol for c in reshuffle) == {"crest": 2, "sun": 2}
    assert all(-2 in c.mods.values() for c in reshuffle)
