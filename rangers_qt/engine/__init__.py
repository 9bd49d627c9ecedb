"""The rules engine: pure Python, no Qt. See docs/engine-api.md."""

from rangers_qt import pydantic_attrs

# First: the step table, assembled above every flow and installed in the step loop below them
# (engine/handlers.py); whatever part of the engine is imported, the loop can then run.
from rangers_qt.engine import handlers as _handlers  # noqa: F401  (installs the step table)
from rangers_qt.engine.day.outcome import DayOutcome
from rangers_qt.engine.errors import EngineError, IllegalAnswer
from rangers_qt.engine.events import AnswerResult, ChangeSet, Event
from rangers_qt.engine.hashing import state_hash
from rangers_qt.engine.manual import ManualAdjust
from rangers_qt.engine.prompts import Option, Prompt
from rangers_qt.engine.session import LogEntry, Session
from rangers_qt.engine.setup import GameSetup, RangerSetup
from rangers_qt.engine.state import CardInstance, GameState, RangerState

# The models (the engine's, the cards') read their fields through the generic attribute slot, not
# pydantic's ``__getattr__`` hook (rangers_qt/pydantic_attrs.py says why); the classes built above
# change with it.
pydantic_attrs.plain_reads()

__all__ = [
    "AnswerResult",
    "CardInstance",
    "ChangeSet",
    "DayOutcome",
    "EngineError",
    "Event",
    "GameSetup",
    "GameState",
    "IllegalAnswer",
    "LogEntry",
    "ManualAdjust",
    "Option",
    "Prompt",
    "RangerSetup",
    "RangerState",
    "Session",
    "state_hash",
]
