"""The Valley map as plain values: where each marker sits, which paths join them, what the group
may travel to now, and the route a campaign took day by day.

Qt-free and engine-free: the map widget (`ui.valley_map`) only draws these values, so the
travel chooser, the campaign review and the tests all read one model. Positions are the card
data's (`cards/valley_map.json`, normalised 0..1, x east, y south); nothing here decides a rule:
the legal destinations are the travel prompt's options, as `app.day_view` reads them.
"""

from __future__ import annotations

import itertools
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any

from rangers_qt.app import day_view
from rangers_qt.app.day_view import END_WORDS

#: The eight path terrains, in the order the legend lists them.
TERRAINS: tuple[str, ...] = (
    "woods",
    "old_growth",
    "grassland",
    "lakeshore",
    "river",
    "mountain_pass",
    "ravine",
    "swamp",
)


def terrain_icon(terrain: str) -> str:
    """Our SVG icon for a path terrain (assets/icons/game/terrain_*.svg)."""
    return f"terrain_{terrain}"


def terrain_name(terrain: str) -> str:
    return terrain.replace("_", " ").capitalize() if terrain else "No printed path"


@dataclass(frozen=True)
class MapNode:
    slug: str
    name: str
    x: float
    y: float
    pivotal: bool
    label: str = "below"  # the side the name prefers: below, above, left, right


@dataclass(frozen=True)
class MapEdge:
    """A printed path (`one_way` False) or a one-way link such as leaving the Marsh of Rebirth."""

    a: str
    b: str
    terrain: str
    restricted: bool  # a river path: closed until a game effect opens it
    one_way: bool = False

    @property
    def key(self) -> str:
        return f"{self.a}>{self.b}" if self.one_way else f"{self.a}|{self.b}"

    def joins(self, a: str, b: str) -> bool:
        if self.one_way:
            return (self.a, self.b) == (a, b)
        return {self.a, self.b} == {a, b}


@dataclass(frozen=True)
class ValleyLayout:
    start: str
    nodes: tuple[MapNode, ...]
    edges: tuple[MapEdge, ...]  # the printed paths, in the data's order
    links: tuple[MapEdge, ...] = ()  # the one-way links
    _by_slug: dict[str, MapNode] = field(default_factory=dict, compare=False, repr=False)

    def __post_init__(self) -> None:
        self._by_slug.update({n.slug: n for n in self.nodes})

    def node(self, slug: str) -> MapNode:
        try:
            return self._by_slug[slug]
        except KeyError:
            raise KeyError(f"{slug!r} is not a location on the Valley map") from None

    def has(self, slug: str) -> bool:
        return slug in self._by_slug

    def name(self, slug: str) -> str:
        return self.node(slug).name if slug in self._by_slug else slug.replace("_", " ").title()

    def edge_between(self, a: str, b: str) -> MapEdge | None:
        """The printed path between two locations, else the one-way link from a to b."""
        for e in self.edges:
            if e.joins(a, b):
                return e
        for e in self.links:
            if e.joins(a, b):
                return e
        return None


def valley_layout(catalog: Any) -> ValleyLayout:
    """The map of a catalogue; a location without a position is a clear error (cards check
    refuses such data, so this only fires for hand-built catalogues)."""
    vmap = catalog.valley_map
    restricted = set(vmap.restricted_terrain)
    nodes = []
    for loc in vmap.locations:
        if loc.x is None or loc.y is None:
            raise ValueError(f"location {loc.slug!r} has no position on the Valley map")
        try:
            name = str(catalog.location_by_slug(loc.slug).name)
        except KeyError:
            name = loc.slug.replace("_", " ").title()
        nodes.append(MapNode(loc.slug, name, float(loc.x), float(loc.y), bool(loc.pivotal), loc.label))
    edges = tuple(MapEdge(c.a, c.b, str(c.terrain), c.terrain in restricted) for c in vmap.connections)
    links = tuple(
        MapEdge(link.origin, link.to, str(link.terrain), link.terrain in restricted, one_way=True)
        for link in vmap.one_way
    )
    return ValleyLayout(vmap.start, tuple(nodes), edges, links)


# --------------------------------------------------------------------------- travel


@dataclass(frozen=True)
class TravelMark:
    """A destination the travel prompt lists: `option_id` None when it cannot be taken now."""

    slug: str
    terrain: str
    option_id: str | None
    key: int | None = None  # the number key that answers it (1-9)
    note: str = ""


@dataclass(frozen=True)
class MapState:
    """What the map shows besides the Valley itself."""

    current: str | None = None
    river_open: bool = False
    travel: tuple[TravelMark, ...] = ()

    def mark(self, slug: str) -> TravelMark | None:
        return next((m for m in self.travel if m.slug == slug), None)

    def path_open(self, edge: MapEdge) -> bool:
        """A river path is drawn open once the river is open, or while travel offers it."""
        if not edge.restricted or self.river_open:
            return True
        return any(
            m.option_id is not None and m.terrain == edge.terrain and edge.joins(self.current or "", m.slug)
            for m in self.travel
        )


