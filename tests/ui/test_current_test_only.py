"""Issue #29: the test dialog shows only the current test, its steps as they happen; never the
test before (its revealed card, its outcome under the new test's title)."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from .test_price_first import _begin_with_enter, _by_context_menu, _common_priced_test, _key


def shown_lines(dialog: Any) -> list[str]:
    return [dialog.outcome.item(i).text() for i in range(dialog.outcome.count())]


def finish_through_dialog(qtbot: Any, window: Any, seen: list[tuple[int, str, list[str], bool]]) -> None:
    """Commit the least energy and reveal with the dialog's own buttons, noting what it shows."""
    c, dialog = window.controller, window.card_menus.test_dialog
    for _ in range(12):
        seen.append(
            (dialog.pages.currentIndex(), dialog.header.text(), shown_lines(dialog), dialog.revealed is None)
        )
        if c.state.test is None:
            return
        if c.prompt.kind == "response":
            window.prompt_bar.buttons[-1].click()  # "No response" is the bar's last button
            qtbot.wait(10)
            continue
        buttons = dialog.commit_buttons
        QTest.mouseClick(
            buttons[0] if c.prompt.kind == "commit_energy" else buttons[-1], Qt.MouseButton.LeftButton
        )
        qtbot.wait(10)
    raise AssertionError("the test did not end")


def test_two_tests_begun_two_ways_each_shown_alone(qtbot: Any, make_window: Any) -> None:
    window = make_window(size=(1366, 768))
    c = window.controller
    first = _common_priced_test(c)
    _by_context_menu(qtbot, window, first)  # begun from the card's menu (its price was shown)
    qtbot.wait(20)
    seen_first: list[tuple[int, str, list[str], bool]] = []
    finish_through_dialog(qtbot, window, seen_first)
    dialog = window.card_menus.test_dialog
    first_lines = shown_lines(dialog)
    first_card = dialog.revealed
    assert first_card is not None and dialog.challenge_face.pixmap() is not None
    assert any("effort" in line and "difficulty" in line for line in first_lines)

    for _ in range(10):  # on to the next turn with a test on offer
        if c.prompt is not None and c.prompt.kind == "turn" and any(o.kind == "test" for o in c.options()):
            break
        c.answer(c.options()[0].id, priced=True)
    second = next(o for o in c.options() if o.kind == "test" and c.option_key(o.id) is not None)
    QTest.keyClick(window.view, getattr(Qt.Key, f"Key_{_key(c, second)}"))  # by its number key
    qtbot.wait(10)
    assert dialog.pages.currentIndex() == 0 and dialog.outcome.count() == 0  # the price, nothing else
    assert dialog.challenge_face.pixmap() is None or dialog.challenge_face.pixmap().isNull()
    _begin_with_enter(qtbot, window)
    seen_second: list[tuple[int, str, list[str], bool]] = []
    finish_through_dialog(qtbot, window, seen_second)
    for page, header, lines, no_card_yet in seen_second:
        assert not set(lines) & {line for line in first_lines if "effort" in line}, header
        if page == 2 and lines:
            assert lines[0].startswith("1. ") and second.label.split(" (")[0] in lines[0], lines
        if page == 1:
            assert no_card_yet and not lines  # committing: no reveal and no outcome yet
    final = shown_lines(dialog)
    assert second.label.split(" (")[0] in final[0]
    assert len([line for line in final if "effort" in line and "difficulty" in line]) == 1


def test_a_response_inside_a_test_shows_that_tests_steps(qtbot: Any, make_window: Any) -> None:
    """While a response is asked during a test, the dialog lists the running test's steps so far
    under its own name (it showed the previous result, or nothing)."""
    window = make_window(size=(1366, 768))
    c = window.controller
    test = _common_priced_test(c)
    _by_context_menu(qtbot, window, test)
    qtbot.wait(20)
    dialog = window.card_menus.test_dialog
    assert c.state.test is not None
    dialog.result_lines.append("a step of this test")
    dialog._show_steps("Respond to the reveal?")
    assert dialog.pages.currentIndex() == 2
    assert "in progress" in dialog.header.text() and "Respond to the reveal?" in dialog.header.text()
    assert shown_lines(dialog)[-1].endswith("a step of this test")
    assert shown_lines(dialog)[0].startswith("1. ") and test.label.split(" (")[0] in shown_lines(dialog)[0]


def test_begin_with_energy_answers_the_test_and_its_energy_in_one_click(qtbot: Any, make_window: Any) -> None:
    """The price page shows the chance at each energy; its "Begin with N" commits N at once
    (Rulebook: Perform a test, step 2 commit energy), the engine's question answered and logged."""
    window = make_window(size=(1366, 768))
    c = window.controller
    test = next(
        o
        for o in c.options()
        if o.kind == "test" and c.option_key(o.id) is not None and len(c.test_preview(o).odds) >= 2
    )
    QTest.keyClick(window.view, getattr(Qt.Key, f"Key_{_key(c, test)}"))
    qtbot.wait(10)
    dialog = window.card_menus.test_dialog
    assert dialog.selected_option().id == test.id
    button = dialog.findChild(type(dialog.begin_button), "begin_with_2")
    assert button is not None and button.isVisible() and "%" in button.text()
    length = len(c.session.log)
    QTest.mouseClick(button, Qt.MouseButton.LeftButton)
    for _ in range(6):  # a response window before the energy: the player passes it
        qtbot.wait(20)
        if c.prompt is not None and c.prompt.kind == "response":
            bar = window.prompt_bar
            qtbot.mouseClick(bar.button_for(len(bar.buttons) - 1), Qt.MouseButton.LeftButton)
    options = [e.option for e in c.session.log[length:] if e.option != "pass"]
    assert options[:2] == [test.id, "energy:2"]
    assert c.prompt.kind != "commit_energy"  # not asked again


def test_the_hint_to_begin_goes_once_the_test_has_begun(qtbot: Any, make_window: Any) -> None:
    """The status bar said "Enter (Begin test) starts the test" through the test and after it
    (seen in the 1366x768 screenshots, over the next turn's question): it goes when the test begins."""
    from rangers_qt.ui.parts.test_price import PRICE_SHOWN

    window = make_window(size=(1366, 768))
    c = window.controller
    test = next(o for o in c.options() if o.kind == "test" and c.option_key(o.id) is not None)
    QTest.keyClick(window.view, getattr(Qt.Key, f"Key_{_key(c, test)}"))
    qtbot.wait(10)
    assert window.statusBar().currentMessage() == PRICE_SHOWN  # the price is up: the hint holds
    _begin_with_enter(qtbot, window)
    assert c.state.test is not None  # begun
    assert window.statusBar().currentMessage() != PRICE_SHOWN
