"""Compare our behaviour with the printed text of a card-data file the *user* supplies.

`rangers-qt cards compare --card-data core.json` reads a community card-data list (the shape of
rangers-card-data's ``core.json``: ``id``, ``name``, ``text`` and the challenge fields) and says,
per card, which triggers, tests, guide entries, challenge effects and keywords the printed text
names that our behaviour lacks, and how long our generated rules text is against the printed
text. Why: "every ability is expressed" is what our status says; this is the check a player can
run against the cards in their box. It only compares: the printed text is read to count its
markers and measure its length, and nothing of it is printed, stored or copied.
"""

from __future__ import annotations

import re
import statistics
import unicodedata
from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from rangers_qt.content.catalog import Catalog
from rangers_qt.content.models import CardDef
from rangers_qt.files.bounded_json import FileRefused, JsonLimits, read_json_bounded

#: A community card-data file is a few hundred kilobytes; allow a generous margin and no more.
CARD_DATA_LIMITS = JsonLimits(max_bytes=16 * 1024 * 1024, max_depth=16)

#: What the printed text names, by kind: each pattern counts one marker in the text.
_PRINTED_MARKERS: dict[str, re.Pattern[str]] = {
    "response": re.compile(r"<b>\s*Rep?sponse:\s*</b>", re.IGNORECASE),
    "exhaust/use ability": re.compile(r"<b>\s*(?:Exhaust\b[^<]*|Use [^<]*):\s*</b>", re.IGNORECASE),
    "refresh": re.compile(r"<b>\s*Refresh:\s*</b>", re.IGNORECASE),
    "clear": re.compile(r"<b>\s*Clear \[[a-z]+\][^<]*:\s*</b>", re.IGNORECASE),
    "test": re.compile(r"<b>[^<]*\[(?:AWA|FIT|FOC|SPI)\] \+ \[[a-z]+\][^<]*:[^<]*</b>"),
}
_GUIDE = re.compile(r"\[guide\]\s*(\d+(?:\.\d+)?)")
#: A keyword line: capitalised words (with a value, "Fatiguing 2"), before the first rule or bold.
_KEYWORD_LINE = re.compile(r"\s*(?:[A-Z][a-z]+(?: \d+)?\.?\s*)+")
_CHALLENGE_FIELDS = {"sun": "sun_challenge", "mountain": "mountain_challenge", "crest": "crest_challenge"}
_MARKUP = re.compile(r"<[^>]+>")
_ICON = re.compile(r"\[([a-z_]+)\]")
_SPACE = re.compile(r"\s+")


@dataclass
class CardComparison:
    """One card of the supplied file against ours: what it names that we lack, and lengths."""

    card_id: str
    name: str
    lacks: list[str] = field(default_factory=list)
    printed_chars: int = 0
    generated_chars: int = 0

    @property
    def ratio(self) -> float | None:
        """Generated length over printed length (None when the card prints no text)."""
        if self.printed_chars == 0:
            return None
        return self.generated_chars / self.printed_chars


@dataclass
class Comparison:
    """Every card compared, plus the supplied cards we do not have (by id and name)."""

    cards: list[CardComparison]
    unmatched: list[str]

    def ratios(self) -> list[float]:
        return [r for c in self.cards if (r := c.ratio) is not None]

    def summary(self) -> dict[str, Any]:
        ratios = self.ratios()
        return {
            "compared": len(self.cards),
            "with_lacks": sum(1 for c in self.cards if c.lacks),
            "unmatched": len(self.unmatched),
            "median_ratio": round(statistics.median(ratios), 3) if ratios else None,
            "max_ratio": round(max(ratios), 3) if ratios else None,
            "over_1_6": sum(1 for r in ratios if r > 1.6),
        }


def plain_length(text: str) -> int:
    """Characters of a text as a player reads it: markup dropped, an icon as its word."""
    words = _ICON.sub(lambda m: m.group(1), _MARKUP.sub(" ", text))
    return len(_SPACE.sub(" ", words).strip())


def printed_text(entry: dict[str, Any]) -> str:
    """The card's printed text with its arrival setup, path deck assembly and challenge effects
    (separate fields in the file), as one string to measure: our generated text tells them all."""
    parts = [str(entry.get(key) or "") for key in ("text", "arrival_setup", "path_deck_assembly")]
    parts += [f"{symbol}: {entry[key]}" for symbol, key in _CHALLENGE_FIELDS.items() if entry.get(key)]
    return " ".join(p for p in parts if p)


