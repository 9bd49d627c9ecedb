"""The Spire path set (cards/path/spire.json) through the prompt protocol with pinned challenge
draws."""

from __future__ import annotations

from rangers_qt.engine import ManualAdjust

from .pathsets_kit import guides
from .terrain_kit import CATALOG, FAIL, MOUNTAIN, SUN, remember, table

THRESHOLD, BREW, MORA, FORGE, TOLLIN, DACE = "01335", "01378", "01391", "01405", "01409", "01410"
DOWNPOUR = "WE02"  # inclement; its sun fatigues each Ranger


def test_arcology_threshold_brave_takes_your_token_or_fatigues_you_twice() -> None:
    g = table(first=THRESHOLD, draw=MOUNTAIN)  # 2 energy + 1: Brave [3]
    threshold = g.iid(THRESHOLD)
    g.perform("t1", threshold, energy=2)
    # every Ranger's token on it (one Ranger): it clears by Ranger tokens and its entry is read
    assert g.where(threshold) == ("path_discard", None) and any("58" in t for t in guides(g.last))  # type: ignore[arg-type]
    g2 = table(first=THRESHOLD, draw=SUN)
    g2.perform("t1", g2.iid(THRESHOLD), energy=2)  # effort 2 < 3
    assert len(g2.ranger().fatigue) == 2 and g2.ranger().ranger_token_on is None
    g3 = table(first=THRESHOLD, draw=FAIL)
    g3.perform("t1", g3.iid(THRESHOLD), energy=2)
    assert len(g3.ranger().fatigue) == 2


def test_arcology_threshold_shelters_a_ranger_whose_token_is_on_it_from_the_weather() -> None:
    for sheltered, tired in ((False, 1), (True, 0)):
        g = table(first=THRESHOLD, draw=SUN, rangers=2, extra=(CATALOG.card(DOWNPOUR),), weather=DOWNPOUR)
        if sheltered:
            g.session.manual(ManualAdjust(action="ranger_token", ranger="r1", card=g.iid(THRESHOLD)))
        g.next_ranger("r1")
        remember(g)
        assert len(g.ranger("r1").fatigue) == tired, sheltered
