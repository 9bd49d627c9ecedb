"""Shaper specialty cards (cards/ranger/shaper.json) through the prompt protocol. A manifestation is
paid for with a token from a conduit (Stave of the Sun, a Setup card put into play at the start)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from engine.helpers import Game, challenge

from rangers_qt.engine import ManualAdjust

from .ranger_kit import CATALOG, CREST, FAIL, MOUNTAIN, SUN, add, energy, in_play, ranger_table, tokens

SKY_WHIP, STAVE_OF_THE_SUN, CYCLES = "01082", "01083", "01091"
ARTILOPE, BEARSLOTH, HEART = "01364", "01265", "01388"


def _with_conduit(card: str, path: list[str], draw: str | None = None, rangers: int = 1) -> Game:
    g = ranger_table(
        deck=[card, STAVE_OF_THE_SUN], path=path, rangers=rangers, **({"draw": draw} if draw else {})
    )
    g.pick(f"setup:{g.iid(STAVE_OF_THE_SUN)}", "setup_search")
    g.bring(card, zone="hand")  # the setup search shuffled the deck
    return g


def test_sky_whip_strike_harms_by_effort_and_exhausts_the_being() -> None:
    g = _with_conduit(SKY_WHIP, [ARTILOPE])
    artilope, stave = g.iid(ARTILOPE), g.iid(STAVE_OF_THE_SUN)
    g.pick(f"play:{g.iid(SKY_WHIP)}:{stave}", "turn")
    g.pick("energy:2", "commit_energy")
    if g.prompt.kind == "commit_cards":
        g.done()
    assert tokens(g, artilope) == {"harm": 2}
    assert g.state.cards[artilope].exhausted
    # One glint paid for the manifestation; the other came as the day's challenge deck was shuffled
    # after the Setup card entered play (ruling R54).
    assert tokens(g, stave) == {"glint": 1}


def test_sky_whip_failed_strike_does_nothing_to_the_being() -> None:
    g = _with_conduit(SKY_WHIP, [ARTILOPE], draw=FAIL)
    artilope, stave = g.iid(ARTILOPE), g.iid(STAVE_OF_THE_SUN)
    g.pick(f"play:{g.iid(SKY_WHIP)}:{stave}", "turn")
    g.pick("energy:1", "commit_energy")
    if g.prompt.kind == "commit_cards":
        g.done()
    assert tokens(g, artilope) == {} and not g.state.cards[artilope].exhausted


def test_seen_through_cycles_shuffles_a_being_away_and_searches_for_another() -> None:
    g = _with_conduit(CYCLES, [ARTILOPE, HEART, BEARSLOTH])
    artilope, stave = g.iid(ARTILOPE), g.iid(STAVE_OF_THE_SUN)
    add(g, artilope, "harm", 2)
    deck = len(g.state.path_deck)
    g.session.manual(ManualAdjust(action="energy", ranger="r1", aspect="SPI", amount=2))
    g.pick(f"play:{g.iid(CYCLES)}:{stave}", "turn")
    g.expect("turn")
    reach = g.state.ranger("r1").within_reach
    beings = [c for c in reach if g.state.cards[c].def_id in (ARTILOPE, BEARSLOTH)]
    assert len(beings) == 1  # the one searched for (here the same Artilope, shuffled in first)
    assert tokens(g, beings[0]) == {}  # it left play: its harm is gone
    assert len(g.state.path_deck) == deck  # one in, one out


ADHERENT, PRODIGY = "01079", "01080"


def test_adherent_of_the_first_ideal_scouts_one_challenge_card() -> None:
    g = ranger_table(role=ADHERENT)
    role = g.state.ranger("r1").role
    top = g.state.challenge_deck[0]
    g.pick(f"ability:{role}", "turn")
    g.pick(f"bottom:{top}", "scout")
    assert g.state.challenge_deck[-1] == top
    assert g.state.cards[role].exhausted
    g.expect("turn")


def test_prodigy_of_the_floating_tower_takes_a_manifestation_back_from_the_discard() -> None:
    g = ranger_table(role=PRODIGY, deck=[SKY_WHIP, CYCLES])
    whip = g.iid(SKY_WHIP)
    role = g.state.ranger("r1").role
    g.bring(SKY_WHIP, zone="discard")
    g.bring(CYCLES, zone="discard")
    g.pick(f"ability:{role}", "turn")
    g.pick(f"card:{whip}", "effect_choice")
    assert whip in g.state.ranger("r1").hand and g.iid(CYCLES) in g.state.ranger("r1").discard
    assert g.state.cards[role].exhausted


def test_prodigy_of_the_floating_tower_is_not_offered_without_a_manifestation_in_the_discard() -> None:
    g = ranger_table(role=PRODIGY, deck=[SKY_WHIP])
    g.expect("turn")
    assert f"ability:{g.state.ranger('r1').role}" not in g.options()


# --------------------------------------------------------------------------- conduits and the lens

NOVICE_LENS, STAFF, SCEPTER, ROD = "01088", "01086", "01092", "01089"


def shaper_table(
    deck: list[str],
    path: Sequence[str] = (),
    draws: Sequence[str] = (),
    setup: str | None = None,
    rangers: int = 1,
    **kw: Any,
) -> Game:
    """A Shaper table whose challenge cards come in this order (then suns); ``setup``: the Setup
    card put into play at the start of the day (else none is)."""
    ids = sorted({*deck, *path})
    g = Game(
        [CATALOG.card(i) for i in ids],
        path=list(path),
        challenge_order=[*draws, *[SUN] * 30],
        decks=[list(deck)] + [[] for _ in range(rangers - 1)],
        rangers=rangers,
        **kw,
    )
    if g.session.prompt is not None and g.session.prompt.kind == "setup_search":
        g.pick(f"setup:{g.iid(setup)}" if setup else "none", "setup_search")
    return g


def test_novice_lens_gains_foc_after_a_test_with_a_committed_manifestation_only() -> None:
    g = shaper_table([NOVICE_LENS, CYCLES, CYCLES], path=[HEART])
    heart = g.iid(HEART)
    in_play(g, NOVICE_LENS)
    foc = energy(g)["FOC"]
    g.perform("traverse", heart, energy=1, commits=[g.iid(CYCLES)])  # a manifestation committed
    assert energy(g)["FOC"] == foc + 1
    g.expect("turn")


def test_novice_lens_gives_nothing_for_a_test_without_a_manifestation() -> None:
    g = shaper_table([NOVICE_LENS], path=[HEART])
    in_play(g, NOVICE_LENS)
    foc = energy(g)["FOC"]
    g.perform("traverse", g.iid(HEART), energy=1)
    assert energy(g)["FOC"] == foc
    g.expect("turn")


def test_novice_lens_scouts_a_challenge_card_when_you_rest_with_foc_energy() -> None:
    g = shaper_table([NOVICE_LENS], path=[HEART], rangers=2)
    g.pick("next:r1", "choose_next")
    in_play(g, NOVICE_LENS)
    top = g.state.challenge_deck[0]
    g.rest()
    g.pick(f"bottom:{top}", "scout")
    assert g.state.challenge_deck[-1] == top


def test_novice_lens_scouts_when_you_rest_with_exactly_one_foc_energy() -> None:
    g = shaper_table([NOVICE_LENS], path=[HEART], rangers=2)
    g.pick("next:r1", "choose_next")
    in_play(g, NOVICE_LENS)
    g.session.manual(ManualAdjust(action="energy", ranger="r1", aspect="FOC", amount=1 - energy(g)["FOC"]))
    top = g.state.challenge_deck[0]
    g.rest()
    g.pick(f"top:{top}", "scout")
    assert energy(g)["FOC"] == 1  # scouting costs nothing


def test_novice_lens_scouts_nothing_when_you_rest_without_foc_energy() -> None:
    g = shaper_table([NOVICE_LENS], path=[HEART], rangers=2)
    g.pick("next:r1", "choose_next")
    in_play(g, NOVICE_LENS)
    g.session.manual(ManualAdjust(action="energy", ranger="r1", aspect="FOC", amount=-energy(g)["FOC"]))
    g.rest()
    g.expect("turn", ranger="r2")  # no scout: the turn simply ended


def test_staff_of_the_wanderer_gains_a_stride_after_your_successful_traverse_only() -> None:
    g = shaper_table([STAFF], path=[HEART], draws=[MOUNTAIN, FAIL, MOUNTAIN], setup=STAFF, rangers=2)
    staff, heart = g.iid(STAFF), g.iid(HEART)
    assert tokens(g, staff) == {"stride": 1}
    g.pick("next:r1", "choose_next")
    g.perform("traverse", heart, energy=1)  # succeeds
    assert tokens(g, staff) == {"stride": 2}
    g.pick("next:r2", "choose_next")
    g.perform("traverse", heart, energy=1)  # r2's traverse fails
    assert tokens(g, staff) == {"stride": 2}
    g.pick("next:r1", "choose_next")
    g.perform("remember", None, energy=1)  # succeeds, but it is no Traverse
    assert tokens(g, staff) == {"stride": 2}


def test_staff_of_the_wanderer_uses_x_strides_for_x_progress_on_a_trail() -> None:
    g = shaper_table([STAFF], path=[HEART], setup=STAFF)
    staff, heart = g.iid(STAFF), g.iid(HEART)
    add(g, staff, "stride", 2)
    g.pick(f"ability:{staff}", "turn")
    g.pick("n:2", "effect_amount")  # 1 to 3: the player picks
    assert tokens(g, heart) == {"progress": 2} and tokens(g, staff) == {"stride": 1}
    assert g.state.cards[staff].exhausted
    g.expect("turn")
    assert f"ability:{staff}" not in g.options()


def test_staff_of_the_wanderer_is_not_offered_without_a_trail() -> None:
    g = shaper_table([STAFF], path=[ARTILOPE], setup=STAFF)
    g.bring(ARTILOPE)
    assert f"ability:{g.iid(STAFF)}" not in g.options()


def test_scepter_of_harmony_gains_a_song_only_after_a_test_without_challenge_effects() -> None:
    g = shaper_table([SCEPTER], path=[HEART], draws=[CREST, SUN], setup=SCEPTER, rangers=2)
    scepter, heart = g.iid(SCEPTER), g.iid(HEART)
    g.pick("next:r1", "choose_next")
    g.perform("remember", None, energy=2)  # crest: nothing in play shows it
    g.pick(f"top:{g.ranger().deck[0]}", "scout")  # effort 1: one card scouted
    assert tokens(g, scepter) == {"song": 2}
    g.pick("next:r1:again", "choose_next")
    g.perform("traverse", heart, energy=1)  # sun: the Heart of the Swamp's effect resolves
    assert tokens(g, scepter) == {"song": 2}


def test_scepter_of_harmony_uses_x_songs_for_x_progress_on_a_being() -> None:
    g = shaper_table([SCEPTER], path=[ARTILOPE], setup=SCEPTER)
    scepter, artilope = g.iid(SCEPTER), g.iid(ARTILOPE)
    g.bring(ARTILOPE)
    g.pick(f"ability:{scepter}", "turn")  # one song: X is 1, no question
    assert tokens(g, artilope) == {"progress": 1} and tokens(g, scepter) == {}
    g.expect("turn")


SHAPE_THE_EARTH, ROOT_SNARE = "01085", "01081"
BOG = "01297"  # Fetid Bog: a feature along the way


def test_shape_the_earth_adds_progress_to_each_feature_and_location_then_redistributes() -> None:
    g = _with_conduit(SHAPE_THE_EARTH, [HEART, ARTILOPE])
    heart, artilope, stave = g.iid(HEART), g.iid(ARTILOPE), g.iid(STAVE_OF_THE_SUN)
    loc = g.state.surroundings[0]
    g.bring(ARTILOPE)
    add(g, heart, "progress", 2)
    g.session.manual(ManualAdjust(action="energy", ranger="r1", aspect="FIT", amount=2))
    g.pick(f"play:{g.iid(SHAPE_THE_EARTH)}:{stave}", "turn")
    assert tokens(g, heart) == {"progress": 3} and tokens(g, loc) == {"progress": 1}
    assert tokens(g, artilope) == {}  # a being is no feature
    g.expect("effect_amount")
    assert max(o.amount or 0 for o in g.prompt.options) == 4  # every progress on them may move
    g.pick("n:2")
    g.pick(f"card:{heart}", "effect_choice")  # from the Heart to the location: the only other one
    g.pick(f"card:{heart}", "effect_choice")
    assert tokens(g, heart) == {"progress": 1} and tokens(g, loc) == {"progress": 3}
    g.expect("turn")


def test_shape_the_earth_moves_nothing_when_the_player_keeps_it() -> None:
    g = _with_conduit(SHAPE_THE_EARTH, [HEART])
    heart, stave = g.iid(HEART), g.iid(STAVE_OF_THE_SUN)
    g.session.manual(ManualAdjust(action="energy", ranger="r1", aspect="FIT", amount=2))
    g.pick(f"play:{g.iid(SHAPE_THE_EARTH)}:{stave}", "turn")
    g.pick("n:0", "effect_amount")
    assert tokens(g, heart) == {"progress": 1}
    g.expect("turn")


def _snared(rangers: int = 1) -> Game:
    """Root Snare on the Heart of the Swamp within r1's reach, an Artilope beside it."""
    g = _with_conduit(ROOT_SNARE, [HEART, ARTILOPE], rangers=rangers)
    heart, stave = g.iid(HEART), g.iid(STAVE_OF_THE_SUN)
    g.bring(HEART)
    g.bring(ARTILOPE)
    g.pick("next:r1", "choose_next")
    g.pick(f"play:{g.iid(ROOT_SNARE)}:{stave}", "turn")
    g.pick(f"host:{heart}", "choose_host")  # a feature: the Artilope is not offered
    assert tokens(g, heart) == {"progress": 2}
    g.pick("next:r2", "choose_next")
    g.rest()  # r1's turn comes next
    return g


