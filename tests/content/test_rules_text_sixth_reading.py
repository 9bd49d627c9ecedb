"""Issue #27, the sixth reading (seed 3517, docs/card-audit.md): each card whose generated text the
reading found wanting, against the wording it has now. Each test names the card and the clause,
the words it says now and the words that are gone; a fix in a shared template names the other
cards it mends."""

from __future__ import annotations

from rangers_qt.content.behaviour.faces import faces_of
from rangers_qt.content.behaviour.text import rules_text
from rangers_qt.content.catalog import Catalog

OLD_EXCEPTION = "can be moved only by this card's own effects"


def held_line(catalog: Catalog, card: str) -> str:
    """The one line of the card's face about a Ranger token held on it."""
    face = rules_text(catalog.card(card))
    lines = [line for line in face if line.startswith("A Ranger token on this card")]
    assert len(lines) == 1, lines
    return lines[0]


def test_01282_web_wall_held_token_says_it_cannot_be_moved(catalog: Catalog) -> None:
    """01282 Web Wall, its first clause (your token on it cannot be moved): the card prints no
    exception and none of its effects takes a token off it (its crest and its failed Pull only
    move tokens onto it), so the line says the token cannot be moved, with no exception to look
    for."""
    assert held_line(catalog, "01282") == "A Ranger token on this card cannot be moved."
    assert OLD_EXCEPTION not in " ".join(rules_text(catalog.card("01282")))


def test_01376_carnivorous_naiad_held_token_names_its_pull_test(catalog: Catalog) -> None:
    """01376 Carnivorous Naiad, its first clause (your token leaves it only by the test below):
    the line names that test, Pull, the one effect of the card that takes the token off it."""
    assert held_line(catalog, "01376") == (
        "A Ranger token on this card can be moved off it only by this card's Pull test."
    )
    assert OLD_EXCEPTION not in " ".join(rules_text(catalog.card("01376")))


def test_01321_caustic_mulcher_held_token_names_its_wrest_test(catalog: Catalog) -> None:
    """01321 Caustic Mulcher, its second clause (a token on it moves only by its test): the line
    names that test, Wrest, whose success frees a Ranger; the travel ban beside it is unchanged."""
    assert held_line(catalog, "01321") == (
        "A Ranger token on this card can be moved off it only by this card's Wrest test."
    )
    text = " ".join(rules_text(catalog.card("01321")))
    assert OLD_EXCEPTION not in text
    assert "The group cannot travel while a Ranger token is on this card." in text


#: Target words that aim at no card in play (the card itself, none, an unrecorded choice).
NOT_AIMED = ("self", "none", "chosen")

#: How a face names each kind of target word (a trait is named as itself: "a Flora card").
KIND_WORDS = {"path": "path card", "facedown": "face-down path card"}


def restricted_tests(catalog: Catalog) -> list[tuple[str, str, str, list[str], list[str]]]:
    """(card id, side, test label, the kinds it may aim at, that face's lines) for every printed
    test of every card face, the kinds empty where its target is not restricted (the card it is
    printed on, no card, any card)."""
    out = []
    for card_id in sorted(catalog.cards):
        card = catalog.card(card_id)
        for side, _key, _b, face in faces_of(card):
            lines = rules_text(card, side)
            for t in getattr(face, "tests", ()):
                kinds = [
                    w for w in t.targets.replace(",", " ").split() if w not in ("self", "none", "chosen")
                ]
                out.append((card_id, side, t.label, [] if kinds == ["card"] else kinds, lines))
    return out