def map_state(state: Any, catalog: Any, prompt: Any) -> MapState:
    """The map's state from the engine's: where the group is, the river, and (during a travel
    prompt) the destinations it offers, numbered like the keys that answer them."""

    current = getattr(state.day, "location", None)
    river = bool(getattr(state.day, "river_open", False))
    if prompt is None or prompt.kind != "travel":
        return MapState(current, river)
    keys = {o.id: n for n, o in enumerate(prompt.options, start=1) if n <= 9}
    marks = tuple(
        TravelMark(d.slug, d.terrain, d.option_id, keys.get(d.option_id or ""), d.note)
        for d in day_view.travel_destinations(state, catalog, prompt)
    )
    return MapState(current, river, marks)


def travel_choice(layout: ValleyLayout, st: MapState, slug: str) -> tuple[str | None, str]:
    """(the option that travels to `slug`, "") or (None, why not) for a click on the map."""
    name = layout.name(slug)
    if not st.travel:
        return None, "Travel is chosen in the travel phase, once the location's progress is met"
    if slug == st.current:
        return None, f"The rangers are already at {name}"
    mark = st.mark(slug)
    if mark is not None and mark.option_id is not None:
        return mark.option_id, ""
    if mark is not None:
        return (
            None,
            f"The {terrain_name(mark.terrain).lower()} path to {name} is closed until a game effect opens it",
        )
    here = layout.name(st.current) if st.current else "here"
    return None, f"No path leads from {here} to {name}"


# --------------------------------------------------------------------------- journey


@dataclass(frozen=True)
class JourneyDay:
    """One campaign day as the review tells it: the locations in the order the group was at
    them (where the day began first, then each travel), where it ended and why."""

    day: int
    path: Sequence[str]
    ended_at: str = ""
    ended_why: str = ""

    def __post_init__(self) -> None:
        object.__setattr__(self, "path", tuple(self.path))
        if not self.ended_at and self.path:
            object.__setattr__(self, "ended_at", self.path[-1])


def journey_day(day: int, outcome: Any) -> JourneyDay:
    """A played day's journey from the engine's `DayOutcome`: where it began, each travel's
    destination in order, where it ended and why (in the day summary's words)."""

    path = [str(outcome.start_location), *(str(t.destination) for t in outcome.travels)]
    why = END_WORDS.get(outcome.end_kind, str(outcome.end_kind))
    if outcome.end_reason and outcome.end_kind != "camp":
        why += f": {outcome.end_reason}"
    return JourneyDay(day, path, str(outcome.location), why[:1].lower() + why[1:])


@dataclass(frozen=True)
class JourneyLeg:
    a: str
    b: str
    terrain: str  # "" when no printed path joins them (a route a game effect opened)


@dataclass(frozen=True)
class JourneyRoute:
    day: int
    order: int  # 0, 1, 2... in the journey: picks the day's colour
    start: str
    end: str
    legs: tuple[JourneyLeg, ...]
    ended_why: str

    def stops(self) -> tuple[str, ...]:
        return (self.start, *(leg.b for leg in self.legs))


def journey_routes(layout: ValleyLayout, days: Iterable[JourneyDay]) -> list[JourneyRoute]:
    """Each day's route as legs along the map; unknown places or a repeated day are refused
    with a one-line error naming the day."""
    routes: list[JourneyRoute] = []
    seen: set[int] = set()
    for order, jd in enumerate(days):
        if jd.day in seen:
            raise ValueError(f"day {jd.day} is listed twice in the journey")
        seen.add(jd.day)
        stops = list(jd.path)
        if jd.ended_at and (not stops or stops[-1] != jd.ended_at):
            stops.append(jd.ended_at)
        if not stops:
            raise ValueError(f"day {jd.day} has no location")
        for slug in stops:
            if not layout.has(slug):
                raise ValueError(f"day {jd.day}: {slug!r} is not a location on the Valley map")
        legs = []
        for a, b in itertools.pairwise(stops):
            if a == b:
                continue
            edge = layout.edge_between(a, b)
            legs.append(JourneyLeg(a, b, edge.terrain if edge is not None else ""))
        routes.append(JourneyRoute(jd.day, order, stops[0], stops[-1], tuple(legs), jd.ended_why))
    return routes


def route_words(layout: ValleyLayout, route: JourneyRoute) -> str:
    """A day in words for the legend: "Day 3: Lone Tree Station to White Sky (made camp)"."""
    names = [layout.name(s) for s in route.stops()]
    where = " \u2192 ".join(names) if len(names) > 1 else f"stayed at {names[0]}"
    why = f" ({route.ended_why})" if route.ended_why else ""
    return f"Day {route.day}: {where}{why}"
