"""ruff on the whole tree and mypy (strict) on the whole package are part of the suite."""

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


def test_mypy_clean_on_the_package() -> None:
    result = subprocess.run(
        [*_tool("mypy"), "--no-error-summary", "--cache-dir", str(ROOT / ".mypy_cache")],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=600,
    )
    assert result.returncode == 0, result.stdout + result.stderr


def test_mypy_covers_the_whole_package() -> None:
    """Issue #26: strict mypy over all of rangers_qt/ (ui, sim and the command-line modules too;
    issue #17 brought in app/)."""
    import tomllib

    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["tool"]["mypy"]
    assert config["strict"] is True
    assert config["files"] == ["rangers_qt"]
