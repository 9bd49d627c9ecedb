"""The Tumbledown path set (cards/path/tumbledown.json) through the prompt protocol with pinned
challenge draws."""

from __future__ import annotations

from rangers_qt.engine import ManualAdjust

from .pathsets_kit import (
    URSUS,
    crest_strikes,
    guides,
    listen_swaps_a_moment,
    listen_without_a_moment_in_hand_takes_nothing,
)
from .terrain_kit import CATALOG, CREST, MOUNTAIN, SUN, exhausted, order, remember, table, tokens

WATERSPINNER, KASENDE, CORMAK = "01320", "01359", "01395"
SENSOR = "01042"  # Boundary Sensor: a Tech gear with 4 sensor tokens
DOWNPOUR = "WE02"  # inclement


def test_the_waterspinner_recharge_moves_its_charge_onto_an_equipped_tech_as_that_gears_tokens() -> None:
    g = table(first=WATERSPINNER, rangers=2, extra=(CATALOG.card(SENSOR),), decks=[[SENSOR], []])
    spinner, sensor = g.iid(WATERSPINNER), g.bring(SENSOR, "player_area")
    assert tokens(g, spinner) == {"charge": 2}  # 1 per Ranger
    g.next_ranger("r1")
    g.perform("t1", spinner, energy=1)
    assert tokens(g, spinner) == {} and tokens(g, sensor) == {"sensor": 6}


def test_the_waterspinner_sun_charges_it_only_in_inclement_weather() -> None:
    g = table(first=WATERSPINNER, draw=SUN)
    remember(g)
    assert tokens(g, g.iid(WATERSPINNER)) == {"charge": 1}
    wet = table(first=WATERSPINNER, draw=SUN, extra=(CATALOG.card(DOWNPOUR),), weather=DOWNPOUR)
    remember(wet)
    order(wet, wet.iid(WATERSPINNER))
    assert tokens(wet, wet.iid(WATERSPINNER)) == {"charge": 2}


def test_kasende_mountain_hunts_an_active_predator() -> None:
    g = table(URSUS, first=KASENDE, draw=MOUNTAIN)
    kasende = g.iid(KASENDE)
    remember(g)  # no predator: nothing
    assert not exhausted(g, kasende) and tokens(g, kasende) == {}
    ursus = g.bring(URSUS, "along_the_way")
    remember(g)
    order(g, kasende, ursus)
    assert exhausted(g, kasende) and tokens(g, ursus) == {"harm": 3} and tokens(g, kasende) == {"progress": 3}


def test_kasende_crest_exhausts_a_predator_and_clear_reads_his_entry() -> None:
    g = table(URSUS, first=KASENDE, draw=CREST)
    kasende, ursus = g.iid(KASENDE), g.bring(URSUS, "along_the_way")
    remember(g)
    order(g, kasende, ursus)
    assert exhausted(g, ursus) and tokens(g, kasende) == {"harm": 2}
    result = g.session.manual(ManualAdjust(action="add_tokens", card=kasende, token="harm", amount=2))
    assert g.where(kasende) == ("path_discard", None) and any("76" in t for t in guides(result))


def test_elder_cormak_wellers_listen_trades_a_moment_for_a_starting_moment_for_good() -> None:
    listen_swaps_a_moment(CORMAK, "77")
    listen_without_a_moment_in_hand_takes_nothing(CORMAK)


def test_elder_cormak_wellers_crest_exhausts_a_predator() -> None:
    crest_strikes(CORMAK)
