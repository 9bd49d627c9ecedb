"""The random bot plays consecutive campaign days: each day set up from the tracker, played to
its end, its outcome applied; between days it sometimes unlocks a reward (standing in for the
guide), and after camping swaps rewards in (and now and then a displaced card back).

Deterministic: every choice comes from seeded ``RngState``s, never from ``random`` or a clock.
"""

from __future__ import annotations

from typing import Any

from rangers_qt.campaign import actions as act
from rangers_qt.campaign.campaign import Campaign
from rangers_qt.campaign.deck_rules import meets, set_kind
from rangers_qt.campaign.errors import CampaignError
from rangers_qt.campaign.limits import LAST_DAY
from rangers_qt.campaign.starters import starter_rangers
from rangers_qt.content.catalog import Catalog
from rangers_qt.engine import rng
from rangers_qt.engine.day_sim import DayBot, play_day


def _between_days(campaign: Campaign, pick: rng.RngState) -> list[str]:
    """The bot's choices after a day: maybe a reward, then swaps if the group camped."""
    cat = campaign.catalog
    done: list[str] = []
    rewards = sorted(c.id for c in cat.cards.values() if set_kind(cat, c) == "reward")
    if rng.below(pick, 100) < 40:
        card = rng.choice(pick, rewards)
        campaign.act(act.UnlockReward(card=card))
        done.append(f"unlock {card}")
    if not campaign.tracker.last_day_camped():
        return done
    for ranger in campaign.tracker.active_rangers():
        for _ in range(2):
            r = campaign.tracker.ranger(ranger.id)
            if r.displaced and rng.below(pick, 100) < 20:
                rewards_in = sorted(c for c in set(r.deck.cards) if set_kind(cat, cat.cards[c]) == "reward")
                if rewards_in:
                    action: act.CampaignAction = act.SwapBack(
                        ranger=r.id,
                        add=rng.choice(pick, sorted(r.displaced)),
                        remove=rng.choice(pick, rewards_in),
                    )
                    try:
                        campaign.act(action)
                        done.append(f"{r.id} swap back")
                    except CampaignError:
                        pass
                    continue
            usable = [
                c
                for c in campaign.tracker.rewards
                if meets(cat.cards[c], r.deck.aspects)  # type: ignore[arg-type]
                and campaign.tracker.copies_in_decks(c) < 2
                and r.deck.cards.count(c) < 2
            ]
            if not usable or rng.below(pick, 100) < 30:
                continue
            add = rng.choice(pick, usable)
            remove = rng.choice(pick, sorted(set(r.deck.cards) - {add}))
            try:
                campaign.act(act.SwapReward(ranger=r.id, add=add, remove=remove))
                done.append(f"{r.id} swap {remove}->{add}")
            except CampaignError:
                pass
    return done


def play_one_day(campaign: Campaign, seed: int, check_every: int = 0) -> tuple[int, list[str]]:
    """Start the tracker's next day, let the bot play it to its end, finish it (answers, problems)."""
    session = campaign.start_day()
    bot = DayBot(seed * 7919 + campaign.day, camp_rate=60)  # camps more than a one-off day: swaps happen
    found, answers = play_day(session, bot, campaign.book, check_every=check_every)
    if session.state.phase == "ended":
        campaign.finish_day()
    return answers, found


def run_campaign(
    catalog: Catalog, seed: int = 1, rangers: int = 2, days: int = 3, check_every: int = 0
) -> tuple[Campaign, dict[str, Any]]:
    """Play ``days`` days of a new campaign; returns it with a JSON-able summary."""
    starters = starter_rangers(catalog)
    decks = [
        starters[(seed + i) % len(starters)].deck.model_copy(update={"name": f"Ranger {i + 1}"})
        for i in range(rangers)
    ]
    campaign = Campaign.new(catalog, f"Simulated campaign {seed}", decks, seed=seed)
    pick = rng.RngState(seed=seed ^ 0xCA4, counter=0)
    summary: list[dict[str, Any]] = []
    violations: list[str] = []
    for _ in range(days):
        day = campaign.day
        if day > LAST_DAY:  # the extended calendar is played out: no day past it
            break
        answers, found = play_one_day(campaign, seed, check_every)
        violations += [f"day {day}: {v}" for v in found]
        if campaign.data.current is not None:
            break
        outcome = campaign.days()[-1].outcome
        between = _between_days(campaign, pick)
        summary.append(
            {
                "day": day,
                "start": outcome.start_location,
                "end": outcome.location,
                "terrain": outcome.terrain,
                "end_kind": outcome.end_kind,
                "answers": answers,
                "final_hash": campaign.days()[-1].final_hash,
                "between": between,
            }
        )
    t = campaign.tracker
    return campaign, {
        "seed": seed,
        "rangers": rangers,
        "days_played": len(summary),
        "next_day": t.day,
        "location": t.location,
        "terrain": t.terrain,
        "rewards": list(t.rewards),
        "maladies": {r.id: len(r.deck.maladies) for r in t.rangers},
        "displaced": {r.id: len(r.displaced) for r in t.rangers},
        "warnings": list(t.warnings),
        "days": summary,
        "invariant_violations": violations,
    }
