"""What the table shows follows the engine: the demo table, hot seat, sandbox, log, themes, images."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QImage

from rangers_qt.app.faces import face_for
from rangers_qt.ui import face_cache


def test_demo_window_shows_a_table_in_mid_round(qtbot: Any) -> None:
    from rangers_qt.ui.main_window import build_main_window

    window = build_main_window(demo=True, seed=7)
    qtbot.addWidget(window)
    assert window.wait_until_ready(), window.problem
    window.resize(1600, 1000)
    window.show()
    qtbot.waitExposed(window)
    window.view.relayout()
    c = window.controller
    st = c.state
    assert st.phase == "turns" and st.prompt.kind == "turn"
    assert st.along_the_way and any(r.within_reach for r in st.rangers)
    shown = window.scene.cards
    assert all(i in shown for i in st.along_the_way)
    exhausted = [i for i, item in shown.items() if item.card.exhausted]
    # Upright and marked (issue #29), not turned a quarter with their text sideways.
    assert exhausted and all(shown[i].home_rotation == 0.0 for i in exhausted)
    assert any(item.card.tokens for item in shown.values())
    hand = st.ranger(st.prompt.ranger).hand
    assert hand and all(i in shown for i in hand)
    assert "turn" in window.phase_bar.turn_label.text()


def test_hot_seat_hand_follows_the_ranger_being_asked(qtbot: Any, make_window: Any) -> None:
    window = make_window()
    c = window.controller
    first = c.prompt.ranger
    first_hand = list(c.state.ranger(first).hand)
    assert window.scene.hand_ranger == first
    # Play on until another ranger is asked something.
    for _ in range(40):
        if c.prompt is None or (c.prompt.ranger and c.prompt.ranger != first):
            break
        rest = next((o for o in c.options() if o.kind == "rest"), None)
        c.answer((rest or c.options()[0]).id)
    assert c.prompt is not None and c.prompt.ranger not in (None, first)
    other = c.prompt.ranger
    qtbot.wait(10)
    assert window.scene.hand_ranger == other
    assert all(i in window.scene.cards for i in c.state.ranger(other).hand)
    assert not any(i in window.scene.cards for i in first_hand if i in c.state.ranger(first).hand)
    assert c.ranger_name(other) in window.scene.zones["hand"].caption


def test_sandbox_adjustments_are_logged_and_undoable(qtbot: Any, make_window: Any) -> None:
    window = make_window()
    c = window.controller
    iid = next(i for r in c.state.rangers for i in r.within_reach)
    before = c.state.cards[iid].tokens.get("progress", 0)
    assert not c.manual(action="add_tokens", card=iid, token="progress", amount=1)
    assert "sandbox" in window.statusBar().currentMessage().lower()
    window.action("sandbox").trigger()
    assert c.sandbox and window.phase_bar.sandbox_label.isVisibleTo(window)
    assert c.manual(action="add_tokens", card=iid, token="progress", amount=1)
    assert c.state.cards[iid].tokens.get("progress", 0) == before + 1
    assert window.scene.card_item(iid).card.tokens  # the badge is drawn from the new state
    lines = [window.log_panel.item(i).text() for i in range(window.log_panel.count())]
    assert any(line.startswith("Manual: add 1 progress to ") for line in lines[-3:])
    assert not any(line.startswith("manual: add_tokens") for line in lines), "no engine shorthand in the log"
    window.action("undo").trigger()
    assert c.state.cards[iid].tokens.get("progress", 0) == before


def test_guide_entries_stand_out_in_the_log(make_window: Any) -> None:
    window = make_window()
    log = window.log_panel
    log.append_line("Read the campaign guide", "event", "47.1")
    log.append_line("Mira suffers 1 fatigue", "event")
    guide, plain = log.item(log.count() - 2), log.item(log.count() - 1)
    assert guide.data(Qt.ItemDataRole.UserRole) == "guide" and "47.1" in guide.text()
    assert guide.font().bold() and not guide.icon().isNull()
    assert plain.data(Qt.ItemDataRole.UserRole) == "event"


def test_theme_switch_is_applied_and_remembered(make_window: Any, settings: Any) -> None:
    window = make_window()
    assert window.scene.theme.name == "dark"
    window.action("theme").trigger()
    assert window.scene.theme.name == "light"
    assert settings.value("view/theme") == "light"


def test_own_card_images_replace_drawn_faces(tmp_path: Path, make_window: Any, catalog: Any) -> None:
    window = make_window()
    c = window.controller
    iid = next(i for r in c.state.rangers for i in r.within_reach)
    def_id = c.state.cards[iid].def_id
    image = QImage(63, 88, QImage.Format.Format_RGB32)
    image.fill(QColor("#12ab34"))
    assert image.save(str(tmp_path / f"{def_id}.png"))
    try:
        window.set_image_folder(tmp_path)
        pixmap = face_cache.face_pixmap(face_for(catalog.card(def_id)), 100, 140)
        assert pixmap.toImage().pixelColor(50, 70) == QColor("#12ab34")
        assert window.settings.value("cards/image_dir") == str(tmp_path)
    finally:
        window.set_image_folder(None)
    drawn = face_cache.face_pixmap(face_for(catalog.card(def_id)), 100, 140)
    assert drawn.toImage().pixelColor(50, 70) != QColor("#12ab34")


def test_cards_named_by_events_flash(qtbot: Any, make_window: Any) -> None:
    window = make_window()
    c = window.controller
    seen: list[list[Any]] = []
    c.events.connect(seen.append)
    test = next(o for o in c.options() if o.kind == "test" and o.target)
    c.answer(test.id, priced=True)
    touched = {i for batch in seen for ev in batch for i in ev.cards if i in window.scene.cards}
    assert touched, "the test event names its target"
    assert all(window.scene.card_item(i).flashing for i in touched)
    qtbot.waitUntil(lambda: not any(window.scene.card_item(i).flashing for i in touched), timeout=3000)


def test_sandbox_menus_adjust_rangers_and_move_cards(qtbot: Any, make_window: Any) -> None:
    from PySide6.QtWidgets import QMenu

    window = make_window()
    c = window.controller
    window.action("sandbox").trigger()
    rid = c.prompt.ranger
    menu = QMenu(window)
    window.card_menus.ranger_menu(menu, rid)
    actions = {a.text(): a for m in menu.findChildren(QMenu) for a in m.actions()}
    fatigue = len(c.state.ranger(rid).fatigue)
    actions["Suffer 1 fatigue"].trigger()
    assert len(c.state.ranger(rid).fatigue) == fatigue + 1
    energy = c.state.ranger(rid).energy["FIT"]
    actions["\u22121 FIT energy"].trigger()
    assert c.state.ranger(rid).energy["FIT"] == energy - 1
    # Move a card within reach to along the way through the card's sandbox menu.
    iid = next(i for i in c.state.ranger(rid).within_reach)
    card_menu = QMenu(window)
    window.card_menus.sandbox_menu(card_menu, iid)
    moves = {a.text(): a for m in card_menu.findChildren(QMenu) for a in m.actions()}
    # A constant effect applied by hand: the card's presence, read by the fatigue preview.
    moves["+1 presence"].trigger()
    assert c.state.adjust == {iid: {"presence": 1}}
    moves["Move along the way"].trigger()
    assert iid in c.state.along_the_way and iid not in c.state.ranger(rid).within_reach
    qtbot.wait(10)
    assert window.scene.card_item(iid) is not None
    along = window.scene.zone_rect("along_the_way")
    assert along.contains(window.scene.card_item(iid).home)


def test_save_and_open_a_day_replays_to_the_same_state(tmp_path: Path, make_window: Any) -> None:
    window = make_window()
    c = window.controller
    for _ in range(3):
        c.answer(c.options()[0].id, priced=True)
    saved_hash = c.session.hash()
    path = tmp_path / "day.json"
    c.save(path)
    assert path.is_file() and sorted(p.name for p in tmp_path.iterdir()) == ["day.json"]
    c.answer(c.options()[0].id, priced=True)
    assert c.session.hash() != saved_hash
    assert window.game.open(path)
    assert c.session.hash() == saved_hash
    assert window.scene.table is not None and set(window.scene.cards) >= set(c.state.along_the_way)


def test_opening_a_broken_file_keeps_the_game_and_says_why(tmp_path: Path, make_window: Any) -> None:
    window = make_window()
    c = window.controller
    before = c.session.hash()
    bad = tmp_path / "bad.json"
    bad.write_text("{not json", encoding="utf-8")
    assert not window.game.open(bad)
    assert c.session.hash() == before
    assert "bad.json" in window.statusBar().currentMessage()


def test_double_click_in_the_log_goes_back_to_that_moment(qtbot: Any, make_window: Any) -> None:
    window = make_window()
    c = window.controller
    start = len(c.session.log)
    for _ in range(3):
        c.answer(c.options()[0].id, priced=True)
    first = c.session.log[start]
    log = window.log_panel
    row = next(
        i
        for i in range(log.count())
        if log.item(i).data(Qt.ItemDataRole.UserRole + 1)
        and log.item(i).data(Qt.ItemDataRole.UserRole + 1)[0] == start + 1
    )
    log.itemDoubleClicked.emit(log.item(row))
    assert len(c.session.log) == start + 1 and c.session.log[-1] == first
    assert c.session.can_redo()
    # A moment that was undone cannot be jumped to any more.
    later = next(
        i
        for i in range(log.count())
        if (log.item(i).data(Qt.ItemDataRole.UserRole + 1) or (0,))[0] == start + 3
    )
    log.itemDoubleClicked.emit(log.item(later))
    assert len(c.session.log) == start + 1
    assert "no longer" in window.statusBar().currentMessage()
