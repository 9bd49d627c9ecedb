"""Card behaviour as data: the small language a card's ``behaviour`` slot is written in.

Why a language and not Python per card: about 600 abilities in the core set. As data they can be
checked when the cards load (unknown verb, a zone that does not exist, a trigger the card type
can never fire), described in our own words (``behaviour_text``), counted for the card's status,
and exercised by one generated test each. The engine runs them with one interpreter
(``engine/effects/interpreter.py``); only cards that fit no pattern name a ``custom`` function.

Shape (docs/behaviour.md is the authors' reference):

* ``Behaviour``: ``abilities`` (triggered), ``tests`` (success/failure/always per printed test id),
  ``challenge`` (effects per symbol), ``constant`` (modifiers while in play), ``refresh``,
  ``enters_play``, ``play``, ``clear``, ``macros`` (named effect lists reused with ``use``),
  ``arrival`` (a location's arrival setup: ``arrival_step`` effects) and ``assembly`` (Path Deck
  Assembly rules the deck builder reads).
  Two-faced cards (weather, missions) put one ``Behaviour`` on each face.
* Effects are discriminated by ``do``; selectors, amounts and conditions are small dicts told
  apart by their one distinguishing key. Every model forbids unknown fields.
"""

from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import AfterValidator, BaseModel, ConfigDict, Discriminator, Field, Tag, model_validator


class Node(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


def _keyed(keys: tuple[str, ...]) -> Any:
    """A discriminator that tells union members apart by which of ``keys`` the dict carries."""

    def pick(value: Any) -> str | None:
        # A field named after a Python keyword (``not_``) is dumped under that name by the
        # compiled cache: its tag is the JSON key (``not``).
        if isinstance(value, dict):
            for k in keys:
                if k in value:
                    return k.rstrip("_")
            return None
        for k in keys:
            if k in getattr(type(value), "model_fields", {}):
                return k.rstrip("_")
        return None

    return Discriminator(
        pick,
        custom_error_type="unknown_form",
        custom_error_message=f"expected an object with one of the keys {', '.join(keys)}",
    )


# --------------------------------------------------------------------------- vocabulary constants

#: Zones a selector may name. "active" = ready cards in play in the acting Ranger's active areas;
#: "between" = the cards between the Ranger performing the current test and the card it interacts
#: with (Rulebook: Fatigue from Interacting; none outside a test); "committed" = the cards committed
#: to the current test (or the one that just ended), wherever they are now.
Zone = Literal[
    "in_play",
    "active",
    "within_reach",
    "along_the_way",
    "surroundings",
    "player_area",
    "hand",
    "deck",
    "discard",
    "fatigue",
    "path_deck",
    "path_discard",
    "between",
    "face_down",
    "committed",
    "set_aside",
]
#: Card references a selector may be written as (besides ``$name`` bindings).
CardRef = Literal[
    "this",
    "role",
    "host",
    "location",
    "weather",
    "test_target",
    "test_source",
    "test_progress",
    "test_interacted",
    "test_challenge",
    "subject",
]
#: Which Ranger(s): the acting one, the lead, each in turn, one chosen by the acting Ranger (or
#: another Ranger than the acting one, ``choose_other``), the
#: card's owner, every Ranger whose token is on this card, the Ranger within whose reach this card
#: is (none along the way); or a ``$name`` binding.
WhoRef = Literal[
    "you",
    "lead",
    "each",
    "choose",
    "choose_other",
    "owner",
    "token_on_this",
    "choose_token_on_this",
    "reach_of_this",
    "most_fatigue",
]
CardType = Literal[
    "being", "feature", "attachment", "moment", "gear", "attribute", "role", "location", "weather", "mission"
]
CardCategory = Literal["ranger", "path", "location", "weather", "mission"]
Symbol = Literal["sun", "mountain", "crest"]
AspectName = Literal["AWA", "FIT", "FOC", "SPI"]
CARD_REFS: tuple[str, ...] = CardRef.__args__  # type: ignore[attr-defined]
WHO_REFS: tuple[str, ...] = WhoRef.__args__  # type: ignore[attr-defined]


def _is_binding(text: str) -> bool:
    return len(text) > 1 and text[0] == "$" and text[1:].replace("_", "a").isalnum() and text[1:].islower()


def _binding(text: str) -> str:
    if not _is_binding(text):
        raise ValueError(f"expected a binding such as '$target', found {text!r}")
    return text


def _one_of(allowed: tuple[str, ...]) -> Any:
    def check(text: str) -> str:
        if text in allowed or _is_binding(text):
            return text
        raise ValueError(
            f"expected one of {', '.join(allowed)} or a binding such as '$target', found {text!r}"
        )

    return AfterValidator(check)


Binding = Annotated[str, AfterValidator(_binding)]
TokenKind = Annotated[str, Field(pattern=r"^[a-z_]+$")]
#: A Ranger reference: one of ``WHO_REFS`` or a ``$name`` binding.
Who = Annotated[str, _one_of(WHO_REFS)]


# --------------------------------------------------------------------------- selectors


class TokenFilter(Node):
    #: A token name, ``progress``/``harm``, or ``own`` (the token printed on each card).
    kind: TokenKind
    ge: int = 1


class CardFilter(Node):
    """Cards matching every given term, in a canonical order (zone, then position)."""

    zone: Zone = "in_play"
    #: Whose per-Ranger zone (hand, within reach...): ``you`` by default, ``any`` for every Ranger.
    of: Annotated[str, _one_of((*WHO_REFS, "any"))] = "you"
    type: CardType | list[CardType] | None = None
    trait: str | list[str] | None = None
    keyword: str | None = None
    #: A card name, or a list of names (any of them).
    name: str | list[str] | None = None
    #: Leave out cards of this name ("a predator other than a Romping Lutrinal").
    not_name: str | None = None
    #: Only cards with fewer tokens of this kind than their threshold of it (room to add one
    #: without exceeding it); a card with no such threshold always has room.
    room_for: Literal["harm", "progress"] | None = None
    #: Leave out cards with this trait (or any of these): "a non-Human being".
    not_trait: str | list[str] | None = None
    #: Only cards among these (a binding: "if it is a Hydraworm").
    among: Selector | None = None
    #: Leave out these cards (a binding: "each other card", "another feature than that one").
    not_among: Selector | None = None
    #: Only cards in the same area as that card (its zone, and the same Ranger's for per-Ranger zones).
    area_of: Selector | None = None
    #: ``true``: only cards some Ranger's token is on; ``false``: only cards with no Ranger token.
    ranger_token: bool | None = None
    category: CardCategory | list[CardCategory] | None = None
    ready: bool | None = None
    tokens: TokenFilter | None = None
    #: Leave out the card carrying the ability ("another").
    other: bool = False
    #: ``true``: only path cards in play turned face down; ``false``: only face-up cards that are
    #: not attached (those ``flip`` can turn face down).
    facedown: bool | None = None
    #: Only cards with at least this presence.
    min_presence: int | None = None
    #: Only cards with at most this presence (an amount: "presence X" with X the tokens used).
    max_presence: Amount | None = None
    #: Keep only the matches with the highest value of this (ties stay, then ``pick`` decides).
    highest: Literal["presence"] | None = None
    #: Keep only the matches with the lowest value of this (ties stay, then ``pick`` decides).
    lowest: Literal["presence"] | None = None
    #: Only cards attached to that card (face down ones included: "3 flora attached to Hy").
    attached_to: Selector | None = None
    #: How many: ``one`` (the acting Ranger chooses among several), ``all`` (every match),
    #: ``first`` (the first in canonical order), ``any`` (the acting Ranger picks any number of
    #: them one by one, then says done; at most ``at_most``), in the order picked.
    pick: Literal["one", "all", "first", "any"] = "one"
    #: ``pick: any`` only: the most cards that may be picked ("up to 4").
    at_most: Amount | None = None


#: A card reference (one of ``CARD_REFS`` or a ``$name`` binding) or a ``CardFilter``.
Selector = Annotated[
    Annotated[Annotated[str, _one_of(CARD_REFS)], Tag("card_ref")]
    | Annotated[CardFilter, Tag("card_filter")],
    Discriminator(lambda v: "card_ref" if isinstance(v, str) else "card_filter"),
]


# --------------------------------------------------------------------------- amounts


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


class RefAmount(Node):
    """A number bound earlier in the same effect list (e.g. the chosen ``$n``)."""

    ref: Binding


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
    _keyed(
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


# --------------------------------------------------------------------------- conditions


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
    | Annotated[SameRanger, Tag("same_ranger")],
    _keyed(
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
            "same_ranger",
        )
    ),
]


