"""Price and odds before anything is spent (issue #15): every way to start a test shows the test's
fatigue price and chance first, in the test dialog; only its Begin (Enter) spends anything.

Real keyboard and mouse events: keys to the view, clicks to the prompt bar's buttons and to
`view.viewport()`, a menu entry triggered from inside the menu's own loop.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPointF, Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from rangers_qt.ui import test_dialog
from rangers_qt.ui.test_dialog import LOW_DECK, price_warning


def _priced_test(c: Any) -> Any:
    """The first test on offer that costs fatigue (Traverse on a location with cards between)."""
    return next(o for o in c.options() if o.kind == "test" and c.test_preview(o).fatigue_total > 0)


def _spent_nothing(c: Any, before: tuple[int, int]) -> bool:
    ranger = c.state.ranger(c.hand_ranger())
    return (len(c.session.log), len(ranger.fatigue)) == before


def _snapshot(c: Any) -> tuple[int, int]:
    return len(c.session.log), len(c.state.ranger(c.hand_ranger()).fatigue)


def _dialog_shows_price_of(window: Any, option: Any) -> None:
    dialog = window.card_menus.test_dialog
    assert dialog is not None and dialog.isVisible()
    assert dialog.selected_option().id == option.id
    price = window.controller.test_preview(option).fatigue_total
    assert f"{price} fatigue" in dialog.price.text()
    assert "%" in dialog.odds_before.text()


def _begin_with_enter(qtbot: Any, window: Any) -> None:
    QTest.keyClick(window.card_menus.test_dialog, Qt.Key.Key_Return)
    qtbot.wait(10)


def test_a_number_key_shows_the_price_before_the_test_spends_fatigue(qtbot: Any, make_window: Any) -> None:
    window = make_window()
    c = window.controller
    test = _priced_test(c)
    n = c.options().index(test) + 1
    assert n <= 9
    label = window.prompt_bar.buttons[n - 1].text()
    assert f"{c.test_preview(test).fatigue_total} fatigue" in label and "%" in label  # in the label too
    before = _snapshot(c)
    QTest.keyClick(window.view, getattr(Qt.Key, f"Key_{n}"))
    qtbot.wait(10)
    assert _spent_nothing(c, before)
    _dialog_shows_price_of(window, test)
    _begin_with_enter(qtbot, window)
    assert c.session.log[-1].option == test.id


def test_tab_and_enter_show_the_price_first(qtbot: Any, make_window: Any) -> None:
    window = make_window()
    c = window.controller
    test = _priced_test(c)
    window.view.setFocus()
    for _ in range(c.options().index(test) + 1):
        QTest.keyClick(window.view, Qt.Key.Key_Tab)
    assert window.prompt_bar.highlighted().id == test.id
    before = _snapshot(c)
    QTest.keyClick(window.view, Qt.Key.Key_Return)
    qtbot.wait(10)
    assert _spent_nothing(c, before)
    _dialog_shows_price_of(window, test)


def test_a_prompt_bar_click_shows_the_price_first(qtbot: Any, make_window: Any) -> None:
    window = make_window()
    c = window.controller
    test = _priced_test(c)
    button = window.prompt_bar.buttons[c.options().index(test)]
    assert "Fatigue:" in button.toolTip() and "energy" in button.toolTip()
    before = _snapshot(c)
    QTest.mouseClick(button, Qt.MouseButton.LeftButton)
    qtbot.wait(10)
    assert _spent_nothing(c, before)
    _dialog_shows_price_of(window, test)


def test_a_double_click_on_the_card_shows_the_price_first(qtbot: Any, make_window: Any) -> None:
    window = make_window()
    c = window.controller
    test = _priced_test(c)
    item = window.scene.card_item(test.target)
    viewport = window.view.viewport()
    pos = window.view.mapFromScene(item.sceneBoundingRect().center())
    before = _snapshot(c)
    QTest.mouseMove(viewport, pos)
    QTest.mouseDClick(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, pos)
    qtbot.wait(20)
    assert _spent_nothing(c, before)
    dialog = window.card_menus.test_dialog
    assert dialog is not None and dialog.isVisible()
    assert "fatigue" in dialog.price.text().lower() and "%" in dialog.odds_before.text()


def test_a_context_menu_entry_shows_the_price_first(qtbot: Any, make_window: Any) -> None:
    window = make_window()
    c = window.controller
    test = _priced_test(c)
    item = window.scene.card_item(test.target)
    centre = window.view.mapFromScene(item.sceneBoundingRect().center())
    seen: list[str] = []

    def pick() -> None:  # the menu runs its own loop: look at it and choose from inside it
        menu = QApplication.activePopupWidget() or window.card_menus.last_menu
        assert menu is not None
        actions = menu.actions()
        seen.extend(a.text() for a in actions)
        assert not actions[0].isSeparator()
        entry = next(a for a in actions if a.text().startswith(test.label))
        entry.trigger()
        menu.close()

    before = _snapshot(c)
    QTimer.singleShot(50, pick)
    window.card_menus.card_context(test.target, QPointF(window.view.viewport().mapToGlobal(centre)))
    qtbot.wait(20)
    assert any("fatigue" in text and "%" in text for text in seen)
    assert _spent_nothing(c, before)
    _dialog_shows_price_of(window, test)


def test_price_warning_one_below_at_and_above_the_threshold() -> None:
    assert price_warning("Mira", 1, LOW_DECK) is not None  # leaves LOW_DECK - 1
    assert price_warning("Mira", 1, LOW_DECK + 1) is None  # leaves exactly LOW_DECK
    assert price_warning("Mira", 1, LOW_DECK + 2) is None
    assert "day would end" in (price_warning("Mira", 3, 2) or "")
    assert price_warning("Mira", 0, 0) is None


def test_a_test_that_would_thin_the_deck_asks_first(qtbot: Any, make_window: Any, monkeypatch: Any) -> None:
    window = make_window()
    c = window.controller
    test = _priced_test(c)
    rid = c.hand_ranger()
    price = c.test_preview(test).fatigue_total
    deck = len(c.state.ranger(rid).deck)
    assert c.by_hand(action="draw", ranger=rid, amount=deck - (LOW_DECK - 1 + price))  # leaves LOW_DECK - 1
    test = next(o for o in c.options() if o.id == test.id)
    asked: list[str] = []
    monkeypatch.setattr(test_dialog, "confirm", lambda _parent, _title, text: asked.append(text) or False)
    QTest.keyClick(window.view, getattr(Qt.Key, f"Key_{c.options().index(test) + 1}"))
    qtbot.wait(10)
    before = _snapshot(c)
    _begin_with_enter(qtbot, window)
    assert asked and f"leaves {LOW_DECK - 1} cards" in asked[0]
    assert _spent_nothing(c, before)  # said no: nothing spent
    monkeypatch.setattr(test_dialog, "confirm", lambda *_a: True)
    _begin_with_enter(qtbot, window)
    assert c.session.log[-1].option == test.id


def test_the_dialog_shows_the_current_tests_outcome_not_the_previous_one(
    qtbot: Any, make_window: Any
) -> None:
    window = make_window()
    c = window.controller

    def run_test_by_keyboard() -> str:
        test = next(o for o in c.options() if o.kind == "test")
        QTest.keyClick(window.view, getattr(Qt.Key, f"Key_{c.options().index(test) + 1}"))
        qtbot.wait(10)
        _begin_with_enter(qtbot, window)
        dialog = window.card_menus.test_dialog
        for _ in range(8):  # commit energy, then reveal, through the dialog's own buttons
            if c.state.test is None:
                break
            if c.prompt is not None and c.prompt.kind == "response":
                c.answer("pass")
                continue
            buttons = dialog.commit_buttons
            button = buttons[0] if c.prompt.kind == "commit_energy" else buttons[-1]
            QTest.mouseClick(button, Qt.MouseButton.LeftButton)
            qtbot.wait(10)
        assert dialog.pages.currentIndex() == 2
        return str(test.label.split(" (")[0])

    first = run_test_by_keyboard()
    outcome = window.card_menus.test_dialog.outcome
    lines_first = [outcome.item(i).text() for i in range(outcome.count())]
    assert any(first in line for line in lines_first)
    # Hand the turn on until a test is on offer again, then run one more.
    for _ in range(10):
        if c.prompt is not None and c.prompt.kind == "turn" and any(o.kind == "test" for o in c.options()):
            break
        c.answer(c.options()[0].id, priced=True)
    second = run_test_by_keyboard()
    dialog = window.card_menus.test_dialog
    lines = [dialog.outcome.item(i).text() for i in range(dialog.outcome.count())]
    assert lines[0].startswith("1. ") and second in lines[0]
    assert len([line for line in lines if "effort" in line and "difficulty" in line]) == 1
