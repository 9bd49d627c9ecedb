"""The hidden `--self-test`: proves an installed or frozen build is whole, not just that it starts.

`--smoke` shows that a window opens. A packaged build can still be broken in ways a
window does not reveal: card data left out of the bundle, a Qt plugin trimmed too far,
a module PyInstaller did not see because it is imported lazily, a save that does not
reload. So the self-test walks every layer once, offscreen, and each stage says what it
did. Any stage that cannot run is a failure with its reason, never a silent pass.
"""

from __future__ import annotations

import hashlib
import json
import os
import sys
import tempfile
import time
import traceback
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any, TextIO, cast

from rangers_qt import __version__
from rangers_qt.deferred import Deferred
from rangers_qt.resources import assets_dir, cards_dir

if TYPE_CHECKING:
    from PySide6 import QtGui as qt_gui
    from PySide6 import QtWidgets as qt_widgets

    from rangers_qt import sim
    from rangers_qt.content import catalog as content_catalog
    from rangers_qt.engine import bot as engine_bot
    from rangers_qt.engine import session as engine_session
    from rangers_qt.ui import main_window
else:  # imported by the stage that uses them: a module a bundle lacks is that stage's finding
    qt_gui = Deferred("PySide6.QtGui")
    qt_widgets = Deferred("PySide6.QtWidgets")
    sim = Deferred("rangers_qt.sim")
    content_catalog = Deferred("rangers_qt.content.catalog")
    engine_bot = Deferred("rangers_qt.engine.bot")
    engine_session = Deferred("rangers_qt.engine.session")
    main_window = Deferred("rangers_qt.ui.main_window")

SEED = 20240607
RANGERS = 2
ROUNDS = 2  # play through round 2, so a whole round (path, turns, travel, refresh) is covered
MAX_ANSWERS = 1500  # bounded, so a stuck engine cannot hang the check


class SelfTestFailure(Exception):
    """A stage found a real problem; the message says which and why."""


@dataclass
class Context:
    """What earlier stages hand to later ones."""

    catalog: Any = None
    notes: dict[str, str] = field(default_factory=dict)


def _stage_resources(ctx: Context) -> str:
    cards = cards_dir()
    assets = assets_dir()
    card_files = [p for p in cards.rglob("*") if p.is_file()]
    if not card_files:
        raise SelfTestFailure(f"the cards folder {cards} is empty")
    icon = assets / "icons" / "app" / "rangers-qt-256.png"
    if not icon.is_file():
        raise SelfTestFailure(f"the app icon is missing from the assets folder: {icon}")
    return f"cards: {cards} ({len(card_files)} files); assets: {assets}"


def _stage_content(ctx: Context) -> str:
    try:
        load_catalog = content_catalog.load_catalog
    except ImportError as exc:
        raise SelfTestFailure(f"content catalog not available: cannot import load_catalog ({exc})") from exc
    catalog = load_catalog()
    cards = getattr(catalog, "cards", None)
    if not cards:
        raise SelfTestFailure("load_catalog() returned a catalog with no cards")
    ctx.catalog = catalog
    return f"loaded {len(cards)} card definitions"


def _stage_window(ctx: Context) -> str:
    QIcon, QImage = qt_gui.QIcon, qt_gui.QImage
    existing = cast("qt_widgets.QApplication | None", qt_widgets.QApplication.instance())
    app = existing or qt_widgets.QApplication(sys.argv[:1])
    emblem = assets_dir() / "icons" / "app"
    if QImage(str(emblem / "rangers-qt-256.png")).isNull():
        raise SelfTestFailure("Qt cannot decode the bundled PNG app icon")
    # SVG through QImage needs the qsvg image-format plugin, the first thing a too-eager trim of
    # the bundle would lose. QIcon uses the svg icon engine, or falls back to that same plugin.
    if QImage(str(emblem / "rangers-qt.svg")).isNull():
        raise SelfTestFailure("Qt cannot read SVG images: the qsvg image-format plugin is missing")
    if QIcon(str(emblem / "rangers-qt.svg")).pixmap(32, 32).isNull():
        raise SelfTestFailure("Qt cannot draw SVG icons (svg icon engine and qsvg plugin both fail)")
    window = main_window.build_main_window()
    window.resize(1024, 700)
    window.show()
    if not window.wait_until_ready():
        raise SelfTestFailure(f"the main window opened without a game: {window.problem}")
    for _ in range(5):
        app.processEvents()
    pixmap = window.grab()
    if pixmap.isNull() or pixmap.width() < 100:
        raise SelfTestFailure("the main window rendered to an empty image")
    title = window.windowTitle()
    window.close()
    window.deleteLater()
    app.processEvents()
    return f"main window '{title}' rendered {pixmap.width()}x{pixmap.height()} on '{app.platformName()}'"


