"""Issue #27, the card audit (docs/card-audit-path.md): the Swamp set as printed, each clause's
outcome with a negative case. Shipped cards (cards/path/swamp.json) on the terrain kit's table."""

from __future__ import annotations

from engine.helpers import Game

from rangers_qt.engine import ManualAdjust

from ..terrain_kit import MOUNTAIN, SUN, add, exhausted, remember, table, tokens
from .printed_kit import check_success_needs_success

HEART = "01388"
HYDRA, REACTOR, MARMOT, MUD, RUINS = "01259", "01289", "01313", "01323", "01337"
DOE, LUTRINAL = "01361", "01301"


def _routes(g: Game) -> list[str]:
    return [r.destination for r in g.state.day.routes_once]


def test_heart_of_the_swamp_clear_by_progress_is_set_aside_and_opens_the_marsh() -> None:
    """01388 Heart of the Swamp (clear by progress: the card is set aside; the next travel may go to
    the Marsh of Rebirth): at its threshold (5 progress, one Ranger) it leaves play for the set-aside
    cards, not the path discard, and the Marsh is a destination of the next travel."""
    g = table(first=HEART)
    heart = g.iid(HEART)
    add(g, heart, "progress", 4)  # one below the threshold: still in play, no route
    assert g.where(heart)[0] == "along_the_way" and _routes(g) == []
    add(g, heart, "progress", 1)
    assert g.where(heart) == ("set_aside", None)
    assert _routes(g) == ["marsh_of_rebirth"]


def test_heart_of_the_swamp_discarded_by_its_sun_effect_opens_nothing() -> None:
    """01388 Heart of the Swamp (sun: with an odd number of progress it is discarded; negative case
    of its clear): discarded, not cleared - it goes to the path discard and opens no route."""
    g = table(first=HEART, draw=SUN)
    heart = g.iid(HEART)
    add(g, heart, "progress", 1)
    remember(g)
    assert g.where(heart) == ("path_discard", None) and _routes(g) == []


def test_heart_of_the_swamp_sun_leaves_it_on_an_even_count() -> None:
    """01388 Heart of the Swamp (sun, condition false): 2 progress (even) - it stays in play."""
    g = table(first=HEART, draw=SUN)
    heart = g.iid(HEART)
    add(g, heart, "progress", 2)
    remember(g)
    assert g.where(heart)[0] == "along_the_way" and tokens(g, heart) == {"progress": 2}


def test_hydraworm_clear_by_harm_hurts_no_other_being() -> None:
    """01259 Hydraworm (clear by harm: 1 harm on each other Hydraworm; negative case): cleared beside
    a Sitka Doe (not a Hydraworm), the doe takes no harm."""
    g = table(DOE, first=HYDRA)
    hydra, doe = g.iid(HYDRA), g.bring(DOE)
    add(g, hydra, "harm", 5)
    assert g.where(hydra) == ("path_discard", None) and tokens(g, doe) == {}


def test_hydraworm_mountain_alone_in_its_area_stays() -> None:
    """01259 Hydraworm (mountain: with another Hydraworm in its area it moves away; negative case):
    alone within reach, it stays and nothing is asked."""
    g = table(first=HYDRA, draw=MOUNTAIN)
    remember(g)
    assert g.where(g.iid(HYDRA)) == ("within_reach", "r1") and g.prompt.kind == "turn"


def _hydraworm_exhausted(card: str) -> Game:
    g = table(HYDRA, first=card, draw=MOUNTAIN)
    hydra = g.bring(HYDRA)
    g.session.manual(ManualAdjust(action="exhaust", card=hydra))
    remember(g)
    return g


def test_overgrown_reactor_and_ruins_mountain_need_an_active_hydraworm() -> None:
    """01289 Overgrown Reactor, 01337 Overgrown Ruins (mountain: with an active Hydraworm, 1 harm on
    this card; negative case): the Hydraworm exhausted - no harm."""
    for card in (REACTOR, RUINS):
        g = _hydraworm_exhausted(card)
        assert tokens(g, g.iid(card)) == {}, card


def test_intrepid_marmot_sun_with_a_predator_in_play_does_nothing() -> None:
    """01313 Intrepid Marmot (sun: with no predator in play it exhausts and you draw a path card;
    negative case): a Romping Lutrinal (a predator) in play - the Marmot stays ready, the Doe stays
    in the path deck."""
    g = table(LUTRINAL, DOE, first=MARMOT, draw=SUN)
    g.bring(LUTRINAL, "along_the_way")
    remember(g)
    assert not exhausted(g, g.iid(MARMOT)) and g.where(g.iid(DOE)) == ("path_deck", None)


def test_black_mud_exhausts_your_role_on_a_mountain_only() -> None:
    """01323 Black Mud (mountain: exhaust your role; negative case): a sun leaves the role ready."""
    g = table(first=MUD, draw=SUN)
    remember(g)
    assert not exhausted(g, g.ranger().role)
    g2 = table(first=MUD, draw=MOUNTAIN)
    remember(g2)
    assert exhausted(g2, g2.ranger().role)


def test_overgrown_ruins_discover_does_nothing_when_failed() -> None:
    """01337 Overgrown Ruins (Discover, success: your token moves to it): with the -2 card it does
    nothing (the +1 card runs it)."""
    check_success_needs_success(RUINS, "t1", target="self", zone="within_reach")


def test_overgrown_ruins_clear_by_progress_without_a_token_reads_nothing() -> None:
    """01337 Overgrown Ruins (clear by progress: with a Ranger token on it, entry 9.2; negative case):
    cleared with no token on it, no entry."""
    g = table(first=RUINS)
    ruins = g.iid(RUINS)
    result = g.session.manual(ManualAdjust(action="add_tokens", card=ruins, token="progress", amount=5))
    assert g.where(ruins) == ("path_discard", None)
    assert not any(e.kind == "guide_entry" for e in result.events)


def test_overgrown_ruins_clear_by_harm_drawing_another_card_fatigues_no_one() -> None:
    """01337 Overgrown Ruins (clear by harm: draw a path card; a Hydraworm fatigues you; negative
    case): the card drawn is a Sitka Doe - it comes within reach and nobody is fatigued."""
    g = table(DOE, first=RUINS)
    add(g, g.iid(RUINS), "harm", 4)
    assert g.where(g.iid(DOE)) == ("within_reach", "r1") and g.ranger().fatigue == []
