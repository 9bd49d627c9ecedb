"""Issue #31: after a help window closes, the keyboard is back where it was. Opened with F1 from
the test dialog's price page and closed with Escape, a help page handed activation to the main
window (or to no window): Enter then reached the table instead of pressing Begin
(ui/focus_return.py). And a test asked for by its number key while the dialog is already up
takes the keyboard back for its price page (ui/test_dialog.py, open_for). Real key events only,
each sent where the keyboard is now."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from .conftest import first_turn_session


def press(qtbot: Any, window: Any, key: Qt.Key) -> None:
    """A key where the keyboard is now: the focused widget, else the active window, else the main
    window (where a window system sends keys when no window of ours has them)."""
    target = QApplication.focusWidget() or QApplication.activeWindow() or window
    QTest.keyClick(target, key)
    qtbot.wait(10)


def price_page(qtbot: Any, window: Any) -> tuple[Any, Any]:
    """The first test of the turn asked for by its number key on the table: its price page up."""
    c = window.controller
    option = next(o for o in c.prompt.options if o.kind == "test")
    key = c.option_key(option.id)
    assert key is not None
    press(qtbot, window, getattr(Qt.Key, f"Key_{key}"))
    dialog = window.card_menus.test_dialog
    assert dialog.isVisible() and dialog.pages.currentIndex() == 0
    assert dialog.selected_option().id == option.id
    return dialog, option


def ready(qtbot: Any, catalog: Any, make_window: Any) -> Any:
    window = make_window(first_turn_session(catalog), size=(1366, 768))
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    return window


def test_enter_begins_the_test_after_a_help_page_opened_with_f1_from_the_price_page_is_closed(
    qtbot: Any, catalog: Any, make_window: Any
) -> None:
    window = ready(qtbot, catalog, make_window)
    c = window.controller
    dialog, option = price_page(qtbot, window)
    qtbot.waitUntil(lambda: QApplication.activeWindow() is dialog)
    press(qtbot, window, Qt.Key.Key_F1)  # the rule of this question, from the dialog
    page = window.help.page
    assert page is not None and page.isVisible()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is page)
    press(qtbot, window, Qt.Key.Key_Escape)  # the help page closes
    assert not page.isVisible()
    begin = dialog.begin_button
    assert QApplication.activeWindow() is dialog and QApplication.focusWidget() is begin
    before = len(c.session.log)
    press(qtbot, window, Qt.Key.Key_Return)
    assert c.state.test is not None and len(c.session.log) > before, "Enter did not begin the test"
    assert c.session.log[before].option == option.id  # the test whose price was shown


def test_a_help_page_closed_gives_the_keyboard_back_to_the_table_when_the_table_had_it(
    qtbot: Any, catalog: Any, make_window: Any
) -> None:
    """The other way round: F1 on the table, Escape, and the table's number keys answer again."""
    window = ready(qtbot, catalog, make_window)
    press(qtbot, window, Qt.Key.Key_F1)
    page = window.help.page
    qtbot.waitUntil(lambda: QApplication.activeWindow() is page)
    press(qtbot, window, Qt.Key.Key_Escape)
    assert QApplication.activeWindow() is window, "the table did not get the keyboard back"
    dialog, _option = price_page(qtbot, window)  # a number key on the table asks for a test
    assert dialog.isVisible()


def test_a_test_asked_for_while_the_dialog_is_up_takes_the_keyboard_for_its_price_page(
    qtbot: Any, catalog: Any, make_window: Any
) -> None:
    """The dialog stays up; the player goes back to the table (it has the keys) and asks for the
    test by its number key: Enter now begins it, instead of reaching the table."""
    window = ready(qtbot, catalog, make_window)
    c = window.controller
    dialog, _option = price_page(qtbot, window)
    window.activateWindow()  # a click on the table: the dialog stays up, the table has the keys
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    assert dialog.isVisible()
    _dialog, option = price_page(qtbot, window)
    before = len(c.session.log)
    press(qtbot, window, Qt.Key.Key_Return)
    assert c.state.test is not None and len(c.session.log) > before, "Enter did not begin the test"
    assert c.session.log[before].option == option.id
