"""Conditions: what an ``if``, a ``while`` or an ability's guard tests."""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING, Annotated, Any, Literal

from pydantic import ConfigDict, Field, Tag

from rangers_qt.content.behaviour.amounts import (
    Amount,
    CountOf,
    EnergyOf,
    FatigueOf,
    InjuriesOf,
    Rangers,
    RefAmount,
    ThresholdOf,
    TokensOn,
    bound_only,
    one_card_words,
)
from rangers_qt.content.behaviour.selectors import CardFilter, Selector, is_person
from rangers_qt.content.behaviour.vocabulary import (
    Binding,
    Node,
    Symbol,
    TokenKind,
    Who,
    keyed,
    resolve_later,
)
from rangers_qt.content.behaviour.words import MASS_TOKENS, ZONE_WORDS, as_list, who_text, with_article
from rangers_qt.words import plural

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


class ARanger(Node):
    """Some Ranger, bound as ``$each``, for whom ``a_ranger`` holds: "if a Ranger has fatigue and
    FOC energy" (Philosopher's Honey), one Ranger having both, not the group having each."""

    a_ranger: Condition


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
    | Annotated[SameRanger, Tag("same_ranger")]
    | Annotated[ARanger, Tag("a_ranger")],
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
            "a_ranger",
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


def _same_cards(one: Any, two: Any) -> bool:
    """Two filters for the same cards, however many each picks ("a card between" and "up to 3
    cards between")."""
    plain = {"pick": "one", "at_most": None}
    return bool(one.model_copy(update=plain) == two.model_copy(update=plain))


#: Words by which a later clause leans on what the first one found ("exhaust a predator, then put
#: harm equal to its presence ..."): with nothing found, such a clause does nothing either.
_LEANING = (" its ", "that card", "those cards", " it ", " it,", " it.", " them", "that many")


def _rest_depends(body: str) -> bool:
    """Every clause after the first leans on what the first acted on; otherwise the guard must be
    said, or "exhaust each other Lutrinal, then you suffer 1 injury" reads as if the injury came
    without the guard (Romping Lutrinal's crest, Tidewater Muckets' sun)."""
    rest = body.split(", then ")[1:]
    return all(any(w in f"{c} " for w in _LEANING) or c.endswith(" it") for c in rest)


def _one_subject(parts: list[str], joint: str) -> str:
    """ "That card is a Mountain card or that card is an obstacle" names its card twice: it is
    "that card is a Mountain card or an obstacle" (Tala's Perseverance). Said once only when
    every part is "<the same card> is a ..."."""
    head = parts[0].split(" is ", 1)[0] + " is " if " is " in parts[0] else ""
    card = head.removesuffix("is ")
    mixed = any(" has " in p for p in parts)
    if len(parts) > 1 and card and mixed and all(p.startswith(card) for p in parts):
        # "the attached card is a role or has persistent" (Puffercrawler): the card said once,
        # each part keeping its own verb
        said = [p.removeprefix(card) for p in parts]
        if all(t.startswith(("is a ", "is an ", "has ")) for t in said):
            return card + joint.join(said)
    if len(parts) < 2 or not head.startswith("that card ") or not all(p.startswith(head) for p in parts):
        return joint.join(parts)
    kinds = [p.removeprefix(head) for p in parts]
    if not all(k.startswith(("a ", "an ")) for k in kinds):
        return joint.join(parts)
    return head + joint.join(kinds)


def _location_kind(trait: str) -> str:
    """A location's trait as a player says it of the location: "pivotal" (an adjective on the
    card), "a Ranger Station", "a Mountain"."""
    if trait.casefold() == "pivotal":
        return "pivotal"
    return with_article(trait.replace("_", " ").title())


