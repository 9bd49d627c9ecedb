"""The Qt style sheet of the window, generated from a theme."""
# ruff: noqa: E501  (one CSS rule per line reads better than wrapped)

from __future__ import annotations

from rangers_qt.ui.theme import Theme


def stylesheet(t: Theme) -> str:
    return f"""
QMainWindow, QWidget#SidePanel, QDialog {{ background: {t.window}; color: {t.text}; }}
QWidget {{ color: {t.text}; font-family: "DejaVu Sans"; font-size: 13px; }}
QMenuBar {{ background: {t.panel}; color: {t.text}; }}
QMenuBar::item:selected, QMenu::item:selected {{ background: {t.zone_active}; }}
QMenu {{ background: {t.panel}; color: {t.text}; border: 1px solid {t.zone_border}; }}
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
QHeaderView::section {{ background: {t.zone}; color: {t.text}; }}
"""
