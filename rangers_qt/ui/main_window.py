"""The main window: the table in the middle, the phase bar above, the prompt bar below, the
preview and log on the right. It wires widgets to the controller and nothing else: no rule
is decided here.

Start-up order: `build_main_window()` returns the empty shell at once, and the game (engine,
catalogue, a new session, the controller) is set up in small steps on the event-loop turns
after the window's first paint. A player sees the window about as soon as Qt can show one,
with "Setting up the table" in the table area, instead of waiting on a blank screen for
imports and schema building. Code that needs the game calls `wait_until_ready()` or listens
to `ready`.
"""

from __future__ import annotations

import html
import logging
import time
from collections.abc import Generator
from pathlib import Path
from typing import Any

from PySide6.QtCore import QEvent, QObject, QPoint, QPointF, QRectF, QSettings, Qt, QTimer, Signal
from PySide6.QtGui import QAction, QKeySequence, QPainter, QPaintEvent, QPixmapCache, QResizeEvent
from PySide6.QtWidgets import (
    QDialog,
    QFileDialog,
    QGraphicsView,
    QLabel,
    QMainWindow,
    QMenu,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from rangers_qt import __version__
from rangers_qt.app.table_model import CardView
from rangers_qt.ui import card_face
from rangers_qt.ui.actions import Actions
from rangers_qt.ui.day_panels import DayPanel
from rangers_qt.ui.panels import CardPreview, LogPanel, OptionView, PhaseBar, PromptBar, card_details
from rangers_qt.ui.style import stylesheet
from rangers_qt.ui.table_scene import TableScene
from rangers_qt.ui.theme import DARK, THEMES, Theme

_log = logging.getLogger(__name__)

IMAGE_DIR_KEY = "cards/image_dir"
#: Actions that act on the game: disabled until a game is on the table.
GAME_ACTIONS = ("save", "open", "undo", "redo", "undo_turn", "rest", "end_turn", "test_dialog", "sandbox")
#: If no paint arrives this long after show() (a window started minimised), load anyway.
LOAD_FALLBACK_MS = 300

#: A loading step yields the words to show while the next step runs; its return value is the
#: controller. Steps run one per event-loop turn, so the window repaints between them.
LoadSteps = Generator[str, None, Any]

THEME_KEY = "view/theme"
ZOOM_STEPS = (0.7, 0.8, 0.9, 1.0, 1.12, 1.25, 1.4, 1.6, 1.8)


class TableGraphicsView(QGraphicsView):
    """Shows the table scene at 1:1; the scene re-lays itself out to the viewport size."""

    def __init__(self, scene: TableScene, parent: QWidget | None = None) -> None:
        super().__init__(scene, parent)
        self.table_scene = scene
        self.setObjectName("TableView")
        self.setRenderHints(
            QPainter.RenderHint.Antialiasing
            | QPainter.RenderHint.SmoothPixmapTransform
            | QPainter.RenderHint.TextAntialiasing
        )
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

    def drawBackground(self, painter: QPainter, rect: QRectF) -> None:
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


class FullCardView(QDialog):
    """A card shown as large as the window allows (Space); any key or click closes it."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("FullCardView")
        self.setWindowTitle("Card")
        self.preview = CardPreview(self)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(8, 8, 8, 8)
        layout.addWidget(self.preview)

    def show_card(self, card: CardView, theme: Theme) -> None:
        parent = self.parentWidget()
        h = int((parent.height() if parent else 900) * 0.9)
        self.resize(int(h * 63 / 88) + 16, h)
        self.preview.theme = theme
        self.preview.show_card(card)
        self.show()
        self.raise_()

    def keyPressEvent(self, event: Any) -> None:
        self.hide()

    def mousePressEvent(self, event: Any) -> None:
        self.hide()


class LoadingCard(QLabel):
    """What the table area shows while the game is being set up, or why it could not be.

    A label floating in the middle of the table view (not an item of the scene, so the
    scene stays exactly what the engine's state says)."""

    def __init__(self, view: QGraphicsView) -> None:
        super().__init__(view)
        self.setObjectName("LoadingCard")
        self.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.setTextFormat(Qt.TextFormat.RichText)
        self.setWordWrap(True)
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.headline = ""
        self.detail = ""
        self.hide()
        view.installEventFilter(self)  # stay centred when the table area is resized

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
        parent = self.parentWidget()
        if parent is None:
            return
        width = min(460, max(200, parent.width() - 40))
        self.setFixedWidth(width)
        self.adjustSize()
        self.move((parent.width() - width) // 2, max(0, (parent.height() - self.height()) // 2))


class MainWindow(QMainWindow):
    #: The game is on the table, or could not be set up (then `problem` says why).
    ready = Signal()

    def __init__(
        self, controller: Any | None = None, settings: QSettings | None = None, problem: str | None = None
    ) -> None:
        super().__init__()
        self.setWindowTitle(f"Rangers Qt {__version__}")
        self.setObjectName("MainWindow")
        self.settings = settings if settings is not None else QSettings()
        QPixmapCache.setCacheLimit(card_face.CACHE_LIMIT_KB)
        self.theme: Theme = THEMES.get(str(self.settings.value(THEME_KEY, "dark")), DARK)
        image_dir = self.settings.value(IMAGE_DIR_KEY, "")
        if image_dir and Path(str(image_dir)).is_dir():
            card_face.set_image_dir(Path(str(image_dir)))
        self.controller: Any | None = None
        self.problem: str | None = None
        self.hovered: str | None = None
        self.last_repaint_ms = 0.0
        self._steps: LoadSteps | None = None  # the game still being set up
        self._load_scheduled = False
        self._loaded = False

        self.scene = TableScene(self.theme)
        self.view = TableGraphicsView(self.scene)
        self.loading = LoadingCard(self.view)
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
        self.splitter = QSplitter(Qt.Orientation.Horizontal)
        self.splitter.addWidget(left)
        self.splitter.addWidget(right)
        self.splitter.setStretchFactor(0, 1)
        self.splitter.setStretchFactor(1, 0)
        self.splitter.setChildrenCollapsible(False)
        right.setMinimumWidth(170)
        right.setMaximumWidth(520)
        self.setCentralWidget(self.splitter)
        self.statusBar().showMessage("Ready")

        self.actions_ = Actions(self, self.settings)
        self._build_menus()
        self._wire_actions()
        self.scene.card_hovered.connect(self._on_hover)
        self.scene.card_activated.connect(self._on_activate)
        self.scene.card_clicked.connect(self._on_click)
        self.scene.card_context.connect(self._on_context)
        self.prompt_bar.option_chosen.connect(self._answer)
        self.day_panel.answer.connect(self._answer)
        self.day_panel.tool.connect(self._guide_tool)
        #: The catalogue, once loaded (the new-day dialog needs it before any game exists).
        self.catalog: Any = None
        self.summary_dialog: Any = None
        self.new_day_dialog: Any = None
        self._summary_shown = False
        self.test_dialog: Any = None
        self.full_view: FullCardView | None = None
        self.last_menu: QMenu | None = None
        self.apply_theme(self.theme)
        self.resize(1600, 1000)
        self._fit_splitter()
        if controller is not None:
            self.attach_controller(controller)
        elif problem:
            self.show_problem(problem)

    # ------------------------------------------------------------------ the game arrives
    def load_game(self, steps: LoadSteps) -> None:
        """Set the game up from `steps` after the window's first paint (see the module doc)."""
        self._steps = steps
        self._load_scheduled = False
        self._loaded = False
        self._set_game_actions(False)
        self.view.set_cloth_only(True)
        self.loading.show_state("Setting up the table\u2026")
        self.prompt_bar.set_prompt("Setting up the table\u2026", [])
        self.statusBar().clearMessage()

    @property
    def is_ready(self) -> bool:
        """True once the game is on the table or its set-up has failed (nothing left to wait for)."""
        return self._steps is None and self._loaded

    def wait_until_ready(self) -> bool:
        """Finish setting up the game now, without waiting for paints or timers. For tests,
        --screenshot and the self-test. True if a game is on the table."""
        while self._steps is not None:
            self._advance_loading()
        return self.controller is not None

    def paintEvent(self, event: QPaintEvent) -> None:
        super().paintEvent(event)
        # A zero timer runs on the next event-loop turn, after this paint cycle has been
        # flushed to the screen: the shell is visible before the first (slow) step starts.
        if self._steps is not None and not self._load_scheduled:
            self._load_scheduled = True
            QTimer.singleShot(0, self, self._advance_loading)

    def showEvent(self, event: Any) -> None:
        super().showEvent(event)
        if self._steps is not None:
            QTimer.singleShot(LOAD_FALLBACK_MS, self, self._start_unless_started)

    def _start_unless_started(self) -> None:
        if self._steps is not None and not self._load_scheduled:
            self._advance_loading()

    def _advance_loading(self) -> None:
        """Run one step of the set-up; the next one on the next event-loop turn."""
        self._load_scheduled = True  # from now on the chain of steps schedules itself
        steps = self._steps
        if steps is None:
            return
        try:
            detail = next(steps)
        except StopIteration as done:
            self._steps = None
            if isinstance(done.value, AskForDay):
                self._ask_first_day(done.value.catalog)
            else:
                self.attach_controller(done.value)
            return
        except Exception as exc:  # the window must still open and say what is wrong
            self._steps = None
            _log.exception("could not start a game")
            self.show_problem(f"Could not start a game: {exc}")
            return
        self.loading.show_state("Setting up the table\u2026", detail)
        QTimer.singleShot(0, self, self._advance_loading)

    def attach_controller(self, controller: Any) -> None:
        """Put the controller's game on the table: wire it, draw it, fill the prompt and log."""
        self.controller = controller
        self.catalog = controller.catalog
        if controller.parent() is None:
            controller.setParent(self)
        self.scene.drop_requested.connect(controller.request_drop)
        self.scene.ranger_clicked.connect(controller.choose_ranger)
        self.scene.ranger_context.connect(self._on_ranger_context)
        controller.state_changed.connect(self._on_state_changed)
        controller.prompt_changed.connect(self._on_prompt_changed)
        controller.log_appended.connect(self._on_log)
        controller.events.connect(self._on_events)
        controller.refused.connect(self._on_refused)
        controller.sandbox_changed.connect(self._on_sandbox)
        controller.history_changed.connect(self._on_history)
        controller.day_started.connect(self._on_day_started)
        self._wire_game_actions()
        self._set_game_actions(True)
        if not controller.session.log:
            self.log_panel.append_line(self._day_line(), "event")
        start = max(0, len(controller.session.log) - 60)
        for n, entry in enumerate(controller.session.log[start:], start=start + 1):
            section = controller.sections.at(entry.round, "")
            if section is not None:
                self.log_panel.append_line(section.title, "section")
            item = self.log_panel.append_line(
                f"{controller.ranger_name(entry.ranger)}: {entry.text}" if entry.ranger else entry.text,
                "answer",
            )
            self.log_panel.mark_moment(item, n, entry.text)
        self.log_panel.moment_chosen.connect(self._back_to_moment)
        self.loading.hide()
        self.view.set_cloth_only(False)
        self.view.relayout()
        self._redraw(animate=False)
        self._on_prompt_changed(controller.prompt)
        self._preview_default()
        self._on_history(controller.session.can_undo(), controller.session.can_redo())
        self.statusBar().showMessage("Ready")
        self._loaded = True
        self.ready.emit()

    def show_problem(self, problem: str) -> None:
        """No game could be set up: say so where the table would be, in the status bar and log."""
        self.problem = problem
        self._set_game_actions(False)
        self.statusBar().showMessage(problem)
        self.log_panel.append_line(problem, "event")
        self.prompt_bar.set_prompt("No game on the table", [])
        self.view.set_cloth_only(True)
        self.loading.show_state("No game on the table", problem)
        self._loaded = True
        self.ready.emit()

    def _set_game_actions(self, enabled: bool) -> None:
        for name in GAME_ACTIONS:
            self.actions_[name].setEnabled(enabled)

    # ------------------------------------------------------------------ construction
    def _build_menus(self) -> None:
        a = self.actions_
        game = self.menuBar().addMenu("&Game")
        for name in (
            "new_day",
            "day_summary",
            None,
            "save",
            "open",
            None,
            "undo",
            "redo",
            "undo_turn",
            None,
            "rest",
            "end_turn",
            "test_dialog",
            None,
            "sandbox",
            None,
            "quit",
        ):
            if name is None:
                game.addSeparator()
            else:
                game.addAction(a[name])
        view = self.menuBar().addMenu("&View")
        for name in ("zoom_in", "zoom_out", "zoom_reset", None, "theme", "image_folder"):
            if name is None:
                view.addSeparator()
            else:
                view.addAction(a[name])
        helpm = self.menuBar().addMenu("&Help")
        helpm.addAction(a["shortcuts"])
        for name, icon in (
            ("undo", None),
            ("redo", None),
            ("rest", "fatigue"),
            ("end_turn", None),
            ("sandbox", None),
        ):
            self.phase_bar.add_action_button(a[name], icon)

    def _wire_game_actions(self) -> None:
        a = self.actions_
        c = self.controller
        assert c is not None
        a["undo"].triggered.connect(lambda: c.undo())
        a["redo"].triggered.connect(lambda: c.redo())
        a["undo_turn"].triggered.connect(lambda: c.undo_turn())
        a["rest"].triggered.connect(lambda: c.rest())
        a["end_turn"].triggered.connect(lambda: c.done())
        a["sandbox"].toggled.connect(c.set_sandbox)

    def _wire_actions(self) -> None:
        a = self.actions_
        a["confirm"].triggered.connect(self._confirm)
        a["next_target"].triggered.connect(self._next_target)
        a["zoom_in"].triggered.connect(lambda: self.zoom_by(+1))
        a["zoom_out"].triggered.connect(lambda: self.zoom_by(-1))
        a["zoom_reset"].triggered.connect(lambda: self.set_zoom(1.0))
        a["theme"].setChecked(self.theme.name == "light")
        a["theme"].toggled.connect(
            lambda light: self.apply_theme(THEMES["light" if light else "dark"], save=True)
        )
        a["image_folder"].triggered.connect(self.choose_image_folder)
        a["shortcuts"].triggered.connect(self.show_shortcuts)
        a["test_dialog"].triggered.connect(self.open_test_dialog)
        a["show_full"].triggered.connect(self.show_full_card)
        a["card_menu"].triggered.connect(self.open_card_menu)
        a["quit"].triggered.connect(self.close)
        a["new_day"].triggered.connect(lambda: self.open_new_day_dialog())
        a["day_summary"].triggered.connect(self.show_day_summary)
        a["day_summary"].setEnabled(False)
        a["save"].triggered.connect(self.save_day)
        a["open"].triggered.connect(self.open_day)
        for n in range(1, 10):
            a[f"option_{n}"].triggered.connect(lambda _=False, k=n: self.prompt_bar.choose_number(k))
        # Zoom also on the plain + and - keys (UI.md), as secondary shortcuts.
        a["zoom_in"].setShortcuts(
            [QKeySequence(self.actions_.binding("zoom_in")), QKeySequence("+"), QKeySequence("=")]
        )
        a["zoom_out"].setShortcuts([QKeySequence(self.actions_.binding("zoom_out")), QKeySequence("-")])

    def _fit_splitter(self) -> None:
        side = max(240, min(460, int(self.width() * (0.2 if self.width() < 1500 else 0.22))))
        self.splitter.setSizes([self.width() - side, side])

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit_splitter()

    # ------------------------------------------------------------------ look
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

    def set_zoom(self, zoom: float) -> None:
        self.view.zoom = max(ZOOM_STEPS[0], min(ZOOM_STEPS[-1], zoom))
        self.view.relayout()
        self.statusBar().showMessage(f"Zoom {round(self.view.zoom * 100)}%", 2000)

    def zoom_by(self, direction: int) -> None:
        current = min(range(len(ZOOM_STEPS)), key=lambda i: abs(ZOOM_STEPS[i] - self.view.zoom))
        self.set_zoom(ZOOM_STEPS[max(0, min(len(ZOOM_STEPS) - 1, current + direction))])

    def choose_image_folder(self) -> None:
        folder = QFileDialog.getExistingDirectory(self, "Folder of your card images (named by card id)")
        self.set_image_folder(Path(folder) if folder else None)

    def set_image_folder(self, folder: Path | None) -> None:
        card_face.set_image_dir(folder)
        self.settings.setValue(IMAGE_DIR_KEY, str(folder) if folder else "")
        self.scene.update()
        self.preview.update()
        self.statusBar().showMessage(f"Card images from {folder}" if folder else "Drawn card faces", 4000)

    def show_shortcuts(self) -> None:
        from rangers_qt.ui.shortcuts_dialog import ShortcutsDialog

        ShortcutsDialog(self.actions_, self).exec()

    def save_day(self) -> None:
        if self.controller is None:
            return
        path, _ = QFileDialog.getSaveFileName(self, "Save day", "day.rangers.json", "Rangers day (*.json)")
        if path:
            try:
                self.controller.save(path)
            except OSError as exc:
                self.statusBar().showMessage(f"Could not save: {exc}", 8000)

    def open_day(self) -> None:
        if self.controller is None:
            return
        path, _ = QFileDialog.getOpenFileName(self, "Open day", "", "Rangers day (*.json)")
        if path:
            self.controller.load(path)

    def open_card_menu(self) -> None:
        """Keyboard route to everything a right-click offers, for the hovered card."""
        item = self.scene.card_item(self.hovered) if self.hovered else None
        if item is None:
            self.statusBar().showMessage("Hover a card, or pick one with Tab, first", 3000)
            return
        centre = self.view.mapFromScene(item.sceneBoundingRect().center())
        self._on_context(item.iid, QPointF(self.view.viewport().mapToGlobal(centre)))

    def show_full_card(self) -> None:
        """Space: the hovered card as large as the screen allows, until any key or click."""
        card = self._find_card(self.hovered) if self.hovered else None
        if card is None:
            self.statusBar().showMessage("Hover a card first", 3000)
            return
        if self.full_view is None:
            self.full_view = FullCardView(self)
        self.full_view.show_card(card, self.theme)

    def open_test_dialog(self, target: str | None = None) -> None:
        if self.controller is None:
            return
        from rangers_qt.ui.test_dialog import TestDialog

        if self.test_dialog is None:
            self.test_dialog = TestDialog(self.controller, self)
        self.test_dialog.open_for(target if isinstance(target, str) else self.hovered)

    # ------------------------------------------------------------------ controller -> view
    def _redraw(self, animate: bool = True) -> None:
        c = self.controller
        if c is None:
            return
        started = time.perf_counter()
        table = c.table()
        self.scene.show_table(table, c.legal_cards(), c.hand_ranger(), animate=animate)
        self.scene.set_legal(c.legal_cards(), c.drop_zones())
        self._mark_cards()
        self.phase_bar.show_table(
            table,
            c.prompt.title if c.prompt else "",
            campaign_day=c.day_choices.campaign_day if c.day_choices is not None else None,
        )
        if self.hovered and self.hovered in table.cards:
            self._on_hover(self.hovered)
        elif self.hovered:
            self.hovered = None  # that card left the table (travel, a new day): show the location
            self._preview_default()
        self.last_repaint_ms = (time.perf_counter() - started) * 1000

    def _on_state_changed(self, changes: object) -> None:
        self._redraw()

    def _on_prompt_changed(self, prompt: Any) -> None:
        c = self.controller
        self.prompt_bar.setVisible(not self.day_panel.show_prompt(c))
        self.actions_["day_summary"].setEnabled(c is not None and prompt is None and c.outcome() is not None)
        if prompt is not None:
            self._summary_shown = False
        elif c is not None and not self._summary_shown and c.outcome() is not None:
            self._summary_shown = True
            QTimer.singleShot(0, self, self.show_day_summary)
        if prompt is None:
            title = f"The day is over: {c.state.day_over}" if c and c.state.day_over else "Nothing to decide"
            self.prompt_bar.set_prompt(title, [])
        else:
            who = c.ranger_name(prompt.ranger) if c and prompt.ranger else ""
            title = (
                prompt.title if not who or prompt.title.startswith(who) else f"{who} \u2014 {prompt.title}"
            )
            self.prompt_bar.set_prompt(
                title, [OptionView(o.id, o.label, o.kind, o.card, o.target, o.aspect) for o in prompt.options]
            )
        if c is not None and prompt is not None and prompt.kind == "manual_effect" and not c.sandbox:
            self.statusBar().showMessage(
                "This card's text is applied by hand: Ctrl+M turns on the sandbox, right-click to adjust, "
                "then press E (Done)",
                10000,
            )
        if c is not None:
            self.scene.set_legal(c.legal_cards(), c.drop_zones())
            if (
                prompt is not None
                and prompt.kind in ("commit_energy", "commit_cards")
                and c.state.test is not None
            ):
                self.open_test_dialog(c.state.test.target)

    def _on_events(self, events: list[Any]) -> None:
        touched: list[str] = []
        for ev in events:
            touched.extend(i for i in ev.cards if i not in touched)
        for iid in touched[-8:]:
            item = self.scene.card_item(iid)
            if item is not None:
                item.flash()

    def _on_log(self, text: str, kind: str, guide_entry: object) -> None:
        item = self.log_panel.append_line(text, kind, str(guide_entry) if guide_entry else None)
        c = self.controller
        if c is not None and kind in ("answer", "manual") and c.session.log:
            self.log_panel.mark_moment(item, len(c.session.log), c.session.log[-1].text)

    def _back_to_moment(self, length: int, text: str) -> None:
        """Double-click on an answer in the log: go back to the moment just after it."""
        if self.controller is not None:
            self.controller.undo_to(length, text)

    def _on_refused(self, reason: str) -> None:
        self.statusBar().showMessage(reason, 8000)

    def _on_sandbox(self, on: bool) -> None:
        self.phase_bar.sandbox_label.setVisible(on)
        if self.actions_["sandbox"].isChecked() != on:
            self.actions_["sandbox"].setChecked(on)

    def _on_history(self, can_undo: bool, can_redo: bool) -> None:
        self.actions_["undo"].setEnabled(can_undo)
        self.actions_["undo_turn"].setEnabled(can_undo)
        self.actions_["redo"].setEnabled(can_redo)

    # ------------------------------------------------------------------ view -> controller
    def _answer(self, option_id: str) -> None:
        if self.controller is not None:
            self.controller.answer(option_id)

    def _confirm(self) -> None:
        option = self.prompt_bar.highlighted()
        if option is None and len(self.prompt_bar.options) == 1:
            option = self.prompt_bar.options[0]
        if option is None:
            self.statusBar().showMessage("Press Tab to pick an option, or a number key", 4000)
            return
        self._answer(option.id)

    def _next_target(self) -> None:
        option = self.prompt_bar.cycle()
        if option is None:
            return
        iid = option.card or option.target
        if iid:
            self._on_hover(iid)
            item = self.scene.card_item(iid)
            if item is not None:
                self.view.ensureVisible(item)
                item.flash(500)  # show on the table which card the highlighted option is about
        self.statusBar().showMessage(f"Enter: {option.label}", 4000)

    def _find_card(self, iid: str) -> CardView | None:
        if self.controller is None:
            return None
        return self.controller.table().cards.get(iid)

    def _on_hover(self, iid: str) -> None:
        card = self._find_card(iid)
        if card is None:
            return
        self.hovered = iid
        self.preview.show_card(card)
        details = card_details(card)
        c = self.controller
        if c is not None:
            uses = [o.label for o in c.card_options(iid)]
            if uses:
                details += "<br><b>Now:</b> " + "; ".join(uses[:4]) + (" \u2026" if len(uses) > 4 else "")
        self.details.setText(details)
        self.details.setVisible(bool(details))

    def _day_line(self) -> str:
        c = self.controller
        assert c is not None
        names = [c.card_name(i) for i in c.state.surroundings]
        rangers = ", ".join(r.name for r in c.state.rangers)
        return f"A new day: {rangers} at " + " \u00b7 ".join(names) if names else f"A new day: {rangers}"

    def _preview_default(self) -> None:
        """Before anything is hovered, the preview shows the location: the day's centre."""
        c = self.controller
        if c is None:
            return
        for iid in c.state.surroundings:
            inst = c.state.cards.get(iid)
            if inst is not None and getattr(c.catalog.card(inst.def_id), "category", "") == "location":
                self._on_hover(iid)
                return

    def _on_activate(self, iid: str) -> None:
        c = self.controller
        if c is None or (c.prompt is not None and c.prompt.kind == "mulligan"):
            return  # the mulligan answers single clicks (see _on_click)
        tests = [o for o in c.card_options(iid) if o.kind == "test"]
        others = [o for o in c.card_options(iid) if o.kind != "test"]
        if tests and not others:
            self.open_test_dialog(iid)
            return
        choices = c.activate(iid)
        if choices:
            self._menu_for(
                choices, self.view.mapToGlobal(self.view.mapFromScene(self.scene.card_item(iid).pos()))
            )

    def _on_click(self, iid: str) -> None:
        """A single click sets a card aside during the mulligan (elsewhere a click only hovers)."""
        c = self.controller
        if c is None or c.prompt is None or c.prompt.kind != "mulligan":
            return
        found = [o for o in c.card_options(iid) if o.kind == "choose_card"]
        if found:
            self._answer(found[0].id)

    def _mark_cards(self) -> None:
        c = self.controller
        marks: dict[str, str] = {}
        if c is not None and c.prompt is not None and c.prompt.kind == "mulligan":
            from rangers_qt.app.day_view import mulligan_aside

            marks = {iid: "SET ASIDE" for iid in mulligan_aside(c.state, c.prompt)}
        self.scene.set_marks(marks)

    def _on_context(self, iid: str, screen_pos: QPointF) -> None:
        c = self.controller
        if c is None:
            return
        options = c.card_options(iid)
        menu = self._menu_for(options, screen_pos.toPoint(), exec_now=False)
        if any(o.kind == "test" for o in options):
            menu.addSeparator()
            menu.addAction("Test dialog\u2026", lambda: self.open_test_dialog(iid))
        if c.sandbox:
            menu.addSeparator()
            self._sandbox_menu(menu, iid)
        if menu.isEmpty():
            self.statusBar().showMessage(f"{c.card_name(iid)}: no action now", 4000)
            return
        self.last_menu = menu
        menu.exec(screen_pos.toPoint())

    def _on_ranger_context(self, rid: str, screen_pos: QPointF) -> None:
        menu = QMenu(self)
        self.ranger_menu(menu, rid)
        if menu.isEmpty():
            return
        menu.exec(screen_pos.toPoint())

    def ranger_menu(self, menu: QMenu, rid: str) -> None:
        """Options for choosing this ranger, and the sandbox's ranger adjustments."""
        c = self.controller
        if c is None:
            return
        for o in c.options():
            if o.kind == "choose_ranger" and o.target == rid:
                menu.addAction(o.label, lambda oid=o.id: self._answer(oid))
        if not c.sandbox:
            if menu.isEmpty():
                menu.addAction("Sandbox off: Ctrl+M to adjust by hand").setEnabled(False)
            return
        name = c.ranger_name(rid)
        sub = menu.addMenu(f"Adjust {name} by hand")
        for aspect in ("AWA", "FIT", "FOC", "SPI"):
            sub.addAction(
                f"+1 {aspect} energy",
                lambda a=aspect: c.manual(action="energy", ranger=rid, aspect=a, amount=1),
            )
            sub.addAction(
                f"\u22121 {aspect} energy",
                lambda a=aspect: c.manual(action="energy", ranger=rid, aspect=a, amount=-1),
            )
        sub.addSeparator()
        sub.addAction("Suffer 1 fatigue", lambda: c.manual(action="fatigue", ranger=rid, amount=1))
        sub.addAction("Soothe 1 fatigue", lambda: c.manual(action="soothe", ranger=rid, amount=1))
        sub.addAction("Draw 1 card", lambda: c.manual(action="draw", ranger=rid, amount=1))
        sub.addAction("Injure", lambda: c.manual(action="injure", ranger=rid))
        sub.addAction("Heal an injury", lambda: c.manual(action="heal", ranger=rid))

    def _menu_for(self, options: list[Any], pos: QPoint, exec_now: bool = True) -> QMenu:
        menu = QMenu(self)
        for o in options:
            act = menu.addAction(o.label)
            act.triggered.connect(lambda _=False, oid=o.id: self._answer(oid))
        if exec_now and not menu.isEmpty():
            menu.exec(pos)
        return menu

    def _sandbox_menu(self, menu: QMenu, iid: str) -> None:
        c = self.controller
        assert c is not None
        sub = menu.addMenu("Adjust by hand")
        inst = c.state.cards.get(iid)
        if inst is None:
            return
        for token in ("progress", "harm"):
            sub.addAction(
                f"+1 {token}", lambda t=token: c.manual(action="add_tokens", card=iid, token=t, amount=1)
            )
            if inst.tokens.get(token):
                sub.addAction(
                    f"\u22121 {token}",
                    lambda t=token: c.manual(action="remove_tokens", card=iid, token=t, amount=1),
                )
        for token, n in inst.tokens.items():
            if token not in ("progress", "harm") and n:
                sub.addAction(
                    f"\u22121 {token}",
                    lambda t=token: c.manual(action="remove_tokens", card=iid, token=t, amount=1),
                )
        sub.addAction(
            "Ready" if inst.exhausted else "Exhaust",
            lambda: c.manual(action="ready" if inst.exhausted else "exhaust", card=iid),
        )
        sub.addAction("Discard", lambda: c.manual(action="discard", card=iid))
        sub.addSeparator()
        sub.addAction("Move along the way", lambda: c.manual(action="move", card=iid, zone="along_the_way"))
        for r in c.state.rangers:
            sub.addAction(
                f"Move within {r.name}'s reach",
                lambda rid=r.id: c.manual(action="move", card=iid, zone="within_reach", ranger=rid),
            )

    # ------------------------------------------------------------------ days
    def _guide_tool(self, fields: dict[str, Any]) -> None:
        if self.controller is not None:
            self.controller.guide_tool(**fields)

    def _on_day_started(self) -> None:
        self.log_panel.clear_lines()
        self.log_panel.append_line(self._day_line(), "event")
        self._summary_shown = False
        self._preview_default()

    def _catalog(self) -> Any:
        if self.catalog is None:
            from rangers_qt.content.catalog import load_catalog

            self.catalog = load_catalog()
        return self.catalog

    def current_choices(self) -> Any:
        """The choices the dialog opens with: the last ones remembered, with a fresh seed."""
        from rangers_qt.ui.new_day_dialog import remembered_choices

        return remembered_choices(self.settings)

    def open_new_day_dialog(self, choices: Any = None) -> Any:
        """Game > New day (Ctrl+N). Returns the dialog (open, window-modal) for tests."""
        from rangers_qt.ui.new_day_dialog import NewDayDialog

        dialog = NewDayDialog(self._catalog(), choices or self.current_choices(), self)
        dialog.accepted.connect(lambda: self.start_day(dialog.choices()))
        dialog.rejected.connect(self._no_day_chosen)
        self.new_day_dialog = dialog
        dialog.open()
        return dialog

    def _no_day_chosen(self) -> None:
        if self.controller is None:
            self.loading.show_state("No day on the table", "Game › New day (Ctrl+N) starts one")
            self.prompt_bar.set_prompt("No day on the table: Ctrl+N starts one", [])
            if not self._loaded:
                self._loaded = True
                self.ready.emit()

    def start_day(self, choices: Any) -> bool:
        """A new day from the player's choices; they are remembered for next time."""
        from rangers_qt.app.day_choices import build_setup
        from rangers_qt.engine.errors import EngineError
        from rangers_qt.engine.session import Session
        from rangers_qt.ui.new_day_dialog import remember_choices

        catalog = self._catalog()
        try:
            session = Session.new(catalog, build_setup(catalog, choices))
        except (EngineError, KeyError, ValueError) as exc:
            self.statusBar().showMessage(f"Could not start the day: {exc}", 10000)
            return False
        remember_choices(self.settings, choices)
        if self.controller is None:
            from rangers_qt.app.controller import GameController

            controller = GameController(session, catalog)
            controller.day_choices = choices
            self.attach_controller(controller)
        else:
            self.controller.day_choices = choices
            self.controller.start_day(session)
        return True

    def _ended_day(self) -> tuple[Any, Any]:
        """(controller, its DayOutcome) - the outcome is None while the day goes on."""
        c = self.controller
        return c, (c.outcome() if c is not None else None)

    def show_day_summary(self) -> Any:
        """The day-over dialog (once per ending; an undo and a new ending show it again)."""
        c, outcome = self._ended_day()
        if c is None or outcome is None:
            return None
        from rangers_qt.app.day_view import day_log_text, day_summary
        from rangers_qt.ui.day_summary import DaySummaryDialog

        choices = c.day_choices
        names = {r.id: r.name for r in c.state.rangers}
        sections = day_summary(outcome, c.catalog, names, choices.campaign_day if choices else None)
        dialog = DaySummaryDialog(sections, day_log_text(sections, c.log_lines()), self)
        dialog.next_day.connect(self.start_next_day)
        if self.summary_dialog is not None:
            self.summary_dialog.close()
        self.summary_dialog = dialog
        dialog.open()
        return dialog

    def start_next_day(self) -> bool:
        """Same rangers, from where the day ended, on the next campaign day's weather."""
        from rangers_qt.app.day_choices import choices_from_state, next_day

        c, outcome = self._ended_day()
        if c is None or outcome is None:
            return False
        base = c.day_choices or choices_from_state(c.state, c.catalog, self.current_choices())
        return self.start_day(next_day(base, outcome))

    def _ask_first_day(self, catalog: Any) -> None:
        """First launch of a real game: the new-day dialog instead of a silent default day."""
        self.catalog = catalog
        self.loading.show_state("Choose your day", "Rangers, place and weather")
        self.prompt_bar.set_prompt("Choose your day", [])
        self.open_new_day_dialog()

    def closeEvent(self, event: Any) -> None:
        if self.test_dialog is not None:
            self.test_dialog.close()
        super().closeEvent(event)

    def action(self, name: str) -> QAction:
        return self.actions_[name]


class AskForDay:
    """Set-up steps end with this instead of a controller: ask the player for the day."""

    def __init__(self, catalog: Any) -> None:
        self.catalog = catalog


def game_steps(demo: bool, seed: int, ask: bool = False) -> LoadSteps:
    """The game's set-up in steps (the engine and content are imported here, not at module
    import, so the window shell paints without them). A real (non-demo) game plays a whole
    day: mulligan, arrival setup and campaign-guide prompts."""
    yield "Reading the cards"
    from rangers_qt.content.catalog import load_catalog

    catalog = load_catalog()
    if ask and not demo:
        return AskForDay(catalog)
    yield "Shuffling the decks"
    from rangers_qt.app.day_choices import DayChoices, build_setup
    from rangers_qt.app.demo import demo_session
    from rangers_qt.engine.session import Session

    choices = None if demo else DayChoices(seed=seed)
    session = (
        demo_session(catalog, seed=seed) if demo else Session.new(catalog, build_setup(catalog, choices))
    )
    yield "Dealing the day"
    from rangers_qt.app.controller import GameController

    controller = GameController(session, catalog)
    controller.day_choices = choices
    return controller


def build_main_window(demo: bool = False, seed: int = 7, ask: bool = False) -> MainWindow:
    """The window shell, returned at once; the game follows after its first paint.

    `ask`: a real game opens the new-day dialog once the cards are read (the app's normal
    launch; --demo, --smoke, --screenshot and tests start at once).
    Call `wait_until_ready()` (or wait for `ready`) before using `window.controller`."""
    window = MainWindow()
    window.load_game(game_steps(demo, seed, ask))
    QTimer.singleShot(0, window, window.view.relayout)
    return window
