"""What the campaign review shows, as plain values: each day's statistics per Ranger, the
timeline of the days, and each Ranger's deck over the campaign.

Where the statistics come from, fastest first: the ones counted when the day ended and kept in the
campaign file (`DayItem.stats`, see `campaign/day_stats.py`); for a file written before they were
kept, the review cache on disk (`app/review_cache.py`, keyed by the day's save, the program version
and the card data: a played day never changes); else the day is replayed with the probe once and
the result cached.

Qt-free (mypy strict; in app/ because the timeline speaks the day summary's words): the review
window (`ui/review_window.py`) only draws these values.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

from pydantic import BaseModel, ConfigDict, Field

from rangers_qt.app.day_view import END_WORDS
from rangers_qt.campaign import actions as act
from rangers_qt.campaign import day_stats as stats_mod
from rangers_qt.campaign.between import apply_outcome_in_place
from rangers_qt.campaign.campaign import ActionItem, Campaign, DayItem, check_rules
from rangers_qt.campaign.day_stats import ASPECTS as ASPECTS
from rangers_qt.campaign.day_stats import STATS_VERSION, count_day
from rangers_qt.campaign.day_stats import SYMBOLS as SYMBOLS
from rangers_qt.campaign.day_stats import DayStats as DayStats
from rangers_qt.campaign.day_stats import RangerDayStats as RangerDayStats
from rangers_qt.campaign.errors import CampaignError
from rangers_qt.engine.session import LogEntry
from rangers_qt.engine.setup import GameSetup

#: The statistics' meaning (kept under its first name for the review cache's key).
REVIEW_DATA_VERSION = STATS_VERSION


def day_entries(item: DayItem) -> tuple[GameSetup, list[LogEntry]]:
    """A played day's setup and log entries (as the campaign file stores them)."""
    return stats_mod.day_entries(item.save, item.day)


def day_stats(campaign: Campaign, item: DayItem) -> DayStats:
    """Replay one played day with a probe; the final state hash must equal the saved one."""
    check_rules(item.rules_version, f"day {item.day}", campaign.book, item.save)
    return count_day(campaign.book, item.day, item.seats, item.save)


def stored_stats(item: DayItem) -> DayStats | None:
    """The statistics counted when the day ended, if they mean what this program counts."""
    found = item.stats
    if found is None or found.version != STATS_VERSION or found.final_hash != item.final_hash:
        return None
    return found


# --------------------------------------------------------------------------- timeline


@dataclass(frozen=True)
class TimelineDay:
    """A played day in words, in the categories the timeline lists (each a list of lines)."""

    day: int
    weather: str
    start: str
    end: str
    ended_why: str
    locations: tuple[str, ...]
    lines: dict[str, tuple[str, ...]] = field(default_factory=dict)

    def title(self) -> str:
        where = self.start if self.start == self.end else f"{self.start} \u2192 {self.end}"
        weather = f" \u00b7 {self.weather}" if self.weather else ""
        return f"Day {self.day}{weather} \u00b7 {where} ({self.ended_why})"


#: The timeline's categories, in the order a day lists them.
TIMELINE_KINDS: tuple[tuple[str, str], ...] = (
    ("locations", "Locations"),
    ("missions_started", "Missions started"),
    ("missions_completed", "Missions completed"),
    ("rewards", "Rewards unlocked"),
    ("events", "Notable events"),
    ("injuries", "Injuries"),
    ("lingering", "Lingering injuries"),
    ("notes", "Notes"),
    ("decks", "Deck changes"),
)


def _card_name(catalog: Any, card_id: str) -> str:
    try:
        return str(catalog.card(card_id).name)
    except KeyError:
        return card_id


def _place(catalog: Any, slug: str) -> str:
    try:
        return str(catalog.location_by_slug(slug).name)
    except KeyError:
        return slug.replace("_", " ").title()


def played_days(campaign: Campaign) -> list[DayItem]:
    return campaign.days()


def actions_before(campaign: Campaign) -> dict[int, list[act.CampaignAction]]:
    """Actions between days, by the day they were taken before (the tracker's next day then)."""
    out: dict[int, list[act.CampaignAction]] = {}
    for h in campaign.data.history:
        if isinstance(h, ActionItem):
            out.setdefault(h.day, []).append(h.action)
    return out


