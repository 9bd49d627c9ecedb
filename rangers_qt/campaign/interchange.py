"""A campaign kept in another tracker (earthborne.build, RangersDB), built here as our own.

Both community trackers keep the same campaign fields (their shapes are facts, docs/campaign.md):
the next ``day``, ``current_location`` and ``current_path_terrain``, ``history`` (where each day
ended, whether the group camped), ``calendar`` (campaign guide entries by day), ``missions``
(day, name, card code, subject, progress or checked boxes, completed), ``rewards`` (card codes),
``events`` and ``notes`` (crossed out or not), ``removed`` (cards and sets taken out of the
game); they differ in how they carry the decks. ``CampaignFields`` is that common part, bounded
by ``campaign/limits.py``; ``SheetDeck`` is a deck in neutral terms.

Why the campaign is built from ordinary checked actions (``campaign.actions``): the imported
campaign is then one this program could have kept itself - every line of the tracker in its
history, the file's checks (the tracker equal to the history folded again) hold, and each rule
the document breaks is refused by the action that would apply it. Building happens on a new
campaign; any refusal leaves nothing behind (nothing half-imported).
"""

from __future__ import annotations

import hashlib
from collections import Counter
from collections.abc import Callable
from typing import Annotated

from pydantic import BaseModel, ConfigDict, Field

from rangers_qt.campaign import actions as act
from rangers_qt.campaign.campaign import Campaign
from rangers_qt.campaign.card_match import CardMatcher, Mismatch
from rangers_qt.campaign.deck_rules import set_kind
from rangers_qt.campaign.errors import CampaignError
from rangers_qt.campaign.limits import LIST_MAX, Count, Text, TextList
from rangers_qt.campaign.tracker import MISSION_BOXES, START_LOCATION
from rangers_qt.content.catalog import Catalog
from rangers_qt.content.decks import RangerDeck
from rangers_qt.content.models import ASPECTS, AnyCard, RangerCardBase, RoleCard
from rangers_qt.engine.day.day_setup import DAY_ENTRIES

#: A number in a document, bounded before anything uses it (a day of 10^18 is refused by the
#: action that would apply it, in words).
Number = Annotated[int, Field(ge=-1_000_000, le=1_000_000)]
Slots = Annotated[dict[Text, Count], Field(max_length=LIST_MAX)]


class _Doc(BaseModel):
    # Fields of the trackers this program does not keep (dates, ids of their users...) are ignored.
    model_config = ConfigDict(extra="ignore", frozen=True)


class DocMission(_Doc):
    day: Number
    name: Text
    card_code: Text | None = None
    subject: Text | None = None
    progress: Number | None = None
    completed: bool | None = None
    checks: Annotated[list[bool], Field(max_length=LIST_MAX)] | None = None


class DocCalendarDay(_Doc):
    day: Number
    guides: TextList = Field(default_factory=list)
    #: Ours (an additive field the others ignore): the weather written on the day.
    weather: Text | None = None


class DocEvent(_Doc):
    event: Text
    crossed_out: bool | None = None


class DocNote(_Doc):
    note: Text
    day: Number
    crossed_out: bool | None = None


class DocHistoryDay(_Doc):
    day: Number
    location: Text | None = None
    path_terrain: Text | None = None
    camped: bool | None = None


class DocRemoved(_Doc):
    set_id: Text | None = None
    name: Text
    action: Text | None = None
    destination: Text | None = None


class CampaignFields(_Doc):
    """The campaign fields both trackers keep (module docstring)."""

    name: Text
    cycle_id: Text = "core"
    expansions: TextList = Field(default_factory=list)
    extended_calendar: bool | None = False
    day: Number = 1
    current_location: Text | None = None
    current_path_terrain: Text | None = None
    rewards: TextList = Field(default_factory=list)
    missions: Annotated[list[DocMission], Field(max_length=LIST_MAX)] = Field(default_factory=list)
    history: Annotated[list[DocHistoryDay], Field(max_length=LIST_MAX)] = Field(default_factory=list)
    calendar: Annotated[list[DocCalendarDay], Field(max_length=LIST_MAX)] = Field(default_factory=list)
    events: Annotated[list[DocEvent], Field(max_length=LIST_MAX)] = Field(default_factory=list)
    notes: Annotated[list[DocNote], Field(max_length=LIST_MAX)] = Field(default_factory=list)
    removed: Annotated[list[DocRemoved], Field(max_length=LIST_MAX)] = Field(default_factory=list)


