"""Rulebook: Phase 3: Travel (steps 1-5) and Keywords: Obstacle, Persistent."""

from __future__ import annotations

from rangers_qt.content import models as m
from rangers_qt.content.catalog import load_catalog
from rangers_qt.engine.rules.travel import can_travel

from ..helpers import being, feature, gear, kw, mission
from .kit import DEAL, Day, arrival_location, arrive, objective_mission


def test_travel_needs_the_location_progress_threshold() -> None:
    """Rulebook: Phase 3: Travel - travel only once the location has progress equal to its threshold."""
    d = Day(path=[])
    d.pick("rest", "turn")
    assert d.prompt.kind == "turn"  # no travel prompt: round 2 began
    assert d.state.round == 2
    d.ready_to_travel()
    d.expect("travel")


def test_ready_obstacle_refuses_travel_until_exhausted() -> None:
    """Rulebook: Phase 3: Travel, Note; Keywords: Obstacle - a ready obstacle in play prevents travel."""
    d = Day([feature("DOB", keywords=kw("obstacle"))], path=["DOB"])
    ob = d.iid("DOB")
    d.manual(action="add_tokens", card=d.location_iid(), token="progress", amount=2)
    assert not can_travel(d.state, d.catalog)
    d.pick("rest", "turn")
    assert d.prompt.kind == "turn" and d.state.round == 2  # travel was not offered
    d.manual(action="exhaust", card=ob)
    assert can_travel(d.state, d.catalog)
    d.pick("rest", "turn")
    d.expect("travel")


def test_obstacle_cleared_allows_travel() -> None:
    """Rulebook: Phase 3: Travel, Note - clear the obstacle (here: it is discarded) and travel opens."""
    d = Day([feature("DOB", keywords=kw("obstacle"))], path=["DOB"])
    d.manual(action="add_tokens", card=d.location_iid(), token="progress", amount=2)
    d.manual(action="discard", card=d.iid("DOB"))
    d.pick("rest", "turn")
    d.expect("travel")


def test_destinations_are_direct_paths_with_terrain_and_stay() -> None:
    """Rulebook: Phase 3: Travel, 2. Travel to a New Location - only locations one path away."""
    d = Day(location="beta", path=[])
    d.ready_to_travel()
    p = d.expect("travel")
    assert [o.id for o in p.options] == ["travel:alpha", "travel:delta", "stay"]
    labels = {o.id: o.label for o in p.options}
    assert "woods" in labels["travel:alpha"] and "lakeshore" in labels["travel:delta"]


def test_river_paths_closed_until_opened() -> None:
    """Rulebook: Phase 3: Travel, 2. Note - no travel along river paths until a component allows it."""
    d = Day(path=[])
    d.ready_to_travel()
    assert d.options() == ["travel:beta", "stay"]
    d.manual(action="open_river")
    assert d.options() == ["travel:beta", "travel:gamma", "stay"]
    d.pick("travel:gamma")
    d.pick("camp:yes", "camp")
    out = d.session.outcome()
    assert out is not None and out.location == "gamma" and out.terrain == "river"


def test_river_open_from_setup() -> None:
    """Rulebook: Phase 3: Travel, 2. Note - a game component opened the river (flag in the setup)."""
    d = Day(path=[], river_open=True)
    d.ready_to_travel()
    assert "travel:gamma" in d.options()


def test_clear_play_area_keeps_persistent_player_area_weather_missions() -> None:
    """Rulebook: Phase 3: Travel, 1. Clear Play Area; Keywords: Persistent - path cards and Ranger cards
    outside player areas are discarded, persistent cards and their attachments stay, the path deck and
    discard return to the collection; weather and missions stay."""
    cards = [
        being("DPER", keywords=kw("persistent")),
        feature("DATT", area="along_the_way"),
        feature("DGONE"),
        feature("DREST"),
        gear("DGEAR", cost=0),
        m.RangerFeatureCard(id="DRF", name="Ranger feature", set_id="t"),
        mission("DMIS"),
    ]
    d = Day(
        cards, path=["DPER", "DATT", "DGONE", "DREST", "DREST"], decks=[["DGEAR", "DRF"]], missions=["DMIS"]
    )
    per, along, gone = d.iid("DPER"), d.iid("DATT"), d.iid("DGONE")
    d.manual(action="move", card=along, zone="along_the_way")
    assert d.where(per) == ("within_reach", "r1") and d.where(along) == ("along_the_way", None)
    d.manual(action="move", card=gone, zone="within_reach", ranger="r1")
    d.manual(action="move", card=d.iid("DGEAR"), zone="player_area", ranger="r1")
    d.manual(action="move", card=d.iid("DRF"), zone="within_reach", ranger="r1")
    d.manual(action="move", card=gone, zone="path_discard")
    child = d.iid("DREST")
    d.manual(action="move", card=child, zone="within_reach", ranger="r1")
    # An attachment rides on the persistent card.
    d.state.cards[per].attached.append(child)
    d.state.cards[child].attached_to = per
    d.state.ranger("r1").within_reach.remove(child)
    mis = d.iid("DMIS")
    d.manual(action="add_tokens", card=mis, token="progress", amount=1)
    weather_before = [i for i in d.state.surroundings if d.state.cards[i].def_id == "TWEA"]
    deck_left = list(d.state.path_deck)
    d.ready_to_travel()
    d.pick("travel:beta")
    st = d.state
    assert d.where(per) == ("within_reach", "r1")
    assert st.cards[child].attached_to == per
    assert along not in st.cards and gone not in st.cards  # returned to the collection
    assert all(i not in st.cards for i in deck_left)
    assert d.where(d.iid("DGEAR")) == ("player_area", "r1")
    assert d.where(d.iid("DRF")) == ("discard", "r1")
    assert d.where(mis) == ("surroundings", None) and st.cards[mis].tokens == {"progress": 1}
    assert weather_before == [i for i in st.surroundings if st.cards[i].def_id == "TWEA"]
    assert st.path_deck == [] and st.path_discard == []
    assert d.defs(st.surroundings)[0] == "DLB"