def state_hash(state: Any) -> str:
    """SHA-256 of the state's canonical JSON: equal hashes mean equal games."""
    data = state.model_dump(mode="json")
    text = json.dumps(data, sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def _stage_engine(ctx: Context) -> str:
    try:
        RandomBot, Session, default_setup = engine_bot.RandomBot, engine_session.Session, sim.default_setup
    except ImportError as exc:
        raise SelfTestFailure(f"engine not available: {exc}") from exc
    if ctx.catalog is None:
        raise SelfTestFailure("engine stage needs the card catalog, which did not load")

    session = Session.new(ctx.catalog, default_setup(ctx.catalog, SEED, RANGERS))
    bot = RandomBot(SEED)
    answers = manual = 0
    while session.state.phase != "ended" and session.state.round <= ROUNDS and answers + manual < MAX_ANSWERS:
        prompt = session.prompt
        if prompt is None:
            raise SelfTestFailure(f"no prompt in round {session.state.round} although the day goes on")
        adjust = bot.maybe_manual(session.state)
        if adjust is not None:
            session.manual(adjust)
            manual += 1
        else:
            session.answer(bot.choose(prompt))
            answers += 1
    if answers == 0:
        raise SelfTestFailure("the random bot could not give a single answer")
    before = session.hash()

    with tempfile.TemporaryDirectory(prefix="rangers-selftest-") as tmp:
        path = Path(tmp) / "save.json"
        path.write_text(session.to_save_json(), encoding="utf-8")
        size = path.stat().st_size
        # verify=False: compare the hashes here, so a mismatch is reported as this stage's finding;
        # replay=True: the answers are replayed rather than the saved state taken as it is.
        text = path.read_text(encoding="utf-8")
        reloaded = Session.from_json(text, ctx.catalog, verify=False, replay=True)
    after = reloaded.hash()
    if after != before or state_hash(reloaded.state) != state_hash(session.state):
        raise SelfTestFailure(f"state changed across save and reload: {before[:12]} != {after[:12]}")
    return (
        f"seed {SEED}, {RANGERS} rangers: random bot gave {answers} answers and {manual} manual "
        f"adjustments (round {session.state.round}, phase {session.state.phase}); saved {size} bytes "
        f"of JSON, reloaded by replay, state hash {before[:12]} matches"
    )


STAGES: tuple[tuple[str, Callable[[Context], str]], ...] = (
    ("resources", _stage_resources),
    ("content", _stage_content),
    ("window", _stage_window),
    ("engine", _stage_engine),
)


def run_self_test(out: TextIO | None = None) -> int:
    """Run every stage, report each, return 0 only if all passed."""
    stream = out or sys.stdout
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    frozen = "frozen bundle" if getattr(sys, "frozen", False) else "python"
    print(f"self-test: rangers-qt {__version__} ({frozen}, Python {sys.version.split()[0]})", file=stream)
    ctx = Context()
    failed: list[str] = []
    for name, stage in STAGES:
        started = time.perf_counter()
        try:
            detail = stage(ctx)
        except SelfTestFailure as exc:
            failed.append(name)
            print(f"self-test: {name}: FAIL: {exc}", file=stream)
            continue
        except Exception as exc:
            failed.append(name)
            last = traceback.extract_tb(exc.__traceback__)[-1]
            where = f"{Path(last.filename).name}:{last.lineno}"
            print(f"self-test: {name}: FAIL: {type(exc).__name__}: {exc} (at {where})", file=stream)
            continue
        ms = (time.perf_counter() - started) * 1000
        print(f"self-test: {name}: ok ({ms:.0f} ms): {detail}", file=stream)
    if failed:
        print(f"self-test FAILED: {', '.join(failed)}", file=stream)
        return 1
    print(f"self-test passed ({len(STAGES)} stages)", file=stream)
    return 0
