"""Routes opened for the next travel, and travelling at once (Rulebook: Phase 3: Travel)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Annotated, Literal

from pydantic import Field

from rangers_qt.content.behaviour.verb import Verb

if TYPE_CHECKING:
    from rangers_qt.content.behaviour.context import TextContext


class OpenRoute(Verb):
    """A travel option for the group's next travel only (beyond the printed map paths)."""

    do: Literal["open_route"]
    destination: Annotated[str, Field(pattern=r"^[a-z_]+$")]
    terrain: Literal[
        "woods", "lakeshore", "mountain_pass", "old_growth", "grassland", "swamp", "ravine", "river"
    ]

    def text(self, ctx: TextContext) -> str:
        # "Marsh of Rebirth", the location's name, not the slug title-cased ("Marsh Of Rebirth"),
        # and the terrain said as what it does, not a bare "(swamp)" (Heart of the Swamp)
        where = place_name(self.destination)
        kind = self.terrain.replace("_", " ")
        deck = f"its path deck uses the {kind} terrain"
        return f"for the next travel only, the group may travel to {where} ({deck})"


#: Words a place's name keeps in lower case after its first word ("Marsh of Rebirth").
_SMALL_WORDS = frozenset({"of", "the", "and", "to", "in", "on"})


def place_name(slug: str) -> str:
    """A location's name from its slug as the map and its card spell it: each word capitalised
    but the small ones after the first ("marsh_of_rebirth" -> "Marsh of Rebirth"). A slug keeps
    no apostrophe, so a name with one (Michael's Bog) would need its card's name instead."""
    words = slug.split("_")
    return " ".join(w if k and w in _SMALL_WORDS else w.capitalize() for k, w in enumerate(words))


class OpenFarRoutes(Verb):
    """For the group's next travel only: every location up to ``paths`` map paths away is a
    destination (the paths the group may use now), with the terrain of the last path (Spiderline
    Stanchion)."""

    do: Literal["open_far_routes"]
    paths: Annotated[int, Field(ge=2, le=3)] = 2

    def text(self, ctx: TextContext) -> str:
        return (
            f"let the group travel to any location up to {self.paths} paths away (with the terrain of "
            "the last path)"
        )


class OpenTerrainRoutes(Verb):
    """For the group's next travel only: every location that a map path of ``terrain`` touches is
    a destination, its path deck built with that terrain (a location with no printed path of its
    own, left by one kind of path: the Marsh of Rebirth)."""

    do: Literal["open_terrain_routes"]
    terrain: Literal[
        "woods", "lakeshore", "mountain_pass", "old_growth", "grassland", "swamp", "ravine", "river"
    ]

    def text(self, ctx: TextContext) -> str:
        kind = self.terrain.replace("_", " ")
        return (
            f"this time the group may travel to any location a {kind} path touches (its path deck "
            f"uses the {kind} terrain)"
        )


class TravelNow(Verb):
    """The round stops here: the group goes to the travel phase and travels to ``destination``
    (a map slug) along a path of ``terrain``, then the refresh phase (The Greenbridge collapsing)."""

    do: Literal["travel_now"]
    destination: Annotated[str, Field(pattern=r"^[a-z_]+$")]
    terrain: Literal[
        "woods", "lakeshore", "mountain_pass", "old_growth", "grassland", "swamp", "ravine", "river"
    ]

    def text(self, ctx: TextContext) -> str:
        where = self.destination.replace("_", " ").title()
        # Not "the round ends": only the turns do; the refresh phase still follows the travel.
        terrain = self.terrain.replace("_", " ")
        return f"the group takes no more turns this round and travels to {where} along a {terrain} path"


#: The verbs of this family, in the effect union (``effects.Effect``: add a new verb here).
Verbs = OpenRoute | OpenFarRoutes | OpenTerrainRoutes | TravelNow
