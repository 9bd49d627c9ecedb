"""Keyboard: shortcuts trigger their actions, number keys answer the prompt, bindings persist."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from rangers_qt.ui.actions import SPECS, Actions


def test_every_action_has_a_stable_object_name(make_window: Any) -> None:
    window = make_window()
    for spec in SPECS:
        assert window.findChild(type(window.action("undo")), f"action_{spec.name}") is not None


def test_number_key_answers_that_prompt_option(qtbot: Any, make_window: Any) -> None:
    window = make_window()
    c = window.controller
    second = c.keyed_options()[0][1]  # the prompt bar's own options first, then those on cards
    before = len(c.session.log)
    QTest.keyClick(window.view, Qt.Key.Key_2)
    qtbot.wait(10)
    if second.kind == "test":  # a test shows its price first; Enter in the dialog starts it
        assert len(c.session.log) == before
        dialog = window.card_menus.test_dialog
        assert dialog.isVisible() and dialog.selected_option().id == second.id
        QTest.keyClick(dialog, Qt.Key.Key_Return)
        qtbot.wait(10)
    assert c.session.log[-1].option == second.id


def test_ctrl_z_undoes_and_ctrl_shift_z_redoes(qtbot: Any, make_window: Any) -> None:
    window = make_window()
    c = window.controller
    first = c.options()[0]
    c.answer(first.id, priced=True)
    length = len(c.session.log)
    QTest.keyClick(window.view, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    qtbot.wait(10)
    assert len(c.session.log) == length - 1
    assert "Undone" in window.log_panel.item(window.log_panel.count() - 1).text()
    QTest.keyClick(
        window.view, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier
    )
    qtbot.wait(10)
    assert len(c.session.log) == length
    assert c.session.log[-1].option == first.id


def test_rest_key_rests_the_ranger(qtbot: Any, make_window: Any) -> None:
    window = make_window()
    c = window.controller
    ranger = c.prompt.ranger
    assert any(o.kind == "rest" for o in c.options())
    QTest.keyClick(window.view, Qt.Key.Key_R)
    qtbot.wait(10)
    assert c.state.ranger(ranger).rested


def test_zoom_keys_grow_and_shrink_cards(qtbot: Any, make_window: Any) -> None:
    window = make_window()
    before = window.scene.geometry.card_w
    QTest.keyClick(window.view, Qt.Key.Key_Plus)
    qtbot.wait(10)
    assert window.scene.geometry.card_w > before
    QTest.keyClick(window.view, Qt.Key.Key_0, Qt.KeyboardModifier.ControlModifier)
    QTest.keyClick(window.view, Qt.Key.Key_Minus)
    qtbot.wait(10)
    assert window.scene.geometry.card_w < before


def test_a_rebound_shortcut_works_and_is_saved(qtbot: Any, make_window: Any, settings: Any) -> None:
    window = make_window()
    c = window.controller
    window.actions_.rebind("rest", "Ctrl+Shift+R")
    assert settings.value("shortcuts/rest") == "Ctrl+Shift+R"
    ranger = c.prompt.ranger
    QTest.keyClick(window.view, Qt.Key.Key_R)  # the old key no longer rests
    qtbot.wait(10)
    assert not c.state.ranger(ranger).rested
    QTest.keyClick(
        window.view, Qt.Key.Key_R, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier
    )
    qtbot.wait(10)
    assert c.state.ranger(ranger).rested
    # A new window reads the saved binding.
    assert Actions(window, settings).binding("rest") == "Ctrl+Shift+R"


def test_rebinding_to_a_taken_key_is_refused(make_window: Any) -> None:
    window = make_window()
    with pytest.raises(ValueError, match="already bound"):
        window.actions_.rebind("rest", "Ctrl+Z")


def test_space_shows_the_hovered_card_full_size(qtbot: Any, make_window: Any) -> None:
    window = make_window()
    c = window.controller
    iid = next(i for r in c.state.rangers for i in r.within_reach)
    window.scene.card_hovered.emit(iid)
    QTest.keyClick(window.view, Qt.Key.Key_Space)
    menus = window.card_menus
    qtbot.waitUntil(lambda: menus.full_view is not None and menus.full_view.isVisible(), timeout=2000)
    assert window.card_menus.full_view.preview.card.iid == iid
    assert window.card_menus.full_view.height() > window.preview.height()


def test_tab_highlights_options_and_enter_answers_the_highlighted_one(qtbot: Any, make_window: Any) -> None:
    window = make_window()
    c = window.controller
    window.view.setFocus()
    QTest.keyClick(window.view, Qt.Key.Key_Tab)
    QTest.keyClick(window.view, Qt.Key.Key_Tab)
    highlighted = window.prompt_bar.highlighted()
    assert highlighted is not None and highlighted.id == c.keyed_options()[0][1].id
    QTest.keyClick(window.view, Qt.Key.Key_Return)
    qtbot.wait(10)
    if highlighted.kind == "test":  # the price and odds first, then Enter starts it
        dialog = window.card_menus.test_dialog
        assert dialog.isVisible() and dialog.selected_option().id == highlighted.id
        QTest.keyClick(dialog, Qt.Key.Key_Return)
        qtbot.wait(10)
    assert c.session.log[-1].option == highlighted.id


def test_shift_f10_opens_the_hovered_cards_menu(qtbot: Any, make_window: Any) -> None:
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    window = make_window()
    c = window.controller
    play = next(o for o in c.options() if o.kind == "play_card")
    window.scene.card_hovered.emit(play.card)
    chosen: list[str] = []

    def pick() -> None:  # the menu runs its own loop: choose its first entry from inside it
        menu = QApplication.activePopupWidget() or window.card_menus.last_menu
        assert menu is not None
        chosen.append(menu.actions()[0].text())
        menu.actions()[0].trigger()
        menu.close()

    QTimer.singleShot(100, pick)
    QTest.keyClick(window.view, Qt.Key.Key_F10, Qt.KeyboardModifier.ShiftModifier)
    qtbot.waitUntil(lambda: bool(chosen), timeout=3000)
    assert chosen[0].split("\t")[0] == play.label  # after a tab: its number key, if it has one
    assert c.session.log[-1].option == play.id


#: What macOS keeps for itself in every app (Cmd+H hide, Cmd+M minimise, Cmd+Alt+H hide others,
#: Cmd+Alt+M minimise all, Cmd+Tab, Cmd+Space, Cmd+`); "Ctrl" in portable text is Cmd there.
MACOS_RESERVED = {"Ctrl+H", "Ctrl+M", "Ctrl+Alt+H", "Ctrl+Alt+M", "Ctrl+Tab", "Ctrl+Space", "Ctrl+`"}


def test_macos_defaults_avoid_the_systems_cmd_keys_and_stay_distinct(qapp: Any) -> None:
    """On macOS, Ctrl+H and Ctrl+M would become Cmd+H and Cmd+M, which the system takes."""
    mac = {
        spec.name: [k.toString() for k in Actions.default_sequences(spec.name, platform="darwin")]
        for spec in SPECS
    }
    taken = {name: keys for name, keys in mac.items() if MACOS_RESERVED & set(keys)}
    assert taken == {}
    assert mac["sandbox"] == ["Ctrl+Shift+M"] and mac["manual_panel"] == ["Ctrl+Shift+H"]
    firsts = [keys[0] for keys in mac.values() if keys]
    assert len(firsts) == len(set(firsts)), "two actions share a default key"
    # Elsewhere the keys stay what the docs and the help say.
    assert Actions.default_sequences("sandbox", platform="linux")[0].toString() == "Ctrl+M"
    assert Actions.default_sequences("manual_panel", platform="win32")[0].toString() == "Ctrl+H"


def test_standard_keys_come_from_the_system(qapp: Any) -> None:
    """Undo, redo, zoom, new, open, save use QKeySequence's standard keys: every binding the
    system lists (Ctrl+Y and Ctrl+Shift+Z for redo on Windows), the text-editing ones left out,
    after the key the help and the docs name (so it is the one menus show)."""
    from PySide6.QtGui import QKeySequence

    redo = [k.toString() for k in QKeySequence.keyBindings(QKeySequence.StandardKey.Redo)]
    got = [k.toString() for k in Actions.default_sequences("redo")]
    assert set(got) == {k for k in redo if "Backspace" not in k} | {"Ctrl+Shift+Z"}
    assert got[0] == "Ctrl+Shift+Z" and len(got) == len(set(got))
    assert Actions.default("quit") == (
        QKeySequence(QKeySequence.StandardKey.Quit).toString(QKeySequence.SequenceFormat.PortableText)
        or "Ctrl+Q"
    )
