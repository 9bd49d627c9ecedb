"""Issue #27, the card audit (docs/card-audit-path.md): the Branch set as printed, each clause's
outcome with a negative case. Shipped cards (cards/path/branch.json) on the terrain kit."""

from __future__ import annotations

import pytest

from ..pathsets_kit import STEAM, URSUS
from ..terrain_kit import FAIL, SUN, add, exhausted, table, tokens

HORNBRANCH, LYN, TESORAL, SEILO = "01383", "01389", "01396", "01403"
RUINS = "01337"  # Overgrown Ruins: a feature along the way, no entering-play text


@pytest.mark.parametrize(("first", "drawn"), [(HORNBRANCH, True), (RUINS, False)])
def test_the_hornbranch_entering_play_draws_one_path_card(first: str, drawn: bool) -> None:
    """01383 The Hornbranch (when it enters play: draw 1 path card). Drawn by the round: the card
    below it (Lyn Mira) comes into play too, and only that one (Seilo stays in the deck); the
    negative case: another feature drawn in its place draws nothing more."""
    g = table(LYN, SEILO, first=first)
    assert g.where(g.iid(first))[0] == "along_the_way"
    assert (g.where(g.iid(LYN)) == ("within_reach", "r1")) is drawn
    assert g.where(g.iid(SEILO))[0] == "path_deck"


@pytest.mark.parametrize(("energy", "draw", "tired"), [(1, SUN, 1), (2, SUN, 2), (2, FAIL, 0)])
def test_the_hornbranch_sound_adds_one_progress_and_exhausts_a_being_per_effort(
    energy: int, draw: str, tired: int
) -> None:
    """01383 The Hornbranch (test Sound, success: 1 progress on it and as many beings exhausted as
    the effort; only ready beings are offered). Effort 1: one being; effort 2: two; a failed test
    (the -2 card) adds nothing and exhausts nobody."""
    # Two Rangers (progress threshold 2, so 1 progress does not clear it); the round's and its
    # own draws take the Ruins and the Steam.
    g = table(RUINS, STEAM, LYN, SEILO, URSUS, first=HORNBRANCH, draw=draw, rangers=2)
    horn = g.iid(HORNBRANCH)
    g.next_ranger("r1")
    beings = [g.bring(LYN), g.bring(SEILO), g.bring(URSUS, "along_the_way")]
    g.perform("t1", horn, energy=energy)
    for _ in range(tired):
        offered = [o for o in g.options() if o.startswith("card:")]
        assert sorted(offered) == sorted(f"card:{b}" for b in beings if not exhausted(g, b))
        g.pick(offered[0], "effect_choice")
    assert not [o for o in g.options() if o.startswith("card:")]  # no more being asked for
    assert sum(exhausted(g, b) for b in beings) == tired
    assert tokens(g, horn).get("progress", 0) == (1 if draw == SUN else 0)


@pytest.mark.parametrize("humans", [True, False])
def test_the_hornbranch_clear_by_progress_brings_the_next_human_unasked(humans: bool) -> None:
    """01383 The Hornbranch (clear by progress: search the path deck for the next human, into
    play). Its entering-play draw takes the Ruins; below, the Ursus (no human) then Seilo then Lyn:
    Seilo, the first human from the top, comes within reach with no pick; the negative case: no
    human in the deck, nothing enters play."""
    below = (RUINS, URSUS, SEILO, LYN) if humans else (RUINS, URSUS)
    g = table(*below, first=HORNBRANCH)
    horn = g.iid(HORNBRANCH)
    add(g, horn, "progress", 1)  # threshold 1 per Ranger
    g.expect("turn")
    assert g.where(horn) == ("path_discard", None)
    assert g.where(g.iid(URSUS))[0] == "path_deck"
    if humans:
        assert g.where(g.iid(SEILO)) == ("within_reach", "r1")
        assert g.where(g.iid(LYN))[0] == "path_deck"
    else:
        assert [i for i in g.ranger().within_reach] == []
