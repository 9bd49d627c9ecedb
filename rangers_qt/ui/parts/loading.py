"""Loading: the game set up in small steps after the window's first paint, or why it could not be.

Start-up order: `build_main_window()` returns the empty shell at once, and the game (engine,
catalogue, a new session, the controller; app/lifecycle.py `setup_steps`) is set up in small steps
on the event-loop turns after the window's first paint. A player sees the window about as soon as
Qt can show one, with "Setting up the table" in the table area, instead of waiting on a blank
screen for imports and schema building. Code that needs the game calls `wait_until_ready()` or
listens to the window's `ready`. Other work that must not delay the first paint (the campaign's
recovery check, which reads the card catalogue and the campaign files) asks to run
`after_first_paint`: nothing before the first paint imports the content package or pydantic
(tests/ui/test_startup_loading.py checks the modules loaded at that moment).
"""

from __future__ import annotations

import html
import logging
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QGraphicsView, QLabel

from rangers_qt.app.lifecycle import AskForDay, LoadSteps, OpenCampaign
from rangers_qt.ui.floating import centre_in_parent
from rangers_qt.ui.late_qt import Qt, set_keys
from rangers_qt.ui.parts import WindowPart
from rangers_qt.ui.theme import Theme

_log = logging.getLogger(__name__)

#: If no paint arrives this long after show() (a window started minimised), load anyway.
LOAD_FALLBACK_MS = 300


class LoadingCard(QLabel):
    """What the table area shows while the game is being set up, or why it could not be.

    A label floating in the middle of the table view (not an item of the scene, so the
    scene stays exactly what the engine's state says)."""

    def __init__(self, view: QGraphicsView) -> None:
        super().__init__(view)
        self.setObjectName("LoadingCard")
        set_keys(self, "alignment", "AlignCenter")
        set_keys(self, "textFormat", "RichText")
        self.setWordWrap(True)
        self.headline = ""
        self.detail = ""
        self.hide()
        view.installEventFilter(self)  # stay centred when the table area is resized

    def let_clicks_through(self) -> None:
        """Clicks on the card reach the table under it. Set after the first paint, which no
        click comes before: a widget attribute is a `Qt` enum (ui/late_qt.py says why late)."""
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Resize and self.isVisible():
            self.place()
        return False

    def show_state(self, headline: str, detail: str = "") -> None:
        self.headline, self.detail = headline, detail
        small = (
            f"<div style='font-size:13px; font-weight:normal; margin-top:6px'>{html.escape(detail)}</div>"
            if detail
            else ""
        )
        self.setText(f"<div style='font-size:20px; font-weight:bold'>{html.escape(headline)}</div>{small}")
        self.place()
        self.show()
        self.raise_()

    def set_theme(self, theme: Theme) -> None:
        self.setStyleSheet(
            f"QLabel#LoadingCard {{ color: {theme.text}; background: {theme.zone}; "
            f"border: 1px solid {theme.zone_border}; border-radius: 10px; padding: 22px 34px; }}"
        )

    def place(self) -> None:
        centre_in_parent(self, 460, 200)


class LoadingPart(WindowPart):
    """Runs the set-up steps one per event-loop turn; says "no game" and why when they fail."""

    def __init__(self, window: Any) -> None:
        super().__init__(window)
        self.card = LoadingCard(window.view)
        self.problem: str | None = None
        self._steps: LoadSteps | None = None  # the game still being set up
        self._scheduled = False
        self.loaded = False
        self._painted = False  # the window's first paint (or its fallback) has happened
        self._after_paint: list[Callable[[], None]] = []

    def after_first_paint(self, job: Callable[[], None]) -> None:
        """Run `job` on an event-loop turn after the window's first paint (at once if that has
        happened), so slow imports and file reads never keep the window from showing."""
        if self._painted:
            QTimer.singleShot(0, self, job)
        else:
            self._after_paint.append(job)

    def _first_paint_done(self) -> None:
        if self._painted:
            return
        self._painted = True
        # First after the paint: the table's widgets and parts (ui/table_kit.py says why late).
        QTimer.singleShot(0, self, self.window.table_kit)
        QTimer.singleShot(0, self, self.card.let_clicks_through)
        jobs, self._after_paint = self._after_paint, []
        for job in jobs:
            QTimer.singleShot(0, self, job)

    def load(self, steps: LoadSteps) -> None:
        """Set the game up from `steps` after the window's first paint (see the module doc)."""
        w = self.window
        self._steps = steps
        self._scheduled = False
        self.loaded = False
        w.set_game_actions(False)
        w.view.set_cloth_only(True)
        self.card.show_state("Setting up the table\u2026")
        w.prompt_bar.set_prompt("Setting up the table\u2026", [])
        w.statusBar().clearMessage()

    @property
    def is_ready(self) -> bool:
        return self._steps is None and self.loaded

    @property
    def pending(self) -> bool:
        return self._steps is not None

    def finish_now(self) -> None:
        while self._steps is not None:
            self.advance()

    def on_paint(self) -> None:
        # A zero timer runs on the next event-loop turn, after this paint cycle has been
        # flushed to the screen: the shell is visible before the first (slow) step starts.
        self._first_paint_done()
        if self._steps is not None and not self._scheduled:
            self._scheduled = True
            QTimer.singleShot(0, self, self.advance)

    def on_show(self) -> None:
        if self._steps is not None or self._after_paint:
            QTimer.singleShot(LOAD_FALLBACK_MS, self, self._start_unless_started)

    def _start_unless_started(self) -> None:
        self._first_paint_done()
        if self._steps is not None and not self._scheduled:
            self.advance()

    def advance(self) -> None:
        """Run one step of the set-up; the next one on the next event-loop turn."""
        self._scheduled = True  # from now on the chain of steps schedules itself
        steps = self._steps
        if steps is None:
            return
        try:
            detail = next(steps)
        except StopIteration as done:
            self._steps = None
            if isinstance(done.value, AskForDay):
                if self.window.controller is None:  # (a choice on the early start page may have begun a game)
                    self.window.start.show_start()
            elif isinstance(done.value, OpenCampaign):
                if not self.window.campaign.open_path(done.value.path):
                    reason = self.window.statusBar().currentMessage()
                    self.show_problem(reason or "Could not open the campaign")
            else:
                self.window.game.adopt(done.value)
            return
        except Exception as exc:  # the window must still open and say what is wrong
            self._steps = None
            _log.exception("could not start a game")
            self.show_problem(f"Could not start a game: {exc}")
            return
        self.card.show_state("Setting up the table\u2026", detail)
        QTimer.singleShot(0, self, self.advance)

    def attach(self, controller: Any) -> None:
        self.card.hide()
        self.window.view.set_cloth_only(False)

    def mark_ready(self) -> None:
        if not self.loaded:
            self.loaded = True
            self.window.ready.emit()

    def show_problem(self, problem: str) -> None:
        """No game could be set up: say so where the table would be, in the status bar and log."""
        w = self.window
        self.problem = problem
        w.set_game_actions(False)
        w.statusBar().showMessage(problem)
        w.log_panel.append_line(problem, "event")
        w.prompt_bar.set_prompt("No game on the table", [])
        w.view.set_cloth_only(True)
        self.card.show_state("No game on the table", problem)
        self.loaded = True
        w.ready.emit()
