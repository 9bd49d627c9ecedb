"""Shepherd background cards (cards/ranger/shepherd.json) through the prompt protocol. The responses
and the attachment wait for the language's windows (issue #12 report)."""

from __future__ import annotations

from engine.helpers import Game

from rangers_qt.engine import ManualAdjust

from .background_kit import BOG, DOE, EVEN, HEART, PASS, add, fatigue, table, tokens

CREST = "TCM"  # helpers.BASE_CARDS: crest, -1

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
    g.play(g.iid(HEALING_TOUCH))  # no being has harm: the heal is the one option left, unasked
    g.pick("ranger:r2", "effect_choice")
    assert g.state.ranger("r2").injuries == 0


def test_a_gentle_nudge_lets_each_ranger_move_a_being_within_their_reach_and_adds_progress() -> None:
    g = table(hand=(GENTLE_NUDGE,), path=(HEART, DOE, DOE), rangers=2)
    mine, theirs = g.bring(DOE), g.bring(DOE, ranger="r2", nth=1)
    g.next_ranger("r1")
    g.play(g.iid(GENTLE_NUDGE))
    assert g.prompt.ranger == "r1"
    g.pick("yes", "effect_may")
    g.expect("effect_choice", ranger="r1")
    g.pick("area:along_the_way:-")
    assert g.where(mine) == ("along_the_way", None) and tokens(g, mine) == {"progress": 1}
    g.expect("effect_may", ranger="r2")
    g.pick("yes")
    g.expect("effect_choice", ranger="r2")  # each Ranger moves their own being where they choose
    g.pick("area:within_reach:r1")
    assert g.where(theirs) == ("within_reach", "r1") and tokens(g, theirs) == {"progress": 1}
    g.expect("choose_next")  # playing the moment was r1's turn


def test_a_gentle_nudge_asks_no_ranger_without_a_being_within_their_reach() -> None:
    g = table(hand=(GENTLE_NUDGE,), path=(HEART, DOE), rangers=2)
    theirs = g.bring(DOE, ranger="r2")
    g.next_ranger("r1")
    g.play(g.iid(GENTLE_NUDGE))
    g.expect("effect_may", ranger="r2")  # r1 has no being within reach: not asked
    g.pick("no")
    assert g.where(theirs) == ("within_reach", "r2") and tokens(g, theirs) == {}


def test_a_gentle_nudge_moves_nothing_for_a_ranger_who_declines() -> None:
    g = table(hand=(GENTLE_NUDGE,), path=(HEART, DOE))
    doe = g.bring(DOE)
    g.play(g.iid(GENTLE_NUDGE))
    g.pick("no", "effect_may")
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


def test_riri_exhausts_to_harm_a_being_in_its_own_area() -> None:
    g = table(hand=(RIRI,), path=(HEART, DOE, BOG), rangers=2)
    riri = g.bring(RIRI)  # played within reach of r1
    doe, bog = g.bring(DOE), g.bring(BOG, ranger="r2")
    del bog
    g.next_ranger("r1")
    g.pick(f"ability:{riri}", "turn")  # the Doe is the only other being in Riri's area
    assert tokens(g, doe) == {"harm": 1} and tokens(g, riri) == {}
    assert g.state.cards[riri].exhausted
    g.expect("turn")
    assert f"ability:{riri}" not in g.options()


def test_riri_is_not_offered_without_another_being_in_its_area() -> None:
    g = table(hand=(RIRI,), path=(HEART, DOE), rangers=2)
    riri = g.bring(RIRI)
    g.bring(DOE, ranger="r2")  # another Ranger's reach: not Riri's area
    g.next_ranger("r1")
    assert f"ability:{riri}" not in g.options()


def test_oru_exhausts_to_move_a_being_and_put_two_progress_on_it() -> None:
    g = table(hand=(ORU,), path=(HEART, DOE))
    oru, doe = g.bring(ORU), g.bring(DOE)
    g.pick(f"ability:{oru}", "turn")
    g.pick(f"card:{doe}", "effect_choice")  # Oru is a being too: the player picks
    assert g.where(doe) == ("along_the_way", None) and tokens(g, doe) == {"progress": 2}
    assert g.state.cards[oru].exhausted
    g.expect("turn")
    assert f"ability:{oru}" not in g.options()


ONE_EYE = "01019"


