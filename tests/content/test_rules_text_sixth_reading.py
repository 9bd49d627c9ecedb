"""Issue #27, the sixth reading (seed 3517, docs/card-audit.md): each card whose generated text the
reading found wanting, against the wording it has now. Each test names the card and the clause,
the words it says now and the words that are gone; a fix in a shared template names the other
cards it mends."""

from __future__ import annotations

from rangers_qt.content.behaviour.text import rules_text
from rangers_qt.content.catalog import Catalog

OLD_EXCEPTION = "can be moved only by this card's own effects"


def held_line(catalog: Catalog, card: str) -> str:
    """The one line of the card's face about a Ranger token held on it."""
    face = rules_text(catalog.card(card))
    lines = [line for line in face if line.startswith("A Ranger token on this card")]
    assert len(lines) == 1, lines
    return lines[0]


def test_01282_web_wall_held_token_says_it_cannot_be_moved(catalog: Catalog) -> None:
    """01282 Web Wall, its first clause (your token on it cannot be moved): the card prints no
    exception and none of its effects takes a token off it (its crest and its failed Pull only
    move tokens onto it), so the line says the token cannot be moved, with no exception to look
    for."""
    assert held_line(catalog, "01282") == "A Ranger token on this card cannot be moved."
    assert OLD_EXCEPTION not in " ".join(rules_text(catalog.card("01282")))


def test_01376_carnivorous_naiad_held_token_names_its_pull_test(catalog: Catalog) -> None:
    """01376 Carnivorous Naiad, its first clause (your token leaves it only by the test below):
    the line names that test, Pull, the one effect of the card that takes the token off it."""
    assert held_line(catalog, "01376") == (
        "A Ranger token on this card can be moved off it only by this card's Pull test."
    )
    assert OLD_EXCEPTION not in " ".join(rules_text(catalog.card("01376")))


def test_01321_caustic_mulcher_held_token_names_its_wrest_test(catalog: Catalog) -> None:
    """01321 Caustic Mulcher, its second clause (a token on it moves only by its test): the line
    names that test, Wrest, whose success frees a Ranger; the travel ban beside it is unchanged."""
    assert held_line(catalog, "01321") == (
        "A Ranger token on this card can be moved off it only by this card's Wrest test."
    )
    text = " ".join(rules_text(catalog.card("01321")))
    assert OLD_EXCEPTION not in text
    assert "The group cannot travel while a Ranger token is on this card." in text
