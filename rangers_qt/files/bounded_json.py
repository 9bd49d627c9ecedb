"""JSON from files a player (or anyone who sends them one) controls, read within fixed bounds.

Why: ``json.loads`` recurses once per nesting level (a file of 100,000 ``[`` raises
RecursionError deep inside the parser), accepts ``NaN`` and integers of any length, and a
multi-gigabyte file would be read whole into memory. Here the size is checked before reading,
the parse is guarded (the C parser's RecursionError on absurd nesting is caught) and the depth
of what it built is then measured without recursion, and every problem becomes a
``FileRefused`` whose message is one line naming what is wrong.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any


class FileRefused(ValueError):
    """A file is not what it must be; the message is one line a player can read."""


@dataclass(frozen=True)
class JsonLimits:
    """Bounds for one kind of file (the defaults suit a saved day and a card file)."""

    max_bytes: int = 8 * 1024 * 1024
    max_depth: int = 32
    #: Longest integer literal, in digits (ids and counts are short; 10**18 has 19).
    max_int_digits: int = 19


DEFAULT_LIMITS = JsonLimits()


def nesting_depth(value: Any, stop_after: int) -> int:
    """The deepest list/object nesting of a parsed value (stops counting past ``stop_after``).

    Iterative, so it cannot itself overflow the stack; level by level, keeping only the lists
    and objects of the next level (a 10,000-entry saved day: a few milliseconds, not tens)."""
    level = [value] if type(value) in (dict, list) else []
    depth = 0
    while level:
        depth += 1
        if depth > stop_after:
            return depth
        below: list[Any] = []
        add = below.append
        for item in level:
            for child in item.values() if type(item) is dict else item:
                kind = type(child)
                if kind is dict or kind is list:
                    add(child)
        level = below
    return depth


def _no_constant(name: str) -> Any:
    raise FileRefused(f"{name} is not a number JSON allows")


def loads_bounded(text: str | bytes, what: str = "the file", limits: JsonLimits = DEFAULT_LIMITS) -> Any:
    """Parse JSON text within ``limits``; ``FileRefused`` (one line, naming ``what``) otherwise."""
    if isinstance(text, bytes):
        if len(text) > limits.max_bytes:
            raise FileRefused(f"{what} is too large ({len(text)} bytes; at most {limits.max_bytes})")
        try:
            text = text.decode("utf-8")
        except UnicodeDecodeError as exc:
            raise FileRefused(f"{what} is not UTF-8 text (byte {exc.start})") from None
    if len(text) > limits.max_bytes:
        raise FileRefused(f"{what} is too large ({len(text)} characters; at most {limits.max_bytes})")
    if text.startswith("\ufeff"):
        text = text[1:]

    def parse_int(literal: str) -> int:
        if len(literal.lstrip("-")) > limits.max_int_digits:
            raise FileRefused(f"{what} holds a number too large ({len(literal)} digits)")
        return int(literal)

    def parse_float(literal: str) -> float:
        if len(literal) > 40:
            raise FileRefused(f"{what} holds a number too long ({len(literal)} characters)")
        return float(literal)

    too_deep = f"{what} is nested too deeply (more than {limits.max_depth} levels)"
    try:
        value = json.loads(text, parse_int=parse_int, parse_float=parse_float, parse_constant=_no_constant)
    except FileRefused:
        raise
    except json.JSONDecodeError as exc:
        raise FileRefused(
            f"{what} is not valid JSON (line {exc.lineno}, column {exc.colno}: {exc.msg})"
        ) from None
    except RecursionError:
        raise FileRefused(too_deep) from None
    except (ValueError, MemoryError) as exc:
        raise FileRefused(f"{what} cannot be read as JSON ({type(exc).__name__})") from None
    if nesting_depth(value, limits.max_depth) > limits.max_depth:
        raise FileRefused(too_deep)
    return value


def read_json_bounded(path: str | Path, what: str | None = None, limits: JsonLimits = DEFAULT_LIMITS) -> Any:
    """Read and parse a JSON file within ``limits`` (the size is checked before reading)."""
    target = Path(path)
    label = what or target.name
    try:
        size = target.stat().st_size
        if size > limits.max_bytes:
            raise FileRefused(f"{label} is too large ({size} bytes; at most {limits.max_bytes})")
        with target.open("rb") as fh:
            data = fh.read(limits.max_bytes + 1)
    except FileRefused:
        raise
    except OSError as exc:
        raise FileRefused(f"cannot read {label}: {exc.strerror or exc}") from None
    return loads_bounded(data, label, limits)
