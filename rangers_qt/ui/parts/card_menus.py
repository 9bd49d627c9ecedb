"""Cards and Rangers under the pointer: double-click, click, drop, context and sandbox menus,
the full-size card view and the test dialog.

Every entry is one of the prompt's options (answered through the controller) or, with the sandbox
on, a logged manual adjustment; nothing here decides a rule.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QPoint, QPointF, QRect, QTimer
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QDialog, QMenu, QVBoxLayout, QWidget

from rangers_qt.app.table_model import CardView
from rangers_qt.ui.panels import CardPreview
from rangers_qt.ui.parts import WindowPart
from rangers_qt.ui.parts.test_price import price_label, price_tip
from rangers_qt.ui.test_dialog import TestDialog
from rangers_qt.ui.theme import Theme

#: The test dialog's size when there is room, the least height it keeps, its gap to the edges.
DIALOG_SIZE = (560, 520)
MIN_DIALOG_HEIGHT = 340
DIALOG_MARGIN = 8


def _slot(fn: Callable[..., object], *args: object, **fields: object) -> Callable[[], None]:
    """`fn(*args, **fields)` as a menu action's slot, its arguments bound now (a loop's lambda
    with default arguments did the same, but mypy cannot type it against `addAction`)."""

    def slot() -> None:
        fn(*args, **fields)

    return slot


class FullCardView(QDialog):
    """A card shown as large as the window allows (Space); any key or click closes it."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("FullCardView")
        self.setWindowTitle("Card")
        self.preview = CardPreview(self)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(8, 8, 8, 8)
        layout.addWidget(self.preview)

    def show_card(self, card: CardView, theme: Theme) -> None:
        parent = self.parentWidget()
        h = int((parent.height() if parent else 900) * 0.9)
        self.resize(int(h * 63 / 88) + 16, h)
        self.preview.theme = theme
        self.preview.show_card(card)
        self.show()
        self.raise_()

    def keyPressEvent(self, event: Any) -> None:
        self.hide()

    def mousePressEvent(self, event: Any) -> None:
        self.hide()


