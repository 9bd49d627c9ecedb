"""Reward cards (cards/ranger/reward.json): printed outcomes and their negative
cases (docs/card-audit-ranger.md)."""

from __future__ import annotations

import pytest
from engine.day.kit import Day
from engine.helpers import C0, Game

from rangers_qt.engine.zones import in_play

from .printed_kit import (
    ARTILOPE,
    BOG,
    CATALOG,
    DOE,
    HEART,
    LOCATION,
    ROLE,
    SCROF,
    adjust,
    check_feature_host,
    check_friendly,
    check_hosts,
    check_manifestation,
    check_persistent,
    check_setup,
    check_success_needs_success,
    check_unique,
    energy_for,
    fatigue_of,
    first_turn,
    host_named,
    offered_plays,
    printed_table,
    tokens,
)

TUNNEL, VERDESSA, BADGE, MUCUS, BIOSIGN, SKETCHBOOK = "01202", "01215", "01231", "01207", "01222", "01204"
STAFF = "01086"  # Staff of the Wanderer (shaper): a conduit, Setup
TROWEL = "01032"  # Carbonforged Trowel: gear
FAVORITE = "01017"  # Favorite Gear (artisan): soothes after you use a token of the attached gear


def _tunnel_cleared_with_tokens_of(*rangers: str) -> object:
    g = printed_table(((TUNNEL,), ()), path=(HEART,))
    first_turn(g)
    tunnel = g.bring(TUNNEL, zone="within_reach", ranger="r1")
    for rid in rangers:
        adjust(g, action="ranger_token", ranger=rid, card=tunnel)
    adjust(g, action="add_tokens", card=tunnel, token="harm", amount=3)  # its harm threshold
    assert tunnel not in g.state.ranger("r1").within_reach
    return g


def test_01202_scuttler_tunnel_clear_by_harm_injures_its_owner_only() -> None:
    """01202 Scuttler Tunnel, clear by harm: "your" Ranger on it (its owner's) suffers 1 injury;
    another Ranger whose token is on it too suffers none."""
    g = _tunnel_cleared_with_tokens_of("r1", "r2")
    assert [g.ranger("r1").injuries, g.ranger("r2").injuries] == [1, 0]  # type: ignore[attr-defined]


def test_01202_scuttler_tunnel_clear_by_harm_injures_nobody_while_its_owner_is_elsewhere() -> None:
    """01202 Scuttler Tunnel, clear by harm: its owner's token is not on it, so nobody is injured,
    not even the other Ranger whose token is on it."""
    g = _tunnel_cleared_with_tokens_of("r2")
    assert [g.ranger("r1").injuries, g.ranger("r2").injuries] == [0, 0]  # type: ignore[attr-defined]


def test_01204_sils_sketchbook_ability_uses_sketches_equal_to_the_exhausted_cards_presence() -> None:
    """01204 Sil's Sketchbook, ability (exhaust, use X sketches): a path card of presence X is
    exhausted and X sketches are *used* (Favorite Gear on it hears them: ruling R64, 1 soothed
    each); a ready card of higher presence than the sketches is not offered."""
    g = printed_table(((SKETCHBOOK, FAVORITE),), path=(HEART, SCROF, ARTILOPE))
    scrof, artilope = g.bring(SCROF), g.bring(ARTILOPE)
    book = g.bring(SKETCHBOOK, zone="player_area")
    assert tokens(g, book) == {"sketch": 2}  # its printed starting tokens
    adjust(g, action="fatigue", ranger="r1", amount=3)
    g.play(g.iid(FAVORITE))
    g.pick(f"host:{book}", "choose_host")
    g.pick(f"ability:{book}", "turn")
    g.expect("effect_choice")
    assert {o.card for o in g.prompt.options} == {g.iid(HEART), scrof, artilope}  # presence 0, 2, 1
    g.pick(f"card:{scrof}")  # presence 2: 2 sketches
    g.expect("turn")
    assert g.state.cards[scrof].exhausted and not g.state.cards[artilope].exhausted
    assert tokens(g, book) == {} and fatigue_of(g) == 1


def test_01207_reclaimer_mucus_attaches_only_to_a_path_card() -> None:
    """01207 Reclaimer Mucus, attach restriction (a path card): the Doe and the Heart are offered, an
    equipped gear and the location are not; with no path card in play it is not offered."""
    check_hosts(
        MUCUS,
        ((MUCUS, TROWEL),),
        (HEART, DOE),
        [
            (HEART, "along_the_way", None, 0, True),
            (DOE, "within_reach", "r1", 0, True),
            (TROWEL, "player_area", "r1", 0, False),
            (LOCATION, "", None, 0, False),
        ],
        unplayable_without=False,  # the Heart, the path's first card, is dealt at setup
    )


