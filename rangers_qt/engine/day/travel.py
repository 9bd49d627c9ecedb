"""Rulebook: Phase 3: Travel - 1. Clear Play Area, 2. Travel to a New Location, 3. Decide to
Camp, 4. Build the Path Deck, 5. Arrival Setup; Keywords: Obstacle, Persistent.

The group is offered travel only when the location's progress meets its threshold and no ready
obstacle is in play (``rules/travel.py``). Destinations come from the Valley map: locations
joined to the current one by a single path, river paths only once a game effect opened them
(``state.day.river_open``), plus the map's one-way links and routes a game effect opened.
"""

from __future__ import annotations

from typing import Any

from rangers_qt.engine import ops
from rangers_qt.engine.core import Engine, step
from rangers_qt.engine.day.missions import travel_away_triggers
from rangers_qt.engine.day_record import TravelRecord
from rangers_qt.engine.effects.control import fire_delayed
from rangers_qt.engine.effects.listeners import triggered
from rangers_qt.engine.flow.responses import open_window
from rangers_qt.engine.flow.simultaneous import queue_in_chosen_order
from rangers_qt.engine.modifier_layer.modifiers import river_travel
from rangers_qt.engine.path_deck import build_path_deck, new_card, return_path_cards
from rangers_qt.engine.prompts import Option
from rangers_qt.engine.rules.travel import current_location, stays_on_travel, travel_blockers
from rangers_qt.engine.valley import location_name, valley_map
from rangers_qt.words import count


def river_gear(eng: Engine) -> bool:
    """A card in play lets the group use river paths (the modifier layer: ``river_travel``;
    Dolewood Canoe equipped; Golden Rule)."""
    return river_travel(eng)


def destinations(eng: Engine) -> list[tuple[str, str]]:
    """(slug, terrain) the group may travel to now, in map order, without duplicates."""
    st = eng.state
    here = st.day.location
    found: list[tuple[str, str]] = []
    vmap = valley_map(eng)
    if vmap is not None and here:
        found += [(d, str(t)) for d, t in vmap.travel_options(here, st.day.river_open or river_gear(eng))]
    for route in st.day.open_routes:
        if route.origin in (None, here):
            found.append((route.destination, route.terrain))
    for route in st.day.routes_once:  # opened by a card effect for this travel only (open_route)
        if route.origin in (None, here):
            found.append((route.destination, route.terrain))
    out: list[tuple[str, str]] = []
    for d in found:
        if d not in out and d[0] != here:
            out.append(d)
    return out


def travel_offer(eng: Engine, _args: dict[str, Any]) -> None:
    """Phase 3: may the group travel, and where to? (``stay`` keeps them here.)"""
    if travel_blockers(eng):
        return
    dests = destinations(eng)
    counts: dict[str, int] = {}
    for slug, _t in dests:
        counts[slug] = counts.get(slug, 0) + 1
    options = []
    for slug, terrain in dests:
        oid = f"travel:{slug}" if counts[slug] == 1 else f"travel:{slug}:{terrain}"
        options.append(
            Option(
                id=oid,
                label=f"Travel to {location_name(eng, slug)} ({terrain.replace('_', ' ')} path)",
                kind="travel",
                area=terrain,
                then=[step("travel_go", destination=slug, terrain=terrain)],
            )
        )
    options.append(Option(id="stay", label="Stay here", kind="stay"))
    title = "Travel to a nearby location?" if dests else "You may travel, but no open path leads from here"
    eng.ask("travel", eng.state.lead, title, options, rebuild=step("travel_offer"))


def clear_play_area(eng: Engine) -> int:
    """Travel, 1. Clear Play Area: path cards in play and Ranger cards outside player areas are
    discarded (persistent cards and their attachments stay); the path deck and discard go back to
    the collection. Weather, missions and the location are not cleared."""
    st = eng.state
    gone = 0
    roots: list[str] = list(st.along_the_way)
    for r in st.rangers:
        roots += r.within_reach
    roots += [i for i in st.surroundings if eng.facts(i).category not in ("location", "weather", "mission")]
    for iid in roots:
        if iid in st.cards and not stays_on_travel(eng, iid):
            ops.leave_play(eng, iid)
            gone += 1
    # Path cards attached elsewhere (to the location, a mission, a role or gear) leave as well.
    hosts = [*st.surroundings, *(i for r in st.rangers for i in r.player_area)]
    for host in hosts:
        for child in list(st.cards[host].attached):
            if (
                st.cards[child].face_up
                and eng.facts(child).category == "path"
                and not stays_on_travel(eng, child)
            ):
                ops.leave_play(eng, child)
                gone += 1
    returned = return_path_cards(st)
    for area in ("along_the_way", "path_deck", "path_discard", "surroundings", "set_aside"):
        eng.rec.area(area)
    eng.rec.event(
        "travel", f"The play area is cleared ({count(gone, 'card')} discarded, {returned} returned)"
    )
    return gone


