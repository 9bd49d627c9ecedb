"""The mission cards (cards/missions.json) through the prompt protocol with pinned challenge draws.
Cards a mission names are stood in for by invented cards of the same name (no text of their own)
unless the test needs the shipped card."""

from __future__ import annotations

from typing import Any

from engine.day.kit import Day
from engine.helpers import being, feature

from rangers_qt.content import models as m
from rangers_qt.engine import ManualAdjust
from rangers_qt.engine.core import Engine
from rangers_qt.engine.day_record import CarriedMission
from rangers_qt.engine.events import Recorder
from rangers_qt.engine.modifier_layer.modifiers import has_keyword
from rangers_qt.engine.path_deck import plan_path_deck

from .mission_kit import (
    CATALOG,
    CREST,
    MOUNTAIN,
    OPENER,
    SUN,
    add,
    entries,
    fatigue_of,
    loose,
    mission_of,
    remember,
    table,
    tokens,
)

JOURNEY, BISCUITS, RISING, SENSORS, VINES, NEST = "MI01", "MI04", "MI06", "MI07", "MI08", "MI09"
LOST, WORMS, SPIRE, SEARCH, ARCOLOGY = "MI11", "MI12", "MI14", "MI16", "MI17"
FLOOD = "01271"
HUMAN = being("TXHUM", name="Test Villager", traits=("Human",), progress=9)
FLORA = feature("TXFLO", name="Test Fern", traits=("Flora",), progress=2, quantity=2)  # give it twice


def _flood() -> m.PathAttachmentCard:
    """A stand-in named Flood that attaches itself to a being as the rules put it into play."""
    return m.PathAttachmentCard(
        id="TXFLOOD",
        name="Flood",
        set_id="tpath",
        printed=[{"hook": "enters_play"}],  # type: ignore[list-item]
        behaviour={  # type: ignore[arg-type]
            "abilities": [{"on": "enters_play", "effects": [{"do": "attach", "to": {"name": "Test Heron"}}]}]
        },
    )


def _loc(g, slug: str) -> str:  # type: ignore[no-untyped-def]
    book = g.session.book
    return next(
        i
        for i in g.state.surroundings
        if getattr(book.definition(g.state.cards[i].def_id), "slug", "") == slug
    )


# --------------------------------------------------------------------------- Journey (MI01)


def test_journey_names_its_entry_on_arriving_at_the_destination_attached_to_it() -> None:
    """Objective: arrive at the location attached to the mission (engine-detected)."""
    carried = CarriedMission(def_id=JOURNEY, subject="DLB")
    d = Day([CATALOG.card(JOURNEY)], path=[], carried_missions=[carried])
    d.ready_to_travel()
    d.pick("travel:beta")
    d.pick("camp:no", "camp")
    assert "1.50" in d.expect("guide").title


# --------------------------------------------------------------------------- Biscuit Delivery (MI04)


def test_biscuit_delivery_makes_the_four_villagers_read_entry_91_in_place_of_their_own() -> None:
    kordo = CATALOG.card("01288")
    g = table(BISCUITS, kordo, guide_prompts=True)
    g.rest()
    assert "entry 91" in g.expect("guide").title  # Kordo, drawn by the rules next round
    g2 = table(BISCUITS, kordo, side="back", guide_prompts=True)  # the basket: his own entry
    g2.rest()
    assert "entry 44" in g2.expect("guide").title


def test_biscuit_delivery_sun_brings_quisi_vos_unless_she_is_in_the_path_discard() -> None:
    quisi = CATALOG.card("01264")
    g = table(BISCUITS, extra=(quisi,))
    remember(g)
    [q] = [i for i, c in g.state.cards.items() if c.def_id == "01264"]
    assert g.where(q)[0] in ("within_reach", "along_the_way")
    g2 = table(BISCUITS, quisi)
    g2.session.manual(ManualAdjust(action="discard", card=g2.iid("01264")))
    remember(g2)
    assert g2.where(g2.iid("01264")) == ("path_discard", None)
    assert len([c for c in g2.state.cards.values() if c.def_id == "01264"]) == 1


def test_biscuit_basket_give_feeds_a_human_four_progress_and_sneak_soothes_three() -> None:
    g = table(BISCUITS, HUMAN, side="back", tokens={"biscuit": 3})
    basket = mission_of(g)
    human = g.bring("TXHUM")
    g.perform("t1", human, energy=2, source=basket)
    assert tokens(g, human) == {"biscuit": 1, "progress": 4} and tokens(g, basket) == {"biscuit": 2}
    g.session.manual(ManualAdjust(action="fatigue", ranger="r1", amount=4))
    g.perform("t2", basket, energy=1, source=basket)
    soothed = [e.text for e in g.last.events if e.kind == "soothe"]  # type: ignore[union-attr]
    assert soothed == ["Ranger1 soothes 3 fatigue"] and tokens(g, basket) == {"biscuit": 1}
    assert tokens(g, g.ranger().role) == {"biscuit": 1}


# --------------------------------------------------------------------------- Rising Waters (MI06)


def test_rising_waters_mountain_adds_a_token_to_the_weather() -> None:
    g = table(RISING, draw=MOUNTAIN, extra=(CATALOG.card("WE02"),), weather="WE02")
    weather = g.state.surroundings[0]
    before = tokens(g, weather).get("rain", 0)
    remember(g)
    assert tokens(g, weather).get("rain", 0) == before + 1


