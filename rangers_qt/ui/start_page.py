"""The start page: what the table shows while no game is open.

Why a page and not a dialog: a new player's first question is "how do I begin?", and a one-off
day dialog answered only half of it (no campaigns). The page lists every way in, the most common
first: continue the last campaign, a quick start with two ready-made Rangers the player names,
a new campaign made Ranger by Ranger, opening a campaign file, a one-off day, and how to play.
It floats over the empty table (as the loading card does) so the scene stays the engine's.
The page only shows and reports choices (its signals); `ui/parts/start.py` acts on them.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QEvent, QObject, Signal
from PySide6.QtWidgets import (
    QComboBox,
    QFrame,
    QGraphicsView,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QVBoxLayout,
)

from rangers_qt.ui.floating import centre_in_parent

#: The names the quick start offers (the player types others): the first two of
#: `app.day_choices.DEFAULT_NAMES`, not imported, as the window's shell paints before the engine
#: and content are imported (tests/ui/test_startup_loading.py).
QUICK_NAMES = ("Mira", "Oren")
#: A Ranger's name stays short enough to show whole on the tracker and the table.
NAME_MAX = 24


class StartPage(QFrame):
    """Buttons for every way into the game; quick start with two named ready-made Rangers."""

    continue_campaign = Signal(str)  # the campaign file's path
    quick_start = Signal(list)  # [(name, starter key), ...]
    new_campaign = Signal()
    open_campaign = Signal()
    one_off_day = Signal()
    how_to_play = Signal()

    def __init__(self, view: QGraphicsView) -> None:
        super().__init__(view)
        self.setObjectName("StartPage")
        self.continue_path: str | None = None
        lay = QVBoxLayout(self)
        lay.setContentsMargins(28, 22, 28, 22)
        lay.setSpacing(10)
        title = QLabel("Rangers Qt")
        title.setObjectName("StartTitle")
        lay.addWidget(title)
        note = QLabel("Earthborne Rangers with the rules kept for you. How would you like to begin?")
        note.setObjectName("StartNote")
        note.setWordWrap(True)
        lay.addWidget(note)

        self.continue_button = QPushButton("Con&tinue")
        self.continue_button.setObjectName("start_continue")
        self.continue_button.setProperty("primary", True)
        self.continue_button.clicked.connect(self._continue)
        lay.addWidget(self.continue_button)

        quick = QFrame()
        grid = QGridLayout(quick)
        grid.setContentsMargins(0, 4, 0, 4)
        heading = QLabel("Quick start: a new campaign with two ready-made Rangers")
        heading.setObjectName("DayStatus")
        grid.addWidget(heading, 0, 0, 1, 2)
        self.names: list[QLineEdit] = []
        self.kinds: list[QComboBox] = []
        for n, default in enumerate(QUICK_NAMES, start=1):
            name = QLineEdit(default)
            name.setObjectName(f"start_name_{n}")
            name.setMaxLength(NAME_MAX)
            name.setPlaceholderText(f"Ranger {n}'s name")
            name.setAccessibleName(f"Ranger {n}'s name")
            kind = QComboBox()
            kind.setObjectName(f"start_kind_{n}")
            kind.setAccessibleName(f"Ranger {n}'s ready-made deck")
            grid.addWidget(name, n, 0)
            grid.addWidget(kind, n, 1)
            self.names.append(name)
            self.kinds.append(kind)
        grid.setColumnStretch(0, 1)
        grid.setColumnStretch(1, 2)
        self.quick_button = QPushButton("&Quick start")
        self.quick_button.setObjectName("start_quick")
        self.quick_button.setProperty("primary", True)
        self.quick_button.clicked.connect(self._quick)
        grid.addWidget(self.quick_button, len(QUICK_NAMES) + 1, 0, 1, 2)
        lay.addWidget(quick)

        row = QHBoxLayout()
        self.new_button = self._button("&New campaign\u2026", "start_new", self.new_campaign, row)
        self.open_button = self._button("&Open a campaign\u2026", "start_open", self.open_campaign, row)
        lay.addLayout(row)
        row = QHBoxLayout()
        self.day_button = self._button("One-off &day\u2026", "start_day", self.one_off_day, row)
        self.help_button = self._button("How to &play", "start_help", self.how_to_play, row)
        lay.addLayout(row)
        self.message = QLabel("")
        self.message.setObjectName("StartNote")
        self.message.setWordWrap(True)
        self.message.hide()
        lay.addWidget(self.message)
        self.hide()
        view.installEventFilter(self)  # stay centred when the table area is resized

    def _button(self, text: str, name: str, signal: Any, row: QHBoxLayout) -> QPushButton:
        button = QPushButton(text)
        button.setObjectName(name)
        button.clicked.connect(signal.emit)
        row.addWidget(button)
        return button

    # ------------------------------------------------------------------ filling in
    def set_starters(self, starters: list[tuple[str, str]]) -> None:
        """The ready-made Rangers offered: (key, kind's name); the rows pick different ones."""
        for i, kind in enumerate(self.kinds):
            kind.clear()
            for key, label in starters:
                kind.addItem(label, key)
            kind.setCurrentIndex(min(i, kind.count() - 1))
        self.quick_button.setEnabled(bool(starters))

    def set_continue(self, path: str | None, label: str = "") -> None:
        """The last campaign (its file and how it is named), or None: no Continue."""
        self.continue_path = path
        self.continue_button.setVisible(path is not None)
        if path is not None:
            self.continue_button.setText(f"Con&tinue {label}")
            self.continue_button.setToolTip(path)

    def chosen_rangers(self) -> list[tuple[str, str]]:
        """(name, starter key) for each quick-start row; an empty name keeps the kind's name."""
        return [
            (name.text().strip() or kind.currentText(), str(kind.currentData()))
            for name, kind in zip(self.names, self.kinds, strict=True)
        ]

    # ------------------------------------------------------------------ answers
    def _continue(self) -> None:
        if self.continue_path is not None:
            self.continue_campaign.emit(self.continue_path)

    def _quick(self) -> None:
        rangers = self.chosen_rangers()
        names = [n.casefold() for n, _ in rangers]
        if len(set(names)) < len(names):
            self.say("Give the two Rangers different names.")
            return
        self.say("")
        self.quick_start.emit(rangers)

    def say(self, text: str) -> None:
        """A line under the buttons (why a choice did not go through); "" hides it."""
        self.message.setText(text)
        self.message.setVisible(bool(text))
        self.place()

    # ------------------------------------------------------------------ placing
    def show_page(self) -> None:
        self.place()
        self.show()
        self.raise_()
        (self.continue_button if self.continue_button.isVisible() else self.quick_button).setFocus()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Resize and self.isVisible():
            self.place()
        return False

    def place(self) -> None:
        centre_in_parent(self, 620, 320)


__all__ = ["NAME_MAX", "QUICK_NAMES", "StartPage"]
