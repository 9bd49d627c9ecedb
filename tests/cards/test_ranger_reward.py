"""Reward cards (cards/ranger/reward.json) through the prompt protocol: gear abilities paid with
exhaust and tokens, tests printed on gear, moments played from hand. Pinned challenge draws from
background_kit (PASS +1, EVEN 0, FAIL -2)."""

from __future__ import annotations

import pytest
from engine.helpers import Game

from rangers_qt.engine import ManualAdjust

from .background_kit import BOG, DOE, FAIL, HEART, PASS, add, fatigue, table, tokens
from .background_kit import energy as add_energy
from .ranger_kit import ranger_table

KINETIC, TOPOGRAPHONE, QUIET, CLAW, GAUZEBLADE = "01206", "01208", "01209", "01210", "01212"
SKETCHBOOK, KASENDE, VERDESSA, TALA = "01204", "01214", "01215", "01216"
KORDO, FEATHER, UMBRAS_SHADOW, CLARITY, NAL = "01203", "01205", "01217", "01224", "01225"
BADGE = "01231"
SILARO, HY_PIMPOT, HONEY, SNACK, CONNECTEDNESS = "01220", "01226", "01227", "01228", "01230"
BLACK_MUD, TENEBRAE, TOXIN_EATER = "01323", "01322", "01286"  # an obstacle trail, biomeld cards
STAVE_OF_THE_SUN = "01083"
FLOOD_DAMAGE, MEGADAM = "01273", "01386"
BEARSLOTH = "01265"  # mountain effect: 1 fatigue while along the way
HYDRAWORM, MOSS, ARTILOPE = "01259", "01367", "01364"  # a crest being; a flora with harm threshold 2


def _energy_to(g, aspect: str, n: int, ranger: str = "r1") -> None:  # type: ignore[no-untyped-def]
    have = g.ranger(ranger).energy.get(aspect, 0)
    if n != have:
        add_energy(g, aspect, n - have, ranger)


# --------------------------------------------------------------------------- soothing food


@pytest.mark.parametrize("card, aspect", [(HONEY, "FOC"), (SNACK, "SPI")])
def test_food_gear_soothes_a_chosen_ranger_by_the_energy_of_its_aspect_in_their_pool(
    card: str, aspect: str
) -> None:
    g = table(hand=(card,), rangers=2)
    g.pick("next:r1", "choose_next")
    food = g.bring(card, zone="player_area")
    before = tokens(g, food)
    fatigue(g, 3, "r2")
    fatigue(g, 1, "r1")  # both may be chosen (only a Ranger with fatigue and the energy is offered)
    _energy_to(g, aspect, 1, "r1")
    _energy_to(g, aspect, 2, "r2")
    g.pick(f"ability:{food}", "turn")
    g.pick("ranger:r2", "effect_choice")
    assert len(g.ranger("r2").fatigue) == 1  # 2 energy of the aspect: 2 of 3 soothed
    assert g.state.cards[food].exhausted
    assert sum(tokens(g, food).values()) == sum(before.values()) - 1
    g.expect("turn")
    assert f"ability:{food}" not in g.options()  # exhausted


# --------------------------------------------------------------------------- abilities


def test_kinetic_glass_sculpture_exhausts_a_being_and_moves_it_along_the_way() -> None:
    g = table(hand=(KINETIC,), path=(DOE,))
    sculpture = g.bring(KINETIC, zone="player_area")
    doe = g.bring(DOE)
    g.pick(f"ability:{sculpture}", "turn")
    assert g.state.cards[doe].exhausted
    assert g.where(doe) == ("along_the_way", None)  # solo: the only other area
    assert tokens(g, sculpture) == {"form": 2}


def test_kinetic_glass_sculpture_is_not_offered_without_a_being() -> None:
    g = table(hand=(KINETIC,), path=(BOG,))
    sculpture = g.bring(KINETIC, zone="player_area")
    g.expect("turn")
    assert f"ability:{sculpture}" not in g.options()


def test_quiet_harms_a_being_by_3_and_takes_harm_equal_to_its_presence() -> None:
    g = table(hand=(QUIET,), path=(TOXIN_EATER,))  # presence 2, harm threshold 4
    quiet = g.bring(QUIET)
    eater = g.bring(TOXIN_EATER)
    g.pick(f"ability:{quiet}", "turn")
    assert tokens(g, eater) == {"harm": 3}
    assert tokens(g, quiet) == {"harm": 2}
    assert g.state.cards[quiet].exhausted


