"""Issue #27, the card audit (docs/card-audit-path.md): the General set as printed, each clause's
outcome with a negative case. Shipped cards (cards/path/general.json) on the terrain kit."""

from __future__ import annotations

import pytest
from engine.helpers import Game

from rangers_qt.engine import ManualAdjust

from ..pathsets_kit import guides
from ..terrain_kit import CATALOG, CREST, MOUNTAIN, SUN, add, exhausted, order, remember, table, tokens

CYCLONE, SEEKER, POLYP, GRUB, LIGHTNING = "01292", "01414", "01307", "01274", "01350"
FLOOD, DANCERS, VERDESSIAN = "01271", "01319", "01360"
URSUS, DOE, OURA, CALYPSA = "01256", "01361", "01296", "01329"  # a predator (presence 2), a prey, humans


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


@pytest.mark.parametrize(("draw", "flood"), [(SUN, 1), (MOUNTAIN, 0)])
def test_flood_sun_adds_one_flood_to_its_card(draw: str, flood: int) -> None:
    """01271 Flood (sun: 1 flood token on the card it is attached to). It attached to the Polyp as
    it entered play; a sun draw adds 1 flood there; a mountain draw (the negative case) none."""
    g = table(POLYP, first=FLOOD, draw=draw)
    polyp = g.iid(POLYP)
    assert g.state.cards[g.iid(FLOOD)].attached_to == polyp
    remember(g)
    assert tokens(g, polyp).get("flood", 0) == flood


@pytest.mark.parametrize("interact", [True, False])
def test_reclaimer_grub_interacting_with_it_fatigues_you(interact: bool) -> None:
    """01274 Reclaimer Grub (response: when you interact with it, it fatigues you - its presence,
    1). Ready within reach, a Connect aimed at it: nothing is between you, so the 1 fatigue is the
    response's. The negative case: a Traverse of the location does not interact with it - the 1
    fatigue is the rules' passage past a ready card, not 2."""
    g = table(first=GRUB, draw=CREST)  # crest: no predator, nothing
    grub = g.iid(GRUB)
    g.perform("connect" if interact else "traverse", grub if interact else g.state.surroundings[0], energy=2)
    assert len(g.ranger().fatigue) == 1
    if not interact:
        g2 = table(first=GRUB, draw=CREST)
        g2.session.manual(ManualAdjust(action="exhaust", card=g2.iid(GRUB)))
        g2.perform("traverse", g2.state.surroundings[0], energy=2)
        assert len(g2.ranger().fatigue) == 0  # exhausted, and no interaction: nothing at all


def _dancers(harm: bool) -> tuple[Game, str, str, str]:
    """Dancer's Round with Oura (a human) holding r1's Ranger token and 1 progress, Calypsa (a human)
    with 2 progress and the Ursus (not a human) with 2 progress; ``harm``: its 1 harm is added."""
    g = table(OURA, CALYPSA, URSUS, first=DANCERS)
    dancers, oura, calypsa = g.iid(DANCERS), g.bring(OURA), g.bring(CALYPSA, "along_the_way")
    ursus = g.bring(URSUS, "along_the_way")
    g.session.manual(ManualAdjust(action="ranger_token", ranger="r1", card=oura))
    for card, n in ((oura, 1), (calypsa, 2), (ursus, 2)):
        add(g, card, "progress", n)
    if harm:
        add(g, dancers, "harm", 1)
    return g, oura, calypsa, ursus


@pytest.mark.parametrize("harm", [True, False])
def test_dancers_round_clear_by_harm_takes_tokens_and_progress_off_humans_only(harm: bool) -> None:
    """01319 Dancer's Round (clear by harm: every Ranger token and all progress come off the
    humans). Cleared: Oura loses r1's token and her progress, Calypsa her progress; the Ursus, not
    a human, keeps its 2. Without the harm (the negative case) everything stays."""
    g, oura, calypsa, ursus = _dancers(harm)
    assert (g.where(g.iid(DANCERS)) == ("path_discard", None)) is harm
    assert g.ranger().ranger_token_on == (None if harm else oura)
    assert tokens(g, oura).get("progress", 0) == (0 if harm else 1)
    assert tokens(g, calypsa).get("progress", 0) == (0 if harm else 2)
    assert tokens(g, ursus) == {"progress": 2}


@pytest.mark.parametrize("onto", ["dancers", "oura"])
def test_dancers_round_clear_by_ranger_tokens_reads_its_entry(onto: str) -> None:
    """01319 Dancer's Round (clear by Ranger tokens: its guide entry, 67.1). r1's token put on it
    clears it and the entry is read; on a human instead (the negative case) it stays and no entry
    is read."""
    g = table(OURA, first=DANCERS)
    dancers, oura = g.iid(DANCERS), g.bring(OURA)
    result = g.session.manual(
        ManualAdjust(action="ranger_token", ranger="r1", card=dancers if onto == "dancers" else oura)
    )
    read = any("67.1" in t for t in guides(result))
    assert read is (onto == "dancers")
    assert (g.where(dancers) == ("path_discard", None)) is (onto == "dancers")


@pytest.mark.parametrize(
    ("card", "draw", "moves"),
    [(LIGHTNING, SUN, True), (LIGHTNING, CREST, False), (SEEKER, SUN, True), (SEEKER, MOUNTAIN, False)],
)
def test_sun_moves_the_card_to_the_other_area(card: str, draw: str, moves: bool) -> None:
    """01350 Ball Lightning and 01414 Reclaimer Seeker (sun: move this card). Solo, within reach
    (their ambush) the only other area is along the way: a sun draw moves it there; a crest or
    mountain draw (the negative case) leaves it within reach."""
    g = table(first=card, draw=draw, extra=(CATALOG.card(POLYP),))
    iid = g.iid(card)
    assert g.where(iid) == ("within_reach", "r1")
    remember(g)
    assert g.where(iid) == (("along_the_way", None) if moves else ("within_reach", "r1"))


@pytest.mark.parametrize(
    ("being", "other", "harm", "other_goes"),
    [
        (GRUB, URSUS, 2, "discarded"),
        (GRUB, None, 0, ""),
        (VERDESSIAN, DOE, 1, "exhausted"),
        (VERDESSIAN, None, 0, ""),
    ],
)
def test_crest_takes_an_active_victims_presence_as_harm(
    being: str, other: str | None, harm: int, other_goes: str
) -> None:
    """01274 Reclaimer Grub (crest: an active predator is discarded, the grub takes harm equal to
    its presence) and 01360 Mysterious Verdessian (crest: an active prey is exhausted, the same
    harm). The Ursus (a predator, presence 2) along the way: discarded, 2 harm on the grub; the Doe
    (a prey, presence 1): exhausted, 1 harm on the Verdessian; no such being in play (the negative
    case): no harm."""
    g = table(URSUS, DOE, first=being, draw=CREST)
    iid = g.iid(being)
    victim = g.bring(other, "along_the_way") if other else None
    remember(g)
    if victim is not None:
        order(g, iid, victim)
        if other_goes == "discarded":
            assert g.where(victim) == ("path_discard", None)
        else:
            assert exhausted(g, victim)
    assert tokens(g, iid).get("harm", 0) == harm
