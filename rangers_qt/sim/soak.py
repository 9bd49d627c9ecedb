"""The acceptance soak of cards that play themselves (issues #10, #11, #12): the random bot plays
seeded days spread over every start location, every weather and (through the paths it picks)
every terrain, with random legal Rangers from every background and specialty.

Why spread by the seed rather than drawn at random: 148 consecutive seeds already cover
every (start location, weather) pair and 16 cover every (background, specialty) pair, so a run of
any useful length meets every card set; the group size cycles 1 to 4.

What it reports: invariant violations (must be none), and every ``manual_effect`` pause by card:
the texts the engine could not run. A pause from a card whose status is ``full`` is a bug (its
behaviour should have run) and is reported apart; pauses from cards not yet ``full`` measure
what is left to transcribe.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from rangers_qt.campaign.random_deck import background_and_specialty_sets, random_deck
from rangers_qt.content.catalog import Catalog
from rangers_qt.engine import rng
from rangers_qt.engine.day_sim import WEATHERS, run_days
from rangers_qt.engine.setup import RangerSetup


def soak_plan(catalog: Catalog, index: int) -> tuple[str, str, list[tuple[str, str]]]:
    """Start location, weather and (background, specialty) of each Ranger for seed ``index``
    (by the seed, so a block of 148 consecutive seeds anywhere covers every pair)."""
    locations = sorted(loc.slug for loc in catalog.valley_map.locations)
    backgrounds, specialties = background_and_specialty_sets(catalog)
    location = locations[index % len(locations)]
    weather = WEATHERS[(index // len(locations)) % len(WEATHERS)]
    group = 1 + index % 4
    pairs = [
        (
            backgrounds[(index + i) % len(backgrounds)],
            specialties[(index // len(backgrounds) + i) % len(specialties)],
        )
        for i in range(group)
    ]
    return location, weather, pairs


def soak_team(catalog: Catalog, seed: int, pairs: list[tuple[str, str]]) -> list[RangerSetup]:
    state = rng.RngState(seed=seed ^ 0xDEC4, counter=0)
    team = []
    for n, (background, specialty) in enumerate(pairs, start=1):
        deck = random_deck(catalog, state, background, specialty, name=f"Ranger {n}")
        team.append(
            RangerSetup(name=deck.name, aspects=dict(deck.aspects), role_id=deck.role_id, deck=deck.cards)
        )
    return team


def soak(catalog: Catalog, seeds: range, check_every: int = 0) -> dict[str, Any]:
    """One day per seed (see the module docstring); a JSON-able summary."""
    violations: list[str] = []
    manual: Counter[str] = Counter()
    covered: dict[str, set[str]] = {"locations": set(), "weathers": set(), "terrains": set(), "sets": set()}
    answers = 0
    for seed in seeds:
        location, weather, pairs = soak_plan(catalog, seed)
        team = soak_team(catalog, seed, pairs)
        result = run_days(
            seed,
            days=1,
            location=location,
            weather=weather,
            catalog=catalog,
            check_every=check_every,
            team=team,
        )
        violations += [f"seed {seed}: {v}" for v in result["invariant_violations"]]
        manual.update(result["manual_effects"])
        answers += result["answers"]
        covered["locations"].add(location)
        covered["weathers"].add(weather)
        covered["sets"].update(s for pair in pairs for s in pair)
        for day in result["days"]:
            if day.get("start_terrain"):
                covered["terrains"].add(day["start_terrain"])
            covered["terrains"].update(t[2] for t in day.get("travel_list", []) if t[2])
    by_category: Counter[str] = Counter()
    full_cards: dict[str, int] = {}
    for card_id, n in manual.items():
        card = catalog.cards.get(card_id)
        category = card.category if card is not None else "unknown"
        by_category[category] += n
        if card is not None and card.status == "full":
            full_cards[card_id] = n
    return {
        "days": len(seeds),
        "answers": answers,
        "invariant_violations": violations,
        "manual_effects": {
            "total": sum(manual.values()),
            "by_category": dict(sorted(by_category.items())),
            "cards": len(manual),
            "by_card": dict(sorted(manual.items())),
            "from_full_cards": dict(sorted(full_cards.items())),
        },
        "covered": {k: sorted(v) for k, v in covered.items()},
    }
