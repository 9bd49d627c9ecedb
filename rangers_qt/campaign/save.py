"""The campaign file: JSON with an envelope (format, version, content hash) around ``CampaignData``.

Opening, in order, each step bounded and each refusal one line (``CampaignError``), the open
game untouched because nothing is built until every check passed:
1. size limit (``MAX_FILE_BYTES``) before reading;
2. the content hash: sha256 of the file with its own hash replaced by zeros (a file edited,
   truncated or damaged on disk is refused as such);
3. JSON parsing (no NaN/Infinity; nesting limited, see safe_json);
4. the envelope: ``format`` and ``format_version`` (a file from a newer program is refused);
5. migrations from older versions (``MIGRATIONS``), run on plain JSON before validation;
6. validation of the whole document (pydantic, ``extra="forbid"``), bounded counts;
7. consistency: the tracker snapshot equals the history folded again (``Campaign.rebuild``).

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
from rangers_qt.campaign.campaign import Campaign, CampaignData
from rangers_qt.campaign.errors import CampaignError
from rangers_qt.content.catalog import Catalog
from rangers_qt.files.atomic import remove_stale_temps, write_bytes_atomic

FORMAT = "rangers-qt-campaign"
#: 2: each played day may carry its statistics (``DayItem.stats``); a version-1 file has none.
#: 3: the history may hold ``edit_note`` and ``delete_note`` actions (notes changed on the tracker).
#: 4: the current day may record where it went on after an update of the card rules
#: (``CurrentDay.resumed_under`` / ``resumed_at`` / ``resumed_state``: campaign/resume.py).
FORMAT_VERSION = 4
#: A 30-day campaign is under 1 MB; a 45-day one with very long days stays far below this.
MAX_FILE_BYTES = 16 * 1024 * 1024
MAX_HISTORY = 10_000
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


MIGRATIONS: dict[int, Callable[[dict[str, Any]], dict[str, Any]]] = {
    1: _v1_to_v2,
    2: _v2_to_v3,
    3: _v3_to_v4,
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
            b"}",
        ]
    )
    at = raw.index(_HASH_KEY) + len(_HASH_KEY)
    return raw[:at] + _digest(raw).encode() + raw[at + 64 :]


def save_campaign(campaign: Campaign, path: str | Path, *, durable: bool = True) -> Path:
    """Write the campaign atomically (never a half-written file; symlinks followed)."""
    return write_bytes_atomic(path, to_bytes(campaign), durable=durable)


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


def _first_error(exc: ValidationError) -> str:
    err = exc.errors()[0]
    where = ".".join(str(p) for p in err.get("loc", ())) or "document"
    return f"{where}: {err.get('msg', 'invalid')}"


def parse_campaign(raw: bytes, catalog: Catalog, name: str = "campaign file") -> Campaign:
    """Bytes to a checked ``Campaign`` or one ``CampaignError`` line."""
    if len(raw) > MAX_FILE_BYTES:
        raise CampaignError(f"{name}: too large for a campaign file ({len(raw):,} bytes)")
    _check_hash(raw, name)
    # No depth walk: the schema bounds every typed part; the free-form parts (day saves, state
    # snapshot) are validated by the engine's models when used, and the parser caps recursion.
    doc = safe_json.loads(raw, "campaign file", max_depth=None)
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
        raise CampaignError(f"{name}: not a valid campaign ({_first_error(exc)})") from None
    for item in data.history:
        log = item.save.get("log", []) if hasattr(item, "save") else []
        if not isinstance(log, list) or len(log) > MAX_ANSWERS_PER_DAY:
            raise CampaignError(f"{name}: day {getattr(item, 'day', '?')} has an impossible answer log")
    campaign = Campaign(catalog, data)
    try:
        rebuilt = campaign.rebuild()
    except Exception as exc:  # a crafted file with a valid hash must still be one line, not a traceback
        raise CampaignError(f"{name}: its history does not add up ({exc})") from None
    if rebuilt != data.tracker:
        raise CampaignError(f"{name}: the tracker does not match the campaign's history")
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
