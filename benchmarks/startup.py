"""Startup benchmark: process start -> first painted main window, app vs a bare PySide6 window.

    uv run python benchmarks/startup.py                 # 15 alternating runs of each
    uv run python benchmarks/startup.py --runs 31
    uv run python benchmarks/startup.py --frozen dist/rangers-qt/rangers-qt   # add the built bundle
    uv run python benchmarks/startup.py --cold ...      # evict the files from the page cache first
    uv run python benchmarks/startup.py --until-ready   # also: time until the game is on the table
    uv run python benchmarks/startup.py --compare /tmp/old   # also: the app from another source tree
        (e.g. `git archive <commit> rangers_qt cards assets | tar -x -C /tmp/old`): before/after

Why this shape: the question is how much our own start-up costs on top of Qt's, so
both sides are measured in the same run, alternating (A, B, A, B, ...) so that load
on the machine hits both equally, and the ratio of medians is what we report. Each
child prints the wall-clock time of its window's first Paint event; we subtract the
time taken just before spawning it, so interpreter start, imports, window build and
first paint are all inside the figure. The first run of each variant warms the disk
cache and is reported separately, not mixed into the medians.

The app paints its window before the game is set up (engine, catalogue, new session), so
with --until-ready the app runs to that moment instead and also stamps it: "ready" is when
a player can act. The bare window has nothing to set up, so its ready time is its paint.
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
FIRST_PAINT_FLAG = "--exit-after-first-paint"
READY_FLAG = "--exit-when-ready"

# The baseline: the least a PySide6 app can do to paint a main window.
BARE_WINDOW = r"""
import sys, time
from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication, QLabel, QMainWindow

class FirstPaint(QObject):
    seen = False
    def eventFilter(self, watched, event):
        if event.type() == QEvent.Type.Paint and not self.seen:
            self.seen = True
            print(f"first-paint {time.time():.6f} {time.process_time():.6f}", flush=True)
            QTimer.singleShot(0, QApplication.quit)
        return False

