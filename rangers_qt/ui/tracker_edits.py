"""The tracker sheet's controls for writing it by hand, as the paper one is (issue #32): the
weather of a day, the Missions section (a mission added or removed, its progress boxes ticked,
completed), the notable events (added, crossed out and put back, removed) and the Removed section (a card or
set added by name, with the names offered as you type; a line put back).

Why separate boxes, each with ``fill(tracker)``: the sheet (``tracker_dialog.TrackerDialog``)
lays them out and refreshes them whenever ``play.tracker_changed`` fires; every change goes
through the app's ``CampaignPlay`` (checked, in the campaign's history, saved at once) and a
refusal comes back as its reason on the sheet's status line. Questions open window-modal without
blocking (``question``) so that the tests type into them with real key presses.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QCompleter,
    QGroupBox,
    QHBoxLayout,
    QInputDialog,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QMenu,
    QMessageBox,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from rangers_qt.campaign.actions import RecordEvent, RemoveEvent, RemoveMission, RestoreToGame
from rangers_qt.campaign.limits import NOTE_MAX as TEXT_MAX

Say = Callable[[str], None]


def words(slug: str | None) -> str:
    return (slug or "-").replace("_", " ").title()


def through(play: Any, call: Callable[[], bool]) -> str | None:
    """Run ``call`` (a ``CampaignPlay`` edit); the refusal's reason, or None when done."""
    errors: list[str] = []
    play.failed.connect(errors.append)
    try:
        ok = call()
    finally:
        play.failed.disconnect(errors.append)
    return None if ok else (errors[0] if errors else "refused")


def ask_text(
    parent: QWidget,
    name: str,
    title: str,
    label: str,
    done: Callable[[str], None],
    items: list[str] | None = None,
) -> QInputDialog:
    """A one-line question (with ``items`` offered in an editable list), open without blocking."""
    dialog = QInputDialog(parent)
    dialog.setObjectName(name)
    dialog.setWindowTitle(title)
    dialog.setLabelText(label)
    if items is not None:
        dialog.setComboBoxItems(items)
        dialog.setComboBoxEditable(True)
        dialog.setTextValue("")
    dialog.setWindowModality(Qt.WindowModality.WindowModal)
    dialog.textValueSelected.connect(done)
    dialog.open()
    dialog.resize(520, dialog.height())
    edit = dialog.findChild(QLineEdit)
    if edit is not None:
        edit.setMaxLength(TEXT_MAX)
    return dialog


def confirm(
    parent: QWidget, name: str, title: str, text: str, yes: str, on_yes: Callable[[], None]
) -> QMessageBox:
    """Ask before striking a line (``yes`` or Keep, Keep the default), open without blocking."""
    box = QMessageBox(parent)
    box.setObjectName(name)
    box.setIcon(QMessageBox.Icon.Question)
    box.setWindowTitle(title)
    box.setText(text)
    do = box.addButton(yes, QMessageBox.ButtonRole.DestructiveRole)
    keep = box.addButton("Keep", QMessageBox.ButtonRole.RejectRole)
    box.setDefaultButton(keep)
    box.setEscapeButton(keep)
    box.setWindowModality(Qt.WindowModality.WindowModal)
    box.buttonClicked.connect(lambda button: on_yes() if button is do else None)
    box.open()
    return box


def _button(text: str, name: str, tip: str, slot: Callable[[], Any]) -> QPushButton:
    b = QPushButton(text)
    b.setAutoDefault(False)  # Enter in the sheet's boxes never presses a button they hold
    b.setObjectName(name)
    b.setToolTip(tip)
    b.clicked.connect(lambda: slot())
    return b


def _row(*widgets: QWidget, stretch: bool = True) -> QHBoxLayout:
    row = QHBoxLayout()
    for w in widgets:
        row.addWidget(w)
    if stretch:
        row.addStretch(1)
    return row


def _chosen(lst: QListWidget) -> int | None:
    item = lst.currentItem()
    data = item.data(Qt.ItemDataRole.UserRole) if item is not None else None
    return int(data) if data is not None else None


