"""The main window's shell: the widgets and their layout, and what the parts may ask of each other.

Why apart from `main_window.py`: the parts (`ui/parts/`) are given the window they work in,
and some ask a sibling part for something (the card under the pointer, whether the campaign
may be left). Typed against `MainWindow`, every part imported the window that imports every
part: one circle. Typed against this shell, whose sibling parts are the small roles below (the
few things one part asks of another), the parts know nothing above them; `MainWindow` builds
the shell, then the parts, which fill those roles.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol

from PySide6.QtCore import QPointF, QRectF, QSettings, Signal
from PySide6.QtGui import QAction, QBrush, QColor, QLinearGradient, QPainter, QResizeEvent
from PySide6.QtWidgets import (
    QGraphicsScene,
    QGraphicsView,
    QLabel,
    QMainWindow,
    QSplitter,
    QStatusBar,
    QVBoxLayout,
    QWidget,
)

from rangers_qt import __version__
from rangers_qt.app.campaign_play import CampaignPlay
from rangers_qt.app.lifecycle import GameLifecycle
from rangers_qt.deferred import Deferred
from rangers_qt.ui import crash_notice, plain_labels
from rangers_qt.ui.actions import Actions
from rangers_qt.ui.bars import PhaseBar, PromptBar
from rangers_qt.ui.late_qt import set_keys
from rangers_qt.ui.render_tuning import serial_painting
from rangers_qt.ui.style import stylesheet
from rangers_qt.ui.theme import DARK, THEMES, Theme

if TYPE_CHECKING:  # the table's modules load with the first game (ui/table_kit.py says why)
    from rangers_qt.app.table_model import CardView
    from rangers_qt.ui import table_kit as table_modules
    from rangers_qt.ui.day_panels import DayPanel
    from rangers_qt.ui.panels import CardPreview, LogPanel
    from rangers_qt.ui.table_kit import TableKit
    from rangers_qt.ui.table_scene import TableScene
else:  # the same reason: imported as `table_kit()` first builds the table, after the first paint
    table_modules = Deferred("rangers_qt.ui.table_kit")

IMAGE_DIR_KEY = "cards/image_dir"
#: Narrower windows start with the preview and the log folded away (View > Preview and log, F9).
SIDE_PANEL_MIN_WIDTH = 1500
THEME_KEY = "view/theme"
#: Actions that act on the game: disabled until a game is on the table.
GAME_ACTIONS = ("save", "open", "undo", "redo", "undo_turn", "rest", "end_turn", "test_dialog", "sandbox")


# ---------------------------------------------------------------------- what parts ask of parts
class LoadingNotice(Protocol):
    """The notice over the table while no game is on it (`parts/loading.LoadingCard`)."""

    def show_state(self, headline: str, detail: str = "") -> None: ...

    def hide(self) -> None: ...

    def set_theme(self, theme: Theme) -> None: ...


class LoadingRole(Protocol):
    """`parts/loading.LoadingPart`, as the day's flow and the campaign's recovery check ask it."""

    def mark_ready(self) -> None: ...

    def after_first_paint(self, job: Callable[[], None]) -> None: ...


class TableRole(Protocol):
    """`parts/table.TablePart`: the card under the pointer."""

    hovered: str | None

    def find_card(self, iid: str) -> CardView | None: ...

    def hover(self, iid: str) -> None: ...

    def zoom_on(self, iid: str, now: bool = False) -> bool: ...


class CampaignRole(Protocol):
    """`parts/campaign.CampaignPart`: whether the game on the table may be left."""

    play: CampaignPlay

    def may_discard(self, what: str = "continue") -> bool: ...

    def open_path(self, path: str) -> bool: ...

    def new_campaign(self) -> Any: ...

    def open_campaign(self, path: str | None = None) -> bool: ...

    def start_new(self, name: str, decks: list[Any], path: str | None) -> bool: ...

    def recent(self) -> Any: ...


class DayFlowRole(Protocol):
    """`parts/day_flow.DayFlowPart`: the new-day dialog."""

    new_day_dialog: Any

    def open_new_day_dialog(self, choices: Any = None) -> Any: ...


class MenusRole(Protocol):
    """`parts/menus.MenusPart`: the menu bar's menus by title ("Game", "Campaign"...)."""

    menus: dict[str, Any]


class StartRole(Protocol):
    """`parts/start.StartPart`: the start page, shown while no game is open."""

    def show_start(self) -> None: ...


class HintsRole(Protocol):
    """`parts/rules_help.RulesHelpPart`: the hints switch (the guided day turns it on)."""

    hints_action: QAction

    def set_hints(self, on: bool) -> None: ...


