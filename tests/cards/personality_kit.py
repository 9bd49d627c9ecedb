"""A table for the personality attributes' tests: shipped attributes in the first Ranger's hand,
the test location (presence 1) to Traverse, Sitka Doe within reach to Connect with or Avoid, and
pinned challenge draws (helpers.BASE_CARDS: ``EVEN`` +0 sun, ``PASS`` +1 mountain, ``FAIL`` -2 sun)."""

from __future__ import annotations

from typing import Any

from engine.helpers import Game

from .background_kit import CATALOG, DOE, EVEN, FAIL, PASS, table

__all__ = ["DOE", "EVEN", "FAIL", "PASS", "attribute_table", "performed", "scout_back", "two_rangers"]

#: The common test of each approach (the four on the reference card) and what it aims at.
COMMON = {"exploration": "traverse", "connection": "connect", "conflict": "avoid", "reason": "remember"}


def attribute_table(*hand: str, draw: str = EVEN, **kw: Any) -> Game:
    """r1 holds these cards; Sitka Doe is within reach (a being to Connect with or Avoid)."""
    g = table(hand=hand, path=(DOE,), draw=draw, **kw)
    g.bring(DOE)
    return g


def two_rangers(mine: tuple[str, ...], theirs: tuple[str, ...], draw: str = EVEN) -> Game:
    """r1 holds ``mine``, r2 ``theirs``; Sitka Doe within r1's reach; r1 takes the first turn."""
    ids = sorted({*mine, *theirs, DOE})
    g = Game(
        [CATALOG.card(i) for i in ids],
        rangers=2,
        path=[DOE],
        challenge_order=[draw] * 30,
        decks=[list(mine), list(theirs)],
    )
    g.next_ranger("r1")
    g.bring(DOE)
    return g


def performed(g: Game, approach: str, commits: tuple[str, ...] = (), energy: int = 1) -> None:
    """r1 performs the common test of that approach with these cards committed (a Remember test's
    scout is answered: every card back on top)."""
    name = COMMON[approach]
    target = None if name == "remember" else (g.iid("TLOC") if name == "traverse" else g.iid(DOE))
    g.perform(name, target, energy=energy, commits=commits)
    scout_back(g)


def scout_back(g: Game) -> None:
    """A scout of the Ranger deck in progress: each card goes back on top."""
    while g.session.prompt is not None and g.session.prompt.kind == "scout":
        top = next(o for o in g.options() if o.startswith("top:"))
        g.pick(top, "scout")
