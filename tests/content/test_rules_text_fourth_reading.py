"""Issue #27, the fourth reading (seed 6203, 40 Ranger cards, docs/card-audit.md): each card of the
sample whose generated text read poorly against the printed card, against the wording it has now.
Each test names the card and the clause, and the words that are gone. Each fix is a shared template,
so a card beside it that used the same words is named too. (The abilities that were offered with
nothing to act on are proven by tests/cards/printed/test_fourth_reading.py.)"""

from __future__ import annotations

import pytest

from rangers_qt.content.behaviour.text import rules_text
from rangers_qt.content.catalog import Catalog


def line(catalog: Catalog, card: str, head: str) -> str:
    """The card's line that starts with ``head``."""
    found = [t for t in rules_text(catalog.card(card)) if t.startswith(head)]
    assert len(found) == 1, (card, head, rules_text(catalog.card(card)))
    return found[0]


@pytest.mark.parametrize(
    ("card", "said"),
    [
        # 01016 Masterwork: the test is one from the attached gear
        (
            "01016",
            "Response (when a Ranger performs a test from the attached card): Add 1 effort to the test.",
        ),
        # 01017 Favorite Gear: a token of the attached gear, 1 fatigue per token (ruling R64)
        ("01017", "Response (after you use a token of the attached card): Soothe 1 fatigue per token used."),
        # 01090 Harmonize: the challenge effect is the attached being's
        (
            "01090",
            "Response (after a challenge effect of the attached card resolves): Its owner takes 1 energy of "
            "any aspect.",
        ),
        # 01072 Tracked, alike
        ("01072", "Response (after a challenge effect of the attached card resolves): You may put 1 track"),
        # 01075 Nidocyte Sentinel, alike (a "would" answer)
        (
            "01075",
            "Use 1 alarm (when a challenge effect of the attached card would resolve): You may cancel it.",
        ),
    ],
)
def test_a_guard_naming_the_attached_card_is_said_in_the_trigger(
    catalog: Catalog, card: str, said: str
) -> None:
    """The trigger names the attached card ("a token of the attached card"), not a head about any
    card and a guard "if that card is the attached card" after it."""
    text = " ".join(rules_text(catalog.card(card)))
    assert said in text
    assert "If that card is the attached card" not in text and "this card is attached to the card" not in text


def test_01078_a_dear_friend_moves_the_progress_of_the_attached_human_as_it_clears(catalog: Catalog) -> None:
    """01078 A Dear Friend, its response: a Response to the attached card clearing, each of its
    progress moved to another being; not "when another card clears: if that card is the attached
    card ... for each progress on that card: move 1 progress from that card"."""
    assert line(catalog, "01078", "Response") == (
        "Response (when the attached card clears): You may move each progress on it to another being."
    )  # its guard ("if there is progress on it") unsaid since the fifth reading: once per token


def test_01060_memorill_sketchpad_names_the_cards_in_its_triggers(catalog: Catalog) -> None:
    """01060 Memorill Sketchpad, its response and its ability: "after a path card clears", "when a
    Ranger interacts with a feature"; no guard naming "that card" or "the card you are testing"."""
    assert (
        line(catalog, "01060", "Response")
        == "Response (after a path card clears): Put 1 inkrill on this card."
    )
    assert line(catalog, "01060", "Use 1 inkrill") == (
        "Use 1 inkrill (when a Ranger interacts with a feature): Add 1 effort to the test."
    )


@pytest.mark.parametrize(
    ("card", "said"),
    [
        (
            "01021",
            "Each Ranger may move a being within their reach to another area",
        ),  # A Gentle Nudge
        ("01035", "Each Ranger may put 1 harm on a Flora card"),  # Nature's Abundance, alike
    ],
)
def test_each_ranger_in_turn_may_is_one_sentence(catalog: Catalog, card: str, said: str) -> None:
    """01021 A Gentle Nudge (and 01035 Nature's Abundance): "each Ranger may ... within their
    reach", not "each Ranger in turn: you may ... within your reach" (the third reading's wording)."""
    text = line(catalog, card, "When played")
    assert said in text and "in turn: you may" not in text


def test_01064_thoroughly_prepared_says_no_you_may_for_a_moment(catalog: Catalog) -> None:
    """01064 Thoroughly Prepared, its response: a moment is played or not; "You may:" said nothing."""
    assert line(catalog, "01064", "Response") == (
        "Response (when a Ranger would suffer fatigue): That Ranger soothes that many fatigue instead."
    )


def test_01077_pokodo_the_ferret_pays_its_progress_to_do_the_rest(catalog: Catalog) -> None:
    """01077 Pokodo the Ferret, its exhaust ability: the progress taken off it is what pays for the
    rest ("remove 1 progress from this card to ..."), not a guard and a first step."""
    text = line(catalog, "01077", "Exhaust")
    assert text.startswith(
        "Exhaust: Remove 1 progress from this card to give an Aid card 1 of its own tokens"
    )
    assert "If there is progress" not in text


@pytest.mark.parametrize(
    ("card", "head", "said"),
    [
        (
            "01080",
            "Exhaust",
            "Put a Manifestation card in your discard into your hand.",
        ),  # Prodigy of the Floating Tower
        ("01101", "After you succeed", "to put this card into your hand."),  # Meticulous
        ("01105", "After you succeed", "to put this card into your hand."),  # Persuasive
        ("01382", "When this clears", "Put a gear in your discard into your hand."),  # alike, a location
    ],
)
def test_a_card_of_yours_goes_to_your_hand(catalog: Catalog, card: str, head: str, said: str) -> None:
    """01080 Prodigy of the Floating Tower, 01101 Meticulous, 01105 Persuasive (and the cards alike):
    a card found in your own zones, or this card, goes into "your hand", not "its owner's hand"."""
    text = line(catalog, card, head)
    assert text.endswith(said) and "owner's hand" not in text


def test_01210_umbral_claw_says_its_test_skips_crest_effects_as_a_sentence(catalog: Catalog) -> None:
    """01210 Umbral Claw, Slash: "No crest challenge effects resolve during a Slash test.", not
    "Slash - no crest ... during this test"."""
    assert "No crest challenge effects resolve during a Slash test." in rules_text(catalog.card("01210"))


def test_01215_touch_of_the_verdessa_says_the_biomeld_bonus_once(catalog: Catalog) -> None:
    """01215 Touch of the Verdessa: one sentence, the choice of harm or progress, the Biomeld's 2 more
    said once; not two options each with "then if that card is a Biomeld card"."""
    assert line(catalog, "01215", "When played") == (
        "When played: Put 1 harm on a Flora card to put 4 harm or progress (choose one) on a path card "
        "(2 more if it is a Biomeld card)."
    )


def test_01218_probability_compass_says_its_swap_once(catalog: Catalog) -> None:
    """01218 Probability Compass: the modifier swap said once, its guard (a better modifier, the
    energy to pay) told by the swap itself; not "the revealed challenge card" twice."""
    text = line(catalog, "01218", "Use 1 needle")
    assert text.endswith(
        "Use a better modifier the revealed card shows for another aspect instead, paying 1 energy "
        "of that aspect."
    )
    assert "revealed challenge card" not in text and "you have 1 energy" not in text


def test_01015_moment_of_desperation_counts_the_tokens_where_they_are_used(catalog: Catalog) -> None:
    """01015 Moment of Desperation: "harm equal to its tokens", not "(counting its tokens) ... that
    many harm"."""
    text = line(catalog, "01015", "When played")
    assert (
        text == "When played: Discard a gear in your player area to put harm equal to its tokens on a being."
    )
