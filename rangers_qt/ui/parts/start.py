"""The start page's part: shows the page while no game is open and acts on its choices.

Each choice goes where the menus would take it (the campaign part, the day flow, help), so the
page adds ways in, not a second copy of the game's set-up. The quick start names its two
ready-made Rangers after the player's words and keeps the campaign in the documents folder
without asking where (the first hour should not begin with a file dialog); Campaign > Save
campaign as moves it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, cast

from rangers_qt.deferred import Deferred
from rangers_qt.ui import documents
from rangers_qt.ui.parts import WindowPart
from rangers_qt.ui.start_page import StartPage

if TYPE_CHECKING:
    from rangers_qt.campaign import starters as campaign_starters
    from rangers_qt.content.catalog import Catalog
else:  # imported when first used: the window's first paint needs no campaign code (rangers_qt/deferred.py)
    campaign_starters = Deferred("rangers_qt.campaign.starters")

#: The campaign a quick start begins (the core set's campaign).
QUICK_CAMPAIGN = "Lure of the Valley"
CAMPAIGN_SUFFIX = ".campaign.json"
#: The page's line while the cards are still being read (`StartPart.show_early`).
READING = "Reading the cards\u2026"


class StartPart(WindowPart):
    def __init__(self, window: Any) -> None:
        super().__init__(window)
        self.page = StartPage(window.view)
        self.page.continue_campaign.connect(self._continue)
        self.page.quick_start.connect(self.quick_start)
        self.page.new_campaign.connect(lambda: window.campaign.new_campaign())
        self.page.open_campaign.connect(lambda: window.campaign.open_campaign())
        self.page.one_off_day.connect(lambda: window.day_flow.open_new_day_dialog())
        self.page.how_to_play.connect(lambda: window.help.show_topic("round"))
        self._starters: list[Any] = []

    def attach(self, controller: Any) -> None:
        self.page.hide()

    # ------------------------------------------------------------------ showing the page
    def show_early(self) -> None:
        """The page at the window's first paint, before the cards are read (issue #28): every
        way in but the quick start, whose Rangers come from the cards, and Continue, whose
        list is read with the campaign package; `show_start` fills both in once they load.
        A choice made meanwhile reads what it needs at once."""
        self._show_bare()
        self.page.set_starters([])
        self.page.set_continue(None)
        self.page.say(READING)
        self.page.show_page()

    def _show_bare(self) -> None:
        w = self.window
        w.loading.hide()
        w.view.set_cloth_only(True)
        w.prompt_bar.set_prompt("No game open: choose how to begin", [])

    def show_start(self) -> None:
        """No game is open: the page, filled with the last campaign and the ready-made Rangers."""
        w = self.window
        self._show_bare()
        if self.page.message.text() == READING:
            self.page.say("")
        if not self._starters and w.game.has_catalog:
            self._starters = campaign_starters.starter_rangers(cast("Catalog", w.game.catalog))
        self.page.set_starters([(s.key, s.name) for s in self._starters])
        last = next(iter(w.campaign.recent().existing()), None)
        if last is None:
            self.page.set_continue(None)
        else:
            who = ", ".join(last.rangers)
            self.page.set_continue(last.path, f"\u201c{last.name}\u201d \u2014 day {last.day} ({who})")
        self.page.show_page()
        w.loading_part.mark_ready()

    @property
    def showing(self) -> bool:
        return self.page.isVisible()

    # ------------------------------------------------------------------ choices
    def _continue(self, path: str) -> None:
        if not self.window.campaign.open_path(path):
            self.page.say(self.window.statusBar().currentMessage() or "Could not open it")

    def quick_start(self, rangers: list[tuple[str, str]]) -> bool:
        """A new campaign with these (name, starter key) Rangers, kept in the documents folder."""
        by_key = {s.key: s for s in self._starters}
        decks = [by_key[key].deck.model_copy(update={"name": name}) for name, key in rangers if key in by_key]
        if len(decks) != len(rangers):
            self.page.say("Choose a ready-made Ranger for each name.")
            return False
        path = documents.fresh_path(QUICK_CAMPAIGN, CAMPAIGN_SUFFIX)
        if not self.window.campaign.start_new(QUICK_CAMPAIGN, decks, str(path)):
            self.page.say(self.window.statusBar().currentMessage() or "Could not start it")
            return False
        return True