def _refill(lst: QListWidget, rows: Sequence[tuple[str, int | None, bool]], empty: str) -> None:
    """Rows of (text, index or None, struck out); the chosen index kept chosen."""
    was = _chosen(lst)
    lst.blockSignals(True)
    lst.clear()
    for text, index, struck in rows:
        item = QListWidgetItem(text)
        if index is None:
            item.setFlags(Qt.ItemFlag.ItemIsEnabled)
        else:
            item.setData(Qt.ItemDataRole.UserRole, index)
        if struck:
            f = item.font()
            f.setStrikeOut(True)
            item.setFont(f)
        lst.addItem(item)
        if index is not None and index == was:
            lst.setCurrentItem(item)
    if not rows:
        item = QListWidgetItem(empty)
        item.setFlags(Qt.ItemFlag.NoItemFlags)
        lst.addItem(item)
    lst.blockSignals(False)


class _NameEdit(QLineEdit):
    """A line whose Enter is its own (``returnPressed``), not the dialog's default button."""

    def keyPressEvent(self, event: QKeyEvent) -> None:
        super().keyPressEvent(event)
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            event.accept()


class WeatherRow(QWidget):
    """Under the day track: the weather written on a day (the day picked in the track, or typed)."""

    def __init__(self, play: Any, say: Say) -> None:
        super().__init__()
        self.play, self.say = play, say
        lay = QHBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        self.day = QSpinBox()
        self.day.setObjectName("weather_day")
        self.day.setRange(1, play.last_day())
        self.day.setPrefix("Day ")
        self.weather = QComboBox()
        self.weather.setObjectName("weather_choice")
        for slug in play.weathers():
            self.weather.addItem(words(slug), slug)
        self.set_button = _button(
            "Set weather",
            "set_weather",
            "Write this weather on the day (today or a day to come)",
            self.set_weather,
        )
        lay.addWidget(QLabel("Weather of"))
        lay.addWidget(self.day)
        lay.addWidget(self.weather, 1)
        lay.addWidget(self.set_button)
        self.day.valueChanged.connect(self._show_day)
        self._filled = False

    def pick_day(self, day: int) -> None:
        self.day.setValue(day)
        self._show_day()

    def _show_day(self, *_: Any) -> None:
        campaign = self.play.campaign
        if campaign is None or self.day.value() > len(campaign.tracker.days):
            return
        slug = campaign.tracker.days[self.day.value() - 1].weather
        self.weather.setCurrentIndex(max(0, self.weather.findData(slug)))

    def fill(self, tracker: Any) -> None:
        """The first time, the next day is picked (the day whose weather is usually written)."""
        if not self._filled:
            self._filled = True
            self.pick_day(min(tracker.day, self.play.last_day()))

    def set_weather(self) -> bool:
        day, slug = self.day.value(), str(self.weather.currentData())
        why = through(self.play, lambda: self.play.set_weather(day, slug))
        self.say(f"Weather not set: {why}" if why else f"Weather of day {day}: {words(slug)}")
        return why is None


class _Section(QGroupBox):
    """A section of the sheet: its lines in a list (each chosen by its index in the tracker),
    the question last asked kept for the tests (``dialog``, ``confirm_box``)."""

    def __init__(self, title: str, list_name: str, play: Any, say: Say) -> None:
        super().__init__(title)
        self.play, self.say = play, say
        self.dialog: QInputDialog | None = None
        self.confirm_box: QMessageBox | None = None
        self.lay = QVBoxLayout(self)
        self.lay.setContentsMargins(6, 6, 6, 6)
        self.list = QListWidget()
        self.list.setObjectName(list_name)
        self.list.setWordWrap(True)
        self.list.currentRowChanged.connect(lambda _row: self._enable())
        self.lay.addWidget(self.list)

    def chosen(self) -> int | None:
        return _chosen(self.list)

    def _enable(self) -> None:
        """Enable what needs a chosen line (each section its own)."""

    def _strike(
        self, name: str, title: str, text: str, yes_label: str, action: Any, said: str, refused: str
    ) -> QMessageBox:
        """Ask, then apply ``action`` (a line struck out: a campaign action, or a ``CampaignPlay``
        call that makes one); ``said`` or ``refused: why`` after."""
        call = action if callable(action) else lambda: self.play.act(action)

        def yes() -> None:
            why = through(self.play, call)
            self.say(f"{refused}: {why}" if why else said)

        self.confirm_box = confirm(self, name, title, text, yes_label, yes)
        return self.confirm_box


