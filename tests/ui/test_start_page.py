"""Issue #29, the first hour: the start page, the menus' order and keys, the window's size and
where the player's files go. Real mouse and keyboard events throughout."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QFileDialog

from rangers_qt.campaign.save import open_campaign
from rangers_qt.ui import documents
from rangers_qt.ui.window_geometry import first_size, remember, restore


@pytest.fixture
def docs(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """The user's documents folder, here a temporary one."""
    root = tmp_path / "Documents"
    root.mkdir()
    monkeypatch.setattr(documents, "documents_root", lambda: root)
    return root


def no_game_window(qtbot: Any, catalog: Any, settings: Any, size: tuple[int, int] = (1366, 768)) -> Any:
    """A window as a launch without --demo or --campaign opens it: no game, the start page."""
    from rangers_qt.ui.main_window import MainWindow

    window = MainWindow(settings=settings)
    window.game._catalog = catalog
    qtbot.addWidget(window)
    window.resize(*size)
    window.load_game(window.game.setup_steps(demo=False, seed=7, ask=True))
    window.show()
    qtbot.waitExposed(window)
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    window.wait_until_ready()
    return window


def click(qtbot: Any, widget: Any) -> None:
    qtbot.mouseClick(widget, Qt.MouseButton.LeftButton)
    qtbot.wait(10)


def test_the_start_page_to_a_running_campaign_day_in_one_click(
    qtbot: Any, catalog: Any, settings: Any, docs: Path
) -> None:
    window = no_game_window(qtbot, catalog, settings)
    page = window.start.page
    assert page.isVisible() and window.controller is None
    assert not page.continue_button.isVisible()  # no campaign played yet: nothing to continue
    for field, name in zip(page.names, ("Ash", "Birch"), strict=True):
        field.selectAll()
        QTest.keyClicks(field, name)
    clicks = 1
    click(qtbot, page.quick_button)
    assert clicks <= 4
    c = window.controller
    assert c is not None and c.prompt is not None  # a day is being played
    assert window.campaign.play.active and c.state.day.campaign_day == 1
    assert [r.name for r in c.state.rangers] == ["Ash", "Birch"]
    assert not page.isVisible()
    saved = window.campaign.play.path
    assert saved is not None and saved.parent == docs / documents.FOLDER_NAME
    tracker = open_campaign(saved, catalog).tracker
    assert [r.name for r in tracker.rangers] == ["Ash", "Birch"]


def test_two_rangers_of_one_name_are_refused(qtbot: Any, catalog: Any, settings: Any, docs: Path) -> None:
    window = no_game_window(qtbot, catalog, settings)
    page = window.start.page
    page.names[1].selectAll()
    QTest.keyClicks(page.names[1], page.names[0].text().upper())
    click(qtbot, page.quick_button)
    assert window.controller is None and page.isVisible()
    assert "different names" in page.message.text() and page.message.isVisible()


def test_continue_opens_the_last_campaign(qtbot: Any, catalog: Any, settings: Any, docs: Path) -> None:
    first = no_game_window(qtbot, catalog, settings)
    click(qtbot, first.start.page.quick_button)
    path = first.campaign.play.path
    first.close()
    again = no_game_window(qtbot, catalog, settings)
    button = again.start.page.continue_button
    assert button.isVisible() and "Lure of the Valley" in button.text() and "Mira" in button.text()
    click(qtbot, button)
    assert again.campaign.play.active and again.campaign.play.path == path
    assert again.controller is not None and again.controller.prompt is not None


def test_the_one_off_day_and_new_campaign_buttons_open_their_dialogs(
    qtbot: Any, catalog: Any, settings: Any, docs: Path
) -> None:
    window = no_game_window(qtbot, catalog, settings)
    click(qtbot, window.start.page.day_button)
    dialog = window.day_flow.new_day_dialog
    assert dialog is not None and dialog.isVisible()
    dialog.reject()
    qtbot.wait(10)
    assert window.start.page.isVisible()  # cancelled: every way in again
    click(qtbot, window.start.page.new_button)
    assert window.campaign.new_dialog is not None and window.campaign.new_dialog.isVisible()
    window.campaign.new_dialog.reject()
    click(qtbot, window.start.page.help_button)
    assert window.help.page is not None and "Ranger turns" in window.help.page.text.toPlainText()


