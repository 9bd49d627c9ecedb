"""Conditions: what an ``if``, a ``while`` or an ability's guard tests."""

from __future__ import annotations

from typing import TYPE_CHECKING, Annotated, Any, Literal

from pydantic import ConfigDict, Field, Tag

from rangers_qt.content.behaviour.amounts import Amount, InjuriesOf
from rangers_qt.content.behaviour.selectors import CardFilter, Selector
from rangers_qt.content.behaviour.vocabulary import (
    Binding,
    Node,
    Symbol,
    TokenKind,
    Who,
    keyed,
    resolve_later,
)
from rangers_qt.content.behaviour.words import ZONE_WORDS, who_text

if TYPE_CHECKING:
    from rangers_qt.content.behaviour.context import TextContext


class Compare(Node):
    """``{"value": <amount>, "ge": 4}``: every comparison given must hold."""

    value: Amount
    ge: Amount | None = None
    le: Amount | None = None
    eq: Amount | None = None
    gt: Amount | None = None
    lt: Amount | None = None
    #: ``true``: the value is odd; ``false``: even.
    odd: bool | None = None


class Exists(Node):
    exists: Selector


class AllCond(Node):
    all_of: list[Condition]


class AnyCond(Node):
    any_of: list[Condition]


class NotCond(Node):
    not_: Condition = Field(alias="not")
    model_config = ConfigDict(extra="forbid", frozen=True, populate_by_name=True)


class SideIs(Node):
    """The face of this (two-faced) card that shows."""

    side: Literal["front", "back"]


class TestAdded(Node):
    """The current test has put tokens of this kind on some card."""

    __test__ = False
    test_added: TokenKind


class TestIs(Node):
    """The current test: which common test, success or failure."""

    __test__ = False
    test: Literal[
        "traverse", "connect", "avoid", "remember", "succeeded", "failed", "fatigued", "no_challenge_effects"
    ]


class ClearedBy(Node):
    """The card being cleared (a clear text, an after-cleared response: ``$by``) cleared by this;
    ``any``: by any threshold (a "when unattached" response: its host was cleared)."""

    cleared_by: Literal["progress", "harm", "ranger_tokens", "any"]


class HostCleared(Node):
    """This card was attached to the card whose clear the window is about (an after-cleared
    response: ``$attached``, the cards that were on it): "after the attached feature is cleared"."""

    host_cleared: Literal[True]


class BetterModifier(Node):
    """The revealed challenge card of the test in progress shows a better modifier for another
    aspect than the one in use, and you have at least this much energy of that aspect."""

    better_modifier: Annotated[int, Field(ge=0)]


class FromChallenge(Node):
    """The event came from a challenge effect with this symbol (``$effect``: a card exhausted by a
    prey's mountain effect)."""

    from_challenge: Symbol


class Added(Node):
    """The tokens just put on a card (a ``tokens_added`` response: ``$kind``) are of this kind;
    ``by: you``: an effect the acting Ranger (the card's owner) resolved put them ("after you add
    harm": ``$adder``); ``with``: the card whose effect put them is one of these ("with the
    attached gear": ``host``; ``$source``)."""

    added: TokenKind
    by: Literal["you"] | None = None
    with_: Selector | None = Field(default=None, alias="with")
    model_config = ConfigDict(extra="forbid", frozen=True, populate_by_name=True)


class ThisIn(Node):
    """This card sits in that area (within reach: of any Ranger)."""

    this_in: Literal["within_reach", "along_the_way"]


class IsThis(Node):
    """That card (a binding) is the card carrying the behaviour."""

    is_this: Selector


class TokenOn(Node):
    """Ranger tokens on a card: ``you`` yours, ``any`` some Ranger's, ``each`` every Ranger's, or
    a bound Ranger's (``$each`` inside ``for_each``)."""

    token_on: Selector
    who: Literal["you", "any", "each"] | Binding = "you"


class SameCard(Node):
    """Both selectors name the same card ("the attached predator" is the card that would ready:
    ``{"same_card": ["$card", "host"]}``)."""

    same_card: tuple[Selector, Selector]


class IsYou(Node):
    """That Ranger (a binding: the Ranger a "would" event happens to, ``$ranger``) is you."""

    is_you: Binding


class YourTurn(Node):
    """It is your turn: the turns phase, and the Ranger taking the turn is you ("during your turn":
    Spiderpad Gloves, Spiderline Stanchion)."""

    your_turn: Literal[True]


