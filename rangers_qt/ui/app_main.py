"""Starts Qt, builds the main window, and serves the --smoke and --screenshot checks.

Qt and the window's shell are imported at the top: this module is itself loaded only once a
window is wanted (cli.py defers it, so the command-line tools start without Qt), and every module
imported here is one the first paint loads anyway. What only some flags need is deferred below.
"""

from __future__ import annotations

import argparse
import logging
import sys
import time
from collections.abc import Callable
from typing import TYPE_CHECKING, cast

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QApplication, QWidget

from rangers_qt.app import heap, last_resort
from rangers_qt.cli_args import image_format, window_size
from rangers_qt.deferred import Deferred
from rangers_qt.display import no_display_reason, use_offscreen_if_headless
from rangers_qt.logsetup import setup_logging
from rangers_qt.resources import assets_dir
from rangers_qt.ui.main_window import MainWindow, build_main_window
from rangers_qt.ui.qtlog import install_qt_message_handler
from rangers_qt.ui.render_tuning import serial_painting
from rangers_qt.ui.style import stylesheet
from rangers_qt.ui.theme import THEMES
from rangers_qt.ui.window_geometry import restore

if TYPE_CHECKING:
    from rangers_qt.app import demo, valley_map
    from rangers_qt.content import catalog as content_catalog
    from rangers_qt.ui import journey_map, screenshot_size
else:  # only some flags use these, and the first paint must not wait for them: --smoke reads
    # the catalogue (the content package), --map --screenshot draws the map, --travel plays a
    # demo day (the engine), --screenshot checks the picture's size (rangers_qt/deferred.py)
    demo = Deferred("rangers_qt.app.demo")
    valley_map = Deferred("rangers_qt.app.valley_map")
    content_catalog = Deferred("rangers_qt.content.catalog")
    journey_map = Deferred("rangers_qt.ui.journey_map")
    screenshot_size = Deferred("rangers_qt.ui.screenshot_size")

_log = logging.getLogger(__name__)

#: The desktop file's name (packaging/linux/*.desktop): Wayland matches the window to its launcher.
DESKTOP_FILE_ID = "io.github.rangersqt.RangersQt"
#: --smoke gives up if the game is not on the table by then.
SMOKE_TIMEOUT_MS = 60_000


def _parse_size(text: str) -> tuple[int, int]:
    """--size, already checked by the parser (rangers_qt/cli_args.py window_size)."""
    w, h = (int(part) for part in window_size(text).split("x"))
    return w, h


def _reason(exc: Exception) -> str:
    """A start-up failure in words: card-data problems name the file and the first problem."""
    problems = getattr(exc, "problems", None)
    if problems:
        more = f" (and {len(problems) - 1} more; run 'rangers-qt cards check')" if len(problems) > 1 else ""
        return f"card data problem: {problems[0]}{more}"
    return f"{type(exc).__name__}: {exc}" if not str(exc) else str(exc)


def _stamp_first_paint(window: QWidget, quit_after: bool, list_modules: bool = False) -> None:
    """Print the wall-clock time of the window's first Paint event (and quit, if asked).

    Used by benchmarks/startup.py, which compares it with the time it started the process; the
    second number is this process's CPU time by then, which a loaded machine stretches far less.
    The filter is installed only under the hidden --exit-after-first-paint, --exit-when-ready
    and --modules-at-first-paint flags; the last also prints every module imported by then
    (one `module NAME` line each), so a test can see what the first paint cost.
    """

    class _FirstPaint(QObject):
        def eventFilter(self, watched: QObject, event: QEvent) -> bool:
            if event.type() == QEvent.Type.Paint and not self.property("seen"):
                self.setProperty("seen", True)
                print(f"first-paint {time.time():.6f} {time.process_time():.6f}", flush=True)
                if list_modules:
                    print("".join(f"module {name}\n" for name in sorted(sys.modules)), end="", flush=True)
                if quit_after:
                    QTimer.singleShot(0, QApplication.quit)
            return False

    spy = _FirstPaint(window)
    window.installEventFilter(spy)


