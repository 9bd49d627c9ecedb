"""Issue #27, the wording pass over the 172 cards the five readings drew (docs/card-audit.md, "The
wording pass over the read cards"): each class of wording that read poorly against the printed
card, against the wording it has now. Each fix is a shared template, so each test names every card
it mends, and the words that are gone."""

from __future__ import annotations

from typing import Any

import pytest
from pydantic import BaseModel

from rangers_qt.app.faces import face_for, test_line, token_count
from rangers_qt.content.behaviour.text import rules_text
from rangers_qt.content.catalog import Catalog
from rangers_qt.content.models import Amount


def face_text(catalog: Catalog, card: str, back: bool = False) -> str:
    """Every line the face shows (test lines, rules text, token line, objective)."""
    return " ".join(face_for(catalog.card(card), back).rules)


@pytest.mark.parametrize(
    ("card", "back", "said"),
    [
        ("01007", False, "Enters play with 3 charges."),  # Adaptable Multitool
        ("01013", False, "Enters play with 3 charges."),  # Functional Replica
        ("01073", False, "Enters play with 3 charges."),  # Intention Translator
        ("01023", False, "Enters play with 3 calls."),  # Paratrepsis Whistle
        ("01040", False, "Enters play with 3 drops."),  # Hydrolens Goggles
        ("01204", False, "Enters play with 2 sketches."),  # Sil's Sketchbook
        ("01210", False, "Enters play with 3 rakes."),  # Umbral Claw
        ("01212", False, "Enters play with 4 fibers."),  # Gauzeblade
        ("01218", False, "Enters play with 4 needles."),  # Probability Compass
        ("01219", False, "Enters play with 3 shifts."),  # Translocator
        ("01223", False, "Enters play with 3 pulses."),  # Dendritic Vine
        ("01231", False, "Enters play with 3 xp."),  # Ranger Badge: an abbreviation, not counted
        ("01431", False, "Enters play with 4 struts."),  # The Greenbridge
        ("MI04", True, "Enters play with 3 biscuits."),  # Biscuit Basket
        ("01438", False, "Enters play with 2 neglect per Ranger."),  # Northern Outpost
        ("01060", False, "Enters play with no inkrill."),  # Memorill Sketchpad
        ("01377", False, "Enters play with no lures."),  # Lutrinal Holt
        ("01440", False, "Enters play with no routes."),  # Mound of the Navigator
        ("WE02", True, "Starts with no rain."),  # Gathering Storm
        ("01068", False, "Enters play with 1 snare."),  # Tranquilisnare: one, not counted
    ],
)
def test_a_face_counts_its_tokens(catalog: Catalog, card: str, back: bool, said: str) -> None:
    """The token line counts as the rules text does: "3 charges", never "3 charge"; a mass word
    stays ("2 neglect"), per Ranger after the noun (not "2 per Ranger neglect"), none as "no"
    (not "0 inkrill")."""
    text = face_text(catalog, card, back)
    assert said in text
    assert " 0 " not in text and "per Ranger neglect" not in text


def test_token_counts_one_below_at_and_above_one() -> None:
    """The count's threshold is one: 0 is "no", 1 is singular, 2 plural; X and per Ranger alike."""
    assert token_count(Amount(n=0), "charge") == "no charges"
    assert token_count(Amount(n=1), "charge") == "1 charge"
    assert token_count(Amount(n=2), "charge") == "2 charges"
    assert token_count(Amount(n=2), "harm") == "2 harm"
    assert token_count(Amount(kind="per_ranger", n=1), "trail") == "1 trail per Ranger"
    assert token_count(Amount(kind="per_ranger", n=2), "trail") == "2 trails per Ranger"
    assert token_count(Amount(kind="x"), "stride") == "X strides"


def test_a_test_line_counts_the_tokens_it_uses(catalog: Catalog) -> None:
    """01040 Hydrolens Goggles' Clarify uses one drop, said singular; a use of 2 would be plural."""
    clarify = catalog.card("01040").tests[0]
    assert test_line(clarify) == "AWA + Reason: Clarify (use 1 drop)"
    assert clarify.uses is not None
    two = clarify.model_copy(update={"uses": clarify.uses.model_copy(update={"count": Amount(n=2)})})
    assert test_line(two) == "AWA + Reason: Clarify (use 2 drops)"


def rules(catalog: Catalog, card: str) -> str:
    return " ".join(rules_text(catalog.card(card)))


