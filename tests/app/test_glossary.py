"""Issue #31: the glossary covers every keyword and term that appears in any card's generated rules
text (tests/content/golden/rules_text.txt holds it all). The terms come from the game's own
vocabularies (the catalog's keywords, types and traits, the engine's zones, the aspects,
approaches and challenge symbols, the behaviour's verbs, the rulebook's defined concepts), not
from the glossary, so a new term in the text without an entry fails here."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from rangers_qt.app.glossary import GLOSSARY, glossary_html, lookup, search
from rangers_qt.content.behaviour.effects import VERBS
from rangers_qt.content.catalog import load_catalog
from rangers_qt.engine.zones import RANGER_ZONES, SHARED_ZONES

RULES_TEXT = (Path(__file__).parents[1] / "content" / "golden" / "rules_text.txt").read_text(encoding="utf-8")

#: The rulebook's defined terms (its Additional Concepts, Quick Reference and the round's parts).
RULEBOOK_TERMS = (
    "active", "attach", "campaign guide", "discard", "dodge", "exhaust", "ready", "injury", "in play",
    "move", "per ranger", "scout", "search", "effort", "difficulty", "presence", "threshold", "progress",
    "harm", "ranger token", "energy", "fatigue", "soothe", "heal", "clear", "interact", "between",
    "response", "commit", "test", "travel", "rest", "refresh", "camp", "lead ranger", "equip", "round",
    "turn", "path card", "ranger card", "challenge card",
)  # fmt: skip
ASPECTS = ("AWA", "FIT", "FOC", "SPI")
APPROACHES = ("conflict", "connection", "exploration", "reason")
SYMBOLS = ("sun", "mountain", "crest")
#: Verbs whose names are plain English in the text, not rules terms: a reader needs no entry
#: for "if", "may", "repeat" or "choose one".
PLAIN_VERBS = frozenset(
    [
        "if",
        "may",
        "repeat",
        "sample",
        "custom",
        "use",
        "modify",
        "prevent",
        "reduce",
        "for_each",
        "choose_amount",
        "choose_one",
        "choose_card",
        "delayed",
    ]
)


def _appears(term: str, case: bool = False) -> bool:
    flags = 0 if case else re.IGNORECASE
    return re.search(r"\b" + re.escape(term) + r"(s|ed|es)?\b", RULES_TEXT, flags) is not None


def _catalog_terms() -> tuple[set[str], set[str], set[str]]:
    catalog = load_catalog()
    cards = list(catalog.cards.values())
    keywords = {k.name for c in cards for k in (getattr(c, "keywords", ()) or ())}
    types = {str(c.type) for c in cards if getattr(c, "type", None)}
    traits = {t for c in cards for t in (getattr(c, "traits", ()) or ())}
    return keywords, types, traits


def test_every_keyword_of_the_cards_has_an_entry() -> None:
    keywords, _, _ = _catalog_terms()
    assert len(keywords) >= 10
    missing = sorted(k for k in keywords if lookup(k) is None or lookup(k).kind != "keyword")  # type: ignore[union-attr]
    assert missing == []


def test_every_term_in_the_generated_rules_text_has_an_entry() -> None:
    _, types, traits = _catalog_terms()
    zones = {z.replace("_", " ") for z in (*SHARED_ZONES, *RANGER_ZONES)} | {"fatigue stack", "ranger deck"}
    verb_words = {v.replace("_", " ") for v in VERBS if v not in PLAIN_VERBS}
    terms = {*RULEBOOK_TERMS, *types, *zones, *APPROACHES, *SYMBOLS, *verb_words}
    found = sorted(t for t in terms if _appears(t))
    assert len(found) > 40  # the text does use the game's words
    missing = [t for t in found if lookup(t) is None]
    assert missing == []
    # Aspects and traits are capitalised in the text ("FIT energy", "a Predator card").
    named = sorted(t for t in (*ASPECTS, *traits) if _appears(t, case=True))
    assert "Predator" in named and "FIT" in named
    assert [t for t in named if lookup(t) is None] == []


@pytest.mark.parametrize(
    ("word", "term"), [("Obstacles", "Obstacle"), ("within REACH", "Within reach"), ("injured", "Injury")]
)
def test_lookup_ignores_case_and_forms(word: str, term: str) -> None:
    entry = lookup(word)
    assert entry is not None and entry.term == term


def test_search_puts_names_first_then_mentions() -> None:
    found = search("obst")
    assert found[0].term == "Obstacle"
    assert any(e.term == "Travel" for e in found)  # mentions "obstacle" in its words
    assert search("zzzz") == [] and "No entry matches" in glossary_html([])
    assert len(search("")) == len(GLOSSARY)


def test_every_entry_names_a_section_and_reads_as_one_short_paragraph() -> None:
    for e in GLOSSARY:
        assert e.section and e.text.endswith(".") and len(e.text) < 260, e.term
    assert len({e.term for e in GLOSSARY}) == len(GLOSSARY)
