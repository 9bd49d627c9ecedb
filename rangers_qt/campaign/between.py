"""Rulebook: Playing a Campaign, Game Setup, Ending the Day - from the tracker to a day's setup,
and from a day's outcome back to the tracker.

Why pure functions of (tracker, outcome): a campaign is rebuilt by folding its history (every
day's outcome and every action between days) over a fresh tracker; the same fold runs when a
day ends and when a file is checked, so the two can never disagree.
"""

from __future__ import annotations

from rangers_qt.campaign.actions import apply_deck_change, copy_tracker
from rangers_qt.campaign.deck_rules import set_kind
from rangers_qt.campaign.errors import CampaignError
from rangers_qt.campaign.tracker import (
    MISSION_BOXES,
    SWAPS_PER_CAMP,
    CampaignTracker,
    DayHistory,
    MissionEntry,
    NotableEvent,
)
from rangers_qt.content.catalog import Catalog
from rangers_qt.engine.day.day_setup import day_setup_fields, recommended_weather
from rangers_qt.engine.day.outcome import DayOutcome
from rangers_qt.engine.day_record import CarriedMission
from rangers_qt.engine.setup import GameSetup, RangerSetup


def seats(tracker: CampaignTracker) -> list[str]:
    """The Rangers who play the next day, in seat order (engine ids r1, r2, ... follow it)."""
    return [r.id for r in tracker.active_rangers()]


def day_setup(
    tracker: CampaignTracker,
    seed: int,
    weather: str | None = None,
    difficulty: str | None = None,
    weather_side: str = "front",
) -> GameSetup:
    """Rulebook: Game Setup for the tracker's next day: the active Rangers with their decks and
    maladies, the current location and terrain, the day's weather (recommended unless the group
    chooses a card or a difficulty), the entries written above the day, the uncompleted missions
    as they were left, the routes opened so far."""
    rangers = tracker.active_rangers()
    if not rangers:
        raise CampaignError("no Ranger is in the group: add one before starting a day")
    day = tracker.day
    line = tracker.track_day(day) if day <= len(tracker.days) else None
    entries = list(line.entries) if line is not None else None
    if (
        weather is None
        and difficulty is None
        and line is not None
        and line.weather != recommended_weather(day)
    ):
        weather = line.weather  # the track's weather, written over the printed one (SetWeather)
    carried = [
        CarriedMission(
            def_id=m.card_id,
            side=m.side,
            tokens=dict(m.tokens),
            subject=m.subject,
            days_since=max(0, day - m.day_started),
            boxes=m.progress,
            set_aside=list(m.set_aside),
        )
        for m in tracker.open_missions()
        if m.card_id is not None
    ]
    return GameSetup(
        rangers=[
            RangerSetup(
                name=r.name,
                aspects=dict(r.deck.aspects),
                role_id=r.deck.role_id,
                deck=[*r.deck.cards, *r.deck.maladies],
            )
            for r in rangers
        ],
        location=tracker.location,
        terrain=tracker.terrain,
        weather=weather,
        weather_side=weather_side,
        difficulty=difficulty,
        campaign_day=day,
        guide_entries=entries,
        carried_missions=carried,
        open_routes=list(tracker.open_routes),
        river_open=tracker.river_open,
        seed=seed,
        **day_setup_fields(),
    )


def _mission_name(catalog: Catalog, card_id: str) -> str:
    card = catalog.cards.get(card_id)
    return card.name if card is not None else card_id


def apply_outcome(
    catalog: Catalog,
    tracker: CampaignTracker,
    outcome: DayOutcome,
    seat_ids: list[str],
    weather: str | None = None,
) -> CampaignTracker:
    """The tracker after a finished day (a new object). What cannot be applied (a deck change
    that breaks a rule, an entry for a day already past) goes to ``warnings`` in words."""
    t = copy_tracker(tracker)
    apply_outcome_in_place(catalog, t, outcome, seat_ids, weather)
    return t


