"""The Branch path set (cards/path/branch.json) through the prompt protocol with pinned
challenge draws."""

from __future__ import annotations

from rangers_qt.engine import ManualAdjust

from .pathsets_kit import URSUS, guides
from .terrain_kit import CATALOG, CREST, MOUNTAIN, exhausted, order, remember, table, tokens

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
