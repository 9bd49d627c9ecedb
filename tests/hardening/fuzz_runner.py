"""Fuzz the two loaders a player's files reach: saved days and card files. Run as a subprocess so
its peak memory is its own: ``python -m tests.hardening.fuzz_runner --saves N --cards M --seed S``
prints one JSON object (counts, slowest load, peak RSS).

Every mutated save must be refused with ``SaveRefused`` (or, for a mutation that changes nothing
the game reads, load to the very same state hash); every mutated card folder must load or list
its problems. Anything else (another exception, a slow or huge load) is reported as a failure.
"""

from __future__ import annotations

import argparse
import copy
import json
import random
import shutil
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

WEIRD: list[Any] = [
    None,
    True,
    False,
    0,
    -1,
    1,
    2,
    99,
    -(10**18),
    10**18,
    1.5,
    "",
    "x",
    "nope",
    [],
    {},
    [1],
    {"a": 1},
]


def _paths(value: Any, prefix: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    out = [prefix]
    if isinstance(value, dict):
        for k, v in value.items():
            out += _paths(v, (*prefix, k))
    elif isinstance(value, list):
        for i, v in enumerate(value[:60]):
            out += _paths(v, (*prefix, i))
    return out


def _get(value: Any, path: tuple[Any, ...]) -> Any:
    for p in path:
        value = value[p]
    return value


def mutate_json(data: Any, rnd: random.Random) -> Any:
    data = copy.deepcopy(data)
    paths = [p for p in _paths(data) if p]
    path = rnd.choice(paths)
    parent, key = _get(data, path[:-1]), path[-1]
    how = rnd.randrange(5)
    if how == 0:
        parent[key] = rnd.choice(WEIRD)
    elif how == 1:
        del parent[key]
    elif how == 2 and isinstance(parent, list):
        parent.insert(key, copy.deepcopy(parent[key]))
    elif how == 3 and isinstance(parent[key], int) and not isinstance(parent[key], bool):
        parent[key] += rnd.choice([-1, 1, 7, -(10**9)])
    elif how == 4 and isinstance(parent[key], str):
        parent[key] = parent[key] + rnd.choice(["x", "<b>", "\u0000", "9"])
    else:
        parent[key] = rnd.choice(WEIRD)
    return data


def mutate_text(text: str, rnd: random.Random) -> str | bytes:
    how = rnd.randrange(6)
    if how == 0:
        return text[: rnd.randrange(len(text))]
    if how == 1:
        raw = bytearray(text.encode())
        for _ in range(rnd.randint(1, 8)):
            raw[rnd.randrange(len(raw))] = rnd.randrange(256)
        return bytes(raw)
    if how == 2:
        depth = rnd.choice([40, 1_000, 100_000])
        return "[" * depth + text + "]" * depth
    if how == 3:
        return (
            json.dumps([json.loads(text)])
            if rnd.random() < 0.5
            else rnd.choice(["3", "null", '"x"', "1e999"])
        )
    if how == 4:
        at = rnd.randrange(len(text))
        return text[:at] + rnd.choice(["9" * 30, "NaN", "}", ",", '"' * 3, "x" * 100_000]) + text[at:]
    return text.replace('"version":1', '"version":true')


def fuzz_saves(n: int, seed: int) -> dict[str, Any]:
    from rangers_qt.engine.save_format import SaveRefused
    from rangers_qt.engine.session import Session

    from .saves import base_text, catalog

    cat = catalog()
    text = base_text()
    data = json.loads(text)
    original = data["state_hash"]
    counts = {"refused": 0, "same_game": 0}
    failures: list[str] = []
    slowest = 0.0
    for i in range(n):
        rnd = random.Random(seed * 100_003 + i)
        item: str | bytes = (
            json.dumps(mutate_json(data, rnd)) if rnd.random() < 0.7 else mutate_text(text, rnd)
        )
        started = time.perf_counter()
        try:
            session = Session.from_json(item, cat)
        except SaveRefused as exc:
            counts["refused"] += 1
            if "\n" in str(exc):
                failures.append(f"save {i}: a refusal of more than one line")
        except BaseException as exc:
            failures.append(f"save {i}: {type(exc).__name__}: {str(exc)[:200]}")
        else:
            if session.hash() == original:
                counts["same_game"] += 1
            else:
                failures.append(f"save {i}: a changed save loaded as a different game")
        slowest = max(slowest, time.perf_counter() - started)
    return {**counts, "failures": failures, "slowest_s": round(slowest, 3)}


def fuzz_cards(n: int, seed: int) -> dict[str, Any]:
    from rangers_qt.content.loader import read_sources
    from rangers_qt.resources import cards_dir

    counts = {"problems_listed": 0, "still_clean": 0}
    failures: list[str] = []
    slowest = 0.0
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp) / "cards"
        shutil.copytree(cards_dir(), folder, ignore=shutil.ignore_patterns(".*"))
        files = sorted(folder.rglob("*.json"))
        for i in range(n):
            rnd = random.Random(seed * 7_919 + i)
            target = rnd.choice(files)
            original = target.read_text(encoding="utf-8")
            if rnd.random() < 0.6:
                item: str | bytes = json.dumps(mutate_json(json.loads(original), rnd))
            else:
                item = mutate_text(original, rnd)
            target.write_bytes(item if isinstance(item, bytes) else item.encode("utf-8", "surrogatepass"))
            started = time.perf_counter()
            try:
                result = read_sources(folder)
            except BaseException as exc:
                failures.append(f"cards {i} ({target.name}): {type(exc).__name__}: {str(exc)[:200]}")
            else:
                counts["problems_listed" if result.problems else "still_clean"] += 1
            slowest = max(slowest, time.perf_counter() - started)
            target.write_text(original, encoding="utf-8")
    return {**counts, "failures": failures, "slowest_s": round(slowest, 3)}


def peak_rss_mb() -> float | None:
    try:
        import resource
    except ImportError:  # pragma: no cover - Windows
        return None
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    return round(peak / (1024 * 1024 if sys.platform == "darwin" else 1024), 1)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--saves", type=int, default=100)
    parser.add_argument("--cards", type=int, default=20)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    out = {
        "saves": fuzz_saves(args.saves, args.seed),
        "cards": fuzz_cards(args.cards, args.seed),
        "peak_rss_mb": peak_rss_mb(),
    }
    print(json.dumps(out))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
