"""The game log: a line per answer, event, adjustment and round header; double-click goes back.

Redraws only on a log change (`log_appended`): an answer that adds no line touches nothing
here. A new day starts a fresh log; an opened day shows its whole day so far: each saved answer
with what it did (app/day_history.py replays them for their events; answers alone if it cannot).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from rangers_qt.app.log_sections import SAID_BY_HEADER
from rangers_qt.deferred import Deferred
from rangers_qt.ui.parts import WindowPart

if TYPE_CHECKING:
    from rangers_qt.app import day_history
else:  # it imports the engine: read only when a day's log is shown, not when the table is built
    day_history = Deferred("rangers_qt.app.day_history")


class LogPart(WindowPart):
    def __init__(self, window: Any) -> None:
        super().__init__(window)
        window.log_panel.moment_chosen.connect(self._back_to_moment)

    def attach(self, controller: Any) -> None:
        controller.log_appended.connect(self._on_log)
        controller.day_started.connect(self._on_day_started)
        controller.session_opened.connect(self._show_session)
        if controller.session.log:
            self._show_session(clear=False)
        else:
            self.window.log_panel.append_line(self.day_line(), "event")

    def day_line(self) -> str:
        c = self.controller
        assert c is not None
        names = [c.card_name(i) for i in c.state.surroundings]
        rangers = ", ".join(r.name for r in c.state.rangers)
        return f"A new day: {rangers} at " + " \u00b7 ".join(names) if names else f"A new day: {rangers}"

    def _on_day_started(self) -> None:
        log = self.window.log_panel
        log.clear_lines()
        log.append_line(self.day_line(), "event")

    def _show_session(self, clear: bool = True) -> None:
        """The whole day so far: each answer (a moment to go back to) and the events it led to,
        as the log showed them when it was answered."""
        c = self.controller
        log = self.window.log_panel
        if clear:
            log.clear_lines()
        events = day_history.answered_events(c.session) or [[] for _ in c.session.log]
        for n, (entry, said) in enumerate(zip(c.session.log, events, strict=True), start=1):
            section = c.sections.at(entry.round, "")
            if section is not None:
                log.append_line(section.title, "section")
            # In words (card and ranger names, a ranger named once), as when it was answered.
            item = log.append_line(c.entry_words(entry), "answer")
            log.mark_moment(item, n, entry.text)
            for ev in said:
                if ev.kind not in SAID_BY_HEADER:  # (the section headers say those)
                    log.append_line(ev.text, "event", ev.guide_entry)
        # A whole day is a few hundred lines: laid out now, not batch by batch after the first
        # paint, so the log shows its end at once (and a screenshot taken then shows it too).
        log.doItemsLayout()
        log.scrollToBottom()

    def _on_log(self, text: str, kind: str, guide_entry: object) -> None:
        item = self.window.log_panel.append_line(text, kind, str(guide_entry) if guide_entry else None)
        c = self.controller
        if c is not None and kind in ("answer", "manual") and c.session.log:
            self.window.log_panel.mark_moment(item, len(c.session.log), c.session.log[-1].text)

    def _back_to_moment(self, length: int, text: str) -> None:
        """Double-click on an answer in the log: go back to the moment just after it."""
        if self.controller is not None:
            self.controller.undo_to(length, text)
