"""Rules help on everything (issue #31): F1 explains the rule that applies right now, and the
searchable glossary.

- F1 (the ``help`` action) and the phase bar's Help button: the card under the pointer (its
  state's rules and why it offers nothing), else the question on the table. Every card's menu
  has a "Help" entry for that card (ui/parts/card_menus.py).
- Help > Glossary and the start page's Glossary button open the searchable glossary
  (app/glossary.py): type to filter, every entry names its rulebook section.

The words come from the controller (app/rules_help.py, app/refusals.py); this part only shows
them.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6 import QtWidgets  # (classes used late named by module: late_qt.py)
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QDialog, QPushButton, QVBoxLayout, QWidget

from rangers_qt.deferred import Deferred
from rangers_qt.ui.focus_return import FocusReturn
from rangers_qt.ui.parts import WindowPart

if TYPE_CHECKING:
    from rangers_qt.app import glossary
else:  # read when the glossary is opened: not with the first paint (rangers_qt/deferred.py)
    glossary = Deferred("rangers_qt.app.glossary")

#: The QSettings key of the hints switch (default off). Here, not in app/hints.py: the window's
#: shell imports this part before the engine is loaded (tests/ui/test_startup_loading.py).
SETTINGS_KEY = "play/hints"


class GlossaryDialog(QDialog):
    """The glossary with a search box: each keystroke filters the entries (names first)."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("GlossaryDialog")
        self.setWindowTitle("Glossary")
        self.resize(640, 560)
        layout = QVBoxLayout(self)
        self.search = QtWidgets.QLineEdit()
        self.search.setObjectName("GlossarySearch")
        self.search.setPlaceholderText("Search the glossary (a keyword, a zone, a term...)")
        self.search.setClearButtonEnabled(True)
        self.search.setAccessibleName("Search the glossary")
        layout.addWidget(self.search)
        self.text = QtWidgets.QTextBrowser()
        self.text.setObjectName("GlossaryText")
        layout.addWidget(self.text, 1)
        close = QPushButton("Close")
        close.clicked.connect(self.hide)
        layout.addWidget(close)
        self.search.textChanged.connect(self.filter)
        self.filter("")
        self.focus_return = FocusReturn(self)  # closed, the keyboard goes back to its opener

    def filter(self, query: str) -> None:
        self.text.setHtml(glossary.glossary_html(glossary.search(query)))


class RulesHelpPart(WindowPart):
    def __init__(self, window: Any) -> None:
        super().__init__(window)
        self.glossary: GlossaryDialog | None = None
        #: The card under the pointer now (None when the pointer is on no card).
        self.pointer_card: str | None = None
        self.help_action = QAction("Help", self)
        self.help_action.setObjectName("action_rules_help_now")
        self.help_action.setToolTip(
            "The rule that applies now: the card under the pointer, else this question (F1)"
        )
        self.help_action.triggered.connect(self.show_now)
        self.help_button = window.phase_bar.add_action_button(self.help_action)
        self.help_button.setObjectName("RulesHelpButton")
        start = getattr(window, "start", None)
        page = getattr(start, "page", None)
        if page is not None and page.layout() is not None:  # the start page's Glossary button
            self.start_button = QPushButton("G&lossary")  # (Alt+G is the Game menu)
            self.start_button.setObjectName("start_glossary")
            self.start_button.clicked.connect(self.show_glossary)
            page.layout().addWidget(self.start_button)
        # Optional hints while playing (app/hints.py): off unless switched on (QSettings).
        self.hints_action = QAction("&Hints while playing", self)
        self.hints_action.setObjectName("action_hints")
        self.hints_action.setCheckable(True)
        self.hints_action.setToolTip("Name a likely mistake once (a long-shot test that costs fatigue...)")
        self.hints_action.setChecked(_truthy(window.settings.value(SETTINGS_KEY, False)))
        self.hints_action.toggled.connect(self.set_hints)
        window.menus.menus["View"].addAction(self.hints_action)

    def table_built(self) -> None:
        """The table exists now (it is built after the first paint, ui/table_kit.py): follow
        the pointer over its cards. Not in `__init__`, which would build the table too early."""
        self.window.scene.card_hovered.connect(self._on_hovered)
        self.window.scene.card_unhovered.connect(self._on_unhovered)

    def attach(self, controller: Any) -> None:
        controller.set_hints(self.hints_action.isChecked())
        controller.hinted.connect(lambda text: self.status(text, 8000))

    def set_hints(self, on: bool) -> None:
        """The switch (the View menu's, or the guided day's): remembered, and told to the game."""
        self.window.settings.setValue(SETTINGS_KEY, on)
        if self.hints_action.isChecked() != on:
            self.hints_action.setChecked(on)
        if self.controller is not None:
            self.controller.set_hints(on)

    def _on_hovered(self, iid: str, *_: Any) -> None:
        self.pointer_card = iid

    def _on_unhovered(self, *_: Any) -> None:
        self.pointer_card = None

    def show_now(self) -> Any:
        """F1: the card under the pointer, else the question on the table, else how a round goes."""
        c = self.controller
        if c is None:
            return self.window.help.show_topic("round")
        if self.pointer_card is not None and self.pointer_card in c.state.cards:
            return self.show_for_card(self.pointer_card)
        topic = c.prompt_rules()
        return self.window.help.show_page(f"Rules help: {topic.title}", topic.html())

    def show_for_card(self, iid: str) -> Any:
        c = self.controller
        if c is None:
            return None
        topic = c.card_rules(iid)
        return self.window.help.show_page(f"Rules help: {topic.title}", topic.html())

    def show_glossary(self) -> GlossaryDialog:
        if self.glossary is None:
            self.glossary = GlossaryDialog(self.window)
        self.glossary.show()
        self.glossary.raise_()
        self.glossary.search.setFocus()
        return self.glossary


def _truthy(value: object) -> bool:
    """QSettings gives "true"/"false" strings back on some platforms."""
    return value is True or str(value).lower() in ("true", "1")
