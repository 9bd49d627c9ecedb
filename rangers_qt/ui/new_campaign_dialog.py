"""A new campaign: its name and its 1-4 Rangers (created in the wizard, ready-made, or imported).

Why a list and not one long wizard: a group makes up to four Rangers, each its own way - one
created step by step (ui/ranger_wizard.py), one a ready-made starter (quick start), one brought
from RangersDB. The list shows each Ranger with the way it came; "Start the campaign" is enabled
with 1 to 4 of them.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QPushButton,
    QVBoxLayout,
)

from rangers_qt.app.day_choices import DEFAULT_NAMES
from rangers_qt.campaign.errors import CampaignError
from rangers_qt.campaign.rangersdb import read_deck_file
from rangers_qt.campaign.starters import starter_rangers
from rangers_qt.ui.documents import documents_folder
from rangers_qt.ui.ranger_wizard import RangerWizard
from rangers_qt.ui.start_page import NAME_MAX
from rangers_qt.words import count

MAX_RANGERS = 4


def deck_problems(name: str, problems: list[str]) -> str:
    """Every problem of a refused deck, one per line, as `rangers-qt deck check` lists them."""
    return "\n".join(
        [f"Not imported: {name} has {count(len(problems), 'problem')}", *(f"  - {p}" for p in problems)]
    )


class NewCampaignDialog(QDialog):
    def __init__(self, catalog: Any, parent: Any = None) -> None:
        super().__init__(parent)
        self.catalog = catalog
        self.setWindowTitle("New campaign")
        self.setObjectName("NewCampaignDialog")
        self.decks: list[Any] = []
        self.wizard: Any = None
        self.starters = starter_rangers(catalog)

        lay = QVBoxLayout(self)
        form = QFormLayout()
        self.name = QLineEdit("Lure of the Valley")
        self.name.setObjectName("campaign_name")
        form.addRow("Campaign", self.name)
        lay.addLayout(form)
        lay.addWidget(QLabel("Rangers (1 to 4):"))
        self.list = QListWidget()
        self.list.setObjectName("campaign_rangers")
        lay.addWidget(self.list, 1)

        row = QHBoxLayout()
        self.create_button = QPushButton("Create a Ranger\u2026")
        self.create_button.setObjectName("create_ranger")
        self.create_button.clicked.connect(self.create_ranger)
        self.starter_box = QComboBox()
        self.starter_box.setObjectName("starter_choice")
        for s in self.starters:
            self.starter_box.addItem(s.name, s.key)
        self.starter_name = QLineEdit()
        self.starter_name.setObjectName("starter_name")
        self.starter_name.setMaxLength(NAME_MAX)
        self.starter_name.setPlaceholderText("Ranger's name")
        self.starter_name.setAccessibleName("The ready-made Ranger's name")
        self.starter_button = QPushButton("Add ready-made")
        self.starter_button.setObjectName("add_starter")
        self.starter_button.clicked.connect(self.add_starter)
        self.import_button = QPushButton("Import RangersDB deck\u2026")
        self.import_button.setObjectName("import_deck")
        self.import_button.clicked.connect(self.import_deck)
        self.remove_button = QPushButton("Remove")
        self.remove_button.setObjectName("remove_ranger")
        self.remove_button.clicked.connect(self.remove_selected)
        for w in (
            self.create_button,
            self.starter_box,
            self.starter_name,
            self.starter_button,
            self.import_button,
            self.remove_button,
        ):
            row.addWidget(w)
        lay.addLayout(row)

        quick = QHBoxLayout()
        quick.addWidget(QLabel("Quick start with"))
        self.quick_count = QComboBox()
        self.quick_count.setObjectName("quick_count")
        for n in range(1, MAX_RANGERS + 1):
            self.quick_count.addItem(f"{n} ready-made Ranger{'s' if n > 1 else ''}", n)
        self.quick_count.setCurrentIndex(1)
        self.quick_button = QPushButton("Quick start")
        self.quick_button.setObjectName("quick_start")
        self.quick_button.clicked.connect(self.quick_start)
        quick.addWidget(self.quick_count)
        quick.addWidget(self.quick_button)
        quick.addStretch(1)
        lay.addLayout(quick)

        self.message = QLabel("")
        self.message.setObjectName("campaign_message")
        self.message.setTextFormat(Qt.TextFormat.PlainText)  # deck names are the player's text
        self.message.setWordWrap(True)
        lay.addWidget(self.message)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        self.start_button = self.buttons.addButton(
            "Start the campaign", QDialogButtonBox.ButtonRole.AcceptRole
        )
        self.start_button.setObjectName("start_campaign")
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        lay.addWidget(self.buttons)
        self.resize(720, 460)
        self._refresh()

    # ------------------------------------------------------------------ the list
    def _refresh(self) -> None:
        self.list.clear()
        for deck, how in self.decks:
            self.list.addItem(f"{deck.name} \u2014 {how} ({len(deck.cards)} cards)")
        self.starter_name.setPlaceholderText(self._free_name())
        full = len(self.decks) >= MAX_RANGERS
        for b in (self.create_button, self.starter_button, self.import_button):
            b.setEnabled(not full)
        self.start_button.setEnabled(1 <= len(self.decks) <= MAX_RANGERS)

    def add(self, deck: Any, how: str) -> bool:
        if len(self.decks) >= MAX_RANGERS:
            self.message.setText("A group has at most 4 Rangers")
            return False
        self.decks.append((deck, how))
        self.message.setText(f"{deck.name} joins the group")
        self._refresh()
        return True

    def remove_selected(self) -> None:
        row = self.list.currentRow()
        if 0 <= row < len(self.decks):
            del self.decks[row]
            self._refresh()

    # ------------------------------------------------------------------ ways to add a Ranger
    def create_ranger(self) -> Any:
        """The wizard, window-modal; the Ranger joins when it is finished. Returns it (tests)."""

        wizard = RangerWizard(self.catalog, self)
        wizard.accepted.connect(lambda: self.add(wizard.deck(), "created"))
        self.wizard = wizard
        wizard.open()
        return wizard

    def _free_name(self) -> str:
        """The first of the usual names no Ranger of the group has yet."""
        taken = {deck.name.casefold() for deck, _ in self.decks}
        return next((n for n in DEFAULT_NAMES if n.casefold() not in taken), "")

    def add_starter(self) -> None:
        """The chosen ready-made Ranger, named as typed (else the next usual name): a campaign
        shows a Ranger's name everywhere, and "Explorer / Traveler" was cut on the tracker."""
        key = self.starter_box.currentData()
        for s in self.starters:
            if s.key == key:
                name = self.starter_name.text().strip() or self._free_name() or s.name
                if any(d.name.casefold() == name.casefold() for d, _ in self.decks):
                    self.message.setText(f"The group already has a Ranger named {name}")
                    return
                if self.add(s.deck.model_copy(update={"name": name}), f"ready-made {s.name}"):
                    self.starter_name.clear()

    def quick_start(self) -> None:
        """The first N ready-made Rangers with the usual names, and the campaign starts at once."""
        n = int(self.quick_count.currentData())
        self.decks = [
            (s.deck.model_copy(update={"name": name}), f"ready-made {s.name}")
            for s, name in zip(self.starters[:n], DEFAULT_NAMES, strict=False)
        ]
        self._refresh()
        self.accept()

    def import_deck(self, path: str | None = None) -> bool:
        if not path:
            path, _ = QFileDialog.getOpenFileName(
                self, "Import a RangersDB deck", str(documents_folder()), "RangersDB deck (*.json)"
            )
        if not path:
            return False

        try:
            imported = read_deck_file(self.catalog, path)
        except CampaignError as exc:
            self.message.setText(deck_problems(Path(path).name, exc.problems))
            return False
        return self.add(imported.deck, "imported")

    def chosen(self) -> tuple[str, list[Any]]:
        return self.name.text().strip() or "Lure of the Valley", [d for d, _ in self.decks]
