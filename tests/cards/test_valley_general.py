"""The Valley and General path cards (cards/path/the_valley.json, general.json) through the prompt
protocol with pinned challenge draws."""

from __future__ import annotations

from engine.helpers import gear

from rangers_qt.engine import ManualAdjust

from .terrain_kit import (
    CATALOG,
    CREST,
    FAIL,
    MOUNTAIN,
    SUN,
    add,
    exhausted,
    fatigue,
    order,
    presence,
    remember,
    table,
    tokens,
)

CALYPSA, REN, SIL, TALA, BEN, UMBRA, VERDESSIAN, QUIET = (
    "01329",
    "01394",
    "01384",
    "01326",
    "01318",
    "01328",
    "01360",
    "01298",
)
URSUS, DOE, PUFFER = "01256", "01361", "01354"


def guides(result) -> list[str]:  # type: ignore[no-untyped-def]
    return [e.text for e in result.events if e.kind == "guide_entry"]


def test_calypsa_mountain_helps_with_progress_and_clear_reads_her_entry() -> None:
    g = table(first=CALYPSA, draw=MOUNTAIN)
    calypsa = g.iid(CALYPSA)
    remember(g)  # the only path card in play: the progress lands on her
    assert tokens(g, calypsa) == {"progress": 1}
    result = g.session.manual(ManualAdjust(action="add_tokens", card=calypsa, token="harm", amount=4))
    assert g.where(calypsa) == ("path_discard", None) and any("85" in t for t in guides(result))


def test_calypsa_crest_exhausts_an_active_predator_and_takes_its_presence_as_harm() -> None:
    g = table(URSUS, first=CALYPSA, draw=CREST)
    calypsa, ursus = g.iid(CALYPSA), g.bring(URSUS, "along_the_way")
    remember(g)
    order(g, calypsa, ursus)
    assert exhausted(g, ursus) and tokens(g, calypsa) == {"harm": 2}
    g2 = table(first=CALYPSA, draw=CREST)
    remember(g2)  # no predator: nothing
    assert tokens(g2, g2.iid(CALYPSA)) == {}


def test_ren_kobo_sun_puts_progress_on_the_location_and_clear_reads_his_entry() -> None:
    g = table(first=REN, draw=SUN)
    ren = g.iid(REN)
    loc = g.state.surroundings[0]
    before = tokens(g, loc).get("progress", 0)
    remember(g)
    assert tokens(g, loc).get("progress", 0) == before + 1
    result = g.session.manual(ManualAdjust(action="add_tokens", card=ren, token="harm", amount=4))
    assert g.where(ren) == ("path_discard", None) and any("83" in t for t in guides(result))


def test_ren_kobo_crest_exhausts_an_active_predator() -> None:
    g = table(URSUS, first=REN, draw=CREST)
    ren, ursus = g.iid(REN), g.bring(URSUS, "along_the_way")
    remember(g)
    order(g, ren, ursus)
    assert exhausted(g, ursus) and tokens(g, ren) == {"harm": 2}


def test_sil_belai_pose_adds_four_progress_or_fatigues_you_on_a_failure() -> None:
    g = table(first=SIL)
    sil = g.iid(SIL)
    g.perform("t1", sil, energy=2)
    # 4 progress reach her threshold (3 for one Ranger): she clears and her entry is read
    assert g.where(sil) == ("path_discard", None) and any("82" in t for t in guides(g.last))  # type: ignore[arg-type]
    g2 = table(first=SIL, draw=FAIL)
    fatigue_before = len(g2.ranger().fatigue)
    g2.perform("t1", g2.iid(SIL), energy=1)
    assert tokens(g2, g2.iid(SIL)) == {} and len(g2.ranger().fatigue) == fatigue_before + 1


def test_sil_belai_crest_and_clear_read_her_entry() -> None:
    g = table(URSUS, first=SIL, draw=CREST)
    sil, ursus = g.iid(SIL), g.bring(URSUS, "along_the_way")
    remember(g)
    order(g, sil, ursus)
    assert exhausted(g, ursus) and tokens(g, sil) == {"harm": 2}
    result = g.session.manual(ManualAdjust(action="add_tokens", card=sil, token="harm", amount=2))
    assert g.where(sil) == ("path_discard", None) and any("82" in t for t in guides(result))


def test_tala_prevent_exhausts_her_and_clear_reads_her_entry() -> None:
    g = table(first=TALA)
    tala = g.iid(TALA)
    g.perform("t1", tala, energy=2)
    assert exhausted(g, tala)
    g2 = table(first=TALA, draw=FAIL)
    g2.perform("t1", g2.iid(TALA), energy=1)
    assert not exhausted(g2, g2.iid(TALA))
    result = g.session.manual(ManualAdjust(action="add_tokens", card=tala, token="harm", amount=5))
    assert any("84" in t for t in guides(result))


