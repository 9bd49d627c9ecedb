"""Issue #16: the README's commands work as written after the quick start, the pip route installs
what the tests need, and the documented exit codes are the real ones."""

from __future__ import annotations

import json
import re
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
README = (ROOT / "README.md").read_text(encoding="utf-8")


def test_the_dev_extra_mirrors_the_uv_dev_group() -> None:
    meta = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    extra = meta["project"]["optional-dependencies"]["dev"]
    group = meta["dependency-groups"]["dev"]
    assert extra == group
    assert any(d.startswith("pyyaml") for d in extra)  # the tests import yaml
    assert 'pip install -e ".[dev]"' in README


def test_every_command_in_the_tables_runs_through_uv() -> None:
    rows = [line for line in README.splitlines() if re.match(r"^\| `(rangers-qt|python|uv) ", line)]
    assert rows
    assert [r for r in rows if not r.startswith("| `uv run ")] == []


def test_readme_states_what_is_automated_and_the_exit_codes() -> None:
    assert "Card texts are still applied by hand" in README
    assert "cards check` | validate every card file: exit 0 when clean, 1 listing" in README
    assert "save check day.json" in README


def test_card_01360_uses_the_campaign_guide_spelling() -> None:
    data = json.loads((ROOT / "cards" / "path" / "general.json").read_text(encoding="utf-8"))
    names = {c["id"]: c["name"] for c in data["cards"]}
    assert names["01360"] == "Mysterious Verdessian"
    for folder in ("cards", "docs", "rangers_qt", "tests"):
        for path in (ROOT / folder).rglob("*"):
            if path.is_file() and path.suffix in (".json", ".md", ".py") and path.name != Path(__file__).name:
                assert "Verdassian" not in path.read_text(encoding="utf-8", errors="ignore"), path
