"""Compare our card facts with a community card-data file the *user* supplies.

`rangers-qt cards verify --against core.json` reads a rangers-card-data style list of cards
(ids, names, numbers) and reports every fact that differs. It only compares: nothing from the
supplied file is written anywhere, and its text fields are never read.
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

from rangers_qt.content.catalog import Catalog
from rangers_qt.content.models import Amount, AspectCard, LocationCard, PathCardBase, RangerCardBase

#: Fields of the supplied file that are compared; every other field (text included) is ignored.
COMPARED = ("name", "quantity", "presence", "progress", "harm", "cost", "level", "aspect_id", "traits")


def _amount(value: Any) -> Amount | None:
    if value is None or value == "":
        return None
    if isinstance(value, int):
        return Amount(kind="x") if value == -2 else Amount(n=value)
    text = str(value).strip()
    if text == "X":
        return Amount(kind="x")
    if text == "[ranger]":
        return Amount(kind="ranger_tokens")
    per = re.fullmatch(r"(\d+)\[per_ranger\]", text)
    if per:
        return Amount(kind="per_ranger", n=int(per.group(1)))
    if text.isdigit():
        return Amount(n=int(text))
    raise ValueError(f"unreadable number {value!r}")


def _ours(card: Any, field: str) -> Any:
    if field == "progress":
        return getattr(card, "progress_threshold", None)
    if field == "harm":
        return getattr(card, "harm_threshold", None)
    if field == "aspect_id":
        return getattr(card, "aspect", None)
    if field == "level":
        return getattr(card, "level", 0) or None
    return getattr(card, field, None)


def compare(catalog: Catalog, entries: list[dict[str, Any]]) -> list[str]:
    """Differences between `entries` (the supplied file) and the catalogue, one line each."""
    diffs: list[str] = []
    for entry in entries:
        card_id = str(entry.get("id", ""))
        if not card_id or card_id.endswith("b"):
            continue
        card = catalog.cards.get(card_id)
        if card is None:
            diffs.append(f"{card_id} {entry.get('name', '?')}: missing from our cards")
            continue
        if isinstance(card, AspectCard):
            spread = {
                "AWA": entry.get("awareness"),
                "FIT": entry.get("fitness"),
                "FOC": entry.get("focus"),
                "SPI": entry.get("spirit"),
            }
            if spread != card.values:
                diffs.append(f"{card_id}: aspects differ: ours {card.values}, theirs {spread}")
            continue
        for field in COMPARED:
            if field not in entry:
                continue
            raw = entry[field]
            ours = _ours(card, field)
            theirs: Any
            if field in ("presence", "progress", "harm", "cost"):
                theirs = _amount(raw)
                if field == "presence" and isinstance(card, PathCardBase | LocationCard) and theirs is None:
                    continue
            elif field == "traits":
                theirs = tuple(t.strip() for t in str(raw or "").split("/") if t.strip())
            elif field == "level":
                theirs = raw or None
                if not isinstance(card, RangerCardBase):
                    continue
            else:
                theirs = raw
            if ours != theirs:
                diffs.append(f"{card_id} {card.name}: {field}: ours {ours!s}, theirs {theirs!s}")
    return diffs


def verify_file(catalog: Catalog, path: Path) -> list[str]:
    data = json.loads(path.read_text(encoding="utf-8"))
    if not isinstance(data, list):
        raise ValueError(f"{path}: expected a JSON list of cards")
    return compare(catalog, [e for e in data if isinstance(e, dict)])
