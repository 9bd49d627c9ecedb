"""Rulebook: Additional Concepts, Campaign Guide; Playing a Campaign (Campaign Guide, Campaign
Tracker). The app never reproduces the guide's text: when a card, a mission or the tracker
points to an entry, the group gets a ``guide`` prompt naming the entry, and tools to apply what
it says.

Tools: the prompt's own options (done, the entry ends the day, flip or complete the mission
that pointed here, the condition does not hold) and the day's manual actions (``ManualAdjust``
with ``record_event``, ``unlock_reward``, ``add_mission``, ``complete_mission``, ``flip``,
``put_into_play``, ``open_route``, ``open_river``, besides ``move``, ``add_tokens`` and
``end_day``) and the campaign tracker's writes (``schedule_entry``, ``cross_out_event``,
``day_note``, ``deck_change``, ``mark_mission``: the campaign applies them after the day).
Everything lands in the log and in ``state.day`` for the day's outcome.
"""

from __future__ import annotations

from typing import Any, Protocol

from rangers_qt.engine import ops
from rangers_qt.engine.core import Engine, step
from rangers_qt.engine.day_record import MISSION_BOXES, DeckChange, MissionNote, Route, ScheduledEntry
from rangers_qt.engine.errors import IllegalAnswer
from rangers_qt.engine.facedown import turn_face_down, turn_face_up
from rangers_qt.engine.path_deck import new_card
from rangers_qt.engine.prompts import Option
from rangers_qt.engine.zones import PLAY_ZONES, RANGER_ZONES, in_play, iter_in_play, where, zone_list


class Adjust(Protocol):
    """The fields of ``ManualAdjust`` the tools read (kept structural to avoid an import cycle)."""

    @property
    def action(self) -> str: ...
    @property
    def card(self) -> str | None: ...
    @property
    def ranger(self) -> str | None: ...
    @property
    def token(self) -> str | None: ...
    @property
    def zone(self) -> str | None: ...
    @property
    def reason(self) -> str | None: ...
    @property
    def amount(self) -> int: ...


def mission_name(eng: Engine, iid: str) -> str:
    return eng.name(iid)


def guide(eng: Engine, args: dict[str, Any]) -> None:
    """Name an entry to the players and wait until they applied it."""
    st = eng.state
    entry: str = args["entry"]
    card: str | None = args.get("card")
    mission: str | None = args.get("mission")
    objective: str | None = args.get("objective")
    conditional: bool = bool(args.get("conditional"))
    if card is not None and card not in st.cards:
        card = None
    if mission is not None and mission not in st.cards:
        mission = None
    st.day.guide_entries.append(entry)
    source = args.get("title") or (eng.name(card) if card else "")
    title = f"Read campaign guide entry {entry}" + (f" ({source})" if source else "")
    if conditional:
        title += " if its condition holds"
    if not args.get("quiet"):
        eng.rec.event("guide_entry", title, [card] if card else [], None, guide_entry=entry)
    base = {"entry": entry, "mission": mission, "objective": objective}
    options = [
        Option(id="done", label="Done: the entry is applied", kind="done", then=[step("guide_done", **base)])
    ]
    if conditional:
        options.append(
            Option(
                id="not_met",
                label="The condition does not hold",
                kind="no",
                then=[step("guide_skip", entry=entry)],
            )
        )
    if mission is not None:
        options.append(
            Option(
                id="flip",
                label=f"Flip {eng.name(mission)} to its other side",
                kind="yes",
                card=mission,
                then=[step("guide_done", **base), step("guide_flip", card=mission)],
            )
        )
        options.append(
            Option(
                id="complete",
                label=f"{eng.name(mission)} is complete",
                kind="yes",
                card=mission,
                then=[step("guide_done", **base), step("guide_complete", card=mission)],
            )
        )
    if args.get("tools", True):
        # A path card's entry offers "done" only (an entry read on entering play rarely ends the day;
        # the manual end_day tool is always there).
        options.append(
            Option(
                id="end_day",
                label="The entry ends the day",
                kind="yes",
                then=[step("guide_done", **base), step("guide_end_day", entry=entry)],
            )
        )
    eng.ask("guide", st.lead, title, options)


