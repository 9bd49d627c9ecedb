"""Every keyboard-reachable action of the table, with stable names and rebindable shortcuts.

Names are stable because they are the QSettings keys ("shortcuts/<name>") and the
QAction object names ("action_<name>") tests and menus look up. Changing a default
shortcut here never overrides a binding the player saved.
"""

from __future__ import annotations

import sys
from dataclasses import dataclass

from PySide6.QtCore import QSettings
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QWidget

from rangers_qt.ui.late_qt import set_keys


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
    #: The platform's own keys for this command (QKeySequence.StandardKey), added after
    #: `shortcut` so players find the keys every other program uses (Ctrl+Y redoes on Windows).
    standard: QKeySequence.StandardKey | None = None
    #: macOS only, where ``shortcut``'s Ctrl becomes Cmd and Cmd+H (hide) and Cmd+M (minimise)
    #: belong to the system: a free Cmd combination instead.
    mac: str = ""


_STD = QKeySequence.StandardKey


#: The Campaign menu's commands (wired by ui/parts/campaign.py): the platform's New and Open
#: are a campaign's, the commonest thing to begin or open; a one-off day has Shift added.
CAMPAIGN_SPECS: tuple[ActionSpec, ...] = (
    ActionSpec(
        "new_campaign", "&New campaign\u2026", "", "Start a campaign with 1 to 4 Rangers", standard=_STD.New
    ),
    ActionSpec("open_campaign", "&Open campaign\u2026", "", "Open a campaign file", standard=_STD.Open),
    ActionSpec(
        "save_campaign", "&Save campaign", "", "Save the campaign now (it is also saved after every answer)"
    ),
    ActionSpec(
        "save_campaign_as",
        "Save campaign &as\u2026",
        "",
        "Keep the campaign in another file",
        standard=_STD.SaveAs,
    ),
    ActionSpec(
        "tracker", "Campaign &tracker\u2026", "Ctrl+J", "The campaign's days, Rangers, rewards and notes"
    ),
)
#: The Help menu's commands with keys (wired by ui/parts/help.py).
HELP_SPECS: tuple[ActionSpec, ...] = (
    ActionSpec(
        "help",
        "Rules help &now",
        "F1",
        "The rule that applies now: the card under the pointer, else the question asked",
        standard=_STD.HelpContents,
    ),
    ActionSpec("shortcut_list", "&Keyboard shortcuts", "", "Every key of the game, as bound now"),
    ActionSpec("about", "&About Rangers Qt", "", "Version, licences and where the card data comes from"),
)

SPECS: tuple[ActionSpec, ...] = (
    ActionSpec("undo", "&Undo", "Ctrl+Z", "Take back the last answer", standard=_STD.Undo),
    ActionSpec("redo", "&Redo", "Ctrl+Shift+Z", "Answer again what was undone", standard=_STD.Redo),
    ActionSpec("undo_turn", "Undo &whole turn", "Ctrl+Alt+Z", "Take back everything since the turn began"),
    ActionSpec("rest", "R&est", "R", "Rest: take no more turns this round"),
    ActionSpec("end_turn", "&Done", "E", "Finish the current step (done / no / stay)"),
    ActionSpec("confirm", "Confirm", "Return", "Answer with the highlighted option", app_wide=False),
    ActionSpec("next_target", "Next option", "Tab", "Highlight the next legal option", app_wide=False),
    ActionSpec("zoom_in", "Zoom &in", "Ctrl++", "Bigger cards", standard=_STD.ZoomIn),
    ActionSpec("zoom_out", "Zoom &out", "Ctrl+-", "Smaller cards", standard=_STD.ZoomOut),
    ActionSpec("zoom_reset", "&Reset zoom", "Ctrl+0", "Cards at the size that fits the window"),
    ActionSpec(
        "sandbox", "Sand&box", "Ctrl+M", "Manual adjustments (logged)", checkable=True, mac="Ctrl+Shift+M"
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
    ActionSpec("image_folder", "Card i&mages folder\u2026", "", "Use your own card images, named by card id"),
    ActionSpec("shortcuts", "Re&bind keys\u2026", "Ctrl+K", "Change the keyboard shortcuts"),
    ActionSpec("show_full", "Full-size card", "Space", "Show the hovered card full size", app_wide=False),
    ActionSpec("card_menu", "Card menu", "Shift+F10", "Open the menu of the hovered or highlighted card"),
    ActionSpec("test_dialog", "&Test\u2026", "T", "Open the test dialog for the hovered or highlighted card"),
    ActionSpec(
        "new_day", "&New day\u2026", "Ctrl+Shift+N", "Choose rangers, place and weather for a new day"
    ),
    ActionSpec("day_summary", "Da&y summary\u2026", "", "Where the day ended and what the campaign keeps"),
    ActionSpec(
        "save", "&Save day\u2026", "Ctrl+S", "Save the day (setup, seed and every answer)", standard=_STD.Save
    ),
    ActionSpec("open", "&Open day\u2026", "Ctrl+Shift+O", "Open a saved day (replays its answers)"),
    ActionSpec(
        "campaign_review",
        "Campaign re&view\u2026",
        "",
        "The campaign shown back: journey on the map, timeline, charts, deck history, day replay",
    ),
    ActionSpec("quit", "&Quit", "Ctrl+Q", "Close the table", standard=_STD.Quit),
    *CAMPAIGN_SPECS,
    *HELP_SPECS,
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
            action.setShortcuts(self.sequences(spec.name))
            # Application-wide: the test dialog is a separate window and undo, zoom and the
            # number keys must keep working while it has focus. Text fields still get their keys.
            set_keys(action, "shortcutContext", "ApplicationShortcut" if spec.app_wide else "WindowShortcut")
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
    def default(name: str) -> str:
        """The first default key of `name` as portable text ("" for none)."""
        keys = default_sequences(Actions.spec(name))
        return keys[0].toString(QKeySequence.SequenceFormat.PortableText) if keys else ""

    @staticmethod
    def default_sequences(name: str, platform: str = sys.platform) -> list[QKeySequence]:
        """The unsaved bindings of `name` on `platform` (see the module's ``default_sequences``)."""
        return default_sequences(Actions.spec(name), platform)

    @staticmethod
    def spec(name: str) -> ActionSpec:
        for spec in SPECS:
            if spec.name == name:
                return spec
        raise KeyError(f"no action named {name!r}")

    def sequences(self, name: str) -> list[QKeySequence]:
        """The keys of `name`: the player's binding alone, else ours then the platform's."""
        saved = self.settings.value(f"{SETTINGS_GROUP}/{name}", None)
        if saved is not None:
            return [QKeySequence(str(saved))] if str(saved) else []
        return default_sequences(self.spec(name))

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
        self[name].setShortcuts(default_sequences(self.spec(name)))


def default_sequences(spec: ActionSpec, platform: str = sys.platform) -> list[QKeySequence]:
    """`spec`'s own key first (its ``mac`` key on macOS, where Cmd+H and Cmd+M are the
    system's), then the platform's standard keys for it, no repeats; standard keys that edit
    text (Alt+Backspace) are left to text fields."""
    own = spec.mac if platform == "darwin" and spec.mac else spec.shortcut
    keys = [QKeySequence(own)] if own else []
    if spec.standard is not None:
        keys += [
            k
            for k in QKeySequence.keyBindings(spec.standard)
            if not k.isEmpty() and "Backspace" not in k.toString()
        ]
    out: list[QKeySequence] = []
    for key in keys:
        if key not in out:
            out.append(key)
    return out
