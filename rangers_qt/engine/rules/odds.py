"""Exact chance of success over the challenge cards left (Rulebook: Performing a Test, 3-4).

If the challenge deck is empty the next draw reshuffles the discard, so the odds are then taken
over the discard pile instead.
"""

from __future__ import annotations

from fractions import Fraction

from rangers_qt.engine.cards import CardBook, CatalogLike, book_for
from rangers_qt.engine.state import GameState


def success_chance(
    state: GameState,
    catalog: CatalogLike | CardBook,
    ranger_id: str,
    aspect: str,
    effort: int,
    difficulty: int,
) -> Fraction:
    book = book_for(catalog)
    pool = state.challenge_deck or state.challenge_discard
    if not pool:
        return Fraction(1) if effort >= difficulty else Fraction(0)
    hits = 0
    for iid in pool:
        mod = book.facts(state.cards[iid].def_id).mods.get(aspect, 0)
        if effort + mod >= difficulty:
            hits += 1
    return Fraction(hits, len(pool))
