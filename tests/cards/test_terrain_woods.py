"""Woods path cards (cards/path/woods.json) played through the prompt protocol with pinned
challenge draws."""

from __future__ import annotations

from engine.helpers import Game, being

from rangers_qt.engine import ManualAdjust, ops
from rangers_qt.engine.core import Engine
from rangers_qt.engine.events import Recorder
from rangers_qt.engine.rules.travel import travel_blockers

from .terrain_kit import (
    CATALOG,
    CREST,
    FAIL,
    MOUNTAIN,
    SUN,
    add,
    exhausted,
    fatigue,
    order,
    remember,
    table,
    tokens,
)

BRAMBLE, THICKET, BUCK, WOLHUND, DOE = "01284", "01338", "01341", "01345", "01361"
ATROX = "01294"  # a presence-2 predator from the Mountain Pass set
LUTRINAL = "01301"  # a presence-1 predator from the Lakeshore set


def test_sunberry_bramble_pluck_harms_it_and_soothes_two() -> None:
    g = table(first=BRAMBLE)
    bramble = g.iid(BRAMBLE)
    fatigue(g, 3)
    g.perform("t1", bramble, energy=2)
    assert tokens(g, bramble) == {"harm": 1}
    assert len(g.ranger().fatigue) == 1


def test_sunberry_bramble_failed_pluck_fatigues_you_by_its_presence() -> None:
    g = table(first=BRAMBLE, draw=FAIL)
    bramble = g.iid(BRAMBLE)
    g.perform("t1", bramble, energy=1)
    assert tokens(g, bramble) == {}
    assert len(g.ranger().fatigue) == 1


def test_sunberry_bramble_mountain_feeds_an_active_prey() -> None:
    g = table(DOE, first=BRAMBLE, draw=MOUNTAIN)
    bramble, doe = g.iid(BRAMBLE), g.bring(DOE)
    remember(g)
    order(g, bramble)
    assert exhausted(g, doe) and tokens(g, doe) == {"progress": 1}
    assert tokens(g, bramble) == {"harm": 1}


def test_sunberry_bramble_mountain_without_prey_does_nothing() -> None:
    g = table(first=BRAMBLE, draw=MOUNTAIN)
    remember(g)
    assert tokens(g, g.iid(BRAMBLE)) == {}
    g.expect("turn")


def test_overgrown_thicket_hunt_adds_progress_equal_to_effort() -> None:
    g = table(first=THICKET)
    thicket = g.iid(THICKET)
    g.perform("t1", thicket, energy=1)
    assert tokens(g, thicket) == {"progress": 1}
    g.perform("t1", thicket, energy=1)  # two more: its threshold (2 per Ranger) clears it
    assert g.where(thicket) == ("path_discard", None)


def test_overgrown_thicket_mountain_takes_a_progress_back_and_fatigues() -> None:
    g = table(first=THICKET, draw=MOUNTAIN)
    thicket = g.iid(THICKET)
    add(g, thicket, "progress", 1)
    remember(g)
    assert tokens(g, thicket) == {}
    assert len(g.ranger().fatigue) == 1
    # with no progress left the effect has nothing to pay with: no fatigue
    remember(g)
    assert len(g.ranger().fatigue) == 1


def test_sitka_buck_sun_butts_heads_with_another_buck() -> None:
    g = table(BUCK, first=BUCK, draw=SUN)
    b1, b2 = g.iid(BUCK, 0), g.iid(BUCK, 1)
    g.bring(BUCK, nth=1)
    remember(g)
    order(g, b1, b2)
    # the first buck exhausts and harms both; the second one is exhausted and resolves nothing
    assert exhausted(g, b1) and tokens(g, b1) == {"harm": 2} and tokens(g, b2) == {"harm": 2}


def test_sitka_buck_mountain_fights_an_active_predator() -> None:
    g = table(ATROX, first=BUCK, draw=MOUNTAIN)
    buck = g.iid(BUCK)
    atrox = g.bring(ATROX)
    remember(g)
    order(g, buck)
    assert exhausted(g, atrox) and tokens(g, atrox) == {"harm": 2}
    assert tokens(g, buck) == {"harm": 2}  # the Atrox's presence


def test_sitka_buck_crest_charges_only_with_a_doe_around() -> None:
    g = table(first=BUCK, draw=CREST)
    remember(g)
    assert g.ranger().injuries == 0
    g2 = table(DOE, first=BUCK, draw=CREST)
    g2.bring(DOE)
    remember(g2)
    assert g2.ranger().injuries == 1


def test_prowling_wolhund_enters_exhausted_when_another_predator_is_in_play() -> None:
    g = table(WOLHUND, first=ATROX, rangers=2)
    assert exhausted(g, g.iid(WOLHUND)) and not exhausted(g, g.iid(ATROX))
    alone = table(first=WOLHUND)
    assert not exhausted(alone, alone.iid(WOLHUND))