def test_root_snare_discards_progress_to_dodge_that_many_cards_in_its_area() -> None:
    g = _snared(rangers=2)
    heart, artilope = g.iid(HEART), g.iid(ARTILOPE)
    loc = g.state.surroundings[0]
    fatigue = len(g.ranger().fatigue)
    g.choose_test("traverse", loc)  # the Heart and the Artilope are between r1 and the location
    g.pick(f"respond:{g.iid(ROOT_SNARE)}", "response")
    g.pick("n:1", "effect_amount")
    g.pick(f"card:{artilope}", "effect_choice")
    g.expect("commit_energy")
    assert len(g.ranger().fatigue) == fatigue  # the Artilope did not fatigue r1
    assert tokens(g, heart) == {"progress": 1}


def test_root_snare_is_not_offered_without_a_card_between_in_its_area() -> None:
    g = _snared(rangers=2)
    g.choose_test("traverse", g.iid(HEART))  # aimed at the Heart itself: nothing between
    g.expect("commit_energy")


def test_root_snare_is_not_offered_once_its_feature_has_no_progress() -> None:
    g = _snared(rangers=2)
    heart = g.iid(HEART)
    g.session.manual(ManualAdjust(action="remove_tokens", card=heart, token="progress", amount=2))
    g.choose_test("traverse", g.state.surroundings[0])
    g.expect("commit_energy")