def test_rising_waters_takes_progress_when_a_flooded_card_clears_and_shuffles_the_flood_back() -> None:
    g = table(RISING, being("TXB", name="Test Heron", progress=2), _flood(), rangers=3)
    while g.prompt.kind != "turn":
        g.pick(g.options()[0])
    heron, flood = g.iid("TXB"), g.iid("TXFLOOD")
    assert g.state.cards[flood].attached_to == heron
    add(g, heron, "progress", 2)
    assert tokens(g, mission_of(g)) == {"progress": 1} and flood in g.state.path_deck
    g2 = table(RISING, being("TXB", name="Test Heron", progress=2))
    add(g2, g2.bring("TXB"), "progress", 2)  # nothing attached: no progress
    assert tokens(g2, mission_of(g2)) == {}


def test_rising_waters_locations_read_entry_105_and_watcher_adds_the_verdessian() -> None:
    g = table(RISING, at="white_sky")
    eng = Engine(g.state, g.session.book, g.registry, Recorder(enabled=False))
    from rangers_qt.engine import ops

    assert ops._guide_entry(eng, _loc(g, "white_sky"), "3") == "1.05"
    back = [CarriedMission(def_id=RISING, side="back")]
    d = Day([CATALOG.card(RISING), CATALOG.card("01360")], carried_missions=back, terrain="woods")
    assert "01360" in [c.def_id for c in d.state.cards.values()]


# --------------------------------------------------------------------------- Sensor Network (MI07)


def test_sensor_network_hangs_on_a_feature_at_its_locations_and_gains_progress_when_it_clears() -> None:
    g = table(SENSORS, feature("TXF", name="Test Mast", progress=2), at="the_plummet")
    mis = mission_of(g)
    mast = g.bring("TXF")
    g.pick("yes", "effect_may")
    assert g.state.cards[mis].attached_to == mast
    add(g, mast, "progress", 2)
    assert tokens(g, mis) == {"progress": 1} and mis in g.state.surroundings
    g2 = table(SENSORS, feature("TXF", name="Test Mast", progress=2))  # not one of its locations
    g2.bring("TXF")
    assert g2.prompt.kind == "turn"


def test_sensor_network_crest_takes_it_off_unless_a_ranger_pays_focus() -> None:
    wolf_card = being("TXW", name="Test Wolf")
    g = table(SENSORS, feature("TXF", progress=5), wolf_card, at="the_plummet", draw=CREST)
    mis = mission_of(g)
    g.bring("TXF")
    g.pick("yes", "effect_may")
    wolf = g.bring("TXW")
    g.perform("remember", energy=1)
    g.pick(f"card:{wolf}", "effect_choice")  # the non-human being to exhaust (not the passer-by)
    assert g.state.cards[wolf].exhausted
    g.pick("branch:1", "effect_choice")  # the mission comes off
    assert mis in g.state.surroundings and g.state.cards[mis].attached_to is None


def test_secret_invasion_search_puts_the_scouted_reclaimers_into_play_and_seekers_join_the_valley() -> None:
    seeker = being("TXS", name="Test Seeker", traits=("Reclaimer",), harm=9)
    g = table(SENSORS, feature("TXR"), seeker, side="back")
    g.perform("t1", mission_of(g), energy=1, source=mission_of(g))  # effort 1: 2 path cards
    while g.prompt.kind == "scout":
        g.pick(g.options()[0])
    assert g.where(g.iid("TXS"))[0] == "within_reach" and g.iid("TXR") in g.state.path_deck
    back = [CarriedMission(def_id=SENSORS, side="back")]
    d = Day([CATALOG.card(SENSORS), CATALOG.card("01414")], carried_missions=back)
    loc = d.session.book.catalog.location_by_slug("alpha")
    deck, _sep = plan_path_deck(d.state, d.session.book, loc, None)
    assert len(deck) == 3  # three Valley cards, drawn from a pool where 5 Seekers were mixed in


# --------------------------------------------------------------------------- Trail of Vines (MI08)


def test_trail_of_vines_puts_a_vine_on_each_flora_and_takes_them_when_it_clears() -> None:
    g = table(VINES, FLORA, FLORA)
    mis = mission_of(g)
    fern = g.bring("TXFLO")
    assert tokens(g, fern) == {"vine": 1}
    add(g, fern, "progress", 2)
    assert tokens(g, mis) == {"vine": 1}
    assert "1.11" not in [e for e in g.state.day.guide_entries]  # 1 of 2 vines
    fern2 = g.bring("TXFLO", nth=1)
    add(g, fern2, "progress", 2)
    g.rest()
    assert tokens(g, mis) == {"vine": 2} and "1.11" in g.expect("guide").title


def test_trail_of_vines_sun_shifts_mountain_adds_and_crest_fatigues_by_vines_within_reach() -> None:
    g = table(VINES, FLORA, FLORA, draw=MOUNTAIN)
    a, b = g.bring("TXFLO"), g.bring("TXFLO", nth=1)
    remember(g)
    g.pick(f"card:{a}", "effect_choice")
    assert tokens(g, a) == {"vine": 2} and tokens(g, b) == {"vine": 1}
    g2 = table(VINES, FLORA, FLORA, draw=CREST)
    g2.bring("TXFLO"), g2.bring("TXFLO", nth=1)
    before = fatigue_of(g2)
    remember(g2)
    assert fatigue_of(g2) == before + 2  # one vine on each fern within reach
    g3 = table(VINES, FLORA, FLORA, draw=SUN)
    a3, b3 = g3.bring("TXFLO"), g3.bring("TXFLO", nth=1)
    remember(g3)
    g3.pick(f"card:{a3}", "effect_choice")  # from; the other fern takes it unasked (never the giver)
    assert tokens(g3, a3) == {} and tokens(g3, b3) == {"vine": 2}


