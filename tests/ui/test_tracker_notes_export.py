"""The tracker dialog as a player uses it between (or during) days: notes on the day track
added, edited and deleted (through the campaign's actions, autosaved, an empty note refused with
its reason), and a Ranger's current deck exported to a RangersDB file through the file chooser
(the status line names the file; an unwritable place is one line, never a traceback). Real mouse
clicks and key presses on the widgets a player uses."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QFileDialog, QLineEdit, QListWidget

from rangers_qt.campaign.rangersdb import read_deck_file
from rangers_qt.campaign.save import open_campaign
from rangers_qt.ui.tracker_dialog import TrackerDialog

from .test_campaign_ui import _campaign, _window


@pytest.fixture
def tracker(qtbot: Any, catalog: Any, settings: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Any:
    monkeypatch.setattr(TrackerDialog, "native_dialogs", False)
    path = _campaign(catalog, tmp_path / "camp")
    window = _window(qtbot, catalog, settings)
    assert window.campaign.open_path(str(path))
    dialog = window.campaign.show_tracker()
    qtbot.waitExposed(dialog)
    return dialog


def _click_row(qtbot: Any, lst: QListWidget, text_start: str, double: bool = False) -> None:
    for i in range(lst.count()):
        item = lst.item(i)
        if item.text().startswith(text_start):
            lst.scrollToItem(item)
            pos = lst.visualItemRect(item).center() + QPoint(10, 0)
            qtbot.mouseClick(lst.viewport(), Qt.MouseButton.LeftButton, pos=pos)
            if double:  # a double-click: the first click, then the second press as a double-click
                qtbot.mouseDClick(lst.viewport(), Qt.MouseButton.LeftButton, pos=pos)
            return
    raise AssertionError(
        f"no row starting {text_start!r} in {[lst.item(i).text() for i in range(lst.count())]}"
    )


def _type_into(qtbot: Any, dialog: Any, text: str) -> None:
    """Select what the dialog's line holds, type ``text`` and press Enter (real key events)."""
    qtbot.waitUntil(dialog.isVisible)
    edit = dialog.findChild(QLineEdit, "fileNameEdit") or dialog.findChild(QLineEdit)
    edit.setFocus()
    qtbot.keyClick(edit, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClick(edit, Qt.Key.Key_Backspace)
    if text:
        qtbot.keyClicks(edit, text)
    qtbot.keyClick(edit, Qt.Key.Key_Return)


def _saved_notes(tracker: Any) -> list[list[str]]:
    """The notes of every day as the campaign file on disk holds them (the autosave)."""
    again = open_campaign(tracker.play.path, tracker.play.catalog)
    return [d.notes for d in again.tracker.days if d.notes]


# ---------------------------------------------------------------------------- notes
def test_notes_are_added_edited_and_deleted_and_autosaved(qtbot: Any, tracker: Any) -> None:
    play = tracker.play
    assert not tracker.edit_note_button.isEnabled() and not tracker.delete_note_button.isEnabled()
    qtbot.mouseClick(tracker.add_note_button, Qt.MouseButton.LeftButton)
    _type_into(qtbot, tracker.note_dialog, "Met Hy Pimpot at the station")
    qtbot.mouseClick(tracker.add_note_button, Qt.MouseButton.LeftButton)
    _type_into(qtbot, tracker.note_dialog, "The bridge is out")
    assert play.campaign.tracker.days[0].notes == ["Met Hy Pimpot at the station", "The bridge is out"]
    assert tracker.status.text() == "Note added to day 1"
    assert _saved_notes(tracker) == [["Met Hy Pimpot at the station", "The bridge is out"]]
    assert tracker.days.item(0, 3).text() == "Met Hy Pimpot at the station; The bridge is out"

    # Edit: choose the second note with the mouse, Edit..., type over it, Enter.
    _click_row(qtbot, tracker.notes, "Day 1: The bridge")
    assert tracker.edit_note_button.isEnabled()
    qtbot.mouseClick(tracker.edit_note_button, Qt.MouseButton.LeftButton)
    assert tracker.note_dialog.textValue() == "The bridge is out"
    _type_into(qtbot, tracker.note_dialog, "The bridge was mended on day 1")
    assert play.campaign.tracker.days[0].notes[1] == "The bridge was mended on day 1"
    assert tracker.status.text() == "Note of day 1 changed"
    assert [tracker.notes.item(i).text() for i in range(tracker.notes.count())] == [
        "Day 1: Met Hy Pimpot at the station",
        "Day 1: The bridge was mended on day 1",
    ]
    assert play.campaign.data.history[-1].action.kind == "edit_note"
    assert _saved_notes(tracker) == [["Met Hy Pimpot at the station", "The bridge was mended on day 1"]]

    # A double-click edits too; an empty note is refused with the reason and nothing changes.
    _click_row(qtbot, tracker.notes, "Day 1: Met", double=True)
    _type_into(qtbot, tracker.note_dialog, "   ")
    assert tracker.status.text() == "Note not changed: a note needs some words (to remove one, delete it)"
    assert play.campaign.tracker.days[0].notes[0] == "Met Hy Pimpot at the station"

    # Delete: the Delete key on the chosen note asks first; Keep keeps it, Delete deletes it.
    history = len(play.campaign.data.history)
    _click_row(qtbot, tracker.notes, "Day 1: Met")
    qtbot.keyClick(tracker.notes, Qt.Key.Key_Delete)
    box = tracker.confirm_box
    assert box is not None and "Met Hy Pimpot at the station" in box.text()
    qtbot.mouseClick(
        box.buttons()[[b.text() for b in box.buttons()].index("Keep")], Qt.MouseButton.LeftButton
    )
    assert len(play.campaign.data.history) == history
    qtbot.mouseClick(tracker.delete_note_button, Qt.MouseButton.LeftButton)
    box = tracker.confirm_box
    qtbot.mouseClick(
        box.buttons()[[b.text() for b in box.buttons()].index("Delete")], Qt.MouseButton.LeftButton
    )
    assert play.campaign.tracker.days[0].notes == ["The bridge was mended on day 1"]
    assert tracker.status.text() == "Note of day 1 deleted"
    assert [tracker.notes.item(i).text() for i in range(tracker.notes.count())] == [
        "Day 1: The bridge was mended on day 1"
    ]
    assert _saved_notes(tracker) == [["The bridge was mended on day 1"]]


def test_a_note_cannot_be_longer_than_the_bound(qtbot: Any, tracker: Any) -> None:
    from rangers_qt.campaign.actions import NOTE_MAX

    qtbot.mouseClick(tracker.add_note_button, Qt.MouseButton.LeftButton)
    _type_into(qtbot, tracker.note_dialog, "z" * (NOTE_MAX + 15))
    assert tracker.play.campaign.tracker.days[0].notes == ["z" * NOTE_MAX]  # the field stops typing there
    qtbot.mouseClick(tracker.add_note_button, Qt.MouseButton.LeftButton)
    _type_into(qtbot, tracker.note_dialog, "")
    assert tracker.status.text().startswith("Note not added: a note needs some words")
    assert tracker.play.campaign.tracker.days[0].notes == ["z" * NOTE_MAX]


# ---------------------------------------------------------------------------- deck export
def test_a_rangers_deck_is_exported_through_the_file_chooser(
    qtbot: Any, tracker: Any, tmp_path: Path
) -> None:
    play = tracker.play
    second = play.campaign.tracker.rangers[1]
    _click_row(qtbot, tracker.rangers, second.name)
    assert tracker.export_button.text() == f"Export {second.name}'s deck\u2026"
    qtbot.mouseClick(tracker.export_button, Qt.MouseButton.LeftButton)
    chooser = tracker.file_dialog
    assert isinstance(chooser, QFileDialog) and chooser.testOption(QFileDialog.Option.DontUseNativeDialog)
    assert chooser.selectedFiles()[0].endswith(".json")
    assert Path(chooser.directory().path()) == play.path.parent  # beside the campaign file
    target = tmp_path / "out" / "my-ranger.json"
    target.parent.mkdir()
    chooser.setDirectory(str(target.parent))  # where the player browsed to
    _type_into(qtbot, chooser, target.name)
    qtbot.waitUntil(lambda: target.exists())
    assert tracker.status.text() == f"Exported {second.name}'s deck to {target}"
    assert play.campaign.tracker.ranger(second.id).deck.cards  # the campaign is untouched
    data = json.loads(target.read_text(encoding="utf-8"))
    assert data["meta"]["campaign"] is True and data["name"] == second.deck.name
    again = read_deck_file(play.catalog, target)
    assert sorted(again.deck.cards) == sorted(second.deck.cards)
    assert again.deck.role_id == second.deck.role_id and again.deck.aspects == second.deck.aspects
    assert sorted(p.name for p in target.parent.iterdir()) == ["my-ranger.json"]  # no temporary left


def test_an_unwritable_place_is_one_line_in_the_dialog(qtbot: Any, tracker: Any, tmp_path: Path) -> None:
    """The folder chosen is gone when the file is written (a stick pulled out): one line."""
    folder = tmp_path / "stick"
    folder.mkdir()
    qtbot.mouseClick(tracker.export_button, Qt.MouseButton.LeftButton)
    tracker.file_dialog.setDirectory(str(folder))
    folder.rmdir()
    _type_into(qtbot, tracker.file_dialog, "deck.json")
    qtbot.waitUntil(lambda: "not exported" in tracker.status.text())
    first = tracker.play.campaign.tracker.rangers[0].name
    assert tracker.status.text() == (
        f"{first}'s deck not exported: could not write {folder / 'deck.json'}: No such file or directory"
    )
    assert "\n" not in tracker.status.text() and "Traceback" not in tracker.status.text()
    assert tracker.isVisible() and not folder.exists()
    assert tracker.parent().statusBar().currentMessage() == tracker.status.text()
