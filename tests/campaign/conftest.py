"""Campaign tests: one shipped catalogue per session, compiled caches kept out of the user's home."""

from __future__ import annotations

from pathlib import Path

import pytest

from rangers_qt.content.catalog import Catalog, load_uncached
from rangers_qt.resources import cards_dir

FIXTURES = Path(__file__).parent / "fixtures"


@pytest.fixture(autouse=True)
def _private_cache(tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("RANGERS_QT_CACHE_DIR", str(tmp_path_factory.getbasetemp() / "card-cache"))


@pytest.fixture(scope="session")
def catalog() -> Catalog:
    return load_uncached(cards_dir(), use_compiled=False)