def test_deeper_motives_mountain_reads_112_only_with_nal_and_the_verdessian_both_ready() -> None:
    nal = being("TXNAL", name="Spirit Speaker Nal", traits=("Human", "Ranger"))
    verd = being("TXVER", name="Mysterious Verdessian")
    g = table(VINES, nal, verd, side="back", draw=MOUNTAIN, guide_prompts=True)
    g.bring("TXNAL"), g.bring("TXVER")
    remember(g)
    assert "entry 1.12" in g.expect("guide").title
    g2 = table(VINES, nal, verd, side="back", draw=MOUNTAIN, guide_prompts=True)
    g2.bring("TXNAL"), g2.bring("TXVER")
    g2.session.manual(ManualAdjust(action="exhaust", card=g2.iid("TXVER")))
    remember(g2)
    assert g2.prompt.kind != "guide"


def test_deeper_motives_crest_exhausts_nal_unless_a_ranger_takes_two_fatigue() -> None:
    nal = being("TXNAL", name="Spirit Speaker Nal", traits=("Human", "Ranger"))
    verd = being("TXVER", name="Mysterious Verdessian")
    g = table(VINES, nal, verd, side="back", draw=CREST)
    g.bring("TXNAL"), g.bring("TXVER")
    g.perform("remember", energy=1)
    g.pick("branch:1", "effect_choice")
    assert g.state.cards[g.iid("TXNAL")].exhausted
    g2 = table(VINES, nal, verd, side="back", draw=CREST)
    g2.bring("TXNAL"), g2.bring("TXVER")
    before = fatigue_of(g2)
    g2.perform("remember", energy=1)
    g2.pick("branch:0", "effect_choice")
    assert fatigue_of(g2) == before + 2 and not g2.state.cards[g2.iid("TXNAL")].exhausted


def test_deeper_motives_makes_tumbledown_read_entry_92() -> None:
    g = table(VINES, side="back", at="tumbledown")
    eng = Engine(g.state, g.session.book, g.registry, Recorder(enabled=False))
    from rangers_qt.engine import ops

    assert ops._guide_entry(eng, _loc(g, "tumbledown"), "10") == "92"


# --------------------------------------------------------------------------- Find the Nest (MI09)


def test_find_the_nest_affix_tags_a_seeker_and_its_discard_by_sun_reads_115() -> None:
    seeker = being("TXS", name="Reclaimer Seeker", traits=("Predator", "Reclaimer"), harm=9)
    g = table(NEST, seeker, draw=MOUNTAIN)
    mis = mission_of(g)
    s = g.bring("TXS")
    g.perform("t1", mis, energy=2, source=mis)
    assert g.state.cards[mis].attached_to == s
    g2 = table(NEST, seeker, draw=SUN)  # the Affix test's own challenge card shows the sun
    mis2 = mission_of(g2)
    s2 = g2.bring("TXS")
    g2.perform("t1", mis2, energy=2, source=mis2)
    assert g2.where(s2) == ("path_discard", None) and "1.15" in entries(g2)
    assert mis2 in g2.state.surroundings
    g3 = table(NEST, seeker, draw=SUN)  # not tagged: the Seeker is discarded, no entry
    s3 = g3.bring("TXS")
    remember(g3)
    assert g3.where(s3) == ("path_discard", None)
    assert "1.15" not in entries(g3)


def test_into_the_nest_counts_grubs_cleared_at_the_alluvial_ruins_only() -> None:
    grub = being("TXG", name="Reclaimer Grub", progress=1)
    g = table(NEST, grub, side="back", at="the_alluvial_ruins")
    add(g, g.bring("TXG"), "progress", 1)
    assert tokens(g, mission_of(g)) == {"progress": 1}
    g2 = table(NEST, grub, side="back")
    add(g2, g2.bring("TXG"), "progress", 1)
    assert tokens(g2, mission_of(g2)) == {}


# --------------------------------------------------------------------------- Lost Brother (MI11)


def test_lost_brother_makes_aell_read_entry_119() -> None:
    aell = being("TXAEL", name="Aell, Ambitious Shaper", traits=("Human", "Exile"), guide_entry="74")
    g = table(LOST, aell, guide_prompts=True)
    g.rest()
    assert "entry 1.19" in g.expect("guide").title


def test_washed_away_mountain_floods_a_card_while_aell_is_active_and_crest_finds_a_reclaimer() -> None:
    aell = being("TXAEL", name="Aell, Ambitious Shaper", traits=("Human", "Exile"))
    g = table(LOST, aell, side="back", draw=MOUNTAIN)
    a = g.bring("TXAEL")
    remember(g)
    g.pick(f"card:{a}", "effect_choice")
    assert tokens(g, a) == {"flood": 1}
    recl = being("TXR", name="Test Crawler", traits=("Reclaimer",), harm=9)
    g2 = table(LOST, feature("TXF"), recl, side="back", draw=CREST)
    remember(g2)
    assert g2.where(g2.iid("TXR"))[0] == "within_reach"


def _swept(host: Any) -> Any:
    """Two Rangers; r2's round draw is the shipped Flood, which floods ``host`` (the most present
    card left in the path deck) along the way; one flood above its presence, a crest comes."""
    g = table(LOST, CATALOG.card(FLOOD), host, side="back", draw=CREST, rangers=2)
    drowned = g.iid(host.id)
    assert g.state.cards[g.iid(FLOOD)].attached_to == drowned
    add(g, drowned, "flood", 2)
    g.pick("next:r1", "choose_next")
    return g