#: The words an older simulated day recorded as a notable event: its log number alone.
_BARE_EVENT = re.compile(r"event (\d+)")


def event_words(text: str) -> str:
    """A notable event as the review names it. Simulated days used to record "event 8" (the
    log line the bot was at), which tells a reader nothing; such an event is said for what it
    is. Every other event is shown as the players (or the bot, now in words) wrote it."""
    bare = _BARE_EVENT.fullmatch(text.strip())
    if bare is None:
        return text
    return f"an unnamed event a simulated day recorded at a campaign guide entry (log line {bare.group(1)})"


def timeline(campaign: Campaign, stats: dict[int, DayStats] | None = None) -> list[TimelineDay]:
    """Each played day: weather, where it began and ended and why, and what happened. Things done
    between days (a reward unlocked, a note, a swap) are listed with the day they follow."""
    cat = campaign.catalog
    after: dict[int, list[act.CampaignAction]] = {}
    for h in campaign.data.history:
        if isinstance(h, ActionItem):
            after.setdefault(h.day - 1, []).append(h.action)
    names: dict[str, str] = {}
    for h in campaign.data.history:
        if isinstance(h, ActionItem) and isinstance(h.action, act.JoinRanger):
            names[f"ranger-{len(names) + 1}"] = h.action.deck.name
    for r in campaign.tracker.rangers:
        names[r.id] = r.deck.name
    out: list[TimelineDay] = []
    for item in campaign.days():
        o = item.outcome
        why = END_WORDS.get(o.end_kind, o.end_kind)
        if o.end_reason and o.end_kind != "camp":
            why += f": {o.end_reason}"
        why = why[:1].lower() + why[1:]
        path = [o.start_location, *(t.destination for t in o.travels)]
        lines: dict[str, list[str]] = {k: [] for k, _ in TIMELINE_KINDS}
        lines["locations"] = [_place(cat, s) for s in path]
        lines["missions_started"] = [_card_name(cat, m) for m in o.missions_added]
        lines["missions_completed"] = [_card_name(cat, m) for m in o.missions_completed]
        lines["rewards"] = [_card_name(cat, c) for c in o.rewards]
        lines["events"] = [event_words(e) for e in o.events]
        lines["lingering"] = [
            f"{li.name}: a Lingering Injury joins the deck (third injury)" for li in o.lingering_injuries
        ]
        lines["notes"] = list(o.notes)
        if stats is not None and item.day not in stats:
            lines["notes"].append("(no statistics: this program does not replay the day the same way)")
        day_stats_ = (stats or {}).get(item.day)
        if day_stats_ is not None:
            lines["injuries"] = [
                f"{r.name}: {r.injuries} injur{'y' if r.injuries == 1 else 'ies'}"
                for r in day_stats_.rangers
                if r.injuries
            ]
        for a in after.get(item.day, []):
            if isinstance(a, act.UnlockReward):
                lines["rewards"].append(_card_name(cat, a.card))
            elif isinstance(a, act.RecordEvent):
                lines["events"].append(a.text)
            elif isinstance(a, act.AddNote):
                lines["notes"].append(a.text)
            elif isinstance(a, act.EditNote):
                lines["notes"].append(f"a note of day {a.day} rewritten: \u201c{a.text}\u201d")
            elif isinstance(a, act.DeleteNote):
                lines["notes"].append(f"a note of day {a.day} deleted")
            elif isinstance(a, act.AddMission):
                lines["missions_started"].append(a.name)
            elif isinstance(a, act.CompleteMission):
                lines["missions_completed"].append(a.mission)
            elif isinstance(a, (act.SwapReward, act.SwapBack)):
                added, removed = _card_name(cat, a.add), _card_name(cat, a.remove)
                lines["decks"].append(f"{names.get(a.ranger, a.ranger)}: {added} in, {removed} out")
            elif isinstance(a, act.AddMalady):
                lines["lingering"].append(
                    f"{names.get(a.ranger, a.ranger)}: {_card_name(cat, a.card)} (malady)"
                )
        weather = _card_name(cat, item.weather) if item.weather else ""
        out.append(
            TimelineDay(
                day=item.day,
                weather=weather,
                start=_place(cat, o.start_location),
                end=_place(cat, o.location),
                ended_why=why,
                locations=tuple(lines["locations"]),
                lines={k: tuple(v) for k, v in lines.items()},
            )
        )
    return out


