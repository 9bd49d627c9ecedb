"""The Meadow path set (cards/path/meadow.json) through the prompt protocol with pinned challenge
draws."""

from __future__ import annotations

from engine.helpers import Game, being

from rangers_qt.engine import ManualAdjust
from rangers_qt.engine.core import Engine
from rangers_qt.engine.events import Recorder
from rangers_qt.engine.modifier_layer.modifiers import has_keyword

from .location_kit import energy
from .pathsets_kit import (
    URSUS,
    crest_strikes,
    guides,
    listen_swaps_a_moment,
    listen_without_a_moment_in_hand_takes_nothing,
)
from .terrain_kit import (
    CATALOG,
    CREST,
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

STILT_HORSE, JULAR, ASSEMBLAGE, JARIS = "01355", "01375", "01381", "01397"
SENSOR, MULTITOOL = "01042", "01007"  # starting gear (explorer, artisan)


def test_jaris_speak_soothes_one_per_two_effort_and_takes_as_much_progress() -> None:
    g = table(first=JARIS, draw=MOUNTAIN)
    jaris = g.iid(JARIS)
    fatigue(g, 3)
    g.perform("t1", jaris, energy=2)  # effort 3: 1 per 2
    assert len(g.ranger().fatigue) == 2 and tokens(g, jaris) == {"progress": 1}


def test_jaris_sun_readies_an_exhausted_predator_unless_you_pay_two_progress() -> None:
    g = table(URSUS, first=JARIS, draw=SUN)
    jaris, ursus = g.iid(JARIS), g.bring(URSUS, "along_the_way")
    energy(g, "FOC", 2)  # four Remember tests
    remember(g)  # the Ursus is ready: nothing
    assert tokens(g, jaris) == {}
    g.session.manual(ManualAdjust(action="exhaust", card=ursus))
    add(g, jaris, "progress", 1)
    remember(g)  # 1 progress cannot pay: the predator readies
    assert not exhausted(g, ursus) and tokens(g, jaris) == {"progress": 1}
    g.session.manual(ManualAdjust(action="exhaust", card=ursus))
    add(g, jaris, "progress", 1)
    remember(g)
    g.pick("branch:0", "effect_choice")  # pay 2 progress
    assert exhausted(g, ursus) and tokens(g, jaris) == {}
    add(g, jaris, "progress", 2)
    remember(g)
    g.pick("branch:1", "effect_choice")  # keep them: the predator readies
    assert not exhausted(g, ursus) and tokens(g, jaris) == {"progress": 2}


def test_jaris_crest_exhausts_a_predator_and_clear_reads_his_entry() -> None:
    g = table(URSUS, first=JARIS, draw=CREST)
    jaris, ursus = g.iid(JARIS), g.bring(URSUS, "along_the_way")
    remember(g)
    order(g, jaris, ursus)
    assert exhausted(g, ursus) and tokens(g, jaris) == {"harm": 2}
    result = g.session.manual(ManualAdjust(action="add_tokens", card=jaris, token="harm", amount=1))
    assert g.where(jaris) == ("path_discard", None) and any("70" in t for t in guides(result))


def test_elder_jular_abel_listen_trades_a_moment_for_a_starting_moment_for_good() -> None:
    listen_swaps_a_moment(JULAR, "69")
    listen_without_a_moment_in_hand_takes_nothing(JULAR)


def test_elder_jular_abel_crest_exhausts_a_predator() -> None:
    crest_strikes(JULAR)


def test_growers_assemblage_haggle_trades_a_gear_in_hand_for_a_starting_gear_for_good() -> None:
    extra = (CATALOG.card(SENSOR), CATALOG.card(MULTITOOL))
    g = table(first=ASSEMBLAGE, draw=MOUNTAIN, extra=extra, decks=[[SENSOR]])  # 2 + 1: Haggle [3]
    g.perform("t1", g.iid(ASSEMBLAGE), energy=2)
    g.pick(f"collection:{MULTITOOL}", "effect_choice")
    hand = [g.state.cards[i].def_id for i in g.ranger().hand]
    assert MULTITOOL in hand and SENSOR not in hand
    assert [(c.remove, c.add) for c in g.state.day.deck_changes] == [(SENSOR, None), (None, MULTITOOL)]
    g2 = table(first=ASSEMBLAGE, draw=SUN, extra=extra, decks=[[SENSOR]])
    g2.perform("t1", g2.iid(ASSEMBLAGE), energy=2)  # effort 2 < 3
    assert g2.state.day.deck_changes == []


def _horse_and_rider() -> tuple[Game, str]:
    """The Stilt-Horse in play and an invented being whose sun effect attaches it to your role (the
    way a guide entry or a Ranger card would)."""
    rider = being(
        "TRIDER",
        harm=9,
        challenge=("sun",),
        behaviour={
            "challenge": {"sun": [{"do": "attach", "target": {"name": "Trained Stilt-Horse"}, "to": "role"}]}
        },
    )
    g = Game([CATALOG.card(STILT_HORSE), rider], path=[STILT_HORSE, "TRIDER"], challenge_order=[SUN] * 20)
    g.bring("TRIDER")
    return g, g.iid(STILT_HORSE)


def test_trained_stilt_horse_rides_and_is_persistent_only_while_attached_to_your_role() -> None:
    g, horse = _horse_and_rider()
    assert not any(o.startswith(f"test:{horse}:t1") for o in g.options())
    assert not has_keyword(Engine(g.state, g.session.book, g.registry, Recorder()), horse, "persistent")
    remember(g)
    order(g, g.iid("TRIDER"))
    assert g.state.cards[horse].attached_to == g.ranger().role
    assert has_keyword(Engine(g.state, g.session.book, g.registry, Recorder()), horse, "persistent")
    loc = g.state.surroundings[0]
    before = tokens(g, loc).get("progress", 0)
    g.perform("t1", None, energy=2, source=horse)  # Ride: 2 progress for every effort
    assert tokens(g, loc).get("progress", 0) == before + 4


def test_trained_stilt_horse_crest_exhausts_a_predator_and_clear_by_progress_reads_its_entry() -> None:
    g = table(URSUS, first=STILT_HORSE, draw=CREST)
    horse, ursus = g.iid(STILT_HORSE), g.bring(URSUS, "along_the_way")
    remember(g)
    order(g, horse, ursus)
    assert exhausted(g, ursus) and tokens(g, horse) == {"harm": 2}
    result = g.session.manual(ManualAdjust(action="add_tokens", card=horse, token="progress", amount=3))
    assert g.where(horse) == ("path_discard", None) and any("68" in t for t in guides(result))