def test_washed_away_takes_a_progress_in_place_of_each_rangers_fatigue_when_a_flood_sweeps_a_reclaimer() -> (
    None
):
    """Ruling R72: the Flood's 3 fatigue for each Ranger becomes 1 progress here per Ranger, and
    only when the card the Flood swept away is a Reclaimer (a human swept: everyone is fatigued)."""
    g = _swept(being("TXR", name="Test Crawler", traits=("Reclaimer",), harm=9))
    mis = mission_of(g)
    remember(g)
    assert g.where(g.iid("TXR"))[0] == "path_discard"
    assert fatigue_of(g, "r1") == 0 and fatigue_of(g, "r2") == 0
    assert tokens(g, mis) == {"progress": 2}
    g2 = _swept(being("TXH", name="Test Swimmer", traits=("Human",), harm=9))
    remember(g2)
    assert g2.where(g2.iid("TXH"))[0] == "path_discard"
    assert fatigue_of(g2, "r1") == 3 and fatigue_of(g2, "r2") == 3
    assert tokens(g2, mission_of(g2)) == {}


# --------------------------------------------------------------------------- Worm Food (MI12)


def test_worm_food_hangs_on_a_feature_at_the_greenbridge_and_counts_its_clear() -> None:
    g = table(WORMS, feature("TXF", progress=2), at="the_greenbridge")
    mis = mission_of(g)
    f = g.bring("TXF")
    g.pick("yes", "effect_may")
    add(g, f, "progress", 2)
    assert tokens(g, mis) == {"progress": 1}


# --------------------------------------------------------------------------- Spire (MI14)


def test_spire_under_attack_crest_fatigues_you() -> None:
    g = table(SPIRE, draw=CREST)
    before = fatigue_of(g)
    remember(g)
    assert fatigue_of(g) == before + 1


def test_fall_of_spire_mountain_builds_mucus_and_the_third_brings_a_polyp() -> None:
    polyp = CATALOG.card("01307")
    g = table(SPIRE, side="back", draw=MOUNTAIN, extra=(polyp,))
    loc = g.state.surroundings[0]
    remember(g)
    assert tokens(g, loc).get("mucus") == 1
    g.session.manual(ManualAdjust(action="add_tokens", card=loc, token="mucus", amount=1))
    remember(g)  # the third
    assert "mucus" not in tokens(g, loc)
    assert any(c.def_id == "01307" for i, c in g.state.cards.items() if g.where(i)[0] == "along_the_way")


def test_fall_of_spire_makes_the_spire_set_read_entry_93() -> None:
    mora = being("TXM", name="Elder Mora Orlin", guide_entry="65")
    g = table(SPIRE, mora, side="back", guide_prompts=True)
    g.rest()
    assert "entry 93" in g.expect("guide").title


# --------------------------------------------------------------------------- Search / Rescue (MI16)


def test_search_marks_features_with_trail_and_takes_the_trail_when_they_clear() -> None:
    g = table(SEARCH, feature("TXF", progress=2))
    mis = mission_of(g)
    f = g.bring("TXF")
    assert tokens(g, f) == {"trail": 2}
    add(g, f, "progress", 2)
    assert tokens(g, mis) == {"trail": 2}
    g2 = table(SEARCH, feature("TXF", progress=2), at="crossroads_station")
    assert tokens(g2, g2.bring("TXF")) == {}  # at a Ranger Station: no trail


def test_search_sun_shifts_mountain_removes_and_crest_fatigues() -> None:
    g = table(SEARCH, feature("TXF"), draw=MOUNTAIN)
    a = g.bring("TXF")
    remember(g)
    assert tokens(g, a) == {"trail": 1}
    twin = feature("TXF", quantity=2)
    g2 = table(SEARCH, twin, twin, draw=SUN)
    a2, b2 = g2.bring("TXF"), g2.bring("TXF", nth=1)
    remember(g2)
    g2.pick(f"card:{a2}", "effect_choice")  # from; the other feature takes it unasked (never the giver)
    assert tokens(g2, a2) == {"trail": 1} and tokens(g2, b2) == {"trail": 3}
    g3 = table(SEARCH, draw=CREST)
    before = fatigue_of(g3)
    remember(g3)
    assert fatigue_of(g3) == before + 1


def test_rescue_reads_147_at_the_start_of_the_day_and_sun_finds_a_predator_when_none_is_active() -> None:
    g = table(SEARCH, side="back", guide_prompts=True)
    assert "1.47" in g.expect("guide").title
    wolf = being("TXW", name="Test Wolf", traits=("Predator",))
    g2 = table(SEARCH, feature("TXF"), wolf, side="back", draw=SUN)
    remember(g2)
    assert g2.where(g2.iid("TXW"))[0] == "within_reach"
    g3 = table(SEARCH, wolf, being("TXW2", name="Test Wolf 2", traits=("Predator",)), side="back", draw=SUN)
    g3.bring("TXW")
    remember(g3)  # a predator is active: nothing is searched
    assert g3.iid("TXW2") in g3.state.path_deck


