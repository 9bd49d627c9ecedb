"""The Meadow path set (cards/path/meadow.json) through the prompt protocol with pinned challenge
draws."""

from __future__ import annotations

from rangers_qt.engine import ManualAdjust

from .location_kit import energy
from .pathsets_kit import URSUS, guides
from .terrain_kit import CREST, MOUNTAIN, SUN, add, exhausted, fatigue, order, remember, table, tokens

STILT_HORSE, JULAR, ASSEMBLAGE, JARIS = "01355", "01375", "01381", "01397"


def test_jaris_speak_soothes_one_per_two_effort_and_takes_as_much_progress() -> None:
    g = table(first=JARIS, draw=MOUNTAIN)
    jaris = g.iid(JARIS)
    fatigue(g, 3)
    g.perform("t1", jaris, energy=2)  # effort 3: 1 per 2
    assert len(g.ranger().fatigue) == 2 and tokens(g, jaris) == {"progress": 1}


def test_jaris_sun_readies_an_exhausted_predator_unless_you_pay_two_progress() -> None:
    g = table(URSUS, first=JARIS, draw=SUN)
    jaris, ursus = g.iid(JARIS), g.bring(URSUS, "along_the_way")
    energy(g, "FOC", 2)  # four Remember tests
    remember(g)  # the Ursus is ready: nothing
    assert tokens(g, jaris) == {}
    g.session.manual(ManualAdjust(action="exhaust", card=ursus))
    add(g, jaris, "progress", 1)
    remember(g)  # 1 progress cannot pay: the predator readies
    assert not exhausted(g, ursus) and tokens(g, jaris) == {"progress": 1}
    g.session.manual(ManualAdjust(action="exhaust", card=ursus))
    add(g, jaris, "progress", 1)
    remember(g)
    g.pick("branch:0", "effect_choice")  # pay 2 progress
    assert exhausted(g, ursus) and tokens(g, jaris) == {}
    add(g, jaris, "progress", 2)
    remember(g)
    g.pick("branch:1", "effect_choice")  # keep them: the predator readies
    assert not exhausted(g, ursus) and tokens(g, jaris) == {"progress": 2}


def test_jaris_crest_exhausts_a_predator_and_clear_reads_his_entry() -> None:
    g = table(URSUS, first=JARIS, draw=CREST)
    jaris, ursus = g.iid(JARIS), g.bring(URSUS, "along_the_way")
    remember(g)
    order(g, jaris, ursus)
    assert exhausted(g, ursus) and tokens(g, jaris) == {"harm": 2}
    result = g.session.manual(ManualAdjust(action="add_tokens", card=jaris, token="harm", amount=1))
    assert g.where(jaris) == ("path_discard", None) and any("70" in t for t in guides(result))
