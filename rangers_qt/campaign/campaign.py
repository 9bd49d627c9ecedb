"""A campaign: the tracker, and the history that produced it (days played, actions between days).

Why history plus snapshot: the history is the truth (every day's setup, seed and answers, so any
day can be replayed; every action between days), the tracker is a snapshot of folding that
history so opening a file is fast. ``rebuild`` folds the history again; ``replay_day`` replays a
day's answers and checks the final state hash. A day whose rules version differs from this
program's is refused rather than replayed into a different game.
"""

from __future__ import annotations

import logging
from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field

from rangers_qt.campaign import actions as act
from rangers_qt.campaign.between import apply_outcome, apply_outcome_in_place, day_setup, seats
from rangers_qt.campaign.current_day import CurrentDay
from rangers_qt.campaign.day_stats import DayStats, count_day
from rangers_qt.campaign.errors import CampaignError, reason
from rangers_qt.campaign.limits import LAST_DAY, MAX_HISTORY, Count, Day, NextDay, Seats, Seed, Text
from rangers_qt.campaign.resume import DayCannotResume, resume_across_update, session_at, stored_hash
from rangers_qt.campaign.tracker import CampaignTracker, new_tracker
from rangers_qt.content.catalog import Catalog
from rangers_qt.content.decks import RangerDeck
from rangers_qt.engine.cards import book_for
from rangers_qt.engine.day.outcome import DayOutcome
from rangers_qt.engine.errors import EngineError, IllegalAnswer
from rangers_qt.engine.events import Recorder
from rangers_qt.engine.session import LogEntry, Session

_log = logging.getLogger(__name__)

#: What a day recorded before the campaign stored the engine's behaviour hash carries. Such a day is
#: checked by its embedded save's own ``rules_version`` when it has one (the engine wrote it), else
#: accepted: it predates card behaviour, and replaying it still checks every state hash.
LEGACY_RULES_VERSION = "1"


def current_rules_version(book: Any) -> str:
    """The rules version of this program for these cards: the hash of the engine's compiled card
    behaviour (``CompiledBehaviour.version``, the same value a day's save carries as
    ``rules_version``), so a day played under other card behaviour is never replayed silently."""
    return str(book_for(book).behaviour.version)


def rules_match(version: str, book: Any, save: dict[str, Any] | None = None) -> bool:
    """Whether a day recorded as ``version`` was played under this program's card behaviour (see
    ``LEGACY_RULES_VERSION``: such a day is judged by its save's own version, if it has one)."""
    if version == LEGACY_RULES_VERSION:
        embedded = (save or {}).get("rules_version")
        if not isinstance(embedded, str):
            return True
        version = embedded
    return version == current_rules_version(book)


def check_rules(version: str, what: str, book: Any, save: dict[str, Any] | None = None) -> None:
    """Refuse a day recorded under other card behaviour (see ``LEGACY_RULES_VERSION``)."""
    if not rules_match(version, book, save):
        if version == LEGACY_RULES_VERSION:
            version = str((save or {}).get("rules_version"))
        raise CampaignError(
            f"{what} was played under rules version {version}; this program has rules version "
            f"{current_rules_version(book)} and will not replay it into a different game"
        )


def day_rules_match(book: Any, cur: CurrentDay) -> bool:
    """Whether the current day's latest answers were given under this program's card behaviour:
    the rules it went on under after an update if it did (campaign/resume.py), else its own."""
    if cur.resumed_under is not None:
        return cur.resumed_under == current_rules_version(book)
    return rules_match(cur.rules_version, book, cur.save)