def test_one_eye_open_exhausts_up_to_a_being_per_awa_energy_when_you_rest() -> None:
    g = table(hand=(ONE_EYE,), path=(HEART, DOE, DOE), rangers=2)  # the round goes on: no refresh
    g.pick("next:r1", "choose_next")
    d1, d2 = g.bring(DOE), g.bring(DOE, nth=1)
    g.rest()
    g.pick(f"respond:{g.iid(ONE_EYE)}", "response")
    awa = g.ranger().energy["AWA"]
    g.expect("effect_amount")
    assert max(o.amount for o in g.prompt.options) == awa
    g.pick("n:1")
    g.pick(f"card:{d2}", "effect_choice")
    assert g.state.cards[d2].exhausted and not g.state.cards[d1].exhausted


def test_one_eye_open_is_not_offered_outside_a_rest() -> None:
    g = table(hand=(ONE_EYE,), path=(HEART, DOE))
    g.bring(DOE)
    assert f"play:{g.iid(ONE_EYE)}" not in g.options()


CALMING = "01026"
SLOTH = "01265"  # Dozing Bearsloth: a predator


def test_calming_presence_goes_on_a_predator_which_loses_the_trait() -> None:
    from rangers_qt.engine.core import Engine
    from rangers_qt.engine.events import Recorder
    from rangers_qt.engine.modifier_layer.modifiers import has_trait

    g = table(hand=(CALMING,), path=(HEART, DOE, SLOTH))
    doe, sloth = g.bring(DOE), g.bring(SLOTH)
    g.play(g.iid(CALMING))
    assert g.options() == [f"host:{sloth}"]  # the Doe is no predator
    g.pick(f"host:{sloth}", "choose_host")
    eng = Engine(g.state, g.session.book, g.registry, Recorder(enabled=False))
    assert not has_trait(eng, sloth, "predator") and has_trait(eng, sloth, "mammal")
    del doe


DEEPER = "01024"


def test_a_deeper_understanding_moves_one_progress_from_a_being_to_each_card_picked() -> None:
    g = table(hand=(DEEPER,), path=(HEART, DOE, BOG))
    heart, doe, bog = g.iid(HEART), g.bring(DOE), g.bring(BOG)
    add(g, doe, "progress", 2)
    g.play(g.iid(DEEPER))  # the Doe is the only being with progress: no question
    g.expect("effect_choice")
    g.pick(f"card:{bog}")
    g.pick(f"card:{heart}")  # two picked: the Doe's progress is used up, no third pick
    assert tokens(g, doe) == {} and tokens(g, bog) == {"progress": 1} and tokens(g, heart) == {"progress": 1}
    g.expect("turn")


def test_a_deeper_understanding_may_stop_before_the_progress_runs_out() -> None:
    g = table(hand=(DEEPER,), path=(HEART, DOE, BOG))
    doe, bog = g.bring(DOE), g.bring(BOG)
    add(g, doe, "progress", 3)
    g.play(g.iid(DEEPER))
    g.pick(f"card:{bog}", "effect_choice")
    assert f"card:{bog}" not in g.options()  # at most 1 progress per card
    assert f"card:{doe}" not in g.options()  # the chosen being itself is no other card
    g.pick("done", "effect_choice")
    assert tokens(g, doe) == {"progress": 2} and tokens(g, bog) == {"progress": 1}


def test_a_deeper_understanding_is_not_played_without_a_being_with_progress() -> None:
    """It would do nothing but spend its energy (the machine probe, docs/card-audit.md)."""
    g = table(hand=(DEEPER,), path=(HEART, DOE))
    doe = g.bring(DOE)
    g.expect("turn")
    assert f"play:{g.iid(DEEPER)}" not in g.options()
    assert tokens(g, doe) == {}


def _calmed(progress: int) -> tuple[Game, str]:
    """Calming Presence on a Dozing Bearsloth along the way (its mountain effect fatigues you)."""
    g = table(hand=(CALMING,), path=(HEART, SLOTH), draw=PASS)
    sloth = g.iid(SLOTH)
    g.session.manual(ManualAdjust(action="move", card=sloth, zone="along_the_way"))
    g.play(g.iid(CALMING))
    g.pick(f"host:{sloth}", "choose_host")
    add(g, sloth, "progress", progress)
    return g, sloth


def _remember(g: Game) -> None:
    g.perform("remember", None, energy=1)  # the mountain: effort 2, two Ranger cards scouted
    for _ in range(2):
        g.pick(g.options()[0], "scout")


