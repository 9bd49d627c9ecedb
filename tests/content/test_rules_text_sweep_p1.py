"""Issue #27, the sweep of the unread cards, group P1 (docs/card-audit.md): each card of the 30
whose generated text read poorly against the printed card, against the wording it has now. Each
test names the card and the clause, and the words that are gone; a fix in a shared template names
the other cards it mends."""

from __future__ import annotations

from rangers_qt.content.behaviour.text import rules_text
from rangers_qt.content.catalog import Catalog


def text_of(catalog: Catalog, card: str, side: str | None = None) -> str:
    return " ".join(rules_text(catalog.card(card), side))


def reads(catalog: Catalog, card: str, said: str, gone: tuple[str, ...]) -> None:
    """The card's text says ``said`` and none of the words ``gone``."""
    text = text_of(catalog, card)
    assert said in text, text
    for words in gone:
        assert words not in text, words


def test_01344_dolewood_canopy_reads_as_a_perch_one_ranger_climbs_down_from(catalog: Catalog) -> None:
    """01344 Dolewood Canopy: its Climb is told by its two effects (never "Label: effect / Label:
    effect"), the guarded move home is "take your Ranger token off this card", the ban reads over
    "any feature or location", and the sun names one Ranger, not each
    (tests/cards/printed/test_sweep_p1.py)."""
    text = text_of(catalog, "01344")
    assert (
        "You cannot put progress on any feature or location while your Ranger token is on this card." in text
    )
    assert (
        "Climb - Success: Choose one: move your Ranger token to this card;"
        " or take your Ranger token off this card." in text
    )
    assert "Sun: A Ranger whose token is on this card may move their token to their role." in text
    for gone in (
        "on each feature or location",
        "Put your Ranger token on it:",
        "For each Ranger",
        "you may you",
    ):
        assert gone not in text, gone


def test_a_guarded_move_home_is_taking_the_token_off_this_card(catalog: Catalog) -> None:
    """The same template as Dolewood Canopy's Climb: 01386 Megadam Ruins' Circumnavigate and 01376 Carnivorous
    Naiad's Pull say "take your Ranger token off this card", not "if your Ranger token is on this card: you
    move your Ranger token to your role"."""
    assert text_of(catalog, "01386").count("Take your Ranger token off this card.") == 1
    assert "then take your Ranger token off this card" in text_of(catalog, "01376")
    for card in ("01344", "01376", "01386"):
        assert "if your Ranger token is on this card: you move" not in text_of(catalog, card), card


def test_options_side_by_side_share_their_subject(catalog: Catalog) -> None:
    """01278 Rapids' crest (the same template as Dolewood Canopy's Climb): "remove 2 progress from
    this card; or suffer 1 injury", not "...; or you suffer 1 injury"."""
    text = text_of(catalog, "01278")
    assert "choose one: remove 2 progress from this card; or suffer 1 injury." in text
    assert "or you suffer" not in text


def test_01312_ol_bloody_clicker_names_what_exhausts_it_in_the_trigger(catalog: Catalog) -> None:
    """01312 Ol' Bloody Clicker, its response: the trigger is a Prey card's mountain challenge effect
    exhausting it, not "after this card is exhausted: if that card is this card and ..."."""
    said = (
        "Response (after a Prey card's mountain challenge effect exhausts this card):"
        " Ready this card, then put 2 progress on this card."
    )
    reads(catalog, "01312", said, ("that card is this card", "did it", "comes from"))


def test_01319_dancers_round_names_the_cleared_human_and_the_entry_read_in_its_place(
    catalog: Catalog,
) -> None:
    """01319 Dancer's Round, its response: the Human with a Ranger token on it is named in the
    trigger, and the players read entry 67 in place of the one it would read (no card "reads", no
    "until the end of the turn", the engine's span for the swap)."""
    said = (
        "When a Human card with a Ranger token on it clears: Each Ranger whose token is on it moves it"
        " to this card, then read campaign guide entry 67 in place of the entry it would read."
    )
    reads(
        catalog, "01319", said, ("When another card clears", "that card reads", "until the end of the turn")
    )


def test_01286_toxin_eater_sun_names_the_water_feature_once(catalog: Catalog) -> None:
    """01286 Toxin Eater, its sun: the Water feature the guard finds is "one" in the clause that
    takes its progress (as 01334's and 01428's mountains already say), not named twice."""
    text = text_of(catalog, "01286")
    assert (
        "Sun: If there is an active Water feature with 1+ progress: remove 1 progress from one, then" in text
    )
    assert text.count("active Water feature") == 1


def test_01271_flood_names_its_host_leaving_play_in_the_trigger(catalog: Catalog) -> None:
    """01271 Flood, its response: "when the attached card leaves play without being cleared", not
    "when this card becomes unattached: if that card is not in play and it was not cleared"."""
    reads(
        catalog,
        "01271",
        "Response (when the attached card leaves play without being cleared): Search the path deck",
        ("becomes unattached", "that card is not in play", "it was not cleared"),
    )


def test_a_loop_over_the_rangers_reach_reads_as_each_ranger_or_a_ranger(catalog: Catalog) -> None:
    """01289 Overgrown Reactor's crest (every Ranger with water near is hurt: "each Ranger with")
    and 01292 Cerberusian Cyclone's crest (the card moved is within one Ranger's reach at most: "a
    Ranger"), not the engine's "for each Ranger: if ...: that Ranger ..."."""
    reactor, cyclone = text_of(catalog, "01289"), text_of(catalog, "01292")
    assert "Crest: Each Ranger with a Water feature within their reach suffers 1 injury." in reactor
    assert "then if that card is within a Ranger's reach, it fatigues that Ranger." in cyclone
    for text in (reactor, cyclone):
        assert "For each Ranger" not in text and "for each Ranger" not in text
        assert "within that Ranger's reach" not in text