def test_01222_biosign_sensor_attaches_only_to_a_feature() -> None:
    """01222 Biosign Sensor, attach restriction (a feature): the Bog is offered, the Doe is not; with
    no feature in play it is not offered."""
    check_feature_host(BIOSIGN)


def test_01231_ranger_badge_attaches_only_to_your_role() -> None:
    """01231 Ranger Badge, attach restriction (your role): your role is offered, the other Ranger's
    role and a being are not."""
    check_hosts(
        BADGE,
        ((BADGE,), ()),
        (HEART, DOE),
        [(ROLE, "", "r1", 0, True), (ROLE, "", "r2", 0, False), (DOE, "within_reach", "r1", 0, False)],
        unplayable_without=False,  # your role is always in play
    )


@pytest.mark.parametrize(("card", "kind"), [(MUCUS, "path card"), (BIOSIGN, "feature"), (BADGE, "your role")])
def test_reward_attachments_name_their_host_in_their_text(card: str, kind: str) -> None:
    """01207 Reclaimer Mucus, 01222 Biosign Sensor, 01231 Ranger Badge, attach restriction: the
    generated text says what the card attaches to."""
    assert host_named(card, kind)


def test_01215_touch_of_the_verdessa_is_not_playable_without_a_flora() -> None:
    """01215 Touch of the Verdessa, play: its cost (1 harm on a flora) cannot be paid with no flora in
    play, so it is not offered (a conduit with a token is equipped)."""
    g = printed_table(((VERDESSA, STAFF),), path=(HEART, DOE))
    g.pick(f"setup:{g.iid(STAFF)}")
    adjust(g, action="move", card=g.iid(VERDESSA), zone="hand", ranger="r1")  # setup shuffled the deck
    g.bring(DOE)
    assert g.iid(VERDESSA) not in offered_plays(g)


QUIET, FEATHER, CANOE = "01209", "01205", "01213"


def test_01209_quiet_keyword_friendly_does_not_fatigue_you_between() -> None:
    """01209 Quiet, keyword Friendly: between you and a card you interact with it does not fatigue
    you (a being without the keyword does)."""
    check_friendly(QUIET)


def test_01209_quiet_keyword_unique_a_second_copy_discards_the_first() -> None:
    """01209 Quiet, keyword Unique: playing the second copy discards the first."""
    check_unique(QUIET)


@pytest.mark.parametrize(("card", "bring"), [(FEATHER, (DOE,)), (VERDESSA, (BOG,))])
def test_reward_manifestations_need_a_conduit_token_and_use_one(card: str, bring: tuple[str, ...]) -> None:
    """01205 Light As a Feather, 01215 Touch of the Verdessa, keyword Manifestation: not offered
    without an equipped conduit holding a token; played, one of its tokens is used."""
    check_manifestation(card, STAFF, (HEART, DOE, BOG), bring)


def test_01213_dolewood_canoe_keyword_setup_is_offered_as_the_day_begins() -> None:
    """01213 Dolewood Canoe, Setup: offered from the deck as the day begins (a gear without the
    keyword is not) and put into play."""
    check_setup(CANOE)


HY_PIMPOT = "01226"


def test_01209_quiet_ability_is_not_offered_without_another_being() -> None:
    """01209 Quiet, ability 1 (exhaust): with no other being in play there is nothing to harm, so it
    is not offered (Quiet itself is left out: see the audit's remark)."""
    g = printed_table(((QUIET,),), path=(HEART,))
    quiet = g.bring(QUIET)
    g.expect("turn")
    assert f"ability:{quiet}" not in g.options()


def test_01226_hy_pimpots_secret_recipe_with_no_flora_adds_and_soothes_nothing() -> None:
    """01226 Hy Pimpot's Secret Recipe, play: X is the harm it added; with no flora in play X is 0,
    so no being gains progress and nobody soothes."""
    g = printed_table(((HY_PIMPOT,),), path=(HEART, DOE))
    doe = g.bring(DOE)
    adjust(g, action="fatigue", ranger="r1", amount=2)
    if g.iid(HY_PIMPOT) in offered_plays(g):
        g.play(g.iid(HY_PIMPOT))
    g.expect("turn")
    assert tokens(g, doe) == {} and fatigue_of(g) == 2


@pytest.mark.parametrize(
    ("card", "target", "zone"), [(TUNNEL, "self", "within_reach"), ("01208", None, "player_area")]
)
def test_reward_printed_tests_succeed_to_resolve(card: str, target: str | None, zone: str) -> None:
    """01202 Scuttler Tunnel (test Navigate: success), 01208 Topographone (test Calibrate: success):
    the success effect runs when the test succeeds and not when it fails."""
    check_success_needs_success(card, target=target, zone=zone)


