"""The day's record, under its old name: it lives in ``engine/day_record.py`` (beside the state,
below the flows). Kept for ``engine/effects/``, which imports it from here until the behaviour
house's rebuild of effects/ imports it from its new place (issue #26); then this file goes.
"""

from rangers_qt.engine.day_record import DeckChange, Route

__all__ = ["DeckChange", "Route"]
