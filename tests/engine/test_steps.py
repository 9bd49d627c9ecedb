"""Step names, prompt kinds and option kinds are types: mypy and pydantic reject unknown ones.

ARCHITECTURE (the step loop): every step name maps to exactly one handler, in one table
(engine/handlers.py); a misspelt name is a type error, not a run-time surprise.
"""

from __future__ import annotations

import inspect
import shutil
import subprocess
import sys
from pathlib import Path
from typing import get_args

import pytest
from pydantic import ValidationError

from rangers_qt.engine.handlers import HANDLERS
from rangers_qt.engine.prompts import OPTION_KINDS, PROMPT_KINDS, Option, OptionKind, Prompt, PromptKind, Step
from rangers_qt.engine.steps import STEP_OPS, TEST_STEPS, StepOp

ROOT = Path(__file__).resolve().parents[2]


def test_every_step_name_has_exactly_one_handler() -> None:
    assert set(HANDLERS) == set(get_args(StepOp)) == STEP_OPS
    assert len(STEP_OPS) == len(get_args(StepOp))  # no name listed twice


def test_handlers_are_plain_functions_of_engine_modules() -> None:
    for op, fn in HANDLERS.items():
        assert inspect.isfunction(fn), op
        assert fn.__module__.startswith("rangers_qt.engine."), op
        assert list(inspect.signature(fn).parameters)[:1] == ["eng"], op


def test_no_module_registers_handlers_by_decorator() -> None:
    engine = ROOT / "rangers_qt" / "engine"
    offenders = [str(p) for p in engine.rglob("*.py") if "@handler(" in p.read_text(encoding="utf-8")]
    assert offenders == []


def test_test_steps_are_step_names() -> None:
    assert TEST_STEPS <= STEP_OPS
    assert "test_begin" in TEST_STEPS and "turn_end" not in TEST_STEPS


def test_kinds_listed_once() -> None:
    assert set(get_args(PromptKind)) == PROMPT_KINDS and "turn" in PROMPT_KINDS
    assert set(get_args(OptionKind)) == OPTION_KINDS and "test" in OPTION_KINDS


def test_validation_rejects_unknown_names() -> None:
    """A saved or hand-built step, prompt or option with an unknown name does not load."""
    assert Step(op="draw").op == "draw"
    with pytest.raises(ValidationError):
        Step(op="drawx")  # type: ignore[arg-type]
    with pytest.raises(ValidationError):
        Option(id="x", label="x", kind="fly")  # type: ignore[arg-type]
    with pytest.raises(ValidationError):
        Prompt(id="p1", kind="dance", ranger=None, title="t", options=[])  # type: ignore[arg-type]


def _mypy() -> list[str]:
    exe = shutil.which("mypy", path=str(Path(sys.executable).parent))
    return [exe] if exe else [sys.executable, "-m", "mypy"]


def test_mypy_rejects_a_misspelt_step_prompt_or_option_kind(tmp_path: Path) -> None:
    """The type check must be able to fail: three misspelt names, three errors."""
    snippet = tmp_path / "misspelt.py"
    snippet.write_text(
        "from rangers_qt.engine.core import Engine, step\n"
        "from rangers_qt.engine.prompts import opt\n"
        "def f(eng: Engine) -> None:\n"
        "    eng.push(step('turn_ends'))\n"
        "    eng.ask('turns', None, 't', [opt('a', 'A', 'rests')])\n"
        "    eng.push(step('turn_end'))\n"
    )
    result = subprocess.run(
        [*_mypy(), "--strict", "--no-error-summary", "--cache-dir", str(ROOT / ".mypy_cache"), str(snippet)],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=600,
    )
    errors = [line for line in result.stdout.splitlines() if ": error:" in line]
    assert len(errors) == 3, result.stdout + result.stderr
    assert all("misspelt.py:4" in e or "misspelt.py:5" in e for e in errors)