def test_destination_replaces_location_and_camp_ends_the_day() -> None:
    """Rulebook: Phase 3: Travel, 2-3; Ending the Day: Choose to Camp."""
    d = Day(path=[])
    d.ready_to_travel()
    d.pick("travel:beta")
    d.expect("camp")
    assert "DLA" not in d.defs(list(d.state.cards)) or all(
        d.state.cards[i].def_id != "DLA" for i in d.state.surroundings
    )
    d.pick("camp:yes")
    assert d.session.prompt is None and d.state.phase == "ended"
    out = d.session.outcome()
    assert out is not None
    assert (out.location, out.terrain, out.camped, out.end_kind) == ("beta", "woods", True, "camp")
    assert out.locations_visited == ["alpha", "beta"] and len(out.travels) == 1


def test_continue_builds_path_deck_and_runs_arrival_setup() -> None:
    """Rulebook: Phase 3: Travel, 4. Build the Path Deck (terrain set + pivotal set), 5. Arrival Setup
    (the location's entry is named; the lead Ranger draws)."""
    beta = arrival_location(
        "DLB",
        "Beta",
        "beta",
        pivotal=True,
        path_set="bset",
        guide_entry="72",
        arrival=[arrive("lead", DEAL)],
    )
    d = Day([beta], path=[])
    d.ready_to_travel()
    d.pick("travel:beta")
    d.pick("camp:no", "camp")
    p = d.expect("guide")
    assert "72" in p.title
    d.pick("done")
    st = d.state
    in_play = [st.cards[i].def_id for r in st.rangers for i in r.within_reach]
    assert len(in_play) == 2  # the arrival draw, then round 2's path card
    all_path = sorted(d.defs(st.path_deck) + in_play)
    assert all_path == sorted(["DW1", "DW1", "DW2", "DB1", "DB2"])
    assert st.day.location == "beta" and st.day.terrain == "woods"
    assert st.phase in ("path", "turns")  # refresh ran and round 2 began
    assert st.round == 2


def test_non_pivotal_destination_gets_exactly_three_valley_cards() -> None:
    """Rulebook: Phase 3: Travel, 4. Location Set - a non-pivotal location adds 3 random Valley cards."""
    d = Day(location="beta", path=[])
    d.ready_to_travel()
    d.pick("travel:alpha")
    d.pick("camp:no")
    d.pick("done", "guide")
    st = d.state
    defs = [c.def_id for c in st.cards.values() if c.def_id.startswith(("DV", "DW", "DB"))]
    assert sorted(x for x in defs if not x.startswith("DV")) == ["DW1", "DW1", "DW2"]
    assert len([x for x in defs if x.startswith("DV")]) == 3


def test_travel_away_and_arrive_at_missions_name_their_entries() -> None:
    """Rulebook: Phase 3: Travel, 1 (missions to travel away resolve) and 5 (missions to arrive at)."""
    away = objective_mission(
        "DMA", "Leave", "Left", kind="travel_away_from", location="alpha", guide_entries=("1.01",)
    )
    arrive = objective_mission(
        "DMB", "Reach", "Reached", kind="arrive_at", location="beta", guide_entries=("1.29",)
    )
    d = Day([away, arrive], path=[], missions=["DMA", "DMB"])
    d.ready_to_travel()
    d.pick("travel:beta")
    p = d.expect("guide")
    assert "1.01" in p.title and {"done", "not_met", "flip", "complete"} <= set(d.options())
    d.pick("complete")
    assert all(d.state.cards[i].def_id != "DMA" for i in d.state.surroundings)
    d.pick("camp:no", "camp")
    p = d.expect("guide")
    assert "1.29" in p.title
    d.pick("flip")
    mis = d.iid("DMB")
    assert d.state.cards[mis].side == "back"
    d.pick("done", "guide")  # the location's own entry
    d.state.day.missions_progressed  # noqa: B018
    assert [n.entry for n in d.state.day.missions_progressed] == ["1.01", "1.29"]
    assert d.state.day.missions_completed == ["DMA"]


