"""Issue #27, the card audit (docs/card-audit-path.md): the Meadow set as printed, each clause's
outcome with a negative case. Shipped cards (cards/path/meadow.json) on the terrain kit."""

from __future__ import annotations

import pytest
from engine.helpers import Game

from rangers_qt.engine import ManualAdjust

from ..pathsets_kit import guides
from ..terrain_kit import CATALOG, MOUNTAIN, table

STILT_HORSE, ASSEMBLAGE = "01355", "01381"
SENSOR, MULTITOOL = "01042", "01007"  # starting gear: FIT level 1, FOC level 2


@pytest.mark.parametrize(("kind", "entry"), [("progress", True), ("harm", False)])
def test_trained_stilt_horse_clear_by_progress_reads_its_entry(kind: str, entry: bool) -> None:
    """01355 Trained Stilt-Horse (clear by progress: entry 68). 3 progress (its threshold, one
    Ranger) clear it and the entry is read; cleared by 3 harm instead (the negative case) it is
    discarded with no entry."""
    g = table(first=STILT_HORSE)
    horse = g.iid(STILT_HORSE)
    result = g.session.manual(ManualAdjust(action="add_tokens", card=horse, token=kind, amount=3))
    assert g.where(horse) == ("path_discard", None)
    assert any("68" in t for t in guides(result)) is entry


def _haggle(hand: list[str], foc: int) -> tuple[list[str], Game]:
    """Haggle [3] with ``hand`` on top of r1's deck and FOC ``foc``: 2 energy (1 more given when the
    aspect is lower) and the mountain card's +1. Returns the collection cards offered and the game."""
    extra = (CATALOG.card(SENSOR), CATALOG.card(MULTITOOL))
    aspects = {"AWA": 2, "FIT": 2, "FOC": foc, "SPI": 2}
    g = table(first=ASSEMBLAGE, draw=MOUNTAIN, extra=extra, decks=[hand], aspects=aspects)
    if foc < 2:
        g.session.manual(ManualAdjust(action="energy", ranger="r1", aspect="FOC", amount=2 - foc))
    g.perform("t1", g.iid(ASSEMBLAGE), energy=2)
    offered = (
        [o for o in g.options() if o.startswith("collection:")] if g.prompt.kind == "effect_choice" else []
    )
    return offered, g


@pytest.mark.parametrize(("foc", "tool"), [(2, True), (1, False)])
def test_growers_assemblage_haggle_offers_only_starting_gear_you_meet_the_aspect_of(
    foc: int, tool: bool
) -> None:
    """01381 Grower's Assemblage (test Haggle, success: a gear from your hand returns to the
    collection, then a starting gear whose aspect requirement you meet joins your hand for good).
    FOC 2: the Multitool (FOC level 2) is offered; FOC 1 (the negative case): it is not."""
    offered, _g = _haggle([SENSOR], foc)
    assert (f"collection:{MULTITOOL}" in offered) is tool


def test_growers_assemblage_haggle_without_a_gear_in_hand_takes_nothing() -> None:
    """01381 Grower's Assemblage (test Haggle; the cost unpayable, the negative case): no gear in
    hand - nothing returns to the collection, no gear is offered, the deck is unchanged."""
    offered, g = _haggle([], 2)
    assert offered == []
    assert g.state.day.deck_changes == []
