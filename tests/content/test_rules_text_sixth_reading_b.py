"""The sixth reading's part B and the wording pass's leftovers (docs/card-audit.md, "The sixth
reading's fixes", part B): each wording against the card it mends, and the template's negative
case (a shape it must leave as it was)."""

from __future__ import annotations

from rangers_qt.content.behaviour import Ability
from rangers_qt.content.behaviour.context import TextContext
from rangers_qt.content.behaviour.text import ability_text, effects_text, rules_text
from rangers_qt.content.catalog import Catalog


def text_of(catalog: Catalog, card: str) -> str:
    return " ".join(rules_text(catalog.card(card)))


def test_01006_perfect_recall_and_01005_reverb_locket_say_when_in_plain_words(catalog: Catalog) -> None:
    """01006 Perfect Recall, play, and 01005 Reverb Locket, ability 1: the moment is played "at a
    time it could be played", Perfect Recall paying X for it (X its cost), the locket its cost,
    the moment staying there; no engine words (the window of its response, the event it answers,
    this card's X in this card's aspect), and both near the printed length (177 and 198)."""
    recall, locket = text_of(catalog, "01006"), text_of(catalog, "01005")
    assert recall == (
        "When played: Play a moment in your discard at a time it could be played, paying X instead "
        "of its cost (X is that moment's cost)."
    )
    assert (
        "Exhaust, use 1 echo: Play a moment attached to this card at a time it could be played, paying "
        "its cost; it stays there instead of being discarded." in locket
    )
    for gone in ("window", "the event it answers", "this card's X", "aspect", "then it is discarded"):
        assert gone not in recall and gone not in locket
    assert len(recall) <= 177 and len(locket) <= 198 * 1.2


def test_01404_the_whispering_fields_sun_says_it_of_its_one_card(catalog: Catalog) -> None:
    """01404 The Whispering Fields, sun: one card taken at random is "it" after, never "each card
    among them". Negative case: its Sense takes as many as the effort, so "among them" stays."""
    text = text_of(catalog, "01404")
    assert (
        "Sun: Take 1 card attached face down to this card at random, then put it into play (ignoring "
        "Ambush), then if it is a ready Ambush card within your reach: you suffer 1 injury." in text
    )
    assert "each card among them" not in text and "Ambush card among them" not in text
    assert "as many as your effort, then put a card among them into play" in text


def test_a_random_draw_of_more_than_one_card_is_still_them() -> None:
    """The template's negative case: a draw of 2 at random is "each card among them"."""
    effects = Ability.model_validate(
        {
            "on": "enters_play",
            "effects": [
                {
                    "do": "sample",
                    "target": {"zone": "face_down", "attached_to": "this"},
                    "amount": 2,
                    "as": "$x",
                },
                {"do": "put_into_play", "target": {"zone": "face_down", "among": "$x", "pick": "all"}},
            ],
        }
    ).effects
    assert "put each card among them into play" in effects_text(effects, TextContext(category="path"))


def test_01431_the_greenbridge_says_its_travel_with_one_colon(catalog: Catalog) -> None:
    """01431 The Greenbridge, crest: its collapse is one clause after the check's colon, "the group
    takes no more turns this round and travels to ...", not a second colon inside it."""
    text = text_of(catalog, "01431")
    assert (
        "then if there are no struts left on this card: each Ranger suffers 1 injury, then the group "
        "takes no more turns this round and travels to The Cypress Citadel along a swamp path." in text
    )
    crest = next(line for line in rules_text(catalog.card("01431")) if line.startswith("Crest"))
    assert crest.count(":") == 2  # the head's and the check's


def test_01438_northern_outpost_waits_for_its_last_neglect(catalog: Catalog) -> None:
    """01438 Northern Outpost, its guide entry: "when the last neglect leaves this card", not "when
    tokens leave this card: if there is no neglect left on this card". Negative case: a state
    waiting for at most 1 left keeps the check in its body."""
    text = text_of(catalog, "01438")
    assert "When the last neglect leaves this card: Read campaign guide entry 4.1." in text
    assert "When tokens leave" not in text and "no neglect left" not in text
    one_left = Ability.model_validate(
        {
            "on": "state",
            "effects": [
                {
                    "do": "if",
                    "cond": {"value": {"tokens_on": {"kind": "neglect"}}, "le": 1},
                    "then": [{"do": "read_guide", "entry": "4.1"}],
                }
            ],
        }
    )
    said = ability_text(one_left, TextContext(category="location"))
    assert said.startswith("When tokens leave this card: If ") and "last" not in said
