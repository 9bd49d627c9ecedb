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
    flat = " ".join(README.split())
    assert "What is automated:" in flat and "applied by hand" in flat
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


def test_readme_says_which_cards_play_themselves_as_the_data_does() -> None:
    """The automation line is the cards' status: every category it calls complete is, the counts it
    gives are the data's, and every card still applied by hand is named."""
    from rangers_qt.content.catalog import load_catalog

    catalog = load_catalog()
    by_category: dict[str, list[object]] = {}
    for card in catalog.cards.values():
        by_category.setdefault(card.category, []).append(card)
    full = {k: sum(1 for c in v if getattr(c, "status", "") == "full") for k, v in by_category.items()}
    for category in ("ranger", "path", "challenge", "aspect", "weather"):
        assert full[category] == len(by_category[category]), category
    paragraph = README.split("What is automated:", 1)[1].split("## Quick start", 1)[0]
    paragraph = " ".join(paragraph.split())
    for category, words in (("location", "locations"), ("mission", "missions")):
        assert f"{full[category]} of the {len(by_category[category])} {words}" in paragraph
    for card in by_category["location"]:
        if card.status != "full":
            assert card.name in paragraph, card.name


def test_each_ruling_has_one_number_and_names_tests_that_exist() -> None:
    """docs/rulings.md: every ruling number is used once, and every test file a ruling names is in
    the tree (parallel streams merged their rows; a number used twice is two rulings cited as one)."""
    text = (ROOT / "docs" / "rulings.md").read_text(encoding="utf-8")
    numbers = re.findall(r"^\| (R\d+) \|", text, flags=re.M)
    assert numbers and len(numbers) == len(set(numbers)), sorted(n for n in numbers if numbers.count(n) > 1)
    for path in sorted(set(re.findall(r"`(tests/[\w/]+\.py)::", text))):
        assert (ROOT / path).is_file(), path