# --------------------------------------------------------------------------- tests on gear


def test_topographone_scouts_two_path_cards_per_effort() -> None:
    g = table(hand=(TOPOGRAPHONE,), path=(HEART, BOG, DOE, BOG, DOE))
    topo = g.bring(TOPOGRAPHONE, zone="player_area")
    g.perform("t1", None, energy=1, source=topo)  # effort 1 +0: scout 2
    g.expect("scout")
    assert sum(1 for o in g.prompt.options if o.id.startswith("top:")) == 2
    assert tokens(g, topo) == {"graph": 1}


@pytest.mark.parametrize("card", [GAUZEBLADE, CLAW])
def test_blades_harm_the_being_by_effort(card: str) -> None:
    g = table(hand=(card,), path=(TOXIN_EATER,), draw=PASS)
    blade = g.bring(card, zone="player_area")
    eater = g.bring(TOXIN_EATER)
    g.perform("t1", eater, energy=2, source=blade)  # 2 +1 = 3 against presence 2
    assert tokens(g, eater) == {"harm": 3}
    assert g.ranger().injuries == 0


@pytest.mark.parametrize("card", [GAUZEBLADE, CLAW])
def test_blades_injure_you_when_the_test_fails(card: str) -> None:
    g = table(hand=(card,), path=(TOXIN_EATER,), draw=FAIL)
    blade = g.bring(card, zone="player_area")
    eater = g.bring(TOXIN_EATER)
    g.perform("t1", eater, energy=1, source=blade)
    assert tokens(g, eater) == {}
    assert g.ranger().injuries == 1


def test_umbral_claw_resolves_no_crest_effects_but_gauzeblade_does() -> None:
    from engine.helpers import CM

    for card, crest_resolved in ((CLAW, False), (GAUZEBLADE, True)):
        g = table(hand=(card,), path=(HYDRAWORM,), draw=CM)  # crest, -1
        blade = g.bring(card, zone="player_area")
        worm = g.bring(HYDRAWORM)  # presence 2; its crest effect: exhaust itself, injure you
        add_energy(g, "FIT", 1)
        g.perform("t1", worm, energy=3, source=blade)  # 3 - 1 = 2: success
        assert tokens(g, worm) == {"harm": 2}, card
        assert g.state.cards[worm].exhausted is crest_resolved, card
        assert g.ranger().injuries == (1 if crest_resolved else 0), card


# --------------------------------------------------------------------------- moments


def test_connectedness_of_all_things_soothes_every_rangers_fatigue() -> None:
    g = table(hand=(CONNECTEDNESS,), rangers=2)
    g.pick("next:r1", "choose_next")
    fatigue(g, 2, "r1")
    fatigue(g, 4, "r2")
    g.play(g.iid(CONNECTEDNESS))
    assert g.ranger("r1").fatigue == [] and g.ranger("r2").fatigue == []


def _added(g, card: str, kind: str) -> int:  # type: ignore[no-untyped-def]
    """Tokens of a kind the last answer put on a card (it may have cleared since)."""
    total = 0
    for e in g.last.events:
        if e.kind == "tokens" and card in e.cards and e.text.split(" ", 2)[1] == kind:
            total += int(e.text.split(" ", 1)[0])
    return total


@pytest.mark.parametrize("trail, expected", [(HEART, 3), (BLACK_MUD, 5)])
def test_tala_s_perseverance_adds_3_progress_to_a_trail_and_5_to_an_obstacle_trail(
    trail: str, expected: int
) -> None:
    g = table(hand=(TALA,), path=(trail,))
    card = g.bring(trail)
    g.play(g.iid(TALA))
    assert _added(g, card, "progress") == expected


@pytest.mark.parametrize("harm_before, fatigue", [(0, 2), (1, 3)])
def test_kasende_technique_harms_a_being_by_5_and_fatigues_you_by_the_excess(
    harm_before: int, fatigue: int
) -> None:
    g = table(hand=(KASENDE, GAUZEBLADE), path=(ARTILOPE,))  # harm threshold 3, no clear text
    g.bring(GAUZEBLADE, zone="player_area")  # a weapon equipped
    artilope = g.bring(ARTILOPE)
    if harm_before:
        add(g, artilope, "harm", harm_before)
    g.play(g.iid(KASENDE))
    assert _added(g, artilope, "harm") == 5
    assert len(g.ranger().fatigue) == fatigue
    assert g.where(artilope)[0] == "path_discard"  # cleared once the moment resolved