def said_by_effect(cond: Any, body: str, ctx: TextContext, first: Any = None) -> bool:
    """ "If there is an active Predator card: exhaust an active Predator card" tells its guard
    twice: the first effect acts on the very cards the guard looks for, and with none there it has
    nothing to act on. Such a guard goes unsaid (the engine still checks it). So does "if the
    revealed card shows a better modifier for another aspect" before the swap to that modifier."""
    if isinstance(cond, BetterModifier) and getattr(first, "do", None) == "swap_modifier":
        return True
    if isinstance(cond, ARanger) and getattr(first, "where", None) == cond.a_ranger:
        # "if a Ranger has fatigue and FOC energy, choose a Ranger who has ...": the choice says it
        return True
    if (
        isinstance(cond, Exists)
        and cond.exists == CardFilter(zone="between")
        and "each card between you and your target " in body
    ):
        # "if there is a card between you and your target, each card between you and your
        # target ..." says it twice: with none between, each is none (Energized Hiking Greaves)
        return True
    if not _rest_depends(body):
        return False
    if (
        isinstance(cond, Compare)
        and cond.ge == 1
        and getattr(first, "do", None) == "repeat"
        and getattr(first, "times", None) == cond.value
    ):
        # "if there is a route on this card, for each route on this card: ..." tells it twice: once
        # per token is never with none there (Mound of the Navigator)
        return True
    if not isinstance(cond, Exists) or not isinstance(cond.exists, CardFilter):
        return False
    if first is not None and not str(getattr(first, "do", "")).startswith(("if", "choose_one")):
        fields = [getattr(first, f, None) for f in type(first).model_fields]
        if any(isinstance(v, CardFilter) and _same_cards(v, cond.exists) for v in fields):
            return True
        # an amount per card of the guard's kind is nothing with none there: "scout 1 path card
        # for each being in play" needs no "if there is a being" (Biosign Sensor)
        if any(isinstance(v, CountOf) and _same_cards(v.count, cond.exists) for v in fields):
            return True
    if cond.exists.pick not in ("one", "all"):
        return False
    first = body.split(", then ", 1)[0]
    if first.startswith(("if ", "choose one")):
        return False
    # The card tokens come off is said without its "with progress" (tokens.holding).
    told: list[CardFilter] = [cond.exists.model_copy(update={"pick": "one"})]
    told.append(told[0].model_copy(update={"tokens": None}))
    return any(f" {ctx.card(flt)}" in f" {first}" for flt in told)


def with_token(parts: Iterable[str]) -> list[str]:
    """ "That card is a Human card and a Ranger token is on that card" names the card twice: it is
    "that card is a Human card with a Ranger token on it"."""
    out: list[str] = []
    for t in parts:
        on = t.removeprefix("a Ranger token is on ")
        kind = next((k for k, said in enumerate(out) if said.startswith(f"{on} is a")), None)
        if on != t and kind is not None:
            out[kind] += " with a Ranger token on it"
        else:
            out.append(t)
    return out


def one_card_anywhere(cond: AnyCond) -> Exists | None:
    """ "That card is a path card in the path discard, or face down, or in play" says where the
    engine may find a card that just cleared; to a player it is one kind of card wherever it is
    now. The same filter on one bound card in several zones reads as the filter without the zone."""
    filters = [
        c.exists.model_copy(update={"zone": "in_play"})
        for c in cond.any_of
        if isinstance(c, Exists) and isinstance(c.exists, CardFilter)
    ]
    if len(filters) < 2 or len(filters) != len(cond.any_of):
        return None
    if any(f != filters[0] for f in filters) or not isinstance(filters[0].among, str):
        return None
    return Exists(exists=filters[0])


def _only_at_least_one(cond: Any) -> bool:
    """A comparison that says only "at least 1"."""
    others = ("le", "eq", "gt", "lt")
    return cond.ge == 1 and cond.odd is None and all(getattr(cond, k) is None for k in others)


_OPS = (("ge", "at least"), ("le", "at most"), ("eq", "exactly"), ("gt", "more than"), ("lt", "less than"))


def _one_bound(cond: Compare) -> tuple[str, Any] | None:
    """The comparison's one bound (``("ge", 2)``), or None when it has several or an odd test."""
    given = [(k, getattr(cond, k)) for k, _w in _OPS if getattr(cond, k) is not None]
    return given[0] if len(given) == 1 and cond.odd is None else None


