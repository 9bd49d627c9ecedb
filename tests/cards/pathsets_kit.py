"""Shared pieces for the location path sets' tests (tests/cards/test_pathsets_*.py): the cards
they lean on from other sets and a reader for the guide entries a result names. The tables are
terrain_kit's and location_kit's."""

from __future__ import annotations

from typing import Any

#: Predators from terrain sets whose own challenge effects stay quiet in these tables: the
#: Ursus along the way (its crest needs it within reach, its mountain a fish), the Wolhund
#: within reach (its crest needs 3 fatigue).
URSUS, WOLHUND = "01256", "01345"
#: Water obstacles (Vira's Ask): Tributary Steam (along the way, no challenge effects).
STEAM = "01315"


def guides(result: Any) -> list[str]:
    """The campaign guide entries a manual adjustment's or an answer's events name."""
    return [e.text for e in result.events if e.kind == "guide_entry"]
