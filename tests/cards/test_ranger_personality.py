"""Personality attributes (cards/ranger/personality.json). Four print no rules at all (their
approach icons are facts): they are complete with empty behaviour. The commit rules and the
icon-counting constants of the others wait for response windows and an approach-icon constant
(issue #12 report)."""

from __future__ import annotations

from rangers_qt.content.behaviour_text import rules_text

from .background_kit import CATALOG

NO_RULES = {"01096": "Thorough", "01100": "Bold", "01104": "Astute", "01108": "Compassionate"}


def test_attributes_printing_no_rules_are_full_with_no_generated_rules_text() -> None:
    for cid, name in NO_RULES.items():
        card = CATALOG.card(cid)
        assert card.name == name
        assert card.printed == ()
        assert card.status == "full", name
        assert rules_text(card) == []
