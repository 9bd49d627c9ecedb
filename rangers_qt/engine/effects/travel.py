"""Runners of the travel verbs (content/behaviour/travel.py): routes opened for the next travel, travel at
once."""

from __future__ import annotations

from rangers_qt.content import behaviour as bh
from rangers_qt.engine import ops
from rangers_qt.engine.core import step
from rangers_qt.engine.day_record import Route
from rangers_qt.engine.effects.runner import (
    CONTINUE_LIST,
    STOP_LIST,
    runs,
)
from rangers_qt.engine.modifier_layer.evaluate import Ctx
from rangers_qt.engine.modifier_layer.modifiers import river_travel
from rangers_qt.engine.valley import location_name, valley_map


@runs(bh.OpenRoute)
def _verb_open_route(ctx: Ctx, e: bh.OpenRoute) -> bool:

    day = ctx.eng.state.day
    route = Route(destination=e.destination, terrain=e.terrain)
    if route not in day.routes_once:
        day.routes_once.append(route)
        ctx.eng.rec.event("route", f"The group may travel to {e.destination.replace('_', ' ')} next", [])
    return CONTINUE_LIST


@runs(bh.OpenFarRoutes)
def _verb_open_far_routes(ctx: Ctx, e: bh.OpenFarRoutes) -> bool:
    """Every location reachable in up to ``paths`` steps along the paths the group may use now
    (river paths only when open) becomes a destination of the next travel, with the terrain of
    the last path walked; the location the group is at is never one."""

    eng = ctx.eng
    day = eng.state.day
    vmap = valley_map(eng)
    here = day.location
    if vmap is None or not here:
        return CONTINUE_LIST
    river = day.river_open or river_travel(eng)
    frontier: list[tuple[str, str]] = [(here, "")]
    for _ in range(e.paths):
        frontier = [(d, str(t)) for slug, _t in frontier for d, t in vmap.travel_options(slug, river)]
        for dest, terrain in frontier:
            route = Route(destination=dest, terrain=terrain)
            if dest != here and route not in day.routes_once:
                day.routes_once.append(route)
    eng.rec.event("route", f"The group may travel up to {e.paths} paths away next", [])
    return CONTINUE_LIST


@runs(bh.OpenTerrainRoutes)
def _verb_open_terrain_routes(ctx: Ctx, e: bh.OpenTerrainRoutes) -> bool:
    """Every location at an end of a map path of that terrain (river paths too: the card names
    them) becomes a destination of the next travel, built with that terrain; never the location
    the group is at. Map order, no duplicates."""

    eng = ctx.eng
    day = eng.state.day
    vmap = valley_map(eng)
    if vmap is None:
        return CONTINUE_LIST
    for c in vmap.connections:
        if c.terrain != e.terrain:
            continue
        for dest in (c.a, c.b):
            route = Route(destination=dest, terrain=e.terrain)
            if dest != day.location and route not in day.routes_once:
                day.routes_once.append(route)
    kind = e.terrain.replace("_", " ")
    eng.rec.event("route", f"The group may travel to any location on a {kind} path next", [])
    return CONTINUE_LIST


@runs(bh.TravelNow)
def _verb_travel_now(ctx: Ctx, e: bh.TravelNow) -> bool:
    """ "Proceed to the travel phase and travel to...": what is left of the test, the turn and the
    round is dropped (as when the day ends), then the travel phase's steps run with this destination
    (mission checks, the travel itself with its camp decision and arrival), then the refresh."""

    eng = ctx.eng
    st = eng.state
    if ops.ended(eng):
        return STOP_LIST
    st.queue.clear()
    st.test = None
    st.active_ranger = None
    st.phase = "travel"
    eng.rec.area("phase")
    eng.rec.event("travel", f"The group must travel to {location_name(eng, e.destination)} now", [])
    eng.push(
        step("missions_check"),
        step("travel_go", destination=e.destination, terrain=e.terrain),
        step("weather_refresh"),
        step("refresh"),
    )
    return STOP_LIST