def test_every_test_aimed_at_a_kind_of_card_names_the_kind(catalog: Catalog) -> None:
    """Issue #27, sixth reading, the test-kind restrictions (Rulebook: Performing a Test, 1. Choose
    Test; the engine offers such a test on those cards only, rules/offers.py): every printed test
    whose target is restricted says on its face, in one line, which cards it may be tested on, a
    trait or keyword by its name; a test whose target is not restricted has no such line. Among
    them 01032 Carbonforged Trowel's Tend and Strike and 01204 Sil's Sketchbook's Sketch, which said
    only "the card you are testing"."""
    seen = set()
    for card_id, side, label, kinds, lines in restricted_tests(catalog):
        said = [line for line in lines if line.startswith(f"{label} can be tested only on ")]
        if not kinds:
            assert said == [], (card_id, label, said)
            continue
        assert len(said) == 1, (card_id, side, label, lines)
        for kind in kinds:
            assert KIND_WORDS.get(kind, kind) in said[0].lower(), (card_id, label, kind, said)
        seen.add((card_id, label))
    assert {("01032", "Tend"), ("01032", "Strike"), ("01204", "Sketch")} <= seen


def test_01032_carbonforged_trowel_tend_on_a_flora_strike_on_a_being(catalog: Catalog) -> None:
    """01032 Carbonforged Trowel, its two tests: Tend on a flora, Strike on a being, each said
    after its own outcome lines (it read "the card you are testing" with no kind)."""
    lines = rules_text(catalog.card("01032"))
    assert lines.index("Tend can be tested only on a Flora card.") == 1
    assert lines[-1] == "Strike can be tested only on a being."


def test_01204_sils_sketchbook_sketch_on_a_path_card(catalog: Catalog) -> None:
    """01204 Sil's Sketchbook, Sketch: tested only on a path card (not a location, not your own
    cards), said on its face."""
    line = "Sketch can be tested only on a path card; its difficulty X is that card's presence."
    assert line in rules_text(catalog.card("01204"))


def test_a_test_aimed_at_a_kind_says_no_while_there_is_one_besides(catalog: Catalog) -> None:
    """01211 Ar Tel's Vaulting Rod, Fish (on a Water card): one line says it is tested only on a
    Water card; its guard that one is in play ("only while there is a Water card") follows from it
    and is not said again. A guard that says something else is still said: 01355 Trained
    Stilt-Horse's Ride, only while it is attached to your role."""
    lines = rules_text(catalog.card("01211"))
    assert "Fish can be tested only on a Water card." in lines
    assert not any(line.startswith("Fish can be tested only while") for line in lines)
    assert "Ride can be tested only while this card is attached to your role." in rules_text(
        catalog.card("01355")
    )


def test_01204_sils_sketchbook_says_its_sketches_once_and_what_x_is(catalog: Catalog) -> None:
    """01204 Sil's Sketchbook, its ability (exhaust, use X sketches: exhaust a path card of
    presence X) says the sketches once, in its cost (it said them twice more, "at most the
    sketches on this card" and "then use sketches equal to its presence"); its Sketch test says
    its X is the presence of the card tested. 01083's "use X glints" line, whose X is a number
    the player picks, is unchanged."""
    lines = rules_text(catalog.card("01204"))
    assert lines[0] == "Exhaust, use X sketches: Exhaust a path card with presence X."
    assert "Sketch can be tested only on a path card; its difficulty X is that card's presence." in lines
    assert " ".join(lines).count("at most the sketches") == 0
    assert "Exhaust, use X glints: If there is a card in the path deck, you scout X path cards." in (
        rules_text(catalog.card("01083"))
    )


def test_every_test_of_difficulty_x_says_x_is_the_presence_of_the_card_tested(catalog: Catalog) -> None:
    """Ruling R3 (an X difficulty is the presence of the card tested), which 01204 Sil's
    Sketchbook's Sketch, 01210 Umbral Claw's Slash and 01212 Gauzeblade's Slice each print: every
    test of difficulty X says it on its face; a test of a fixed difficulty does not."""
    seen = set()
    for card_id in sorted(catalog.cards):
        card = catalog.card(card_id)
        for side, _key, _b, face in faces_of(card):
            lines = rules_text(card, side)
            for t in getattr(face, "tests", ()):
                said = any(
                    line.startswith(f"{t.label} can be tested only on ")
                    and line.endswith("; its difficulty X is that card's presence.")
                    for line in lines
                )
                assert said == (t.difficulty.kind == "x"), (card_id, t.label)
                if said:
                    seen.add(card_id)
    assert {"01204", "01210", "01212"} <= seen
