"""Rulebook: Fatigue; Additional Concepts, Injury; Ending the Day."""

from __future__ import annotations

from rangers_qt.engine import ManualAdjust

from .helpers import Game, being, location


def test_fatigue_moves_top_cards_face_down() -> None:
    """Rulebook: Fatigue - cards from the top of the deck go face down to the fatigue stack."""
    g = Game()
    top = g.ranger().deck[:2]
    g.session.manual(ManualAdjust(action="fatigue", ranger="r1", amount=2))
    assert g.ranger().fatigue == top
    assert all(not g.state.cards[i].face_up for i in top)


def test_not_enough_cards_to_fatigue_ends_the_day() -> None:
    """Rulebook: Fatigue - not enough cards to suffer fatigue: end the day."""
    g = Game()
    n = len(g.ranger().deck)
    g.session.manual(ManualAdjust(action="fatigue", ranger="r1", amount=n + 1))
    assert g.state.phase == "ended" and "too fatigued" in (g.state.day_over or "")
    assert g.session.prompt is None


def test_fatigue_from_interaction_can_end_the_day_mid_test() -> None:
    """Rulebook: Ending the Day, Ranger too Fatigued - the day ends immediately."""
    g = Game([being("TA", presence=3, area="along_the_way"), location()], path=["TA"])
    deck = list(g.ranger().deck)
    for iid in deck[:-2]:
        g.session.manual(ManualAdjust(action="move", card=iid, zone="discard", ranger="r1"))
    loc = g.state.surroundings[0]
    g.pick(f"test:common:traverse:{loc}", "turn")
    assert g.state.phase == "ended" and g.session.prompt is None


def test_soothe_returns_fatigue_to_hand() -> None:
    """Rulebook: Soothing Fatigue."""
    g = Game()
    g.session.manual(ManualAdjust(action="fatigue", ranger="r1", amount=3))
    fat = list(g.ranger().fatigue)
    g.session.manual(ManualAdjust(action="soothe", ranger="r1", amount=2))
    assert g.ranger().fatigue == fat[2:] and set(fat[:2]) <= set(g.ranger().hand)


def test_third_injury_ends_day_at_end_of_turn() -> None:
    """Rulebook: Ending the Day, Ranger too Injured - at the end of the current turn."""
    g = Game([location(presence=3)], challenge_order=["TCM"])
    g.session.manual(ManualAdjust(action="injure", ranger="r1"))
    g.session.manual(ManualAdjust(action="injure", ranger="r1"))
    assert g.state.phase == "turns"
    loc = g.state.surroundings[0]
    g.pick(f"test:common:traverse:{loc}", "turn")
    g.pick("energy:1", "commit_energy")
    assert g.ranger().injuries == 3
    assert g.state.phase == "ended" and "third injury" in (g.state.day_over or "")
    assert g.events("day_over")


def test_third_injury_during_a_turn_waits_for_the_turn_end() -> None:
    """Rulebook: Ending the Day - the injury happens mid-test; challenge effects still resolve first."""
    g = Game([location(presence=3, challenge=("crest",))], challenge_order=["TCM"])
    g.session.manual(ManualAdjust(action="injure", ranger="r1"))
    g.session.manual(ManualAdjust(action="injure", ranger="r1"))
    loc = g.state.surroundings[0]
    g.pick(f"test:common:traverse:{loc}", "turn")
    g.pick("energy:1", "commit_energy")
    g.expect("manual_effect")  # the location's crest effect, still inside the turn
    assert g.state.phase == "turns"
    g.pick("done")
    assert g.state.phase == "ended"
