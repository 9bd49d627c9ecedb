"""Issue #27, the sweep of the unread cards, group L (docs/card-audit.md): each card of the group
whose generated text read poorly against the printed card, against the wording it has now. Each
test names the card and the clause, and the words that are gone; a fix in a shared template names
the other cards it mends."""

from __future__ import annotations

from rangers_qt.content.behaviour.text import rules_text
from rangers_qt.content.catalog import Catalog


def text_of(catalog: Catalog, card: str, side: str | None = None) -> str:
    return " ".join(rules_text(catalog.card(card), side))


def test_01419_spire_draw_is_told_to_you_as_the_trigger_names_you(catalog: Catalog) -> None:
    """01419 Spire, its response (when you would draw a path card): the Ranger drawing is "you" in
    the whole clause, never "that Ranger" after a trigger saying "you"."""
    text = text_of(catalog, "01419")
    assert (
        "Response (when you would draw a path card): If your Ranger token is on this card, "
        "you may draw 1 card from the spire deck instead." in text
    )
    assert "that Ranger" not in text and "you may:" not in text


def test_every_response_naming_you_in_its_trigger_says_you_after_it(catalog: Catalog) -> None:
    """The same template over every card: no line whose trigger names "you" goes on to "that
    Ranger" for the same Ranger."""
    for card in catalog.cards.values():
        for line in rules_text(card, None):
            head, _, body = line.partition("): ")
            if any(f"({t} you " in head for t in ("when", "after", "before")):
                assert "that Ranger" not in body, (card.id, line)


def test_01426_the_alluvial_ruins_names_the_top_card_of_the_detritus_deck(catalog: Catalog) -> None:
    """01426 The Alluvial Ruins, its arrival setup ("the top detritus deck card" before) and its
    path deck line (the sets by their names, as the card names them)."""
    text = text_of(catalog, "01426")
    assert "each: put the top card of the detritus deck into play." in text
    assert "the Grassland, Lakeshore and Old Growth sets are kept apart" in text
    assert "top detritus deck card" not in text
    assert "the Spire set is kept apart" in text_of(catalog, "01419")


def test_01444_greenbriar_knoll_arrival_is_one_draw_and_a_choice_by_its_symbol(catalog: Catalog) -> None:
    """01444 Greenbriar Knoll, its arrival setup (three "then if that card shows ..." before), and
    alike 01452, the only other card turning up a challenge card at arrival."""
    for card in ("01444", "01452"):
        text = text_of(catalog, card)
        assert (
            "turn up the top challenge card and discard it, then by its symbol: on a sun, scout 2 "
            "path cards, then put the top path card into play; on a mountain, put the top path card "
            "into play; on a crest, scout 3 path cards, then put the top 2 path cards into play one by one."
        ) in text, card
        (arrival,) = [line for line in rules_text(catalog.card(card), None) if line.startswith("Arrival")]
        assert "that card shows" not in arrival


def test_01451_ancestors_grove_sun_puts_your_card_on_your_fatigue_stack(catalog: Catalog) -> None:
    """01451 Ancestor's Grove, its sun: a card of your own discard goes on "your" fatigue stack,
    as a card of yours goes into "your hand"; alike 01224 (cards of your deck). 01002 takes cards
    of any Ranger's discard, so "its owner's" stays there."""
    assert "Sun: Put a card in your discard face down on top of your fatigue stack." in text_of(
        catalog, "01451"
    )
    assert "on top of your fatigue stack" in text_of(catalog, "01224")
    assert "its owner's fatigue stack" in text_of(catalog, "01002")


def test_01453_mount_nim_arrival_discards_the_other_of_two(catalog: Catalog) -> None:
    """01453 Mount Nim, its arrival setup: of 2 cards set aside one is kept, so "the other" goes to
    the path discard ("the others" before)."""
    text = text_of(catalog, "01453")
    assert "into play where its arrow says and the other in the path discard." in text
    assert "the others" not in text
