"""Peer benchmark: random play in this engine against random play in another text engine of the
same game (EBR_in_text, github.com/benjaminou4412/EBR_in_text at b650341, which needs Python 3.13
and the ``rich`` package). Run:

    uv run python benchmarks/peer_bench.py --peer DIR --peer-python PY [--runs 3] [--seconds 3]

``DIR`` is the peer's source tree (e.g. ``git archive b650341 | tar -x -C DIR`` of a clone) and
``PY`` a Python 3.13 interpreter that has ``rich`` installed. Nothing of the peer is kept in
this project: this script drives it through its own public calls, in a child process.

What is counted, in CPU seconds of each child (the machine is shared; ratios of medians in the
same run, alternating ours and the peer's):
- **ours**: seeded bot days (1 to 4 Rangers, rounds 1-6, as ``engine_bench.py`` plays them);
  "actions" are the answers to the turn prompt (a test, a play, an ability, rest...), "answers"
  every answer (commits, responses, targets...);
- **peer**: its one-Ranger day from its own new-day set-up (day 2: no campaign-start entry),
  played by the same kind of random player through the calls its headless loop makes: a random
  action of the turn (tests, exhaust abilities, plays, rest; never "end the day"), a random valid
  target, one energy and a random set of committable cards for a test, random answers to its
  choosers; phases 1-4 for up to 6 rounds. "actions" are the actions chosen.
Nothing is asserted: performance is measured, not tested.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]

#: The peer's player, run by the peer's interpreter (``--peer-child``): only the peer's public
#: calls, as its headless loop (main.run_game_loop) makes them, with random choices.
PEER_CHILD = r"""
import io, json, random, sys, time, contextlib
peer, seconds, SAVES = sys.argv[1], float(sys.argv[2]), int(sys.argv[3])
sys.path.insert(0, peer)
import main as game
from ebr.engine import GameEngine
from ebr.models import Area, Aspect, CampaignTracker, CardType, CommitDecision, DayEndException

ERRORS = []

def play_day(seed, rounds=6, keep=None):
    rng = random.Random(seed)
    random.seed(seed)  # the peer shuffles with the module's generator
    tracker = CampaignTracker(day_number=2)
    tracker.ranger_aspects = {a: 3 for a in Aspect}  # its new campaign asks the player
    state = GameEngine.setup_new_day(tracker, game.PeerlessPathfinder())
    state.ranger.deck = game.pick_demo_cards()
    eng = GameEngine(
        state,
        card_chooser=lambda _e, cards: rng.choice(cards),
        cards_chooser=lambda _e, cards, _p: [c for c in cards if rng.random() < 0.5],
        response_decider=lambda _e, _p: rng.random() < 0.5,
        order_decider=lambda _e, items, _p: items,
        option_chooser=lambda _e, options, _p: rng.choice(options),
        amount_chooser=lambda _e, lo, hi, _p: rng.randint(lo, hi),
    )
    eng.draw_starting_hand_and_mulligan()
    eng.state.challenge_deck.reshuffle()
    eng.arrival_setup(start_of_day=True)
    count = [0]
    try:
        play_rounds(eng, rng, count, rounds)
    except DayEndException:  # how the peer ends a day (fatigue from an empty deck...)
        pass
    except Exception:  # a random player can reach states the peer does not handle: counted
        ERRORS.append(seed)
    if keep is not None:
        keep.append(eng)
    return count[0]

def play_rounds(eng, rng, count, rounds=6):
    for _round in range(rounds):
        eng.phase1_draw_paths(count=1)
        if eng.day_has_ended:
            return
        for _turn in range(40):
            acts = [a for a in game._build_phase2_actions(eng) if a.id != "system-end-day"]
            act = rng.choice(acts)
            count[0] += 1
            if act.id == "system-rest":
                eng.resolve_fatiguing_keyword()
                break
            if act.id == "system-discard-gear":
                gear = [c for c in eng.state.areas[Area.PLAYER_AREA] if c.has_type(CardType.GEAR)]
                if gear:
                    rng.choice(gear).discard_from_play(eng)
                continue
            targets = eng.get_valid_targets(act)
            target = rng.choice(targets).id if targets else None
            if act.is_test:
                try:  # (its own loop stops at a RuntimeError too; here the action is dropped)
                    eng.initiate_test(act, eng.state, target)
                    hand = eng.state.ranger.hand
                    fits = [i for i, c in enumerate(hand) if c.approach_icons.get(act.approach, 0) > 0]
                    pick = [i for i in fits if rng.random() < 0.5]
                    eng.perform_test(act, CommitDecision(energy=1, hand_indices=pick), target)
                except RuntimeError:
                    pass
            else:
                act.on_success(eng, 0, eng.state.get_card_by_id(target))
            eng.check_and_process_clears()
            eng.clear_messages()
            if eng.day_has_ended:
                return
        if eng.day_has_ended:
            return
        eng.phase3_travel()
        if eng.day_has_ended:
            return
        eng.phase4_refresh()
        eng.clear_messages()
        if eng.day_has_ended:
            return
    return

actions = days = 0
cpu = time.process_time()
seed = 0
with contextlib.redirect_stdout(io.StringIO()):  # the peer prints as it plays
    while time.process_time() - cpu < seconds:
        actions += play_day(seed)
        days += 1
        seed += 1