def test_rescue_makes_its_person_persistent_and_puts_its_own_results_in_place_of_the_persons_clear() -> None:
    """The subject (the person received with Search) gains Persistent; cleared by harm it reads
    1.48 and not its own entry; cleared by progress it loses its progress and stays, reading
    nothing. Another being keeps its own clear and Rescue says nothing about it."""
    clear_text = {"abilities": [{"on": "clear", "effects": [{"do": "read_guide", "entry": "44"}]}]}
    hooks = [{"hook": "clear", "by": ["progress", "harm"]}]
    person = being(
        "TXLOST",
        name="Test Lost Hiker",
        traits=("Human",),
        progress=3,
        harm=2,
        printed=hooks,
        behaviour=clear_text,
    )
    stranger = being(
        "TXSTR",
        name="Test Stranger",
        traits=("Human",),
        progress=3,
        harm=2,
        printed=hooks,
        behaviour=clear_text,
    )
    g = table(SEARCH, person, stranger, side="back", subject="TXLOST")
    eng = Engine(g.state, g.session.book, g.registry, Recorder(enabled=False))
    g.bring("TXSTR")
    hiker = loose(g, "TXLOST")
    g.session.manual(ManualAdjust(action="move", card=hiker, zone="within_reach", ranger="r1"))
    other = loose(g, "TXSTR")
    assert has_keyword(eng, hiker, "persistent") and not has_keyword(eng, other, "persistent")
    add(g, hiker, "progress", 2)
    assert entries(g) == [] and tokens(g, hiker) == {"progress": 2}  # one below its threshold
    add(g, hiker, "progress", 1)
    assert entries(g) == [] and tokens(g, hiker) == {}  # cleared: no entry, no progress, still here
    assert g.where(hiker)[0] == "within_reach"
    add(g, hiker, "harm", 2)
    assert entries(g) == ["1.48"]  # in place of the person's own entry 44
    add(g, other, "harm", 2)
    assert entries(g) == ["44"] and g.where(other)[0] != "within_reach"  # not the subject: its own clear


# --------------------------------------------------------------------------- Arcology Archaeology (MI17)


def test_arcology_archaeology_reads_149_when_a_ruin_clears() -> None:
    g = table(ARCOLOGY, feature("TXR", traits=("Ruin",), progress=1), feature("TXN", progress=1))
    add(g, g.bring("TXN"), "progress", 1)
    assert "1.49" not in entries(g)
    add(g, g.bring("TXR"), "progress", 1)
    assert "1.49" in entries(g)


# --------------------------------------------------------------------------- end of the day, events


def test_valleys_secrets_reads_133_when_a_listed_notable_event_is_recorded() -> None:
    g = table("MI10", side="back")
    g.session.manual(ManualAdjust(action="record_event", reason="Found a Shiny Rock"))
    g.rest()
    assert g.prompt.kind != "guide"
    g2 = table("MI10", side="back")
    g2.session.manual(ManualAdjust(action="record_event", reason="Pruned the Hydraworm"))
    g2.rest()
    assert "1.33" in g2.expect("guide").title


def test_washed_away_reads_122_at_the_end_of_the_day() -> None:
    g = table(LOST, side="back", guide_prompts=True)
    g.session.manual(ManualAdjust(action="end_day", reason="the test ends it"))
    assert "1.22" in g.expect("guide").title
    g.pick("done")
    assert g.state.phase == "ended"


def test_gruesome_feast_hangs_on_the_location_at_two_reclaimers_per_ranger() -> None:
    crawler = being("TXR", name="Test Crawler", traits=("Reclaimer",), harm=9, quantity=2)
    g = table(WORMS, crawler, crawler, side="back")
    mis = mission_of(g)
    g.bring("TXR")
    assert g.state.cards[mis].attached_to is None  # 1 of 2
    g.bring("TXR", nth=1)
    assert g.state.cards[mis].attached_to == g.state.surroundings[0]


def test_gruesome_feast_lure_brings_scouted_reclaimers_without_ambush_and_reads_128_at_day_end() -> None:
    from engine.helpers import kw

    lurker = being(
        "TXL", name="Test Lurker", traits=("Reclaimer",), presence=2, harm=9, keywords=kw("ambush")
    )
    g = table(WORMS, lurker, side="back", guide_prompts=True)
    mis = mission_of(g)
    before = fatigue_of(g)
    g.perform("t1", mis, energy=1, source=mis)
    while g.prompt.kind == "scout":
        g.pick(g.options()[0])
    assert g.where(g.iid("TXL")) == ("within_reach", "r1") and fatigue_of(g) == before + 1  # the passer-by
    g.session.manual(ManualAdjust(action="end_day", reason="the test ends it"))
    assert "1.28" in g.expect("guide").title


def test_spire_under_attack_checks_a_tracker_box_at_the_end_of_each_day() -> None:
    g = table(SPIRE)
    g.session.manual(ManualAdjust(action="end_day", reason="the test ends it"))
    assert g.state.phase == "ended" and g.state.day.mission_marks == {SPIRE: 1}


def test_fall_of_spire_crest_harms_a_feature_by_the_reclaimers_and_its_clear_fatigues_everyone() -> None:
    crawler = being("TXR", name="Test Crawler", traits=("Reclaimer",), harm=9, quantity=2)
    for wall_harm, fatigued in ((2, 3), (3, 0)):
        g = table(SPIRE, crawler, crawler, feature("TXW", harm=wall_harm), side="back", draw=CREST)
        g.bring("TXR"), g.bring("TXR", nth=1)
        wall = g.bring("TXW")
        before = fatigue_of(g)
        remember(g)
        assert fatigue_of(g) - before == fatigued, wall_harm
        assert wall_harm == 2 or tokens(g, wall) == {"harm": 2}
    g = table(SPIRE, side="back", guide_prompts=True)
    g.session.manual(ManualAdjust(action="end_day", reason="the test ends it"))
    assert "1.31" in g.expect("guide").title


