"""Challenge effects and the challenge deck (Rulebook: Challenge Effects)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Annotated, Literal

from pydantic import ConfigDict, Field

from rangers_qt.content.behaviour.amounts import DISCARDED_COUNT
from rangers_qt.content.behaviour.selectors import Selector
from rangers_qt.content.behaviour.verb import CardVerb, Verb
from rangers_qt.content.behaviour.vocabulary import Binding, Symbol

if TYPE_CHECKING:
    from rangers_qt.content.behaviour.context import TextContext


class ResolveChallenge(CardVerb):
    """Resolve a challenge effect printed on a card in play, outside any test and even if it is
    exhausted: ``symbol`` one symbol, ``choose`` (one of the card's symbols, the acting Ranger
    picks) or ``each`` (every one, in the order the acting Ranger picks). Cards that reached a
    threshold clear first; a card no longer in play resolves nothing."""

    do: Literal["resolve_challenge"]
    target: Selector = "this"
    symbol: Symbol | Literal["choose", "each"] = "choose"

    def text(self, ctx: TextContext) -> str:
        what = {
            "choose": "one challenge effect",
            "each": "each challenge effect",
        }.get(self.symbol, f"the {self.symbol} challenge effect")
        order = " in an order you choose" if self.symbol == "each" else ""
        return f"resolve {what} of {ctx.card(self.target)}{order}, even if it is exhausted"


class ChallengeEffect(Verb):
    """In a card's "when you resolve a challenge effect on this card" response (key
    ``response:when:challenge_effect``, ``$symbol`` bound): this card's challenge effect for that
    symbol resolves now, seeing the response's bindings (the card it is aimed at instead:
    ``$instead``). Declining the response resolves the effect as printed."""

    do: Literal["challenge_effect"]

    def text(self, ctx: TextContext) -> str:
        return "this card's challenge effect resolves, aimed at that card"


class DrawChallengeUntil(Verb):
    """In a ``challenge_draw`` answer ("when drawing a challenge card for a test"): challenge cards
    are drawn and discarded until the top one shows ``modifier`` for the test's aspect; that card is
    the test's draw (revealed as usual). ``as`` binds how many were discarded (a number)."""

    do: Literal["draw_challenge_until"]
    modifier: Annotated[int, Field(ge=-2, le=1)] = 1
    as_: Binding = Field(default=DISCARDED_COUNT, alias="as")
    model_config = ConfigDict(extra="forbid", frozen=True, populate_by_name=True)

    def text(self, ctx: TextContext) -> str:
        return (
            f"draw and discard challenge cards until one shows {self.modifier:+d} for the test's aspect; "
            "the test uses that card"
        )


class ChooseModifier(Verb):
    """While a test's challenge card is revealed: the acting Ranger (the one answering the reveal)
    picks which of its four aspect modifiers the test uses (the resulting effort follows)."""

    do: Literal["choose_modifier"]

    def text(self, ctx: TextContext) -> str:
        return "choose which of the revealed challenge card's modifiers the test uses"


class ExtraSymbol(Verb):
    """While a test's challenge card is revealed: the acting Ranger names one more challenge symbol (one
    the card does not show); this test resolves that symbol's challenge effects too, after the
    drawn one's."""

    do: Literal["extra_symbol"]

    def text(self, ctx: TextContext) -> str:
        return "name another challenge symbol: the test resolves its challenge effects too"


class SwapModifier(Verb):
    """The test in progress uses the modifier its revealed challenge card shows for another aspect
    (a better one; the acting Ranger picks among several), paying ``spend`` energy of that aspect."""

    do: Literal["swap_modifier"]
    spend: Annotated[int, Field(ge=0)] = 1

    def text(self, ctx: TextContext) -> str:
        paid = f", paying {self.spend} energy of that aspect" if self.spend else ""
        return f"use a better modifier the revealed card shows for another aspect instead{paid}"


#: The verbs of this family, in the effect union (``effects.Effect``: add a new verb here).
Verbs = ResolveChallenge | ChallengeEffect | DrawChallengeUntil | ChooseModifier | ExtraSymbol | SwapModifier
