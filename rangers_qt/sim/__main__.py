"""Command line: print one JSON object for one seeded bot game."""

from __future__ import annotations

import argparse
import json
import sys

from rangers_qt.sim.runner import run_sim


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m rangers_qt.sim", description=__doc__)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--rangers", type=int, default=2, choices=[1, 2, 3, 4])
    parser.add_argument("--rounds", type=int, default=3)
    # Whole days with travel (engine/day/sim.py): each next day starts where the last one ended.
    parser.add_argument("--days", type=int, default=0, help="play D whole days with travel instead of rounds")
    parser.add_argument("--location", default=None, help="start location slug (days; default: random)")
    parser.add_argument("--weather", default=None, help="weather slug or card id (days; default: random)")
    # A campaign (rangers_qt/campaign/sim.py): consecutive days from the tracker, outcomes applied,
    # rewards swapped after camping; the campaign file is written to --save-campaign.
    parser.add_argument("--campaign-days", type=int, default=0, metavar="N", help="play N campaign days")
    parser.add_argument("--save-campaign", default=None, metavar="PATH", help="write the campaign file here")
    args = parser.parse_args(argv)
    if args.campaign_days < 0 or args.days < 0:
        parser.error("--days and --campaign-days must not be negative")
    if args.save_campaign and not args.campaign_days:
        parser.error("--save-campaign needs --campaign-days N")
    if args.campaign_days:
        from rangers_qt.campaign.errors import CampaignError
        from rangers_qt.campaign.save import save_campaign
        from rangers_qt.campaign.sim import run_campaign
        from rangers_qt.content.catalog import load_catalog

        campaign, result = run_campaign(load_catalog(), args.seed, args.rangers, args.campaign_days)
        if args.save_campaign:
            try:
                result["saved"] = str(save_campaign(campaign, args.save_campaign))
            except (OSError, CampaignError) as exc:
                sys.stderr.write(f"python -m rangers_qt.sim: cannot write {args.save_campaign}: {exc}\n")
                return 2
    elif args.days:
        from rangers_qt.engine.day.sim import run_days

        result = run_days(args.seed, args.rangers, args.days, args.location, args.weather)
    else:
        result = run_sim(args.seed, args.rangers, args.rounds)
    sys.stdout.write(json.dumps(result, sort_keys=True) + "\n")
    return 1 if result["invariant_violations"] else 0


if __name__ == "__main__":
    raise SystemExit(main())
