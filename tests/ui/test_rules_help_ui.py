"""Issue #31: F1 explains the rule that applies now (the hovered card, else the prompt), every
card's menu has a Help entry, the phase bar a Help button, and the glossary searches as you type
(from Help and the start page). Real keys and mouse events."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from .test_price_first import right_click
from .test_why_not_table import _hover


def _page_text(window: Any) -> str:
    return str(window.help.page.text.toPlainText())


def test_f1_on_a_hovered_card_explains_its_rules_and_elsewhere_the_prompt(
    qtbot: Any, make_window: Any
) -> None:
    window = make_window(size=(1366, 768))
    c = window.controller
    card = c.state.ranger(c.prompt.ranger).within_reach[0]
    _hover(qtbot, window, card)
    QTest.keyClick(window, Qt.Key.Key_F1)
    qtbot.waitUntil(lambda: window.help.page is not None and window.help.page.isVisible())
    assert window.help.page.windowTitle() == f"Rules help: {c.card_name(card)}"
    assert "Rulebook: Fatigue from Interacting." in _page_text(window)
    window.rules_help.pointer_card = None  # the pointer left the cards
    QTest.keyClick(window, Qt.Key.Key_F1)
    assert "Rulebook: Phase 2: Ranger Turns." in _page_text(window)


def test_a_cards_menu_has_help_for_that_card(qtbot: Any, make_window: Any) -> None:
    window = make_window(size=(1366, 768))
    c = window.controller
    loc = next(i for i in c.state.surroundings if c.travel_note(i))
    seen = right_click(qtbot, window, loc, "Help: the rules of this card now")
    assert any(s.startswith("Help: the rules") for s in seen)
    qtbot.waitUntil(lambda: window.help.page is not None and window.help.page.isVisible())
    text = _page_text(window)
    assert "Rulebook: Phase 3: Travel." in text and "Travel not now" in text


def test_the_phase_bar_help_button_and_the_searchable_glossary(qtbot: Any, make_window: Any) -> None:
    window = make_window(size=(1366, 768))
    button = window.rules_help.help_button
    assert button.isVisible()
    QTest.mouseClick(button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.help.page is not None and window.help.page.isVisible())
    assert "Rules help" in window.help.page.windowTitle()
    dialog = window.rules_help.show_glossary()
    QTest.keyClicks(dialog.search, "obst")
    text = dialog.text.toPlainText()
    assert text.index("Obstacle") < text.index("Travel") and "Ambush" not in text
    dialog.search.clear()
    assert "Ambush" in dialog.text.toPlainText()


def test_the_start_page_opens_the_glossary(qtbot: Any, make_window: Any) -> None:
    window = make_window(size=(1366, 768))
    button = window.rules_help.start_button
    QTest.mouseClick(button, Qt.MouseButton.LeftButton)
    assert window.rules_help.glossary is not None and window.rules_help.glossary.isVisible()


def test_the_hints_switch_is_off_by_default_remembered_and_told_to_the_game(make_window: Any) -> None:
    window = make_window(size=(1366, 768))
    c = window.controller
    action = window.rules_help.hints_action
    assert not action.isChecked() and not c.hints.on
    action.trigger()  # View > Hints while playing
    assert c.hints.on and str(window.settings.value("play/hints")).lower() == "true"
    window.rules_help.set_hints(False)  # the guided day's switch
    assert not action.isChecked() and not c.hints.on
