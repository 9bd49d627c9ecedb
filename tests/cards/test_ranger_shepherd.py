"""Shepherd background cards (cards/ranger/shepherd.json) through the prompt protocol. Riri's and
Oru's exhaust abilities, the responses and the attachment wait for the language (issue #12 report)."""

from __future__ import annotations

from engine.helpers import Game

from rangers_qt.engine import ManualAdjust

from .background_kit import BOG, DOE, HEART, PASS, add, fatigue, table, tokens

HEALING_TOUCH, GENTLE_NUDGE, RIRI, ORU, HOMEWARD_BOUND = "01025", "01021", "01020", "01027", "01022"


def _option(g: Game, label: str) -> str:
    found = [o.id for o in g.prompt.options if label in o.label]
    assert len(found) == 1, [o.label for o in g.prompt.options]
    return found[0]


def test_healing_touch_turns_one_harm_on_a_being_into_three_progress() -> None:
    g = table(hand=(HEALING_TOUCH,), path=(HEART, DOE))
    doe = g.bring(DOE)
    add(g, doe, "harm", 1)
    g.play(g.iid(HEALING_TOUCH))
    g.pick(_option(g, "Harm to progress"), "effect_choice")
    g.expect("turn")
    assert tokens(g, doe) == {"progress": 3}


def test_healing_touch_heals_an_injury_of_a_chosen_ranger() -> None:
    g = table(hand=(HEALING_TOUCH,), path=(HEART,), rangers=2)
    g.session.manual(ManualAdjust(action="injure", ranger="r2", amount=1))
    g.next_ranger("r1")
    g.play(g.iid(HEALING_TOUCH))
    g.pick(_option(g, "Heal"), "effect_choice")
    g.pick("ranger:r2", "effect_choice")
    assert g.state.ranger("r2").injuries == 0


def test_a_gentle_nudge_lets_each_ranger_move_a_being_within_their_reach_and_adds_progress() -> None:
    g = table(hand=(GENTLE_NUDGE,), path=(HEART, DOE, DOE), rangers=2)
    mine, theirs = g.bring(DOE), g.bring(DOE, ranger="r2", nth=1)
    g.next_ranger("r1")
    g.play(g.iid(GENTLE_NUDGE))
    assert g.prompt.ranger == "r1"
    g.pick(_option(g, "Move a being"), "effect_may")
    g.pick("area:along_the_way:-", "effect_choice")
    assert g.where(mine) == ("along_the_way", None) and tokens(g, mine) == {"progress": 1}
    g.expect("effect_may", ranger="r2")
    g.pick(_option(g, "Move a being"), "effect_may")
    g.pick("area:within_reach:r1", "effect_choice")  # the area is picked by the card's player
    assert g.where(theirs) == ("within_reach", "r1") and tokens(g, theirs) == {"progress": 1}
    g.expect("choose_next")  # playing the moment was r1's turn


def test_a_gentle_nudge_moves_nothing_for_a_ranger_who_declines() -> None:
    g = table(hand=(GENTLE_NUDGE,), path=(HEART, DOE))
    doe = g.bring(DOE)
    g.play(g.iid(GENTLE_NUDGE))
    g.pick(_option(g, "Skip"), "effect_may")
    g.expect("turn")
    assert g.where(doe) == ("within_reach", "r1") and tokens(g, doe) == {}


def test_riri_survey_scouts_path_cards_equal_to_effort_then_draws_one() -> None:
    g = table(hand=(RIRI,), path=(HEART, BOG, DOE, BOG), draw=PASS)
    riri = g.bring(RIRI, zone="player_area")
    bog, doe, bog2 = g.iid(BOG), g.iid(DOE), g.iid(BOG, 1)
    g.perform("t1", None, energy=1, source=riri)  # effort 2: two cards scouted
    g.expect("scout")
    assert {o.card for o in g.prompt.options} == {bog, doe}
    g.pick(f"bottom:{bog}")
    g.pick(f"top:{doe}")
    g.expect("turn")
    assert g.where(doe) == ("within_reach", "r1")
    assert g.state.path_deck == [bog2, bog]


def test_oru_pet_readies_oru_and_soothes_one_fatigue() -> None:
    g = table(hand=(ORU,), path=(HEART,))
    oru = g.bring(ORU, zone="player_area")
    g.session.manual(ManualAdjust(action="exhaust", card=oru))
    fatigue(g, 2)
    g.perform("t1", None, energy=2, source=oru)
    assert not g.state.cards[oru].exhausted
    assert len(g.ranger().fatigue) == 1


def test_homeward_bound_moves_every_progress_from_a_being_to_a_feature() -> None:
    g = table(hand=(HOMEWARD_BOUND,), path=(HEART, DOE, BOG))
    heart, doe, bog = g.iid(HEART), g.bring(DOE), g.bring(BOG)
    add(g, doe, "progress", 3)
    g.play(g.iid(HOMEWARD_BOUND))
    g.pick(f"card:{bog}", "effect_choice")  # two features in play: the player picks
    assert tokens(g, doe) == {} and tokens(g, bog) == {"progress": 3} and tokens(g, heart) == {}