def ranger_has(cond: Any, ctx: TextContext) -> str:
    """What a condition on the Ranger bound as ``$each`` asks of them, said once for every part:
    "has fatigue and FOC energy" (the Ranger named by whoever says it: "a Ranger", "who")."""
    parts = [condition_text(c, ctx) for c in (cond.all_of if isinstance(cond, AllCond) else [cond])]
    if all(p.startswith("that Ranger has ") for p in parts):
        return "has " + " and ".join(p.removeprefix("that Ranger has ") for p in parts)
    return "for whom " + " and ".join(parts)


def _plain_compare(cond: Compare, ctx: TextContext) -> str | None:
    """A comparison said the way a player says it: "there is progress on that card", "there is
    no rain left on this card", "this card has at least 3 clouds", "there are at least 2 features
    in play", "you have fatigue"; None when only the general "X is at least Y" fits."""
    bound = _one_bound(cond)
    if bound is None:
        return None
    op, n = bound
    words = dict(_OPS)[op]
    value = cond.value
    if isinstance(value, RefAmount) and (op, n) in (("ge", 1), ("gt", 0)):
        return ""  # "that many is at least 1": the event's own amount; a player never needs it said
    if isinstance(value, TokensOn):
        kind, card = value.tokens_on.kind, ctx.card(value.tokens_on.card)
        if kind == "own" and not ctx.own:
            return None
        if (op, n) in (("ge", 1), ("gt", 0)):
            one = ctx.tokens(kind, n=1)
            return f"there is {one if one in MASS_TOKENS else with_article(one)} on {card}"
        if (op, n) in (("le", 0), ("eq", 0), ("lt", 1)):
            many = ctx.tokens(kind, n=None)
            return f"there {'is' if many in MASS_TOKENS else 'are'} no {many} left on {card}"
        if isinstance(n, int):
            return f"{card} has {words} {n} {ctx.tokens(kind, n=n)}"
        if isinstance(n, Rangers):
            return f"{card} has {words} {n.times} {ctx.tokens(kind, n=n.times)} per Ranger"
        if isinstance(n, ThresholdOf) and op == "ge" and n.threshold_of.kind == kind:
            return f"the {kind} on {card} reaches its {kind} threshold"
        many = ctx.tokens(kind, n=None)
        verb = "is" if many in MASS_TOKENS else "are"
        return f"the {many} on {card} {verb} {words} {ctx.amount(n)}"
    if isinstance(value, CountOf) and value.times == 1 and not bound_only(value.count):
        one = one_card_words(value.count, ctx)
        if isinstance(n, int) and op in ("ge", "gt", "eq") and n >= 1:
            many = one if n == 1 else _plural_head(one)
            return f"there {'is' if n == 1 else 'are'} {words} {n} {many}"
        if isinstance(n, Rangers) and op in ("ge", "gt", "eq"):
            return f"there are {words} {n.times} {_plural_head(one)} per Ranger"
    if isinstance(value, FatigueOf) and value.fatigue_of == "you" and (op, n) == ("ge", 1):
        return "you have fatigue"
    if isinstance(value, FatigueOf) and value.fatigue_of == "$each" and (op, n) == ("ge", 1):
        return "that Ranger has fatigue"
    if isinstance(value, EnergyOf) and value.of == "$each" and (op, n) == ("ge", 1):
        return f"that Ranger has {value.energy} energy"
    if isinstance(value, FatigueOf) and value.fatigue_of in ("each", "any") and (op, n) == ("ge", 1):
        # the fatigue stacks summed (evaluate.py): one Ranger with fatigue is enough (Static Sifter)
        return "a Ranger has fatigue"
    if isinstance(value, EnergyOf) and value.of == "you" and (op, n) == ("ge", 1):
        return f"you have {value.energy} energy"
    if isinstance(value, EnergyOf) and value.of in ("each", "any") and (op, n) == ("ge", 1):
        # the Rangers' pools together: one Ranger with the energy is enough (Worm Food)
        return f"a Ranger has {value.energy} energy"
    return None


