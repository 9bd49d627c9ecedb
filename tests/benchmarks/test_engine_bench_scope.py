"""The engine benchmark's ``--scope issue10`` (benchmarks/engine_bench.py): the card folder it
plays keeps the behaviour of issue #10's own cards (weather, challenge, aspect) and of nothing
else, so its comparison with the engine before the language plays the same kind of game (the
other cards `manual`, their texts applied by hand, as before the language). Not a timing test:
it checks what the benchmark measures."""

from __future__ import annotations

import hashlib
import importlib.util
from collections import Counter
from pathlib import Path

import pytest

from rangers_qt.content.catalog import load_catalog, load_uncached
from rangers_qt.resources import cards_dir

BENCH = Path(__file__).resolve().parents[2] / "benchmarks" / "engine_bench.py"


def _bench_module():  # type: ignore[no-untyped-def]
    spec = importlib.util.spec_from_file_location("engine_bench", BENCH)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _tree_digest(folder: Path) -> str:
    digest = hashlib.sha256()
    for path in sorted(folder.rglob("*.json")):
        digest.update(path.relative_to(folder).as_posix().encode())
        digest.update(path.read_bytes())
    return digest.hexdigest()


def test_issue10_scope_keeps_only_weather_challenge_and_aspect_behaviour(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("RANGERS_QT_CACHE_DIR", str(tmp_path / "cache"))
    bench = _bench_module()
    before = _tree_digest(cards_dir())
    scoped = load_uncached(bench.scoped_cards(cards_dir(), tmp_path / "cards"))
    assert _tree_digest(cards_dir()) == before  # the shipped cards are only read

    shipped = load_catalog()
    assert sorted(scoped.cards) == sorted(shipped.cards)  # the same cards, only behaviour removed
    status = Counter((c.category, c.status) for c in scoped.cards.values())
    # Issue #10: weather (4), challenge (24) and aspect (12) cards are on the language and full.
    assert status[("weather", "full")] == 4
    assert status[("challenge", "full")] == 24
    assert status[("aspect", "full")] == 12
    for card in scoped.cards.values():
        if card.category in ("weather", "challenge", "aspect"):
            continue
        # Everything else is manual, as before the language; a card can only stay full when its
        # coverage needs no behaviour (a mission whose only text is its objective).
        assert card.status != "partial", card.id
        if card.status == "full":
            assert card.category == "mission", card.id
            assert shipped.cards[card.id].status == "full"
    assert status[("ranger", "manual")] == sum(1 for c in shipped.cards.values() if c.category == "ranger")
    assert status[("path", "manual")] == sum(1 for c in shipped.cards.values() if c.category == "path")
    # The shipped catalogue has every card full: the scope is what differs, not the cards.
    assert all(c.status == "full" for c in shipped.cards.values())
