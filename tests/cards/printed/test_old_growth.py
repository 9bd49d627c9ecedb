"""Issue #27, the card audit (docs/card-audit-path.md): the Old Growth set as printed, each
clause's outcome with a negative case. Shipped cards (cards/path/old_growth.json) on the terrain
kit."""

from __future__ import annotations

import pytest
from engine.helpers import gear

from rangers_qt.engine import ManualAdjust

from ..terrain_kit import CREST, FAIL, SUN, add, exhausted, remember, table, tokens

DOLEWOOD, THICKET = "01276", "01338"


def test_rotting_dolewood_clear_by_harm_without_flora_fatigues_each_ranger_two() -> None:
    """01276 Rotting Dolewood (clear by harm: every flora is discarded; each Ranger suffers 2 fatigue
    plus the discarded flora's combined presence). No other flora in play (the negative case of the
    flora part): each Ranger suffers exactly 2; with one flora of presence 1 each suffers 3 and the
    flora is discarded (tests/cards/test_terrain_old_growth.py)."""
    g = table(first=DOLEWOOD, rangers=2)
    dolewood = g.iid(DOLEWOOD)
    add(g, dolewood, "harm", 3)
    assert g.where(dolewood) == ("path_discard", None)
    assert [len(r.fatigue) for r in g.state.rangers] == [2, 2]


CANOPY, SWARM, HIVE, CRAWLER, MOSS, RACCOON = "01344", "01348", "01351", "01354", "01367", "01382"
DOE = "01361"  # Sitka Doe: a prey mammal (no insect), presence 1


@pytest.mark.parametrize(
    ("draw", "on_before", "pick", "on_after", "hurt"),
    [
        (CREST, False, "branch:0", True, 0),  # success: token onto it
        (CREST, True, "branch:1", False, 0),  # success: token off it
        (FAIL, True, None, True, 1),  # failure: 1 injury, the token stays
    ],
)
def test_dolewood_canopy_climb_moves_your_token_on_or_off_or_injures(
    draw: str, on_before: bool, pick: str | None, on_after: bool, hurt: int
) -> None:
    """01344 Dolewood Canopy (test Climb [2], success: your Ranger token onto it or off it, the two
    choices offered; failure: 1 injury). Crest draws only (its sun offers a climb down of its own):
    effort 3 - onto it, or off it back to the role; the -2 card (effort 1, the negative case): the
    token does not move and you suffer 1 injury."""
    g = table(first=CANOPY, draw=draw)
    canopy = g.iid(CANOPY)
    if on_before:
        g.session.manual(ManualAdjust(action="ranger_token", ranger="r1", card=canopy))
    g.session.manual(ManualAdjust(action="energy", ranger="r1", aspect="FIT", amount=2))
    g.perform("t1", canopy, energy=3)
    if pick is not None:
        g.expect("effect_choice")
        assert len(g.options()) == 2
        g.pick(pick)
    assert (g.ranger().ranger_token_on == canopy) is on_after
    assert g.ranger().injuries == hurt


def test_cloudhive_swarm_gains_a_bee_at_refresh_only() -> None:
    """01348 Cloudhive Swarm (refresh: 1 bee on it). It enters with 1 bee; a test during the round
    (no refresh, the negative case) adds none; the round's refresh adds 1."""
    g = table(DOE, first=SWARM, draw=CREST)  # crest: 1 bee < FIT 2, nothing
    swarm = g.iid(SWARM)
    remember(g)
    assert tokens(g, swarm) == {"bee": 1}
    g.rest()
    assert tokens(g, swarm) == {"bee": 2}