# --------------------------------------------------------------------------- the challenge deck

WHAT_SHOULD_NEVER_BE, THRONG, HARMONIZE = "01084", "01087", "01090"
RESHUFFLE = "TCR"  # sun, 0, the reshuffle icon (helpers.BASE_CARDS)
DOE = "01361"  # Sitka Doe: a being with sun and mountain effects (nothing happens without a buck)


def test_stave_of_the_sun_gains_a_glint_as_the_day_begins_and_after_each_reshuffle() -> None:
    g = shaper_table([STAVE_OF_THE_SUN], path=[HEART], draws=[SUN, RESHUFFLE], setup=STAVE_OF_THE_SUN)
    stave = g.iid(STAVE_OF_THE_SUN)
    assert tokens(g, stave) == {"glint": 2}  # its own, and the day's shuffle after setup (R54)
    g.perform("remember", None, energy=1)  # no reshuffle icon: nothing
    g.pick(f"top:{g.ranger().deck[0]}", "scout")
    assert tokens(g, stave) == {"glint": 2}
    g.pick("rest", "turn")  # the round ends; round 2
    g.perform("remember", None, energy=1)  # the reshuffle icon: the deck is shuffled after the test
    g.pick(f"top:{g.ranger().deck[0]}", "scout")
    assert tokens(g, stave) == {"glint": 3}


