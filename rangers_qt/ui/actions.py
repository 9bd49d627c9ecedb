"""Every keyboard-reachable action of the table, with stable names and rebindable shortcuts.

Names are stable because they are the QSettings keys ("shortcuts/<name>") and the
QAction object names ("action_<name>") tests and menus look up. Changing a default
shortcut here never overrides a binding the player saved.
"""

from __future__ import annotations

import sys
from dataclasses import dataclass

from PySide6.QtCore import QSettings, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QWidget


@dataclass(frozen=True)
class ActionSpec:
    name: str
    text: str
    shortcut: str
    tip: str
    checkable: bool = False
    #: Works while the test dialog has focus too. Keys that dialogs need for themselves
    #: (Return, Tab, Space) stay bound to the main window only.
    app_wide: bool = True
    #: The system's own key for this action (Cmd+Z on macOS, Ctrl+Z elsewhere), which wins over
    #: ``shortcut`` where the platform defines one; ``shortcut`` is the fallback.
    standard: QKeySequence.StandardKey | None = None
    #: macOS only, where ``shortcut``'s Ctrl becomes Cmd and Cmd+H (hide) and Cmd+M (minimise)
    #: belong to the system: a free Cmd combination instead.
    mac: str = ""


_KEY = QKeySequence.StandardKey


SPECS: tuple[ActionSpec, ...] = (
    ActionSpec("undo", "&Undo", "Ctrl+Z", "Take back the last answer", standard=_KEY.Undo),
    ActionSpec("redo", "&Redo", "Ctrl+Shift+Z", "Answer again what was undone", standard=_KEY.Redo),
    ActionSpec("undo_turn", "Undo &turn", "Ctrl+Alt+Z", "Take back everything since the turn began"),
    ActionSpec("rest", "Re&st", "R", "Rest: take no more turns this round"),
    ActionSpec("end_turn", "&Done", "E", "Finish the current step (done / no / stay)"),
    ActionSpec("confirm", "Confirm", "Return", "Answer with the highlighted option", app_wide=False),
    ActionSpec("next_target", "Next option", "Tab", "Highlight the next legal option", app_wide=False),
    ActionSpec("zoom_in", "Zoom &in", "Ctrl++", "Bigger cards", standard=_KEY.ZoomIn),
    ActionSpec("zoom_out", "Zoom &out", "Ctrl+-", "Smaller cards", standard=_KEY.ZoomOut),
    ActionSpec("zoom_reset", "Reset zoom", "Ctrl+0", "Cards at the size that fits the window"),
    ActionSpec(
        "sandbox", "&Sandbox", "Ctrl+M", "Manual adjustments (logged)", checkable=True, mac="Ctrl+Shift+M"
    ),
    ActionSpec(
        "manual_panel",
        "&Manual tools",
        "Ctrl+H",
        "Apply a card's text by hand: tokens, exhaust, move, fatigue, draw...",
        checkable=True,
        mac="Ctrl+Shift+H",
    ),
    ActionSpec(
        "auto_pass",
        "&Pass optional responses",
        "Ctrl+P",
        "Optional responses pass by themselves; forced card texts still stop",
        checkable=True,
    ),
    ActionSpec(
        "side_panel",
        "&Preview and log",
        "F9",
        "Show or hide the card preview and the game log (hidden at first on narrow windows)",
        checkable=True,
    ),
    ActionSpec("card_data", "Card &data file\u2026", "", "Show printed text from your own card data file"),
    ActionSpec(
        "theme", "&Light theme", "Ctrl+T", "Switch between the dark and the light theme", checkable=True
    ),
    ActionSpec("image_folder", "Card &images folder\u2026", "", "Use your own card images, named by card id"),
    ActionSpec("shortcuts", "&Keyboard shortcuts\u2026", "Ctrl+K", "Rebind keys"),
    ActionSpec("show_full", "Full-size card", "Space", "Show the hovered card full size", app_wide=False),
    ActionSpec("card_menu", "Card menu", "Shift+F10", "Open the menu of the hovered or highlighted card"),
    ActionSpec("test_dialog", "&Test\u2026", "T", "Open the test dialog for the hovered or highlighted card"),
    ActionSpec(
        "new_day",
        "&New day\u2026",
        "Ctrl+N",
        "Choose rangers, place and weather for a new day",
        standard=_KEY.New,
    ),
    ActionSpec("day_summary", "Day s&ummary\u2026", "", "Where the day ended and what the campaign keeps"),
    ActionSpec(
        "save", "&Save day\u2026", "Ctrl+S", "Save the day (setup, seed and every answer)", standard=_KEY.Save
    ),
    ActionSpec(
        "open", "&Open day\u2026", "Ctrl+O", "Open a saved day (replays its answers)", standard=_KEY.Open
    ),
    ActionSpec(
        "campaign_review",
        "Campaign &review\u2026",
        "",
        "The campaign shown back: journey on the map, timeline, charts, deck history, day replay",
    ),
    ActionSpec("quit", "&Quit", "Ctrl+Q", "Close the table", standard=_KEY.Quit),
    *(ActionSpec(f"option_{n}", f"Option {n}", str(n), f"Answer prompt option {n}") for n in range(1, 10)),
)

