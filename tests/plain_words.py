"""What a player must never read: the checks shared by the rules-text, prompt and log tests.

Why one list: card faces, the preview, prompts, the log and the tracker are all made from data
(behaviour, hook keys, card ids); a phrase a machine wrote ("the number of charge", "at most 0",
"ability ability", "white_sky") must fail the same way wherever it shows (issue #27).
"""

from __future__ import annotations

import re

#: Phrases that read like the engine wrote them, each with why it is wrong.
BANNED_PHRASES = {
    "the number of": "a count said as 'the number of' (say 'the charges on ...', '1 for each ...')",
    "at most 0": "'at most 0' (say 'no ... left')",
    "among the card": "'among the card' (say 'the card you are testing is ...')",
    "the card it is attached to": "'the card it is attached to' (say 'the attached card')",
    "it is your event": "engine words 'it is your event'",
    "offered only while": "engine words 'offered only while'",
    "open a route for the next travel": "engine words 'open a route for the next travel'",
    "does not apply to you": "engine words '... does not apply to you'",
    "ability ability": "a hook key said as a name",
    "(flow": "a macro's name",
    "that many is": "an amount's own guard said ('that many is at least 1')",
    "if ,": "an empty condition",
    "one at a time, that ranger acting": "engine words 'one at a time, that Ranger acting'",
    "in the window of": "engine words 'in the window of ...' (say when it is played)",
    "the event it answers": "engine words 'the event it answers'",
    "as this card's x": "engine words 'as this card's X' (say what X is)",
}

#: A word said twice in a row ("to to", "the the"); numbers may repeat ("2 2" never occurs).
DOUBLED = re.compile(r"\b([A-Za-z]+) \1\b", re.IGNORECASE)
#: An identifier: lower-case words joined by underscores ("white_sky", "energy_awa").
SNAKE = re.compile(r"\b[a-z]+(?:_[a-z0-9]+)+\b")
#: A card id where a name belongs ("01290", "WE03", "MI07").
CARD_ID = re.compile(r"\b(?:0\d{4}|(?:WE|MI|CH)\d{2})\b")
#: A hook key ("response:after:challenge_shuffle", "ability:when:test").
HOOK_KEY = re.compile(r"\b(?:response|ability|commit|test):[a-z_]+")


def problems(text: str) -> list[str]:
    """Every reason ``text`` is not plain words for a player (empty: it reads fine)."""
    low = text.lower()
    out = [why for phrase, why in BANNED_PHRASES.items() if phrase in low]
    out += [f"doubled word {m.group(0)!r}" for m in DOUBLED.finditer(text)]
    out += [f"snake_case {m.group(0)!r}" for m in SNAKE.finditer(text)]
    out += [f"card id {m.group(0)!r}" for m in CARD_ID.finditer(text)]
    out += [f"hook key {m.group(0)!r}" for m in HOOK_KEY.finditer(text)]
    return out
