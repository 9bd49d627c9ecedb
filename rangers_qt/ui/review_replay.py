"""The review's Day replay: a played day on the real table, stepped answer by answer.

Read-only: the table scene is the game's (`TableScene`, same cards and zones), but nothing is
connected to its intents, no card is legal and the only controls move along the saved log
(`app.day_replay.DayReplay`): first, back, forward, last, a slider over the answers and a jump to
a round. The state hash of the step is shown; it is the engine's for that many answers.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSlider,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from rangers_qt.app.day_replay import DayReplay
from rangers_qt.app.table_model import TableModel
from rangers_qt.campaign.errors import CampaignError
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
        box = QVBoxLayout(self)
        box.setContentsMargins(4, 4, 4, 4)
        box.addLayout(bar)
        box.addWidget(self.caption)
        box.addWidget(self.view, 1)
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
        index = self.day_box.findData(day)
        if index >= 0:
            self.day_box.setCurrentIndex(index)
        self._show()

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
        self.buttons["back"].setEnabled(r.position > 0)
        self.buttons["first"].setEnabled(r.position > 0)
        self.buttons["forward"].setEnabled(r.position < r.length)
        self.buttons["last"].setEnabled(r.position < r.length)
