"""A whole simulated day for 2 Rangers: setup (mulligans, arrival setup), rounds, travel, the end of
the day; the random day bot decides. Run: ``uv run python benchmarks/day_bench.py [--days N]``.

Reports the median and spread of the wall time per day (no invariant checks inside the timed part),
plus answers per day, so the figure can be read as "time per day" and "time per decision".
Nothing is asserted: performance is measured, not tested.
"""

from __future__ import annotations

import argparse
import statistics
import time

from rangers_qt.content.catalog import load_catalog
from rangers_qt.engine.cards import book_for
from rangers_qt.engine.day_sim import WEATHERS, DayBot, day_setup, play_day, starter_rangers
from rangers_qt.engine.session import Session


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--days", type=int, default=60)
    parser.add_argument("--rangers", type=int, default=2)
    args = parser.parse_args()
    catalog = load_catalog()
    book = book_for(catalog)
    team = starter_rangers(catalog, args.rangers)
    slugs = [loc.slug for loc in catalog.valley_map.locations]
    times: list[float] = []
    answers: list[int] = []
    rounds: list[int] = []
    travels = 0
    for seed in range(args.days):
        here = slugs[seed % len(slugs)]
        paths = catalog.valley_map.neighbours(here)
        terrain = str(paths[seed % len(paths)][1]) if paths else None
        setup = day_setup(catalog, seed, team, here, terrain, WEATHERS[seed % 4])
        t0 = time.perf_counter()
        session = Session.new(book, setup)
        _v, n = play_day(session, DayBot(seed), book, check_every=0)
        times.append(time.perf_counter() - t0)
        answers.append(n)
        rounds.append(session.state.round)
        travels += len(session.state.day.travels)
    ms = sorted(t * 1000 for t in times)
    q = statistics.quantiles(ms, n=10)
    per_answer = sum(times) / max(1, sum(answers)) * 1e6
    print(f"days: {args.days}, rangers: {args.rangers}, travels: {travels}")
    print(
        f"ms per day: median {statistics.median(ms):.1f}, p10 {q[0]:.1f}, p90 {q[-1]:.1f}, max {ms[-1]:.1f}"
    )
    print(
        f"answers per day: median {statistics.median(answers):.0f}; rounds per day: median "
        f"{statistics.median(rounds):.0f}; us per answer: {per_answer:.0f}"
    )


if __name__ == "__main__":
    main()
