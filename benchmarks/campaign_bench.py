"""Open and save of a 30-day campaign, and the autosave's cost per answer.

Run: ``uv run python benchmarks/campaign_bench.py [--repeat 15] [--days 30]``.

A seeded 2-Ranger campaign is played for ``--days`` days by the random bot, then day 31 is
started and 40 answers given (so the file holds a current day with its state snapshot). Every
figure is a median of ``--repeat`` runs, with baselines measured in the same run so they can be
read as ratios on any machine:

- open = ``open_campaign`` (size check, content hash, JSON, validation, history fold) + restoring
  the current day from its snapshot; baselines: ``json.loads`` of the same bytes (the floor), and
  replaying every day's answers (what opening would cost without the snapshot);
- save = ``save_campaign`` (serialise, hash, atomic durable write; played days are serialised
  once per session, so the first save after opening is reported too); baselines: ``json.dumps`` of
  the same document and a plain non-atomic ``write_bytes`` of the result;
- autosave = ``Autosaver.after_change`` per answer (one fsynced journal line) against a full save.
Nothing is asserted: performance is measured, not tested.
"""

from __future__ import annotations

import argparse
import json
import statistics
import tempfile
import time
from pathlib import Path

from timing import median_ms

from rangers_qt.campaign.autosave import Autosaver
from rangers_qt.campaign.save import open_campaign, save_campaign, to_bytes, verify_days
from rangers_qt.campaign.sim import run_campaign
from rangers_qt.content.catalog import load_catalog
from rangers_qt.engine.day_sim import DayBot


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--repeat", type=int, default=15)
    parser.add_argument("--days", type=int, default=30)
    args = parser.parse_args()
    catalog = load_catalog()
    campaign, summary = run_campaign(catalog, seed=30, rangers=2, days=args.days)
    session = campaign.start_day()
    bot = DayBot(1)
    for _ in range(40):
        if session.prompt is None:
            break
        session.answer(bot.choose(session.prompt))
    answers = sum(d["answers"] for d in summary["days"])
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "campaign.json"
        save_campaign(campaign, path)
        raw = path.read_bytes()
        doc = json.loads(raw)

        def open_all() -> None:
            c = open_campaign(path, catalog)
            assert c.session is not None

        open_ms = median_ms(open_all, args.repeat)
        loads_ms = median_ms(lambda: json.loads(raw), args.repeat)
        replay_ms = median_ms(lambda: verify_days(campaign), max(3, args.repeat // 5))
        save_ms = median_ms(lambda: save_campaign(campaign, path), args.repeat)

        def first_save() -> None:  # a campaign just opened: no played day serialised yet
            fresh = open_campaign(path, catalog)
            t0 = time.perf_counter()
            save_campaign(fresh, path)
            first.append((time.perf_counter() - t0) * 1000)

        first: list[float] = []
        for _ in range(max(3, args.repeat // 3)):
            first_save()
        first_ms = statistics.median(first)
        bytes_ms = median_ms(lambda: to_bytes(campaign), args.repeat)
        dumps_ms = median_ms(lambda: json.dumps(doc, separators=(",", ":")), args.repeat)
        plain = Path(folder) / "plain.json"
        plain_ms = median_ms(lambda: plain.write_bytes(raw), args.repeat)

        saver = Autosaver(campaign, path, snapshot_every=10**9)
        saver.save_now()
        per_answer: list[float] = []
        for _ in range(200):
            if session.prompt is None:
                break
            session.answer(bot.choose(session.prompt))
            t0 = time.perf_counter()
            saver.after_change()
            per_answer.append((time.perf_counter() - t0) * 1000)
        journal_ms = statistics.median(per_answer)

    print(f"campaign: {args.days} days, {answers} answers, 2 Rangers; file {len(raw) / 1024:.0f} KiB")
    print(f"repeat: {args.repeat} (medians)")
    print("| what | ms | ratio | goal |")
    print("|---|---|---|---|")
    print(f"| open (check + validate + fold + restore current day) | {open_ms:.1f} | 1.00 | < 100 ms |")
    print(f"| baseline: json.loads of the same bytes | {loads_ms:.1f} | {loads_ms / open_ms:.2f} | |")
    print(f"| baseline: replay every day's answers | {replay_ms:.0f} | {replay_ms / open_ms:.1f} | |")
    print(f"| save (serialise + hash + atomic fsynced write) | {save_ms:.1f} | 1.00 | < 100 ms |")
    print(f"| of which serialise + hash | {bytes_ms:.1f} | {bytes_ms / save_ms:.2f} | |")
    print(f"| first save after opening | {first_ms:.1f} | {first_ms / save_ms:.2f} | |")
    print(f"| baseline: json.dumps of the same document | {dumps_ms:.1f} | {dumps_ms / save_ms:.2f} | |")
    print(f"| baseline: plain write_bytes (no fsync) | {plain_ms:.2f} | {plain_ms / save_ms:.3f} | |")
    print(f"| autosave per answer (journal line, fsync) | {journal_ms:.2f} | {journal_ms / save_ms:.3f} | |")


if __name__ == "__main__":
    main()
