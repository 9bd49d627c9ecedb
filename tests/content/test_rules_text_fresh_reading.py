"""Issue #27, a fresh reading (seed 9301, docs/card-audit.md): each card of the sample whose
generated text said something other than the printed card, or read poorly, against the wording it
has now. Each test names the card and the clause, and the words that are gone. (What the engine
got wrong or missed is proven by the scenario tests named in docs/card-audit.md.)"""

from __future__ import annotations

import pytest

from rangers_qt.content.behaviour.text import rules_text
from rangers_qt.content.catalog import Catalog


def line(catalog: Catalog, card: str, head: str, side: str | None = None) -> str:
    """The card's line (of one face, for a two-faced card) that starts with ``head``."""
    found = [t for t in rules_text(catalog.card(card), side) if t.startswith(head)]
    assert len(found) == 1, (card, head, rules_text(catalog.card(card), side))
    return found[0]


@pytest.mark.parametrize("card", ["01435", "01448"])
def test_a_location_commit_rule_removes_up_to_two_progress(catalog: Catalog, card: str) -> None:
    """01435 The Concordant Ziggurats and 01448 The Fractured Wall, the rule as you commit effort
    to their test: "up to 2 progress", said once, not "any number ... (at most 2)"."""
    text = line(catalog, card, "As you commit")
    assert "Remove up to 2 progress from this card, then add that many effort" in text
    assert "any number" not in text and "(at most 2)" not in text


def test_01207_reclaimer_mucus_names_the_attached_card_in_its_trigger(catalog: Catalog) -> None:
    """01207 Reclaimer Mucus, its response: the attached card is the one that fatigues a Ranger,
    said in the trigger, not a guard about "the card it comes from"."""
    assert (
        line(catalog, "01207", "Response")
        == "Response (when the attached card fatigues a Ranger): Put 1 harm on it."
    )


def test_01084_what_should_never_be_counts_the_fatigue_by_the_cards_discarded(catalog: Catalog) -> None:
    """01084 What Should Never Be, its response: the fatigue is 1 per card discarded this way, not
    "that many" (of what?)."""
    text = line(catalog, "01084", "Response")
    assert text.endswith("then you suffer 1 fatigue per card discarded this way.")
    assert "that many" not in text


def test_mi08_trail_of_vines_sun_moves_the_vine_to_another_flora(catalog: Catalog) -> None:
    """MI08 Trail of Vines, its sun: from one flora to a different one (the engine no longer offers
    the giver as the taker)."""
    assert (
        line(catalog, "MI08", "Sun", "front") == "Sun: Move 1 vine from a Flora card to another Flora card."
    )


def test_mi04_biscuit_basket_give_says_which_human_it_aims_at(catalog: Catalog) -> None:
    """MI04 Biscuit Basket, test Give: only a Human with no biscuit on it (missing before, in the
    engine and the text)."""
    assert line(catalog, "MI04", "Give can be tested", "back") == (
        "Give can be tested only on a Human card with no biscuit on it."
    )


@pytest.mark.parametrize(
    ("card", "head", "said", "gone"),
    [
        ("01383", "Sound", "then exhaust as many beings as your effort.", "as many times as"),
        ("01409", "Distract", "Distract - Success: Exhaust 1 being per 2 effort.", "as many times as"),
    ],
)
def test_beings_exhausted_by_the_effort_are_counted_as_beings(
    catalog: Catalog, card: str, head: str, said: str, gone: str
) -> None:
    """01383 The Hornbranch's Sound (and 01409 Tollin Lang's Distract, alike): a number of beings
    exhausted, each a different ready one, not "as many times as your effort: exhaust a being"."""
    text = line(catalog, card, head)
    assert text.endswith(said) and gone not in text


def test_01369_evergreen_hall_share_attaches_the_card_found(catalog: Catalog) -> None:
    """01369 Evergreen Hall, its Share: the card found is attached face down and enters play after
    the next travel; the engine's setting aside is not a step a player takes, and a path card has no
    cost to skip."""
    text = line(catalog, "01369", "Share")
    assert text.startswith(
        "Share - Success: Search the Valley set for a card, then attach that card face down"
    )
    assert text.endswith("after the group next travels, put that card into play.")
    assert "set it aside" not in text and "without paying its cost" not in text


@pytest.mark.parametrize(
    ("head", "said"),
    [
        ("When a Flora card enters play", "When a Flora card enters play: Put 1 vine on it."),
        (
            "When a card with vines",
            "When a card with vines on it clears: Move all vines from it to this card.",
        ),
        ("Crest", "Crest: Each Ranger suffers fatigue equal to the vines on each card within their reach."),
    ],
)
def test_mi08_trail_of_vines_names_the_card_in_its_trigger(catalog: Catalog, head: str, said: str) -> None:
    """MI08 Trail of Vines, its two responses and its crest: the card entering play or clearing is
    named in the trigger ("When a Flora card enters play"), not "another card" and a guard that
    names it again; each Ranger's fatigue counts the vines within their own reach."""
    assert line(catalog, "MI08", head, "front") == said


@pytest.mark.parametrize(
    ("card", "side", "said"),
    [
        ("MI08", "back", "Tumbledown reads campaign guide entry 92 in place of its own entries."),
        (
            "MI04",
            "front",
            "Hy Pimpot, Chef; Kordo, Ranger Veteran; Spirit Speaker Nal and Quisi Vos, Rascal each read "
            "campaign guide entry 91 in place of their own entries.",
        ),
    ],
)
def test_cards_reading_another_entry_are_named_by_name(
    catalog: Catalog, card: str, side: str, said: str
) -> None:
    """MI08's back (Deeper Motives) and MI04 Biscuit Delivery: the cards that read another entry
    by their names, not "a Tumbledown" or an "or" list whose commas run into the names'."""
    assert said in rules_text(catalog.card(card), side)
