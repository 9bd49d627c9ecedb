"""Reading JSON a player handed us (a deck, a campaign file) within fixed bounds.

Why: a corrupt, hostile or simply huge file must be refused with one line, quickly, without
exhausting memory or the stack. The size is checked before reading the whole file; parsing goes
through the project's bounded reader (or, for campaign files, a faster path, see ``loads``);
every refusal is a ``CampaignError``.
"""

from __future__ import annotations

import json
import os
import re
from array import array
from itertools import accumulate
from pathlib import Path
from typing import Any

from rangers_qt.campaign.errors import CampaignError
from rangers_qt.files.bounded_json import FileRefused, JsonLimits, loads_bounded

#: Nesting deeper than this is no file we write (the campaign file is about 8 levels deep).
MAX_DEPTH = 64


_STRING = re.compile(rb'"[^"\\]*(?:\\.[^"\\]*)*"')
_NOT_BRACKET = bytes(b for b in range(256) if b not in b"[]{}")
_DEPTH_STEP = bytes.maketrans(b"[{]}", b"\x01\x01\xff\xff")


def nesting_depth(data: bytes) -> int:
    """How deeply ``data`` nests (arrays and objects), measured on the raw bytes before parsing.

    Why before: the parser (and later pydantic's serialiser) handle absurd nesting only by
    running into their recursion caps, in ways that differ between them - a file the parser
    accepted once could not be saved again. Strings are blanked first (brackets inside them do
    not count); the rest runs in C (regex, translate, accumulate), well under a second for the
    largest file accepted."""
    brackets = _STRING.sub(b"", data).translate(None, _NOT_BRACKET).translate(_DEPTH_STEP)
    return max(accumulate(array("b", brackets)), default=0)


def check_depth(data: bytes, what: str, most: int) -> None:
    """Refuse ``data`` nested deeper than ``most`` levels, in one line."""
    depth = nesting_depth(data)
    if depth > most:
        raise CampaignError(f"not a {what}: nested {depth} levels deep (a {what} has at most {most})")


def _no_constants(name: str) -> Any:
    raise ValueError(f"{name} is not a number JSON allows")


def read_bytes(path: str | Path, max_bytes: int, what: str) -> bytes:
    """The file's bytes, refusing a missing, unreadable or oversized file (never reads past the limit)."""
    p = Path(path)
    try:
        with open(p, "rb") as fh:
            size = os.fstat(fh.fileno()).st_size
            if size > max_bytes:
                raise CampaignError(
                    f"{p.name}: {size:,} bytes is too large for a {what} (limit {max_bytes:,})"
                )
            data = fh.read(max_bytes + 1)
    except FileNotFoundError:
        raise CampaignError(f"{p}: no such file") from None
    except IsADirectoryError:
        raise CampaignError(f"{p}: is a folder, not a {what}") from None
    except OSError as exc:
        raise CampaignError(f"{p}: cannot be read ({exc.strerror or exc})") from None
    if len(data) > max_bytes:
        raise CampaignError(f"{p.name}: too large for a {what} (limit {max_bytes:,} bytes)")
    return data


def loads(data: bytes | str, what: str, max_depth: int | None = MAX_DEPTH) -> Any:
    """Parse JSON or raise ``CampaignError`` with one line saying why it is not a ``what``.

    With ``max_depth`` this is the project's bounded reader (rangers_qt/files/bounded_json.py:
    depth, number sizes). ``max_depth=None`` is the fast path for campaign files: the plain C
    parser (its recursion cap still refuses absurd nesting) without the per-number hooks and the
    depth walk, which would triple the time to open a campaign; their schema validation bounds
    every typed part, and the free-form day saves are validated by the engine when used."""
    if max_depth is not None:
        limits = JsonLimits(max_bytes=max(len(data), 1), max_depth=max_depth)
        try:
            return loads_bounded(data, f"the {what}", limits)
        except FileRefused as exc:
            raise CampaignError(f"not a {what}: {exc}") from None
    try:
        text = data.decode("utf-8") if isinstance(data, bytes) else data
    except UnicodeDecodeError as exc:
        raise CampaignError(f"not a {what}: the file is not UTF-8 text (byte {exc.start})") from None
    try:
        return json.loads(text, parse_constant=_no_constants)
    except RecursionError:
        raise CampaignError(f"not a {what}: nested too deeply") from None
    except json.JSONDecodeError as exc:
        raise CampaignError(
            f"not a {what}: broken JSON at line {exc.lineno} column {exc.colno} ({exc.msg})"
        ) from None
    except ValueError as exc:
        raise CampaignError(f"not a {what}: {exc}") from None