def test_kasende_technique_does_nothing_without_a_weapon_equipped() -> None:
    g = table(hand=(KASENDE, GAUZEBLADE), path=(TOXIN_EATER,))
    eater = g.bring(TOXIN_EATER)
    g.play(g.iid(KASENDE))
    assert tokens(g, eater) == {} and g.ranger().fatigue == []


def _with_conduit(card: str, path: tuple[str, ...]) -> Game:
    """A Ranger with a manifestation in hand and Stave of the Sun (a conduit) put into play by the
    setup search: playing the manifestation discards the conduit's token."""
    g = ranger_table(deck=[card, STAVE_OF_THE_SUN], path=list(path))
    g.pick(f"setup:{g.iid(STAVE_OF_THE_SUN)}", "setup_search")
    g.bring(card, zone="hand")
    return g


def _play_manifestation(g: Game, card: str) -> None:
    g.pick(f"play:{g.iid(card)}:{g.iid(STAVE_OF_THE_SUN)}", "turn")


def test_touch_of_the_verdessa_harms_a_flora_to_put_6_harm_on_a_biomeld() -> None:
    g = _with_conduit(VERDESSA, (BOG, TENEBRAE))
    bog, tenebrae = g.bring(BOG), g.bring(TENEBRAE)
    _play_manifestation(g, VERDESSA)
    g.pick("branch:0", "effect_choice")  # harm
    g.pick(f"card:{tenebrae}", "effect_choice")
    assert tokens(g, bog) == {"harm": 1}
    assert tokens(g, tenebrae) == {"harm": 6}  # 4, and 2 more on a biomeld


def test_touch_of_the_verdessa_puts_4_progress_on_a_card_that_is_no_biomeld() -> None:
    g = _with_conduit(VERDESSA, (BOG, DOE))
    bog, doe = g.bring(BOG), g.bring(DOE)
    _play_manifestation(g, VERDESSA)
    g.pick("branch:1", "effect_choice")  # progress
    g.pick(f"card:{doe}", "effect_choice")
    assert tokens(g, bog) == {"harm": 1}
    assert _added(g, doe, "progress") == 4


def test_touch_of_the_verdessa_is_not_played_without_a_flora() -> None:
    """Touch of the Verdessa: the harm on a flora is its cost (issue #27): with no flora in play the
    card is not offered, and the being keeps its tokens."""
    g = _with_conduit(VERDESSA, (DOE,))
    doe = g.bring(DOE)
    g.expect("turn")
    assert not any(o.startswith(f"play:{g.iid(VERDESSA)}") for o in g.options())
    assert tokens(g, doe) == {}


def test_hy_pimpot_s_secret_recipe_harms_each_flora_then_progress_and_soothe_by_that_count() -> None:
    g = table(hand=(HY_PIMPOT,), path=(BOG, MOSS, DOE))
    bog, moss, doe = g.bring(BOG), g.bring(MOSS), g.bring(DOE)
    fatigue(g, 3)
    g.play(g.iid(HY_PIMPOT))
    assert tokens(g, bog) == {"harm": 1}
    assert _added(g, moss, "harm") == 1
    assert tokens(g, doe) == {"progress": 2}  # two flora harmed
    assert len(g.ranger().fatigue) == 1


def test_silaro_s_insight_scouts_a_path_a_challenge_and_a_ranger_card() -> None:
    g = table(hand=(SILARO,), path=(BOG, DOE, HEART))
    g.play(g.iid(SILARO))
    for deck in ("path", "challenge", "ranger"):
        p = g.expect("scout")
        assert len([o for o in p.options if o.id.startswith("top:")]) == 1, deck
        g.pick(next(o.id for o in p.options if o.id.startswith("top:")))
    g.expect("turn")


def test_sil_s_sketchbook_sketches_a_path_cards_presence_then_exhausts_one_with_that_many() -> None:
    g = table(hand=(SKETCHBOOK,), path=(FLOOD_DAMAGE, MEGADAM))  # presence 2 and 1, no challenge text
    book = g.bring(SKETCHBOOK, zone="player_area")
    flood, megadam = g.bring(FLOOD_DAMAGE), g.bring(MEGADAM)
    g.session.manual(ManualAdjust(action="remove_tokens", card=book, token="sketch", amount=2))
    g.expect("turn")
    assert f"ability:{book}" not in g.options()  # no sketch: nothing it can exhaust
    g.perform("t1", flood, energy=2, source=book)  # X = presence 2: effort 2
    assert tokens(g, book) == {"sketch": 2}
    g.pick(f"ability:{book}", "turn")
    g.pick(f"card:{flood}", "effect_choice")
    assert g.state.cards[flood].exhausted and tokens(g, book) == {}
    assert not g.state.cards[megadam].exhausted
    g.expect("turn")
    assert f"ability:{book}" not in g.options()