class HelpRole(Protocol):
    """`parts/help.HelpPart`: a help page by topic."""

    def show_topic(self, key: str) -> Any: ...

    def show_page(self, title: str, html: str) -> Any: ...

    def open(self, url: str) -> None: ...


class CardMenusRole(Protocol):
    """`parts/card_menus.CardMenusPart`: the test dialog."""

    def open_test_dialog(self, target: str | None = None, option_id: str | None = None) -> None: ...

    def begin_test(self, target: str | None, option_id: str) -> bool: ...


class ManualToolsRole(Protocol):
    """`parts/manual_tools.ManualToolsPart`: the manual panel for a card."""

    def show_for(self, iid: str | None) -> None: ...


class TableGraphicsView(QGraphicsView):
    """Shows the table scene at 1:1; the scene re-lays itself out to the viewport size.

    Until the first game the view holds no table scene (`table_scene` is None), only the
    cloth: the window shell paints before the table's modules are imported (ui/table_kit.py);
    `use_table_scene` hands it the scene once they are."""

    def __init__(self, scene: TableScene | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setViewport(QWidget())  # made here, not by Qt: see `WindowShell.__init__` on why
        self.table_scene: TableScene | None = scene
        self.cloth_theme: Theme = DARK
        self.setScene(QGraphicsScene(self) if scene is None else scene)
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
        set_keys(self, "alignment", "AlignLeft|AlignTop")
        self.setMouseTracking(True)
        self.setFrameShape(QGraphicsView.Shape.NoFrame)
        self.zoom = 1.0
        #: True while no game is on the table: only the cloth is drawn, no empty zones
        #: captioned with placeholder rangers.
        self.cloth_only = False

    def use_table_scene(self, scene: TableScene) -> None:
        """Show `scene` from now on (the first game's table, built by ui/table_kit.py)."""
        self.table_scene = scene
        self.setScene(scene)
        self.relayout()

    def set_cloth_only(self, on: bool) -> None:
        self.cloth_only = on
        self.resetCachedContent()
        self.viewport().update()

    def drawBackground(self, painter: QPainter, rect: Any) -> None:
        scene = self.table_scene
        if scene is None:  # (erased to the cloth: `fillRect`'s overloads build `Qt`, ui/late_qt.py)
            painter.save()
            painter.setBackground(self._bare_cloth())
            painter.eraseRect(rect)
            painter.restore()
        elif self.cloth_only:
            painter.fillRect(rect, scene.backgroundBrush())
        else:
            super().drawBackground(painter, rect)

    def _bare_cloth(self) -> QBrush:
        """The table scene's cloth (`TableScene._apply_background`), before there is a scene."""
        grad = QLinearGradient(QPointF(0, 0), QPointF(0, max(1, self.viewport().height())))
        base = QColor(self.cloth_theme.table)
        grad.setColorAt(0, base.lighter(108))
        grad.setColorAt(1, base.darker(112))
        return QBrush(grad)

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
        if self.table_scene is not None:
            self.table_scene.resize_to(vp.width(), vp.height(), self.zoom, animate=animate)
            # Cards never shrink past readable (layout.READABLE_CARD_W): a table taller than the
            # view (a day panel up at 1366x768) scrolls, keeping the hand beside the panel.
            hand = self.table_scene.geometry.zones.get("hand")
            if hand is not None and self.table_scene.sceneRect().height() > vp.height():
                self.ensureVisible(QRectF(hand.x, hand.y, 1, hand.h), 0, 0)
        self.resetCachedContent()


class WindowShell(QMainWindow):
    """The widgets of the main window, laid out; `MainWindow` adds the parts.

    The table's own widgets (the scene, the day panel, the card preview, the log) are not
    built here but with the first game, or when first asked for (`table_kit`): the shell
    paints with only Qt and its own small modules loaded."""

    #: The game is on the table, or could not be set up (then `problem` says why).
    ready = Signal()
    # Filled by `MainWindow` with its parts (each fills its role).
    loading: LoadingNotice
    loading_part: LoadingRole
    table: TableRole
    campaign: CampaignRole
    day_flow: DayFlowRole
    card_menus: CardMenusRole
    manual_tools: ManualToolsRole
    menus: MenusRole
    start: StartRole
    help: HelpRole
    rules_help: HintsRole

    def __init__(self, settings: QSettings | None = None) -> None:

        serial_painting()  # before anything is painted (ui/render_tuning.py says why)
        super().__init__()

        crash_notice.attach(self)  # the last resort's message (app/last_resort.py) is shown here
        self.setWindowTitle(f"Rangers Qt {__version__}")
        self.setObjectName("MainWindow")
        self.settings = settings if settings is not None else QSettings()
        self.theme: Theme = THEMES.get(str(self.settings.value(THEME_KEY, "dark")), DARK)
        # The style sheet before any widget: each is then polished once, as it is first shown.
        # Set after the widgets (as it was), it polished every one of them again: about 6 ms of
        # CPU before the first paint, for the same picture (docs/performance.md, part 9).
        self.setStyleSheet(stylesheet(self.theme))
        #: The game's owner: new days, opened saves, the next day (app/lifecycle.py).
        self.game = GameLifecycle(parent=self)
        self.controller: Any | None = None
        self._kit: TableKit | None = None
        self._table_done = False  # the widgets and the parts on them (`table_built`) are all there

        self.view = TableGraphicsView()
        self.view.cloth_theme = self.theme
        self.phase_bar = PhaseBar()
        self.prompt_bar = PromptBar()
        self.details = QLabel("")
        self.details.setObjectName("CardDetails")
        self.details.setWordWrap(True)
        set_keys(self.details, "textFormat", "RichText")
        set_keys(self.details, "alignment", "AlignTop|AlignLeft")
        self.details.setVisible(False)
        self._lay_out()
        # The status bar, like the view's viewport and the prompt bar's scroll parts, is made in
        # Python rather than left to Qt: the first widget that Qt made and hands to Python has its
        # type looked up, which builds the Python enums of dozens of widget classes (about 10 ms
        # before the first paint; it still happens, later).
        self.setStatusBar(QStatusBar())
        self.statusBar().showMessage("Ready")
        self.actions_ = Actions(self, self.settings)

    # ------------------------------------------------------------------ the table, built late
    def table_kit(self) -> TableKit:
        """The table's widgets and parts, built on first use (ui/table_kit.py says why late)."""
        if self._kit is None:
            plain_labels.install()  # save data shown as text from now on (plain_labels says why late)
            self._kit = table_modules.build_widgets(self)
            self.table_built()
            self._table_done = True
        return self._kit

    @property
    def has_table(self) -> bool:
        """True once the table's widgets and parts are built (the first game, or the first
        event-loop turn after the first paint)."""
        return self._table_done

    def table_built(self) -> None:
        """The table's widgets were just built: `MainWindow` adds the parts that work on them."""

    @property
    def scene(self) -> TableScene:
        return self.table_kit().scene

    @property
    def day_panel(self) -> DayPanel:
        return self.table_kit().day_panel

    @property
    def preview(self) -> CardPreview:
        return self.table_kit().preview

    @property
    def log_panel(self) -> LogPanel:
        return self.table_kit().log_panel

    def _lay_out(self) -> None:
        left = QWidget()
        lv = QVBoxLayout(left)
        lv.setContentsMargins(0, 0, 0, 0)
        lv.setSpacing(0)
        lv.addWidget(self.phase_bar)
        lv.addWidget(self.view, 1)
        lv.addWidget(self.prompt_bar)
        self.table_column = lv  # the day panel goes between the view and the prompt bar
        right = QWidget()
        right.setObjectName("SidePanel")
        rv = QVBoxLayout(right)
        rv.setContentsMargins(6, 6, 6, 6)
        rv.setSpacing(6)
        rv.addWidget(self.details, 0)
        log_title = QLabel("GAME LOG")
        log_title.setObjectName("PanelTitle")
        rv.addWidget(log_title)
        rv.addStretch(4)  # the log's place until it is built
        self.side_column = rv  # the preview goes on top, the log under its title
        self.side = right
        self._side_chosen = False  # the player chose (F9): no automatic collapse after that
        self.splitter = QSplitter()  # (horizontal, the default)
        self.splitter.addWidget(left)
        self.splitter.addWidget(right)
        self.splitter.setStretchFactor(0, 1)
        self.splitter.setStretchFactor(1, 0)
        self.splitter.setChildrenCollapsible(False)
        right.setMinimumWidth(170)
        right.setMaximumWidth(520)
        self.setCentralWidget(self.splitter)

    def set_game_actions(self, enabled: bool) -> None:
        for name in GAME_ACTIONS:
            self.actions_[name].setEnabled(enabled)

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

    def set_image_folder(self, folder: Path | None) -> None:
        self.table_kit().use_image_dir(folder)
        self.settings.setValue(IMAGE_DIR_KEY, str(folder) if folder else "")
        self.scene.update()
        self.preview.update()
        self.statusBar().showMessage(f"Card images from {folder}" if folder else "Drawn card faces", 4000)

    def action(self, name: str) -> QAction:
        return self.actions_[name]
