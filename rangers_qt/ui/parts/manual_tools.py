"""The manual-effect panel in the window: shown with Ctrl+H (Game > Manual tools), and by itself
when a card waits to be applied by hand. Clicking a card makes it the panel's card; a card's
menu offers "Apply by hand...". No sandbox needed (ui/manual_panel.py says why).

While the panel is hidden and the table idle, the faces are painted ahead at the size they will
have with the panel open (`ui/face_warmup.py`), so opening it does not paint the table again.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import QBoxLayout

from rangers_qt.ui.face_warmup import FaceWarmup
from rangers_qt.ui.manual_panel import ManualPanel
from rangers_qt.ui.parts import WindowPart

#: Prompt kinds that wait for a card's text applied by hand.
MANUAL_PROMPTS = ("manual_effect",)


class ManualToolsPart(WindowPart):
    def __init__(self, window: Any) -> None:
        super().__init__(window)
        self.panel: ManualPanel | None = None
        action = window.actions_["manual_panel"]
        action.setEnabled(False)
        action.toggled.connect(self.set_visible)
        window.scene.card_clicked.connect(self.choose_card)
        self.warmup = FaceWarmup(window.view, self.panel_height, self)

    def panel_height(self) -> int:
        """The height the panel takes from the table when shown (the window's column has no
        spacing: the table view gives up exactly this)."""
        panel = self.panel
        if panel is None:
            return 0
        hint = panel.sizeHint().height()
        if panel.hasHeightForWidth():  # its rows of tools flow: as tall as the column's width makes them
            column = self.window.prompt_bar.parentWidget()
            assert column is not None  # the prompt bar is always laid out in the table's column
            hint = panel.heightForWidth(column.contentsRect().width())
        return max(panel.minimumHeight(), min(panel.maximumHeight(), hint))

    def attach(self, controller: Any) -> None:
        self.warmup.stop()  # a new game: nothing of the last one is painted any more
        old = self.panel
        if old is not None:
            old.hide()
            old.deleteLater()
        panel = ManualPanel(controller)
        action = self.window.actions_["manual_panel"]
        panel.setVisible(action.isChecked())  # before it joins the layout: no relayout while hidden
        column = self.window.prompt_bar.parentWidget()
        layout = column.layout() if column is not None else None
        assert isinstance(layout, QBoxLayout)  # the table's column (window_shell._lay_out)
        layout.insertWidget(layout.indexOf(self.window.prompt_bar), panel)
        self.panel = panel
        action.setEnabled(True)
        controller.prompt_changed.connect(self._on_prompt)
        controller.table_changed.connect(self._warm_later)
        controller.day_started.connect(self._new_game)
        controller.session_opened.connect(self._new_game)
        self._on_prompt(controller.prompt)
        self._warm_later()

    def _warm_later(self, *_: Any) -> None:
        if self.panel is not None and not self.panel.isVisible():
            self.warmup.schedule()

    def _new_game(self, *_: Any) -> None:
        self.warmup.stop()
        self._warm_later()

    def set_visible(self, on: bool) -> None:
        if on:
            self.warmup.stop()
        if self.panel is not None:
            self.panel.setVisible(on)
            if on and self.panel.card is None and self.window.table.hovered:
                self.panel.set_card(self.window.table.hovered)
            if not on:
                self._warm_later()

    def show_for(self, iid: str | None) -> None:
        """Open the panel on this card."""
        action = self.window.actions_["manual_panel"]
        if not action.isChecked():
            action.setChecked(True)
        if self.panel is not None:
            self.panel.set_card(iid)

    def choose_card(self, iid: str) -> None:
        if self.panel is not None and self.panel.isVisible():
            self.panel.set_card(iid)

    def _on_prompt(self, prompt: Any) -> None:
        if prompt is None or prompt.kind not in MANUAL_PROMPTS:
            return
        card = next((o.card or o.target for o in prompt.options if o.card or o.target), None)
        self.show_for(card)
