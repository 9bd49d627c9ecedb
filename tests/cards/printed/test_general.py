"""Issue #27, the card audit (docs/card-audit-path.md): the General set as printed, each clause's
outcome with a negative case. Shipped cards (cards/path/general.json) on the terrain kit."""

from __future__ import annotations

import pytest
from engine.helpers import Game

from rangers_qt.engine import ManualAdjust

from ..terrain_kit import CATALOG, MOUNTAIN, SUN, add, remember, table, tokens

CYCLONE, SEEKER, POLYP, GRUB, LIGHTNING = "01292", "01414", "01307", "01274", "01350"


def _energy(g: Game, aspect: str, n: int) -> None:
    g.session.manual(ManualAdjust(action="energy", ranger="r1", aspect=aspect, amount=n))


@pytest.mark.parametrize(("strength", "left"), [(3, 2), (1, None)])
def test_cerberusian_cyclone_evade_removes_a_strength_per_two_effort_and_goes_with_the_last(
    strength: int, left: int | None
) -> None:
    """01292 Cerberusian Cyclone (test Evade, success: 1 strength removed per 2 effort; with no
    strength left it is discarded). Effort 2: from 3 strength 2 are left and it stays (the negative
    case); from 1 none is left and it is discarded."""
    g = table(first=CYCLONE, draw=SUN)
    cyclone = g.iid(CYCLONE)
    if strength < 3:
        g.session.manual(
            ManualAdjust(action="remove_tokens", card=cyclone, token="strength", amount=3 - strength)
        )
    g.perform("t1", cyclone, energy=2)
    if left is None:
        assert g.where(cyclone) == ("path_discard", None)
    else:
        assert g.where(cyclone)[0] == "along_the_way" and tokens(g, cyclone) == {"strength": left}


@pytest.mark.parametrize(("mucus", "polyp"), [(1, False), (2, True)])
def test_reclaimer_seeker_mountain_brings_a_polyp_at_three_mucus(mucus: int, polyp: bool) -> None:
    """01414 Reclaimer Seeker (mountain: 1 mucus on the location; at 3 or more they are discarded
    and a Reclaimer Polyp comes from the General set). 1 mucus before: 2, nothing more; 2 before:
    the third brings the Polyp into play and the mucus goes."""
    g = table(first=SEEKER, draw=MOUNTAIN, extra=(CATALOG.card(POLYP),))
    loc = g.state.surroundings[0]
    add(g, loc, "mucus", mucus)
    remember(g)
    polyps = [c.iid for c in g.state.cards.values() if c.def_id == POLYP]
    in_play = [i for i in polyps if g.where(i)[0] in ("along_the_way", "within_reach")]
    assert bool(in_play) is polyp
    assert tokens(g, loc).get("mucus", 0) == (0 if polyp else mucus + 1)


def test_reclaimer_polyp_clear_by_harm_brings_two_grubs() -> None:
    """01307 Reclaimer Polyp (clear by harm: 2 Reclaimer Grubs from the General set come into play);
    one harm below its threshold (2) nothing comes."""
    g = table(first=POLYP, extra=(CATALOG.card(GRUB),))
    polyp = g.iid(POLYP)
    add(g, polyp, "harm", 1)
    assert not [c for c in g.state.cards.values() if c.def_id == GRUB]
    add(g, polyp, "harm", 1)
    grubs = [c.iid for c in g.state.cards.values() if c.def_id == GRUB]
    assert len(grubs) == 2 and all(g.where(i)[0] in ("within_reach", "along_the_way") for i in grubs)


def test_ball_lightning_clear_by_harm_within_a_rangers_reach_injures_that_ranger_twice() -> None:
    """01350 Ball Lightning (clear by harm: within a Ranger's reach, that Ranger suffers 2 injuries;
    along the way, all progress leaves the location): within the second Ranger's reach - that
    Ranger only, and the location keeps its progress."""
    g = table(first=LIGHTNING, rangers=2)
    ball, loc = g.iid(LIGHTNING), g.state.surroundings[0]
    g.session.manual(ManualAdjust(action="move", card=ball, zone="within_reach", ranger="r2"))
    add(g, loc, "progress", 2)
    add(g, ball, "harm", 3)
    assert [r.injuries for r in g.state.rangers] == [0, 2]
    assert tokens(g, loc).get("progress") == 2


def test_ball_lightning_clear_by_harm_along_the_way_empties_the_location_and_injures_nobody() -> None:
    """01350 Ball Lightning (clear by harm, along the way): the location loses all its progress; no
    Ranger is injured."""
    g = table(first=LIGHTNING, rangers=2)
    ball, loc = g.iid(LIGHTNING), g.state.surroundings[0]
    g.session.manual(ManualAdjust(action="move", card=ball, zone="along_the_way"))
    add(g, loc, "progress", 2)
    add(g, ball, "harm", 3)
    assert tokens(g, loc).get("progress", 0) == 0
    assert [r.injuries for r in g.state.rangers] == [0, 0]