def test_stave_of_the_sun_uses_x_glints_to_scout_x_path_cards() -> None:
    g = shaper_table([STAVE_OF_THE_SUN], path=[HEART, ARTILOPE, BOG, DOE], setup=STAVE_OF_THE_SUN)
    stave = g.iid(STAVE_OF_THE_SUN)
    g.pick(f"ability:{stave}", "turn")
    g.pick("n:2", "effect_amount")
    g.expect("scout")
    assert len({o.card for o in g.prompt.options}) == 2
    assert tokens(g, stave) == {} and g.state.cards[stave].exhausted


def test_rod_of_the_clouds_gains_a_vision_when_the_named_symbol_is_drawn() -> None:
    g = shaper_table([ROD], path=[HEART], draws=[MOUNTAIN, MOUNTAIN], setup=ROD, rangers=2)
    rod = g.iid(ROD)
    g.pick("next:r1", "choose_next")
    g.choose_test("remember")
    g.pick("energy:1", "commit_energy")
    g.expect("effect_choice")  # before the draw: name a symbol
    g.pick("branch:1")  # the mountain
    assert tokens(g, rod) == {"vision": 2}
    g.pick(f"top:{g.ranger().deck[0]}", "scout")
    g.pick(f"top:{g.ranger().deck[1]}", "scout")
    g.pick("next:r1:again", "choose_next")
    g.choose_test("remember")
    g.pick("energy:1", "commit_energy")
    g.pick("branch:0", "effect_choice")  # the sun: a mountain is drawn
    assert tokens(g, rod) == {"vision": 2}


