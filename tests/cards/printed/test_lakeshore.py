"""Issue #27, the card audit (docs/card-audit-path.md, lakeshore): the negative cases of the
lakeshore path cards' clauses whose outcomes tests/cards/test_terrain_lakeshore.py shows - a test
that fails does nothing (printed_kit.check_success_needs_success), a challenge effect with nothing
to act on does nothing."""

from __future__ import annotations

import pytest
from engine.helpers import gear

from rangers_qt.engine import ManualAdjust

from ..terrain_kit import MOUNTAIN, SUN, add, exhausted, remember, table, tokens
from .printed_kit import check_success_needs_success

LUTRINAL, STEAM, MUCKETS, KELP, NAIAD, HOLT = "01301", "01315", "01357", "01370", "01376", "01377"
ATROX, DOE = "01294", "01361"


@pytest.mark.parametrize(
    ("card", "test_id"),
    [(STEAM, "t1"), (STEAM, "t2"), (MUCKETS, "t1"), (KELP, "t1"), (NAIAD, "t1")],
)
def test_a_lakeshore_test_does_its_success_effect_only_on_success(card: str, test_id: str) -> None:
    """01315 Tributary Steam (Soak, Follow), 01357 Tidewater Muckets (Pry), 01370 Fresh Blue Kelpweed
    (Wrap), 01376 Carnivorous Naiad (Pull): the success effect runs with the +1 card and not with
    the -2 card, and the card's tokens stay as they were."""
    check_success_needs_success(card, test_id, target="self", zone="within_reach")


def test_romping_lutrinal_sun_calls_only_another_lutrinal() -> None:
    """01301 Romping Lutrinal (sun: another Romping Lutrinal comes within your reach; negative case):
    alone, with a Sitka Doe along the way, the doe stays along the way."""
    g = table(DOE, first=LUTRINAL, draw=SUN)
    doe = g.bring(DOE, "along_the_way")
    remember(g)
    assert g.where(doe) == ("along_the_way", None)


def test_tidewater_muckets_sun_with_no_exhausted_predator_readies_nothing() -> None:
    """01357 Tidewater Muckets (sun: an exhausted predator readies, then the Muckets exhaust; negative
    case): the only other being an exhausted Sitka Doe (a prey) stays exhausted."""
    g = table(DOE, first=MUCKETS, draw=SUN)
    doe = g.bring(DOE)
    g.session.manual(ManualAdjust(action="exhaust", card=doe))
    remember(g)
    assert exhausted(g, doe)


def test_fresh_blue_kelpweed_mountain_moves_only_a_lutrinal() -> None:
    """01370 Fresh Blue Kelpweed (mountain: a Romping Lutrinal within reach goes along the way;
    negative case): a Sitka Doe within reach stays there."""
    g = table(DOE, first=KELP, draw=MOUNTAIN)
    doe = g.bring(DOE)
    remember(g)
    assert g.where(doe) == ("within_reach", "r1")


def test_carnivorous_naiad_pull_leaves_a_token_that_is_not_on_it() -> None:
    """01376 Carnivorous Naiad (Pull, success: harm by your FIT, then your token comes home only if it
    is on the Naiad; negative case): your token on a Sitka Doe stays there, the harm is still put."""
    g = table(DOE, first=NAIAD, draw=SUN)
    naiad, doe = g.iid(NAIAD), g.bring(DOE)
    g.session.manual(ManualAdjust(action="ranger_token", ranger="r1", card=doe))
    g.perform("t1", naiad, energy=2)
    assert tokens(g, naiad) == {"harm": 2} and g.ranger().ranger_token_on == doe


@pytest.mark.parametrize("with_food", [True, False])
def test_lutrinal_holt_coax_asks_for_food_only_with_an_equipped_food(with_food: bool) -> None:
    """01377 Lutrinal Holt (Coax: you may discard a token of an equipped food to commit 1 effort):
    with a food gear in play it is asked (reviewed: test_terrain_lakeshore.py, the food's token pays
    the effort); with none, not asked - straight to the effort."""
    fish = gear("TLFISH", name="Test Fish", traits=("Food",), tokens={"name": "ration", "count": {"n": 2}})
    g = table(first=HOLT, draw=SUN, extra=(fish,), decks=[[fish.id]])
    if with_food:
        g.session.manual(ManualAdjust(action="move", card=g.iid(fish.id), zone="player_area", ranger="r1"))
    g.choose_test("t1", g.iid(HOLT))
    assert (g.prompt.kind == "effect_may") is with_food


def test_lutrinal_holt_cleared_with_no_lure_shuffles_no_lutrinal() -> None:
    """01377 Lutrinal Holt (clear by progress: a Romping Lutrinal into the path deck per lure; negative
    case): cleared with no lure, no Lutrinal joins the path deck."""
    g = table(first=HOLT, draw=SUN)
    holt = g.iid(HOLT)
    add(g, holt, "progress", 2)
    assert g.where(holt) == ("path_discard", None)
    assert not any(c.def_id == LUTRINAL for c in g.state.cards.values())


def test_lutrinal_holt_mountain_with_no_lutrinal_left_brings_none() -> None:
    """01377 Lutrinal Holt (mountain: the Holt exhausts, then a Romping Lutrinal is searched for in
    the path deck and discard; negative case): with none there, no Lutrinal comes into play."""
    g = table(first=HOLT, draw=MOUNTAIN)
    remember(g)
    assert not any(c.def_id == LUTRINAL for c in g.state.cards.values())
    assert exhausted(g, g.iid(HOLT))
