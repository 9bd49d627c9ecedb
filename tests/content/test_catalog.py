"""The catalogue API and its compiled cache (warm load must equal a cold load)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from rangers_qt.content import catalog as catalog_module
from rangers_qt.content.catalog import Catalog, compiled_path, load_uncached, source_hash
from rangers_qt.content.models import Amount, LocationCard


def test_warm_load_equals_cold_load(cards_copy: Path) -> None:
    cold = load_uncached(cards_copy)
    digest = source_hash(cards_copy.resolve())
    assert compiled_path(digest).is_file()
    warm = load_uncached(cards_copy)
    assert dict(warm.cards) == dict(cold.cards)
    assert warm.valley_map == cold.valley_map
    assert dict(warm.sets) == dict(cold.sets)


def test_warm_load_does_not_revalidate_sources(cards_copy: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    load_uncached(cards_copy)

    def fail(*_args: object) -> None:
        raise AssertionError("sources were read again although the compiled form matched")

    monkeypatch.setattr(catalog_module, "read_sources", fail)
    assert len(load_uncached(cards_copy)) == 345


def test_editing_a_card_file_invalidates_the_compiled_form(cards_copy: Path) -> None:
    load_uncached(cards_copy)
    before = source_hash(cards_copy.resolve())
    path = cards_copy / "challenge.json"
    data = json.loads(path.read_text(encoding="utf-8"))
    data["cards"][0]["name"] = "Renamed challenge"
    path.write_text(json.dumps(data), encoding="utf-8")
    assert source_hash(cards_copy.resolve()) != before
    assert load_uncached(cards_copy).card("CH01").name == "Renamed challenge"


def test_corrupt_compiled_file_falls_back_to_sources(cards_copy: Path) -> None:
    load_uncached(cards_copy)
    compiled_path(source_hash(cards_copy.resolve())).write_text("{not json", encoding="utf-8")
    assert len(load_uncached(cards_copy)) == 345


def test_unwritable_cache_still_loads(
    cards_copy: Path, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    blocker = tmp_path / "file-not-folder"
    blocker.write_text("x", encoding="utf-8")
    monkeypatch.setenv("RANGERS_QT_CACHE_DIR", str(blocker / "cache"))
    assert len(load_uncached(cards_copy)) == 345


def test_catalog_lookups(catalog: Catalog) -> None:
    assert catalog.card("01037").name == "Undaunted Seeker"
    with pytest.raises(KeyError, match="no card with id '00000'"):
        catalog.card("00000")
    with pytest.raises(KeyError, match="no location with slug 'atlantis'"):
        catalog.location_by_slug("atlantis")
    spire = catalog.location_by_slug("spire")
    assert isinstance(spire, LocationCard) and spire.pivotal and spire.path_set == "spire"
    assert len(catalog.set_cards("woods")) == 6
    assert len(catalog.locations()) == 37
    assert len(catalog.weather()) == 4 and len(catalog.missions()) == 17
    assert len(catalog.aspect_cards()) == 12 and len(catalog.roles()) == 8
    assert catalog.find_by_name("strider")[0].id == "01003"


def test_amount_resolves_by_group_size() -> None:
    assert Amount(n=3).resolve(4) == 3
    assert Amount(kind="per_ranger", n=3).resolve(2) == 6
    assert Amount(kind="x").resolve(2) is None
    assert Amount(kind="x").resolve(2, x=5) == 5
    assert Amount(kind="ranger_tokens").resolve(3) is None
    assert str(Amount(kind="per_ranger", n=2)) == "2 per Ranger"


def test_old_compiled_bundles_are_pruned(
    cards_copy: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    cache = tmp_path / "prune-cache"
    monkeypatch.setenv("RANGERS_QT_CACHE_DIR", str(cache))
    cache.mkdir()
    for i in range(10):
        (cache / f"cards-stale{i:02d}.json").write_text("{}", encoding="utf-8")
    load_uncached(cards_copy)
    left = sorted(p.name for p in cache.glob("cards-*.json"))
    assert len(left) == catalog_module.KEEP_COMPILED
    assert compiled_path(source_hash(cards_copy.resolve())).name in left


@pytest.mark.parametrize("collector_on", [True, False])
def test_the_loaded_catalogue_is_frozen_unless_the_collector_is_paused(
    cards_copy: Path, monkeypatch: pytest.MonkeyPatch, collector_on: bool
) -> None:
    """Issue #28: a process that paused the collector (the window's start-up, app/heap.py)
    collects and freezes once itself; the catalogue then leaves that pass to it."""
    import gc

    calls: list[str] = []
    monkeypatch.setattr(gc, "collect", lambda *a: calls.append("collect") or 0)
    monkeypatch.setattr(gc, "freeze", lambda: calls.append("freeze"))
    monkeypatch.setattr(gc, "isenabled", lambda: collector_on)
    catalog_module.clear_cache()
    try:
        catalog_module.load_catalog(cards_copy)
    finally:
        catalog_module.clear_cache()
    assert calls == (["collect", "freeze"] if collector_on else [])
