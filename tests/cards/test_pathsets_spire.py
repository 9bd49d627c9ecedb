"""The Spire path set (cards/path/spire.json) through the prompt protocol with pinned challenge
draws."""

from __future__ import annotations

from typing import Any

from engine.helpers import Game, being, kw

from rangers_qt.engine import ManualAdjust

from .location_kit import energy
from .pathsets_kit import (
    URSUS,
    WOLHUND,
    crest_strikes,
    guides,
    listen_swaps_a_moment,
    listen_without_a_moment_in_hand_takes_nothing,
    share_sets_a_valley_card_aside_until_the_group_travels,
)
from .terrain_kit import CATALOG, CREST, FAIL, MOUNTAIN, SUN, exhausted, order, remember, table, tokens

THRESHOLD, BREW, MORA, FORGE, TOLLIN, DACE = "01335", "01378", "01391", "01405", "01409", "01410"
DOWNPOUR = "WE02"
SENSOR, MULTITOOL = (
    "01042",
    "01007",
)  # starting gear (explorer, artisan)  # inclement; its sun fatigues each Ranger


def test_arcology_threshold_brave_takes_your_token_or_fatigues_you_twice() -> None:
    g = table(first=THRESHOLD, draw=MOUNTAIN)  # 2 energy + 1: Brave [3]
    threshold = g.iid(THRESHOLD)
    g.perform("t1", threshold, energy=2)
    # every Ranger's token on it (one Ranger): it clears by Ranger tokens and its entry is read
    assert g.where(threshold) == ("path_discard", None) and any("58" in t for t in guides(g.last))  # type: ignore[arg-type]
    g2 = table(first=THRESHOLD, draw=SUN)
    g2.perform("t1", g2.iid(THRESHOLD), energy=2)  # effort 2 < 3
    assert len(g2.ranger().fatigue) == 2 and g2.ranger().ranger_token_on is None
    g3 = table(first=THRESHOLD, draw=FAIL)
    g3.perform("t1", g3.iid(THRESHOLD), energy=2)
    assert len(g3.ranger().fatigue) == 2


def test_arcology_threshold_shelters_a_ranger_whose_token_is_on_it_from_the_weather() -> None:
    for sheltered, tired in ((False, 1), (True, 0)):
        g = table(first=THRESHOLD, draw=SUN, rangers=2, extra=(CATALOG.card(DOWNPOUR),), weather=DOWNPOUR)
        if sheltered:
            g.session.manual(ManualAdjust(action="ranger_token", ranger="r1", card=g.iid(THRESHOLD)))
        g.next_ranger("r1")
        remember(g)
        assert len(g.ranger("r1").fatigue) == tired, sheltered


def test_elder_mora_orlin_listen_trades_a_moment_for_a_starting_moment_for_good() -> None:
    listen_swaps_a_moment(MORA, "60")
    listen_without_a_moment_in_hand_takes_nothing(MORA)


def test_elder_mora_orlin_crest_exhausts_a_predator() -> None:
    crest_strikes(MORA)


def test_the_carbon_forge_fabricate_trades_a_gear_for_a_starting_gear_put_into_play() -> None:
    extra = (CATALOG.card(SENSOR), CATALOG.card(MULTITOOL))
    g = table(first=FORGE, extra=extra, decks=[[SENSOR]])  # the Sensor in hand; Fabricate [2]
    g.perform("t1", g.iid(FORGE), energy=2)
    g.pick(f"collection:{MULTITOOL}", "effect_choice")
    tool = next(i for i in g.ranger().player_area if g.state.cards[i].def_id == MULTITOOL)
    assert tokens(g, tool) == {"charge": 3}  # it entered play with its tokens
    assert [(c.remove, c.add) for c in g.state.day.deck_changes] == [(SENSOR, None), (None, MULTITOOL)]


def test_the_carbon_forge_takes_the_gear_from_hand_or_discard_as_the_ranger_picks() -> None:
    extra = (CATALOG.card(SENSOR), CATALOG.card(MULTITOOL))
    g = table(first=FORGE, extra=extra, decks=[[SENSOR, MULTITOOL]])
    g.session.manual(ManualAdjust(action="discard", card=g.iid(MULTITOOL)))
    g.perform("t1", g.iid(FORGE), energy=2)
    g.pick("branch:1", "effect_choice")  # the one in the discard
    g.pick(f"collection:{MULTITOOL}", "effect_choice")
    assert g.state.day.deck_changes[0].remove == MULTITOOL and g.where(g.iid(SENSOR)) == ("hand", "r1")
    g2 = table(first=FORGE, extra=extra, decks=[[MULTITOOL]])
    g2.session.manual(ManualAdjust(action="discard", card=g2.iid(MULTITOOL)))
    g2.perform("t1", g2.iid(FORGE), energy=2)  # only the discard has one: no question
    g2.pick(f"collection:{MULTITOOL}", "effect_choice")
    assert [(c.remove, c.add) for c in g2.state.day.deck_changes] == [(MULTITOOL, None), (None, MULTITOOL)]


def test_tollin_lang_distract_exhausts_a_being_per_two_effort() -> None:
    g = table(URSUS, WOLHUND, first=TOLLIN, draw=MOUNTAIN)
    tollin, ursus, wolhund = g.iid(TOLLIN), g.bring(URSUS, "along_the_way"), g.bring(WOLHUND)
    g.perform("t1", tollin, energy=1)  # effort 2 (Distract [2]): one being
    g.pick(f"card:{wolhund}", "effect_choice")
    assert exhausted(g, wolhund) and not exhausted(g, ursus) and not exhausted(g, tollin)
    g2 = table(URSUS, WOLHUND, first=TOLLIN, draw=MOUNTAIN)
    tollin2, ursus2, wolhund2 = g2.iid(TOLLIN), g2.bring(URSUS, "along_the_way"), g2.bring(WOLHUND)
    energy(g2, "SPI", 1)
    g2.perform("t1", tollin2, energy=3)  # effort 4: two beings
    g2.pick(f"card:{ursus2}", "effect_choice")
    g2.pick(f"card:{wolhund2}", "effect_choice")
    assert exhausted(g2, ursus2) and exhausted(g2, wolhund2) and not exhausted(g2, tollin2)


