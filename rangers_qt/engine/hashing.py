"""A state's fingerprint: sha256 of its canonical JSON (sorted keys, no spaces)."""

from __future__ import annotations

import hashlib
import json
from typing import Any

from rangers_qt.engine.state import GameState


def canonical_json(state: GameState) -> str:
    return _canonical(state.model_dump(mode="json"))


def _canonical(dump: dict[str, Any]) -> str:
    return json.dumps(dump, sort_keys=True, separators=(",", ":"))


def state_hash(state: GameState) -> str:
    return dump_hash(state.model_dump(mode="json"))


def dump_hash(dump: dict[str, Any]) -> str:
    """The hash of a state already dumped to JSON values, as it is (a stored snapshot: a later
    engine may add state fields with defaults, which would change the hash of the state loaded and
    dumped again, but not what was saved)."""
    return hashlib.sha256(_canonical(dump).encode("utf-8")).hexdigest()
