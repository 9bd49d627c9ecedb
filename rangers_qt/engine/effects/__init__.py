"""Scripted card behaviour, keyed by card id (the common tests are the first entries)."""
