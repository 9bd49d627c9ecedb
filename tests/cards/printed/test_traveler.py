"""Traveler cards (cards/ranger/traveler.json): printed outcomes and their negative
cases (docs/card-audit-ranger.md)."""

from __future__ import annotations

import pytest
from engine.helpers import Game

from .printed_kit import (
    ARTILOPE,
    BOG,
    DOE,
    HEART,
    adjust,
    check_success_needs_success,
    check_unique,
    fatigue_of,
    offered_plays,
    printed_table,
    set_energy,
    tokens,
)

IRONWOOL = "01008"


def test_01008_ironwool_boots_keyword_unique_a_second_copy_discards_the_first() -> None:
    """01008 Ironwool Boots, keyword Unique: equipping the second copy discards the first."""
    check_unique(IRONWOOL)


def test_01009_meditation_pillow_meditate_succeeds_to_resolve() -> None:
    """01009 Meditation Pillow, test Meditate: success: the shuffle runs when the test succeeds and
    not when it fails."""
    check_success_needs_success("01009")


TRAIL_MIX = "01004"


def test_01004_trail_mix_is_not_offered_with_no_fitness_in_the_pool() -> None:
    """01004 Trail Mix, ability 1 (exhaust, use 1 morsel): the chosen Ranger soothes fatigue equal to
    their FIT energy; with none in their pool it would soothe nothing, so it is not offered and the
    morsel stays (the sweep's group R1: tests/cards/printed/test_sweep_r1.py; the soothe:
    tests/cards/test_ranger_traveler.py)."""
    g = printed_table(((TRAIL_MIX,),), path=(HEART,))
    mix = g.bring(TRAIL_MIX, zone="player_area")
    adjust(g, action="fatigue", ranger="r1", amount=2)
    set_energy(g, AWA=1)
    assert f"ability:{mix}" not in g.options()
    assert fatigue_of(g) == 2 and tokens(g, mix) == {"morsel": 2}


EAGLE_EYE, RECALL, LOCKET, PATHS = "01001", "01006", "01005", "01002"


def test_01001_eagle_eye_play_the_draw_takes_the_top_card_after_the_scout() -> None:
    """01001 Eagle Eye, play: 3 path cards are scouted, then 1 path card is drawn from the top as
    the scout left it. Negative case: every scouted card sent to the bottom, none of them is the
    card drawn (the fourth card is), and only one card leaves the path deck; no Ranger deck is
    touched."""
    g = printed_table(((EAGLE_EYE,),), path=(BOG, DOE, HEART, BOG, ARTILOPE))
    doe, heart, bog2, artilope = g.iid(DOE), g.iid(HEART), g.iid(BOG, 1), g.iid(ARTILOPE)
    assert g.state.path_deck == [doe, heart, bog2, artilope]  # the round's draw took the first
    deck = len(g.ranger().deck)
    g.play(g.iid(EAGLE_EYE))
    p = g.expect("scout")
    assert {o.card for o in p.options if o.card} == {doe, heart, bog2}  # 3 of the 4
    for iid in (doe, heart, bog2):
        g.pick(f"bottom:{iid}", "scout")
    g.expect("turn")
    assert g.where(artilope)[0] in ("within_reach", "along_the_way")
    assert g.state.path_deck == [doe, heart, bog2] and len(g.ranger().deck) == deck


STRIDER = "01003"  # an attribute: Paths We've Roamed Before's guard holds with it in a discard


def _recall_table(foc: int) -> tuple[Game, str, str]:
    g = printed_table(((RECALL, PATHS, STRIDER),), path=(HEART, BOG, DOE))
    paths = g.bring(PATHS, zone="discard")  # a moment of cost 2 in the discard
    g.bring(STRIDER, zone="discard")  # (something for it to act on: ruling R93)
    set_energy(g, FOC=foc)
    return g, g.iid(RECALL), paths


