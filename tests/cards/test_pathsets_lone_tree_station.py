"""The Lone Tree Station path set (cards/path/lone_tree_station.json) through the prompt protocol
with pinned challenge draws."""

from __future__ import annotations

from rangers_qt.engine import ManualAdjust

from .location_kit import energy
from .pathsets_kit import URSUS, WOLHUND, guides
from .terrain_kit import CATALOG, CREST, MOUNTAIN, SUN, exhausted, fatigue, order, remember, table, tokens

GARDENS, KORDO, HY, NAL, MAST = "01263", "01288", "01317", "01325", "01387"
DOWNPOUR = "WE02"  # inclement


def test_hanging_gardens_eat_harms_it_soothes_three_and_heals_one() -> None:
    g = table(first=GARDENS)
    gardens = g.iid(GARDENS)
    g.session.manual(ManualAdjust(action="injure", ranger="r1", amount=1))  # (clears fatigue)
    fatigue(g, 4)
    g.perform("t1", gardens, energy=1)
    assert tokens(g, gardens) == {"harm": 1}
    assert len(g.ranger().fatigue) == 1 and g.ranger().injuries == 0


def test_hanging_gardens_mountain_feeds_an_active_human_by_their_presence() -> None:
    g = table(KORDO, first=GARDENS, draw=MOUNTAIN)
    gardens, kordo = g.iid(GARDENS), g.bring(KORDO)
    remember(g)
    assert exhausted(g, kordo) and tokens(g, kordo) == {"progress": 2}
    assert tokens(g, gardens) == {"harm": 2}
    g2 = table(first=GARDENS, draw=MOUNTAIN)
    remember(g2)  # no human: nothing
    assert tokens(g2, g2.iid(GARDENS)) == {}


def test_kordo_hunt_harms_a_being_per_two_effort_and_takes_as_much_progress() -> None:
    g = table(URSUS, first=KORDO, draw=MOUNTAIN)
    kordo, ursus = g.iid(KORDO), g.bring(URSUS, "along_the_way")
    g.perform("t1", kordo, energy=2)  # effort 3 (Hunt [2]): 1 per 2 effort
    g.pick(f"card:{ursus}", "effect_choice")
    assert tokens(g, ursus) == {"harm": 1} and tokens(g, kordo) == {"progress": 1}
    energy(g, "FIT", 3)  # the first test spent both
    g.perform("t1", kordo, energy=3)  # effort 4: 2 harm, 2 progress
    g.pick(f"card:{ursus}", "effect_choice")
    # 2 more progress reach his threshold (3 for one Ranger): he clears and his entry is read
    assert tokens(g, ursus) == {"harm": 3} and g.where(kordo) == ("path_discard", None)
    assert any("44" in t for t in guides(g.last))  # type: ignore[arg-type]


def test_kordo_crest_needs_two_active_predators_and_clear_reads_his_entry() -> None:
    g = table(URSUS, first=KORDO, draw=CREST)
    kordo, ursus = g.iid(KORDO), g.bring(URSUS, "along_the_way")
    remember(g)  # one predator: nothing
    assert tokens(g, kordo) == {} and not exhausted(g, ursus)
    g2 = table(URSUS, WOLHUND, first=KORDO, draw=CREST)
    kordo2, ursus2 = g2.iid(KORDO), g2.bring(URSUS, "along_the_way")
    wolhund = g2.bring(WOLHUND)
    remember(g2)
    order(g2, kordo2, ursus2, wolhund)
    g2.pick(f"card:{wolhund}", "effect_choice")
    assert exhausted(g2, wolhund) and not exhausted(g2, ursus2) and tokens(g2, kordo2) == {"harm": 2}
    result = g2.session.manual(ManualAdjust(action="add_tokens", card=kordo2, token="harm", amount=2))
    assert g2.where(kordo2) == ("path_discard", None) and any("44" in t for t in guides(result))


