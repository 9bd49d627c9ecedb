"""`rangers-qt campaign ...`: a campaign from earthborne.build or RangersDB in, one handed back,
and a branch from a past day.

  rangers-qt campaign import FILE|URL [--out CAMPAIGN.json] [--force]
  rangers-qt campaign export CAMPAIGN.json OUT.json [--decks FOLDER]
  rangers-qt campaign branch CAMPAIGN.json DAY OUT.json

Exit codes: 0 done, 1 refused (one line saying why; for unknown cards, each one listed below
it), 2 a usage error. Every file is written atomically; nothing is written when refused, and an
existing file is never replaced unless ``--force`` says so. An ``https`` address is read as a
shared earthborne.build campaign (``campaign/public_address.py``); its file is written in the
current folder unless ``--out`` says where.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence
from pathlib import Path
from urllib.parse import urlsplit

from rangers_qt.campaign.branch import write_branch
from rangers_qt.campaign.campaign_import import import_file, import_url
from rangers_qt.campaign.earthborne_build import export_document
from rangers_qt.campaign.errors import CampaignError
from rangers_qt.campaign.public_address import is_address
from rangers_qt.campaign.rangersdb import write_ranger_deck
from rangers_qt.campaign.save import open_campaign, save_campaign
from rangers_qt.content.catalog import load_catalog
from rangers_qt.files.atomic import write_text_atomic

PROG = "rangers-qt campaign"


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> None:  # type: ignore[override]
        self.print_usage(sys.stderr)
        sys.stderr.write(f"{self.prog}: {message}\n")
        raise SystemExit(2)


def _build_parser() -> argparse.ArgumentParser:
    parser = _Parser(prog=PROG, description="Campaigns in and out of the community trackers, and branches.")
    sub = parser.add_subparsers(dest="command", required=True, parser_class=_Parser)
    imp = sub.add_parser(
        "import", help="an earthborne.build document or RangersDB campaign -> a campaign file"
    )
    imp.add_argument("file", help="the document's file, or the https address of a shared campaign")
    imp.add_argument("--out", type=Path, help="the campaign file to write (default: beside FILE)")
    imp.add_argument("--force", action="store_true", help="replace --out if it exists")
    exp = sub.add_parser("export", help="a campaign file -> an earthborne.build document (schema_version 1)")
    exp.add_argument("campaign", type=Path)
    exp.add_argument("out", type=Path)
    exp.add_argument("--decks", type=Path, metavar="FOLDER", help="also write each deck as RangersDB JSON")
    exp.add_argument("--force", action="store_true", help="replace files that exist")
    br = sub.add_parser("branch", help="a new campaign file that plays again from a past day")
    br.add_argument("campaign", type=Path)
    br.add_argument("day", type=int)
    br.add_argument("out", type=Path)
    br.add_argument("--force", action="store_true", help="replace OUT if it exists")
    return parser


def _refuse(message: str, problems: list[str] | None = None) -> int:
    print(f"{PROG}: {message}", file=sys.stderr)
    for problem in (problems or [])[1:]:
        print(f"  - {problem}", file=sys.stderr)
    return 1


def _free(path: Path, force: bool) -> str | None:
    if path.exists() and not force:
        return f"{path} exists (choose another name, or --force to replace it)"
    return None


def _out_for_address(url: str) -> Path:
    """``<last part of the address>-rangers-qt.json`` in the current folder."""
    last = urlsplit(url.strip()).path.rstrip("/").rsplit("/", 1)[-1]
    stem = "".join(ch for ch in last if ch.isalnum() or ch in "-_")[:60] or "campaign"
    return Path.cwd() / f"{stem}-rangers-qt.json"


def main(argv: Sequence[str] | None = None) -> int:
    args = _build_parser().parse_args(list(argv) if argv is not None else None)
    address = args.file if args.command == "import" and is_address(args.file) else None
    source: Path = Path(args.file) if args.command == "import" else args.campaign
    if address is None and not source.is_file():
        print(f"{PROG}: {source}: {'is not a file' if source.exists() else 'no such file'}", file=sys.stderr)
        return 2
    catalog = load_catalog()
    try:
        if args.command == "import":
            if address is not None:
                out: Path = args.out or _out_for_address(address)
            else:
                out = args.out or source.with_name(f"{source.stem}-rangers-qt.json")
            taken = _free(out, args.force)
            if taken:
                return _refuse(taken)
            got = import_url(catalog, address) if address is not None else import_file(catalog, source)
            save_campaign(got.campaign, out)
            for line in got.summary.lines():
                print(line)
            print(f"Written: {out}")
        elif args.command == "export":
            taken = _free(args.out, args.force)
            if taken:
                return _refuse(taken)
            campaign = open_campaign(source, catalog)
            text = json.dumps(export_document(campaign), indent=1, ensure_ascii=False) + "\n"
            write_text_atomic(args.out, text)
            print(f"Written: {args.out}")
            if args.decks is not None:
                args.decks.mkdir(parents=True, exist_ok=True)
                for r in campaign.tracker.active_rangers():
                    deck = args.decks / f"{r.id}.json"
                    if _free(deck, args.force):
                        return _refuse(str(_free(deck, args.force)))
                    print(f"Written: {write_ranger_deck(catalog, campaign.tracker, r.id, deck)}")
        else:
            taken = _free(args.out, args.force)
            if taken:
                return _refuse(taken)
            campaign = open_campaign(source, catalog)
            branch = write_branch(campaign, args.day, args.out, origin_file=str(source))
            print(f"Written: {args.out} ({branch.data.name}: day {branch.tracker.day} next)")
    except CampaignError as exc:
        return _refuse(str(exc), exc.problems)
    except OSError as exc:
        return _refuse(f"could not write: {exc.strerror or exc}")
    return 0