def test_tala_mountain_moves_a_being_and_crest_exhausts_a_predator() -> None:
    g = table(first=TALA, draw=MOUNTAIN)
    tala = g.iid(TALA)
    remember(g)  # the only being is Tala, the only other area along the way: no question
    assert g.where(tala) == ("along_the_way", None)
    g2 = table(URSUS, first=TALA, draw=CREST)
    tala2, ursus = g2.iid(TALA), g2.bring(URSUS, "along_the_way")
    remember(g2)
    order(g2, tala2, ursus)
    assert exhausted(g2, ursus) and tokens(g2, tala2) == {"harm": 2}


def test_ben_amon_convince_takes_your_ranger_token_and_crest_exhausts_a_predator() -> None:
    g = table(first=BEN, draw=MOUNTAIN)  # 2 energy + 1: Convince [3]
    ben = g.iid(BEN)
    g.perform("t1", ben, energy=2)
    # every Ranger's token on him (one Ranger): he clears by Ranger tokens and his entry is read
    assert g.where(ben) == ("path_discard", None) and any("87" in t for t in guides(g.last))  # type: ignore[arg-type]
    g1 = table(first=BEN, rangers=2)
    ben1 = g1.iid(BEN)
    g1.next_ranger("r1")
    g1.perform("t1", ben1, energy=2)  # fails (Convince [3]): no token
    assert g1.ranger("r1").ranger_token_on is None
    result = g1.session.manual(ManualAdjust(action="add_tokens", card=ben1, token="harm", amount=4))
    assert any("87" in t for t in guides(result))
    g2 = table(URSUS, first=BEN, draw=CREST)
    ben2, ursus = g2.iid(BEN), g2.bring(URSUS, "along_the_way")
    remember(g2)
    order(g2, ben2, ursus)
    assert exhausted(g2, ursus) and tokens(g2, ben2) == {"harm": 2}


def test_umbra_scare_puts_it_on_top_of_the_path_deck_or_injures_you() -> None:
    g = table(first=UMBRA, draw=MOUNTAIN)  # 2 energy + 1: Scare [3]
    umbra = g.iid(UMBRA)
    g.perform("t1", umbra, energy=2)
    assert g.where(umbra)[0] == "path_deck" and g.state.path_deck[0] == umbra
    g2 = table(first=UMBRA, draw=FAIL)
    g2.perform("t1", g2.iid(UMBRA), energy=1)
    assert g2.ranger().injuries == 1  # (the failing card's sun also swooped it within reach)


def test_umbra_sun_swoops_within_reach_and_crest_there_injures() -> None:
    g = table(first=UMBRA, draw=SUN)
    umbra = g.iid(UMBRA)
    fat = len(g.ranger().fatigue)
    remember(g)
    assert g.where(umbra) == ("within_reach", "r1") and len(g.ranger().fatigue) == fat + 3
    g2 = table(first=UMBRA, draw=CREST)
    umbra2 = g2.iid(UMBRA)
    remember(g2)
    assert g2.ranger().injuries == 0  # along the way
    g2.session.manual(ManualAdjust(action="move", card=umbra2, zone="within_reach", ranger="r1"))
    remember(g2)
    assert g2.ranger().injuries == 1 and exhausted(g2, umbra2)


def test_mysterious_verdessian_crest_eats_a_prey_and_mountain_vanishes_into_the_deck() -> None:
    g = table(DOE, first=VERDESSIAN, draw=CREST)
    verd, doe = g.iid(VERDESSIAN), g.bring(DOE, "along_the_way")
    remember(g)
    order(g, verd, doe)
    assert exhausted(g, doe) and tokens(g, verd) == {"harm": 1}
    g2 = table(PUFFER, first=VERDESSIAN, draw=MOUNTAIN)
    verd2 = g2.iid(VERDESSIAN)
    remember(g2)  # the Puffercrawler is not in play: Verdessian stays
    assert g2.where(verd2) == ("within_reach", "r1")
    puffer = g2.bring(PUFFER, "along_the_way")
    remember(g2)
    assert exhausted(g2, puffer) and g2.where(verd2)[0] == "path_deck"
    g3 = table(first=VERDESSIAN)
    result = g3.session.manual(
        ManualAdjust(action="add_tokens", card=g3.iid(VERDESSIAN), token="harm", amount=4)
    )
    assert any("90" in t for t in guides(result))


