"""Shaper specialty cards (cards/ranger/shaper.json) through the prompt protocol. A manifestation is
paid for with a token from a conduit (Stave of the Sun, a Setup card put into play at the start)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from engine.helpers import Game

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
    assert tokens(g, stave) == {}  # its glint paid for the manifestation


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
