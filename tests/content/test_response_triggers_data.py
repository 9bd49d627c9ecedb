"""Responses keyed by the printed inventory (``"on": "response:when:test"``): validated by
``cards check`` against what the card prints, counted for coverage, described in our own words."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from rangers_qt.content.behaviour.compile import coverage_status
from rangers_qt.content.behaviour.text import rules_text
from rangers_qt.content.loader import read_sources
from rangers_qt.content.models import PathFeatureCard

AFTER_CLEARED = {"hook": "response", "window": "after", "event": "cleared"}


def feature(**changes: Any) -> dict[str, Any]:
    card: dict[str, Any] = {
        "id": "09003",
        "name": "Test Bog",
        "category": "path",
        "type": "feature",
        "set_id": "woods",
        "presence": {"n": 1},
        "harm_threshold": {"n": 3},
        "printed": [AFTER_CLEARED],
    }
    return {**card, **changes}


def ability(on: str, **more: Any) -> dict[str, Any]:
    return {"abilities": [{"on": on, "effects": [{"do": "add_tokens", "kind": "harm"}], **more}]}


CASES = [
    ("a response the card does not print", ability("response:when:test"), "prints no 'response:when:test'"),
    ("not an inventory key", ability("response:sometime:cleared"), "inventory key"),
    ("an unknown hook", ability("reaction:after:cleared"), "inventory key"),
]


@pytest.mark.parametrize(("case", "behaviour", "words"), CASES, ids=[c[0] for c in CASES])
def test_a_response_trigger_must_be_one_the_card_prints(
    cards_copy: Path, case: str, behaviour: dict[str, Any], words: str
) -> None:
    (cards_copy / "path").mkdir(parents=True, exist_ok=True)
    (cards_copy / "path/bad.json").write_text(json.dumps({"cards": [feature(behaviour=behaviour)]}))
    problems = read_sources(cards_copy).problems
    hits = [p for p in problems if p.card == "09003" and p.field.startswith("behaviour.abilities.0.on")]
    assert hits, [str(p) for p in problems]
    assert hits[0].file == "path/bad.json" and words in hits[0].message, case


def test_a_response_with_behaviour_covers_its_inventory_key_and_reads_in_our_words() -> None:
    card = PathFeatureCard.model_validate(feature(behaviour=ability("response:after:cleared")))
    assert coverage_status(card) == "full"
    assert rules_text(card) == ["Response (after a card clears): Put 1 harm on this card."]
    bare = PathFeatureCard.model_validate(feature())
    assert coverage_status(bare) == "manual"


def test_a_response_printed_twice_is_covered_by_two_abilities_in_order() -> None:
    """Two printed "after a card clears" responses: keys ``response:after:cleared`` and ``...#2``;
    one ability covers the first only (partial), two cover both (full)."""
    both = {"printed": [AFTER_CLEARED, AFTER_CLEARED]}
    one = PathFeatureCard.model_validate(feature(behaviour=ability("response:after:cleared"), **both))
    assert coverage_status(one) == "partial"
    two_abilities = ability("response:after:cleared")["abilities"] * 2
    two = PathFeatureCard.model_validate(feature(behaviour={"abilities": two_abilities}, **both))
    assert coverage_status(two) == "full"