def test_quiet_sun_defends_her_ground_against_another_predator_and_crest_injures() -> None:
    g = table(URSUS, first=QUIET, draw=SUN)
    quiet, ursus = g.iid(QUIET), g.bring(URSUS, "along_the_way")
    remember(g)
    order(g, quiet, ursus)
    assert tokens(g, ursus) == {"harm": 3} and tokens(g, quiet) == {"harm": 1}
    g2 = table(first=QUIET, draw=SUN)
    remember(g2)  # alone: nothing
    assert tokens(g2, g2.iid(QUIET)) == {}
    g3 = table(first=QUIET, draw=CREST)
    remember(g3)
    assert g3.ranger().injuries == 1


BALL, SINKHOLE = "01350", "01334"


def test_ball_lightning_clear_injures_twice_within_reach_or_wipes_the_locations_progress() -> None:
    g = table(first=BALL)
    ball = g.iid(BALL)
    g.session.manual(ManualAdjust(action="move", card=ball, zone="within_reach", ranger="r1"))
    add(g, ball, "harm", 3)
    assert g.where(ball) == ("path_discard", None) and g.ranger().injuries == 2
    g2 = table(first=BALL)
    ball2, loc = g2.iid(BALL), g2.state.surroundings[0]
    g2.session.manual(ManualAdjust(action="move", card=ball2, zone="along_the_way"))
    add(g2, loc, "progress", 2)
    add(g2, ball2, "harm", 3)
    assert tokens(g2, loc).get("progress", 0) == 0 and g2.ranger().injuries == 0


def test_ball_lightning_crest_harms_itself_and_sun_moves_it() -> None:
    g = table(first=BALL, draw=CREST)
    ball = g.iid(BALL)
    area = g.where(ball)
    remember(g)
    assert tokens(g, ball) == {"harm": 1}
    g2 = table(first=BALL, draw=SUN)
    ball2 = g2.iid(BALL)
    before = g2.where(ball2)
    remember(g2)
    assert g2.where(ball2) != before and area == before


def test_arcology_sinkhole_explore_takes_your_token_and_clear_with_it_reads_the_entry() -> None:
    g = table(first=SINKHOLE, draw=MOUNTAIN)
    sink = g.iid(SINKHOLE)
    g.perform("t1", sink, energy=1)  # 1 + 1: Explore [2]
    assert g.ranger().ranger_token_on == sink
    result = g.session.manual(ManualAdjust(action="add_tokens", card=sink, token="progress", amount=3))
    assert g.where(sink) == ("path_discard", None) and any("78" in t for t in guides(result))
    g2 = table(first=SINKHOLE)
    result = g2.session.manual(
        ManualAdjust(action="add_tokens", card=g2.iid(SINKHOLE), token="progress", amount=3)
    )
    assert not guides(result)  # no token on it: no entry


def test_arcology_sinkhole_mountain_takes_a_features_progress_or_fatigues_you() -> None:
    g = table(first=SINKHOLE, draw=MOUNTAIN)
    sink = g.iid(SINKHOLE)
    fat = len(g.ranger().fatigue)
    remember(g)
    assert len(g.ranger().fatigue) == fat + 2  # no progress on a feature: its presence in fatigue
    add(g, sink, "progress", 1)
    remember(g)
    assert tokens(g, sink) == {} and len(g.ranger().fatigue) == fat + 2


POLYP, GRUB, SEEKER, OURA, QUISI = "01307", "01274", "01414", "01296", "01264"


def _copies(g, def_id: str) -> list[tuple[str, str | None]]:  # type: ignore[no-untyped-def]
    return [g.where(c.iid) for c in g.state.cards.values() if c.def_id == def_id]


def test_reclaimer_polyp_cleared_by_harm_brings_two_grubs_and_crest_harms_it() -> None:
    g = table(first=POLYP, draw=CREST, extra=(CATALOG.card(GRUB),))
    polyp = g.iid(POLYP)
    remember(g)
    assert tokens(g, polyp) == {"harm": 1} and _copies(g, GRUB) == []
    add(g, polyp, "harm", 1)  # its harm threshold (2): it bursts
    assert g.where(polyp) == ("path_discard", None)
    assert _copies(g, GRUB) == [("within_reach", "r1")] * 2
    g2 = table(first=POLYP, extra=(CATALOG.card(GRUB),))
    add(g2, g2.iid(POLYP), "progress", 6)  # cleared by progress: no grub
    assert _copies(g2, GRUB) == []


def test_reclaimer_seeker_sun_moves_it_and_crest_injures_from_two_fatigue() -> None:
    g = table(first=SEEKER, draw=SUN)
    seeker = g.iid(SEEKER)
    assert g.where(seeker) == ("within_reach", "r1")
    remember(g)  # solo: the only other area is along the way
    assert g.where(seeker) == ("along_the_way", None)
    for fat, hurt in ((1, 0), (2, 1), (3, 1)):
        g2 = table(first=SEEKER, draw=CREST)
        seeker2 = g2.iid(SEEKER)
        g2.session.manual(ManualAdjust(action="soothe", ranger="r1", amount=2))  # its ambush
        fatigue(g2, fat)
        remember(g2)
        assert g2.ranger().injuries == hurt and exhausted(g2, seeker2) == bool(hurt), fat


