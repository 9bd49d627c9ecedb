"""Traveler background cards (cards/ranger/traveler.json) through the prompt protocol. Only Eagle
Eye is scripted so far; the rest wait for the ability trigger, response windows, commit rules and
verbs for Ranger discards (issue #12 report)."""

from __future__ import annotations

from .background_kit import BOG, DOE, HEART, fatigue, table, tokens
from .background_kit import energy as add_energy

EAGLE_EYE, PILLOW = "01001", "01009"


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
