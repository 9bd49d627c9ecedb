"""The Branch path set (cards/path/branch.json) through the prompt protocol with pinned
challenge draws."""

from __future__ import annotations

from rangers_qt.engine import ManualAdjust

from .pathsets_kit import (
    URSUS,
    guides,
    listen_swaps_a_moment,
    listen_without_a_moment_in_hand_takes_nothing,
    share_sets_a_valley_card_aside_until_the_group_travels,
)
from .terrain_kit import CATALOG, CREST, MOUNTAIN, SUN, add, exhausted, order, remember, table, tokens

HALL, HORNBRANCH, LYN, TESORAL, SEILO = "01369", "01383", "01389", "01396", "01403"
RUINS = "01337"  # Overgrown Ruins: a feature along the way (mountain effect only)
TRAIL_MIX = "01004"  # a Food gear starting with 2 morsels


def test_lyn_mira_gather_puts_effort_as_progress_on_a_feature_and_on_her() -> None:
    g = table(RUINS, first=LYN)  # Gather [2]
    lyn, ruins = g.iid(LYN), g.bring(RUINS, "along_the_way")
    g.perform("t1", lyn, energy=2)
    assert tokens(g, ruins) == {"progress": 2} and tokens(g, lyn) == {"progress": 2}
    g2 = table(RUINS, first=LYN, draw=MOUNTAIN)
    lyn2, ruins2 = g2.iid(LYN), g2.bring(RUINS, "along_the_way")
    g2.perform("t1", lyn2, energy=2)  # effort 3
    order(g2, ruins2)
    assert tokens(g2, ruins2).get("progress") == 3 and tokens(g2, lyn2) == {"progress": 3}


def test_lyn_mira_crest_exhausts_a_predator_and_clear_reads_her_entry() -> None:
    g = table(URSUS, first=LYN, draw=CREST)
    lyn, ursus = g.iid(LYN), g.bring(URSUS, "along_the_way")
    remember(g)
    order(g, lyn, ursus)
    assert exhausted(g, ursus) and tokens(g, lyn) == {"harm": 2}
    result = g.session.manual(ManualAdjust(action="add_tokens", card=lyn, token="harm", amount=2))
    assert g.where(lyn) == ("path_discard", None) and any("65" in t for t in guides(result))


def test_seilo_griss_forage_feeds_an_equipped_food_per_two_effort_and_takes_as_much_progress() -> None:
    g = table(first=SEILO, extra=(CATALOG.card(TRAIL_MIX),), decks=[[TRAIL_MIX]])
    seilo, mix = g.iid(SEILO), g.bring(TRAIL_MIX, "player_area")
    g.perform("t1", seilo, energy=1)  # effort 1 < Forage [2]: nothing
    assert tokens(g, mix) == {"morsel": 2} and tokens(g, seilo) == {}
    g2 = table(first=SEILO, draw=MOUNTAIN, extra=(CATALOG.card(TRAIL_MIX),), decks=[[TRAIL_MIX]])
    seilo2, mix2 = g2.iid(SEILO), g2.bring(TRAIL_MIX, "player_area")
    g2.perform("t1", seilo2, energy=2)  # effort 3: 1 per 2
    assert tokens(g2, mix2) == {"morsel": 3} and tokens(g2, seilo2) == {"progress": 1}


def test_seilo_griss_crest_exhausts_a_predator_and_clear_reads_his_entry() -> None:
    g = table(URSUS, first=SEILO, draw=CREST)
    seilo, ursus = g.iid(SEILO), g.bring(URSUS, "along_the_way")
    remember(g)
    order(g, seilo, ursus)
    assert exhausted(g, ursus) and tokens(g, seilo) == {"harm": 2}
    result = g.session.manual(ManualAdjust(action="add_tokens", card=seilo, token="harm", amount=1))
    assert g.where(seilo) == ("path_discard", None) and any("64" in t for t in guides(result))


def test_elder_tesoral_hale_listen_trades_a_moment_for_a_starting_moment_for_good() -> None:
    listen_swaps_a_moment(TESORAL, "66")
    listen_without_a_moment_in_hand_takes_nothing(TESORAL)


def test_elder_tesoral_hale_crest_exhausts_a_predator() -> None:
    g = table(URSUS, first=TESORAL, draw=CREST)
    tesoral, ursus = g.iid(TESORAL), g.bring(URSUS, "along_the_way")
    remember(g)
    order(g, tesoral, ursus)
    # his harm threshold is 2: the Ursus's presence clears him and his entry is read
    assert exhausted(g, ursus) and g.where(tesoral) == ("path_discard", None)
    assert any("66" in t for t in guides(g.last))  # type: ignore[arg-type]


def test_the_hornbranch_draws_a_path_card_as_it_enters_play() -> None:
    g = table(LYN, first=HORNBRANCH)  # drawn by the rules: it draws the next one, Lyn Mira
    assert g.where(g.iid(HORNBRANCH)) == ("along_the_way", None)
    assert g.where(g.iid(LYN)) == ("within_reach", "r1")


def test_the_hornbranch_sound_adds_progress_and_exhausts_a_being_per_effort() -> None:
    g = table(LYN, SEILO, URSUS, first=HORNBRANCH, rangers=2)  # progress 1 per Ranger: 2
    horn, lyn = g.iid(HORNBRANCH), g.iid(LYN)
    seilo, ursus = g.bring(SEILO), g.bring(URSUS, "along_the_way")
    g.next_ranger("r1")
    g.perform("t1", horn, energy=2)  # effort 2: two beings
    g.pick(f"card:{ursus}", "effect_choice")
    assert f"card:{ursus}" not in g.options()  # exhausted ones are not picked again
    g.pick(f"card:{lyn}", "effect_choice")
    assert tokens(g, horn) == {"progress": 1}
    assert exhausted(g, ursus) and exhausted(g, lyn) and not exhausted(g, seilo)


def test_the_hornbranch_cleared_by_progress_brings_the_next_human() -> None:
    g = table(URSUS, SEILO, first=HORNBRANCH)  # its draw brings the Ursus; Seilo waits below
    horn = g.iid(HORNBRANCH)
    g.session.manual(ManualAdjust(action="add_tokens", card=horn, token="progress", amount=1))
    assert g.where(horn) == ("path_discard", None) and g.where(g.iid(SEILO)) == ("within_reach", "r1")


def test_the_hornbranch_sun_has_a_harmed_active_human_fatigue_you() -> None:
    g = table(LYN, first=HORNBRANCH, draw=SUN)
    lyn = g.iid(LYN)
    remember(g)  # Lyn has no harm: nothing
    assert len(g.ranger().fatigue) == 0
    add(g, lyn, "harm", 1)
    remember(g)
    assert len(g.ranger().fatigue) == 2  # her presence


def test_evergreen_hall_share_brings_any_valley_card_after_the_next_travel() -> None:
    share_sets_a_valley_card_aside_until_the_group_travels(HALL)


def test_evergreen_hall_mountain_readies_each_human() -> None:
    g = table(LYN, SEILO, URSUS, first=HALL, draw=MOUNTAIN)
    lyn, seilo, ursus = g.bring(LYN), g.bring(SEILO), g.bring(URSUS, "along_the_way")
    for c in (lyn, seilo, ursus):
        g.session.manual(ManualAdjust(action="exhaust", card=c))
    remember(g)
    assert not exhausted(g, lyn) and not exhausted(g, seilo) and exhausted(g, ursus)