class SameRanger(Node):
    """Both name the same Ranger ("a Ranger other than you": ``{"not": {"same_ranger": ["$ranger",
    "you"]}}``); each is a ``who`` naming one Ranger."""

    same_ranger: tuple[Who, Who]


class Shows(Node):
    """Some of those cards (a binding: scouted challenge cards) shows this challenge symbol."""

    shows: Symbol
    card: Selector


Condition = Annotated[
    Annotated[Compare, Tag("value")]
    | Annotated[Exists, Tag("exists")]
    | Annotated[AllCond, Tag("all_of")]
    | Annotated[AnyCond, Tag("any_of")]
    | Annotated[NotCond, Tag("not")]
    | Annotated[SideIs, Tag("side")]
    | Annotated[TestAdded, Tag("test_added")]
    | Annotated[TestIs, Tag("test")]
    | Annotated[ThisIn, Tag("this_in")]
    | Annotated[ClearedBy, Tag("cleared_by")]
    | Annotated[HostCleared, Tag("host_cleared")]
    | Annotated[BetterModifier, Tag("better_modifier")]
    | Annotated[FromChallenge, Tag("from_challenge")]
    | Annotated[Added, Tag("added")]
    | Annotated[TokenOn, Tag("token_on")]
    | Annotated[IsThis, Tag("is_this")]
    | Annotated[Shows, Tag("shows")]
    | Annotated[SameCard, Tag("same_card")]
    | Annotated[IsYou, Tag("is_you")]
    | Annotated[YourTurn, Tag("your_turn")]
    | Annotated[SameRanger, Tag("same_ranger")],
    keyed(
        (
            "value",
            "exists",
            "all_of",
            "any_of",
            "not",
            "not_",
            "side",
            "test_added",
            "test",
            "this_in",
            "cleared_by",
            "host_cleared",
            "better_modifier",
            "from_challenge",
            "added",
            "token_on",
            "is_this",
            "shows",
            "same_card",
            "is_you",
            "your_turn",
            "same_ranger",
        )
    ),
]


#: How a plain statement is turned round: the first match wins ("there is a being" -> "there is
#: no being", "your Ranger token is on this card" -> "... is not on this card").
_NEGATIONS = (
    ("there is another ", "there is no other "),
    ("there is an ", "there is no "),
    ("there is a ", "there is no "),
    ("there is the ", "there is no "),
    ("there is ", "there is no "),
)


def negated(text: str) -> str:
    """A condition's words said the other way round, in plain English where the shape allows
    (never "not (...)" on a card unless the sentence has no verb to negate). Two joined
    conditions are not turned round word by word: ``cond_text`` keeps their brackets."""
    for head, turned in _NEGATIONS:
        if text.startswith(head):
            return turned + text[len(head) :]
    for verb in (" is ", " are ", " was ", " has "):
        if verb in text:
            before, after = text.split(verb, 1)
            return f"{before}{verb}not {after}" if verb != " has " else f"{before} does not have {after}"
    return f"not ({text})"


def names_a_found_card(cond: Any) -> bool:
    """``exists: "$found"``: the card an earlier choice or search bound is there."""
    return isinstance(cond, Exists) and isinstance(cond.exists, str) and cond.exists.startswith("$")


def _only_at_least_one(cond: Any) -> bool:
    """A comparison that says only "at least 1"."""
    others = ("le", "eq", "gt", "lt")
    return cond.ge == 1 and cond.odd is None and all(getattr(cond, k) is None for k in others)


