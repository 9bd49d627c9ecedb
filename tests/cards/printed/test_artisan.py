"""Artisan cards (cards/ranger/artisan.json): printed outcomes and their negative
cases (docs/card-audit-ranger.md)."""

from __future__ import annotations

import pytest

from .printed_kit import (
    DOE,
    HEART,
    adjust,
    check_hosts,
    check_success_needs_success,
    first_turn,
    host_named,
    offered_plays,
    printed_table,
    tokens,
)

MASTERWORK, POWER_CELLS, FAVORITE, DESPERATION = "01016", "01012", "01017", "01015"
TROWEL = "01032"  # Carbonforged Trowel: gear, no tech
SENSOR = "01042"  # Boundary Sensor: tech gear


def test_01016_masterwork_attaches_only_to_equipped_gear_of_any_ranger() -> None:
    """01016 Masterwork, attach restriction (a Ranger's equipped gear): gear in either Ranger's area
    is offered, a being is not; with no gear equipped it is not offered."""
    check_hosts(
        MASTERWORK,
        ((MASTERWORK, TROWEL), (TROWEL,)),
        (HEART, DOE),
        [
            (TROWEL, "player_area", "r1", 0, True),
            (TROWEL, "player_area", "r2", 1, True),
            (DOE, "within_reach", "r1", 0, False),
        ],
    )


def test_01012_universal_power_cells_attach_only_to_equipped_tech() -> None:
    """01012 Universal Power Cells, attach restriction (a Ranger's equipped tech): the Boundary Sensor
    (tech) is offered, the trowel (no tech) is not; with no tech equipped it is not offered."""
    check_hosts(
        POWER_CELLS,
        ((POWER_CELLS, TROWEL), (SENSOR,)),
        (HEART,),
        [(TROWEL, "player_area", "r1", 0, False), (SENSOR, "player_area", "r2", 0, True)],
    )


def test_01017_favorite_gear_attaches_only_to_your_own_equipped_gear() -> None:
    """01017 Favorite Gear, attach restriction (one of *your* equipped gear): your trowel is offered,
    the other Ranger's is not; with only their gear equipped it is not offered."""
    check_hosts(
        FAVORITE,
        ((FAVORITE, TROWEL), (TROWEL,)),
        (HEART,),
        [(TROWEL, "player_area", "r1", 0, True), (TROWEL, "player_area", "r2", 1, False)],
    )


def test_01015_moment_of_desperation_is_not_playable_without_equipped_gear() -> None:
    """01015 Moment of Desperation, play: its cost (a gear of yours in play discarded) cannot be paid
    with no gear equipped, so it is not offered."""
    g = printed_table(((DESPERATION,),), path=(HEART, DOE))
    g.bring(DOE)
    assert g.iid(DESPERATION) not in offered_plays(g)


@pytest.mark.parametrize(("card", "kind"), [(MASTERWORK, "gear"), (POWER_CELLS, "tech"), (FAVORITE, "gear")])
def test_artisan_attachments_name_their_host_in_their_text(card: str, kind: str) -> None:
    """01016 Masterwork, 01012 Universal Power Cells, 01017 Favorite Gear, attach restriction: the
    generated text says what the card attaches to."""
    assert host_named(card, kind)


def test_01012_universal_power_cells_add_3_tokens_to_the_host_and_take_them_back_when_unattached() -> None:
    """01012 Universal Power Cells, as it enters play and response 1 (when it becomes unattached):
    the tech gains 3 of its tokens when the cells are played on it, and loses 3 when they come off;
    another tech's tokens never move."""
    g = printed_table(((POWER_CELLS, SENSOR, SENSOR),), path=(HEART,))
    mine, other = g.bring(SENSOR, zone="player_area"), g.bring(SENSOR, zone="player_area", nth=1)
    assert tokens(g, mine) == tokens(g, other) == {"sensor": 4}
    cells = g.iid(POWER_CELLS)
    g.play(cells)
    g.pick(f"host:{mine}", "choose_host")
    assert tokens(g, mine) == {"sensor": 7} and tokens(g, other) == {"sensor": 4}
    adjust(g, action="move", card=cells, zone="discard", ranger="r1")
    g.expect("turn")
    assert tokens(g, mine) == {"sensor": 4} and tokens(g, other) == {"sensor": 4}


def test_01011_pocketed_belt_pouch_open_succeeds_to_resolve() -> None:
    """01011 Pocketed Belt Pouch, test Open: success: the search runs when the test succeeds and not
    when it fails."""
    check_success_needs_success("01011")


POUCH = "01011"


def test_01011_pocketed_belt_pouch_lowers_the_equip_of_your_gear_not_another_rangers() -> None:
    """01011 Pocketed Belt Pouch, constant 1 (equip): your gear takes 1 square less (never below 1);
    the other Ranger's gear keeps its printed value."""
    from rangers_qt.engine.core import Engine
    from rangers_qt.engine.events import Recorder
    from rangers_qt.engine.flow.play import equip_total

    g = printed_table(((POUCH, SENSOR), (SENSOR,)), path=(HEART,))
    first_turn(g)
    g.bring(POUCH, zone="player_area", ranger="r1")
    g.bring(SENSOR, zone="player_area", ranger="r1", nth=0)
    g.bring(SENSOR, zone="player_area", ranger="r2", nth=1)
    eng = Engine(g.state, g.session.book, g.registry, Recorder(enabled=False))
    assert (equip_total(eng, "r1"), equip_total(eng, "r2")) == (1 + 1, 2)  # pouch 1; sensor 2 -> 1 / 2


REPLICA, CANTEEN = "01013", "01059"


def test_01013_functional_replica_ability_is_not_offered_without_a_charge() -> None:
    """01013 Functional Replica, ability 1 (exhaust, use 1 charge: resolve an equipped gear's
    ability): offered with a charge on it; with none left it is not, and the Canteen's energy
    token stays unused (the resolved ability: tests/cards/test_ranger_artisan.py)."""
    g = printed_table(((REPLICA, CANTEEN),), path=(HEART,))
    replica = g.bring(REPLICA, zone="player_area")
    canteen = g.bring(CANTEEN, zone="player_area")
    adjust(g, action="add_tokens", card=canteen, token="energy_spi", amount=1)
    g.expect("turn")
    assert f"ability:{replica}" in g.options()
    adjust(g, action="remove_tokens", card=replica, token="charge", amount=3)
    g.expect("turn")
    assert f"ability:{replica}" not in g.options()
