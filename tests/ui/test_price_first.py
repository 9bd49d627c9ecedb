"""Price and odds before anything is spent (issue #15): every way to start a test shows the test's
fatigue price and chance first, in the test dialog; only its Begin (Enter) spends anything.

Real keyboard and mouse events: keys to the view, clicks to the prompt bar's buttons, presses,
moves and releases to `view.viewport()` (a drag moves at least once between press and release), a
menu entry chosen from inside the menu's own loop. One parametrised test covers every way.
"""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QPoint, Qt, QTimer
from PySide6.QtGui import QContextMenuEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from rangers_qt.ui import overlays, test_dialog
from rangers_qt.ui.test_words import LOW_DECK, price_warning


def _priced_test(c: Any) -> Any:
    """The first test on offer that costs fatigue (Traverse on a location with cards between)."""
    return next(o for o in c.options() if o.kind == "test" and c.test_preview(o).fatigue_total > 0)


def _spent_nothing(c: Any, before: tuple[int, int]) -> bool:
    ranger = c.state.ranger(c.hand_ranger())
    return (len(c.session.log), len(ranger.fatigue)) == before


def _snapshot(c: Any) -> tuple[int, int]:
    return len(c.session.log), len(c.state.ranger(c.hand_ranger()).fatigue)


def _begin_with_enter(qtbot: Any, window: Any) -> None:
    QTest.keyClick(window.card_menus.test_dialog, Qt.Key.Key_Return)
    qtbot.wait(10)


def _key(c: Any, option: Any) -> int:
    n = c.option_key(option.id)
    assert n is not None, f"{option.label} has no number key"
    return n


def _pick_from_menu(label: str, seen: list[str]) -> Any:
    """A menu runs its own loop: this, started on a timer, looks at it and chooses from inside."""

    def pick() -> None:
        menu = QApplication.activePopupWidget()
        assert menu is not None, "no menu opened"
        actions = menu.actions()
        seen.extend(a.text() for a in actions)
        assert not actions[0].isSeparator()  # a menu never starts with a separator
        entry = next(a for a in actions if a.text().startswith(label))
        menu.close()
        entry.trigger()

    return pick


def _centre(window: Any, iid: str) -> QPoint:
    item = window.scene.card_item(iid)
    assert item is not None, f"{iid} is not on the table"
    return window.view.mapFromScene(item.sceneBoundingRect().center())


def _by_number_key(qtbot: Any, window: Any, test: Any) -> None:
    QTest.keyClick(window.view, getattr(Qt.Key, f"Key_{_key(window.controller, test)}"))


def _by_tab_and_enter(qtbot: Any, window: Any, test: Any) -> None:
    window.view.setFocus()
    for _ in range(len(window.controller.options())):
        QTest.keyClick(window.view, Qt.Key.Key_Tab)
        if window.prompt_bar.highlighted().id == test.id:
            break
    assert window.prompt_bar.highlighted().id == test.id
    QTest.keyClick(window.view, Qt.Key.Key_Return)


def _by_drag(qtbot: Any, window: Any, test: Any) -> None:
    """The ranger's role card (it stands for the ranger) dragged onto the test's target."""
    c = window.controller
    source = test.card or c.ranger_card()
    assert source is not None
    viewport = window.view.viewport()
    start, end = _centre(window, source), _centre(window, test.target)
    QTest.mouseMove(viewport, start)
    QTest.mousePress(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    QTest.mouseMove(viewport, start + QPoint(12, -12))
    QTest.mouseMove(viewport, (start + end) / 2)
    QTest.mouseMove(viewport, end)
    QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, end)


def _by_double_click(qtbot: Any, window: Any, test: Any) -> None:
    viewport = window.view.viewport()
    pos = _centre(window, test.target)
    QTest.mouseMove(viewport, pos)
    QTest.mouseDClick(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, pos)


def _by_context_menu(qtbot: Any, window: Any, test: Any) -> None:
    """A right-click on the card: the context menu event the platform sends for it, to the
    viewport; the menu lists the test with its price and chance."""
    seen = right_click(qtbot, window, test.target, test.label)
    entry = next(t for t in seen if t.startswith(test.label))
    assert "fatigue" in entry and "%" in entry


