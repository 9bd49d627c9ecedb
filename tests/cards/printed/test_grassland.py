"""Issue #27, the card audit (docs/card-audit-path.md): the Grassland set as printed, each
clause's outcome with a negative case. Shipped cards (cards/path/grassland.json) on the terrain
kit; the positive halves of several clauses are in tests/cards/test_terrain_grassland.py."""

from __future__ import annotations

import pytest
from engine.helpers import Game

from rangers_qt.engine import ManualAdjust

from ..terrain_kit import CREST, FAIL, MOUNTAIN, SUN, exhausted, fatigue, order, remember, table, tokens

SCROF, ARTILOPE, ANTHILL, ROOT, VELOX, FIELDS = "01362", "01364", "01379", "01398", "01401", "01404"
ATROX = "01294"  # a predator from another set (presence 2)


@pytest.mark.parametrize("other", [True, False])
def test_hungry_scrof_mountain_fights_another_active_predator(other: bool) -> None:
    """01362 Hungry Scrof (mountain: another active predator is exhausted; 2 harm on it and 2 on
    the Scrof). With the Atrox in play: both take 2, the Atrox is exhausted; alone (the Scrof is a
    predator itself, the negative case): nothing."""
    g = table(ATROX, first=SCROF, draw=MOUNTAIN)
    scrof = g.iid(SCROF)
    atrox = g.bring(ATROX) if other else None
    remember(g)
    assert tokens(g, scrof).get("harm", 0) == (2 if other else 0) and not exhausted(g, scrof)
    if atrox is not None:
        assert exhausted(g, atrox) and tokens(g, atrox) == {"harm": 2}


@pytest.mark.parametrize("scrof", [True, False])
def test_harvester_anthill_mountain_feeds_an_active_hungry_scrof(scrof: bool) -> None:
    """01379 Harvester Anthill (mountain: an active Hungry Scrof is exhausted; progress on it and
    harm on the anthill, each the Scrof's presence, 2). With the Scrof: 2 and 2; without one (the
    negative case; the Artilope, another being, is in play): no tokens at all."""
    g = table(SCROF, ARTILOPE, first=ANTHILL, draw=MOUNTAIN)
    anthill = g.iid(ANTHILL)
    being = g.bring(SCROF if scrof else ARTILOPE)
    remember(g)
    order(g, anthill)
    assert tokens(g, anthill).get("harm", 0) == (2 if scrof else 0)
    assert exhausted(g, being) is scrof
    if scrof:
        assert tokens(g, being) == {"progress": 2}


@pytest.mark.parametrize("draw", [SUN, FAIL])
def test_mourning_root_slice_harms_it_fatigues_you_and_soothes_a_chosen_ranger(draw: str) -> None:
    """01398 Mourning Root (test Slice, success: 1 harm on it, you suffer 1 fatigue, a Ranger you
    choose - each of the two offered - soothes 3). r2 with 4 fatigue chosen: 1 left, r1 suffers 1;
    a failed test (the -2 card, the negative case): no harm, no fatigue, nobody soothed."""
    g = table(first=ROOT, rangers=2, draw=draw)
    root = g.iid(ROOT)
    fatigue(g, 4, "r2")
    g.next_ranger("r1")
    g.perform("t1", root, energy=1)
    if draw == SUN:
        g.expect("effect_choice", "r1")
        assert sorted(o for o in g.options() if o.startswith("ranger:")) == ["ranger:r1", "ranger:r2"]
        g.pick("ranger:r2")
    assert tokens(g, root).get("harm", 0) == (1 if draw == SUN else 0)
    assert len(g.ranger("r1").fatigue) == (1 if draw == SUN else 0)
    assert len(g.ranger("r2").fatigue) == (1 if draw == SUN else 4)


def _next_round(g: Game) -> None:
    """Rest: the round ends (travel declined, refresh) and the next round's path draw happens."""
    g.rest()
    while g.session.prompt is not None and g.prompt.kind != "turn":
        g.pick(g.options()[-1])


def test_the_whispering_fields_out_of_play_path_draws_enter_play_again() -> None:
    """01404 The Whispering Fields (response: a path draw is attached face down to it instead;
    its entering-play draw is hidden so). The negative case of the response: once the Fields has
    left play, the next round's path draw enters play as usual."""
    g = table(ARTILOPE, VELOX, first=FIELDS)
    fields, artilope, velox = g.iid(FIELDS), g.iid(ARTILOPE), g.iid(VELOX)
    assert g.state.cards[artilope].attached_to == fields and not g.state.cards[artilope].face_up
    g.session.manual(ManualAdjust(action="move", card=fields, zone="path_discard"))
    _next_round(g)
    assert g.where(velox) == ("within_reach", "r1")


def test_the_whispering_fields_failed_sense_reveals_nothing() -> None:
    """01404 The Whispering Fields (test Sense; negative case): 1 energy and the crest card (-1),
    effort 0, fails: no hidden card is shown or put into play; both stay face down under it."""
    g = table(ARTILOPE, VELOX, first=FIELDS, draw=CREST)
    _next_round(g)
    fields = g.iid(FIELDS)
    hidden = [c for c in g.state.cards[fields].attached if not g.state.cards[c].face_up]
    assert len(hidden) == 2
    g.perform("t1", fields, energy=1)
    g.expect("turn")
    assert [c for c in g.state.cards[fields].attached if not g.state.cards[c].face_up] == hidden
