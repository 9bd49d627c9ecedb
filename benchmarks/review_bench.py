"""Opening the campaign review of a 30-day campaign (issue #14; goal: under 500 ms).

Run: ``uv run python benchmarks/review_bench.py [--repeat 7] [--days 30]``.

A seeded 2-Ranger campaign is played for ``--days`` days by the random bot and saved. Every
figure is a median of ``--repeat`` runs, offscreen, with the baseline measured in the same run so
the figures read as ratios on any machine:

- baseline = ``open_campaign`` alone (size check, content hash, JSON, validation, history fold);
- review = open the file + the review's data + the review window built (map with the journey,
  timeline, every chart, deck history) and shown once, with an EMPTY review cache: the file this
  program writes keeps each day's statistics (counted when the day ended), so nothing is replayed;
- the same file without the kept statistics (as a format-1 file, written before they were kept):
  warm = every day's statistics in the on-disk cache (a fresh `ReviewCache` each run: the files
  are read, nothing is replayed); cold = empty cache, every day replayed with the probe (what the
  first review of such a file costs, once);
- data only, cold = those replays alone, without the window.
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
    from rangers_qt.campaign.campaign import Campaign, DayItem
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
        older = campaign.data.model_copy()
        older.history = [
            h.model_copy(update={"stats": None}) if isinstance(h, DayItem) else h for h in older.history
        ]
        old_path = Path(folder) / "old.json"
        save_campaign(Campaign(catalog, older), old_path, durable=False)
        warm = Path(folder) / "warm"
        review_data(open_campaign(old_path, catalog), ReviewCache(catalog, warm))  # fill the cache

        def open_only() -> object:
            return open_campaign(path, catalog)

        def review(cache_dir: Path, keep: bool, file: Path = old_path) -> Callable[[], object]:
            def run() -> object:
                if not keep:
                    for f in cache_dir.glob("*.json"):
                        f.unlink()
                camp = open_campaign(file, catalog)
                window = ReviewWindow(camp, review_data(camp, ReviewCache(catalog, cache_dir)))
                window.show()
                app.processEvents()
                window.close()
                window.deleteLater()
                app.processEvents()
                return window

            return run

        def data_cold() -> object:
            return review_data(open_campaign(old_path, catalog), None)

        base = median_ms(open_only, args.repeat)
        kept_ms = median_ms(review(Path(folder) / "empty", keep=False, file=path), args.repeat)
        warm_ms = median_ms(review(warm, keep=True), args.repeat)
        cold_ms = median_ms(review(Path(folder) / "cold", keep=False), max(1, args.repeat // 2))
        data_ms = median_ms(data_cold, max(1, args.repeat // 2))
        size = path.stat().st_size
    print(f"{args.days} days, {answers} answers, file {size / 1024:.0f} KiB; medians of {args.repeat} runs")
    print(f"  baseline: open_campaign alone                    {base:8.1f} ms   1.00x")
    print(f"  review, statistics kept in the file, empty cache {kept_ms:8.1f} ms   {kept_ms / base:5.2f}x")
    print("  a file without kept statistics (format 1):")
    print(f"    review, warm cache (file + data + window)      {warm_ms:8.1f} ms   {warm_ms / base:5.2f}x")
    print(f"    review, cold cache (every day replayed)        {cold_ms:8.1f} ms   {cold_ms / base:5.2f}x")
    print(f"    data only, cold (the replays alone)            {data_ms:8.1f} ms   {data_ms / base:5.2f}x")
    verdict = "met" if kept_ms < 500 else "NOT met"
    print(f"  goal: review under 500 ms -> {verdict} (statistics kept in the file)")


if __name__ == "__main__":
    main()
