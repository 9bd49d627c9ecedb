"""The `rangers-qt` command: the game window by default, tools as subcommands.

Qt is imported only when a window is needed, so `rangers-qt cards check` and
`--version` start fast and work on machines without a display stack.
"""

from __future__ import annotations

import argparse
import importlib
import sys
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from rangers_qt import __version__, pydantic_plugins
from rangers_qt.app import heap
from rangers_qt.cli_args import IMAGE_FORMATS, SIZE_MAX, SIZE_MIN, screenshot_path, window_size
from rangers_qt.deferred import Deferred

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


#: The hidden flags that only time or inspect a launch (benchmarks/startup.py, the start-up tests).
STAMP_FLAGS = ("--exit-after-first-paint", "--modules-at-first-paint", "--exit-when-ready")


def plain_launch(args_list: Sequence[str]) -> argparse.Namespace | None:
    """The options of a launch with no arguments (or only a hidden stamp flag), without building
    the parser: what `build_parser().parse_args(args_list)` gives (a test compares the two), about
    3 ms sooner on the way to the first paint (issue #28). None for any other command line, which
    the parser reads, with its errors and help."""
    if any(arg not in STAMP_FLAGS for arg in args_list):
        return None
    stamps = {flag[2:].replace("-", "_"): flag in args_list for flag in STAMP_FLAGS}
    return argparse.Namespace(
        smoke=False, screenshot=None, demo=False, seed=7, size="1600x1000", travel=False,
        start=False, map=False, theme=None, campaign=None, self_test=False, **stamps,
    )  # fmt: skip


#: The subcommands, each the module whose `main(argv)` runs it. Named, not imported: a command
#: loads only what it runs (start-up time: the window's first paint needs none of them).
SUBCOMMANDS = {
    "cards": "rangers_qt.content.cli",
    "save": "rangers_qt.save_cli",
    "review": "rangers_qt.review_cli",
    "campaign": "rangers_qt.campaign.campaign_cli",
    "deck": "rangers_qt.campaign.cli",
}

if TYPE_CHECKING:
    from rangers_qt import pyside_scan, selftest
    from rangers_qt.campaign import errors as campaign_errors
    from rangers_qt.campaign import save as campaign_save
    from rangers_qt.content import catalog as content_catalog
    from rangers_qt.ui import app_main
else:  # imported when first used: each command loads only what it runs (rangers_qt/deferred.py)
    selftest = Deferred("rangers_qt.selftest")
    campaign_errors = Deferred("rangers_qt.campaign.errors")
    campaign_save = Deferred("rangers_qt.campaign.save")
    content_catalog = Deferred("rangers_qt.content.catalog")
    app_main = Deferred("rangers_qt.ui.app_main")
    pyside_scan = Deferred("rangers_qt.pyside_scan")


def main(argv: Sequence[str] | None = None) -> int:
    pydantic_plugins.skip_discovery()  # before pydantic is first used (the module says why)
    args_list = list(sys.argv[1:] if argv is None else argv)
    if args_list and args_list[0] in SUBCOMMANDS:
        command: Callable[[list[str]], int] = importlib.import_module(SUBCOMMANDS[args_list[0]]).main
        return command(args_list[1:])
    args = plain_launch(args_list) or build_parser().parse_args(args_list)
    if args.self_test:
        return selftest.run_self_test()
    if args.campaign:
        problem = check_campaign(args.campaign)
        if problem:
            print(f"rangers-qt: {problem}", file=sys.stderr)
            return 1
    heap.pause()  # from before Qt and the window shell are imported (app/heap.py says why)
    pyside_scan.skip_scan()  # before the shell's modules are imported (the module says why)
    return app_main.run_gui(args)


def check_campaign(path: str) -> str | None:
    """One line saying why the campaign file cannot be opened (None: it can), before any window."""
    try:
        campaign = campaign_save.open_campaign(path, content_catalog.load_catalog())
        if campaign.data.current is not None:
            _ = campaign.session  # the current day restores (same rules, matching state)
    except campaign_errors.CampaignError as exc:
        return str(exc)
    return None


if __name__ == "__main__":
    sys.exit(main())
