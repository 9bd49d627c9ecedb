"""Issue #31: optional hints (app/hints.py) name a likely mistake once, without blocking: a test
under 20% odds that costs fatigue (one below, at and above the line), resting with a free action
left, resting into a travel an obstacle forbids. Qt-free, through the prompt protocol."""

from __future__ import annotations

import pytest

from rangers_qt.app.hints import Hints
from rangers_qt.engine import ManualAdjust

from .helpers import C0, CP, Game, being, feature, kw, location, soothe_gear


def _hints() -> Hints:
    h = Hints()
    h.on = True
    return h


def _long_shot(deck_size: int, between: bool = True) -> Game:
    """Traverse on a feature of presence 3 along the way with 2 FIT: only the one +1 card of the
    challenge deck makes it (1 in ``deck_size``); a being within reach fatigues 1 on the way."""
    cards = [feature("TF", presence=3, area="along_the_way"), being("TB", presence=1)]
    g = Game(cards, path=["TB", "TF"] if between else ["TF"], challenge_order=[CP] + [C0] * (deck_size - 1))
    g.bring("TF", "along_the_way")
    return g


@pytest.mark.parametrize(("deck", "hinted"), [(6, True), (5, False), (4, False)])
def test_a_long_shot_that_costs_fatigue_is_named_below_one_in_five(deck: int, hinted: bool) -> None:
    """1/6 is under 20%: named; 1/5 is at the line and 1/4 above: not."""
    g = _long_shot(deck)
    option = g.find_test("traverse", g.iid("TF"))
    said = _hints().before(g.state, g.catalog, g.prompt, option)
    if hinted:
        assert said == (
            "Hint: Traverse on Feature TF succeeds at most 16% of the time even with all your FIT "
            "energy, and costs 1 fatigue first"
        )
    else:
        assert said is None


def test_a_long_shot_without_fatigue_is_not_named() -> None:
    g = _long_shot(6, between=False)
    assert _hints().before(g.state, g.catalog, g.prompt, g.find_test("traverse", g.iid("TF"))) is None


def test_a_hint_is_said_once_and_never_when_off() -> None:
    g = _long_shot(6)
    option = g.find_test("traverse", g.iid("TF"))
    h = _hints()
    assert h.before(g.state, g.catalog, g.prompt, option) is not None
    assert h.before(g.state, g.catalog, g.prompt, option) is None
    assert Hints().before(g.state, g.catalog, g.prompt, option) is None  # off by default


def test_resting_with_a_free_ability_left_is_named() -> None:
    g = Game([soothe_gear("TG")], decks=[["TG"]])
    g.play(g.iid("TG"))
    rest = g.find("rest")
    assert any(o.kind == "ability" for o in g.prompt.options)
    said = _hints().before(g.state, g.catalog, g.prompt, rest)
    assert said == "Hint: free actions are still usable before you rest (Gear TG)"


def test_resting_into_a_travel_an_obstacle_forbids_is_named() -> None:
    """Phase 3: Travel: the progress is met, but a ready obstacle is in play."""
    g = Game([being("TO", keywords=kw("obstacle"), area="along_the_way"), location(progress=1)], path=["TO"])
    g.session.manual(
        ManualAdjust(action="add_tokens", card=g.state.surroundings[0], token="progress", amount=1)
    )
    said = _hints().before(g.state, g.catalog, g.prompt, g.find("rest"))
    assert said == "Hint: the group cannot travel after this rest: Being TO is a ready obstacle"
    g.session.manual(ManualAdjust(action="exhaust", card=g.iid("TO")))
    assert _hints().before(g.state, g.catalog, g.prompt, g.find("rest")) is None
