"""The manual-effect panel in the window: shown with Ctrl+H (Game > Manual tools), and by itself
when a card waits to be applied by hand. Clicking a card makes it the panel's card; a card's
menu offers "Apply by hand...". No sandbox needed (ui/manual_panel.py says why).
"""

from __future__ import annotations

from typing import Any

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

    def attach(self, controller: Any) -> None:
        old = self.panel
        if old is not None:
            old.hide()
            old.deleteLater()
        panel = ManualPanel(controller)
        action = self.window.actions_["manual_panel"]
        panel.setVisible(action.isChecked())  # before it joins the layout: no relayout while hidden
        layout = self.window.prompt_bar.parentWidget().layout()
        layout.insertWidget(layout.indexOf(self.window.prompt_bar), panel)
        self.panel = panel
        action.setEnabled(True)
        controller.prompt_changed.connect(self._on_prompt)
        self._on_prompt(controller.prompt)

    def set_visible(self, on: bool) -> None:
        if self.panel is not None:
            self.panel.setVisible(on)
            if on and self.panel.card is None and self.window.table.hovered:
                self.panel.set_card(self.window.table.hovered)

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
