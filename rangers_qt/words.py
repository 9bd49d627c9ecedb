"""Counts in words: "1 card", "3 cards", never "card(s)".

Why one helper: the command line, the log and the dialogs all count things for players; a
hedged plural reads like a machine wrote it. Qt-free, so the engine, the content tools and the
campaign use it too.
"""

from __future__ import annotations


def plural(noun: str) -> str:
    """The plural of a noun phrase's last word (``path card`` -> ``path cards``, ``day`` ->
    ``days``, ``entry`` -> ``entries``, ``difference`` -> ``differences``)."""
    if noun.endswith("y") and noun[-2:-1] not in ("a", "e", "o", "u"):
        return noun[:-1] + "ies"
    if noun.endswith(("s", "x", "ch", "sh")):
        return noun + "es"
    return noun + "s"


def count(n: int, noun: str) -> str:
    """``1 card``, ``0 cards``, ``3 cards``."""
    return f"{n} {noun if n == 1 else plural(noun)}"
