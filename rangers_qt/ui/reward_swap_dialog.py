"""The reward swaps after camping: up to two reward copies into a Ranger's deck.

Why apart from the tracker sheet (``ui/tracker_dialog.py``, which opens it): a dialog of its own,
with its own checks (``CampaignPlay`` refuses a swap the campaign does not allow).
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QComboBox, QDialog, QFormLayout, QHBoxLayout, QLabel, QPushButton, QVBoxLayout

from rangers_qt.words import count


def card_name(catalog: Any, card_id: str | None) -> str:
    """A card's name in the catalogue, or its id (or "-") when the catalogue has none."""
    card = catalog.cards.get(card_id or "")
    return str(card.name) if card is not None else (card_id or "-")


class RewardSwapDialog(QDialog):
    """After camping: swap up to two reward copies into a deck; displaced cards swap back."""

    def __init__(self, play: Any, parent: Any = None) -> None:
        super().__init__(parent)
        self.play = play
        self.setWindowTitle("Swap rewards")
        self.setObjectName("RewardSwapDialog")
        lay = QVBoxLayout(self)
        form = QFormLayout()
        self.ranger = QComboBox()
        self.ranger.setObjectName("swap_ranger")
        self.add = QComboBox()
        self.add.setObjectName("swap_add")
        self.remove = QComboBox()
        self.remove.setObjectName("swap_remove")
        form.addRow("Ranger", self.ranger)
        form.addRow("Take in", self.add)
        form.addRow("Set aside", self.remove)
        lay.addLayout(form)
        self.left = QLabel("")
        self.left.setTextFormat(Qt.TextFormat.PlainText)  # names are the players' text
        self.left.setObjectName("swaps_left")
        lay.addWidget(self.left)
        row = QHBoxLayout()
        self.swap = QPushButton("Swap")
        self.swap.setObjectName("do_swap")
        self.swap.clicked.connect(self.do_swap)
        done = QPushButton("Done")
        done.clicked.connect(self.accept)
        row.addStretch(1)
        row.addWidget(self.swap)
        row.addWidget(done)
        lay.addLayout(row)
        self.message = QLabel("")
        self.message.setTextFormat(Qt.TextFormat.PlainText)  # names are the players' text
        self.message.setObjectName("swap_message")
        self.message.setWordWrap(True)
        lay.addWidget(self.message)
        self.ranger.currentIndexChanged.connect(self._fill_cards)
        self._fill_rangers()
        self.resize(520, 260)

    def _fill_rangers(self) -> None:
        t = self.play.campaign.tracker
        self.ranger.blockSignals(True)
        self.ranger.clear()
        for r in t.active_rangers():
            self.ranger.addItem(r.name, r.id)
        self.ranger.blockSignals(False)
        self._fill_cards()

    def _fill_cards(self) -> None:
        t, cat = self.play.campaign.tracker, self.play.catalog
        rid = self.ranger.currentData()
        if rid is None:
            return
        r = t.ranger(str(rid))
        self.add.clear()
        self.remove.clear()
        for card_id in t.rewards:
            if r.swaps_left:
                self.add.addItem(f"{card_name(cat, card_id)} (reward)", f"reward:{card_id}")
        for card_id in sorted(set(r.displaced)):
            self.add.addItem(f"{card_name(cat, card_id)} (set aside: swap back)", f"back:{card_id}")
        for card_id in sorted(set(r.deck.cards), key=lambda c: card_name(cat, c)):
            self.remove.addItem(card_name(cat, card_id), card_id)
        self.left.setText(
            f"{r.name} may swap in {count(r.swaps_left, 'more reward card')}; swapping back is free"
        )

    def do_swap(self) -> bool:
        rid, add, remove = self.ranger.currentData(), self.add.currentData(), self.remove.currentData()
        if rid is None or add is None or remove is None:
            self.message.setText("Choose a card to take in and one to set aside")
            return False
        kind, card_id = str(add).split(":", 1)
        before = len(self.play.campaign.data.history)
        errors: list[str] = []
        self.play.failed.connect(errors.append)
        ok: bool
        try:
            if kind == "reward":
                ok = self.play.swap_reward(str(rid), card_id, str(remove))
            else:
                ok = self.play.swap_back(str(rid), card_id, str(remove))
        finally:
            self.play.failed.disconnect(errors.append)
        cat = self.play.catalog
        self.message.setText(
            f"Swapped: {card_name(cat, card_id)} in, {card_name(cat, str(remove))} set aside"
            if ok and len(self.play.campaign.data.history) > before
            else f"Not swapped: {errors[0] if errors else 'refused'}"
        )
        self._fill_cards()
        return ok
