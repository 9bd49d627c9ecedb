"""Rulebook: Ending the Day - what the campaign keeps when a day is over: where the Rangers stand
and on which terrain, who suffered a third injury (a Lingering Injury joins their deck), what the
campaign guide had them record, and why the day ended.
"""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field

from rangers_qt.engine.cards import CardBook
from rangers_qt.engine.day_record import (
    CarriedMission,
    DeckChange,
    MissionNote,
    Route,
    ScheduledEntry,
    TravelRecord,
)
from rangers_qt.engine.state import GameState
from rangers_qt.engine.zones import iter_in_play

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
    #: Each mission still in play as the day leaves it (face, tokens, subject) for the next day.
    mission_states: list[CarriedMission] = Field(default_factory=list)
    #: Progress boxes checked today on the tracker, by mission card id.
    mission_marks: dict[str, int] = Field(default_factory=dict)
    #: Tracker writes: entries above later days, crossed-out events, notes for this day.
    scheduled_entries: list[ScheduledEntry] = Field(default_factory=list)
    events_crossed_out: list[str] = Field(default_factory=list)
    notes: list[str] = Field(default_factory=list)
    #: Permanent changes to Ranger decks (the campaign checks and applies them).
    deck_changes: list[DeckChange] = Field(default_factory=list)
    #: Routes opened by a game effect, and whether the river is open.
    open_routes: list[Route] = Field(default_factory=list)
    river_open: bool = False


def mission_states(state: GameState, book: CardBook) -> list[CarriedMission]:
    """Rulebook: Campaign Tracker, Missions - every mission in the surroundings with its face,
    tokens, face-down subject and the cards it set aside, in table order."""
    out: list[CarriedMission] = []
    # A mission attached to another card goes back to the surroundings for the next day.
    hung = [i for i in iter_in_play(state) if state.cards[i].attached_to and i not in state.surroundings]
    for iid in [*state.surroundings, *hung]:
        card = state.cards[iid]
        if book.facts(card.def_id, card.side).category != "mission":
            continue
        subject = next((state.cards[a].def_id for a in card.attached if not state.cards[a].face_up), None)
        kept = [state.cards[c].def_id for c in state.set_aside if state.set_aside_by.get(c) == iid]
        out.append(
            CarriedMission(
                def_id=card.def_id,
                side=card.side,
                tokens={k: v for k, v in sorted(card.tokens.items()) if v},
                subject=subject,
                set_aside=kept,
            )
        )
    return out


def off_tracker(book: CardBook, def_id: str) -> bool:
    """A mission with an ``off_tracker`` constant (Helping Hand) is never written on the tracker."""
    card = book.definition(def_id)
    for face in (getattr(card, "front", None), getattr(card, "back", None)):
        behaviour = getattr(face, "behaviour", None)
        if behaviour is not None and any(c.modify == "off_tracker" for c in behaviour.constant):
            return True
    return False


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
    carried = mission_states(state, book)
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
        missions_added=[m for m in day.missions_added if not off_tracker(book, m)],
        missions_completed=list(day.missions_completed),
        missions_in_play=[m.def_id for m in carried],
        events=list(day.events),
        rewards=list(day.rewards),
        guide_entries=list(day.guide_entries),
        mission_states=carried,
        mission_marks=dict(day.mission_marks),
        scheduled_entries=list(day.scheduled_entries),
        events_crossed_out=list(day.crossed_out_events),
        notes=list(day.notes),
        deck_changes=list(day.deck_changes),
        open_routes=list(day.open_routes),
        river_open=day.river_open,
    )
