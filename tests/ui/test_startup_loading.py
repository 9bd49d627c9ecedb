"""The window is shown before the game exists, and the game arrives on the event loop.

Why: start-up time to the first painted window is a product goal (docs/performance.md,
"Startup"), so `build_main_window()` returns the bare shell and the engine, catalogue and
session are set up after the first paint. These tests pin the order and the hand-over.
"""

from __future__ import annotations

import subprocess
import sys
from typing import Any

import pytest

from rangers_qt.pydantic_plugins import LOADER
from rangers_qt.ui.main_window import GAME_ACTIONS, build_main_window

from .conftest import first_start_env


def test_shell_comes_first_with_a_setting_up_card(qtbot: Any) -> None:
    window = build_main_window(demo=False, seed=7)
    qtbot.addWidget(window)
    assert window.controller is None and not window.is_ready
    assert not window.loading.isHidden() and not window.has_table
    assert "Setting up the table" in window.loading.headline
    assert "Setting up the table" in window.prompt_bar.title.text()
    assert window.view.cloth_only and not window.scene.cards
    assert not any(window.action(name).isEnabled() for name in GAME_ACTIONS)


def test_the_game_arrives_by_itself_after_the_window_is_shown(qtbot: Any) -> None:
    window = build_main_window(demo=False, seed=7)
    qtbot.addWidget(window)
    with qtbot.waitSignal(window.ready, timeout=60_000):
        window.show()
    c = window.controller
    assert c is not None and window.is_ready and window.problem is None
    assert window.loading.isHidden() and not window.view.cloth_only
    assert window.scene.cards, "the table shows the new day's cards"
    assert c.prompt is not None and window.prompt_bar.title.text() != "Setting up the table\u2026"
    assert window.log_panel.count() >= 1  # the day's first line
    assert window.action("save").isEnabled() and window.action("rest").isEnabled()


def test_wait_until_ready_finishes_the_set_up_without_the_event_loop(qtbot: Any) -> None:
    window = build_main_window(demo=True, seed=7)
    qtbot.addWidget(window)
    assert window.wait_until_ready()
    assert window.is_ready and window.controller is not None
    assert window.controller.state.phase == "turns"
    assert window.wait_until_ready()  # idempotent
    qtbot.wait(20)  # steps still queued on the loop find nothing left to do
    assert window.controller.state.phase == "turns"


def test_a_failed_set_up_says_why_in_the_table_area(qtbot: Any) -> None:
    from rangers_qt.ui.main_window import MainWindow

    def broken() -> Any:
        yield "Reading the cards"
        raise ValueError("cards/broken.yaml: bad field 'cost' <not a tag>")

    window = MainWindow()
    qtbot.addWidget(window)
    window.load_game(broken())
    assert not window.wait_until_ready()
    assert window.is_ready and window.controller is None
    assert window.problem is not None and "cards/broken.yaml" in window.problem
    assert "cards/broken.yaml" in window.loading.detail and not window.loading.isHidden()
    assert "&lt;not a tag&gt;" in window.loading.text()  # shown as written, not read as markup
    assert not window.action("save").isEnabled()


def test_shell_import_leaves_engine_and_content_for_later() -> None:
    """The modules the first paint needs (the app layer's lifecycle and campaign play among them,
    whose late modules are `rangers_qt.deferred.Deferred`) import no engine, content or campaign."""
    code = (
        "import sys; import rangers_qt.ui.app_main, rangers_qt.ui.main_window; "
        "assert {'rangers_qt.app.lifecycle', 'rangers_qt.app.campaign_play'} <= set(sys.modules); "
        "print(sorted(m for m in sys.modules if m.startswith(('rangers_qt.engine', 'rangers_qt.content', "
        "'rangers_qt.campaign', 'pydantic'))))"
    )
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == "[]"


def _modules_at_first_paint(tmp_path: Any, *flags: str) -> set[str]:
    env = first_start_env(tmp_path)
    result = subprocess.run(
        [sys.executable, "-m", "rangers_qt", "--modules-at-first-paint", *flags],
        capture_output=True, text=True, timeout=120, env=env,
    )  # fmt: skip
    assert result.returncode == 0, result.stderr
    lines = result.stdout.splitlines()
    assert any(line.startswith("first-paint ") for line in lines), result.stdout
    modules = {line.split(" ", 1)[1] for line in lines if line.startswith("module ")}
    # The empty plugin loader the command puts in pydantic's place (rangers_qt/pydantic_plugins.py)
    # is a name in sys.modules, not pydantic: nothing of pydantic is imported with it.
    assert LOADER in modules
    return modules - {LOADER}


def test_the_first_paint_runs_without_the_content_package_or_pydantic(tmp_path: Any) -> None:
    """The whole start, run to the window's first paint: not only the shell's modules but
    everything its constructors and the first event-loop turns import (the campaign's recovery
    check used to run before the paint and pull in the catalogue, pydantic and the engine)."""
    modules = _modules_at_first_paint(tmp_path)
    assert "PySide6.QtWidgets" in modules and "rangers_qt.ui.main_window" in modules  # it did paint
    early = sorted(
        m for m in modules if m.split(".")[0] in ("pydantic", "pydantic_core", "yaml") or m.startswith(
            ("rangers_qt.content", "rangers_qt.engine", "rangers_qt.campaign")
        )
    )  # fmt: skip
    assert early == []