def test_undo_of_travel_restores_the_old_location_and_path_deck() -> None:
    """Undo never loses a card: undoing the travel answer brings back the cleared table exactly."""
    d = Day(path=None, terrain="woods")
    d.ready_to_travel()
    before = d.session.hash()
    d.pick("travel:beta")
    d.pick("camp:no")
    assert d.state.day.location == "beta"
    d.session.undo()
    d.session.undo()
    assert d.session.hash() == before and d.state.day.location == "alpha"
    assert d.session.redo() and d.state.day.location == "beta"


def test_day_invariants_hold_through_travel_and_catch_a_broken_table() -> None:
    """The day's invariants (one location, the one recorded; weather stays in the surroundings)."""
    from rangers_qt.engine.cards import book_for
    from rangers_qt.engine.day.invariants import check_day

    d = Day(path=None, terrain="woods")
    book = book_for(d.catalog)
    d.ready_to_travel()
    d.pick("travel:beta")
    assert check_day(d.state, book) == []
    d.pick("camp:no")
    assert check_day(d.state, book) == []
    d.state.day.location = "alpha"
    assert any("alpha" in p for p in check_day(d.state, book))


def test_ranger_token_threshold_on_the_location_opens_travel() -> None:
    """Rulebook: Phase 3: Travel (progress threshold); Ranger Tokens - a location whose threshold is the
    Ranger-token icon can be left once every Ranger's token is on it."""
    from ..helpers import location

    tokens_loc = location("DLA", slug="alpha", progress="r")
    d = Day([tokens_loc], rangers=2, path=[])
    loc = d.location_iid()
    assert not can_travel(d.state, d.catalog)
    d.manual(action="ranger_token", ranger="r1", card=loc)
    assert not can_travel(d.state, d.catalog)
    d.manual(action="ranger_token", ranger="r2", card=loc)
    assert can_travel(d.state, d.catalog)


def test_heart_of_the_swamp_cleared_by_progress_opens_the_marsh_once() -> None:
    """Valley map exception (facts: the Marsh of Rebirth has no printed path): clearing Heart of the
    Swamp by progress lets the next travel go to the Marsh (``open_route``); leaving it, its forced
    "when you travel" response (``open_terrain_routes``) leads to each location on a swamp path,
    never the map's one-way links (drawn only)."""
    from rangers_qt.content import models as mm

    from ..helpers import location

    marsh = location(
        "DLM",
        slug="marsh_of_rebirth",
        progress=2,
        printed=(mm.PrintedAbility(hook="response", window="when", event="travel"),),
        behaviour={
            "abilities": [
                {"on": "response:when:travel", "effects": [{"do": "open_terrain_routes", "terrain": "swamp"}]}
            ]
        },
    )
    shipped = load_catalog().card("01388")  # its clear opens the route (behaviour data)
    heart = feature(
        "01388",
        progress=1,
        area="along_the_way",
        name="Heart",
        printed=[p for p in shipped.printed if p.hook == "clear"],
        behaviour=shipped.behaviour,
    )
    d = Day([marsh, heart], path=["01388"])
    vmap = d.catalog.valley_map  # type: ignore[attr-defined]
    d.catalog.valley_map = vmap.model_copy(
        update={  # type: ignore[attr-defined]
            "locations": (*vmap.locations, mm.MapLocation(slug="marsh_of_rebirth", card_id="DLM")),
            "connections": (*vmap.connections, mm.Connection(a="gamma", b="delta", terrain="swamp")),
            "one_way": (mm.OneWayLink(origin="marsh_of_rebirth", to="beta", terrain="swamp"),),
        }
    )
    d.manual(action="add_tokens", card=d.iid("01388"), token="progress", amount=1)
    d.ready_to_travel()
    assert d.options() == ["travel:beta", "travel:marsh_of_rebirth", "stay"]
    d.pick("travel:marsh_of_rebirth")
    d.pick("camp:no")
    while d.prompt.kind == "guide":
        d.pick("done")
    d.ready_to_travel()
    assert d.options() == ["travel:gamma", "travel:delta", "stay"]


def test_dolewood_canoe_equipped_opens_river_paths() -> None:
    """Rulebook: Phase 3: Travel, 2. Note and The Golden Rule - a component that allows river travel
    (the Dolewood Canoe, equipped by any Ranger) opens river paths while it is in play."""
    from ..helpers import gear

    canoe = gear("01213", cost=0, name="Dolewood Canoe", behaviour=load_catalog().card("01213").behaviour)
    d = Day([canoe], path=[], decks=[["01213"]])
    d.pick(f"play:{d.iid('01213')}", "turn")
    d.ready_to_travel()
    assert "travel:gamma" in d.options()
