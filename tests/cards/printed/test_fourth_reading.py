"""Issue #27, the fourth reading (seed 6203, 40 Ranger cards, docs/card-audit.md): the untimed
abilities that were offered with nothing to act on, so their printed cost (exhaust, a token, an
energy) was paid for nothing, against the engine's own rule (``usable_now``: an ability that would
do nothing is not offered). Each test names the card and the clause; each has its positive case
(the thing to act on is there: offered, and it acts) beside the negative one (not offered)."""

from __future__ import annotations

from ..ranger_kit import exhaust, in_play, ranger_table, role_of
from .printed_kit import DOE, HEART, adjust, printed_table, tokens

ENGINEER, TINKERER, VOICE = "01051", "01052", "01066"  # roles
REPLICA, CANTEEN, TROWEL, STAVE = "01013", "01059", "01032", "01043"
POKODO = "01077"  # Pokodo the Ferret: a being with no trait Aid (Voice's negative case)
TRAIL_MIX = "01004"  # Trail Mix: an Aid gear


def test_01051_masterful_engineer_exhaust_readies_a_tech_and_is_not_offered_with_none_exhausted() -> None:
    """01051 Masterful Engineer, ability 1 (exhaust: ready a tech): with the Replica (a tech) ready
    the role is not offered; once the Replica is exhausted it is, and it readies it."""
    g = ranger_table(role=ENGINEER, deck=[REPLICA])
    replica, role = in_play(g, REPLICA), role_of(g)
    g.expect("turn")
    assert f"ability:{role}" not in g.options()
    exhaust(g, replica)
    g.pick(f"ability:{role}", "turn")
    assert not g.state.cards[replica].exhausted and g.state.cards[role].exhausted


def test_01052_exceptional_tinkerer_is_not_offered_without_a_tech_in_play() -> None:
    """01052 Exceptional Tinkerer, ability 1 (exhaust, spend 1 energy: a token on a tech): with only
    the Trowel (no tech) in play it is not offered, so no energy is spent; with the Replica it is."""
    g = ranger_table(role=TINKERER, deck=[TROWEL, REPLICA])
    in_play(g, TROWEL)
    role = role_of(g)
    g.expect("turn")
    assert f"ability:{role}" not in g.options()
    replica = in_play(g, REPLICA)
    g.pick(f"ability:{role}", "turn")
    g.pick("energy:FIT", "effect_choice")
    assert tokens(g, replica) == {"charge": 4}


def test_01066_voice_of_the_elders_is_not_offered_without_an_aid_card() -> None:
    """01066 Voice of the Elders, ability 1 (exhaust, spend 1 energy: a token on an aid card): with a
    being that is no aid in play it is not offered (no energy asked for)."""
    g = ranger_table(role=VOICE, deck=[POKODO], path=[DOE])
    in_play(g, POKODO)
    g.expect("turn")
    assert f"ability:{role_of(g)}" not in g.options()


def test_01066_voice_of_the_elders_is_offered_with_an_aid_card() -> None:
    """01066 Voice of the Elders, ability 1, positive case: an aid card (Trail Mix) equipped, and
    the role is offered."""
    g = ranger_table(role=VOICE, deck=[TRAIL_MIX], path=[DOE])
    in_play(g, TRAIL_MIX)
    g.expect("turn")
    assert f"ability:{role_of(g)}" in g.options()


def test_01043_orlin_hiking_stave_ability_needs_a_trail() -> None:
    """01043 Orlin Hiking Stave, ability 1 (exhaust, use 1 stride: 1 progress on a trail): with no
    trail in play it is not offered and keeps its 3 strides; with the Heart of the Swamp (a trail)
    it is, and the Heart gets the progress."""
    g = printed_table(((STAVE,),), path=(DOE, HEART))
    stave = g.bring(STAVE, zone="player_area")
    g.expect("turn")
    assert f"ability:{stave}" not in g.options() and tokens(g, stave) == {"stride": 3}
    heart = g.bring(HEART)
    g.pick(f"ability:{stave}", "turn")
    assert tokens(g, heart) == {"progress": 1} and tokens(g, stave) == {"stride": 2}


def test_01013_functional_replica_is_not_offered_without_another_gears_ability_to_resolve() -> None:
    """01013 Functional Replica, ability 1 (exhaust, use 1 charge: resolve a Ranger's equipped
    gear's ability): alone, or beside the Trowel (a gear with tests only), it is not offered and
    keeps its charges; beside the Infusion Canteen with an energy token it is (the resolution
    itself: tests/cards/test_ranger_artisan.py)."""
    g = printed_table(((REPLICA, TROWEL, CANTEEN),), path=(HEART,))
    replica = g.bring(REPLICA, zone="player_area")
    g.expect("turn")
    assert f"ability:{replica}" not in g.options()
    g.bring(TROWEL, zone="player_area")
    g.expect("turn")
    assert f"ability:{replica}" not in g.options() and tokens(g, replica) == {"charge": 3}
    canteen = g.bring(CANTEEN, zone="player_area")
    adjust(g, action="add_tokens", card=canteen, token="energy_spi", amount=1)
    g.expect("turn")
    assert f"ability:{replica}" in g.options()


def test_01013_two_functional_replicas_never_resolve_each_other() -> None:
    """01013 Functional Replica, ability 1, with a second Replica the only other gear (ruling R92):
    neither is offered, since resolving the other would only choose again; with the Canteen beside
    them, each is, and resolving one spends the Canteen's ability, not the other Replica's."""
    g = printed_table(((REPLICA, REPLICA, CANTEEN),), path=(HEART,))
    first, second = g.bring(REPLICA, zone="player_area"), g.bring(REPLICA, zone="player_area", nth=1)
    g.expect("turn")
    assert f"ability:{first}" not in g.options() and f"ability:{second}" not in g.options()
    canteen = g.bring(CANTEEN, zone="player_area")
    adjust(g, action="add_tokens", card=canteen, token="energy_spi", amount=1)
    before = g.ranger().energy.get("SPI", 0)
    g.pick(f"ability:{first}", "turn")
    assert g.ranger().energy["SPI"] == before + 1
    assert tokens(g, second) == {"charge": 3} and not g.state.cards[second].exhausted
