"""Which card a printed test interacts with (Rulebook: Perform a Test; 1. Choose Test).

Why it matters: a test on your own gear interacts with the card in play its text affects, and that
decides fatigue from cards between, obstacles, other Rangers' tokens and the Friendly/Weapon rule.
The card data says it (``TestDef.targets``, a fact read from the card, in the engine's words):

- a card type: ``being``, ``feature``, ``location``, ``path`` (any path card), ``card`` (any);
- a keyword (``obstacle``) or a trait (``flora``, ``water``, ``human``): cards in play that have it;
- ``self``: the card the test is printed on; ``none``: no card in play (scouting, your deck).

``chosen`` (older data: the target is picked but its kind is not recorded) offers no card in play.
"""

from __future__ import annotations

TYPE_WORDS = frozenset({"being", "feature", "location", "path", "card"})


def target_words(def_id: str, test_id: str, printed: str) -> list[str]:
    """The targets words of a printed test (``chosen`` without a recorded kind: none)."""
    del def_id, test_id  # the words are card data now (cards/README.md, tests)
    if printed == "chosen":
        printed = "none"
    return printed.replace(",", " ").split()
