"""Autosave after every answer, and crash recovery at the next start.

Why a journal: rewriting a 30-day campaign file after every answer costs tens of milliseconds
and wears the disk; appending one answer (a line of ~200 bytes, fsynced) costs well under a
millisecond of CPU. So the campaign file is rewritten in full (atomically) at day boundaries,
after actions between days, and every ``snapshot_every`` answers; in between, each answer (or
undo) is appended to a journal next to the file, ``<file>.journal``.

A crash loses at most the answer being written: a torn last line is dropped. At the next start
``recovery_info`` tells the app whether the journal holds answers the file does not, and
``recover`` rebuilds the campaign with them (the app offers it; ``discard_recovery`` declines).
The journal names the day and setup it belongs to, so a journal left over from another day is
never applied to the wrong one.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import os
from pathlib import Path
from typing import Any

from pydantic import BaseModel, ConfigDict

from rangers_qt.campaign.campaign import (
    Campaign,
    current_rules_version,
    day_rules_match,
    replay_entries,
)
from rangers_qt.campaign.errors import CampaignError, reason
from rangers_qt.campaign.save import SERIALISE_ERRORS, open_campaign, save_campaign
from rangers_qt.content.catalog import Catalog
from rangers_qt.engine.session import LogEntry
from rangers_qt.files.atomic import append_durable, write_bytes_atomic

JOURNAL_SUFFIX = ".journal"
JOURNAL_VERSION = 1
#: A journal larger than this is not ours (a day has a few thousand answers at most).
MAX_JOURNAL_BYTES = 64 * 1024 * 1024


def journal_path(path: str | Path) -> Path:
    target = Path(os.path.realpath(path))
    return target.with_name(target.name + JOURNAL_SUFFIX)


def _setup_hash(save: dict[str, Any]) -> str:
    text = json.dumps(save.get("setup"), sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(text.encode()).hexdigest()


def _line(obj: dict[str, Any]) -> bytes:
    return (json.dumps(obj, separators=(",", ":"), ensure_ascii=False) + "\n").encode("utf-8")


class Autosaver:
    """Keeps a campaign file and its journal up to date; call ``after_change`` after every answer,
    manual adjustment, undo or redo, and ``save_now`` after starting or finishing a day or an
    action between days."""

    def __init__(
        self, campaign: Campaign, path: str | Path, *, snapshot_every: int = 200, durable: bool = True
    ) -> None:
        self.campaign = campaign
        self.path = Path(path)
        self.journal = journal_path(path)
        self.snapshot_every = snapshot_every
        self.durable = durable
        self._written: list[LogEntry] = []  # the log as the file + journal hold it
        self._since_snapshot = 0

    def save_now(self) -> None:
        """Rewrite the campaign file (atomic) and start a fresh journal for the current day
        (``CampaignError`` when it cannot be serialised, ``OSError`` when it cannot be written:
        either way the last good file and its journal stay)."""
        save_campaign(self.campaign, self.path, durable=self.durable)
        cur = self.campaign.data.current
        session = self.campaign.session if cur is not None else None
        header: dict[str, Any] = {"journal": JOURNAL_VERSION, "day": None}
        if cur is not None and session is not None:
            header = {
                "journal": JOURNAL_VERSION,
                "day": cur.day,
                "setup": _setup_hash(cur.save),
                "base": len(session.log),
                # The card rules the journal's answers are given under: answers written by another
                # version of the program are never replayed under this one's (campaign/resume.py).
                "rules": current_rules_version(self.campaign.book),
            }
            self._written = list(session.log)
        else:
            self._written = []
        write_bytes_atomic(self.journal, _line(header), durable=self.durable)
        self._since_snapshot = 0

    def after_change(self) -> None:
        """Record the current day's log: append what is new (after an undo, first a cut)."""
        session = self.campaign.session
        if session is None:
            return
        log = session.log
        written = self._written
        k = min(len(log), len(written))
        if not (k == len(written) and (k == 0 or log[k - 1] is written[k - 1])):
            k = 0
            while k < min(len(log), len(written)) and log[k] is written[k]:
                k += 1
        out = b""
        if k < len(written):
            out += _line({"cut": k})
        try:
            for i in range(k, len(log)):
                out += _line({"i": i, "e": log[i].model_dump(mode="json", exclude_none=True)})
        except SERIALISE_ERRORS as exc:
            raise CampaignError(f"autosave failed: the answer cannot be written ({reason(exc)})") from None
        if not out:
            return
        append_durable(self.journal, out, durable=self.durable)
        self._written = list(log)
        self._since_snapshot += 1
        if self._since_snapshot >= self.snapshot_every:
            self.save_now()

    def close(self) -> None:
        """A clean stop: save in full and remove the journal (nothing to recover)."""
        self.save_now()
        with contextlib.suppress(OSError):
            self.journal.unlink()


