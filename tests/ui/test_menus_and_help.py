"""Issue #29: no mnemonic clash in any menu, disabled items that look disabled, help rendered as
rich text in our own words, the keyboard shortcuts generated from the actions, and About."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QMenu

from rangers_qt import __version__
from rangers_qt.ui.style import stylesheet
from rangers_qt.ui.theme import THEMES


def mnemonic(text: str) -> str | None:
    """The letter after a single '&' ("&&" is a literal ampersand)."""
    i = 0
    while i < len(text) - 1:
        if text[i] == "&":
            if text[i + 1] != "&":
                return text[i + 1].lower()
            i += 1
        i += 1
    return None


def menus_of(menu: QMenu) -> list[QMenu]:
    found = [menu]
    for action in menu.actions():
        if action.menu() is not None:
            found += menus_of(action.menu())
    return found


def test_mnemonic_reads_the_letter_after_the_ampersand() -> None:
    assert mnemonic("Da&y summary") == "y" and mnemonic("Fish && &chips") == "c" and mnemonic("Plain") is None


def test_no_mnemonic_clash_in_any_menu(make_window: Any) -> None:
    window = make_window()
    bar = window.menuBar()
    titles = [mnemonic(a.text()) for a in bar.actions()]
    assert None not in titles and len(set(titles)) == len(titles), titles
    checked = 0
    for top in bar.actions():
        for menu in menus_of(top.menu()):
            menu.aboutToShow.emit()  # menus filled when shown (open recent) are checked filled
            letters: dict[str, str] = {}
            for action in menu.actions():
                if action.isSeparator() or not action.isVisible():
                    continue
                letter = mnemonic(action.text())
                if letter is None:
                    continue
                assert letter not in letters, f"{menu.title()}: {action.text()!r} and {letters[letter]!r}"
                letters[letter] = action.text()
                checked += 1
    assert checked > 30


def test_the_game_menus_letters_reach_their_own_items(qtbot: Any, make_window: Any) -> None:
    """Alt+G then Y opens the day summary, not Undo (the clash of the issue)."""
    window = make_window()
    game = window.menus.menus["Game"]
    fired: list[str] = []
    window.action("undo").triggered.connect(lambda: fired.append("undo"))
    window.action("day_summary").setEnabled(True)
    window.action("day_summary").triggered.connect(lambda: fired.append("day_summary"))
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    game.popup(window.mapToGlobal(window.rect().center()))
    qtbot.waitUntil(game.isVisible)
    QTest.keyClick(game, Qt.Key.Key_Y)
    qtbot.wait(10)
    assert fired == ["day_summary"]


@pytest.mark.parametrize("theme", sorted(THEMES))
def test_a_disabled_menu_item_is_drawn_in_the_muted_colour(qtbot: Any, theme: str) -> None:
    t = THEMES[theme]
    menu = QMenu()
    qtbot.addWidget(menu)
    menu.setStyleSheet(stylesheet(t))
    menu.addAction("MMMMMMMM")
    menu.addAction("MMMMMMMM").setEnabled(False)
    menu.popup(menu.mapToGlobal(menu.rect().topLeft()))
    qtbot.waitUntil(menu.isVisible)
    image = menu.grab().toImage()
    rows = [menu.actionGeometry(a) for a in menu.actions()]

    def ink(rect: Any) -> set[str]:
        background = QColor(t.panel).name()
        found = set()
        for x in range(rect.left() + 2, rect.right() - 2):
            for y in range(rect.top() + 2, rect.bottom() - 2):
                colour = image.pixelColor(x, y).name()
                if colour != background:
                    found.add(colour)
        return found

    enabled, disabled = ink(rows[0]), ink(rows[1])
    assert QColor(t.text).name() in enabled
    assert QColor(t.muted).name() in disabled and QColor(t.text).name() not in disabled


def test_help_is_rich_text_in_every_topic(qtbot: Any, make_window: Any) -> None:
    from rangers_qt.ui.parts.help import TOPICS

    window = make_window()
    for key, (_, title, _) in TOPICS.items():
        page = window.help.show_topic(key)
        shown = page.text.toPlainText()
        assert page.windowTitle() == title and title in shown
        assert "<h3>" not in shown and "&mdash;" not in shown and "<b>" not in shown, key


def test_help_menu_is_last_and_f1_opens_the_round(qtbot: Any, make_window: Any) -> None:
    window = make_window()
    assert window.menuBar().actions()[-1].menu() is window.menus.menus["Help"]
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    QTest.keyClick(window.view, Qt.Key.Key_F1)
    qtbot.wait(10)
    assert window.help.page.isVisible() and "Ranger turns" in window.help.page.text.toPlainText()


def test_the_shortcut_list_follows_a_rebinding(qtbot: Any, make_window: Any) -> None:
    window = make_window()
    before = window.help.show_shortcut_list().text.toPlainText()
    assert "Ctrl+Z" in before and "Undo" in before and "Rest" in before
    window.actions_.rebind("rest", "Ctrl+Shift+R")
    after = window.help.show_shortcut_list().text.toPlainText()
    assert "Ctrl+Shift+R" in after and "Ctrl+Shift+R" not in before


def test_about_names_the_version_licences_and_data(qtbot: Any, make_window: Any) -> None:
    window = make_window()
    window.action("about").trigger()
    shown = window.help.page.text.toPlainText()
    assert __version__ in shown and "MIT" in shown and "LGPL" in shown
    assert "Card data" in shown and "Earthborne Games" in shown
