"""Headless play with the random bot: ``python -m rangers_qt.sim --seed N --rangers K --rounds R``.

``run_sim`` returns one JSON-able dict; the same arguments always give the same result.
"""

from __future__ import annotations

from rangers_qt.sim.runner import default_setup, run_sim

__all__ = ["default_setup", "run_sim"]
