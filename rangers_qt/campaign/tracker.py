"""Rulebook: Campaign Tracker and Playing a Campaign - the sheet the group keeps between days.

Why a plain data model: the tracker is what a campaign file stores as its snapshot, what the UI
shows, and what the next day is set up from. Changing it goes through ``campaign.actions`` (one
checked action at a time) and ``campaign.between`` (a finished day's outcome), never by hand,
so a campaign can always be rebuilt from its history and compared with the snapshot.
"""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict, Field

from rangers_qt.campaign.errors import CampaignError
from rangers_qt.campaign.limits import (
    LAST_DAY,
    LIST_MAX,
    RANGERS_MAX,
    TRACK_DAYS,
    Count,
    Day,
    NextDay,
    NoteList,
    Text,
    TextList,
    TrackWeather,
)
from rangers_qt.content.decks import RangerDeck
from rangers_qt.engine.day.day_setup import DAY_ENTRIES, recommended_weather
from rangers_qt.engine.day_record import Route

#: The printed day track is ``TRACK_DAYS`` long; a campaign may go on past it to ``LAST_DAY``
#: (the extended calendar), never further (campaign/limits.py).
START_LOCATION = "lone_tree_station"
#: Copies of one reward card a group can unlock (and so hold across all its decks).
REWARD_COPIES = 2
#: Reward copies a Ranger may swap in after camping (Customizing Your Deck).
SWAPS_PER_CAMP = 2
MISSION_BOXES = 3


class _Model(BaseModel):
    model_config = ConfigDict(extra="forbid")


class TrackerDay(_Model):
    """One day of the track: its recommended weather and the entries written above it."""

    day: Day
    weather: TrackWeather  # weather slug recommended for the day
    entries: TextList = Field(default_factory=list)
    notes: NoteList = Field(default_factory=list)
    crossed_off: bool = False


class MissionEntry(_Model):
    """A line of the Missions section, plus the mission card's state between days."""

    name: Text
    card_id: Text | None = None  # None: a mission written down without a card (e.g. a story goal)
    day_started: Day
    progress: int = Field(default=0, ge=0, le=MISSION_BOXES)  # progress boxes checked
    completed: bool = False
    completed_day: Day | None = None
    side: Text = "front"
    tokens: dict[Text, Count] = Field(default_factory=dict, max_length=LIST_MAX)
    subject: Text | None = None  # card id attached face down
    #: Card ids of the cards the mission set aside (Lure's prey), kept with it between days.
    set_aside: TextList = Field(default_factory=list)


class NotableEvent(_Model):
    text: Text
    day: Day
    crossed_out: bool = False


class RemovedEntry(_Model):
    """A card or set taken out of the game (or moved to another set) by the story, as the
    tracker's Removed section keeps it: a name always, the card id when it names one of ours."""

    name: Text
    card_id: Text | None = None
    set_id: Text | None = None
    #: Where it went when it was moved rather than removed (a set's name).
    moved_to: Text | None = None
    day: NextDay = 1


class RangerRecord(_Model):
    """A Ranger of the group: their deck as it stands, and the starting cards set aside for rewards."""

    id: Text  # stable for the whole campaign: "ranger-1", "ranger-2", ...
    deck: RangerDeck
    displaced: TextList = Field(default_factory=list)
    joined_day: NextDay = 1
    left_day: NextDay | None = None
    #: Reward copies this Ranger may still swap in before the next day (2 after camping).
    swaps_left: int = Field(default=0, ge=0, le=SWAPS_PER_CAMP)

    @property
    def name(self) -> str:
        return self.deck.name

    @property
    def active(self) -> bool:
        return self.left_day is None


class DayHistory(_Model):
    """How a played day ended (the tracker's crossed-off day, with where the group stopped)."""

    day: Day
    start_location: Text
    location: Text
    terrain: Text | None
    camped: bool
    end_kind: Text
    weather: Text | None = None
    rangers: TextList = Field(default_factory=list)


class CampaignTracker(_Model):
    name: Text = "Lure of the Valley"
    #: The day to play next (1 = the first; one past ``LAST_DAY`` when the calendar is played out).
    day: NextDay = 1
    location: Text = START_LOCATION
    terrain: Text | None = None
    #: The day track, day 1 first (checked on load: ``days[i].day == i + 1``).
    days: list[TrackerDay] = Field(default_factory=list, max_length=LAST_DAY)
    missions: list[MissionEntry] = Field(default_factory=list, max_length=LIST_MAX)
    rewards: TextList = Field(default_factory=list)  # reward card ids in unlock order
    events: list[NotableEvent] = Field(default_factory=list, max_length=LIST_MAX)
    #: Cards and sets the story took out of the game, in the order they went.
    removed: list[RemovedEntry] = Field(default_factory=list, max_length=LIST_MAX)
    open_routes: list[Route] = Field(default_factory=list, max_length=LIST_MAX)
    river_open: bool = False
    rangers: list[RangerRecord] = Field(default_factory=list, max_length=RANGERS_MAX)
    history: list[DayHistory] = Field(default_factory=list, max_length=LAST_DAY)
    #: Things the tracker could not apply from a day's outcome, in words (shown to the group).
    warnings: TextList = Field(default_factory=list)

    # ------------------------------------------------------------------ queries
    def track_day(self, day: int) -> TrackerDay:
        """The day's line, created on demand past the printed track (never past ``LAST_DAY``)."""
        if not 1 <= day <= LAST_DAY:
            raise CampaignError(f"there is no day {day} in the campaign (its calendar has days 1-{LAST_DAY})")
        while len(self.days) < day:
            self.days.append(new_track_day(len(self.days) + 1))
        return self.days[day - 1]

    def active_rangers(self) -> list[RangerRecord]:
        return [r for r in self.rangers if r.active]

    def ranger(self, ranger_id: str) -> RangerRecord:
        for r in self.rangers:
            if r.id == ranger_id:
                return r
        raise KeyError(ranger_id)

    def open_missions(self) -> list[MissionEntry]:
        return [m for m in self.missions if not m.completed]

    def mission(self, name_or_card: str) -> MissionEntry | None:
        for m in self.missions:
            if not m.completed and name_or_card in (m.name, m.card_id):
                return m
        return None

    def copies_in_decks(self, card_id: str) -> int:
        return sum(r.deck.cards.count(card_id) for r in self.rangers if r.active)

    def last_day_camped(self) -> bool:
        return bool(self.history) and self.history[-1].camped


def new_track_day(day: int) -> TrackerDay:
    return TrackerDay(day=day, weather=recommended_weather(day), entries=list(DAY_ENTRIES.get(day, ())))


def new_tracker(name: str = "Lure of the Valley", location: str = START_LOCATION) -> CampaignTracker:
    """A fresh sheet: 30 days with their weather and the entries printed on days 1, 3 and 4."""
    return CampaignTracker(
        name=name, location=location, days=[new_track_day(d) for d in range(1, TRACK_DAYS + 1)]
    )