def _plural_head(words: str) -> str:
    """``Water feature in play`` -> ``Water features in play``: the noun before the first place."""
    for cut in (" in ", " within ", " along ", " attached ", " with ", " other ", " set aside", " named "):
        if cut in words:
            head, rest = words.split(cut, 1)
            return f"{_plural_or(head)}{cut}{rest}"
    return _plural_or(words)


def _plural_or(words: str) -> str:
    """``feature or location`` -> ``features or locations``."""
    return " or ".join(plural(w) for w in words.split(" or "))


def condition_text(cond: Any, ctx: TextContext) -> str:
    """A condition in words, as a plain statement ("there is a being in play")."""
    if isinstance(cond, SameCard):
        if cond.same_card == ("host", "location"):
            # "if this card is attached to the location", never "if the attached card is the
            # location" (Hidden Trail)
            return f"this card is attached to {ctx.card('location')}"
        return f"{ctx.card(cond.same_card[0])} is {ctx.card(cond.same_card[1])}"
    if isinstance(cond, ARanger):
        return f"a Ranger {ranger_has(cond.a_ranger, ctx)}"
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
        said = _plain_compare(cond, ctx)
        if said is not None:
            return said
        ops = (
            ("ge", "at least"),
            ("le", "at most"),
            ("eq", "exactly"),
            ("gt", "more than"),
            ("lt", "less than"),
        )
        parts = [
            "0" if k == "le" and getattr(cond, k) == 0 else f"{w} {ctx.amount(getattr(cond, k))}"
            for k, w in ops
            if getattr(cond, k) is not None
        ]
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
        if isinstance(flt, CardFilter) and isinstance(flt.among, str) and flt.among != "this":
            # "there is a feature among the card you are testing" -> "the card you are testing is
            # a feature": one named card tested against a kind, said of that card.
            others = flt.model_dump(exclude_defaults=True, by_alias=True, exclude={"among", "pick"})
            if not others and not flt.among.startswith("$"):
                return f"there is {ctx.card(flt.among)}"
            if others and flt.among in getattr(ctx, "singles", ()):  # the one card just taken
                kind = ctx.card(flt.model_copy(update={"among": None, "pick": "one"}))
                return f"it is {kind.removesuffix(' in play')}"
            if not others:  # only a binding: "that card is in play" (a card was chosen)
                return f"{ctx.card(flt.among)} is in play"
            if set(others) == {"keyword"} and isinstance(flt.keyword, str) and flt.among != "$source":
                # a keyword alone is had, not been: "the attached card has Persistent", not "is a
                # Persistent card" (Puffercrawler); capitalised as every keyword is named
                return f"{ctx.card(flt.among)} has {flt.keyword.replace('_', ' ').title()}"
            if set(others) <= {"type", "trait", "keyword", "category"}:  # "that card is a being"
                kind = ctx.card(flt.model_copy(update={"among": None, "pick": "one"}))
                if flt.among == "$source":  # a would event's card: "it comes from a predator"
                    return f"it comes from {kind.removesuffix(' in play')}"
                return f"{ctx.card(flt.among)} is {kind.removesuffix(' in play')}"
            place = {"area_of": "in the same area as", "attached_to": "attached to"}
            if len(others) == 1 and next(iter(others)) in place:
                key = next(iter(others))
                return f"{ctx.card(flt.among)} is {place[key]} {ctx.card(getattr(flt, key))}"
            if set(others) <= {"type", "trait", "keyword", "category", "name", "zone"}:
                kind = ctx.card(flt.model_copy(update={"among": None, "pick": "one"}))
                return f"{ctx.card(flt.among)} is {kind}"
            if set(others) <= {"zone", "of"} and flt.zone not in ("in_play", "active"):
                where = ctx.card(flt.model_copy(update={"among": None, "pick": "one"}))
                return f"{ctx.card(flt.among)} is {where.removeprefix('a card ')}"
            if set(others) == {"tokens"} and flt.tokens is not None:
                one = ctx.tokens(flt.tokens.kind, n=flt.tokens.ge)
                has = one if one in MASS_TOKENS else with_article(one)
                has = has if flt.tokens.ge == 1 else f"{flt.tokens.ge} {one}"
                return f"there is {has} on {ctx.card(flt.among)}"
        if flt == "host":
            return "this card is attached"
        if isinstance(flt, CardFilter) and flt.model_dump(exclude_defaults=True, by_alias=True) == {
            "zone": "player_area",
            "type": "role",
            "ready": False,
        }:
            return "your role is exhausted"  # a Ranger has one role, in their own area
        if isinstance(flt, CardFilter) and flt.category == "location" and flt.name is not None:
            named = flt.model_dump(exclude_defaults=True, by_alias=True, exclude={"category", "name"})
            if not named or named == {"zone": "surroundings"}:
                # one location is in play at a time: "the location is Northern Outpost"
                names = as_list(flt.name)  # "The Plummet, The High Basin or Mound of the Navigator"
                listed = f"{', '.join(names[:-1])} or {names[-1]}" if len(names) > 1 else names[0]
                return f"the location is {listed}"
        if is_person(flt) and isinstance(flt, CardFilter):
            rest = flt.model_dump(
                exclude_defaults=True, by_alias=True, exclude={"name", "trait", "ready", "zone"}
            )
            if not rest and flt.zone in ("in_play", "active"):
                # "Spirit Speaker Nal is ready", not "there is a ready Spirit Speaker Nal"
                states = {True: ["ready"], False: ["exhausted"], None: []}[flt.ready]
                states += ["active"] if flt.zone == "active" else []
                return f"{flt.name} is {' and '.join(states) or 'in play'}"
        if isinstance(flt, CardFilter) and flt.category == "location" and flt.trait is not None:
            rest = flt.model_dump(exclude_defaults=True, by_alias=True, exclude={"category", "trait"})
            if not rest or rest == {"zone": "surroundings"}:
                # "the location is a Ranger Station", "the location is pivotal", not "there is a
                # Ranger Station location card" (Search's feature rule, Secret Invasion's Search)
                return f"the location is {' or '.join(_location_kind(t) for t in as_list(flt.trait))}"
        if isinstance(flt, CardFilter) and isinstance(flt.name, str):
            only_name = flt.model_dump(exclude_defaults=True, by_alias=True) == {"name": flt.name}
            if only_name and ctx.card(flt) == flt.name:
                # a card said by its name alone is one card: "The Whispering Fields is in play",
                # not "there is The Whispering Fields" (Bloodbeckoned Velox)
                return f"{flt.name} is in play"
        return f"there is {ctx.card(cond.exists)}"
    if isinstance(cond, AllCond):
        every: list[str] = [t for t in (ctx.cond(c) for c in cond.all_of) if t]
        if any("that card" in t for t in every if t != "there is that card"):
            # "there is that card and the harm on that card reaches ..." says the card is there
            # twice: the later part names it (The Fall of Spire's crest)
            every = [t for t in every if t != "there is that card"]
        return " and ".join(with_token(every))
    if isinstance(cond, AnyCond):
        anywhere = one_card_anywhere(cond)
        if anywhere is not None:
            return ctx.cond(anywhere)
        parts = [ctx.cond(c) for c in cond.any_of]
        kinds = [t.removeprefix("you have ").removesuffix(" energy") for t in parts]
        if len(parts) > 1 and all(t.startswith("you have ") and t.endswith(" energy") for t in parts):
            if sorted(kinds) == ["AWA", "FIT", "FOC", "SPI"]:
                return "you have energy"  # any of the four aspects
            return f"you have {', '.join(kinds[:-1])} or {kinds[-1]} energy"  # "AWA, FIT or FOC"
        return _one_subject(parts, " or ")
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
        each = cond.who == "$each"  # (inside "for each Ranger": "their")
        head = whose.get(cond.who, "their Ranger token is" if each else f"{who_text(cond.who)}'s token is")
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


resolve_later((Compare, AllCond, AnyCond, NotCond, ARanger), globals())