KASENDE, GAUZEBLADE, TOXIN_EATER = "01214", "01212", "01286"  # a weapon; a being of harm threshold 4


def test_01214_the_kasende_technique_reads_your_weapon_not_another_rangers() -> None:
    """01214 The Kasende Technique, play: the condition is *your* equipped weapon; another Ranger's
    weapon does not make it harm anything."""
    g = printed_table(((KASENDE,), (GAUZEBLADE,)), path=(HEART, TOXIN_EATER))
    first_turn(g)
    g.bring(GAUZEBLADE, zone="player_area", ranger="r2")
    eater = g.bring(TOXIN_EATER)
    g.play(g.iid(KASENDE))
    g.expect("choose_next")  # the play was the turn: nothing asked in between
    assert tokens(g, eater) == {} and fatigue_of(g) == 0


SILARO = "01220"


def test_01220_silaros_insight_you_scout_every_rangers_deck() -> None:
    """01220 Silaro's Insight, play: you look at the top path card, the top challenge card and the top
    card of every Ranger's deck: each of the four scouts is yours to decide, the other deck's too."""
    g = printed_table(((SILARO,), ()), path=(HEART, DOE, BOG))
    first_turn(g)
    energy_for(g, SILARO)
    g.play(g.iid(SILARO))
    deciders, seen = [], []
    r2_top = g.state.ranger("r2").deck[0]
    while g.prompt.kind == "scout":
        deciders.append(g.prompt.ranger)
        seen.append(g.prompt.options[0].card)
        g.pick(g.options()[0])
    assert deciders == ["r1"] * 4
    assert seen[-1] == r2_top  # the last scout is of the other Ranger's deck, r1 deciding


def test_01209_quiet_keyword_persistent_stays_when_the_group_travels() -> None:
    """01209 Quiet, keyword Persistent: it stays in play as the play area is cleared for travel (a
    being without the keyword does not)."""
    check_persistent(QUIET)


TALA, WATCHERS_ROCK = "01216", "01424"  # Watcher's Rock: a Mountain Trail location, no obstacle


def _tala_on(trail: str) -> int:
    """Play Tala's Perseverance at Watcher's Rock with Heart of the Swamp in play too, choosing the
    trail named; the progress it put there."""
    cards = [CATALOG.card(i) for i in (TALA, WATCHERS_ROCK, HEART)]
    g = Game(cards, path=[HEART], decks=[[TALA]], location="watchers_rock", challenge_order=[C0] * 10)
    first_turn(g)
    rock = next(i for i in g.state.surroundings if g.state.cards[i].def_id == WATCHERS_ROCK)
    heart = g.iid(HEART) if in_play(g.state, g.iid(HEART)) else g.bring(HEART)
    target = rock if trail == WATCHERS_ROCK else heart
    energy_for(g, TALA)
    before = tokens(g, target).get("progress", 0)
    g.play(g.iid(TALA))
    p = g.expect("effect_choice")
    assert {o.card for o in p.options} == {rock, heart}
    g.pick(next(o.id for o in p.options if o.card == target))
    return tokens(g, target).get("progress", 0) - before


@pytest.mark.parametrize(("trail", "added"), [(WATCHERS_ROCK, 5), (HEART, 3)])
def test_01216_tala_s_perseverance_play_a_mountain_trail_gets_2_more(trail: str, added: int) -> None:
    """01216 Tala's Perseverance, play, the mountain case: 3 progress on a trail, 2 more when it is a
    Mountain card (Watcher's Rock, no obstacle). Negative case: a trail neither Mountain nor
    obstacle (Heart of the Swamp) gets the 3 only."""
    assert _tala_on(trail) == added


def test_01213_dolewood_canoe_constant_1_river_paths_open_while_it_is_equipped() -> None:
    """01213 Dolewood Canoe, constant 1 (travel on river paths): equipped, the group may travel
    along a river path (the test valley's alpha-gamma river). Negative case: the canoe in hand (not
    in play) opens nothing; only the woods path is offered (Rulebook: Travel, river paths)."""
    for equipped in (True, False):
        d = Day([CATALOG.card(CANOE)], decks=[[CANOE]], path=[])
        if d.prompt.kind == "setup_search":
            d.pick("none")
        canoe = d.iid(CANOE)
        d.manual(action="move", card=canoe, zone="player_area" if equipped else "hand", ranger="r1")
        assert d.where(canoe)[0] == ("player_area" if equipped else "hand")
        d.ready_to_travel()
        travel = {o for o in d.options() if o.startswith("travel:")}
        assert travel == ({"travel:beta", "travel:gamma"} if equipped else {"travel:beta"}), equipped