SETTINGS_GROUP = "shortcuts"


class Actions:
    """Creates the QActions on `owner` and keeps their shortcuts in QSettings."""

    def __init__(self, owner: QWidget, settings: QSettings | None = None) -> None:
        self.owner = owner
        self.settings = settings if settings is not None else QSettings()
        self._actions: dict[str, QAction] = {}
        for spec in SPECS:
            action = QAction(spec.text, owner)
            action.setObjectName(f"action_{spec.name}")
            action.setToolTip(spec.tip)
            action.setStatusTip(spec.tip)
            action.setCheckable(spec.checkable)
            action.setShortcuts(self._sequences(spec.name))
            # Application-wide: the test dialog is a separate window and undo, zoom and the
            # number keys must keep working while it has focus. Text fields still get their keys.
            action.setShortcutContext(
                Qt.ShortcutContext.ApplicationShortcut if spec.app_wide else Qt.ShortcutContext.WindowShortcut
            )
            owner.addAction(action)
            self._actions[spec.name] = action

    def __getitem__(self, name: str) -> QAction:
        try:
            return self._actions[name]
        except KeyError:
            raise KeyError(f"no action named {name!r}; known: {', '.join(self._actions)}") from None

    def names(self) -> list[str]:
        return list(self._actions)

    @staticmethod
    def spec(name: str) -> ActionSpec:
        for spec in SPECS:
            if spec.name == name:
                return spec
        raise KeyError(f"no action named {name!r}")

    @staticmethod
    def default_sequences(name: str, platform: str = sys.platform) -> list[QKeySequence]:
        """The unsaved bindings on this system: the system's standard keys for the action (all of
        them, so Ctrl+Y and Ctrl+Shift+Z both redo on Windows), else ``mac`` on macOS, else
        ``shortcut``. Standard keys that edit text (Alt+Backspace) are left to text fields."""
        spec = Actions.spec(name)
        if spec.standard is not None:
            found = [k for k in QKeySequence.keyBindings(spec.standard) if "Backspace" not in k.toString()]
            if found:
                return found
        text = spec.mac if platform == "darwin" and spec.mac else spec.shortcut
        return [QKeySequence(text)] if text else []

    @staticmethod
    def default(name: str) -> str:
        """The first default binding, as portable text ("" for an action with no key)."""
        first = Actions.default_sequences(name)[:1]
        return first[0].toString(QKeySequence.SequenceFormat.PortableText) if first else ""

    def _sequences(self, name: str) -> list[QKeySequence]:
        value = self.settings.value(f"{SETTINGS_GROUP}/{name}", None)
        if value is None:
            return self.default_sequences(name)
        return [QKeySequence(str(value))] if str(value) else []

    def binding(self, name: str) -> str:
        value = self.settings.value(f"{SETTINGS_GROUP}/{name}", None)
        return str(value) if value is not None else self.default(name)

    def rebind(self, name: str, sequence: str) -> None:
        """Bind `name` to `sequence` (portable text such as "Ctrl+Shift+Z"), saved for next time."""
        seq = QKeySequence(sequence)
        if sequence and seq.isEmpty():
            raise ValueError(f"not a key sequence: {sequence!r}")
        for other, action in self._actions.items():
            if other != name and sequence and action.shortcut() == seq:
                raise ValueError(f"{sequence} is already bound to {other!r}")
        self[name].setShortcut(seq)
        self.settings.setValue(
            f"{SETTINGS_GROUP}/{name}", seq.toString(QKeySequence.SequenceFormat.PortableText)
        )
        self.settings.sync()

    def reset(self, name: str) -> None:
        self.settings.remove(f"{SETTINGS_GROUP}/{name}")
        self[name].setShortcuts(self.default_sequences(name))
