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
        where = self.destination.replace("_", " ").title()
        return f"for the next travel only, the group may travel to {where} ({self.terrain.replace('_', ' ')})"


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
        return f"no more turns this round: the group travels to {where} along a {terrain} path"


#: The verbs of this family, in the effect union (``effects.Effect``: add a new verb here).
Verbs = OpenRoute | OpenFarRoutes | OpenTerrainRoutes | TravelNow
