"""Mountain Pass path cards (cards/path/mountain_pass.json) through the prompt protocol with pinned
challenge draws."""

from __future__ import annotations

from engine.day.kit import Day
from engine.helpers import Game

from rangers_qt.engine import ManualAdjust

from .terrain_kit import (
    CATALOG,
    CREST,
    FAIL,
    MOUNTAIN,
    SUN,
    exhausted,
    fatigue,
    order,
    remember,
    table,
    tokens,
)

IRIX, ATROX, WIRE, SCREE, CARCASS, LARKS, STANCHION = (
    "01267",
    "01294",
    "01308",
    "01330",
    "01336",
    "01352",
    "01408",
)
LUTRINAL, DOE = "01301", "01361"


def test_circling_irix_scare_puts_it_on_top_of_the_path_deck() -> None:
    g = table(DOE, first=IRIX)
    irix = g.iid(IRIX)
    g.perform("t1", irix, energy=2)
    assert g.state.path_deck[0] == irix


def test_circling_irix_failed_scare_injures() -> None:
    g = table(first=IRIX, draw=FAIL)
    g.perform("t1", g.iid(IRIX), energy=1)
    assert g.ranger().injuries == 1


def test_circling_irix_sun_swoops_within_reach_and_fatigues() -> None:
    g = table(first=IRIX, draw=SUN)
    irix = g.iid(IRIX)
    remember(g)
    assert g.where(irix) == ("within_reach", "r1") and len(g.ranger().fatigue) == 2
    remember(g)  # already within reach: nothing more
    assert len(g.ranger().fatigue) == 2


def test_circling_irix_crest_strikes_within_reach_at_three_fatigue() -> None:
    for have, hurt in ((2, 0), (3, 1)):
        g = table(first=IRIX, draw=CREST)
        irix = g.iid(IRIX)
        g.session.manual(ManualAdjust(action="move", card=irix, zone="within_reach", ranger="r1"))
        fatigue(g, have)
        remember(g)
        assert g.ranger().injuries == hurt and exhausted(g, irix) == bool(hurt)
    along = table(first=IRIX, draw=CREST)
    fatigue(along, 3)
    remember(along)
    assert along.ranger().injuries == 0


def test_pouncing_atrox_sun_mauls_another_predator() -> None:
    g = table(IRIX, first=ATROX, draw=SUN)
    atrox, irix = g.iid(ATROX), g.bring(IRIX, "within_reach")
    g.session.manual(ManualAdjust(action="exhaust", card=irix))
    remember(g)
    assert tokens(g, atrox) == {}  # the Irix is not active
    g.session.manual(ManualAdjust(action="ready", card=irix))
    remember(g)
    order(g, atrox)
    assert tokens(g, irix) == {"harm": 2} and tokens(g, atrox) == {"harm": 1}


def test_pouncing_atrox_crest_pounces_at_two_fatigue() -> None:
    for have, hurt in ((1, 0), (2, 1)):
        g = table(first=ATROX, draw=CREST)
        g.session.manual(ManualAdjust(action="soothe", ranger="r1", amount=5))  # its ambush
        fatigue(g, have)
        remember(g)
        assert g.ranger().injuries == hurt, have


def test_fractalwire_break_harms_it_per_two_effort() -> None:
    g = table(first=WIRE)
    wire = g.iid(WIRE)
    g.perform("t1", wire, energy=2)  # effort 2: 1 harm (threshold 2)
    assert tokens(g, wire) == {"harm": 1}


def test_fractalwire_failed_break_injures_and_mountain_cuts_beings_within_reach() -> None:
    g = table(first=WIRE, draw=FAIL)
    g.perform("t1", g.iid(WIRE), energy=1)
    assert g.ranger().injuries == 1
    g2 = table(DOE, first=WIRE, draw=MOUNTAIN)
    doe = g2.bring(DOE)
    remember(g2)
    order(g2, g2.iid(WIRE))
    assert tokens(g2, doe) == {"harm": 1} and tokens(g2, g2.iid(WIRE)) == {}


def test_shale_scree_scramble_adds_three_progress_per_two_effort() -> None:
    g = table(first=SCREE)
    scree = g.iid(SCREE)
    g.perform("t1", scree, energy=2)
    assert tokens(g, scree) == {"progress": 3}


