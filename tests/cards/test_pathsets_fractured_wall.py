"""The Fractured Wall path set (cards/path/fractured_wall.json) through the prompt protocol with
pinned challenge draws."""

from __future__ import annotations

from rangers_qt.engine import ManualAdjust

from .pathsets_kit import URSUS, guides
from .terrain_kit import CREST, SUN, exhausted, order, remember, table, tokens

MEGADAM, GUARDIAN, SILARO = "01386", "01390", "01393"
RUINS = "01337"  # Overgrown Ruins: a ruin along the way (mountain effect only)


def test_megadam_ruins_draws_every_ranger_token_in_and_circumnavigate_takes_yours_back() -> None:
    g = table(first=MEGADAM, rangers=2)  # drawn by the rules: its enters-play text runs
    megadam = g.iid(MEGADAM)
    assert g.ranger("r1").ranger_token_on == megadam and g.ranger("r2").ranger_token_on == megadam
    g.next_ranger("r1")
    g.perform("t1", megadam, energy=1)
    assert g.ranger("r1").ranger_token_on is None and g.ranger("r2").ranger_token_on == megadam


def test_megadam_ruins_circumnavigate_leaves_your_token_where_it_is_when_it_is_elsewhere() -> None:
    g = table(RUINS, first=MEGADAM)
    megadam, ruins = g.iid(MEGADAM), g.bring(RUINS, "along_the_way")
    g.session.manual(ManualAdjust(action="ranger_token", ranger="r1", card=ruins))
    g.perform("t1", megadam, energy=1)
    assert g.ranger().ranger_token_on == ruins


def test_silaro_mako_investigate_puts_effort_as_progress_on_a_ruin_and_on_him() -> None:
    g = table(RUINS, first=SILARO)  # Investigate [2]
    silaro, ruins = g.iid(SILARO), g.bring(RUINS, "along_the_way")
    g.perform("t1", silaro, energy=1)  # effort 1: fails
    assert tokens(g, ruins) == {} and tokens(g, silaro) == {}
    g.perform("t1", silaro, energy=1)  # (the AWA pool has 1 left) still fails
    g2 = table(RUINS, first=SILARO)
    silaro2, ruins2 = g2.iid(SILARO), g2.bring(RUINS, "along_the_way")
    g2.perform("t1", silaro2, energy=2)
    assert tokens(g2, ruins2) == {"progress": 2} and tokens(g2, silaro2) == {"progress": 2}


def test_silaro_mako_crest_exhausts_a_predator_and_clear_reads_his_entry() -> None:
    g = table(URSUS, first=SILARO, draw=CREST)
    silaro, ursus = g.iid(SILARO), g.bring(URSUS, "along_the_way")
    remember(g)
    order(g, silaro, ursus)
    assert exhausted(g, ursus) and tokens(g, silaro) == {"harm": 2}
    result = g.session.manual(ManualAdjust(action="add_tokens", card=silaro, token="harm", amount=2))
    assert g.where(silaro) == ("path_discard", None) and any("53" in t for t in guides(result))


GARDENS, BRAMBLE = "01263", "01284"  # presence-1 features (mountain effects only)


def test_the_green_guardian_sun_exhausts_the_active_feature_with_the_lowest_presence() -> None:
    g = table(GARDENS, BRAMBLE, first=GUARDIAN, draw=SUN)
    guardian, gardens, bramble = g.iid(GUARDIAN), g.bring(GARDENS), g.bring(BRAMBLE)
    remember(g)
    assert g.options() == [f"card:{gardens}", f"card:{bramble}"]  # a tie; the Guardian (3) is higher
    g.pick(f"card:{bramble}", "effect_choice")
    assert exhausted(g, bramble) and not exhausted(g, gardens) and not exhausted(g, guardian)


def test_the_green_guardian_crest_discards_the_lowest_exhausted_feature_and_injures_who_was_on_it() -> None:
    g = table(GARDENS, first=GUARDIAN, draw=CREST, rangers=2)
    gardens = g.bring(GARDENS)
    g.next_ranger("r1")
    remember(g)  # nothing exhausted: nothing
    assert g.where(gardens) == ("within_reach", "r1")
    g.session.manual(ManualAdjust(action="exhaust", card=gardens))
    g.session.manual(ManualAdjust(action="ranger_token", ranger="r2", card=gardens))
    g.next_ranger("r2")
    remember(g)
    assert g.where(gardens) == ("path_discard", None)
    assert [g.ranger(r).injuries for r in ("r1", "r2")] == [0, 1]
