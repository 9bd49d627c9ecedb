"""Issue #29, fewer prompts: the test dialog's price page lists the cards the test could take;
ticked there (a mouse click), "Begin with N" begins the test with its energy and those cards, and
no commit question is put to the player (Rulebook: Performing a Test, step 2). Real clicks."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QCheckBox

from rangers_qt.engine.cards import book_for
from rangers_qt.engine.manual import ManualAdjust
from rangers_qt.engine.session import Session
from rangers_qt.ui.test_words import chance_text

from .conftest import committable_test, first_turn_session


def _price_page(qtbot: Any, window: Any, catalog: Any) -> tuple[Any, Any]:
    c = window.controller
    c.set_auto_pass(True)  # (no response window between the test and its commitments)
    test = committable_test(c, catalog, keyed=True)
    QTest.keyClick(window.view, getattr(Qt.Key, f"Key_{c.option_key(test.id)}"))
    qtbot.wait(10)
    dialog = window.card_menus.test_dialog
    assert dialog.isVisible() and dialog.selected_option().id == test.id
    return test, dialog


def test_a_ticked_card_is_committed_with_begin_and_nothing_more_is_asked(
    qtbot: Any, make_window: Any, catalog: Any
) -> None:
    window = make_window(size=(1366, 768))
    c = window.controller
    test, dialog = _price_page(qtbot, window, catalog)
    offer = dialog.offers[0]
    tick = dialog.findChild(QCheckBox, f"tick_{offer.id}")
    assert tick is not None and tick.isVisible() and dialog.ticks_title.isVisible()
    begin = dialog.findChild(type(dialog.begin_button), "begin_with_1")
    untouched = begin.text()
    QTest.mouseClick(tick, Qt.MouseButton.LeftButton)
    qtbot.wait(10)
    assert tick.isChecked() and dialog.ticked == [offer.id]
    # The button's chance counts the ticked card's icons: the engine's preview with that effort.
    with_card = c.test_preview(test, offer.amount).odds[0][1]
    assert begin.text().endswith(f"{round(float(with_card) * 100)}%"), (untouched, begin.text())
    asked: list[str] = []
    c.prompt_changed.connect(lambda p: asked.append(p.kind if p is not None else "over"))
    length = len(c.session.log)
    QTest.mouseClick(begin, Qt.MouseButton.LeftButton)
    qtbot.wait(20)
    answered = [e.option for e in c.session.log[length:]]
    assert answered[:4] == [test.id, "energy:1", offer.id, "done"], answered
    assert "commit_cards" not in asked and "commit_energy" not in asked, asked
    assert dialog.pages.currentIndex() == 2  # straight to the reveal and its outcome
    replayed = Session.from_json(c.session.to_json(), book_for(catalog), replay=True)
    assert replayed.hash() == c.session.hash()


def test_plain_begin_asks_the_energy_and_commits_the_ticks(
    qtbot: Any, make_window: Any, catalog: Any
) -> None:
    """ "Begin test" (Enter) chooses no energy: the energy is asked on the commit page, then the
    ticked card is committed and the reveal follows; with nothing ticked every commitment is
    asked as before."""
    window = make_window(size=(1366, 768))
    c = window.controller
    test, dialog = _price_page(qtbot, window, catalog)
    offer = dialog.offers[0]
    QTest.mouseClick(dialog.findChild(QCheckBox, f"tick_{offer.id}"), Qt.MouseButton.LeftButton)
    QTest.keyClick(dialog, Qt.Key.Key_Return)
    qtbot.wait(20)
    assert c.session.log[-1].option == test.id
    assert c.prompt.kind == "commit_energy" and dialog.pages.currentIndex() == 1
    length = len(c.session.log)
    QTest.mouseClick(dialog.commit_buttons[0], Qt.MouseButton.LeftButton)  # the least energy
    qtbot.wait(20)
    assert [e.option for e in c.session.log[length:]][:3] == ["energy:1", offer.id, "done"]


def test_plain_begin_with_nothing_ticked_asks_the_cards(qtbot: Any, make_window: Any, catalog: Any) -> None:
    window = make_window(size=(1366, 768))
    c = window.controller
    _test, dialog = _price_page(qtbot, window, catalog)
    QTest.mouseClick(dialog.begin_button, Qt.MouseButton.LeftButton)
    qtbot.wait(20)
    QTest.mouseClick(dialog.commit_buttons[0], Qt.MouseButton.LeftButton)  # the least energy
    qtbot.wait(20)
    assert c.session.log[-1].option == "energy:1"
    assert c.prompt.kind == "commit_cards" and dialog.pages.currentIndex() == 1  # asked, as before


def test_ticks_are_for_the_test_picked(qtbot: Any, make_window: Any, catalog: Any) -> None:
    """Picking another test clears the ticks: they were for the cards of the test before."""
    window = make_window(size=(1366, 768))
    test, dialog = _price_page(qtbot, window, catalog)
    QTest.mouseClick(dialog.findChild(QCheckBox, f"tick_{dialog.offers[0].id}"), Qt.MouseButton.LeftButton)
    assert dialog.ticked
    other = next(
        (
            r
            for r in range(dialog.test_list.count())
            if dialog.test_list.item(r).data(Qt.ItemDataRole.UserRole) != test.id
        ),
        None,
    )
    if other is None:  # the hovered card's tests only: open the dialog on every test
        dialog.open_for(None)
        other = next(
            r
            for r in range(dialog.test_list.count())
            if dialog.test_list.item(r).data(Qt.ItemDataRole.UserRole) != test.id
        )
    rect = dialog.test_list.visualItemRect(dialog.test_list.item(other))
    QTest.mouseClick(dialog.test_list.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    qtbot.wait(10)
    assert dialog.selected_option().id != test.id and dialog.ticked == []


def test_no_test_on_offer_lists_no_cards(qtbot: Any, make_window: Any, catalog: Any) -> None:
    """Ticks left on a closed price page; both Rangers rest; the end of the round offers no test:
    the page lists no cards to tick (nor the last test's)."""
    window = make_window(size=(1366, 768))
    c = window.controller
    _test, dialog = _price_page(qtbot, window, catalog)
    QTest.mouseClick(dialog.findChild(QCheckBox, f"tick_{dialog.offers[0].id}"), Qt.MouseButton.LeftButton)
    assert dialog.ticked
    dialog.hide()
    for _ in range(4):
        if not any(o.kind == "test" for o in c.options()):
            break
        assert c.rest()
        qtbot.wait(10)
    assert c.prompt is not None and not any(o.kind == "test" for o in c.options()), c.prompt.kind
    dialog.open_for(None)
    assert dialog.pages.currentIndex() == 0 and "no test can be performed" in dialog.header.text()
    assert not dialog.ticks_title.isVisible() and not any(b.isVisible() for b in dialog.tick_buttons)
    assert dialog.offers == () and dialog.ticked == []


def test_each_begin_counts_the_ticked_cards_after_its_energy_determined(
    qtbot: Any, make_window: Any, catalog: Any
) -> None:
    """Determined (01099) has as many exploration icons as its owner has FIT energy left in the
    pool, and the energy is committed first (Rulebook: Performing a Test, step 2): ticked for a
    Traverse with 3 FIT, "Begin with 1" counts it +2, "Begin with 2" +1 and "Begin with 3" not at
    all (the engine does not offer it then); each button's chance is the engine's for that effort."""
    session = first_turn_session(catalog, 7)
    assert session.prompt is not None and session.prompt.ranger is not None
    ranger = session.prompt.ranger
    determined = next(i for i, c in session.state.cards.items() if c.def_id == "01099" and c.owner == ranger)
    session.manual(ManualAdjust(action="move", card=determined, zone="hand", ranger=ranger))
    window = make_window(session, size=(1366, 768))
    c = window.controller
    c.set_auto_pass(True)
    assert c.state.ranger(ranger).energy["FIT"] == 3
    test = next(o for o in c.options() if o.id.startswith("test:common:traverse:"))
    dialog = window.card_menus.test_dialog
    dialog.open_for(None, test.id)
    qtbot.wait(10)
    assert dialog.selected_option().id == test.id
    offer = next(o for o in dialog.offers if o.card == determined)
    QTest.mouseClick(dialog.findChild(QCheckBox, f"tick_{offer.id}"), Qt.MouseButton.LeftButton)
    qtbot.wait(10)
    assert dialog.ticked == [offer.id]
    for energy, icons in ((1, 2), (2, 1), (3, 0)):
        chance = dict(c.test_preview(test, icons).odds)[energy]
        begin = dialog.findChild(type(dialog.begin_button), f"begin_with_{energy}")
        assert begin.text().endswith(f"{round(float(chance) * 100)}%"), (energy, begin.text())
        cards = f" and the ticked cards (+{icons})" if icons else ""
        assert f"With {energy} energy{cards}: {chance_text(chance)}" in dialog.odds_before.text()