def guide_done(eng: Engine, args: dict[str, Any]) -> None:
    mission: str | None = args.get("mission")
    if mission is not None and mission in eng.state.cards:
        eng.state.day.missions_progressed.append(
            MissionNote(
                mission=eng.state.cards[mission].def_id,
                name=eng.name(mission),
                objective=args.get("objective") or "",
                entry=args.get("entry"),
            )
        )


def guide_skip(eng: Engine, args: dict[str, Any]) -> None:
    entry = args.get("entry")
    if entry in eng.state.day.guide_entries:
        eng.state.day.guide_entries.reverse()
        eng.state.day.guide_entries.remove(entry)
        eng.state.day.guide_entries.reverse()


def guide_flip(eng: Engine, args: dict[str, Any]) -> None:
    flip(eng, args["card"])


def guide_complete(eng: Engine, args: dict[str, Any]) -> None:
    complete_mission(eng, args["card"])


def guide_end_day(eng: Engine, args: dict[str, Any]) -> None:
    eng.state.day.end_kind = "guide"
    ops.end_day(eng, f"campaign guide entry {args.get('entry')} ends the day")


# --------------------------------------------------------------------------- the tools


def flip(eng: Engine, iid: str) -> None:
    """Rulebook: Weather Cards - a two-faced card turns over and keeps its tokens (a path card in
    play not attached is turned face down or face up: engine/facedown.py)."""
    card = eng.state.cards[iid]
    f = eng.facts(iid)
    if f.category == "path":  # a path card in play turns face down, or back up (ruling R86)
        if not (turn_face_up(eng, iid) or turn_face_down(eng, iid)):
            raise IllegalAnswer(f"{f.name} cannot be turned over where it is")
        return
    if f.category not in ("weather", "mission"):
        raise IllegalAnswer(f"{f.name} has no other side to flip to")
    card.side = "back" if card.side == "front" else "front"
    eng.rec.card(iid)
    eng.rec.event("flip", f"{f.name} flips to {eng.name(iid)}", [iid])


def complete_mission(eng: Engine, iid: str) -> None:
    """Rulebook: Mission Cards - missions leave play only when completed (or by special
    instructions): the card and what is attached to it leave the game."""
    st = eng.state
    f = eng.facts(iid)
    hung = st.cards[iid].attached_to is not None and st.cards[iid].face_up  # on its person
    if f.category != "mission" or (iid not in st.surroundings and not hung):
        raise IllegalAnswer(f"{f.name} is not a mission in play")
    name = eng.name(iid)
    st.day.missions_completed.append(st.cards[iid].def_id)
    remove_mission(eng, iid)
    eng.rec.event("mission", f"Mission complete: {name}")


def remove_mission(eng: Engine, iid: str) -> None:
    """A mission in play (in the surroundings or attached to a card) and what is attached to it
    leave the game; Ranger tokens on it go home."""
    st = eng.state
    for r in st.rangers:
        if r.ranger_token_on == iid:
            r.ranger_token_on = None
            eng.rec.ranger(r.id)
    host = st.cards[iid].attached_to
    _remove_from_game(eng, iid)
    eng.rec.area("surroundings")
    if host is not None:
        eng.rec.card(host)


def _remove_from_game(eng: Engine, iid: str) -> None:
    st = eng.state
    card = st.cards[iid]
    for child in list(card.attached):
        _remove_from_game(eng, child)
    if card.attached_to is not None:
        st.cards[card.attached_to].attached.remove(iid)
    else:
        zone, ranger = where(st, iid)
        zone_list(st, zone, ranger).remove(iid)
    del st.cards[iid]


def add_mission(eng: Engine, def_id: str, subject: str | None = None) -> str:
    """Rulebook: Campaign Tracker, Missions - the mission card goes into the surroundings, right of
    the location; a subject card is attached face down."""
    st = eng.state
    f = eng.book.facts(def_id)
    if f.category != "mission":
        raise IllegalAnswer(f"{def_id} ({f.name}) is not a mission card")
    if any(st.cards[i].def_id == def_id for i in st.surroundings):
        raise IllegalAnswer(f"{f.name} is already in play")
    iid = new_card(st, def_id)
    st.set_aside.append(iid)
    person = _person(eng, def_id, subject)
    if person is not None:  # a mission that enters attached hangs on its subject in play
        ops.attach(eng, iid, person)
        eng.rec.event("mission", f"{f.name} is attached to {eng.name(person)}", [iid, person])
        st.day.missions_added.append(def_id)
        return iid
    ops.enter_play(eng, iid, "surroundings")
    st.day.missions_added.append(def_id)
    if subject:
        _known(eng, subject, "add_mission")
        sub = new_card(st, subject)
        st.cards[iid].attached.append(sub)
        st.cards[sub].attached_to = iid
        st.cards[sub].face_up = False
    return iid