@pytest.mark.parametrize("swarm_in_play", [False, True])
def test_cloudhive_sun_brings_the_next_swarm_only_when_none_is_in_play(swarm_in_play: bool) -> None:
    """01351 Cloudhive (sun: with no Cloudhive Swarm in play, search the path discard and deck for
    the next one). One Swarm in the path discard: it comes into play; a Swarm already in play (the
    negative case): the other copy stays in the discard."""
    g = table(SWARM, SWARM, first=HIVE, draw=SUN)
    first, second = g.iid(SWARM, 0), g.iid(SWARM, 1)
    g.session.manual(ManualAdjust(action="move", card=second, zone="path_discard"))
    if swarm_in_play:
        g.bring(SWARM, nth=0)
    else:
        g.session.manual(ManualAdjust(action="move", card=first, zone="path_discard"))
    remember(g)
    in_play = [i for i in (first, second) if g.where(i)[0] == "within_reach"]
    assert len(in_play) == 1  # one Swarm brought, not both
    if swarm_in_play:
        assert in_play == [first] and g.where(second) == ("path_discard", None)


@pytest.mark.parametrize(("draw", "energy", "harm"), [(SUN, 1, 1), (SUN, 2, 2), (FAIL, 2, 0)])
def test_puffercrawler_peel_harms_it_by_your_effort(draw: str, energy: int, harm: int) -> None:
    """01354 Puffercrawler (test Peel [2]... the harm equal to your effort): effort 2 - 2 harm
    (effort 1 is below its difficulty 2, so that row is its failure); the -2 card (the negative
    case): no harm, and it attaches to your role."""
    g = table(first=CRAWLER, draw=draw)
    crawler = g.iid(CRAWLER)
    g.perform("t1", crawler, energy=energy)
    failed = draw == FAIL or energy < 2
    assert tokens(g, crawler).get("harm", 0) == (0 if failed else harm)
    assert (g.state.cards[crawler].attached_to == g.ranger().role) is failed


def test_puffercrawler_sun_unattached_harms_nobody() -> None:
    """01354 Puffercrawler (sun: attached to a being, that being takes harm equal to your effort;
    the negative case): not attached, in play along the way - no being takes harm and it stays
    where it is (the sun has no failure here: the Remember test succeeds)."""
    g = table(DOE, first=CRAWLER, draw=SUN)
    crawler, doe = g.iid(CRAWLER), g.bring(DOE)
    remember(g)
    assert tokens(g, doe) == {} and tokens(g, crawler) == {}
    assert g.state.cards[crawler].attached_to is None


@pytest.mark.parametrize("insect", [True, False])
def test_hanging_cherry_moss_sun_exhausts_it_to_ready_an_insect(insect: bool) -> None:
    """01367 Hanging Cherry Moss (sun: with an insect in play, the moss is exhausted and an insect
    readied). The exhausted Cloudhive Swarm: readied, the moss exhausted; no insect (the Doe, a
    mammal, exhausted instead; the negative case): the moss stays ready and the Doe exhausted."""
    g = table(SWARM, DOE, first=MOSS, draw=SUN)
    moss = g.iid(MOSS)
    other = g.bring(SWARM if insect else DOE)
    g.session.manual(ManualAdjust(action="exhaust", card=other))
    remember(g)
    assert exhausted(g, moss) is insect
    assert exhausted(g, other) is not insect


@pytest.mark.parametrize(("kind", "back"), [("progress", True), ("harm", False)])
def test_kleptic_raccoon_clear_by_progress_returns_a_gear_from_your_discard(kind: str, back: bool) -> None:
    """01382 Kleptic Raccoon (clear by progress: a gear from your discard to your hand). Cleared by
    4 progress: the discarded gear returns to hand; cleared by 2 harm (the negative case) it stays
    in the discard."""
    g = table(first=RACCOON, extra=(gear("TG"),), decks=[["TG"]])
    raccoon, tg = g.iid(RACCOON), g.iid("TG")
    g.session.manual(ManualAdjust(action="discard", card=tg))
    add(g, raccoon, kind, 4 if kind == "progress" else 2)
    assert g.where(raccoon) == ("path_discard", None)
    assert g.where(tg) == (("hand", "r1") if back else ("discard", "r1"))
