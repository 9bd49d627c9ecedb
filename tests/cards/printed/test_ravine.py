"""Issue #27, the card audit (docs/card-audit-path.md): the Ravine set as printed, each clause's
outcome with a negative case. Shipped cards (cards/path/ravine.json) on the terrain kit."""

from __future__ import annotations

import pytest

from rangers_qt.engine import ManualAdjust

from ..terrain_kit import CREST, FAIL, MOUNTAIN, SUN, add, exhausted, remember, table, tokens

BOULDERS = "01332"


@pytest.mark.parametrize(("where", "injuries"), [("r1", [2, 0]), ("r2", [0, 2]), (None, [0, 0])])
def test_loose_boulders_clear_by_harm_injures_the_ranger_it_is_within_reach_of(
    where: str | None, injuries: list[int]
) -> None:
    """01332 Loose Boulders (clear by harm: within a Ranger's reach, that Ranger suffers 2 injuries):
    within r1's or r2's reach - that Ranger only; along the way (negative case) - nobody."""
    g = table(first=BOULDERS, rangers=2)
    rocks = g.iid(BOULDERS)
    zone = "within_reach" if where else "along_the_way"
    g.session.manual(ManualAdjust(action="move", card=rocks, zone=zone, ranger=where))
    add(g, rocks, "harm", 2)
    assert g.where(rocks) == ("path_discard", None)
    assert [r.injuries for r in g.state.rangers] == injuries


@pytest.mark.parametrize(("draw", "moved"), [(SUN, True), (FAIL, False)])
def test_loose_boulders_inch_takes_your_token_and_moves_it_within_another_rangers_reach(
    draw: str, moved: bool
) -> None:
    """01332 Loose Boulders (test Inch, success: your Ranger token goes on it, then it moves within
    another Ranger's reach): success - r1's token on it, within r2's reach; failure (negative case) -
    neither."""
    g = table(first=BOULDERS, rangers=2, draw=draw)
    rocks = g.iid(BOULDERS)
    g.next_ranger("r1")
    g.session.manual(ManualAdjust(action="energy", ranger="r1", aspect="FOC", amount=1))
    g.perform("t1", rocks, energy=2)
    assert (g.ranger("r1").ranger_token_on == rocks) is moved
    assert (g.where(rocks) == ("within_reach", "r2")) is moved


OPILION, WEB, CAVE, BATS, BRIDGE = "01269", "01282", "01293", "01299", "01305"
DOE = "01361"  # Sitka Doe: a being


@pytest.mark.parametrize("wall_in_play", [False, True])
def test_skittish_opilion_sun_spins_a_web_wall_only_when_none_is_in_play(wall_in_play: bool) -> None:
    """01269 Skittish Opilion (sun: with no Web Wall in play, it is exhausted and a Web Wall comes
    from the path deck or discard). The Wall in the discard: it comes along the way and the
    Opilion is exhausted; the Wall already in play (the negative case): the Opilion stays ready."""
    g = table(WEB, first=OPILION, draw=SUN)
    opilion, web = g.iid(OPILION), g.iid(WEB)
    if wall_in_play:
        g.bring(WEB, "along_the_way")
    else:
        g.session.manual(ManualAdjust(action="move", card=web, zone="path_discard"))
    remember(g)
    assert exhausted(g, opilion) is not wall_in_play
    assert g.where(web) == ("along_the_way", None)


@pytest.mark.parametrize("hazard", [False, True])
def test_skittish_opilion_mountain_hides_in_the_path_deck_without_a_hazard(hazard: bool) -> None:
    """01269 Skittish Opilion (mountain: with no hazard in play it is shuffled into the path deck).
    No hazard: into the deck; the Web Wall (a hazard) in play (the negative case): it stays."""
    g = table(WEB, first=OPILION, draw=MOUNTAIN)
    opilion = g.iid(OPILION)
    if hazard:
        g.bring(WEB, "along_the_way")
    remember(g)
    assert g.where(opilion) == (("within_reach", "r1") if hazard else ("path_deck", None))


@pytest.mark.parametrize("draw", [CREST, SUN])
def test_web_wall_crest_takes_your_token_only_and_comes_within_your_reach(draw: str) -> None:
    """01282 Web Wall (crest: your Ranger token onto it, then it moves within reach). Two Rangers,
    r1 testing: r1's token is on it and it is within r1's reach, r2's token stays on r2's role;
    a sun draw (the negative case): no token moves, it stays along the way."""
    g = table(first=WEB, draw=draw, rangers=2)
    web = g.iid(WEB)
    g.next_ranger("r1")
    remember(g)
    assert (g.ranger("r1").ranger_token_on == web) is (draw == CREST)
    assert g.ranger("r2").ranger_token_on is None
    assert g.where(web) == (("within_reach", "r1") if draw == CREST else ("along_the_way", None))


@pytest.mark.parametrize("bats", [True, False])
def test_talus_cave_sun_adds_a_bat_to_each_nycta_bats(bats: bool) -> None:
    """01293 Talus Cave (sun: with Nycta Bats in play, 1 bat on each). The Bats (entering with 2):
    3; no Bats in play (the negative case): no token on any card in play."""
    g = table(BATS, first=CAVE, draw=SUN)
    cave = g.iid(CAVE)
    if bats:
        g.session.manual(ManualAdjust(action="exhaust", card=g.bring(BATS)))  # its own sun quiet
    remember(g)
    if bats:
        assert tokens(g, g.iid(BATS)) == {"bat": 3}
    else:
        assert g.where(g.iid(BATS))[0] == "path_deck" and tokens(g, cave) == {}


@pytest.mark.parametrize("active_being", [False, True])
def test_talus_cave_mountain_brings_the_next_being_when_none_is_active(active_being: bool) -> None:
    """01293 Talus Cave (mountain: with no active being, the cave is exhausted and the next being
    of the path deck enters play). The Web Wall on top, the Doe below: the Doe comes within reach,
    the Wall stays; an active being in play (the Opilion, the negative case): the cave stays ready
    and the Doe in the deck."""
    g = table(WEB, DOE, OPILION, first=CAVE, draw=MOUNTAIN)
    cave = g.iid(CAVE)
    if active_being:
        g.bring(OPILION, "along_the_way")
        g.bring(WEB, "along_the_way")  # a hazard: the Opilion's own mountain stays quiet
    remember(g)
    assert exhausted(g, cave) is not active_being
    assert g.where(g.iid(DOE)) == (("path_deck", None) if active_being else ("within_reach", "r1"))
    if not active_being:
        assert g.where(g.iid(WEB)) == ("path_deck", None)


@pytest.mark.parametrize(("draw", "on_it"), [(SUN, True), (FAIL, False)])
def test_fraying_rope_bridge_brave_moves_your_token_onto_it(draw: str, on_it: bool) -> None:
    """01305 Fraying Rope Bridge (test Brave [2], success: your Ranger token onto it). Effort 2: it
    is on the bridge; the -2 card (the negative case): the token stays off it."""
    g = table(first=BRIDGE, draw=draw, rangers=2)
    bridge = g.iid(BRIDGE)
    g.next_ranger("r1")
    g.perform("t1", bridge, energy=2)
    assert (g.ranger("r1").ranger_token_on == bridge) is on_it
    assert g.ranger("r2").ranger_token_on is None