def test_rod_of_the_clouds_names_nothing_for_another_rangers_test() -> None:
    g = shaper_table([ROD], path=[HEART], setup=ROD, rangers=2)
    rod = g.iid(ROD)
    g.pick("next:r2", "choose_next")
    g.choose_test("remember")
    g.pick("energy:1", "commit_energy")
    g.expect("scout")  # straight to the Remember's scout: no symbol named
    assert tokens(g, rod) == {"vision": 1}


def test_rod_of_the_clouds_uses_x_visions_to_scout_x_ranger_cards() -> None:
    g = shaper_table([ROD], path=[HEART], setup=ROD)
    rod = g.iid(ROD)
    add(g, rod, "vision", 1)
    g.pick(f"ability:{rod}", "turn")
    g.pick("n:2", "effect_amount")
    g.expect("scout")
    assert tokens(g, rod) == {}


def _never_be(draws: list[str]) -> Game:
    g = shaper_table(
        [WHAT_SHOULD_NEVER_BE, STAVE_OF_THE_SUN], path=[HEART], draws=draws, setup=STAVE_OF_THE_SUN
    )
    g.bring(WHAT_SHOULD_NEVER_BE, zone="hand")
    return g


def test_what_should_never_be_draws_until_a_plus_one_and_fatigues_per_card_discarded() -> None:
    g = _never_be([CREST, FAIL, MOUNTAIN])
    stave, never = g.iid(STAVE_OF_THE_SUN), g.iid(WHAT_SHOULD_NEVER_BE)
    heart = g.iid(HEART)
    fit = energy(g)["FIT"]
    g.choose_test("traverse", heart)
    g.pick("energy:1", "commit_energy")
    g.pick("yes", "effect_may")  # as the challenge card would be drawn
    assert tokens(g, heart) == {"progress": 2}  # the mountain (+1) was used: effort 2
    assert len(g.ranger().fatigue) == 2  # the crest and the -2 sun were discarded
    assert energy(g)["FIT"] == fit - 2  # 1 for the test, 1 for the moment
    assert tokens(g, stave) == {"glint": 1}  # and a conduit's token
    assert never in g.ranger().discard
    g.expect("turn")


