"""Tokens put on, taken off, moved between and used from cards, and Ranger tokens moved (Rulebook: Tokens;
Move)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Annotated, Any, Literal

from pydantic import ConfigDict, Field

from rangers_qt.content.behaviour.amounts import Amount
from rangers_qt.content.behaviour.conditions import Condition
from rangers_qt.content.behaviour.selectors import CardFilter, Selector
from rangers_qt.content.behaviour.verb import CardVerb, Verb
from rangers_qt.content.behaviour.vocabulary import Binding, Node, TokenKind, Who
from rangers_qt.content.behaviour.words import kind_on, subject

if TYPE_CHECKING:
    from rangers_qt.content.behaviour.context import TextContext


class MoreIf(Node):
    """``amount`` more of the same tokens in the same addition when ``cond`` holds (the card given
    them is bound under the verb's ``as`` while it is checked). One addition, not a second one
    after it: a response to tokens being added (Trail Markers' 1 more) answers it once."""

    amount: Annotated[int, Field(ge=1)]
    cond: Condition


class AddTokens(CardVerb):
    do: Literal["add_tokens"]
    target: Selector = "this"
    #: ``progress``, ``harm``, a named token, or ``own`` (the token printed on the card).
    kind: TokenKind | Literal["own"] = "own"
    amount: Amount = 1
    #: "Increase the number added by N if ...": counted into this addition.
    more: MoreIf | None = None

    @property
    def takers(self) -> Selector:
        """The cards that may be given the tokens: for "give a card 1 of its own tokens", only a
        card that prints a token (one printing none has no token of its own, and a bare token put
        on it is used by nothing: ruling R93, Exceptional Tinkerer, Voice of the Elders, Pokodo)."""
        if self.kind == "own" and isinstance(self.target, CardFilter):
            return self.target.model_copy(update={"prints_token": True})
        return self.target

    def text(self, ctx: TextContext) -> str:
        if self.kind == "own" and self.target != "this":
            # Another card's own token: the card is named first, so "its" is plainly that card's
            # ("give an Aid card 1 of its own tokens"), never this card's.
            put = f"give {ctx.card(self.target)} {ctx.count(self.amount, kind_on(self.kind, self.target))}"
        else:
            tokens = f"{ctx.count(self.amount, kind_on(self.kind, self.target))}{from_supply(self.kind)}"
            put = f"put {tokens} on {ctx.card(self.target)}"
        if self.more is None:
            return put
        return f"{put} ({self.more.amount} more if {more_if_words(self.more.cond, self.as_, ctx)})"


def from_supply(kind: str) -> str:
    """ " from the supply" after an energy token put on a card: energy is the one token a Ranger
    also holds in a pool, so without it a player may pay the token from their own (Infusion
    Canteen's mark); every other token can only come from the supply, which goes unsaid."""
    return " from the supply" if kind.startswith("energy_") else ""


def more_if_words(cond: Any, bound: str | None, ctx: TextContext) -> str:
    """The condition of a ``more``: "it is a Biomeld card", "it is a Mountain card or an obstacle"
    where it asks about the card given the tokens, else the condition as said anywhere ("there is
    an Inclement weather card in the surroundings")."""
    asks = [getattr(c, "exists", None) for c in getattr(cond, "any_of", None) or [cond]]
    if bound is not None and all(isinstance(a, CardFilter) and a.among == bound for a in asks):
        kinds = [ctx.card(a.model_copy(update={"among": None})) for a in asks if isinstance(a, CardFilter)]
        return "it is " + " or ".join(kinds)
    return str(ctx.cond(cond))


class RemoveTokens(CardVerb):
    do: Literal["remove_tokens"]
    target: Selector = "this"
    kind: TokenKind | Literal["own"] = "own"
    amount: Amount = 1

    def text(self, ctx: TextContext) -> str:
        source = ctx.card(holding(self.target, self.kind))
        taken = ctx.count(self.amount, kind_on(self.kind, self.target))
        if self.kind == "own" and self.target != "this":
            # As giving does: the card is named before "its", so the tokens are plainly that card's
            # ("remove from a gear 1 of its own tokens"), never this card's.
            return f"remove from {source} {taken}"
        return f"remove {taken} from {source}"


class MoveTokens(CardVerb):
    """Tokens of one kind go from one card in play to another (Rulebook: Move - tokens moved are
    not added or removed by a test). ``as`` binds the card that received them."""

    do: Literal["move_tokens"]
    from_: Selector = Field(alias="from")
    to: Selector
    kind: TokenKind | Literal["own"] = "progress"
    #: At most this many (never more than the source card has); ``{"all": true}``: every one.
    amount: Amount = 1

    def text(self, ctx: TextContext) -> str:
        source = ctx.card(holding(self.from_, self.kind))
        to = ctx.card(self.to)
        if (
            isinstance(self.to, CardFilter)
            and self.to.not_among == self.from_
            and to.endswith(" other than that card")
        ):
            # "to another feature or location": the one the tokens leave is not a place for them
            to = "another " + to.removesuffix(" other than that card").removeprefix("a ").removeprefix("an ")
        elif to == source and to.startswith(("a ", "an ")):
            # The card giving is never the one taking (engine: move_tokens): "from a Flora card to
            # another Flora card", not "to a Flora card" as if it could go back on the same one.
            to = "another " + to.removeprefix("a ").removeprefix("an ")
        return f"move {ctx.count(self.amount, self.kind)} from {source} to {to}"


def holding(source: Selector, kind: str) -> Selector:
    """The card tokens come off, without "with progress" when those are the tokens taken:
    "remove 1 harm from a being" can only mean a being with harm."""
    tokens = getattr(source, "tokens", None)
    if isinstance(source, CardFilter) and tokens is not None and tokens.kind == kind and tokens.ge == 1:
        return source.model_copy(update={"tokens": None})
    return source


class UseTokens(Verb):
    """Use tokens of cards in play (default this card's own): they are discarded and the
    ``tokens_used`` event is raised ("use X buffers" paid by the ability itself)."""

    do: Literal["use_tokens"]
    target: Selector = "this"
    kind: TokenKind = "own"
    amount: Amount = 1

    def text(self, ctx: TextContext) -> str:
        where = "" if self.target == "this" else f" of {ctx.card(self.target)}"
        return f"use {ctx.count(self.amount, kind_on(self.kind, self.target))}{where}"


class RangerToken(Verb):
    do: Literal["ranger_token"]
    who: Who = "you"
    to: Selector = "this"
    #: Binds the card the token went to (one Ranger moving it).
    as_: Binding | None = Field(default=None, alias="as")
    model_config = ConfigDict(extra="forbid", frozen=True, populate_by_name=True)

    def text(self, ctx: TextContext) -> str:
        whose = "your" if self.who == "you" else "their"
        dest = f"{whose} role" if self.to == "role" else ctx.card(self.to)
        return f"{subject(self.who)} move{'' if self.who == 'you' else 's'} {whose} Ranger token to {dest}"


#: The verbs of this family, in the effect union (``effects.Effect``: add a new verb here).
Verbs = AddTokens | RemoveTokens | MoveTokens | UseTokens | RangerToken
