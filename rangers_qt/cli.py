"""The `rangers-qt` command: the game window by default, tools as subcommands.

Qt is imported only when a window is needed, so `rangers-qt cards check` and
`--version` start fast and work on machines without a display stack.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence

from rangers_qt import __version__
from rangers_qt.cli_args import IMAGE_FORMATS, SIZE_MAX, SIZE_MIN, screenshot_path, window_size

__all__ = ["SIZE_MAX", "SIZE_MIN", "build_parser", "check_campaign", "main"]


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="rangers-qt",
        description="Earthborne Rangers at one computer. "
        "Subcommands: 'cards' (content tools), 'deck' (RangersDB decks), 'save' (check a saved day), "
        "'review' (a campaign's review: window, --export PDF, --screenshot).",
    )
    parser.add_argument("--version", action="version", version=f"rangers-qt {__version__}")
    parser.add_argument(
        "--smoke",
        action="store_true",
        help="start, load all card data, show the main window briefly, exit 0 (non-zero on failure)",
    )
    parser.add_argument(
        "--screenshot",
        metavar="PATH",
        type=screenshot_path,
        help="render the main window to an image and exit (format from the suffix: "
        + ", ".join(IMAGE_FORMATS)
        + ")",
    )
    parser.add_argument("--demo", action="store_true", help="open a seeded demo table in mid-round")
    parser.add_argument("--seed", type=int, default=7, help="seed for --demo (default 7)")
    parser.add_argument(
        "--size",
        default="1600x1000",
        metavar="WxH",
        type=window_size,
        help=f"window size for --screenshot (default 1600x1000; each side {SIZE_MIN} to {SIZE_MAX})",
    )
    parser.add_argument(
        "--travel",
        action="store_true",
        help="with --demo: bring the day to its travel phase (the map chooser)",
    )
    parser.add_argument(
        "--start",
        action="store_true",
        help="with --screenshot: the start page a launch without a game shows",
    )
    parser.add_argument(
        "--map", action="store_true", help="with --screenshot: render the Valley map with a demo journey"
    )
    parser.add_argument(
        "--theme",
        choices=("dark", "light"),
        help="colour theme for --screenshot (default: the saved one; dark for --map)",
    )
    parser.add_argument(
        "--campaign", metavar="PATH", help="open a campaign file (checked first) at its current day"
    )
    parser.add_argument("--self-test", action="store_true", help=argparse.SUPPRESS)
    # For benchmarks/startup.py: print the time of the main window's first paint, then quit.
    parser.add_argument("--exit-after-first-paint", action="store_true", help=argparse.SUPPRESS)
    # For the start-up test: also print the modules imported by the first paint (then quit).
    parser.add_argument("--modules-at-first-paint", action="store_true", help=argparse.SUPPRESS)
    # For benchmarks/startup.py --until-ready: also print when the game is on the table, then quit.
    parser.add_argument("--exit-when-ready", action="store_true", help=argparse.SUPPRESS)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    args_list = list(sys.argv[1:] if argv is None else argv)
    if args_list and args_list[0] == "cards":
        # Deferred: a command loads only what it runs (start-up time).
        from rangers_qt.content.cli import main as cards_main

        return cards_main(args_list[1:])
    if args_list and args_list[0] == "save":
        # Deferred: a command loads only what it runs (start-up time).
        from rangers_qt.save_cli import main as save_main

        return save_main(args_list[1:])
    if args_list and args_list[0] == "review":
        # Deferred: a command loads only what it runs (start-up time).
        from rangers_qt.review_cli import main as review_main

        return review_main(args_list[1:])
    if args_list and args_list[0] == "campaign":
        # Deferred like the review: the campaign commands load the campaign package only when run.
        from rangers_qt.campaign.campaign_cli import main as campaign_main

        return campaign_main(args_list[1:])
    if args_list and args_list[0] == "deck":
        # Deferred: a command loads only what it runs (start-up time).
        from rangers_qt.campaign.cli import main as deck_main

        return deck_main(args_list[1:])
    args = build_parser().parse_args(args_list)
    if args.self_test:
        # Deferred: a command loads only what it runs (start-up time).
        from rangers_qt.selftest import run_self_test

        return run_self_test()
    if args.campaign:
        problem = check_campaign(args.campaign)
        if problem:
            print(f"rangers-qt: {problem}", file=sys.stderr)
            return 1
    # Deferred: a command loads only what it runs (start-up time).
    from rangers_qt.ui.app_main import run_gui

    return run_gui(args)


def check_campaign(path: str) -> str | None:
    """One line saying why the campaign file cannot be opened (None: it can), before any window."""
    # Deferred: a command loads only what it runs (start-up time).
    from rangers_qt.campaign.errors import CampaignError
    from rangers_qt.campaign.save import open_campaign
    from rangers_qt.content.catalog import load_catalog

    try:
        campaign = open_campaign(path, load_catalog())
        if campaign.data.current is not None:
            _ = campaign.session  # the current day restores (same rules, matching state)
    except CampaignError as exc:
        return str(exc)
    return None


if __name__ == "__main__":
    sys.exit(main())
