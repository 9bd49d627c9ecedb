"""`rangers-qt deck ...`: check a RangersDB deck file, or write a starter Ranger as one.

Exit codes: 0 a legal deck, 1 a deck that breaks rules (every problem listed) or is not a deck,
2 a usage error (bad arguments, no such file). Never a traceback: every refusal is a
``CampaignError`` printed as lines.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence
from pathlib import Path

from rangers_qt.campaign.errors import CampaignError
from rangers_qt.campaign.rangersdb import export_deck, read_deck_file
from rangers_qt.campaign.starters import starter_rangers
from rangers_qt.content.catalog import load_catalog
from rangers_qt.words import count


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> None:  # type: ignore[override]
        self.print_usage(sys.stderr)
        sys.stderr.write(f"{self.prog}: {message}\n")
        raise SystemExit(2)


def _build_parser() -> argparse.ArgumentParser:
    parser = _Parser(prog="rangers-qt deck", description="RangersDB deck files: check and export.")
    sub = parser.add_subparsers(dest="command", required=True, parser_class=_Parser)
    check = sub.add_parser("check", help="check a RangersDB deck file; exit 1 listing every problem")
    check.add_argument("file", type=Path)
    check.add_argument("--campaign", action="store_true", help="a campaign deck (rewards allowed)")
    check.add_argument("--json", action="store_true", help="print one JSON object")
    starter = sub.add_parser("starter", help="print a ready-made starter Ranger as a RangersDB deck")
    starter.add_argument("key", nargs="?", help="e.g. explorer/traveler (omit to list them)")
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    args = _build_parser().parse_args(list(argv) if argv is not None else None)

    catalog = load_catalog()
    if args.command == "starter":
        starters = {s.key: s for s in starter_rangers(catalog)}
        if args.key is None:
            for key, s in starters.items():
                print(f"{key}\t{s.name}")
            return 0
        if args.key not in starters:
            print(
                f"rangers-qt deck: no starter {args.key!r}; choose one of {', '.join(starters)}",
                file=sys.stderr,
            )
            return 2
        print(json.dumps(export_deck(catalog, starters[args.key].deck), indent=1))
        return 0

    path: Path = args.file
    if not path.is_file():
        why = (
            "is a folder, not a deck file (name one of its .json files)"
            if path.is_dir()
            else "is not a regular file"
            if path.exists()
            else "no such file"
        )
        print(f"rangers-qt deck: {path}: {why}", file=sys.stderr)
        return 2
    try:
        imported = read_deck_file(catalog, path, campaign=True if args.campaign else None)
    except CampaignError as exc:
        if args.json:
            print(json.dumps({"file": str(path), "legal": False, "problems": exc.problems}))
        else:
            print(f"{path}: {count(len(exc.problems), 'problem')}")
            for problem in exc.problems:
                print(f"  - {problem}")
        return 1
    deck = imported.deck
    if args.json:
        print(json.dumps({"file": str(path), "legal": True, "name": deck.name, "problems": []}))
    else:
        extra = f" + {count(len(deck.maladies), 'malady card')}" if deck.maladies else ""
        print(f"{path}: legal deck {deck.name!r} ({len(deck.cards)} cards{extra})")
    return 0
