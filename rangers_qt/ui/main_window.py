"""The main window: the table in the middle, the phase bar above, the prompt bar below, the
preview and log on the right.

The window only builds and lays out the widgets; its parts (`ui/parts/`) each do one job: set
the game up (loading), the menus and actions, the table and its redraw, the log, the prompt,
the card menus and the day's flow. They connect to the controller when a game arrives. The
game itself (sessions, new days, opened saves) belongs to `app/lifecycle.GameLifecycle`, which
the window asks and listens to; no rule is decided here and the engine is never imported.
"""

from __future__ import annotations

import logging
from pathlib import Path
from typing import Any

from PySide6.QtCore import QSettings, Qt, QTimer, Signal
from PySide6.QtGui import QAction, QPainter, QPaintEvent, QPixmapCache, QResizeEvent
from PySide6.QtWidgets import QGraphicsView, QLabel, QMainWindow, QSplitter, QVBoxLayout, QWidget

from rangers_qt import __version__
from rangers_qt.app import heap
from rangers_qt.app.lifecycle import GameLifecycle, LoadSteps
from rangers_qt.app.table_model import EVERYTHING
from rangers_qt.ui import card_face
from rangers_qt.ui.actions import Actions
from rangers_qt.ui.day_panels import DayPanel
from rangers_qt.ui.panels import CardPreview, LogPanel, PhaseBar, PromptBar
from rangers_qt.ui.parts import WindowPart
from rangers_qt.ui.parts.campaign import CampaignPart
from rangers_qt.ui.parts.card_menus import CardMenusPart
from rangers_qt.ui.parts.day_flow import DayFlowPart
from rangers_qt.ui.parts.help import HelpPart
from rangers_qt.ui.parts.loading import LoadingPart
from rangers_qt.ui.parts.log import LogPart
from rangers_qt.ui.parts.manual_tools import ManualToolsPart
from rangers_qt.ui.parts.menus import ZOOM_STEPS, MenusPart
from rangers_qt.ui.parts.prompt import PromptPart
from rangers_qt.ui.parts.start import StartPart
from rangers_qt.ui.parts.table import TablePart
from rangers_qt.ui.parts.test_price import TestPricePart
from rangers_qt.ui.style import stylesheet
from rangers_qt.ui.table_scene import TableScene
from rangers_qt.ui.theme import DARK, THEMES, Theme
from rangers_qt.ui.window_geometry import fit_to_screen, remember

_log = logging.getLogger(__name__)

__all__ = ["GAME_ACTIONS", "ZOOM_STEPS", "MainWindow", "TableGraphicsView", "build_main_window"]

IMAGE_DIR_KEY = "cards/image_dir"
#: Narrower windows start with the preview and the log folded away (View > Preview and log, F9).
SIDE_PANEL_MIN_WIDTH = 1500
THEME_KEY = "view/theme"
#: Actions that act on the game: disabled until a game is on the table.
GAME_ACTIONS = ("save", "open", "undo", "redo", "undo_turn", "rest", "end_turn", "test_dialog", "sandbox")


class TableGraphicsView(QGraphicsView):
    """Shows the table scene at 1:1; the scene re-lays itself out to the viewport size."""

    def __init__(self, scene: TableScene, parent: QWidget | None = None) -> None:
        super().__init__(scene, parent)
        self.table_scene = scene
        self.setObjectName("TableView")
        # No SmoothPixmapTransform: everything on the table is a cached pixmap blitted at whole
        # pixels (faces, overlays, item caches, zone pictures), and with that hint on the raster
        # engine took the slow blending path for those blits anyway. Same process, alternating,
        # CPU time, 58 cards at 1920x1080: a full-table repaint 4.1 -> 2.3 ms median; every card
        # re-rendered at once (as when a turn passes) 13.2 -> 8.0 ms (docs/performance.md).
        self.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setOptimizationFlag(QGraphicsView.OptimizationFlag.DontSavePainterState, True)
        self.setCacheMode(QGraphicsView.CacheModeFlag.CacheBackground)
        self.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.setMouseTracking(True)
        self.setFrameShape(QGraphicsView.Shape.NoFrame)
        self.zoom = 1.0
        #: True while no game is on the table: only the cloth is drawn, no empty zones
        #: captioned with placeholder rangers.
        self.cloth_only = False

    def set_cloth_only(self, on: bool) -> None:
        self.cloth_only = on
        self.resetCachedContent()
        self.viewport().update()

    def drawBackground(self, painter: QPainter, rect: Any) -> None:
        if self.cloth_only:
            painter.fillRect(rect, self.table_scene.backgroundBrush())
        else:
            super().drawBackground(painter, rect)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        # The prompt bar grows and shrinks with its options: those small changes glide, so the
        # table never jumps under the pointer; a real window resize snaps.
        small = abs(event.size().height() - event.oldSize().height()) < 160 and (
            event.size().width() == event.oldSize().width()
        )
        self.relayout(animate=small and event.oldSize().isValid())

    def relayout(self, animate: bool = False) -> None:
        vp = self.viewport().size()
        self.table_scene.resize_to(vp.width(), vp.height(), self.zoom, animate=animate)
        self.resetCachedContent()


