"""The Spire path set (cards/path/spire.json) through the prompt protocol with pinned challenge
draws."""

from __future__ import annotations

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
    g2.perform("t1", g2.iid(DACE), energy=2)  # succeeds: no injury (the extra test is not data yet)
    assert g2.ranger().injuries == 0
    crest_strikes(DACE)
    g3 = table(first=DACE)
    result = g3.session.manual(ManualAdjust(action="add_tokens", card=g3.iid(DACE), token="harm", amount=3))
    assert g3.where(g3.iid(DACE)) == ("path_discard", None) and any("59" in t for t in guides(result))
