"""Errors the engine raises at its boundary."""

from __future__ import annotations


class IllegalAnswer(ValueError):
    """The submitted answer is not an option of the current prompt (or a manual adjustment is
    impossible); the message says why in words a player understands."""


class EngineError(RuntimeError):
    """An internal inconsistency: a bug, never a player mistake."""
