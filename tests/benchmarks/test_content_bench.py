"""Card loading speed: cold (validate every source file) and warm (the compiled form).

Run with `uv run pytest -m benchmark tests/benchmarks/test_content_bench.py`. The goal for a
warm load is well under 150 ms; nothing here asserts a time (figures are reported only).
"""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from rangers_qt.content.catalog import load_uncached
from rangers_qt.content.loader import read_sources
from rangers_qt.resources import cards_dir

pytestmark = pytest.mark.benchmark


@pytest.fixture
def cards(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("RANGERS_QT_CACHE_DIR", str(tmp_path / "cache"))
    target = tmp_path / "cards"
    shutil.copytree(cards_dir(), target, ignore=shutil.ignore_patterns(".*"))
    return target


def test_cold_load_validates_sources(benchmark, cards: Path) -> None:  # type: ignore[no-untyped-def]
    catalog = benchmark(load_uncached, cards, False)
    assert len(catalog) == 345


def test_validate_only(benchmark, cards: Path) -> None:  # type: ignore[no-untyped-def]
    result = benchmark(read_sources, cards)
    assert result.problems == []


def test_warm_load_from_compiled_form(benchmark, cards: Path) -> None:  # type: ignore[no-untyped-def]
    load_uncached(cards)  # writes the compiled form
    catalog = benchmark(load_uncached, cards)
    assert len(catalog) == 345
