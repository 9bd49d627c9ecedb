"""Issue #27, the fifth reading (seed 8861), part A (docs/card-audit.md): each card of the first 20
whose generated text read poorly against the printed card, against the wording it has now. Each
test names the card and the clause, and the words that are gone; a fix in a shared template names
the other cards it mends."""

from __future__ import annotations

from rangers_qt.content.behaviour.text import rules_text
from rangers_qt.content.catalog import Catalog


def text_of(catalog: Catalog, card: str, side: str | None = None) -> str:
    return " ".join(rules_text(catalog.card(card), side))


def test_01019_one_eye_open_caps_the_beings_per_awa_energy(catalog: Catalog) -> None:
    """01019 One Eye Open, its response: a cap per energy, said as one; its guard is the AWA the
    engine now asks for (tests/cards/printed/test_fifth_reading_a.py)."""
    text = text_of(catalog, "01019")
    assert text == (
        "Response (when you rest): If you have AWA energy, exhaust up to 1 being per AWA energy in your pool."
    )
    assert "as often as you choose" not in text
