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

While the window starts (`pause`, from the launch to the first game or the start page being
ready) the collector does not run at all: start-up imports pydantic, the content and the engine
and reads the catalogue, hundreds of thousands of objects that all stay alive, and the collector
walked them some 140 times on the way, about 30 ms of CPU, and once more in full where the
catalogue froze itself (docs/performance.md, part 9). The one full pass (about 50 ms: some 4,000
objects, 1.5 MB, of start-up garbage among 95,000) comes when the pause ends, in `resume`, which
the window calls once the ready table has painted; a game arriving during the pause is settled
by that same pass, and the catalogue leaves its own pass to whoever paused the collector.
"""

from __future__ import annotations

import gc

#: Has a game's heap been frozen in this process (so the next game must thaw it first)?
_game_frozen = False
#: Did `pause` turn the collector off (so `resume` must turn it on again)?
_paused = False
#: A game arrived during the pause: `resume` settles it.
_game_waiting = False


def pause() -> None:
    """Turn the cyclic collector off until `resume`. Does nothing if the collector is already
    off (someone else's pause)."""
    global _paused
    if gc.isenabled():
        gc.disable()
        _paused = True


def resume() -> None:
    """End `pause`: collect and freeze what start-up left (the catalogue, and the game if one
    arrived: `settle`'s pass), then turn the collector on. Does nothing without a pause."""
    global _paused, _game_frozen, _game_waiting
    if not _paused:
        return
    if _game_waiting and _game_frozen:
        gc.unfreeze()
    gc.collect()
    gc.freeze()
    _game_frozen = _game_frozen or _game_waiting
    _paused = _game_waiting = False
    gc.enable()


def settle() -> int:
    """Collect what is garbage now, then freeze the rest; returns how many objects are frozen.
    During a `pause` the pass is left to `resume` (one pass, not two)."""
    global _game_frozen, _game_waiting
    if _paused:
        _game_waiting = True
        return gc.get_freeze_count()
    if _game_frozen:
        gc.unfreeze()  # the previous game's objects may be garbage now: let this pass see them
    gc.collect()
    gc.freeze()
    _game_frozen = True
    return gc.get_freeze_count()