def test_sil_s_sketchbook_offers_only_cards_it_has_sketches_enough_for() -> None:
    g = table(hand=(SKETCHBOOK,), path=(FLOOD_DAMAGE, MEGADAM))
    book = g.bring(SKETCHBOOK, zone="player_area")
    flood, megadam = g.bring(FLOOD_DAMAGE), g.bring(MEGADAM)
    g.session.manual(ManualAdjust(action="remove_tokens", card=book, token="sketch", amount=1))
    g.pick(f"ability:{book}", "turn")  # 1 sketch: only the presence-1 card, no question
    assert g.state.cards[megadam].exhausted and not g.state.cards[flood].exhausted
    assert tokens(g, book) == {}


@pytest.mark.parametrize("branch, index", [("branch:0", 0), ("branch:1", -1)])
def test_kordo_s_instinct_puts_a_searched_card_on_top_or_at_the_bottom(branch: str, index: int) -> None:
    g = table(hand=(KORDO,), path=(HEART, BOG, DOE, ARTILOPE, MOSS))  # the round drew Heart
    artilope = g.iid(ARTILOPE)
    g.play(g.iid(KORDO))
    g.pick(branch, "effect_choice")
    g.pick(f"card:{artilope}", "effect_choice")
    assert g.state.path_deck[index] == artilope and len(g.state.path_deck) == 4
    g.expect("turn")


def test_kordo_s_instinct_moves_only_the_searched_card_and_puts_nothing_into_play() -> None:
    """01203 Kordo's Instinct, play, negative case: the card found goes on the deck, not into play,
    and no other card leaves the path deck (its count and the cards in play are unchanged)."""
    g = table(hand=(KORDO,), path=(HEART, BOG, DOE, ARTILOPE, MOSS))
    in_play_before = list(g.ranger("r1").within_reach) + list(g.state.along_the_way)
    deck_before = sorted(g.state.path_deck)
    g.play(g.iid(KORDO))
    g.pick("branch:1", "effect_choice")  # the bottom
    g.pick(f"card:{g.iid(ARTILOPE)}", "effect_choice")
    assert sorted(g.state.path_deck) == deck_before and g.state.path_deck[-1] == g.iid(ARTILOPE)
    assert list(g.ranger("r1").within_reach) + list(g.state.along_the_way) == in_play_before


def test_umbra_s_shadow_moves_beings_then_resolves_a_chosen_effect_of_an_exhausted_being() -> None:
    g = table(hand=(UMBRAS_SHADOW,), path=(BEARSLOTH,))
    sloth = g.bring(BEARSLOTH)
    g.session.manual(ManualAdjust(action="exhaust", card=sloth))
    g.play(g.iid(UMBRAS_SHADOW))
    g.pick("yes", "effect_may")  # move it: solo, along the way is the only other area
    assert g.where(sloth) == ("along_the_way", None)
    g.pick("symbol:mountain", "effect_choice")  # its mountain effect, exhausted as it is
    assert len(g.ranger().fatigue) == 1
    g.expect("turn")


def test_umbra_s_shadow_may_leave_the_beings_where_they_are() -> None:
    g = table(hand=(UMBRAS_SHADOW,), path=(BEARSLOTH,))
    sloth = g.bring(BEARSLOTH)
    g.play(g.iid(UMBRAS_SHADOW))
    g.pick("no", "effect_may")
    g.pick("symbol:mountain", "effect_choice")  # within reach: its mountain effect does nothing
    assert g.where(sloth) == ("within_reach", "r1") and g.ranger().fatigue == []


def test_nal_s_understanding_adds_5_progress_then_resolves_each_challenge_effect() -> None:
    g = table(hand=(NAL,), path=(BEARSLOTH,))  # progress threshold 6
    sloth = g.bring(BEARSLOTH, zone="along_the_way")
    g.play(g.iid(NAL))
    for symbol in ("sun", "mountain"):  # the Ranger picks the order; the last is not asked
        g.pick(f"symbol:{symbol}", "effect_choice")
    assert tokens(g, sloth) == {"progress": 5}
    assert len(g.ranger().fatigue) == 1  # the mountain effect (along the way)
    assert [e.text.split(" ")[0] for e in g.last.events if e.kind == "challenge_effect"] == [
        "mountain",
        "crest",
    ]
    g.expect("turn")


