"""Issue #27, the card audit (docs/card-audit-path.md, woods): the negative cases of the woods path
cards' clauses whose outcomes tests/cards/test_terrain_woods.py shows - a test that fails does
nothing (printed_kit.check_success_needs_success), a challenge effect with nothing to act on does
nothing, a restriction that holds only for its own card."""

from __future__ import annotations

import pytest

from rangers_qt.engine import ManualAdjust

from ..terrain_kit import CREST, MOUNTAIN, SUN, exhausted, remember, table, tokens
from .printed_kit import check_success_needs_success

MULCHER, BUCK, WOLHUND, DOE = "01321", "01341", "01345", "01361"
ATROX, LARKS = "01294", "01352"


@pytest.mark.parametrize(("card", "zone"), [(MULCHER, "along_the_way"), (DOE, "within_reach")])
def test_a_woods_test_does_its_success_effect_only_on_success(card: str, zone: str) -> None:
    """01321 Caustic Mulcher (Wrest), 01361 Sitka Doe (Shoo): the success effect runs with the +1
    card and not with the -2 card, and the card's tokens stay as they were."""
    check_success_needs_success(card, "t1", target="self", zone=zone)


@pytest.mark.parametrize(("on_mulcher", "stays"), [(True, True), (False, False)])
def test_caustic_mulcher_holds_a_token_against_another_cards_effect(on_mulcher: bool, stays: bool) -> None:
    """01321 Caustic Mulcher (constant 2: a Ranger token on it moves only by its own test): the
    Agitated Meadowlarks' Listen would move your token to them - on the Mulcher it stays; on a Sitka
    Doe (the negative case) it moves to the larks."""
    g = table(LARKS, DOE, first=MULCHER)
    larks, doe = g.bring(LARKS), g.bring(DOE)
    holder = g.iid(MULCHER) if on_mulcher else doe
    g.session.manual(ManualAdjust(action="ranger_token", ranger="r1", card=holder))
    g.perform("t1", larks, energy=1)
    assert g.ranger().ranger_token_on == (holder if stays else larks)


def test_caustic_mulcher_crest_with_nothing_on_it_hurts_no_one() -> None:
    """01321 Caustic Mulcher (crest: harm on each being attached, an injury to each Ranger whose token
    is on it; negative case): nothing attached and no token on it - no injury, a Sitka Doe beside it
    unharmed."""
    g = table(DOE, first=MULCHER, draw=CREST)
    doe = g.bring(DOE)
    remember(g)
    assert g.ranger().injuries == 0 and tokens(g, doe) == {}


def test_sitka_buck_sun_alone_does_nothing() -> None:
    """01341 Sitka Buck (sun: with another active Buck, both take 2 harm and this one exhausts;
    negative case): alone, it stays ready and unharmed."""
    g = table(first=BUCK, draw=SUN)
    buck = g.iid(BUCK)
    remember(g)
    assert not exhausted(g, buck) and tokens(g, buck) == {}


def test_sitka_buck_mountain_without_an_active_predator_does_nothing() -> None:
    """01341 Sitka Buck (mountain: an active predator is exhausted and takes 2 harm, the Buck its
    presence; negative case): the Atrox exhausted beforehand - nobody is harmed."""
    g = table(ATROX, first=BUCK, draw=MOUNTAIN)
    buck, atrox = g.iid(BUCK), g.bring(ATROX)
    g.session.manual(ManualAdjust(action="exhaust", card=atrox))
    remember(g)
    assert tokens(g, buck) == {} and tokens(g, atrox) == {}


def test_prowling_wolhund_sun_readies_no_other_predator() -> None:
    """01345 Prowling Wolhund (sun: another exhausted Wolhund readies; negative case): an exhausted
    Pouncing Atrox (a predator, not a Wolhund) stays exhausted."""
    g = table(ATROX, first=WOLHUND, draw=SUN)
    atrox = g.bring(ATROX)
    g.session.manual(ManualAdjust(action="exhaust", card=atrox))
    remember(g)
    assert exhausted(g, atrox)


def test_sitka_doe_sun_draws_no_other_being() -> None:
    """01361 Sitka Doe (sun: each Sitka Buck comes within your reach; negative case): another Sitka
    Doe along the way stays there."""
    g = table(DOE, first=DOE, draw=SUN)
    other = g.bring(DOE, "along_the_way", nth=1)
    remember(g)
    assert g.where(other) == ("along_the_way", None)
