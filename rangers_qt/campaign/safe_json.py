"""Reading JSON a player handed us (a deck, a campaign file) within fixed bounds.

Why: a corrupt, hostile or simply huge file must be refused with one line, quickly, without
exhausting memory or the stack. The size is checked before reading the whole file; Python's
parser turns very deep nesting into ``RecursionError``, which becomes the same one-line refusal;
non-standard numbers (NaN, Infinity) are refused too.
"""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

from rangers_qt.campaign.errors import CampaignError

#: Nesting deeper than this is no file we write (the campaign file is about 8 levels deep).
MAX_DEPTH = 64


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


def _depth(value: Any, limit: int) -> int:
    """Nesting depth, stopping as soon as it exceeds ``limit`` (iterative: no recursion)."""
    deepest = 0
    stack: list[tuple[Any, int]] = [(value, 1)]
    while stack:
        item, d = stack.pop()
        if d > deepest:
            deepest = d
            if deepest > limit:
                return deepest
        if isinstance(item, dict):
            stack.extend((v, d + 1) for v in item.values() if isinstance(v, (dict, list)))
        elif isinstance(item, list):
            stack.extend((v, d + 1) for v in item if isinstance(v, (dict, list)))
    return deepest


def loads(data: bytes | str, what: str, max_depth: int | None = MAX_DEPTH) -> Any:
    """Parse JSON or raise ``CampaignError`` with one line saying why it is not a ``what``.

    ``max_depth=None`` skips the depth walk (the parser's own recursion limit still applies;
    callers whose schema validation bounds the structure use it to save the walk's time)."""
    try:
        text = data.decode("utf-8") if isinstance(data, bytes) else data
    except UnicodeDecodeError as exc:
        raise CampaignError(f"not a {what}: the file is not UTF-8 text (byte {exc.start})") from None
    try:
        value = json.loads(text, parse_constant=_no_constants)
    except RecursionError:
        raise CampaignError(f"not a {what}: nested too deeply") from None
    except json.JSONDecodeError as exc:
        raise CampaignError(
            f"not a {what}: broken JSON at line {exc.lineno} column {exc.colno} ({exc.msg})"
        ) from None
    except ValueError as exc:
        raise CampaignError(f"not a {what}: {exc}") from None
    if max_depth is not None and _depth(value, max_depth) > max_depth:
        raise CampaignError(f"not a {what}: nested more than {max_depth} levels deep")
    return value