# --------------------------------------------------------------------------- Invasion (MI13)

INVASION, SEEKER, POLYP = "MI13", "01414", "01307"


def _invaders(side: str, days: int, trait: str) -> tuple[int, int]:
    """(Seekers, Polyps) the Invasion face adds to a path deck built at a location with ``trait``,
    ``days`` after the mission was received."""
    from engine.helpers import location

    carried = [CarriedMission(def_id=INVASION, side=side, days_since=days)]
    d = Day([CATALOG.card(INVASION), CATALOG.card(SEEKER), CATALOG.card(POLYP)], carried_missions=carried)
    loc = location("TXLOC", slug="test_ground", traits=(trait,), pivotal=True, path_set="bset")
    deck, _sep = plan_path_deck(d.state, d.session.book, loc, None)
    return deck.count(SEEKER), deck.count(POLYP)


def test_invasion_stage_one_sends_three_seekers_to_more_kinds_of_place_as_the_days_pass() -> None:
    ruin = [_invaders("front", n, "Ruin")[0] for n in (0, 2, 3, 4, 5, 6, 7)]
    forest = [_invaders("front", n, "Forest")[0] for n in (2, 3, 4, 5)]
    mountain = [_invaders("front", n, "Mountain")[0] for n in (4, 5, 6, 7)]
    assert ruin == [3, 3, 3, 3, 3, 3, 0]  # nothing is listed past 6 days (ruling R71)
    assert forest == [0, 3, 3, 3] and mountain == [0, 3, 3, 0]
    assert _invaders("front", 0, "Trail") == (0, 0)


def test_invasion_stage_two_sends_a_polyp_and_more_seekers_as_the_days_pass() -> None:
    assert [_invaders("back", n, "Mountain") for n in (0, 2, 3, 4, 5, 6, 7)] == [
        (1, 1),
        (1, 1),
        (2, 1),
        (2, 1),
        (3, 1),
        (3, 1),
        (0, 1),
    ]
    assert _invaders("back", 3, "Ruin") == (2, 1) and _invaders("back", 3, "Forest") == (2, 1)
    assert _invaders("back", 5, "Water") == (0, 0)  # Seekers too only on a match (ruling R71)


def test_invasion_knows_the_days_since_the_tracker_received_it() -> None:
    """The campaign's day setup gives each carried mission its days since it was written down."""
    from rangers_qt.campaign import actions as act
    from rangers_qt.campaign.between import apply_outcome, day_setup
    from rangers_qt.campaign.starters import starter_rangers
    from rangers_qt.campaign.tracker import new_tracker
    from rangers_qt.engine.day.outcome import DayOutcome
    from rangers_qt.engine.session import Session

    t = new_tracker()
    t = act.apply_action(CATALOG, t, act.JoinRanger(deck=starter_rangers(CATALOG)[0].deck))
    t = act.apply_action(CATALOG, t, act.AddMission(name="Invasion - Stage I", card=INVASION))
    day = DayOutcome.model_validate(
        {
            "location": "lone_tree_station",
            "terrain": "woods",
            "camped": True,
            "end_kind": "camp",
            "end_reason": "",
            "rounds": 3,
            "start_location": "lone_tree_station",
            "mission_states": [{"def_id": INVASION}],
        }
    )
    for _ in range(2):
        t = apply_outcome(CATALOG, t, day, ["ranger-1"])
    setup = day_setup(t, seed=5)
    assert [(c.def_id, c.days_since) for c in setup.carried_missions] == [(INVASION, 2)]
    assert Session.new(CATALOG, setup).state.day.mission_days == {INVASION: 2}


# --------------------------------------------------------------------------- Helping Hand (MI02, MI03)


def _helping(hand: str) -> tuple[Day, str, str]:
    """A day with a villager drawn within reach, then Helping Hand received for that person."""
    d = Day([CATALOG.card(hand), HUMAN], path=[HUMAN.id])
    person = d.iid(HUMAN.id)
    assert d.where(person)[0] == "within_reach"
    d.manual(action="add_mission", card=hand, token=HUMAN.id)
    return d, person, d.iid(hand)


def test_helping_hand_hangs_on_its_person_who_stays_through_travel_and_leaves_off_the_tracker() -> None:
    for hand in ("MI02", "MI03"):
        d, person, mission = _helping(hand)
        assert d.state.cards[mission].attached_to == person and mission not in d.state.surroundings
        d.ready_to_travel()
        d.pick("travel:beta", "travel")
        d.pick("camp:no", "camp")
        assert d.state.cards[mission].attached_to == person  # the person is persistent now
        assert d.where(person)[0] in ("within_reach", "along_the_way")
        d.manual(action="end_day", reason="the day is over")
        out = d.session.outcome()
        assert out is not None
        assert not any(c.def_id == hand for c in d.state.cards.values())  # the chance is gone
        assert out.missions_added == [] and out.mission_states == []


def test_helping_hand_completed_is_crossed_off_and_its_person_is_no_longer_persistent() -> None:
    d, person, mission = _helping("MI02")
    d.manual(action="complete_mission", card=mission)
    assert mission not in d.state.cards and d.state.cards[person].attached == []
    assert d.state.day.missions_completed == ["MI02"]
    d.ready_to_travel()
    d.pick("travel:beta", "travel")
    assert person not in d.state.cards or d.where(person)[0] not in ("within_reach", "along_the_way")


