"""One entry of a day's log: an answer to a prompt or a manual adjustment, with what it said.

Its own module so that the save format (engine/save_format.py) can read a log without importing
the session that writes it (the session imports the save format, never the other way round).
"""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict

from rangers_qt.engine.manual import ManualAdjust


class LogEntry(BaseModel):
    model_config = ConfigDict(extra="forbid")

    kind: Literal["answer", "manual"]
    option: str | None = None
    prompt: str | None = None
    adjust: ManualAdjust | None = None
    text: str = ""
    ranger: str | None = None
    round: int = 0
    turn: int = 0