def test_prowling_wolhund_sun_readies_another_wolhund() -> None:
    g = table(WOLHUND, first=WOLHUND, draw=SUN, rangers=2)
    w1, w2 = g.iid(WOLHUND, 0), g.iid(WOLHUND, 1)
    assert exhausted(g, w2) and not exhausted(g, w1)  # w2 entered with w1 in play
    g.next_ranger("r1")
    remember(g)
    assert not exhausted(g, w2)


def test_prowling_wolhund_crest_injures_at_three_fatigue_not_two() -> None:
    for have, hurt in ((2, 0), (3, 1), (4, 1)):
        g = table(first=WOLHUND, draw=CREST)
        fatigue(g, have)
        remember(g)
        assert g.ranger().injuries == hurt, have
        assert exhausted(g, g.iid(WOLHUND)) == bool(hurt)


def test_sitka_doe_shoo_moves_it_to_another_area() -> None:
    g = table(first=DOE)
    doe = g.iid(DOE)
    g.perform("t1", doe, energy=1)
    assert g.where(doe) == ("along_the_way", None)


def test_sitka_doe_sun_draws_every_buck_within_reach() -> None:
    g = table(BUCK, first=DOE, draw=SUN)
    buck = g.bring(BUCK, "along_the_way")
    remember(g)
    assert g.where(buck) == ("within_reach", "r1")


def test_sitka_doe_mountain_takes_harm_from_an_active_predator() -> None:
    g = table(LUTRINAL, first=DOE, draw=MOUNTAIN)
    doe, lutrinal = g.iid(DOE), g.bring(LUTRINAL)
    remember(g)
    order(g, doe)
    assert exhausted(g, lutrinal) and tokens(g, doe) == {"harm": 1}
    g2 = table(ATROX, first=DOE, draw=MOUNTAIN)
    doe2 = g2.iid(DOE)
    g2.bring(ATROX)
    remember(g2)
    assert g2.where(doe2) == ("path_discard", None)  # 2 harm from the Atrox's presence clears it


MULCHER = "01321"
PREY_BEING = being("TWPREY", name="Test Grazer", traits=("Prey",), harm=9, area="along_the_way")


def _mulcher(draw: str) -> Game:
    """The Caustic Mulcher (the round's draw, along the way) and an invented being without text."""
    return Game(
        [CATALOG.card(MULCHER), PREY_BEING], path=[MULCHER, PREY_BEING.id], challenge_order=[draw] * 30
    )


def test_caustic_mulcher_sun_swallows_another_being_which_no_longer_readies_and_crest_burns_it() -> None:
    g = _mulcher(SUN)
    mulcher, prey = g.iid(MULCHER), g.bring(PREY_BEING.id, "along_the_way")
    remember(g)
    assert exhausted(g, prey) and g.state.cards[prey].attached_to == mulcher
    g.rest()  # the refresh readies every card but the swallowed being
    assert exhausted(g, prey) and not exhausted(g, mulcher)
    g2 = _mulcher(CREST)
    mulcher2, prey2 = g2.iid(MULCHER), g2.bring(PREY_BEING.id, "along_the_way")
    ops.attach(_engine(g2), prey2, mulcher2)
    g2.session.manual(ManualAdjust(action="ranger_token", ranger="r1", card=mulcher2))
    remember(g2)
    assert tokens(g2, prey2) == {"harm": 1} and g2.ranger().injuries == 1


def test_caustic_mulcher_sun_alone_catches_you_and_holds_the_group_until_wrested_free() -> None:
    g = _mulcher(SUN)
    mulcher = g.iid(MULCHER)
    remember(g)  # no other being: your token is caught
    assert g.ranger().ranger_token_on == mulcher
    assert any("holds the group back" in r for r in travel_blockers(_engine(g)))
    g.session.manual(ManualAdjust(action="energy", ranger="r1", aspect="FIT", amount=1))
    g.perform("t1", mulcher, energy=3)  # Wrest [2]; freeing your token is the only choice: no question
    assert g.ranger().ranger_token_on is None and exhausted(g, mulcher)
    assert not any("holds the group back" in r for r in travel_blockers(_engine(g)))


def test_caustic_mulcher_wrest_frees_a_swallowed_being_into_its_area() -> None:
    g = _mulcher(MOUNTAIN)
    mulcher, prey = g.iid(MULCHER), g.bring(PREY_BEING.id, "along_the_way")
    ops.attach(_engine(g), prey, mulcher)
    g.perform("t1", mulcher, energy=2)
    assert g.state.cards[prey].attached_to is None and g.where(prey) == ("along_the_way", None)


def _engine(g: Game) -> Engine:
    return Engine(g.state, g.session.book, g.registry, Recorder())
