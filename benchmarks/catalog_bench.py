"""Loading the card catalogue from its compiled cache in a fresh process: time and memory.

    uv run python benchmarks/catalog_bench.py                    # 5 runs
    uv run python benchmarks/catalog_bench.py --compare /tmp/old # also another tree, alternating
        (e.g. `git archive <commit> rangers_qt cards assets | tar -x -C /tmp/old`)

What a start pays after its first paint before the game can be dealt: importing pydantic, the
content package (the card models and the behaviour language) and loading the catalogue from the
compiled bundle in the cache (`content/catalog.py`). Each run is a fresh interpreter (imports are
what is measured), the cache warmed by a first run of each tree; CPU time of the child and its
RSS growth per stage. Baseline in the same run: `import pydantic` alone. Goal (issue #28): the
catalogue from its cache well under 200 ms and within 20 MB. Nothing is asserted.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

CHILD = r"""
import json, time
def rss():
    with open("/proc/self/status") as fh:
        for line in fh:
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
t0, r0 = time.process_time(), rss()
import pydantic
t1, r1 = time.process_time(), rss()
from rangers_qt.content.catalog import load_catalog
t2, r2 = time.process_time(), rss()
cards = len(load_catalog())
t3, r3 = time.process_time(), rss()
print(json.dumps({"cards": cards, "pydantic_ms": (t1 - t0) * 1000, "import_ms": (t2 - t1) * 1000,
    "load_ms": (t3 - t2) * 1000, "pydantic_mb": r1 - r0, "import_mb": r2 - r1, "load_mb": r3 - r2}))
"""

KEYS = ("pydantic_ms", "import_ms", "load_ms", "pydantic_mb", "import_mb", "load_mb")


def run(source: str | None, cache: str) -> dict[str, float]:
    env = dict(os.environ, RANGERS_QT_CACHE_DIR=cache)
    if source:
        env["PYTHONPATH"] = source
    out = subprocess.run(
        [sys.executable, "-c", CHILD], capture_output=True, text=True, env=env, cwd=source or ROOT, check=True
    ).stdout
    found: dict[str, float] = json.loads(out.strip().splitlines()[-1])
    return found


def main() -> None:
    parser = argparse.ArgumentParser(description="The catalogue from its cache, in a fresh process.")
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--compare", type=Path, metavar="DIR", help="also the catalogue of this source tree")
    args = parser.parse_args()
    trees = {"this tree": None} | (
        {f"{args.compare.name}/": str(args.compare.resolve())} if args.compare else {}
    )
    results: dict[str, list[dict[str, float]]] = {name: [] for name in trees}
    with tempfile.TemporaryDirectory() as folder:
        caches = {name: str(Path(folder) / f"cache{i}") for i, name in enumerate(trees)}
        for name, source in trees.items():
            run(source, caches[name])  # writes the compiled bundle (a cold load): not counted
        for _ in range(args.runs):
            for name, source in trees.items():
                results[name].append(run(source, caches[name]))
    print(
        f"Card catalogue from its cache, fresh process, CPU time and RSS growth, median of {args.runs} runs"
    )
    print("| tree | import pydantic | + content package | + load from cache | total | total RSS |")
    print("|---|---|---|---|---|---|")
    for name, rows in results.items():
        m = {k: statistics.median(r[k] for r in rows) for k in KEYS}
        total = m["pydantic_ms"] + m["import_ms"] + m["load_ms"]
        mb = m["pydantic_mb"] + m["import_mb"] + m["load_mb"]
        print(
            f"| {name} | {m['pydantic_ms']:.0f} ms, {m['pydantic_mb']:.0f} MB | {m['import_ms']:.0f} ms, "
            f"{m['import_mb']:.0f} MB | {m['load_ms']:.0f} ms, {m['load_mb']:.0f} MB | {total:.0f} ms "
            f"({total / m['pydantic_ms']:.1f}x pydantic) | {mb:.0f} MB |"
        )


if __name__ == "__main__":
    main()