def apply_outcome_in_place(
    catalog: Catalog,
    t: CampaignTracker,
    outcome: DayOutcome,
    seat_ids: list[str],
    weather: str | None = None,
) -> None:
    """``apply_outcome`` changing ``t`` itself (the history fold, which owns its copy)."""
    d = t.day
    line = t.track_day(d)
    line.crossed_off = True
    line.notes.extend(outcome.notes)
    t.history.append(
        DayHistory(
            day=d,
            start_location=outcome.start_location,
            location=outcome.location,
            terrain=outcome.terrain,
            camped=outcome.camped,
            end_kind=outcome.end_kind,
            weather=weather,
            rangers=list(seat_ids),
        )
    )
    t.location, t.terrain = outcome.location, outcome.terrain

    # Missions (Campaign Tracker, Missions): new ones written with today's date, completed ones
    # crossed off, the rest keep the state the day left them in.
    subjects = {c.def_id: c.subject for c in outcome.mission_states}
    for card_id in outcome.missions_added:
        if t.mission(card_id) is None:
            name = _mission_name(catalog, card_id)
            subject = subjects.get(card_id)
            if subject:  # Mission Subjects: written as "Mission (Subject)"
                name = f"{name} ({_mission_name(catalog, subject)})"
            t.missions.append(MissionEntry(name=name, card_id=card_id, day_started=d, subject=subject))
    for card_id in outcome.missions_completed:
        m = t.mission(card_id)
        if m is not None:
            m.completed, m.completed_day = True, d
    in_play = {c.def_id: c for c in outcome.mission_states}
    for m in t.open_missions():
        state = in_play.get(m.card_id or "")
        if state is not None:
            m.side, m.tokens, m.subject = state.side, dict(state.tokens), state.subject
            m.set_aside = list(state.set_aside)
    for card_id, marks in sorted(outcome.mission_marks.items()):
        m = t.mission(card_id)
        if m is None:
            t.warnings.append(f"day {d}: progress marked on {card_id}, which is not an open mission")
            continue
        m.progress = min(MISSION_BOXES, m.progress + marks)

    # Rewards: gaining the same reward again does nothing.
    for card_id in outcome.rewards:
        card = catalog.cards.get(card_id)
        if card is None or set_kind(catalog, card) != "reward":
            t.warnings.append(f"day {d}: {card_id} was unlocked as a reward but is not a reward card")
        elif card_id not in t.rewards:
            t.rewards.append(card_id)

    for text in outcome.events:
        t.events.append(NotableEvent(text=text, day=d))
    for text in outcome.events_crossed_out:
        for i, ev in enumerate(t.events):
            if ev.text == text and not ev.crossed_out:
                t.events[i] = ev.model_copy(update={"crossed_out": True})
                break
        else:
            t.warnings.append(f"day {d}: no notable event {text!r} to cross out")
    for sched in outcome.scheduled_entries:
        if sched.day <= d:
            t.warnings.append(f"day {d}: entry {sched.entry} was scheduled for day {sched.day}, already past")
        else:
            t.track_day(sched.day).entries.append(sched.entry)
    for route in outcome.open_routes:
        if route not in t.open_routes:
            t.open_routes.append(route)
    t.river_open = t.river_open or outcome.river_open

    def ranger_of(engine_id: str) -> str | None:
        n = int(engine_id[1:]) if engine_id[1:].isdigit() else 0
        return seat_ids[n - 1] if 1 <= n <= len(seat_ids) else None

    # Maladies: a Ranger forced to end the day by a third injury adds a Lingering Injury.
    for li in outcome.lingering_injuries:
        rid = ranger_of(li.ranger)
        if rid is None or li.card_id is None:
            t.warnings.append(f"day {d}: {li.name} must add a Lingering Injury (no card to add)")
            continue
        r = t.ranger(rid)
        deck = r.deck.model_copy(update={"maladies": [*r.deck.maladies, li.card_id]})
        t.rangers = [x.model_copy(update={"deck": deck}) if x.id == rid else x for x in t.rangers]
    for change in outcome.deck_changes:
        rid = ranger_of(change.ranger)
        try:
            if rid is None:
                raise CampaignError(f"no Ranger {change.ranger}")
            r = t.ranger(rid)
            if change.add is None and change.remove in r.deck.maladies:
                # A malady's own text returned it to the collection (Lingering Injury's Treat test):
                # the one way a malady leaves a deck.
                left = list(r.deck.maladies)
                left.remove(change.remove)
                deck = r.deck.model_copy(update={"maladies": left})
                t.rangers = [x.model_copy(update={"deck": deck}) if x.id == rid else x for x in t.rangers]
                continue
            apply_deck_change(catalog, t, rid, change.remove, change.add)
        except CampaignError as exc:
            t.warnings.append(f"day {d}: deck change not applied: {exc}")

    # Camping opens the reward swaps until the next day starts.
    t.rangers = [
        r.model_copy(update={"swaps_left": SWAPS_PER_CAMP if outcome.camped and r.active else 0})
        for r in t.rangers
    ]
    t.day = d + 1
