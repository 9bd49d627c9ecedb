"""The review's cache: each played day's statistics on disk, so a review opens without replaying.

Why per day and keyed by the day's save: a played day never changes (its save holds the setup,
seed and every answer), so its statistics are a pure function of that save, the program (engine
and review code) and the card data. The key hashes all four; anything else (a corrupt, foreign
or older file) is simply a miss and the day is replayed again. Files are small JSON read through
the bounded reader and written through the project's atomic writer; a cache that cannot be
written (read-only home) only costs the replay next time.
"""

from __future__ import annotations

import hashlib
import json
import logging
from pathlib import Path
from typing import Any

from pydantic import ValidationError

from rangers_qt import __version__
from rangers_qt.app.review_data import REVIEW_DATA_VERSION, DayStats
from rangers_qt.campaign.campaign import DayItem
from rangers_qt.files.atomic import write_bytes_atomic
from rangers_qt.files.bounded_json import FileRefused, JsonLimits, read_json_bounded
from rangers_qt.files.places import cache_dir

_log = logging.getLogger(__name__)
_LIMITS = JsonLimits(max_bytes=1 << 20)


def default_folder() -> Path:

    return cache_dir() / "review"


class ReviewCache:
    """Get and put `DayStats` by played day; `memory` keeps them for the process too."""

    def __init__(self, catalog: Any, folder: Path | None = None) -> None:
        self.folder = folder if folder is not None else default_folder()
        self.salt = f"{REVIEW_DATA_VERSION}|{__version__}|{getattr(catalog, 'source_hash', '')}"
        self.memory: dict[str, DayStats] = {}
        self._dirty: dict[str, DayStats] = {}
        self.hits = 0
        self.misses = 0

    def key(self, item: DayItem) -> str:
        """The day's identity: its final state hash (the state holds the seed's RNG and the
        engine's counters) and the answers that led there, in order. Cheaper than hashing the
        whole save (which would serialise every entry again) and as specific."""
        digest = hashlib.sha256(f"{self.salt}|{item.rules_version}|{item.day}|{item.final_hash}|".encode())
        path = "\x1f".join(
            f"{e.get('kind')}:{e.get('prompt')}:{e.get('option')}:{e.get('text')}"
            for e in item.save.get("log", [])
        )
        digest.update(path.encode("utf-8"))
        return digest.hexdigest()

    def _path(self, key: str) -> Path:
        return self.folder / f"day-{key[:40]}.json"

    def get(self, item: DayItem) -> DayStats | None:
        key = self.key(item)
        found = self.memory.get(key)
        if found is None:
            try:
                raw = read_json_bounded(self._path(key), "a cached review day", _LIMITS)
                if isinstance(raw, dict) and raw.get("key") == key:
                    found = DayStats.model_validate(raw.get("stats"))
            except (FileRefused, OSError, ValidationError, ValueError):
                found = None
        if found is None or found.final_hash != item.final_hash:
            self.misses += 1
            return None
        self.memory[key] = found
        self.hits += 1
        return found

    def put(self, item: DayItem, stats: DayStats) -> None:
        key = self.key(item)
        self.memory[key] = stats
        self._dirty[key] = stats

    def flush(self) -> None:
        """Write the days computed since the last flush (failures are logged, never raised)."""
        dirty, self._dirty = self._dirty, {}
        for key, stats in dirty.items():
            data = json.dumps({"key": key, "stats": stats.model_dump(mode="json")}, separators=(",", ":"))
            try:
                self.folder.mkdir(parents=True, exist_ok=True)
                write_bytes_atomic(self._path(key), data.encode("utf-8"), durable=False)
            except OSError as exc:
                _log.warning("review cache not written (%s): the day is replayed next time", exc)
