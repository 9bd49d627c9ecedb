"""Engine benchmark: answers/s for the random bot, time to resolve one test, undo after 2,000
answers, replay of a 1,000-answer log. Run: ``uv run python benchmarks/engine_bench.py``.

Numbers are printed (and, with --markdown, as a table for docs/performance.md). Nothing here is
asserted: performance is measured, not tested.
"""

from __future__ import annotations

import argparse
import statistics
import time

from rangers_qt.content.catalog import load_catalog
from rangers_qt.engine import ManualAdjust, Session
from rangers_qt.engine.bot import RandomBot
from rangers_qt.engine.cards import book_for
from rangers_qt.engine.prompts import Prompt
from rangers_qt.sim.runner import default_setup


class StayingBot(RandomBot):
    """The random bot, but the group never ends the day on purpose (no camping, no guide endings)."""

    def choose(self, prompt: Prompt) -> str:
        ids = [o.id for o in prompt.options]
        for keep in ("stay", "camp:no", "done"):
            if prompt.kind in ("travel", "camp", "guide") and keep in ids:
                return keep
        return super().choose(prompt)


def keep_alive(session: Session) -> None:
    """Manual adjustments that keep a long bot game going (recorded in the log like any answer)."""
    st = session.state
    for r in st.rangers:
        if len(r.deck) < 8:
            for iid in list(r.fatigue) + list(r.discard):
                session.manual(ManualAdjust(action="move", card=iid, zone="deck", ranger=r.id))
        if r.injuries >= 2:
            session.manual(ManualAdjust(action="heal", ranger=r.id))


def long_game(seed: int, answers: int, rangers: int = 2) -> tuple[Session, list[float]]:
    catalog = load_catalog()
    session = Session.new(book_for(catalog), default_setup(catalog, seed, rangers))
    bot = StayingBot(seed, manual_rate=0)
    test_times: list[float] = []
    while len(session.log) < answers:
        prompt = session.prompt
        if prompt is None:
            break
        keep_alive(session)
        prompt = session.prompt
        if prompt is None:
            break
        choice = bot.choose(prompt)
        resolves_test = prompt.kind == "commit_energy" and not any(
            o.amount for o in prompt.options if o.kind == "commit_card"
        )
        t0 = time.perf_counter()
        session.answer(choice)
        dt = time.perf_counter() - t0
        finished = session.prompt is None or session.prompt.kind != "commit_cards"
        if (prompt.kind == "commit_cards" and choice == "done") or (resolves_test and finished):
            test_times.append(dt)
    return session, test_times


def bench_answers_per_second(windows: int = 5, seconds: float = 1.0) -> tuple[float, float, float]:
    """Answers per second in ``windows`` one-second windows of bot play: (best, median) wall-clock
    rates, as timeit reports the best of several runs on a busy machine; plus answers per CPU second."""
    catalog = load_catalog()
    book = book_for(catalog)
    rates: list[float] = []
    answers_total = 0
    cpu = time.process_time()
    seed = 0
    for _ in range(windows):
        answers = 0
        start = time.perf_counter()
        while time.perf_counter() - start < seconds:
            session = Session.new(book, default_setup(catalog, seed, 1 + seed % 4))
            bot = RandomBot(seed, manual_rate=0)
            while session.prompt is not None and session.state.round <= 6:
                session.answer(bot.choose(session.prompt))
                answers += 1
            seed += 1
        rates.append(answers / (time.perf_counter() - start))
        answers_total += answers
    return max(rates), statistics.median(rates), answers_total / (time.process_time() - cpu)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--markdown", action="store_true")
    args = parser.parse_args()

    aps_best, aps_median, aps_cpu = bench_answers_per_second()
    session, test_times = long_game(seed=7, answers=2000)
    n = len(session.log)
    undo_times = []
    for _ in range(100):
        t0 = time.perf_counter()
        session.undo()
        undo_times.append(time.perf_counter() - t0)
    undo_times.sort()
    turn_t0 = time.perf_counter()
    session.undo("turn")
    undo_turn = time.perf_counter() - turn_t0

    replay_session, _ = long_game(seed=11, answers=1000)
    text = replay_session.to_json()
    t0 = time.perf_counter()
    Session.from_json(text, load_catalog())
    replay = time.perf_counter() - t0

    rows = [
        (
            "random bot answers per second, best / median of 5 one-second windows",
            f"{aps_best:,.0f} / {aps_median:,.0f}",
            ">= 5,000",
        ),
        ("random bot answers per CPU second", f"{aps_cpu:,.0f}", ">= 5,000"),
        (
            "median time to resolve one test",
            f"{statistics.median(test_times) * 1000:.3f} ms ({len(test_times)} tests)",
            "< 1 ms",
        ),
        (
            f"undo one action after {n} answers (median of {len(undo_times)})",
            f"{statistics.median(undo_times) * 1000:.2f} ms",
            "< 20 ms",
        ),
        (
            "undo one action, 95th percentile / worst",
            f"{undo_times[int(len(undo_times) * 0.95) - 1] * 1000:.2f} / {undo_times[-1] * 1000:.2f} ms",
            "< 20 ms",
        ),
        ("undo to the start of the turn", f"{undo_turn * 1000:.2f} ms", "< 20 ms"),
        (f"replay a {len(replay_session.log)}-answer log (load + verify)", f"{replay * 1000:.0f} ms", ""),
    ]
    if args.markdown:
        print("| measure | result | goal |\n|---|---|---|")
        for r in rows:
            print(f"| {r[0]} | {r[1]} | {r[2]} |")
    else:
        for r in rows:
            print(f"{r[0]:<55} {r[1]:>24}   goal {r[2]}")


if __name__ == "__main__":
    main()