# --------------------------------------------------------------------------- effects (verbs)


class Verb(Node):
    """Every verb: ``do`` names it. ``as_`` (JSON ``as``) binds what the verb chose for later effects."""


class CardVerb(Verb):
    """A verb acting on cards; ``as`` binds the card(s) it acted on (``"$prey"``) for the
    effects after it in the same list (and lists nested after it)."""

    as_: Binding | None = Field(default=None, alias="as")
    model_config = ConfigDict(extra="forbid", frozen=True, populate_by_name=True)


class AddTokens(CardVerb):
    do: Literal["add_tokens"]
    target: Selector = "this"
    #: ``progress``, ``harm``, a named token, or ``own`` (the token printed on the card).
    kind: TokenKind | Literal["own"] = "own"
    amount: Amount = 1


class RemoveTokens(CardVerb):
    do: Literal["remove_tokens"]
    target: Selector = "this"
    kind: TokenKind | Literal["own"] = "own"
    amount: Amount = 1


class MoveTokens(CardVerb):
    """Tokens of one kind go from one card in play to another (Rulebook: Move - tokens moved are
    not added or removed by a test). ``as`` binds the card that received them."""

    do: Literal["move_tokens"]
    from_: Selector = Field(alias="from")
    to: Selector
    kind: TokenKind | Literal["own"] = "progress"
    #: At most this many (never more than the source card has); ``{"all": true}``: every one.
    amount: Amount = 1


class Exhaust(CardVerb):
    do: Literal["exhaust"]
    target: Selector = "this"


class Ready(CardVerb):
    do: Literal["ready"]
    target: Selector = "this"


class StayExhausted(CardVerb):
    """Exhausted cards in play skip the coming refresh's ready step (Stoneweaver Bridge)."""

    do: Literal["stay_exhausted"]
    target: Selector


class Discard(CardVerb):
    do: Literal["discard"]
    target: Selector = "this"


class Flip(Verb):
    """A two-faced card turns to its other side; ``to``: a path card in play (not attached) is
    turned face down or face up (engine/facedown.py, ruling R86)."""

    do: Literal["flip"]
    target: Selector = "this"
    to: Literal["face_down", "face_up"] | None = None


class Attach(CardVerb):
    """Attach cards (default this card, in play or in hand: "when you draw this card, attach it to
    your role") to a card in play (``to``, default your role; the acting Ranger picks among several;
    Rulebook: Additional Concepts, Attach): face up they stay in play with their host (a mission
    hanging on a feature); ``face_down``: out of play, tokens gone (a card in play leaves play
    first; one from outside play goes as it is)."""

    do: Literal["attach"]
    target: Selector = "this"
    to: Selector = "role"
    face_down: bool = False


class Detach(CardVerb):
    """The card comes off the card it is attached to: a mission goes back to the surroundings,
    any other card is discarded."""

    do: Literal["detach"]
    target: Selector = "this"


class MoveCard(CardVerb):
    do: Literal["move_card"]
    target: Selector = "this"
    #: ``elsewhere``: another area than its own, chosen by the acting Ranger (Rulebook: Move).
    to: Literal["along_the_way", "within_reach", "elsewhere", "area_of"]
    #: ``area_of``: into the area of this card (its first match).
    card: Selector | None = None
    #: Whose reach for ``within_reach``.
    of: Who = "you"


class ToPathDeck(CardVerb):
    """Cards in play go back into the path deck: shuffled in, or on top."""

    do: Literal["to_path_deck"]
    target: Selector = "this"
    where: Literal["shuffle", "top"] = "shuffle"


class ToHand(CardVerb):
    """Ranger cards go to their owner's hand (from a discard pile, a deck or play); a filter
    picking ``one`` among several asks which."""

    do: Literal["to_hand"]
    target: Selector


class ToDeck(CardVerb):
    """Ranger cards (from a discard pile, a hand...) are shuffled into their owner's deck."""

    do: Literal["to_deck"]
    target: Selector


class ToFatigue(CardVerb):
    """Ranger cards (from a discard pile, a hand...) go face down on top of their owner's fatigue
    stack: fatigue that costs no card from the deck."""

    do: Literal["to_fatigue"]
    target: Selector


class Dodge(CardVerb):
    """Rulebook: Dodge - for the current test, these cards stop counting as between its Ranger and
    the card the test interacts with: they do not fatigue, and an obstacle among them does not
    block. ``amount``: the acting Ranger picks up to that many of the matches (all of them, with no
    question, when there are no more than that); without it every match is dodged (a ``pick: one``
    filter asks which). Outside a test nothing happens."""

    do: Literal["dodge"]
    target: Selector = Field(default_factory=lambda: CardFilter(zone="between", pick="all"))
    amount: Amount | None = None


#: What a timed ``modify`` (or a ``constant``) changes; ``keyword`` / ``trait`` take ``gain`` or
#: ``lose``; ``approach`` adds ``by`` icons of ``gain``; the rest add ``by``.
ModifiedStat = Literal[
    "presence",
    "progress_threshold",
    "harm_threshold",
    "equip",
    "difficulty",
    "keyword",
    "trait",
    "approach",
    "guide_entry",
]
#: How long a timed modifier lasts (engine/state.py ``TimedModifier``).
Until = Literal["test", "turn", "next_turn", "round", "day"]


