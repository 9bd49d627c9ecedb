"""The table's widgets and the window parts that work on them, built with the first game.

Why late: the start page shows a menu bar, the two bars and the empty cloth; none of the table's
own modules (the scene and its items, card faces and their cache, zones and boards, the day
panel, the test dialog, the log and manual panels, overlays, the hover zoom, prompt cards) is
needed to paint it, and importing them took about 240 ms before the first paint (issue #28,
docs/performance.md). The window shell therefore holds no table until `WindowShell.table_kit()`
is first called: by the loading part on the first event-loop turn after the first paint, before
the game's set-up steps, or by anything that asks for `window.scene` and its siblings sooner
(a test, `--screenshot`). This module is the one place that imports them for the window;
`tests/ui/test_startup_loading.py` checks none of them is loaded at the first paint.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from PySide6.QtGui import QPixmapCache

from rangers_qt.ui import card_face, face_cache
from rangers_qt.ui.day_panels import DayPanel
from rangers_qt.ui.panels import CardPreview, LogPanel
from rangers_qt.ui.parts.card_menus import CardMenusPart
from rangers_qt.ui.parts.log import LogPart
from rangers_qt.ui.parts.manual_tools import ManualToolsPart
from rangers_qt.ui.parts.prompt import PromptPart
from rangers_qt.ui.parts.table import TablePart
from rangers_qt.ui.parts.test_price import TestPricePart
from rangers_qt.ui.table_scene import TableScene
from rangers_qt.ui.window_shell import IMAGE_DIR_KEY, WindowShell


@dataclass
class TableKit:
    """The table's widgets, laid into the shell's columns."""

    scene: TableScene
    day_panel: DayPanel
    preview: CardPreview
    log_panel: LogPanel

    @staticmethod
    def use_image_dir(folder: Path | None) -> None:
        """Card faces drawn from the images in `folder` (None: drawn faces)."""
        face_cache.set_image_dir(folder)


@dataclass
class TableParts:
    """The window parts that work on the table's widgets, in the order they are told of a game."""

    table: TablePart
    log: LogPart
    prompt: PromptPart
    card_menus: CardMenusPart
    test_price: TestPricePart
    manual_tools: ManualToolsPart


def build_widgets(window: WindowShell) -> TableKit:
    """Build the table's widgets and put them where the shell keeps their places."""
    QPixmapCache.setCacheLimit(card_face.CACHE_LIMIT_KB)
    image_dir = window.settings.value(IMAGE_DIR_KEY, "")
    if image_dir and Path(str(image_dir)).is_dir():
        face_cache.set_image_dir(Path(str(image_dir)))
    kit = TableKit(
        scene=TableScene(window.theme),
        day_panel=DayPanel(),
        preview=CardPreview(theme=window.theme),
        log_panel=LogPanel(),
    )
    kit.log_panel.set_theme(window.theme)
    column = window.table_column
    column.insertWidget(column.indexOf(window.prompt_bar), kit.day_panel)
    side = window.side_column
    side.insertWidget(0, kit.preview, 5)
    stretch = side.itemAt(side.count() - 1)
    if stretch is not None and stretch.spacerItem() is not None:
        side.removeItem(stretch)  # the log takes the place kept for it
    side.addWidget(kit.log_panel, 4)
    window.view.use_table_scene(kit.scene)
    return kit


def build_parts(window: WindowShell) -> TableParts:
    """The table's parts, once `build_widgets` has built what they connect to."""
    return TableParts(
        table=TablePart(window),
        log=LogPart(window),
        prompt=PromptPart(window),
        card_menus=CardMenusPart(window),
        test_price=TestPricePart(window),
        manual_tools=ManualToolsPart(window),
    )
