"""Issue #27, the sweep of the unread cards, group R1 (docs/card-audit.md): each card whose
generated text read poorly against the printed card, against the wording it has now. Each test
names the card and the clause, and the words that are gone; a fix in a shared template names the
other cards it mends."""

from __future__ import annotations

from rangers_qt.content.behaviour.text import rules_text
from rangers_qt.content.catalog import Catalog


def text_of(catalog: Catalog, card: str) -> str:
    return " ".join(rules_text(catalog.card(card)))


def test_01055_dayhowler_says_its_discard_first_as_the_price(catalog: Catalog) -> None:
    """01055 Dayhowler, ability 1: the discard is the price of the exhausts, said first; no engine
    word ("Free action"), no guard said and then repeated as "for each charge"."""
    text = text_of(catalog, "01055")
    assert text.startswith("Discard this card: Exhaust 1 being per charge on this card.")
    assert "Free action" not in text and "If there is a charge" not in text


def test_a_chosen_ranger_is_the_subject_of_their_one_clause(catalog: Catalog) -> None:
    """01004 Trail Mix ("For a Ranger of your choice: that Ranger soothes"), and alike 01227
    Philosopher's Honey and 01228 Quisi's Favorite Snack: the chosen Ranger soothes, in one
    clause; their guard (fatigue and the energy: tests/cards/printed/test_sweep_r1.py) said as a
    player would."""
    for card, aspect in (("01004", "FIT"), ("01227", "FOC"), ("01228", "SPI")):
        text = text_of(catalog, card)
        guard = f"If a Ranger has fatigue and a Ranger has {aspect} energy"
        assert f"{guard}, a Ranger of your choice soothes" in text
        assert "that Ranger" not in text and "For a Ranger" not in text


def test_01036_static_sifter_says_its_guard_as_a_ranger_with_fatigue(catalog: Catalog) -> None:
    """01036 Static Sifter, ability 2: its new guard reads "a Ranger has fatigue", never "the
    fatigue of each Ranger is at least 1" (which reads as every Ranger)."""
    text = text_of(catalog, "01036")
    assert "If a Ranger has fatigue, a Ranger of your choice soothes 2 fatigue." in text
    assert "at least" not in text


def test_01002_paths_we_ve_roamed_before_counts_its_cards_in_the_plural(catalog: Catalog) -> None:
    """01002 Paths We've Roamed Before, its play: "up to 4 moments or attributes", never "up to 4
    moment or attribute" (a cap of 1 stays singular: 01037's "up to 1 card")."""
    text = text_of(catalog, "01002")
    assert "Put up to 4 moments or attributes other than" in text
    assert "4 moment or attribute " not in text
    assert "up to 1 card" in text_of(catalog, "01037")


def test_01010_the_right_tool_the_chosen_ranger_swaps_their_own_gear(catalog: Catalog) -> None:
    """01010 The Right Tool, its play: the chosen Ranger may swap a gear of theirs (the engine makes
    them "you" of the swap); never "a Ranger of your choice: you may ... your player area"."""
    text = text_of(catalog, "01010")
    assert text.startswith("When played: A Ranger of your choice may discard a gear in their player area")
    assert "your player area" not in text and "your deck" not in text


def test_01011_pocketed_belt_pouch_lowers_your_gear_only(catalog: Catalog) -> None:
    """01011 Pocketed Belt Pouch, its constant: the engine lowers the equip of its owner's gear, and
    the owner is the reader: "each gear in your player area", never "in its owner's" (which reads
    as every Ranger's gear)."""
    text = text_of(catalog, "01011")
    assert text.startswith("Each gear in your player area takes -1 equip (never below 1).")
    assert "its owner's" not in text


def test_01030_puffercrawler_spores_names_the_being_it_is_attached_to(catalog: Catalog) -> None:
    """01030 Puffercrawler Spores, its constant: "while this card is attached to a being, that
    being has Flora", never "the attached card has Flora while the attached card is a being"."""
    text = text_of(catalog, "01030")
    assert "While this card is attached to a being, that being has Flora." in text
    assert "while the attached card is" not in text


def test_01047_hidden_trail_says_where_it_is_attached(catalog: Catalog) -> None:
    """01047 Hidden Trail, its response: "if this card is attached to the location", never "if the
    attached card is the location"."""
    text = text_of(catalog, "01047")
    assert "If this card is attached to the location, you may let the group travel" in text
    assert "If the attached card is" not in text


def test_01054_carbonforged_cable_keeps_the_predator_exhausted(catalog: Catalog) -> None:
    """01054 Carbonforged Cable, its use-1-length answer: the readying cancelled is said as the
    predator staying exhausted, never "you may cancel it"."""
    text = text_of(catalog, "01054")
    assert "Use 1 length (when the attached card would ready): You may keep it exhausted." in text
    assert "cancel it" not in text


def test_01018_energized_hiking_greaves_names_the_cards_between_once(catalog: Catalog) -> None:
    """01018 Energized Hiking Greaves, its use-X-buffers answer: one name for the card tested ("your
    target"), and no guard said before the effect that repeats it (the engine still offers it only
    with a card between: tests/cards/test_ranger_artisan.py)."""
    text = text_of(catalog, "01018")
    head = "Use X buffers (when you perform a test): "
    assert text == head + "Each card between you and your target fatigues you X less this test."
    assert "the card you interact with" not in text