def test_spirit_speaker_nal_share_adds_progress_per_two_effort_and_scouts_a_challenge_card() -> None:
    g = table(first=NAL, draw=MOUNTAIN)
    nal = g.iid(NAL)
    g.perform("t1", nal, energy=2)  # effort 3: 1 progress
    assert tokens(g, nal) == {"progress": 1}
    g.expect("scout")
    top = g.state.challenge_deck[0]
    g.pick(g.options()[0])
    while g.session.prompt is not None and g.prompt.kind == "scout":
        g.pick(g.options()[0])
    assert g.state.challenge_deck[0] == top
    g.expect("turn")


def test_spirit_speaker_nal_crest_exhausts_a_predator_and_clear_reads_his_entry() -> None:
    g = table(URSUS, first=NAL, draw=CREST)
    nal, ursus = g.iid(NAL), g.bring(URSUS, "along_the_way")
    remember(g)
    order(g, nal, ursus)
    assert exhausted(g, ursus) and tokens(g, nal) == {"harm": 2}
    result = g.session.manual(ManualAdjust(action="add_tokens", card=nal, token="harm", amount=1))
    assert g.where(nal) == ("path_discard", None) and any("45" in t for t in guides(result))


def test_topside_mast_convince_moves_your_token_onto_it_and_clear_reads_its_entry() -> None:
    g = table(first=MAST, draw=MOUNTAIN)  # 2 energy + 1: Convince [3]
    mast = g.iid(MAST)
    g.perform("t1", mast, energy=2)
    assert g.where(mast) == ("path_discard", None) and any("42" in t for t in guides(g.last))  # type: ignore[arg-type]
    g2 = table(first=MAST, draw=SUN, rangers=2)
    mast2 = g2.iid(MAST)
    g2.next_ranger("r1")
    g2.perform("t1", mast2, energy=2)  # effort 2 < 3: no token
    assert g2.ranger("r1").ranger_token_on is None


BRAMBLE, TRYPTAFOLIUM = "01284", "01310"  # flora features (mountain effects only)


def test_hy_pimpot_harvest_attaches_a_flora_face_down_and_the_third_reads_the_stew_entry() -> None:
    g = table(GARDENS, BRAMBLE, TRYPTAFOLIUM, first=HY)
    hy = g.iid(HY)
    flora = [g.bring(c) for c in (GARDENS, BRAMBLE, TRYPTAFOLIUM)]
    energy(g, "AWA", 4)
    for n, card in enumerate(flora, start=1):
        g.perform("t1", hy, energy=2)  # Harvest [2]
        if n < 3:  # the flora left in play: the Ranger picks
            g.pick(f"card:{card}", "effect_choice")
        assert g.state.cards[card].attached_to == hy and not g.state.cards[card].face_up
        said = guides(g.last)  # type: ignore[arg-type]
        assert any("47.4" in t for t in said) == (n == 3), (n, said)
    assert g.where(hy) == ("within_reach", "r1")


def test_hy_pimpot_crest_exhausts_a_predator_and_clear_reads_his_entry() -> None:
    g = table(URSUS, first=HY, draw=CREST)
    hy, ursus = g.iid(HY), g.bring(URSUS, "along_the_way")
    remember(g)
    order(g, hy, ursus)
    assert exhausted(g, ursus) and tokens(g, hy) == {"harm": 2}
    result = g.session.manual(ManualAdjust(action="add_tokens", card=hy, token="harm", amount=1))
    assert g.where(hy) == ("path_discard", None) and any("47" in t for t in guides(result))


def test_topside_mast_cannot_be_interacted_with_in_inclement_weather() -> None:
    dry = table(first=MAST)
    mast = dry.iid(MAST)
    assert any(o.startswith(f"test:{mast}:t1") for o in dry.options())
    wet = table(first=MAST, extra=(CATALOG.card(DOWNPOUR),), weather=DOWNPOUR)
    mast = wet.iid(MAST)
    assert not any(mast in o for o in wet.options())  # neither its Convince nor a test aimed at it


def test_topside_mast_log_says_ranger_tokens_cleared_it() -> None:
    """Topside Mast (01387) clears when Ranger tokens fill its progress threshold: the log says
    so (issue #27: it said "clears (progress)")."""
    g = table(first=MAST, draw=MOUNTAIN)
    g.perform("t1", g.iid(MAST), energy=2)
    assert [e.text for e in g.events("clear")] == ["Topside Mast clears by Ranger tokens"]
