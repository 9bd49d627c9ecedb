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
        "you may instead draw 1 card from the spire deck." in text
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


def test_01428_the_frowning_gate_mountain_names_no_1_plus_progress(catalog: Catalog) -> None:
    """01428 The Frowning Gate, its mountain ("If there is a path card with 1+ progress: remove 1
    progress from one; otherwise ..." before); alike 01334 Arcology Sinkhole's mountain."""
    gate = text_of(catalog, "01428")
    assert "Mountain: Remove 1 progress from a path card; if none has any, you suffer 1 injury." in gate
    sinkhole = text_of(catalog, "01334")
    assert "Mountain: Remove 1 progress from a feature; if none has any, this card fatigues you." in sinkhole
    assert "1+" not in gate + sinkhole


def test_01437_the_philosophers_garden_says_the_card_keeps_its_attachments(catalog: Catalog) -> None:
    """01437 The Philosopher's Garden, its refresh: the card turned face down keeps its
    attachments (the engine kept them; the text left it out). The only card turning one down."""
    assert "Refresh: Turn a face-up path card face down (it keeps its attachments)." in text_of(
        catalog, "01437"
    )


def test_01446_the_furrow_says_a_traverse_test_on_it_puts_1_less_progress(catalog: Catalog) -> None:
    """01446 The Furrow, its constant (the only card changing the progress a test puts)."""
    text = text_of(catalog, "01446")
    assert text.startswith("A Traverse test on this card puts 1 less progress on it.")
    assert "is -1 while" not in text and "the card you are testing" not in text


def test_mi06_rising_waters_names_the_flood_in_its_trigger(catalog: Catalog) -> None:
    """MI06 Rising Waters, its clear response ("When another card clears: If there is a Flood
    attached to that card, ..." before)."""
    text = text_of(catalog, "MI06", "front")
    assert (
        "When a card with a Flood attached clears: Put 1 progress on this card, then put each Flood "
        "attached to it into the path deck, shuffled."
    ) in text
    assert "If there is a Flood" not in text


def test_mi09_find_the_nest_sun_says_one_condition(catalog: Catalog) -> None:
    """MI09 Find the Nest, its sun (two "if ...:" nested before: the outer one, that there is an
    active Seeker, both branches need already)."""
    text = text_of(catalog, "MI09", "front")
    assert (
        "Sun: If the attached card is an active Reclaimer Seeker: discard the attached card, then read "
        "campaign guide entry 1.15; otherwise discard an active Reclaimer Seeker."
    ) in text
    assert "If there is an active Reclaimer Seeker" not in text


def test_mi13_invasion_names_the_path_deck_and_the_day_received(catalog: Catalog) -> None:
    """MI13 Invasion, both faces' path deck lines ("a Ruin or Forest or Mountain location's deck",
    "since this mission came" before); the only card with such a rule."""
    text = text_of(catalog, "MI13")
    assert (
        "Path deck: while 5 to 6 days have passed since you received this mission, a Ruin, Forest or "
        "Mountain location's path deck gets 3 copies of Reclaimer Seeker."
    ) in text
    assert "came" not in text and "or Forest or" not in text


def test_mi14_fall_of_spire_crest_names_the_feature_once(catalog: Catalog) -> None:
    """MI14 The Fall of Spire, its crest ("if there is that card and the harm on that card
    reaches ..." before): a part saying the card is there goes unsaid when the next names it."""
    text = text_of(catalog, "MI14", "back")
    assert "then if the harm on that card reaches its harm threshold: each Ranger suffers 3 fatigue." in text
    assert "there is that card" not in text


def test_we01_a_perfect_day_mountain_puts_the_progress_on_it(catalog: Catalog) -> None:
    """WE01 A Perfect Day, its mountain ("put 1 progress on the card the test put progress on")."""
    text = text_of(catalog, "WE01", "front")
    assert "Mountain: If the test put progress on a card: put 1 progress on it." in text


def test_we03_howling_winds_sun_is_up_to_2_fatigue_for_as_much_wind(catalog: Catalog) -> None:
    """WE03 Howling Winds, its sun (four steps and "you choose a number from 0 to the wind on this
    card (at most 2)" before): the fatigue chosen is the wind removed."""
    text = text_of(catalog, "WE03", "front")
    assert (
        "Sun: Put 2 wind on this card, then suffer up to 2 fatigue, "
        "then remove that many wind from this card."
    ) in text
    assert "choose a number" not in text


def test_we04_clinging_mist_sun_discards_an_energy(catalog: Catalog) -> None:
    """WE04 Clinging Mist, its sun ("Spend 1 energy", paying for nothing, before); a spend that is a
    cost keeps its verb (01007)."""
    assert "Sun: Discard 1 energy." in text_of(catalog, "WE04", "back")
    assert "Spend 1 energy to take 1 energy of any aspect." in text_of(catalog, "01007")