class Modify(CardVerb):
    """A timed modifier kept in the state (JSON) until the end of the test, the turn, the acting
    Ranger's next turn, the round or the day: presence, a threshold, equip value or every test's
    difficulty change by ``by``; a keyword or trait is gained or lost; approach icons are added.
    The modifier layer reads it wherever the rules read that value."""

    do: Literal["modify"]
    stat: ModifiedStat
    by: int = 0
    gain: Annotated[str, Field(pattern=r"^[a-z_]+$")] | None = None
    lose: Annotated[str, Field(pattern=r"^[a-z_]+$")] | None = None
    #: Presence or a threshold *becomes* this value ("reduce its presence to 0"), whatever other
    #: changes say; the floors still apply (a threshold never below 1).
    to: Annotated[int, Field(ge=0)] | None = None
    #: ``guide_entry`` only: the entry the target cards read in place of their own (their clear
    #: text's, their title bar's) while it lasts ("read 67 instead of that human's entry").
    entry: Annotated[str, Field(pattern=r"^[0-9]+(\.[0-9]+)?$")] | None = None
    until: Until
    #: Which cards (every match); ignored for ``difficulty``.
    target: Selector = "this"

    @model_validator(mode="after")
    def _shape(self) -> Modify:
        _check_change(self.stat, self.by, self.gain, self.lose)
        if self.to is not None and (
            self.stat not in ("presence", "progress_threshold", "harm_threshold") or self.by != 0
        ):
            raise ValueError("'to' sets presence or a threshold, without 'by'")
        if (self.stat == "guide_entry") != (self.entry is not None):
            raise ValueError("a guide_entry change names its 'entry' (and only it does)")
        return self


def _check_change(stat: str, by: int, gain: str | None, lose: str | None) -> None:
    if stat in ("keyword", "trait"):
        if (gain is None) == (lose is None):
            raise ValueError(f"a {stat} change names exactly one of 'gain' or 'lose'")
    elif stat == "approach":
        if gain not in ("conflict", "reason", "exploration", "connection") or lose is not None:
            raise ValueError("an approach change names the icon it adds as 'gain' (conflict, reason...)")
    elif gain is not None or lose is not None:
        raise ValueError(f"'gain' and 'lose' belong to keyword, trait and approach changes, not {stat}")


class ResolveAbility(CardVerb):
    """The untimed ability (inventory ``ability``) of a card with behaviour for it resolves as if
    its printed cost (exhaust, tokens) were paid; only such cards are candidates."""

    do: Literal["resolve_ability"]
    target: Selector


class Prevent(Verb):
    """In a "would" answer: the event does not happen (no fatigue, no injury, the card stays
    exhausted, no path or challenge card is drawn). What happens instead is the ability's other
    effects."""

    do: Literal["prevent"]


class Reduce(Verb):
    """In a "would" answer: the pending fatigue is this much smaller (never below 0; at 0 nothing
    is suffered)."""

    do: Literal["reduce"]
    amount: Amount = 1


class IncreaseAdded(Verb):
    """In a ``tokens_added`` response: ``amount`` more of the tokens it answers go on that card
    (``$card``, ``$kind``) as part of the same addition ("increase the number added by 1")."""

    do: Literal["increase_added"]
    amount: Amount = 1


class PlayCard(Verb):
    """The acting Ranger picks one of the ``target`` cards (Ranger cards out of play: a discard
    pile...) that its owner could play now (its cost affordable; an attachment with a host); the
    owner may play it at once as if it were in their hand (paying its cost; it uses no turn)."""

    do: Literal["play_card"]
    target: Selector


class UseTokens(Verb):
    """Use tokens of cards in play (default this card's own): they are discarded and the
    ``tokens_used`` event is raised ("use X buffers" paid by the ability itself)."""

    do: Literal["use_tokens"]
    target: Selector = "this"
    kind: TokenKind = "own"
    amount: Amount = 1


class FatigueLessBetween(Verb):
    """For the test being performed: each card between you and the card you interact with
    fatigues you ``amount`` less in step 1 (never below 0); outside a test nothing."""

    do: Literal["fatigue_less_between"]
    amount: Amount = 1


class TestAspect(Verb):
    """The test being performed uses this aspect instead of its printed one (its energy and the
    challenge card's modifier), from the "when you perform a test" window on; ``instead_of``: only
    a test of that aspect changes. Outside a test, or once energy is committed: nothing."""

    __test__ = False
    do: Literal["test_aspect"]
    aspect: AspectName
    instead_of: AspectName | None = None


class SeparateToPath(Verb):
    """The top cards of a deck the location set aside at assembly (the detritus deck) go face down
    on top of the path deck."""

    do: Literal["separate_to_path"]
    deck: Annotated[str, Field(pattern=r"^[a-z_]+$")]
    amount: Amount = 1


class SearchPath(Verb):
    """Search the path deck (and, with ``discard_too``, the path discard) for a card matching
    ``match`` and put it into play by its arrow; the deck is shuffled. ``next``: the first match
    from the top. Copies of one card are alike, so the first match is taken."""

    do: Literal["search_path"]
    match: CardFilter
    discard_too: bool = False
    next: bool = False
    who: Who = "you"
    #: Where the card found goes: into play by its arrow, or (the acting Ranger picking among the
    #: matches) on top or at the bottom of the path deck after it is shuffled.
    place: Literal["play", "top", "bottom"] = "play"
    #: ``along_the_way``: the card found enters play along the way whatever its arrow.
    area: Literal["arrow", "along_the_way"] = "arrow"
    #: Binds the card found (put into play) for the effects after this one.
    as_: Binding | None = Field(default=None, alias="as")
    model_config = ConfigDict(extra="forbid", frozen=True, populate_by_name=True)


class SearchSet(Verb):
    """Search a set of the collection (``general``, ``the_valley``, a terrain set) for a card
    matching ``match`` (its facts: type, trait, keyword, name) and put it into play by its arrow
    (``play``) or shuffle it into the path deck (``path_deck``). Only copies not already in the game
    are there to find; ``discard_too`` looks in the path discard first. Several different matches:
    the acting Ranger chooses. ``amount``: that many, one after the other. ``aside``: the card stays
    out of play (set aside) for the effects after it, bound under ``as``."""

    do: Literal["search_set"]
    set: Annotated[str, Field(pattern=r"^[a-z_]+$")]
    match: CardFilter
    where: Literal["play", "path_deck", "aside"] = "play"
    amount: Amount = 1
    discard_too: bool = False
    who: Who = "you"
    as_: Binding | None = Field(default=None, alias="as")
    model_config = ConfigDict(extra="forbid", frozen=True, populate_by_name=True)


class RangerVerb(Verb):
    """A verb done by or to Rangers (``who``), ``amount`` times: fatigue, soothe, injure, heal, draw,
    scout, energy. One base so every such verb reads its Rangers and amount the same way."""

    who: Who = "you"
    amount: Amount = 1


class SufferFatigue(RangerVerb):
    do: Literal["suffer_fatigue"]
    #: The card whose fate this fatigue follows from ("discard it; each Ranger suffers 3 fatigue"):
    #: the would-fatigue answers see it as ``$card``.
    because: Selector | None = None


class FatigueBy(Verb):
    """The card fatigues the Ranger: fatigue equal to its presence, none if it is exhausted."""

    do: Literal["fatigue_by"]
    card: Selector = "this"
    who: Who = "you"


class Soothe(RangerVerb):
    do: Literal["soothe"]


class FatigueToDeck(RangerVerb):
    """Cards from the top of a Ranger's fatigue stack are shuffled into their Ranger deck."""

    do: Literal["fatigue_to_deck"]


class Injure(RangerVerb):
    do: Literal["injure"]


class Heal(RangerVerb):
    do: Literal["heal"]


