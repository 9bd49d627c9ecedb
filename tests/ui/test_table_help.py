"""The window's manual tools, help pages, guide links, own card data and the preview (issue #15),
driven by real keys and clicks (viewport events with a move between press and release)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from rangers_qt.app.guide_links import ENTRY_URLS, GUIDE_INDEX_URL, entries_named, guide_url
from rangers_qt.app.own_card_data import load_own_cards, parse_cards
from rangers_qt.files.bounded_json import FileRefused
from rangers_qt.ui.parts import help as help_part


def _click_card(qtbot: Any, window: Any, iid: str) -> None:
    viewport = window.view.viewport()
    item = window.scene.card_item(iid)
    pos = window.view.mapFromScene(item.sceneBoundingRect().center())
    QTest.mouseMove(viewport, pos)
    QTest.mousePress(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, pos)
    end = pos + QPoint(1, 0)
    QTest.mouseMove(viewport, end)
    QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, end)
    qtbot.wait(10)


def _path_card(c: Any) -> str:
    r = c.state.rangers[0]
    return str(r.within_reach[0] if r.within_reach else c.state.along_the_way[0])


def test_ctrl_h_opens_the_manual_tools_and_a_click_chooses_the_card(qtbot: Any, make_window: Any) -> None:
    window = make_window()
    c = window.controller
    panel = window.manual_tools.panel
    assert panel is not None and not panel.isVisible()
    QTest.keyClick(window.view, Qt.Key.Key_H, Qt.KeyboardModifier.ControlModifier)
    qtbot.wait(10)
    assert panel.isVisible() and not c.sandbox
    iid = _path_card(c)
    _click_card(qtbot, window, iid)
    assert panel.card == iid
    assert c.card_name(iid) in panel.card_label.text()
    QTest.mouseClick(panel.token_add, Qt.MouseButton.LeftButton)  # progress, first for a clean card
    assert c.state.cards[iid].tokens.get(panel.token_kind.currentText()) == 1
    assert window.log_panel.item(window.log_panel.count() - 1).text().endswith(c.card_name(iid))


def test_a_cards_menu_offers_apply_by_hand_and_never_starts_with_a_separator(
    qtbot: Any, make_window: Any
) -> None:
    window = make_window()
    c = window.controller
    iid = _path_card(c)
    item = window.scene.card_item(iid)
    centre = window.view.mapFromScene(item.sceneBoundingRect().center())
    seen: list[str] = []

    def pick() -> None:
        menu = QApplication.activePopupWidget() or window.card_menus.last_menu
        assert menu is not None
        actions = menu.actions()
        seen.append("separator" if actions[0].isSeparator() else actions[0].text())
        next(a for a in actions if a.text().startswith("Apply by hand")).trigger()
        menu.close()

    QTimer.singleShot(50, pick)
    window.card_menus.card_context(iid, QPointF(window.view.viewport().mapToGlobal(centre)))
    qtbot.wait(20)
    assert seen and seen[0] != "separator"
    assert window.manual_tools.panel.isVisible() and window.manual_tools.panel.card == iid


def test_help_pages_and_links(qtbot: Any, make_window: Any, monkeypatch: Any) -> None:
    window = make_window()
    opened: list[str] = []
    monkeypatch.setattr(help_part, "open_url", lambda url: opened.append(url) or True)
    menu = next(a.menu() for a in window.menuBar().actions() if a.text().replace("&", "") == "Help")
    titles = [a.text().replace("&", "") for a in menu.actions()]
    for wanted in ("How a round goes", "The common tests", "Rules reference (online)"):
        assert wanted in titles
    assert "Campaign guide (online)" in titles

    def pick(title: str) -> Any:
        return next(a for a in menu.actions() if a.text().replace("&", "") == title)

    pick("How a round goes").trigger()
    assert "Ranger turns" in window.help.page.text.toPlainText() and window.help.page.isVisible()
    pick("The common tests").trigger()
    assert "Traverse" in window.help.page.text.toPlainText()
    pick("Campaign guide (online)").trigger()
    assert opened == [GUIDE_INDEX_URL]


def test_a_prompt_naming_a_guide_entry_offers_the_online_guide(
    qtbot: Any, make_window: Any, monkeypatch: Any
) -> None:
    window = make_window()
    opened: list[str] = []
    monkeypatch.setattr(help_part, "open_url", lambda url: opened.append(url) or True)

    class Prompt:
        title = "Read campaign guide entry 47.3 (Invented Glade)"
        options = ()

    window.help._on_prompt(Prompt())
    button = window.help.guide_button
    assert button.isVisible() and "47.3" in button.text()
    QTest.mouseClick(button, Qt.MouseButton.LeftButton)
    assert opened == [guide_url("47.3")] == [GUIDE_INDEX_URL]


def test_guide_urls_use_one_pattern() -> None:
    assert entries_named("Read campaign guide entry 2; then entry 47.3") == ["2", "47.3"]
    assert guide_url("2") == GUIDE_INDEX_URL
    ENTRY_URLS["9.9"] = "https://example.invalid/9.9"
    try:
        assert guide_url("9.9") == "https://example.invalid/9.9"
    finally:
        del ENTRY_URLS["9.9"]
    assert guide_url("not an entry") == GUIDE_INDEX_URL


def _own_data(tmp_path: Path, catalog: Any, card_id: str) -> Path:
    """A tiny card data file in the community format, with invented text (never printed text)."""
    path = tmp_path / "my_cards.json"
    path.write_text(
        json.dumps(
            [
                {"code": card_id, "name": "Whatever", "text": "[b]Invented[/b] words for a test."},
                {"id": "99999", "name": "Nobody", "text": None},
            ]
        ),
        encoding="utf-8",
    )
    return path


def test_own_card_data_is_read_with_bounds_and_clear_refusals(tmp_path: Path) -> None:
    good = tmp_path / "good.json"
    good.write_text(json.dumps({"cards": [{"code": 1, "name": "A", "text": "<i>x</i> [[Trait]]"}]}), "utf-8")
    assert load_own_cards(good)["1"].text == "x Trait"
    for bad, words in (
        ({"no": "cards"}, "not a list"),
        ([1], "not a card"),
        ([{"name": "A"}], "no code"),
        ([], "no cards"),
    ):
        with pytest.raises(FileRefused, match=words):
            parse_cards(bad)
    broken = tmp_path / "broken.json"
    broken.write_text("{not json", encoding="utf-8")
    with pytest.raises(FileRefused):
        load_own_cards(broken)


def test_the_details_show_printed_text_from_the_players_file(
    qtbot: Any, make_window: Any, catalog: Any, tmp_path: Path
) -> None:
    window = make_window()
    c = window.controller
    iid = _path_card(c)
    card_id = c.state.cards[iid].def_id
    assert window.help.use_card_data(_own_data(tmp_path, catalog, card_id))
    assert window.settings.value(help_part.CARD_DATA_KEY) == str(tmp_path / "my_cards.json")
    window.table.hover(iid)
    assert "Invented words for a test." in window.details.text()
    # A broken file keeps what was there and says why.
    broken = tmp_path / "broken.json"
    broken.write_text("[", encoding="utf-8")
    assert not window.help.use_card_data(broken)
    assert "Card data not used" in window.statusBar().currentMessage()
    assert window.help.printed_text(card_id) is not None


def test_the_preview_lets_go_of_a_discarded_card(qtbot: Any, make_window: Any) -> None:
    window = make_window()
    c = window.controller
    iid = _path_card(c)
    _click_card(qtbot, window, iid)
    assert window.table.hovered == iid
    assert c.by_hand(action="discard", card=iid)
    assert window.table.hovered != iid
    assert window.preview.card is None or window.preview.card.iid != iid


def test_tests_and_plays_are_shown_on_the_cards_they_concern(qtbot: Any, make_window: Any) -> None:
    window = make_window()
    c = window.controller
    test = next(o for o in c.options() if o.kind == "test" and o.target)
    item = window.scene.card_item(test.target)
    assert "test" in item.hint
    assert test.label in item.toolTip()
    play = next(o for o in c.options() if o.kind == "play_card")
    assert window.scene.card_item(play.card).hint.startswith("play")
    calm = [i for iid, i in window.scene.cards.items() if iid not in c.legal_cards()]
    assert calm and all(i.hint == "" for i in calm)
