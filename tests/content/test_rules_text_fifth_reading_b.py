"""Issue #27, the fifth reading, part B (seed 8861, docs/card-audit.md): each card of the sample
whose generated text read poorly against the printed card, against the wording it has now, and the
two wordings left by the fourth reading. Each test names the card and the clause, and the words
that are gone; each fix is a shared template, so the other cards using it are named beside it.
(The cards that did something else: tests/cards/printed/test_fifth_reading_b.py.)"""

from __future__ import annotations

import pytest

from rangers_qt.content.behaviour.text import rules_text
from rangers_qt.content.catalog import Catalog


def text_of(catalog: Catalog, card: str) -> str:
    return " ".join(rules_text(catalog.card(card)))


@pytest.mark.parametrize(
    ("card", "said"),
    [
        ("01077", "Remove 1 progress from this card to give an Aid card 1 of its own tokens"),  # Pokodo
        ("01066", "Exhaust: Spend 1 energy to give an Aid card 1 of its own tokens."),  # Voice of the Elders
        ("01052", "Exhaust: Spend 1 energy to give a Tech card 1 of its own tokens."),  # Exceptional Tinkerer
        (
            "01012",
            "When this enters play: Give the attached card 3 of its own tokens.",
        ),  # Universal Power Cells
        ("01385", "Mountain: Give the weather 1 of its own tokens."),  # alike, a path card
        ("01403", "Give a Food card in any Ranger's player area 1 of its own tokens per 2 effort"),
        ("01320", "Give a Tech card in any Ranger's player area its own tokens equal to the charges"),
    ],
)
def test_another_cards_own_tokens_are_given_to_it_named_first(catalog: Catalog, card: str, said: str) -> None:
    """01077 Pokodo the Ferret, 01066 Voice of the Elders (and the fourth reading's 01052 Exceptional
    Tinkerer, and every card putting another card's own token on it): the card is named before "its
    own tokens", so "its" is that card's; not "put 1 of its own tokens on an Aid card", where "its"
    reads as this card's."""
    text = text_of(catalog, card)
    assert said in text
    assert "of its own tokens on " not in text


@pytest.mark.parametrize(
    ("card", "said"),
    [
        ("01012", "Response (when this card becomes unattached): Remove from that card 3 of its own tokens."),
        (
            "01264",
            "remove from a Plant or Insect card 1 of its own tokens; or remove from a gear 1 of its own",
        ),
        ("01362", "You may remove from a Food gear in your player area 1 of its own tokens to add 1 effort"),
        ("01377", "You may remove from a Food gear in your player area 1 of its own tokens to add 1 effort"),
    ],
)
def test_another_cards_own_tokens_are_removed_from_it_named_first(
    catalog: Catalog, card: str, said: str
) -> None:
    """01012 Universal Power Cells (its unattached response), 01264's sun, 01362's interact response
    and 01377's commit (the left-over of this reading's giving fix): taking another card's own
    tokens names that card before "its", as giving does; not "remove 1 of its own tokens from a
    gear", where "its" reads as this card's."""
    assert said in text_of(catalog, card)
    assert "of its own tokens from " not in text_of(catalog, card)


def test_no_card_removes_its_own_tokens_before_naming_the_card(catalog: Catalog) -> None:
    """Every card's text (the four above were the ones): "remove N of its own tokens from" is gone."""
    assert [cid for cid in catalog.cards if "of its own tokens from " in text_of(catalog, cid)] == []


@pytest.mark.parametrize(
    ("card", "said"),
    [
        ("01396", "Return a moment in your hand to your collection (it leaves your deck) to take"),  # Hale
        ("01240", "Treat - Success: Return this card to your collection (it leaves your deck)."),  # Injury
        ("01405", "to your collection (it leaves your deck) to take a starting gear"),  # alike
    ],
)
def test_a_card_of_yours_leaves_your_deck(catalog: Catalog, card: str, said: str) -> None:
    """01396 Elder Tesoral Hale's Listen, 01240 Lingering Injury's Treat (and the other trades with
    the collection): a card from your hand, or this Ranger card, leaves "your deck" for "your
    collection", not "its owner's deck"."""
    text = text_of(catalog, card)
    assert said in text and "its owner's deck" not in text


def test_01056_trail_markers_says_where_its_1_more_goes(catalog: Catalog) -> None:
    """01056 Trail Markers, its response: the 1 more goes on the attached card in the same addition;
    not "1 more is added with them"."""
    assert (
        "Response (when progress is put on the attached card): 1 more is put there at the same time."
        in rules_text(catalog.card("01056"))
    )
    assert "with them" not in text_of(catalog, "01056")


def test_01431_the_greenbridge_ends_the_turns_not_the_round(catalog: Catalog) -> None:
    """01431 The Greenbridge, crest, its last strut: the Rangers' turns end and the group travels at
    once (the refresh phase still comes); not "the round ends"."""
    text = text_of(catalog, "01431")
    assert (
        "the group takes no more turns this round and travels to The Cypress Citadel along a swamp path."
        in text
    )
    assert "the round ends" not in text


@pytest.mark.parametrize(
    ("said", "gone"),
    [
        (
            "Mountain: If Spirit Speaker Nal is ready and there is a ready Mysterious Verdessian:",
            "a ready Spirit",
        ),
        ("Crest: If Spirit Speaker Nal is in play and there is a Mysterious Verdessian:", "a Spirit Speaker"),
        ("or exhaust Spirit Speaker Nal.", "exhaust a Spirit"),
    ],
)
def test_mi08_deeper_motives_names_the_person_without_an_article(
    catalog: Catalog, said: str, gone: str
) -> None:
    """MI08 Deeper Motives (the third reading's left-over): Spirit Speaker Nal is one person, named
    without "a"; the Verdessian keeps its article."""
    text = " ".join(rules_text(catalog.card("MI08"), "back"))
    assert said in text and gone not in text


def test_mi11_washed_away_names_aell_without_an_article(catalog: Catalog) -> None:
    """MI11 Washed Away, mountain, alike: "If Aell, Ambitious Shaper is active", not "there is an
    active Aell"."""
    text = " ".join(rules_text(catalog.card("MI11"), "back"))
    assert "Mountain: If Aell, Ambitious Shaper is active: put 1 flood on a card." in text
    assert "an active Aell" not in text


@pytest.mark.parametrize(
    ("card", "said"),
    [
        (
            "01216",
            "When played: Put 3 progress on a Trail card (2 more if it is a Mountain card or an obstacle).",
        ),
        ("01276", "Mountain: Put 1 harm on this card (1 more if there is an Inclement weather card in the "),
        (
            "01276",
            "When this clears by harm: Discard each other Flora card, then each Ranger suffers fatigue equal "
            "to 2 plus the presence of those cards together.",
        ),
        ("01215", "on a path card (2 more if it is a Biomeld card)."),  # Touch of the Verdessa, alike
    ],
)
def test_the_more_of_one_addition_is_said_in_it(catalog: Catalog, card: str, said: str) -> None:
    """01216 Tala's Perseverance and 01276 Rotting Dolewood (both wrong before, their behaviour:
    tests/cards/printed/test_fifth_reading_b.py): the 2 more is part of the one addition, said in
    brackets; Rotting Dolewood's fatigue is one amount after the discard, not a loop over the Rangers
    that seems to discard once per Ranger."""
    text = text_of(catalog, card)
    assert said in text
    assert "then if that card is" not in text and "For each Ranger" not in text