@pytest.mark.parametrize("foc", [1, 2, 3])
def test_01006_perfect_recall_play_x_is_the_chosen_moments_cost(foc: int) -> None:
    """01006 Perfect Recall, play: a moment in your discard is played, X (paid in FOC) being that
    moment's cost, not its own aspect's energy. Thresholds: with 1 FOC (one below the moment's cost
    of 2) Perfect Recall is not offered; with 2 and 3 it is, and exactly 2 FOC are paid."""
    g, recall, paths = _recall_table(foc)
    if foc < 2:
        assert recall not in offered_plays(g)
        return
    assert recall in offered_plays(g)
    g.play(recall)
    g.pick(f"card:{g.iid(STRIDER)}", "effect_choice")  # Paths We've Roamed Before's text runs
    g.expect("turn")
    assert g.ranger().energy["FOC"] == foc - 2 and g.ranger().energy.get("SPI", 0) == 0
    assert g.where(paths) == ("discard", "r1") and g.where(g.iid(STRIDER)) == ("fatigue", "r1")


def test_01006_perfect_recall_is_not_offered_with_no_moment_in_the_discard() -> None:
    """01006 Perfect Recall, play, negative case: a gear in the discard is no moment to play."""
    g = printed_table(((RECALL, IRONWOOL),), path=(HEART,))
    g.bring(IRONWOOL, zone="discard")
    set_energy(g, FOC=5)
    assert g.iid(RECALL) not in offered_plays(g)


def test_01005_reverb_locket_as_it_enters_play_attaches_a_moment_from_your_hand() -> None:
    """01005 Reverb Locket, as it enters play: a moment from your hand is attached to it. Negative
    case: with only gear in hand nothing is attached, the gear stays in hand and the locket is
    still in play."""
    g = printed_table(((LOCKET, EAGLE_EYE),), path=(HEART, BOG, DOE, BOG))
    locket, eye = g.iid(LOCKET), g.iid(EAGLE_EYE)
    g.play(locket)
    assert g.state.cards[eye].attached_to == locket and eye not in g.ranger().hand
    g = printed_table(((LOCKET, IRONWOOL),), path=(HEART,))
    locket, boots = g.iid(LOCKET), g.iid(IRONWOOL)
    g.play(locket)
    g.expect("turn")
    assert g.where(locket) == ("player_area", "r1") and g.where(boots) == ("hand", "r1")
    assert not [c for c in g.state.cards.values() if c.attached_to == locket]


@pytest.mark.parametrize("echo", [0, 1])
def test_01005_reverb_locket_ability_plays_the_attached_moment_and_keeps_it(echo: int) -> None:
    """01005 Reverb Locket, ability 1 (exhaust, use 1 echo): the attached moment is played as if
    from hand, its cost paid, and stays attached. Negative cases: with no echo left, or once
    exhausted, or when the moment's cost cannot be paid, it is not offered."""
    g = printed_table(((LOCKET, EAGLE_EYE),), path=(HEART, BOG, DOE, BOG))
    locket, eye = g.iid(LOCKET), g.iid(EAGLE_EYE)
    g.play(locket)
    echoes = tokens(g, locket)["echo"]
    adjust(g, action="remove_tokens", card=locket, token="echo", amount=echoes - echo)
    set_energy(g, AWA=1)
    if not echo:
        assert f"ability:{locket}" not in g.options()
        return
    set_energy(g, AWA=0)
    assert f"ability:{locket}" not in g.options()  # Eagle Eye's 1 AWA cannot be paid
    set_energy(g, AWA=1)
    g.pick(f"ability:{locket}", "turn")
    g.expect("scout")
    assert g.ranger().energy["AWA"] == 0 and tokens(g, locket) == {}
    assert g.state.cards[eye].attached_to == locket and g.state.cards[locket].exhausted
    set_energy(g, AWA=1)
    adjust(g, action="add_tokens", card=locket, token="echo", amount=1)
    while g.prompt.kind == "scout":
        g.pick(next(o.id for o in g.prompt.options if o.id.startswith("top:")), "scout")
    g.expect("turn")
    assert f"ability:{locket}" not in g.options()  # exhausted