def _person(eng: Engine, def_id: str, subject: str | None) -> str | None:
    """The subject card in play a mission whose face enters ``attached`` goes onto (Helping Hand
    on the person you help); None: the mission enters the surroundings as usual."""
    face = getattr(eng.book.definition(def_id), "front", None)
    if subject is None or getattr(face, "enters", None) != "attached":
        return None
    st = eng.state
    return next((i for i in iter_in_play(st) if st.cards[i].def_id == subject), None)


def apply_day_action(eng: Engine, adj: Adjust) -> None:
    """The guide tools as manual adjustments (validated; ``IllegalAnswer`` explains a refusal)."""
    st = eng.state
    a = adj.action
    if a == "record_event":
        if not adj.reason:
            raise IllegalAnswer("record_event: give the phrase to record (reason)")
        st.day.events.append(adj.reason)
    elif a == "unlock_reward":
        if not adj.card:
            raise IllegalAnswer("unlock_reward: give the reward card id (card)")
        f = _known(eng, adj.card, "unlock_reward")
        if f.category != "ranger" or f.type == "role":
            raise IllegalAnswer(f"unlock_reward: {f.name} ({f.category}) is not a reward card")
        if adj.card not in st.day.rewards:  # gaining the same reward again is ignored
            st.day.rewards.append(adj.card)
        eng.rec.event("reward", f"Reward unlocked: {f.name}")
    elif a == "add_mission":
        if not adj.card:
            raise IllegalAnswer("add_mission: give the mission card id (card)")
        try:
            add_mission(eng, adj.card, adj.token)
        except KeyError as exc:
            raise IllegalAnswer(str(exc)) from None
    elif a == "complete_mission":
        if not adj.card or adj.card not in st.cards:
            raise IllegalAnswer(f"complete_mission: no such card {adj.card!r}")
        complete_mission(eng, adj.card)
    elif a == "flip":
        if not adj.card or adj.card not in st.cards or not in_play(st, adj.card):
            raise IllegalAnswer(f"flip: {adj.card!r} is not a card in play")
        flip(eng, adj.card)
    elif a == "put_into_play":
        _put_into_play(eng, adj)
    elif a == "open_route":
        if not adj.zone or not adj.token:
            raise IllegalAnswer("open_route: give the destination slug (zone) and the terrain (token)")
        try:
            eng.book.catalog.location_by_slug(adj.zone)
        except KeyError:
            raise IllegalAnswer(f"open_route: {adj.zone!r} is not a location") from None
        if adj.zone == st.day.location:
            raise IllegalAnswer("open_route: the group is already there")
        if not _is_terrain(eng, adj.token):
            raise IllegalAnswer(f"open_route: {adj.token!r} is not a terrain")
        st.day.open_routes.append(Route(destination=adj.zone, terrain=adj.token, origin=st.day.location))
    elif a == "open_river":
        st.day.river_open = True
    elif a in TRACKER_ACTIONS:
        _tracker_action(eng, adj)
    else:  # pragma: no cover - manual.DAY_ACTIONS lists exactly the branches above
        raise IllegalAnswer(f"unknown day action {a!r}")


TRACKER_ACTIONS = frozenset({"schedule_entry", "cross_out_event", "day_note", "deck_change", "mark_mission"})
#: The latest campaign day an entry can be scheduled for (the tracker cycles long before this).
MAX_CAMPAIGN_DAY = 1000


