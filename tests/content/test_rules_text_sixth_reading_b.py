"""The sixth reading's part B and the wording pass's leftovers (docs/card-audit.md, "The sixth
reading's fixes", part B): each wording against the card it mends, and the template's negative
case (a shape it must leave as it was)."""

from __future__ import annotations

from rangers_qt.content.behaviour.text import rules_text
from rangers_qt.content.catalog import Catalog


def text_of(catalog: Catalog, card: str) -> str:
    return " ".join(rules_text(catalog.card(card)))


def test_01006_perfect_recall_and_01005_reverb_locket_say_when_in_plain_words(catalog: Catalog) -> None:
    """01006 Perfect Recall, play, and 01005 Reverb Locket, ability 1: the moment is played "at a
    time it could be played", Perfect Recall paying X for it (X its cost), the locket its cost,
    the moment staying there; no engine words (the window of its response, the event it answers,
    this card's X in this card's aspect), and both near the printed length (177 and 198)."""
    recall, locket = text_of(catalog, "01006"), text_of(catalog, "01005")
    assert recall == (
        "When played: Play a moment in your discard at a time it could be played, paying X instead "
        "of its cost (X is that moment's cost)."
    )
    assert (
        "Exhaust, use 1 echo: Play a moment attached to this card at a time it could be played, paying "
        "its cost; it stays there instead of being discarded." in locket
    )
    for gone in ("window", "the event it answers", "this card's X", "aspect", "then it is discarded"):
        assert gone not in recall and gone not in locket
    assert len(recall) <= 177 and len(locket) <= 198 * 1.2