def test_reclaimer_seeker_mountain_gathers_mucus_and_the_third_brings_a_polyp() -> None:
    g = table(first=SEEKER, draw=MOUNTAIN, extra=(CATALOG.card(POLYP),))
    loc = g.state.surroundings[0]
    remember(g)
    remember(g)
    assert tokens(g, loc).get("mucus") == 2 and _copies(g, POLYP) == []
    g.session.manual(ManualAdjust(action="energy", ranger="r1", aspect="FOC", amount=1))
    remember(g)
    assert "mucus" not in tokens(g, loc) and _copies(g, POLYP) == [("along_the_way", None)]


def test_oura_vos_ask_shuffles_a_valley_human_into_the_path_deck_and_clear_reads_her_entry() -> None:
    g = table(first=OURA, draw=MOUNTAIN, extra=(CATALOG.card(QUISI),))  # 2 energy + 1: Ask [3]
    oura = g.iid(OURA)
    g.perform("t1", oura, energy=2)
    assert _copies(g, QUISI) == [("path_deck", None)]
    result = g.session.manual(ManualAdjust(action="add_tokens", card=oura, token="harm", amount=3))
    assert any("81" in t for t in guides(result))
    g2 = table(first=OURA, extra=(CATALOG.card(QUISI),))
    g2.perform("t1", g2.iid(OURA), energy=2)  # effort 2: one below
    assert _copies(g2, QUISI) == []


def test_oura_vos_crest_exhausts_an_active_predator() -> None:
    g = table(URSUS, first=OURA, draw=CREST)
    oura, ursus = g.iid(OURA), g.bring(URSUS, "along_the_way")
    remember(g)
    order(g, oura, ursus)
    assert exhausted(g, ursus) and tokens(g, oura) == {"harm": 2}


FUNDAMENTALIST, CLICKER, CLOUDHIVE = "01356", "01312", "01351"
CYCLONE, FLOOD_DAMAGE = "01292", "01273"


def test_quisi_vos_ask_adds_the_effort_exhausts_her_and_reads_entries() -> None:
    g = table(first=QUISI)
    quisi = g.iid(QUISI)
    g.perform("t1", quisi, energy=1)
    assert tokens(g, quisi) == {"progress": 1} and exhausted(g, quisi)
    assert any("80.4" in t for t in guides(g.last))  # type: ignore[arg-type]
    result = g.session.manual(ManualAdjust(action="add_tokens", card=quisi, token="harm", amount=3))
    assert g.where(quisi) == ("path_discard", None) and any(t.endswith("80") for t in guides(result))


def test_quisi_vos_sun_takes_a_progress_or_a_token_and_nothing_when_there_is_none() -> None:
    g = table(first=QUISI, draw=SUN)
    loc = g.state.surroundings[0]
    remember(g)  # no progress, no plant, insect or gear token: nothing to take
    add(g, loc, "progress", 2)
    g.session.manual(ManualAdjust(action="energy", ranger="r1", aspect="FOC", amount=1))
    remember(g)  # only progress to take: no question
    assert tokens(g, loc).get("progress") == 1


def test_quisi_vos_crest_exhausts_an_active_predator() -> None:
    g = table(URSUS, first=QUISI, draw=CREST)
    quisi, ursus = g.iid(QUISI), g.bring(URSUS, "along_the_way")
    remember(g)
    order(g, quisi, ursus)
    assert exhausted(g, ursus) and tokens(g, quisi) == {"harm": 2}


def test_the_fundamentalist_lowers_the_presence_of_other_beings_in_his_area() -> None:
    g = table(URSUS, first=FUNDAMENTALIST)
    fund, ursus = g.iid(FUNDAMENTALIST), g.bring(URSUS, "along_the_way")
    assert presence(g, ursus) == 2 and presence(g, fund) == 2  # different areas
    g.session.manual(ManualAdjust(action="move", card=ursus, zone="within_reach", ranger="r1"))
    assert presence(g, ursus) == 1 and presence(g, fund) == 2  # not his own
    result = g.session.manual(ManualAdjust(action="add_tokens", card=fund, token="harm", amount=3))
    assert any(t.endswith("86") for t in guides(result))
    assert presence(g, ursus) == 2  # he left play


