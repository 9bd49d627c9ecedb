"""Our SVG icons, rendered once per (name, colour, size) and kept as pixmaps.

Each SVG under `assets/icons/game/` is a black silhouette; tinting happens here so one file
serves both themes and every aspect colour.
"""

from __future__ import annotations

import functools
from pathlib import Path

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor, QIcon, QPainter, QPixmap
from PySide6.QtSvg import QSvgRenderer

from rangers_qt.resources import assets_dir

ICON_NAMES = (
    "awa", "fit", "foc", "spi", "conflict", "reason", "exploration", "connection",
    "sun", "mountain", "crest", "progress", "harm", "ranger", "per_ranger", "guide",
    "energy", "fatigue", "deck",
)  # fmt: skip


def icon_path(name: str) -> Path:
    path = assets_dir() / "icons" / "game" / f"{name.lower()}.svg"
    if not path.is_file():
        raise FileNotFoundError(f"icon '{name}' not found at {path}")
    return path


@functools.cache
def _renderer(name: str) -> QSvgRenderer:
    renderer = QSvgRenderer(str(icon_path(name)))
    if not renderer.isValid():
        raise ValueError(f"icon '{name}' is not a valid SVG: {icon_path(name)}")
    return renderer


@functools.lru_cache(maxsize=1024)
def icon_pixmap(name: str, colour: str, size: int, dpr: float = 1.0) -> QPixmap:
    """A square pixmap of the icon filled with `colour`, sharp at the given device pixel ratio."""
    px = max(1, round(size * dpr))
    pixmap = QPixmap(px, px)
    pixmap.fill(QColor(0, 0, 0, 0))  # Qt.GlobalColor.transparent (ui/late_qt.py: why not)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    _renderer(name).render(painter, QRectF(0, 0, px, px))
    # The colour kept where the icon is: a filled pixmap drawn over it, source-in. (Not
    # `fillRect`: resolving its overloads builds the whole `Qt` namespace, ui/late_qt.py.)
    solid = QPixmap(px, px)
    solid.fill(QColor(colour))
    painter.setCompositionMode(QPainter.CompositionMode.CompositionMode_SourceIn)
    painter.drawPixmap(0, 0, solid)
    painter.end()
    pixmap.setDevicePixelRatio(dpr)
    return pixmap


def draw_icon(painter: QPainter, name: str, rect: QRectF, colour: str) -> None:
    """Draw a tinted icon into `rect`, rendered at the painter's device pixel ratio."""
    dpr = painter.device().devicePixelRatioF() if painter.device() is not None else 1.0
    size = max(1, round(max(rect.width(), rect.height())))
    # Drawn unscaled at the icon's own size (centred in rect): the raster engine's fast path.
    x = rect.x() + (rect.width() - size) / 2
    y = rect.y() + (rect.height() - size) / 2
    painter.drawPixmap(QPointF(round(x), round(y)), icon_pixmap(name, colour, size, dpr))


def qicon(name: str, colour: str = "#d8dde2") -> QIcon:
    icon = QIcon()
    for size in (16, 24, 32, 48):
        icon.addPixmap(icon_pixmap(name, colour, size))
    return icon
