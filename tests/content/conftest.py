"""Content tests: compiled caches go to a temporary folder, never the user's cache."""

from __future__ import annotations

import shutil
from collections.abc import Iterator
from pathlib import Path

import pytest

from rangers_qt.content.catalog import Catalog, load_uncached
from rangers_qt.resources import cards_dir


@pytest.fixture(autouse=True)
def _private_cache(tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("RANGERS_QT_CACHE_DIR", str(tmp_path_factory.getbasetemp() / "card-cache"))


@pytest.fixture(scope="session")
def shipped_cards() -> Path:
    return cards_dir()


@pytest.fixture(scope="session")
def catalog(shipped_cards: Path) -> Catalog:
    return load_uncached(shipped_cards, use_compiled=False)


@pytest.fixture
def cards_copy(tmp_path: Path, shipped_cards: Path) -> Iterator[Path]:
    """A private copy of the shipped card folder that a test may break."""
    target = tmp_path / "cards"
    shutil.copytree(shipped_cards, target, ignore=shutil.ignore_patterns(".*"))
    yield target
