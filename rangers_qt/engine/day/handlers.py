"""Importing this module registers the day's step handlers with the engine core."""

from rangers_qt.engine.day import (  # noqa: F401
    arrival,
    day_setup,
    guide,
    missions,
    travel,
)