def _stamp_ready(window: MainWindow) -> None:
    """Print the wall-clock time of the table's first paint with the game on it, then quit.

    For benchmarks/startup.py --until-ready. Stamped as the Paint event arrives, like the
    first-paint stamp, so it compares with an older app whose first paint showed the game.
    """

    def _stamp(state: str) -> None:
        print(f"{state} {time.time():.6f} {time.process_time():.6f}", flush=True)
        QTimer.singleShot(0, QApplication.quit)

    def _ready() -> None:
        if window.controller is None:
            _stamp("failed")
            return
        _on_next_paint(window.view.viewport(), lambda: _stamp("ready"))

    window.ready.connect(_ready)


class _NextPaint(QObject):
    """Runs `job` as the first Paint event after it is installed on a widget arrives."""

    def __init__(self, widget: QWidget, job: Callable[[], object]) -> None:
        super().__init__(widget)
        self._job: Callable[[], object] | None = job
        widget.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint and self._job is not None:
            job, self._job = self._job, None
            job()
        return False


def _on_next_paint(widget: QWidget, job: Callable[[], object]) -> None:
    _NextPaint(widget, job)
    widget.update()


#: The collector comes back by then even if the ready table is never painted (a hidden window).
RESUME_FALLBACK_MS = 2000


def _resume_collector_when_ready(window: MainWindow) -> None:
    """End the start-up's collector pause (app/heap.py) once the ready table (or start page)
    has painted: its one full pass, about 50 ms, then runs while the player looks at the table,
    not before it is shown."""

    def _ready() -> None:
        if window.controller is None:  # the start page, or why no game: nothing more to show
            QTimer.singleShot(0, heap.resume)
            return
        _on_next_paint(window.view.viewport(), lambda: QTimer.singleShot(0, heap.resume))
        QTimer.singleShot(RESUME_FALLBACK_MS, heap.resume)

    window.ready.connect(_ready)


def set_app_identity(app: QApplication) -> None:
    """Window icon from the bundled PNGs, and the desktop-file id Wayland uses to match the launcher."""
    app.setDesktopFileName(DESKTOP_FILE_ID)
    set_app_icon(app)


def set_app_icon(app: QApplication) -> None:
    """The window icon from the bundled PNGs. A launch sets it after the window's first paint:
    reading seven images took about 2 ms before it (issue #28), and the window manager shows
    the icon whenever it is set; the desktop-file id, which Wayland reads as the window maps,
    is set before."""
    try:
        folder = assets_dir() / "icons" / "app"
    except FileNotFoundError:
        _log.warning("no assets folder: the window keeps Qt's default icon")
        return
    icon = QIcon()
    for size in (16, 24, 32, 48, 64, 128, 256):
        icon.addFile(str(folder / f"rangers-qt-{size}.png"))
    app.setWindowIcon(icon)


def _map_screenshot(app: QApplication, args: argparse.Namespace) -> int:
    """`--map --screenshot OUT.png`: the Valley map with a demo journey, in the chosen theme."""
    theme = THEMES[getattr(args, "theme", None) or "dark"]
    app.setStyleSheet(stylesheet(theme))
    widget = journey_map.JourneyMap(valley_map.valley_layout(content_catalog.load_catalog()), theme)
    widget.set_journey(demo.demo_journey())
    widget.resize(*_parse_size(args.size))
    widget.show()
    for _ in range(5):
        app.processEvents()
    pixmap = widget.grab()
    if refused := screenshot_size.size_refusal(pixmap, args.size):
        print(f"rangers-qt: {refused}", file=sys.stderr)
        return 2
    if pixmap.isNull() or not pixmap.save(args.screenshot, image_format(args.screenshot)):
        print(f"rangers-qt: could not write screenshot to {args.screenshot}", file=sys.stderr)
        return 1
    print(f"screenshot written to {args.screenshot} ({pixmap.width()}x{pixmap.height()})")
    return 0