app = QApplication(sys.argv[:1])
window = QMainWindow()
window.setWindowTitle("bare")
window.setCentralWidget(QLabel("bare PySide6 window"))
window.resize(1280, 800)
spy = FirstPaint(window)
window.installEventFilter(spy)
window.show()
sys.exit(app.exec())
"""


@dataclass
class Variant:
    name: str
    command: list[str]
    files: list[Path] = field(default_factory=list)  # what --cold evicts from the page cache
    cwd: Path = ROOT  # `python -m rangers_qt` imports the package found here
    first_run_ms: float | None = None
    samples_ms: list[float] = field(default_factory=list)
    ready_first_run_ms: float | None = None
    ready_ms: list[float] = field(default_factory=list)  # only with --until-ready, app variants
    cpu_ms: list[float] = field(default_factory=list)  # CPU time of each measured run, to its exit
    paint_cpu_ms: list[float] = field(default_factory=list)  # the child's own CPU time at its first paint
    ready_cpu_ms: list[float] = field(default_factory=list)  # ... and at its game ready (--until-ready)

    @property
    def median_ms(self) -> float:
        return statistics.median(self.samples_ms)

    @property
    def ready_median_ms(self) -> float:
        return statistics.median(self.ready_ms) if self.ready_ms else self.median_ms


def evict(roots: list[Path]) -> int:
    """Drop these files' pages from the OS page cache, so the next start reads them from disk.

    Per file (posix_fadvise DONTNEED), not system-wide: other work on the machine keeps its
    cache. Pages that a running process has mapped stay, so this is "as cold as we can make it
    without disturbing anyone", not a reboot. Returns how many files were advised.
    """
    count = 0
    for root in roots:
        paths = [root] if root.is_file() else root.rglob("*")
        for path in paths:
            if not path.is_file() or path.is_symlink():
                continue
            try:
                fd = os.open(path, os.O_RDONLY)
            except OSError:
                continue
            try:
                os.posix_fadvise(fd, 0, 0, os.POSIX_FADV_DONTNEED)
                count += 1
            finally:
                os.close(fd)
    return count


@dataclass
class Stamps:
    """One run: wall-clock milliseconds from just before the spawn to each stamp, the child's own
    CPU milliseconds at each stamp (when it prints them: trees before issue #28's part 9 do not),
    and its CPU milliseconds until it exited."""

    paint: float
    ready: float | None
    cpu: float
    paint_cpu: float | None = None
    ready_cpu: float | None = None


def time_once(command: list[str], env: dict[str, str], timeout: float, cwd: Path = ROOT) -> Stamps:
    """Run `command` once and read its stamps: `first-paint WALL [CPU]`, then `ready WALL [CPU]`
    (or `failed`), WALL from time.time() and CPU the child's time.process_time() in seconds.
    CPU time is what a loaded machine stretches far less than wall time: with eight processes
    on two cores, a bare window's wall-clock median swung from 105 to 340 ms in one hour."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    started = time.time()
    result = subprocess.run(command, capture_output=True, text=True, env=env, timeout=timeout, cwd=cwd)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu_ms = (after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime) * 1000.0
    stamps: dict[str, float] = {}
    cpus: dict[str, float] = {}
    for line in result.stdout.splitlines():
        word, *values = line.split()
        if word in ("first-paint", "ready", "failed") and word not in stamps and values:
            stamps[word] = (float(values[0]) - started) * 1000.0
            if len(values) > 1:
                cpus[word] = float(values[1]) * 1000.0
    if result.returncode != 0 or "first-paint" not in stamps or "failed" in stamps:
        raise SystemExit(
            f"{' '.join(command)} failed (exit {result.returncode}); no first-paint line or no game.\n"
            f"stdout:\n{result.stdout}\nstderr:\n{result.stderr}"
        )
    return Stamps(
        stamps["first-paint"], stamps.get("ready"), cpu_ms, cpus.get("first-paint"), cpus.get("ready")
    )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Time to first painted main window: app vs bare PySide6.")
    parser.add_argument("--runs", type=int, default=15, help="measured runs per variant (default 15)")
    parser.add_argument("--frozen", type=Path, help="also time this built executable (PyInstaller bundle)")
    parser.add_argument("--platform", default="offscreen", help="QT_QPA_PLATFORM for the children")
    parser.add_argument("--timeout", type=float, default=120.0)
    parser.add_argument("--json", type=Path, help="also write the results as JSON here")
    parser.add_argument(
        "--compare", type=Path, metavar="DIR",
        help="also time the app from this source tree (its own rangers_qt, cards, assets), e.g. an older "
        "commit, always to its first paint (an older app may not know --exit-when-ready)",
    )  # fmt: skip
    parser.add_argument(
        "--until-ready", action="store_true",
        help="run the app until its game is on the table and also report that time",
    )  # fmt: skip
    parser.add_argument(
        "--compare-ready", action="store_true",
        help="with --until-ready and --compare: run the other tree to its game too (it must know "
        "--exit-when-ready, as every tree since issue #2 does)",
    )  # fmt: skip
    parser.add_argument(
        "--cold", action="store_true",
        help="evict each variant's files (interpreter, venv, sources or bundle) from the page cache "
        "before every run (Linux)",
    )  # fmt: skip
    args = parser.parse_args(argv)
    if args.runs < 1:
        parser.error("--runs must be at least 1")
    if args.cold and not hasattr(os, "posix_fadvise"):
        parser.error("--cold needs os.posix_fadvise (Linux)")

    env = dict(os.environ, QT_QPA_PLATFORM=args.platform)
    # A player's Python caches byte code; without it every run recompiles pydantic, PySide6's
    # helpers and our modules, which is a cost no installed app pays (the frozen bundle ships
    # byte code). The first, reported-apart run writes the caches.
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    env.setdefault("RANGERS_QT_LOG_DIR", tempfile.mkdtemp(prefix="rangers-bench-logs-"))
    with tempfile.NamedTemporaryFile("w", suffix="_bare_window.py", delete=False) as fh:
        fh.write(BARE_WINDOW)
        bare_script = fh.name

    python_files = [Path(sys.prefix), Path(sys.base_prefix)]
    app_flag = READY_FLAG if args.until_ready else FIRST_PAINT_FLAG
    variants = [
        Variant(
            "app (python -m rangers_qt)",
            [sys.executable, "-m", "rangers_qt", app_flag],
            [*python_files, ROOT / "rangers_qt", ROOT / "cards", ROOT / "assets"],
        ),
        Variant("bare PySide6 window", [sys.executable, bare_script], python_files),
    ]
    if args.compare:
        other = args.compare.resolve()
        if not (other / "rangers_qt" / "__main__.py").is_file():
            parser.error(f"--compare: no rangers_qt package in {other}")
        variants.append(
            Variant(
                f"app from {other.name}/",
                [sys.executable, "-m", "rangers_qt", app_flag if args.compare_ready else FIRST_PAINT_FLAG],
                [*python_files, other],
                cwd=other,
            )
        )
    if args.frozen:
        frozen = args.frozen.resolve()
        if not frozen.is_file():
            parser.error(f"--frozen: no such executable: {frozen}")
        bundle = Variant(f"built bundle ({frozen.name})", [str(frozen), app_flag], [frozen.parent])
        variants.append(bundle)

    def measure(variant: Variant, first: bool = False) -> None:
        if args.cold:
            evict(variant.files)
        run = time_once(variant.command, env, args.timeout, variant.cwd)
        if first:
            variant.first_run_ms, variant.ready_first_run_ms = run.paint, run.ready
            return
        variant.samples_ms.append(run.paint)
        variant.cpu_ms.append(run.cpu)
        if run.ready is not None:
            variant.ready_ms.append(run.ready)
        if run.paint_cpu is not None:
            variant.paint_cpu_ms.append(run.paint_cpu)
        if run.ready_cpu is not None:
            variant.ready_cpu_ms.append(run.ready_cpu)

    try:
        for variant in variants:  # first run of each: writes byte-code caches, reported on its own
            measure(variant, first=True)
        for _ in range(args.runs):  # alternate so machine load hits every variant alike
            for variant in variants:
                measure(variant)
    finally:
        os.unlink(bare_script)

    app, bare = variants[0], variants[1]
    cache = "page cache evicted before each run" if args.cold else "warm page cache"
    print(f"Startup to first paint, {args.runs} alternating runs each, {cache}, platform {args.platform}")
    print(f"{'variant':34} {'first run':>10} {'median':>9} {'min':>8} {'max':>8}")
    for v in variants:
        print(
            f"{v.name:34} {v.first_run_ms:8.0f}ms {v.median_ms:7.0f}ms "
            f"{min(v.samples_ms):6.0f}ms {max(v.samples_ms):6.0f}ms"
        )
    for v in variants:
        if v.ready_ms:
            print(
                f"{v.name + ', game ready':34} {v.ready_first_run_ms or 0:8.0f}ms {v.ready_median_ms:7.0f}ms "
                f"{min(v.ready_ms):6.0f}ms {max(v.ready_ms):6.0f}ms"
            )
    print("CPU time of each child until it exited (user + system, medians; to the game with --until-ready):")
    for v in variants:
        cpu = statistics.median(v.cpu_ms)
        print(f"  {v.name:32} {cpu:7.0f}ms  {cpu / statistics.median(bare.cpu_ms):5.2f}x the bare window")
    if bare.paint_cpu_ms:
        base = statistics.median(bare.paint_cpu_ms)
        print("The child's own CPU time at its stamps (medians; the bare window's first paint = 1.00x):")
        for v in variants:
            for what, cpus in (("first paint", v.paint_cpu_ms), ("game ready", v.ready_cpu_ms)):
                if cpus and (what == "first paint" or v is not bare):
                    med = statistics.median(cpus)
                    print(f"  {v.name + ', ' + what:44} {med:7.0f}ms  {med / base:5.2f}x")
    ratio = app.median_ms / bare.median_ms
    print(f"ratio app / bare window (medians): {ratio:.2f}x (goal: at most 2x)")
    if app.ready_ms:
        ready_ratio = app.ready_median_ms / bare.median_ms
        print(f"ratio app game ready / bare window paint (medians): {ready_ratio:.2f}x")
    results: dict[str, object] = {
        "runs": args.runs,
        "platform": args.platform,
        "cold": args.cold,
        "python": sys.version.split()[0],
        "until_ready": args.until_ready,
        "variants": {
            v.name: {
                "first_run_ms": v.first_run_ms,
                "median_ms": v.median_ms,
                "samples_ms": v.samples_ms,
                "ready_median_ms": v.ready_median_ms if v.ready_ms else None,
                "ready_samples_ms": v.ready_ms,
                "cpu_median_ms": statistics.median(v.cpu_ms),
                "paint_cpu_median_ms": statistics.median(v.paint_cpu_ms) if v.paint_cpu_ms else None,
                "ready_cpu_median_ms": statistics.median(v.ready_cpu_ms) if v.ready_cpu_ms else None,
            }
            for v in variants
        },
        "ratio_app_over_bare": ratio,
    }
    if app.ready_ms:
        results["ratio_app_ready_over_bare"] = ready_ratio
    if args.compare:
        old = variants[2]
        print(f"ratio app from {old.name[9:]} / bare window (medians): {old.median_ms / bare.median_ms:.2f}x")
        results["ratio_compare_over_bare"] = old.median_ms / bare.median_ms
        if old.ready_ms:
            old_ready = old.ready_median_ms / bare.median_ms
            print(f"ratio app from {old.name[9:]} game ready / bare window paint (medians): {old_ready:.2f}x")
            results["ratio_compare_ready_over_bare"] = old_ready
    if args.frozen:
        frozen_ratio = variants[-1].median_ms / app.median_ms
        print(f"ratio built bundle / app from source (medians): {frozen_ratio:.2f}x (goal: at most 1.5x)")
        results["ratio_frozen_over_source"] = frozen_ratio
    if args.json:
        args.json.write_text(json.dumps(results, indent=2) + "\n", encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
