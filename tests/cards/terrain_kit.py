"""A table for the terrain path cards' tests: the shipped card data (cards/path/*.json) on the
engine's strict prompt driver, with pinned challenge cards (helpers.BASE_CARDS: sun 0, mountain +1,
crest -1, sun -2)."""

from __future__ import annotations

from typing import Any

from engine.helpers import C0, CM, CM2, CP, Game

from rangers_qt.content.catalog import load_catalog
from rangers_qt.engine import ManualAdjust, ops
from rangers_qt.engine.core import Engine
from rangers_qt.engine.events import Recorder

CATALOG = load_catalog()
SUN, MOUNTAIN, CREST, FAIL = C0, CP, CM, CM2


def table(
    *ids: str,
    first: str | None = None,
    draw: str = SUN,
    rangers: int = 1,
    extra: tuple[Any, ...] = (),
    **kw: Any,
) -> Game:
    """A game with these shipped cards in the path deck (one instance per id given; ``first`` is
    the round's path draw). Every challenge draw is ``draw``. ``extra``: more card definitions
    (a weather card from the catalog, an invented gear); ``kw`` goes to the game's setup."""
    cards = {i: CATALOG.card(i) for i in (*ids, *([first] if first else []))}
    path = ([first] if first else []) + list(ids)
    return Game([*cards.values(), *extra], rangers=rangers, path=path, challenge_order=[draw] * 30, **kw)


def fatigue(g: Game, n: int, ranger: str = "r1") -> None:
    g.session.manual(ManualAdjust(action="fatigue", ranger=ranger, amount=n))


def tokens(g: Game, iid: str) -> dict[str, int]:
    return dict(g.state.cards[iid].tokens)


def presence(g: Game, iid: str) -> int:
    """A card's presence as the rules compute it now (constants in play included)."""
    return ops.presence(Engine(g.state, g.session.book, g.registry, Recorder()), iid)


def keyword(g: Game, iid: str, name: str) -> bool:
    """Has the card this keyword now (gained or lost through the modifier layer included)?"""
    from rangers_qt.engine.modifier_layer.modifiers import has_keyword

    return has_keyword(Engine(g.state, g.session.book, g.registry, Recorder()), iid, name)


def add(g: Game, iid: str, kind: str, n: int) -> None:
    g.session.manual(ManualAdjust(action="add_tokens", card=iid, token=kind, amount=n))


def exhausted(g: Game, iid: str) -> bool:
    return bool(g.state.cards[iid].exhausted)


def remember(g: Game, energy: int = 1) -> None:
    """A Remember test (no target): the pinned challenge card resolves active cards' effects; its
    own scout prompt is answered (keep every card on top)."""
    g.perform("remember", energy=energy)
    while g.session.prompt is not None and g.prompt.kind == "scout":
        g.pick(g.options()[0])


def order(g: Game, *iids: str) -> None:
    """Answer the challenge-order prompts (several effects of one symbol in an area) in this order."""
    for iid in iids:
        if g.session.prompt is None or g.prompt.kind != "challenge_order":
            return
        g.pick(f"challenge:{iid}")
