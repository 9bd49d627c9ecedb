"""A table for the location cards' tests: the shipped location (cards/locations.json) is where the
group is, the path deck holds invented cards without challenge effects (so only the location's
text runs), and every challenge draw is pinned (helpers.BASE_CARDS: sun 0, mountain +1, crest -1,
sun -2)."""

from __future__ import annotations

from typing import Any

from engine.helpers import C0, CM, CM2, CP, Game, being, feature

from rangers_qt.content.catalog import load_catalog
from rangers_qt.engine import ManualAdjust, ops
from rangers_qt.engine.core import Engine
from rangers_qt.engine.events import Recorder

CATALOG = load_catalog()
SUN, MOUNTAIN, CREST, FAIL = C0, CP, CM, CM2

#: Invented path cards (no challenge symbols, no text): drawn, scouted, searched or chosen.
PREDATOR = being("TLPRED", name="Test Stalker", traits=("Predator",), presence=2, harm=9)
PREY = being("TLPREY", name="Test Grazer", traits=("Prey",), harm=9)
SPRING = feature("TLWATER", name="Test Spring", traits=("Water",), progress=9, area="along_the_way")
ROCK = feature("TLROCK", name="Test Rock", presence=3, progress=9, area="along_the_way")
STONES = [feature(f"TLS{i}", name=f"Test Stone {i}", progress=9) for i in range(1, 7)]


def at(
    loc: str,
    *path: Any,
    draw: str = SUN,
    rangers: int = 1,
    then: tuple[str, ...] = (),
    extra: tuple[Any, ...] = (),
    **kw: Any,
) -> Game:
    """A game at the shipped location ``loc``; ``path`` (invented cards) is the path deck in that
    order: its first card is the round's path draw. The challenge deck is ``draw`` first, then the
    cards in ``then``, then ``draw`` again. ``extra``: more card definitions (Ranger cards for the
    decks); ``kw`` goes to the game's setup (``decks``...)."""
    card = CATALOG.card(loc)
    return Game(
        [card, *path, *extra],
        rangers=rangers,
        path=[c.id for c in path],
        location=card.slug,
        challenge_order=[draw, *then] + [draw] * 30,
        **kw,
    )


def energy(g: Game, aspect: str, n: int, ranger: str = "r1") -> None:
    """Give a Ranger ``n`` more energy of an aspect (to reach a higher effort)."""
    g.session.manual(ManualAdjust(action="energy", ranger=ranger, aspect=aspect, amount=n))


def add(g: Game, iid: str, kind: str, n: int) -> None:
    g.session.manual(ManualAdjust(action="add_tokens", card=iid, token=kind, amount=n))


def tokens(g: Game, iid: str) -> dict[str, int]:
    return {k: v for k, v in g.state.cards[iid].tokens.items() if v}


def threshold(g: Game, iid: str, kind: str = "progress") -> int | None:
    """A card's threshold as the rules compute it now (X from behaviour included)."""
    return ops.threshold(Engine(g.state, g.session.book, g.registry, Recorder()), iid, kind)


def fatigue(g: Game, n: int, ranger: str = "r1") -> None:
    g.session.manual(ManualAdjust(action="fatigue", ranger=ranger, amount=n))


def own_test(g: Game, loc: str, energy: int) -> None:
    """Perform the location's printed test (t1) committing this much energy."""
    iid = g.iid(loc)
    g.perform("t1", iid, energy=energy, source=iid)


def remember(g: Game) -> None:
    """A Remember test: the pinned challenge card resolves the location's effect; its own scout
    prompt is answered (every card stays on top)."""
    g.perform("remember", energy=1)
    while g.session.prompt is not None and g.prompt.kind == "scout":
        g.pick(g.options()[0])


def travel_day(
    loc: str,
    links: tuple[tuple[str, str], ...] = (("alpha", "mountain_pass"),),
    rangers: int = 1,
    path: tuple[Any, ...] = (),
    extra: tuple[Any, ...] = (),
    paths: tuple[tuple[str, str, str], ...] = (),
    **setup: Any,
) -> Any:
    """A day at the shipped location ``loc`` in the day kit's tiny Valley (alpha -woods- beta
    -lakeshore- delta; alpha -river- gamma), joined to it by ``links`` (slug, terrain); ``paths``:
    more paths (a, b, terrain). ``path`` (invented cards) is the path deck, top first; ``setup``
    goes to the day's setup (``carried_missions``...)."""
    from engine.day.kit import Day

    from rangers_qt.content import models as mm

    card = CATALOG.card(loc)
    d = Day([card, *path, *extra], rangers=rangers, location=card.slug, path=[c.id for c in path], **setup)
    vmap = d.catalog.valley_map  # type: ignore[attr-defined]
    d.catalog.valley_map = vmap.model_copy(  # type: ignore[attr-defined]
        update={
            "locations": (*vmap.locations, mm.MapLocation(slug=card.slug, card_id=card.id)),
            "connections": (
                *vmap.connections,
                *(mm.Connection(a=card.slug, b=b, terrain=t) for b, t in links),
                *(mm.Connection(a=a, b=b, terrain=t) for a, b, t in paths),
            ),
        }
    )
    return d


def ready_to_travel(d: Any) -> None:
    """Fill the current location's progress and rest until the travel phase (a response window or
    the travel prompt comes next)."""
    loc = d.state.surroundings[0]
    d.manual(action="add_tokens", card=loc, token="progress", amount=30)
    answers = {"turn": "rest", "guide": "done"}
    while d.prompt.kind in ("turn", "choose_next", "guide"):
        d.pick(answers.get(d.prompt.kind) or d.options()[0])
