"""The Qt style sheet of the window, generated from a theme."""
# ruff: noqa: E501  (one CSS rule per line reads better than wrapped)

from __future__ import annotations

import os
import tempfile
from pathlib import Path

from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QPointF
from PySide6.QtGui import QColor, QImage, QPainter, QPolygonF

from rangers_qt.files.atomic import write_bytes_atomic
from rangers_qt.files.places import cache_dir
from rangers_qt.ui.late_qt import Qt
from rangers_qt.ui.theme import Theme


def arrow_image(colour: str, up: bool) -> str:
    """A small triangle as a PNG file for the spin boxes' arrows.

    Style sheets take arrow images only from files; once the buttons are styled the native
    arrows are gone, so the triangle is painted here, in the theme's colour, and kept in the
    program's cache folder (rangers_qt/files/places.py: uninstalling removes it, tests keep it in
    their private home), written by files/atomic.py and reused while it exists; the system's
    temporary folder when the cache cannot be written. Returned with forward slashes, as the
    style sheet's url() wants.
    """
    name = f"arrow-{'up' if up else 'down'}-{colour.lstrip('#')}.png"
    for folder in (cache_dir() / "style", Path(tempfile.gettempdir()) / f"rangers-qt-style-{_user()}"):
        target = folder / name
        if target.exists():
            return target.as_posix()
        try:
            folder.mkdir(parents=True, exist_ok=True)
            write_bytes_atomic(target, _arrow_png(colour, up), durable=False)
            return target.as_posix()
        except OSError:
            continue
    return target.as_posix()  # no arrow image: the spin boxes keep working without one


def _user() -> int:
    return os.getuid() if hasattr(os, "getuid") else 0


def _arrow_png(colour: str, up: bool) -> bytes:
    image = QImage(16, 10, QImage.Format.Format_ARGB32)
    image.fill(QColor(0, 0, 0, 0))  # Qt.GlobalColor.transparent (ui/late_qt.py: why not)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(colour))
    tip, base = (1.5, 8.5) if up else (8.5, 1.5)
    painter.drawPolygon(QPolygonF([QPointF(8, tip), QPointF(14, base), QPointF(2, base)]))
    painter.end()
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    image.save(buffer, "PNG")  # type: ignore[call-overload]  # str at run time; the stubs say bytes
    buffer.close()
    return bytes(data.data())