#: The table's own modules (ui/table_kit.py): the start page shows none of what they draw.
TABLE_MODULES = (
    "rangers_qt.ui.table_scene",
    "rangers_qt.ui.items",
    "rangers_qt.ui.card_face",
    "rangers_qt.ui.card_backs",
    "rangers_qt.ui.face_cache",
    "rangers_qt.ui.face_warmup",
    "rangers_qt.ui.zone_items",
    "rangers_qt.ui.zone_looks",
    "rangers_qt.ui.board_items",
    "rangers_qt.ui.scene_furniture",
    "rangers_qt.ui.table_plan",
    "rangers_qt.ui.layout",
    "rangers_qt.ui.overlays",
    "rangers_qt.ui.day_panels",
    "rangers_qt.ui.test_dialog",
    "rangers_qt.ui.log_panel",
    "rangers_qt.ui.manual_panel",
    "rangers_qt.ui.hover_zoom",
    "rangers_qt.ui.prompt_cards",
    "rangers_qt.ui.panels",
    "rangers_qt.ui.table_kit",
    "rangers_qt.app.table_model",
    "rangers_qt.app.faces",
    "rangers_qt.ui.parts.table",
    "rangers_qt.ui.parts.prompt",
    "rangers_qt.ui.parts.card_menus",
    "rangers_qt.ui.parts.manual_tools",
    "rangers_qt.ui.parts.log",
    "rangers_qt.ui.parts.test_price",
)


def test_the_first_paint_loads_none_of_the_tables_modules(tmp_path: Any) -> None:
    """Issue #28: the start page paints with Qt and the shell only; the table, its panels and
    parts are built after the first paint (ui/table_kit.py). They used to take about 240 ms of
    imports before it."""
    import importlib.util

    missing = [name for name in TABLE_MODULES if importlib.util.find_spec(name) is None]
    assert missing == []  # a renamed module must be renamed here too, or this test proves nothing
    for flags in ((), ("--start",)):  # a quick day set up at once; the start page a launch shows
        modules = _modules_at_first_paint(tmp_path, *flags)
        assert "rangers_qt.ui.window_shell" in modules and "rangers_qt.ui.start_page" in modules
        assert sorted(set(TABLE_MODULES) & modules) == [], flags
        early = [
            m for m in modules if m.startswith(("pydantic", "rangers_qt.content", "rangers_qt.campaign"))
        ]
        assert early == [], flags


def test_the_start_page_is_up_before_the_cards_are_read(qtbot: Any) -> None:
    """Issue #28: a launch shows the start page at its first paint; the quick start's Rangers
    (from the cards) and Continue (the recent campaigns) are filled in once the cards are read."""
    from rangers_qt.ui.parts.start import READING

    window = build_main_window(ask=True)
    qtbot.addWidget(window)
    page = window.start.page
    assert not page.isHidden() and window.loading.isHidden() and not window.game.has_catalog
    assert not page.quick_button.isEnabled() and page.message.text() == READING
    assert page.new_button.isEnabled() and page.day_button.isEnabled()
    with qtbot.waitSignal(window.ready, timeout=60_000):
        window.show()
    assert window.game.has_catalog and window.controller is None
    assert page.isVisible() and page.quick_button.isEnabled() and page.kinds[0].count() >= 2
    assert page.message.isHidden()


def test_the_table_is_built_after_the_first_paint_not_before(qtbot: Any) -> None:
    window = build_main_window(demo=False, seed=7)
    qtbot.addWidget(window)
    assert not window.has_table and window.view.table_scene is None
    with qtbot.waitSignal(window.ready, timeout=60_000):
        window.show()
    assert window.has_table and window.view.table_scene is window.scene
    assert window.day_panel.parent() is not None and window.log_panel.parent() is not None
    assert window.table in window.parts and window.prompt in window.parts


def test_a_table_part_asked_for_before_any_game_builds_the_table(qtbot: Any) -> None:
    from rangers_qt.ui.main_window import MainWindow

    window = MainWindow()
    qtbot.addWidget(window)
    assert not window.has_table
    assert window.prompt.redraws == 0  # built on demand, not an AttributeError
    assert window.has_table and window.card_menus.test_dialog is None
    with pytest.raises(AttributeError):
        getattr(window, "no_such_" + "part")  # an unknown name is still an AttributeError