def _tracker_action(eng: Engine, adj: Adjust) -> None:
    """Rulebook: Campaign Tracker - what the guide asks the group to write down during a day.
    Kept in ``state.day``; the campaign (rangers_qt/campaign) writes it on the tracker."""
    st = eng.state
    a = adj.action
    amount = adj.amount
    if a == "schedule_entry":
        today = st.day.campaign_day
        if not adj.reason:
            raise IllegalAnswer("schedule_entry: give the entry (reason) and the day (amount)")
        if amount < 1 or amount > MAX_CAMPAIGN_DAY or (today is not None and amount <= today):
            when = f"after today (day {today})" if today is not None else "1 or later"
            raise IllegalAnswer(f"schedule_entry: the day must be {when}; got {amount}")
        st.day.scheduled_entries.append(ScheduledEntry(day=amount, entry=adj.reason))
        eng.rec.event("guide_entry", f"Entry {adj.reason} is written above day {amount}")
    elif a == "cross_out_event":
        if not adj.reason:
            raise IllegalAnswer("cross_out_event: give the recorded phrase (reason)")
        st.day.crossed_out_events.append(adj.reason)
    elif a == "day_note":
        if not adj.reason:
            raise IllegalAnswer("day_note: give the note (reason)")
        st.day.notes.append(adj.reason)
    elif a == "deck_change":
        if adj.ranger not in {r.id for r in st.rangers}:
            raise IllegalAnswer(f"deck_change: no such ranger {adj.ranger!r}")
        if not adj.card and not adj.token:
            raise IllegalAnswer("deck_change: give the card added (card) and/or the card removed (token)")
        for def_id in (adj.card, adj.token):
            if def_id is not None:
                try:
                    f = eng.book.facts(def_id)
                except KeyError as exc:
                    raise IllegalAnswer(str(exc)) from None
                if f.category != "ranger":
                    raise IllegalAnswer(f"deck_change: {f.name} is not a Ranger card")
        st.day.deck_changes.append(DeckChange(ranger=adj.ranger or "", add=adj.card, remove=adj.token))
    elif a == "mark_mission":
        if not adj.card or adj.card not in st.cards or eng.facts(adj.card).category != "mission":
            raise IllegalAnswer(f"mark_mission: {adj.card!r} is not a mission card in play")
        def_id = st.cards[adj.card].def_id
        marks = st.day.mission_marks.get(def_id, 0) + amount
        if amount < 1 or marks > MISSION_BOXES:
            raise IllegalAnswer(f"mark_mission: a mission has {MISSION_BOXES} progress boxes a day can mark")
        st.day.mission_marks[def_id] = marks


def _known(eng: Engine, def_id: str, action: str) -> Any:
    try:
        return eng.book.facts(def_id)
    except KeyError:
        raise IllegalAnswer(f"{action}: unknown card id {def_id!r}") from None


def _is_terrain(eng: Engine, terrain: str) -> bool:
    """A terrain is a set of path cards (of kind "terrain" when the catalog describes its sets)."""
    sets = getattr(eng.book.catalog, "sets", None)
    if hasattr(sets, "get"):
        found = sets.get(terrain)  # type: ignore[union-attr]
        if found is None or getattr(found, "kind", None) != "terrain":
            return False
    cards = eng.book.catalog.set_cards(terrain)
    return bool(cards) and all(getattr(c, "category", None) == "path" for c in cards)


def _put_into_play(eng: Engine, adj: Adjust) -> None:
    """A card from the collection enters play (a guide entry or card effect puts it there)."""
    if not adj.card:
        raise IllegalAnswer("put_into_play: give the card id (card)")
    f = _known(eng, adj.card, "put_into_play")
    if f.category in ("challenge", "aspect", "location", "weather") or f.type == "role":
        raise IllegalAnswer(f"{f.name} ({f.type}) cannot be put into play this way")
    if adj.ranger is not None and adj.ranger not in {r.id for r in eng.state.rangers}:
        raise IllegalAnswer(f"put_into_play: no such ranger {adj.ranger!r}")
    if f.category == "mission":
        add_mission(eng, adj.card)
        return
    zone = adj.zone or ("along_the_way" if f.area == "along_the_way" else "within_reach")
    if zone not in PLAY_ZONES:
        raise IllegalAnswer(f"put_into_play: {zone!r} is not an area in play")
    if f.category == "path" and zone not in ("along_the_way", "within_reach"):
        raise IllegalAnswer(f"put_into_play: a path card goes along the way or within reach, not {zone}")
    if f.category == "ranger" and zone not in RANGER_ZONES:
        raise IllegalAnswer(f"put_into_play: a Ranger card goes within reach or in a player area, not {zone}")
    rid = (adj.ranger or eng.state.lead) if zone in RANGER_ZONES else None
    iid = new_card(eng.state, adj.card, rid if f.category == "ranger" else None)
    eng.state.set_aside.append(iid)
    ops.enter_play(eng, iid, zone, rid)
