"""The campaign tracker, as the group keeps it between days, and the reward swaps after camping.

Why a dialog and not a table panel: between days the table is not in play; the tracker is the
sheet the group reads then (the day track with each day's weather and entries, where they are,
missions, rewards, notable events, notes, routes, the group). "Start the next day" is here.
Everything shown comes from `campaign.tracker` (rangers_qt/campaign); changes go through
`CampaignPlay.act` so they are checked, saved and undoable by nothing else.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
)

from rangers_qt.words import count


def _words(slug: str | None) -> str:
    return (slug or "-").replace("_", " ").title()


def _card(catalog: Any, card_id: str | None) -> str:
    card = catalog.cards.get(card_id or "")
    return str(card.name) if card is not None else (card_id or "-")


class TrackerDialog(QDialog):
    """The tracker sheet; refreshed whenever `play.tracker_changed` fires."""

    def __init__(self, play: Any, parent: Any = None) -> None:
        super().__init__(parent)
        self.play = play
        self.setWindowTitle("Campaign tracker")
        self.setObjectName("TrackerDialog")
        lay = QVBoxLayout(self)
        self.header = QLabel("")
        self.header.setObjectName("TrackerHeader")
        f = self.header.font()
        f.setPointSizeF(f.pointSizeF() * 1.3)
        f.setBold(True)
        self.header.setFont(f)
        lay.addWidget(self.header)
        self.changes = QLabel("")
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
        grid.addWidget(self._box("Day track", self.days), 0, 0, 2, 1)
        self.missions = QListWidget()
        self.missions.setObjectName("TrackerMissions")
        grid.addWidget(self._box("Missions", self.missions), 0, 1)
        self.events = QListWidget()
        self.events.setObjectName("TrackerEvents")
        grid.addWidget(self._box("Notable events", self.events), 1, 1)
        self.rewards = QListWidget()
        self.rewards.setObjectName("TrackerRewards")
        grid.addWidget(self._box("Rewards unlocked", self.rewards), 0, 2)
        self.rangers = QListWidget()
        self.rangers.setObjectName("TrackerRangers")
        grid.addWidget(self._box("Rangers", self.rangers), 1, 2)
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
        buttons.addWidget(self.swap_button)
        buttons.addStretch(1)
        buttons.addWidget(self.next_button)
        buttons.addWidget(close)
        lay.addLayout(buttons)
        self.swap_dialog: RewardSwapDialog | None = None
        play.tracker_changed.connect(self.refresh)
        self.resize(1100, 680)
        self.refresh()

    @staticmethod
    def _box(title: str, widget: Any) -> QGroupBox:
        if isinstance(widget, QListWidget):
            widget.setWordWrap(True)  # a Ranger's line is long: wrap rather than scroll sideways
        box = QGroupBox(title)
        v = QVBoxLayout(box)
        v.setContentsMargins(6, 6, 6, 6)
        v.addWidget(widget)
        return box

    def refresh(self) -> None:
        campaign = self.play.campaign
        if campaign is None:
            self.header.setText("No campaign is open")
            self.next_button.setEnabled(False)
            self.swap_button.setEnabled(False)
            return
        t, cat = campaign.tracker, self.play.catalog
        where = _words(t.location) + (f", {_words(t.terrain)} path" if t.terrain else "")
        playing = campaign.data.current is not None
        state = f"day {campaign.data.current.day} being played" if playing else f"next: day {t.day}"
        self.header.setText(f"{t.name} \u2014 {state} \u2014 at {where}")
        changed = self.play.last_changes
        self.changes.setText("Last day: " + "; ".join(changed) if changed else "")
        self.changes.setVisible(bool(changed))

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
        self.days.resizeColumnsToContents()
        if 0 < t.day <= len(t.days):
            self.days.scrollToItem(self.days.item(t.day - 1, 0))

        self.missions.clear()
        for m in t.missions:
            marks = "\u25a0" * m.progress + "\u25a1" * max(0, 3 - m.progress)
            done = f" \u2014 completed day {m.completed_day}" if m.completed else ""
            self.missions.addItem(f"Day {m.day_started}: {m.name} {marks}{done}")
        if not t.missions:
            self.missions.addItem("No missions yet")
        self.events.clear()
        for e in t.events:
            item = QListWidgetItem(f"Day {e.day}: {e.text}")
            if e.crossed_out:
                f = item.font()
                f.setStrikeOut(True)
                item.setFont(f)
            self.events.addItem(item)
        for r in t.open_routes:
            self.events.addItem(f"Route open: to {_words(r.destination)} ({_words(r.terrain)})")
        if t.river_open:
            self.events.addItem("The river is open")
        self.rewards.clear()
        for card_id in t.rewards:
            self.rewards.addItem(f"{_card(cat, card_id)} ({t.copies_in_decks(card_id)} in decks)")
        if not t.rewards:
            self.rewards.addItem("No rewards yet")
        self.rangers.clear()
        for r in t.rangers:
            status = f"joined day {r.joined_day}" + (f", left day {r.left_day}" if r.left_day else "")
            swaps = f", may swap {r.swaps_left}" if r.swaps_left else ""
            aside = f", {len(r.displaced)} set aside" if r.displaced else ""
            self.rangers.addItem(f"{r.name}: {len(r.deck.cards)} cards, {status}{swaps}{aside}")
        self.next_button.setEnabled(not playing)
        can_swap = not playing and any(r.swaps_left or r.displaced for r in t.active_rangers())
        self.swap_button.setEnabled(bool(can_swap and (t.rewards or any(r.displaced for r in t.rangers))))

    def start_next_day(self) -> None:
        if self.play.start_next_day():
            self.close()

    def open_swaps(self) -> RewardSwapDialog:
        dialog = RewardSwapDialog(self.play, self)
        self.swap_dialog = dialog
        dialog.open()
        return dialog


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