class Draw(RangerVerb):
    """Draw Ranger cards from the deck to hand."""

    do: Literal["draw"]


class DrawPath(RangerVerb):
    do: Literal["draw_path"]
    #: ``path``, or a separate deck the location set aside at assembly (``spire``, ``detritus``).
    deck: Annotated[str, Field(pattern=r"^[a-z_]+$")] = "path"
    #: Binds the first card drawn (the top of the path deck as the draw starts) for later effects.
    as_: Binding | None = Field(default=None, alias="as")
    model_config = ConfigDict(extra="forbid", frozen=True, populate_by_name=True)


class ExtraPathDraw(Verb):
    """The lead Ranger draws this many extra path cards in the next path phase."""

    do: Literal["extra_path_draw"]
    amount: Amount = 1


class Scout(RangerVerb):
    do: Literal["scout"]
    deck: Literal["ranger", "path", "challenge"] = "path"
    #: Binds the scouted cards (the top ones as the scout starts), wherever they are put.
    as_: Binding | None = Field(default=None, alias="as")
    model_config = ConfigDict(extra="forbid", frozen=True, populate_by_name=True)


class SpendEnergy(RangerVerb):
    """Discard energy from a pool; ``choose`` lets the Ranger pick an aspect they have."""

    do: Literal["spend_energy"]
    aspect: AspectName | Literal["choose"] = "choose"


class GainEnergy(RangerVerb):
    """Add energy to a pool; ``choose``: the Ranger picks the aspect ("1 energy of any type")."""

    do: Literal["gain_energy"]
    aspect: AspectName | Literal["choose"]


class RangerToken(Verb):
    do: Literal["ranger_token"]
    who: Who = "you"
    to: Selector = "this"
    #: Binds the card the token went to (one Ranger moving it).
    as_: Binding | None = Field(default=None, alias="as")
    model_config = ConfigDict(extra="forbid", frozen=True, populate_by_name=True)


class OpenRoute(Verb):
    """A travel option for the group's next travel only (beyond the printed map paths)."""

    do: Literal["open_route"]
    destination: Annotated[str, Field(pattern=r"^[a-z_]+$")]
    terrain: Literal[
        "woods", "lakeshore", "mountain_pass", "old_growth", "grassland", "swamp", "ravine", "river"
    ]


class OpenFarRoutes(Verb):
    """For the group's next travel only: every location up to ``paths`` map paths away is a
    destination (the paths the group may use now), with the terrain of the last path (Spiderline
    Stanchion)."""

    do: Literal["open_far_routes"]
    paths: Annotated[int, Field(ge=2, le=3)] = 2


class OpenTerrainRoutes(Verb):
    """For the group's next travel only: every location that a map path of ``terrain`` touches is
    a destination, its path deck built with that terrain (a location with no printed path of its
    own, left by one kind of path: the Marsh of Rebirth)."""

    do: Literal["open_terrain_routes"]
    terrain: Literal[
        "woods", "lakeshore", "mountain_pass", "old_growth", "grassland", "swamp", "ravine", "river"
    ]


class ToCollection(CardVerb):
    """Ranger cards leave the game for the collection: out of the day now, and out of their owner's
    deck for good (a ``DeckChange`` in the day's outcome that the campaign applies)."""

    do: Literal["to_collection"]
    target: Selector = "this"


class SetAside(CardVerb):
    """Cards in play are set aside by this card (out of play, kept apart: its "set-aside" cards,
    zone ``set_aside``); a card being cleared is set aside in place of being discarded."""

    do: Literal["set_aside"]
    target: Selector = "this"


class LeaveGame(Verb):
    """This mission leaves the game for the collection without being completed (no tracker line is
    crossed off; it is not carried to the next day): "the chance is gone"."""

    do: Literal["leave_game"]


class ResolveChallenge(CardVerb):
    """Resolve a challenge effect printed on a card in play, outside any test and even if it is
    exhausted: ``symbol`` one symbol, ``choose`` (one of the card's symbols, the acting Ranger
    picks) or ``each`` (every one, in the order the acting Ranger picks). Cards that reached a
    threshold clear first; a card no longer in play resolves nothing."""

    do: Literal["resolve_challenge"]
    target: Selector = "this"
    symbol: Symbol | Literal["choose", "each"] = "choose"


class ChallengeEffect(Verb):
    """In a card's "when you resolve a challenge effect on this card" response (key
    ``response:when:challenge_effect``, ``$symbol`` bound): this card's challenge effect for that
    symbol resolves now, seeing the response's bindings (the card it is aimed at instead:
    ``$instead``). Declining the response resolves the effect as printed."""

    do: Literal["challenge_effect"]


class DrawChallengeUntil(Verb):
    """In a ``challenge_draw`` answer ("when drawing a challenge card for a test"): challenge cards
    are drawn and discarded until the top one shows ``modifier`` for the test's aspect; that card is
    the test's draw (revealed as usual). ``as`` binds how many were discarded (a number)."""

    do: Literal["draw_challenge_until"]
    modifier: Annotated[int, Field(ge=-2, le=1)] = 1
    as_: Binding = Field(default="$discarded", alias="as")
    model_config = ConfigDict(extra="forbid", frozen=True, populate_by_name=True)


class ChooseModifier(Verb):
    """While a test's challenge card is revealed: the acting Ranger (the one answering the reveal)
    picks which of its four aspect modifiers the test uses (the resulting effort follows)."""

    do: Literal["choose_modifier"]


class ExtraSymbol(Verb):
    """While a test's challenge card is revealed: the acting Ranger names one more challenge symbol (one
    the card does not show); this test resolves that symbol's challenge effects too, after the
    drawn one's."""

    do: Literal["extra_symbol"]


class ExtraTest(Verb):
    """Take another test after this one (Dace's Ride): once the test being performed has ended, its
    Ranger performs one more test of their choice (any test their turn would offer; no other
    action), before the turn ends. ``dodge``: cards dodged from that test's start (Rulebook:
    Dodge); ``failure``: effects if that test fails."""

    do: Literal["extra_test"]
    dodge: Selector | None = None
    failure: list[Effect] = Field(default_factory=list)


class ScoutMore(Verb):
    """The scout whose "when you scout" window is open looks at ``amount`` more (or fewer) cards."""

    do: Literal["scout_more"]
    amount: Amount = 1


class CommitEffort(Verb):
    """Add effort to the test being performed (a card's own contribution, not a card from hand);
    nothing outside a test or once its outcome is known."""

    do: Literal["commit_effort"]
    amount: Amount = 1


class PlayMoment(Verb):
    """Rulebook: Play a Card, Moments - a moment is played from where it lies (a discard pile, a
    card it is attached to) at the time its own text gives: its play text as a turn's play, its
    response in that response's window (the card carrying this verb is offered there for it:
    engine/flow/play_elsewhere.py). ``pay``: ``own`` - its own energy cost; ``as_x`` - its cost
    is paid as this card's X, in this card's aspect. ``stay``: it stays where it was instead of
    being discarded. Played, it opens the after-play window (ruling R51)."""

    do: Literal["play_moment"]
    target: Selector
    pay: Literal["own", "as_x"] = "own"
    stay: bool = False


