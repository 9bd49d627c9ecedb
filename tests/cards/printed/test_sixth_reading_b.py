"""The sixth reading's part B (docs/card-audit.md, "The sixth reading's fixes"): each card and
clause that failed before its fix, and its negative case."""

from __future__ import annotations

from typing import Any

import pytest
from engine.helpers import Game

from rangers_qt.content.behaviour import CardFilter
from rangers_qt.content.behaviour.compile import check_card

from .printed_kit import (
    BOG,
    CATALOG,
    DOE,
    HEART,
    adjust,
    fatigue_of,
    offered_plays,
    printed_table,
    set_energy,
    tokens,
)

RECALL, LOCKET, PATHS, EAGLE_EYE, STRIDER = "01006", "01005", "01002", "01001", "01003"


def _recall(*discard: str) -> Game:
    """Perfect Recall in r1's hand, these cards in r1's discard, FOC and AWA to spare."""
    g = printed_table(((RECALL, *discard),), path=(HEART, BOG, DOE, BOG))
    for card in discard:
        g.bring(card, zone="discard")
    set_energy(g, FOC=5, AWA=5)
    return g


def test_01006_perfect_recall_is_not_offered_when_the_only_moment_in_the_discard_would_do_nothing() -> None:
    """01006 Perfect Recall, play (rulings R93, R95): Paths We've Roamed Before alone in the discard,
    with no other moment or attribute in a discard, fails its own play guard, so Perfect Recall
    has no moment it could play and is not offered (before the fix it was, and 2 FOC and the card
    were spent for nothing). Its positive case: an attribute in the discard as well, it is offered
    and plays Paths We've Roamed Before, which puts the attribute on the fatigue stack."""
    g = _recall(PATHS)
    assert g.iid(RECALL) not in offered_plays(g)
    g = _recall(PATHS, STRIDER)
    recall, paths, strider = g.iid(RECALL), g.iid(PATHS), g.iid(STRIDER)
    assert recall in offered_plays(g)
    g.play(recall)
    p = g.expect("effect_choice")
    assert [o.card for o in p.options if o.card] == [strider]
    g.pick(f"card:{strider}", "effect_choice")
    g.expect("turn")
    assert g.where(strider) == ("fatigue", "r1") and g.where(paths) == ("discard", "r1")
    assert g.ranger().energy["FOC"] == 3 and g.ranger().energy["AWA"] == 5


FAMILIAR = "01031"  # Familiar Ground: guarded by a Trail card, its cost harm on a Flora card


def _recall_on(path: tuple[str, ...], *discard: str) -> Game:
    """Perfect Recall in r1's hand, these cards in r1's discard, the first path card in play."""
    g = printed_table(((RECALL, *discard),), path=path)
    for card in discard:
        g.bring(card, zone="discard")
    set_energy(g, FOC=5)
    return g


def test_01006_perfect_recall_offers_only_the_moments_whose_own_guard_and_cost_hold() -> None:
    """01006 Perfect Recall, play (ruling R95): the moments offered through it are those that would
    act if played from the hand. Eagle Eye and Familiar Ground in the discard: with a Trail and a Flora
    card in play both are offered (2 options); with no Trail (Familiar Ground's guard fails), or
    a Trail but no Flora (its cost, 1 harm on a Flora card, cannot be paid), Eagle Eye is played
    with no question and Familiar Ground is never offered (before the fix it was)."""
    g = _recall_on((BOG, HEART, DOE, BOG, DOE), EAGLE_EYE, FAMILIAR)
    g.bring(HEART, zone="along_the_way")
    eye, familiar = g.iid(EAGLE_EYE), g.iid(FAMILIAR)
    g.play(g.iid(RECALL))
    p = g.expect("effect_choice")
    assert sorted(str(o.card) for o in p.options if o.card) == sorted([eye, familiar])
    for path in ((BOG, DOE, BOG, DOE), (HEART, DOE, DOE, DOE)):
        g = _recall_on(path, EAGLE_EYE, FAMILIAR)
        foc = g.ranger().energy["FOC"]
        g.play(g.iid(RECALL))
        g.expect("scout")  # Eagle Eye's text: no question which moment
        assert g.ranger().energy["FOC"] == foc - 1 and g.where(g.iid(FAMILIAR)) == ("discard", "r1")


def _locket(*discard: str) -> tuple[Game, str, str]:
    """Reverb Locket in play holding Paths We've Roamed Before, these cards in r1's discard."""
    g = printed_table(((LOCKET, PATHS, *discard),), path=(HEART, BOG, DOE))
    locket, paths = g.iid(LOCKET), g.iid(PATHS)
    set_energy(g, FOC=1)
    g.play(locket)  # its only moment in hand: attached with no question
    for card in discard:
        g.bring(card, zone="discard")
    set_energy(g, AWA=5)
    assert g.state.cards[paths].attached_to == locket
    return g, locket, paths


