"""Issue #27, the sweep of the unread cards, group P2 (docs/card-audit.md): each card whose
generated text read poorly against the printed card, against the wording it has now. Each test
names the card and the clause and the words that are gone; a fix in a shared template names the
other cards it mends (none, where the golden file's diff named only this card)."""

from __future__ import annotations

from rangers_qt.content.behaviour.text import rules_text
from rangers_qt.content.catalog import Catalog


def text_of(catalog: Catalog, card: str, side: str | None = None) -> str:
    return " ".join(rules_text(catalog.card(card), side))


def test_01352_agitated_meadowlarks_names_the_being_in_its_trigger(catalog: Catalog) -> None:
    """01352 Agitated Meadowlarks, its response: the being is named in the trigger, within the reach
    of the Ranger asked, not "a card enters ...: if ... that card is a being"."""
    text = text_of(catalog, "01352")
    assert text.startswith(
        "Response (before a being enters play or moves within your reach): If your Ranger token is on"
        " this card, you may move your Ranger token to your role, then exhaust it."
    )
    assert "that card is a being" not in text


def test_01400_the_deep_woods_prevents_as_much_fatigue_as_the_harm_it_takes(catalog: Catalog) -> None:
    """01400 The Deep Woods, its response: "when a being fatigues you", and the harm taken as the
    fatigue prevented, said once; no "it comes from a being", no "choose a number from 0 to that
    many, then it is that many smaller"."""
    text = text_of(catalog, "01400")
    assert text.startswith(
        "Response (when a being fatigues you): If your Ranger token is on this card, put up to that"
        " many harm on this card to prevent as much of the fatigue."
    )
    for gone in ("comes from a being", "choose a number", "smaller"):
        assert gone not in text


def test_01354_puffercrawler_host_has_persistent_said_of_the_host_once(catalog: Catalog) -> None:
    """01354 Puffercrawler, its constant (it has Persistent while attached to a role or to a card
    with Persistent): a keyword is had, not been, and the host is named once; no "is a
    persistent"."""
    text = text_of(catalog, "01354")
    assert text.startswith("This card has persistent while the attached card is a role or has persistent.")
    assert "is a persistent" not in text


def test_01373_ranger_cache_clear_each_ranger_shuffles_two_of_their_own(catalog: Catalog) -> None:
    """01373 Ranger Cache, its clear by Ranger tokens: each Ranger's own 2 cards, the count said
    once; no "in turn: 2 times:", no "its owner's deck" for a Ranger's own card."""
    text = text_of(catalog, "01373")
    assert text.startswith(
        "When this clears by Ranger tokens: Each Ranger shuffles 2 cards from their discard into their deck."
    )
    for gone in ("2 times", "in turn", "its owner's"):
        assert gone not in text


def test_01376_carnivorous_naiad_sun_names_who_chooses_and_tells_options_by_their_effects(
    catalog: Catalog,
) -> None:
    """01376 Carnivorous Naiad, its sun (the Ranger with the most fatigue gives up 1 AWA or moves
    their token onto it): that Ranger is the one choosing, each option told by its effect; no
    "Label (if ...): effect / Label: effect", no "your" token for another Ranger's."""
    text = text_of(catalog, "01376")
    assert (
        "Sun: The Ranger with the most fatigue chooses one: spend 1 AWA energy; or move their Ranger"
        " token to this card." in text
    )
    for gone in (" / ", "Move your Ranger token to the Naiad", "pool is at least"):
        assert gone not in text


def test_01388_heart_of_the_swamp_names_the_marsh_of_rebirth(catalog: Catalog) -> None:
    """01388 Heart of the Swamp, its clear by progress: the route opened goes to the Marsh of
    Rebirth by its name, the terrain said as what it does; no slug title-cased, no bare "(swamp)"."""
    text = text_of(catalog, "01388")
    assert "the group may travel to Marsh of Rebirth (its path deck uses the swamp terrain)." in text
    assert "Marsh Of" not in text and "(swamp)" not in text


def test_01401_bloodbeckoned_velox_mountain_says_the_named_card_is_in_play(catalog: Catalog) -> None:
    """01401 Bloodbeckoned Velox, its mountain (no active prey and The Whispering Fields in play):
    a card named alone is one card in play; no "there is The Whispering Fields"."""
    text = text_of(catalog, "01401")
    assert "If there is no active Prey card and The Whispering Fields is in play: attach" in text
    assert "there is The" not in text
