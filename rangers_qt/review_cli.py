"""`rangers-qt review CAMPAIGN_FILE [--export OUT.pdf] [--screenshot OUT.png [--size WxH]]`.

The campaign file is checked before any window (a bad file: one line, exit 1, never a
traceback). `--export` writes the review as a multi-page PDF (or, for a .png name, one image per
page: OUT-1.png, OUT-2.png...); `--screenshot` renders the review window (map with the journey,
timeline, charts). With neither, the review window opens.

Its imports sit at the top: this module is loaded only when the review command runs
(`rangers_qt.cli.SUBCOMMANDS`).
"""

from __future__ import annotations

import argparse
import logging
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from PySide6.QtWidgets import QApplication

from rangers_qt.app.review_cache import ReviewCache
from rangers_qt.app.review_data import review_data
from rangers_qt.campaign.errors import CampaignError
from rangers_qt.campaign.save import open_campaign
from rangers_qt.cli_args import image_format, screenshot_path, window_size
from rangers_qt.content.catalog import load_catalog
from rangers_qt.display import no_display_reason, use_offscreen_if_headless
from rangers_qt.logsetup import setup_logging
from rangers_qt.ui.review_export import export_pdf, export_pngs, grab_window
from rangers_qt.ui.review_window import ReviewWindow
from rangers_qt.ui.screenshot_size import size_refusal
from rangers_qt.ui.style import stylesheet
from rangers_qt.ui.theme import THEMES

_log = logging.getLogger(__name__)


def export_path(text: str) -> str:
    if Path(text).suffix.lower() not in (".pdf", ".png"):
        raise argparse.ArgumentTypeError(
            f"{text!r}: the export must end in .pdf (or .png for one image per page)"
        )
    return text


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="rangers-qt review",
        description="Review a campaign: the journey, timeline, charts, deck history.",
    )
    parser.add_argument(
        "campaign", metavar="CAMPAIGN_FILE", help="a campaign file (rangers-qt campaign format)"
    )
    parser.add_argument("--export", metavar="OUT.pdf", type=export_path, help="write the review as a PDF")
    parser.add_argument(
        "--screenshot", metavar="OUT.png", type=screenshot_path, help="render the review window to an image"
    )
    parser.add_argument("--size", default="1600x1000", metavar="WxH", type=window_size, help="window size")
    parser.add_argument(
        "--theme", choices=("dark", "light"), default="dark", help="colour theme of the window"
    )
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    args = build_parser().parse_args(list(argv) if argv is not None else None)

    setup_logging()  # details go to the log file; the terminal gets one line

    try:
        catalog = load_catalog()
        campaign = open_campaign(args.campaign, catalog)
    except CampaignError as exc:
        print(f"rangers-qt review: {exc}", file=sys.stderr)
        return 1
    except Exception as exc:  # anything else about the file: still one line, never a traceback
        _log.exception("the campaign could not be opened")
        print(
            f"rangers-qt review: {Path(args.campaign).name} cannot be opened ({type(exc).__name__})",
            file=sys.stderr,
        )
        return 1
    headless = bool(args.export or args.screenshot)
    use_offscreen_if_headless(headless)
    why = no_display_reason()
    if why:
        print(f"rangers-qt review: {why}; --export and --screenshot work without one", file=sys.stderr)
        return 1
    try:
        return _run(args, campaign, catalog, headless)
    except (CampaignError, OSError) as exc:
        print(f"rangers-qt review: {exc}", file=sys.stderr)
        return 1
    except Exception as exc:
        _log.exception("the review failed")
        why = " ".join(f"{type(exc).__name__}: {exc}".split())[:200]
        print(f"rangers-qt review: the review could not be made ({why})", file=sys.stderr)
        return 1


def _run(args: argparse.Namespace, campaign: object, catalog: object, headless: bool) -> int:

    existing = QApplication.instance()
    app = existing or QApplication(sys.argv[:1])
    theme = THEMES[args.theme]
    if existing is None and isinstance(app, QApplication):
        app.setStyleSheet(stylesheet(theme))  # a running app (tests, the game) keeps its own
    data = review_data(campaign, ReviewCache(catalog))  # type: ignore[arg-type]
    window = ReviewWindow(campaign, data, theme, path=args.campaign)
    try:
        return _show_or_write(args, app, window, headless)
    finally:
        if headless:
            window.close()
            window.deleteLater()


def _show_or_write(args: argparse.Namespace, app: Any, window: Any, headless: bool) -> int:
    if args.screenshot:
        w, h = (int(n) for n in args.size.split("x"))
        pixmap = grab_window(window, (w, h))
        if refused := size_refusal(pixmap, args.size):
            print(f"rangers-qt review: {refused}", file=sys.stderr)
            return 2
        if pixmap.isNull() or not pixmap.save(args.screenshot, image_format(args.screenshot)):
            print(f"rangers-qt review: could not write {args.screenshot}", file=sys.stderr)
            return 1
        print(f"screenshot written to {args.screenshot} ({pixmap.width()}x{pixmap.height()})")
    if args.export:
        try:
            if args.export.lower().endswith(".png"):
                files = export_pngs(window, args.export)
            else:
                pages = export_pdf(window, args.export)
        except OSError as exc:
            print(f"rangers-qt review: {exc.strerror or exc}", file=sys.stderr)
            return 1
        if args.export.lower().endswith(".png"):
            print(f"review written to {len(files)} images ({files[0].name} ...)")
        else:
            if not Path(args.export).is_file() or Path(args.export).stat().st_size == 0:
                print(f"rangers-qt review: could not write {args.export}", file=sys.stderr)
                return 1
            print(f"review written to {args.export} ({pages} pages)")
    if headless:
        return 0
    window.show()
    return int(app.exec())
