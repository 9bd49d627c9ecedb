"""The main window: the table in the middle, the phase bar above, the prompt bar below, the
preview and log on the right.

The window's shell (`window_shell.py`) builds and lays out the widgets; its parts
(`ui/parts/`) each do one job: set the game up (loading), the menus and actions, the table and
its redraw, the log, the prompt, the card menus and the day's flow. They connect to the
controller when a game arrives. The game itself (sessions, new days, opened saves) belongs to
`app/lifecycle.GameLifecycle`, which the window asks and listens to; no rule is decided here
and the engine is never imported.
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QSettings, QTimer
from PySide6.QtGui import QPaintEvent, QResizeEvent

from rangers_qt.app import heap
from rangers_qt.app.lifecycle import LoadSteps
from rangers_qt.deferred import Deferred
from rangers_qt.ui.parts import WindowPart
from rangers_qt.ui.parts.campaign import CampaignPart
from rangers_qt.ui.parts.day_flow import DayFlowPart
from rangers_qt.ui.parts.guide_tour import GuideTourPart
from rangers_qt.ui.parts.help import HelpPart
from rangers_qt.ui.parts.loading import LoadingCard, LoadingPart
from rangers_qt.ui.parts.menus import ZOOM_STEPS, MenusPart
from rangers_qt.ui.parts.rules_help import RulesHelpPart
from rangers_qt.ui.parts.start import StartPart
from rangers_qt.ui.style import stylesheet
from rangers_qt.ui.theme import Theme
from rangers_qt.ui.window_geometry import fit_to_screen, remember
from rangers_qt.ui.window_shell import GAME_ACTIONS, THEME_KEY, TableGraphicsView, WindowShell

if TYPE_CHECKING:  # built with the table (ui/table_kit.py says why late)
    from rangers_qt.ui import table_kit as table_modules
    from rangers_qt.ui.parts.card_menus import CardMenusPart
    from rangers_qt.ui.parts.log import LogPart
    from rangers_qt.ui.parts.manual_tools import ManualToolsPart
    from rangers_qt.ui.parts.prompt import PromptPart
    from rangers_qt.ui.parts.table import TablePart
    from rangers_qt.ui.parts.test_price import TestPricePart
else:  # the table's modules: loaded by `table_kit()` before the parts are built (table_kit.py)
    table_modules = Deferred("rangers_qt.ui.table_kit")

_log = logging.getLogger(__name__)

#: The parts built with the table (`table_built`); asking for one earlier builds the table.
TABLE_PARTS = ("table", "log", "prompt", "card_menus", "test_price", "manual_tools")

__all__ = ["GAME_ACTIONS", "ZOOM_STEPS", "MainWindow", "TableGraphicsView", "build_main_window"]


class MainWindow(WindowShell):
    """The shell (`window_shell.WindowShell`) and its parts, told in order when a game arrives."""

    loading: LoadingCard
    loading_part: LoadingPart
    menus: MenusPart
    help: HelpPart
    start: StartPart
    table: TablePart
    log: LogPart
    prompt: PromptPart
    campaign: CampaignPart
    day_flow: DayFlowPart
    card_menus: CardMenusPart
    test_price: TestPricePart
    manual_tools: ManualToolsPart
    rules_help: RulesHelpPart
    guide_tour: GuideTourPart

    def __init__(
        self, controller: Any | None = None, settings: QSettings | None = None, problem: str | None = None
    ) -> None:
        super().__init__(settings)

        # The shell's parts; the table's (TABLE_PARTS) join them in `table_built`.
        self.loading_part = LoadingPart(self)
        self.loading = self.loading_part.card
        self.menus = MenusPart(self)
        self.day_flow = DayFlowPart(self)
        self.help = HelpPart(self)
        self.campaign = CampaignPart(self)
        self.start = StartPart(self)
        self.rules_help = RulesHelpPart(self)  # after the start page: it adds a Glossary button there
        self.guide_tour = GuideTourPart(self)  # the guided first day (Help, and a start page button)
        #: Set when the window was put back as the player left it: then its geometry is kept at close.
        self.keeps_geometry = False
        self.parts: list[WindowPart] = [
            self.loading_part,
            self.menus,
            self.day_flow,
            self.help,
            self.campaign,
            self.start,
            self.rules_help,
            self.guide_tour,
        ]
        self.game.controller_ready.connect(self.attach_controller)

        self.apply_theme(self.theme)  # (the style sheet is in place already: window_shell.py)
        fit_to_screen(self)  # the screen it opens on, not a fixed 1600x1000 (ui/window_geometry.py)
        self._fit_splitter()
        if controller is not None:
            self.game.adopt(controller)
        elif problem:
            self.loading_part.show_problem(problem)

    def table_built(self) -> None:
        """The table's widgets exist: its parts join, in the order they are told of a game."""
        parts = table_modules.build_parts(self)
        self.table = parts.table
        self.log = parts.log
        self.prompt = parts.prompt
        self.card_menus = parts.card_menus
        self.test_price = parts.test_price
        self.manual_tools = parts.manual_tools
        self.parts = [
            self.loading_part,
            self.menus,
            self.table,
            self.log,
            self.prompt,
            self.card_menus,
            self.day_flow,
            self.test_price,
            self.manual_tools,
            self.help,
            self.campaign,
            self.start,
            self.rules_help,
            self.guide_tour,
        ]
        self.rules_help.table_built()
        self._theme_table(self.theme)

    if not TYPE_CHECKING:

        def __getattr__(self, name: str) -> Any:
            # Only reached for a name not set yet: a table part asked for before the first
            # game builds the table then (a test, a menu before any game).
            if name in TABLE_PARTS and "_kit" in self.__dict__ and self.__dict__["_kit"] is None:
                self.table_kit()
                return self.__dict__[name]
            raise AttributeError(name)

    # ------------------------------------------------------------------ the game arrives
    def attach_controller(self, controller: Any) -> None:
        """The lifecycle has a game: every part connects to the controller and shows it."""
        self.controller = controller
        self.table_kit()  # (built already after the first paint, unless the game came first)
        if controller.parent() is None:
            controller.setParent(self)
        self.set_game_actions(True)
        for part in self.parts:
            part.attach(controller)
        self.statusBar().showMessage("Ready")
        self.loading_part.loaded = False
        self.loading_part.mark_ready()
        heap.settle()  # what the game needs lives all game: keep the collector's passes short

    def load_game(self, steps: LoadSteps) -> None:
        """Set the game up from `steps` after the window's first paint (parts/loading.py)."""
        self.loading_part.load(steps)

    @property
    def is_ready(self) -> bool:
        """True once the game is on the table or its set-up has failed (nothing left to wait for)."""
        return self.loading_part.is_ready

    @property
    def problem(self) -> str | None:
        return self.loading_part.problem

    def wait_until_ready(self) -> bool:
        """Finish setting up the game now, without waiting for paints or timers. For tests,
        --screenshot and the self-test. True if a game is on the table."""
        self.loading_part.finish_now()
        return self.controller is not None

    def show_problem(self, problem: str) -> None:
        self.loading_part.show_problem(problem)

    def redraw(self, animate: bool = True) -> None:
        """Redraw the whole table (after something outside the game changed, e.g. the day's number)."""
        self.table.redraw(animate=animate)  # (everything: the default)

    def paintEvent(self, event: QPaintEvent) -> None:
        super().paintEvent(event)
        self.loading_part.on_paint()

    def showEvent(self, event: Any) -> None:
        super().showEvent(event)
        self.loading_part.on_show()

    # ------------------------------------------------------------------ look
    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit_splitter()
        if self.has_table:
            self.prompt.forget_height()

    def apply_theme(self, theme: Theme, save: bool = False) -> None:
        self.theme = theme
        sheet = stylesheet(theme)
        if sheet != self.styleSheet():  # (setting the same sheet again re-polishes every widget)
            self.setStyleSheet(sheet)
        self.view.cloth_theme = theme
        if self.has_table:
            self._theme_table(theme)
        self.view.resetCachedContent()
        self.loading.set_theme(theme)
        if save:
            self.settings.setValue(THEME_KEY, theme.name)

    def _theme_table(self, theme: Theme) -> None:
        self.scene.set_theme(theme)
        self.preview.theme = theme
        self.preview.update()
        self.log_panel.set_theme(theme)
        self.table.zoom.set_theme(theme)

    def closeEvent(self, event: Any) -> None:
        if self.has_table and self.card_menus.test_dialog is not None:
            self.card_menus.test_dialog.close()
        if self.keeps_geometry and event.isAccepted():
            remember(self, self.settings)
        super().closeEvent(event)


def build_main_window(
    demo: bool = False, seed: int = 7, ask: bool = False, campaign: str | None = None
) -> MainWindow:
    """The window shell, returned at once; the game follows after its first paint.

    `ask`: a real game opens the new-day dialog once the cards are read (the app's normal
    launch; --demo, --smoke, --screenshot and tests start at once).
    Call `wait_until_ready()` (or wait for `ready`) before using `window.controller`."""
    window = MainWindow()
    steps = window.game.campaign_steps(campaign) if campaign else window.game.setup_steps(demo, seed, ask)
    window.load_game(steps)
    if ask and not demo and not campaign:
        window.start.show_early()  # the start page at the first paint; its Rangers follow the cards
    QTimer.singleShot(0, window, window.view.relayout)
    return window
