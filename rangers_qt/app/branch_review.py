"""Two branches of a campaign side by side, as plain values for the review: the campaign a branch
was made from ("Play again from day N") and the branches made from a campaign, day by day (which
days they share, from which day they differ, and what each did: outcome, places, missions,
notable events).

Why in app/ (Qt-free, mypy strict): the review window only draws these rows; finding the other
file and checking it is the same campaign (``campaign/branch.py``) is the campaign's business,
the words are the review's.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from rangers_qt.app.day_view import END_WORDS, location_name

# (branch_file_name: re-exported for the review's file chooser, which reaches campaigns through app/)
from rangers_qt.campaign.branch import branch_file_name as branch_file_name
from rangers_qt.campaign.branch import find_branches, origin_problem, write_branch
from rangers_qt.campaign.campaign import Campaign
from rangers_qt.campaign.errors import CampaignError, one_line
from rangers_qt.campaign.save import open_campaign


@dataclass(frozen=True)
class DayWords:
    """One campaign's day in words, in the columns the side-by-side view shows."""

    outcome: str
    places: str
    missions: tuple[str, ...] = ()
    events: tuple[str, ...] = ()

    def lines(self) -> list[str]:
        out = [self.places, self.outcome]
        out += self.missions
        out += [f"Notable event: \u201c{e}\u201d" for e in self.events]
        return out


@dataclass(frozen=True)
class BranchDay:
    day: int
    #: Both campaigns have this day and it is the same day (every day before it is too).
    shared: bool
    this: DayWords | None
    other: DayWords | None


@dataclass
class BranchPair:
    """This campaign and one other of its family, day by day."""

    this_name: str
    other_name: str
    other_file: str
    #: "original" (this is a branch of it) or "branch" (it was made from this one).
    relation: str
    #: The day the branch plays again from.
    from_day: int
    days: list[BranchDay] = field(default_factory=list)

    def first_difference(self) -> int | None:
        return next((d.day for d in self.days if not d.shared), None)

    def title(self) -> str:
        if self.relation == "original":
            return (
                f"{self.other_name} (the original, {self.other_file}): "
                f"this campaign plays again from day {self.from_day}"
            )
        return f"{self.other_name} ({self.other_file}): plays this campaign again from day {self.from_day}"


@dataclass
class Family:
    """The campaigns shown beside this one, and why any could not be (one line each)."""

    pairs: list[BranchPair] = field(default_factory=list)
    problems: list[str] = field(default_factory=list)


def _card(catalog: Any, card_id: str) -> str:
    try:
        return str(catalog.card(card_id).name)
    except KeyError:
        return card_id


def day_words(campaign: Campaign) -> dict[int, DayWords]:
    """Each day the campaign played or recorded, in words (the tracker's crossed-off days, the
    missions it lists by the day they began and ended, its notable events by day)."""
    cat = campaign.catalog
    t = campaign.tracker
    out: dict[int, DayWords] = {}
    for h in t.history:
        start, end = location_name(cat, h.start_location), location_name(cat, h.location)
        places = f"Stayed at {start}" if start == end else f"{start} \u2192 {end}"
        outcome = "made camp" if h.camped else END_WORDS.get(h.end_kind, h.end_kind).lower()
        missions = [
            f"Mission begun: {_card(cat, m.card_id or m.name)}" for m in t.missions if m.day_started == h.day
        ]
        missions += [
            f"Mission completed: {_card(cat, m.card_id or m.name)}"
            for m in t.missions
            if m.completed_day == h.day
        ]
        events = tuple(e.text for e in t.events if e.day == h.day)
        out[h.day] = DayWords(outcome[:1].upper() + outcome[1:], places, tuple(missions), events)
    return out


def _identity(campaign: Campaign) -> dict[int, str]:
    """Per day what makes it that day: a played day's final state (its hash holds the seed's draws
    and every answer's effect), a recorded day's action as written."""
    out: dict[int, str] = {}
    for item in campaign.data.history:
        if item.kind == "day":
            out[item.day] = item.final_hash
        elif getattr(item.action, "kind", "") == "record_day":
            out[item.action.day] = item.action.model_dump_json()  # type: ignore[union-attr]
    return out


def pair_days(this: Campaign, other: Campaign) -> list[BranchDay]:
    """Every day either campaign has, side by side; the days are shared up to the first day whose
    identity differs (or that only one has), and none after it."""
    a, b = day_words(this), day_words(other)
    ia, ib = _identity(this), _identity(other)
    rows: list[BranchDay] = []
    shared = True
    for day in sorted(set(a) | set(b)):
        shared = shared and day in ia and day in ib and ia[day] == ib[day]
        rows.append(BranchDay(day, shared, a.get(day), b.get(day)))
    return rows


def family(campaign: Campaign, path: str | Path | None) -> Family:
    """The original this campaign was branched from (if it is a branch) and the branches made
    from it, each checked to be of this campaign; whatever is missing or changed is one line and
    the review shows the rest."""
    found = Family()
    if path is None:
        if campaign.data.branch is not None:
            found.problems.append(
                "This campaign has no file yet, so its original cannot be looked for beside it"
            )
        return found
    here = Path(path)
    origin = campaign.data.branch
    if origin is not None:
        if origin.file is None:
            found.problems.append(
                f"This campaign plays {origin.name} again from day {origin.day}, which had no file then: "
                "it cannot be shown beside it"
            )
        else:
            source = here.parent / origin.file
            try:
                if not source.is_file():
                    raise FileNotFoundError(source)
                original = open_campaign(source, campaign.catalog)
            except FileNotFoundError:
                found.problems.append(
                    f"The original, {origin.file}, is no longer beside this file "
                    "(moved, renamed or deleted): only this campaign is shown"
                )
            except (CampaignError, OSError) as exc:
                found.problems.append(f"The original, {origin.file}, could not be opened: {one_line(exc)}")
            else:
                problem = origin_problem(campaign, original, origin.file)
                if problem is not None:
                    found.problems.append(problem[:1].upper() + problem[1:])
                else:
                    found.pairs.append(
                        BranchPair(
                            campaign.data.name,
                            original.data.name,
                            origin.file,
                            "original",
                            origin.day,
                            pair_days(campaign, original),
                        )
                    )
    for other_path in find_branches(here):
        try:
            other = open_campaign(other_path, campaign.catalog)
        except (CampaignError, OSError) as exc:
            found.problems.append(
                f"{other_path.name}, a branch of this campaign, could not be opened: {one_line(exc)}"
            )
            continue
        if other.data.branch is None or origin_problem(other, campaign, here.name) is not None:
            continue  # another campaign kept under this file's name once: not of this family
        found.pairs.append(
            BranchPair(
                campaign.data.name,
                other.data.name,
                other_path.name,
                "branch",
                other.data.branch.day,
                pair_days(campaign, other),
            )
        )
    return found


def play_again(campaign: Campaign, path: str | Path | None, day: int, target: str | Path) -> str:
    """Write the branch of ``campaign`` (kept at ``path``) that plays again from ``day`` to
    ``target``; the campaign and its file are left as they were. What was written, in words;
    a refusal is one ``CampaignError`` line."""
    made = write_branch(campaign, day, target, origin_file=str(path) if path else None)
    where = Path(target)
    beside = path is not None and where.resolve().parent == Path(path).resolve().parent
    tail = "" if beside else " (not beside the original, so the review does not show them side by side)"
    return f"Wrote {where.name}: {made.data.name}, day {day} next{tail}"
