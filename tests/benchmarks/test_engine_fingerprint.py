"""The engine benchmark's ``--fingerprint`` (benchmarks/engine_bench.py): the hash that refactors
and caches are checked against must not depend on the process (hash seed, set order), and must
move when a game does. Not a timing test."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

BENCH = Path(__file__).resolve().parents[2] / "benchmarks" / "engine_bench.py"

_CODE = """
import importlib.util, sys
spec = importlib.util.spec_from_file_location("engine_bench", {bench!r})
module = importlib.util.module_from_spec(spec)
spec.loader.exec_module(module)
print(*module.fingerprint({games}))
"""


def _fingerprint(games: int, hash_seed: str) -> tuple[str, int]:
    env = {**os.environ, "PYTHONHASHSEED": hash_seed}
    out = subprocess.run(
        [sys.executable, "-c", _CODE.format(bench=str(BENCH), games=games)],
        env=env,
        capture_output=True,
        text=True,
        check=True,
        timeout=120,
    ).stdout.split()
    return out[-2], int(out[-1])


def test_fingerprint_is_the_same_in_every_process() -> None:
    assert _fingerprint(2, "1") == _fingerprint(2, "2")


def test_fingerprint_moves_with_the_games_it_covers() -> None:
    one, answers_one = _fingerprint(1, "0")
    two, answers_two = _fingerprint(2, "0")
    assert answers_two > answers_one > 0
    assert one != two
