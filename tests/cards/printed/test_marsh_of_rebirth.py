"""Issue #27, the card audit (docs/card-audit-path.md): the Marsh of Rebirth set as printed, each
clause's outcome with a negative case. Shipped cards (cards/path/marsh_of_rebirth.json) on the
terrain kit."""

from __future__ import annotations

import pytest

from rangers_qt.engine import ManualAdjust

from ..pathsets_kit import URSUS, guides
from ..terrain_kit import CATALOG, CREST, MOUNTAIN, remember, table, tokens

AELL, ROILING, HYDRAWORM = "01385", "01392", "01259"
DOWNPOUR = "WE02"  # a weather card with rain tokens


@pytest.mark.parametrize(("draw", "added"), [(MOUNTAIN, 1), (CREST, 0)])
def test_aell_mountain_adds_one_token_to_the_weather(draw: str, added: int) -> None:
    """01385 Aell, Ambitious Shaper (mountain: 1 token on the weather card - its own kind, rain on
    Downpour). A mountain draw: 1 more rain; a crest draw (the negative case; no predator for her
    crest): the rain unchanged."""
    g = table(first=AELL, draw=draw, extra=(CATALOG.card(DOWNPOUR),), weather=DOWNPOUR)
    weather = next(i for i in g.state.surroundings if g.state.cards[i].def_id == DOWNPOUR)
    before = tokens(g, weather)["rain"]
    remember(g)
    assert tokens(g, weather)["rain"] == before + added


@pytest.mark.parametrize(("harm", "cleared"), [(6, False), (7, True)])
def test_the_roiling_clear_by_harm_discards_each_hydraworm_only_and_reads_its_entry(
    harm: int, cleared: bool
) -> None:
    """01392 The Roiling (clear by harm, threshold 7: every Hydraworm in play is discarded, entry 72
    read). At 7: it and the Hydraworm go to the path discard, the Ursus (another being) stays; at 6
    (the negative case) nothing is discarded and no entry is read."""
    g = table(HYDRAWORM, URSUS, first=ROILING)
    roiling, worm, ursus = g.iid(ROILING), g.bring(HYDRAWORM), g.bring(URSUS, "along_the_way")
    result = g.session.manual(ManualAdjust(action="add_tokens", card=roiling, token="harm", amount=harm))
    gone = ("path_discard", None)
    assert (g.where(roiling) == gone) is cleared and (g.where(worm) == gone) is cleared
    assert g.where(ursus) == ("along_the_way", None)
    assert any("72" in t for t in guides(result)) is cleared
