"""Play-table benchmark: frame time while dragging over a full table, and answer-to-repaint time.

    uv run python benchmarks/ui_bench.py            # 1920x1080, offscreen
    uv run python benchmarks/ui_bench.py --size 1366x768 --frames 300

Frame: one mouse-move event on the viewport while a card is held (the drag moves the card)
plus a synchronous repaint of the viewport. The table holds ~60 cards in play (both rangers'
reach and player areas, along the way, surroundings, a hand of 10). Answer: `GameController.answer`
on a real session (engine step, change set, table rebuild, scene update) plus the synchronous
repaint, for a seeded sequence of answers. Goals: frame < 8 ms, answer to repaint < 50 ms.
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))


def _pct(values: list[float], q: float) -> float:
    ordered = sorted(values)
    k = min(len(ordered) - 1, max(0, round(q * (len(ordered) - 1))))
    return ordered[k]


def full_table(catalog: object, in_play: int = 62, hand: int = 10) -> object:
    """A hand-built TableView with `in_play` cards on the table and a hand: the worst busy day."""
    from rangers_qt.app.faces import face_for
    from rangers_qt.app.table_model import CardView, RangerView, TableView

    cards = list(catalog.cards.values())  # type: ignore[attr-defined]
    path = [c for c in cards if c.category == "path"]
    ranger = [
        c for c in cards if c.category == "ranger" and c.type in ("gear", "attachment", "moment", "attribute")
    ]
    rng = random.Random(5)
    views: dict[str, CardView] = {}
    n = 0

    def make(card: object, exhausted: bool = False, tokens: tuple[tuple[str, int], ...] = ()) -> str:
        nonlocal n
        n += 1
        iid = f"c{n}"
        views[iid] = CardView(iid=iid, face=face_for(card), exhausted=exhausted, tokens=tokens)
        return iid

    sur = [
        make(next(c for c in cards if c.category == "weather"), tokens=(("cloud", 3),)),
        make(next(c for c in cards if c.category == "location"), tokens=(("progress", 2),)),
        make(next(c for c in cards if c.category == "mission")),
    ]
    share = (in_play - len(sur)) // 5
    along = [
        make(rng.choice(path), exhausted=(i == 1), tokens=(("progress", i),) if i else ())
        for i in range(share)
    ]
    rangers = []
    for r in ("r1", "r2"):
        reach = [
            make(rng.choice(path), exhausted=(i == 0), tokens=(("harm", 1), ("progress", 2)))
            for i in range(share)
        ]
        area = [make(next(c for c in cards if c.category == "ranger" and c.type == "role"))]
        area += [make(rng.choice(ranger)) for _ in range(share - 1)]
        hand_ids = tuple(make(rng.choice(ranger)) for _ in range(hand)) if r == "r1" else ()
        rangers.append(
            RangerView(
                id=r,
                name="Mira" if r == "r1" else "Oren",
                aspects=(("AWA", 2), ("FIT", 3), ("FOC", 1), ("SPI", 2)),
                energy=(("AWA", 1), ("FIT", 2), ("FOC", 1), ("SPI", 0)),
                hand=hand_ids,
                within_reach=tuple(reach),
                player_area=tuple(area),
                deck_count=20,
                discard=(),
                fatigue_count=2,
                role=area[0],
                injuries=1,
            )
        )
    return TableView(
        cards=views,
        rangers=tuple(rangers),
        surroundings=tuple(sur),
        along_the_way=tuple(along),
        path_deck_count=12,
        challenge_deck_count=20,
        round=3,
        phase="turns",
        lead="r1",
        active_ranger="r1",
    )


def bench_drag(app: object, size: tuple[int, int], frames: int) -> dict[str, float]:
    from PySide6.QtCore import QPoint, Qt
    from PySide6.QtTest import QTest

    from rangers_qt.content.catalog import load_catalog
    from rangers_qt.ui.main_window import MainWindow

    catalog = load_catalog()
    window = MainWindow(None)
    window.resize(*size)
    window.show()
    for _ in range(5):
        app.processEvents()  # type: ignore[attr-defined]
    table = full_table(catalog)
    scene = window.scene
    window.view.relayout()
    scene.show_table(table, legal=set(), hand_ranger="r1", animate=False)  # type: ignore[arg-type]
    in_play = len(scene.cards) - len(table.rangers[0].hand)  # type: ignore[attr-defined]
    viewport = window.view.viewport()
    t0 = time.perf_counter()
    viewport.repaint()
    cold = (time.perf_counter() - t0) * 1000
    viewport.repaint()
    hand_iid = table.rangers[0].hand[0]  # type: ignore[attr-defined]
    item = scene.card_item(hand_iid)
    item.draggable = True
    start = window.view.mapFromScene(item.sceneBoundingRect().center())
    QTest.mouseMove(viewport, start)
    QTest.mousePress(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    QTest.mouseMove(viewport, start + QPoint(15, -15))
    w, h = viewport.width(), viewport.height()
    times: list[float] = []
    full: list[float] = []
    for k in range(frames):
        # A sweep over the whole table in small steps, as a hand moves: the held card crosses
        # every zone and passes over many cards.
        phase = k / frames
        x = int(w * (0.08 + 0.84 * abs(((phase * 3) % 2) - 1)))
        y = int(h * (0.12 + 0.76 * phase))
        t = time.perf_counter()
        QTest.mouseMove(viewport, QPoint(x, y))
        app.processEvents()  # type: ignore[attr-defined]  # the real path: repaint of the dirty region only
        times.append((time.perf_counter() - t) * 1000)
        if k % 4 == 0:
            t = time.perf_counter()
            viewport.repaint()  # worst case: the whole viewport, every item
            full.append((time.perf_counter() - t) * 1000)
    QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, QPoint(5, 5))
    window.close()
    return {
        "cards_in_play": float(in_play),
        "cards_total": float(len(scene.cards)),
        "cold_first_paint_ms": cold,
        "frame_median_ms": statistics.median(times),
        "frame_p95_ms": _pct(times, 0.95),
        "frame_max_ms": max(times),
        "full_median_ms": statistics.median(full),
        "full_p95_ms": _pct(full, 0.95),
    }


def bench_answers(app: object, size: tuple[int, int], answers: int) -> dict[str, float]:
    from rangers_qt.app.controller import GameController
    from rangers_qt.app.demo import demo_session
    from rangers_qt.content.catalog import load_catalog
    from rangers_qt.ui.main_window import MainWindow

    catalog = load_catalog()
    session = demo_session(catalog, seed=7)
    controller = GameController(session, catalog)
    window = MainWindow(controller)
    window.resize(*size)
    window.show()
    for _ in range(5):
        app.processEvents()  # type: ignore[attr-defined]
    viewport = window.view.viewport()
    rng = random.Random(11)
    times: list[float] = []
    engine_ms: list[float] = []
    weights = {"rest": 0.1}
    for _ in range(answers):
        prompt = controller.prompt
        if prompt is None:
            break
        option = rng.choices(prompt.options, weights=[weights.get(o.kind, 1.0) for o in prompt.options])[0]
        t = time.perf_counter()
        t_engine = time.perf_counter()
        result = session.answer(option.id)
        engine_ms.append((time.perf_counter() - t_engine) * 1000)
        session.undo()
        t = time.perf_counter()
        controller.answer(option.id)  # engine + table rebuild + scene update
        viewport.repaint()
        times.append((time.perf_counter() - t) * 1000)
        del result
    window.close()
    return {
        "answers": float(len(times)),
        "answer_to_repaint_median_ms": statistics.median(times),
        "answer_to_repaint_p95_ms": _pct(times, 0.95),
        "engine_answer_median_ms": statistics.median(engine_ms),
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--size", default="1920x1080")
    parser.add_argument("--frames", type=int, default=240)
    parser.add_argument("--answers", type=int, default=60)
    args = parser.parse_args(argv)
    width, height = (int(v) for v in args.size.lower().split("x"))
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication(sys.argv[:1])
    drag = bench_drag(app, (width, height), args.frames)
    answer = bench_answers(app, (width, height), args.answers)
    print(f"play table benchmark, window {width}x{height}, platform {app.platformName()}")
    print(
        f"  cards on the table: {drag['cards_in_play']:.0f} in play + hand = {drag['cards_total']:.0f} items"
    )
    print(f"  first paint (faces not cached): {drag['cold_first_paint_ms']:.1f} ms")
    print(
        f"  drag frame: median {drag['frame_median_ms']:.2f} ms, p95 {drag['frame_p95_ms']:.2f} ms, "
        f"max {drag['frame_max_ms']:.2f} ms  (goal < 8 ms)"
    )
    print(
        f"  full-viewport repaint (worst case, every item): median {drag['full_median_ms']:.2f} ms, "
        f"p95 {drag['full_p95_ms']:.2f} ms"
    )
    print(
        f"  answer to repainted table: median {answer['answer_to_repaint_median_ms']:.2f} ms, "
        f"p95 {answer['answer_to_repaint_p95_ms']:.2f} ms over {answer['answers']:.0f} answers (goal < 50 ms)"
    )
    print(f"    of which the engine's answer alone: median {answer['engine_answer_median_ms']:.2f} ms")
    return 0


if __name__ == "__main__":
    sys.exit(main())
