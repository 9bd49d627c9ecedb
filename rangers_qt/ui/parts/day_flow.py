"""The day's flow: choosing a new day, the day-over summary, and the next day.

The window never builds a game: it hands the player's choices to `app/lifecycle.GameLifecycle`
and the table follows from the controller's signals. The choices are remembered for next time.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QTimer

from rangers_qt.deferred import Deferred
from rangers_qt.ui.parts import WindowPart

if TYPE_CHECKING:
    from rangers_qt.app import day_view as day_view
    from rangers_qt.ui import day_summary as day_summary_ui
    from rangers_qt.ui import new_day_dialog as new_day_dialog
else:  # imported when first used: the window's first paint needs none of them (rangers_qt/deferred.py)
    day_view = Deferred("rangers_qt.app.day_view")
    day_summary_ui = Deferred("rangers_qt.ui.day_summary")
    new_day_dialog = Deferred("rangers_qt.ui.new_day_dialog")


class DayFlowPart(WindowPart):
    def __init__(self, window: Any) -> None:
        super().__init__(window)
        self.summary_dialog: Any = None
        self.new_day_dialog: Any = None
        self._summary_shown = False
        a = window.actions_
        a["new_day"].triggered.connect(lambda: self.open_new_day_dialog())
        a["day_summary"].triggered.connect(self.show_day_summary)
        a["day_summary"].setEnabled(False)
        window.game.failed.connect(lambda reason: self.status(reason, 10000))

    def attach(self, controller: Any) -> None:
        controller.prompt_changed.connect(self._on_prompt)
        controller.day_started.connect(self._on_day_started)
        self._on_prompt(controller.prompt)

    def _on_day_started(self) -> None:
        self._summary_shown = False

    def _on_prompt(self, prompt: Any) -> None:
        c = self.controller
        if self.window.campaign.play.active:
            return  # a campaign day's end goes on the tracker (parts/campaign.py)
        ended = c is not None and prompt is None and c.outcome() is not None
        self.window.actions_["day_summary"].setEnabled(ended)
        if prompt is not None:
            self._summary_shown = False
        elif ended and not self._summary_shown:
            self._summary_shown = True
            QTimer.singleShot(0, self, self.show_day_summary)

    # ------------------------------------------------------------------ a new day
    def current_choices(self) -> Any:
        """The choices the dialog opens with: the last ones remembered, with a fresh seed."""
        return new_day_dialog.remembered_choices(self.window.settings)

    def open_new_day_dialog(self, choices: Any = None) -> Any:
        """Game > New day (Ctrl+N). Returns the dialog (open, window-modal) for tests."""
        if self.controller is not None and not self.window.campaign.may_discard("start a new day"):
            return None
        dialog = new_day_dialog.NewDayDialog(
            self.window.game.catalog, choices or self.current_choices(), self.window
        )
        dialog.accepted.connect(lambda: self.start_day(dialog.choices()))
        dialog.rejected.connect(self._no_day_chosen)
        self.new_day_dialog = dialog
        dialog.open()
        return dialog

    def _no_day_chosen(self) -> None:
        w = self.window
        if self.controller is None:
            w.start.show_start()  # nothing chosen: every way in again

    def start_day(self, choices: Any) -> bool:
        """A new day from the player's choices; they are remembered for next time."""
        if not self.window.game.new_day(choices):
            return False
        self.window.campaign.play.leave()  # a standalone day: the campaign (saved) is closed
        new_day_dialog.remember_choices(self.window.settings, choices)
        return True

    # ------------------------------------------------------------------ the day ends
    def show_day_summary(self) -> Any:
        """The day-over dialog (once per ending; an undo and a new ending show it again)."""
        c = self.controller
        outcome = c.outcome() if c is not None else None
        if c is None or outcome is None:
            return None
        choices = c.day_choices
        names = {r.id: r.name for r in c.state.rangers}
        sections = day_view.day_summary(outcome, c.catalog, names, choices.campaign_day if choices else None)
        dialog = day_summary_ui.DaySummaryDialog(
            sections, day_view.day_log_text(sections, c.log_lines()), self.window
        )
        dialog.next_day.connect(self.start_next_day)
        if self.summary_dialog is not None:
            self.summary_dialog.close()
        self.summary_dialog = dialog
        dialog.open()
        return dialog

    def start_next_day(self) -> bool:
        """Same rangers, from where the day ended, on the next campaign day's weather."""
        choices = self.window.game.next_day_choices(self.current_choices())
        return choices is not None and self.start_day(choices)
