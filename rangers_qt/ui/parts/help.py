"""Help in our own words, the rules reference and campaign guide one click away, and the
player's own card data file.

- Help menu: how a round goes, the common tests, applying a card by hand, bringing your own card
  text and images (ui/help_texts.py), and links to the publisher's rules reference and campaign
  guide (app/guide_links.py), opened with `QDesktopServices`.
- Whenever the prompt or the latest events name a campaign guide entry, a status-bar button
  "Guide entry N online" opens the online guide at that entry (or its index). No guide text is
  shipped or shown.
- View > Card data file: a JSON file of the community card data the player owns; its printed
  text is shown in the card details (app/own_card_data.py). Remembered in QSettings.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6 import QtCore, QtGui, QtWidgets  # (classes used late named by module: late_qt.py)
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QDialog, QPushButton, QVBoxLayout, QWidget

from rangers_qt.app.guide_links import GUIDE_INDEX_URL, RULES_URL, entries_named, guide_url
from rangers_qt.deferred import Deferred
from rangers_qt.ui import help_pages, help_texts
from rangers_qt.ui.focus_return import FocusReturn
from rangers_qt.ui.parts import WindowPart

if TYPE_CHECKING:
    from rangers_qt.app import own_card_data
    from rangers_qt.app.own_card_data import OwnCard
    from rangers_qt.files import bounded_json
else:  # read when a player loads their own card text: not with the first paint (rangers_qt/deferred.py)
    own_card_data = Deferred("rangers_qt.app.own_card_data")
    bounded_json = Deferred("rangers_qt.files.bounded_json")

CARD_DATA_KEY = "cards/data_file"


def _open_in_browser(url: str) -> bool:
    return bool(QtGui.QDesktopServices.openUrl(QtCore.QUrl(url)))


#: Opens an address in the browser; replaced in tests.
open_url: Callable[[str], bool] = _open_in_browser


class HelpPage(QDialog):
    """One help page, rendered as rich text (a QTextBrowser: a plain label showed the markup)."""

    def __init__(self, title: str, html: str, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("HelpPage")
        self.setWindowTitle(title)
        self.resize(660, 560)
        layout = QVBoxLayout(self)
        self.text = QtWidgets.QTextBrowser()
        self.text.setObjectName("HelpText")
        self.text.setOpenExternalLinks(False)
        self.text.setOpenLinks(False)
        self.text.anchorClicked.connect(lambda url: open_url(url.toString()))
        self.text.setHtml(html)
        layout.addWidget(self.text, 1)
        close = QPushButton("Close")
        close.clicked.connect(self.hide)
        layout.addWidget(close)
        self.focus_return = FocusReturn(self)  # closed, the keyboard goes back to its opener


#: The help topics: key -> (menu text with its mnemonic, page title, the page or its builder).
TOPICS: dict[str, tuple[str, str, str]] = {
    "round": ("How a &round goes", "How a round goes", help_texts.ROUND),
    "tests": ("The common &tests", "The common tests", help_texts.TESTS),
    "keywords": ("Key&words", "Keywords", help_pages.KEYWORDS),
    "glossary": ("&Glossary", "Glossary", help_pages.GLOSSARY),
    "manual": ("Applying a card by &hand", "Applying a card by hand", help_texts.MANUAL),
    "own_data": ("Your own card text and &images", "Your own card text and images", help_texts.OWN_DATA),
}


class HelpPart(WindowPart):
    def __init__(self, window: Any) -> None:
        super().__init__(window)
        self.own_cards: dict[str, OwnCard] = {}
        self.page: HelpPage | None = None
        self.entry: str | None = None
        menu = window.menus.menus["Help"]
        a = window.actions_
        # F1: the rule that applies now (ui/parts/rules_help.py, made after this part).
        a["help"].triggered.connect(lambda: window.rules_help.show_now())
        menu.addAction(a["help"])
        for key, (text, _, _) in TOPICS.items():
            if key == "glossary":  # the searchable glossary (issue #31)
                action = menu.addAction(text, lambda: window.rules_help.show_glossary())
            else:
                action = menu.addAction(text, lambda k=key: self.show_topic(k))
            action.setObjectName(f"action_help_{key}")
        menu.addSeparator()
        a["shortcut_list"].triggered.connect(self.show_shortcut_list)
        menu.addAction(a["shortcut_list"])
        menu.addAction(a["shortcuts"])
        menu.addSeparator()
        menu.addAction("R&ules reference (online)", lambda: self.open(RULES_URL))
        menu.addAction("&Campaign guide (online)", lambda: self.open(GUIDE_INDEX_URL))
        menu.addSeparator()
        a["about"].setMenuRole(QAction.MenuRole.AboutRole)
        a["about"].triggered.connect(self.show_about)
        menu.addAction(a["about"])
        # In the phase bar, not the status bar: a status bar that grows when it appears would
        # shift the table under the pointer.
        self.guide_action = QAction("Guide entry", self)
        self.guide_action.setObjectName("action_guide_entry")
        self.guide_action.setToolTip("Open the publisher's online campaign guide at this entry")
        self.guide_action.triggered.connect(self.open_entry)
        self.guide_button = window.phase_bar.add_action_button(self.guide_action, "guide")
        self.guide_button.setObjectName("GuideLink")
        self.guide_button.setVisible(False)
        window.actions_["card_data"].triggered.connect(self.choose_card_data)
        saved = str(window.settings.value(CARD_DATA_KEY, "") or "")
        if saved:
            self.use_card_data(Path(saved), remember=False)

    def attach(self, controller: Any) -> None:
        controller.prompt_changed.connect(self._on_prompt)
        controller.events.connect(self._on_events)
        self._on_prompt(controller.prompt)

    # ------------------------------------------------------------------ pages and links
    def show_page(self, title: str, html: str) -> HelpPage:
        if self.page is None:
            self.page = HelpPage(title, html, self.window)
        self.page.setWindowTitle(title)
        self.page.text.setHtml(html)
        self.page.show()
        self.page.raise_()
        return self.page

    def show_topic(self, key: str) -> HelpPage:
        _, title, html = TOPICS[key]
        return self.show_page(title, html)

    def show_shortcut_list(self) -> HelpPage:
        """Built from the actions now, so a rebound key shows as bound."""
        return self.show_page("Keyboard shortcuts", help_pages.shortcut_html(self.window.actions_))

    def show_about(self) -> HelpPage:
        return self.show_page("About Rangers Qt", help_pages.about_html())

    def open(self, url: str) -> None:
        if not open_url(url):
            self.status(f"Could not open the browser: {url}", 8000)

    def open_entry(self) -> None:
        self.open(guide_url(self.entry))

    def show_entry(self, entry: str | None) -> None:
        self.entry = entry
        self.guide_button.setVisible(entry is not None)
        if entry is not None:
            self.guide_action.setText(f"Guide {entry} \u2197")
            self.guide_action.setToolTip(f"Open campaign guide entry {entry} in the publisher's online guide")

    def _on_prompt(self, prompt: Any) -> None:
        if prompt is None:
            return
        named = entries_named(" ".join([prompt.title, *(o.label for o in prompt.options)]))
        if named:
            self.show_entry(named[0])

    def _on_events(self, events: list[Any]) -> None:
        for ev in reversed(events):
            entry = getattr(ev, "guide_entry", None)
            if entry:
                self.show_entry(str(entry))
                return

    # ------------------------------------------------------------------ own card data
    def choose_card_data(self) -> None:
        path, _ = QtWidgets.QFileDialog.getOpenFileName(
            self.window, "Your card data file (JSON)", "", "Card data (*.json);;All files (*)"
        )
        if path:
            self.use_card_data(Path(path))

    def use_card_data(self, path: Path, remember: bool = True) -> bool:
        """Read the player's card data file; on any problem keep what was there and say why."""
        try:
            cards = own_card_data.load_own_cards(path)
        except (bounded_json.FileRefused, OSError, ValueError) as exc:
            self.status(f"Card data not used: {exc}", 10000)
            return False
        self.own_cards = cards
        if remember:
            self.window.settings.setValue(CARD_DATA_KEY, str(path))
        self.status(f"Printed card text from {path.name} ({len(cards)} cards)", 6000)
        return True

    def printed_text(self, card_id: str) -> OwnCard | None:
        return self.own_cards.get(card_id)
