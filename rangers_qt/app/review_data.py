"""What the campaign review shows, as plain values: each day's statistics per Ranger (from replaying
the day's saved answers), the timeline of the days, and each Ranger's deck over the campaign.

Why replay rather than store statistics in the campaign file: the file's history already holds
every day's setup, seed and answers, so the numbers are derived from the one truth and a file
written before the review existed is reviewed the same way. Replaying is the expensive part
(tens of milliseconds a day), so each day's statistics are cached on disk (`app/review_cache.py`),
keyed by the day's save, the program version and the card data: a played day never changes.

How the numbers are collected: a `Probe` recorder is handed to the engine while each saved entry
is applied. The engine calls it for every event it records, with the state mid-answer; the probe
reads who is testing which aspect (`state.test`), the engine's own counters (`state.stats`:
fatigue and injuries are bumped by the amount just before their event) and the challenge card
drawn, and files them under the Ranger. After each entry the Rangers' deck sizes are noted for
the round the state is in, so "cards left in the deck by round" is the count when the round ended.

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
from rangers_qt.campaign.between import apply_outcome_in_place
from rangers_qt.campaign.campaign import ActionItem, Campaign, DayItem, check_rules
from rangers_qt.campaign.errors import CampaignError
from rangers_qt.engine.errors import EngineError, IllegalAnswer
from rangers_qt.engine.events import Recorder
from rangers_qt.engine.session import LogEntry, Session
from rangers_qt.engine.setup import GameSetup

#: Bump when what the statistics mean changes: older cached values are then ignored.
REVIEW_DATA_VERSION = 1
ASPECTS: tuple[str, ...] = ("AWA", "FIT", "FOC", "SPI")
SYMBOLS: tuple[str, ...] = ("sun", "mountain", "crest")
_TOKENS = re.compile(r"^(\d+) (progress|harm) on ")


class RangerDayStats(BaseModel):
    """One Ranger's day. `ranger` is the campaign's id ("ranger-1"), stable across days."""

    model_config = ConfigDict(extra="forbid")

    ranger: str
    seat: str  # the engine's id that day ("r1", ...)
    name: str
    #: Cards left in the deck when round 1, 2, ... ended (the last: when the day ended).
    deck_by_round: list[int] = Field(default_factory=list)
    fatigue: int = 0  # fatigue suffered
    injuries: int = 0  # injuries suffered
    tests: dict[str, int] = Field(default_factory=dict)  # attempted, by aspect
    successes: dict[str, int] = Field(default_factory=dict)  # succeeded, by aspect
    progress: int = 0  # progress placed in this Ranger's tests and by their cards
    harm: int = 0
    symbols: dict[str, int] = Field(default_factory=dict)  # challenge symbols drawn in their tests

    def tests_total(self) -> int:
        return sum(self.tests.values())

    def successes_total(self) -> int:
        return sum(self.successes.values())


class DayStats(BaseModel):
    model_config = ConfigDict(extra="forbid")

    day: int
    rounds: int
    answers: int  # log entries (answers and manual adjustments)
    final_hash: str
    rangers: list[RangerDayStats]
    #: Progress and harm placed outside any Ranger's action (a weather or path card's own effect).
    other_progress: int = 0
    other_harm: int = 0
    #: Index into the day's log of the first entry of each round (round n at [n - 1]).
    round_starts: list[int] = Field(default_factory=list)

    def of(self, ranger: str) -> RangerDayStats | None:
        return next((r for r in self.rangers if r.ranger == ranger), None)


class Probe(Recorder):
    """A recorder that counts, per Ranger, what the engine reports while an entry is applied."""

    __slots__ = ("_fatigue_seen", "_injury_seen", "book", "by_seat", "other", "session")

    def __init__(self, session: Session, by_seat: dict[str, RangerDayStats]) -> None:
        super().__init__(enabled=False)
        self.session = session
        self.book = session.book
        self.by_seat = by_seat
        self.other = {"progress": 0, "harm": 0}
        self._fatigue_seen = session.state.stats.get("fatigue", 0)
        self._injury_seen = session.state.stats.get("injuries", 0)

    def event(
        self,
        kind: str,
        text: str,
        cards: list[str] | None = None,
        ranger: str | None = None,
        guide_entry: str | None = None,
    ) -> None:
        st = self.session.state
        test = st.test
        if kind == "fatigue":
            now = st.stats.get("fatigue", 0)
            if ranger in self.by_seat:
                self.by_seat[ranger].fatigue += now - self._fatigue_seen
            self._fatigue_seen = now
        elif kind == "injury":
            now = st.stats.get("injuries", 0)
            if ranger in self.by_seat:
                self.by_seat[ranger].injuries += now - self._injury_seen
            self._injury_seen = now
        elif kind == "test" and test is not None and test.ranger in self.by_seat:
            tests = self.by_seat[test.ranger].tests
            tests[test.aspect] = tests.get(test.aspect, 0) + 1
        elif kind == "test_result" and test is not None and test.succeeded and test.ranger in self.by_seat:
            wins = self.by_seat[test.ranger].successes
            wins[test.aspect] = wins.get(test.aspect, 0) + 1
        elif kind == "challenge" and cards and test is not None and test.ranger in self.by_seat:
            card = st.cards.get(cards[0])
            symbol = self.book.facts(card.def_id, card.side).symbol if card is not None else None
            if symbol:
                drawn = self.by_seat[test.ranger].symbols
                drawn[symbol] = drawn.get(symbol, 0) + 1
        elif kind == "tokens":
            found = _TOKENS.match(text)
            if found is not None:
                n, token = int(found.group(1)), found.group(2)
                who = test.ranger if test is not None else ranger
                target = self.by_seat.get(who or "")
                if target is None:
                    self.other[token] += n
                elif token == "progress":
                    target.progress += n
                else:
                    target.harm += n


def day_entries(item: DayItem) -> tuple[GameSetup, list[LogEntry]]:
    """A played day's setup and log entries (as the campaign file stores them)."""
    try:
        setup = GameSetup.model_validate(item.save["setup"])
        entries = [LogEntry.model_validate(e) for e in item.save.get("log", [])]
    except (KeyError, ValueError, TypeError) as exc:
        raise CampaignError(f"day {item.day}: its save cannot be read: {exc}") from None
    return setup, entries


