"""A played day's statistics per Ranger, counted by replaying its saved answers with a probe.

Why counted when the day ends and kept in the campaign file (``DayItem.stats``): the review shows
them for every day, and replaying a day costs tens of milliseconds (a 30-day campaign took 2.5 to
4 s to open cold). Counted once, at the end of the day, they cost nothing to show, and they keep
showing after a program update changed the cards' behaviour (such a day can no longer be replayed
here, see ``campaign.check_rules``). The file's content hash covers them like everything else.

How the numbers are collected: a ``Probe`` recorder is handed to the engine while each saved entry
is applied. The engine calls it for every event it records, with the state mid-answer; the probe
reads who is testing which aspect (``state.test``), the engine's own counters (``state.stats``:
fatigue and injuries are bumped by the amount just before their event) and the challenge card
drawn, and files them under the Ranger. After each entry the Rangers' deck sizes are noted for
the round the state is in, so "cards left in the deck by round" is the count when the round ended.
"""

from __future__ import annotations

import re
from typing import Any

from pydantic import BaseModel, ConfigDict, Field

from rangers_qt.campaign.errors import CampaignError
from rangers_qt.engine.errors import EngineError, IllegalAnswer
from rangers_qt.engine.events import Recorder
from rangers_qt.engine.session import LogEntry, Session
from rangers_qt.engine.setup import GameSetup

#: Bump when what the statistics mean changes: older stored or cached values are then ignored
#: (the day is replayed again where its rules allow).
STATS_VERSION = 1
ASPECTS: tuple[str, ...] = ("AWA", "FIT", "FOC", "SPI")
SYMBOLS: tuple[str, ...] = ("sun", "mountain", "crest")
_TOKENS = re.compile(r"^(\d+) (progress|harm) on ")


class RangerDayStats(BaseModel):
    """One Ranger's day. `ranger` is the campaign's id ("ranger-1"), stable across days."""

    model_config = ConfigDict(extra="forbid")

    ranger: str
    seat: str  # the engine's id that day ("r1", ...)
    name: str
    #: Cards left in the deck when round 1, 2, ... ended (the last: when the day ended).
    deck_by_round: list[int] = Field(default_factory=list)
    fatigue: int = 0  # fatigue suffered
    injuries: int = 0  # injuries suffered
    tests: dict[str, int] = Field(default_factory=dict)  # attempted, by aspect
    successes: dict[str, int] = Field(default_factory=dict)  # succeeded, by aspect
    progress: int = 0  # progress placed in this Ranger's tests and by their cards
    harm: int = 0
    symbols: dict[str, int] = Field(default_factory=dict)  # challenge symbols drawn in their tests

    def tests_total(self) -> int:
        return sum(self.tests.values())

    def successes_total(self) -> int:
        return sum(self.successes.values())


class DayStats(BaseModel):
    model_config = ConfigDict(extra="forbid")

    #: What the numbers mean (``STATS_VERSION`` when they were counted).
    version: int = STATS_VERSION
    day: int
    rounds: int
    answers: int  # log entries (answers and manual adjustments)
    final_hash: str
    rangers: list[RangerDayStats]
    #: Progress and harm placed outside any Ranger's action (a weather or path card's own effect).
    other_progress: int = 0
    other_harm: int = 0
    #: Index into the day's log of the first entry of each round (round n at [n - 1]).
    round_starts: list[int] = Field(default_factory=list)

    def of(self, ranger: str) -> RangerDayStats | None:
        return next((r for r in self.rangers if r.ranger == ranger), None)