class CardMenusPart(WindowPart):
    def __init__(self, window: Any) -> None:
        super().__init__(window)
        self.test_dialog: Any = None
        self.full_view: FullCardView | None = None
        self.last_menu: QMenu | None = None
        scene = window.scene
        scene.card_activated.connect(self._on_activate)
        scene.card_clicked.connect(self._on_click)
        scene.card_context.connect(self.card_context)
        scene.ranger_context.connect(self._on_ranger_context)
        scene.drop_requested.connect(self._on_drop)
        scene.ranger_clicked.connect(self._on_ranger_clicked)
        a = window.actions_
        a["test_dialog"].triggered.connect(lambda: self.open_test_dialog())
        a["show_full"].triggered.connect(self.show_full_card)
        a["card_menu"].triggered.connect(self.open_card_menu)

    def attach(self, controller: Any) -> None:
        QTimer.singleShot(0, self, self.prepare_test_dialog)

    def prepare_test_dialog(self) -> None:
        """Build this game's test dialog ahead, hidden, right after the table is shown.

        Why: the first test of a day built it (widgets, style polish, layout) between the Begin
        click and the next frame, 15-20 ms on top of the answer. Built ahead it is the dialog
        every later test uses anyway: it follows each test's events from the start (`TestDialog`)
        and redraws only when shown."""
        if self.controller is None:
            return

        if self.test_dialog is None or self.test_dialog.controller is not self.controller:
            self.test_dialog = TestDialog(self.controller, self.window)
            self.test_dialog.ensurePolished()

    def _answer(self, option_id: str) -> None:
        if self.controller is not None:
            self.controller.answer(option_id)

    # ------------------------------------------------------------------ pointer gestures
    def _on_drop(self, iid: str, area: str, under: str) -> None:
        if self.controller is not None:
            self.controller.request_drop(iid, area, under)

    def _on_ranger_clicked(self, rid: str) -> None:
        if self.controller is not None:
            self.controller.choose_ranger(rid)

    def _on_activate(self, iid: str) -> None:
        c = self.controller
        if c is None or (c.prompt is not None and c.prompt.kind == "mulligan"):
            return  # the mulligan answers single clicks (see _on_click)
        tests = [o for o in c.card_options(iid) if o.kind == "test"]
        others = [o for o in c.card_options(iid) if o.kind != "test"]
        if tests and not others:
            self.open_test_dialog(iid)
            return
        choices = c.activate(iid)
        if choices:
            view, item = self.window.view, self.window.scene.card_item(iid)
            if item is not None:
                self.menu_for(choices, view.mapToGlobal(view.mapFromScene(item.pos())))

    def _on_click(self, iid: str) -> None:
        """A single click sets a card aside during the mulligan (elsewhere a click only hovers)."""
        c = self.controller
        if c is None or c.prompt is None or c.prompt.kind != "mulligan":
            return
        found = [o for o in c.card_options(iid) if o.kind == "choose_card"]
        if found:
            self._answer(found[0].id)

    # ------------------------------------------------------------------ menus
    def menu_for(self, options: list[Any], pos: QPoint, exec_now: bool = True) -> QMenu:
        menu = QMenu(self.window)
        menu.setToolTipsVisible(True)
        for o in options:
            label, tip = o.label, ""
            preview = self.controller.test_preview(o) if o.kind == "test" and self.controller else None
            if preview is not None:  # the price and the chance before anything is spent
                label += price_label(preview)
                tip = price_tip(preview, self.controller.card_name)
            key = self.controller.option_key(o.id) if self.controller else None
            act = menu.addAction(label + (f"\t{key}" if key is not None else ""))  # its number key
            if tip:
                act.setToolTip(tip)
            if preview is not None:  # its price is in the entry: picking it begins the test
                act.triggered.connect(lambda _=False, o=o: self.begin_test(o.target or o.card, o.id))
            else:
                act.triggered.connect(lambda _=False, oid=o.id: self._answer(oid))
        if exec_now and not menu.isEmpty():
            menu.exec(pos)
        return menu

    def card_context(self, iid: str, screen_pos: QPointF) -> None:
        c = self.controller
        if c is None:
            return
        options = c.card_options(iid)
        menu = self.menu_for(options, screen_pos.toPoint(), exec_now=False)
        why = c.why_not(iid) if not options else None
        if why:  # a card with nothing to offer says why, first (issues #29, #31)
            menu.addAction(f"Not now: {why}").setEnabled(False)
        elif options:  # a test or ability on it that the turn leaves out says why too
            for line in c.left_out(iid)[:4]:
                menu.addAction(f"Not now: {line}").setEnabled(False)
        travel = c.travel_note(iid)
        if travel:
            menu.addAction(travel).setEnabled(False)
        if any(o.kind == "test" for o in options):
            menu.addSeparator()
            menu.addAction("Test dialog\u2026", lambda: self.open_test_dialog(iid))
        if c.sandbox:
            if not menu.isEmpty():  # a menu never starts with a separator
                menu.addSeparator()
            self.sandbox_menu(menu, iid)
        if iid in c.table().cards:
            if not menu.isEmpty():
                menu.addSeparator()
            menu.addAction("Apply by hand\u2026", lambda: self.window.manual_tools.show_for(iid))
        rules_help = getattr(self.window, "rules_help", None)
        if rules_help is not None:  # the rule that applies to this card now (issue #31)
            if not menu.isEmpty():
                menu.addSeparator()
            menu.addAction("Help: the rules of this card now\tF1", lambda: rules_help.show_for_card(iid))
        if menu.isEmpty():
            self.status(f"{c.card_name(iid)}: no action now", 4000)
            return
        self.last_menu = menu
        menu.exec(screen_pos.toPoint())

    def _on_ranger_context(self, rid: str, screen_pos: QPointF) -> None:
        menu = QMenu(self.window)
        self.ranger_menu(menu, rid)
        if menu.isEmpty():
            return
        menu.exec(screen_pos.toPoint())

    def ranger_menu(self, menu: QMenu, rid: str) -> None:
        """Options for choosing this ranger, and the sandbox's ranger adjustments."""
        c = self.controller
        if c is None:
            return
        for o in c.options():
            if o.kind == "choose_ranger" and o.target == rid:
                menu.addAction(o.label, _slot(self._answer, o.id))
        if not c.sandbox:
            if menu.isEmpty():
                key = (
                    self.window.action("sandbox").shortcut().toString(QKeySequence.SequenceFormat.NativeText)
                )
                menu.addAction(f"Sandbox off: {key or 'Game > Sandbox'} to adjust by hand").setEnabled(False)
            return
        name = c.ranger_name(rid)
        sub = menu.addMenu(f"Adjust {name} by hand")
        for aspect in ("AWA", "FIT", "FOC", "SPI"):
            sub.addAction(
                f"+1 {aspect} energy",
                _slot(c.manual, action="energy", ranger=rid, aspect=aspect, amount=1),
            )
            sub.addAction(
                f"\u22121 {aspect} energy",
                _slot(c.manual, action="energy", ranger=rid, aspect=aspect, amount=-1),
            )
        sub.addSeparator()
        sub.addAction("Suffer 1 fatigue", lambda: c.manual(action="fatigue", ranger=rid, amount=1))
        sub.addAction("Soothe 1 fatigue", lambda: c.manual(action="soothe", ranger=rid, amount=1))
        sub.addAction("Draw 1 card", lambda: c.manual(action="draw", ranger=rid, amount=1))
        sub.addAction("Injure", lambda: c.manual(action="injure", ranger=rid))
        sub.addAction("Heal an injury", lambda: c.manual(action="heal", ranger=rid))

    def sandbox_menu(self, menu: QMenu, iid: str) -> None:
        c = self.controller
        assert c is not None
        sub = menu.addMenu("Adjust by hand")
        inst = c.state.cards.get(iid)
        if inst is None:
            return
        for token in ("progress", "harm"):
            sub.addAction(
                f"+1 {token}", _slot(c.manual, action="add_tokens", card=iid, token=token, amount=1)
            )
            if inst.tokens.get(token):
                sub.addAction(
                    f"\u22121 {token}",
                    _slot(c.manual, action="remove_tokens", card=iid, token=token, amount=1),
                )
        for token, n in inst.tokens.items():
            if token not in ("progress", "harm") and n:
                sub.addAction(
                    f"\u22121 {token}",
                    _slot(c.manual, action="remove_tokens", card=iid, token=token, amount=1),
                )
        sub.addAction(
            "Ready" if inst.exhausted else "Exhaust",
            lambda: c.manual(action="ready" if inst.exhausted else "exhaust", card=iid),
        )
        sub.addAction("Discard", lambda: c.manual(action="discard", card=iid))
        # A constant effect the engine does not run yet: presence and thresholds by hand.
        model = c.catalog.card(inst.def_id)
        for stat in ("presence", "progress_threshold", "harm_threshold"):
            amount = getattr(model, stat, None)
            if amount is None or getattr(amount, "kind", "fixed") in ("x", "ranger_tokens"):
                continue
            words = stat.replace("_", " ")
            sub.addAction(f"+1 {words}", _slot(c.manual, action="adjust", card=iid, stat=stat, amount=1))
            sub.addAction(
                f"\u22121 {words}", _slot(c.manual, action="adjust", card=iid, stat=stat, amount=-1)
            )
        sub.addSeparator()
        sub.addAction("Move along the way", lambda: c.manual(action="move", card=iid, zone="along_the_way"))
        for r in c.state.rangers:
            sub.addAction(
                f"Move within {r.name}'s reach",
                _slot(c.manual, action="move", card=iid, zone="within_reach", ranger=r.id),
            )

    # ------------------------------------------------------------------ keyboard routes
    def open_card_menu(self) -> None:
        """Keyboard route to everything a right-click offers, for the hovered card."""
        hovered = self.window.table.hovered
        scene, view = self.window.scene, self.window.view
        item = scene.card_item(hovered) if hovered else None
        if item is None:
            self.status("Hover a card, or pick one with Tab, first", 3000)
            return
        centre = view.mapFromScene(item.sceneBoundingRect().center())
        self.card_context(item.iid, QPointF(view.viewport().mapToGlobal(centre)))

    def show_full_card(self) -> None:
        """Space: the hovered card as large as the screen allows, until any key or click."""
        hovered = self.window.table.hovered
        card = self.window.table.find_card(hovered) if hovered else None
        if card is None:
            self.status("Hover a card first", 3000)
            return
        if self.full_view is None:
            self.full_view = FullCardView(self.window)
        self.full_view.show_card(card, self.window.theme)

    def open_test_dialog(self, target: str | None = None, option_id: str | None = None) -> None:
        if self.controller is None:
            return
        self.prepare_test_dialog()
        if not self.test_dialog.isVisible():
            self.test_dialog.setGeometry(beside_hand(self.window))
        self.test_dialog.open_for(target if isinstance(target, str) else self.window.table.hovered, option_id)

    def begin_test(self, target: str | None, option_id: str) -> bool:
        """A test picked where its price was shown (a card's menu): the dialog follows it."""
        self.open_test_dialog(target, option_id)
        return bool(self.test_dialog.begin(option_id))


def beside_hand(window: Any) -> QRect:
    """Where the test dialog goes: the table's top right, ending above the hand, so the cards
    one commits stay in sight (it used to open over the hand)."""
    view = window.view
    top_left = view.mapToGlobal(QPoint(0, 0))
    hand = window.scene.geometry.zones.get("hand")
    room = int(hand.y) if hand is not None else view.height()
    width = min(DIALOG_SIZE[0], max(360, view.width() // 2))
    height = max(MIN_DIALOG_HEIGHT, min(DIALOG_SIZE[1], room - 2 * DIALOG_MARGIN))
    x = top_left.x() + view.width() - width - DIALOG_MARGIN
    return QRect(x, top_left.y() + DIALOG_MARGIN, width, height)
