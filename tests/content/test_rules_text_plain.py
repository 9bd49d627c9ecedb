"""Every card's generated rules text, every face, holds no machine phrase (issue #27 acceptance).

Why: the text is made from behaviour data for 345 cards at once; one template that says "the
number of charge", "at most 0", "among the card", "to to", a card id or a snake_case name puts
it on dozens of faces. ``tests/plain_words.py`` holds the list; the crafted lines below prove each
check can fail.
"""

from __future__ import annotations

import pytest
from plain_words import problems

from rangers_qt.content.behaviour.text import rules_text
from rangers_qt.content.catalog import Catalog


def _every_face(catalog: Catalog) -> list[tuple[str, str]]:
    """Each card's lines: the front, and for weather and missions the back and both together."""
    out: list[tuple[str, str]] = []
    for cid in sorted(catalog.cards):
        card = catalog.cards[cid]
        sides: tuple[str | None, ...] = ("front",)
        if card.category in ("weather", "mission"):
            sides = ("front", "back", None)
        for side in sides:
            out.extend((cid, line) for line in rules_text(card, side))
    return out


def test_no_card_face_reads_like_the_engine_wrote_it(catalog: Catalog) -> None:
    lines = _every_face(catalog)
    assert len(lines) > 800  # every card's text, not an empty list
    wrong = [(cid, why, line) for cid, line in lines for why in problems(line)]
    assert wrong == []


@pytest.mark.parametrize(
    ("crafted", "caught"),
    [
        ("If the number of cloud on this card is at least 1: turn it over.", "the number of"),
        ("If the rain on this card is at most 0: turn this card over.", "at most 0"),
        ("If there is a feature among the card you are testing in play.", "among the card"),
        ("Remove 2 progress from the card it is attached to to cancel it.", "doubled word"),
        ("Move the the attached card.", "doubled word"),
        ("The group travels to white_sky.", "snake_case"),
        ("Search the path deck for card 01290.", "card id"),
        ("Resolve WE03 now.", "card id"),
        ("Lone Tree Station: response:after:challenge_shuffle ability.", "hook key"),
        ("Masterful Engineer: ability ability.", "ability ability"),
        ("Obstacle on other cards does not apply to you.", "does not apply"),
        ("You may open a route for the next travel to each location.", "open a route"),
        ("If that many is at least 1, you may cancel it.", "that many is"),
        ("Response: If , you may cancel it.", "empty condition"),
        ("Play a moment in the window of its response.", "in the window of"),
        ("Play it as the event it answers would happen.", "the event it answers"),
        ("Pay its cost as this card's X.", "as this card's X"),
    ],
)
def test_each_check_catches_its_phrase(crafted: str, caught: str) -> None:
    found = problems(crafted)
    assert any(caught in why for why in found), found


def test_plain_lines_pass_every_check() -> None:
    """The checks do not catch what reads fine: a card name, a number, "no rain left"."""
    for line in (
        "Sun: If there is rain on this card: remove 1 rain from this card.",
        "Refresh: Remove 1 cloud from this card, then if there are no clouds left on this card: turn "
        "this card over.",
        "Put 2 harm on each Sitka Buck in play.",
        "X (harm threshold) is the bats on this card.",
    ):
        assert problems(line) == [], line
