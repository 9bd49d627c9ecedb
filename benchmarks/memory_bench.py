"""Peak memory (RSS) of the app against a bare PySide6 window, and what holds it.

    uv run python benchmarks/memory_bench.py             # 3 alternating runs of each variant
    uv run python benchmarks/memory_bench.py --runs 5 --days 30
    uv run python benchmarks/memory_bench.py --compare /tmp/old   # also the app from another tree
        (e.g. `git archive <commit> rangers_qt cards assets | tar -x -C /tmp/old`): before/after

Variants, each in a fresh process (offscreen), alternating so that machine load hits all alike:
- bare: a PySide6 main window shown and painted (the baseline: what Qt itself costs);
- table: the app's main window with a 2-Ranger day on the table, painted (goal: under 150 MB);
- review: the same, then the campaign review of a ``--days``-day campaign opened and painted
  (goal: under 200 MB); the campaign is played by the random bot and saved once, before the runs.

The peak is the child's maximum resident set size as the kernel counts it (``wait4``), so it
includes everything: interpreter, Qt's libraries, Python objects, pixmap caches. Each child also
reports its RSS after each stage of its start (Qt, the window shell, the card catalogue, the game,
the painted table, the review), which says what holds the memory. Nothing is asserted:
performance is measured, not tested.
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
GOALS = {"table": 150.0, "review": 200.0}


def rss_mb() -> float:
    with open("/proc/self/status", encoding="ascii") as fh:
        for line in fh:
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    return 0.0


def child(variant: str, campaign: str | None) -> None:
    """One run: print the RSS after each stage as one JSON line."""
    stages: dict[str, float] = {"interpreter": rss_mb()}
    from PySide6.QtWidgets import QApplication, QLabel, QMainWindow

    app = QApplication.instance() or QApplication(sys.argv[:1])
    stages["Qt"] = rss_mb()

    def settle() -> None:
        for _ in range(5):
            app.processEvents()

    if variant == "bare":
        window = QMainWindow()
        window.setCentralWidget(QLabel("bare PySide6 window"))
        window.resize(1600, 1000)
        window.show()
        settle()
        stages["window painted"] = rss_mb()
        print(json.dumps(stages))
        return
    from rangers_qt.ui.main_window import build_main_window

    main = build_main_window(demo=False, seed=7, ask=False)
    stages["window shell"] = rss_mb()  # (shown, the game would be set up on the next turns)
    main.game.catalog  # noqa: B018 (the set-up's first step, measured apart)
    stages["content + card catalogue"] = rss_mb()
    main.wait_until_ready()
    stages["engine + game set up"] = rss_mb()
    main.show()
    settle()
    stages["table painted"] = rss_mb()
    if variant == "review" and campaign:
        from rangers_qt.ui.review_window import open_review

        review = open_review(campaign)
        review.show()
        settle()
        stages["review painted"] = rss_mb()
    print(json.dumps(stages))


def run_child(
    variant: str, campaign: str | None, source: str | None = None
) -> tuple[float, dict[str, float]]:
    """The child's peak RSS in MB (from the kernel) and its stages; `source`: the tree whose
    rangers_qt it imports (default: this one)."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    if source:
        env["PYTHONPATH"] = source
    env.setdefault("RANGERS_QT_LOG_DIR", tempfile.mkdtemp(prefix="rangers-mem-logs-"))
    command = [sys.executable, __file__, "--child", variant, *(["--campaign", campaign] if campaign else [])]
    with subprocess.Popen(command, stdout=subprocess.PIPE, text=True, env=env, cwd=ROOT) as proc:
        out = proc.stdout.read() if proc.stdout else ""
        _pid, status, usage = os.wait4(proc.pid, 0)
        proc.returncode = os.waitstatus_to_exitcode(status)
    if proc.returncode != 0:
        raise SystemExit(f"{variant}: the child failed (exit {proc.returncode})")
    stages: dict[str, float] = json.loads(out.strip().splitlines()[-1])
    return usage.ru_maxrss / 1024, stages


def make_campaign(days: int, folder: Path) -> str:
    from rangers_qt.campaign.save import save_campaign
    from rangers_qt.campaign.sim import run_campaign
    from rangers_qt.content.catalog import load_catalog

    campaign, _summary = run_campaign(load_catalog(), seed=1, rangers=2, days=days)
    path = folder / "campaign.json"
    save_campaign(campaign, path, durable=False)
    return str(path)


def main() -> None:
    parser = argparse.ArgumentParser(description="Peak RSS: the app against a bare PySide6 window.")
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--days", type=int, default=30)
    parser.add_argument("--compare", type=Path, metavar="DIR", help="also the app from this source tree")
    parser.add_argument("--child", help=argparse.SUPPRESS)
    parser.add_argument("--campaign", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        child(args.child, args.campaign)
        return
    with tempfile.TemporaryDirectory() as folder:
        campaign = make_campaign(args.days, Path(folder))
        peaks: dict[str, list[float]] = {"bare": [], "table": [], "review": []}
        if args.compare:
            peaks |= {"table, other tree": [], "review, other tree": []}
        stages: dict[str, list[dict[str, float]]] = {k: [] for k in peaks}
        for _ in range(args.runs):
            for variant in peaks:
                kind, _, other = variant.partition(", ")
                source = str(args.compare.resolve()) if other else None
                peak, seen = run_child(kind, campaign if kind == "review" else None, source)
                peaks[variant].append(peak)
                stages[variant].append(seen)
    bare = statistics.median(peaks["bare"])
    print(f"Peak RSS, {args.runs} alternating runs each, offscreen; review of a {args.days}-day campaign")
    print("| variant | peak RSS median (min-max) | against bare | goal |")
    print("|---|---|---|---|")
    for variant, values in peaks.items():
        med = statistics.median(values)
        kind = variant.partition(", ")[0]
        goal = f"< {GOALS[kind]:.0f} MB" if kind in GOALS and kind == variant else ""
        print(
            f"| {variant} | {med:.0f} MB ({min(values):.0f}-{max(values):.0f}) | {med / bare:.2f}x | {goal} |"
        )
    print("\nRSS after each stage (medians), and what the stage added:")
    for variant in [v for v in peaks if v != "bare"]:
        names = list(stages[variant][0])
        before = 0.0
        parts = []
        for name in names:
            value = statistics.median(s[name] for s in stages[variant])
            parts.append(f"{name} {value:.0f} MB (+{value - before:.0f})")
            before = value
        print(f"- {variant}: " + "; ".join(parts))


if __name__ == "__main__":
    main()
