"""The day being played, as the campaign file keeps it between two saves.

Why a module of its own: both the campaign (``campaign.py``) and carrying a day across an update
of the card rules (``resume.py``) read it; here, neither needs the other to know its shape.
"""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel, ConfigDict

from rangers_qt.campaign.limits import Count, Day, Seats, Text


class CurrentDay(BaseModel):
    """The day being played: its save so far and a snapshot of the state (fast reopening)."""

    model_config = ConfigDict(extra="forbid")

    day: Day
    seats: Seats
    rules_version: Text
    weather: Text | None = None
    save: dict[str, Any]
    snapshot: dict[str, Any] | None = None  # GameState dump after the last answer of ``save``
    #: A day that went on under other card rules after an update (campaign/resume.py): the rules
    #: version it went on under, its log length then (the answers before were given under
    #: ``rules_version`` and cannot be undone), and the state at that point (undo goes back to it).
    resumed_under: Text | None = None
    resumed_at: Count | None = None
    resumed_state: dict[str, Any] | None = None
