"""Card faces are built from card data, with generated rules text (no Qt needed)."""

from __future__ import annotations

from typing import Any

from rangers_qt.app.faces import ATTRIBUTE_LINE, back_face, face_for, test_line
from rangers_qt.content.behaviour.text import rules_text
from rangers_qt.content.models import Amount, TestDef


def test_every_card_in_the_catalogue_has_a_face(catalog: Any) -> None:
    for card in catalog.cards.values():
        face = face_for(card)
        assert face.name, card.id
        assert face.card_id == card.id
        if getattr(card, "category", "") in ("weather", "mission"):
            assert face_for(card, back=True).key.endswith(":b")


def test_tests_are_printed_in_the_compact_form() -> None:
    traverse = TestDef(
        id="t1", aspect="FIT", approach="exploration", difficulty=Amount.fixed(2), label="Traverse"
    )
    assert test_line(traverse) == "FIT + Exploration [2]: Traverse"
    plain = TestDef(id="t1", aspect="AWA", approach="conflict", label="Scare")
    assert test_line(plain) == "AWA + Conflict: Scare"
    scaled = TestDef(
        id="t2", aspect="SPI", approach="connection", difficulty=Amount(kind="per_ranger", n=2), label="Calm"
    )
    assert test_line(scaled) == "SPI + Connection [2 per Ranger]: Calm"


def test_a_path_card_face_carries_its_numbers(catalog: Any) -> None:
    card = next(c for c in catalog.cards.values() if c.category == "path" and c.harm_threshold is not None)
    face = face_for(card)
    assert face.presence is not None and face.harm is not None
    assert face.area == card.area
    assert all(test_line(t) in face.rules for t in card.tests)


def test_rules_text_is_generated_not_copied(catalog: Any) -> None:
    # Every line on a face is a test line, a token line, an objective summary, our own
    # description or a line generated from the card's behaviour: nothing else can reach it.
    from rangers_qt.content.behaviour.text import rules_text

    generated = 0
    for card in catalog.cards.values():
        face = face_for(card)
        allowed = {test_line(t) for t in getattr(card, "tests", ())}
        allowed.add(getattr(card, "description", ""))
        allowed.add(ATTRIBUTE_LINE)
        behaviour = set(rules_text(card, "front")) if card.category not in ("weather", "mission") else set()
        allowed |= behaviour
        generated += len(behaviour & set(face.rules))
        for line in face.rules:
            assert (
                line in allowed
                or line.startswith(("Enters play with", "Starts with"))
                or (card.category in ("mission", "weather"))
            ), (card.id, line)
    assert generated > 20, "faces show the rules text generated from behaviour"


def test_challenge_and_back_faces(catalog: Any) -> None:
    challenge = catalog.challenge_cards()[0]
    face = face_for(challenge)
    assert dict(face.mods) == dict(challenge.mods) and face.symbol == challenge.symbol
    assert back_face("path") is back_face("path")  # cached: one object per deck back


def test_attributes_say_what_they_are_for_and_claim_no_effects(catalog: Any) -> None:
    # Attributes are committed to tests: one printing only approach icons says so; one with a
    # commit rule or an icon count shows that rule (generated from its behaviour); none asks the
    # players to apply effects by hand.
    attributes = [c for c in catalog.cards.values() if getattr(c, "type", "") == "attribute"]
    assert attributes and any(not rules_text(c) for c in attributes)
    for card in attributes:
        face = face_for(card)
        rules = tuple(rules_text(card))
        assert face.rules == (rules or (ATTRIBUTE_LINE,)), card.id
        assert face.note == "", card.id
        assert not any("effects" in line for line in face.rules)


def test_cards_with_printed_effects_still_carry_the_manual_note(catalog: Any) -> None:
    # Every shipped moment plays itself now: one stripped of its behaviour is what a manual card is.
    moment = next(
        c for c in catalog.cards.values() if getattr(c, "type", "") == "moment" and c.printed
    ).model_copy(update={"behaviour": None, "status": "manual"})
    assert face_for(moment).note.startswith("Manual")


def test_long_names_on_mid_sized_faces_go_under_the_marks_rather_than_elide(catalog: Any) -> None:
    """A 1366x768 table face (about 85 px): a gear card's cost, aspect and level leave its name
    half the band; a name that needs more takes the band's width under them, at 9 px or more."""
    from rangers_qt.app.faces import face_for
    from rangers_qt.ui import card_face

    def card(name: str) -> Any:
        return next(c for c in catalog.cards.values() if c.name == name)

    w = 85.0
    u = w / 63.0
    one = card_face._name_under_marks(face_for(card("Ferinodex")), w, u)
    two = card_face._name_under_marks(face_for(card("Orlin Hiking Stave")), w, u)
    assert one is not None and one[1] == 1 and one[0].pixelSize() >= card_face.MIN_TEXT_PX
    assert two is not None and two[1] == 2 and two[0].pixelSize() >= card_face.MIN_TEXT_PX
    # A short name beside the marks stays there.
    assert card_face._name_under_marks(face_for(card("Sitka Buck")), w, u) is None
