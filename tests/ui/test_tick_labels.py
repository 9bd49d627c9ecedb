"""The price page's ticks say plainly what each card adds (Rulebook: Performing a Test, step 2:
energy is committed first, then cards for their approach icons, each icon one effort).

A card whose icons count the energy left in its owner's pool (Determined, Vigilant) adds less
after more energy, so its tick names the effort after each energy the test could begin with; a
card with printed icons only says its effort once. Real mouse clicks open and tick the page."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QCheckBox

from rangers_qt.app.demo import default_setup
from rangers_qt.engine.manual import ManualAdjust
from rangers_qt.engine.session import Session
from rangers_qt.ui.test_words import tick_text

DETERMINED, VIGILANT = "01099", "01094"


def _turn_with_in_hand(catalog: Any, seed: int, card: str) -> tuple[Session, str]:
    """The first turn of a two-Ranger day whose first Ranger holds `card` (put in the deck if
    the starter deck lacks it, then moved to the hand)."""
    setup = default_setup(catalog, seed=seed)
    first = setup.rangers[0]
    if card not in first.deck:
        first = first.model_copy(update={"deck": [card, *first.deck[1:]]})
        setup = setup.model_copy(update={"rangers": [first, *setup.rangers[1:]]})
    session = Session.new(catalog, setup)
    while session.prompt is not None and session.prompt.kind != "turn":
        session.answer(session.prompt.options[0].id)
    assert session.prompt is not None and session.prompt.ranger is not None
    ranger = session.prompt.ranger
    iid = next(i for i, c in session.state.cards.items() if c.def_id == card and c.owner == ranger)
    session.manual(ManualAdjust(action="move", card=iid, zone="hand", ranger=ranger))
    return session, iid


def _ticks(qtbot: Any, window: Any, test_prefix: str) -> tuple[Any, dict[str, str]]:
    c = window.controller
    c.set_auto_pass(True)
    test = next(o for o in c.options() if o.id.startswith(test_prefix))
    dialog = window.card_menus.test_dialog
    dialog.open_for(None, test.id)
    qtbot.wait(10)
    assert dialog.selected_option().id == test.id
    labels = {o.card: dialog.findChild(QCheckBox, f"tick_{o.id}").text() for o in dialog.offers}
    return dialog, labels


def test_determined_says_its_effort_after_each_fit_energy(qtbot: Any, make_window: Any, catalog: Any) -> None:
    """Determined, Traverse with 3 FIT: 2 icons after 1 FIT, 1 after 2, none after 3 (the engine
    does not offer it then); a card with a printed icon says "+1 effort" alone."""
    session, determined = _turn_with_in_hand(catalog, 7, DETERMINED)
    assert session.state.ranger(session.prompt.ranger).energy["FIT"] == 3
    window = make_window(session, size=(1366, 768))
    dialog, labels = _ticks(qtbot, window, "test:common:traverse:")
    assert labels[determined] == "Determined: +2 effort with 1 FIT, +1 with 2 FIT, none with 3 FIT"
    printed = [t for card, t in labels.items() if card != determined and "Determined" not in t]
    assert printed and all(t.endswith(": +1 effort") for t in printed), printed
    assert not any("(+" in t for t in labels.values()), labels
    # Ticking it (a real click) keeps the label and counts its icons on "Begin with 2".
    tick = next(b for b in dialog.tick_buttons if b.text() == labels[determined])
    QTest.mouseClick(tick, Qt.MouseButton.LeftButton)
    qtbot.wait(10)
    assert tick.isChecked() and tick.text() == labels[determined]
    assert "With 2 energy and the ticked cards (+1)" in dialog.odds_before.text()


def test_vigilant_says_its_effort_after_each_awa_energy(qtbot: Any, make_window: Any, catalog: Any) -> None:
    """Vigilant counts its owner's AWA energy: Avoid with 2 AWA, 1 icon after 1 AWA, none after 2."""
    session, vigilant = _turn_with_in_hand(catalog, 1, VIGILANT)
    assert session.state.ranger(session.prompt.ranger).energy["AWA"] == 2
    window = make_window(session, size=(1920, 1080))
    _dialog, labels = _ticks(qtbot, window, "test:common:avoid:")
    assert labels[vigilant] == "Vigilant: +1 effort with 1 AWA, none with 2 AWA"


def test_tick_text_words() -> None:
    """The words alone: another Ranger's card, a second way to commit with a price first, one
    energy only, and a label not in the commit option's shape left as it is."""
    assert tick_text("Ada: Commit Boundary Sensor (+1)", [(1, 1), (2, 1)], "FIT") == (
        "Ada's Boundary Sensor: +1 effort"
    )
    assert tick_text("Commit Meticulous (+2): first suffer 1 fatigue", [(1, 2)], "FOC") == (
        "Meticulous: +2 effort, first suffer 1 fatigue"
    )
    assert tick_text("Commit Determined (+1)", [(1, 1)], "FIT") == "Determined: +1 effort"
    assert tick_text("Commit Determined (+1)", [(1, 1), (2, 0)], "FIT") == (
        "Determined: +1 effort with 1 FIT, none with 2 FIT"
    )
    assert tick_text("Done committing (effort 2)", [(1, 2)], "FIT") == "Done committing (effort 2)"
    assert tick_text("Commit Determined (+1)", [], "FIT") == "Commit Determined (+1)"