def test_menus_campaign_before_view_and_help_last(qtbot: Any, catalog: Any, settings: Any) -> None:
    window = no_game_window(qtbot, catalog, settings)
    titles = [a.text().replace("&", "") for a in window.menuBar().actions()]
    assert titles == ["Game", "Campaign", "View", "Help"]


def test_the_platforms_keys_for_new_open_save_undo_and_help(qtbot: Any, catalog: Any, settings: Any) -> None:
    window = no_game_window(qtbot, catalog, settings)
    for name, key in (
        ("new_campaign", QKeySequence.StandardKey.New),
        ("open_campaign", QKeySequence.StandardKey.Open),
        ("save", QKeySequence.StandardKey.Save),
        ("save_campaign_as", QKeySequence.StandardKey.SaveAs),
        ("undo", QKeySequence.StandardKey.Undo),
        ("redo", QKeySequence.StandardKey.Redo),
        ("help", QKeySequence.StandardKey.HelpContents),
    ):
        standard = QKeySequence.keyBindings(key)
        assert standard and standard[0] in window.action(name).shortcuts(), name
    QTest.keyClick(window.start.page.quick_button, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    qtbot.wait(10)
    assert window.campaign.new_dialog is not None and window.campaign.new_dialog.isVisible()
    window.campaign.new_dialog.reject()
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    QTest.keyClick(window.start.page.quick_button, Qt.Key.Key_F1)
    qtbot.wait(10)
    assert window.help.page is not None and window.help.page.isVisible()


def test_a_first_window_fits_its_screen() -> None:
    laptop = QRect(0, 0, 1366, 728)  # 1366x768 less a panel
    assert first_size(laptop)[0] <= 1366 and first_size(laptop)[1] <= 728
    assert first_size(QRect(0, 0, 2560, 1400)) == (1600, 1000)  # a large screen: the preferred size


def test_a_first_window_is_inside_the_screen_it_opens_on(qtbot: Any, catalog: Any, settings: Any) -> None:
    from rangers_qt.ui.main_window import MainWindow

    window = MainWindow(settings=settings)
    qtbot.addWidget(window)
    area = window.screen().availableGeometry()
    assert window.width() <= area.width() and window.height() <= area.height()


def test_geometry_and_maximised_state_come_back(qtbot: Any, catalog: Any, settings: Any) -> None:
    from rangers_qt.ui.main_window import MainWindow

    window = MainWindow(settings=settings)
    qtbot.addWidget(window)
    window.resize(700, 500)
    window.show()
    qtbot.waitExposed(window)
    window.keeps_geometry = True
    window.close()  # closing keeps the geometry
    again = MainWindow(settings=settings)
    qtbot.addWidget(again)
    assert restore(again, settings)
    assert (again.width(), again.height()) == (700, 500)
    again.showMaximized()
    qtbot.wait(10)
    remember(again, settings)
    third = MainWindow(settings=settings)
    qtbot.addWidget(third)
    assert restore(third, settings) and third.windowState() & Qt.WindowState.WindowMaximized


def test_save_dialogs_offer_the_documents_folder(
    qtbot: Any, catalog: Any, settings: Any, docs: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = no_game_window(qtbot, catalog, settings)
    click(qtbot, window.start.page.quick_button)
    offered: list[str] = []
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (offered.append(a[2]), ("", ""))[1])
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (offered.append(a[2]), ("", ""))[1])
    window.action("save_campaign_as").trigger()
    window.action("save").trigger()
    window.campaign.answer_with = None
    monkeypatch.setattr(window.campaign, "may_discard", lambda *a: True)
    window.action("open_campaign").trigger()
    folder = str(docs / documents.FOLDER_NAME)
    assert len(offered) == 3 and all(o.startswith(folder) for o in offered), offered