def stylesheet(t: Theme) -> str:
    up, down = arrow_image(t.text, True), arrow_image(t.text, False)
    return f"""
QMainWindow, QWidget#SidePanel, QDialog {{ background: {t.window}; color: {t.text}; }}
QWidget {{ color: {t.text}; font-family: "DejaVu Sans"; font-size: 13px; }}
QMenuBar {{ background: {t.panel}; color: {t.text}; }}
QMenuBar::item:selected, QMenu::item:selected {{ background: {t.zone_active}; }}
QMenu {{ background: {t.panel}; color: {t.text}; border: 1px solid {t.zone_border}; }}
QMenu::item:disabled, QMenuBar::item:disabled {{ color: {t.muted}; font-style: italic; }}
QMenu::item:disabled:selected {{ background: transparent; }}
QFrame#StartPage {{ background: {t.zone}; border: 1px solid {t.zone_border}; border-radius: 10px; }}
QLabel#StartTitle {{ font-size: 22px; font-weight: bold; color: {t.accent}; }}
QLabel#StartNote {{ color: {t.muted}; font-size: 12px; }}
QTextBrowser {{ background: {t.panel}; color: {t.text}; border: 1px solid {t.zone_border}; border-radius: 6px;
    padding: 6px; }}
QStatusBar {{ background: {t.panel}; color: {t.accent}; font-weight: bold; }}
QFrame#PhaseBar {{ background: {t.panel}; border-bottom: 1px solid {t.zone_border}; }}
QLabel#RoundLabel {{ font-size: 15px; font-weight: bold; color: {t.accent}; }}
QLabel#PhaseLabel {{ font-size: 14px; color: {t.text}; }}
QLabel#TurnLabel {{ font-size: 15px; font-weight: bold; color: {t.glow}; }}
QLabel#DayLabel {{ color: {t.muted}; }}
QLabel#SandboxLabel {{ background: #8a3b2a; color: white; padding: 2px 8px; border-radius: 4px; font-weight: bold; }}
QLabel#PanelTitle {{ color: {t.zone_label}; font-weight: bold; font-size: 12px; letter-spacing: 1px; }}
QLabel#CardDetails {{ color: {t.text}; background: {t.panel}; border: 1px solid {t.zone_border};
    border-radius: 6px; padding: 6px; }}
QFrame#PromptBar {{ background: {t.panel}; border-top: 1px solid {t.zone_border}; }}
QLabel#PromptTitle {{ font-size: 14px; font-weight: bold; color: {t.accent}; }}
QFrame#PromptBar QPushButton {{ background: {t.zone_active}; color: {t.text}; border: 1px solid {t.zone_border}; font-size: 12px;
    border-radius: 5px; padding: 4px 8px; }}
QFrame#PromptBar QPushButton:hover {{ border-color: {t.glow}; }}
QScrollArea#PromptOptions, QWidget#PromptStrip {{ background: transparent; }}
QLabel#OnCardsNote {{ color: {t.zone_label}; font-size: 12px; font-style: italic; padding-left: 6px; }}
QFrame#PromptBar QPushButton[highlight="true"] {{ border: 2px solid {t.glow}; }}
QToolButton {{ color: {t.text}; padding: 3px 5px; border-radius: 4px; }}
QToolButton:hover {{ background: {t.zone_active}; }}
QToolButton:checked {{ background: #8a3b2a; color: white; }}
QToolButton:disabled {{ color: {t.muted}; }}
QListWidget#LogPanel {{ background: {t.panel}; alternate-background-color: {t.zone}; border: 1px solid {t.zone_border};
    border-radius: 6px; font-size: 12px; }}
QListWidget {{ background: {t.panel}; color: {t.text}; border: 1px solid {t.zone_border}; border-radius: 6px; }}
QListWidget::item:selected {{ background: {t.zone_active}; color: {t.glow}; }}
QSplitter::handle {{ background: {t.zone_border}; width: 2px; }}
QPushButton {{ background: {t.zone_active}; color: {t.text}; border: 1px solid {t.zone_border}; border-radius: 5px;
    padding: 5px 10px; }}
QPushButton:hover {{ border-color: {t.glow}; }}
QPushButton:disabled {{ color: {t.muted}; }}
QTableWidget {{ background: {t.panel}; color: {t.text}; gridline-color: {t.zone_border}; }}
QHeaderView::section {{ background: {t.zone}; color: {t.text}; border: none; padding: 3px 6px; }}
QFrame#DayPanel {{ background: {t.zone}; border-top: 2px solid {t.accent}; }}
QLabel#DayHeading {{ font-size: 19px; font-weight: bold; color: {t.accent}; }}
QLabel#DialogTitle {{ font-size: 19px; font-weight: bold; color: {t.accent}; padding-bottom: 4px; }}
QLabel#DayDetail {{ color: {t.muted}; font-size: 12px; }}
QLabel#DayStatus {{ color: {t.text}; font-weight: bold; }}
QPushButton[primary="true"] {{ background: {t.accent}; color: {t.window}; border: 1px solid {t.glow}; font-weight: bold;
    padding: 6px 16px; }}
QPushButton[primary="true"]:hover {{ background: {t.glow}; }}
QPushButton[primary="true"]:disabled {{ background: {t.zone_active}; color: {t.muted}; border-color: {t.zone_border}; }}
QLineEdit, QComboBox, QSpinBox {{ background: {t.panel}; color: {t.text}; border: 1px solid {t.zone_border}; border-radius: 4px;
    padding: 3px 6px; min-height: 20px; }}
QLineEdit:focus, QComboBox:focus, QSpinBox:focus {{ border-color: {t.glow}; }}
QSpinBox {{ padding-right: 20px; }}
QSpinBox::up-button, QSpinBox::down-button {{ subcontrol-origin: border; width: 18px; background: {t.zone};
    border-left: 1px solid {t.zone_border}; }}
QSpinBox::up-button {{ subcontrol-position: top right; border-top-right-radius: 4px; }}
QSpinBox::down-button {{ subcontrol-position: bottom right; border-bottom-right-radius: 4px; }}
QSpinBox::up-button:hover, QSpinBox::down-button:hover {{ background: {t.zone_active}; }}
QSpinBox::up-arrow {{ image: url({up}); width: 8px; height: 5px; }}
QSpinBox::down-arrow {{ image: url({down}); width: 8px; height: 5px; }}
QComboBox QAbstractItemView {{ background: {t.panel}; color: {t.text}; selection-background-color: {t.zone_active}; }}
QGroupBox {{ border: 1px solid {t.zone_border}; border-radius: 6px; margin-top: 14px; padding: 10px 8px 6px 8px; }}
QGroupBox::title {{ subcontrol-origin: margin; left: 10px; padding: 0 4px; color: {t.zone_label}; font-weight: bold; }}
QTreeWidget {{ background: {t.panel}; color: {t.text}; border: 1px solid {t.zone_border}; border-radius: 6px; }}
QTreeWidget::item {{ padding: 2px; }}
QTreeWidget::item:selected {{ background: {t.zone_active}; color: {t.glow}; }}
QTreeWidget::item:disabled {{ color: {t.muted}; }}
QScrollArea {{ border: 1px solid {t.zone_border}; border-radius: 6px; background: {t.panel}; }}
QRadioButton::indicator {{ width: 12px; height: 12px; border-radius: 8px; border: 2px solid {t.zone_label}; background: {t.panel}; }}
QRadioButton::indicator:checked {{ background: {t.accent}; border-color: {t.glow}; }}
QLabel#SummaryBody {{ background: {t.panel}; padding: 4px 12px; }}
"""