class MissionsBox(_Section):
    """The Missions section: add (a mission card's name, or a goal in words), remove, the three
    progress boxes and Completed of the mission chosen."""

    def __init__(self, play: Any, say: Say) -> None:
        super().__init__("Missions", "TrackerMissions", play, say)
        self.add_button = _button("Add\u2026", "add_mission", "Write a mission on the tracker", self.add)
        self.remove_button = _button(
            "Remove\u2026", "remove_mission", "Strike the chosen mission (written in error)", self.remove
        )
        self.boxes = []
        for i in range(3):
            box = QCheckBox()
            box.setObjectName(f"mission_box_{i + 1}")
            box.setToolTip(f"Progress box {i + 1} of the chosen mission")
            box.clicked.connect(lambda checked, i=i: self._tick(i, checked))
            self.boxes.append(box)
        self.completed = QCheckBox("Completed")
        self.completed.setObjectName("mission_completed")
        self.completed.clicked.connect(self._complete)
        progress = QLabel("Progress:")
        self.lay.addLayout(_row(self.add_button, self.remove_button, progress, *self.boxes, self.completed))

    def fill(self, tracker: Any) -> None:
        rows = []
        for i, m in enumerate(tracker.missions):
            marks = "\u25a0" * m.progress + "\u25a1" * max(0, 3 - m.progress)
            done = f" \u2014 completed day {m.completed_day}" if m.completed else ""
            rows.append((f"Day {m.day_started}: {m.name} {marks}{done}", i, False))
        _refill(self.list, rows, "No missions yet")
        self.add_button.setEnabled(True)
        self._enable()

    def _enable(self) -> None:
        index, campaign = self.chosen(), self.play.campaign
        m = campaign.tracker.missions[index] if campaign is not None and index is not None else None
        self.remove_button.setEnabled(m is not None)
        for i, box in enumerate(self.boxes):
            box.setEnabled(m is not None)
            box.setChecked(m is not None and m.progress > i)
        self.completed.setEnabled(m is not None)
        self.completed.setChecked(m is not None and m.completed)

    def _mission(self) -> tuple[int, Any] | None:
        index, campaign = self.chosen(), self.play.campaign
        if index is None or campaign is None or index >= len(campaign.tracker.missions):
            return None
        return index, campaign.tracker.missions[index]

    def _tick(self, i: int, checked: bool) -> None:
        """Box ``i`` ticked: the boxes up to it are checked (they fill from the left, as on the
        sheet); unticked: the boxes from it on are cleared."""
        got = self._mission()
        if got is None:
            return
        index, m = got
        progress = i + 1 if checked else i
        why = through(self.play, lambda: self.play.set_mission(index, progress, m.completed))
        self.say(f"Progress not changed: {why}" if why else f"{m.name}: {progress} of 3 boxes checked")
        self._enable()

    def _complete(self, checked: bool) -> None:
        got = self._mission()
        if got is None:
            return
        index, m = got
        why = through(self.play, lambda: self.play.set_mission(index, m.progress, checked))
        done = "completed" if checked else "open again"
        self.say(f"Mission not changed: {why}" if why else f"{m.name}: {done}")
        self._enable()

    def add(self) -> QInputDialog:
        def done(name: str) -> None:
            why = through(self.play, lambda: self.play.add_mission(name))
            added = self.play.campaign.tracker.missions[-1].name if why is None else ""
            self.say(f"Mission not added: {why}" if why else f"Mission added: {added}")

        self.dialog = ask_text(
            self,
            "MissionDialog",
            "Add a mission",
            "The mission card's name (offered as you type), or the goal in words:",
            done,
            self.play.mission_names(),
        )
        return self.dialog

    def remove(self) -> QMessageBox | None:
        got = self._mission()
        if got is None:
            return None
        index, m = got
        return self._strike(
            "RemoveMissionQuestion",
            "Remove the mission?",
            f"Strike the mission {m.name}?",
            "Remove",
            RemoveMission(index=index),
            f"Mission removed: {m.name}",
            "Mission not removed",
        )


