"""The main window's parts: each does one job, wires its own actions and listens to the controller.

Why parts (in the manner of Frescobaldi's window plugins): the window used to be one 1,000-line
class holding loading, menus, prompt routing, card menus, the day's lifecycle and the redraw.
Now `ui/window_shell.py` only builds the widgets and lays them out; each part below connects the
widgets it owns to the controller's signals when a game arrives (`attach`). A new feature that
shows something new (a campaign panel, the table issue's views) is a new part added to
`MainWindow.PARTS`, not edits across the window. A part knows the window as its shell
(`WindowShell`), and a sibling part only by the role it plays there (`window_shell` names
the few things one part asks of another): the parts never import the window that builds them.

Parts and their jobs:
- `loading.LoadingPart`: the game set up in steps after the first paint, or why it could not be;
- `menus.MenusPart`: the menu bar and the window-wide actions (undo, rest, save, zoom, theme...);
- `table.TablePart`: the scene, the phase bar and the preview, redrawn from each change;
- `log.LogPart`: the game log and going back to a moment in it;
- `prompt.PromptPart`: the prompt bar and the day panel, answering by keyboard;
- `card_menus.CardMenusPart`: clicks, double-clicks, drops, context and sandbox menus on cards;
- `day_flow.DayFlowPart`: new day, the day summary, the next day.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QObject

from rangers_qt.ui.window_shell import WindowShell


class WindowPart(QObject):
    """One job of the main window. Subclasses wire their actions in `__init__` and connect to
    the controller's signals in `attach` (called once per controller)."""

    def __init__(self, window: WindowShell) -> None:
        super().__init__(window)
        self.window = window

    @property
    def controller(self) -> Any:
        """The game's controller, or None while no game is on the table."""
        return self.window.controller

    def attach(self, controller: Any) -> None:
        """A game is on the table: connect to the controller's signals and show it."""

    def status(self, text: str, ms: int = 4000) -> None:
        self.window.statusBar().showMessage(text, ms)