#: When a ``delayed`` effect list runs: the outcome of the test being performed (dropped when that
#: test ends the other way), the group's next travel, or the end of the day.
DelayedUntil = Literal[
    "test_succeeded", "test_failed", "after_travel", "end_of_day", "arrival", "challenge_revealed"
]


class Delayed(Verb):
    """Effects kept in the state (``GameState.delayed``, JSON with their bindings) until a later
    moment: "if that test fails, ...", "after you travel, ...", "at the end of the day, ..."."""

    do: Literal["delayed"]
    until: DelayedUntil
    effects: list[Effect]


class TravelNow(Verb):
    """The round stops here: the group goes to the travel phase and travels to ``destination``
    (a map slug) along a path of ``terrain``, then the refresh phase (The Greenbridge collapsing)."""

    do: Literal["travel_now"]
    destination: Annotated[str, Field(pattern=r"^[a-z_]+$")]
    terrain: Literal[
        "woods", "lakeshore", "mountain_pass", "old_growth", "grassland", "swamp", "ravine", "river"
    ]


class MarkMission(Verb):
    """Check progress boxes of this mission on the campaign tracker (3 per mission; the day keeps
    them for the campaign, engine/day/record.py ``mission_marks``)."""

    do: Literal["mark_mission"]
    amount: Annotated[int, Field(ge=1, le=3)] = 1


class ReadGuide(Verb):
    do: Literal["read_guide"]
    entry: Annotated[str, Field(pattern=r"^[0-9]+(\.[0-9]+)?$")]


class PutIntoPlay(CardVerb):
    """Cards go into play without paying a cost. ``target``: Ranger cards (from a deck, a hand or
    a discard pile: beings and features within their owner's reach, other cards in their owner's
    area, the equip limit then checked; a deck taken from is shuffled, Rulebook: Search) and path
    cards (from the path deck or discard, e.g. the Reclaimers a scout looked at: by their arrow).
    ``name``: that path card from the collection (a copy waiting in the path deck is taken from
    there and the deck shuffled; nothing happens while a copy is in play)."""

    do: Literal["put_into_play"]
    name: Annotated[str, Field(min_length=1, max_length=60)] | None = None
    target: Selector | None = None
    who: Who = "you"
    #: False: the cards' Ambush keyword is ignored as they enter.
    ambush: bool = True

    @model_validator(mode="after")
    def _one_source(self) -> PutIntoPlay:
        if (self.name is None) == (self.target is None):
            raise ValueError("put_into_play takes a card 'name' or a 'target', exactly one")
        return self


class ForEach(Verb):
    """Repeat ``effects`` once per Ranger (``rangers``) or per card (``cards``), binding ``$each``.
    ``rangers: choose`` (or ``choose_other``) asks the acting Ranger for one Ranger: the effects run
    once, for that Ranger ("choose a Ranger: that Ranger soothes ...")."""

    do: Literal["for_each"]
    rangers: Who | None = None
    cards: Selector | None = None
    #: ``rangers`` only: each of them in turn is the acting Ranger ("you") of the effects, so they
    #: make the choices ("each Ranger may move a being within their reach").
    act: bool = False
    effects: list[Effect]


class If(Verb):
    do: Literal["if"]
    cond: Condition
    then: list[Effect] = Field(default_factory=list)
    else_: list[Effect] = Field(default_factory=list, alias="else")
    model_config = ConfigDict(extra="forbid", frozen=True, populate_by_name=True)


class May(Verb):
    """An optional part: the Ranger answers yes or no."""

    do: Literal["may"]
    who: Who = "you"
    label: Annotated[str, Field(max_length=80)] = ""
    effects: list[Effect]


class ChooseAmount(Verb):
    """The Ranger picks a number 0..``max``, bound as ``as`` for ``effects``."""

    do: Literal["choose_amount"]
    who: Who = "you"
    max: Amount
    #: Never more than this, whatever ``max`` comes to.
    at_most: int | None = None
    #: At least this many (an "use X tokens" ability: X is 1 or more); capped by ``max``.
    min: Annotated[int, Field(ge=0)] = 0
    as_: Binding = Field(default="$n", alias="as")
    label: Annotated[str, Field(max_length=80)] = ""
    effects: list[Effect]
    model_config = ConfigDict(extra="forbid", frozen=True, populate_by_name=True)


class Repeat(Verb):
    """Run ``effects`` ``times`` times in a row ("exhaust a being for every 2 effort"): each round
    picks afresh, so a filter that leaves out what is done (``ready: true``) never picks it twice."""

    do: Literal["repeat"]
    times: Amount
    effects: list[Effect]


class ChooseCard(CardVerb):
    """Pick a card and do nothing else yet: it is bound under ``as`` for the effects after it ("the
    exhausted feature with the lowest presence ... each Ranger whose token is on it"). A filter
    picking ``one`` among several asks the acting Ranger; none: the binding is empty."""

    do: Literal["choose_card"]
    target: Selector
    as_: Binding = Field(alias="as")


class Sample(CardVerb):
    """Take ``amount`` of the cards ``target`` matches at random (the game's seeded generator: every
    match when there are no more) and bind them under ``as`` for the effects after it; nothing
    else ("choose N of the attached facedown cards at random and look at them")."""

    do: Literal["sample"]
    target: Selector
    amount: Amount = 1
    as_: Binding = Field(alias="as")


class FromCollection(Verb):
    """Rulebook: Customizing Your Deck, Permanent Alterations - the Ranger picks a starting Ranger
    card of ``type`` from the collection (background, specialty or personality sets; an aspect
    requirement they meet; never a third copy; Expert cards only from their own sets). It joins their
    deck for good (a ``DeckChange`` the campaign applies) and goes to their hand, or into play."""

    do: Literal["from_collection"]
    type: Literal["moment", "gear", "attachment", "attribute", "being", "feature"]
    to: Literal["hand", "play"] = "hand"
    who: Who = "you"


class ChooseOne(Verb):
    do: Literal["choose_one"]
    who: Who = "you"
    options: list[Branch]


class Branch(Node):
    label: Annotated[str, Field(min_length=1, max_length=80)]
    #: Offered only while this holds (an option that would do nothing is not a way out).
    if_: Condition | None = Field(default=None, alias="if")
    effects: list[Effect]
    model_config = ConfigDict(extra="forbid", frozen=True, populate_by_name=True)


class SwapModifier(Verb):
    """The test in progress uses the modifier its revealed challenge card shows for another aspect
    (a better one; the acting Ranger picks among several), paying ``spend`` energy of that aspect."""

    do: Literal["swap_modifier"]
    spend: Annotated[int, Field(ge=0)] = 1


class Use(Verb):
    """Run a named effect list from this card's ``macros``."""

    do: Literal["use"]
    macro: Annotated[str, Field(pattern=r"^[a-z_][a-z0-9_]*$")]


class Custom(Verb):
    """A card that fits no pattern: a function in ``engine/effects/custom/``."""

    do: Literal["custom"]
    fn: Annotated[str, Field(pattern=r"^[a-z_][a-z0-9_]*$")]
    args: dict[str, Any] = Field(default_factory=dict)
    text: Annotated[str, Field(max_length=200)] = ""


# --------------------------------------------------------------------------- arrival setup