def test_the_fundamentalist_mountain_heals_one_harm_and_crest_exhausts_a_predator() -> None:
    g = table(first=FUNDAMENTALIST, draw=MOUNTAIN)
    fund = g.iid(FUNDAMENTALIST)
    remember(g)  # no harm: nothing
    assert tokens(g, fund) == {}
    add(g, fund, "harm", 2)
    g.session.manual(ManualAdjust(action="energy", ranger="r1", aspect="FOC", amount=1))
    remember(g)
    assert tokens(g, fund) == {"harm": 1}
    g2 = table(URSUS, first=FUNDAMENTALIST, draw=CREST)
    fund2, ursus = g2.iid(FUNDAMENTALIST), g2.bring(URSUS)  # within reach beside him: presence 1
    remember(g2)
    order(g2, fund2, ursus)
    assert exhausted(g2, ursus) and tokens(g2, fund2) == {"harm": 1}


def test_ol_bloody_clicker_sun_harms_the_lowest_feature_and_feeds_on_food_crest_injures() -> None:
    g = table(CLOUDHIVE, POLYP, first=CLICKER, draw=SUN)
    clicker = g.iid(CLICKER)
    hive, polyp = g.bring(CLOUDHIVE, "along_the_way"), g.bring(POLYP, "along_the_way")
    remember(g)
    order(g, clicker, hive)
    assert tokens(g, hive) == {"harm": 3} and tokens(g, polyp) == {}  # presence 1 against 3
    assert tokens(g, clicker) == {"progress": 1}  # the Cloudhive is food
    g2 = table(POLYP, first=CLICKER, draw=SUN)
    polyp2 = g2.bring(POLYP, "along_the_way")
    remember(g2)
    order(g2, g2.iid(CLICKER))
    assert g2.where(polyp2) == ("path_discard", None)  # 3 harm clear it (threshold 2)
    assert tokens(g2, g2.iid(CLICKER)) == {}  # not food
    g3 = table(first=CLICKER, draw=CREST)
    remember(g3)
    assert g3.ranger().injuries == 1


def test_cerberusian_cyclone_evade_blows_strength_away_and_discards_it_when_none_is_left() -> None:
    g = table(first=CYCLONE)
    cyclone = g.iid(CYCLONE)
    assert tokens(g, cyclone) == {"strength": 3}
    g.perform("t1", cyclone, energy=2)  # effort 2: 1 strength
    assert tokens(g, cyclone) == {"strength": 2} and g.where(cyclone) == ("along_the_way", None)
    g2 = table(first=CYCLONE)
    cyclone2 = g2.iid(CYCLONE)
    g2.session.manual(ManualAdjust(action="remove_tokens", card=cyclone2, token="strength", amount=2))
    g2.perform("t1", cyclone2, energy=2)  # the last strength goes: the cyclone is discarded
    assert g2.where(cyclone2) == ("path_discard", None)


def test_cerberusian_cyclone_mountain_moves_it_and_it_gathers_strength_where_it_is_alone() -> None:
    g = table(first=CYCLONE, draw=MOUNTAIN)
    cyclone = g.iid(CYCLONE)
    remember(g)  # solo: within reach, where nothing else is
    assert g.where(cyclone) == ("within_reach", "r1") and tokens(g, cyclone) == {"strength": 4}
    g2 = table(URSUS, first=CYCLONE, draw=MOUNTAIN)
    cyclone2 = g2.iid(CYCLONE)
    g2.bring(URSUS)  # within reach already
    remember(g2)
    assert g2.where(cyclone2) == ("within_reach", "r1") and tokens(g2, cyclone2) == {"strength": 3}


def test_cerberusian_cyclone_crest_blows_a_card_within_reach_and_it_fatigues_you() -> None:
    g = table(URSUS, first=CYCLONE, draw=CREST)
    ursus = g.bring(URSUS, "along_the_way")
    fat = len(g.ranger().fatigue)
    remember(g)
    order(g, ursus, g.iid(CYCLONE))  # the Ursus's own crest first (along the way: nothing)
    assert g.where(ursus) == ("within_reach", "r1") and len(g.ranger().fatigue) == fat + 2
    g2 = table(first=CYCLONE, draw=CREST)
    remember(g2)  # alone along the way: nothing moves
    assert g2.where(g2.iid(CYCLONE)) == ("along_the_way", None)


def test_flood_damage_repair_discards_one_damage() -> None:
    g = table(first=FLOOD_DAMAGE, draw=SUN)
    dmg = g.iid(FLOOD_DAMAGE)
    assert tokens(g, dmg) == {"damage": 2}
    g.perform("t1", dmg, energy=2)
    assert tokens(g, dmg) == {"damage": 1}
    g2 = table(first=FLOOD_DAMAGE, draw=SUN)
    g2.perform("t1", g2.iid(FLOOD_DAMAGE), energy=1)  # one below the difficulty
    assert tokens(g2, g2.iid(FLOOD_DAMAGE)) == {"damage": 2}