class EventsBox(_Section):
    """The notable events (add, cross out, put back, remove), with the routes and the river
    shown below them. Crossed out is the game's own mark (the event no longer counts; shown
    struck through and said in words); Put back undoes it (a line crossed out by mistake, or
    a guide entry read wrong), and crossing out again undoes a put back: both are edits in the
    campaign's history, saved at once. Remove is for a line written in error. The same edits
    are on the list's context menu (a right-click on a line)."""

    def __init__(self, play: Any, say: Say) -> None:
        super().__init__("Notable events", "TrackerEvents", play, say)
        self.add_button = _button("Add\u2026", "add_event", "Write a notable event on the tracker", self.add)
        self.cross_button = _button(
            "Cross out\u2026",
            "cross_out_event",
            "Cross out the chosen event as the guide says: it no longer counts",
            self.cross_out,
        )
        self.put_back_button = _button(
            "Put back", "put_back_event", "The chosen event, crossed out, counts again", self.put_back
        )
        self.remove_button = _button(
            "Remove\u2026", "remove_event", "Strike the chosen event (written in error)", self.remove
        )
        self.lay.addLayout(_row(self.add_button, self.cross_button, self.put_back_button, self.remove_button))
        self.menu: QMenu | None = None
        self.list.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        self.list.customContextMenuRequested.connect(self._line_menu)

    def fill(self, tracker: Any) -> None:
        rows: list[tuple[str, int | None, bool]] = [
            (f"Day {e.day}: {e.text}" + (" (crossed out)" if e.crossed_out else ""), i, e.crossed_out)
            for i, e in enumerate(tracker.events)
        ]
        rows += [
            (f"Route open: to {words(r.destination)} ({words(r.terrain)})", None, False)
            for r in tracker.open_routes
        ]
        if tracker.river_open:
            rows.append(("The river is open", None, False))
        _refill(self.list, rows, "No notable events yet")
        self._enable()

    def _enable(self) -> None:
        # Cross out stays enabled on a line crossed out already: pressed, it says why not.
        self.cross_button.setEnabled(self.chosen() is not None)
        self.put_back_button.setEnabled(self._crossed_out(self.chosen()))
        self.remove_button.setEnabled(self.chosen() is not None)

    def _crossed_out(self, index: int | None) -> bool:
        campaign = self.play.campaign
        return index is not None and campaign is not None and campaign.tracker.events[index].crossed_out

    def _line_menu(self, pos: Any) -> None:
        """A right-click on an event line: that line chosen, and what can be done to it."""
        item = self.list.itemAt(pos)
        if item is None or item.data(Qt.ItemDataRole.UserRole) is None:
            return
        self.list.setCurrentItem(item)
        menu = self.menu = QMenu(self.list)
        menu.setObjectName("EventLineMenu")
        if self._crossed_out(self.chosen()):
            menu.addAction("Put back", self.put_back)
        else:
            menu.addAction("Cross out\u2026", self.cross_out)
        menu.addAction("Remove\u2026", self.remove)
        menu.popup(self.list.viewport().mapToGlobal(pos))

    def add(self) -> QInputDialog:
        def done(text: str) -> None:
            why = through(self.play, lambda: self.play.act(RecordEvent(text=text)))
            self.say(f"Event not added: {why}" if why else f"Notable event added: {text.strip()}")

        self.dialog = ask_text(
            self, "EventDialog", "Add a notable event", "The event, as the guide words it:", done
        )
        return self.dialog

    def remove(self) -> QMessageBox | None:
        index, campaign = self.chosen(), self.play.campaign
        if index is None or campaign is None:
            return None
        text = campaign.tracker.events[index].text
        return self._strike(
            "RemoveEventQuestion",
            "Remove the event?",
            f"Strike the notable event {text}?",
            "Remove",
            RemoveEvent(index=index),
            f"Notable event removed: {text}",
            "Event not removed",
        )

    def cross_out(self) -> QMessageBox | None:
        """Ask, then cross out the chosen event; one crossed out already is refused at once
        with its reason (nothing to ask)."""
        index, campaign = self.chosen(), self.play.campaign
        if index is None or campaign is None:
            return None
        event = campaign.tracker.events[index]
        if event.crossed_out:
            why = through(self.play, lambda: self.play.cross_out_event(index))
            self.say(f"Event not crossed out: {why}")
            return None
        events = campaign.tracker.events
        first = next(i for i, e in enumerate(events) if e.text == event.text and not e.crossed_out)
        which = f" (written more than once: line {first + 1} is crossed out first)" if first != index else ""
        return self._strike(
            "CrossOutEventQuestion",
            "Cross out the event?",
            f"Cross out the notable event {event.text}{which}? It no longer counts (Put back undoes it).",
            "Cross out",
            lambda: self.play.cross_out_event(index),
            f"Notable event crossed out: {event.text}",
            "Event not crossed out",
        )

    def put_back(self) -> bool:
        """Put back the chosen event, crossed out: at once (nothing is lost, crossing it out
        again undoes it); one still counting is refused with its reason."""
        index = self.chosen()
        if index is None or self.play.campaign is None:
            return False
        text = self.play.campaign.tracker.events[index].text
        why = through(self.play, lambda: self.play.put_back_event(index))
        self.say(f"Event not put back: {why}" if why else f"Notable event put back (it counts again): {text}")
        return why is None


