"""Day replay for the campaign review: a played day stepped through answer by answer (forward,
back, jump to an answer or a round) from its saved log, read-only.

Why a Session and not snapshots of every step: the session already keeps checkpoints every few
answers and replays from the nearest one (`undo_to`), and the RNG lives in the state, so going
back and forward again reaches the same states: each step's hash is the engine's. The review's
table scene draws `state` through the same `TableModel` as the game; nothing here can answer a
prompt, so the replay never changes the saved day.
"""

from __future__ import annotations

from typing import Any

from rangers_qt.app.adjust_words import adjust_words, said_by
from rangers_qt.app.review_data import day_entries
from rangers_qt.campaign.campaign import Campaign, check_rules
from rangers_qt.campaign.errors import CampaignError
from rangers_qt.engine.errors import EngineError, IllegalAnswer
from rangers_qt.engine.events import Event, Recorder
from rangers_qt.engine.session import LogEntry, Session


class DayReplay:
    """`position` answers of the day applied (0: the day as set up, `len(entries)`: as it ended)."""

    def __init__(self, campaign: Campaign, day: int) -> None:
        item = next((d for d in campaign.days() if d.day == day), None)
        if item is None:
            raise CampaignError(f"day {day} has not been played")
        check_rules(item.rules_version, f"day {day}", campaign.book, item.save)
        self.day = day
        self.final_hash = item.final_hash
        setup, self.entries = day_entries(item)
        try:
            self.session = Session.new(campaign.book, setup)
        except (EngineError, KeyError, ValueError) as exc:
            raise CampaignError(f"day {day} cannot be set up again: {exc}") from None
        self.catalog = campaign.catalog
        #: What each answer did, in words (the engine's events), recorded the first time the answer
        #: is applied: the replay page's log lists them under the answer.
        self.events: list[list[Event]] = []
        #: Every card instance met so far (id -> card id): a card made during the day (taken from
        #: the collection, searched out of a set) is named even where the state shown lacks it.
        self._seen: dict[str, str] = {i: c.def_id for i, c in self.state.cards.items()}
        #: Index of the first entry of each round (round n starts after entries[:round_starts[n-1]]).
        self.round_starts: list[int] = []
        for n, entry in enumerate(self.entries):
            while len(self.round_starts) < max(1, entry.round):
                self.round_starts.append(n)

    @property
    def position(self) -> int:
        return len(self.session.log)

    @property
    def length(self) -> int:
        return len(self.entries)

    @property
    def state(self) -> Any:
        return self.session.state

    def hash(self) -> str:
        return self.session.hash()

    def go_to(self, position: int) -> int:
        """Step to `position` (clamped to the day): back through the session's checkpoints,
        forward by applying the saved entries. Returns the position reached."""
        target = max(0, min(position, self.length))
        if target < self.position:
            self.session.undo_to(target)
        quiet = Recorder(enabled=False)
        while self.position < target:
            entry = self.entries[self.position]
            first_time = len(self.events) == self.position
            rec = Recorder() if first_time else quiet
            try:
                self.session.apply_logged(entry, rec)
            except (IllegalAnswer, EngineError) as exc:
                raise CampaignError(
                    f"day {self.day} does not replay at answer {self.position + 1}: {exc}"
                ) from None
            if first_time:
                self.events.append(list(rec.events))
                if len(self.state.cards) != len(self._seen):
                    for i, c in self.state.cards.items():
                        self._seen.setdefault(i, c.def_id)
        return self.position

    def forward(self) -> int:
        return self.go_to(self.position + 1)

    def back(self) -> int:
        return self.go_to(self.position - 1)

    def round_of(self, position: int) -> int:
        """The round the day was in after `position` answers."""
        rnd = 1
        for n, start in enumerate(self.round_starts, start=1):
            if start < position or (start == 0 and position == 0):
                rnd = n
        return rnd

    def jump_to_round(self, rnd: int) -> int:
        """To the first answer of round `rnd` (the prompt that opened it)."""
        if not self.round_starts:
            return self.go_to(0)
        rnd = max(1, min(rnd, len(self.round_starts)))
        return self.go_to(self.round_starts[rnd - 1])

    def entry(self, position: int) -> LogEntry | None:
        """The answer that led to `position` (None at the start)."""
        return self.entries[position - 1] if 0 < position <= self.length else None

    def events_of(self, position: int) -> list[Event]:
        """What the answer that led to `position` did (empty before it was first applied)."""
        return self.events[position - 1] if 0 < position <= len(self.events) else []

    def lines(self, position: int) -> list[tuple[str, str]]:
        """The answer that led to `position` and what it did, as the game's log says them:
        ``(text, kind)`` with kind "answer", "manual" or the event's kind. Names, never ids (the
        cards are named from the state after the answer; a card keeps its id for the day)."""
        entry = self.entry(position)
        if entry is None:
            return []
        events = self.events_of(position)
        if entry.kind == "manual" and entry.adjust is not None:
            adj = entry.adjust
            first: tuple[str, str] = (
                adjust_words(adj, self._card_name, self._ranger_name, self._def_name),
                "manual",
            )
            terse = adj.describe()
            events = [ev for ev in events if ev.text != terse]
        else:
            who = self._ranger_name(entry.ranger)
            first = (said_by(who, entry.text, [str(r.name) for r in self.state.rangers]), "answer")
        return [first, *((ev.text, ev.kind) for ev in events)]

    def _card_name(self, iid: str) -> str:
        inst = self.state.cards.get(iid)
        def_id = inst.def_id if inst is not None else self._seen.get(iid)
        return self._def_name(def_id) if def_id is not None else iid

    def _def_name(self, def_id: str | None) -> str:
        if not def_id:
            return ""
        try:
            return str(self.catalog.card(def_id).name)
        except KeyError:
            return def_id

    def _ranger_name(self, rid: str | None) -> str:
        return next((str(r.name) for r in self.state.rangers if r.id == rid), rid or "")

    def caption(self) -> str:
        """Where the replay stands, in words: "Answer 12 of 250 · round 2: Ranger 1 rests"."""
        pos = self.position
        st = self.state
        entry = self.entry(pos)
        what = entry.text if entry is not None else "the day as set up"
        prompt = st.prompt.title if st.prompt is not None else (st.day_over or "the day is over")
        where = f"Day {self.day} \u00b7 answer {pos} of {self.length} \u00b7 round {max(1, st.round)}"
        return f"{where}: {what} \u2014 next: {prompt}"