@pytest.mark.parametrize(
    ("card", "said"),
    [
        ("01024", "Choose a being with progress, then"),  # A Deeper Understanding
        ("01085", "from a feature or location with progress to another"),  # Shape the Earth
        (
            "01334",
            "Mountain: Remove 1 progress from a feature; if none has any,",
        ),  # Arcology Sinkhole
        ("01383", "Sun: Choose an active Human card with harm, then"),  # The Hornbranch
        ("01364", "Sun: If there is an active card with at least 2 presence: shuffle"),  # Artilope
        ("01044", "Choose a Trail card with progress, then"),  # alike
        ("01065", "A being with at least 1 presence has presence 0"),  # alike
        ("01286", "an active Water feature with progress"),  # alike
        ("01428", "Remove 1 progress from a path card; if none has any"),  # alike
    ],
)
def test_a_count_in_a_filter_is_said_in_words(catalog: Catalog, card: str, said: str) -> None:
    """01024, 01085, 01334, 01383, 01364 (and alike 01044, 01065, 01286, 01428): a card picked by
    its tokens or presence reads "with progress" or "with at least 2 presence", never the
    notation "1+ progress", "2+ presence"."""
    text = rules(catalog, card)
    assert said in text
    assert "+ progress" not in text and "+ presence" not in text and "+ harm" not in text


def test_no_card_counts_in_plus_notation(catalog: Catalog) -> None:
    """Over every card: no "N+ " count left (a modifier such as "+1 presence" is not one)."""
    import re

    for cid, card in catalog.cards.items():
        for line in rules_text(card):
            assert not re.search(r"\b[0-9]+\+ ", line), (cid, line)


@pytest.mark.parametrize(
    ("card", "said", "gone"),
    [
        ("MI02", "The attached card has Persistent.", "has persistent"),  # Helping Hand
        ("MI16", "This mission's subject has Persistent.", "has persistent"),  # Rescue
        ("01354", "is a role or has Persistent.", "is a persistent."),  # alike
        ("01401", "This card has Disconnected while", "has disconnected"),  # alike
        ("01404", "if it is a ready Ambush card within your reach", "ready ambush"),  # The Whispering Fields
        ("01453", "(one with Ambush if any has it)", "with ambush"),  # alike, an arrival step
        ("01080", "Put a Manifestation card in your discard into your hand.", "a manifestation"),  # Prodigy
    ],
)
def test_a_keyword_is_capitalised_and_named_as_a_card(
    catalog: Catalog, card: str, said: str, gone: str
) -> None:
    """MI02 Helping Hand and MI16 Rescue (and alike 01354, 01401, 01404, 01453, 01080, 01088): a keyword
    gained or looked for is capitalised as every card names one ("ignoring Ambush"), and one that is
    not a noun is said of a card ("a Persistent card", never "is a persistent"); "obstacle" stays a
    noun ("a Water obstacle")."""
    text = rules(catalog, card)
    assert said in text
    assert gone not in text


@pytest.mark.parametrize(
    ("card", "said"),
    [
        ("01377", "Search the path discard pile and the Lakeshore set for copies"),  # Lutrinal Holt
        ("MI04", "If there is no Quisi Vos, Rascal in the path discard pile:"),  # Biscuit Delivery
        ("01453", "and the other in the path discard pile."),  # alike, an arrival step
    ],
)
def test_the_path_discard_pile_is_named_one_way(catalog: Catalog, card: str, said: str) -> None:
    """01377 Lutrinal Holt, MI04 Biscuit Delivery (and 01453's arrival): "the path discard pile", as
    every other card says it, never "the path discard" alone."""
    text = rules(catalog, card)
    assert said in text


def test_no_card_says_the_path_discard_without_pile(catalog: Catalog) -> None:
    import re

    for cid, card in catalog.cards.items():
        for line in rules_text(card):
            assert not re.search(r"path discard(?! pile)", line), (cid, line)


@pytest.mark.parametrize(
    ("card", "said"),
    [
        (
            "01025",
            "Choose one: remove 1 harm from a being to put 3 progress on it; or a Ranger of your choice",
        ),  # Healing Touch
        (
            "01213",
            "Choose one: if your Ranger token is not on this card, you move your Ranger token to this card;",
        ),  # Dolewood Canoe
        (
            "01321",
            "then choose one: if a Ranger token is on this card, a Ranger of your choice",
        ),  # Caustic Mulcher
        ("01344", "Choose one: move your Ranger token to this card; or take your Ranger token off"),  # alike
        ("01376", "chooses one: spend 1 AWA energy; or move their Ranger token to this card."),  # alike
    ],
)
def test_a_choice_is_told_by_its_effects_never_by_its_labels(catalog: Catalog, card: str, said: str) -> None:
    """01025 Healing Touch, 01213 Dolewood Canoe's Board, 01321 Caustic Mulcher's Wrest (and alike
    01344, 01376): a choice whose options carry a cost or a guard is told by its effects, each guard
    before its option, as the third reading did for the others; never "Label (if ...): effect / ...",
    which tells each option twice. The prompt still shows the labels."""
    text = rules(catalog, card)
    assert said in text
    labels = [b.label for b in _choices(catalog, card)]
    assert labels and not any(f"{label}:" in text or f"{label} (if" in text for label in labels)


