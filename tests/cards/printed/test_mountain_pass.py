"""Issue #27, the card audit (docs/card-audit-path.md): the Mountain Pass set as printed, each
clause's outcome with a negative case. Shipped cards (cards/path/mountain_pass.json) on the
terrain kit."""

from __future__ import annotations

import pytest

from rangers_qt.engine import ManualAdjust

from ..terrain_kit import CREST, FAIL, MOUNTAIN, SUN, exhausted, fatigue, order, remember, table, tokens
from .printed_kit import check_success_needs_success

IRIX = "01267"
WIRE, SCREE, CARCASS, LARKS, STANCHION = "01308", "01330", "01336", "01352", "01408"
DOE, ATROX, LUTRINAL = "01361", "01294", "01301"


@pytest.mark.parametrize(("draw", "top", "injuries"), [(SUN, True, 0), (FAIL, False, 1)])
def test_circling_irix_scare_puts_it_on_top_of_the_path_deck_or_a_failure_injures(
    draw: str, top: bool, injuries: int
) -> None:
    """01267 Circling Irix (test Scare, success: on top of the path deck; failure: 1 injury)."""
    g = table(first=IRIX, draw=draw)
    irix = g.iid(IRIX)
    g.session.manual(ManualAdjust(action="energy", ranger="r1", aspect="SPI", amount=1))
    g.perform("t1", irix, energy=3)
    assert (g.state.path_deck[:1] == [irix]) is top
    assert g.ranger().injuries == injuries


@pytest.mark.parametrize(("area", "fatigued"), [("along_the_way", 2), ("within_reach", 0)])
def test_circling_irix_sun_swoops_within_reach_from_along_the_way_and_fatigues_you(
    area: str, fatigued: int
) -> None:
    """01267 Circling Irix (sun: along the way, it moves within reach and fatigues you - presence 2);
    already within reach (negative case): nothing."""
    g = table(first=IRIX, draw=SUN)
    irix = g.iid(IRIX)
    g.session.manual(
        ManualAdjust(action="move", card=irix, zone=area, ranger="r1" if area == "within_reach" else None)
    )
    remember(g)
    assert g.where(irix) == ("within_reach", "r1")
    assert len(g.ranger().fatigue) == fatigued


@pytest.mark.parametrize(("have", "hurt"), [(2, 0), (3, 1), (4, 1)])
def test_circling_irix_crest_within_reach_injures_at_three_fatigue(have: int, hurt: int) -> None:
    """01267 Circling Irix (crest: within reach and with 3 or more fatigue, it is exhausted and you
    suffer 1 injury): 2 fatigue (one below) - nothing; 3 and 4 - exhausted, 1 injury."""
    g = table(first=IRIX, draw=CREST)
    irix = g.iid(IRIX)
    g.session.manual(ManualAdjust(action="move", card=irix, zone="within_reach", ranger="r1"))
    fatigue(g, have)
    remember(g)
    assert g.ranger().injuries == hurt
    assert g.state.cards[irix].exhausted is bool(hurt)


@pytest.mark.parametrize(
    ("card", "zone"),
    [
        (SCREE, "along_the_way"),
        (CARCASS, "within_reach"),
        (LARKS, "within_reach"),
        (STANCHION, "within_reach"),
    ],
)
def test_a_mountain_pass_test_does_its_success_effect_only_on_success(card: str, zone: str) -> None:
    """01330 Shale Scree (Scramble), 01336 Fresh Sitka Carcass (Watch), 01352 Agitated Meadowlarks
    (Listen), 01408 Spiderline Stanchion (Brace): the success effect runs with the +1 card and not
    with the -2 card, and the card's tokens stay as they were."""
    check_success_needs_success(card, "t1", target="self", zone=zone)


def test_fractalwire_mountain_cuts_only_beings_within_your_reach() -> None:
    """01308 Fractalwire (mountain: 1 harm on each being within your reach; negative case): a Sitka
    Doe along the way takes none."""
    g = table(DOE, first=WIRE, draw=MOUNTAIN)
    doe = g.bring(DOE, "along_the_way")
    remember(g)
    assert tokens(g, doe) == {}


@pytest.mark.parametrize(("draw", "slides"), [(MOUNTAIN, True), (SUN, False)])
def test_shale_scree_mountain_slides_it_within_reach_and_scatters_beings(draw: str, slides: bool) -> None:
    """01330 Shale Scree (mountain: it comes within your reach, fatigues you, and each being within
    your reach goes to another area): a mountain brings it within reach, fatigues you by its presence
    and sends the Sitka Doe along the way (solo: the only other area); a sun (the negative case)
    leaves all three as they were."""
    g = table(DOE, first=SCREE, draw=draw)
    scree, doe = g.iid(SCREE), g.bring(DOE)
    remember(g)
    order(g, scree)
    assert (g.where(scree) == ("within_reach", "r1")) is slides
    assert (g.where(doe) == ("along_the_way", None)) is slides
    assert (len(g.ranger().fatigue) > 0) is slides


def test_shale_scree_scramble_succeeded_does_not_slide() -> None:
    """01330 Shale Scree (Scramble, failure: as its mountain; negative case): succeeded, it stays
    along the way with its 3 progress and you suffer no fatigue from it."""
    g = table(first=SCREE)
    scree = g.iid(SCREE)
    g.perform("t1", scree, energy=2)
    assert g.where(scree) == ("along_the_way", None) and g.ranger().fatigue == []


def test_fresh_sitka_carcass_sun_with_your_token_on_it_does_nothing() -> None:
    """01336 Fresh Sitka Carcass (sun: unless your token is on it, it exhausts and the next predator
    comes; negative case): your token on it - it stays ready, the Atrox stays in the path deck."""
    g = table(ATROX, first=CARCASS, draw=SUN)
    carcass = g.iid(CARCASS)
    g.session.manual(ManualAdjust(action="ranger_token", ranger="r1", card=carcass))
    remember(g)
    assert not exhausted(g, carcass) and g.where(g.iid(ATROX)) == ("path_deck", None)


def test_fresh_sitka_carcass_mountain_without_an_active_predator_does_nothing() -> None:
    """01336 Fresh Sitka Carcass (mountain: an active predator exhausts and the carcass takes harm by
    its presence; negative case): the Lutrinal exhausted beforehand - no harm."""
    g = table(LUTRINAL, first=CARCASS, draw=MOUNTAIN)
    carcass, lutrinal = g.iid(CARCASS), g.bring(LUTRINAL)
    g.session.manual(ManualAdjust(action="exhaust", card=lutrinal))
    remember(g)
    assert tokens(g, carcass) == {}