class SheetDeck(BaseModel):
    """A Ranger's deck in neutral terms: the cards as they are now (rewards swapped in)."""

    model_config = ConfigDict(frozen=True)

    name: str
    aspects: dict[str, int] | None = None
    aspect_code: str | None = None
    role: str | None = None
    background: str | None = None
    specialty: str | None = None
    slots: dict[str, int] = Field(default_factory=dict)
    displaced: dict[str, int] = Field(default_factory=dict)
    maladies: dict[str, int] = Field(default_factory=dict)
    rewards: dict[str, int] = Field(default_factory=dict)


class ImportSummary(BaseModel):
    """What an import matched, in words, and every mismatch with its reason (the summary the
    player reads before accepting)."""

    model_config = ConfigDict(frozen=True)

    source: str
    matched: list[str]
    mismatches: list[Mismatch]

    def lines(self) -> list[str]:
        out = [f"From {self.source}:", *(f"  {line}" for line in self.matched)]
        if self.mismatches:
            out.append(f"{len(self.mismatches)} difference(s) with this program's cards:")
            out += [f"  {m.line()}" for m in self.mismatches]
        else:
            out.append("Every card matched by its code and name.")
        return out


class ImportedCampaign(BaseModel):
    model_config = ConfigDict(frozen=True, arbitrary_types_allowed=True)

    campaign: Campaign
    summary: ImportSummary


def seed_of(doc_id: str | None, name: str) -> int:
    """The imported campaign's seed: ours again when the document is our own export
    (``rangers-qt-<seed>``), else derived from the document's id and name (same document, same
    seed: no clock, no randomness)."""
    if doc_id and doc_id.startswith("rangers-qt-") and doc_id[11:].isdigit() and len(doc_id) < 32:
        return int(doc_id[11:]) % 2**63
    digest = hashlib.sha256(f"{doc_id}\n{name}".encode()).digest()
    return int.from_bytes(digest[:4], "big") % 2**31


def _fits_deck_card(c: AnyCard) -> bool:
    return isinstance(c, RangerCardBase) and not isinstance(c, RoleCard)


