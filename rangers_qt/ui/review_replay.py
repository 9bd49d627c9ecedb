"""The review's Day replay: a played day on the real table, stepped answer by answer.

Read-only: the table scene is the game's (`TableScene`, same cards and zones), but nothing is
connected to its intents, no card is legal and the only controls move along the saved log
(`app.day_replay.DayReplay`): first, back, forward, last, a slider over the answers and a jump to
a round. The state hash of the step is shown; it is the engine's for that many answers.

Beside the table, the day's log as the game shows it (the game's `LogPanel`: round headers, each
answer in bold with what it did below it, in words): the row of the current answer is marked
and kept in view, and a click on an answer goes to just after it.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QLabel,
    QListView,
    QListWidgetItem,
    QPushButton,
    QSlider,
    QSpinBox,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from rangers_qt.app.day_replay import DayReplay
from rangers_qt.app.table_model import TableModel
from rangers_qt.campaign.errors import CampaignError
from rangers_qt.ui.log_panel import MOMENT_ROLE, LogPanel
from rangers_qt.ui.main_window import TableGraphicsView
from rangers_qt.ui.table_scene import TableScene
from rangers_qt.ui.theme import Theme


class ReplayPage(QWidget):
    def __init__(self, campaign: Any, days: list[int], theme: Theme, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("ReplayPage")
        self.campaign = campaign
        self.replay: DayReplay | None = None
        self.scene = TableScene(theme)
        self.view = TableGraphicsView(self.scene)
        self.model = TableModel(campaign.catalog.card)
        self.day_box = QComboBox()
        self.day_box.setObjectName("ReplayDay")
        for d in days:
            self.day_box.addItem(f"Day {d}", d)
        self.day_box.activated.connect(lambda _n: self.open_day(int(self.day_box.currentData())))
        self.buttons: dict[str, QPushButton] = {}
        bar = QHBoxLayout()
        bar.addWidget(self.day_box)
        for name, text, tip, slot in (
            ("first", "|\u25c0", "The day as set up", lambda: self.go_to(0)),
            ("back", "\u25c0", "One answer back (Left)", lambda: self.step(-1)),
            ("forward", "\u25b6", "One answer forward (Right)", lambda: self.step(+1)),
            ("last", "\u25b6|", "The day as it ended", lambda: self.go_to(10**9)),
        ):
            button = QPushButton(text)
            button.setObjectName(f"replay_{name}")
            button.setToolTip(tip)
            button.clicked.connect(lambda _=False, s=slot: s())
            self.buttons[name] = button
            bar.addWidget(button)
        self.buttons["back"].setShortcut(Qt.Key.Key_Left)
        self.buttons["forward"].setShortcut(Qt.Key.Key_Right)
        self.slider = QSlider(Qt.Orientation.Horizontal)
        self.slider.setObjectName("ReplaySlider")
        self.slider.valueChanged.connect(self.go_to)
        bar.addWidget(self.slider, 1)
        bar.addWidget(QLabel("Round"))
        self.round_box = QSpinBox()
        self.round_box.setObjectName("ReplayRound")
        self.round_box.setMinimum(1)
        bar.addWidget(self.round_box)
        jump = QPushButton("Jump")
        jump.setObjectName("replay_jump")
        jump.clicked.connect(lambda _=False: self.jump_to_round(self.round_box.value()))
        bar.addWidget(jump)
        self.caption = QLabel()
        self.caption.setObjectName("ReplayCaption")
        self.caption.setWordWrap(True)
        self.hash_label = QLabel()
        self.hash_label.setObjectName("DayDetail")
        self.hash_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.theme = theme
        self.log = LogPanel()
        self.log.set_theme(theme)
        # Filled once per day and then only scrolled: lay it out in one pass so a jump can scroll
        # to its row at once (the game's log lays out in batches while answers arrive).
        self.log.setLayoutMode(QListView.LayoutMode.SinglePass)
        # The current answer is the log's selection (styled like every selected row).
        self.log.setSelectionMode(QListView.SelectionMode.SingleSelection)
        self.log.itemClicked.connect(self._on_log_click)
        self.log.moment_chosen.connect(lambda length, _text: self.go_to(length))
        #: The log row of each answer (position n -> row of the answer that led to it).
        self._rows: dict[int, QListWidgetItem] = {}
        self._marked: QListWidgetItem | None = None
        split = QSplitter(Qt.Orientation.Horizontal)
        split.setObjectName("ReplaySplit")
        split.addWidget(self.view)
        split.addWidget(self.log)
        split.setStretchFactor(0, 1)
        split.setSizes([900, 300])
        box = QVBoxLayout(self)
        box.setContentsMargins(4, 4, 4, 4)
        box.addLayout(bar)
        box.addWidget(self.caption)
        box.addWidget(split, 1)
        box.addWidget(self.hash_label)

    def open_day(self, day: int) -> None:
        if self.replay is not None and self.replay.day == day:
            return
        try:
            replay = DayReplay(self.campaign, day)
            replay.go_to(replay.length)  # the whole day must replay before it is shown
            replay.go_to(0)
        except CampaignError as exc:
            self.caption.setText(f"Day {day} cannot be replayed: {exc}")
            return
        self.replay = replay
        self.model.clear()
        self.slider.blockSignals(True)
        self.slider.setRange(0, self.replay.length)
        self.slider.setValue(0)
        self.slider.blockSignals(False)
        self.round_box.setMaximum(max(1, len(self.replay.round_starts)))
        self._fill_log(replay)
        index = self.day_box.findData(day)
        if index >= 0:
            self.day_box.setCurrentIndex(index)
        self._show()

    def _fill_log(self, replay: DayReplay) -> None:
        """The whole day's log, once (the first replay recorded every answer's events)."""
        log = self.log
        log.clear_lines()
        self._rows = {}
        self._marked = None
        log.append_line(f"Day {replay.day} as set up", "event")
        shown_round = 0
        for position in range(1, replay.length + 1):
            entry = replay.entry(position)
            assert entry is not None
            if entry.round > shown_round:
                shown_round = entry.round
                log.append_line(f"Round {entry.round}", "section")
            for n, (text, kind) in enumerate(replay.lines(position)):
                item = log.append_line(text, "answer" if n == 0 else kind)
                if n == 0:
                    log.mark_moment(item, position, text)
                    item.setToolTip("Click to go to just after this answer")
                    self._rows[position] = item

        # After the panel's own scroll to its newest line (queued while the lines were added).
        def mark() -> None:
            if self.replay is replay:
                self._mark_row(replay.position)

        QTimer.singleShot(0, mark)

    def _on_log_click(self, item: QListWidgetItem) -> None:
        """A click on an answer, or on something it did, goes to just after that answer."""
        for row in range(self.log.row(item), -1, -1):
            moment = self.log.item(row).data(MOMENT_ROLE)
            if moment:
                self.go_to(int(moment[0]))
                return
        self.go_to(0)  # the day's first line: the day as set up

    def _mark_row(self, position: int) -> None:
        """Select the current answer's row (nothing at the day as set up) and keep it in view."""
        self.log.clearSelection()
        self._marked = self._rows.get(position)
        if self._marked is None:
            self.log.scrollToTop()
            return
        self._marked.setSelected(True)
        self.log.scrollToItem(self._marked, QListView.ScrollHint.PositionAtCenter)

    def current_row(self) -> int:
        """The log row marked as the current answer (-1 at the day as set up)."""
        return self.log.row(self._marked) if self._marked is not None else -1

    def go_to(self, position: int) -> int:
        assert self.replay is not None
        reached = self.replay.go_to(position)
        self._show()
        return reached

    def step(self, delta: int) -> int:
        assert self.replay is not None
        return self.go_to(self.replay.position + delta)

    def jump_to_round(self, rnd: int) -> int:
        assert self.replay is not None
        reached = self.replay.jump_to_round(rnd)
        self._show()
        return reached

    def hash(self) -> str:
        assert self.replay is not None
        return self.replay.hash()

    def _show(self) -> None:
        r = self.replay
        assert r is not None
        self.model.rebuild(r.state)
        if self.model.table is not None:
            self.view.relayout()
            self.scene.show_table(self.model.table, (), None, animate=False)
        self.slider.blockSignals(True)
        self.slider.setValue(r.position)
        self.slider.blockSignals(False)
        self.round_box.setValue(max(1, r.state.round))
        self.caption.setText(r.caption())
        self.hash_label.setText(f"state hash {r.hash()[:16]}\u2026 (answer {r.position} of {r.length})")
        self._mark_row(r.position)
        self.buttons["back"].setEnabled(r.position > 0)
        self.buttons["first"].setEnabled(r.position > 0)
        self.buttons["forward"].setEnabled(r.position < r.length)
        self.buttons["last"].setEnabled(r.position < r.length)
