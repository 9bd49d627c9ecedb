"""Issue #27, the sweep of the unread cards, group R2 (docs/card-audit.md): each card whose
behaviour did something other than the printed card, named with its clause, the printed outcome
asserted beside the case where it must not happen; and the clauses the reading probed that no
test proved before (another Ranger's event, nothing left to act on)."""

from __future__ import annotations

import pytest
from engine.helpers import Game

from .printed_kit import BOG, DOE, HEART, adjust, fatigue_of, offered_plays, printed_table, set_energy, tokens

HONEY, SNACK, TRAIL_MIX = "01227", "01228", "01004"
UMBRAS_SHADOW, HY_PIMPOT = "01217", "01226"
POLES, STONE = "01061", "01062"

#: Each soothing food and the aspect whose energy it soothes by (Trail Mix, outside the group, is
#: the same clause and was mended with them).
FOOD = [(HONEY, "FOC", "dollop"), (SNACK, "SPI", "bite"), (TRAIL_MIX, "FIT", "morsel")]


def _food_on_table(card: str, rangers: int = 1) -> tuple[Game, str]:
    hands = tuple((card,) if k == 0 else () for k in range(rangers))
    g = printed_table(hands, path=(HEART,))
    if rangers > 1:
        g.pick("next:r1", "choose_next")
    return g, g.bring(card, zone="player_area")


@pytest.mark.parametrize("card, aspect, token", FOOD)
@pytest.mark.parametrize("fatigue, energy", [(0, 2), (2, 0)])
def test_soothing_food_is_not_offered_when_no_ranger_would_soothe(
    card: str, aspect: str, token: str, fatigue: int, energy: int
) -> None:
    """01227 Philosopher's Honey, 01228 Quisi's Favorite Snack (and 01004 Trail Mix), ability 1
    (exhaust, use 1 token: a Ranger soothes fatigue equal to their energy of the aspect): with no
    fatigue, or no energy of the aspect, nothing would be soothed, so it is not offered (it was:
    the exhaust and a token spent for nothing)."""
    g, food = _food_on_table(card)
    if fatigue:
        adjust(g, action="fatigue", ranger="r1", amount=fatigue)
    set_energy(g, **{aspect: energy})
    g.expect("turn")
    assert f"ability:{food}" not in g.options()


@pytest.mark.parametrize("card, aspect, token", FOOD)
@pytest.mark.parametrize("energy, left", [(1, 1), (2, 0), (3, 0)])
def test_soothing_food_soothes_by_the_energy_when_a_ranger_has_both(
    card: str, aspect: str, token: str, energy: int, left: int
) -> None:
    """The same clause, positive case: with 2 fatigue and 1, 2 or 3 energy of the aspect it is
    offered and soothes that many (never below 0); the token is used and the card exhausted."""
    g, food = _food_on_table(card)
    before = tokens(g, food)[token]
    adjust(g, action="fatigue", ranger="r1", amount=2)
    set_energy(g, **{aspect: energy})
    g.pick(f"ability:{food}", "turn")
    assert fatigue_of(g) == left
    assert tokens(g, food)[token] == before - 1 and g.state.cards[food].exhausted


@pytest.mark.parametrize("card, aspect, token", FOOD)
def test_soothing_food_offers_only_a_ranger_who_would_soothe(card: str, aspect: str, token: str) -> None:
    """The choice of Ranger: r1 has the energy but no fatigue, r2 both; the Ranger is not asked
    for (only r2 could be chosen) and r2 soothes. Before, r1 was offered too, soothing nothing."""
    g, food = _food_on_table(card, rangers=2)
    set_energy(g, "r1", **{aspect: 2})
    adjust(g, action="fatigue", ranger="r2", amount=3)
    set_energy(g, "r2", **{aspect: 2})
    g.pick(f"ability:{food}", "turn")
    g.expect("turn")  # no choice of Ranger asked
    assert fatigue_of(g, "r2") == 1 and fatigue_of(g, "r1") == 0


def test_01217_umbras_shadow_is_not_playable_with_no_being_in_play() -> None:
    """01217 Umbra's Shadow, play (you may move each being, then resolve a challenge effect of a
    being you choose): with no being in play it does nothing, so it is not offered (it was, its
    energy spent for nothing); with a being it is (the moves and the effect:
    tests/cards/test_ranger_reward.py)."""
    for with_being in (False, True):
        g = printed_table(((UMBRAS_SHADOW,),), path=(HEART, DOE))
        if with_being:
            g.bring(DOE)
        set_energy(g, FOC=2)
        assert (g.iid(UMBRAS_SHADOW) in offered_plays(g)) is with_being