def test_shale_scree_failed_scramble_slides_it_within_reach_and_scatters_beings() -> None:
    g = table(DOE, first=SCREE, draw=FAIL)
    scree, doe = g.iid(SCREE), g.bring(DOE)
    g.perform("t1", scree, energy=1)
    # 1 from the Doe between you and the Scree (interacting), 2 from the Scree itself
    assert g.where(scree) == ("within_reach", "r1") and len(g.ranger().fatigue) == 3
    assert g.where(doe) == ("along_the_way", None)  # solo: the only other area


def test_shale_scree_crest_within_reach_shuffles_back_and_injures() -> None:
    g = table(first=SCREE, draw=CREST)
    scree = g.iid(SCREE)
    remember(g)
    assert g.ranger().injuries == 0
    g.session.manual(ManualAdjust(action="move", card=scree, zone="within_reach", ranger="r1"))
    remember(g)
    assert g.ranger().injuries == 1 and g.where(scree) == ("path_deck", None)


def test_fresh_sitka_carcass_watch_takes_your_token() -> None:
    g = table(first=CARCASS, rangers=2)
    carcass = g.iid(CARCASS)
    g.next_ranger("r1")
    g.perform("t1", carcass, energy=2)
    assert g.ranger("r1").ranger_token_on == carcass


def test_fresh_sitka_carcass_sun_draws_the_next_predator_from_the_path_deck() -> None:
    g = table(DOE, ATROX, first=CARCASS, draw=SUN)
    carcass = g.iid(CARCASS)
    remember(g)
    assert exhausted(g, carcass) and g.where(g.iid(ATROX)) == ("within_reach", "r1")
    assert g.where(g.iid(DOE)) == ("path_deck", None)


def test_fresh_sitka_carcass_mountain_is_eaten_by_an_active_predator() -> None:
    g = table(LUTRINAL, first=CARCASS, draw=MOUNTAIN)
    carcass, lutrinal = g.iid(CARCASS), g.bring(LUTRINAL)
    remember(g)
    order(g, carcass)
    assert exhausted(g, lutrinal) and tokens(g, carcass) == {"harm": 1}


def test_agitated_meadowlarks_listen_and_mountain() -> None:
    g = table(first=LARKS, rangers=2)
    larks = g.iid(LARKS)
    g.next_ranger("r1")
    g.perform("t1", larks, energy=1)
    assert g.ranger("r1").ranger_token_on == larks
    g2 = table(LUTRINAL, first=LARKS, draw=MOUNTAIN)
    larks2, lutrinal = g2.iid(LARKS), g2.bring(LUTRINAL)
    remember(g2)
    order(g2, larks2)
    assert exhausted(g2, lutrinal) and g2.where(larks2) == ("path_discard", None)  # harm 1: threshold


def test_agitated_meadowlarks_warning_exhausts_a_being_before_it_enters_your_reach() -> None:
    g = table(ATROX, first=LARKS)
    larks, atrox = g.iid(LARKS), g.iid(ATROX)
    g.session.manual(ManualAdjust(action="ranger_token", ranger="r1", card=larks))
    g.rest()  # the next round draws the Pouncing Atrox (Ambush, presence 2) within reach
    g.pick("yes", "effect_may")
    assert exhausted(g, atrox) and g.where(atrox) == ("within_reach", "r1")
    assert g.ranger().ranger_token_on is None and g.ranger().fatigue == []  # no ambush


def test_agitated_meadowlarks_without_your_token_or_declined_lets_the_being_ambush() -> None:
    g = table(ATROX, first=LARKS)  # no token on the larks: no question
    g.rest()
    g.expect("turn")
    assert len(g.ranger().fatigue) == 2 and not exhausted(g, g.iid(ATROX))
    g2 = table(ATROX, first=LARKS)
    larks = g2.iid(LARKS)
    g2.session.manual(ManualAdjust(action="ranger_token", ranger="r1", card=larks))
    g2.rest()
    g2.pick("no", "effect_may")
    assert len(g2.ranger().fatigue) == 2 and g2.ranger().ranger_token_on == larks


def test_agitated_meadowlarks_warning_stops_a_being_swooping_within_reach() -> None:
    g = table(IRIX, first=LARKS, draw=SUN)
    larks, irix = g.iid(LARKS), g.bring(IRIX, "along_the_way")
    g.session.manual(ManualAdjust(action="ranger_token", ranger="r1", card=larks))
    g.perform("remember", energy=1)  # the Irix's sun: it swoops within reach, then fatigues you
    remember_done(g)  # the Remember test's own scout comes first
    g.pick("yes", "effect_may")
    assert g.where(irix) == ("within_reach", "r1") and exhausted(g, irix)
    assert g.ranger().fatigue == []  # an exhausted Irix fatigues nobody


