"""The last resort: an exception nobody caught never takes the game down or leaves half an action.

Two layers. ``guarded`` wraps the controller's intents (answer, drop, undo, redo, adjustments):
it remembers where the session was (its log length and redo stack) and, if anything in the
intent raises, puts the session back there (the engine's own steps are already all or nothing,
so what can remain is an answer committed before the view failed to show it), logs the
traceback and tells the player. ``install`` puts a ``sys.excepthook`` in place for every other
slot: PySide6 hands an exception raised in any slot to ``sys.excepthook``, which here logs the
traceback and shows the message instead of printing to a console nobody reads.

Listeners (the window) receive the one-line message; the traceback goes to the log file.
"""

from __future__ import annotations

import copy
import functools
import logging
import sys
from collections.abc import Callable
from types import TracebackType
from typing import Any, TypeVar, cast

_log = logging.getLogger("rangers_qt.last_resort")

Listener = Callable[[str], None]
_listeners: list[Listener] = []
_previous_hook: list[Any] = []

F = TypeVar("F", bound=Callable[..., Any])


def message_for(exc: BaseException) -> str:
    """What the player reads: what happened, that nothing changed, where the details are."""
    what = " ".join(str(exc).split())[:200] or type(exc).__name__
    return (
        f"Something went wrong ({type(exc).__name__}: {what}). The game is as it was before that "
        "action; the details are in the log file."
    )


def add_listener(listener: Listener) -> None:
    if listener not in _listeners:
        _listeners.append(listener)


def remove_listener(listener: Listener) -> None:
    if listener in _listeners:
        _listeners.remove(listener)


def report(exc: BaseException, where: str) -> str:
    """Log ``exc`` with its traceback and tell every listener; returns the player's message."""
    _log.error("unexpected error in %s", where, exc_info=(type(exc), exc, exc.__traceback__))
    text = message_for(exc)
    for listener in list(_listeners):
        try:
            listener(text)
        except Exception:
            _log.exception("a last-resort listener failed")
    return text


def _hook(etype: type[BaseException], value: BaseException, tb: TracebackType | None) -> None:
    if issubclass(etype, KeyboardInterrupt | SystemExit):
        (_previous_hook[0] if _previous_hook else sys.__excepthook__)(etype, value, tb)
        return
    if value.__traceback__ is None:
        value = value.with_traceback(tb)
    report(value, "a slot")


def install() -> None:
    """Route uncaught exceptions (any slot, any callback) to ``report`` (idempotent)."""
    if sys.excepthook is not _hook:
        _previous_hook[:] = [sys.excepthook]
        sys.excepthook = _hook


def uninstall() -> None:
    if sys.excepthook is _hook:
        sys.excepthook = _previous_hook[0] if _previous_hook else sys.__excepthook__


def _restore(controller: Any, session: Any, length: int, redo: list[Any]) -> None:
    """Put the controller back on ``session`` at ``length`` log entries with ``redo`` to redo."""
    if controller.session is not session:
        controller.session = session
    log = session.log
    if len(log) > length:
        session.undo_to(length)
    while len(session.log) < length and session.can_redo():
        session.redo()
    session._redo[:] = redo


def returning(default: Any) -> Callable[[F], F]:
    """``guarded`` for an intent whose failure answer is ``default`` (e.g. no options: ``[]``)."""

    def decorate(method: F) -> F:
        @functools.wraps(method)
        def wrapper(self: Any, *args: Any, **kwargs: Any) -> Any:
            session = self.session
            length, redo = len(session.log), list(session._redo)
            try:
                return method(self, *args, **kwargs)
            except Exception as exc:
                try:
                    _restore(self, session, length, redo)
                except Exception:
                    _log.exception("could not restore the session after an error")
                text = report(exc, method.__name__)
                self.refused.emit(text)
                try:
                    self.refresh()
                except Exception:
                    _log.exception("could not redraw after an error")
                return copy.copy(default)

        return cast(F, wrapper)

    return decorate


#: Wrap a controller intent: on any exception, the session as before, the report, ``False``.
guarded = returning(False)