class PathMatch(Node):
    """Which path cards an arrival search looks for in the path deck, by their printed facts (cards
    in a deck are out of play: no modifier applies). Every given term must hold; ``traits``: any
    one of them."""

    card_id: Annotated[str, Field(min_length=1, max_length=12)] | None = None
    traits: list[Annotated[str, Field(min_length=1)]] = Field(default_factory=list)
    type: Literal["being", "feature"] | None = None
    keyword: Annotated[str, Field(pattern=r"^[a-z_]+$")] | None = None
    presence: Annotated[int, Field(ge=0)] | None = None


class ArrivalStep(Verb):
    """Rulebook: Phase 3: Travel, 5. Arrival Setup - one step of the location's arrival setup, in
    the printed order: resolved by the lead Ranger (``lead``), by the next Ranger clockwise who has
    not resolved a step yet (``next``: ignored once every Ranger has resolved one), or by the group
    with no Ranger named (``group``: the lead Ranger makes its choices). ``effects`` run with that
    Ranger as the acting Ranger (``you``). Only in a location's ``arrival`` list, at its top."""

    do: Literal["arrival_step"]
    who: Literal["lead", "next", "group"]
    effects: list[Effect]


class DealPath(Verb):
    """Arrival setup: the top ``amount`` cards of the path deck (or of a separate deck the location
    set aside at assembly) come into play one by one, with no path-draw window: by their arrow
    (``arrow``; ``within_reach``: within the acting Ranger's reach whatever the arrow), or face down
    in the ``area`` (``facedown``). An empty path deck is refilled from its discard first."""

    do: Literal["deal_path"]
    amount: Annotated[int, Field(ge=1, le=6)] = 1
    deck: Annotated[str, Field(pattern=r"^[a-z_]+$")] = "path"
    to: Literal["arrow", "within_reach", "facedown"] = "arrow"
    #: ``facedown`` only: where the face-down card lies.
    area: Literal["within_reach", "along_the_way"] | None = None

    @model_validator(mode="after")
    def _area(self) -> DealPath:
        if (self.to == "facedown") != (self.area is not None):
            raise ValueError("'area' is required for, and only for, deal_path to 'facedown'")
        return self


class PickFromPath(Verb):
    """Rulebook: Additional Concepts, Search - the acting Ranger looks through the path deck for a
    card matching ``match`` (one option per different card) and it goes into play by its arrow
    (``play``), to the path discard (``discard``) or attached to the current location
    (``attach_location``); the path deck is then shuffled (also when nothing is found)."""

    do: Literal["pick_from_path"]
    match: PathMatch
    then: Literal["play", "discard", "attach_location"] = "play"


class DrawKeepOne(Verb):
    """Arrival setup: the top ``amount`` cards of the path deck are set aside; the acting Ranger
    keeps one (one with the ``keyword`` when any has it) and it enters play by its arrow; the
    others go to the path discard."""

    do: Literal["draw_keep_one"]
    amount: Annotated[int, Field(ge=2, le=6)] = 2
    keyword: Annotated[str, Field(pattern=r"^[a-z_]+$")] | None = None


class RevealChallenge(Verb):
    """Reveal the top card of the challenge deck (it goes to the challenge discard; its reshuffle
    icon shuffles the deck) and bind it under ``as`` ("if it shows a sun, ..." with ``shows``)."""

    do: Literal["reveal_challenge"]
    as_: Binding = Field(alias="as")
    model_config = ConfigDict(extra="forbid", frozen=True, populate_by_name=True)


Effect = Annotated[
    AddTokens
    | PlayMoment
    | RemoveTokens
    | MoveTokens
    | Exhaust
    | Ready
    | StayExhausted
    | Discard
    | Flip
    | Attach
    | Detach
    | MoveCard
    | ToPathDeck
    | ToHand
    | ToDeck
    | ToFatigue
    | Dodge
    | Modify
    | PutIntoPlay
    | ResolveAbility
    | Prevent
    | Reduce
    | IncreaseAdded
    | TestAspect
    | PlayCard
    | UseTokens
    | FatigueLessBetween
    | SeparateToPath
    | SearchPath
    | SearchSet
    | SufferFatigue
    | FatigueBy
    | Soothe
    | FatigueToDeck
    | Injure
    | Heal
    | Draw
    | DrawPath
    | ExtraPathDraw
    | Scout
    | SpendEnergy
    | GainEnergy
    | RangerToken
    | OpenRoute
    | OpenFarRoutes
    | OpenTerrainRoutes
    | ResolveChallenge
    | ChallengeEffect
    | DrawChallengeUntil
    | ChooseModifier
    | ExtraSymbol
    | ExtraTest
    | ToCollection
    | SetAside
    | LeaveGame
    | CommitEffort
    | ScoutMore
    | SwapModifier
    | Delayed
    | TravelNow
    | MarkMission
    | ReadGuide
    | ForEach
    | If
    | May
    | ChooseAmount
    | ChooseOne
    | Use
    | Repeat
    | ChooseCard
    | Sample
    | FromCollection
    | ArrivalStep
    | DealPath
    | PickFromPath
    | DrawKeepOne
    | RevealChallenge
    | Custom,
    Field(discriminator="do"),
]

#: The tags pydantic puts in error paths for the form a selector or amount takes (error paths drop them).
FORM_TAGS = frozenset({"card_ref", "card_filter", "number", "amount_expr"})

VERBS: tuple[str, ...] = (
    "add_tokens",
    "remove_tokens",
    "move_tokens",
    "exhaust",
    "ready",
    "stay_exhausted",
    "discard",
    "flip",
    "attach",
    "detach",
    "move_card",
    "to_path_deck",
    "to_hand",
    "to_deck",
    "to_fatigue",
    "dodge",
    "modify",
    "put_into_play",
    "resolve_ability",
    "prevent",
    "reduce",
    "increase_added",
    "test_aspect",
    "play_card",
    "use_tokens",
    "fatigue_less_between",
    "separate_to_path",
    "search_path",
    "search_set",
    "suffer_fatigue",
    "fatigue_by",
    "soothe",
    "fatigue_to_deck",
    "injure",
    "heal",
    "draw",
    "draw_path",
    "extra_path_draw",
    "scout",
    "spend_energy",
    "gain_energy",
    "ranger_token",
    "open_route",
    "open_far_routes",
    "open_terrain_routes",
    "resolve_challenge",
    "challenge_effect",
    "draw_challenge_until",
    "choose_modifier",
    "extra_symbol",
    "extra_test",
    "to_collection",
    "set_aside",
    "leave_game",
    "commit_effort",
    "play_moment",
    "scout_more",
    "swap_modifier",
    "delayed",
    "travel_now",
    "mark_mission",
    "read_guide",
    "for_each",
    "if",
    "may",
    "choose_amount",
    "choose_one",
    "use",
    "repeat",
    "choose_card",
    "sample",
    "from_collection",
    "arrival_step",
    "deal_path",
    "pick_from_path",
    "draw_keep_one",
    "reveal_challenge",
    "custom",
)


# --------------------------------------------------------------------------- constants


