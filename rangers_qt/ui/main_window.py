"""The main window. (Foundation shell: the play table replaces the central widget.)"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QMainWindow

from rangers_qt import __version__


class MainWindow(QMainWindow):
    def __init__(self) -> None:
        super().__init__()
        self.setWindowTitle(f"Rangers Qt {__version__}")
        label = QLabel("Rangers Qt")
        label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.setCentralWidget(label)
        self.statusBar().showMessage("Ready")
        self.resize(1280, 800)


def build_main_window(demo: bool = False, seed: int = 7) -> MainWindow:
    return MainWindow()