def test_exit_when_ready_stamps_the_paint_then_the_ready_table() -> None:
    """The hidden flag behind `benchmarks/startup.py --until-ready`."""
    import os
    import time

    before = time.time()
    result = subprocess.run(
        [sys.executable, "-m", "rangers_qt", "--exit-when-ready"],
        capture_output=True, text=True, timeout=120, env=dict(os.environ, QT_QPA_PLATFORM="offscreen"),
    )  # fmt: skip
    after = time.time()
    assert result.returncode == 0, result.stderr
    lines = [line.split() for line in result.stdout.splitlines()]
    stamps = {words[0]: words[1] for words in lines if words and words[0] in ("first-paint", "ready")}
    assert set(stamps) == {"first-paint", "ready"}, result.stdout
    assert before < float(stamps["first-paint"]) < float(stamps["ready"]) < after


def test_the_setting_up_card_stays_centred_when_the_window_is_resized(qtbot: Any) -> None:
    from rangers_qt.ui.main_window import MainWindow

    window = MainWindow()  # no set-up running: nothing but the resize moves the card
    qtbot.addWidget(window)
    window.resize(1600, 1000)
    window.show()
    card, view = window.loading, window.view
    card.show_state("Setting up the table\u2026", "Reading the cards")
    qtbot.waitUntil(lambda: view.width() > 1000)
    card.place()
    wide_x = card.x()
    window.resize(900, 600)
    qtbot.waitUntil(lambda: view.width() <= 900)  # the side panel folds away under 1500 px
    assert card.x() < wide_x
    assert abs(card.x() + card.width() // 2 - view.width() // 2) <= 2
    assert card.y() >= 0 and card.y() + card.height() <= view.height()


def test_labels_made_before_the_plain_text_filter_are_made_plain_when_it_comes(
    qtbot: Any, monkeypatch: Any
) -> None:
    """Issue #28: the filter that keeps save data from being read as HTML (ui/plain_labels.py)
    is installed with the table, after the first paint; a label made before it is swept then,
    one that asked for rich text keeps it, and a label made after it is made plain as before."""
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QApplication, QLabel

    from rangers_qt.ui import plain_labels

    monkeypatch.setattr(plain_labels, "_INSTALLED", [])  # as in a fresh process
    early, rich = QLabel("<b>Evil</b>"), QLabel("<b>ok</b>")
    rich.setTextFormat(Qt.TextFormat.RichText)
    for label in (early, rich):
        qtbot.addWidget(label)
    assert early.textFormat() == Qt.TextFormat.AutoText
    plain_labels.install()
    try:
        assert early.textFormat() == Qt.TextFormat.PlainText
        assert rich.textFormat() == Qt.TextFormat.RichText
        late = QLabel("<i>Evil</i>")
        qtbot.addWidget(late)
        late.show()  # polished as it is shown
        assert late.textFormat() == Qt.TextFormat.PlainText
    finally:
        app = QApplication.instance()
        assert app is not None
        for spy in plain_labels._INSTALLED:
            app.removeEventFilter(spy)


def test_the_shell_installs_the_plain_text_filter_with_the_table(tmp_path: Any) -> None:
    """The window shell paints without the application-wide label filter (each object handed to
    a Python filter builds its class's enums: about 20 ms before the first paint); the table,
    built on the next turn, brings it."""
    code = (
        "from PySide6.QtWidgets import QApplication; app = QApplication([]); "
        "from rangers_qt.ui import plain_labels; from rangers_qt.ui.main_window import MainWindow; "
        "w = MainWindow(); before = len(plain_labels._INSTALLED); w.table_kit(); "
        "print(before, len(plain_labels._INSTALLED))"
    )
    import os

    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", XDG_CONFIG_HOME=str(tmp_path / "config"))
    result = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, timeout=120, env=env
    )
    assert result.returncode == 0, result.stderr
    assert result.stdout.split() == ["0", "1"]


def test_the_style_sheet_is_set_once_before_the_shells_widgets(qtbot: Any, monkeypatch: Any) -> None:
    """Issue #28: set after the widgets, the window's style sheet polished every one of them a
    second time before the first paint; it is now in place before the first widget is made, and
    applying the theme the window already shows does not set it again."""
    from rangers_qt.ui import window_shell
    from rangers_qt.ui.main_window import MainWindow
    from rangers_qt.ui.style import stylesheet
    from rangers_qt.ui.theme import THEMES

    sheets: list[str] = []
    real_set = MainWindow.setStyleSheet
    monkeypatch.setattr(MainWindow, "setStyleSheet", lambda self, s: (sheets.append(s), real_set(self, s))[1])
    at_first_widget: list[int] = []
    real_view = window_shell.TableGraphicsView

    def first_widget(*args: Any) -> Any:  # the shell's first widget: the table's view
        at_first_widget.append(len(sheets))  # how many sheets were set by then
        return real_view(*args)

    monkeypatch.setattr(window_shell, "TableGraphicsView", first_widget)
    window = MainWindow()
    qtbot.addWidget(window)
    assert sheets == [stylesheet(window.theme)] and at_first_widget == [1]
    window.apply_theme(window.theme)
    assert len(sheets) == 1
    other = THEMES["light" if window.theme.name == "dark" else "dark"]
    window.apply_theme(other)
    assert sheets[-1] == stylesheet(other) != sheets[0] and window.styleSheet() == sheets[-1]
