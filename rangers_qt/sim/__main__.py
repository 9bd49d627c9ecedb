"""Command line: print one JSON object for one seeded bot game."""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any

from rangers_qt.campaign.errors import CampaignError
from rangers_qt.campaign.save import save_campaign
from rangers_qt.campaign.sim import run_campaign
from rangers_qt.content.catalog import load_catalog
from rangers_qt.engine.day_sim import run_days
from rangers_qt.sim.runner import run_sim
from rangers_qt.sim.soak import soak


def _at_least(low: int) -> Any:
    def check(text: str) -> int:
        try:
            value = int(text)
        except ValueError:
            raise argparse.ArgumentTypeError(f"must be a whole number, got {text!r}") from None
        if value < low:
            raise argparse.ArgumentTypeError(f"must be {low} or more, got {value}")
        return value

    return check


def _check_names(parser: argparse.ArgumentParser, args: argparse.Namespace) -> None:
    """--location and --weather name things in the card data: refused like argparse choices."""
    if args.location is None and args.weather is None:
        return

    cat = load_catalog()
    if args.location is not None:
        slugs = sorted(loc.slug for loc in cat.locations())
        if args.location not in slugs:
            parser.error(
                f"argument --location: invalid choice: {args.location!r} (choose from {', '.join(slugs)})"
            )
    if args.weather is not None:
        known = {w.id: w for w in cat.weather()}
        names = sorted(w.slug for w in known.values())
        if (
            args.weather not in known
            and args.weather not in names
            and args.weather.casefold() not in {w.name.casefold() for w in known.values()}
        ):
            parser.error(
                f"argument --weather: invalid choice: {args.weather!r} "
                f"(choose from {', '.join(names)}, or a weather card id or name)"
            )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m rangers_qt.sim", description=__doc__)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--rangers", type=int, default=2, choices=[1, 2, 3, 4])
    parser.add_argument("--rounds", type=_at_least(1), default=3, help="rounds to play (1 or more)")
    # Whole days with travel (engine/day_sim.py): each next day starts where the last one ended.
    parser.add_argument(
        "--days", type=_at_least(0), default=0, help="play D whole days with travel instead of rounds"
    )
    parser.add_argument("--location", default=None, help="start location slug (days; default: random)")
    parser.add_argument("--weather", default=None, help="weather slug or card id (days; default: random)")
    # A campaign (rangers_qt/campaign/sim.py): consecutive days from the tracker, outcomes applied,
    # rewards swapped after camping; the campaign file is written to --save-campaign.
    parser.add_argument("--campaign-days", type=int, default=0, metavar="N", help="play N campaign days")
    parser.add_argument("--save-campaign", default=None, metavar="PATH", help="write the campaign file here")
    # The acceptance soak (rangers_qt/sim/soak.py): one day per seed from --seed, spread over every
    # start location, weather and terrain, random legal Rangers of every background and specialty.
    parser.add_argument(
        "--soak", type=_at_least(1), default=0, metavar="N", help="play N soak days; report card-text pauses"
    )
    args = parser.parse_args(argv)
    if args.campaign_days < 0:
        parser.error("argument --campaign-days: must be 0 or more")
    _check_names(parser, args)
    if args.save_campaign and not args.campaign_days:
        parser.error("--save-campaign needs --campaign-days N")
    if args.soak:
        result = soak(load_catalog(), range(args.seed, args.seed + args.soak))
        sys.stdout.write(json.dumps(result, sort_keys=True) + "\n")
        return 1 if result["invariant_violations"] or result["manual_effects"]["from_full_cards"] else 0
    if args.campaign_days:
        campaign, result = run_campaign(load_catalog(), args.seed, args.rangers, args.campaign_days)
        if args.save_campaign:
            try:
                result["saved"] = str(save_campaign(campaign, args.save_campaign))
            except (OSError, CampaignError) as exc:
                sys.stderr.write(f"python -m rangers_qt.sim: cannot write {args.save_campaign}: {exc}\n")
                return 2
    elif args.days:
        result = run_days(args.seed, args.rangers, args.days, args.location, args.weather)
    else:
        result = run_sim(args.seed, args.rangers, args.rounds)
    sys.stdout.write(json.dumps(result, sort_keys=True) + "\n")
    return 1 if result["invariant_violations"] else 0


if __name__ == "__main__":
    raise SystemExit(main())
