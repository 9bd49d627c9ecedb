"""The test dialog's words: a chance as a fraction and a percentage, the fatigue a test costs,
the question a costly test asks first.

Why apart from the dialog: the price shown in the card menu (``ui/parts/test_price.py``) and the
dialog say a test's price in the same words, and these are plain functions of numbers, tested
without a window.
"""

from __future__ import annotations

import re
from fractions import Fraction


def chance_text(p: Fraction) -> str:
    """ "7/12 (58%)": the exact fraction and a rounded percentage."""
    pct = round(float(p) * 100)
    if p.denominator == 1:
        return f"{pct}%"
    return f"{p.numerator}/{p.denominator} ({pct}%)"


#: A test whose fatigue would leave the ranger's deck with fewer cards than this asks first.
LOW_DECK = 5


def price_warning(name: str, fatigue: int, deck: int, low: int = LOW_DECK) -> str | None:
    """Why a test's fatigue price deserves a question first, or None.

    Fatigue comes off the top of the ranger's deck; a ranger who must take a card from an empty
    deck ends the day (Rulebook: Fatigue; Ending the Day)."""
    if fatigue <= 0:
        return None
    if fatigue > deck:
        return (
            f"This test costs {name} {fatigue} fatigue but only {deck} card{'s' if deck != 1 else ''} "
            "are left in the deck: the day would end. Start it anyway?"
        )
    left = deck - fatigue
    if left < low:
        return (
            f"This test costs {name} {fatigue} fatigue and leaves {left} card{'s' if left != 1 else ''} "
            f"in the deck. Start it anyway?"
        )
    return None


def fatigue_text(parts: list[tuple[str, int]]) -> str:
    """ "3 fatigue: Sitka Buck 1, Prowling Wolhund 2" or "No fatigue"."""
    total = sum(n for _, n in parts)
    if total == 0:
        return "No fatigue"
    return f"{total} fatigue: " + ", ".join(f"{name} {n}" for name, n in parts)


#: The engine's commit option: "[Ranger: ]Commit <card> (+<icons>)[: first <price>]".
_COMMIT_LABEL = re.compile(r"^(?P<whose>.*?)Commit (?P<card>.+?) \(\+\d+\)(?::\s*(?P<price>.+))?$")


def tick_text(label: str, by_energy: list[tuple[int, int]], aspect: str) -> str:
    """A price-page tick in words: "Determined: +2 effort with 1 FIT, +1 with 2 FIT, none with
    3 FIT", or "Mountain Stride: +1 effort" when the energy does not change it.

    Why: the engine's "(+2)" counts the card's icons after the least energy only; a card whose
    icons count the energy left in the pool (Determined) adds less after more energy, and a bare
    "+2" read as a promise. `by_energy` is (energy, icons the commit question then offers; 0: not
    offered) for each energy the test could begin with. A label not in the engine's shape is
    returned as it is."""
    m = _COMMIT_LABEL.match(label)
    if m is None:
        return label
    whose = m["whose"].removesuffix(": ")
    head = f"{whose}'s {m['card']}: " if whose else f"{m['card']}: "
    price = f", first {m['price'].removeprefix('first ')}" if m["price"] else ""
    amounts = {n for _, n in by_energy}
    if not amounts:
        return label
    if len(amounts) == 1 and 0 not in amounts:
        return f"{head}+{amounts.pop()} effort{price}"
    said = [
        f"{f'+{n}' + (' effort' if k == 0 else '') if n else 'none'} with {e} {aspect}"
        for k, (e, n) in enumerate(by_energy)
    ]
    return head + ", ".join(said) + price
