"""Amounts: a number, or an expression read from the table as the effect resolves."""

from __future__ import annotations

from typing import TYPE_CHECKING, Annotated, Any, Literal

from pydantic import Discriminator, Field, Tag

from rangers_qt.content.behaviour.selectors import CardFilter, Selector
from rangers_qt.content.behaviour.vocabulary import (
    AspectName,
    Binding,
    Node,
    TokenKind,
    Who,
    keyed,
    resolve_later,
)
from rangers_qt.content.behaviour.words import who_text

if TYPE_CHECKING:
    from rangers_qt.content.behaviour.context import TextContext


class Effort(Node):
    """The test's resulting effort times ``effort`` (``{"effort": 1}``)."""

    effort: int = 1


class EffortPer(Node):
    """One per ``effort_per`` resulting effort, rounded down."""

    effort_per: Annotated[int, Field(ge=1)]
    #: How many per step ("3 progress for every 2 effort": ``{"effort_per": 2, "times": 3}``).
    times: int = 1


class TokensOnSpec(Node):
    card: Selector = "this"
    kind: TokenKind | Literal["own"] = "own"


class TokensOn(Node):
    tokens_on: TokensOnSpec


class PresenceOf(Node):
    presence_of: Selector
    #: Added to the presence, so a fatigue of "2 plus their presence" is suffered once, not as two
    #: sufferings (a would-fatigue answer sees the whole amount; Rotting Dolewood).
    plus: Annotated[int, Field(ge=0)] = 0


class CountOf(Node):
    count: CardFilter
    #: That many per card ("twice the number of...").
    times: int = 1


class Rangers(Node):
    rangers: Literal["count"]
    #: That many per Ranger ("2 per Ranger": ``{"rangers": "count", "times": 2}``).
    times: Annotated[int, Field(ge=1)] = 1


class FatigueOf(Node):
    fatigue_of: Who


class InjuriesOf(Node):
    """Injuries of those Rangers, summed (``each``: the whole group's)."""

    injuries_of: Who


class AspectOf(Node):
    """The acting Ranger's printed aspect value (``{"aspect": "FIT"}``)."""

    aspect: AspectName


class EnergyOf(Node):
    """Energy of one aspect in a Ranger's pool (``{"energy": "FIT"}``; ``of``: whose, default the
    acting Ranger, e.g. ``$each`` inside a ``for_each``)."""

    energy: AspectName
    of: Who = "you"


class OverThresholdSpec(Node):
    card: Selector = "this"
    kind: Literal["harm", "progress"] = "harm"


class OverThreshold(Node):
    """Tokens of a kind on a card beyond its threshold of that kind (never below 0; 0 for a card
    with no such threshold): "fatigue equal to the harm in excess of its harm threshold"."""

    over_threshold: OverThresholdSpec


class ThresholdOf(Node):
    """The threshold of a kind of the cards, summed ("if that clears it": harm at least its harm
    threshold); a card without one counts as ``NO_THRESHOLD``."""

    threshold_of: OverThresholdSpec


#: What ``threshold_of`` counts for a card without that threshold (it never clears by it).
NO_THRESHOLD = 999

#: The binding ``draw_challenge_until`` counts its discarded cards under (What Should Never Be).
DISCARDED_COUNT = "$discarded"


class RefAmount(Node):
    """A number bound earlier in the same effect list (e.g. the chosen ``$n``); with ``per``, one
    for every ``per`` of it, rounded down ("1 effort for every 2 cards discarded": Breathe Into It
    lets any number be chosen, an odd one too, and pays out per pair)."""

    ref: Binding
    per: Annotated[int, Field(ge=1)] = 1


class AllOf(Node):
    """Every one (all tokens of the kind); only where a verb allows it."""

    all: Literal[True]


AmountExpr = Annotated[
    Annotated[Effort, Tag("effort")]
    | Annotated[EffortPer, Tag("effort_per")]
    | Annotated[TokensOn, Tag("tokens_on")]
    | Annotated[PresenceOf, Tag("presence_of")]
    | Annotated[CountOf, Tag("count")]
    | Annotated[Rangers, Tag("rangers")]
    | Annotated[FatigueOf, Tag("fatigue_of")]
    | Annotated[InjuriesOf, Tag("injuries_of")]
    | Annotated[AspectOf, Tag("aspect")]
    | Annotated[EnergyOf, Tag("energy")]
    | Annotated[OverThreshold, Tag("over_threshold")]
    | Annotated[ThresholdOf, Tag("threshold_of")]
    | Annotated[RefAmount, Tag("ref")]
    | Annotated[AllOf, Tag("all")],
    keyed(
        (
            "effort",
            "effort_per",
            "tokens_on",
            "presence_of",
            "count",
            "rangers",
            "fatigue_of",
            "injuries_of",
            "aspect",
            "energy",
            "over_threshold",
            "threshold_of",
            "ref",
            "all",
        )
    ),
]


