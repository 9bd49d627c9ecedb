"""Issue #27, the sweep of the unread cards, group R1 (docs/card-audit.md): each card whose
generated text read poorly against the printed card, against the wording it has now. Each test
names the card and the clause, and the words that are gone; a fix in a shared template names the
other cards it mends."""

from __future__ import annotations

from rangers_qt.content.behaviour.text import rules_text
from rangers_qt.content.catalog import Catalog


def text_of(catalog: Catalog, card: str) -> str:
    return " ".join(rules_text(catalog.card(card)))


def test_01055_dayhowler_says_its_discard_first_as_the_price(catalog: Catalog) -> None:
    """01055 Dayhowler, ability 1: the discard is the price of the exhausts, said first; no engine
    word ("Free action"), no guard said and then repeated as "for each charge"."""
    text = text_of(catalog, "01055")
    assert text.startswith("Discard this card: Exhaust 1 being per charge on this card.")
    assert "Free action" not in text and "If there is a charge" not in text


def test_a_chosen_ranger_is_the_subject_of_their_one_clause(catalog: Catalog) -> None:
    """01004 Trail Mix ("For a Ranger of your choice: that Ranger soothes"), and alike 01227
    Philosopher's Honey and 01228 Quisi's Favorite Snack: the chosen Ranger soothes, in one
    clause; their guard (fatigue and the energy: tests/cards/printed/test_sweep_r1.py) said as a
    player would."""
    for card, aspect in (("01004", "FIT"), ("01227", "FOC"), ("01228", "SPI")):
        text = text_of(catalog, card)
        guard = f"If a Ranger has fatigue and a Ranger has {aspect} energy"
        assert f"{guard}, a Ranger of your choice soothes" in text
        assert "that Ranger" not in text and "For a Ranger" not in text


def test_01036_static_sifter_says_its_guard_as_a_ranger_with_fatigue(catalog: Catalog) -> None:
    """01036 Static Sifter, ability 2: its new guard reads "a Ranger has fatigue", never "the
    fatigue of each Ranger is at least 1" (which reads as every Ranger)."""
    text = text_of(catalog, "01036")
    assert "If a Ranger has fatigue, a Ranger of your choice soothes 2 fatigue." in text
    assert "at least" not in text
