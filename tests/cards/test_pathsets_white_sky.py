"""The White Sky path set (cards/path/white_sky.json) through the prompt protocol with pinned
challenge draws."""

from __future__ import annotations

from rangers_qt.engine import ManualAdjust

from .pathsets_kit import (
    STEAM,
    URSUS,
    guides,
    listen_swaps_a_moment,
    listen_without_a_moment_in_hand_takes_nothing,
)
from .terrain_kit import (
    CATALOG,
    CREST,
    FAIL,
    MOUNTAIN,
    SUN,
    exhausted,
    fatigue,
    order,
    remember,
    table,
    tokens,
)

AR_TEL, VIRA, MURTOK, BUBBLE = "01306", "01327", "01374", "01406"
TRAIL_MIX = "01004"  # a Food gear starting with 2 morsels
DOWNPOUR = "WE02"  # inclement; its sun fatigues each Ranger


def test_ar_tel_fish_exhausts_him_and_near_water_soothes_two_and_feeds_each_food() -> None:
    g = table(STEAM, first=AR_TEL, extra=(CATALOG.card(TRAIL_MIX),), decks=[[TRAIL_MIX]])
    ar_tel, mix = g.iid(AR_TEL), g.bring(TRAIL_MIX, "player_area")
    g.bring(STEAM, "along_the_way")
    fatigue(g, 3)
    g.perform("t1", ar_tel, energy=2)  # Fish [2]
    assert exhausted(g, ar_tel) and len(g.ranger().fatigue) == 1
    assert tokens(g, mix) == {"morsel": 3}


def test_ar_tel_fish_without_water_only_exhausts_him() -> None:
    g = table(first=AR_TEL, extra=(CATALOG.card(TRAIL_MIX),), decks=[[TRAIL_MIX]])
    ar_tel, mix = g.iid(AR_TEL), g.bring(TRAIL_MIX, "player_area")
    fatigue(g, 3)
    g.perform("t1", ar_tel, energy=2)
    assert exhausted(g, ar_tel) and len(g.ranger().fatigue) == 3 and tokens(g, mix) == {"morsel": 2}


def test_ar_tel_crest_exhausts_a_predator_and_clear_reads_his_entry() -> None:
    g = table(URSUS, first=AR_TEL, draw=CREST)
    ar_tel, ursus = g.iid(AR_TEL), g.bring(URSUS, "along_the_way")
    remember(g)
    order(g, ar_tel, ursus)
    assert exhausted(g, ursus) and tokens(g, ar_tel) == {"harm": 2}
    result = g.session.manual(ManualAdjust(action="add_tokens", card=ar_tel, token="harm", amount=1))
    assert g.where(ar_tel) == ("path_discard", None) and any("48" in t for t in guides(result))


def test_vira_ask_discards_a_water_obstacle_and_takes_three_progress() -> None:
    g = table(STEAM, first=VIRA, draw=MOUNTAIN, rangers=2)  # 2 energy + 1: Ask [3]
    vira, steam = g.iid(VIRA), g.bring(STEAM, "along_the_way")
    g.next_ranger("r1")
    g.perform("t1", vira, energy=2)
    assert g.where(steam) == ("path_discard", None) and tokens(g, vira) == {"progress": 3}
    g2 = table(first=VIRA, draw=MOUNTAIN)  # one Ranger: 3 progress is her threshold
    g2.perform("t1", g2.iid(VIRA), energy=2)
    assert g2.where(g2.iid(VIRA)) == ("path_discard", None) and any("49" in t for t in guides(g2.last))  # type: ignore[arg-type]


def test_vira_crest_exhausts_a_predator() -> None:
    g = table(URSUS, first=VIRA, draw=CREST)
    vira, ursus = g.iid(VIRA), g.bring(URSUS, "along_the_way")
    remember(g)
    order(g, vira, ursus)
    assert exhausted(g, ursus) and tokens(g, vira) == {"harm": 2}


def test_the_bubble_swim_returns_your_gear_and_takes_your_token_or_injures() -> None:
    g = table(first=BUBBLE, draw=MOUNTAIN, extra=(CATALOG.card(TRAIL_MIX),), decks=[[TRAIL_MIX]])
    bubble, mix = g.iid(BUBBLE), g.bring(TRAIL_MIX, "player_area")
    g.perform("t1", bubble, energy=2)  # 2 energy + 1: Swim [3]
    assert g.where(mix) == ("hand", "r1")
    # the only Ranger's token is on it: it clears by Ranger tokens and its entry is read
    assert g.where(bubble) == ("path_discard", None) and any("50" in t for t in guides(g.last))  # type: ignore[arg-type]
    g2 = table(first=BUBBLE, draw=FAIL)
    g2.perform("t1", g2.iid(BUBBLE), energy=2)
    assert g2.ranger().injuries == 1 and g2.ranger().ranger_token_on is None


def test_the_bubble_shelters_a_ranger_whose_token_is_on_it_from_the_weather() -> None:
    for sheltered, tired in ((False, 1), (True, 0)):
        g = table(first=BUBBLE, draw=SUN, rangers=2, extra=(CATALOG.card(DOWNPOUR),), weather=DOWNPOUR)
        if sheltered:
            g.session.manual(ManualAdjust(action="ranger_token", ranger="r1", card=g.iid(BUBBLE)))
        g.next_ranger("r1")
        remember(g)
        assert len(g.ranger("r1").fatigue) == tired, sheltered
        assert len(g.ranger("r2").fatigue) == 1


def test_elder_murtok_gral_listen_trades_a_moment_for_a_starting_moment_for_good() -> None:
    listen_swaps_a_moment(MURTOK, "51")
    listen_without_a_moment_in_hand_takes_nothing(MURTOK)


def test_elder_murtok_gral_crest_exhausts_a_predator() -> None:
    g = table(URSUS, first=MURTOK, draw=CREST)
    murtok, ursus = g.iid(MURTOK), g.bring(URSUS, "along_the_way")
    remember(g)
    order(g, murtok, ursus)
    # his harm threshold is 2: the Ursus's presence clears him and his entry is read
    assert exhausted(g, ursus) and g.where(murtok) == ("path_discard", None)
    assert any("51" in t for t in guides(g.last))  # type: ignore[arg-type]