def test_tollin_lang_crest_exhausts_a_predator_and_clear_reads_his_entry() -> None:
    g = table(URSUS, first=TOLLIN, draw=CREST)
    tollin, ursus = g.iid(TOLLIN), g.bring(URSUS, "along_the_way")
    remember(g)
    order(g, tollin, ursus)
    assert exhausted(g, ursus) and tokens(g, tollin) == {"harm": 2}
    result = g.session.manual(ManualAdjust(action="add_tokens", card=tollin, token="harm", amount=1))
    assert g.where(tollin) == ("path_discard", None) and any("61" in t for t in guides(result))


def test_the_hearty_brew_share_brings_any_valley_card_after_the_next_travel() -> None:
    share_sets_a_valley_card_aside_until_the_group_travels(BREW)


def test_dace_ride_failed_injures_you_and_his_crest_and_clear() -> None:
    g = table(first=DACE, draw=FAIL)
    g.perform("t1", g.iid(DACE), energy=2)  # Ride [2] with the -2 card: fails
    assert g.ranger().injuries == 1
    g2 = table(first=DACE)
    g2.perform("t1", g2.iid(DACE), energy=2)  # succeeds: no injury; another test is asked for
    assert g2.ranger().injuries == 0 and g2.prompt.kind == "effect_choice"
    crest_strikes(DACE)
    g3 = table(first=DACE)
    result = g3.session.manual(ManualAdjust(action="add_tokens", card=g3.iid(DACE), token="harm", amount=3))
    assert g3.where(g3.iid(DACE)) == ("path_discard", None) and any("59" in t for t in guides(result))


def _dace_ride(second: str, near: Any = None) -> tuple[Game, str]:
    """Dace within r1's reach, a being of presence 2 within reach (between r1 and anything along
    the way) and a being along the way; r1 rides Dace (Ride [2], 2 energy, a +0 card: success) and
    the second test draws ``second``. Returns the game at the extra test's choice and the far being."""
    g = Game(
        [CATALOG.card(DACE), near or being("TNEAR", presence=2), being("TFAR", area="along_the_way")],
        path=[DACE, "TNEAR", "TFAR"],
        challenge_order=[SUN, second] * 10,
    )
    dace = g.iid(DACE)
    g.bring("TNEAR")
    far = g.bring("TFAR", "along_the_way", None)
    energy(g, "AWA", 2)
    g.perform("t1", dace, energy=2)
    g.expect("effect_choice", "r1")
    return g, far


def test_dace_ride_takes_another_test_that_dodges_every_path_card() -> None:
    """01410 Ride (Rulebook: Additional Concepts, Dodge): after a successful Ride the Ranger performs
    another test before the turn ends (any test the turn offers); it dodges every path card, so the
    presence-2 being between r1 and the target fatigues nobody; the same Avoid as an ordinary test
    costs 2 fatigue."""
    g, far = _dace_ride(SUN)
    assert f"test:common:avoid:{far}" in g.options() and "rest" not in g.options()
    assert g.state.active_ranger == "r1"  # the turn has not ended between the two tests
    g.pick(f"test:common:avoid:{far}", "effect_choice")
    assert g.state.test is not None and g.iid("TNEAR") in g.state.test.dodged
    g._commit(1, ())
    assert g.ranger().fatigue == [] and g.ranger().injuries == 0
    assert g.state.cards[far].exhausted  # the Avoid succeeded
    plain = Game(
        [being("TNEAR", presence=2), being("TFAR", area="along_the_way")],
        path=["TNEAR", "TFAR"],
        challenge_order=[SUN] * 10,
    )
    plain.bring("TNEAR")
    plain_far = plain.bring("TFAR", "along_the_way", None)
    plain.perform("avoid", plain_far, energy=1)
    assert len(plain.ranger().fatigue) == 2


def test_dace_ride_injures_when_the_second_test_fails_and_not_when_it_succeeds() -> None:
    """ "If you fail either test": the second test failing (the -2 card) injures once; succeeding
    does not (the first test's own failure is the printed failure effect, tested above)."""
    for second, injuries in ((SUN, 0), (FAIL, 1)):
        g, far = _dace_ride(second)
        g.pick(f"test:common:avoid:{far}", "effect_choice")
        g._commit(1, ())
        assert g.ranger().injuries == injuries, second


def test_dace_ride_second_test_passes_an_obstacle_it_dodges() -> None:
    """Every obstacle is a path card and the second test dodges them all (Rulebook: Dodge; Keywords,
    Obstacle): an obstacle within reach does not keep it from the being along the way, and does not
    fatigue; an ordinary turn is not offered that test."""
    wall = being("TNEAR", presence=2, keywords=kw("obstacle"))
    g, far = _dace_ride(SUN, wall)
    assert f"test:common:avoid:{far}" in g.options()
    g.pick(f"test:common:avoid:{far}", "effect_choice")
    g._commit(1, ())
    assert g.ranger().fatigue == [] and g.state.cards[far].exhausted
    plain = Game(
        [wall, being("TFAR", area="along_the_way")], path=["TNEAR", "TFAR"], challenge_order=[SUN] * 10
    )
    plain.bring("TNEAR")
    plain_far = plain.bring("TFAR", "along_the_way", None)
    assert f"test:common:avoid:{plain_far}" not in plain.options()
