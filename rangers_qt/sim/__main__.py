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
    args = parser.parse_args(argv)
    if args.days:
        from rangers_qt.engine.day.sim import run_days

        result = run_days(args.seed, args.rangers, args.days, args.location, args.weather)
    else:
        result = run_sim(args.seed, args.rangers, args.rounds)
    sys.stdout.write(json.dumps(result, sort_keys=True) + "\n")
    return 1 if result["invariant_violations"] else 0


if __name__ == "__main__":
    raise SystemExit(main())
