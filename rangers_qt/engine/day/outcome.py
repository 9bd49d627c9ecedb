"""Rulebook: Ending the Day - what the campaign keeps when a day is over: where the Rangers stand
and on which terrain, who suffered a third injury (a Lingering Injury joins their deck), what the
campaign guide had them record, and why the day ended.
"""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field

from rangers_qt.engine.cards import CardBook
from rangers_qt.engine.day.record import MissionNote, TravelRecord
from rangers_qt.engine.state import GameState

EndKind = Literal["camp", "too_fatigued", "too_injured", "guide"]
#: Every way the rulebook lists, as the outcome names them.
END_KINDS: tuple[str, ...] = ("camp", "too_fatigued", "too_injured", "guide")
LINGERING_INJURY = "Lingering Injury"


class LingeringInjury(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    ranger: str
    name: str
    card_id: str | None  # None: the catalog has no Lingering Injury card


class DayOutcome(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    location: str
    terrain: str | None
    camped: bool
    end_kind: EndKind
    end_reason: str
    rounds: int
    start_location: str
    locations_visited: list[str] = Field(default_factory=list)
    travels: list[TravelRecord] = Field(default_factory=list)
    lingering_injuries: list[LingeringInjury] = Field(default_factory=list)
    missions_progressed: list[MissionNote] = Field(default_factory=list)
    missions_added: list[str] = Field(default_factory=list)
    missions_completed: list[str] = Field(default_factory=list)
    missions_in_play: list[str] = Field(default_factory=list)
    events: list[str] = Field(default_factory=list)
    rewards: list[str] = Field(default_factory=list)
    guide_entries: list[str] = Field(default_factory=list)


def lingering_injury_id(book: CardBook) -> str | None:
    cards = getattr(book.catalog, "cards", None)
    if cards is None:
        return None
    for c in cards.values():
        if getattr(c, "name", None) == LINGERING_INJURY and getattr(c, "category", None) == "ranger":
            return str(c.id)
    return None


def end_kind(state: GameState) -> EndKind:
    """Why the day ended, as one of the rulebook's ways."""
    day = state.day
    if day.end_kind in END_KINDS:
        return day.end_kind  # type: ignore[return-value]
    if day.camped:
        return "camp"
    if state.day_ending and any(r.injuries >= 3 for r in state.rangers):
        return "too_injured"
    if state.day_over and "too fatigued" in state.day_over:
        return "too_fatigued"
    return "guide"


def day_outcome(state: GameState, book: CardBook) -> DayOutcome | None:
    """The outcome once the day is over (None while it goes on)."""
    if state.phase != "ended":
        return None
    injury = lingering_injury_id(book)
    missions: list[str] = []
    for iid in state.surroundings:
        card = state.cards[iid]
        if book.facts(card.def_id, card.side).category == "mission":
            missions.append(card.def_id)
    day: Any = state.day
    return DayOutcome(
        location=day.location,
        terrain=day.terrain,
        camped=day.camped,
        end_kind=end_kind(state),
        end_reason=state.day_over or "",
        rounds=state.round,
        start_location=day.start_location,
        locations_visited=list(day.visited),
        travels=list(day.travels),
        lingering_injuries=[
            LingeringInjury(ranger=r.id, name=r.name, card_id=injury)
            for r in state.rangers
            if r.injuries >= 3
        ],
        missions_progressed=list(day.missions_progressed),
        missions_added=list(day.missions_added),
        missions_completed=list(day.missions_completed),
        missions_in_play=missions,
        events=list(day.events),
        rewards=list(day.rewards),
        guide_entries=list(day.guide_entries),
    )