def test_a_ready_made_ranger_takes_the_players_name(qtbot: Any, catalog: Any) -> None:
    from rangers_qt.ui.new_campaign_dialog import NewCampaignDialog

    dialog = NewCampaignDialog(catalog)
    qtbot.addWidget(dialog)
    dialog.show()
    QTest.keyClicks(dialog.starter_name, "Wren")
    click(qtbot, dialog.starter_button)
    click(qtbot, dialog.starter_button)  # no name typed: the next usual name
    assert [d.name for d, _ in dialog.decks] == ["Wren", "Mira"]
    assert "ready-made Explorer / Traveler" in dialog.list.item(0).text()
    QTest.keyClicks(dialog.starter_name, "wren")
    click(qtbot, dialog.starter_button)
    assert len(dialog.decks) == 2 and "already has a Ranger named wren" in dialog.message.text()


def test_the_quick_start_offers_the_usual_names() -> None:
    from rangers_qt.app.day_choices import DEFAULT_NAMES
    from rangers_qt.ui.start_page import QUICK_NAMES

    assert DEFAULT_NAMES[:2] == QUICK_NAMES


def test_the_start_pages_letters_clash_with_no_menu_and_reach_their_buttons(
    qtbot: Any, catalog: Any, settings: Any, docs: Path
) -> None:
    """Issue #29, no mnemonic clash: "&How to play" and "&Help", "&Glossary" and "&Game",
    "&Continue" and "&Campaign" shared their letters, and Alt+H then did nothing at all (an
    ambiguous shortcut). Every letter of the start page and the menu bar is its own, and
    Alt+letter presses the button it names."""
    from PySide6.QtWidgets import QAbstractButton

    from .test_menus_and_help import mnemonic

    window = no_game_window(qtbot, catalog, settings)
    page = window.start.page
    menus = {mnemonic(a.text()): a.text() for a in window.menuBar().actions()}
    buttons = [b for b in window.findChildren(QAbstractButton) if b.isVisible() and mnemonic(b.text())]
    letters = [mnemonic(b.text()) for b in buttons]
    assert len(buttons) >= 6 and len(set(letters)) == len(letters), letters
    assert not set(letters) & set(menus), (letters, menus)
    pressed: list[str] = []
    for button in (page.help_button, window.rules_help.start_button, page.day_button):
        button.clicked.connect(lambda _=False, b=button: pressed.append(b.text()))
        window.activateWindow()
        qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
        key = getattr(Qt.Key, f"Key_{mnemonic(button.text()).upper()}")
        QTest.keyClick(window, key, Qt.KeyboardModifier.AltModifier)
        qtbot.waitUntil(lambda b=button: bool(pressed) and pressed[-1] == b.text(), timeout=2000)
        for top in QApplication.topLevelWidgets():  # close what it opened
            if top is not window and top.isVisible():
                top.close()
        qtbot.wait(10)


@pytest.mark.parametrize("panel", ["turn", "guide"])
def test_no_button_of_the_table_shares_a_letter_with_the_menus(
    make_window: Any, catalog: Any, panel: str
) -> None:
    """The same rule while a day is played: the phase bar, the prompt bar and a campaign guide
    entry's tools (a day panel full of buttons) take no letter of the menu bar, nor each other's."""
    from PySide6.QtWidgets import QAbstractButton

    from .test_menus_and_help import mnemonic
    from .test_readable_cards import _guide_day

    window = make_window(_guide_day(catalog) if panel == "guide" else None, size=(1366, 768))
    menus = {mnemonic(a.text()) for a in window.menuBar().actions()}
    shown = [b for b in window.findChildren(QAbstractButton) if b.isVisible()]
    assert len(shown) >= (12 if panel == "guide" else 6)
    letters = [m for b in shown if (m := mnemonic(b.text()))]
    assert len(set(letters)) == len(letters) and not set(letters) & menus, letters
