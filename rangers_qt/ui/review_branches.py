"""The review's Branches tab and its "Play again from day N": the campaign's family (the original
it was branched from, the branches made from it, found beside its file) listed, and the one picked
shown beside this campaign day by day: which days they share and from which day they differ
(outcome, places, missions, notable events).

Why its own module: the review window only hosts it. The family and its words come from
``app.branch_review`` (Qt-free); this page draws them and asks where to write a new branch.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QBrush, QColor
from PySide6.QtWidgets import (
    QAbstractItemView,
    QFileDialog,
    QHeaderView,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QMessageBox,
    QPushButton,
    QSplitter,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from rangers_qt.app.branch_review import (
    BranchPair,
    Family,
    branch_file_name,
    day_words,
    family,
    play_again,
)
from rangers_qt.campaign.errors import CampaignError
from rangers_qt.ui.theme import Theme


def difference_line(pair: BranchPair) -> str:
    """The headline over the two columns: the shared days and the first day that differs."""
    shared = [d.day for d in pair.days if d.shared]
    first = pair.first_difference()
    if first is None:
        return f"Every day so far is shared (days 1\u2013{shared[-1]})" if shared else "No day played yet"
    span = "no day is shared" if not shared else f"days {shared[0]}\u2013{shared[-1]} shared"
    if len(shared) == 1:
        span = f"day {shared[0]} shared"
    return f"They differ from day {first} ({span})"


class BranchesPage(QWidget):
    """The family list above, the picked pair side by side below."""

    def __init__(
        self,
        campaign: Any,
        path: str | Path | None,
        theme: Theme,
        on_play_again: Callable[[int], Any] | None = None,
    ) -> None:
        super().__init__()
        self.setObjectName("ReviewPage")
        self.campaign = campaign
        self.path = path
        self.theme = theme
        self.on_play_again = on_play_again
        self.found = Family()
        #: The days this campaign played or recorded (a branch can start from any of them).
        self._own_days = set(day_words(campaign))
        box = QVBoxLayout(self)
        title = QLabel(f"BRANCHES \u00b7 {campaign.data.name}: pick one to see it beside this campaign")
        title.setObjectName("PanelTitle")
        box.addWidget(title)
        self.problems = QLabel()
        self.problems.setObjectName("DayDetail")
        self.problems.setWordWrap(True)
        box.addWidget(self.problems)
        split = QSplitter(Qt.Orientation.Vertical)
        self.list = QListWidget()
        self.list.setObjectName("ReviewFamily")
        self.list.currentRowChanged.connect(self.show_pair)
        self.list.setMaximumHeight(6 * self.list.fontMetrics().height() + 12)  # a family is a few files
        split.addWidget(self.list)
        below = QWidget()
        column = QVBoxLayout(below)
        column.setContentsMargins(0, 0, 0, 0)
        self.headline = QLabel()
        self.headline.setObjectName("ReviewDifference")
        self.headline.setWordWrap(True)
        bold = self.headline.font()
        bold.setBold(True)
        self.headline.setFont(bold)
        column.addWidget(self.headline)
        self.table = QTableWidget(0, 3)
        self.table.setObjectName("ReviewBranchDays")
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setWordWrap(True)
        self.table.verticalHeader().setVisible(False)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(2, QHeaderView.ResizeMode.Stretch)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.currentItemChanged.connect(lambda *_: self._picked_day())
        column.addWidget(self.table, 1)
        self.play_again_button = QPushButton("Play again from the day picked\u2026")
        self.play_again_button.setObjectName("BranchesPlayAgain")
        self.play_again_button.setToolTip(
            "A new campaign from the start of that day; this one stays as it is"
        )
        self.play_again_button.clicked.connect(self._play_again)
        column.addWidget(self.play_again_button, 0, Qt.AlignmentFlag.AlignLeft)
        split.addWidget(below)
        split.setStretchFactor(0, 1)
        split.setStretchFactor(1, 4)
        box.addWidget(split, 1)
        self.refresh()

    def refresh(self) -> None:
        """Look for the family again (after a branch was written, or a file moved)."""
        self.found = family(self.campaign, self.path)
        self.problems.setText("\n".join(self.found.problems))
        self.problems.setVisible(bool(self.found.problems))
        self.list.blockSignals(True)
        self.list.clear()
        for pair in self.found.pairs:
            item = QListWidgetItem(pair.title())
            item.setToolTip(pair.title())
            self.list.addItem(item)
        self.list.blockSignals(False)
        if not self.found.pairs:
            self.list.addItem(
                QListWidgetItem(
                    "No branch of this campaign beside its file yet: pick a day below to play it again"
                )
            )
            self.list.item(0).setFlags(Qt.ItemFlag.NoItemFlags)
        self.show_pair(-1)

    def show_pair(self, row: int) -> None:
        """This campaign and the pair picked, one row per day (shared days greyed); with none
        picked, this campaign's days alone (a day can still be played again from here)."""
        pairs = self.found.pairs
        pair = pairs[row] if 0 <= row < len(pairs) else None
        self.table.setRowCount(0)
        rows: list[tuple[int, list[str], str | None]] = []
        if pair is None:
            self.headline.setText("Pick a campaign above to see it beside this one" if pairs else "")
            mine = day_words(self.campaign)
            self.table.setColumnCount(2)
            self.table.setHorizontalHeaderLabels(["Day", f"This campaign: {self.campaign.data.name}"])
            rows += [(day, [f"Day {day}", "\n".join(w.lines())], None) for day, w in sorted(mine.items())]
        else:
            self.headline.setText(difference_line(pair))
            self.table.setColumnCount(3)
            self.table.horizontalHeader().setSectionResizeMode(2, QHeaderView.ResizeMode.Stretch)
            self.table.setHorizontalHeaderLabels(["Day", f"This campaign: {pair.this_name}", pair.other_name])
            first = pair.first_difference()
            for d in pair.days:
                label = f"Day {d.day}" + (" \u00b7 shared" if d.shared else "")
                if d.day == first:
                    label = f"Day {d.day} \u00b7 differs from here"
                words = ["\n".join(w.lines()) if w is not None else "(not played)" for w in (d.this, d.other)]
                look = self.theme.muted if d.shared else self.theme.glow if d.day == first else None
                rows.append((d.day, [label, *words], look))
        self.table.setRowCount(len(rows))
        for r, (day, cells, look) in enumerate(rows):
            for c, text in enumerate(cells):
                cell = QTableWidgetItem(text)
                cell.setToolTip(text)
                cell.setData(Qt.ItemDataRole.UserRole, day)
                if look is not None:
                    cell.setForeground(QBrush(QColor(look)))
                self.table.setItem(r, c, cell)
        self.table.resizeRowsToContents()
        self._picked_day()

    def picked_day(self) -> int | None:
        """The day of the table's current row (None: no row, or a day this campaign has not)."""
        item = self.table.currentItem()
        day = item.data(Qt.ItemDataRole.UserRole) if item is not None else None
        return int(day) if day is not None and int(day) in self._own_days else None

    def _picked_day(self) -> None:
        day = self.picked_day()
        self.play_again_button.setEnabled(day is not None and self.on_play_again is not None)
        self.play_again_button.setText(
            "Play again from the day picked\u2026" if day is None else f"Play again from day {day}\u2026"
        )

    def _play_again(self) -> None:
        day = self.picked_day()
        if day is not None and self.on_play_again is not None:
            self.on_play_again(day)

    def day_row(self, day: int) -> int:
        """The table's row of ``day`` (-1: not shown)."""
        for r in range(self.table.rowCount()):
            item = self.table.item(r, 0)
            if item is not None and item.data(Qt.ItemDataRole.UserRole) == day:
                return r
        return -1


