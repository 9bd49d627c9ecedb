"""Facts derived from a game state, kept or compared without rebuilding them (issue #28)."""
