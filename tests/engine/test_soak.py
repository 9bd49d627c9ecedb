"""The seeded random bot plays whole rounds; every invariant must hold at every step
(every card in exactly one place, no negative tokens, energy within bounds, JSON round trip,
same seed and answers -> same state hash)."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from rangers_qt.engine.invariants import check_state
from rangers_qt.engine.state import GameState
from rangers_qt.sim import run_sim


@pytest.mark.parametrize("seed", range(50))
def test_bot_default_run(seed: int) -> None:
    result = run_sim(seed, 1 + seed % 4, 3)
    assert result["invariant_violations"] == []
    # The bot acts every round (a seed may happen to only play cards and rest in three rounds).
    assert result["answers"] > 0 and result["tests"] + result["plays"] > 0


@pytest.mark.slow
def test_bot_thousand_seeds() -> None:
    failures = {}
    for seed in range(1000):
        result = run_sim(seed, 1 + seed % 4, 4)
        if result["invariant_violations"]:
            failures[seed] = result["invariant_violations"][:3]
    assert failures == {}


def test_sim_is_deterministic() -> None:
    a = run_sim(11, 3, 3)
    b = run_sim(11, 3, 3)
    assert a == b
    assert run_sim(12, 3, 3)["state_hash"] != a["state_hash"]


def test_sim_command_prints_one_json_object() -> None:
    cmd = [sys.executable, "-m", "rangers_qt.sim", "--seed", "4", "--rangers", "2", "--rounds", "2"]
    out = subprocess.run(cmd, capture_output=True, text=True, timeout=120, check=True).stdout
    data = json.loads(out)
    for key in (
        "answers",
        "rounds",
        "tests",
        "fatigue",
        "clears",
        "stop_reason",
        "invariant_violations",
        "state_hash",
    ):
        assert key in data
    assert out.count("\n") == 1
    # Another process (another string-hash seed) plays the very same game.
    assert data == run_sim(4, 2, 2)


def test_invariant_checker_can_fail() -> None:
    """The checks must be able to fail: break a state on purpose."""
    from .helpers import Game, being

    g = Game([being("TA")], path=["TA"])
    assert check_state(g.state, g.session.book) == []
    broken = GameState.model_validate_json(g.state.model_dump_json())
    a = g.iid("TA")
    broken.along_the_way.append(a)  # now in two places
    broken.cards[a].tokens["harm"] = -1
    broken.rangers[0].energy["AWA"] = 9
    problems = check_state(broken, g.session.book)
    assert any("2 places" in p for p in problems)
    assert any("-1 harm" in p for p in problems)
    assert any("AWA energy" in p for p in problems)


@pytest.mark.parametrize("seed", range(20))
def test_chaos_bot_manual_adjustments_keep_invariants(seed: int) -> None:
    """Every kind of manual adjustment (moves, discards, exhaust, draw, fatigue, soothe, tokens)."""
    result = run_sim(seed, 1 + seed % 4, 3, chaos=True)
    assert result["invariant_violations"] == []
    assert result["manual_adjustments"] > 0


@pytest.mark.slow
def test_chaos_bot_three_hundred_seeds() -> None:
    failures = {}
    for seed in range(300):
        result = run_sim(seed, 1 + seed % 4, 5, chaos=True)
        if result["invariant_violations"]:
            failures[seed] = result["invariant_violations"][:3]
    assert failures == {}
