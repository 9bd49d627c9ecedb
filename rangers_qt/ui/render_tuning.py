"""Painting on the calling thread: Qt's GUI thread pool is turned off before the first paint.

Why: Qt's raster engine hands any fill or blend taller than about a hundred lines to its GUI
thread pool, in slices. The table is made of card-sized blits (faces, item caches, overlays), so
every card repainted was split across threads, and the hand-off (waking a pooled thread, waiting
for it) cost more than the blit: re-rendering 25 cards' item caches took 11.5-12.9 ms with the pool
and 3.9-5.6 ms without it, same machine, runs alternating (docs/performance.md, issue #15). On a
machine where other programs hold the cores the wait is longer still.

The variable is read when the pool is first needed, so `serial_painting()` must run before
anything is painted; the app calls it before creating the QApplication and the main window
calls it again (tests, benchmarks). A player who sets QT_NO_GUI_THREADPOOL themselves keeps it.
"""

from __future__ import annotations

import os

ENV = "QT_NO_GUI_THREADPOOL"


def serial_painting() -> None:
    """Ask Qt to paint without its GUI thread pool (no effect once the pool exists)."""
    os.environ.setdefault(ENV, "1")