def test_01005_reverb_locket_is_not_offered_when_its_moment_would_do_nothing() -> None:
    """01005 Reverb Locket, ability 1 (exhaust, use 1 echo), the same rule as Perfect Recall's
    (ruling R95): Paths We've Roamed Before attached, no moment or attribute in a discard, its
    guard fails and the ability is not offered (before the fix it was: the exhaust and an echo spent for
    nothing). With an attribute in the discard it is offered, plays Paths We've Roamed Before (2
    AWA), which puts the attribute on the fatigue stack, and the moment stays attached."""
    g, locket, _paths = _locket()
    assert f"ability:{locket}" not in g.options()
    g, locket, paths = _locket(STRIDER)
    strider = g.iid(STRIDER)
    g.pick(f"ability:{locket}", "turn")
    p = g.expect("effect_choice")
    assert [o.card for o in p.options if o.card] == [strider]
    g.pick(f"card:{strider}", "effect_choice")
    g.expect("turn")
    assert g.where(strider) == ("fatigue", "r1") and g.state.cards[paths].attached_to == locket
    assert tokens(g, locket) == {"echo": 1} and g.ranger().energy["AWA"] == 3


ROD = "01211"  # Ar Tel's Vaulting Rod: Fish [2] (AWA + conflict), aimed at a Water card


def _fish_table() -> tuple[Game, str, str, str]:
    """The rod in r1's play area, two Water cards in play (Heart of the Swamp along the way, Fetid
    Bog within reach), 3 fatigue, 2 AWA."""
    g = printed_table(((ROD,),), path=(HEART, BOG, DOE))
    rod, bog, heart = g.bring(ROD, zone="player_area"), g.bring(BOG), g.iid(HEART)
    adjust(g, action="fatigue", ranger="r1", amount=3)
    set_energy(g, AWA=2)
    return g, rod, bog, heart


@pytest.mark.parametrize("aim", ["bog", "heart"])
def test_01211_vaulting_rod_fish_puts_its_progress_on_the_water_card_it_was_aimed_at(aim: str) -> None:
    """01211 Ar Tel's Vaulting Rod, Fish, success (Rulebook: Performing a Test, 1. Choose Test;
    ruling R96): the test interacts with the Water card it is aimed at, so its 2 progress go on
    that card with no second question (before the fix it asked again for a Water card, so the
    progress could go on the other one); 2 fatigue are soothed. Both Water cards are offered as
    the test's target."""
    g, rod, bog, heart = _fish_table()
    aimed, other = (bog, heart) if aim == "bog" else (heart, bog)
    assert sorted(o for o in g.options() if o.startswith(f"test:{rod}:")) == sorted(
        f"test:{rod}:t1:{c}" for c in (bog, heart)
    )
    g.perform("t1", aimed, energy=2, source=rod)  # 2 against 2: success
    g.expect("turn")
    assert tokens(g, aimed) == {"progress": 2} and tokens(g, other) == {} and fatigue_of(g) == 1


def test_01211_vaulting_rod_fish_failing_puts_no_progress_anywhere() -> None:
    """01211 Ar Tel's Vaulting Rod, Fish, negative case: 1 effort against 2 fails: no progress on
    either Water card and no fatigue soothed."""
    g, rod, bog, heart = _fish_table()
    g.perform("t1", bog, energy=1, source=rod)
    g.expect("turn")
    assert tokens(g, bog) == {} and tokens(g, heart) == {} and fatigue_of(g) == 3


def test_a_test_aimed_at_a_kind_of_card_may_not_pick_one_again() -> None:
    """The card check (behaviour/compile.py ``check_card``; ruling R96), the class of Fish's miss
    once for every card: a test aimed at a Water card whose success picks "a Water card" again is refused;
    the same success on the card tested (``test_target``), or on each Water card (``pick: all``),
    is not; no card of the core set is refused (the only one was Fish)."""
    card = CATALOG.card(ROD)
    assert card.behaviour is not None and check_card(card) == []
    fish = card.behaviour.tests["t1"]

    def with_target(target: object) -> Any:
        effects = [fish.success[0], fish.success[1].model_copy(update={"target": target})]
        tests = {"t1": fish.model_copy(update={"success": effects})}
        assert card.behaviour is not None
        return card.model_copy(update={"behaviour": card.behaviour.model_copy(update={"tests": tests})})

    again = with_target(CardFilter(trait="water"))
    every = with_target(CardFilter(trait="water", pick="all"))
    assert [where for where, _why in check_card(again)] == ["behaviour.tests.t1.success.1.target"]
    assert check_card(every) == []
    assert [(c.id, w) for c in CATALOG.cards.values() for w, _why in check_card(c)] == []
