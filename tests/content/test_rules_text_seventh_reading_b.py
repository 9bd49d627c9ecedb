"""Issue #27, the seventh reading, part B (seed 7351, docs/card-audit.md): 01069 One With Nature's
timed presence change acts on the cards in play as it resolves, and its text says so ("each card in
play"); "each card" alone read as a lasting rule that would also cover cards entering play later.
The template of a timed change (``modify``) says it for every card changing each card in play;
a change of the cards of one area or host keeps its wording. (What the cards of the reading did:
tests/cards/printed/test_seventh_reading_b.py.)"""

from __future__ import annotations

from rangers_qt.content import behaviour as bh
from rangers_qt.content.behaviour.tests import each_in_play
from rangers_qt.content.behaviour.text import rules_text
from rangers_qt.content.catalog import Catalog


def text_of(catalog: Catalog, card: str) -> str:
    return " ".join(rules_text(catalog.card(card)))


def test_01069_one_with_nature_says_each_card_in_play(catalog: Catalog) -> None:
    """01069 One With Nature, play text (presence 0 until the end of your next turn): the cards
    changed are "each card in play", and the words "each card has" are gone."""
    said = text_of(catalog, "01069")
    assert "Each card in play has presence 0 until the end of your next turn." in said
    assert "Each card has" not in said


def test_a_timed_change_of_one_card_or_one_area_keeps_its_wording() -> None:
    """The negative case of the template: a change of this card, or of the cards sharing an area
    with it, is not said to be "in play" (only a change of every matching card in play is)."""
    own = bh.Modify(do="modify", stat="presence", to=0, until="turn")
    assert not each_in_play(own.target)
    area = bh.CardFilter(pick="all", area_of="this")
    assert not each_in_play(area)
    assert each_in_play(bh.CardFilter(pick="all"))
    assert not each_in_play(bh.CardFilter(pick="one"))
