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
catalogue froze itself (docs/performance.md, part 9). The one full pass comes when the pause
ends, in `settle` or `resume`; the catalogue leaves its own pass to whoever paused the collector.
"""

from __future__ import annotations

import gc

#: Has a game's heap been frozen in this process (so the next game must thaw it first)?
_game_frozen = False
#: Did `pause` turn the collector off (so `settle` or `resume` must turn it on again)?
_paused = False


def pause() -> None:
    """Turn the cyclic collector off until the start-up's objects are settled (`settle` or
    `resume`). Does nothing if the collector is already off (someone else's pause)."""
    global _paused
    if gc.isenabled():
        gc.disable()
        _paused = True


def resume() -> None:
    """End `pause` without a game (the start page, a set-up that failed): collect and freeze
    what start-up left, as the catalogue did itself before, and turn the collector on."""
    global _paused
    if _paused:
        gc.collect()
        gc.freeze()
        _paused = False
        gc.enable()


def settle() -> int:
    """Collect what is garbage now, then freeze the rest; returns how many objects are frozen."""
    global _game_frozen, _paused
    if _game_frozen:
        gc.unfreeze()  # the previous game's objects may be garbage now: let this pass see them
    gc.collect()
    gc.freeze()
    _game_frozen = True
    if _paused:
        _paused = False
        gc.enable()
    return gc.get_freeze_count()