def test_calming_presence_discards_two_progress_to_cancel_the_hosts_challenge_effect() -> None:
    g, sloth = _calmed(3)
    _remember(g)
    g.pick("yes", "effect_may")  # the Bearsloth's mountain effect would resolve
    assert tokens(g, sloth) == {"progress": 1}
    assert g.ranger().fatigue == []  # cancelled: no fatigue
    g.expect("turn")


def test_calming_presence_lets_the_effect_resolve_when_declined() -> None:
    g, sloth = _calmed(2)
    _remember(g)
    g.pick("no", "effect_may")
    assert tokens(g, sloth) == {"progress": 2} and len(g.ranger().fatigue) == 1


def test_calming_presence_is_not_offered_with_one_progress_on_its_host() -> None:
    g, sloth = _calmed(1)
    _remember(g)
    g.expect("turn")  # no question: the effect resolved
    assert tokens(g, sloth) == {"progress": 1} and len(g.ranger().fatigue) == 1


WHISTLE, ATROX = "01023", "01294"  # Pouncing Atrox: a predator harming other predators and itself


def _whistled(draw: str) -> tuple[Game, str, str, str]:
    """Paratrepsis Whistle in r1's area; a Pouncing Atrox and a Dozing Bearsloth along the way."""
    g = table(hand=(WHISTLE,), path=(HEART, ATROX, SLOTH), draw=draw)
    whistle = g.bring(WHISTLE, zone="player_area")
    atrox, sloth = g.iid(ATROX), g.iid(SLOTH)
    for c in (atrox, sloth):
        g.session.manual(ManualAdjust(action="move", card=c, zone="along_the_way"))
    return g, whistle, atrox, sloth


def test_paratrepsis_whistle_cancels_harm_a_predator_would_put_on_a_being() -> None:
    g, whistle, atrox, sloth = _whistled(EVEN)
    calls = tokens(g, whistle)["call"]
    g.perform("remember", None, energy=1)
    g.pick(g.options()[0], "scout")
    g.pick(f"challenge:{atrox}", "challenge_order")
    g.expect("effect_may")  # the Atrox would put 2 harm on the Bearsloth
    g.pick("yes")
    assert tokens(g, sloth) == {}
    assert g.state.cards[whistle].exhausted and tokens(g, whistle) == {"call": calls - 1}
    # Its 1 harm on itself: the Whistle is exhausted now, so nothing is asked.
    assert tokens(g, atrox) == {"harm": 1}
    _settle(g)


def _settle(g: Game) -> None:
    """The other challenge effects resolve in the order offered."""
    while g.prompt.kind == "challenge_order":
        g.pick(g.options()[0])
    g.expect("turn")


def test_paratrepsis_whistle_lets_the_harm_happen_when_declined() -> None:
    g, whistle, atrox, sloth = _whistled(EVEN)
    g.perform("remember", None, energy=1)
    g.pick(g.options()[0], "scout")
    g.pick(f"challenge:{atrox}", "challenge_order")
    g.pick("no", "effect_may")
    g.pick("no", "effect_may")  # and the Atrox's harm on itself
    assert tokens(g, sloth) == {"harm": 2} and tokens(g, atrox) == {"harm": 1}
    assert not g.state.cards[whistle].exhausted


def test_paratrepsis_whistle_cancels_an_injury_from_a_predator() -> None:
    g, whistle, atrox, _sloth = _whistled(CREST)
    fatigue(g, 2)  # the Atrox's crest effect: exhausted, it injures you
    g.perform("remember", None, energy=2)
    g.pick(g.options()[0], "scout")
    g.pick(f"challenge:{atrox}", "challenge_order")
    g.pick("yes", "effect_may")
    assert g.ranger().injuries == 0 and g.state.cards[whistle].exhausted
    assert g.state.cards[atrox].exhausted


def test_paratrepsis_whistle_does_not_answer_harm_from_a_ranger_card() -> None:
    g = table(hand=(WHISTLE, HEALING_TOUCH), path=(HEART, DOE))
    whistle, doe = g.bring(WHISTLE, zone="player_area"), g.bring(DOE)
    add(g, doe, "harm", 1)
    g.play(g.iid(HEALING_TOUCH))
    g.pick(_option(g, "Harm to progress"), "effect_choice")
    g.expect("turn")  # progress on the Doe, no question
    assert not g.state.cards[whistle].exhausted