def test_nal_s_understanding_resolves_nothing_once_the_being_cleared() -> None:
    g = table(hand=(NAL,), path=(ARTILOPE,))  # progress threshold 5: 5 progress clears it
    artilope = g.bring(ARTILOPE)
    g.play(g.iid(NAL))
    assert g.where(artilope)[0] == "path_discard"
    assert not [e for e in g.last.events if e.kind == "challenge_effect"]
    g.expect("turn")


def test_light_as_a_feather_shuffles_chosen_cards_within_reach_away_then_draws_one() -> None:
    g = _with_conduit(FEATHER, (DOE, ARTILOPE, BOG))
    doe, artilope = g.bring(DOE), g.bring(ARTILOPE)
    _play_manifestation(g, FEATHER)
    g.pick(f"card:{doe}", "effect_choice")
    g.pick("done", "effect_choice")
    assert g.where(artilope) == ("within_reach", "r1")
    drawn = [c for c in g.state.ranger("r1").within_reach + g.state.along_the_way if c != artilope]
    assert len(drawn) == 1 and len(g.state.path_deck) == 1  # Doe went in, one card came out


def test_clarity_of_the_headwaters_stacks_chosen_deck_cards_on_the_fatigue_stack() -> None:
    g = table(hand=(CLARITY,))
    first, second = g.ranger().deck[3], g.ranger().deck[7]
    g.play(g.iid(CLARITY))
    g.pick(f"card:{first}", "effect_choice")
    g.pick(f"card:{second}", "effect_choice")
    g.pick("done", "effect_choice")
    assert g.ranger().fatigue == [second, first]  # the last one chosen on top
    assert first not in g.ranger().deck and second not in g.ranger().deck


def test_clarity_of_the_headwaters_with_no_card_chosen_leaves_deck_and_fatigue_alone() -> None:
    """01224 Clarity of the Headwaters, play, negative case: any number may be zero - choosing none
    puts nothing on the fatigue stack and takes nothing from the deck."""
    g = table(hand=(CLARITY,))
    deck = list(g.ranger().deck)
    g.play(g.iid(CLARITY))
    g.pick("done", "effect_choice")
    assert g.ranger().fatigue == [] and g.ranger().deck == deck


def test_light_as_a_feather_with_no_card_chosen_still_draws_one() -> None:
    """01205 Light As a Feather, play, negative case: with no card chosen nothing is shuffled in
    (the being within reach stays), and the path card is still drawn (the draw has no condition)."""
    g = _with_conduit(FEATHER, (DOE, ARTILOPE, BOG))
    doe = g.bring(DOE)
    deck = len(g.state.path_deck)
    _play_manifestation(g, FEATHER)
    g.pick("done", "effect_choice")
    assert g.where(doe) == ("within_reach", "r1")
    assert len(g.state.path_deck) == deck - 1  # one drawn, none shuffled in


def test_connectedness_of_all_things_leaves_a_rested_ranger_and_the_injuries_alone() -> None:
    """01230 Connectedness of All Things, play, negative case: a Ranger with no fatigue is
    untouched, and only fatigue is soothed (no injury is healed)."""
    g = table(hand=(CONNECTEDNESS,), rangers=2)
    g.pick("next:r1", "choose_next")
    fatigue(g, 3, "r1")
    g.session.manual(ManualAdjust(action="injure", ranger="r2"))
    g.play(g.iid(CONNECTEDNESS))
    assert g.ranger("r1").fatigue == [] and g.ranger("r2").fatigue == []
    assert g.state.ranger("r2").injuries == 1


def test_ranger_badge_goes_on_your_role_and_readies_it() -> None:
    g = table(hand=(BADGE,), path=(DOE,))
    g.bring(DOE)
    role = g.ranger().role
    g.play(g.iid(BADGE))
    p = g.expect("choose_host")
    assert [o.id for o in p.options] == [f"host:{role}"]  # your role only, not the Doe
    g.pick(f"host:{role}")
    badge = g.iid(BADGE)
    assert g.state.cards[badge].attached_to == role and tokens(g, badge) == {"xp": 3}
    g.expect("turn")
    assert f"ability:{badge}" not in g.options()  # the role is ready: nothing to do
    g.session.manual(ManualAdjust(action="exhaust", card=role))
    g.pick(f"ability:{badge}", "turn")
    assert not g.state.cards[role].exhausted
    assert g.state.cards[badge].exhausted and tokens(g, badge) == {"xp": 2}
