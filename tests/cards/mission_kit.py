"""A table for the mission cards' tests: the shipped mission (cards/missions.json) shows the face
asked for in the surroundings (as a mission carried from an earlier day), the path deck holds
invented cards without text (its first card is the round's path draw), and every challenge draw
is pinned (helpers.BASE_CARDS: sun 0, mountain +1, crest -1, sun -2)."""

from __future__ import annotations

from typing import Any

from engine.helpers import C0, CM, CM2, CP, Game, being

from rangers_qt.content.catalog import load_catalog
from rangers_qt.engine import ManualAdjust
from rangers_qt.engine.day_record import CarriedMission

CATALOG = load_catalog()
SUN, MOUNTAIN, CREST, FAIL = C0, CP, CM, CM2
#: The round's first path draw: a being with no text, so nothing else happens.
OPENER = being("TXOPEN", name="Test Passer-by", harm=9)


def table(
    mission: str,
    *path: Any,
    side: str = "front",
    draw: str = SUN,
    rangers: int = 1,
    at: str | None = None,
    tokens: dict[str, int] | None = None,
    extra: tuple[Any, ...] = (),
    boxes: int = 0,
    subject: str | None = None,
    **kw: Any,
) -> Game:
    """A game with the shipped ``mission`` showing ``side`` (with ``tokens``), at the shipped
    location whose slug is ``at`` (default: the test location). ``path`` are card definitions in
    path-deck order after the opener (a definition given twice is two copies); ``extra`` more
    definitions (shipped cards a mission names); ``boxes``: its tracker boxes checked on earlier days;
    ``subject``: the card id the mission was received with (attached to it face down)."""
    cards = list({c.id: c for c in [CATALOG.card(mission), OPENER, *path, *extra]}.values())
    setup: dict[str, Any] = {}
    if at is not None:
        cards.append(CATALOG.location_by_slug(at))
        setup["location"] = at
    carried = CarriedMission(def_id=mission, side=side, tokens=tokens or {}, boxes=boxes, subject=subject)
    ids = [OPENER.id] + [c.id for c in path]
    order = [draw] * 30
    return Game(
        cards, rangers=rangers, path=ids, challenge_order=order, carried_missions=[carried], **setup, **kw
    )


def mission_of(g: Game) -> str:
    return next(i for i, c in g.state.cards.items() if g.session.book.facts(c.def_id).category == "mission")


def loose(g: Game, def_id: str) -> str:
    """The copy of a card not attached face down to a mission (a mission's subject has that twin)."""
    return next(i for i, c in g.state.cards.items() if c.def_id == def_id and c.attached_to is None)


def tokens(g: Game, iid: str) -> dict[str, int]:
    return {k: v for k, v in g.state.cards[iid].tokens.items() if v}


def add(g: Game, iid: str, kind: str, n: int) -> None:
    g.last = g.session.manual(ManualAdjust(action="add_tokens", card=iid, token=kind, amount=n))


def fatigue_of(g: Game, ranger: str = "r1") -> int:
    return len(g.state.ranger(ranger).fatigue)


def remember(g: Game) -> None:
    """A Remember test (no target): the pinned challenge card resolves the mission's effect; the
    test's own scout prompt keeps every card on top."""
    g.perform("remember", energy=1)
    while g.session.prompt is not None and g.prompt.kind == "scout":
        g.pick(g.options()[0])


def entries(g: Game) -> list[str | None]:
    """Guide entries read in the last answer."""
    assert g.last is not None
    return [e.guide_entry for e in g.last.events if e.kind == "guide_entry"]
