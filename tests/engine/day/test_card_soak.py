"""The acceptance soak of cards that play themselves (issues #10-#12; Rulebook: Creating Your
Ranger, Game Setup, Ending the Day): random legal Rangers of every background and specialty play
seeded days over every start location and weather; no invariant breaks, and no card whose status
is ``full`` ever pauses for the players (its behaviour runs instead)."""

from __future__ import annotations

import json
from typing import Any

import pytest

from rangers_qt.campaign.deck_rules import creation_violations
from rangers_qt.campaign.random_deck import background_and_specialty_sets, random_deck
from rangers_qt.content.catalog import load_catalog
from rangers_qt.engine import rng
from rangers_qt.engine.day_sim import WEATHERS
from rangers_qt.sim.soak import soak, soak_plan


def test_random_rangers_are_legal_for_every_background_and_specialty() -> None:
    """Rulebook: Creating Your Ranger - each of the 16 pairs gives a deck the deck rules accept,
    with five cards of each chosen set, and a seed always gives the same Ranger."""
    catalog = load_catalog()
    backgrounds, specialties = background_and_specialty_sets(catalog)
    assert len(backgrounds) == 4 and len(specialties) == 4
    for b in backgrounds:
        for s in specialties:
            state = rng.RngState(seed=len(b) * 31 + len(s), counter=0)
            deck = random_deck(catalog, state, b, s)
            assert creation_violations(catalog, deck) == [], (b, s)
            assert deck.background == b and deck.specialty == s
            of_set = [c for c in set(deck.cards) if catalog.cards[c].set_id in (b, s)]
            assert len(of_set) >= 10, (b, s, of_set)
    again = [random_deck(catalog, rng.RngState(seed=9, counter=0)) for _ in range(2)]
    assert again[0] == again[1]
    assert random_deck(catalog, rng.RngState(seed=10, counter=0)) != again[0]


def test_the_soak_plan_covers_every_location_weather_and_set_pair() -> None:
    catalog = load_catalog()
    plans = [soak_plan(catalog, i) for i in range(4 * 37)]
    assert {p[0] for p in plans} == {loc.slug for loc in catalog.valley_map.locations}
    assert {(p[0], p[1]) for p in plans} == {
        (loc.slug, w) for loc in catalog.valley_map.locations for w in WEATHERS
    }
    pairs = {pair for p in plans for pair in p[2]}
    backgrounds, specialties = background_and_specialty_sets(catalog)
    assert pairs == {(b, s) for b in backgrounds for s in specialties}
    assert {len(p[2]) for p in plans} == {1, 2, 3, 4}


def _check(result: dict[str, Any]) -> None:
    assert result["invariant_violations"] == []
    assert result["manual_effects"]["from_full_cards"] == {}, "a full card paused for the players"


def test_a_short_soak_breaks_nothing_and_full_cards_never_pause() -> None:
    result = soak(load_catalog(), range(500, 512), check_every=1)
    _check(result)
    assert result["days"] == 12 and result["answers"] > 0
    assert len(result["covered"]["locations"]) == 12


def test_the_soak_command_line(capsys: pytest.CaptureFixture[str]) -> None:
    from rangers_qt.sim.__main__ import main

    assert main(["--soak", "2", "--seed", "40"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["days"] == 2 and out["invariant_violations"] == []
    assert set(out["manual_effects"]) == {"total", "by_category", "cards", "by_card", "from_full_cards"}


@pytest.mark.slow
@pytest.mark.parametrize("block", range(10))
def test_thousand_soak_days(block: int) -> None:
    """1,000 days in 10 blocks of 100 (each block covers every start location)."""
    catalog = load_catalog()
    result = soak(catalog, range(20_000 + block * 100, 20_100 + block * 100), check_every=3)
    _check(result)
    assert len(result["covered"]["locations"]) == 37