def test_what_should_never_be_costs_nothing_when_the_top_card_already_shows_plus_one() -> None:
    g = _never_be([MOUNTAIN])
    g.choose_test("traverse", g.iid(HEART))
    g.pick("energy:1", "commit_energy")
    g.pick("yes", "effect_may")
    assert g.ranger().fatigue == [] and tokens(g, g.iid(HEART)) == {"progress": 2}


def test_what_should_never_be_is_not_offered_without_a_conduit_token() -> None:
    g = _never_be([CREST])
    stave = g.iid(STAVE_OF_THE_SUN)
    g.session.manual(ManualAdjust(action="remove_tokens", card=stave, token="glint", amount=2))
    g.choose_test("traverse", g.iid(HEART))
    g.pick("energy:1", "commit_energy")
    g.expect("turn")  # the crest failed the test; nothing was asked


ODD = "TODD"  # crest; +1 AWA, -2 FIT, 0 FOC, -1 SPI


def _throng(rangers: int = 1) -> Game:
    ids = [THRONG, STAVE_OF_THE_SUN, HEART]
    g = Game(
        [CATALOG.card(i) for i in ids]
        + [challenge(ODD, symbol="crest", mods={"AWA": 1, "FIT": -2, "FOC": 0, "SPI": -1})],
        path=[HEART],
        challenge_order=[ODD, *[SUN] * 10],
        decks=[[THRONG, STAVE_OF_THE_SUN]] + [[] for _ in range(rangers - 1)],
        rangers=rangers,
    )
    g.pick(f"setup:{g.iid(STAVE_OF_THE_SUN)}", "setup_search")
    g.bring(THRONG, zone="hand")
    return g


def test_throng_of_life_picks_the_modifier_and_adds_a_challenge_symbol() -> None:
    g = _throng()
    heart = g.iid(HEART)
    g.choose_test("traverse", heart)
    g.pick("energy:2", "commit_energy")
    g.pick(f"respond:{g.iid(THRONG)}", "response")  # the crest card is revealed
    g.expect("effect_choice")
    assert g.options() == ["aspect:AWA", "aspect:FOC", "aspect:SPI", "aspect:FIT"]
    g.pick("aspect:AWA")  # +1 instead of the FIT -2: effort 3
    g.expect("effect_choice")
    assert g.options() == ["symbol:sun", "symbol:mountain"]  # not the crest it shows (R55)
    g.pick("symbol:sun")
    # 3 progress (odd): the Heart of the Swamp's sun effect resolved too and discarded it.
    assert g.where(heart)[0] == "path_discard"
    g.expect("turn")