spent = time.process_time() - cpu
# Save + load: the day of seed 0 after 3 rounds, written to a file and read back (its own calls).
from ebr.save_load import load_game, save_game
kept = []
with contextlib.redirect_stdout(io.StringIO()):
    play_day(0, rounds=3, keep=kept)
    times = []
    for _ in range(SAVES):
        t0 = time.process_time()
        save_game(kept[0], "day.json")
        load_game("day.json")
        times.append(time.process_time() - t0)
times.sort()
print(json.dumps({"actions_per_cpu_s": actions / spent, "days": days, "errors": len(ERRORS),
                  "save_load_ms": 1000 * times[len(times) // 2]}))
"""


def ours(seconds: float, saves: int) -> dict[str, float]:
    """Bot days of this engine for ``seconds`` of CPU time: turn actions and answers per CPU second."""
    sys.path.insert(0, str(ROOT))
    from rangers_qt.content.catalog import load_catalog
    from rangers_qt.engine import Session
    from rangers_qt.engine.bot import RandomBot
    from rangers_qt.engine.cards import book_for
    from rangers_qt.sim.runner import default_setup

    catalog = load_catalog()
    book = book_for(catalog)
    actions = answers = days = 0
    cpu = time.process_time()
    seed = 0
    while time.process_time() - cpu < seconds:
        session = Session.new(book, default_setup(catalog, seed, 1 + seed % 4))
        bot = RandomBot(seed, manual_rate=0)
        while session.prompt is not None and session.state.round <= 6:
            prompt = session.prompt
            actions += prompt.kind == "turn"
            session.answer(bot.choose(prompt))
            answers += 1
        days += 1
        seed += 1
    spent = time.process_time() - cpu
    # Save + load: the 1-Ranger day of seed 0 after 3 rounds, written as a day save file and
    # opened again (from its snapshot, as the app opens it).
    session = Session.new(book, default_setup(catalog, 0, 1))
    bot = RandomBot(0, manual_rate=0)
    while session.prompt is not None and session.state.round <= 3:
        session.answer(bot.choose(session.prompt))
    times: list[float] = []
    with tempfile.TemporaryDirectory() as scratch:
        path = Path(scratch) / "day.json"
        for _ in range(saves):
            t0 = time.process_time()
            path.write_text(session.to_save_json(), encoding="utf-8")
            Session.from_json(path.read_bytes(), book)
            times.append(time.process_time() - t0)
    return {
        "actions_per_cpu_s": actions / spent,
        "answers_per_cpu_s": answers / spent,
        "days": days,
        "save_load_ms": 1000 * statistics.median(times),
    }


def _child(cmd: list[str], cwd: str | None = None) -> dict[str, Any]:
    out = subprocess.run(cmd, capture_output=True, text=True, check=True, cwd=cwd).stdout
    found: dict[str, Any] = json.loads(out.strip().splitlines()[-1])
    return found


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--peer", metavar="DIR", help="the peer's source tree")
    parser.add_argument("--peer-python", metavar="PY", help="a Python 3.13 with rich, for the peer")
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--seconds", type=float, default=3.0, help="CPU seconds of play per child")
    parser.add_argument("--saves", type=int, default=21, help="save + load cycles per child")
    parser.add_argument("--ours-json", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.ours_json:
        print(json.dumps(ours(args.seconds, args.saves)))
        return
    if not args.peer or not args.peer_python:
        parser.error("--peer DIR and --peer-python PY are needed")
    peer = str(Path(args.peer).resolve())
    ours_cmd = [
        sys.executable,
        __file__,
        "--ours-json",
        "--seconds",
        str(args.seconds),
        "--saves",
        str(args.saves),
    ]
    mine: list[dict[str, Any]] = []
    theirs: list[dict[str, Any]] = []
    with tempfile.TemporaryDirectory() as scratch:  # the peer's working folder (it may write saves)
        script = os.path.join(scratch, "peer_child.py")
        Path(script).write_text(PEER_CHILD, encoding="utf-8")
        peer_cmd = [args.peer_python, script, peer, str(args.seconds), str(args.saves)]
        for _ in range(args.runs):
            mine.append(_child(ours_cmd))
            theirs.append(_child(peer_cmd, cwd=scratch))
    a = statistics.median(m["actions_per_cpu_s"] for m in mine)
    b = statistics.median(t["actions_per_cpu_s"] for t in theirs)
    answers = statistics.median(m["answers_per_cpu_s"] for m in mine)
    print(f"random play, {args.runs} alternating runs of {args.seconds:g} CPU s each (medians)")
    print(f"  ours   {a:9,.0f} turn actions / CPU s  ({answers:,.0f} answers / CPU s)")
    print(f"  peer   {b:9,.0f} actions / CPU s  (errors in its days: {sum(t['errors'] for t in theirs)})")
    print(f"  ours / peer (turn actions): {a / b:.2f}x; answers / peer actions: {answers / b:.2f}x")
    sa = statistics.median(m["save_load_ms"] for m in mine)
    sb = statistics.median(t["save_load_ms"] for t in theirs)
    print(
        f"save + load of a day after 3 rounds (CPU, median of {args.saves} in each child, then of the runs)"
    )
    print(f"  ours {sa:.1f} ms, peer {sb:.1f} ms: ours / peer {sa / sb:.2f}x (below 1: ours faster)")
    for m, t in zip(mine, theirs, strict=True):
        mine_run = f"ours {m['actions_per_cpu_s']:,.0f} ({m['days']} days)"
        print(f"  run: {mine_run}, peer {t['actions_per_cpu_s']:,.0f} ({t['days']} days)")


if __name__ == "__main__":
    main()
