"""The player's "pass optional responses" switch: one key, kept between games (QSettings), and
applied to the game as a logged adjustment so undo and replay see the same prompts."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt

from rangers_qt.ui.parts.menus import AUTO_PASS_KEY


def test_ctrl_p_turns_optional_responses_off_and_the_choice_is_kept(make_window: Any, qtbot: Any) -> None:
    window = make_window()
    controller = window.controller
    assert controller.auto_pass is False
    log_before = len(controller.session.log)

    qtbot.keyClick(window, Qt.Key.Key_P, Qt.KeyboardModifier.ControlModifier)

    assert controller.auto_pass is True
    assert window.actions_["auto_pass"].isChecked()
    assert str(window.settings.value(AUTO_PASS_KEY)).lower() == "true"
    # A logged adjustment of this game: undo takes it back like any other answer.
    assert len(controller.session.log) == log_before + 1

    qtbot.keyClick(window, Qt.Key.Key_P, Qt.KeyboardModifier.ControlModifier)
    assert controller.auto_pass is False
    assert str(window.settings.value(AUTO_PASS_KEY)).lower() == "false"


def test_the_saved_choice_applies_to_the_next_game(make_window: Any, settings: Any) -> None:
    settings.setValue(AUTO_PASS_KEY, "true")
    window = make_window()
    assert window.actions_["auto_pass"].isChecked()
    assert window.controller.auto_pass is True


def test_off_by_default_no_game_is_changed(make_window: Any) -> None:
    window = make_window()
    assert not window.actions_["auto_pass"].isChecked()
    assert window.controller.auto_pass is False
    assert all(e.kind != "manual" for e in window.controller.session.log)


def test_undo_takes_the_switch_back_and_the_tick_follows(make_window: Any, qtbot: Any) -> None:
    window = make_window()
    qtbot.keyClick(window, Qt.Key.Key_P, Qt.KeyboardModifier.ControlModifier)
    assert window.controller.auto_pass is True
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert window.controller.auto_pass is False
    assert not window.actions_["auto_pass"].isChecked()