def right_click(qtbot: Any, window: Any, iid: str, label: str) -> list[str]:
    """Right-click card `iid` and choose the entry starting with `label`; the menu's entries."""
    seen: list[str] = []
    QTimer.singleShot(80, _pick_from_menu(label, seen))
    viewport = window.view.viewport()
    pos = _centre(window, iid)
    QTest.mouseMove(viewport, pos)
    QTest.mousePress(viewport, Qt.MouseButton.RightButton, Qt.KeyboardModifier.NoModifier, pos)
    QTest.mouseRelease(viewport, Qt.MouseButton.RightButton, Qt.KeyboardModifier.NoModifier, pos)
    if not seen and QApplication.activePopupWidget() is None:
        # The offscreen platform turns no right press into a context menu event: send it.
        event = QContextMenuEvent(QContextMenuEvent.Reason.Mouse, pos, viewport.mapToGlobal(pos))
        QApplication.sendEvent(viewport, event)
    qtbot.waitUntil(lambda: bool(seen), timeout=3000)
    return seen


def _by_pill(qtbot: Any, window: Any, test: Any) -> None:
    """A click on the card's options pill ("3 tests"): the same menu of its options."""
    item = window.scene.card_item(test.target)
    assert item.hint, "the card carries no options pill"
    pill = overlays.hint_rect(*item.size()).center()
    pos = window.view.mapFromScene(item.mapToScene(pill))
    seen: list[str] = []
    QTimer.singleShot(80, _pick_from_menu(test.label, seen))
    viewport = window.view.viewport()
    QTest.mouseMove(viewport, pos)
    QTest.mousePress(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, pos)
    QTest.mouseMove(viewport, pos + QPoint(1, 0))  # a move under the drag distance: still a click
    QTest.mouseRelease(
        viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, pos + QPoint(1, 0)
    )
    qtbot.waitUntil(lambda: bool(seen), timeout=3000)


def _by_bar_button(qtbot: Any, window: Any, test: Any) -> None:
    """The prompt bar keeps the tests with no card (Remember): its button shows the price."""
    button = window.prompt_bar.buttons[
        window.prompt_bar.options.index(next(o for o in window.prompt_bar.options if o.id == test.id))
    ]
    assert "fatigue" in button.text() and "%" in button.text()
    assert "Fatigue:" in button.toolTip() and "energy" in button.toolTip()
    QTest.mouseClick(button, Qt.MouseButton.LeftButton)


def _common_priced_test(c: Any) -> Any:
    """A test with no card of its own that costs fatigue (Traverse on a card with cards between)."""
    return next(
        o
        for o in c.options()
        if o.kind == "test" and not o.card and o.target and c.test_preview(o).fatigue_total > 0
    )


def _only_test_on_target(c: Any) -> Any:
    """A priced test on a card whose every option is a test (a double-click opens the dialog on it)."""
    for o in c.options():
        if o.kind != "test" or not o.target or c.test_preview(o).fatigue_total == 0:
            continue
        if all(x.kind == "test" for x in c.card_options(o.target)):
            return o
    raise AssertionError("no card offers only tests")


WAYS = {
    "number key": (_by_number_key, _common_priced_test),
    "Tab and Enter": (_by_tab_and_enter, _common_priced_test),
    "drag": (_by_drag, _common_priced_test),
    "double-click": (_by_double_click, _only_test_on_target),
}


