"""The preview shows a card the prompt lets the player look at, and nothing it does not.

Rulebook: Game Setup (a Ranger searches their deck for a setup card) and Additional Concepts,
Search: the searching player sees the cards. A face-down path card in play (The Philosopher's
Garden) stays unknown until it is turned face up, whatever the prompt.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt

from rangers_qt.app.demo import default_setup
from rangers_qt.engine.session import Session

SETUP_CARD = "01086"  # Staff of the Wanderer: a Setup gear


def _setup_search_session(catalog: Any) -> Session:
    setup = default_setup(catalog, seed=7)
    deck = [SETUP_CARD, *setup.rangers[0].deck[1:]]
    first = setup.rangers[0].model_copy(update={"deck": deck})
    setup = setup.model_copy(update={"rangers": [first, *setup.rangers[1:]], "setup_search": True})
    session = Session.new(catalog, setup)
    assert session.prompt is not None and session.prompt.kind == "setup_search"
    return session


def test_the_setup_card_being_searched_for_shows_its_face(qtbot: Any, make_window: Any, catalog: Any) -> None:
    window = make_window(_setup_search_session(catalog))
    prompt = window.controller.prompt
    card = next(o.card for o in prompt.options if o.card)
    assert not window.controller.state.cards[card].face_up  # still in the deck
    window.view.setFocus()
    qtbot.keyClick(window, Qt.Key.Key_Tab)  # Tab: the next target of the prompt, previewed
    qtbot.wait(20)
    shown = window.preview.card
    assert shown is not None and shown.iid == card
    assert shown.face.card_id == SETUP_CARD
    assert "Staff of the Wanderer" in window.details.text()


def test_a_face_down_card_the_prompt_does_not_name_keeps_its_back(make_window: Any, catalog: Any) -> None:
    window = make_window(_setup_search_session(catalog))
    c = window.controller
    other = next(i for i in c.state.rangers[0].deck if c.state.cards[i].def_id != SETUP_CARD)
    assert c.looked_at_face(other) is None


def test_a_face_down_card_in_play_stays_unknown_even_when_named(catalog: Any) -> None:
    from rangers_qt.app.controller import GameController

    session = _setup_search_session(catalog)
    c = GameController(session, catalog)
    card = next(o.card for o in session.prompt.options if o.card)
    assert c.looked_at_face(card) is not None  # in the deck: looked at
    st = session.state
    ranger = st.rangers[0]
    ranger.deck.remove(card)
    ranger.player_area.append(card)  # the same card, face down in play
    assert not st.cards[card].face_up
    assert c.looked_at_face(card) is None
