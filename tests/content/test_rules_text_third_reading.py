"""Issue #27, the third fresh reading (seed 5519, docs/card-audit.md), and the two wordings left by
the reading of seed 9301: each card whose generated text said something other than the printed
card, or read poorly, against the wording it has now. Each test names the card and the clause, and
the words that are gone. (What the engine got wrong or missed is proven by the scenario tests named
in docs/card-audit.md.)"""

from __future__ import annotations

import pytest

from rangers_qt.content.behaviour.text import rules_text
from rangers_qt.content.catalog import Catalog


def line(catalog: Catalog, card: str, head: str, side: str | None = None) -> str:
    """The card's line (of one face, for a two-faced card) that starts with ``head``."""
    found = [t for t in rules_text(catalog.card(card), side) if t.startswith(head)]
    assert len(found) == 1, (card, head, rules_text(catalog.card(card), side))
    return found[0]


@pytest.mark.parametrize(
    ("card", "side", "head", "options"),
    [
        ("MI08", "back", "Crest", "choose one: a Ranger of your choice suffers 2 fatigue; or exhaust"),
        ("01370", "front", "Wrap", "choose one: a Ranger of your choice heals 1 injury; or remove 2 harm"),
        (
            "01032",
            "front",
            "Tend - Success",
            "Choose one: put harm equal to your effort on the card you are testing; or",
        ),
    ],
)
def test_a_choice_is_told_by_its_options_effects_not_their_labels(
    catalog: Catalog, card: str, side: str, head: str, options: str
) -> None:
    """MI08 Deeper Motives' crest (left from seed 9301), and alike 01370 Fresh Blue Kelpweed's Wrap and
    01032 Carbonforged Trowel's Tend: each option is said once, by what it does; the prompt's label
    ("A Ranger suffers 2 fatigue: a Ranger of your choice suffers 2 fatigue") no longer stands in
    front of it."""
    text = line(catalog, card, head, side)
    assert options in text
    assert " / " not in text and "Ranger suffers 2 fatigue: " not in text


@pytest.mark.parametrize(
    ("card", "side", "head", "said"),
    [
        ("01297", "front", "Mountain", "Mountain: Choose one: exhaust your role; or this card fatigues you."),
        (
            "MI07",
            "front",
            "Crest",
            "Crest: If this card is attached: exhaust a non-Human being to choose one: a Ranger of your "
            "choice spends 1 FOC energy; or this card comes off the card it is on.",
        ),
        (
            "01397",
            "front",
            "Sun",
            "Sun: If there is an exhausted Predator card: choose one: remove 2 progress from this card; "
            "or ready a Predator card.",
        ),
        (
            "01278",
            "front",
            "Crest",
            "Crest: If this card is within reach: choose one: remove 2 progress from this card; or "
            "suffer 1 injury.",
        ),
    ],
)
def test_a_choice_whose_fallback_is_its_other_option_is_said_as_the_choice(
    catalog: Catalog, card: str, side: str, head: str, said: str
) -> None:
    """01297 Fetid Bog's mountain and MI07 Sensor Network's crest (seed 5519), and alike 01397
    Jaris's sun and 01278 Rapids' crest: "if the first option can be done: choose one ...; otherwise the
    second" is the choice alone; the guard and the fallback ("otherwise this card fatigues you")
    are not told twice, and Sensor Network no longer reads "to if a Ranger has FOC energy"."""
    text = line(catalog, card, head, side)
    assert text == said
    assert "otherwise" not in text and "to if " not in text


@pytest.mark.parametrize(
    ("card", "said"),
    [
        (
            "01035",
            "When played: Each Ranger may put 1 harm on a Flora card not yet at its harm threshold "
            "to soothe 1 fatigue, then take 1 energy of any aspect.",
        ),
        (
            "01021",
            "When played: Each Ranger may move a being within their reach to another area to put 1 "
            "progress on it.",
        ),
    ],
)
def test_each_ranger_may_is_said_as_a_player_says_it(catalog: Catalog, card: str, said: str) -> None:
    """01035 Nature's Abundance (left from seed 9301), and alike 01021 A Gentle Nudge: "each Ranger
    may ...", with their own reach, not the engine's "each Ranger in turn: you may ..."."""
    text = line(catalog, card, "When played")
    assert text == said
    assert "in turn" not in text and "your reach" not in text


@pytest.mark.parametrize(
    ("card", "side", "said", "gone"),
    [
        ("MI07", "back", "Search can be tested only while the location is not pivotal.", ""),
        (
            "MI16",
            "front",
            "When a feature enters play: If the location is not a Ranger Station, put 2 trails on it.",
            "Ranger Station location card",
        ),
    ],
)
def test_a_condition_on_the_location_names_its_kind(
    catalog: Catalog, card: str, side: str, said: str, gone: str
) -> None:
    """MI07 Secret Invasion's Search (its restriction, missing before: the errata's non-pivotal
    location) and MI16 Search's feature rule (seed 5519): a condition on the one location in play
    says what the location is ("the location is not a Ranger Station"), not "there is no Ranger
    Station location card"."""
    lines = rules_text(catalog.card(card), side)
    assert said in lines
    assert not gone or all(gone not in t for t in lines)


