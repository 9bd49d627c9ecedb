"""The printed-abilities inventory (``printed`` in the card files): facts that say which hooks a
card's text has, so the engine can pause at each one and coverage can be computed from it."""

from __future__ import annotations

from typing import Any

import pytest

from rangers_qt.content.catalog import Catalog
from rangers_qt.content.models import PathBeingCard, PrintedAbility


def faces(card: Any) -> list[Any]:
    return [card.front, card.back] if card.category in ("weather", "mission") else [card]


def test_every_printed_test_has_its_success_entry(catalog: Catalog) -> None:
    for card in catalog.cards.values():
        for face in faces(card):
            keys = face.printed_keys()
            for t in face.tests:
                assert f"test:{t.id}:success" in keys, (card.id, t.id)


def test_clear_entries_match_the_card_thresholds(catalog: Catalog) -> None:
    """Rulebook: Clearing Cards - a clear effect can only fire by a threshold the card has."""
    for card in catalog.cards.values():
        for p in card.printed:
            for by in p.by:
                threshold = card.harm_threshold if by == "harm" else card.progress_threshold
                assert threshold is not None, (card.id, by)
                assert (by == "ranger_tokens") == (threshold.kind == "ranger_tokens"), (card.id, by)


def test_every_card_with_rules_has_an_inventory(catalog: Catalog) -> None:
    """Cards with no printed ability are the pure-data ones: aspects, challenge cards, the four
    level-2 personality attributes, and path cards whose only text is challenge effects."""
    bare = {
        c.id
        for c in catalog.cards.values()
        if c.category in ("ranger", "path", "location") and c.type != "aspect" and not c.printed_keys()
    }
    assert bare == {"01096", "01100", "01104", "01108"}


def test_some_known_hooks() -> None:
    """Spot checks of the data against the cards (facts only)."""
    from rangers_qt.content.catalog import load_catalog

    cat = load_catalog()
    kordo = cat.card("01288")
    assert kordo.printed_keys() == ("test:t1:success", "clear:progress+harm", "challenge:crest")
    assert kordo.printed[1].guide_entry == "44"
    assert "test:t1:failure" in cat.card("01284").printed_keys()  # Sunberry Bramble fatigues on failure
    walk = cat.card("01048").printed[0]  # Walk With Me: after a successful Traverse
    assert (walk.hook, walk.window, walk.event, walk.test_name) == (
        "response",
        "after",
        "test_succeeded",
        "traverse",
    )
    assert "enters_play" in cat.card("01383").printed_keys()  # The Hornbranch
    assert cat.card("WE01").printed_keys()[:2] == ("front/refresh", "front/challenge:mountain")


def test_repeated_keys_are_numbered() -> None:
    card = PathBeingCard(
        id="09002",
        name="Twice",
        set_id="woods",
        printed=(PrintedAbility(hook="constant"), PrintedAbility(hook="constant")),
    )
    assert card.printed_keys() == ("constant", "constant#2")


@pytest.mark.parametrize(
    ("fields", "words"),
    [
        ({"hook": "clear"}, "'by'"),
        ({"hook": "test", "test": "t1"}, "'branch'"),
        ({"hook": "play", "affects": ["presence"]}, "constant hooks only"),
        ({"hook": "ability", "window": "when"}, "go together"),
        ({"hook": "play", "to": ["being"]}, "attach hooks only"),
    ],
)
def test_inconsistent_entries_are_refused(fields: dict[str, Any], words: str) -> None:
    with pytest.raises(ValueError, match=words):
        PrintedAbility.model_validate(fields)
