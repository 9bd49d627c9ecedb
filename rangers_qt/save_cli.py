"""`rangers-qt save check FILE`: is this a saved day (or a campaign file) this program can open?
Without a window.

Exit 0: a valid save (one line saying what it holds). Exit 1: refused, with the loader's one-line
reason (engine/save_format.py). Exit 2: bad usage. Never a traceback: any failure is a refusal.
Qt is not imported, so it runs on machines without a display stack.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from pathlib import Path

from rangers_qt.campaign.errors import CampaignError
from rangers_qt.campaign.save import FORMAT, open_campaign, verify_days
from rangers_qt.content.catalog import load_catalog
from rangers_qt.engine.save_format import SaveRefused, read_save_bytes
from rangers_qt.engine.session import Session
from rangers_qt.words import count


def _build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="rangers-qt save", description="Check saved days.")
    sub = parser.add_subparsers(dest="command", required=True)
    check = sub.add_parser(
        "check", help="verify a saved day or campaign file: exit 0 valid, 1 refused with the reason"
    )
    check.add_argument("file", type=Path, metavar="FILE")
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    args = _build_parser().parse_args(list(argv) if argv is not None else None)
    name = str(args.file)
    try:
        catalog = load_catalog()
        if _is_campaign(args.file):
            return _check_campaign(args.file, catalog)
        try:
            # The whole check: every answer replayed, whether or not the save holds its state.
            session = Session.from_json(read_save_bytes(args.file), catalog, replay=True)
        except SaveRefused as exc:
            print(f"{name}: refused: {exc}", file=sys.stderr)
            return 1
    except Exception as exc:
        print(f"{name}: refused: {type(exc).__name__}: {' '.join(str(exc).split())}"[:400], file=sys.stderr)
        return 1
    st = session.state
    status = f"ended ({st.day_over})" if st.day_over else f"round {st.round}, goes on"
    print(
        f"{name}: a valid saved day: {count(len(st.rangers), 'Ranger')}, "
        f"{count(len(session.log), 'entry')}, {status}"
    )
    return 0


def _is_campaign(path: Path) -> bool:
    """A campaign file names its format near the start (rangers_qt/campaign/save.py)."""

    try:
        with path.open("rb") as fh:
            head = fh.read(4096)
    except OSError:
        return False
    return f'"{FORMAT}"'.encode() in head


def _check_campaign(path: Path, catalog: object) -> int:
    """The campaign's own loader (envelope, hash, schema, tracker rebuilt from history), then
    every played day replayed through the day loader."""

    try:
        campaign = open_campaign(path, catalog)  # type: ignore[arg-type]
        days = verify_days(campaign)
    except CampaignError as exc:
        print(f"{path}: refused: {exc}", file=sys.stderr)
        return 1
    print(f"{path}: a valid campaign file: {count(len(days), 'played day')} replayed")
    return 0