def condition_text(cond: Any, ctx: TextContext) -> str:
    """A condition in words, as a plain statement ("there is a being in play")."""
    if isinstance(cond, SameCard):
        return f"{ctx.card(cond.same_card[0])} is {ctx.card(cond.same_card[1])}"
    if isinstance(cond, SameRanger):
        one, two = (who_text(w) for w in cond.same_ranger)
        return f"{one} {'are' if one == 'you' else 'is'} {two}"
    if isinstance(cond, Compare):
        if isinstance(cond.value, InjuriesOf) and _only_at_least_one(cond):
            # The engine adds up the injuries of every Ranger named (evaluate.py): "at least 1" of
            # that sum is "some Ranger is injured", never "each Ranger" (Bloodbeckoned Velox).
            whom = cond.value.injuries_of
            if whom == "you":
                return "you are injured"
            return "a Ranger is injured" if whom == "each" else f"{who_text(whom)} is injured"
        ops = (
            ("ge", "at least"),
            ("le", "at most"),
            ("eq", "exactly"),
            ("gt", "more than"),
            ("lt", "less than"),
        )
        parts = [f"{w} {ctx.amount(getattr(cond, k))}" for k, w in ops if getattr(cond, k) is not None]
        if cond.odd is not None:
            parts.append("odd" if cond.odd else "even")
        return f"{ctx.amount(cond.value)} is {' and '.join(parts)}"
    if isinstance(cond, Exists):
        flt = cond.exists
        if isinstance(flt, CardFilter) and flt.among == "this" and flt.attached_to is not None:
            return f"this card is attached to {ctx.card(flt.attached_to).removesuffix(' in play')}"
        if isinstance(flt, CardFilter) and flt.among == "test_interacted":
            kind = ctx.card(flt.model_copy(update={"among": None, "pick": "one"}))
            return f"the test interacts with {kind.removesuffix(' in play')}"
        if isinstance(flt, CardFilter) and isinstance(flt.among, str) and flt.among.startswith("$"):
            others = flt.model_dump(exclude_defaults=True, by_alias=True, exclude={"among", "pick"})
            if not others:  # only a binding: "that card is in play" (a card was chosen)
                return f"{ctx.card(flt.among)} is in play"
            if set(others) <= {"type", "trait", "keyword", "category"}:  # "that card is a being"
                kind = ctx.card(flt.model_copy(update={"among": None, "pick": "one"}))
                return f"{ctx.card(flt.among)} is {kind.removesuffix(' in play')}"
            if set(others) <= {"type", "trait", "keyword", "category", "name", "zone"}:
                kind = ctx.card(flt.model_copy(update={"among": None, "pick": "one"}))
                return f"{ctx.card(flt.among)} is a {kind.removeprefix('a ')}"
        return f"there is {ctx.card(cond.exists)}"
    if isinstance(cond, AllCond):
        return " and ".join(ctx.cond(c) for c in cond.all_of)
    if isinstance(cond, AnyCond):
        return " or ".join(ctx.cond(c) for c in cond.any_of)
    if isinstance(cond, NotCond):
        compound = isinstance(cond.not_, (AllCond, AnyCond))
        return f"not ({ctx.cond(cond.not_)})" if compound else negated(ctx.cond(cond.not_))
    if isinstance(cond, SideIs):
        return f"the {cond.side} face shows"
    if isinstance(cond, TestAdded):
        return f"the test put {cond.test_added} on a card"
    if isinstance(cond, ClearedBy):
        if cond.cleared_by == "any":
            return "it was cleared"
        return f"it was cleared by {cond.cleared_by.replace('_', ' ')}"
    if isinstance(cond, BetterModifier):
        return "the revealed challenge card shows a better modifier for another aspect" + (
            f" and you have {cond.better_modifier} energy of it" if cond.better_modifier else ""
        )
    if isinstance(cond, HostCleared):
        return "the card that cleared is the one this card was attached to"
    if isinstance(cond, FromChallenge):
        return f"a {cond.from_challenge} challenge effect did it"
    if isinstance(cond, Added):
        by = " you put" if cond.by == "you" else ""
        put = " with" if cond.by == "you" else " put with"
        with_ = f"{put} {ctx.card(cond.with_)}" if cond.with_ is not None else ""
        return f"they are {ctx.tokens(cond.added)}{by}{with_}"
    if isinstance(cond, ThisIn):
        return f"this card is {ZONE_WORDS[cond.this_in]}"
    if isinstance(cond, IsThis) and cond.is_this == "$host":
        return "it was attached to this card"
    if isinstance(cond, IsThis):
        return f"{ctx.card(cond.is_this)} is this card"
    if isinstance(cond, TokenOn):
        whose = {"you": "your Ranger token is", "any": "a Ranger token is", "each": "every Ranger token is"}
        on = cond.token_on
        if not isinstance(on, str):  # "on one of these cards", whatever the filter's pick
            on = on.model_copy(update={"pick": "one"})
        head = whose.get(cond.who, f"the Ranger token of {who_text(cond.who)} is")
        return f"{head} on {ctx.card(on)}"
    if isinstance(cond, YourTurn):
        return "it is your turn"
    if isinstance(cond, IsYou):
        return "it is your event"
    if isinstance(cond, Shows):
        return f"{ctx.card(cond.card)} shows {cond.shows}"
    if isinstance(cond, TestIs):
        return {
            "succeeded": "the test succeeded",
            "failed": "the test failed",
            "fatigued": "you suffered fatigue during this test",
            "no_challenge_effects": "no challenge effect resolved during the test",
        }.get(cond.test, f"the test is {cond.test.title()}")
    return "?"


resolve_later((Compare, AllCond, AnyCond, NotCond), globals())
