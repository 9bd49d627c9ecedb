"""Deck building (Rulebook: Creating Your Ranger) and the four starter decks."""

from __future__ import annotations

from collections import Counter

from rangers_qt.content.catalog import Catalog
from rangers_qt.content.decks import RangerDeck, build_deck, from_rangersdb, starter_decks, validate_deck
from rangers_qt.content.models import RangerCardBase

STARTERS = {
    "01037": {"AWA": 2, "FIT": 3, "FOC": 1, "SPI": 2},
    "01066": {"AWA": 1, "FIT": 2, "FOC": 2, "SPI": 3},
    "01079": {"AWA": 3, "FIT": 2, "FOC": 2, "SPI": 1},
    "01051": {"AWA": 2, "FIT": 1, "FOC": 3, "SPI": 2},
}


def test_starter_decks_are_legal(catalog: Catalog) -> None:
    decks = starter_decks(catalog)
    assert {d.role_id: d.aspects for d in decks} == STARTERS
    for deck in decks:
        assert validate_deck(catalog, deck) == [], deck.name
        assert len(deck.cards) == 30
        assert set(Counter(deck.cards).values()) == {2}
        assert deck.aspect_card_id(catalog) is not None


def test_starter_decks_are_deterministic(catalog: Catalog) -> None:
    assert starter_decks(catalog) == starter_decks(catalog)


def test_shaper_deck_has_a_conduit(catalog: Catalog) -> None:
    shaper = next(d for d in starter_decks(catalog) if d.role_id == "01079")
    assert any(catalog.card(c).has_keyword("conduit") for c in shaper.cards)


def test_explorer_traveler_is_the_rangersdb_list(catalog: Catalog) -> None:
    explorer = starter_decks(catalog)[0]
    assert explorer.background == "traveler" and explorer.specialty == "explorer"
    assert "01056" in explorer.cards  # the outside interest


def _swap(deck: RangerDeck, old: str, new: str) -> RangerDeck:
    return deck.model_copy(update={"cards": [new if c == old else c for c in deck.cards]})


def _legal(catalog: Catalog) -> RangerDeck:
    return build_deck(catalog, "t", {"AWA": 2, "FIT": 3, "FOC": 1, "SPI": 2}, "01037", "traveler")


def test_wrong_size_is_reported(catalog: Catalog) -> None:
    deck = _legal(catalog)
    short = deck.model_copy(update={"cards": deck.cards[:-1]})
    assert any("29" in p for p in validate_deck(catalog, short))


def test_unmet_aspect_requirement(catalog: Catalog) -> None:
    deck = _legal(catalog)
    explorer_card = next(
        c for c in catalog.set_cards("explorer")
        if isinstance(c, RangerCardBase) and c.aspect == "FOC" and c.level == 3
    )  # fmt: skip
    spec = next(c for c in deck.cards if catalog.card(c).set_id == "explorer")
    problems = validate_deck(catalog, _swap(deck, spec, explorer_card.id))
    assert any("needs FOC 3" in p for p in problems)


def test_expert_outside_interest_is_refused(catalog: Catalog) -> None:
    deck = _legal(catalog)
    outside = next(
        c for c in deck.cards if catalog.card(c).set_id not in ("explorer", "traveler", "personality")
    )
    expert = next(
        c for c in catalog.set_cards("artisan") if isinstance(c, RangerCardBase) and c.expert and c.level <= 2
    )
    problems = validate_deck(catalog, _swap(deck, outside, expert.id))
    assert any("Expert" in p for p in problems)


def test_manifestation_without_conduit(catalog: Catalog) -> None:
    deck = build_deck(catalog, "s", {"AWA": 3, "FIT": 2, "FOC": 2, "SPI": 1}, "01079", "forager")
    conduit = next(c for c in deck.cards if catalog.card(c).has_keyword("conduit"))
    other = next(
        c.id for c in catalog.set_cards("shaper")
        if isinstance(c, RangerCardBase) and c.id not in deck.cards and c.type != "role"
        and not c.has_keyword("conduit") and c.level <= 2
    )  # fmt: skip
    problems = validate_deck(catalog, _swap(deck, conduit, other))
    assert "manifestation cards need a conduit in the deck" in problems


def test_personality_one_per_aspect(catalog: Catalog) -> None:
    deck = _legal(catalog)
    awa = next(
        c
        for c in deck.cards
        if catalog.card(c).set_id == "personality" and getattr(catalog.card(c), "aspect", "") == "AWA"
    )
    other_fit = next(
        c.id for c in catalog.set_cards("personality")
        if isinstance(c, RangerCardBase) and c.aspect == "FIT" and c.id not in deck.cards and c.level == 1
    )  # fmt: skip
    problems = validate_deck(catalog, _swap(deck, awa, other_fit))
    assert any("one personality card for each aspect" in p for p in problems)


def test_role_from_another_specialty_and_bad_aspects(catalog: Catalog) -> None:
    deck = _legal(catalog).model_copy(update={"specialty": "explorer", "role_id": "01051"})
    problems = validate_deck(catalog, deck)
    assert any("belongs to artificer" in p for p in problems)
    odd = _legal(catalog).model_copy(update={"aspects": {"AWA": 3, "FIT": 3, "FOC": 1, "SPI": 1}})
    assert any("12 aspect cards" in p for p in validate_deck(catalog, odd))


def test_rewards_only_in_campaign_decks(catalog: Catalog) -> None:
    deck = _legal(catalog)
    reward = next(c for c in catalog.set_cards("reward") if isinstance(c, RangerCardBase) and c.level <= 1)
    spec = next(c for c in deck.cards if catalog.card(c).set_id == "explorer")
    swapped = _swap(deck, spec, reward.id)
    assert any("reward" in p for p in validate_deck(catalog, swapped))
    assert not any("is a reward" in p for p in validate_deck(catalog, swapped, campaign=True))


def test_rangersdb_import(catalog: Catalog) -> None:
    deck = from_rangersdb(
        {
            "name": "x",
            "awa": 2,
            "fit": 3,
            "foc": 1,
            "spi": 2,
            "meta": {"role": "01037"},
            "slots": {"01001": 2},
        }
    )
    assert deck.cards == ["01001", "01001"] and deck.role_id == "01037"


def test_starter_decks_default_to_the_shipped_cards(catalog: Catalog) -> None:
    assert starter_decks() == starter_decks(catalog)
