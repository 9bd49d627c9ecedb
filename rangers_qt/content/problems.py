"""Card-data problems phrased for the person who edits the card files.

Every problem names the file, the card id and the field, and says what was expected and
what was found, so the author can fix it without reading this code.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from rangers_qt.words import count


@dataclass(frozen=True)
class Problem:
    file: str
    card: str | None
    field: str | None
    message: str

    def __str__(self) -> str:
        parts = [self.file or "<cards>"]
        if self.card is not None:
            parts.append(f"card {self.card}")
        if self.field:
            parts.append(f"field '{self.field}'")
        return ": ".join(parts) + ": " + self.message


class CardDataError(Exception):
    """Raised by loading when the card files have problems; carries all of them."""

    def __init__(self, problems: list[Problem]) -> None:
        self.problems = problems
        shown = "\n".join(f"  {p}" for p in problems[:20])
        more = f"\n  ... and {len(problems) - 20} more" if len(problems) > 20 else ""
        super().__init__(f"{count(len(problems), 'card data problem')}:\n{shown}{more}")


def _short(value: Any) -> str:
    text = repr(value)
    return text if len(text) <= 60 else text[:57] + "..."


def describe_pydantic_error(err: dict[str, Any]) -> str:
    """Turn one pydantic error dict into 'expected ..., found ...' wording."""
    kind = str(err.get("type", ""))
    msg = str(err.get("msg", ""))
    found = err.get("input")
    if kind == "extra_forbidden":
        return f"unknown field (not part of the card format); found {_short(found)}"
    if kind == "missing":
        return "required field is missing"
    if kind == "union_tag_invalid":
        ctx = err.get("ctx") or {}
        return f"expected one of {ctx.get('expected_tags', '?')}, found {_short(ctx.get('tag', found))}"
    if kind == "union_tag_not_found":
        ctx = err.get("ctx") or {}
        return f"the field '{ctx.get('discriminator', '?')}' is required to tell the card kind"
    expected = msg
    if expected.startswith("Input should be "):
        expected = "expected " + expected[len("Input should be ") :]
    elif expected.startswith("Value error, "):
        expected = expected[len("Value error, ") :]
    return f"{expected}; found {_short(found)}"
