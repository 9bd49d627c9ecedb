"""The modifier layer's shortcut for card filters that test traits only (``CardFilter.only_traits``,
read by ``evaluate.matches``) answers as the full filter does.

Every ``matches`` call of seeded bot games that takes the shortcut is also answered the full way
on the same state (the kept value hidden for that call), and the games are played again with the
shortcut switched off: every prompt and every answer's events and change set must be the same. A
shortcut that also takes filters naming a card or a card type is caught (the test expects its mismatches).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any

import pytest

from rangers_qt.content.behaviour.selectors import CardFilter
from rangers_qt.engine.modifier_layer import evaluate

from .seeded_games import game_lines, play_through

SEEDS = [0, 5, 7, 14, 26, 38]
_KEPT: Callable[[CardFilter], tuple[str, ...] | None] = CardFilter.__dict__["only_traits"].func


@contextmanager
def _compared(
    monkeypatch: pytest.MonkeyPatch, shortcut: Callable[[CardFilter], tuple[str, ...] | None] = _KEPT
) -> Iterator[dict[str, int]]:
    """Every ``matches`` call answered with ``shortcut`` as the filters' ``only_traits`` and again
    with none (the full tests); counts of shortcut calls and mismatches yielded."""
    seen = {"short": 0, "mismatch": 0}
    full = {"on": False}
    monkeypatch.setattr(CardFilter, "only_traits", property(lambda f: None if full["on"] else shortcut(f)))
    real = evaluate.matches

    def both(ctx: Any, iid: str, flt: CardFilter, shared: Any = None, ready_for: str | None = None) -> bool:
        got = real(ctx, iid, flt, shared, ready_for)
        if shortcut(flt) is not None:
            seen["short"] += 1
            full["on"] = True
            try:
                seen["mismatch"] += got != real(ctx, iid, flt, None, ready_for)
            finally:
                full["on"] = False
        return got

    monkeypatch.setattr(evaluate, "matches", both)
    yield seen


@pytest.mark.parametrize("seed", SEEDS)
def test_the_shortcut_answers_as_the_full_filter(monkeypatch: pytest.MonkeyPatch, seed: int) -> None:
    with _compared(monkeypatch) as seen:
        play_through([seed])
    assert seen["mismatch"] == 0


def test_the_shortcut_is_taken_and_games_are_the_same_without_it(monkeypatch: pytest.MonkeyPatch) -> None:
    taken = 0
    with _compared(monkeypatch) as seen:
        with_it = [line for seed in SEEDS[:3] for line in game_lines(seed)]
        taken = seen["short"]
    monkeypatch.setattr(CardFilter, "only_traits", property(lambda _f: None))
    without = [line for seed in SEEDS[:3] for line in game_lines(seed)]
    assert taken > 100
    assert with_it == without


def test_kept_value_is_the_traits_and_none_for_other_tests() -> None:
    assert CardFilter(trait="aid").only_traits == ("aid",)
    assert CardFilter(trait=["aid", "human"], other=True, zone="active").only_traits == ("aid", "human")
    assert CardFilter().only_traits == ()
    assert CardFilter(trait="aid", keyword="obstacle").only_traits is None
    assert CardFilter(trait="aid", ready=True).only_traits is None
    flt = CardFilter(trait="aid")
    assert flt.only_traits is flt.only_traits  # kept
    assert "only_traits" not in flt.model_dump() and flt == CardFilter(trait="aid")


def test_a_shortcut_that_takes_name_or_type_filters_is_caught(monkeypatch: pytest.MonkeyPatch) -> None:
    def careless(f: CardFilter) -> tuple[str, ...] | None:
        return _KEPT(f.model_copy(update={"name": None, "type": None}))

    with _compared(monkeypatch, careless) as seen:
        play_through(SEEDS)
    assert seen["mismatch"] > 0