def _seat(item: DayItem, seat: str) -> str:
    """The campaign ranger id of an engine seat ("r2" -> item.seats[1])."""
    if seat.startswith("r") and seat[1:].isdigit():
        n = int(seat[1:]) - 1
        if 0 <= n < len(item.seats):
            return item.seats[n]
    return seat


# --------------------------------------------------------------------------- deck history


class DeckStep(BaseModel):
    """A Ranger's deck before a played day, and the changes made since the day before."""

    model_config = ConfigDict(extra="forbid")

    day: int
    cards: list[str]  # card ids, one per copy, sorted
    swapped_in: list[str] = Field(default_factory=list)  # rewards (or displaced cards) put in
    displaced: list[str] = Field(default_factory=list)  # cards taken out
    maladies: list[str] = Field(default_factory=list)


class RangerDeckHistory(BaseModel):
    model_config = ConfigDict(extra="forbid")

    ranger: str
    name: str
    steps: list[DeckStep] = Field(default_factory=list)


def deck_history(campaign: Campaign) -> list[RangerDeckHistory]:
    """Each Ranger's deck before each played day: the history folded again from the start, with
    the swaps (rewards in, cards displaced), permanent changes and maladies between days."""
    cat = campaign.catalog
    t = act.copy_tracker(campaign.data.start)
    hist: dict[str, RangerDeckHistory] = {}
    pending: dict[str, tuple[list[str], list[str]]] = {}
    for h in campaign.data.history:
        if isinstance(h, ActionItem):
            a = h.action
            if isinstance(a, (act.SwapReward, act.SwapBack, act.DeckChange)):
                ins, outs = pending.setdefault(a.ranger, ([], []))
                if a.add:
                    ins.append(a.add)
                if a.remove:
                    outs.append(a.remove)
            act.apply_in_place(cat, t, a)
            continue
        for seat_id in h.seats:
            r = t.ranger(seat_id)
            entry = hist.setdefault(r.id, RangerDeckHistory(ranger=r.id, name=r.deck.name))
            ins, outs = pending.pop(r.id, ([], []))
            entry.steps.append(
                DeckStep(
                    day=h.day,
                    cards=sorted(r.deck.cards),
                    swapped_in=ins,
                    displaced=outs,
                    maladies=list(r.deck.maladies),
                )
            )
        apply_outcome_in_place(cat, t, h.outcome, h.seats, h.weather)
    return list(hist.values())


def card_names(campaign: Campaign, ids: list[str]) -> list[str]:
    return [_card_name(campaign.catalog, c) for c in ids]


# --------------------------------------------------------------------------- the whole review


@dataclass
class ReviewData:
    """Everything the review window shows, for one campaign."""

    name: str
    days: list[DayItem]
    stats: dict[int, DayStats]
    timeline: list[TimelineDay]
    decks: list[RangerDeckHistory]
    rangers: list[tuple[str, str]]  # (campaign id, name) in the order of the charts' series
    #: Days whose statistics could not be replayed (a program whose cards or engine changed
    #: since the day was played), with the reason: the map, timeline and decks still show them.
    problems: dict[int, str] = field(default_factory=dict)

    def series(self) -> Iterator[tuple[str, str]]:
        yield from self.rangers


def review_data(campaign: Campaign, cache: Any | None = None) -> ReviewData:
    """The review of a campaign; `cache` (a `review_cache.ReviewCache`) keeps each day's statistics."""
    stats: dict[int, DayStats] = {}
    problems: dict[int, str] = {}
    for item in campaign.days():
        found = stored_stats(item)
        if found is None and cache is not None:
            found = cache.get(item)
        if found is None:
            try:
                found = day_stats(campaign, item)
            except CampaignError as exc:
                problems[item.day] = str(exc)
                continue
            if cache is not None:
                cache.put(item, found)
        stats[item.day] = found
    if cache is not None:
        cache.flush()
    rangers: dict[str, str] = {r.id: r.deck.name for r in campaign.tracker.rangers}
    for s in stats.values():
        for r in s.rangers:
            rangers.setdefault(r.ranger, r.name)
    return ReviewData(
        name=campaign.data.name,
        days=campaign.days(),
        stats=stats,
        timeline=timeline(campaign, stats),
        decks=deck_history(campaign),
        rangers=sorted(rangers.items()),
        problems=problems,
    )
