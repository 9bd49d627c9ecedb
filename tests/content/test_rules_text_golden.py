"""Every card's generated rules text, byte for byte, against a committed golden file.

Why: the behaviour language is being rearranged (one module per verb family, each verb writing its
own sentence); such a move must not change one word a player reads. The golden file holds every
card's lines as ``rules_text`` gives them to the UI: the front, and for weather and missions the
back and both faces together (``cards show``).

A change to the text on purpose regenerates the file deliberately, for every card or only the
cards named (after a card-data fix, so the rest still guards the generator)::

    RANGERS_QT_GOLDEN=all uv run pytest tests/content/test_rules_text_golden.py
    RANGERS_QT_GOLDEN=01213,01269 uv run pytest tests/content/test_rules_text_golden.py
"""

from __future__ import annotations

import difflib
import os
from pathlib import Path
from typing import Any

from rangers_qt.content.behaviour.text import rules_text
from rangers_qt.content.catalog import Catalog

GOLDEN = Path(__file__).parent / "golden" / "rules_text.txt"
REGENERATE = "RANGERS_QT_GOLDEN"


def card_block(card: Any) -> list[str]:
    """One card's section: a header per face asked for, then that face's lines."""
    cid = card.id
    sides: tuple[str | None, ...] = ("front",)
    if card.category in ("weather", "mission"):
        sides = ("front", "back", None)
    out: list[str] = []
    for side in sides:
        out.append(f"== {cid} {side or 'both'}")
        out.extend(rules_text(card, side))
    return out


def blocks(catalog: Catalog) -> dict[str, list[str]]:
    return {cid: card_block(catalog.cards[cid]) for cid in sorted(catalog.cards)}


def parse(text: str) -> dict[str, list[str]]:
    """The golden file back into per-card sections (a header names its card)."""
    out: dict[str, list[str]] = {}
    cid = ""
    for line in text.splitlines():
        if line.startswith("== "):
            cid = line.split()[1]
        out.setdefault(cid, []).append(line)
    return out


def render(sections: dict[str, list[str]]) -> str:
    return "".join(line + "\n" for cid in sorted(sections) for line in sections[cid])


def test_every_cards_rules_text_matches_the_golden_file(catalog: Catalog) -> None:
    now = blocks(catalog)
    assert len(now) > 300  # the whole catalogue, not an empty one
    wanted = os.environ.get(REGENERATE, "").strip()
    if wanted:
        kept = parse(GOLDEN.read_text(encoding="utf-8")) if GOLDEN.exists() else {}
        ids = set(now) if wanted == "all" else {w.strip() for w in wanted.split(",") if w.strip()}
        unknown = ids - set(now)
        assert not unknown, f"{REGENERATE} names cards not in the catalogue: {sorted(unknown)}"
        for cid in ids:
            kept[cid] = now[cid]
        for cid in set(kept) - set(now):
            del kept[cid]
        GOLDEN.write_text(render(kept), encoding="utf-8")
    golden = GOLDEN.read_text(encoding="utf-8")
    generated = render(now)
    if generated != golden:
        diff = difflib.unified_diff(
            golden.splitlines(), generated.splitlines(), "golden/rules_text.txt", "generated", lineterm=""
        )
        raise AssertionError(
            "generated rules text differs from the golden file (regenerate on purpose with "
            f"{REGENERATE}=all or ={','.join(['<card id>'] * 2)}):\n" + "\n".join(list(diff)[:80])
        )