class MainWindow(QMainWindow):
    #: The game is on the table, or could not be set up (then `problem` says why).
    ready = Signal()

    def __init__(
        self, controller: Any | None = None, settings: QSettings | None = None, problem: str | None = None
    ) -> None:
        from rangers_qt.ui.render_tuning import serial_painting

        serial_painting()  # before anything is painted (ui/render_tuning.py says why)
        super().__init__()
        from rangers_qt.ui import plain_labels

        plain_labels.install()  # names from save files are shown as text, never rendered as HTML
        from rangers_qt.ui import crash_notice

        crash_notice.attach(self)  # the last resort's message (app/last_resort.py) is shown here
        self.setWindowTitle(f"Rangers Qt {__version__}")
        self.setObjectName("MainWindow")
        self.settings = settings if settings is not None else QSettings()
        QPixmapCache.setCacheLimit(card_face.CACHE_LIMIT_KB)
        self.theme: Theme = THEMES.get(str(self.settings.value(THEME_KEY, "dark")), DARK)
        image_dir = self.settings.value(IMAGE_DIR_KEY, "")
        if image_dir and Path(str(image_dir)).is_dir():
            card_face.set_image_dir(Path(str(image_dir)))
        #: The game's owner: new days, opened saves, the next day (app/lifecycle.py).
        self.game = GameLifecycle(parent=self)
        self.controller: Any | None = None

        self.scene = TableScene(self.theme)
        self.view = TableGraphicsView(self.scene)
        self.phase_bar = PhaseBar()
        self.prompt_bar = PromptBar()
        self.day_panel = DayPanel()
        self.preview = CardPreview(theme=self.theme)
        self.details = QLabel("")
        self.details.setObjectName("CardDetails")
        self.details.setWordWrap(True)
        self.details.setTextFormat(Qt.TextFormat.RichText)
        self.details.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.details.setVisible(False)
        self.log_panel = LogPanel()
        self._lay_out()
        self.statusBar().showMessage("Ready")
        self.actions_ = Actions(self, self.settings)

        # The parts, in the order they are told that a game arrived.
        self.loading_part = LoadingPart(self)
        self.loading = self.loading_part.card
        self.menus = MenusPart(self)
        self.table = TablePart(self)
        self.log = LogPart(self)
        self.prompt = PromptPart(self)
        self.card_menus = CardMenusPart(self)
        self.day_flow = DayFlowPart(self)
        self.test_price = TestPricePart(self)
        self.manual_tools = ManualToolsPart(self)
        self.help = HelpPart(self)
        self.campaign = CampaignPart(self)
        self.start = StartPart(self)
        #: Set when the window was put back as the player left it: then its geometry is kept at close.
        self.keeps_geometry = False
        self.parts: list[WindowPart] = [
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
        ]
        self.game.controller_ready.connect(self.attach_controller)

        self.apply_theme(self.theme)
        fit_to_screen(self)  # the screen it opens on, not a fixed 1600x1000 (ui/window_geometry.py)
        self._fit_splitter()
        if controller is not None:
            self.game.adopt(controller)
        elif problem:
            self.loading_part.show_problem(problem)

    def _lay_out(self) -> None:
        left = QWidget()
        lv = QVBoxLayout(left)
        lv.setContentsMargins(0, 0, 0, 0)
        lv.setSpacing(0)
        lv.addWidget(self.phase_bar)
        lv.addWidget(self.view, 1)
        lv.addWidget(self.day_panel)
        lv.addWidget(self.prompt_bar)
        right = QWidget()
        right.setObjectName("SidePanel")
        rv = QVBoxLayout(right)
        rv.setContentsMargins(6, 6, 6, 6)
        rv.setSpacing(6)
        rv.addWidget(self.preview, 5)
        rv.addWidget(self.details, 0)
        log_title = QLabel("GAME LOG")
        log_title.setObjectName("PanelTitle")
        rv.addWidget(log_title)
        rv.addWidget(self.log_panel, 4)
        self.side = right
        self._side_chosen = False  # the player chose (F9): no automatic collapse after that
        self.splitter = QSplitter(Qt.Orientation.Horizontal)
        self.splitter.addWidget(left)
        self.splitter.addWidget(right)
        self.splitter.setStretchFactor(0, 1)
        self.splitter.setStretchFactor(1, 0)
        self.splitter.setChildrenCollapsible(False)
        right.setMinimumWidth(170)
        right.setMaximumWidth(520)
        self.setCentralWidget(self.splitter)

    # ------------------------------------------------------------------ the game arrives
    def attach_controller(self, controller: Any) -> None:
        """The lifecycle has a game: every part connects to the controller and shows it."""
        self.controller = controller
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
        self.table.redraw(EVERYTHING, animate=animate)

    def paintEvent(self, event: QPaintEvent) -> None:
        super().paintEvent(event)
        self.loading_part.on_paint()

    def showEvent(self, event: Any) -> None:
        super().showEvent(event)
        self.loading_part.on_show()

    def set_game_actions(self, enabled: bool) -> None:
        for name in GAME_ACTIONS:
            self.actions_[name].setEnabled(enabled)

    # ------------------------------------------------------------------ look
    def set_side_panel(self, on: bool, chosen: bool = True) -> None:
        """Show or hide the preview and the log (View > Preview and log, F9)."""
        self._side_chosen = self._side_chosen or chosen
        action = self.actions_["side_panel"] if hasattr(self, "actions_") else None
        if action is not None and action.isChecked() != on:
            action.blockSignals(True)
            action.setChecked(on)
            action.blockSignals(False)
        if self.side.isHidden() == on:
            self.side.setVisible(on)

    def _fit_splitter(self) -> None:
        if not self._side_chosen:
            # A laptop screen (issue #15): the table takes the width; F9 brings the panel back.
            self.set_side_panel(self.width() >= SIDE_PANEL_MIN_WIDTH, chosen=False)
        side = max(240, min(460, int(self.width() * (0.2 if self.width() < 1500 else 0.22))))
        self.splitter.setSizes([self.width() - side, side])

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit_splitter()
        if hasattr(self, "prompt"):
            self.prompt.forget_height()

    def apply_theme(self, theme: Theme, save: bool = False) -> None:
        self.theme = theme
        self.setStyleSheet(stylesheet(theme))
        self.scene.set_theme(theme)
        self.preview.theme = theme
        self.preview.update()
        self.log_panel.set_theme(theme)
        self.view.resetCachedContent()
        self.loading.set_theme(theme)
        if save:
            self.settings.setValue(THEME_KEY, theme.name)

    def set_image_folder(self, folder: Path | None) -> None:
        card_face.set_image_dir(folder)
        self.settings.setValue(IMAGE_DIR_KEY, str(folder) if folder else "")
        self.scene.update()
        self.preview.update()
        self.statusBar().showMessage(f"Card images from {folder}" if folder else "Drawn card faces", 4000)

    def closeEvent(self, event: Any) -> None:
        if self.card_menus.test_dialog is not None:
            self.card_menus.test_dialog.close()
        if self.keeps_geometry and event.isAccepted():
            remember(self, self.settings)
        super().closeEvent(event)

    def action(self, name: str) -> QAction:
        return self.actions_[name]


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
    QTimer.singleShot(0, window, window.view.relayout)
    return window
