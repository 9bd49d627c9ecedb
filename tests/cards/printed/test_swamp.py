"""Issue #27, the card audit (docs/card-audit-path.md): the Swamp set as printed, each clause's
outcome with a negative case. Shipped cards (cards/path/swamp.json) on the terrain kit's table."""

from __future__ import annotations

from engine.helpers import Game

from ..terrain_kit import SUN, add, remember, table, tokens

HEART = "01388"


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