def test_reclaimer_grub_sun_grows_into_a_seeker_on_the_third_growth() -> None:
    g = table(first=GRUB, draw=SUN, extra=(CATALOG.card(SEEKER),))
    grub = g.iid(GRUB)
    for n in (1, 2):
        remember(g)
        assert tokens(g, grub) == {"growth": n}
    g.session.manual(ManualAdjust(action="energy", ranger="r1", aspect="FOC", amount=1))
    remember(g)
    assert g.where(grub) == ("path_discard", None)
    assert _copies(g, SEEKER) == [("within_reach", "r1")]


def test_reclaimer_grub_mountain_injures_you_only_if_the_test_fatigued_you() -> None:
    g = table(first=GRUB, draw=MOUNTAIN)
    remember(g)  # no fatigue in a Remember test
    assert g.ranger().injuries == 0
    loc = g.state.surroundings[0]
    g.perform("traverse", loc, energy=1)  # the ready grub within reach fatigues you as you pass
    assert g.ranger().injuries == 1


def test_reclaimer_grub_crest_discards_an_active_predator_and_takes_its_presence_as_harm() -> None:
    g = table(URSUS, first=GRUB, draw=CREST)
    grub, ursus = g.iid(GRUB), g.bring(URSUS, "along_the_way")
    remember(g)
    order(g, grub, ursus)
    assert g.where(ursus) == ("path_discard", None) and tokens(g, grub) == {"harm": 2}


TENEBRAE = "01322"


def test_the_tenebrae_takes_one_effort_from_tests_on_cards_in_its_area_and_sun_moves_it() -> None:
    g = table(FLOOD_DAMAGE, first=TENEBRAE, draw=MOUNTAIN)  # +1, and no sun to move it
    dmg = g.bring(FLOOD_DAMAGE, "along_the_way")  # beside the Tenebrae (presence 2)
    loc = g.state.surroundings[0]
    g.perform("traverse", loc, energy=1)  # the location is elsewhere: the full effort, 2
    assert tokens(g, loc).get("progress") == 2
    g.session.manual(ManualAdjust(action="energy", ranger="r1", aspect="FIT", amount=2))
    g.perform("traverse", dmg, energy=1)  # effort 2 - 1 against 2: fails
    assert tokens(g, dmg).get("progress", 0) == 0 and g.ranger().injuries == 1
    g.perform("traverse", dmg, energy=2)  # 3 - 1: succeeds with 2 progress
    assert tokens(g, dmg).get("progress") == 2
    g2 = table(first=TENEBRAE, draw=SUN)
    tenebrae = g2.iid(TENEBRAE)
    remember(g2)
    assert g2.where(tenebrae) == ("within_reach", "r1")


CACHE = "01373"
LANTERN = gear("TVGEAR", name="Test Lantern", tokens={"name": "charge"})


def test_ranger_cache_search_takes_your_token_equips_a_gear_and_its_clear_recycles_discards() -> None:
    deck = ["TFILL"] * 8 + [LANTERN.id]  # past the opening hand
    g = table(first=CACHE, draw=SUN, extra=(LANTERN,), decks=[deck])
    cache, lantern = g.iid(CACHE), g.iid(LANTERN.id)
    for card in g.ranger().hand[:3]:
        g.session.manual(ManualAdjust(action="move", card=card, zone="discard", ranger="r1"))
    g.perform("t1", cache, energy=2)
    g.pick("yes", "effect_may")
    assert g.where(lantern) == ("player_area", "r1")
    # Every Ranger's token is on it: it clears, and 2 of the 3 discarded cards go back in the deck.
    for _ in range(2):
        g.pick(g.options()[0], "effect_choice")
    assert g.where(cache) == ("path_discard", None) and len(g.ranger().discard) == 1


def test_ranger_cache_search_failure_still_takes_your_token_and_may_charge_a_gear() -> None:
    g = table(first=CACHE, draw=FAIL, extra=(LANTERN,), rangers=2, decks=[[LANTERN.id], []])
    cache, lantern = g.iid(CACHE), g.iid(LANTERN.id)
    g.session.manual(ManualAdjust(action="move", card=lantern, zone="player_area", ranger="r1"))
    g.next_ranger("r1")
    g.perform("t1", cache, energy=1)
    g.pick("yes", "effect_may")
    assert g.ranger("r1").ranger_token_on == cache and tokens(g, lantern) == {"charge": 1}
    assert g.where(cache) == ("along_the_way", None)  # r2's token is not on it yet


DANCERS, CALYPSA_ID = "01319", "01329"