class PlayAgain:
    """The review's Play again from day N: where to write the branch (beside the original,
    suggested), written through the app layer, then the offer to open it.

    ``open_branch`` opens the new file to play (the game window's Campaign > Open); without one
    (the review run on its own) the offer is to review it."""

    #: Tests set False to get Qt's own file chooser.
    native_dialogs = True

    def __init__(self, window: Any, open_branch: Callable[[str], Any] | None = None) -> None:
        self.window = window
        self.open_branch = open_branch
        #: The question on screen (the offer to open the branch, or why none was written).
        self.offer: QMessageBox | None = None
        self.made: Path | None = None
        #: The last refusal in one line (also on the status bar).
        self.refusal: str | None = None

    def ask_path(self, day: int) -> str:
        """The file chooser, suggesting a name beside the original."""
        path = self.window.path
        start = str(branch_file_name(path, day)) if path else f"again from day {day}.json"
        options = QFileDialog.Option(0) if self.native_dialogs else QFileDialog.Option.DontUseNativeDialog
        got, _ = QFileDialog.getSaveFileName(
            self.window,
            f"Play again from day {day}: the new campaign",
            start,
            "Rangers campaign (*.json)",
            "",
            options,
        )
        return got

    def run(self, day: int, target: str | None = None) -> bool:
        """Write the branch from ``day`` (to ``target``, else where the player says), say so and
        offer to open it; the campaign reviewed and its file stay as they were."""
        if not target:
            target = self.ask_path(day)
        if not target:
            return False
        try:
            said = play_again(self.window.campaign, self.window.path, day, target)
        except CampaignError as exc:
            self.refusal = f"No branch written: {exc}"
            self.window.statusBar().showMessage(self.refusal, 15000)
            refused = QMessageBox(QMessageBox.Icon.Warning, "No branch written", str(exc), parent=self.window)
            self.offer = refused
            refused.open()
            return False
        self.made = Path(target)
        self.window.statusBar().showMessage(said, 10000)
        self.window.branches_changed()
        box = QMessageBox(self.window)
        box.setObjectName("PlayAgainOffer")
        box.setWindowTitle("Branch written")
        box.setText(said)
        verb = "Open it to play" if self.open_branch is not None else "Review it"
        box.setInformativeText(f"{verb} now? This campaign stays as it is.")
        box.addButton(verb, QMessageBox.ButtonRole.AcceptRole).setObjectName("open_branch")
        box.addButton("Not now", QMessageBox.ButtonRole.RejectRole).setObjectName("not_now")
        box.buttonClicked.connect(lambda b: self._open() if b.objectName() == "open_branch" else None)
        self.offer = box
        box.open()
        return True

    def _open(self) -> None:
        if self.made is None:
            return
        made, self.made = str(self.made), None
        if self.open_branch is not None:
            self.open_branch(made)
        else:
            self.window.open_other_review(made)
