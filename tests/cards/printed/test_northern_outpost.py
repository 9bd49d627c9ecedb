"""Issue #27, the card audit (docs/card-audit-path.md): the Northern Outpost set as printed, each
clause's outcome with a negative case. Shipped cards (cards/path/northern_outpost.json) on the
terrain kit."""

from __future__ import annotations

import pytest

from ..pathsets_kit import URSUS
from ..terrain_kit import MOUNTAIN, exhausted, remember, table

DEEP_WOODS = "01400"
RUINS, QUIET = "01337", "01298"  # a feature (no predator) and a second predator


@pytest.mark.parametrize("predators", [True, False])
def test_the_deep_woods_mountain_exhausts_it_and_brings_the_next_predator_unasked(predators: bool) -> None:
    """01400 The Deep Woods (mountain: it is exhausted; search the path deck for the next predator,
    into play). The deck holds the Ruins, the Ursus, then Quiet: the Ursus (first from the top)
    comes into play with no pick, Quiet stays; no predator in the deck (the negative case): it is
    still exhausted and nothing enters play."""
    below = (RUINS, URSUS, QUIET) if predators else (RUINS,)
    g = table(*below, first=DEEP_WOODS, draw=MOUNTAIN)
    woods = g.iid(DEEP_WOODS)
    remember(g)
    g.expect("turn")
    assert exhausted(g, woods)
    assert g.where(g.iid(RUINS))[0] == "path_deck"
    if predators:
        assert g.where(g.iid(URSUS)) == ("along_the_way", None)
        assert g.where(g.iid(QUIET))[0] == "path_deck"
    else:
        assert g.ranger().within_reach == [] and [g.state.cards[i].def_id for i in g.state.along_the_way] == [
            DEEP_WOODS
        ]
