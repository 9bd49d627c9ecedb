"""Issue #32, the tracker entered by hand as the paper one is: on the tracker sheet, the weather
of a day (the calendar), the Missions section (added by name, progress boxes ticked, completed,
removed), the notable events (added, crossed out, put back, removed) and the Removed section (a
card or set added by its name, offered as you type; a line put back). Real mouse clicks and key
presses; each change is in the campaign's history and on disk at once (autosaved), each refusal
its reason on the sheet's status line with nothing changed."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QContextMenuEvent
from PySide6.QtWidgets import QApplication, QMessageBox

from rangers_qt.campaign import actions as act
from rangers_qt.campaign.limits import LAST_DAY
from rangers_qt.campaign.save import open_campaign

from .test_campaign_import_ui import _click
from .test_campaign_ui import _campaign, _window
from .test_tracker_notes_export import _click_row, _type_into


@pytest.fixture
def sheet(qtbot: Any, catalog: Any, settings: Any, tmp_path: Path) -> Any:
    path = _campaign(catalog, tmp_path / "camp")  # day 1 set up on the table
    window = _window(qtbot, catalog, settings)
    assert window.campaign.open_path(str(path))
    dialog = window.campaign.show_tracker()
    qtbot.waitExposed(dialog)
    return dialog


def _on_disk(sheet: Any) -> Any:
    """The tracker as the campaign file on disk holds it (the autosave)."""
    return open_campaign(sheet.play.path, sheet.play.catalog).tracker


def _last_action(sheet: Any) -> Any:
    return getattr(sheet.play.campaign.data.history[-1], "action", None)


def _answer(qtbot: Any, box: QMessageBox, label: str) -> None:
    qtbot.waitUntil(box.isVisible)
    qtbot.mouseClick(box.buttons()[[b.text() for b in box.buttons()].index(label)], Qt.MouseButton.LeftButton)


# ---------------------------------------------------------------------------- weather by day
def test_the_weather_of_a_day_is_written_from_the_day_track(qtbot: Any, sheet: Any) -> None:
    row = sheet.weather_row
    assert row.day.value() == 1 and row.day.maximum() == LAST_DAY  # the days of the calendar only
    table = sheet.days
    cell = table.visualRect(table.model().index(2, 0)).center()
    qtbot.mouseClick(table.viewport(), Qt.MouseButton.LeftButton, pos=cell)
    assert row.day.value() == 3 and row.weather.currentData() == sheet.play.campaign.tracker.days[2].weather
    row.weather.setFocus()
    qtbot.keyClicks(row.weather, "Downpour")
    assert row.weather.currentData() == "downpour"
    _click(qtbot, row.set_button)
    assert sheet.status.text() == "Weather of day 3: Downpour"
    assert sheet.play.campaign.tracker.days[2].weather == "downpour" and table.item(2, 1).text() == "Downpour"
    assert _last_action(sheet) == act.SetWeather(day=3, weather="downpour")
    assert _on_disk(sheet).days[2].weather == "downpour"


def test_the_weather_of_the_day_on_the_table_is_refused_with_its_reason(qtbot: Any, sheet: Any) -> None:
    row = sheet.weather_row
    before = sheet.play.path.read_bytes()
    row.day.setFocus()
    qtbot.keyClick(row.day, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClicks(row.day, "1")
    qtbot.keyClicks(row.weather, "Howling")
    _click(qtbot, row.set_button)
    assert sheet.status.text() == "Weather not set: day 1 is being played: its weather is on the table"
    assert sheet.play.campaign.tracker.days[0].weather == "a_perfect_day"
    assert sheet.play.path.read_bytes() == before
    qtbot.keyClick(row.day, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClicks(row.day, "99")  # past the calendar: the box keeps to its days
    assert row.day.value() <= LAST_DAY


# ---------------------------------------------------------------------------- missions
def test_a_mission_is_added_ticked_completed_and_removed(qtbot: Any, sheet: Any) -> None:
    box = sheet.missions_box
    assert not any(b.isEnabled() for b in box.boxes) and not box.remove_button.isEnabled()
    _click(qtbot, box.add_button)
    _type_into(qtbot, box.dialog, "Biscuit Delivery")
    t = sheet.play.campaign.tracker
    assert [(m.name, m.card_id) for m in t.missions] == [("Biscuit Delivery", "MI04")]
    assert sheet.status.text() == "Mission added: Biscuit Delivery"
    _click_row(qtbot, box.list, "Day 1: Biscuit Delivery")
    _click(qtbot, box.boxes[1])  # the second box: two checked, as they fill from the left
    assert sheet.play.campaign.tracker.missions[0].progress == 2
    assert [b.isChecked() for b in box.boxes] == [True, True, False]
    assert box.list.currentItem().text() == "Day 1: Biscuit Delivery \u25a0\u25a0\u25a1"
    assert _on_disk(sheet).missions[0].progress == 2
    _click(qtbot, box.boxes[1])  # unticked: back to one
    assert sheet.play.campaign.tracker.missions[0].progress == 1
    _click(qtbot, box.completed)
    m = sheet.play.campaign.tracker.missions[0]
    assert m.completed and m.completed_day == 1 and sheet.status.text() == "Biscuit Delivery: completed"
    assert _last_action(sheet) == act.SetMissionLine(index=0, progress=1, completed=True)
    _click(qtbot, box.remove_button)
    _answer(qtbot, box.confirm_box, "Keep")
    assert len(sheet.play.campaign.tracker.missions) == 1
    _click(qtbot, box.remove_button)
    _answer(qtbot, box.confirm_box, "Remove")
    assert sheet.play.campaign.tracker.missions == [] and _on_disk(sheet).missions == []
    assert _last_action(sheet) == act.RemoveMission(index=0)


def test_a_mission_already_open_is_refused_and_a_goal_in_words_is_kept(qtbot: Any, sheet: Any) -> None:
    box = sheet.missions_box
    for name in ("Biscuit Delivery", "Biscuit Delivery", "Find the lost map"):
        _click(qtbot, box.add_button)
        _type_into(qtbot, box.dialog, name)
        if name == "Biscuit Delivery" and len(sheet.play.campaign.tracker.missions) == 1:
            said = sheet.status.text()
    assert said == "Mission not added: the mission Biscuit Delivery is already on the tracker"
    assert [(m.name, m.card_id) for m in sheet.play.campaign.tracker.missions] == [
        ("Biscuit Delivery", "MI04"),
        ("Find the lost map", None),
    ]


# ---------------------------------------------------------------------------- notable events
def test_a_notable_event_is_added_and_removed(qtbot: Any, sheet: Any) -> None:
    box = sheet.events_box
    _click(qtbot, box.add_button)
    _type_into(qtbot, box.dialog, "MET THE OWL")
    _click(qtbot, box.add_button)
    _type_into(qtbot, box.dialog, "   ")
    assert sheet.status.text() == "Event not added: a notable event needs its phrase"
    assert [e.text for e in sheet.play.campaign.tracker.events] == ["MET THE OWL"]
    assert [e.text for e in _on_disk(sheet).events] == ["MET THE OWL"]
    assert not box.remove_button.isEnabled()
    _click_row(qtbot, box.list, "Day 1: MET THE OWL")
    _click(qtbot, box.remove_button)
    _answer(qtbot, box.confirm_box, "Remove")
    assert sheet.play.campaign.tracker.events == [] and _on_disk(sheet).events == []
    assert sheet.status.text() == "Notable event removed: MET THE OWL"
    assert _last_action(sheet) == act.RemoveEvent(index=0)


def test_a_notable_event_is_crossed_out_struck_through_and_not_twice(qtbot: Any, sheet: Any) -> None:
    """Cross out (the guide takes an event back: it no longer counts): asked first (Escape
    keeps it), then the line struck through and said in words, in the history and on disk; a
    line crossed out already is refused with its reason and nothing is written."""
    box = sheet.events_box
    for text in ("MET THE OWL", "FED THE FOX"):
        _click(qtbot, box.add_button)
        _type_into(qtbot, box.dialog, text)
    assert not box.cross_button.isEnabled()  # no line chosen yet
    _click_row(qtbot, box.list, "Day 1: MET THE OWL")
    qtbot.keyClick(box.list, Qt.Key.Key_Down)  # the keys move the choice to the next line
    assert box.list.currentItem().text() == "Day 1: FED THE FOX" and box.cross_button.isEnabled()
    _click(qtbot, box.cross_button)
    qtbot.waitUntil(box.confirm_box.isVisible)
    qtbot.keyClick(box.confirm_box, Qt.Key.Key_Escape)  # Keep: nothing changes
    assert not any(e.crossed_out for e in sheet.play.campaign.tracker.events)
    _click(qtbot, box.cross_button)
    _answer(qtbot, box.confirm_box, "Cross out")
    assert [(e.text, e.crossed_out) for e in sheet.play.campaign.tracker.events] == [
        ("MET THE OWL", False),
        ("FED THE FOX", True),
    ]
    assert sheet.status.text() == "Notable event crossed out: FED THE FOX"
    assert _last_action(sheet) == act.CrossOutEvent(text="FED THE FOX")
    assert [(e.text, e.crossed_out) for e in _on_disk(sheet).events] == [
        ("MET THE OWL", False),
        ("FED THE FOX", True),
    ]
    item = box.list.currentItem()  # the line stays chosen, struck through and said so
    assert item.text() == "Day 1: FED THE FOX (crossed out)" and item.font().strikeOut()
    assert not box.list.item(0).font().strikeOut()
    before, history = sheet.play.path.read_bytes(), list(sheet.play.campaign.data.history)
    _click(qtbot, box.cross_button)
    assert box.confirm_box is None or not box.confirm_box.isVisible()  # nothing to ask
    assert sheet.status.text() == (
        "Event not crossed out: the notable event 'FED THE FOX' is already crossed out"
    )
    assert sheet.play.path.read_bytes() == before and sheet.play.campaign.data.history == history
    errors: list[str] = []
    sheet.play.failed.connect(errors.append)
    assert not sheet.play.cross_out_event(2)  # no such line: refused, nothing written
    assert errors == ["there is no notable event 3 (there are 2)"]
    assert sheet.play.path.read_bytes() == before and sheet.play.campaign.data.history == history
    assert not box.put_back_button.isEnabled() or box.list.currentItem().font().strikeOut()


def test_a_phrase_written_twice_says_which_line_is_crossed_out(qtbot: Any, sheet: Any) -> None:
    box = sheet.events_box
    for text in ("MET THE OWL", "FED THE FOX", "MET THE OWL"):
        _click(qtbot, box.add_button)
        _type_into(qtbot, box.dialog, text)
    _click_row(qtbot, box.list, "Day 1: FED THE FOX")
    qtbot.keyClick(box.list, Qt.Key.Key_Down)  # the second MET THE OWL
    _click(qtbot, box.cross_button)
    qtbot.waitUntil(box.confirm_box.isVisible)
    assert "(written more than once: line 1 is crossed out first)" in box.confirm_box.text()
    _answer(qtbot, box.confirm_box, "Cross out")
    assert [e.crossed_out for e in _on_disk(sheet).events] == [True, False, False]
    _click(qtbot, box.cross_button)  # the same line again: now it is its own turn
    qtbot.waitUntil(box.confirm_box.isVisible)
    assert "more than once" not in box.confirm_box.text()
    _answer(qtbot, box.confirm_box, "Cross out")
    assert [e.crossed_out for e in _on_disk(sheet).events] == [True, False, True]


def _right_click_row(qtbot: Any, lst: Any, text_start: str) -> Any:
    """A right press and release on the line (the offscreen platform turns it into no context
    menu event: then the one the platform sends is sent); the menu that opens."""
    item = next(lst.item(i) for i in range(lst.count()) if lst.item(i).text().startswith(text_start))
    pos = lst.visualItemRect(item).center() + QPoint(10, 0)
    viewport = lst.viewport()
    qtbot.mouseMove(viewport, pos)
    qtbot.mousePress(viewport, Qt.MouseButton.RightButton, pos=pos)
    qtbot.mouseRelease(viewport, Qt.MouseButton.RightButton, pos=pos)
    if QApplication.activePopupWidget() is None:
        QApplication.sendEvent(
            viewport, QContextMenuEvent(QContextMenuEvent.Reason.Mouse, pos, viewport.mapToGlobal(pos))
        )
    qtbot.waitUntil(lambda: QApplication.activePopupWidget() is not None)
    return QApplication.activePopupWidget()


def _click_entry(qtbot: Any, menu: Any, text: str) -> None:
    action = next(a for a in menu.actions() if a.text() == text)
    centre = menu.actionGeometry(action).center()
    qtbot.mouseMove(menu, centre)
    qtbot.mousePress(menu, Qt.MouseButton.LeftButton, pos=centre)
    qtbot.mouseMove(menu, centre + QPoint(1, 0))
    qtbot.mouseRelease(menu, Qt.MouseButton.LeftButton, pos=centre + QPoint(1, 0))


def test_a_crossed_out_event_is_put_back_from_the_panel_and_the_context_menu(qtbot: Any, sheet: Any) -> None:
    """Put back (a line crossed out by mistake counts again): the panel's button and the line's
    context menu, real clicks; each a history edit saved at once, undone by crossing out again,
    and the file on disk reads it back the same. A line still counting offers Cross out only."""
    box = sheet.events_box
    for text in ("MET THE OWL", "FED THE FOX"):
        _click(qtbot, box.add_button)
        _type_into(qtbot, box.dialog, text)
    _click_row(qtbot, box.list, "Day 1: FED THE FOX")
    assert not box.put_back_button.isEnabled()  # still counting: nothing to put back
    _click(qtbot, box.cross_button)
    _answer(qtbot, box.confirm_box, "Cross out")
    assert "Put back undoes it" in box.confirm_box.text()
    assert box.put_back_button.isEnabled()
    _click(qtbot, box.put_back_button)  # at once: nothing is lost
    assert sheet.status.text() == "Notable event put back (it counts again): FED THE FOX"
    assert _last_action(sheet) == act.PutBackEvent(index=1)
    assert [e.crossed_out for e in _on_disk(sheet).events] == [False, False]
    item = box.list.currentItem()
    assert item.text() == "Day 1: FED THE FOX" and not item.font().strikeOut()
    assert not box.put_back_button.isEnabled()
    # The context menu: a line still counting is crossed out from it, then put back from it.
    menu = _right_click_row(qtbot, box.list, "Day 1: MET THE OWL")
    assert [a.text() for a in menu.actions()] == ["Cross out\u2026", "Remove\u2026"]
    _click_entry(qtbot, menu, "Cross out\u2026")
    _answer(qtbot, box.confirm_box, "Cross out")
    assert [e.crossed_out for e in _on_disk(sheet).events] == [True, False]
    menu = _right_click_row(qtbot, box.list, "Day 1: MET THE OWL (crossed out)")
    assert [a.text() for a in menu.actions()] == ["Put back", "Remove\u2026"]
    _click_entry(qtbot, menu, "Put back")
    qtbot.waitUntil(lambda: _last_action(sheet) == act.PutBackEvent(index=0))
    kinds = [getattr(h, "action", None) for h in sheet.play.campaign.data.history][-4:]
    assert kinds == [
        act.CrossOutEvent(text="FED THE FOX"),
        act.PutBackEvent(index=1),
        act.CrossOutEvent(text="MET THE OWL"),
        act.PutBackEvent(index=0),
    ]
    again = open_campaign(sheet.play.path, sheet.play.catalog)
    assert (
        again.tracker == sheet.play.campaign.tracker
        and again.data.history == sheet.play.campaign.data.history
    )
    assert [(e.text, e.crossed_out) for e in again.tracker.events] == [
        ("MET THE OWL", False),
        ("FED THE FOX", False),
    ]
    # A line still counting, put back by the call itself: refused with its reason, nothing written.
    before = sheet.play.path.read_bytes()
    assert not box.put_back()
    assert sheet.status.text() == "Event not put back: the notable event 'MET THE OWL' is not crossed out"
    assert sheet.play.path.read_bytes() == before


# ---------------------------------------------------------------------------- removed
def test_a_card_is_removed_by_its_name_and_put_back(qtbot: Any, sheet: Any) -> None:
    box = sheet.removed_box
    box.name.setFocus()
    qtbot.keyClicks(box.name, "lingering inj")
    box.completer.setCompletionPrefix(box.name.text())
    assert box.completer.currentCompletion() == "Lingering Injury"  # offered as you type
    box.completer.popup().hide()
    qtbot.keyClicks(box.name, "ury")
    qtbot.keyClick(box.name, Qt.Key.Key_Return)
    t = sheet.play.campaign.tracker
    assert [(r.name, r.card_id, r.set_id) for r in t.removed] == [("Lingering Injury", "01240", None)]
    assert sheet.status.text() == "Removed from the game: Lingering Injury" and box.name.text() == ""
    qtbot.keyClicks(box.name, "Woods")
    _click(qtbot, box.add_button)
    assert [(r.card_id, r.set_id) for r in _on_disk(sheet).removed] == [("01240", None), (None, "woods")]
    assert [box.list.item(i).text() for i in range(2)] == [
        "Day 1: Lingering Injury (card)",
        "Day 1: Woods (set)",
    ]
    _click_row(qtbot, box.list, "Day 1: Lingering Injury")
    _click(qtbot, box.back_button)
    _answer(qtbot, box.confirm_box, "Put back")
    assert [r.name for r in sheet.play.campaign.tracker.removed] == ["Woods"]
    assert _last_action(sheet) == act.RestoreToGame(index=0)


def test_an_unknown_card_is_refused_with_its_reason_and_the_name_stays(qtbot: Any, sheet: Any) -> None:
    box = sheet.removed_box
    history = list(sheet.play.campaign.data.history)
    box.name.setFocus()
    qtbot.keyClicks(box.name, "Atlantis Key")
    qtbot.keyClick(box.name, Qt.Key.Key_Return)
    assert sheet.status.text().startswith("Not removed: no card or set is named 'Atlantis Key'")
    assert box.name.text() == "Atlantis Key"  # to mend, not to type again
    assert sheet.play.campaign.tracker.removed == [] and sheet.play.campaign.data.history == history