def test_arcology_archaeology_is_met_at_its_third_tracker_box_counting_earlier_days() -> None:
    for boxes, today, met in ((1, 1, False), (2, 1, True), (1, 3, True), (3, 0, True), (0, 0, False)):
        g = table(ARCOLOGY, boxes=boxes)
        if today:
            g.session.manual(ManualAdjust(action="mark_mission", card=mission_of(g), amount=today))
        g.rest()
        assert (g.prompt.kind == "guide" and "Arcology Archaeology" in g.prompt.title) is met, (boxes, today)


def test_fall_of_spire_asks_on_leaving_spire_whether_the_three_groups_are_saved() -> None:
    from .location_kit import ready_to_travel, travel_day

    for side, asked in (("back", True), ("front", False)):
        carried = [CarriedMission(def_id=SPIRE, side=side)]
        d = travel_day(
            "01419", links=(("alpha", "grassland"),), extra=(CATALOG.card(SPIRE),), carried_missions=carried
        )
        while d.prompt.kind == "guide":  # Spire Under Attack! names its entry on arriving at Spire
            d.pick("done")
        ready_to_travel(d)
        d.pick("travel:alpha", "travel")
        if asked:
            p = d.expect("guide")
            assert "1.30" in p.title and "not_met" in [o.id for o in p.options]
        else:
            d.expect("camp")


# --------------------------------------------------------------------------- Accommodation (MI05)

ACCOMMODATION, MULCHER = "MI05", "01321"


def _mulcher_table(draw: str = SUN) -> tuple[Any, str, str]:
    g = table(ACCOMMODATION, CATALOG.card(MULCHER), draw=draw)
    mulcher = g.bring(MULCHER, "along_the_way")
    return g, mission_of(g), mulcher


def test_accommodation_catches_the_token_wrested_from_the_caustic_mulcher() -> None:
    g, mis, mulcher = _mulcher_table()
    g.session.manual(ManualAdjust(action="ranger_token", ranger="r1", card=mulcher))
    g.perform("t1", mulcher, energy=2, source=mulcher)  # Wrest [2]: the token is freed
    assert g.ranger().ranger_token_on == mis
    assert "1.40" in g.expect("guide").title  # every Ranger token on it (one Ranger)


def test_accommodation_keeps_the_token_from_the_mulchers_own_effects_only() -> None:
    g, mis, _mulcher = _mulcher_table()
    g.session.manual(ManualAdjust(action="exhaust", card=g.iid(OPENER.id)))  # no other active being
    g.session.manual(ManualAdjust(action="ranger_token", ranger="r1", card=mis))
    remember(g)  # the Mulcher's sun would move your token onto it
    assert g.ranger().ranger_token_on == mis
    g2, _mis2, mulcher2 = _mulcher_table()
    g2.session.manual(ManualAdjust(action="exhaust", card=g2.iid(OPENER.id)))
    remember(g2)  # without a token on the mission, the sun takes it onto the Mulcher
    assert g2.ranger().ranger_token_on == mulcher2


def test_accommodation_and_intervention_switch_sides_as_a_free_action() -> None:
    g, mis, _mulcher = _mulcher_table()
    g.session.manual(ManualAdjust(action="ranger_token", ranger="r1", card=mis))
    g.pick(f"ability:{mis}", "turn")  # the group helps Kordo instead: tokens home, flipped
    assert g.state.cards[mis].side == "back" and g.ranger().ranger_token_on is None  # not caught back
    g.pick(f"ability:{mis}", "turn")  # and back to Nal's side
    assert g.state.cards[mis].side == "front"


# --------------------------------------------------------------------------- Lure / Confront (MI15)

LURE = "MI15"
HARE = being("TXHARE", name="Test Hare", traits=("Prey",), presence=2, progress=2, harm=2)
OWL = being("TXOWL", name="Test Owl", traits=("Bird",), progress=2)
WOLF_A = being("TXWA", name="Test Wolf", traits=("Predator",), harm=9)
WOLF_B = being("TXWB", name="Test Lynx", traits=("Predator",), harm=9)
WOLF_C = being("TXWC", name="Test Bear", traits=("Predator",), harm=9)


def test_lure_may_set_a_cleared_prey_aside_in_place_of_its_discard() -> None:
    """A prey that clears: Lure asks, yes keeps it set aside (not in the discard), no discards it.
    A being that is not prey clears with no question."""
    g = table(LURE, HARE, OWL)
    mis = mission_of(g)
    hare = g.bring("TXHARE")
    add(g, hare, "progress", 1)
    assert g.session.prompt is not None and g.prompt.kind == "turn"  # one below: no clear, no question
    add(g, hare, "progress", 1)
    assert g.prompt.kind == "effect_may"
    g.pick("yes")
    assert g.where(hare) == ("set_aside", None) and g.state.set_aside_by == {hare: mis}
    assert hare not in g.state.path_discard and tokens(g, hare) == {}
    g2 = table(LURE, HARE)
    hare2 = g2.bring("TXHARE")
    add(g2, hare2, "harm", 2)
    g2.pick("no", "effect_may")
    assert g2.where(hare2)[0] == "path_discard" and g2.state.set_aside_by == {}
    g3 = table(LURE, OWL)
    owl = g3.bring("TXOWL")
    add(g3, owl, "progress", 2)
    assert g3.prompt.kind == "turn" and g3.where(owl)[0] == "path_discard"  # not prey: not offered


def _lured(*path: Any, draw: str = CREST) -> tuple[Any, str]:
    """Lure with the hare cleared and set aside."""
    g = table(LURE, HARE, *path, draw=draw)
    hare = g.bring("TXHARE")
    add(g, hare, "progress", 2)
    g.pick("yes", "effect_may")
    return g, hare


