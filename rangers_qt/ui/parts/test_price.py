"""Price and odds before anything is spent: every way to start a test goes through the test dialog.

Why: a number key, Tab+Enter, a prompt button, a drop or a menu entry used to start a test at
once, and the fatigue was spent before the player saw it (one key press cost a ranger 7 cards).
Now the controller asks this part (`price_gate`) before a test option is answered unpriced; the
part opens the test dialog on that very test, with its fatigue price, difficulty and the chance
of success at each energy, and the dialog's "Begin test" (Enter) starts it. The prompt bar's test
buttons also carry the price and the chance in their label and tooltip: such a button (or its
number key) and a card menu's priced entry begin the test at once (issue #29), the price having
been shown where it was picked.
"""

from __future__ import annotations

from typing import Any

from rangers_qt.ui.parts import WindowPart
from rangers_qt.ui.test_words import chance_text


def price_label(preview: Any) -> str:
    """ " \u00b7 2 fatigue \u00b7 58%": the price and the chance with all the energy available."""
    bits = [f"{preview.fatigue_total} fatigue" if preview.fatigue_total else "no fatigue"]
    if preview.odds:
        n, p = preview.odds[-1]
        bits.append(f"{round(float(p) * 100)}% with {n}")
    return " \u00b7 " + " \u00b7 ".join(bits)


def price_tip(preview: Any, name_of: Any) -> str:
    """The full price and odds, for a tooltip."""
    parts = ", ".join(f"{name_of(iid)} {n}" for iid, n in preview.fatigue)
    lines = [
        f"Fatigue: {preview.fatigue_total}" + (f" ({parts})" if parts else ""),
        f"Difficulty {preview.difficulty}; {preview.aspect} energy available: {preview.energy}",
    ]
    lines += [f"With {n} energy: {chance_text(p)}" for n, p in preview.odds]
    return "\n".join(lines)


#: Said while a test's price is shown, until it begins or the question moves on.
PRICE_SHOWN = "Price and odds shown: Enter (Begin test) starts the test"


class TestPricePart(WindowPart):
    __test__ = False

    def attach(self, controller: Any) -> None:
        controller.price_gate = self.gate
        controller.prompt_changed.connect(self._prompt_changed)

    def gate(self, option: Any) -> bool:
        """Show the test's price and odds in the test dialog instead of starting it."""
        self.window.card_menus.open_test_dialog(option.target or option.card, option.id)
        self.status(PRICE_SHOWN, 6000)
        return False

    def _prompt_changed(self, _prompt: Any) -> None:
        """Once the question moves on (the test begun, or anything else answered), the hint to
        press Enter no longer holds: it went on saying so through the test and after it."""
        bar = self.window.statusBar()
        if bar.currentMessage() == PRICE_SHOWN:
            bar.clearMessage()
