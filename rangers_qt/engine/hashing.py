"""A state's fingerprint: sha256 of its canonical JSON (sorted keys, no spaces)."""

from __future__ import annotations

import hashlib
import json

from rangers_qt.engine.state import GameState


def canonical_json(state: GameState) -> str:
    return json.dumps(state.model_dump(mode="json"), sort_keys=True, separators=(",", ":"))


def state_hash(state: GameState) -> str:
    return hashlib.sha256(canonical_json(state).encode("utf-8")).hexdigest()