def test_throng_of_life_is_not_offered_once_the_ranger_passes() -> None:
    g = _throng()
    g.choose_test("traverse", g.iid(HEART))
    g.pick("energy:2", "commit_energy")
    g.pick("pass", "response")
    assert tokens(g, g.iid(HEART)) == {}  # FIT -2: effort 0, the test failed
    assert g.iid(THRONG) in g.ranger().hand


def _harmonized() -> tuple[Game, str]:
    g = _with_conduit(HARMONIZE, [DOE, ARTILOPE], rangers=2)
    doe, artilope = g.iid(DOE), g.iid(ARTILOPE)
    g.bring(DOE)
    g.session.manual(ManualAdjust(action="move", card=artilope, zone="along_the_way"))
    g.pick("next:r1", "choose_next")
    g.pick(f"play:{g.iid(HARMONIZE)}:{g.iid(STAVE_OF_THE_SUN)}", "turn")
    g.expect("choose_host")
    assert g.options() == [f"host:{doe}"]  # within reach of a Ranger: not the Artilope along the way
    g.pick(f"host:{doe}")
    return g, doe


def test_harmonize_gives_its_player_an_energy_after_the_beings_challenge_effect() -> None:
    g, doe = _harmonized()
    g.pick("next:r2", "choose_next")
    g.rest()
    spi = energy(g, "r1")["SPI"]
    g.perform("remember", None, energy=1)  # the sun: the Doe's effect resolves (nothing happens)
    g.pick(f"top:{g.ranger().deck[0]}", "scout")
    g.expect("effect_choice", ranger="r1")  # the Ranger who played Harmonize gains the energy
    g.pick("energy:SPI")
    assert energy(g, "r1")["SPI"] == spi + 1
    del doe


def test_harmonize_gives_nothing_when_the_being_has_no_effect_for_the_symbol() -> None:
    g = shaper_table([HARMONIZE, STAVE_OF_THE_SUN], path=[DOE], draws=[CREST], setup=STAVE_OF_THE_SUN)
    g.bring(HARMONIZE, zone="hand")
    doe = g.bring(DOE)
    g.pick(f"play:{g.iid(HARMONIZE)}:{g.iid(STAVE_OF_THE_SUN)}", "turn")
    g.pick(f"host:{doe}", "choose_host")
    g.perform("remember", None, energy=1)  # the crest: the Doe prints none
    g.expect("turn")


def test_throng_of_life_answers_another_rangers_reveal_and_its_player_chooses() -> None:
    g = _throng(rangers=2)
    g.pick("next:r2", "choose_next")
    g.perform("remember", None, energy=2)  # r2's FOC test reveals the odd crest card
    g.pick(f"respond:{g.iid(THRONG)}", "response")
    g.expect("effect_choice", ranger="r1")  # the modifier: Throng's player picks
    g.pick("aspect:AWA")
    g.expect("effect_choice", ranger="r1")
    g.pick("symbol:mountain")
    assert g.state.test is not None and g.state.test.resulting_effort == 3


def test_seen_through_cycles_with_no_being_in_play_shuffles_nothing_and_still_searches() -> None:
    """01091 Seen Through Cycles, play, negative case: with no being in play nothing is shuffled
    into the path deck (the first clause has nothing to act on); the search still finds the
    being in the deck and puts it into play (the second clause has no condition)."""
    g = _with_conduit(CYCLES, [HEART, ARTILOPE])
    heart = g.bring(HEART)
    stave = g.iid(STAVE_OF_THE_SUN)
    deck = len(g.state.path_deck)
    g.session.manual(ManualAdjust(action="energy", ranger="r1", aspect="SPI", amount=2))
    g.pick(f"play:{g.iid(CYCLES)}:{stave}", "turn")
    g.expect("turn")
    assert g.where(heart)[0] in ("within_reach", "along_the_way")  # the feature stays
    assert g.where(g.iid(ARTILOPE))[0] in ("within_reach", "along_the_way")
    assert len(g.state.path_deck) == deck - 1  # one out, none in
