"""A seeded bot plays through the window's controller: after every answer the table matches the
engine (every visible card drawn where the engine has it, nothing extra), whatever the phase."""

from __future__ import annotations

import random
from typing import Any

import pytest


def _visible(state: Any, hand_ranger: str | None) -> dict[str, str]:
    where: dict[str, str] = {}
    for iid in state.surroundings:
        where[iid] = "surroundings"
    for iid in state.along_the_way:
        where[iid] = "along_the_way"
    for r in state.rangers:
        for iid in r.within_reach:
            where[iid] = f"within_reach:{r.id}"
        for iid in r.player_area:
            where[iid] = f"player_area:{r.id}"
        if r.id == hand_ranger:
            for iid in r.hand:
                where[iid] = "hand"
    for iid in list(where):
        for att in state.cards[iid].attached:
            where[att] = where[iid]
    return where


def _play(qtbot: Any, window: Any, answers: int, seed: int) -> int:
    c = window.controller
    rng = random.Random(seed)
    given = 0
    for _ in range(answers):
        if c.prompt is None:
            break
        options = c.options()
        weights = [0.2 if o.kind == "rest" else 1.0 for o in options]
        assert c.answer(rng.choices(options, weights=weights)[0].id, priced=True)
        given += 1
        expected = _visible(c.state, window.scene.hand_ranger)
        shown = window.scene.cards
        assert set(expected) == set(shown), set(expected) ^ set(shown)
        for iid, zone in expected.items():
            rect = window.scene.zone_rect("hand" if zone == "hand" else zone)
            assert rect.contains(shown[iid].home), (iid, zone)
            assert shown[iid].card.exhausted == c.state.cards[iid].exhausted
        assert window.scene.hand_ranger == c.hand_ranger()
    return given


def test_the_table_follows_a_bot_through_a_day(qtbot: Any, make_window: Any) -> None:
    window = make_window()
    assert _play(qtbot, window, answers=80, seed=1) >= 40


@pytest.mark.slow
@pytest.mark.parametrize("seed", range(2, 8))
def test_the_table_follows_long_bot_games(qtbot: Any, make_window: Any, seed: int) -> None:
    window = make_window()
    _play(qtbot, window, answers=600, seed=seed)