def test_dancers_round_sun_makes_you_dance_to_another_human_who_comes_within_reach() -> None:
    g = table(OURA, CALYPSA_ID, first=DANCERS, draw=SUN)
    oura, calypsa = g.bring(OURA), g.bring(CALYPSA_ID, "along_the_way")
    g.session.manual(ManualAdjust(action="ranger_token", ranger="r1", card=oura))
    remember(g)
    assert g.ranger().ranger_token_on == calypsa and g.where(calypsa) == ("within_reach", "r1")
    g2 = table(OURA, first=DANCERS, draw=SUN)
    oura2 = g2.bring(OURA)
    g2.session.manual(ManualAdjust(action="ranger_token", ranger="r1", card=oura2))
    remember(g2)  # no other human without a token: the token stays
    assert g2.ranger().ranger_token_on == oura2


def test_dancers_round_cleared_by_harm_clears_the_floor_of_tokens_and_by_tokens_reads_its_entry() -> None:
    g = table(OURA, CALYPSA_ID, first=DANCERS)
    dancers, oura, calypsa = g.iid(DANCERS), g.bring(OURA), g.bring(CALYPSA_ID, "along_the_way")
    g.session.manual(ManualAdjust(action="ranger_token", ranger="r1", card=oura))
    add(g, oura, "progress", 1)
    add(g, calypsa, "progress", 2)
    add(g, dancers, "harm", 1)
    assert g.where(dancers) == ("path_discard", None) and g.ranger().ranger_token_on is None
    assert tokens(g, oura) == {} and tokens(g, calypsa) == {}
    g2 = table(first=DANCERS)
    result = g2.session.manual(ManualAdjust(action="ranger_token", ranger="r1", card=g2.iid(DANCERS)))
    assert g2.where(g2.iid(DANCERS)) == ("path_discard", None) and any("67.1" in t for t in guides(result))


FLOOD = "01271"


def test_flood_enters_play_flooding_the_most_present_card_of_the_path_deck_or_reads_its_entry() -> None:
    g = table(URSUS, POLYP, FLOOD_DAMAGE, first=FLOOD)
    flood, polyp = g.iid(FLOOD), g.iid(POLYP)
    assert g.where(polyp) == ("along_the_way", None) and g.state.cards[flood].attached_to == polyp
    g2 = table(FLOOD, first=CYCLONE)
    g2.rest()  # round 2 draws the Flood: nothing left in the path deck to flood
    assert any("1.06" in t for t in guides(g2.last))  # type: ignore[arg-type]


def test_flood_sun_raises_the_water_and_crest_sweeps_its_card_away_when_the_water_tops_it() -> None:
    g = table(POLYP, first=FLOOD, draw=SUN)
    polyp = g.iid(POLYP)
    remember(g)
    assert tokens(g, polyp) == {"flood": 1}
    g2 = table(POLYP, first=FLOOD, draw=CREST)
    polyp2 = g2.iid(POLYP)
    add(g2, polyp2, "flood", 3)  # as many as its presence: it holds
    remember(g2)
    order(g2, g2.iid(FLOOD), polyp2)
    assert g2.where(polyp2) == ("along_the_way", None) and tokens(g2, polyp2) == {"flood": 3, "harm": 1}
    add(g2, polyp2, "flood", 1)  # one above: swept away, and everyone is worn out
    fat = len(g2.ranger().fatigue)
    g2.session.manual(ManualAdjust(action="energy", ranger="r1", aspect="FOC", amount=1))
    remember(g2)
    order(g2, g2.iid(FLOOD), polyp2)
    assert g2.where(polyp2) == ("path_discard", None) and len(g2.ranger().fatigue) == fat + 3


def test_reclaimer_grub_fatigues_you_when_you_interact_with_it() -> None:
    g = table(first=GRUB, draw=MOUNTAIN)  # no sun: no growth
    grub = g.iid(GRUB)
    g.perform("connect", grub, energy=1)
    assert len(g.ranger().fatigue) == 0 and g.ranger().injuries == 1  # its fatigue, then the mountain
    g2 = table(first=GRUB, draw=CREST)
    g2.perform("connect", g2.iid(GRUB), energy=1)
    assert len(g2.ranger().fatigue) == 1


def test_flood_damage_reads_its_entry_once_the_last_damage_is_repaired() -> None:
    g = table(first=FLOOD_DAMAGE, draw=SUN)
    dmg = g.iid(FLOOD_DAMAGE)
    g.session.manual(ManualAdjust(action="energy", ranger="r1", aspect="FIT", amount=2))
    g.perform("t1", dmg, energy=2)
    assert tokens(g, dmg) == {"damage": 1} and not any("95" in t for t in guides(g.last))  # type: ignore[arg-type]
    g.perform("t1", dmg, energy=2)
    assert tokens(g, dmg) == {} and any("95" in t for t in guides(g.last))  # type: ignore[arg-type]


