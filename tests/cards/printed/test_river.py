"""Issue #27, the card audit (docs/card-audit-path.md): the River set as printed, each clause's
outcome with a negative case. Shipped cards (cards/path/river.json) on the terrain kit."""

from __future__ import annotations

import pytest
from engine.helpers import gear

from rangers_qt.engine import ManualAdjust

from ..terrain_kit import MOUNTAIN, SUN, add, exhausted, order, presence, remember, table, tokens

URSUS, RAPIDS, CURRENT, EATER, CARP, PORTAGE = "01256", "01278", "01280", "01286", "01290", "01340"
LUTRINAL, DOE, STEAM, IRIX = "01301", "01361", "01315", "01267"


@pytest.mark.parametrize("fish", [True, False])
def test_wading_ursus_mountain_wades_to_the_area_of_a_fish(fish: bool) -> None:
    """01256 Wading Ursus (mountain: with a fish in play it moves to that fish's area). The Carp
    (exhausted) within reach: the Ursus comes within reach; the Doe there instead (a prey, not a
    fish; the negative case): it stays along the way."""
    g = table(CARP, DOE, first=URSUS, draw=MOUNTAIN)
    ursus = g.iid(URSUS)
    other = g.bring(CARP if fish else DOE)
    g.session.manual(ManualAdjust(action="exhaust", card=other))
    remember(g)
    assert g.where(ursus) == (("within_reach", "r1") if fish else ("along_the_way", None))


@pytest.mark.parametrize("rapids_along", [True, False])
def test_rapids_mountain_moves_the_highest_presence_card_along_the_way_within_reach(
    rapids_along: bool,
) -> None:
    """01278 Rapids (mountain: the card along the way with the highest presence moves within
    reach). With the Irix (presence 2) beside it, the Rapids (3) moves and the Irix stays; with the
    Rapids already within reach, the Irix is the highest along the way and moves (the negative case
    for the Rapids: a lower card is not passed over when it is the highest there)."""
    g = table(IRIX, first=RAPIDS, draw=MOUNTAIN)
    rapids, irix = g.iid(RAPIDS), g.bring(IRIX, "along_the_way")
    g.session.manual(ManualAdjust(action="exhaust", card=irix))
    if not rapids_along:
        g.session.manual(ManualAdjust(action="move", card=rapids, zone="within_reach", ranger="r1"))
    remember(g)
    assert g.where(rapids) == ("within_reach", "r1")
    assert g.where(irix) == (("along_the_way", None) if rapids_along else ("within_reach", "r1"))


def test_strong_current_presence_counts_the_water_features_in_play() -> None:
    """01280 Strong Current (constant: X, its presence, is the number of Water features in play).
    Alone: 1 (itself); with the Tributary Steam (a Water feature): 2; with the Silverfin Carp
    instead (not a Water feature; the negative case): still 1."""
    g = table(STEAM, CARP, first=CURRENT)
    current = g.iid(CURRENT)
    assert presence(g, current) == 1
    g.bring(CARP)
    assert presence(g, current) == 1
    g.bring(STEAM, "along_the_way")
    assert presence(g, current) == 2


@pytest.mark.parametrize("water_progress", [1, 0])
def test_toxin_eater_sun_cleans_itself_only_with_progress_on_an_active_water_feature(
    water_progress: int,
) -> None:
    """01286 Toxin Eater (sun: 1 progress off an active Water feature and the being exhausted, then
    1 harm off it). With 1 progress on the Steam: it goes, the Eater is exhausted and keeps 1 of
    its 2 harm; no progress on the Steam (the negative case): the Eater stays ready with 2 harm."""
    g = table(STEAM, first=EATER, draw=SUN, rangers=2)
    eater, steam = g.iid(EATER), g.iid(STEAM)
    add(g, eater, "harm", 2)
    if water_progress:
        add(g, steam, "progress", water_progress)
    g.next_ranger("r1")
    remember(g)
    order(g, eater)
    assert exhausted(g, eater) is bool(water_progress)
    assert tokens(g, eater) == {"harm": 2 - water_progress} and tokens(g, steam) == {}


@pytest.mark.parametrize("predator", [True, False])
def test_toxin_eater_mountain_is_hunted_by_an_active_predator(predator: bool) -> None:
    """01286 Toxin Eater (mountain: an active predator is exhausted and takes 1 harm; the Eater
    takes harm equal to that predator's presence). The Lutrinal (presence 1): 1 harm each; only the
    Doe in play (the negative case): no harm, nobody exhausted."""
    g = table(LUTRINAL, DOE, first=EATER, draw=MOUNTAIN)
    eater = g.iid(EATER)
    other = g.bring(LUTRINAL if predator else DOE)
    remember(g)
    assert exhausted(g, other) is predator
    assert tokens(g, other).get("harm", 0) == int(predator)
    assert tokens(g, eater).get("harm", 0) == (presence(g, other) if predator else 0)


@pytest.mark.parametrize(("owner", "tired"), [("r1", True), ("r2", False)])
def test_overgrown_portage_sun_exhausts_one_of_your_equipped_gear(owner: str, tired: bool) -> None:
    """01340 Overgrown Portage (sun: 1 of your equipped gear is exhausted). r1's gear: exhausted;
    only r2 has a gear equipped while r1 tests (the negative case): it stays ready."""
    g = table(first=PORTAGE, draw=SUN, rangers=2, extra=(gear("TG"),), decks=[["TG"], ["TG"]])
    tg = g.iid("TG", 0 if owner == "r1" else 1)
    g.session.manual(ManualAdjust(action="move", card=tg, zone="player_area", ranger=owner))
    g.next_ranger("r1")
    remember(g)
    assert exhausted(g, tg) is tired