def _choices(catalog: Catalog, card: str) -> list[Any]:
    """The options of every choice on the card's front (its behaviour data, walked)."""
    from rangers_qt.content.behaviour.control import ChooseOne

    found: list[Any] = []

    def walk(node: Any) -> None:
        if isinstance(node, ChooseOne):
            found.extend(node.options)
        if isinstance(node, BaseModel):
            for name in type(node).model_fields:
                walk(getattr(node, name))
        elif isinstance(node, (list, tuple)):
            for item in node:
                walk(item)
        elif isinstance(node, dict):
            for item in node.values():
                walk(item)

    walk(catalog.card(card).behaviour)
    return found


def test_no_card_tells_a_choice_by_label_and_slash(catalog: Catalog) -> None:
    for cid, card in catalog.cards.items():
        for line in rules_text(card):
            assert not ("hoose one:" in line and " / " in line), (cid, line)


@pytest.mark.parametrize(
    ("card", "said"),
    [
        (
            "01026",
            "would resolve): You may remove 2 progress from the attached card to cancel it.",
        ),  # Calming Presence
        (
            "01081",
            "performs a test): You may remove 1 or more progress from the attached card, then dodge",
        ),  # Root Snare
    ],
)
def test_a_guard_the_price_tells_goes_unsaid(catalog: Catalog, card: str, said: str) -> None:
    """01026 Calming Presence, 01081 Root Snare: "if the attached card has at least 2 progress, you
    may: remove 2 progress from the attached card" told its guard twice (tokens to remove are
    tokens there) and put a colon after "you may"; only these two cards had it."""
    text = rules(catalog, card)
    assert said in text
    assert "you may:" not in text and "If the attached card has at least" not in text
    assert "If there is progress on the attached card" not in text


@pytest.mark.parametrize(
    ("card", "said", "gone"),
    [
        ("01408", "you ignore other cards' Obstacle keyword while", "Obstacle on other cards"),  # Spiderline
        ("01057", "During your turn, you ignore other cards' Obstacle keyword.", "Obstacle on other cards"),
        (
            "01438",
            "When the last neglect leaves this card: Read campaign guide entry 4.1.",
            "As tokens leave",
        ),  # Northern Outpost
    ],
)
def test_engine_words_are_gone(catalog: Catalog, card: str, said: str, gone: str) -> None:
    """01408 Spiderline Stanchion (and alike 01057): a keyword one ignores is "other cards' Obstacle
    keyword", not "Obstacle on other cards"; 01438 Northern Outpost's guide entry waits "when the
    last neglect leaves this card" (the sixth reading's fixes), not "as" tokens leave (a state the
    engine watches)."""
    text = rules(catalog, card)
    assert said in text
    assert gone not in text


def test_a_card_compared_with_itself_is_it(catalog: Catalog) -> None:
    """01280 Strong Current's sun: the card moved is checked against this one: "then if it was this
    card, it fatigues you", not "if that card is this card: this card fatigues you" (the only card)."""
    text = rules(catalog, "01280")
    assert "then if it was this card, it fatigues you." in text
    assert "that card is this card" not in text


@pytest.mark.parametrize(
    ("card", "said"),
    [
        (
            "01452",
            "into play; on a mountain, put the top path card into play; on a crest, scout",
        ),  # Boulder Field
        ("01350", "When this clears by harm: If this card is within reach: "),  # Ball Lightning
        ("01350", "suffers 2 injuries; if it is along the way: remove all progress"),  # Ball Lightning
        ("01354", "on the attached card; if the test failed: attach this card"),  # alike
    ],
)
def test_checks_in_a_row_are_each_their_own(catalog: Catalog, card: str, said: str) -> None:
    """01452 Boulder Field's arrival, 01350 Ball Lightning's clear (and alike 01444, 01354): checks
    in a row read "if A: X; if B: Y", the card checked named once ("if it shows mountain"), not
    "; then if that card shows mountain ...; then if that card shows crest"; Ball Lightning clears
    by harm only (its one threshold), and its clear now says so."""
    text = rules(catalog, card)
    assert said in text
    assert "; then if" not in text


def test_a_responses_card_is_named_in_its_head(catalog: Catalog) -> None:
    """MI05 Accommodation: the card the token leaves is named in the trigger, "when a Ranger token
    leaves a Caustic Mulcher", not "when a Ranger token leaves a card: if that card is a Caustic
    Mulcher" (the only card with a response of that shape)."""
    text = rules(catalog, "MI05")
    assert "Response (when a Ranger token leaves a Caustic Mulcher): That Ranger moves their" in text
    assert "If that card is" not in text
