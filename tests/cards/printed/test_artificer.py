"""Artificer cards (cards/ranger/artificer.json): printed outcomes and their negative
cases (docs/card-audit-ranger.md)."""

from __future__ import annotations

import pytest

from ..ranger_kit import FAIL, in_play, ranger_table, role_of
from .printed_kit import (
    ARTILOPE,
    BOG,
    DOE,
    HEART,
    LOCATION,
    SCROF,
    adjust,
    check_hosts,
    check_success_needs_success,
    first_turn,
    host_named,
    printed_table,
    set_energy,
    tokens,
)

CABLE, MARKERS = "01054", "01056"


def test_01054_carbonforged_cable_attaches_only_to_a_predator() -> None:
    """01054 Carbonforged Cable, attach restriction (a predator): the Scrof is offered, the Doe (prey)
    is not; with no predator in play the cable is not offered."""
    check_hosts(
        CABLE,
        ((CABLE,),),
        (HEART, DOE, SCROF),
        [(DOE, "within_reach", "r1", 0, False), (SCROF, "within_reach", "r1", 0, True)],
    )


def test_01056_trail_markers_attach_only_to_the_location_or_a_feature() -> None:
    """01056 Trail Markers, attach restriction (a location or feature): the location and the two
    features are offered, the Doe is not (the location is always in play: the being left out of the
    offer is the negative case)."""
    check_hosts(
        MARKERS,
        ((MARKERS,),),
        (HEART, BOG, DOE),
        [
            (LOCATION, "", None, 0, True),
            (HEART, "along_the_way", None, 0, True),
            (BOG, "within_reach", "r1", 0, True),
            (DOE, "within_reach", "r1", 0, False),
        ],
        unplayable_without=False,
    )


@pytest.mark.parametrize(("card", "kind"), [(CABLE, "predator"), (MARKERS, "location or feature")])
def test_artificer_attachments_name_their_host_in_their_text(card: str, kind: str) -> None:
    """01054 Carbonforged Cable, 01056 Trail Markers, attach restriction: the generated text says
    what the card attaches to."""
    assert host_named(card, kind)


TINKERER, DAYHOWLER = "01052", "01055"


def test_01052_exceptional_tinkerer_ability_is_not_offered_with_no_energy_to_spend() -> None:
    """01052 Exceptional Tinkerer, ability 1 (exhaust): its cost (spend 1 energy) cannot be paid
    with an empty pool, so it is not offered; with 1 energy it is, and a tech gains its token."""
    g = ranger_table(role=TINKERER, deck=[DAYHOWLER])
    howler, role = in_play(g, DAYHOWLER), role_of(g)
    set_energy(g, FOC=1)
    g.expect("turn")
    g.pick(f"ability:{role}")  # one aspect left to pay with: no question
    assert tokens(g, howler) == {"charge": 2} and g.ranger().energy["FOC"] == 0
    adjust(g, action="ready", card=role)
    g.expect("turn")
    assert f"ability:{role}" not in g.options()


def test_01055_dayhowler_response_gains_no_charge_after_a_failed_avoid() -> None:
    """01055 Dayhowler, response 1 (after a successful Avoid test): a failed Avoid adds no
    charge (the success case: tests/cards/test_ranger_artificer.py)."""
    g = ranger_table(deck=[DAYHOWLER], path=[ARTILOPE], draw=FAIL)
    howler, artilope = in_play(g, DAYHOWLER), g.iid(ARTILOPE)
    g.choose_test("avoid", artilope)
    g.pick("energy:1", "commit_energy")
    g.expect("turn")
    assert tokens(g, howler) == {"charge": 1} and not g.state.cards[artilope].exhausted


ANTHILL = "01379"  # Harvester Anthill: an obstacle


@pytest.mark.parametrize(
    ("card", "target", "path"),
    [("01058", DOE, (HEART, DOE)), ("01057", ANTHILL, (HEART, ANTHILL))],
)
def test_artificer_printed_tests_succeed_to_resolve(card: str, target: str, path: tuple[str, ...]) -> None:
    """01058 Wrist-mounted Darter (test Shoot: success), 01057 Spiderpad Gloves (test Climb:
    success): the success effect runs when the test succeeds and not when it fails."""
    check_success_needs_success(card, target=target, path=path)


MEMORILL = "01060"


@pytest.mark.parametrize("first", ["bog", "pad"])
def test_01060_memorill_sketchpad_counts_a_cleared_path_card_wherever_it_went(
    first: str,
) -> None:
    """01060 Memorill Sketchpad, response 1 (once a card clears): a path card cleared counts whatever
    the other answers to that clear do with it - the Sitka Doe cleared by harm sinks face down into
    the Fetid Bog, whichever of the two answers resolves first."""
    g = printed_table(((MEMORILL,),), path=(HEART, BOG, DOE))
    pad, bog, doe = g.bring(MEMORILL, zone="player_area"), g.bring(BOG), g.bring(DOE)
    adjust(g, action="add_tokens", card=doe, token="harm", amount=2)  # its harm threshold
    g.pick(f"first:{bog if first == 'bog' else pad}", "effect_choice")
    g.expect("turn")
    assert g.state.cards[doe].attached_to == bog
    assert tokens(g, pad) == {"inkrill": 1}


def test_01060_memorill_sketchpad_gains_nothing_when_a_ranger_card_clears() -> None:
    """01060 Memorill Sketchpad, response 1: a Ranger card clearing (Scuttler Tunnel, a feature, by
    harm) is no path card: no inkrill."""
    g = printed_table((("01060", "01202"),), path=(HEART,))
    pad, tunnel = g.bring(MEMORILL, zone="player_area"), g.bring("01202")
    adjust(g, action="add_tokens", card=tunnel, token="harm", amount=3)  # its harm threshold
    g.expect("turn")
    assert g.where(tunnel)[0] == "discard" and tokens(g, pad) == {}


GLOVES = "01057"


def _ignores_obstacles_now(g: object, rid: str) -> bool:
    from rangers_qt.engine.core import Engine
    from rangers_qt.engine.events import Recorder
    from rangers_qt.engine.rules.fatigue import ignores_obstacles

    s = g.session  # type: ignore[attr-defined]
    return ignores_obstacles(Engine(s.state, s.book, s.registry, Recorder(enabled=False)), rid)


def test_01057_spiderpad_gloves_constant_holds_during_your_turn_only() -> None:
    """01057 Spiderpad Gloves, constant 1 (limit: during your turn): obstacles lose the keyword for
    you in your own turn; in another Ranger's turn they block you again (issue #27 language fix,
    the ``your_turn`` condition)."""
    g = printed_table(((GLOVES,), ()), path=(HEART,))
    first_turn(g, "r2")
    g.bring(GLOVES, zone="player_area", ranger="r1")
    assert g.state.active_ranger == "r2"
    assert not _ignores_obstacles_now(g, "r1")  # another Ranger's turn: not yours
    g.rest()  # r2's turn ends; r1's begins
    g.expect("turn")
    assert g.state.active_ranger == "r1"
    assert _ignores_obstacles_now(g, "r1")
