"""A whole day of the campaign: setup, travel across the Valley, path decks, weather and missions,
the campaign-guide hand-offs and the end of the day.

Why a package of its own: a day wraps the round structure (``engine/flow``) with the rulebook's
Game Setup, Phase 3: Travel and Ending the Day. This ``__init__`` stays import-free because the
state model imports ``record`` from here; the step handlers register when ``day_setup`` is
imported (by ``engine/setup.py``).
"""