#: A number: an integer, or one of the expressions above.
Amount = Annotated[
    Annotated[int, Tag("number")] | Annotated[AmountExpr, Tag("amount_expr")],
    Discriminator(lambda v: "number" if isinstance(v, int) else "amount_expr"),
]


def amount_text(amt: Any, ctx: TextContext) -> str:
    """An amount in words ("your effort", "the number of Rangers")."""
    if isinstance(amt, int):
        return str(amt)
    if isinstance(amt, Effort):
        return "your effort" if amt.effort == 1 else f"{amt.effort} times your effort"
    if isinstance(amt, EffortPer):
        return f"{amt.times} per {amt.effort_per} effort"
    if isinstance(amt, TokensOn):
        return f"{tokens_on_words(amt, ctx)} on {ctx.card(amt.tokens_on.card)}"
    if isinstance(amt, PresenceOf):
        plus = f"{amt.plus} plus " if amt.plus else ""
        if isinstance(amt.presence_of, str) and amt.presence_of.startswith("$"):
            if amt.plus:  # the cards an earlier effect discarded, all of them
                return f"{plus}the presence of those cards together"
            return "its presence"  # the card an earlier effect named ("exhaust a prey, then ...")
        return f"{plus}the presence of {ctx.card(amt.presence_of)}"
    if isinstance(amt, CountOf):
        return per_card_count(amt, "", ctx)
    if isinstance(amt, Rangers):
        return f"{amt.times} per Ranger"
    if isinstance(amt, ThresholdOf):
        return f"the {amt.threshold_of.kind} threshold of {ctx.card(amt.threshold_of.card)}"
    if isinstance(amt, FatigueOf):
        return "your fatigue" if amt.fatigue_of == "you" else f"the fatigue of {who_text(amt.fatigue_of)}"
    if isinstance(amt, AspectOf):
        return f"your {amt.aspect} aspect"
    if isinstance(amt, EnergyOf):
        whose = "your" if amt.of == "you" else "their" if amt.of.startswith("$") else f"{who_text(amt.of)}'s"
        return f"the {amt.energy} energy in {whose} pool"
    if isinstance(amt, OverThreshold):
        spec = amt.over_threshold
        return f"the {spec.kind} on {ctx.card(spec.card)} beyond its {spec.kind} threshold"
    if isinstance(amt, InjuriesOf):
        if amt.injuries_of == "each":
            return "the injuries of all Rangers together"
        return "your injuries" if amt.injuries_of == "you" else f"the injuries of {who_text(amt.injuries_of)}"
    if isinstance(amt, RefAmount):
        return "that many" if amt.per == 1 else f"1 per {amt.per} of them"
    if isinstance(amt, AllOf):
        return "all"
    return "?"


def tokens_on_words(amt: TokensOn, ctx: TextContext) -> str:
    """``the charges``, ``the progress``, ``its own tokens``: the tokens an amount counts."""
    words = ctx.tokens(amt.tokens_on.kind, after_of=True, n=None)
    return words if words.startswith("its ") else f"the {words}"


def bound_only(flt: Any) -> bool:
    """Only a binding: the cards an earlier effect acted on ("those cards")."""
    return (
        isinstance(flt, CardFilter)
        and isinstance(flt.among, str)
        and flt.among.startswith("$")
        and not flt.model_dump(exclude_defaults=True, by_alias=True, exclude={"among", "pick"})
    )


def one_card_words(flt: Any, ctx: TextContext) -> str:
    """One of the cards a filter matches, without its article: ``Water feature in play``."""
    if bound_only(flt):
        return "of those cards"
    words = ctx.card(flt.model_copy(update={"pick": "one"}) if isinstance(flt, CardFilter) else flt)
    for head, rest in (("another ", "other "), ("an ", ""), ("a ", "")):
        if words.startswith(head):
            return rest + words[len(head) :]
    return words


def per_card_count(amt: CountOf | Rangers, noun: str, ctx: TextContext) -> str:
    """A count of cards or Rangers as a rate: ``1 progress for each exhausted being within your
    reach``, ``2 per Ranger`` (never "the number of ...")."""
    head = f"{amt.times} {noun}".rstrip()
    if isinstance(amt, Rangers):
        return f"{head} per Ranger"
    return f"{head} for each {one_card_words(amt.count, ctx)}"


# Selectors and amounts refer to each other (a filter's ``at_most``, a count of matching cards).
resolve_later((CardFilter, TokensOnSpec, CountOf, PresenceOf, OverThresholdSpec), globals())
