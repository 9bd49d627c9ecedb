"""The modifier layer's frozen shortcut for "could anything change this card's stat?"
(``modifiers._unchanged`` through ``_changeable``: the cards worked out once per stat while the
state is frozen) answers as the plain computation does.

Two checks over seeded bot games: every call made while frozen is compared, there and then, with
the plain computation (timed modifiers on the card, ``_may_apply``) on the same state; and the
games are played again with the shortcut switched off, and every prompt with its options and every
answer's events and change set must come out the same. A shortcut that forgets the hosts of cards
whose constants aim at their host is caught by the first check (the test expects its mismatch).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager

import pytest

from rangers_qt.engine.core import MEMO_FROZEN, Engine
from rangers_qt.engine.modifier_layer import modifiers

from .seeded_games import game_lines, play_through

SEEDS = [0, 5, 7, 14, 26, 38]


def _plain(eng: Engine, iid: str, stat: str) -> bool:
    """``_unchanged`` as it reads outside a frozen block: every input asked afresh."""
    mods = eng.state.modifiers
    if mods and any(m.stat == stat and m.card == iid for m in mods):
        return False
    return not modifiers._may_apply(eng, iid, stat)


@contextmanager
def _checked(
    monkeypatch: pytest.MonkeyPatch, changeable: Callable[[Engine, str], frozenset[str] | bool]
) -> Iterator[dict[str, int]]:
    """``_unchanged`` compared with the plain computation at every frozen call (``changeable``
    stands in for ``modifiers._changeable``); the counts of calls and mismatches are yielded."""
    seen = {"frozen": 0, "changeable": 0, "mismatch": 0}
    real = modifiers._unchanged

    def compared(eng: Engine, iid: str, stat: str) -> bool:
        got = real(eng, iid, stat)
        if MEMO_FROZEN in eng.memo:
            seen["frozen"] += 1
            seen["changeable"] += not got
            seen["mismatch"] += got != _plain(eng, iid, stat)
        return got

    monkeypatch.setattr(modifiers, "_changeable", changeable)
    monkeypatch.setattr(modifiers, "_unchanged", compared)
    yield seen


@pytest.mark.parametrize("seed", SEEDS)
def test_frozen_answers_are_the_plain_answers(monkeypatch: pytest.MonkeyPatch, seed: int) -> None:
    with _checked(monkeypatch, modifiers._changeable) as seen:
        play_through([seed])
    assert seen["frozen"] > 20
    assert seen["mismatch"] == 0


def test_games_are_the_same_without_the_shortcut(monkeypatch: pytest.MonkeyPatch) -> None:
    with_it = [line for seed in SEEDS[:3] for line in game_lines(seed)]
    # Switched off: every frozen call answered by the plain computation.
    monkeypatch.setattr(modifiers, "_unchanged", _plain)
    without = [line for seed in SEEDS[:3] for line in game_lines(seed)]
    assert len(with_it) > 300
    assert with_it == without


def test_a_shortcut_without_the_hosts_is_caught(monkeypatch: pytest.MonkeyPatch) -> None:
    """The seeds' games reach cards whose ``this``/``host`` constant could change their host; a
    shortcut that keeps only the cards themselves answers "unchanged" for those hosts."""
    real = modifiers._changeable

    def without_hosts(eng: Engine, stat: str) -> frozenset[str] | bool:
        found = real(eng, stat)
        if found is True or found is False:
            return found
        plan = modifiers._aim_plan(eng, stat)
        own = set(plan[0]) if plan is not None else set()
        timed = {m.card for m in eng.state.modifiers if m.stat == stat}
        return frozenset(i for i in found if i in own or i in timed)

    with _checked(monkeypatch, without_hosts) as seen:
        play_through(SEEDS)
    assert seen["mismatch"] > 0