def printed_markers(entry: dict[str, Any]) -> Counter[str]:
    """The markers the supplied card's printed text names, counted by kind (never the text)."""
    text = str(entry.get("text") or "")
    found: Counter[str] = Counter()
    for kind, pattern in _PRINTED_MARKERS.items():
        found[kind] = len(pattern.findall(text))
    for number in _GUIDE.findall(text):
        found[f"guide entry {number}"] += 1
    first = re.split(r"<hr>|<b>|\n", text, maxsplit=1)[0]
    if _KEYWORD_LINE.fullmatch(first):
        for word in re.findall(r"[A-Z][a-z]+", first):
            found[f"keyword {word.lower()}"] += 1
    for symbol, key in _CHALLENGE_FIELDS.items():
        if entry.get(key):
            found[f"challenge {symbol}"] += 1
    return +found


def _walk(node: Any) -> Iterator[dict[str, Any]]:
    stack = [node]
    while stack:
        item = stack.pop()
        if isinstance(item, dict):
            yield item
            stack.extend(item.values())
        elif isinstance(item, list):
            stack.extend(item)


def our_markers(card: CardDef) -> Counter[str]:
    """The same kinds of marker, counted in our behaviour and facts for the card."""
    data = card.model_dump(mode="json", by_alias=True)
    behaviour = data.get("behaviour") or {}
    found: Counter[str] = Counter()
    for ability in behaviour.get("abilities") or []:
        on = str(ability.get("on") or "")
        kind = on.split(":", 1)[0]
        # A response is also written by its moment alone (``card_cleared``, ``when_drawn``).
        if kind in ("response", "card_cleared", "when_drawn"):
            found["response"] += 1
        elif kind == "ability":
            found["exhaust/use ability"] += 1
        elif kind == "clear":
            found["clear"] += 1
        elif kind == "refresh":
            found["refresh"] += 1
    found["test"] = len(behaviour.get("tests") or {})
    for node in _walk(data):
        entry = node.get("entry") if node.get("do") == "read_guide" else node.get("guide_entry")
        if isinstance(entry, str | int):
            found[f"guide entry {entry}"] = 1
    for keyword in data.get("keywords") or []:
        name = keyword.get("name") if isinstance(keyword, dict) else keyword
        found[f"keyword {name}"] += 1
    for symbol in behaviour.get("challenge") or {}:
        found[f"challenge {symbol}"] += 1
    return +found


def _name_key(name: str) -> str:
    folded = unicodedata.normalize("NFKD", name).replace("\u2019", "'").casefold()
    return _SPACE.sub(" ", folded).strip()


def read_card_data(path: Path) -> list[dict[str, Any]]:
    """The supplied file's cards: a JSON list of objects with at least ``id`` and ``name``."""
    data = read_json_bounded(path, "the card-data file", CARD_DATA_LIMITS)
    if not isinstance(data, list) or not all(isinstance(e, dict) for e in data):
        raise FileRefused(f"{path}: not a card-data file (a JSON list of cards was expected)")
    for n, entry in enumerate(data):
        if not isinstance(entry.get("id"), str) or not isinstance(entry.get("name"), str):
            raise FileRefused(f"{path}: card {n + 1} has no string 'id' and 'name'")
    return data


def compare(catalog: Catalog, entries: list[dict[str, Any]], text_of: Any) -> Comparison:
    """Compare each supplied card with ours (matched by id, else by name). ``text_of(card)`` is our
    generated rules text as lines; passed in so this module stays free of the text machinery."""
    by_name: dict[str, list[CardDef]] = {}
    for card in catalog.cards.values():
        by_name.setdefault(_name_key(card.name), []).append(card)
    results: list[CardComparison] = []
    unmatched: list[str] = []
    for entry in entries:
        ours = catalog.cards.get(entry["id"])
        if ours is None:
            named = by_name.get(_name_key(entry["name"]), [])
            ours = named[0] if len(named) == 1 else None
        if ours is None:
            unmatched.append(f"{entry['id']} {entry['name']}")
            continue
        printed = printed_markers(entry)
        have = our_markers(ours)
        lacks = [
            f"{kind}" + (f" (printed {n}, ours {have[kind]})" if n > 1 or have[kind] else "")
            for kind, n in sorted(printed.items())
            if have[kind] < n
        ]
        results.append(
            CardComparison(
                card_id=ours.id,
                name=ours.name,
                lacks=lacks,
                printed_chars=plain_length(printed_text(entry)),
                generated_chars=plain_length(" ".join(text_of(ours))),
            )
        )
    return Comparison(cards=results, unmatched=unmatched)
