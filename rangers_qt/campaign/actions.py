"""What the group does to the campaign outside a day, as checked, logged actions.

Why actions rather than methods that edit the tracker: the campaign file keeps every action in
its history, so the whole campaign (days and everything between) can be rebuilt and compared
with the stored snapshot; and each action is checked first and either applies whole or raises
``CampaignError`` with the reason, leaving the tracker untouched.

Rulebook sections: Campaign Tracker (missions, rewards, notable events, day track),
Customizing Your Deck (swapping rewards after camping, displaced cards, permanent alterations,
maladies), Playing a Campaign (Rangers drop in and out).
"""

from __future__ import annotations

from typing import Annotated, Literal, get_args

from pydantic import BaseModel, ConfigDict, Field

from rangers_qt.campaign.deck_rules import campaign_violations, creation_violations, meets, set_kind
from rangers_qt.campaign.errors import CampaignError
from rangers_qt.campaign.limits import LAST_DAY, TRACK_WEATHERS, Small, Text, TextList
from rangers_qt.campaign.limits import NOTE_MAX as NOTE_MAX  # (re-exported: the UI and tests read it here)
from rangers_qt.campaign.tracker import (
    MISSION_BOXES,
    REWARD_COPIES,
    SWAPS_PER_CAMP,
    CampaignTracker,
    DayHistory,
    MissionEntry,
    NotableEvent,
    RangerRecord,
    RemovedEntry,
)
from rangers_qt.content.catalog import Catalog
from rangers_qt.content.decks import RangerDeck
from rangers_qt.content.models import RangerCardBase, RoleCard, Terrain
from rangers_qt.engine.day_record import Route

#: The path terrains a day can end on (the Valley map's paths).
TERRAINS: tuple[str, ...] = get_args(Terrain)


