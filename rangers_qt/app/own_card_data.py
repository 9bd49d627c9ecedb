"""A player's own copy of the community card data: printed names and text shown from their file.

Why: the project ships no printed card sentences (its rules text is generated from behaviour
data). Players who own a copy of the community card data (a JSON list of cards, each with
``code`` or ``id``, ``name`` and ``text``) can point the app at it, and the preview then shows
each card's printed text from *their* file. Nothing here is copied into the project; the file is
read within fixed bounds (files/bounded_json.py) and a bad file is refused with one line.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from rangers_qt.files.bounded_json import FileRefused, JsonLimits, loads_bounded
from rangers_qt.files.contained import OutsideFolder, read_contained

LIMITS = JsonLimits(max_bytes=32 * 1024 * 1024, max_depth=16)
_TAGS = re.compile(r"<[^>]{0,200}>")


@dataclass(frozen=True)
class OwnCard:
    code: str
    name: str
    text: str


def _plain(text: str) -> str:
    """Markup in community text ("[b]", "<b>", "[[Trait]]") reduced to plain words."""
    text = _TAGS.sub("", text)
    text = re.sub(r"\[\[([^\]]{0,80})\]\]", r"\1", text)
    text = re.sub(r"\[/?[a-z_]{1,20}\]", "", text)
    return text.strip()


def parse_cards(data: Any, what: str = "the card data") -> dict[str, OwnCard]:
    """Cards by code from a parsed JSON list (or {"cards": [...]}); a malformed file raises
    `FileRefused` with one readable line and nothing is kept."""
    if isinstance(data, dict) and isinstance(data.get("cards"), list):
        data = data["cards"]
    if not isinstance(data, list):
        raise FileRefused(f"{what} is not a list of cards")
    out: dict[str, OwnCard] = {}
    for n, entry in enumerate(data, start=1):
        if not isinstance(entry, dict):
            raise FileRefused(f"{what}: entry {n} is not a card (an object with code, name and text)")
        code = entry.get("code", entry.get("id"))
        if not isinstance(code, str | int) or isinstance(code, bool) or str(code).strip() == "":
            raise FileRefused(f"{what}: entry {n} has no code or id")
        name = entry.get("name", "")
        text = entry.get("text", "")
        if not isinstance(name, str) or not isinstance(text, str | type(None)):
            raise FileRefused(f"{what}: card {code} has a name or text that is not words")
        out[str(code).strip()] = OwnCard(str(code).strip(), name.strip(), _plain(text or ""))
    if not out:
        raise FileRefused(f"{what} holds no cards")
    return out


def load_own_cards(path: str | Path) -> dict[str, OwnCard]:
    """Read the player's card data file (bounded, and only as a regular file of its own folder: a
    link out of the folder is refused, files/contained.py); `FileRefused` or `OSError` says why not."""
    target = Path(path).absolute()
    try:
        data = read_contained(target.parent, target.name, LIMITS.max_bytes)
    except OutsideFolder as exc:
        raise FileRefused(f"{target.name} not read: {exc}") from None
    except OSError as exc:
        raise FileRefused(f"cannot read {target.name}: {exc.strerror or exc}") from None
    return parse_cards(loads_bounded(data, target.name, LIMITS), target.name)
