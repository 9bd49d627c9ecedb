"""Traveler background cards (cards/ranger/traveler.json) through the prompt protocol: moments
played from hand, gear abilities paid with exhaust and tokens, tests printed on gear."""

from __future__ import annotations

import pytest

from .background_kit import BOG, DOE, HEART, fatigue, table, tokens
from .background_kit import energy as add_energy

EAGLE_EYE, PILLOW = "01001", "01009"
TRAIL_MIX, MULTITOOL, PATHS, STRIDER = "01004", "01007", "01002", "01003"


def test_eagle_eye_scouts_three_path_cards_then_draws_the_new_top_one() -> None:
    g = table(hand=(EAGLE_EYE,), path=(BOG, DOE, HEART, BOG))  # the round's draw takes the first
    doe, heart, bog2 = g.iid(DOE), g.iid(HEART), g.iid(BOG, 1)
    g.play(g.iid(EAGLE_EYE))
    g.expect("scout")
    g.pick(f"bottom:{doe}")
    g.pick(f"bottom:{heart}")
    g.pick(f"top:{bog2}")
    g.expect("turn")
    assert g.where(bog2) == ("along_the_way", None)  # the card left on top was drawn
    assert g.state.path_deck == [doe, heart]
    assert g.where(g.iid(EAGLE_EYE))[0] == "discard"


def test_meditation_pillow_shuffles_fatigue_equal_to_effort_into_the_deck() -> None:
    for energy in (1, 2, 3):  # effort 1..3 against 2 fatigue: one below, at and above the stack
        g = table(hand=(PILLOW,), path=(HEART,))
        pillow = g.bring(PILLOW, zone="player_area")
        fatigue(g, 2)
        if energy == 3:
            add_energy(g, "FOC", 1)
        deck, sessions = len(g.ranger().deck), tokens(g, pillow)["session"]
        g.perform("t1", None, energy=energy, source=pillow)
        moved = min(energy, 2)
        assert len(g.ranger().fatigue) == 2 - moved, energy
        assert len(g.ranger().deck) == deck + moved
        assert tokens(g, pillow) == {"session": sessions - 1}  # the test used one of its tokens


@pytest.mark.parametrize("fit, left", [(2, 1), (3, 0), (4, 0)])
def test_trail_mix_soothes_a_chosen_ranger_by_the_fit_in_their_pool(fit: int, left: int) -> None:
    g = table(hand=(TRAIL_MIX,), rangers=2)
    g.pick("next:r1", "choose_next")
    mix = g.bring(TRAIL_MIX, zone="player_area")
    fatigue(g, 3, "r2")
    add_energy(g, "FIT", fit - g.ranger("r2").energy.get("FIT", 0), "r2")
    g.pick(f"ability:{mix}", "turn")
    g.pick("ranger:r2", "effect_choice")
    assert len(g.ranger("r2").fatigue) == left  # one below, at and above the 3 fatigue
    assert tokens(g, mix) == {"morsel": 1} and g.state.cards[mix].exhausted


def test_adaptable_multitool_turns_one_energy_into_another() -> None:
    g = table(hand=(MULTITOOL,))
    tool = g.bring(MULTITOOL, zone="player_area")
    before = dict(g.ranger().energy)
    g.pick(f"ability:{tool}", "turn")
    g.pick("energy:AWA", "effect_choice")  # spend
    g.pick("energy:SPI", "effect_choice")  # gain
    after = g.ranger().energy
    assert after["AWA"] == before["AWA"] - 1 and after["SPI"] == before["SPI"] + 1
    assert tokens(g, tool) == {"charge": 2} and g.state.cards[tool].exhausted


def test_adaptable_multitool_is_not_offered_with_an_empty_energy_pool() -> None:
    g = table(hand=(MULTITOOL,))
    tool = g.bring(MULTITOOL, zone="player_area")
    for aspect, n in dict(g.ranger().energy).items():
        if n:
            add_energy(g, aspect, -n)
    g.expect("turn")
    assert f"ability:{tool}" not in g.options()


def test_paths_we_ve_roamed_before_stacks_up_to_four_moments_or_attributes_from_discards() -> None:
    deck = (PATHS, EAGLE_EYE, EAGLE_EYE, STRIDER, STRIDER, PATHS, TRAIL_MIX, PILLOW)
    g = table(hand=deck)
    mine = g.iid(PATHS)
    discards = [g.bring(c, zone="discard", nth=n) for c, n in ((EAGLE_EYE, 0), (EAGLE_EYE, 1), (STRIDER, 0))]
    discards.append(g.bring(STRIDER, zone="discard", nth=1))
    other_paths, gear = g.bring(PATHS, zone="discard", nth=1), g.bring(TRAIL_MIX, zone="discard")
    g.play(mine)
    offered = [o for o in g.options() if o.startswith("card:")]
    assert f"card:{other_paths}" not in offered and f"card:{gear}" not in offered
    for c in discards:  # four picked: no fifth question
        g.pick(f"card:{c}", "effect_choice")
    assert g.ranger().fatigue == list(reversed(discards))
    g.expect("turn")
