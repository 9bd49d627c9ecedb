"""Face-down path cards in play (engine/facedown.py, ruling R86): a path card turned face down
shows its back, so none of its own behaviour answers and it reads as a blank feature (keyword and
presence from ``facedown_feature`` constants in play); turned face up, or moved, it is itself again.
A card attached face down is out of play and keeps its facts."""

from __future__ import annotations

from rangers_qt.content.behaviour.text import rules_text
from rangers_qt.content.catalog import load_catalog
from rangers_qt.engine import ManualAdjust, ops
from rangers_qt.engine.core import Engine
from rangers_qt.engine.effects.interpreter import has_behaviour
from rangers_qt.engine.events import Recorder
from rangers_qt.engine.facedown import FACEDOWN_NAME, is_facedown, turn_face_down, turn_face_up

from .helpers import Game, being

CATALOG = load_catalog()
STILT_HORSE = "01355"  # a shipped path card with a constant, a test and a crest effect
GARDEN = "01437"  # its constant makes face-down cards obstacles with presence 1


def _game(at_garden: bool = False) -> tuple[Game, Engine]:
    cards = [CATALOG.card(STILT_HORSE), being("TFD"), being("TFE")]
    where = {"location": CATALOG.card(GARDEN).slug} if at_garden else {}
    g = Game(
        [*cards, CATALOG.card(GARDEN)] if at_garden else cards, path=["TFE", "TFD", STILT_HORSE], **where
    )
    return g, Engine(g.state, g.session.book, g.registry, Recorder())


def test_a_face_down_path_card_has_no_text_of_its_own_until_turned_face_up() -> None:
    g, eng = _game()
    horse = g.bring(STILT_HORSE)
    assert has_behaviour(eng, horse, "challenge:crest") and eng.facts(horse).tests
    assert turn_face_down(eng, horse) and is_facedown(g.state.cards[horse])
    f = eng.facts(horse)
    assert (f.name, f.type, f.category, f.traits, f.tests, f.keywords) == (
        FACEDOWN_NAME,
        "feature",
        "path",
        frozenset(),
        (),
        {},
    )
    assert f.presence is None and not has_behaviour(eng, horse, "challenge:crest")
    assert not turn_face_down(eng, horse)  # already face down
    assert turn_face_up(eng, horse) and eng.facts(horse).name == "Trained Stilt-Horse"
    assert has_behaviour(eng, horse, "challenge:crest") and not turn_face_up(eng, horse)


def test_only_an_unattached_path_card_in_play_turns_face_down_and_moving_shows_its_front() -> None:
    g, eng = _game()
    horse, other = g.bring(STILT_HORSE), g.bring("TFD")
    loc = g.state.surroundings[0]
    assert not turn_face_down(eng, loc)  # not a path card
    ops.attach(eng, other, horse, face_up=False)  # attached face down: out of play, itself
    assert not turn_face_down(eng, other) and eng.facts(other).name == "Being TFD"
    assert not is_facedown(g.state.cards[other])
    ops.detach(eng, other)  # discarded
    other = g.bring("TFD")
    assert turn_face_down(eng, other)
    ops.attach(eng, other, horse)  # attached face up: itself again
    assert (g.state.cards[other].side, eng.facts(other).name) == ("front", "Being TFD")
    assert turn_face_down(eng, horse)
    g.session.manual(ManualAdjust(action="move", card=horse, zone="path_discard"))
    card = g.state.cards[horse]
    assert (card.face_up, card.side, eng.facts(horse).name) == (True, "front", "Trained Stilt-Horse")


def test_facedown_feature_constants_give_the_keyword_and_presence_and_the_manual_flip_turns_it() -> None:
    g, eng = _game(at_garden=True)
    horse = g.bring(STILT_HORSE)
    g.session.manual(ManualAdjust(action="flip", card=horse))
    assert eng.facts(horse).keywords == {"obstacle": None} and ops.presence(eng, horse) == 1
    g.session.manual(ManualAdjust(action="flip", card=horse))
    assert g.state.cards[horse].face_up and eng.facts(horse).name == "Trained Stilt-Horse"
    text = " ".join(rules_text(CATALOG.card(GARDEN)))
    assert "Refresh: Turn a face-up path card face down (it keeps its attachments)." in text
    assert "feature with no text of its own but the obstacle keyword and presence 1." in text
