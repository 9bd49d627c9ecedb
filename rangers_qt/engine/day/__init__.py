"""A whole day of the campaign: setup, travel across the Valley, path decks, weather and missions,
the campaign-guide hand-offs and the end of the day.

Why a package of its own: a day wraps the round structure (``engine/flow``) with the rulebook's
Game Setup, Phase 3: Travel and Ending the Day, so it sits above the flows. What the state
itself holds of a day (``engine/day_record.py``) and the whole days a bot plays
(``engine/day_sim.py``, above the session) live outside it: the package imports neither the
state's layer above nor the session's below (docs/layers.md).
"""