def day_stats(campaign: Campaign, item: DayItem) -> DayStats:
    """Replay one played day with a probe; the final state hash must equal the saved one."""
    check_rules(item.rules_version, f"day {item.day}")
    setup, entries = day_entries(item)
    try:
        session = Session.new(campaign.book, setup)
    except (EngineError, KeyError, ValueError) as exc:
        raise CampaignError(f"day {item.day} cannot be set up again: {exc}") from None
    by_seat: dict[str, RangerDayStats] = {}
    for n, r in enumerate(session.state.rangers):
        rid = item.seats[n] if n < len(item.seats) else r.id
        by_seat[r.id] = RangerDayStats(ranger=rid, seat=r.id, name=r.name)
    probe = Probe(session, by_seat)
    round_starts: list[int] = []
    deck: dict[str, dict[int, int]] = {seat: {} for seat in by_seat}

    def note_decks() -> None:
        st = session.state
        for r in st.rangers:
            deck[r.id][max(1, st.round)] = len(r.deck)

    note_decks()
    for n, entry in enumerate(entries):
        while len(round_starts) < max(1, entry.round):
            round_starts.append(n)
        try:
            session.apply_logged(entry, probe)
        except (IllegalAnswer, EngineError) as exc:
            raise CampaignError(f"day {item.day} does not replay at answer {n + 1}: {exc}") from None
        note_decks()
    if session.hash() != item.final_hash:
        raise CampaignError(f"day {item.day} replays to a different state than the one saved")
    rounds = max(1, session.state.round)
    for seat, stats in by_seat.items():
        seen = deck[seat]
        last = seen.get(1, 0)
        per_round = []
        for rnd in range(1, rounds + 1):
            last = seen.get(rnd, last)
            per_round.append(last)
        stats.deck_by_round = per_round
    return DayStats(
        day=item.day,
        rounds=rounds,
        answers=len(entries),
        final_hash=item.final_hash,
        rangers=list(by_seat.values()),
        other_progress=probe.other["progress"],
        other_harm=probe.other["harm"],
        round_starts=round_starts,
    )


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
        lines["events"] = list(o.events)
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
        found = cache.get(item) if cache is not None else None
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