class Constant(Node):
    """A rule that holds while the card is in play (read by the modifier layer)."""

    #: What changes: every test's ``difficulty``; the ``presence``, thresholds or ``equip`` value of
    #: the ``target`` cards; ``river_travel`` (the group may use river paths); ``ignore_keyword``
    #: (the Ranger whose area holds this card ignores ``keyword`` on other cards); ``x`` (the value
    #: of this card's printed X, ``value``); ``cannot_interact`` (no test is offered with or at the
    #: ``target`` cards while ``while`` holds).
    modify: Literal[
        "difficulty",
        "presence",
        "progress_threshold",
        "harm_threshold",
        "equip",
        "river_travel",
        "ignore_keyword",
        "x",
        "progress_cap",
        "harm_cap",
        "effort",
        "hold_token",
        "block_progress",
        "block_travel",
        "no_ready",
        "shield_fatigue",
        "progress_added",
        "keyword",
        "trait",
        "approach",
        "approach_count",
        "cannot_interact",
        "seem_exhausted",
        "guide_entry",
        "off_tracker",
        "replace_clear",
        "facedown_feature",
    ]
    by: int = 0
    #: ``keyword`` / ``trait``: the one the ``target`` cards gain or lose while this holds;
    #: ``approach``: the icon they get ``by`` more of.
    gain: Annotated[str, Field(pattern=r"^[a-z_]+$")] | None = None
    lose: Annotated[str, Field(pattern=r"^[a-z_]+$")] | None = None
    #: ``shield_fatigue``: while your Ranger token is on this card, fatigue whose source is one of
    #: the ``target`` cards (``this``, ``weather``) is not suffered.
    #: ``progress_cap``: at most ``by`` progress per test go on this card (only 1 is supported);
    #: ``harm_cap``: the same for harm (any ``by``).
    #: ``effort``: every test's resulting effort changes by ``by`` (never below 0) while ``while``
    #: holds (``test_target`` is the card the test interacts with).
    #: ``hold_token``: a Ranger token on this card stays there: only this card's own effects move it.
    #: ``block_progress``: no progress can be put on the ``target`` cards (default this card) while
    #: ``while`` holds (``you``: the Ranger performing the current test, else the lead).
    #: ``seem_exhausted``: while ``while`` holds for a Ranger (``you``), the ``target`` cards (read
    #: for that Ranger: ``within_reach`` is their reach) count as exhausted for them: no fatigue
    #: from them, no challenge effects in their tests, no Ambush, no blocking obstacle.
    #: ``block_travel``: the group cannot travel while ``while`` holds.
    #: ``no_ready``: the ``target`` cards do not ready.
    #: ``progress_added``: progress a test puts on this card changes by ``by`` (never below 0).
    #: ``x``: what the card's printed X (presence or a threshold) is equal to.
    #: ``off_tracker`` (a mission): it is never written on the campaign tracker when received.
    #: ``facedown_feature``: path cards in play turned face down are read as blank features with
    #: ``keyword`` and a presence of ``by`` (engine/facedown.py).
    #: ``replace_clear``: the ``target`` cards' own clear text does not run when they clear (this
    #: card's responses to their clear are the results in its place; the discard rule still holds).
    value: Amount | None = None
    #: ``presence`` and thresholds: the change is ``by`` times this amount, read as the rules ask
    #: (Surveyed Land: -1 presence per marker on it).
    per: Amount | None = None
    #: Never below this after the change (e.g. an equip value of at least 1).
    min: int | None = None
    keyword: str | None = None
    #: ``guide_entry``: the ``target`` cards read this campaign-guide entry in place of their own.
    entry: Annotated[str, Field(pattern=r"^[0-9]+(\.[0-9]+)?$")] | None = None
    #: Which cards (presence, thresholds, equip); default this card.
    target: Selector = "this"
    #: Only while this holds.
    while_: Condition | None = Field(default=None, alias="while")
    model_config = ConfigDict(extra="forbid", frozen=True, populate_by_name=True)

    @model_validator(mode="after")
    def _shape(self) -> Constant:
        if self.modify == "approach_count":
            # This card's own icons of ``gain`` number ``value``, wherever it is (in hand too).
            _check_change("approach", self.by, self.gain, self.lose)
            if self.value is None or self.target != "this":
                raise ValueError("an approach_count gives this card's icon count as 'value'")
        elif self.modify in ("keyword", "trait", "approach"):
            _check_change(self.modify, self.by, self.gain, self.lose)
        elif self.gain is not None or self.lose is not None:
            raise ValueError(
                f"'gain' and 'lose' belong to keyword, trait and approach changes, not {self.modify}"
            )
        return self


# --------------------------------------------------------------------------- path deck assembly


class Assembly(Node):
    """Rulebook: Phase 3: Travel, 4. Build the Path Deck ("Path Deck Assembly" on a card): a rule
    the one deck builder (engine/day/path_deck.py) reads from the cards in play as it builds.

    * ``replace_terrain`` (a location): the ``terrain`` set is used in place of the path's.
    * ``separate_deck`` (a location): the ``sets`` form a deck of their own, named ``deck``, set
      aside and shuffled (drawn from with the ``deck`` of ``deal_path`` and ``draw_path``).
    * ``require_valley_card`` (a non-pivotal location): the ``cards`` are among its Valley cards.
    * ``no_valley_cards`` (a location): no Valley card goes into its deck.
    * ``add_to_path_deck`` (weather, mission face): the ``cards`` are shuffled into the path deck.
    * ``add_to_valley_pool`` (mission face): the ``cards`` join the Valley set before its cards
      are drawn.
    * ``add_by_days`` (mission face): the ``cards`` go into the path deck while the days since the
      mission was received are within ``days`` (from, to, both included; 0 the day it came) and
      the location whose deck is built has one of the ``traits`` (none given: any location).
    """

    rule: Literal[
        "replace_terrain",
        "separate_deck",
        "require_valley_card",
        "no_valley_cards",
        "add_to_path_deck",
        "add_to_valley_pool",
        "add_by_days",
    ]
    terrain: (
        Literal["woods", "lakeshore", "mountain_pass", "old_growth", "grassland", "swamp", "ravine", "river"]
        | None
    ) = None
    sets: list[Annotated[str, Field(pattern=r"^[a-z_]+$")]] = Field(default_factory=list)
    deck: Annotated[str, Field(pattern=r"^[a-z_]+$")] | None = None
    cards: list[Annotated[str, Field(min_length=1, max_length=12)]] = Field(default_factory=list)
    days: tuple[Annotated[int, Field(ge=0)], Annotated[int, Field(ge=0)]] | None = None
    traits: list[Annotated[str, Field(min_length=1)]] = Field(default_factory=list)

    @model_validator(mode="after")
    def _shape(self) -> Assembly:
        need: dict[str, tuple[str, ...]] = {
            "replace_terrain": ("terrain",),
            "separate_deck": ("sets", "deck"),
            "require_valley_card": ("cards",),
            "no_valley_cards": (),
            "add_to_path_deck": ("cards",),
            "add_to_valley_pool": ("cards",),
            "add_by_days": ("cards", "days"),
        }
        wanted = need[self.rule]
        for name in ("terrain", "sets", "deck", "cards", "days", "traits"):
            given = getattr(self, name) not in (None, [])
            if name in wanted and not given:
                raise ValueError(f"a {self.rule} rule needs {name!r}")
            if given and name not in wanted and not (name == "traits" and self.rule == "add_by_days"):
                raise ValueError(f"{name!r} does not belong to a {self.rule} rule")
        if self.rule == "require_valley_card" and len(self.cards) != 1:
            raise ValueError("a require_valley_card rule names one card")
        if self.days is not None and self.days[0] > self.days[1]:
            raise ValueError("'days' goes from the lower count to the higher")
        return self