def test_ol_bloody_clicker_shakes_off_a_preys_mountain_exhaust_and_gains_two_progress() -> None:
    g = table(DOE, first=CLICKER, draw=MOUNTAIN)
    clicker, doe = g.iid(CLICKER), g.bring(DOE, "along_the_way")
    remember(g)  # the Doe's mountain effect exhausts the active predator: the Clicker
    assert not exhausted(g, clicker) and tokens(g, clicker) == {"progress": 2}
    assert g.where(doe) == ("path_discard", None)  # its 3 harm (the Clicker's presence) cleared it
    g.expect("turn")


def test_ol_bloody_clicker_stays_exhausted_by_anything_but_a_preys_mountain_effect() -> None:
    g = table(CALYPSA, first=CLICKER, draw=CREST)
    clicker = g.iid(CLICKER)
    g.bring(CALYPSA, "along_the_way")
    remember(g)  # Calypsa (a human) exhausts it with her crest effect; the Clicker's crest injures
    order(g, clicker, g.iid(CALYPSA))
    assert exhausted(g, clicker) and tokens(g, clicker) == {}
    g2 = table(first=CLICKER)
    g2.session.manual(ManualAdjust(action="exhaust", card=g2.iid(CLICKER)))  # by hand: no response
    assert exhausted(g2, g2.iid(CLICKER)) and tokens(g2, g2.iid(CLICKER)) == {}


def test_flood_moves_on_to_the_next_card_when_its_card_leaves_play_without_being_cleared() -> None:
    g = table(POLYP, URSUS, first=FLOOD, draw=CREST)
    flood, polyp, ursus = g.iid(FLOOD), g.iid(POLYP), g.iid(URSUS)
    assert g.state.cards[flood].attached_to == polyp  # presence 3 before the Ursus's 2
    add(g, polyp, "flood", 4)  # one above its presence: the crest sweeps it away
    remember(g)
    order(g, flood, polyp)
    assert g.where(polyp) == ("path_discard", None)
    assert g.where(ursus) == ("along_the_way", None) and g.state.cards[flood].attached_to == ursus
    result = g.session.manual(ManualAdjust(action="discard", card=ursus))  # nothing left to flood
    assert g.where(flood) == ("path_discard", None) and any("1.06" in t for t in guides(result))


def test_flood_goes_with_its_card_when_that_card_is_cleared() -> None:
    g = table(POLYP, URSUS, first=FLOOD, draw=SUN)
    flood, polyp, ursus = g.iid(FLOOD), g.iid(POLYP), g.iid(URSUS)
    result = g.session.manual(ManualAdjust(action="add_tokens", card=polyp, token="harm", amount=9))
    assert g.where(polyp) == ("path_discard", None) and g.where(flood) == ("path_discard", None)
    assert g.where(ursus) == ("path_deck", None) and not any("1.06" in t for t in guides(result))


def test_dancers_round_takes_your_token_from_a_cleared_human_and_reads_67_instead_of_its_entry() -> None:
    g = table(OURA, first=DANCERS)
    dancers, oura = g.iid(DANCERS), g.bring(OURA)
    g.session.manual(ManualAdjust(action="ranger_token", ranger="r1", card=oura))
    result = g.session.manual(ManualAdjust(action="add_tokens", card=oura, token="harm", amount=30))
    read = guides(result)
    assert g.where(oura) == ("path_discard", None)
    assert any(t.endswith(" 67") for t in read) and not any(t.endswith(" 81") for t in read)
    # Every Ranger's token is now on the Round: it clears by them and reads 67.1.
    assert g.where(dancers) == ("path_discard", None) and any(t.endswith("67.1") for t in read)


def test_dancers_round_leaves_a_human_without_your_token_to_its_own_entry() -> None:
    g = table(OURA, CALYPSA_ID, first=DANCERS, rangers=2)
    g.pick("next:r1", "choose_next")
    dancers, oura, calypsa = g.iid(DANCERS), g.bring(OURA), g.bring(CALYPSA_ID, "along_the_way")
    result = g.session.manual(ManualAdjust(action="add_tokens", card=calypsa, token="harm", amount=30))
    read = guides(result)
    assert any(t.endswith(" 85") for t in read) and not any(t.endswith(" 67") for t in read)
    # Two Rangers: r1's token goes from the human to the Round, r2's stays home; no 67.1 yet.
    g.session.manual(ManualAdjust(action="ranger_token", ranger="r1", card=oura))
    result = g.session.manual(ManualAdjust(action="add_tokens", card=oura, token="harm", amount=30))
    read = guides(result)
    assert g.ranger("r1").ranger_token_on == dancers and g.ranger("r2").ranger_token_on is None
    assert any(t.endswith(" 67") for t in read)
    assert not any(t.endswith(("67.1", " 81")) for t in read)
    assert g.where(dancers) == ("along_the_way", None)
