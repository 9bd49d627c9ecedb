"""Answers to a pending event: it does not happen, is smaller, or adds more
(engine/effects/replacements.py)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Literal

from rangers_qt.content.behaviour.amounts import Amount
from rangers_qt.content.behaviour.verb import Verb

if TYPE_CHECKING:
    from rangers_qt.content.behaviour.context import TextContext


class Prevent(Verb):
    """In a "would" answer: the event does not happen (no fatigue, no injury, the card stays
    exhausted, no path or challenge card is drawn). What happens instead is the ability's other
    effects."""

    do: Literal["prevent"]

    def text(self, ctx: TextContext) -> str:
        return "it does not happen"


class Reduce(Verb):
    """In a "would" answer: the pending fatigue is this much smaller (never below 0; at 0 nothing
    is suffered)."""

    do: Literal["reduce"]
    amount: Amount = 1

    def text(self, ctx: TextContext) -> str:
        return f"it is {ctx.amount(self.amount)} smaller"


class IncreaseAdded(Verb):
    """In a ``tokens_added`` response: ``amount`` more of the tokens it answers go on that card
    (``$card``, ``$kind``) as part of the same addition ("increase the number added by 1")."""

    do: Literal["increase_added"]
    amount: Amount = 1

    def text(self, ctx: TextContext) -> str:
        n = ctx.amount(self.amount)
        # "1 more is put there at the same time": where, and that it is one addition (a second
        # addition would answer this response again)
        return f"{n} more {'is' if n == '1' else 'are'} put there at the same time"


#: The verbs of this family, in the effect union (``effects.Effect``: add a new verb here).
Verbs = Prevent | Reduce | IncreaseAdded
