"""Issue #16: the Session under random answers, manual adjustments (valid and not), undo, redo and
save/load keeps its invariants, and every refusal leaves it unchanged (tests/hardening/stateful.py).

The default suite runs a short version; ``-m slow`` runs 20,000 steps across seeds."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, settings
from hypothesis.stateful import run_state_machine_as_test

from .stateful import STEPS, SessionMachine


def _run(game_seed: int, examples: int, steps: int) -> None:
    class Machine(SessionMachine):
        pass

    Machine.game_seed = game_seed
    run_state_machine_as_test(
        Machine,
        settings=settings(
            max_examples=examples,
            stateful_step_count=steps,
            deadline=None,
            suppress_health_check=list(HealthCheck),
            database=None,
            derandomize=False,
        ),
    )


def test_session_state_machine_short() -> None:
    _run(1, examples=4, steps=25)


@pytest.mark.slow
@pytest.mark.parametrize("game_seed", [1, 2, 3, 4])
def test_session_state_machine_20000_steps(game_seed: int) -> None:
    before = STEPS["steps"]
    _run(game_seed, examples=80, steps=100)
    taken = STEPS["steps"] - before
    print(f"seed {game_seed}: {taken} steps, by rule {dict(STEPS)}")
    assert taken >= 5_000  # 80 examples of up to 100 steps (5,000+ per seed, 20,000+ for the four)
