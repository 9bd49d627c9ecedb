"""The one error the campaign layer raises for anything a player or a file got wrong.

Why one class: the app (and the CLI) catch ``CampaignError`` and show its text as one line;
anything else escaping the campaign package is a bug, not bad input.
"""

from __future__ import annotations


class CampaignError(ValueError):
    """A refusal with a one-line reason meant for the player (no traceback, nothing changed)."""

    def __init__(self, message: str, problems: list[str] | None = None) -> None:
        super().__init__(message)
        #: Every individual problem (e.g. each deck rule broken), when there are several.
        self.problems: list[str] = list(problems) if problems else [message]


class DeckError(CampaignError):
    """A deck that cannot be imported or used: ``problems`` lists every rule it breaks."""