def test_lure_crest_exhausts_two_active_predators_and_returns_a_set_aside_prey() -> None:
    """Two active predators and a set-aside prey: both are exhausted and the prey goes back to the
    collection (it leaves the game). One active predator, or no set-aside prey: nothing. Three:
    the Ranger picks the two (ruling R84)."""
    g, hare = _lured(WOLF_A, WOLF_B)
    a, b = g.bring("TXWA"), g.bring("TXWB")
    remember(g)
    assert g.state.cards[a].exhausted and g.state.cards[b].exhausted
    assert hare not in g.state.cards and g.state.set_aside_by == {}
    g1, hare1 = _lured(WOLF_A, WOLF_B)
    a1 = g1.bring("TXWA")
    remember(g1)  # one predator below the two
    assert not g1.state.cards[a1].exhausted and g1.where(hare1) == ("set_aside", None)
    g0 = table(LURE, WOLF_A, WOLF_B, draw=CREST)
    a0, b0 = g0.bring("TXWA"), g0.bring("TXWB")
    remember(g0)  # no prey set aside
    assert not g0.state.cards[a0].exhausted and not g0.state.cards[b0].exhausted
    g3, hare3 = _lured(WOLF_A, WOLF_B, WOLF_C)
    a3, b3, c3 = g3.bring("TXWA"), g3.bring("TXWB"), g3.bring("TXWC")
    remember(g3)
    g3.pick(f"card:{c3}", "effect_choice")
    g3.pick(f"card:{a3}", "effect_choice")
    assert [g3.state.cards[i].exhausted for i in (a3, b3, c3)] == [True, False, True]
    assert hare3 not in g3.state.cards


_WOLF_CLEAR = {"abilities": [{"on": "clear", "effects": [{"do": "read_guide", "entry": "44"}]}]}
_WOLF_CREST = {"crest": [{"do": "suffer_fatigue", "amount": 2}]}
CONFRONTED = being(
    "TXCWOLF",
    name="Test Confronted Wolf",
    traits=("Predator",),
    progress=5,
    harm=4,
    printed=[{"hook": "clear", "by": ["progress", "harm"]}],
    behaviour={**_WOLF_CLEAR, "challenge": _WOLF_CREST},
    challenge=("crest",),
)


def _confront(draw: str = SUN, guide_prompts: bool = False) -> tuple[Any, str]:
    g = table(LURE, CONFRONTED, side="back", subject="TXCWOLF", draw=draw, guide_prompts=guide_prompts)
    wolf = loose(g, "TXCWOLF")
    g.session.manual(ManualAdjust(action="move", card=wolf, zone="within_reach", ranger="r1"))
    return g, wolf


def test_confront_reads_144_or_143_by_how_the_predator_clears_and_its_objective_names_neither_again() -> None:
    """The subject cleared by harm reads 1.44, by progress 1.43, never its own entry; the objective
    (clear the subject) is then met and not named again at the end of the turn."""
    g, wolf = _confront()
    add(g, wolf, "harm", 3)
    assert entries(g) == [] and tokens(g, wolf) == {"harm": 3}  # one below
    add(g, wolf, "harm", 1)
    assert entries(g) == ["1.44"]
    g2, wolf2 = _confront(guide_prompts=True)
    add(g2, wolf2, "progress", 5)
    assert entries(g2) == ["1.43"]
    g2.pick("done", "guide")
    g2.pick("rest", "turn")
    while g2.session.prompt is not None and g2.prompt.kind != "turn":
        assert g2.prompt.kind != "guide", g2.prompt.title  # the objective does not name 1.44 or 1.43
        g2.pick(g2.options()[0])


def test_confront_sun_resolves_the_predators_crest_at_two_progress_per_ranger() -> None:
    for progress, fatigued in ((1, 0), (2, 2), (3, 2)):
        g, wolf = _confront(draw=SUN)
        add(g, wolf, "progress", progress)
        before = fatigue_of(g)
        remember(g)
        assert fatigue_of(g) - before == fatigued, progress


def test_confront_mountain_moves_the_predator_at_three_harm_per_ranger() -> None:
    """Solo, within reach, the move can only go along the way (no question); with two Rangers the
    Ranger testing picks the area (ruling R83)."""
    big = being("TXBIG", name="Test Big Wolf", traits=("Predator",), harm=9)
    for harm, moved in ((2, False), (3, True), (4, True)):
        g = table(LURE, big, side="back", subject="TXBIG", draw=MOUNTAIN)
        wolf = loose(g, "TXBIG")
        g.session.manual(ManualAdjust(action="move", card=wolf, zone="within_reach", ranger="r1"))
        add(g, wolf, "harm", harm)
        remember(g)
        assert (g.where(wolf)[0] == "along_the_way") is moved, harm
    g4 = table(LURE, big, side="back", subject="TXBIG", draw=MOUNTAIN, rangers=2)
    wolf4 = loose(g4, "TXBIG")
    g4.session.manual(ManualAdjust(action="move", card=wolf4, zone="within_reach", ranger="r1"))
    add(g4, wolf4, "harm", 5)
    g4.pick("next:r1", "choose_next")
    remember(g4)  # one below three per Ranger: stays
    assert g4.where(wolf4) == ("within_reach", "r1")
    add(g4, wolf4, "harm", 1)
    g4.pick("next:r2", "choose_next")
    remember(g4)
    g4.pick("area:along_the_way:-", "effect_choice")  # or within Ranger 2's reach
    assert g4.where(wolf4)[0] == "along_the_way"
