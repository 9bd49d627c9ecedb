"""ruff on the whole tree and mypy (strict) on the Qt-free packages are part of the suite."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
LINTED = ("rangers_qt", "tests", "packaging", "benchmarks")


def _tool(name: str) -> list[str]:
    exe = shutil.which(name, path=str(Path(sys.executable).parent))
    return [exe] if exe else [sys.executable, "-m", name]


def test_ruff_clean() -> None:
    result = subprocess.run(
        [*_tool("ruff"), "check", *[d for d in LINTED if (ROOT / d).exists()]],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert result.returncode == 0, result.stdout + result.stderr


def test_mypy_clean_on_engine_content_campaign() -> None:
    result = subprocess.run(
        [*_tool("mypy"), "--no-error-summary", "--cache-dir", str(ROOT / ".mypy_cache")],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=600,
    )
    assert result.returncode == 0, result.stdout + result.stderr