def test_spiderline_stanchion_brace_takes_your_token() -> None:
    g = table(first=STANCHION, draw=MOUNTAIN)  # difficulty 3: 2 energy and the +1 card
    stanchion = g.iid(STANCHION)
    g.perform("t1", stanchion, energy=2)
    assert g.ranger().ranger_token_on == stanchion


WEB = "01282"  # a Ravine obstacle along the way


def test_spiderline_stanchion_lets_a_ranger_riding_it_ignore_obstacles() -> None:
    g = table(WEB, first=STANCHION, rangers=2)
    stanchion = g.iid(STANCHION)
    g.bring(WEB, "along_the_way")
    loc = g.state.surroundings[0]
    g.session.manual(ManualAdjust(action="ranger_token", ranger="r1", card=stanchion))
    g.next_ranger("r1")
    assert f"test:common:traverse:{loc}" in g.options()  # r1 rides it: the Web Wall does not block
    g2 = table(WEB, first=STANCHION, rangers=2)
    g2.bring(WEB, "along_the_way")
    g2.session.manual(ManualAdjust(action="ranger_token", ranger="r2", card=g2.iid(STANCHION)))
    g2.next_ranger("r1")
    assert f"test:common:traverse:{g2.state.surroundings[0]}" not in g2.options()  # only r2 rides it


def test_spiderline_stanchion_ignores_obstacles_during_your_turn_only() -> None:
    """01408 Spiderline Stanchion, constant (limit: during your turn; issue #27 language fix): r1
    rides it, but in r2's turn obstacles block r1 again; in r1's own turn they do not."""
    from rangers_qt.engine.core import Engine
    from rangers_qt.engine.events import Recorder
    from rangers_qt.engine.rules.fatigue import ignores_obstacles

    g = table(WEB, first=STANCHION, rangers=2)
    g.bring(WEB, "along_the_way")
    g.session.manual(ManualAdjust(action="ranger_token", ranger="r1", card=g.iid(STANCHION)))

    def ignores(rid: str) -> bool:
        s = g.session
        return ignores_obstacles(Engine(s.state, s.book, s.registry, Recorder(enabled=False)), rid)

    g.next_ranger("r2")
    assert g.state.active_ranger == "r2" and not ignores("r1")
    g.rest()
    g.expect("turn")
    assert g.state.active_ranger == "r1" and ignores("r1")


def remember_done(g: Game) -> None:
    while g.session.prompt is not None and g.prompt.kind == "scout":
        g.pick(g.options()[0])


def _riding_day(riders: tuple[str, ...]) -> Day:
    """The day kit's Valley (alpha -woods- beta -lakeshore- delta; alpha -river- gamma) with the
    Stanchion drawn along the way and these Rangers' tokens on it."""
    d = Day([CATALOG.card(STANCHION)], rangers=2, path=[STANCHION])
    stanchion = d.iid(STANCHION)
    assert d.where(stanchion) == ("along_the_way", None)
    for rid in riders:
        d.manual(action="ranger_token", ranger=rid, card=stanchion)
    return d


def test_spiderline_stanchion_carries_the_whole_group_two_paths_away() -> None:
    d = _riding_day(("r1", "r2"))
    stanchion = d.iid(STANCHION)
    d.ready_to_travel()
    d.pick(f"respond:{stanchion}", "response")
    p = d.expect("travel")
    assert [o.id for o in p.options] == ["travel:beta", "travel:delta", "stay"]
    d.pick("travel:delta")  # two paths away: beta's lakeshore path builds the path deck
    d.pick("camp:no", "camp")
    assert d.state.day.location == "delta" and d.state.day.terrain == "lakeshore"


def test_spiderline_stanchion_stays_put_unless_every_ranger_rides_it() -> None:
    d = _riding_day(("r1",))
    d.ready_to_travel()
    assert [o.id for o in d.expect("travel").options] == ["travel:beta", "stay"]  # no response offered
    d2 = _riding_day(("r1", "r2"))
    d2.ready_to_travel()
    d2.pick("pass", "response")  # declined: only the paths from here
    assert [o.id for o in d2.expect("travel").options] == ["travel:beta", "stay"]
