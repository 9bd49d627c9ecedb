"""Issue #27, the card audit (docs/card-audit-path.md): the White Sky set as printed, each
clause's outcome with a negative case. Shipped cards (cards/path/white_sky.json) on the terrain
kit."""

from __future__ import annotations

from ..pathsets_kit import STEAM
from ..terrain_kit import MOUNTAIN, table, tokens

VIRA = "01327"
CURRENT = "01280"  # Strong Current: a Water feature without Obstacle


def test_vira_ask_discards_only_a_water_obstacle_and_still_takes_three_progress() -> None:
    """01327 Vira, Lake Guide (test Ask [3], success: a Water obstacle discarded, 3 progress on
    her). Two Rangers (threshold 6): the Steam (Water, Obstacle) is discarded and Vira has 3;
    only the Strong Current in play (Water, no Obstacle; the negative case of the discard): it
    stays, and the 3 progress still come."""
    for other, gone in ((STEAM, True), (CURRENT, False)):
        g = table(STEAM, CURRENT, first=VIRA, draw=MOUNTAIN, rangers=2)  # 2 energy + 1
        vira, card = g.iid(VIRA), g.bring(other, "along_the_way")
        g.next_ranger("r1")
        g.perform("t1", vira, energy=2)
        assert (g.where(card) == ("path_discard", None)) is gone, other
        assert tokens(g, vira) == {"progress": 3}
