"""A table for the specialty Ranger cards' tests: the shipped card data (cards/ranger/*.json) on the
engine's strict prompt driver, with the Ranger's role chosen and pinned challenge cards
(helpers.BASE_CARDS: sun 0, mountain +1, crest -1, sun -2)."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from engine.helpers import C0, CM, CM2, CP, Game

from rangers_qt.content.catalog import load_catalog
from rangers_qt.engine import ManualAdjust, Session

CATALOG = load_catalog()
SUN, MOUNTAIN, CREST, FAIL = C0, CP, CM, CM2


def ranger_table(
    role: str | None = None,
    deck: Iterable[str] = (),
    path: Iterable[str] = (),
    draw: str = SUN,
    rangers: int = 1,
    **kw: Any,
) -> Game:
    """A game whose first Ranger has this shipped role (else the test role) and these shipped cards
    on top of their deck (the first five start in hand); ``path`` cards form the path deck."""
    deck, path = list(deck), list(path)
    ids = sorted({*deck, *path, *([role] if role else [])})
    decks = [deck] + [[] for _ in range(rangers - 1)]
    g = Game(
        [CATALOG.card(i) for i in ids],
        rangers=rangers,
        path=path,
        challenge_order=[draw] * 30,
        decks=decks,
        **kw,
    )
    if role:
        first = g.setup.rangers[0].model_copy(update={"role_id": role})
        g.setup = g.setup.model_copy(update={"rangers": [first, *g.setup.rangers[1:]]})
        g.session = Session.new(g.catalog, g.setup, g.registry)
    return g


def in_play(g: Game, def_id: str, nth: int = 0, ranger: str = "r1") -> str:
    """Put a Ranger card into its owner's player area by hand (no enters-play text runs)."""
    return g.bring(def_id, zone="player_area", ranger=ranger, nth=nth)


def exhaust(g: Game, iid: str) -> None:
    g.session.manual(ManualAdjust(action="exhaust", card=iid))


def tokens(g: Game, iid: str) -> dict[str, int]:
    return dict(g.state.cards[iid].tokens)


def add(g: Game, iid: str, kind: str, n: int) -> None:
    g.session.manual(ManualAdjust(action="add_tokens", card=iid, token=kind, amount=n))


def energy(g: Game, ranger: str = "r1") -> dict[str, int]:
    return dict(g.state.ranger(ranger).energy)


def role_of(g: Game, ranger: str = "r1") -> str:
    return str(g.state.ranger(ranger).role)