class RemovedBox(_Section):
    """The Removed section: a card or set taken out of the game, added by its name (completed as
    you type; an unknown name refused with its reason), and a line put back."""

    def __init__(self, play: Any, say: Say) -> None:
        super().__init__("Removed from the game", "TrackerRemoved", play, say)
        self.name = _NameEdit()
        self.name.setObjectName("removed_name")
        self.name.setPlaceholderText("A card or set name")
        self.name.setMaxLength(TEXT_MAX)
        self.completer = QCompleter(play.removable_names(), self.name)
        self.completer.setCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
        self.completer.setFilterMode(Qt.MatchFlag.MatchContains)
        self.name.setCompleter(self.completer)
        self.name.returnPressed.connect(self.add)
        self.add_button = _button(
            "Remove", "remove_from_game", "Take the card or set named out of the game", self.add
        )
        self.back_button = _button(
            "Put back\u2026", "restore_to_game", "Strike the chosen line (written in error)", self.back
        )
        row = QHBoxLayout()
        row.addWidget(self.name, 1)
        row.addWidget(self.add_button)
        row.addWidget(self.back_button)
        self.lay.addLayout(row)

    def fill(self, tracker: Any) -> None:
        rows: list[tuple[str, int | None, bool]] = []
        for i, r in enumerate(tracker.removed):
            what = "set" if r.set_id else ("card" if r.card_id else "by name")
            moved = f", moved to {r.moved_to}" if r.moved_to else ""
            rows.append((f"Day {r.day}: {r.name} ({what}{moved})", i, False))
        _refill(self.list, rows, "Nothing removed yet")
        self._enable()

    def _enable(self) -> None:
        self.back_button.setEnabled(self.chosen() is not None)

    def add(self) -> bool:
        popup = self.completer.popup()
        if popup is not None and popup.isVisible():
            popup.hide()
        text = self.name.text()
        why = through(self.play, lambda: self.play.remove_from_game(text))
        done = self.play.campaign.tracker.removed[-1].name if why is None else ""
        self.say(f"Not removed: {why}" if why else f"Removed from the game: {done}")
        if why is None:
            self.name.clear()
        return why is None

    def back(self) -> QMessageBox | None:
        index, campaign = self.chosen(), self.play.campaign
        if index is None or campaign is None:
            return None
        name = campaign.tracker.removed[index].name
        return self._strike(
            "RestoreQuestion",
            "Put it back?",
            f"Strike {name} from the Removed section?",
            "Put back",
            RestoreToGame(index=index),
            f"Put back in the game: {name}",
            "Not put back",
        )
