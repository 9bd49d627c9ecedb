"""The one error the campaign layer raises for anything a player or a file got wrong.

Why one class: the app (and the CLI) catch ``CampaignError`` and show its text as one line;
anything else escaping the campaign package is a bug, not bad input.
"""

from __future__ import annotations

from pydantic import ValidationError

#: Longest reason shown to a player (a crafted file must not make the message its payload).
LINE_MAX = 300


def one_line(text: object, limit: int = LINE_MAX) -> str:
    """``text`` as one line: whitespace (newlines included) collapsed, cut at ``limit``."""
    line = " ".join(str(text).split())
    return line if len(line) <= limit else line[: limit - 3] + "..."


def reason(exc: BaseException) -> str:
    """An exception in words for one line: a validation error names its first field (pydantic's own
    text runs over several lines), anything else is its text or, without one, its class."""
    if isinstance(exc, ValidationError) and exc.error_count():
        err = exc.errors()[0]
        where = ".".join(str(p) for p in err.get("loc", ())) or "document"
        return one_line(f"{where}: {err.get('msg', 'invalid')}")
    return one_line(str(exc) or type(exc).__name__)


class CampaignError(ValueError):
    """A refusal with a one-line reason meant for the player (no traceback, nothing changed)."""

    def __init__(self, message: str, problems: list[str] | None = None) -> None:
        message = one_line(message, limit=2 * LINE_MAX)  # whatever it quotes, one line
        super().__init__(message)
        #: Every individual problem (e.g. each deck rule broken), when there are several.
        self.problems: list[str] = list(problems) if problems else [message]


class DeckError(CampaignError):
    """A deck that cannot be imported or used: ``problems`` lists every rule it breaks."""
