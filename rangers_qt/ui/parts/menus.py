"""Menus and actions: the menu bar, the phase bar's buttons and the window-wide actions.

Owns undo, redo, rest, done, the sandbox switch, save and open, zoom, the theme, the card images
folder and the shortcuts dialog; keeps undo/redo and the sandbox switch in step with the
controller's `history_changed` and `sandbox_changed`. Actions of other parts (the test dialog,
new day...) are wired by those parts and only placed in the menus here.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6 import QtWidgets  # (classes used late named by module: late_qt.py)
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QMenu, QMenuBar

from rangers_qt.deferred import Deferred
from rangers_qt.ui.documents import documents_folder, suggested
from rangers_qt.ui.parts import WindowPart
from rangers_qt.ui.theme import THEMES

if TYPE_CHECKING:
    from rangers_qt.campaign import errors as campaign_errors
    from rangers_qt.ui import review_window, shortcuts_dialog
else:  # imported when first used: the window's first paint needs none of them (rangers_qt/deferred.py)
    campaign_errors = Deferred("rangers_qt.campaign.errors")
    review_window = Deferred("rangers_qt.ui.review_window")
    shortcuts_dialog = Deferred("rangers_qt.ui.shortcuts_dialog")

#: QSettings key: the player's choice to let optional responses pass by themselves, applied to
#: every game put on the table (it is a logged adjustment of that game, so undo and replay agree).
AUTO_PASS_KEY = "play/auto_pass"

ZOOM_STEPS = (0.7, 0.8, 0.9, 1.0, 1.12, 1.25, 1.4, 1.6, 1.8)

GAME_MENU = (
    "new_day",
    "day_summary",
    None,
    "save",
    "open",
    None,
    "undo",
    "redo",
    "undo_turn",
    None,
    "rest",
    "end_turn",
    "test_dialog",
    None,
    "sandbox",
    "manual_panel",
    "auto_pass",
    None,
    "campaign_review",
    None,
    "quit",
)
VIEW_MENU = ("zoom_in", "zoom_out", "zoom_reset", None, "side_panel", "theme", "image_folder", "card_data")
#: Buttons at the right of the phase bar: (action, icon).
BAR_BUTTONS = (
    ("undo", None),
    ("redo", None),
    ("rest", "fatigue"),
    ("end_turn", None),
    ("sandbox", None),
)


class MenusPart(WindowPart):
    def __init__(self, window: Any) -> None:
        super().__init__(window)
        self.review: Any = None  # the campaign review window, once opened
        a = window.actions_
        bar = QMenuBar()  # made here, not by Qt (window_shell.py says why)
        window.setMenuBar(bar)
        # Campaign before View, Help last (as the platforms expect); the campaign and help parts
        # fill their own menus.
        self.menus: dict[str, Any] = {}
        for title, names in (("&Game", GAME_MENU), ("&Campaign", ()), ("&View", VIEW_MENU), ("&Help", ())):
            menu = QMenu(title, bar)
            bar.addMenu(menu)
            key = title.replace("&", "")
            menu.setObjectName(f"{key}Menu")
            self.menus[key] = menu
            for name in names:
                if name is None:
                    menu.addSeparator()
                else:
                    menu.addAction(a[name])
        for name, icon in BAR_BUTTONS:
            window.phase_bar.add_action_button(a[name], icon)

        a["undo"].triggered.connect(lambda: self._call("undo"))
        a["redo"].triggered.connect(lambda: self._call("redo"))
        a["undo_turn"].triggered.connect(lambda: self._call("undo_turn"))
        a["rest"].triggered.connect(lambda: self._call("rest"))
        a["end_turn"].triggered.connect(lambda: self._call("done"))
        a["sandbox"].toggled.connect(self._sandbox_toggled)
        a["auto_pass"].setChecked(self._saved_auto_pass())
        a["auto_pass"].toggled.connect(self._auto_pass_toggled)
        a["save"].triggered.connect(self.save_day)
        a["open"].triggered.connect(self.open_day)
        a["campaign_review"].triggered.connect(self.campaign_review)
        a["quit"].triggered.connect(window.close)
        a["zoom_in"].triggered.connect(lambda: self.zoom_by(+1))
        a["zoom_out"].triggered.connect(lambda: self.zoom_by(-1))
        a["zoom_reset"].triggered.connect(lambda: self.set_zoom(1.0))
        a["theme"].setChecked(window.theme.name == "light")
        a["theme"].toggled.connect(
            lambda light: window.apply_theme(THEMES["light" if light else "dark"], save=True)
        )
        a["image_folder"].triggered.connect(self.choose_image_folder)
        a["side_panel"].setChecked(window.side.isVisibleTo(window))
        a["side_panel"].toggled.connect(lambda on: window.set_side_panel(on))
        a["shortcuts"].triggered.connect(self.show_shortcuts)
        # Zoom also on the plain + and - keys (UI.md), as secondary shortcuts.
        a["zoom_in"].setShortcuts([*a["zoom_in"].shortcuts(), QKeySequence("+"), QKeySequence("=")])
        a["zoom_out"].setShortcuts([*a["zoom_out"].shortcuts(), QKeySequence("-")])

    def attach(self, controller: Any) -> None:
        controller.sandbox_changed.connect(self._on_sandbox)
        controller.history_changed.connect(self._on_history)
        if self._saved_auto_pass() and not controller.auto_pass:
            controller.set_auto_pass(True)
        self._on_history(controller.session.can_undo(), controller.session.can_redo())

    # ------------------------------------------------------------------ game actions
    def _call(self, name: str) -> None:
        c = self.controller
        if c is not None:
            getattr(c, name)()

    def _sandbox_toggled(self, on: bool) -> None:
        if self.controller is not None:
            self.controller.set_sandbox(on)

    def _saved_auto_pass(self) -> bool:
        return str(self.window.settings.value(AUTO_PASS_KEY, "false")).lower() == "true"

    def _auto_pass_toggled(self, on: bool) -> None:
        """Why a setting and not only a game adjustment: players who turn prompts off want them off
        in the next day too (prompt fatigue is the first complaint about rules-enforced engines)."""
        self.window.settings.setValue(AUTO_PASS_KEY, "true" if on else "false")
        c = self.controller
        if c is not None and c.auto_pass != on:
            c.set_auto_pass(on)
            self.status(
                "Optional responses now pass by themselves" if on else "Optional responses are offered again",
                4000,
            )

    def _on_sandbox(self, on: bool) -> None:
        self.window.phase_bar.sandbox_label.setVisible(on)
        action = self.window.actions_["sandbox"]
        if action.isChecked() != on:
            action.setChecked(on)

    def _on_history(self, can_undo: bool, can_redo: bool) -> None:
        a = self.window.actions_
        a["undo"].setEnabled(can_undo)
        a["undo_turn"].setEnabled(can_undo)
        a["redo"].setEnabled(can_redo)
        # Undo or redo can take the auto-pass adjustment back: the tick shows this game's setting.
        c = self.controller
        if c is not None and a["auto_pass"].isChecked() != c.auto_pass:
            a["auto_pass"].blockSignals(True)
            a["auto_pass"].setChecked(c.auto_pass)
            a["auto_pass"].blockSignals(False)

    def save_day(self) -> None:
        if self.controller is None:
            return
        path, _ = QtWidgets.QFileDialog.getSaveFileName(
            self.window, "Save day", suggested("day", ".rangers.json"), "Rangers day (*.json)"
        )
        if path:
            try:
                self.controller.save(path)
            except OSError as exc:
                self.status(f"Could not save: {exc}", 8000)
            else:
                self.window.campaign.play.mark_day_saved()

    def open_day(self) -> None:
        if self.controller is None or not self.window.campaign.may_discard("open a day"):
            return
        path, _ = QtWidgets.QFileDialog.getOpenFileName(
            self.window, "Open day", str(documents_folder()), "Rangers day (*.json)"
        )
        if path and self.window.game.open(path):
            self.window.campaign.play.leave()

    def campaign_review(self) -> None:
        """The review of the open campaign (``--campaign PATH``), else of a campaign file chosen here."""
        path = getattr(self.window.game, "campaign_path", None)
        if not path:
            path, _ = QtWidgets.QFileDialog.getOpenFileName(
                self.window, "Review a campaign", str(documents_folder()), "Rangers campaign (*.json)"
            )
        if not path:
            return
        try:
            self.review = review_window.open_review(
                path, self.window.theme, open_branch=self.window.campaign.open_campaign
            )
        except campaign_errors.CampaignError as exc:
            self.status(f"Cannot review the campaign: {exc}", 8000)
            return
        self.review.show()

    # ------------------------------------------------------------------ view
    def set_zoom(self, zoom: float) -> None:
        view = self.window.view
        view.zoom = max(ZOOM_STEPS[0], min(ZOOM_STEPS[-1], zoom))
        view.relayout()
        self.status(f"Zoom {round(view.zoom * 100)}%", 2000)

    def zoom_by(self, direction: int) -> None:
        zoom = self.window.view.zoom
        current = min(range(len(ZOOM_STEPS)), key=lambda i: abs(ZOOM_STEPS[i] - zoom))
        self.set_zoom(ZOOM_STEPS[max(0, min(len(ZOOM_STEPS) - 1, current + direction))])

    def choose_image_folder(self) -> None:
        title = "Folder of your card images (named by card id)"
        folder = QtWidgets.QFileDialog.getExistingDirectory(self.window, title)
        self.window.set_image_folder(Path(folder) if folder else None)

    def show_shortcuts(self) -> None:

        shortcuts_dialog.ShortcutsDialog(self.window.actions_, self.window).exec()
