"""A table for the background and personality Ranger cards' tests: shipped Ranger cards in the
first Ranger's hand (or brought into their area), shipped path cards brought within reach, pinned
challenge draws (helpers.BASE_CARDS: sun 0, mountain +1, crest -1, sun -2)."""

from __future__ import annotations

from typing import Any

from engine.helpers import C0, CM2, CP, Game

from rangers_qt.content.catalog import load_catalog
from rangers_qt.engine import ManualAdjust

CATALOG = load_catalog()
PASS, FAIL, EVEN = CP, CM2, C0

#: Shipped path cards used as targets (chosen for their traits and roomy thresholds).
BOG = "01297"  # Fetid Bog: a flora feature, harm and progress thresholds 6, along the way
DOE = "01361"  # Sitka Doe: a prey being, harm threshold 2, progress threshold 4
HEART = "01388"  # Heart of the Swamp: a trail feature with no harm threshold


def table(hand: tuple[str, ...] = (), path: tuple[str, ...] = (), draw: str = EVEN, **kw: Any) -> Game:
    """A game with these Ranger cards on top of r1's deck (drawn into the opening hand) and these
    path cards in the path deck (bring them into play with ``g.bring``)."""
    ids = [*hand, *path]
    cards = {i: CATALOG.card(i) for i in ids}
    rangers = kw.pop("rangers", 1)
    decks = [list(hand)] + [[] for _ in range(rangers - 1)]
    return Game(
        list(cards.values()), rangers=rangers, path=list(path), challenge_order=[draw] * 30, decks=decks, **kw
    )


def tokens(g: Game, iid: str) -> dict[str, int]:
    return dict(g.state.cards[iid].tokens)


def add(g: Game, iid: str, kind: str, n: int) -> None:
    g.session.manual(ManualAdjust(action="add_tokens", card=iid, token=kind, amount=n))


def fatigue(g: Game, n: int, ranger: str = "r1") -> None:
    g.session.manual(ManualAdjust(action="fatigue", ranger=ranger, amount=n))


def energy(g: Game, aspect: str, n: int, ranger: str = "r1") -> None:
    g.session.manual(ManualAdjust(action="energy", ranger=ranger, aspect=aspect, amount=n))