class Probe(Recorder):
    """A recorder that counts, per Ranger, what the engine reports while an entry is applied."""

    __slots__ = ("_fatigue_seen", "_injury_seen", "book", "by_seat", "other", "session")

    def __init__(self, session: Session, by_seat: dict[str, RangerDayStats]) -> None:
        super().__init__(enabled=False)
        self.session = session
        self.book = session.book
        self.by_seat = by_seat
        self.other = {"progress": 0, "harm": 0}
        self._fatigue_seen = session.state.stats.get("fatigue", 0)
        self._injury_seen = session.state.stats.get("injuries", 0)

    def event(
        self,
        kind: str,
        text: str,
        cards: list[str] | None = None,
        ranger: str | None = None,
        guide_entry: str | None = None,
    ) -> None:
        st = self.session.state
        test = st.test
        if kind == "fatigue":
            now = st.stats.get("fatigue", 0)
            if ranger in self.by_seat:
                self.by_seat[ranger].fatigue += now - self._fatigue_seen
            self._fatigue_seen = now
        elif kind == "injury":
            now = st.stats.get("injuries", 0)
            if ranger in self.by_seat:
                self.by_seat[ranger].injuries += now - self._injury_seen
            self._injury_seen = now
        elif kind == "test" and test is not None and test.ranger in self.by_seat:
            tests = self.by_seat[test.ranger].tests
            tests[test.aspect] = tests.get(test.aspect, 0) + 1
        elif kind == "test_result" and test is not None and test.succeeded and test.ranger in self.by_seat:
            wins = self.by_seat[test.ranger].successes
            wins[test.aspect] = wins.get(test.aspect, 0) + 1
        elif kind == "challenge" and cards and test is not None and test.ranger in self.by_seat:
            card = st.cards.get(cards[0])
            symbol = self.book.facts(card.def_id, card.side).symbol if card is not None else None
            if symbol:
                drawn = self.by_seat[test.ranger].symbols
                drawn[symbol] = drawn.get(symbol, 0) + 1
        elif kind == "tokens":
            found = _TOKENS.match(text)
            if found is not None:
                n, token = int(found.group(1)), found.group(2)
                who = test.ranger if test is not None else ranger
                target = self.by_seat.get(who or "")
                if target is None:
                    self.other[token] += n
                elif token == "progress":
                    target.progress += n
                else:
                    target.harm += n


def day_entries(save: dict[str, Any], day: int) -> tuple[GameSetup, list[LogEntry]]:
    """A played day's setup and log entries (as the campaign file stores them)."""
    try:
        setup = GameSetup.model_validate(save["setup"])
        entries = [LogEntry.model_validate(e) for e in save.get("log", [])]
    except (KeyError, ValueError, TypeError) as exc:
        raise CampaignError(f"day {day}: its save cannot be read: {exc}") from None
    return setup, entries


def count_day(book: Any, day: int, seats: list[str], save: dict[str, Any]) -> DayStats:
    """Replay one played day's save with a probe; the final state hash must equal the saved one.

    The caller checks the rules version first (a day played under other card behaviour would
    replay into another game)."""
    final_hash = str(save.get("state_hash", ""))
    setup, entries = day_entries(save, day)
    try:
        session = Session.new(book, setup)
    except (EngineError, KeyError, ValueError) as exc:
        raise CampaignError(f"day {day} cannot be set up again: {exc}") from None
    by_seat: dict[str, RangerDayStats] = {}
    for n, r in enumerate(session.state.rangers):
        rid = seats[n] if n < len(seats) else r.id
        by_seat[r.id] = RangerDayStats(ranger=rid, seat=r.id, name=r.name)
    probe = Probe(session, by_seat)
    round_starts: list[int] = []
    deck: dict[str, dict[int, int]] = {seat: {} for seat in by_seat}

    def note_decks() -> None:
        st = session.state
        for r in st.rangers:
            deck[r.id][max(1, st.round)] = len(r.deck)

    note_decks()
    for n, entry in enumerate(entries):
        while len(round_starts) < max(1, entry.round):
            round_starts.append(n)
        try:
            session.apply_logged(entry, probe)
        except (IllegalAnswer, EngineError) as exc:
            raise CampaignError(f"day {day} does not replay at answer {n + 1}: {exc}") from None
        note_decks()
    if session.hash() != final_hash:
        raise CampaignError(f"day {day} replays to a different state than the one saved")
    rounds = max(1, session.state.round)
    for seat, stats in by_seat.items():
        seen = deck[seat]
        last = seen.get(1, 0)
        per_round = []
        for rnd in range(1, rounds + 1):
            last = seen.get(rnd, last)
            per_round.append(last)
        stats.deck_by_round = per_round
    return DayStats(
        day=day,
        rounds=rounds,
        answers=len(entries),
        final_hash=final_hash,
        rangers=list(by_seat.values()),
        other_progress=probe.other["progress"],
        other_harm=probe.other["harm"],
        round_starts=round_starts,
    )
