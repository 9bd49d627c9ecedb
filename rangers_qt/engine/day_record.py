"""What the day remembers beyond the cards: where the group is, how it got there, what the
campaign guide told the players to record. Part of ``GameState`` (field ``day``).

Why kept in the state: save files, undo and replay restore it exactly, and the end-of-day
outcome for the campaign is computed from it alone. Beside the state, not in ``engine/day/``:
the state sits below every flow, and the day's flows above them (docs/layers.md).
"""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict, Field

#: Progress boxes printed beside each mission on the campaign tracker (a day marks at most these).
MISSION_BOXES = 3


class _Model(BaseModel):
    model_config = ConfigDict(extra="forbid")


class Route(_Model):
    """A travel option a game effect opened (beyond the printed map paths)."""

    destination: str
    terrain: str
    origin: str | None = None  # None: from wherever the group is


class TravelRecord(_Model):
    origin: str
    destination: str
    terrain: str
    round: int
    camped: bool = False


class MissionNote(_Model):
    """A mission objective the engine detected (or the players confirmed) and the entry named."""

    mission: str  # card id
    name: str
    objective: str  # objective kind, e.g. "arrive_at"
    entry: str | None = None


class CarriedMission(_Model):
    """A mission card as the day leaves it, so the next day sets it up the same way
    (Rulebook: Campaign Tracker, Missions): the face showing, its tokens, its subject card."""

    def_id: str
    side: str = "front"
    tokens: dict[str, int] = Field(default_factory=dict)
    subject: str | None = None  # card id attached face down
    #: Days since the mission was received (the tracker's day minus the day it was written down).
    days_since: int | None = None
    #: Progress boxes already checked on its tracker line (before this day).
    boxes: int = 0
    #: Card ids of the cards it has set aside (Lure's prey): kept apart with it into the next day.
    set_aside: list[str] = Field(default_factory=list)


class ScheduledEntry(_Model):
    """A campaign-guide entry the group writes above a later day of the tracker."""

    day: int
    entry: str


class DeckChange(_Model):
    """A permanent change to one Ranger's deck (Customizing Your Deck, Permanent Alterations):
    ``remove`` leaves the deck for the collection, ``add`` joins it (either may be None)."""

    ranger: str  # ranger id of the day (r1, r2, ...)
    remove: str | None = None
    add: str | None = None


class DayRecord(_Model):
    #: Map slug of the current location and the terrain of the path last travelled.
    location: str = ""
    terrain: str | None = None
    start_location: str = ""
    start_terrain: str | None = None
    river_open: bool = False
    #: Path cards' guide entries become ``guide`` prompts (``GameSetup.guide_prompts``).
    guide_prompts: bool = False
    open_routes: list[Route] = Field(default_factory=list)
    #: Travel options a card effect opened for the next travel only (behaviour verb open_route).
    routes_once: list[Route] = Field(default_factory=list)
    travels: list[TravelRecord] = Field(default_factory=list)
    visited: list[str] = Field(default_factory=list)
    camped: bool = False
    #: Why the day ended, as a kind: camp, too_fatigued, too_injured, guide (None while it goes on).
    end_kind: str | None = None
    guide_entries: list[str] = Field(default_factory=list)
    events: list[str] = Field(default_factory=list)
    rewards: list[str] = Field(default_factory=list)
    missions_added: list[str] = Field(default_factory=list)
    missions_completed: list[str] = Field(default_factory=list)
    missions_progressed: list[MissionNote] = Field(default_factory=list)
    #: Keys of objectives already signalled (each fires once per face and card).
    triggered: list[str] = Field(default_factory=list)
    #: Separate decks a location builds beside the path deck (name -> iids, top first; the cards
    #: sit in ``set_aside``).
    separate_decks: dict[str, list[str]] = Field(default_factory=dict)
    #: Cards cleared today, as "<card id>:<progress|harm>" (mission objectives about clearing).
    cleared: list[str] = Field(default_factory=list)
    #: ``len(cleared)`` at the last travel (a route opened by a clear serves the next travel only).
    cleared_mark: int = 0
    #: Cards that gained progress during test number ``progress_test`` (stats "tests"), for effects
    #: that ask whether the test added progress.
    progress_test: int = 0
    progress_cards: list[str] = Field(default_factory=list)
    #: Extra path cards the lead Ranger draws next round (a weather effect).
    extra_path_draws: int = 0
    #: Cards that stay exhausted through the coming refresh's ready step (a location's refresh
    #: effect chose them); emptied by that refresh.
    stay_exhausted: list[str] = Field(default_factory=list)
    #: The campaign day being played (None outside a campaign); the guide tools check dates with it.
    campaign_day: int | None = None
    #: Campaign-tracker writes the guide asks for (engine/day/guide.py), kept for the day's outcome.
    scheduled_entries: list[ScheduledEntry] = Field(default_factory=list)
    crossed_out_events: list[str] = Field(default_factory=list)
    notes: list[str] = Field(default_factory=list)
    deck_changes: list[DeckChange] = Field(default_factory=list)
    #: Progress marks (tracker bubbles) checked today, by mission card id.
    mission_marks: dict[str, int] = Field(default_factory=dict)
    #: Days since each mission in play was received, by mission card id (none: received today).
    mission_days: dict[str, int] = Field(default_factory=dict)
    #: Tracker boxes checked before this day, by mission card id (today's are ``mission_marks``).
    mission_boxes: dict[str, int] = Field(default_factory=dict)
