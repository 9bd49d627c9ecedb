"""The manual panel's first opening (Ctrl+H) with and without the faces painted ahead.

    uv run python benchmarks/panel_bench.py                       # this tree, warm-up on and off
    uv run python benchmarks/panel_bench.py --compare /tmp/main   # and another tree (e.g. main)

Each measurement is a fresh process (an empty pixmap cache, as when the game starts): the seeded
demo day with `--cards` cards in play is shown at `--size`, the event loop runs idle until the
warm-up has finished (the same idle time when it is off), then Ctrl+H is pressed on the window
and timed until the table has been laid out and painted at its new height (wall clock and CPU
time, the faces painted counted). Variants alternate, first one then the other, `--rounds`
times: "warm" (this tree), "cold" (this tree, the warm-up switched off), "other" (the --compare
tree, which may have no warm-up at all). Also shown: the warm-up's longest tick, which is the
longest an answer or a drag could wait behind it.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# RQ_SOURCE: measure another source tree with this same script (used by --compare).
sys.path.insert(0, os.environ.get("RQ_SOURCE") or str(Path(__file__).resolve().parents[1]))

IDLE_S = 6.0  # at most this long idle before the opening (the warm-up takes 1-2 s at 58 cards)
# (2 s without a warm-up: the table has settled long before)


def measure(size: tuple[int, int], cards: int, warm: bool) -> dict[str, float]:
    from PySide6.QtCore import QSettings, Qt
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication
    from ui_bench import close, fill_table

    from rangers_qt.app.controller import GameController
    from rangers_qt.app.demo import demo_session
    from rangers_qt.content.catalog import load_catalog
    from rangers_qt.ui import card_face
    from rangers_qt.ui.main_window import MainWindow

    app = QApplication.instance() or QApplication([])
    painted = [0]
    real = card_face.paint_face

    def counting(*args: object, **kwargs: object) -> None:
        painted[0] += 1
        real(*args, **kwargs)  # type: ignore[arg-type]

    card_face.paint_face = counting  # type: ignore[assignment]
    catalog = load_catalog()
    session = demo_session(catalog, seed=7)
    in_play = fill_table(session, catalog, cards)
    controller = GameController(session, catalog)
    settings = QSettings(
        str(Path(os.environ.get("TMPDIR", "/tmp")) / "rq-panel-bench.ini"), QSettings.Format.IniFormat
    )
    settings.clear()
    window = MainWindow(controller, settings=settings)
    window.resize(*size)
    window.show()
    window.activateWindow()
    warmup = getattr(getattr(window, "manual_tools", None), "warmup", None)
    if warmup is not None and not warm:
        warmup.enabled = False
        warmup.stop()

    def settle(rounds: int = 4) -> None:
        for item in window.scene.cards.values():
            item.finish_animations()
        for _ in range(rounds):
            app.sendPostedEvents()
            app.processEvents()

    settle()
    started = time.perf_counter()
    idle = IDLE_S if warmup is not None and warm else 2.0  # no warm-up to wait for
    while time.perf_counter() - started < idle:
        app.processEvents()
        time.sleep(0.002)
        if warmup is not None and warm and warmup.painted and not warmup.running:
            break
    idle_s = time.perf_counter() - started
    settle()
    before = painted[0]
    height = window.view.height()
    wall, cpu = time.perf_counter(), time.process_time()
    QTest.keyClick(window, Qt.Key.Key_H, Qt.KeyboardModifier.ControlModifier)
    for _ in range(6):  # the layout request, the view's resize and relayout, its paint
        app.sendPostedEvents()
        app.processEvents()
    window.view.viewport().repaint()
    wall_ms = (time.perf_counter() - wall) * 1000
    cpu_ms = (time.process_time() - cpu) * 1000
    assert window.view.height() < height, "the panel took no height from the table"
    ticks = list(warmup.ticks) if warmup is not None else []
    close(window)
    window.deleteLater()
    app.processEvents()
    return {
        "open_ms": wall_ms,
        "open_cpu_ms": cpu_ms,
        "faces_painted_on_opening": float(painted[0] - before),
        "cards_in_play": float(in_play),
        "idle_s": idle_s,
        "warmup_ticks": float(len(ticks)),
        "warmup_longest_tick_ms": max(ticks) if ticks else 0.0,
        "warmup_median_tick_ms": statistics.median(ticks) if ticks else 0.0,
        "warmup_faces": float(warmup.painted) if warmup is not None else 0.0,
    }


def _run_child(source: str, args: argparse.Namespace, warm: bool) -> dict[str, float]:
    import json
    import subprocess

    env = dict(os.environ, RQ_SOURCE=source)
    cmd = [sys.executable, __file__, "--size", args.size, "--cards", str(args.cards), "--json"]
    cmd += ["--warm" if warm else "--cold"]
    done = subprocess.run(cmd, env=env, capture_output=True, text=True, check=True)
    result: dict[str, float] = json.loads(done.stdout.strip().splitlines()[-1])
    return result


SHOWN = (
    ("open_ms", "first opening, wall", "ms"),
    ("open_cpu_ms", "first opening, CPU", "ms"),
    ("faces_painted_on_opening", "faces painted on opening", ""),
    ("warmup_longest_tick_ms", "warm-up: longest tick", "ms"),
    ("warmup_median_tick_ms", "warm-up: median tick", "ms"),
    ("warmup_ticks", "warm-up: ticks", ""),
    ("warmup_faces", "warm-up: faces painted", ""),
    ("idle_s", "idle before opening", "s"),
)


def main(argv: list[str] | None = None) -> int:
    import json

    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--size", default="1920x1080")
    parser.add_argument("--cards", type=int, default=58, help="cards in play")
    parser.add_argument("--compare", metavar="DIR", help="another source tree to measure alternately")
    parser.add_argument("--rounds", type=int, default=5, help="alternations")
    parser.add_argument("--json", action="store_true", help=argparse.SUPPRESS)
    parser.add_argument("--warm", action="store_true", help=argparse.SUPPRESS)
    parser.add_argument("--cold", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    width, height = (int(v) for v in args.size.lower().split("x"))
    if args.json:
        print(json.dumps(measure((width, height), args.cards, warm=not args.cold)))
        return 0
    here = str(Path(__file__).resolve().parents[1])
    variants: dict[str, tuple[str, bool]] = {"warm": (here, True), "cold": (here, False)}
    if args.compare:
        variants["other"] = (str(Path(args.compare).resolve()), True)
    runs: dict[str, list[dict[str, float]]] = {name: [] for name in variants}
    names = list(variants)
    for k in range(args.rounds):
        # Alternate the order: the machine's load drifts during a run.
        for name in names if k % 2 == 0 else list(reversed(names)):
            source, warm = variants[name]
            runs[name].append(_run_child(source, args, warm))
    med = {name: {key: statistics.median(r[key] for r in rs) for key in rs[0]} for name, rs in runs.items()}
    print(
        f"manual panel, first opening: window {width}x{height}, offscreen, "
        f"{med['warm']['cards_in_play']:.0f} cards in play, {args.rounds} rounds (medians)"
    )
    print(f"  {'':28s}" + "".join(f"{name:>12s}" for name in names))
    for key, label, unit in SHOWN:
        print(
            f"  {label + (f' ({unit})' if unit else ''):28s}" + "".join(f"{med[n][key]:12.1f}" for n in names)
        )
    for base in [n for n in ("cold", "other") if n in med]:
        for key in ("open_ms", "open_cpu_ms"):
            ratio = med["warm"][key] / med[base][key] if med[base][key] else float("nan")
            print(f"  warm/{base} {key}: {ratio:.2f}x")
    longest = max(r["warmup_longest_tick_ms"] for r in runs["warm"])
    print(f"  longest warm-up tick over all warm runs: {longest:.1f} ms")
    return 0


if __name__ == "__main__":
    sys.exit(main())
