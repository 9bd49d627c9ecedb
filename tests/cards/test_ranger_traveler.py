"""Traveler background cards (cards/ranger/traveler.json) through the prompt protocol. Only Eagle
Eye is scripted so far; the rest wait for the ability trigger, response windows, commit rules and
verbs for Ranger discards (issue #12 report)."""

from __future__ import annotations

from .background_kit import BOG, DOE, HEART, table

EAGLE_EYE = "01001"


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
