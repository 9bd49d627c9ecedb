"""The campaign tracker, as the group keeps it between days, and the reward swaps after camping.

Why a dialog and not a table panel: between days the table is not in play; the tracker is the
sheet the group reads then (the day track with each day's weather and entries, where they are,
missions, rewards, notable events, notes, routes, the group). "Start the next day" is here.
Everything shown comes from `campaign.tracker` (rangers_qt/campaign); changes go through
`CampaignPlay.act` so they are checked, saved and undoable by nothing else.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import QStandardPaths, Qt
from PySide6.QtGui import QFont, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QInputDialog,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QMessageBox,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
)

from rangers_qt.campaign.actions import TERRAINS, AddNote, DeleteNote, EditNote
from rangers_qt.campaign.errors import CampaignError
from rangers_qt.campaign.limits import NOTE_MAX
from rangers_qt.campaign.rangersdb import write_ranger_deck
from rangers_qt.ui.tracker_edits import EventsBox, MissionsBox, RemovedBox, WeatherRow
from rangers_qt.words import count


def _words(slug: str | None) -> str:
    return (slug or "-").replace("_", " ").title()


def _card(catalog: Any, card_id: str | None) -> str:
    card = catalog.cards.get(card_id or "")
    return str(card.name) if card is not None else (card_id or "-")


def _slug(name: str) -> str:
    keep = "".join(ch if ch.isalnum() else "-" for ch in name.lower())
    return "-".join(part for part in keep.split("-") if part) or "ranger"


class TrackerDialog(QDialog):
    """The tracker sheet; refreshed whenever `play.tracker_changed` fires.

    Notes (the day track's writing) are added, edited and deleted here through the campaign's
    actions (``AddNote``, ``EditNote``, ``DeleteNote``: checked, in the history, autosaved); a
    Ranger's current deck is exported as a RangersDB file. Questions and the file chooser open
    window-modal without blocking (``note_dialog``, ``confirm_box``, ``file_dialog``)."""

    #: False: the file chooser is Qt's own (the test suite sets this: it types into it).
    native_dialogs = True

    def __init__(self, play: Any, parent: Any = None, play_again: Any = None) -> None:
        super().__init__(parent)
        self.play = play
        self.setWindowTitle("Campaign tracker")
        self.setObjectName("TrackerDialog")
        lay = QVBoxLayout(self)
        self.header = QLabel("")
        self.header.setTextFormat(Qt.TextFormat.PlainText)  # names are the players' text
        self.header.setObjectName("TrackerHeader")
        f = self.header.font()
        f.setPointSizeF(f.pointSizeF() * 1.3)
        f.setBold(True)
        self.header.setFont(f)
        lay.addWidget(self.header)
        self.changes = QLabel("")
        self.changes.setTextFormat(Qt.TextFormat.PlainText)  # names are the players' text
        self.changes.setObjectName("TrackerChanges")
        self.changes.setWordWrap(True)
        lay.addWidget(self.changes)

        grid = QGridLayout()
        self.days = QTableWidget(0, 4)
        self.days.setObjectName("TrackerDays")
        self.days.setHorizontalHeaderLabels(["Day", "Weather", "Entries", "Notes"])
        self.days.verticalHeader().setVisible(False)
        self.days.horizontalHeader().setStretchLastSection(True)
        self.days.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.days.setSelectionBehavior(QTableWidget.SelectionBehavior.SelectRows)
        self.days.setSelectionMode(QTableWidget.SelectionMode.SingleSelection)
        self.weather_row = WeatherRow(play, self.say)
        self.days.currentCellChanged.connect(
            lambda row, *_: self.weather_row.pick_day(row + 1) if row >= 0 else None
        )
        day_box = self._box("Day track", self.days)
        day_layout = day_box.layout()
        assert day_layout is not None
        day_layout.addWidget(self.weather_row)
        grid.addWidget(day_box, 0, 0, 3, 1)
        #: The sections written by hand (ui/tracker_edits.py).
        self.missions_box = MissionsBox(play, self.say)
        self.missions = self.missions_box.list
        grid.addWidget(self.missions_box, 0, 1)
        self.events_box = EventsBox(play, self.say)
        self.events = self.events_box.list
        grid.addWidget(self.events_box, 1, 1)
        self.removed_box = RemovedBox(play, self.say)
        self.rewards = QListWidget()
        self.rewards.setObjectName("TrackerRewards")
        grid.addWidget(self._box("Rewards unlocked", self.rewards), 0, 2)
        self.rangers = QListWidget()
        self.rangers.setObjectName("TrackerRangers")
        self.export_button = QPushButton("Export deck\u2026")
        self.export_button.setObjectName("export_deck")
        self.export_button.setToolTip("Write the chosen Ranger's deck as it is now to a RangersDB file")
        self.export_button.clicked.connect(self.export_deck)
        self.rangers.currentRowChanged.connect(self._ranger_chosen)
        grid.addWidget(self._box("Rangers", self.rangers, self.export_button), 1, 2)
        self.notes = QListWidget()
        self.notes.setObjectName("TrackerNotes")
        self.notes.itemDoubleClicked.connect(lambda _item: self.edit_note())
        self.notes.currentRowChanged.connect(lambda _row: self._enable_notes())
        self.add_note_button = QPushButton("Add note\u2026")
        self.add_note_button.setObjectName("add_note")
        self.add_note_button.clicked.connect(self.add_note)
        self.edit_note_button = QPushButton("Edit\u2026")
        self.edit_note_button.setObjectName("edit_note")
        self.edit_note_button.setToolTip("Change the chosen note (or double-click it, or F2)")
        self.edit_note_button.clicked.connect(self.edit_note)
        self.delete_note_button = QPushButton("Delete")
        self.delete_note_button.setObjectName("delete_note")
        self.delete_note_button.setToolTip("Delete the chosen note (or the Delete key)")
        self.delete_note_button.clicked.connect(self.delete_note)
        for key, slot in (
            (QKeySequence(Qt.Key.Key_F2), self.edit_note),
            (QKeySequence.StandardKey.Delete, self.delete_note),
        ):
            shortcut = QShortcut(key, self.notes)
            shortcut.setContext(Qt.ShortcutContext.WidgetShortcut)
            shortcut.activated.connect(slot)
        grid.addWidget(
            self._box(
                "Notes", self.notes, self.add_note_button, self.edit_note_button, self.delete_note_button
            ),
            2,
            1,
        )
        grid.addWidget(self.removed_box, 2, 2)
        grid.setColumnStretch(0, 3)
        grid.setColumnStretch(1, 2)
        grid.setColumnStretch(2, 2)
        lay.addLayout(grid, 1)

        buttons = QHBoxLayout()
        self.swap_button = QPushButton("Swap rewards\u2026")
        self.swap_button.setObjectName("swap_rewards")
        self.swap_button.clicked.connect(self.open_swaps)
        self.next_button = QPushButton("Start the next day")
        self.next_button.setObjectName("start_next_day")
        self.next_button.clicked.connect(self.start_next_day)
        close = QPushButton("Close")
        close.clicked.connect(self.close)
        self.status = QLabel("")
        self.status.setTextFormat(Qt.TextFormat.PlainText)  # names are the players' text
        self.status.setObjectName("TrackerStatus")
        self.status.setWordWrap(True)
        buttons.addWidget(self.swap_button)
        #: Play again from day N (issue #32): the Campaign menu's question, asked from the sheet.
        self.again_button = QPushButton("Play again from day\u2026")
        self.again_button.setObjectName("tracker_play_again")
        self.again_button.setToolTip("A new campaign from the start of a past day; this one stays as it is")
        self.again_button.setVisible(play_again is not None)
        if play_again is not None:
            self.again_button.clicked.connect(lambda: play_again())
        buttons.addWidget(self.again_button)
        self.record_button = QPushButton("Record a day played on paper\u2026")
        self.record_button.setObjectName("record_day")
        self.record_button.setToolTip(
            "Cross off the next day as the group played it away from the table: where it ended, and"
            " whether it camped"
        )
        self.record_button.clicked.connect(self.open_record_day)
        buttons.addWidget(self.record_button)
        buttons.addWidget(self.status, 1)
        buttons.addWidget(self.next_button)
        buttons.addWidget(close)
        lay.addLayout(buttons)
        self.swap_dialog: RewardSwapDialog | None = None
        self.record_dialog: RecordDayDialog | None = None
        self.note_dialog: QInputDialog | None = None
        self.confirm_box: QMessageBox | None = None
        self.file_dialog: QFileDialog | None = None
        play.tracker_changed.connect(self.refresh)
        self.resize(1100, 680)
        self.refresh()

    @staticmethod
    def _box(title: str, widget: Any, *buttons: QPushButton) -> QGroupBox:
        if isinstance(widget, QListWidget):
            widget.setWordWrap(True)  # a Ranger's line is long: wrap rather than scroll sideways
        box = QGroupBox(title)
        v = QVBoxLayout(box)
        v.setContentsMargins(6, 6, 6, 6)
        v.addWidget(widget)
        if buttons:
            row = QHBoxLayout()
            for b in buttons:
                row.addWidget(b)
            row.addStretch(1)
            v.addLayout(row)
        return box

    def say(self, text: str) -> None:
        """One line under the sheet (and in the window's status bar when there is one)."""
        self.status.setText(text)
        parent = self.parent()
        if parent is not None and hasattr(parent, "statusBar"):
            parent.statusBar().showMessage(text, 10000)

    def refresh(self) -> None:
        campaign = self.play.campaign
        if campaign is None:
            self.header.setText("No campaign is open")
            for b in (self.next_button, self.swap_button, self.export_button, self.add_note_button):
                b.setEnabled(False)
            self.again_button.setEnabled(False)
            self.record_button.setEnabled(False)
            self._enable_notes()
            for part in (self.missions_box, self.events_box, self.removed_box, self.weather_row):
                part.setEnabled(False)
            return
        for part in (self.missions_box, self.events_box, self.removed_box, self.weather_row):
            part.setEnabled(True)
        self.again_button.setEnabled(bool(self.play.past_days()))
        self.record_button.setEnabled(True)
        t, cat = campaign.tracker, self.play.catalog
        where = _words(t.location) + (f", {_words(t.terrain)} path" if t.terrain else "")
        playing = campaign.data.current is not None
        state = f"day {campaign.data.current.day} being played" if playing else f"next: day {t.day}"
        self.header.setText(f"{t.name} \u2014 {state} \u2014 at {where}")
        changed = self.play.last_changes
        self.changes.setText("Last day: " + "; ".join(changed) if changed else "")
        self.changes.setVisible(bool(changed))

        self.days.blockSignals(True)  # refilled, not picked: the weather row keeps its day
        self.days.setRowCount(len(t.days))
        bold = QFont()
        bold.setBold(True)
        for row, d in enumerate(t.days):
            entries = "; ".join(f"Guide {e}" for e in d.entries)
            cells = [str(d.day), _words(d.weather), entries, "; ".join(d.notes)]
            for col, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if d.day == t.day:
                    item.setFont(bold)
                if d.crossed_off:
                    f = item.font()
                    f.setStrikeOut(True)
                    item.setFont(f)
                self.days.setItem(row, col, item)
        self.days.blockSignals(False)
        self.days.resizeColumnsToContents()
        today = self.days.item(t.day - 1, 0) if 0 < t.day <= len(t.days) else None
        if today is not None:
            self.days.scrollToItem(today)

        for part in (self.missions_box, self.events_box, self.removed_box, self.weather_row):
            part.fill(t)
        picked = self.weather_row.day.value() - 1  # the day track shows the day the row writes
        if 0 <= picked < len(t.days):
            self.days.blockSignals(True)
            self.days.setCurrentCell(picked, 0)
            self.days.blockSignals(False)
        self.rewards.clear()
        for card_id in t.rewards:
            self.rewards.addItem(f"{_card(cat, card_id)} ({t.copies_in_decks(card_id)} in decks)")
        if not t.rewards:
            self.rewards.addItem("No rewards yet")
        chosen = self.chosen_ranger()
        self.rangers.blockSignals(True)
        self.rangers.clear()
        for r in t.rangers:
            status = f"joined day {r.joined_day}" + (f", left day {r.left_day}" if r.left_day else "")
            swaps = f", may swap {r.swaps_left}" if r.swaps_left else ""
            aside = f", {len(r.displaced)} set aside" if r.displaced else ""
            ranger_item = QListWidgetItem(f"{r.name}: {len(r.deck.cards)} cards, {status}{swaps}{aside}")
            ranger_item.setData(Qt.ItemDataRole.UserRole, r.id)
            self.rangers.addItem(ranger_item)
            if r.id == chosen:
                self.rangers.setCurrentItem(ranger_item)
        if self.rangers.currentRow() < 0 and self.rangers.count():
            self.rangers.setCurrentRow(0)
        self.rangers.blockSignals(False)
        self._ranger_chosen()
        self._fill_notes(t)
        self.next_button.setEnabled(not playing)
        can_swap = not playing and any(r.swaps_left or r.displaced for r in t.active_rangers())
        self.swap_button.setEnabled(bool(can_swap and (t.rewards or any(r.displaced for r in t.rangers))))

    # ------------------------------------------------------------------ notes
    def _fill_notes(self, t: Any) -> None:
        was = self.chosen_note()
        self.notes.blockSignals(True)
        self.notes.clear()
        for d in t.days:
            for index, text in enumerate(d.notes):
                item = QListWidgetItem(f"Day {d.day}: {text}")
                item.setData(Qt.ItemDataRole.UserRole, (d.day, index))
                self.notes.addItem(item)
                if (d.day, index) == was:
                    self.notes.setCurrentItem(item)
        if self.notes.count() == 0:
            empty = QListWidgetItem("No notes yet: Add note\u2026 writes one on the day track")
            empty.setFlags(Qt.ItemFlag.NoItemFlags)
            self.notes.addItem(empty)
        self.notes.blockSignals(False)
        self.add_note_button.setEnabled(True)
        self._enable_notes()

    def chosen_note(self) -> tuple[int, int] | None:
        """(day, index among the day's notes) of the note chosen in the list, if any."""
        item = self.notes.currentItem()
        data = item.data(Qt.ItemDataRole.UserRole) if item is not None else None
        return (int(data[0]), int(data[1])) if data else None

    def _enable_notes(self) -> None:
        chosen = self.play.campaign is not None and self.chosen_note() is not None
        self.edit_note_button.setEnabled(chosen)
        self.delete_note_button.setEnabled(chosen)

    def _act(self, action: Any) -> str | None:
        """Apply ``action`` through the campaign; the refusal's reason, or None when done."""
        errors: list[str] = []
        self.play.failed.connect(errors.append)
        try:
            ok = self.play.act(action)
        finally:
            self.play.failed.disconnect(errors.append)
        return None if ok else (errors[0] if errors else "refused")

    def _ask_note(self, title: str, label: str, text: str, done: Any) -> QInputDialog:

        dialog = QInputDialog(self)
        dialog.setObjectName("NoteDialog")
        dialog.setWindowTitle(title)
        dialog.setLabelText(f"{label.rstrip(':')} (at most {NOTE_MAX} characters):")
        dialog.setTextValue(text)
        dialog.setWindowModality(Qt.WindowModality.WindowModal)
        dialog.textValueSelected.connect(done)
        self.note_dialog = dialog
        dialog.open()
        dialog.resize(560, dialog.height())  # a note is a sentence or two: room to read it whole
        edit = dialog.findChild(QLineEdit)
        if edit is not None:
            edit.setMaxLength(NOTE_MAX)
        return dialog

    def add_note(self) -> QInputDialog | None:
        t = self.play.campaign.tracker if self.play.campaign is not None else None
        if t is None:
            return None
        day = self.play.campaign.data.current.day if self.play.campaign.data.current else max(1, t.day - 1)

        def done(text: str) -> None:

            why = self._act(AddNote(day=day, text=text))
            self.say(f"Note not added: {why}" if why else f"Note added to day {day}")

        return self._ask_note("Add a note", f"Note for day {day}:", "", done)

    def edit_note(self) -> QInputDialog | None:
        chosen = self.chosen_note()
        if chosen is None or self.play.campaign is None:
            return None
        day, index = chosen
        old = self.play.campaign.tracker.days[day - 1].notes[index]

        def done(text: str) -> None:

            if text.strip() == old:
                self.say("Note unchanged")
                return
            why = self._act(EditNote(day=day, index=index, text=text))
            self.say(f"Note not changed: {why}" if why else f"Note of day {day} changed")

        return self._ask_note("Edit the note", f"Note of day {day}:", old, done)

    def delete_note(self) -> QMessageBox | None:
        chosen = self.chosen_note()
        if chosen is None or self.play.campaign is None:
            return None
        day, index = chosen
        old = self.play.campaign.tracker.days[day - 1].notes[index]
        box = QMessageBox(self)
        box.setObjectName("DeleteNoteQuestion")
        box.setIcon(QMessageBox.Icon.Question)
        box.setWindowTitle("Delete the note?")
        box.setText(f"Delete the note of day {day}?\n\u201c{old}\u201d")
        delete = box.addButton("Delete", QMessageBox.ButtonRole.DestructiveRole)
        keep = box.addButton("Keep", QMessageBox.ButtonRole.RejectRole)
        box.setDefaultButton(keep)
        box.setEscapeButton(keep)
        box.setWindowModality(Qt.WindowModality.WindowModal)

        def answered(button: Any) -> None:
            self.confirm_box = None
            if button is not delete:
                return

            why = self._act(DeleteNote(day=day, index=index))
            self.say(f"Note not deleted: {why}" if why else f"Note of day {day} deleted")

        box.buttonClicked.connect(answered)
        self.confirm_box = box
        box.open()
        return box

    # ------------------------------------------------------------------ deck export
    def chosen_ranger(self) -> str | None:
        item = self.rangers.currentItem()
        data = item.data(Qt.ItemDataRole.UserRole) if item is not None else None
        return str(data) if data else None

    def _ranger_chosen(self, *_: Any) -> None:
        rid = self.chosen_ranger()
        campaign = self.play.campaign
        if rid is None or campaign is None:
            self.export_button.setText("Export deck\u2026")
            self.export_button.setEnabled(False)
            return
        self.export_button.setText(f"Export {campaign.tracker.ranger(rid).name}'s deck\u2026")
        self.export_button.setEnabled(True)

    def export_deck(self) -> QFileDialog | None:
        """Ask where, then write the chosen Ranger's deck (RangersDB JSON). Returns the chooser."""
        rid, campaign = self.chosen_ranger(), self.play.campaign
        if rid is None or campaign is None:
            return None
        name = campaign.tracker.ranger(rid).name
        documents = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
        folder = self.play.path.parent if self.play.path is not None else Path(documents or Path.home())
        dialog = QFileDialog(self, f"Export {name}'s deck (RangersDB)")
        dialog.setObjectName("ExportDeckDialog")
        dialog.setAcceptMode(QFileDialog.AcceptMode.AcceptSave)
        dialog.setFileMode(QFileDialog.FileMode.AnyFile)
        dialog.setNameFilter("RangersDB deck (*.json)")
        dialog.setDefaultSuffix("json")
        dialog.setOption(QFileDialog.Option.DontUseNativeDialog, not self.native_dialogs)
        dialog.setDirectory(str(folder))
        dialog.selectFile(f"{_slug(name)}.json")
        dialog.setWindowModality(Qt.WindowModality.WindowModal)
        dialog.fileSelected.connect(lambda path: self.write_deck(rid, path))
        self.file_dialog = dialog
        dialog.open()
        return dialog

    def write_deck(self, ranger_id: str, path: str) -> bool:

        campaign = self.play.campaign
        if campaign is None or not path:
            return False
        name = campaign.tracker.ranger(ranger_id).name
        try:
            written = write_ranger_deck(self.play.catalog, campaign.tracker, ranger_id, path)
        except CampaignError as exc:
            self.say(f"{name}'s deck not exported: {exc}")
            return False
        self.say(f"Exported {name}'s deck to {written}")
        return True

    def start_next_day(self) -> None:
        if self.play.start_next_day():
            self.close()

    def open_record_day(self) -> RecordDayDialog:
        dialog = RecordDayDialog(self.play, self)
        self.record_dialog = dialog
        dialog.open()
        return dialog

    def open_swaps(self) -> RewardSwapDialog:
        dialog = RewardSwapDialog(self.play, self)
        self.swap_dialog = dialog
        dialog.open()
        return dialog


class RecordDayDialog(QDialog):
    """The next day as the group played it on paper: where it ended it, the path's terrain, and
    whether it camped (``CampaignPlay.record_day``: checked, in the history, autosaved)."""

    def __init__(self, play: Any, parent: Any = None) -> None:
        super().__init__(parent)
        self.play = play
        self.setObjectName("RecordDayDialog")
        self.setWindowModality(Qt.WindowModality.WindowModal)
        t = play.campaign.tracker
        self.setWindowTitle(f"Record day {t.day} played on paper")
        form = QFormLayout(self)
        self.location = QComboBox()
        self.location.setObjectName("record_location")
        for loc in sorted(play.catalog.locations(), key=lambda loc: loc.name):
            self.location.addItem(loc.name, loc.slug)
        self.location.setCurrentIndex(max(0, self.location.findData(t.location)))
        form.addRow("Where the day ended:", self.location)
        self.terrain = QComboBox()
        self.terrain.setObjectName("record_terrain")
        self.terrain.addItem("(not written)", None)
        for terrain in TERRAINS:
            self.terrain.addItem(_words(terrain), terrain)
        form.addRow("Path terrain there:", self.terrain)
        self.camped = QCheckBox("The group made camp")
        self.camped.setObjectName("record_camped")
        form.addRow("", self.camped)
        self.reason = QLabel("")
        self.reason.setObjectName("record_reason")
        self.reason.setWordWrap(True)
        form.addRow(self.reason)
        box = QDialogButtonBox()
        self.record = box.addButton("Record the day", QDialogButtonBox.ButtonRole.AcceptRole)
        self.record.setObjectName("record_the_day")
        box.addButton(QDialogButtonBox.StandardButton.Cancel)
        box.accepted.connect(self.do_record)
        box.rejected.connect(self.reject)
        form.addRow(box)

    def do_record(self) -> bool:
        """Record the day; the refusal's reason stays on the dialog in one line."""
        errors: list[str] = []
        self.play.failed.connect(errors.append)
        try:
            ok = self.play.record_day(
                self.location.currentData(), self.terrain.currentData(), self.camped.isChecked()
            )
        finally:
            self.play.failed.disconnect(errors.append)
        if not ok:
            self.reason.setText(errors[0] if errors else "The day was not recorded")
            return False
        self.accept()
        return True


class RewardSwapDialog(QDialog):
    """After camping: swap up to two reward copies into a deck; displaced cards swap back."""

    def __init__(self, play: Any, parent: Any = None) -> None:
        super().__init__(parent)
        self.play = play
        self.setWindowTitle("Swap rewards")
        self.setObjectName("RewardSwapDialog")
        lay = QVBoxLayout(self)
        form = QFormLayout()
        self.ranger = QComboBox()
        self.ranger.setObjectName("swap_ranger")
        self.add = QComboBox()
        self.add.setObjectName("swap_add")
        self.remove = QComboBox()
        self.remove.setObjectName("swap_remove")
        form.addRow("Ranger", self.ranger)
        form.addRow("Take in", self.add)
        form.addRow("Set aside", self.remove)
        lay.addLayout(form)
        self.left = QLabel("")
        self.left.setTextFormat(Qt.TextFormat.PlainText)  # names are the players' text
        self.left.setObjectName("swaps_left")
        lay.addWidget(self.left)
        row = QHBoxLayout()
        self.swap = QPushButton("Swap")
        self.swap.setObjectName("do_swap")
        self.swap.clicked.connect(self.do_swap)
        done = QPushButton("Done")
        done.clicked.connect(self.accept)
        row.addStretch(1)
        row.addWidget(self.swap)
        row.addWidget(done)
        lay.addLayout(row)
        self.message = QLabel("")
        self.message.setTextFormat(Qt.TextFormat.PlainText)  # names are the players' text
        self.message.setObjectName("swap_message")
        self.message.setWordWrap(True)
        lay.addWidget(self.message)
        self.ranger.currentIndexChanged.connect(self._fill_cards)
        self._fill_rangers()
        self.resize(520, 260)

    def _fill_rangers(self) -> None:
        t = self.play.campaign.tracker
        self.ranger.blockSignals(True)
        self.ranger.clear()
        for r in t.active_rangers():
            self.ranger.addItem(r.name, r.id)
        self.ranger.blockSignals(False)
        self._fill_cards()

    def _fill_cards(self) -> None:
        t, cat = self.play.campaign.tracker, self.play.catalog
        rid = self.ranger.currentData()
        if rid is None:
            return
        r = t.ranger(str(rid))
        self.add.clear()
        self.remove.clear()
        for card_id in t.rewards:
            if r.swaps_left:
                self.add.addItem(f"{_card(cat, card_id)} (reward)", f"reward:{card_id}")
        for card_id in sorted(set(r.displaced)):
            self.add.addItem(f"{_card(cat, card_id)} (set aside: swap back)", f"back:{card_id}")
        for card_id in sorted(set(r.deck.cards), key=lambda c: _card(cat, c)):
            self.remove.addItem(_card(cat, card_id), card_id)
        self.left.setText(
            f"{r.name} may swap in {count(r.swaps_left, 'more reward card')}; swapping back is free"
        )

    def do_swap(self) -> bool:
        rid, add, remove = self.ranger.currentData(), self.add.currentData(), self.remove.currentData()
        if rid is None or add is None or remove is None:
            self.message.setText("Choose a card to take in and one to set aside")
            return False
        kind, card_id = str(add).split(":", 1)
        before = len(self.play.campaign.data.history)
        errors: list[str] = []
        self.play.failed.connect(errors.append)
        ok: bool
        try:
            if kind == "reward":
                ok = self.play.swap_reward(str(rid), card_id, str(remove))
            else:
                ok = self.play.swap_back(str(rid), card_id, str(remove))
        finally:
            self.play.failed.disconnect(errors.append)
        cat = self.play.catalog
        self.message.setText(
            f"Swapped: {_card(cat, card_id)} in, {_card(cat, str(remove))} set aside"
            if ok and len(self.play.campaign.data.history) > before
            else f"Not swapped: {errors[0] if errors else 'refused'}"
        )
        self._fill_cards()
        return ok
