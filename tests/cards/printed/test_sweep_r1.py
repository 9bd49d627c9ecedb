"""Issue #27, the sweep of the unread cards, group R1 (docs/card-audit.md): the cards whose
behaviour did something other than the printed card, each named with its clause, the printed
outcome asserted beside the case where it must not happen."""

from __future__ import annotations

import pytest

from ..ranger_kit import in_play, ranger_table
from .printed_kit import ARTILOPE, HEART, adjust, fatigue_of, set_energy, tokens

DAYHOWLER, SIFTER, TRAIL_MIX = "01055", "01036", "01004"


def test_01055_dayhowler_is_not_offered_with_no_ready_being() -> None:
    """01055 Dayhowler, ability 1 (discard it: exhaust a being per charge): with a charge but no
    ready being in play it would go for nothing, so it is not offered (it was, and was discarded)."""
    g = ranger_table(deck=[DAYHOWLER], path=[HEART])
    howler = in_play(g, DAYHOWLER)
    assert tokens(g, howler) == {"charge": 1}
    assert f"ability:{howler}" not in g.options()


def test_01055_dayhowler_with_only_an_exhausted_being_is_not_offered_and_with_a_ready_one_is() -> None:
    """01055 Dayhowler, ability 1: an exhausted being is nothing to exhaust (not offered); readied,
    the ability is offered, exhausts it and the gear is discarded."""
    g = ranger_table(deck=[DAYHOWLER], path=[ARTILOPE])
    howler, artilope = in_play(g, DAYHOWLER), g.iid(ARTILOPE)
    adjust(g, action="exhaust", card=artilope)
    assert f"ability:{howler}" not in g.options()
    adjust(g, action="ready", card=artilope)
    g.pick(f"ability:{howler}", "turn")
    assert g.state.cards[artilope].exhausted and g.where(howler) == ("discard", "r1")


@pytest.mark.parametrize(("fatigue", "offered"), [(0, False), (1, True), (2, True)])
def test_01036_static_sifter_is_offered_only_while_a_ranger_has_fatigue(fatigue: int, offered: bool) -> None:
    """01036 Static Sifter, ability 2 (exhaust, use 1 vittle: a Ranger soothes 2 fatigue): with no
    fatigue on any Ranger it would soothe nothing (it was offered, the vittle spent); with 1 or 2 it
    is offered and soothes up to 2."""
    g = ranger_table(deck=[SIFTER], path=[HEART])
    sifter = in_play(g, SIFTER)
    adjust(g, action="add_tokens", card=sifter, token="vittle", amount=1)
    if fatigue:
        adjust(g, action="fatigue", ranger="r1", amount=fatigue)
    assert (f"ability:{sifter}" in g.options()) is offered
    if offered:
        g.pick(f"ability:{sifter}", "turn")
        assert fatigue_of(g) == 0 and tokens(g, sifter) == {}


@pytest.mark.parametrize(
    ("fatigue", "fit", "offered"), [(0, 2, False), (2, 0, False), (2, 1, True), (1, 2, True)]
)
def test_01004_trail_mix_is_offered_only_with_fatigue_and_fit_energy(
    fatigue: int, fit: int, offered: bool
) -> None:
    """01004 Trail Mix, ability 1 (exhaust, use 1 morsel: a Ranger soothes fatigue equal to the FIT
    in their pool): with no fatigue, or no FIT energy, it would soothe nothing (it was offered, the
    morsel spent); with both it soothes by the FIT (1 of 2, or all of 1 with 2 FIT)."""
    g = ranger_table(deck=[TRAIL_MIX], path=[HEART])
    mix = in_play(g, TRAIL_MIX)
    set_energy(g, FIT=fit)
    if fatigue:
        adjust(g, action="fatigue", ranger="r1", amount=fatigue)
    assert (f"ability:{mix}" in g.options()) is offered
    if offered:
        g.pick(f"ability:{mix}", "turn")
        assert fatigue_of(g) == max(0, fatigue - fit) and tokens(g, mix) == {"morsel": 1}


@pytest.mark.parametrize(("card", "aspect"), [("01227", "FOC"), ("01228", "SPI")])
def test_trail_mix_s_like_rewards_need_fatigue_and_their_energy_too(card: str, aspect: str) -> None:
    """01227 Philosopher's Honey and 01228 Quisi's Favorite Snack, ability 1, alike Trail Mix (a
    Ranger soothes fatigue equal to that aspect's energy in their pool): not offered with no
    fatigue, nor with none of the energy; offered with both."""
    for fatigue, energy, offered in ((0, 2, False), (2, 0, False), (2, 1, True)):
        g = ranger_table(deck=[card], path=[HEART])
        gear = in_play(g, card)
        set_energy(g, **{aspect: energy})
        if fatigue:
            adjust(g, action="fatigue", ranger="r1", amount=fatigue)
        assert (f"ability:{gear}" in g.options()) is offered, (fatigue, energy)


CRADLED = "01050"  # Cradled by the Earth


@pytest.mark.parametrize(("progress", "left"), [(0, 2), (1, 1), (2, 0), (3, 0)])
def test_01050_cradled_by_the_earth_soothes_one_per_progress_on_the_chosen_trail(
    progress: int, left: int
) -> None:
    """01050 Cradled by the Earth, its play (choose a trail: soothe 1 fatigue per progress on it):
    with 2 fatigue, a trail of 0 progress soothes nothing, 1 and 2 soothe that many, 3 soothes the
    2 there are; the progress stays on the trail."""
    g = ranger_table(deck=[CRADLED], path=[HEART])
    heart = g.iid(HEART)
    if progress:
        adjust(g, action="add_tokens", card=heart, token="progress", amount=progress)
    adjust(g, action="fatigue", ranger="r1", amount=2)
    adjust(g, action="energy", ranger="r1", aspect="SPI", amount=3)
    g.play(g.iid(CRADLED))
    assert fatigue_of(g) == left
    assert tokens(g, heart) == ({"progress": progress} if progress else {})
