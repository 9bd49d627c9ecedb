"""The campaign file: JSON with an envelope (format, version, content hash) around ``CampaignData``.

Opening, in order, each step bounded and each refusal one line (``CampaignError``), the open
game untouched because nothing is built until every check passed:
1. size limit (``MAX_FILE_BYTES``) before reading;
2. the content hash: sha256 of the file with its own hash replaced by zeros (a file edited,
   truncated or damaged on disk is refused as such);
3. JSON parsing (no NaN/Infinity; nesting limited, see safe_json);
4. the envelope: ``format`` and ``format_version`` (a file from a newer program is refused);
5. migrations from older versions (``MIGRATIONS``), run on plain JSON before validation;
   nesting is measured on the raw bytes before (``DEPTH_MAX``);
6. validation of the whole document (pydantic, ``extra="forbid"``): every number and text
   bounded by what the game allows (campaign/limits.py), the refusal naming the field;
7. cross-field rules: the track numbered from day 1, the played days in order, the current day
   the tracker's next day with its active Rangers (``_check_days``);
8. consistency: the tracker snapshot equals the history folded again (``Campaign.rebuild``);
9. the current day restored: its log replayed to its saved state and snapshot; a day that is
   over but was never applied to the tracker (a kill between its last answer and the save that
   applied it, under the old code) is applied now (``Campaign.complete_finished_day``).

Replaying every day (``verify_days``) is separate: it is slow by nature and the snapshot makes
it unnecessary for opening.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

from pydantic import ValidationError

from rangers_qt import __version__
from rangers_qt.campaign import safe_json
from rangers_qt.campaign.actions import RecordDay
from rangers_qt.campaign.between import seats
from rangers_qt.campaign.campaign import Campaign, CampaignData, DayItem
from rangers_qt.campaign.errors import CampaignError, reason
from rangers_qt.campaign.limits import DEPTH_MAX, MAX_HISTORY
from rangers_qt.content.catalog import Catalog
from rangers_qt.files.atomic import remove_stale_temps, write_bytes_atomic

FORMAT = "rangers-qt-campaign"
#: 2: each played day may carry its statistics (``DayItem.stats``); a version-1 file has none.
#: 3: the history may hold ``edit_note`` and ``delete_note`` actions (notes changed on the tracker).
#: 4: the current day may record where it went on after an update of the card rules
#: (``CurrentDay.resumed_under`` / ``resumed_at`` / ``resumed_state``: campaign/resume.py).
#: 5: the history may hold the actions that write the tracker by hand (``record_day``,
#: ``import_ranger``, ``set_weather``, ``set_mission``, ``remove_from_game``, ``restore_to_game``),
#: the tracker its ``removed`` section, and the file the day it branched from (``branch``).
#: 6: a branch's origin also holds the original's identity (``BranchOrigin.items`` and ``key``:
#: the shared history's length and digest), so the review pairs it only with that campaign.
#: 7: the history may hold ``remove_mission`` and ``remove_event`` (lines of the tracker written
#: by hand in error, struck out) and ``set_mission_line`` (a mission's boxes, by its line).
#: 8: the history may hold ``put_back_event`` (a notable event crossed out, counting again).
FORMAT_VERSION = 8
#: A 30-day campaign is under 1 MB; a 45-day one with very long days stays far below this.
MAX_FILE_BYTES = 16 * 1024 * 1024
MAX_ANSWERS_PER_DAY = 200_000
_ZERO = "0" * 64
_HASH_KEY = b'"sha256":"'


#: ``MIGRATIONS[v]`` turns a version-``v`` document (plain JSON) into version ``v + 1``.
def _v1_to_v2(doc: dict[str, Any]) -> dict[str, Any]:
    """Version 2 only added the optional ``stats`` of a played day: nothing to change. (The
    version moved so that an older program refuses a newer file as newer, in one line, rather
    than as an invalid one.)"""
    return doc


def _v2_to_v3(doc: dict[str, Any]) -> dict[str, Any]:
    """Version 3 only added two kinds of history action: nothing to change (moved for the same
    reason as version 2)."""
    return doc


def _v3_to_v4(doc: dict[str, Any]) -> dict[str, Any]:
    """Version 4 only added the optional resume fields of the current day: nothing to change
    (moved for the same reason as version 2)."""
    return doc


def _v4_to_v5(doc: dict[str, Any]) -> dict[str, Any]:
    """Version 5 only added optional fields and kinds of action: nothing to change."""
    return doc


def _v5_to_v6(doc: dict[str, Any]) -> dict[str, Any]:
    """Version 6 only added the optional identity of a branch's original: a version-5 branch has
    none (the review then compares the shared days item by item), so nothing to change. (Moved so
    that a version-5 program refuses a version-6 branch as newer, not as invalid.)"""
    return doc


def _v6_to_v7(doc: dict[str, Any]) -> dict[str, Any]:
    """Version 7 only added two kinds of history action: nothing to change (moved so that a
    version-6 program refuses a version-7 file as newer, not as invalid)."""
    return doc


def _v7_to_v8(doc: dict[str, Any]) -> dict[str, Any]:
    """Version 8 only added one kind of history action: nothing to change (moved so that a
    version-7 program refuses a version-8 file as newer, not as invalid)."""
    return doc


MIGRATIONS: dict[int, Callable[[dict[str, Any]], dict[str, Any]]] = {
    1: _v1_to_v2,
    2: _v2_to_v3,
    3: _v3_to_v4,
    4: _v4_to_v5,
    5: _v5_to_v6,
    6: _v6_to_v7,
    7: _v7_to_v8,
}


def _digest(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def _history_json(campaign: Campaign) -> bytes:
    """The history as a JSON array; items are frozen, so each is serialised once per campaign."""
    cache = campaign.json_cache
    fresh: dict[int, tuple[object, bytes]] = {}
    parts = []
    for item in campaign.data.history:
        hit = cache.get(id(item))
        data = hit[1] if hit is not None and hit[0] is item else item.model_dump_json().encode("utf-8")
        fresh[id(item)] = (item, data)
        parts.append(data)
    campaign.json_cache = fresh
    return b"[" + b",".join(parts) + b"]"


def to_bytes(campaign: Campaign, snapshot: bool = True) -> bytes:
    """The file's bytes: compact JSON, the envelope first, then the content hash filled in.

    Serialised by pydantic-core (``model_dump_json``, faster than ``json.dumps`` of a dict);
    played days, which never change, are serialised once and reused by later saves."""
    campaign.sync_current(with_snapshot=snapshot)
    d = campaign.data
    head = json.dumps(
        {
            "format": FORMAT,
            "format_version": FORMAT_VERSION,
            "sha256": _ZERO,
            "app_version": __version__,
            "name": d.name,
            "seed": d.seed,
        },
        separators=(",", ":"),
        ensure_ascii=False,
    ).encode("utf-8")
    current = d.current.model_dump_json().encode("utf-8") if d.current is not None else b"null"
    raw = b"".join(
        [
            head[:-1],
            b',"start":',
            d.start.model_dump_json().encode("utf-8"),
            b',"history":',
            _history_json(campaign),
            b',"tracker":',
            d.tracker.model_dump_json().encode("utf-8"),
            b',"current":',
            current,
            b',"branch":' + d.branch.model_dump_json().encode("utf-8") if d.branch is not None else b"",
            b"}",
        ]
    )
    at = raw.index(_HASH_KEY) + len(_HASH_KEY)
    return raw[:at] + _digest(raw).encode() + raw[at + 64 :]


#: What serialising a campaign can raise besides a bug: pydantic's serialiser (a ValueError)
#: on a value it cannot write, a recursion or memory limit on absurd nesting or size.
SERIALISE_ERRORS = (ValueError, TypeError, RecursionError, MemoryError)


def save_campaign(campaign: Campaign, path: str | Path, *, durable: bool = True) -> Path:
    """Write the campaign atomically (never a half-written file; symlinks followed). A campaign
    that cannot be serialised is one ``CampaignError`` line and the file on disk stays as it was
    (the bytes are made before anything is written); a failed write is the ``OSError``."""
    try:
        data = to_bytes(campaign)
    except SERIALISE_ERRORS as exc:
        raise CampaignError(
            f"{Path(path).name} not saved (the last saved file is kept): the campaign cannot be "
            f"written ({type(exc).__name__}: {reason(exc)})"
        ) from None
    return write_bytes_atomic(path, data, durable=durable)


def _check_hash(raw: bytes, name: str) -> None:
    head = raw[:512]
    at = head.find(_HASH_KEY)
    if at < 0:
        # Say first what the file is not: JSON at all, or a JSON document of another kind.
        try:
            safe_json.loads(raw, "JSON file", max_depth=None)
        except CampaignError as exc:
            raise CampaignError(f"{name}: {exc}") from None
        raise CampaignError(f"{name}: not a Rangers Qt campaign file (no content hash)")
    at += len(_HASH_KEY)
    stored = raw[at : at + 64]
    if len(stored) != 64 or raw[at + 64 : at + 65] != b'"':
        raise CampaignError(f"{name}: the file is damaged (its content hash is unreadable)")
    if _digest(raw[:at] + _ZERO.encode() + raw[at + 64 :]) != stored.decode("ascii", "replace"):
        raise CampaignError(
            f"{name}: the file is damaged or was edited (its content does not match its hash); "
            "open a backup or the autosave"
        )


def _migrate(doc: dict[str, Any], name: str) -> dict[str, Any]:
    version = doc.get("format_version")
    if isinstance(version, bool) or not isinstance(version, int) or version < 1:
        raise CampaignError(f"{name}: unknown format version {version!r}")
    if version > FORMAT_VERSION:
        raise CampaignError(
            f"{name}: made by a newer Rangers Qt (format {version}; this one reads up to {FORMAT_VERSION})"
        )
    while version < FORMAT_VERSION:
        step = MIGRATIONS.get(version)
        if step is None:  # pragma: no cover - every version below the current one has a step
            raise CampaignError(f"{name}: no migration from format {version}")
        doc = step(doc)
        version += 1
        doc["format_version"] = version
    return doc


def _check_days(data: CampaignData, name: str) -> None:
    """The cross-field rules validation alone cannot see: each track numbered from day 1, the
    starting tracker before anything happened, the played days one after the other from day 1,
    and the current day the tracker's next day, played by the tracker's active Rangers."""
    for what, t in (("start", data.start), ("tracker", data.tracker)):
        for i, line in enumerate(t.days):
            if line.day != i + 1:
                raise CampaignError(
                    f"{name}: {what}.days.{i}.day is {line.day}, not day {i + 1} of the track"
                )
    if data.start.day != 1 or data.start.history:
        raise CampaignError(f"{name}: start.day: the starting tracker is not before day 1 was played")
    expected = data.start.day
    for i, item in enumerate(data.history):
        if item.day != expected:
            raise CampaignError(f"{name}: history.{i}.day is {item.day}, but the next day was {expected}")
        if isinstance(item, DayItem) or isinstance(item.action, RecordDay):
            expected = item.day + 1
    cur = data.current
    if cur is not None:
        if cur.day != data.tracker.day:
            raise CampaignError(
                f"{name}: current.day is {cur.day}, but the tracker's next day is {data.tracker.day}"
            )
        if cur.seats != seats(data.tracker):
            raise CampaignError(f"{name}: current.seats are not the tracker's active Rangers")


def parse_campaign(raw: bytes, catalog: Catalog, name: str = "campaign file") -> Campaign:
    """Bytes to a checked ``Campaign`` or one ``CampaignError`` line: the one loader, for opening a
    campaign and for ``rangers-qt save check`` alike (the module docstring lists the checks).

    The current day is restored too (its log replayed to its saved state), and a current day
    that is over but was never applied (the old code could leave one) is applied now."""
    if len(raw) > MAX_FILE_BYTES:
        raise CampaignError(f"{name}: too large for a campaign file ({len(raw):,} bytes)")
    _check_hash(raw, name)
    try:
        # Nesting is measured on the bytes first (fast, and no parser recursion to run into);
        # the schema bounds every typed part, the engine's loader every day save.
        safe_json.check_depth(raw, "campaign file", DEPTH_MAX)
        doc = safe_json.loads(raw, "campaign file", max_depth=None)
    except CampaignError as exc:
        raise CampaignError(f"{name}: {exc}") from None
    if not isinstance(doc, dict) or doc.get("format") != FORMAT:
        raise CampaignError(f"{name}: not a Rangers Qt campaign file")
    doc = _migrate(doc, name)
    body = {k: v for k, v in doc.items() if k not in ("format", "format_version", "sha256", "app_version")}
    history = body.get("history")
    if isinstance(history, list) and len(history) > MAX_HISTORY:
        raise CampaignError(f"{name}: {len(history)} history entries is more than a campaign holds")
    try:
        data = CampaignData.model_validate(body)
    except ValidationError as exc:
        raise CampaignError(f"{name}: not a valid campaign ({reason(exc)})") from None
    for item in data.history:
        log = item.save.get("log", []) if isinstance(item, DayItem) else []
        if not isinstance(log, list) or len(log) > MAX_ANSWERS_PER_DAY:
            raise CampaignError(f"{name}: day {getattr(item, 'day', '?')} has an impossible answer log")
    _check_days(data, name)
    campaign = Campaign(catalog, data)
    try:
        rebuilt = campaign.rebuild()
    except Exception as exc:  # a crafted file with a valid hash must still be one line, not a traceback
        raise CampaignError(f"{name}: its history does not add up ({reason(exc)})") from None
    if rebuilt != data.tracker:
        raise CampaignError(f"{name}: the tracker does not match the campaign's history")
    try:
        campaign.session  # noqa: B018 - restores (and so checks) the current day
        campaign.complete_finished_day()
    except CampaignError as exc:
        raise CampaignError(f"{name}: {exc}") from None
    return campaign


def open_campaign(path: str | Path, catalog: Catalog) -> Campaign:
    """Read and check a campaign file (see the module docstring); stale temp files are removed."""
    p = Path(path)
    raw = safe_json.read_bytes(p, MAX_FILE_BYTES, "campaign file")
    remove_stale_temps(p)  # what a save killed mid-write left (named temp files only)
    return parse_campaign(raw, catalog, p.name)


def verify_days(campaign: Campaign) -> list[str]:
    """Replay every played day; the final state hash of each must match (returns them, in order)."""
    return [campaign.replay_day(item.day).hash() for item in campaign.days()]
