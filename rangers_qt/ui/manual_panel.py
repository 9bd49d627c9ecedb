"""The manual-effect panel: inline tools for what a card's text asks, without the sandbox.

Why: most card text is applied by hand. The sandbox (Ctrl+M) and a right-click menu made every
such step a hunt, and only progress and harm could be added. Here the tools sit in one strip:
any token kind +/-, exhaust and ready, discard, move to any zone, and for a ranger fatigue,
soothe, draw, injure and heal. Each button is one `ManualAdjust` through the controller's
`by_hand` (logged in words, undoable, replayed from a save). A refused adjustment shows the
engine's reason in the panel itself, next to the tool that was refused.

The panel acts on one card (`set_card`: the card clicked, or the one the prompt is about) and one
ranger (the card's owner or area, else the active ranger). The sandbox stays for free play.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import (
    QComboBox,
    QFrame,
    QLabel,
    QPushButton,
    QSizePolicy,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from rangers_qt.app.manual_tools import (
    MOVE_ZONES,
    catalogue_token_kinds,
    own_token_kind,
    token_choices,
)
from rangers_qt.ui.flow_layout import FlowLayout


def _button(text: str, name: str, tip: str) -> QPushButton:
    button = QPushButton(text)
    button.setObjectName(name)
    button.setToolTip(tip)
    button.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
    button.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
    return button


class ManualPanel(QFrame):
    """Tools for applying a card's text by hand. Emits `applied` after each accepted adjustment."""

    applied = Signal(str)  # the log line's words

    def __init__(self, controller: Any, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("ManualPanel")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.controller = controller
        self.card: str | None = None
        self._refusal: str | None = None
        self._kinds = catalogue_token_kinds(controller.catalog)

        outer = QVBoxLayout(self)
        outer.setContentsMargins(8, 4, 8, 4)
        outer.setSpacing(2)

        card_row = QWidget()
        flow = FlowLayout(card_row, spacing=4)
        self.card_label = QLabel("No card chosen: click a card")
        self.card_label.setObjectName("manual_card")
        self.card_label.setTextFormat(Qt.TextFormat.PlainText)
        flow.addWidget(self.card_label)
        self.token_kind = QComboBox()
        self.token_kind.setObjectName("manual_token_kind")
        self.token_kind.setEditable(True)  # any kind a card names, even one we do not list
        self.token_kind.setInsertPolicy(QComboBox.InsertPolicy.NoInsert)
        self.token_kind.setMinimumContentsLength(9)
        self.token_kind.setToolTip(
            "Token kind: those on the card first, then its own, progress, harm, all others"
        )
        flow.addWidget(self.token_kind)
        self.token_remove = _button("\u2212 token", "manual_token_remove", "Remove one token of this kind")
        self.token_add = _button("+ token", "manual_token_add", "Add one token of this kind")
        self.exhaust = _button("Exhaust", "manual_exhaust", "Exhaust the card (turn it sideways)")
        self.ready = _button("Ready", "manual_ready", "Ready the card")
        self.discard = _button("Discard", "manual_discard", "Discard the card")
        self.move_zone = QComboBox()
        self.move_zone.setObjectName("manual_move_zone")
        self.move_zone.setToolTip("Where Move puts the card")
        self.move_button = _button("Move", "manual_move", "Move the card to the chosen zone")
        for widget in (self.token_remove, self.token_add, self.exhaust, self.ready, self.discard):
            flow.addWidget(widget)
        flow.addWidget(QLabel("to"))
        flow.addWidget(self.move_zone)
        flow.addWidget(self.move_button)
        outer.addWidget(card_row)

        ranger_row = QWidget()
        rflow = FlowLayout(ranger_row, spacing=4)
        self.ranger = QComboBox()
        self.ranger.setObjectName("manual_ranger")
        self.ranger.setToolTip("The ranger the tools below act on")
        self.amount = QSpinBox()
        self.amount.setObjectName("manual_amount")
        self.amount.setRange(1, 20)
        self.amount.setToolTip("How many (tokens, fatigue, soothe, draw)")
        self.fatigue = _button("Fatigue", "manual_fatigue", "The ranger suffers this much fatigue")
        self.soothe = _button("Soothe", "manual_soothe", "The ranger soothes this much fatigue")
        self.draw = _button("Draw", "manual_draw", "The ranger draws this many cards")
        self.injure = _button("Injure", "manual_injure", "The ranger suffers an injury")
        self.heal = _button("Heal", "manual_heal", "The ranger heals an injury")
        rflow.addWidget(self.ranger)
        rflow.addWidget(QLabel("\u00d7"))
        rflow.addWidget(self.amount)
        for widget in (self.fatigue, self.soothe, self.draw, self.injure, self.heal):
            rflow.addWidget(widget)
        outer.addWidget(ranger_row)

        self.message = QLabel("")
        self.message.setObjectName("manual_message")
        self.message.setWordWrap(True)
        self.message.setTextFormat(Qt.TextFormat.PlainText)
        outer.addWidget(self.message)

        self.token_add.clicked.connect(lambda: self._token("add_tokens"))
        self.token_remove.clicked.connect(lambda: self._token("remove_tokens"))
        self.exhaust.clicked.connect(lambda: self._card_action("exhaust"))
        self.ready.clicked.connect(lambda: self._card_action("ready"))
        self.discard.clicked.connect(lambda: self._card_action("discard"))
        self.move_button.clicked.connect(self._move)
        self.fatigue.clicked.connect(lambda: self._ranger_action("fatigue", amount=True))
        self.soothe.clicked.connect(lambda: self._ranger_action("soothe", amount=True))
        self.draw.clicked.connect(lambda: self._ranger_action("draw", amount=True))
        self.injure.clicked.connect(lambda: self._ranger_action("injure"))
        self.heal.clicked.connect(lambda: self._ranger_action("heal"))
        controller.refused.connect(self._on_refused)
        controller.state_changed.connect(self._on_state_changed)
        self._stale = False  # the state changed while the panel was hidden
        self.refresh()

    def _on_state_changed(self, _changes: object) -> None:
        # Hidden most of the day: refilling its lists (two combo boxes cleared and filled) on
        # every answer cost about 1 ms for nothing. It is refilled when it shows again.
        if self.isVisible():
            self.refresh()
        else:
            self._stale = True

    def showEvent(self, event: QShowEvent) -> None:
        if self._stale:
            self.refresh()
        super().showEvent(event)

    # ------------------------------------------------------------------ what it acts on
    def set_card(self, iid: str | None) -> None:
        """Act on this card (None: only the ranger tools); its ranger becomes the ranger chosen."""
        self.card = iid
        table = self.controller.table()
        if iid is not None and table is not None:
            owner = self._ranger_of(iid)
            if owner is not None:
                self.set_ranger(owner)
        self.message.clear()
        self.refresh()

    def set_ranger(self, rid: str) -> None:
        k = self.ranger.findData(rid)
        if k >= 0:
            self.ranger.setCurrentIndex(k)

    def _ranger_of(self, iid: str) -> str | None:
        table = self.controller.table()
        where = table.where(iid) or ""
        _zone, _, rid = where.partition(":")
        if rid:
            return rid
        card = table.cards.get(iid)
        return card.owner if card is not None else None

    def refresh(self) -> None:
        """Refill the choices from the table (rangers, zones, token kinds) and enable what applies."""
        self._stale = False
        table = self.controller.table()
        rangers = [(r.id, r.name) for r in table.rangers] if table is not None else []
        chosen = self.ranger.currentData()
        self.ranger.blockSignals(True)
        self.ranger.clear()
        for rid, name in rangers:
            self.ranger.addItem(name, rid)
        k = self.ranger.findData(chosen) if chosen is not None else -1
        if k < 0 and table is not None and table.active_ranger:
            k = self.ranger.findData(table.active_ranger)
        self.ranger.setCurrentIndex(max(0, k))
        self.ranger.blockSignals(False)

        zone_choice = self.move_zone.currentData()
        self.move_zone.clear()
        for zone, per_ranger, words in MOVE_ZONES:
            if per_ranger:
                for rid, name in rangers:
                    self.move_zone.addItem(f"{words} {name}", f"{zone}:{rid}")
            else:
                self.move_zone.addItem(words, zone)
        k = self.move_zone.findData(zone_choice) if zone_choice is not None else -1
        self.move_zone.setCurrentIndex(max(0, k))

        card = self.card if table is not None and self.card in table.cards else None
        if card is None and self.card is not None and table is not None:
            self.card = None  # it left the table (an undo took it back out of the game)
        kind_text = self.token_kind.currentText()
        own = own_token_kind(self.controller.catalog, table.cards[card].face.card_id) if card else None
        choices = token_choices(table, card, own, self._kinds)
        self.token_kind.blockSignals(True)
        self.token_kind.clear()
        self.token_kind.addItems(choices)
        self.token_kind.setCurrentText(kind_text if kind_text in choices else (choices[0] if choices else ""))
        self.token_kind.blockSignals(False)

        if card is None:
            self.card_label.setText("No card chosen: click a card")
        else:
            view = table.cards[card]
            tokens = ", ".join(f"{n} {name}" for name, n in view.tokens)
            state = "exhausted" if view.exhausted else "ready"
            self.card_label.setText(f"{view.face.name} ({state}{', ' + tokens if tokens else ''})")
        for widget in (
            self.token_kind,
            self.token_add,
            self.token_remove,
            self.exhaust,
            self.ready,
            self.discard,
            self.move_zone,
            self.move_button,
        ):
            widget.setEnabled(card is not None)
        for control in (
            self.ranger,
            self.amount,
            self.fatigue,
            self.soothe,
            self.draw,
            self.injure,
            self.heal,
        ):
            control.setEnabled(bool(rangers))

    # ------------------------------------------------------------------ the tools
    def _apply(self, **fields: Any) -> bool:
        self._refusal = None
        ok = bool(self.controller.by_hand(**fields))
        if ok:
            log = self.controller.session.log
            words = self.controller.entry_words(log[-1]) if log else ""
            self.message.setStyleSheet("")
            self.message.setText(f"Done: {words}" if words else "Done")
            self.applied.emit(words)
        else:
            self.message.setStyleSheet("color: #e07a6a;")
            self.message.setText(f"Not done: {self._refusal or 'refused'}")
        return ok

    def _on_refused(self, reason: str) -> None:
        self._refusal = reason

    def _token(self, action: str) -> None:
        kind = self.token_kind.currentText().strip().lower().replace(" ", "_")
        if not kind:
            self.message.setText("Not done: give a token kind")
            return
        self._apply(action=action, card=self.card, token=kind, amount=self.amount.value())

    def _card_action(self, action: str) -> None:
        self._apply(action=action, card=self.card)

    def _move(self) -> None:
        data = self.move_zone.currentData()
        if not data:
            return
        zone, _, rid = str(data).partition(":")  # "along_the_way" or "within_reach:r1"
        self._apply(action="move", card=self.card, zone=zone, ranger=rid or None)

    def _ranger_action(self, action: str, amount: bool = False) -> None:
        rid = self.ranger.currentData()
        fields: dict[str, Any] = {"action": action, "ranger": rid}
        if amount:
            fields["amount"] = self.amount.value()
        self._apply(**fields)
