"""A day in progress carried across an update of the card rules.

Why: a day's answers are replayed only under the card behaviour they were given under (the
``rules_version`` check: other behaviour would silently make another game). A player who updates
the program in the middle of a day would otherwise be unable to open the campaign at all. The
campaign file keeps a snapshot of the day's state after its last saved answer, so the day can go
on from that state under the new rules instead of being replayed:

* the snapshot must be the one the day's save describes (its hash is the save's state hash) and
  must keep every invariant under this program's cards; otherwise the day cannot go on and the
  group sets it up again (``DayCannotResume``: the campaign opens, only that day is lost);
* the answers given before the update stay in the day's log (the record of the day) but cannot
  be undone: undo stops at the snapshot (``Session.undo_floor``), and answers given after it are
  replayed from that snapshot, never from the day's setup;
* the day remembers where it went on (``CurrentDay.resumed_under`` / ``resumed_at`` /
  ``resumed_state``), so reopening it under the same program restores it (undo included back to
  that point), and a finished day of this kind is never replayed (the review shows its outcome,
  not its replay).
"""

from __future__ import annotations

from typing import Any

from rangers_qt.campaign.current_day import CurrentDay
from rangers_qt.campaign.errors import CampaignError
from rangers_qt.engine.day.invariants import check_day
from rangers_qt.engine.effects.registry import default_registry
from rangers_qt.engine.events import Recorder
from rangers_qt.engine.hashing import dump_hash
from rangers_qt.engine.invariants import check_state
from rangers_qt.engine.session import LogEntry, Session
from rangers_qt.engine.setup import GameSetup
from rangers_qt.engine.state import GameState


class DayCannotResume(CampaignError):
    """The day being played was recorded under other card rules and cannot go on from its saved
    state: the campaign opens without it (the group sets the day up again)."""


#: The state hash of a stored snapshot as it was written (engine/hashing.py).
stored_hash = dump_hash


def session_at(
    book: Any,
    cur: CurrentDay,
    state: dict[str, Any],
    at: int,
    later: dict[str, Any] | None = None,
) -> Session:
    """The day's session whose first ``at`` log entries led to ``state``, with undo stopping there;
    entries after ``at`` are replayed from ``state`` unless ``later`` (the snapshot after the whole
    log) is given. Raises ``CampaignError`` for anything that does not fit."""
    try:
        setup = GameSetup.model_validate(cur.save["setup"])
        log = [LogEntry.model_validate(e) for e in cur.save.get("log", [])]
        start = GameState.model_validate(state)
        last = GameState.model_validate(later) if later is not None else None
    except (KeyError, ValueError, TypeError) as exc:
        raise CampaignError(f"day {cur.day} cannot be restored: {exc}") from None
    if not 0 <= at <= len(log):
        raise CampaignError(f"day {cur.day} cannot be restored: its resume point is not in its log")
    session = Session(book, default_registry(), setup, start)
    session.log = log[:at]
    session._checkpoints = {at: start.model_dump_json()}
    session.undo_floor = at
    if last is not None:
        session.state = last
        session.log = log
        session._checkpoints[len(log)] = last.model_dump_json()
        return session
    try:
        for entry in log[at:]:
            session.apply_logged(entry, Recorder(enabled=False))
    except Exception as exc:  # (a bug or a damaged file: one line, the campaign stays open)
        raise CampaignError(f"day {cur.day} does not replay from its resume point: {exc}") from None
    if session.hash() != cur.save.get("state_hash"):
        raise CampaignError(f"day {cur.day}: the saved state does not match its answers (state hash differs)")
    return session


def resume_across_update(
    book: Any, cur: CurrentDay, here: str, why: str = "was being played under other card rules"
) -> Session:
    """Go on with the day from its snapshot under this program's rules ``here`` (module docstring),
    recording where it went on in ``cur``; ``DayCannotResume`` when it cannot (``why`` the day
    cannot be replayed, for its message)."""
    if cur.snapshot is None:
        raise DayCannotResume(f"day {cur.day} {why} and the file holds no saved state of it to go on from")
    if stored_hash(cur.snapshot) != cur.save.get("state_hash"):
        raise DayCannotResume(f"day {cur.day}: its saved state does not match its answers")
    try:
        state = GameState.model_validate(cur.snapshot)
        problems = check_state(state, book, round_trip=False) + check_day(state, book)
    except Exception as exc:  # (a state this program's cards cannot read at all)
        problems = [str(exc) or type(exc).__name__]
    if problems:
        raise DayCannotResume(
            f"day {cur.day} {why} and its saved state does not fit this version's cards ({problems[0]})"
        )
    log = cur.save.get("log", [])
    if not isinstance(log, list):  # (a damaged file: one line, not a TypeError further on)
        raise DayCannotResume(f"day {cur.day}: its saved answers are not a list")
    at = len(log)
    session = session_at(book, cur, cur.snapshot, at)
    cur.resumed_under = here
    cur.resumed_at = at
    cur.resumed_state = cur.snapshot
    return session
