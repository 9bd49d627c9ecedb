"""Play a campaign again from an earlier day: a new campaign made of the original's history up
to the start of that day (the state between day N-1 and day N), the original left as it was.

Why a new campaign rather than an undo: a group that wants to try another path keeps the road it
took; the review shows the two side by side (``branch_days``). The branch's day N is set up from
the same tracker and the same seed as the original's day N was, so it starts the same.
"""

from __future__ import annotations

from pathlib import Path

from pydantic import BaseModel, ConfigDict

from rangers_qt.campaign.actions import RecordDay
from rangers_qt.campaign.campaign import (
    ActionItem,
    BranchOrigin,
    Campaign,
    CampaignData,
    DayItem,
    HistoryItem,
)
from rangers_qt.campaign.errors import CampaignError
from rangers_qt.campaign.save import save_campaign


def _starts_day(item: HistoryItem, day: int) -> bool:
    if isinstance(item, DayItem):
        return item.day == day
    return isinstance(item.action, RecordDay) and item.action.day == day


def past_days(campaign: Campaign) -> list[int]:
    """The days a branch can start from: every day played or recorded."""
    days: list[int] = []
    for item in campaign.data.history:
        if isinstance(item, DayItem):
            days.append(item.day)
        elif isinstance(item, ActionItem) and isinstance(item.action, RecordDay):
            days.append(item.action.day)
    return days


def branch_from(campaign: Campaign, day: int, origin_file: str | None = None) -> Campaign:
    """The campaign as it stood between day ``day - 1`` and day ``day`` (``CampaignError`` if that
    day was not played); nothing of ``campaign`` changes."""
    history = campaign.data.history
    at = next((i for i, item in enumerate(history) if _starts_day(item, day)), None)
    if at is None:
        raise CampaignError(f"day {day} has not been played, so there is nothing to play again from it")
    d = campaign.data
    data = CampaignData(
        name=f"{d.name} (again from day {day})"[:200],
        seed=d.seed,
        start=d.start.model_copy(deep=True),
        history=list(history[:at]),
        tracker=d.start.model_copy(deep=True),
        branch=BranchOrigin(name=d.name, day=day, file=origin_file),
    )
    branch = Campaign(campaign.catalog, data)
    data.tracker = branch.rebuild()
    return branch


def write_branch(campaign: Campaign, day: int, path: str | Path, origin_file: str | None = None) -> Campaign:
    """``branch_from`` written to ``path`` atomically; refuses to write over the original."""
    target = Path(path)
    if origin_file is not None and target.resolve() == Path(origin_file).resolve():
        raise CampaignError("a branch is a new file: choose another name than the campaign's own")
    branch = branch_from(campaign, day, Path(origin_file).name if origin_file else None)
    try:
        save_campaign(branch, target)
    except OSError as exc:
        raise CampaignError(f"could not write {target.name}: {exc.strerror or exc}") from None
    return branch


class DayDifference(BaseModel):
    """One day of two campaigns side by side: where each ended it, and whether they differ."""

    model_config = ConfigDict(frozen=True)

    day: int
    left: str | None
    right: str | None
    same: bool


def _day_lines(campaign: Campaign) -> dict[int, tuple[str, str]]:
    """Per day: (what the day did, in words; the day's identity: its final state or its record)."""
    out: dict[int, tuple[str, str]] = {}
    for h in campaign.tracker.history:
        words = f"{h.start_location} -> {h.location}" + (", camped" if h.camped else f", {h.end_kind}")
        out[h.day] = (words, words)
    for item in campaign.days():
        words = out.get(item.day, ("", ""))[0]
        out[item.day] = (words, item.final_hash)
    return out


def branch_days(left: Campaign, right: Campaign) -> list[DayDifference]:
    """Every day either campaign played, side by side; a day is the same when both played it to
    the same final state (or recorded it the same way)."""
    a, b = _day_lines(left), _day_lines(right)
    return [
        DayDifference(
            day=day,
            left=a[day][0] if day in a else None,
            right=b[day][0] if day in b else None,
            same=day in a and day in b and a[day][1] == b[day][1],
        )
        for day in sorted(set(a) | set(b))
    ]
