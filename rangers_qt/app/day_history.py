"""What each answer of an opened day did, in words: the log after resuming shows the whole day.

Why: a day opened from its save (a snapshot: nothing replayed) knew only its answers, so the log
after resuming listed the decision lines alone, not what they led to (cards drawn, tests and
their results, guide entries). The engine's events are not saved; they are what replaying the
answers from the day's setup records. That replay runs on a separate session, once, when the
day is opened; its end is checked against the open day by hash, and a replay that does not
reach it (or fails) gives nothing, so the log falls back to the answers alone.
"""

from __future__ import annotations

import logging

from rangers_qt.engine.errors import EngineError
from rangers_qt.engine.events import Event, Recorder
from rangers_qt.engine.session import Session

_log = logging.getLogger(__name__)

#: Longest day whose events are replayed for the log when it is opened (about a second of
#: replay here): a longer day opens at once from its snapshot (issue #28) and its log shows the
#: answers alone, as before.
REPLAY_FOR_LOG_MAX = 3000


def answered_events(session: Session) -> list[list[Event]] | None:
    """The events of each answer in `session.log`, in order, or None when they cannot be had
    (or the day is longer than ``REPLAY_FOR_LOG_MAX`` answers)."""
    if len(session.log) > REPLAY_FOR_LOG_MAX:
        return None
    try:
        again = Session.new(session.book, session.setup, session.registry)
        found: list[list[Event]] = []
        for entry in session.log:
            rec = Recorder()
            again.apply_logged(entry, rec)
            found.append(list(rec.events))
    except (EngineError, KeyError, ValueError) as exc:
        _log.warning("the day's events could not be replayed: %s", exc)
        return None
    if again.hash() != session.hash():
        _log.warning("the day's replay did not reach the opened state; the log shows answers only")
        return None
    return found
