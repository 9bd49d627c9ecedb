"""Issue #27, the card audit (docs/card-audit-path.md): the Valley set as printed, each clause's
outcome with a negative case. Shipped cards (cards/path/the_valley.json) on the terrain kit."""

from __future__ import annotations

from engine.helpers import Game

from rangers_qt.content.behaviour.text import rules_text
from rangers_qt.engine import ManualAdjust

from ..terrain_kit import CATALOG, table

CACHE = "01373"


def _discard(g: Game, rid: str, n: int) -> list[str]:
    cards = g.state.ranger(rid).hand[:n]
    for card in cards:
        g.session.manual(ManualAdjust(action="move", card=card, zone="discard", ranger=rid))
    return cards


def _clear_cache(discards: tuple[int, int]) -> tuple[Game, list[str | None]]:
    """Two Rangers with ``discards`` cards in their discard piles; both tokens go on the Ranger
    Cache (its threshold: every Ranger's token), so it clears. Returns the game and who was asked
    each question that followed."""
    g = table(first=CACHE, rangers=2)
    cache = g.iid(CACHE)
    for rid, n in zip(("r1", "r2"), discards, strict=True):
        _discard(g, rid, n)
    g.session.manual(ManualAdjust(action="ranger_token", ranger="r2", card=cache))
    asked: list[str | None] = []
    g.session.manual(ManualAdjust(action="ranger_token", ranger="r1", card=cache))
    while g.session.prompt is not None and g.prompt.kind == "effect_choice":
        asked.append(g.prompt.ranger)
        g.pick(g.options()[0])
    assert g.where(cache) == ("path_discard", None)
    return g, asked


def test_ranger_cache_clear_each_ranger_shuffles_two_of_their_own_discards() -> None:
    """01373 Ranger Cache (clear by Ranger tokens: each Ranger shuffles 2 cards of their discard into
    their deck): 3 discarded cards each - 1 is left in each discard, and each Ranger picks their own
    2 cards (2 questions to r1, then 2 to r2)."""
    g, asked = _clear_cache((3, 3))
    assert [len(r.discard) for r in g.state.rangers] == [1, 1]
    assert asked == ["r1", "r1", "r2", "r2"]


def test_ranger_cache_clear_with_fewer_than_two_discards_takes_what_there_is() -> None:
    """01373 Ranger Cache (clear by Ranger tokens, negative case): 1 and 0 cards in the discards -
    the one card goes back, nothing is asked of the Ranger with an empty discard."""
    g, asked = _clear_cache((1, 0))
    assert [len(r.discard) for r in g.state.rangers] == [0, 0]
    assert "r2" not in asked


def test_ranger_cache_clear_is_told_once() -> None:
    """01373 Ranger Cache (clear by Ranger tokens; issue #27's example of a clause told twice):
    the shuffle is said once, with its count."""
    line = next(t for t in rules_text(CATALOG.card(CACHE)) if "clears" in t)
    assert line.count("shuffle") == 1 and "2" in line
