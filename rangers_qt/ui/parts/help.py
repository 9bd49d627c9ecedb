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
from typing import Any

from PySide6.QtCore import QUrl
from PySide6.QtGui import QAction, QDesktopServices
from PySide6.QtWidgets import QDialog, QFileDialog, QLabel, QPushButton, QVBoxLayout, QWidget

from rangers_qt.app.guide_links import GUIDE_INDEX_URL, RULES_URL, entries_named, guide_url
from rangers_qt.app.own_card_data import OwnCard, load_own_cards
from rangers_qt.files.bounded_json import FileRefused
from rangers_qt.ui import help_texts
from rangers_qt.ui.parts import WindowPart

CARD_DATA_KEY = "cards/data_file"


def _open_in_browser(url: str) -> bool:
    return bool(QDesktopServices.openUrl(QUrl(url)))


#: Opens an address in the browser; replaced in tests.
open_url: Callable[[str], bool] = _open_in_browser


class HelpPage(QDialog):
    """One help page (rich text in our own words)."""

    def __init__(self, title: str, html: str, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("HelpPage")
        self.setWindowTitle(title)
        self.resize(620, 520)
        layout = QVBoxLayout(self)
        self.text = QLabel(html)
        self.text.setWordWrap(True)
        self.text.setOpenExternalLinks(False)
        layout.addWidget(self.text, 1)
        close = QPushButton("Close")
        close.clicked.connect(self.hide)
        layout.addWidget(close)


class HelpPart(WindowPart):
    def __init__(self, window: Any) -> None:
        super().__init__(window)
        self.own_cards: dict[str, OwnCard] = {}
        self.page: HelpPage | None = None
        self.entry: str | None = None
        menu = next(
            (a.menu() for a in window.menuBar().actions() if a.text().replace("&", "") == "Help"), None
        )
        if menu is None:
            menu = window.menuBar().addMenu("&Help")
        menu.addSeparator()
        for title, html in (
            ("How a round goes", help_texts.ROUND),
            ("The common tests", help_texts.TESTS),
            ("Applying a card by hand", help_texts.MANUAL),
            ("Your own card text and images", help_texts.OWN_DATA),
        ):
            menu.addAction(title, lambda t=title, h=html: self.show_page(t, h))
        menu.addSeparator()
        menu.addAction("Rules reference (online)", lambda: self.open(RULES_URL))
        menu.addAction("Campaign guide (online)", lambda: self.open(GUIDE_INDEX_URL))
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
    def show_page(self, title: str, html: str) -> None:
        if self.page is None:
            self.page = HelpPage(title, html, self.window)
        self.page.setWindowTitle(title)
        self.page.text.setText(html)
        self.page.show()
        self.page.raise_()

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
        path, _ = QFileDialog.getOpenFileName(
            self.window, "Your card data file (JSON)", "", "Card data (*.json);;All files (*)"
        )
        if path:
            self.use_card_data(Path(path))

    def use_card_data(self, path: Path, remember: bool = True) -> bool:
        """Read the player's card data file; on any problem keep what was there and say why."""
        try:
            cards = load_own_cards(path)
        except (FileRefused, OSError, ValueError) as exc:
            self.status(f"Card data not used: {exc}", 10000)
            return False
        self.own_cards = cards
        if remember:
            self.window.settings.setValue(CARD_DATA_KEY, str(path))
        self.status(f"Printed card text from {path.name} ({len(cards)} cards)", 6000)
        return True

    def printed_text(self, card_id: str) -> OwnCard | None:
        return self.own_cards.get(card_id)
