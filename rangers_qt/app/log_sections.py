"""Where the game log starts a new section: "Round 3 · Ranger turns" between answers.

A day's log is a long list of answers and events; a player follows it by round and phase,
like the rulebook's round structure (Rulebook: Round Overview). The engine says when a phase
begins through its event kinds ("round", "phase", "refresh", "travel", "day_over"); the
travel phase has no event of its own, so the phase the table is in when a ranger answers is
checked too. Qt-free so the rules for headers are tested without a window.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

PHASE_SHORT = {
    "setup": "Setup",
    "path": "Path cards",
    "turns": "Ranger turns",
    "travel": "Travel",
    "refresh": "Refresh",
    "ended": "Day over",
}

#: Event kinds that open a phase, and the phase they open.
EVENT_PHASES = {"round": "path", "phase": "turns", "refresh": "refresh", "day_over": "ended"}

#: Events whose words add nothing to the header put before them ("day_over" gives the reason).
SAID_BY_HEADER = frozenset({"round", "phase", "refresh"})


@dataclass(frozen=True)
class Section:
    round: int
    phase: str

    @property
    def title(self) -> str:
        if not self.phase:  # replayed history: the log entries know their round only
            return f"Round {self.round}" if self.round > 0 else "Setup"
        words = PHASE_SHORT.get(self.phase, self.phase.replace("_", " ").capitalize())
        if self.phase in ("setup", "ended") or self.round <= 0:
            return words
        return f"Round {self.round} \u00b7 {words}"


class SectionTracker:
    """Remembers the last header shown and says when a new one is due."""

    def __init__(self) -> None:
        self.last: Section | None = None

    def reset(self) -> None:
        self.last = None

    def at(self, round_no: int, phase: str) -> Section | None:
        """The header to show before a line logged in this round and phase, if it is new."""
        section = Section(round_no, phase)
        if section == self.last:
            return None
        absorbed = self.last is not None and not self.last.phase and self.last.round == round_no
        self.last = section
        # A round-only header (replayed history) already covers the first phase seen after it.
        return None if absorbed else section

    def for_events(self, events: Iterable[Any], round_after: int) -> list[tuple[int, Section]]:
        """(index of the event to put the header before, header) for a burst of events.

        `round_after` is the round once they all happened: events before a "round" event still
        belong to the round before it.
        """
        evs = list(events)
        running = round_after - 1 if any(e.kind == "round" for e in evs) else round_after
        out: list[tuple[int, Section]] = []
        for i, ev in enumerate(evs):
            phase = EVENT_PHASES.get(ev.kind)
            if phase is None:
                continue
            if ev.kind == "round":
                running = round_after
            section = self.at(running, phase)
            if section is not None:
                out.append((i, section))
        return out
