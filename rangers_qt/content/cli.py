"""`rangers-qt cards ...`: tools for people who edit or inspect the card data.

`check` always validates the sources (never the compiled cache) so an author sees every
problem at once; the other commands use the normal loader.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections import Counter, defaultdict
from pathlib import Path
from typing import Any

from pydantic import BaseModel, ConfigDict, TypeAdapter

from rangers_qt.content.behaviour.text import rules_text
from rangers_qt.content.catalog import Catalog, load_uncached
from rangers_qt.content.compare import compare, read_card_data
from rangers_qt.content.describe import describe
from rangers_qt.content.loader import read_sources
from rangers_qt.content.models import CardDef, CardSet, ValleyMap
from rangers_qt.content.problems import CardDataError
from rangers_qt.content.verify import verify_file
from rangers_qt.files.bounded_json import FileRefused
from rangers_qt.resources import cards_dir
from rangers_qt.words import count


class CardFile(BaseModel):
    """The shape of one card file (used for the editor schema)."""

    model_config = ConfigDict(extra="forbid")
    cards: list[CardDef]


class SetsFile(BaseModel):
    model_config = ConfigDict(extra="forbid")
    sets: list[CardSet]


def _build_parser() -> argparse.ArgumentParser:
    common = argparse.ArgumentParser(add_help=False)
    common.add_argument(
        "--cards-dir", type=Path, default=None, help="card folder (default: the shipped cards)"
    )
    parser = argparse.ArgumentParser(prog="rangers-qt cards", description="Inspect and validate card data.")
    sub = parser.add_subparsers(dest="command", required=True)
    sub.add_parser("check", parents=[common], help="validate every card file; exit 1 listing all problems")
    stats = sub.add_parser(
        "stats", parents=[common], help="counts by category, set and implementation status"
    )
    stats.add_argument("--json", action="store_true", help="print one JSON object")
    show = sub.add_parser("show", parents=[common], help="show one card's facts")
    show.add_argument("card_id")
    show.add_argument("--json", action="store_true", help="print the card as JSON")
    schema = sub.add_parser("schema", parents=[common], help="print the JSON Schema of the card files")
    schema.add_argument(
        "--kind",
        choices=("cards", "sets", "map"),
        default="cards",
        help="which file's schema (default: cards)",
    )
    verify = sub.add_parser(
        "verify", parents=[common], help="compare our facts with a card-data file you supply (never copied)"
    )
    verify.add_argument("--against", type=Path, required=True, metavar="FILE", help="a core.json-style list")
    compare = sub.add_parser(
        "compare",
        parents=[common],
        help="what a card-data file you supply prints that our behaviour lacks, and text lengths",
    )
    compare.add_argument(
        "--card-data", type=Path, required=True, metavar="FILE", help="a community card-data list (core.json)"
    )
    compare.add_argument("--json", action="store_true", help="print one JSON object")
    compare.add_argument("--all", action="store_true", help="list every card, not only those with lacks")
    return parser


def _folder(args: argparse.Namespace) -> Path:
    if args.cards_dir is not None:
        return Path(args.cards_dir)

    return cards_dir()


def _load(args: argparse.Namespace) -> Catalog | None:
    try:
        return load_uncached(_folder(args))
    except CardDataError as exc:
        for problem in exc.problems:
            print(problem, file=sys.stderr)
        print(
            f"{count(len(exc.problems), 'problem')}; run 'rangers-qt cards check' for details",
            file=sys.stderr,
        )
        return None
    except FileNotFoundError as exc:
        print(f"rangers-qt cards: {exc}", file=sys.stderr)
        return None


def compute_stats(catalog: Catalog) -> dict[str, Any]:
    by_category: Counter[str] = Counter()
    by_set: Counter[str] = Counter()
    distinct: Counter[str] = Counter()
    status: dict[str, Counter[str]] = defaultdict(Counter)
    for card in catalog.cards.values():
        by_category[card.category] += card.quantity
        set_name = catalog.sets[card.set_id].name if card.set_id in catalog.sets else card.set_id
        by_set[set_name] += card.quantity
        distinct[card.category] += 1
        status[card.category][card.status] += 1
    return {
        "total_copies": sum(by_category.values()),
        "total_distinct": len(catalog.cards),
        "by_category": dict(sorted(by_category.items())),
        "by_set": dict(sorted(by_set.items())),
        "distinct": dict(sorted(distinct.items())),
        "status": {cat: dict(sorted(c.items())) for cat, c in sorted(status.items())},
        "map": {
            "locations": len(catalog.valley_map.locations),
            "connections": len(catalog.valley_map.connections),
            "pivotal": sum(1 for loc in catalog.valley_map.locations if loc.pivotal),
        },
    }


def _check(args: argparse.Namespace) -> int:
    folder = _folder(args)
    result = read_sources(folder)
    if result.problems:
        for problem in result.problems:
            print(problem)
        print(f"{count(len(result.problems), 'problem')} in {folder}")
        return 1
    copies = sum(c.quantity for c in result.cards.values())
    vmap = result.valley_map
    assert vmap is not None
    print(
        f"ok: {len(result.cards)} distinct cards ({copies} copies), {len(result.sets)} sets, "
        f"map {len(vmap.locations)} locations / {len(vmap.connections)} connections"
    )
    return 0


def _stats(args: argparse.Namespace) -> int:
    catalog = _load(args)
    if catalog is None:
        return 1
    stats = compute_stats(catalog)
    if args.json:
        print(json.dumps(stats, sort_keys=True))
        return 0
    print(f"{stats['total_distinct']} distinct cards, {stats['total_copies']} copies")
    for cat, n in stats["by_category"].items():
        print(
            f"  {cat:<10} {n:>4} copies  {stats['distinct'][cat]:>4} distinct  status {stats['status'][cat]}"
        )
    print("by set:")
    for name, n in stats["by_set"].items():
        print(f"  {name:<20} {n:>4}")
    return 0


def _show(args: argparse.Namespace) -> int:
    catalog = _load(args)
    if catalog is None:
        return 1
    if args.card_id not in catalog.cards:
        matches = catalog.find_by_name(args.card_id)
        if len(matches) > 1:
            ids = ", ".join(f"{c.id} ({c.category})" for c in matches)
            print(f"rangers-qt cards: {len(matches)} cards named {args.card_id!r}: {ids}", file=sys.stderr)
            return 1
        if not matches:
            print(f"rangers-qt cards: no card with id or name {args.card_id!r}", file=sys.stderr)
            return 1
        card = matches[0]
    else:
        card = catalog.card(args.card_id)
    text = rules_text(card)
    if args.json:
        data = json.loads(card.model_dump_json(by_alias=True))
        data["rules_text"] = text
        print(json.dumps(data, indent=1, ensure_ascii=False))
    else:
        lines = describe(card)
        if text:
            lines += ["rules (generated from its behaviour):", *[f"  {line}" for line in text]]
        print("\n".join(lines))
    return 0


def _schema(args: argparse.Namespace) -> int:
    models: dict[str, type[BaseModel]] = {"cards": CardFile, "sets": SetsFile, "map": ValleyMap}
    model = models[args.kind]
    schema = TypeAdapter(model).json_schema()
    schema["$schema"] = "https://json-schema.org/draft/2020-12/schema"
    print(json.dumps(schema, indent=1))
    return 0


def _verify(args: argparse.Namespace) -> int:

    catalog = _load(args)
    if catalog is None:
        return 1
    try:
        diffs = verify_file(catalog, args.against)
    except (OSError, ValueError) as exc:
        print(f"rangers-qt cards: cannot compare with {args.against}: {exc}", file=sys.stderr)
        return 1
    for line in diffs:
        print(line)
    print(f"{count(len(diffs), 'difference')}" if diffs else "ok: no differences")
    return 1 if diffs else 0


def _compare(args: argparse.Namespace) -> int:

    catalog = _load(args)
    if catalog is None:
        return 1
    try:
        entries = read_card_data(args.card_data)
    except FileRefused as exc:
        print(f"rangers-qt cards: cannot compare with {args.card_data}: {exc}", file=sys.stderr)
        return 1
    result = compare(catalog, entries, rules_text)
    summary = result.summary()
    if args.json:
        cards = [
            {
                "id": c.card_id,
                "name": c.name,
                "lacks": c.lacks,
                "ratio": c.ratio,
                "printed_chars": c.printed_chars,
            }
            for c in result.cards
            if args.all or c.lacks
        ]
        print(json.dumps({"summary": summary, "cards": cards, "unmatched": result.unmatched}, indent=1))
        return 0
    for c in result.cards:
        ratio = "no printed text" if c.ratio is None else f"text {c.ratio:.2f}x"
        if c.lacks:
            print(f"{c.card_id} {c.name}: lacks {'; '.join(c.lacks)} ({ratio})")
        elif args.all:
            print(f"{c.card_id} {c.name}: {ratio}")
    for line in result.unmatched:
        print(f"not ours: {line}")

    def times(value: float | None) -> str:
        return "-" if value is None else f"{value:.2f}x"

    print(
        f"{count(summary['compared'], 'card')} compared, {summary['with_lacks']} with something missing, "
        f"{summary['unmatched']} not matched; generated/printed length: median "
        f"{times(summary['median_ratio'])}, largest {times(summary['max_ratio'])}, "
        f"{summary['over_1_6']} over 1.6x"
    )
    return 0


def main(argv: list[str]) -> int:
    parser = _build_parser()
    try:
        args = parser.parse_args(argv)
    except SystemExit as exc:  # argparse exits on --help and on bad usage
        return int(exc.code or 0)
    handlers = {
        "check": _check,
        "stats": _stats,
        "show": _show,
        "schema": _schema,
        "verify": _verify,
        "compare": _compare,
    }
    return handlers[args.command](args)