class _Builder:
    """Turns ``CampaignFields`` and the decks into checked actions on a new campaign."""

    def __init__(
        self, catalog: Catalog, fields: CampaignFields, decks: list[SheetDeck], source: str, seed: int
    ) -> None:
        self.catalog = catalog
        self.seed = seed
        self.fields = fields
        self.decks = decks
        self.source = source
        self.match = CardMatcher(catalog)
        self.matched: list[str] = []

    def kind_is(self, kind: str) -> Callable[[AnyCard], bool]:
        return lambda c: set_kind(self.catalog, c) == kind

    # ------------------------------------------------------------------ places
    def location(self, where: str, given: str | None) -> str | None:
        if not given:
            return None
        slugs = {loc.slug: loc for loc in self.catalog.locations()}
        key = "_".join(given.replace("-", " ").casefold().split())
        if key in slugs:
            if key != given:
                self.match.note(where, given, f"given by name; matched to {slugs[key].name}", key)
            return key
        for loc in self.catalog.locations():
            if loc.name.casefold() == given.casefold() or loc.id == given:
                self.match.note(where, given, f"matched by name to {loc.name}", loc.slug)
                return loc.slug
        self.match.note(where, given, "no location of the Valley map has this name", None)
        return None

    def terrain(self, where: str, given: str | None) -> str | None:
        if not given:
            return None
        key = "_".join(given.replace("-", " ").casefold().split())
        if key in act.TERRAINS:
            return key
        self.match.note(
            where, given, f"no path terrain of this name (one of {', '.join(act.TERRAINS)})", None
        )
        return None

    # ------------------------------------------------------------------ cards
    def _cards(
        self, where: str, slots: dict[str, int], fits: Callable[[AnyCard], bool], kind: str
    ) -> list[str]:
        cards: list[str] = []
        for code, n in sorted(slots.items()):
            got = self.match.card(where, code, None, fits, kind)
            if got is not None:
                cards += [got] * n
        return sorted(cards)  # in our codes' order, however the document named them

    def deck(self, d: SheetDeck) -> act.ImportRanger | None:
        where = f"deck {d.name}"
        aspects = d.aspects
        if aspects is None and d.aspect_code:
            card = self.catalog.cards.get(d.aspect_code)
            found = [a for a in self.catalog.aspect_cards() if a.id == d.aspect_code]
            if not found and card is None:
                found = [
                    a for a in self.catalog.aspect_cards() if a.name.casefold() == d.aspect_code.casefold()
                ]
            if found:
                aspects = {str(k): v for k, v in found[0].values.items()}
            else:
                self.match.note(f"{where}: aspect", d.aspect_code, "no aspect card has this code here", None)
        if aspects is None:
            self.match.note(f"{where}: aspect", "", "the deck gives no aspect values", None)
            return None
        role = self.match.card(f"{where}: role", d.role, None, lambda c: isinstance(c, RoleCard), "role card")
        cards = self._cards(f"{where}: slots", d.slots, _fits_deck_card, "Ranger card")
        displaced = self._cards(f"{where}: displaced", d.displaced, _fits_deck_card, "Ranger card")
        maladies = self._cards(f"{where}: maladies", d.maladies, self.kind_is("malady"), "malady")
        self._cards(f"{where}: rewards", d.rewards, self.kind_is("reward"), "reward")
        if role is None:
            return None
        deck = RangerDeck(
            name=d.name[:80] or "Imported Ranger",
            aspects={a: int(aspects.get(a, aspects.get(a.lower(), 0))) for a in ASPECTS},
            role_id=role,
            cards=cards,
            background=d.background,
            specialty=d.specialty,
            maladies=maladies,
        )
        return act.ImportRanger(deck=deck, displaced=displaced)

    # ------------------------------------------------------------------ the whole campaign
    def build(self) -> ImportedCampaign:
        f = self.fields
        if f.cycle_id != "core":
            raise CampaignError(
                f"the campaign is of the cycle {f.cycle_id!r}; this program plays Lure of the Valley (core)"
            )
        if f.expansions:
            raise CampaignError(
                f"the campaign uses expansions this program does not have: {', '.join(f.expansions)}"
            )
        if not self.decks:
            raise CampaignError("the campaign holds no Ranger's deck (link the group's decks to it first)")
        steps = self._steps()
        unmatched = self.match.unmatched()
        if unmatched:
            problems = [m.line() for m in unmatched]
            more = f" (and {len(problems) - 1} more)" if len(problems) > 1 else ""
            raise CampaignError(f"campaign not imported: {problems[0]}{more}", problems)
        camp = Campaign.new(self.catalog, f.name[:200] or "Imported campaign", [], seed=self.seed)
        for what, step in steps:
            try:
                camp.act(step)
            except CampaignError as exc:
                raise CampaignError(f"campaign not imported: {what}: {exc}", exc.problems) from None
        t = camp.tracker
        self.matched += [
            f"{len(t.rangers)} Ranger(s): "
            + "; ".join(
                f"{r.name} ({len(r.deck.cards)} cards, {len(r.displaced)} displaced, "
                f"{len(r.deck.maladies)} malad{'y' if len(r.deck.maladies) == 1 else 'ies'})"
                for r in t.rangers
            ),
            f"next day {t.day}, at {self.catalog.location_by_slug(t.location).name}"
            + (f" on {t.terrain.replace('_', ' ')}" if t.terrain else ""),
            f"{len(t.history)} day(s) played, {len(t.missions)} mission(s), {len(t.rewards)} reward(s), "
            f"{len(t.events)} notable event(s), {sum(len(d.notes) for d in t.days)} note(s), "
            f"{len(t.removed)} removed",
        ]
        summary = ImportSummary(source=self.source, matched=self.matched, mismatches=self.match.mismatches)
        return ImportedCampaign(campaign=camp, summary=summary)

    def _steps(self) -> list[tuple[str, act.CampaignAction]]:
        f = self.fields
        steps: list[tuple[str, act.CampaignAction]] = []
        rewards = list(f.rewards) + [code for d in self.decks for code in d.rewards]
        seen: set[str] = set()
        for code in rewards:
            got = self.match.card("rewards", code, None, self.kind_is("reward"), "reward card")
            if got is not None and got not in seen:
                seen.add(got)
                steps.append(("rewards", act.UnlockReward(card=got)))
        for d in self.decks:
            ranger = self.deck(d)
            if ranger is not None:
                steps.append(("the decks", ranger))
        for cal in f.calendar:
            where = f"calendar day {cal.day}"
            if cal.weather:
                steps.append((where, act.SetWeather(day=cal.day, weather=cal.weather)))
            printed = Counter(DAY_ENTRIES.get(cal.day, ()))
            for entry in cal.guides:
                if printed[entry] > 0:
                    printed[entry] -= 1  # already printed on the track
                else:
                    steps.append((where, act.ScheduleEntry(day=cal.day, entry=entry)))
        for note in f.notes:
            if note.crossed_out:
                self.match.note(
                    f"notes day {note.day}", note.note[:40], "crossed out there; kept as a note here"
                )
            steps.append((f"notes day {note.day}", act.AddNote(day=note.day, text=note.note)))
        if not 1 <= f.day <= 46:
            raise CampaignError(
                f"campaign.day is {f.day}: the campaign's days run from 1 to 45 (46: all played)"
            )
        by_day = {h.day: h for h in f.history}
        missions = sorted(f.missions, key=lambda m: m.day)
        if any(not 1 <= m.day <= f.day for m in missions):
            bad = next(m for m in missions if not 1 <= m.day <= f.day)
            raise CampaignError(f"mission {bad.name!r} started on day {bad.day}, not one of days 1-{f.day}")
        where_now = START_LOCATION
        for day in range(1, f.day + 1):
            for m in (m for m in missions if m.day == day):
                steps += self._mission(m)
            if day == f.day:
                break
            h = by_day.get(day)
            loc = self.location(f"history day {day}", h.location if h else None) or where_now
            terrain = self.terrain(f"history day {day}", h.path_terrain if h else None)
            if day == f.day - 1:
                loc = self.location("current_location", f.current_location) or loc
                terrain = self.terrain("current_path_terrain", f.current_path_terrain) or terrain
            steps.append(
                (
                    f"day {day}",
                    act.RecordDay(day=day, location=loc, terrain=terrain, camped=bool(h and h.camped)),
                )
            )
            where_now = loc
        if f.day == 1 and f.current_location:
            start = self.location("current_location", f.current_location)
            terrain = self.terrain("current_path_terrain", f.current_path_terrain)
            if start is not None and (start, terrain) != (START_LOCATION, None):
                steps.append(("current_location", act.SetPosition(location=start, terrain=terrain)))
        for ev in f.events:
            steps.append(("events", act.RecordEvent(text=ev.event)))
            if ev.crossed_out:
                steps.append(("events", act.CrossOutEvent(text=ev.event.strip())))
        for rm in f.removed:
            steps.append(("removed", self._removed(rm)))
        return steps

    def _mission(self, m: DocMission) -> list[tuple[str, act.CampaignAction]]:
        where = f"mission {m.name}"
        card = None
        if m.card_code or self.match.named(m.name, self.kind_is("mission")):
            base = m.name.split(" (", 1)[0]
            card = self.match.card(where, m.card_code, base, self.kind_is("mission"), "mission card")
        subject = None
        name = m.name
        if m.subject:
            found = self.match.named(m.subject, lambda c: True)
            subject = found[0].id if found else None
            if subject is None:
                self.match.note(where, m.subject, "no card has this name; kept in the mission's name")
                if m.subject not in name:
                    name = f"{name} ({m.subject})"
        progress = m.progress if m.progress is not None else sum(1 for c in (m.checks or []) if c)
        if not 0 <= progress <= MISSION_BOXES:
            raise CampaignError(
                f"mission {m.name!r}: progress {progress} (a mission has {MISSION_BOXES} boxes)"
            )
        steps: list[tuple[str, act.CampaignAction]] = [
            (where, act.AddMission(name=name, card=card, subject=subject))
        ]
        if progress or m.completed:
            steps.append(
                (where, act.SetMission(mission=name, progress=progress, completed=bool(m.completed)))
            )
        return steps

    def _removed(self, rm: DocRemoved) -> act.CampaignAction:
        where = f"removed {rm.name}"
        found = self.match.named(rm.name, lambda c: True)
        set_id = rm.set_id if rm.set_id in self.catalog.sets else None
        if rm.set_id and set_id is None:
            self.match.note(where, rm.set_id, "no set has this id here; kept by name")
        if not found and set_id is None:
            self.match.note(where, rm.name, "no card or set of this name here; kept by name")
        moved = rm.destination if rm.action == "moved" else None
        return act.RemoveFromGame(
            name=rm.name, card=found[0].id if found else None, set_id=set_id, moved_to=moved
        )


def build_campaign(
    catalog: Catalog, fields: CampaignFields, decks: list[SheetDeck], source: str, seed: int
) -> ImportedCampaign:
    """The campaign the document describes, built and checked whole, with its summary; or one
    ``CampaignError`` line (``problems`` lists every unmatched card) and nothing built."""
    return _Builder(catalog, fields, decks, source, seed).build()
