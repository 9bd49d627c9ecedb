"""Play a campaign again from an earlier day: a new campaign made of the original's history up
to the start of that day (the state between day N-1 and day N), the original left as it was.

Why a new campaign rather than an undo: a group that wants to try another path keeps the road it
took; the review shows the two side by side (``branch_days``). The branch's day N is set up from
the same tracker and the same seed as the original's day N was, so it starts the same.
"""

from __future__ import annotations

import hashlib
import json
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
from rangers_qt.campaign.save import FORMAT, MAX_FILE_BYTES, save_campaign

#: A branch's origin is the file's last key; its largest JSON (names of 1,000 characters, each
#: escaped as up to 12 bytes) fits in this tail, so finding branches never reads whole files.
_TAIL_BYTES = 32 * 1024
#: Files looked at when the review seeks the branches beside a campaign (a Documents folder of
#: thousands of files costs one directory listing and this many small reads at most).
MAX_SCANNED = 500


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


def origin_key(data: CampaignData, items: int) -> str:
    """The identity of a campaign's first ``items`` history items: its seed, its starting
    tracker and those items, hashed (a branch and its original share exactly these)."""
    digest = hashlib.sha256(f"{data.seed}|".encode())
    digest.update(data.start.model_dump_json().encode("utf-8"))
    for item in data.history[:items]:
        digest.update(b"|")
        digest.update(item.model_dump_json().encode("utf-8"))
    return digest.hexdigest()


def branch_file_name(path: str | Path, day: int) -> Path:
    """Where "Play again from day N" suggests the new campaign: beside the original (the review
    finds a branch only there), named after it and the day, never over an existing file."""
    here = Path(path)
    target = here.with_name(f"{here.stem} again from day {day}{here.suffix or '.json'}")
    n = 2
    while target.exists():
        target = here.with_name(f"{here.stem} again from day {day} ({n}){here.suffix or '.json'}")
        n += 1
    return target


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
        branch=BranchOrigin(name=d.name, day=day, file=origin_file, items=at, key=origin_key(d, at)),
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


def origin_problem(branch: Campaign, original: Campaign, original_name: str) -> str | None:
    """Why ``original`` is not (or no longer) the campaign ``branch`` was made from, in one line;
    None when it is. The original may have gone on since (more days): only the shared part counts."""
    origin = branch.data.branch
    if origin is None:
        return f"{branch.data.name} is not a branch"
    days = {d.day for d in original.days()} | set(past_days(original))
    if origin.key is not None and origin.items is not None:
        same = (
            len(original.data.history) >= origin.items
            and origin_key(original.data, origin.items) == origin.key
        )
    else:  # a branch written before the key was kept: the shared history compared item by item
        shared = len(branch.data.history)
        for n, item in enumerate(branch.data.history):
            if _starts_day(item, origin.day):
                shared = n
                break
        same = (
            original.data.history[:shared] == branch.data.history[:shared]
            and original.data.seed == branch.data.seed
        )
    if same and origin.day in days:
        return None
    return (
        f"the original, {original_name}, has changed since this branch was made from it (its days before day "
        f"{origin.day} are not this branch's any more), so the two are not shown side by side"
    )


def read_origin(path: str | Path) -> BranchOrigin | None:
    """The branch origin a campaign file names, read from its last bytes only (None: not a
    campaign file, not a branch, or unreadable; the full checks run when it is opened)."""
    p = Path(path)
    try:
        size = p.stat().st_size
        if size > MAX_FILE_BYTES or size < 2:
            return None
        with p.open("rb") as fh:
            head = fh.read(64)
            fh.seek(max(0, size - _TAIL_BYTES))
            tail = fh.read(_TAIL_BYTES)
    except OSError:
        return None
    if f'"format":"{FORMAT}"'.encode() not in head:
        return None
    at = tail.rfind(b',"branch":')
    if at < 0 or not tail.endswith(b"}"):
        return None
    try:
        return BranchOrigin.model_validate(json.loads(tail[at + len(b',"branch":') : -1]))
    except ValueError:  # (pydantic's ValidationError and json's errors are ValueErrors)
        return None


def find_branches(path: str | Path) -> list[Path]:
    """The campaign files beside ``path`` that were branched from it (they name its file), in
    name order; the caller opens each and checks it with ``origin_problem``."""
    p = Path(path)
    try:
        names = sorted(q for q in p.parent.iterdir() if q.suffix == ".json" and q.name != p.name)
    except OSError:
        return []
    out = []
    for q in names[:MAX_SCANNED]:
        origin = read_origin(q)
        if origin is not None and origin.file == p.name:
            out.append(q)
    return out


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
