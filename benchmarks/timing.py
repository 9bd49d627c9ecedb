"""What the whole-command benchmarks share: the median wall time of a call, in milliseconds.

Why a median of repeats: the machines are shared and noisy; one slow repeat (a GC pass, another
process) must not move the figure. Each benchmark is still one command (`uv run python
benchmarks/NAME.py`); Python puts this folder on the path for it.
"""

from __future__ import annotations

import statistics
import time
from collections.abc import Callable


def median_ms(fn: Callable[[], object], repeat: int) -> float:
    times = []
    for _ in range(repeat):
        t0 = time.perf_counter()
        fn()
        times.append((time.perf_counter() - t0) * 1000)
    return statistics.median(times)
