"""The test dialog's words: a chance as a fraction and a percentage, the fatigue a test costs,
the question a costly test asks first.

Why apart from the dialog: the price shown in the card menu (``ui/parts/test_price.py``) and the
dialog say a test's price in the same words, and these are plain functions of numbers, tested
without a window.
"""

from __future__ import annotations

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