@pytest.mark.parametrize(
    ("card", "side", "said"),
    [
        ("01351", "front", "Response (after harm is put on this card): Put 1 bee on each Cloudhive Swarm."),
        ("01034", "front", "Response (after you put harm on a Flora card): You may put 1 herb on this card."),
        (
            "01030",
            "front",
            "Response (when the attached card puts harm on a being): Exhaust that being, then attach this "
            "card to that being.",
        ),
        (
            "01056",
            "front",
            "Response (when progress is put on the attached card): 1 more is put there at the same time.",
        ),
        ("01297", "front", "Response (after a being clears by harm): Attach it face down to this card."),
    ],
)
def test_a_response_names_its_tokens_and_card_in_its_trigger(
    catalog: Catalog, card: str, side: str, said: str
) -> None:
    """01351 Cloudhive and 01297 Fetid Bog, their responses (seed 5519), and alike 01034 Loose-Leaf
    Tea Kit, 01030 Puffercrawler Spores, 01056 Trail Markers: which tokens and which card (and how
    a card cleared) are said in the trigger, not "after tokens are put on a card: if that card is
    this card and they are harm" or "that card is a being in the path discard"."""
    lines = rules_text(catalog.card(card), side)
    assert said in lines
    assert not any("tokens are put on a card" in t or "in the path discard" in t for t in lines)


@pytest.mark.parametrize(
    ("card", "side", "said"),
    [
        ("MI07", "front", "When the card this card is attached to clears: Put 1 progress on this card."),
        ("MI12", "front", "When the card this card is attached to clears: Put 1 progress on this card."),
        ("MI16", "back", "When this mission's subject clears by harm: Read campaign guide entry 1.48."),
        ("MI16", "back", "When this mission's subject clears by progress: Remove all progress from it."),
        ("MI15", "back", "When this mission's subject clears by harm: Read campaign guide entry 1.44."),
    ],
)
def test_a_mission_names_the_card_whose_clearing_it_waits_for(
    catalog: Catalog, card: str, side: str, said: str
) -> None:
    """MI07 Sensor Network and MI16 Rescue (seed 5519), and alike MI12 Worm Food and MI15 Confront:
    the card that clears is named in the trigger (the card the mission is attached to, the
    mission's subject, and how it cleared), not "when another card clears: if that card is ..."."""
    lines = rules_text(catalog.card(card), side)
    assert said in lines
    assert not any(t.startswith("When another card clears") for t in lines)


def test_mi07_sensor_network_lists_its_locations_as_a_list(catalog: Catalog) -> None:
    """MI07 Sensor Network, its first response (seed 5519): "The Plummet, The High Basin or Mound of
    the Navigator", not three names joined by "or"."""
    text = line(catalog, "MI07", "When a feature enters play", "front")
    assert "the location is The Plummet, The High Basin or Mound of the Navigator" in text


@pytest.mark.parametrize(
    ("card", "said", "gone"),
    [
        ("01068", "The attached card has -1 presence per snare on this card.", ", times"),
        ("01067", "The attached card has -1 presence per marker on this card.", ", times"),
        (
            "01216",
            "When played: Put 3 progress on a Trail card (2 more if it is a Mountain card or an obstacle).",
            "or that card is",
        ),
        (
            "01085",
            "as often as you choose, up to the total progress on every feature or location.",
            "up to the progress on each",
        ),
        ("01012", "When this enters play: Give the attached card 3 of its own tokens.", "If this card is"),
    ],
)
def test_ranger_cards_of_the_sample_read_as_a_player_says_them(
    catalog: Catalog, card: str, said: str, gone: str
) -> None:
    """Seed 5519: 01068 Tranquilisnare (and alike 01067 Surveyed Land) "-1 presence per snare";
    01216 Tala's Perseverance names the card once ("a Mountain card or an obstacle"); 01085 Shape
    the Earth's cap is the progress on all of them together, not per card; 01012 Universal Power
    Cells no longer guards "if this card is attached" (an attachment enters play attached)."""
    text = next(t for t in rules_text(catalog.card(card)) if said in t)
    assert gone not in text


def test_mi11_washed_away_names_the_discard_that_would_fatigue_you(catalog: Catalog) -> None:
    """MI11 Washed Away, its response (seed 5519; a wording left since the first sample): the
    fatigue a Flood's discard of a Reclaimer would bring, said in the trigger; "in the path
    discard" (twice) and "the card it comes from" are gone."""
    text = line(catalog, "MI11", "Response", "back")
    assert text == (
        "Response (when a Flood discarding a Reclaimer card would fatigue you): Put 1 progress on this "
        "card instead."
    )
