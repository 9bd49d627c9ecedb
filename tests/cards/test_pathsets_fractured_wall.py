"""The Fractured Wall path set (cards/path/fractured_wall.json) through the prompt protocol with
pinned challenge draws."""

from __future__ import annotations

from engine.helpers import Game

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


def _guardian(progress: int, draw: str) -> tuple[Game, str, str]:
    """The Green Guardian (presence 3; progress threshold 3 per Ranger: 6 with two) with
    ``progress`` on it, and Gardens (presence 1) within r1's reach; r1 performs a Remember test
    whose challenge card shows ``draw``."""
    g = table(GARDENS, first=GUARDIAN, draw=draw, rangers=2)
    guardian, gardens = g.iid(GUARDIAN), g.bring(GARDENS)
    if progress:
        g.session.manual(ManualAdjust(action="add_tokens", card=guardian, token="progress", amount=progress))
    g.next_ranger("r1")
    _remember_to_effects(g)
    return g, guardian, gardens


def _remember_to_effects(g: Game) -> None:
    """A Remember test up to its challenge effects (its scout answered first: success effects
    resolve before challenge effects)."""
    g.perform("remember", energy=1)
    while g.session.prompt is not None and g.prompt.kind == "scout":
        g.pick(g.options()[0])


def test_the_green_guardian_may_pay_progress_to_aim_its_sun_effect_at_another_feature() -> None:
    """01390 response (Rulebook: Timing, responses; Challenge Effects): as its sun effect resolves,
    r1 may discard progress equal to a feature's presence to have that feature exhausted instead.
    With 3 progress the Guardian itself (presence 3) may be chosen: it is exhausted, Gardens (the
    lowest, the printed choice) is not, and the 3 progress are gone."""
    g, guardian, gardens = _guardian(3, SUN)
    g.expect("effect_may", "r1")
    g.pick("yes")
    assert set(g.options()) == {f"card:{guardian}", f"card:{gardens}"}
    g.pick(f"card:{guardian}", "effect_choice")
    assert exhausted(g, guardian) and not exhausted(g, gardens)
    assert tokens(g, guardian).get("progress", 0) == 0


def test_the_green_guardian_response_offers_only_features_its_progress_pays_for() -> None:
    """One below, at: with 2 progress only Gardens (presence 1) can be paid for (chosen at once: 1
    progress left); with none nothing is asked and the sun effect resolves as printed."""
    g, guardian, gardens = _guardian(2, SUN)
    g.pick("yes", "effect_may")
    assert exhausted(g, gardens) and not exhausted(g, guardian)
    assert tokens(g, guardian).get("progress", 0) == 1
    g2, guardian2, gardens2 = _guardian(0, SUN)
    assert g2.session.prompt is None or g2.prompt.kind != "effect_may"
    assert exhausted(g2, gardens2) and not exhausted(g2, guardian2)


def test_the_green_guardian_declined_or_auto_pass_resolves_the_effect_as_printed() -> None:
    """No: the printed target (the lowest-presence active feature, Gardens) and the progress stays;
    under auto-pass nothing is asked."""
    g, guardian, gardens = _guardian(3, SUN)
    g.pick("no", "effect_may")
    assert exhausted(g, gardens) and not exhausted(g, guardian)
    assert tokens(g, guardian).get("progress", 0) == 3
    g2 = table(GARDENS, first=GUARDIAN, draw=SUN, rangers=2)
    guardian2, gardens2 = g2.iid(GUARDIAN), g2.bring(GARDENS)
    g2.session.manual(ManualAdjust(action="add_tokens", card=guardian2, token="progress", amount=3))
    g2.session.manual(ManualAdjust(action="auto_pass", amount=1))
    g2.next_ranger("r1")
    _remember_to_effects(g2)
    assert g2.session.prompt is None or g2.prompt.kind != "effect_may"
    assert exhausted(g2, gardens2) and tokens(g2, guardian2).get("progress", 0) == 3


def test_the_green_guardian_crest_aimed_elsewhere_discards_that_feature_and_injures_its_rangers() -> None:
    """Crest with the response: the feature paid for (Gardens, ready, r2's token on it) is discarded
    instead of the lowest exhausted one, and r2 is injured."""
    g = table(GARDENS, BRAMBLE, first=GUARDIAN, draw=CREST, rangers=2)
    guardian, gardens, bramble = g.iid(GUARDIAN), g.bring(GARDENS), g.bring(BRAMBLE)
    g.session.manual(ManualAdjust(action="add_tokens", card=guardian, token="progress", amount=1))
    g.session.manual(ManualAdjust(action="exhaust", card=bramble))
    g.session.manual(ManualAdjust(action="ranger_token", ranger="r2", card=gardens))
    g.next_ranger("r1")
    _remember_to_effects(g)
    g.pick("yes", "effect_may")
    g.pick(f"card:{gardens}", "effect_choice")
    assert g.where(gardens) == ("path_discard", None) and g.where(bramble)[0] == "within_reach"
    assert [g.ranger(r).injuries for r in ("r1", "r2")] == [0, 1]
    assert tokens(g, guardian).get("progress", 0) == 0
