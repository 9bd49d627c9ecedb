"""The import summary: what a campaign from earthborne.build or RangersDB matched, and every
difference with this program's cards and why, read before the player takes it (issue #32).

Why a dialog before anything changes: an import that matched a card by its name instead of its
code is the player's to check; the open campaign stays as it is until Import is pressed."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QListWidget, QVBoxLayout


class ImportSummaryDialog(QDialog):
    def __init__(self, imported: Any, parent: Any = None) -> None:
        super().__init__(parent)
        self.imported = imported
        summary = imported.summary
        self.setWindowTitle("Import a campaign")
        self.setObjectName("ImportSummary")
        lay = QVBoxLayout(self)
        head = QLabel(f"{imported.campaign.data.name}, from {summary.source}")
        head.setTextFormat(Qt.TextFormat.PlainText)  # the names are the players' text
        f = head.font()
        f.setBold(True)
        f.setPointSizeF(f.pointSizeF() * 1.2)
        head.setFont(f)
        lay.addWidget(head)
        lay.addWidget(QLabel("Matched:"))
        self.matched = QListWidget()
        self.matched.setObjectName("ImportMatched")
        self.matched.setWordWrap(True)
        self.matched.addItems(summary.matched)
        lay.addWidget(self.matched, 1)
        n = len(summary.mismatches)
        lay.addWidget(
            QLabel(
                f"{n} difference(s) with this program's cards, each matched as said:"
                if n
                else "Every card matched by its code and its name."
            )
        )
        self.mismatches = QListWidget()
        self.mismatches.setObjectName("ImportMismatches")
        self.mismatches.setWordWrap(True)
        self.mismatches.addItems([m.line() for m in summary.mismatches])
        lay.addWidget(self.mismatches, 2)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        self.import_button = buttons.addButton("Import", QDialogButtonBox.ButtonRole.AcceptRole)
        self.import_button.setObjectName("accept_import")
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        lay.addWidget(buttons)
        self.resize(760, 520)
