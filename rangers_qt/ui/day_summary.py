"""The end of the day: where the rangers stand, why the day ended, what the campaign keeps.

Shows `app.day_view.day_summary` and offers the next day (same rangers, from where this one
ended) or saving the day's log as text.
"""

from __future__ import annotations

import html
from pathlib import Path

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QLabel,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from rangers_qt.app.day_view import Section
from rangers_qt.app.files import write_text_atomic
from rangers_qt.ui.documents import suggested


class DaySummaryDialog(QDialog):
    next_day = Signal()

    def __init__(self, sections: list[Section], log_text: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("DaySummary")
        self.setWindowTitle("The day is over")
        self.sections = sections
        self.log_text = log_text
        outer = QVBoxLayout(self)
        outer.setSpacing(8)
        title = QLabel("The day is over")
        title.setObjectName("DialogTitle")
        outer.addWidget(title)
        body = QLabel(self._html())
        body.setTextFormat(Qt.TextFormat.RichText)  # built by _html, every piece escaped
        body.setObjectName("SummaryBody")
        body.setWordWrap(True)
        body.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setWidget(body)
        outer.addWidget(scroll, 1)
        #: Why the log was not saved, in one line (empty otherwise).
        self.problem = QLabel("")
        self.problem.setObjectName("SaveProblem")
        self.problem.setTextFormat(Qt.TextFormat.PlainText)
        self.problem.setWordWrap(True)
        outer.addWidget(self.problem)
        buttons = QDialogButtonBox()
        self.next_button = buttons.addButton("Start the next day", QDialogButtonBox.ButtonRole.AcceptRole)
        self.next_button.setObjectName("next_day")
        self.next_button.setProperty("primary", True)
        self.save_button = buttons.addButton("Save day log\u2026", QDialogButtonBox.ButtonRole.ActionRole)
        self.save_button.setObjectName("save_log")
        close = buttons.addButton("Close", QDialogButtonBox.ButtonRole.RejectRole)
        close.setObjectName("close_summary")
        self.next_button.clicked.connect(self._next)
        self.save_button.clicked.connect(self._ask_save)
        close.clicked.connect(self.reject)
        outer.addWidget(buttons)
        height = parent.height() - 60 if parent is not None else 700
        self.resize(600, max(420, min(720, height)))

    def _html(self) -> str:
        parts = []
        for s in self.sections:
            items = "".join(f"<li>{html.escape(line)}</li>" for line in s.lines)
            parts.append(f"<h3>{html.escape(s.title)}</h3><ul style='margin-left:-20px'>{items}</ul>")
        return "".join(parts)

    def _next(self) -> None:
        self.accept()
        self.next_day.emit()

    def _ask_save(self) -> None:
        path, _ = QFileDialog.getSaveFileName(
            self, "Save day log", suggested("day-log", ".txt"), "Text (*.txt)"
        )
        if path:
            self.save_log(Path(path))

    def save_log(self, path: Path) -> bool:
        """Write the day's log (atomic); a failure is one line in the dialog, nothing half-written."""
        try:
            write_text_atomic(path, self.log_text)
        except OSError as exc:
            self.problem.setText(f"Could not save {path.name}: {exc.strerror or exc}")
            return False
        self.problem.setText("")
        return True
