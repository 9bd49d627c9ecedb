"""Issue #30: a campaign under answers, notes, swaps, next days, undo and kills with Recover always
opens, and its tracker agrees with the played days (tests/hardening/campaign_stateful.py).

The default suite runs a short version; ``-m slow`` runs a longer one across seeds."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, settings
from hypothesis.stateful import run_state_machine_as_test

from .campaign_stateful import STEPS, CampaignMachine


def _run(seed: int, examples: int, steps: int) -> None:
    class Machine(CampaignMachine):
        pass

    Machine.seed = seed
    run_state_machine_as_test(
        Machine,
        settings=settings(
            max_examples=examples,
            stateful_step_count=steps,
            deadline=None,
            suppress_health_check=list(HealthCheck),
            database=None,
        ),
    )


def test_campaign_state_machine_short() -> None:
    _run(1, examples=3, steps=15)


@pytest.mark.slow
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_campaign_state_machine_long(seed: int) -> None:
    before = STEPS["steps"]
    _run(seed, examples=30, steps=40)
    taken = STEPS["steps"] - before
    print(f"seed {seed}: {taken} steps, by rule {dict(STEPS)}")
    assert taken >= 600 and STEPS["killed_before_applying"] > 0