# --------------------------------------------------------------------------- abilities


#: Triggers an ability may name (``on``); engine/effects/interpreter.py fires them (``ability``: an
#: untimed Exhaust / use-N-tokens ability, offered beside the turn's actions).
TRIGGERS: tuple[str, ...] = (
    "enters_play",
    "refresh",
    "rest",
    "end_of_day",
    "after_travel",
    "start_of_day",
    "play",
    "clear",
    "ability",
    "when_drawn",
    "commit",
    "state",
    *(
        EVENTS := (
            "card_enters_play",
            "card_leaves_play",
            "card_cleared",
            "tokens_added",
            "ranger_drew",
            "challenge_revealed",
            "card_unattached",
            "card_exhausted",
        )
    ),
)
#: "Would" replacements (engine/effects/replacements.py): abilities keyed by the printed inventory's
#: key of a response or timed ability that changes an event before it happens (validated as any
#: inventory key; the engine raises these events).
WOULD_TRIGGERS: tuple[str, ...] = (
    "ability:would:fatigue",
    "response:would:fatigue",
    "response:when:card_fatigues",
    "ability:would:injury",
    "response:would:injury",
    "ability:would:ready",
    "response:would:ready",
    "ability:would:path_draw",
    "response:would:path_draw",
    "ability:would:challenge_draw",
    "response:would:challenge_draw",
    "response:before:challenge_draw",
    "response:when:challenge_draw",
    "ability:would:challenge_effect",
    "response:would:challenge_effect",
    "ability:would:harm",
    "response:would:harm",
)
#: Game events any card may listen to, with their details bound for the ability (``$card``: the
#: card the event is about; ``$ranger``; ``$kind``/``$amount`` for tokens; ``$symbol`` for a
#: revealed challenge card). engine/effects/listeners.py raises them.
EVENT_TRIGGERS: tuple[str, ...] = EVENTS
#: The hooks of the printed inventory whose abilities are used in a timing window (cards/README.md):
#: a response, a timed exhaust / use-tokens ability, an attribute's commit rule.
WINDOWED_HOOKS: tuple[str, ...] = ("response", "ability", "commit")
TIMINGS: tuple[str, ...] = ("before", "when", "after", "would")


def windowed_key(on: str) -> tuple[str, str, str] | None:
    """``response:when:test`` -> ("response", "when", "test"); None for a named trigger."""
    hook, _, rest = on.partition(":")
    timing, _, event = rest.partition(":")
    if hook in WINDOWED_HOOKS and timing in TIMINGS and event:
        return hook, timing, event
    return None


def _trigger(text: str) -> str:
    """A named trigger, or a printed-inventory key of a response / timed ability / commit rule
    (``response:when:test``, ``ability:after:cleared``, ``commit:after:test_succeeded``): such an
    ability is offered in that key's timing window (engine/flow/printed_responses.py)."""
    if text in TRIGGERS:
        return text
    found = windowed_key(text)
    if found is not None and found[2].replace("_", "a").isalpha() and found[2].islower():
        return text
    raise ValueError(
        f"expected one of {', '.join(TRIGGERS)}, or an inventory key "
        f"<response|ability|commit>:<before|when|after|would>:<event> (such as "
        f"'response:after:test_succeeded'), found {text!r}"
    )


#: ``on``: a named trigger or an inventory key (see ``_trigger``).
TriggerName = Annotated[str, AfterValidator(_trigger)]


class Ability(Node):
    on: TriggerName
    #: Where the card must be for the ability to listen (default: in play).
    zone: Literal["in_play", "hand", "discard"] = "in_play"
    optional: bool = False
    cost: list[Effect] = Field(default_factory=list)
    if_: Condition | None = Field(default=None, alias="if")
    effects: list[Effect]
    #: At most this many times per round (None: no limit).
    limit: int | None = None
    #: ``clear`` only: the thresholds this clear ability answers (empty: any of them).
    by: list[Literal["progress", "harm", "ranger_tokens"]] = Field(default_factory=list)
    #: The printed-inventory key this ability expresses when its trigger is named otherwise (a
    #: ``response:when:cleared`` written as a ``card_cleared`` listener, a ``state`` hook...).
    covers: Annotated[str, Field(pattern=r"^[a-z_]+(:[a-z_0-9+]+)*$")] | None = None
    #: ``commit`` only: whose tests the card may be committed to; ``any``: any Ranger's, from its
    #: owner's hand (Rulebook: Commit Approach Icons is about your own hand and test).
    who: Literal["you", "any"] = "you"
    model_config = ConfigDict(extra="forbid", frozen=True, populate_by_name=True)


class TestBehaviour(Node):
    """What a printed test does (keyed by the printed test id)."""

    __test__ = False
    success: list[Effect] = Field(default_factory=list)
    failure: list[Effect] = Field(default_factory=list)
    always: list[Effect] = Field(default_factory=list)
    #: Challenge effects of these symbols do not resolve during this test (engine/flow/challenge.py).
    skip_challenge: list[Symbol] = Field(default_factory=list)
    #: Cards this test dodges from its start (Rulebook: Dodge), before step 1's fatigue: "whether
    #: you succeed or fail, dodge the cards between you and it" (``{"zone": "between", "pick":
    #: "all"}``). Counts as the test's ``always`` text for coverage.
    dodge: Selector | None = None
    #: The test is offered only while this holds ("if this being is attached to your role, it gains
    #: the following test"); ``you`` is the Ranger who would perform it.
    while_: Condition | None = Field(default=None, alias="while")
    model_config = ConfigDict(extra="forbid", frozen=True, populate_by_name=True)


class Behaviour(Node):
    abilities: list[Ability] = Field(default_factory=list)
    tests: dict[Annotated[str, Field(pattern=r"^t[0-9]+$")], TestBehaviour] = Field(default_factory=dict)
    challenge: dict[Symbol, list[Effect]] = Field(default_factory=dict)
    constant: list[Constant] = Field(default_factory=list)
    macros: dict[Annotated[str, Field(pattern=r"^[a-z_][a-z0-9_]*$")], list[Effect]] = Field(
        default_factory=dict
    )
    #: A location's arrival setup (Rulebook: Phase 3: Travel, 5. Arrival Setup): ``arrival_step``
    #: effects in the printed order, run as the group arrives (and at the day's setup).
    arrival: list[Effect] = Field(default_factory=list)
    #: Path Deck Assembly rules the deck builder reads (see ``Assembly``).
    assembly: list[Assembly] = Field(default_factory=list)


for _m in (
    CardFilter,
    Delayed,
    TokensOnSpec,
    OverThresholdSpec,
    AllCond,
    AnyCond,
    NotCond,
    Compare,
    ForEach,
    Repeat,
    If,
    May,
    ChooseAmount,
    ChooseOne,
    ArrivalStep,
):
    _m.model_rebuild()
Branch.model_rebuild()
ChooseOne.model_rebuild()
Constant.model_rebuild()
Ability.model_rebuild()
TestBehaviour.model_rebuild()
Behaviour.model_rebuild()
