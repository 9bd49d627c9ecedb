"""Opening the campaign review of a 30-day campaign (issue #14; goal: under 500 ms).

Run: ``uv run python benchmarks/review_bench.py [--repeat 7] [--days 30]``.

A seeded 2-Ranger campaign is played for ``--days`` days by the random bot and saved. Every
figure is a median of ``--repeat`` runs, offscreen, with the baseline measured in the same run so
the figures read as ratios on any machine:

- baseline = ``open_campaign`` alone (size check, content hash, JSON, validation, history fold);
- review, warm = open the file + the review's data with every day's statistics in the on-disk
  cache (a fresh `ReviewCache` each run: the files are read, nothing is replayed) + the review
  window built (map with the journey, timeline, every chart, deck history) and shown once;
- review, cold = the same with an empty cache: every day replayed with the probe (the first
  opening after a day is played costs one day's replay; after a program update, all of them);
- data only, cold = the replays alone, without the window.
Nothing is asserted: performance is measured, not tested.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path

from timing import median_ms

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--repeat", type=int, default=7)
    parser.add_argument("--days", type=int, default=30)
    args = parser.parse_args()

    from PySide6.QtWidgets import QApplication

    from rangers_qt.app.review_cache import ReviewCache
    from rangers_qt.app.review_data import review_data
    from rangers_qt.campaign.save import open_campaign, save_campaign
    from rangers_qt.campaign.sim import run_campaign
    from rangers_qt.content.catalog import load_catalog
    from rangers_qt.ui.review_window import ReviewWindow

    app = QApplication.instance() or QApplication(sys.argv[:1])
    catalog = load_catalog()
    campaign, summary = run_campaign(catalog, seed=1, rangers=2, days=args.days)
    answers = sum(d["answers"] for d in summary["days"])
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "campaign.json"
        save_campaign(campaign, path, durable=False)
        warm = Path(folder) / "warm"
        review_data(open_campaign(path, catalog), ReviewCache(catalog, warm))  # fill the cache

        def open_only() -> object:
            return open_campaign(path, catalog)

        def review(cache_dir: Path, keep: bool) -> Callable[[], object]:
            def run() -> object:
                if not keep:
                    for f in cache_dir.glob("*.json"):
                        f.unlink()
                camp = open_campaign(path, catalog)
                window = ReviewWindow(camp, review_data(camp, ReviewCache(catalog, cache_dir)))
                window.show()
                app.processEvents()
                window.close()
                window.deleteLater()
                app.processEvents()
                return window

            return run

        def data_cold() -> object:
            return review_data(open_campaign(path, catalog), None)

        base = median_ms(open_only, args.repeat)
        warm_ms = median_ms(review(warm, keep=True), args.repeat)
        cold_ms = median_ms(review(Path(folder) / "cold", keep=False), max(1, args.repeat // 2))
        data_ms = median_ms(data_cold, max(1, args.repeat // 2))
        size = path.stat().st_size
    print(f"{args.days} days, {answers} answers, file {size / 1024:.0f} KiB; medians of {args.repeat} runs")
    print(f"  baseline: open_campaign alone             {base:8.1f} ms   1.00x")
    print(f"  review, warm cache (file + data + window) {warm_ms:8.1f} ms   {warm_ms / base:5.2f}x")
    print(f"  review, cold cache (every day replayed)   {cold_ms:8.1f} ms   {cold_ms / base:5.2f}x")
    print(f"  data only, cold (the replays alone)       {data_ms:8.1f} ms   {data_ms / base:5.2f}x")
    print(f"  goal: review under 500 ms -> warm {'met' if warm_ms < 500 else 'NOT met'}")


if __name__ == "__main__":
    main()