def travel_go(eng: Engine, args: dict[str, Any]) -> None:
    st = eng.state
    dest: str = args["destination"]
    terrain: str = args["terrain"]
    origin = st.day.location
    st.bump("travels")
    st.day.cleared_mark = len(st.day.cleared)
    st.day.routes_once.clear()  # routes opened by a card effect last for one travel
    # Missions to "travel away" are named while the table is still there (their conditions often
    # name a card in play), then the play area is cleared.
    eng.push(
        *travel_away_triggers(eng, origin),
        step("travel_clear"),
        step("travel_arrive", destination=dest, terrain=terrain, origin=origin),
    )


def travel_clear(eng: Engine, _args: dict[str, Any]) -> None:
    clear_play_area(eng)


def travel_arrive(eng: Engine, args: dict[str, Any]) -> None:
    """Travel, 2. The destination's card replaces the current location; then the camp decision."""
    st = eng.state
    dest: str = args["destination"]
    terrain: str = args["terrain"]
    old = current_location(eng)
    new_def = eng.book.catalog.location_by_slug(dest)
    new = new_card(st, new_def.id)
    if old is not None:
        for child in list(st.cards[old].attached):
            ops.leave_play(eng, child)
        for r in st.rangers:
            if r.ranger_token_on == old:
                r.ranger_token_on = None
                eng.rec.ranger(r.id)
        st.surroundings[st.surroundings.index(old)] = new
        del st.cards[old]
    else:
        st.surroundings.append(new)
    eng.rec.area("surroundings")
    f = eng.facts(new)
    if f.token_name and f.token_count is not None:
        n = f.token_count.value(eng.n_rangers) or 0
        if n:
            st.cards[new].tokens[f.token_name] = n
    st.day.location = dest
    st.day.terrain = terrain
    st.day.visited.append(dest)
    st.day.travels.append(
        TravelRecord(origin=args["origin"], destination=dest, terrain=terrain, round=st.round)
    )
    eng.rec.event("travel", f"The Rangers travel to {f.name} along a {terrain.replace('_', ' ')} path", [new])
    eng.ask(
        "camp",
        st.lead,
        f"Camp for the night at {f.name}?",
        [
            Option(id="camp:yes", label="Camp: the day ends here", kind="camp", then=[step("camp")]),
            Option(
                id="camp:no",
                label="Press on: build the path deck and set up the location",
                kind="no",
                then=[step("travel_continue")],
            ),
        ],
    )


def camp(eng: Engine, _args: dict[str, Any]) -> None:
    """Travel, 3. Decide to Camp (Ending the Day: Choose to Camp)."""
    st = eng.state
    st.day.camped = True
    st.day.end_kind = "camp"
    if st.day.travels:
        st.day.travels[-1].camped = True
    ops.end_day(eng, f"the Rangers camp for the night at {location_name(eng, st.day.location)}")


def travel_continue(eng: Engine, _args: dict[str, Any]) -> None:
    """Travel, 4. Build the Path Deck, then 5. Arrival Setup."""
    st = eng.state
    loc = current_location(eng)
    assert loc is not None
    loc_def = eng.book.definition(st.cards[loc].def_id)
    build_path_deck(st, eng.book, loc_def, st.day.terrain)
    eng.rec.area("path_deck")
    eng.rec.event("path_deck", f"The path deck is built: {count(len(st.path_deck), 'card')}")
    eng.push(step("arrival"), step("travel_after"))
    # Effects a "when you travel" response left for the destination (``delayed`` until
    # ``arrival``): the new location is in play and its path deck built; its arrival setup follows.
    fire_delayed(eng, "arrival")


def travel_after(eng: Engine, _args: dict[str, Any]) -> None:
    """After you travel (the travel and its arrival setup are done): effects a card left for this
    moment (``delayed`` until ``after_travel``), ``after_travel`` abilities of the cards in play,
    then the "after you travel" response window. Simultaneous ones in the players' order."""
    st = eng.state
    open_window(eng, "after_travel", ranger=st.lead)
    queue_in_chosen_order(eng, triggered(eng, "after_travel", st.lead), st.lead)
    fire_delayed(eng, "after_travel")