class _Action(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class JoinRanger(_Action):
    kind: Literal["join_ranger"] = "join_ranger"
    deck: RangerDeck


class LeaveRanger(_Action):
    kind: Literal["leave_ranger"] = "leave_ranger"
    ranger: Text


class RejoinRanger(_Action):
    kind: Literal["rejoin_ranger"] = "rejoin_ranger"
    ranger: Text


class UnlockReward(_Action):
    kind: Literal["unlock_reward"] = "unlock_reward"
    card: Text


class RecordEvent(_Action):
    kind: Literal["record_event"] = "record_event"
    text: Text


class CrossOutEvent(_Action):
    kind: Literal["cross_out_event"] = "cross_out_event"
    text: Text


class PutBackEvent(_Action):
    """Put back a notable event crossed out (``index``: its line, from 0): it counts again. Why
    by its line, not its phrase: the phrase may be on the tracker twice, once crossed out; the
    line chosen on the sheet is the one put back. Crossing it out again undoes this."""

    kind: Literal["put_back_event"] = "put_back_event"
    index: Small


class AddNote(_Action):
    kind: Literal["add_note"] = "add_note"
    day: Small
    text: Text


class EditNote(_Action):
    """Rewrite a note of the day track (``index``: its place among the day's notes, from 0)."""

    kind: Literal["edit_note"] = "edit_note"
    day: Small
    index: Small
    text: Text


class DeleteNote(_Action):
    kind: Literal["delete_note"] = "delete_note"
    day: Small
    index: Small


class ScheduleEntry(_Action):
    kind: Literal["schedule_entry"] = "schedule_entry"
    day: Small
    entry: Text


class AddMission(_Action):
    kind: Literal["add_mission"] = "add_mission"
    name: Text
    card: Text | None = None
    subject: Text | None = None


class MarkMission(_Action):
    kind: Literal["mark_mission"] = "mark_mission"
    mission: Text  # name or card id
    marks: Small = 1


class CompleteMission(_Action):
    kind: Literal["complete_mission"] = "complete_mission"
    mission: Text


class SetPosition(_Action):
    """Correct the current location and path terrain (the tracker line is written in pencil)."""

    kind: Literal["set_position"] = "set_position"
    location: Text
    terrain: Text | None = None


class OpenRoute(_Action):
    kind: Literal["open_route"] = "open_route"
    destination: Text
    terrain: Text
    origin: Text | None = None


class OpenRiver(_Action):
    kind: Literal["open_river"] = "open_river"


class SwapReward(_Action):
    """After camping: one copy of an unlocked reward in, one non-malady card out."""

    kind: Literal["swap_reward"] = "swap_reward"
    ranger: Text
    add: Text
    remove: Text


class SwapBack(_Action):
    """After camping: a displaced starting card back in, a reward out (to the collection)."""

    kind: Literal["swap_back"] = "swap_back"
    ranger: Text
    add: Text  # a displaced card
    remove: Text  # a reward in the deck


class DeckChange(_Action):
    """A permanent alteration (an effect trades a card for one of the starting Ranger cards), or a
    card that returns to the collection (``add`` None)."""

    kind: Literal["deck_change"] = "deck_change"
    ranger: Text
    remove: Text | None = None
    add: Text | None = None


class AddMalady(_Action):
    kind: Literal["add_malady"] = "add_malady"
    ranger: Text
    card: Text


class RemoveMalady(_Action):
    """Only what the malady card itself allows removes it; the players judge that."""

    kind: Literal["remove_malady"] = "remove_malady"
    ranger: Text
    card: Text


class ImportRanger(_Action):
    """A Ranger who joins with a deck already changed by the campaign (kept in another tracker
    or on paper): rewards swapped in, starting cards set aside (``displaced``), maladies."""

    kind: Literal["import_ranger"] = "import_ranger"
    deck: RangerDeck
    displaced: TextList = Field(default_factory=list)


class RecordDay(_Action):
    """A day played away from this program (on paper or in another tracker), written on the
    tracker as the paper one is: the day crossed off, where the group ended it, and whether it
    camped (which opens the reward swaps, as camping does here)."""

    kind: Literal["record_day"] = "record_day"
    day: Small
    location: Text
    terrain: Text | None = None
    camped: bool = False


class SetWeather(_Action):
    """The weather written on a day of the track (Campaign Tracker: Weather)."""

    kind: Literal["set_weather"] = "set_weather"
    day: Small
    weather: Text  # checked when applied, so that a wrong one is refused in words


class SetMission(_Action):
    """Correct a mission's line by hand: its checked boxes and whether it is completed."""

    kind: Literal["set_mission"] = "set_mission"
    mission: Text
    progress: Small
    completed: bool = False


class RemoveFromGame(_Action):
    """The story takes a card or set out of the game (or moves it): the Removed section."""

    kind: Literal["remove_from_game"] = "remove_from_game"
    name: Text
    card: Text | None = None
    set_id: Text | None = None
    moved_to: Text | None = None


class RestoreToGame(_Action):
    """Strike a line of the Removed section written in error (``index`` from 0)."""

    kind: Literal["restore_to_game"] = "restore_to_game"
    index: Small


class SetMissionLine(_Action):
    """``SetMission`` for one line of the Missions section (``index`` from 0), as the sheet's
    boxes tick it: a mission card can be on the tracker twice (completed, then begun again)."""

    kind: Literal["set_mission_line"] = "set_mission_line"
    index: Small
    progress: Small
    completed: bool = False


class RemoveMission(_Action):
    """Strike a line of the Missions section written in error (``index`` from 0, in the
    tracker's order); a mission played out is completed, not removed."""

    kind: Literal["remove_mission"] = "remove_mission"
    index: Small


class RemoveEvent(_Action):
    """Strike a notable event written in error (``index`` from 0); one the story takes back is
    crossed out instead (``CrossOutEvent``)."""

    kind: Literal["remove_event"] = "remove_event"
    index: Small


CampaignAction = Annotated[
    JoinRanger
    | LeaveRanger
    | RejoinRanger
    | UnlockReward
    | RecordEvent
    | CrossOutEvent
    | PutBackEvent
    | AddNote
    | EditNote
    | DeleteNote
    | ScheduleEntry
    | AddMission
    | MarkMission
    | CompleteMission
    | SetPosition
    | OpenRoute
    | OpenRiver
    | SwapReward
    | SwapBack
    | DeckChange
    | AddMalady
    | RemoveMalady
    | ImportRanger
    | RecordDay
    | SetWeather
    | SetMission
    | RemoveFromGame
    | RestoreToGame
    | SetMissionLine
    | RemoveMission
    | RemoveEvent,
    Field(discriminator="kind"),
]


def _ranger_card(catalog: Catalog, card_id: str, what: str) -> RangerCardBase:
    card = catalog.cards.get(card_id)
    if not isinstance(card, RangerCardBase) or isinstance(card, RoleCard):
        raise CampaignError(f"{what}: {card_id} is not a Ranger deck card")
    return card


def _name(catalog: Catalog, card_id: str) -> str:
    card = catalog.cards.get(card_id)
    return card.name if card is not None else card_id


def _active(t: CampaignTracker, ranger_id: str) -> RangerRecord:
    try:
        r = t.ranger(ranger_id)
    except KeyError:
        raise CampaignError(f"no Ranger {ranger_id!r} in this campaign") from None
    if not r.active:
        raise CampaignError(f"{r.name} has left the group")
    return r


def _with_cards(r: RangerRecord, cards: list[str], displaced: list[str] | None = None) -> RangerRecord:
    deck = r.deck.model_copy(update={"cards": cards})
    return r.model_copy(update={"deck": deck, "displaced": r.displaced if displaced is None else displaced})


def _replace_ranger(t: CampaignTracker, new: RangerRecord) -> None:
    t.rangers = [new if r.id == new.id else r for r in t.rangers]


def _check_swap_in(catalog: Catalog, t: CampaignTracker, r: RangerRecord, card_id: str, what: str) -> None:
    card = _ranger_card(catalog, card_id, what)
    if r.deck.cards.count(card_id) >= min(card.deck_limit, REWARD_COPIES):
        raise CampaignError(f"{what}: {r.name} already has {r.deck.cards.count(card_id)} {card.name}")
    if not meets(card, r.deck.aspects):
        raise CampaignError(f"{what}: {card.name} needs {card.aspect} {card.level}; {r.name} has less")


def note_text(text: str) -> str:
    """The note as it goes on the track (trimmed), or ``CampaignError`` saying why not: a note
    needs words, at most ``NOTE_MAX`` characters, on one printable line."""
    clean = text.strip()
    if not clean:
        raise CampaignError("a note needs some words (to remove one, delete it)")
    if len(clean) > NOTE_MAX:
        raise CampaignError(f"a note is at most {NOTE_MAX} characters; this one has {len(clean)}")
    if not clean.isprintable():
        raise CampaignError("a note is one line of printable characters")
    return clean


def _day_notes(t: CampaignTracker, day: int, index: int) -> list[str]:
    """The notes of ``day`` on the track, checked to hold a note at ``index``."""
    if not 1 <= day <= len(t.days):
        raise CampaignError(f"there is no day {day} on the track")
    notes = t.days[day - 1].notes
    if not 0 <= index < len(notes):
        raise CampaignError(f"day {day} has no note {index + 1} (it has {len(notes)})")
    return notes


def _remove_one(cards: list[str], card_id: str) -> list[str]:
    out = list(cards)
    out.remove(card_id)
    return out


def apply_action(catalog: Catalog, tracker: CampaignTracker, action: CampaignAction) -> CampaignTracker:
    """The tracker after ``action`` (a new object; ``tracker`` is never changed).

    Raises ``CampaignError`` naming the problem when the action breaks a rule."""
    t = copy_tracker(tracker)
    apply_in_place(catalog, t, action)
    return t


def copy_tracker(tracker: CampaignTracker) -> CampaignTracker:
    """A deep copy (through pydantic-core's JSON path: several times faster than ``deepcopy``)."""
    return CampaignTracker.model_validate_json(tracker.model_dump_json())


def apply_in_place(catalog: Catalog, t: CampaignTracker, a: CampaignAction) -> None:
    """``apply_action`` changing ``t`` itself; on ``CampaignError`` ``t`` may be half changed,
    so only callers that own a copy (``apply_action``, the history fold) use it."""
    if isinstance(a, JoinRanger):
        if len(t.active_rangers()) >= 4:
            raise CampaignError("a group has at most 4 Rangers")
        problems = creation_violations(catalog, a.deck)
        if problems and not _is_campaign_deck(catalog, a.deck):
            raise CampaignError(f"{a.deck.name}: {problems[0].message}", [p.message for p in problems])
        n = 1 + max((int(r.id.rsplit("-", 1)[1]) for r in t.rangers), default=0)
        t.rangers.append(RangerRecord(id=f"ranger-{n}", deck=a.deck, joined_day=t.day))
    elif isinstance(a, LeaveRanger):
        r = _active(t, a.ranger)
        _replace_ranger(t, r.model_copy(update={"left_day": t.day}))
    elif isinstance(a, RejoinRanger):
        try:
            r = t.ranger(a.ranger)
        except KeyError:
            raise CampaignError(f"no Ranger {a.ranger!r} in this campaign") from None
        if r.active:
            raise CampaignError(f"{r.name} is already in the group")
        if len(t.active_rangers()) >= 4:
            raise CampaignError("a group has at most 4 Rangers")
        _replace_ranger(t, r.model_copy(update={"left_day": None}))
    elif isinstance(a, UnlockReward):
        card = catalog.cards.get(a.card)
        if card is None or set_kind(catalog, card) != "reward":
            raise CampaignError(f"{a.card} is not a reward card")
        if a.card not in t.rewards:  # gaining the same reward again is ignored
            t.rewards.append(a.card)
    elif isinstance(a, RecordEvent):
        if not a.text.strip():
            raise CampaignError("a notable event needs its phrase")
        # After the last day (the calendar played out) an event is dated with the last day.
        t.events.append(NotableEvent(text=a.text.strip(), day=min(t.day, LAST_DAY)))
    elif isinstance(a, CrossOutEvent):
        for i, ev in enumerate(t.events):
            if ev.text == a.text and not ev.crossed_out:
                t.events[i] = ev.model_copy(update={"crossed_out": True})
                break
        else:
            if any(ev.text == a.text for ev in t.events):
                raise CampaignError(f"the notable event {a.text!r} is already crossed out")
            raise CampaignError(f"no notable event {a.text!r} to cross out")
    elif isinstance(a, PutBackEvent):
        if not 0 <= a.index < len(t.events):
            raise CampaignError(f"there is no notable event {a.index + 1} (there are {len(t.events)})")
        ev = t.events[a.index]
        if not ev.crossed_out:
            raise CampaignError(f"the notable event {ev.text!r} is not crossed out")
        t.events[a.index] = ev.model_copy(update={"crossed_out": False})
    elif isinstance(a, AddNote):
        if a.day < 1:
            raise CampaignError(f"there is no day {a.day}")
        t.track_day(a.day).notes.append(note_text(a.text))
    elif isinstance(a, EditNote):
        _day_notes(t, a.day, a.index)[a.index] = note_text(a.text)
    elif isinstance(a, DeleteNote):
        del _day_notes(t, a.day, a.index)[a.index]
    elif isinstance(a, ScheduleEntry):
        if a.day < t.day:
            raise CampaignError(f"day {a.day} has passed (the next day is {t.day})")
        t.track_day(a.day).entries.append(a.entry)
    elif isinstance(a, AddMission):
        if a.card is not None:
            card = catalog.cards.get(a.card)
            if card is None or card.category != "mission":
                raise CampaignError(f"{a.card} is not a mission card")
            if any(m.card_id == a.card for m in t.open_missions()):
                raise CampaignError(f"the mission {card.name} is already on the tracker")
        if a.subject is not None and a.subject not in catalog.cards:
            raise CampaignError(f"no card has the id {a.subject} (mission subject)")
        t.missions.append(MissionEntry(name=a.name, card_id=a.card, day_started=t.day, subject=a.subject))
    elif isinstance(a, MarkMission):
        m = t.mission(a.mission)
        if m is None:
            raise CampaignError(f"no open mission {a.mission!r}")
        if a.marks < 1 or m.progress + a.marks > MISSION_BOXES:
            raise CampaignError(
                f"{m.name}: {m.progress} of {MISSION_BOXES} boxes are checked; cannot add {a.marks}"
            )
        m.progress += a.marks
    elif isinstance(a, CompleteMission):
        m = t.mission(a.mission)
        if m is None:
            raise CampaignError(f"no open mission {a.mission!r}")
        m.completed = True
        m.completed_day = t.day
    elif isinstance(a, SetPosition):
        try:
            catalog.location_by_slug(a.location)
        except KeyError:
            raise CampaignError(f"no location {a.location!r} on the Valley map") from None
        t.location, t.terrain = a.location, a.terrain
    elif isinstance(a, OpenRoute):
        route = Route(destination=a.destination, terrain=a.terrain, origin=a.origin)
        if route not in t.open_routes:
            t.open_routes.append(route)
    elif isinstance(a, OpenRiver):
        t.river_open = True
    elif isinstance(a, SwapReward):
        _swap_reward(catalog, t, a)
    elif isinstance(a, SwapBack):
        _swap_back(catalog, t, a)
    elif isinstance(a, DeckChange):
        apply_deck_change(catalog, t, a.ranger, a.remove, a.add)
    elif isinstance(a, AddMalady):
        r = _active(t, a.ranger)
        card = catalog.cards.get(a.card)
        if card is None or set_kind(catalog, card) != "malady":
            raise CampaignError(f"{a.card} is not a malady card")
        _replace_ranger(
            t,
            r.model_copy(update={"deck": r.deck.model_copy(update={"maladies": [*r.deck.maladies, a.card]})}),
        )
    elif isinstance(a, RemoveMalady):
        r = _active(t, a.ranger)
        if a.card not in r.deck.maladies:
            raise CampaignError(f"{r.name} has no {_name(catalog, a.card)}")
        deck = r.deck.model_copy(update={"maladies": _remove_one(r.deck.maladies, a.card)})
        _replace_ranger(t, r.model_copy(update={"deck": deck}))
    elif not _apply_by_hand(catalog, t, a):  # pragma: no cover - the union above is exhaustive
        raise CampaignError(f"unknown campaign action {a!r}")


def _apply_by_hand(catalog: Catalog, t: CampaignTracker, a: CampaignAction) -> bool:
    """The actions that write the tracker as the paper one is written (a campaign continued
    from paper or from another tracker); False: not one of them."""
    if isinstance(a, ImportRanger):
        _import_ranger(catalog, t, a)
    elif isinstance(a, RecordDay):
        _record_day(catalog, t, a)
    elif isinstance(a, SetWeather):
        if not 1 <= a.day <= LAST_DAY:
            raise CampaignError(
                f"there is no day {a.day} in the campaign (its calendar has days 1-{LAST_DAY})"
            )
        if a.day < t.day:
            raise CampaignError(f"day {a.day} has passed (the next day is {t.day}); its weather stays")
        if a.weather not in TRACK_WEATHERS:
            known = ", ".join(TRACK_WEATHERS)
            raise CampaignError(f"no weather {a.weather[:40]!r} on the track (one of {known})")
        t.track_day(a.day).weather = a.weather
    elif isinstance(a, (SetMission, SetMissionLine)):
        m = _mission_line(t, a)
        if not 0 <= a.progress <= MISSION_BOXES:
            raise CampaignError(
                f"{m.name}: a mission has {MISSION_BOXES} boxes; {a.progress} cannot be checked"
            )
        m.progress, m.completed = a.progress, a.completed
        m.completed_day = (m.completed_day or t.day) if a.completed else None
    elif isinstance(a, RemoveFromGame):
        if not a.name.strip():
            raise CampaignError("a removed card or set needs its name")
        if a.card is not None and a.card not in catalog.cards:
            raise CampaignError(f"no card has the id {a.card!r} (removed from the game)")
        if a.set_id is not None and a.set_id not in catalog.sets:
            raise CampaignError(f"no set has the id {a.set_id!r} (removed from the game)")
        entry = RemovedEntry(
            name=a.name.strip(), card_id=a.card, set_id=a.set_id, moved_to=a.moved_to, day=t.day
        )
        t.removed.append(entry)
    elif isinstance(a, RestoreToGame):
        if not 0 <= a.index < len(t.removed):
            raise CampaignError(f"the Removed section has no line {a.index + 1} (it has {len(t.removed)})")
        del t.removed[a.index]
    elif isinstance(a, RemoveMission):
        if not 0 <= a.index < len(t.missions):
            raise CampaignError(f"the Missions section has no line {a.index + 1} (it has {len(t.missions)})")
        del t.missions[a.index]
    elif isinstance(a, RemoveEvent):
        if not 0 <= a.index < len(t.events):
            raise CampaignError(f"there is no notable event {a.index + 1} (there are {len(t.events)})")
        del t.events[a.index]
    else:
        return False
    return True


def _mission_line(t: CampaignTracker, a: SetMission | SetMissionLine) -> MissionEntry:
    if isinstance(a, SetMissionLine):
        if not 0 <= a.index < len(t.missions):
            raise CampaignError(f"the Missions section has no line {a.index + 1} (it has {len(t.missions)})")
        return t.missions[a.index]
    m = next((m for m in t.missions if a.mission in (m.name, m.card_id)), None)
    if m is None:
        raise CampaignError(f"no mission {a.mission!r} on the tracker")
    return m


def _import_ranger(catalog: Catalog, t: CampaignTracker, a: ImportRanger) -> None:
    """Customizing Your Deck: the deck must be one the campaign rules allow (rewards only those
    the group unlocked), its displaced cards the Ranger's own cards."""
    if len(t.active_rangers()) >= 4:
        raise CampaignError("a group has at most 4 Rangers")
    problems = campaign_violations(catalog, a.deck, t.rewards)
    if problems:
        raise CampaignError(f"{a.deck.name}: {problems[0].message}", [p.message for p in problems])
    for code in a.displaced:
        _ranger_card(catalog, code, f"{a.deck.name}'s displaced cards")
    n = 1 + max((int(r.id.rsplit("-", 1)[1]) for r in t.rangers), default=0)
    t.rangers.append(
        RangerRecord(id=f"ranger-{n}", deck=a.deck, displaced=list(a.displaced), joined_day=t.day)
    )


def _record_day(catalog: Catalog, t: CampaignTracker, a: RecordDay) -> None:
    if a.day != t.day:
        raise CampaignError(f"day {a.day} is not the next day (the next day is {t.day})")
    if t.day > LAST_DAY:
        raise CampaignError(f"the campaign's calendar ends with day {LAST_DAY}")
    if not t.active_rangers():
        raise CampaignError("a day is played by at least one Ranger")
    try:
        catalog.location_by_slug(a.location)
    except KeyError:
        raise CampaignError(f"no location {a.location!r} on the Valley map") from None
    if a.terrain is not None and a.terrain not in TERRAINS:
        raise CampaignError(f"no path terrain {a.terrain!r} (one of {', '.join(TERRAINS)})")
    t.track_day(a.day).crossed_off = True
    t.history.append(
        DayHistory(
            day=a.day,
            start_location=t.location,
            location=a.location,
            terrain=a.terrain,
            camped=a.camped,
            end_kind="recorded",
            weather=t.track_day(a.day).weather,
            rangers=[r.id for r in t.active_rangers()],
        )
    )
    t.location, t.terrain = a.location, a.terrain
    swaps = SWAPS_PER_CAMP if a.camped else 0
    t.rangers = [r.model_copy(update={"swaps_left": swaps if r.active else 0}) for r in t.rangers]
    t.day = a.day + 1


def _is_campaign_deck(catalog: Catalog, deck: RangerDeck) -> bool:

    return not campaign_violations(catalog, deck)


def _swap_reward(catalog: Catalog, t: CampaignTracker, a: SwapReward) -> None:
    """Rulebook: Customizing Your Deck, Swapping Rewards In and Out."""
    r = _active(t, a.ranger)
    what = "swap a reward in"
    if r.swaps_left < 1:
        why = "rewards are swapped in only after a day that ended by camping"
        if t.last_day_camped():
            why = f"{r.name} has already swapped in 2 reward copies since camping"
        raise CampaignError(f"{what}: {why}")
    if a.add not in t.rewards:
        raise CampaignError(f"{what}: {_name(catalog, a.add)} is not an unlocked reward")
    _check_swap_in(catalog, t, r, a.add, what)
    card = catalog.cards[a.add]
    if t.copies_in_decks(a.add) >= min(card.quantity, REWARD_COPIES):
        raise CampaignError(f"{what}: every copy of {card.name} is already in a deck")
    if a.remove not in r.deck.cards:
        raise CampaignError(f"{what}: {r.name}'s deck has no {_name(catalog, a.remove)}")
    removed = catalog.cards.get(a.remove)
    cards = [*_remove_one(r.deck.cards, a.remove), a.add]
    displaced = list(r.displaced)
    if removed is None or set_kind(catalog, removed) != "reward":
        displaced.append(a.remove)  # a starting card is set aside; a reward goes back to the collection
    new = _with_cards(r, cards, displaced).model_copy(update={"swaps_left": r.swaps_left - 1})
    _replace_ranger(t, new)


def _swap_back(catalog: Catalog, t: CampaignTracker, a: SwapBack) -> None:
    """Rulebook: displaced cards can be swapped back into the deck any time the group camps
    (ruling R37: this does not use up the two reward swaps)."""
    r = _active(t, a.ranger)
    what = "swap a displaced card back"
    if not t.last_day_camped():
        raise CampaignError(f"{what}: only after a day that ended by camping")
    if a.add not in r.displaced:
        raise CampaignError(f"{what}: {_name(catalog, a.add)} is not among {r.name}'s displaced cards")
    if a.remove not in r.deck.cards:
        raise CampaignError(f"{what}: {r.name}'s deck has no {_name(catalog, a.remove)}")
    removed = catalog.cards.get(a.remove)
    if removed is None or set_kind(catalog, removed) != "reward":
        raise CampaignError(f"{what}: {_name(catalog, a.remove)} is not a reward (swap out a reward)")
    _check_swap_in(catalog, t, r, a.add, what)
    _replace_ranger(
        t, _with_cards(r, [*_remove_one(r.deck.cards, a.remove), a.add], _remove_one(r.displaced, a.add))
    )


def apply_deck_change(
    catalog: Catalog, t: CampaignTracker, ranger: str, remove: str | None, add: str | None
) -> None:
    """Rulebook: Customizing Your Deck, Permanent Alterations: trade a card for one of the starting
    Ranger cards (never more than two copies; Expert cards only from the Ranger's own sets);
    maladies are never traded away."""
    r = _active(t, ranger)
    what = "change a deck"
    cards = list(r.deck.cards)
    if remove is None and add is None:
        raise CampaignError(f"{what}: name the card removed and/or the card added")
    if remove is not None:
        if remove in r.deck.maladies and remove not in cards:
            raise CampaignError(f"{what}: maladies cannot be traded away")
        if remove not in cards:
            raise CampaignError(f"{what}: {r.name}'s deck has no {_name(catalog, remove)}")
        cards.remove(remove)
    if add is not None:
        card = _ranger_card(catalog, add, what)
        kind = set_kind(catalog, card)
        if kind in ("malady", "reward"):
            raise CampaignError(f"{what}: {card.name} is a {kind}; use the {kind} actions")
        if card.expert and card.set_id not in (r.deck.background, r.deck.specialty):
            raise CampaignError(
                f"{what}: {card.name} has the Expert trait and is not from {r.name}'s own sets"
            )
        _check_swap_in(catalog, t, r, add, what)
        cards.append(add)
    _replace_ranger(t, _with_cards(r, cards))
