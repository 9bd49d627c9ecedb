"""The turn prompt's one-pass obstacle check must agree with the rule query (Keywords, Obstacle)."""

from __future__ import annotations

import pytest

from rangers_qt.engine.bot import RandomBot
from rangers_qt.engine.core import Engine
from rangers_qt.engine.events import Recorder
from rangers_qt.engine.rules.fatigue import obstacles_between
from rangers_qt.engine.rules.offers import reach_checker
from rangers_qt.engine.zones import iter_in_play

from .helpers import Game, being, feature, kw, location


@pytest.mark.parametrize("seed", range(4))
def test_reach_checker_matches_obstacles_between(seed: int) -> None:
    cards = [
        being("TO", presence=1, keywords=kw("obstacle")),
        being("TP", presence=1, area="along_the_way", keywords=kw("obstacle")),
        feature("TF", presence=1),
        being("TB", presence=1, area="along_the_way"),
        location(),
    ]
    g = Game(cards, rangers=1 + seed % 3, path=["TO", "TP", "TF", "TB"] * 3, challenge_order=None, seed=seed)
    bot = RandomBot(seed)
    checked = 0
    while g.session.prompt is not None and len(g.session.log) < 150:
        eng = Engine(g.state, g.session.book, g.registry, Recorder(False))
        for r in g.state.rangers:
            ok = reach_checker(eng, r.id)
            for target in iter_in_play(g.state):
                assert ok(target) == (not obstacles_between(eng, r.id, target)), (r.id, target)
                checked += 1
        adj = bot.maybe_manual(g.state)
        if adj is not None:
            g.session.manual(adj)
        else:
            g.session.answer(bot.choose(g.session.prompt))
    assert checked > 100