class RecoveryInfo(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    journal: str
    day: int
    answers_in_file: int
    answers_recoverable: int  # answers of the day the journal holds (the file has fewer or others)


def _read_journal(path: Path) -> tuple[dict[str, Any], list[dict[str, Any]]] | None:
    """The header and the records (cuts and entries) up to the first torn or foreign line."""
    try:
        with open(path, "rb") as fh:
            raw = fh.read(MAX_JOURNAL_BYTES + 1)
    except OSError:
        return None
    if len(raw) > MAX_JOURNAL_BYTES:
        return None
    lines = raw.split(b"\n")
    try:
        header = json.loads(lines[0])
    except (ValueError, RecursionError):
        return None
    if not isinstance(header, dict) or header.get("journal") != JOURNAL_VERSION:
        return None
    records: list[dict[str, Any]] = []
    for line in lines[1:]:
        if not line:
            continue
        try:
            rec = json.loads(line)
        except (ValueError, RecursionError):
            break  # a torn last record: everything before it stands
        if not isinstance(rec, dict):
            break
        records.append(rec)
    return header, records


def _plan(path: Path, catalog: Catalog) -> tuple[Campaign, list[dict[str, Any]], int] | None:
    """The campaign file, the day's log as file + journal describe it, and how many leading
    entries that log shares with the file's."""
    read = _read_journal(journal_path(path))
    if read is None:
        return None
    header, records = read
    day, base = header.get("day"), header.get("base")
    if not isinstance(day, int) or not isinstance(base, int):
        return None
    campaign = open_campaign(path, catalog)
    cur = campaign.data.current
    if cur is None or cur.day != day or header.get("setup") != _setup_hash(cur.save):
        return None  # a journal of another day (the file was saved after it)
    rules = header.get("rules")
    if (rules is not None and rules != current_rules_version(campaign.book)) or (
        rules is None and not day_rules_match(campaign.book, cur)
    ):
        return None  # answers given under other card rules (an update since): not replayed here
    saved: list[dict[str, Any]] = list(cur.save.get("log", []))
    if base > len(saved):
        return None
    log = saved[:base]
    for rec in records:
        cut, i, entry = rec.get("cut"), rec.get("i"), rec.get("e")
        if isinstance(cut, int) and 0 <= cut <= len(log):
            del log[cut:]
        elif isinstance(i, int) and isinstance(entry, dict) and 0 <= i <= len(log):
            del log[i:]
            log.append(entry)
        else:
            break  # a record that does not follow: stop at what is consistent
    shared = 0
    while shared < min(len(saved), len(log)) and saved[shared] == log[shared]:
        shared += 1
    return campaign, log, shared


def recovery_info(path: str | Path, catalog: Catalog) -> RecoveryInfo | None:
    """Whether the journal next to ``path`` holds answers the file lacks (None: nothing to offer).
    Never raises for a damaged journal (it is then ignored); a damaged file raises ``CampaignError``."""
    p = Path(path)
    if not journal_path(p).exists():
        return None
    plan = _plan(p, catalog)
    if plan is None:
        return None
    campaign, combined, shared = plan
    cur = campaign.data.current
    assert cur is not None
    in_file = len(cur.save.get("log", []))
    if shared == in_file == len(combined):
        return None
    return RecoveryInfo(
        journal=str(journal_path(p)), day=cur.day, answers_in_file=in_file, answers_recoverable=len(combined)
    )


def recover(path: str | Path, catalog: Catalog) -> Campaign:
    """The campaign with the journal's answers applied to its current day (the file is unchanged
    until the caller saves). Without a usable journal: the file as it is."""
    p = Path(path)
    plan = _plan(p, catalog) if journal_path(p).exists() else None
    if plan is None:
        return open_campaign(p, catalog)
    campaign, combined, shared = plan
    cur = campaign.data.current
    assert cur is not None
    try:
        entries = [LogEntry.model_validate(e) for e in combined]
    except ValueError as exc:
        raise CampaignError(f"{p.name}: the autosave journal is damaged ({exc})") from None
    restored = campaign.session  # (the loader restored the file's day)
    if restored is None:
        return campaign
    session = restored
    # The journal may cut the file's log (an undo after the last full save): go back to where they
    # agree through the session's own checkpoints, never by loading a save made up here. A day that
    # went on after an update of the card rules (campaign/resume.py) cannot go back past its
    # resume point: the file is then taken as it is.
    if shared < len(cur.save.get("log", [])) and not session.undo_to(shared):
        return open_campaign(p, catalog)
    replay_entries(session, entries[shared:])
    campaign._session = session
    campaign.sync_current()
    # The journal may end with the day's last answer (a kill before the save that applied it):
    # the day is then completed, not brought back as a day that is over yet still being played.
    campaign.complete_finished_day()
    return campaign


def discard_recovery(path: str | Path) -> None:
    """Decline recovery: the journal is removed, the file stays as it is."""
    with contextlib.suppress(OSError):
        journal_path(path).unlink()
