"""Opening a day save: from its snapshot (save version 2) against replaying its log (version 1).

    uv run python benchmarks/save_bench.py                      # 1,000 / 10,000 / 20,000 entries
    uv run python benchmarks/save_bench.py --entries 10000 --repeat 5

Why this shape: a day save used to be opened by replaying every entry of its log, so the time to
open grew with the length of the day (3.2 s at 10,000 answers in issue #28). Version 2 saves the
state the log reached beside the log and opens from it (engine/save_format.py). Both forms of the
same day are written by the same session and opened in the same process, alternating, so machine
load hits both alike; the figure to read is the ratio. Opening is timed from the file's bytes
(bounded JSON parse, strict validation of setup and log, then snapshot or replay) to the session.
`json.loads` of the same bytes is reported as the floor nothing can beat. The first undo after
opening is reported too: a session opened from its snapshot has no checkpoint between its setup
and its end, so that undo replays from the setup (and leaves checkpoints for the next ones).

The day: a seeded bot day for 2 Rangers (the first 80 entries, answers and the bot's own manual
adjustments), then pairs of energy adjustments (+1, -1) until the log has the asked length; a bot
day ends long before 10,000 answers, and a replay's cost per entry is what is being compared.
Nothing is asserted: performance is measured, not tested.
"""

from __future__ import annotations

import argparse
import json
import statistics
import time
from collections.abc import Callable

from rangers_qt.content.catalog import load_catalog
from rangers_qt.engine.cards import CardBook, book_for
from rangers_qt.engine.day_sim import DayBot, day_setup, starter_rangers
from rangers_qt.engine.manual import ManualAdjust
from rangers_qt.engine.session import Session


def long_day(book: CardBook, catalog: object, entries: int, seed: int = 9) -> Session:
    session = Session.new(
        book, day_setup(catalog, seed, starter_rangers(catalog, 2), "lone_tree_station", "woods", "downpour")
    )
    bot = DayBot(seed)
    while session.prompt is not None and len(session.log) < min(80, entries):
        adj = bot.maybe_manual(session.state)
        if adj is not None:
            session.manual(adj)
        else:
            session.answer(bot.choose(session.prompt))
    if session.prompt is None:
        raise SystemExit(f"seed {seed}: the bot day ended before 80 entries; pick another --seed")
    ranger = session.state.rangers[0].id
    sign = 1
    while len(session.log) < entries:
        session.manual(ManualAdjust(action="energy", ranger=ranger, aspect="AWA", amount=sign))
        sign = -sign
    return session


def cpu_ms(run: Callable[[], object]) -> float:
    """This process's CPU time for one call (the machine is shared: wall time counts the others)."""
    t0 = time.process_time()
    run()
    return (time.process_time() - t0) * 1000


def measure(book: CardBook, catalog: object, n: int, repeat: int, seed: int) -> str:
    session = long_day(book, catalog, n, seed)
    snapshot_text = session.to_save_json().encode()
    replay_text = session.to_json().encode()
    at_once: list[float] = []
    replayed: list[float] = []
    for _ in range(repeat):  # alternating, so load on the machine hits both alike
        at_once.append(cpu_ms(lambda: Session.from_json(snapshot_text, book)))
        replayed.append(cpu_ms(lambda: Session.from_json(replay_text, book)))
    loads = statistics.median(cpu_ms(lambda: json.loads(snapshot_text)) for _ in range(repeat))
    a, r = statistics.median(at_once), statistics.median(replayed)
    opened = Session.from_json(snapshot_text, book)
    first = cpu_ms(opened.undo)
    second = cpu_ms(opened.undo)
    return (
        f"| {n:,} | {len(snapshot_text) // 1024} / {len(replay_text) // 1024} | {loads:.1f} ms "
        f"| {a:.1f} ms | {r:.0f} ms | {r / a:.0f}x | {first:.0f} / {second:.1f} ms |"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").split("\n\n")[0])
    parser.add_argument("--entries", type=int, nargs="+", default=[1000, 10000, 20000])
    parser.add_argument("--repeat", type=int, default=3, help="timed opens of each form (median)")
    parser.add_argument("--seed", type=int, default=9)
    args = parser.parse_args()
    catalog = load_catalog()
    book = book_for(catalog)
    print(f"Opening a day save, CPU time of this process, median of {args.repeat} alternating opens")
    print(
        "| log entries | save KB (v2 / v1) | json.loads | open at once (v2) | replay (v1) "
        "| replay / at once | first / next undo after opening |"
    )
    print("|---|---|---|---|---|---|---|")
    for n in args.entries:
        print(measure(book, catalog, n, args.repeat, args.seed))


if __name__ == "__main__":
    main()
