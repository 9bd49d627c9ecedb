"""Rebind keyboard shortcuts; bindings are saved in QSettings by `Actions.rebind`."""

from __future__ import annotations

from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QKeySequenceEdit,
    QLabel,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from rangers_qt.ui.actions import Actions


class ShortcutsDialog(QDialog):
    def __init__(self, actions: Actions, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle("Keyboard shortcuts")
        self.bound_actions = actions
        self.resize(520, 560)
        layout = QVBoxLayout(self)
        self.message = QLabel("Click a key field and press the new shortcut.")
        layout.addWidget(self.message)
        names = actions.names()
        self.table = QTableWidget(len(names), 2)
        self.table.setHorizontalHeaderLabels(["Action", "Shortcut"])
        self.table.horizontalHeader().setStretchLastSection(True)
        self.edits: dict[str, QKeySequenceEdit] = {}
        for row, name in enumerate(names):
            action = actions[name]
            self.table.setItem(row, 0, QTableWidgetItem(action.text().replace("&", "")))
            edit = QKeySequenceEdit(action.shortcut())
            edit.editingFinished.connect(lambda n=name, e=edit: self._apply(n, e))
            self.table.setCellWidget(row, 1, edit)
            self.edits[name] = edit
        layout.addWidget(self.table)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        buttons.accepted.connect(self.accept)
        layout.addWidget(buttons)

    def _apply(self, name: str, edit: QKeySequenceEdit) -> None:
        text = edit.keySequence().toString(QKeySequence.SequenceFormat.PortableText)
        try:
            self.bound_actions.rebind(name, text)
            self.message.setText(f"{name}: {text or 'no shortcut'}")
        except ValueError as exc:
            self.message.setText(str(exc))
            edit.setKeySequence(self.bound_actions[name].shortcut())