class ActionItem(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    kind: Literal["action"] = "action"
    day: NextDay  # the tracker's next day when the action was taken
    action: act.CampaignAction


class DayItem(BaseModel):
    """One played day: its save (setup, seed, answers, final state hash) and its outcome.
    Frozen: a played day never changes (the file writer caches its JSON)."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    kind: Literal["day"] = "day"
    day: Day
    seats: Seats  # campaign ranger ids in the engine's seat order (r1, r2, ...)
    rules_version: Text
    weather: Text | None = None
    save: dict[str, Any]  # Session.to_dict(): version, setup, log, state_hash
    outcome: DayOutcome
    #: The day's statistics per Ranger, counted when it ended (None: a file from before they were
    #: kept, or a day that did not replay to its saved state; the review replays it then).
    stats: DayStats | None = None

    @property
    def final_hash(self) -> str:
        return str(self.save.get("state_hash", ""))


HistoryItem = Annotated[ActionItem | DayItem, Field(discriminator="kind")]


class BranchOrigin(BaseModel):
    """Where a branched campaign came from: the campaign it was made from and the day it plays
    again (its history is the original's up to the start of that day)."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    name: Text
    day: Day
    #: The original file's name when the branch was made (for the review to find it beside).
    file: Text | None = None
    #: How many history items the branch shares with the original, and their digest (with the
    #: seed and the starting tracker): the original's identity, so that the review shows beside
    #: a branch only the campaign it was made from, and says so when that file has changed.
    #: (None in a branch written before they were kept: then the shared days are compared.)
    items: Count | None = None
    key: Text | None = None


class CampaignData(BaseModel):
    """Everything a campaign file holds besides its envelope (format, version, hash)."""

    model_config = ConfigDict(extra="forbid")

    name: Text
    seed: Seed = 0
    start: CampaignTracker
    history: list[HistoryItem] = Field(default_factory=list, max_length=MAX_HISTORY)
    tracker: CampaignTracker
    current: CurrentDay | None = None
    branch: BranchOrigin | None = None


class Campaign:
    """The object the app (and the simulator) drive between and during days."""

    def __init__(self, catalog: Catalog, data: CampaignData) -> None:
        self.catalog = catalog
        self.book = book_for(catalog)
        self.data = data
        self._session: Session | None = None
        #: One line the players should read once about the campaign just opened (a day carried
        #: across an update of the card rules, or set aside because it could not be); the app
        #: shows it and clears it.
        self.notice: str | None = None
        #: JSON of history items already written (they are frozen), by id, with the item itself.
        self.json_cache: dict[int, tuple[object, bytes]] = {}

    # ------------------------------------------------------------------ creation
    @classmethod
    def new(cls, catalog: Catalog, name: str, decks: list[RangerDeck], seed: int = 0) -> Campaign:
        start = new_tracker(name)
        camp = cls(
            catalog, CampaignData(name=name, seed=seed, start=start, tracker=start.model_copy(deep=True))
        )
        for deck in decks:
            camp.act(act.JoinRanger(deck=deck))
        return camp

    @property
    def tracker(self) -> CampaignTracker:
        return self.data.tracker

    @property
    def day(self) -> int:
        return self.data.tracker.day

    def days(self) -> list[DayItem]:
        return [h for h in self.data.history if isinstance(h, DayItem)]

    # ------------------------------------------------------------------ between days
    def act(self, action: act.CampaignAction) -> None:
        """Apply one action between days (``CampaignError`` if it breaks a rule; nothing changes)."""
        if self.data.current is not None and isinstance(
            action,
            (
                act.SwapReward,
                act.SwapBack,
                act.JoinRanger,
                act.LeaveRanger,
                act.RejoinRanger,
                act.ImportRanger,
                act.RecordDay,
            ),
        ):
            raise CampaignError("finish the day being played first (decks and the group change between days)")
        current = self.data.current
        if current is not None and isinstance(action, act.SetWeather) and action.day == current.day:
            raise CampaignError(f"day {action.day} is being played: its weather is on the table")
        day = self.data.tracker.day  # before the action: a recorded day moves the tracker on
        self.data.tracker = act.apply_action(self.catalog, self.data.tracker, action)
        self.data.history.append(ActionItem(day=day, action=action))

    def day_seed(self) -> int:
        return (self.data.seed * 1_000_003 + self.day * 7919) % (2**31)

    def start_day(
        self,
        seed: int | None = None,
        weather: str | None = None,
        difficulty: str | None = None,
        weather_side: str = "front",
    ) -> Session:
        """Set up the tracker's next day (Rulebook: Game Setup) and make it the current day."""
        if self.data.current is not None:
            raise CampaignError(f"day {self.data.current.day} is still being played")
        if self.day > LAST_DAY:
            raise CampaignError(f"the campaign's calendar ends with day {LAST_DAY} (no day {self.day})")
        setup = day_setup(
            self.data.tracker,
            self.day_seed() if seed is None else seed,
            weather=weather,
            difficulty=difficulty,
            weather_side=weather_side,
        )
        try:
            session = Session.new(self.book, setup)
        except (EngineError, KeyError, ValueError) as exc:
            raise CampaignError(f"day {self.day} cannot be set up: {exc}") from None
        self._session = session
        self.data.current = CurrentDay(
            day=self.day,
            seats=seats(self.data.tracker),
            rules_version=current_rules_version(self.book),
            weather=_weather_in_play(session),
            save=session.to_dict(),
        )
        return session

    @property
    def session(self) -> Session | None:
        """The current day's session (restored from the snapshot on first use). A day recorded
        under other card rules goes on from its snapshot (campaign/resume.py) and ``notice`` says
        so; one that cannot is set aside (the group sets it up again) and ``notice`` says why."""
        cur = self.data.current
        if self._session is None and cur is not None:
            resumed = cur.resumed_at
            try:
                self._session = restore_session(self.book, cur)
            except DayCannotResume as exc:
                self.abandon_day()
                self.notice = f"{exc}: the group sets day {cur.day} up again"
                return None
            if cur.resumed_at != resumed:
                self.notice = (
                    f"Day {cur.day} goes on under this version's card rules: its {cur.resumed_at} "
                    "answers so far were given under the previous version and can no longer be undone"
                )
        return self._session

    def sync_current(self, with_snapshot: bool = True) -> None:
        """Copy the session's log (and state) into ``data.current`` before saving."""
        cur, session = self.data.current, self._session
        if cur is None or session is None:
            return
        cur.save = session.to_dict()
        cur.snapshot = session.state.model_dump(mode="json") if with_snapshot else None

    def finish_day(self) -> DayOutcome:
        """The current day is over: keep its save and outcome, apply the outcome to the tracker."""
        cur, session = self.data.current, self.session
        if cur is None or session is None:
            raise CampaignError("no day is being played")
        outcome = session.outcome()
        if outcome is None:
            raise CampaignError(f"day {cur.day} is not over yet")
        save = session.to_dict()
        item = DayItem(
            day=cur.day,
            seats=cur.seats,
            rules_version=cur.rules_version,
            weather=cur.weather,
            save=save,
            outcome=outcome,
            stats=self._count(cur.day, cur.seats, save),
        )
        self.data.tracker = apply_outcome(self.catalog, self.data.tracker, outcome, cur.seats, cur.weather)
        self.data.history.append(item)
        self.data.current = None
        self._session = None
        return outcome

    def day_is_over(self) -> bool:
        """The day on the table has ended (its outcome is known and nothing more is asked)."""
        session = self.session
        return session is not None and session.prompt is None and session.outcome() is not None

    def complete_finished_day(self) -> DayOutcome | None:
        """Apply a current day that is over but was never applied (a kill after its last answer
        was journalled, or a file the old code saved so): the day becomes a played day and its
        outcome goes on the tracker, as ``finish_day`` does; ``notice`` says so. None: nothing to do."""
        if self.data.current is None or not self.day_is_over():
            return None
        day = self.data.current.day
        outcome = self.finish_day()
        note = f"Day {day} had ended but was not yet on the tracker: it is applied now"
        self.notice = f"{self.notice}; {note}" if self.notice else note
        return outcome

    def _count(self, day: int, seats: list[str], save: dict[str, Any]) -> DayStats | None:
        """The day's statistics for the review, counted now by replaying its save once (tens of
        milliseconds at the end of a day, instead of at every first look at the review). A day
        that does not replay to its saved state keeps no statistics; the day itself is kept."""
        try:
            return count_day(self.book, day, seats, save)
        except CampaignError as exc:
            _log.warning("day %s: statistics not counted (%s)", day, exc)
            return None

    def abandon_day(self) -> None:
        """Forget the day being played (the group sets it up again)."""
        self.data.current = None
        self._session = None

    # ------------------------------------------------------------------ checking
    def rebuild(self) -> CampaignTracker:
        """Fold the history over the starting tracker (what the snapshot must equal)."""
        t = act.copy_tracker(self.data.start)
        for item in self.data.history:
            if isinstance(item, ActionItem):
                act.apply_in_place(self.catalog, t, item.action)
            else:
                apply_outcome_in_place(self.catalog, t, item.outcome, item.seats, item.weather)
        return t

    def replay_day(self, day: int) -> Session:
        """Replay a played day from its setup, seed and answers; its final state hash must match."""
        for item in self.days():
            if item.day == day:
                check_rules(item.rules_version, f"day {day}", self.book, item.save)
                try:
                    return Session.from_json(item.save, self.book, verify=True)
                except (EngineError, KeyError, ValueError) as exc:
                    raise CampaignError(f"day {day} does not replay: {exc}") from None
        raise CampaignError(f"day {day} has not been played")


def _weather_in_play(session: Session) -> str | None:
    """The weather card the day was set up with (recommended, chosen or by difficulty)."""
    st = session.state
    for iid in st.surroundings:
        card = st.cards[iid]
        if session.book.facts(card.def_id, card.side).category == "weather":
            return card.def_id
    return None


def restore_session(book: Any, cur: CurrentDay) -> Session:
    """The current day's session, its log replayed (and checked against the snapshot's hash).

    A day whose latest answers were given under
    other card rules goes on from its snapshot instead (campaign/resume.py; ``DayCannotResume``
    when it cannot), and a day that already went on so is restored from the state it went on from."""
    if not day_rules_match(book, cur):
        return resume_across_update(book, cur, current_rules_version(book))
    if cur.resumed_at is not None:
        if cur.resumed_state is None:
            raise CampaignError(f"day {cur.day} cannot be restored: its resume point has no saved state")
        at = cur.resumed_at
        later = cur.snapshot
        if later is not None and stored_hash(later) != cur.save.get("state_hash"):
            raise CampaignError(
                f"day {cur.day}: the saved state does not match its answers (state hash differs)"
            )
        return session_at(book, cur, cur.resumed_state, at, later)
    check_rules(cur.rules_version, f"day {cur.day}", book, cur.save)
    # The log is the truth: it is replayed and must reach the saved state hash, and the snapshot
    # (checked as stored: a later engine may add state fields with defaults, which would change
    # the hash of the re-dumped state but not what was saved) must be that same state. A bogus or
    # truncated log beside a valid snapshot is refused here, not found out answers later.
    if cur.snapshot is not None and stored_hash(cur.snapshot) != cur.save.get("state_hash"):
        raise CampaignError(f"day {cur.day}: the saved state does not match its answers (state hash differs)")
    try:
        return Session.from_json(cur.save, book, verify=True)
    except (EngineError, KeyError, ValueError, TypeError) as exc:
        if cur.snapshot is None:
            raise CampaignError(f"day {cur.day} cannot be restored: {reason(exc)}") from None
    # The log no longer replays to its state (an engine change the rules version does not see,
    # or a log damaged beside a sound snapshot): the day goes on from its snapshot, as across an
    # update of the card rules, its answers so far kept as its record but no longer undone - or,
    # when the snapshot does not fit either, it is set aside (``DayCannotResume``).
    return resume_across_update(
        book, cur, current_rules_version(book), "no longer replays to its saved state under this version"
    )


def replay_entries(session: Session, entries: list[LogEntry]) -> int:
    """Apply logged answers and adjustments to a session (crash recovery); returns how many applied."""
    applied = 0
    for entry in entries:
        current = session.state.prompt
        if entry.kind == "answer":
            if current is None or entry.prompt != current.id:
                break
            try:
                session._apply(entry, Recorder(enabled=False))
            except (IllegalAnswer, EngineError):
                break
            session._commit(entry)
        elif entry.adjust is not None:
            try:
                session.manual(entry.adjust)
            except (IllegalAnswer, EngineError):
                break
        applied += 1
    return applied