def test_01226_hy_pimpots_secret_recipe_is_not_playable_with_no_flora_in_play() -> None:
    """01226 Hy Pimpot's Secret Recipe, play (1 harm on each flora; X progress on each being and X
    fatigue soothed, X the harm it added): with no flora X is 0 and nothing happens, so it is not
    offered (it was); with the Fetid Bog in play it is, and adds its 1 harm."""
    for with_flora in (False, True):
        g = printed_table(((HY_PIMPOT,),), path=(HEART, DOE, BOG))
        doe = g.bring(DOE)
        bog = g.bring(BOG) if with_flora else None
        adjust(g, action="fatigue", ranger="r1", amount=2)
        set_energy(g, SPI=2)
        assert (g.iid(HY_PIMPOT) in offered_plays(g)) is with_flora
        if bog is not None:
            g.play(g.iid(HY_PIMPOT))
            g.expect("turn")
            assert tokens(g, bog).get("harm") == 1 and tokens(g, doe).get("progress") == 1
            assert fatigue_of(g) == 1


def test_01061_memlev_trekking_poles_answer_only_your_own_traverse() -> None:
    """01061 Memlev Trekking Poles, ability (exhaust, use 1 charge, when you perform a Traverse):
    another Ranger's Traverse is not answered (r2 is asked for their energy at once) and the poles
    keep their charges; your own is (tests/cards/test_ranger_artificer.py)."""
    g = printed_table(((POLES,), ()), path=(HEART,))
    g.pick("next:r2", "choose_next")
    poles = g.bring(POLES, zone="player_area", ranger="r1")
    charges = tokens(g, poles)
    g.choose_test("traverse", g.iid(HEART))
    g.expect("commit_energy", "r2")
    assert tokens(g, poles) == charges and not g.state.cards[poles].exhausted


def test_01062_a_stone_in_the_river_is_not_offered_with_no_other_being_to_exhaust() -> None:
    """01062 A Stone in the River, response (after you succeed at an Avoid: exhaust 1 more being):
    when the avoided being was the only one, there is none to exhaust and it is not offered."""
    g = printed_table(((STONE,),), path=(HEART, DOE))
    doe = g.bring(DOE)
    set_energy(g, AWA=3, SPI=3)
    g.perform("avoid", doe, energy=3)
    assert g.state.cards[doe].exhausted
    g.expect("turn")
    assert g.iid(STONE) not in offered_plays(g)


FEARS, CLARITY = "01221", "01224"


@pytest.mark.parametrize("focus", [1, 2, 3])
def test_01221_face_your_fears_offers_x_from_1_up_to_your_focus(focus: int) -> None:
    """01221 Face Your Fears, response (when a Ranger performs a test: spend X FOC to commit X
    effort): X is never 0 (it was offered, the card spent to commit nothing); with 1 FOC there is
    no number to choose, with 2 and 3 the numbers are 1 up to it. 0 FOC: not offered
    (tests/cards/test_ranger_reward_timed.py)."""
    g = printed_table(((FEARS,),), path=(HEART,))
    set_energy(g, FOC=focus, FIT=2)
    g.choose_test("traverse", g.iid(HEART))
    g.pick(f"respond:{g.iid(FEARS)}", "response")
    if focus == 1:
        g.expect("commit_energy")
        assert g.ranger().energy["FOC"] == 0
    else:
        g.expect("effect_amount")
        assert g.options() == [f"n:{n}" for n in range(1, focus + 1)]


def test_01224_clarity_of_the_headwaters_shuffles_the_deck_it_searched() -> None:
    """01224 Clarity of the Headwaters, play (search your deck for any number of cards, put them on
    your fatigue stack): the deck searched is shuffled after (Rulebook: Search), as a search for a
    card to take into the hand is; before, it kept its order, which the search had just shown. The
    seeded shuffle puts the 22 cards left in another order; choosing none searches nothing away
    (tests/cards/test_ranger_reward.py: deck and fatigue untouched)."""
    g = printed_table(((CLARITY,),), path=(HEART,))
    set_energy(g, FOC=2)
    deck = list(g.ranger().deck)
    first, second = deck[3], deck[7]
    g.play(g.iid(CLARITY))
    g.pick(f"card:{first}", "effect_choice")
    g.pick(f"card:{second}", "effect_choice")
    g.pick("done", "effect_choice")
    left = [c for c in deck if c not in (first, second)]
    assert g.ranger().fatigue == [second, first]
    assert sorted(g.ranger().deck) == sorted(left) and g.ranger().deck != left


@pytest.mark.parametrize("deck", [0, 1])
def test_01224_clarity_of_the_headwaters_is_offered_only_with_cards_in_your_deck(deck: int) -> None:
    """01224 Clarity of the Headwaters, play (cards of your deck onto your fatigue stack; issue #27,
    the sixth reading, ruling R93): with an empty deck it would move nothing and its 2 FOC would be
    spent for nothing, so it is not offered (it was); with one card left it is."""
    g = printed_table(((CLARITY,),), path=(HEART,))
    set_energy(g, FOC=2)
    for iid in list(g.ranger().deck)[deck:]:
        adjust(g, action="move", card=iid, zone="fatigue", ranger="r1")
    assert len(g.ranger().deck) == deck
    assert (g.iid(CLARITY) in offered_plays(g)) is bool(deck)
