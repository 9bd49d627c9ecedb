"""Prompts put to the players per bot day: the engine's prompts, less those the table answers.

Run: ``uv run python -m rangers_qt.sim --days 2 --seed S`` plays the same days this counts (its
summary's ``answers`` per day counts the engine's prompts and the bot's adjustments by hand);
``uv run python benchmarks/prompt_count.py [--seeds 10] [--days 2]`` plays those seeded bot days
(the same ``run_days`` set-up) and reports, per day, the engine's prompts and how many the
players are asked at the table: all of them but the ones the table answers itself, first with
the one-choice rule alone (app/sole_answers.py, as before issue #29), then also with the
questions whose every answer leaves the table the same (app/same_answers.py), then with the
test dialog's "Begin with N energy" (the energy question of a test begun that way is answered
with the test: one click), and with consecutive guide entries confirmed together (a guide entry
that follows a confirmed one is confirmed with it), then with the challenge effects with
nothing to do resolved first by the table (app/inert_answers.py), and last with the cards ticked
on the test's price page (app/test_plan.py: a commit answer counts as ticked when it is a card the
page listed for that test, or "done" with every offered card listed; the first that is not is
asked, and so is the rest of that test). The games are the same either way: where the table answers
itself the bot's answer leads to the same state (the only option, or one of options that all come
to the same), and Begin with N and the ticks give the bot's own answers.
"""

from __future__ import annotations

import argparse
import collections
from typing import Any

from rangers_qt.app.inert_answers import inert_option
from rangers_qt.app.same_answers import same_option
from rangers_qt.app.sole_answers import sole_option
from rangers_qt.app.test_plan import TestPlan, commit_offers, plan_shown
from rangers_qt.engine import day_sim as sim


def count(seeds: range, days: int) -> dict[str, Any]:
    kinds: collections.Counter[str] = collections.Counter()
    names = ("prompts", "sole", "same", "with_test", "guide_chain", "inert", "ticked", "days")
    totals = dict.fromkeys(names, 0)
    play_day = sim.play_day

    def counting(session: Any, bot: Any, book: Any, **kw: Any) -> Any:
        answer = session.answer
        test_begun = [False]  # a test was chosen and its energy not asked yet
        guide_done = [False]  # the last answer confirmed a guide entry
        # The commit options the price page listed for the running test (ticks), while the
        # commit questions are answered from them; None once one is asked.
        ticks: list[tuple[frozenset[str], frozenset[str]] | None] = [None]

        def counted(option_id: str) -> Any:
            prompt = session.prompt
            totals["prompts"] += 1
            if sole_option(prompt) is not None:
                totals["sole"] += 1
            elif same_option(session, prompt) is not None:
                totals["same"] += 1
                kinds[prompt.kind] += 1
            elif prompt.kind == "commit_energy" and test_begun[0]:
                totals["with_test"] += 1
            elif prompt.kind == "guide" and guide_done[0] and prompt.option("done") is not None:
                totals["guide_chain"] += 1
            elif inert_option(session, prompt) is not None:
                totals["inert"] += 1
            elif prompt.kind == "commit_cards" and ticks[0] is not None and ticked(prompt, option_id):
                totals["ticked"] += 1
            elif prompt.kind == "commit_cards":
                ticks[0] = None  # asked: the rest of this test's commitments are asked too
            guide_done[0] = prompt.kind == "guide" and option_id == "done"
            if prompt.kind == "commit_energy":
                test_begun[0] = False
            chosen = prompt.option(option_id)
            if chosen is not None and chosen.kind == "test":
                test_begun[0] = True
                offers = commit_offers(session, chosen)
                ticks[0] = (frozenset(o.id for o in offers), plan_shown(offers))
            done = answer(option_id)
            if session.state.test is None:
                ticks[0] = None
            return done

        def ticked(prompt: Any, option_id: str) -> bool:
            """The bot's commit answer is one the price page's ticks give (a listed card, or
            done when every card offered was listed: `TestPlan.done`)."""
            listed = ticks[0]
            assert listed is not None
            if option_id == "done":
                return TestPlan.done(prompt, listed[1]) is not None
            return option_id in listed[0]

        session.answer = counted
        return play_day(session, bot, book, **kw)

    sim.play_day = counting  # type: ignore[assignment]
    try:
        for seed in seeds:
            result = sim.run_days(seed, 2, days, check_every=0)
            totals["days"] += len(result["days"])
    finally:
        sim.play_day = play_day  # type: ignore[assignment]
    return {**totals, "same_by_kind": dict(kinds)}


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--seeds", type=int, default=10)
    parser.add_argument("--days", type=int, default=2)
    args = parser.parse_args()
    found = count(range(1, args.seeds + 1), args.days)
    days = found["days"]
    before = found["prompts"] - found["sole"]
    after = before - found["same"]
    one_click = after - found["with_test"]
    together = one_click - found["guide_chain"]
    inert = together - found["inert"]
    ticked = inert - found["ticked"]
    print(f"{days} bot days, seeds 1-{args.seeds}, {args.days} days each")
    print(f"engine prompts per day: {found['prompts'] / days:.1f}")
    print(f"asked at the table, one-choice rule only: {before / days:.1f}")
    print(f"asked at the table, also skipping choices of nothing: {after / days:.1f}")
    print(f"asked at the table, also begun with their energy: {one_click / days:.1f}")
    print(f"asked at the table, also guide entries confirmed together: {together / days:.1f}")
    print(f"asked at the table, also effects with nothing to do resolved first: {inert / days:.1f}")
    print(f"asked at the table, also cards ticked on the test's price page: {ticked / days:.1f}")
    ratios = ", ".join(f"{n / before:.3f}" for n in (after, one_click, together, inert, ticked))
    print(f"ratios to the one-choice rule: {ratios}")
    print(f"skipped choices of nothing by kind: {found['same_by_kind']}")


if __name__ == "__main__":
    main()
