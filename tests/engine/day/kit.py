"""A tiny Valley for the day's rules tests: invented cards (ids start with "D") and a map.

alpha (non-pivotal) -woods- beta (pivotal, own set) -lakeshore- delta; alpha -river- gamma.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from rangers_qt.content import models as m
from rangers_qt.content.behaviour import Behaviour
from rangers_qt.engine import GameSetup, ManualAdjust, RangerSetup, Session
from rangers_qt.engine.cards import MemoryCatalog
from rangers_qt.engine.effects.registry import fresh_registry
from rangers_qt.engine.events import AnswerResult

from ..helpers import ASP, BASE_CARDS, C0, PromptDriver, amt, feature, kw, location

VALLEY = [feature(f"DV{i}", set_id="the_valley", name=f"Valley {i}") for i in range(1, 7)]
WOODS = [
    feature("DW1", set_id="woods", name="Woods 1", quantity=2),
    feature("DW2", set_id="woods", name="Woods 2"),
]
LAKE = [feature("DL1", set_id="lakeshore", name="Lake 1")]
SWAMP = [feature("DS1", set_id="swamp", name="Swamp 1")]
BSET = [feature("DB1", set_id="bset", name="Beta own 1"), feature("DB2", set_id="bset", name="Beta own 2")]
LINGERING = m.RangerAttachmentCard(id="DLING", name="Lingering Injury", set_id="malady")

ALPHA = location("DLA", slug="alpha", progress=2, guide_entry="71")
BETA = location("DLB", slug="beta", progress=2, pivotal=True, path_set="bset", guide_entry="72")
GAMMA = location("DLG", slug="gamma", progress=2)
DELTA = location("DLD", slug="delta", progress=2)

VMAP = m.ValleyMap(
    start="alpha",
    locations=(
        m.MapLocation(slug="alpha", card_id="DLA"),
        m.MapLocation(slug="beta", card_id="DLB", pivotal=True),
        m.MapLocation(slug="gamma", card_id="DLG"),
        m.MapLocation(slug="delta", card_id="DLD"),
    ),
    connections=(
        m.Connection(a="alpha", b="beta", terrain="woods"),
        m.Connection(a="alpha", b="gamma", terrain="river"),
        m.Connection(a="beta", b="delta", terrain="lakeshore"),
    ),
)

DAY_CARDS: list[Any] = [*VALLEY, *WOODS, *LAKE, *SWAMP, *BSET, LINGERING, ALPHA, BETA, GAMMA, DELTA]


def catalog(extra: list[Any] = ()) -> MemoryCatalog:  # type: ignore[assignment]
    cards = {c.id: c for c in [*BASE_CARDS, *DAY_CARDS]}
    for c in extra:
        cards[c.id] = c
    cat = MemoryCatalog(list(cards.values()))
    cat.valley_map = VMAP  # type: ignore[attr-defined]
    return cat


def arrival_location(
    cid: str,
    name: str,
    slug: str,
    arrival: Sequence[dict[str, Any]] = (),
    assembly: Sequence[dict[str, Any]] = (),
    **fields: Any,
) -> m.LocationCard:
    """A location of the test set "tloc" with progress threshold 2; ``arrival`` (its arrival setup:
    ``arrive(...)`` steps) and ``assembly`` (Path Deck Assembly rules) go into its behaviour."""
    data: dict[str, Any] = {}
    if arrival:
        data["arrival"] = list(arrival)
    if assembly:
        data["assembly"] = list(assembly)
    if data:
        given = fields.get("behaviour")
        if isinstance(given, Behaviour):
            given = given.model_dump(mode="json", by_alias=True, exclude_defaults=True)
        fields["behaviour"] = Behaviour.model_validate({**(given or {}), **data})
    return m.LocationCard(
        id=cid, name=name, slug=slug, set_id="tloc", progress_threshold=m.Amount.fixed(2), **fields
    )


def arrive(who: str, *effects: dict[str, Any]) -> dict[str, Any]:
    """One arrival setup step (``arrival_step``): ``who`` is lead, next or group."""
    return {"do": "arrival_step", "who": who, "effects": list(effects)}


#: The commonest arrival effect: the top path card comes into play where its arrow says.
DEAL: dict[str, Any] = {"do": "deal_path"}


def objective_mission(cid: str, name: str, back: str, **objective: Any) -> m.MissionCard:
    """A mission whose front shows one objective (`objective` = the Objective's fields); slug = name."""
    return m.MissionCard(
        id=cid,
        name=name,
        set_id="missions",
        slug=name.lower(),
        front=m.MissionFace(name=name, objective=m.Objective(**objective)),
        back=m.MissionFace(name=back),
    )


class Day(PromptDriver):
    """A strict prompt driver for day tests (path deck built by the rules unless ``path`` is given)."""

    def __init__(
        self,
        extra: list[Any] = (),  # type: ignore[assignment]
        rangers: int = 1,
        location: str = "alpha",
        path: list[str] | None = None,
        decks: list[list[str]] | None = None,
        challenge: list[str] | None = None,
        **setup: Any,
    ) -> None:
        self.catalog = catalog(list(extra))
        decks = decks or [[] for _ in range(rangers)]
        self.setup = GameSetup(
            rangers=[
                RangerSetup(
                    name=f"Ranger{i + 1}",
                    aspects=dict(ASP),
                    role_id="TROLE",
                    deck=list(decks[i]) + ["TFILL"] * max(0, 30 - len(decks[i])),
                )
                for i in range(rangers)
            ],
            location=location,
            path_deck=path,
            challenge_order=challenge if challenge is not None else [C0] * 20,
            shuffle_decks=False,
            seed=setup.pop("seed", 3),
            **setup,
        )
        self.session = Session.new(self.catalog, self.setup, fresh_registry())
        self.last: AnswerResult | None = None

    def manual(self, **kw_: Any) -> AnswerResult:
        return self.session.manual(ManualAdjust(**kw_))

    def defs(self, zone: list[str]) -> list[str]:
        return [self.state.cards[i].def_id for i in zone]

    def location_iid(self) -> str:
        return next(i for i in self.state.surroundings if self.state.cards[i].def_id.startswith("DL"))

    def ready_to_travel(self) -> None:
        """Fill the location's progress and rest: the travel prompt comes next."""
        loc = self.location_iid()
        need = 2 - self.state.cards[loc].tokens.get("progress", 0)
        if need > 0:
            self.manual(action="add_tokens", card=loc, token="progress", amount=need)
        while self.prompt.kind in ("turn", "choose_next", "guide"):
            if self.prompt.kind == "guide":
                self.pick("done")
            elif self.prompt.kind == "choose_next":
                self.pick(self.options()[0])
            else:
                self.pick("rest")


__all__ = ["Day", "amt", "arrival_location", "feature", "kw", "location", "objective_mission"]