def run_gui(args: argparse.Namespace) -> int:
    list_modules = bool(getattr(args, "modules_at_first_paint", False))
    first_paint_exit = bool(getattr(args, "exit_after_first_paint", False)) or list_modules
    ready_exit = bool(getattr(args, "exit_when_ready", False))
    headless = bool(args.smoke or args.screenshot or first_paint_exit or ready_exit)
    use_offscreen_if_headless(headless)
    setup_logging()
    why = no_display_reason()
    if why:
        print(f"rangers-qt: {why}", file=sys.stderr)
        return 1

    heap.pause()  # until the game or the start page is ready (app/heap.py says why)
    install_qt_message_handler()
    serial_painting()  # before the first paint: card-sized blits are cheaper on this thread
    app = cast(QApplication | None, QApplication.instance()) or QApplication(sys.argv[:1])
    app.setApplicationName("Rangers Qt")
    app.setOrganizationName("RangersQt")
    app.setDesktopFileName(DESKTOP_FILE_ID)  # before the window maps; its icon after the paint
    last_resort.install()  # an exception in any slot: logged with its traceback, shown as a message
    started = time.perf_counter()
    card_count = 0
    try:
        if args.smoke:
            card_count = len(content_catalog.load_catalog())  # --smoke alone: before the window
        campaign = getattr(args, "campaign", None)
        shows_start = not headless or bool(getattr(args, "start", False))
        ask = shows_start and not args.demo and not campaign
        window = build_main_window(demo=args.demo, seed=args.seed, ask=ask, campaign=campaign)
    except Exception as exc:  # the smoke check must turn any start-up failure into a message
        _log.exception("start-up failed")
        print(f"rangers-qt: start-up failed: {_reason(exc)}", file=sys.stderr)
        return 1

    _resume_collector_when_ready(window)
    window.loading_part.after_first_paint(lambda: set_app_icon(app))
    if headless:
        window.campaign.ask_on_close = False  # (a demo day on the table must not hold up the exit)
    if args.screenshot and getattr(args, "map", False):
        return _map_screenshot(app, args)
    if args.screenshot:
        width, height = _parse_size(args.size)
        if getattr(args, "theme", None):
            window.apply_theme(THEMES[args.theme])
        window.resize(width, height)
        window.show()
        window.wait_until_ready()  # the full table, not the "Setting up the table" card
        if getattr(args, "travel", False) and window.controller is not None:
            window.game.start(demo.travel_session(window.game.catalog, seed=args.seed), None)
        for _ in range(5):
            app.processEvents()
        # A relayout (the prompt bar growing to its options) glides the cards: the picture
        # shows where they come to rest, not a frame of the glide.
        for item in window.scene.cards.values():
            item.finish_animations()
        for _ in range(3):
            app.processEvents()
        pixmap = window.grab()
        if refused := screenshot_size.size_refusal(pixmap, args.size):
            print(f"rangers-qt: {refused}", file=sys.stderr)
            return 2
        if pixmap.isNull() or not pixmap.save(args.screenshot, image_format(args.screenshot)):
            print(f"rangers-qt: could not write screenshot to {args.screenshot}", file=sys.stderr)
            return 1
        print(f"screenshot written to {args.screenshot} ({pixmap.width()}x{pixmap.height()})")
        return 0

    if not headless:  # as the player left it (size, place, maximised); screenshots keep --size
        restore(window, window.settings)
        window.keeps_geometry = True
    if first_paint_exit or ready_exit:
        _stamp_first_paint(window, quit_after=first_paint_exit, list_modules=list_modules)
    if ready_exit:
        _stamp_ready(window)
    window.show()
    if args.smoke:
        # The game is set up after the first paint: let the loop run a little once it is there.
        window.ready.connect(lambda: QTimer.singleShot(300, app.quit))
        QTimer.singleShot(SMOKE_TIMEOUT_MS, app.quit)
        code = app.exec()
        elapsed = (time.perf_counter() - started) * 1000
        if window.controller is None:
            why = window.problem or f"no game on the table after {SMOKE_TIMEOUT_MS / 1000:.0f} s"
            print(f"rangers-qt: smoke failed: {why}", file=sys.stderr)
            return 1
        print(f"smoke ok: {card_count} cards loaded, game on the table, event loop ran ({elapsed:.0f} ms)")
        return int(code)
    return int(app.exec())
