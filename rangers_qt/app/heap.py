"""Settle the heap once a game is on the table, so the garbage collector stays out of answers.

Why: Python's cyclic collector now and then walks every tracked object (its oldest generation).
With the whole card catalogue, the session, its checkpoints and the table's Qt wrappers loaded,
one such pass takes tens of milliseconds, and it lands on whichever answer happened to allocate
last: the slowest answers of a day were these passes (docs/performance.md, Play table). What is
alive when a game arrives lives for the whole game, so it is moved out of the collector's sight
(``gc.freeze``); what the game allocates from then on is collected as before. The frozen set is
thawed and collected again when the next game arrives, so an old game's cycles are not kept.
The first game thaws nothing: what is frozen then is the card catalogue, which the catalogue
cache already collected and froze as it loaded (content/catalog.py), and walking it again would
cost start-up about 70 ms for nothing.
"""

from __future__ import annotations

import gc

#: Has a game's heap been frozen in this process (so the next game must thaw it first)?
_game_frozen = False


def settle() -> int:
    """Collect what is garbage now, then freeze the rest; returns how many objects are frozen."""
    global _game_frozen
    if _game_frozen:
        gc.unfreeze()  # the previous game's objects may be garbage now: let this pass see them
    gc.collect()
    gc.freeze()
    _game_frozen = True
    return gc.get_freeze_count()