@pytest.mark.parametrize("way", list(WAYS))
def test_no_way_of_starting_a_test_spends_fatigue_before_its_price_is_shown(
    qtbot: Any, make_window: Any, way: str
) -> None:
    """Each way: nothing is spent, the test dialog shows that test's price and odds; Begin (Enter)
    then starts it and the ranger suffers exactly the fatigue shown."""
    act, choose = WAYS[way]
    window = make_window()
    c = window.controller
    test = choose(c)
    ranger = c.hand_ranger()
    before = _snapshot(c)
    act(qtbot, window, test)
    qtbot.wait(20)
    assert _spent_nothing(c, before), f"{way} spent something before the price was shown"
    dialog = window.card_menus.test_dialog
    qtbot.waitUntil(lambda: dialog is not None and dialog.isVisible(), timeout=3000)
    dialog = window.card_menus.test_dialog
    shown = dialog.selected_option()
    assert shown.target == test.target and shown.kind == "test"
    if way != "double-click":  # a double-click opens the dialog on the card's first test
        assert shown.id == test.id
    shown_price = c.test_preview(shown).fatigue_total
    said = f"{shown_price} fatigue" if shown_price else "No fatigue"
    assert said in dialog.price.text() and "%" in dialog.odds_before.text()
    assert shown_price > 0
    _begin_with_enter(qtbot, window)
    # (With exactly one energy of the test's aspect the table commits it by itself:
    # app/sole_answers.py; the test's own answer is then the one before.)
    sole = c.session.log[-1].option == "energy:1"
    assert c.session.log[-2 if sole else -1].option == shown.id
    while c.prompt is not None and c.prompt.kind == "response":  # pass the windows before the fatigue
        c.answer(c.options()[-1].id)
    assert c.prompt is not None and c.prompt.kind in ("commit_energy", "commit_cards")
    if c.prompt.kind == "commit_cards":
        assert c.session.log[-1].option == "energy:1"  # it had one choice: taken without asking
    assert len(c.state.ranger(ranger).fatigue) - before[1] == shown_price


def _bar_view(window: Any, test: Any) -> Any:
    return next(o for o in window.prompt_bar.options if o.id == test.id)


def _by_bar_number_key(qtbot: Any, window: Any, test: Any) -> None:
    """The number key of a prompt bar button that shows the test's price and chance."""
    button = window.prompt_bar.buttons[window.prompt_bar.options.index(_bar_view(window, test))]
    assert "fatigue" in button.text() and "%" in button.text()
    _by_number_key(qtbot, window, test)


def _bar_test(c: Any) -> Any:
    """A test with no card to be shown on (Remember): the prompt bar shows it as a button."""
    return next(o for o in c.options() if o.kind == "test" and not o.target)


#: Ways whose entry already shows the price and chance ("Traverse · 2 fatigue · 58% with 2"):
#: a card's menu entry, and a prompt bar button or its number key; picking it begins the test
#: (issue #29: no second "Begin" where the price was shown), the dialog following it.
BEGUN_WAYS = {
    "context menu": (_by_context_menu, _common_priced_test),
    "options pill": (_by_pill, _common_priced_test),
    "prompt bar button": (_by_bar_button, _bar_test),
    "its number key": (_by_bar_number_key, _bar_test),
}


@pytest.mark.parametrize("way", list(BEGUN_WAYS))
def test_a_test_picked_where_its_price_was_shown_begins_at_that_price(
    qtbot: Any, make_window: Any, way: str
) -> None:
    act, choose = BEGUN_WAYS[way]
    window = make_window(size=(1366, 768))
    c = window.controller
    test = choose(c)
    ranger = c.hand_ranger()
    price = c.test_preview(test).fatigue_total
    before = _snapshot(c)
    act(qtbot, window, test)
    qtbot.wait(20)
    sole = c.session.log[-1].option == "energy:1"
    assert c.session.log[-2 if sole else -1].option == test.id  # begun: no Begin needed
    while c.prompt is not None and c.prompt.kind == "response":
        c.answer(c.options()[-1].id)
    assert len(c.state.ranger(ranger).fatigue) - before[1] == price
    dialog = window.card_menus.test_dialog
    assert dialog.isVisible() and dialog.pages.currentIndex() == 1  # following the test
    hand = window.scene.geometry.zones["hand"]
    hand_top = window.view.mapToGlobal(QPoint(0, int(hand.y))).y()
    assert dialog.geometry().bottom() <= hand_top  # beside the hand, not over it


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
    QTest.keyClick(window.view, getattr(Qt.Key, f"Key_{_key(c, test)}"))
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
        test = next(o for o in c.options() if o.kind == "test" and c.option_key(o.id) is not None)
        QTest.keyClick(window.view, getattr(Qt.Key, f"Key_{_key(c, test)}"))
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
