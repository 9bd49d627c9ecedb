"""Selectors: which cards an effect acts on (a reference such as ``this`` or a ``CardFilter``)."""

from __future__ import annotations

from functools import cached_property
from typing import TYPE_CHECKING, Annotated, Any, Literal

from pydantic import Discriminator, Tag

from rangers_qt.content.behaviour.vocabulary import (
    CARD_REFS,
    WHO_REFS,
    CardCategory,
    CardType,
    Node,
    TokenKind,
    Zone,
    one_of,
)
from rangers_qt.content.behaviour.words import REF_WORDS, ZONE_WORDS, as_list, or_words, who_text
from rangers_qt.words import plural

if TYPE_CHECKING:
    from rangers_qt.content.behaviour.amounts import Amount
    from rangers_qt.content.behaviour.context import TextContext


class TokenFilter(Node):
    #: A token name, ``progress``/``harm``, or ``own`` (the token printed on each card).
    kind: TokenKind
    ge: int = 1


class CardFilter(Node):
    """Cards matching every given term, in a canonical order (zone, then position)."""

    zone: Zone = "in_play"
    #: Whose per-Ranger zone (hand, within reach...): ``you`` by default, ``any`` for every Ranger.
    of: Annotated[str, one_of((*WHO_REFS, "any"))] = "you"
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
    #: ``true``: only cards that print a token of their own. Never written in card data: the
    #: engine sets it on the target of "give a card 1 of its own tokens" (a card printing none has
    #: no token of its own to be given, ruling R93), and the text already says "its own tokens".
    prints_token: bool | None = None
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

    # Worked out once (the model is frozen, so a kept value cannot go stale; pydantic leaves a
    # cached_property out of dumps, equality and hashing): the modifier layer's ``matches`` reads
    # it for every candidate card, and the filters asked most in a turn prompt test traits only.
    @cached_property
    def only_traits(self) -> tuple[str, ...] | None:
        """The traits (a card matches with any of them) when that is all this filter tests of a
        candidate card, besides ``other`` and the zone it is drawn from; None when it tests more."""
        tested = (
            self.type,
            self.keyword,
            self.name,
            self.not_name,
            self.room_for,
            self.not_trait,
            self.among,
            self.not_among,
            self.area_of,
            self.ranger_token,
            self.category,
            self.ready,
            self.tokens,
            self.prints_token,
            self.facedown,
            self.min_presence,
            self.max_presence,
        )
        if any(v is not None for v in tested):
            return None
        return () if self.trait is None else tuple(as_list(self.trait))


#: A card reference (one of ``CARD_REFS`` or a ``$name`` binding) or a ``CardFilter``.
Selector = Annotated[
    Annotated[Annotated[str, one_of(CARD_REFS)], Tag("card_ref")] | Annotated[CardFilter, Tag("card_filter")],
    Discriminator(lambda v: "card_ref" if isinstance(v, str) else "card_filter"),
]


#: A Ranger's own zone, said with the Ranger first ("within any Ranger's reach").
_OWN_ZONES = {
    "within_reach": "within {}'s reach",
    "player_area": "in {}'s player area",
    "hand": "in {}'s hand",
    "deck": "in {}'s deck",
    "discard": "in {}'s discard",
    "fatigue": "in {}'s fatigue stack",
}


#: Keywords that read as a noun for the card that has them ("an obstacle"); the others read as
#: adjectives, capitalised as keywords are ("a Persistent card", "a being with Ambush").
NOUN_KEYWORDS = frozenset({"obstacle"})


def _whose_zone(zone: str, who: str) -> str:
    """ "Within any Ranger's reach", not "within reach of any Ranger" (which reads as a place
    after a verb of moving: "move a prey within reach of any Ranger along the way"); a Ranger
    named by a phrase of its own ("a Ranger of your choice") keeps the "of"."""
    if " of " in who:
        return f"{ZONE_WORDS[zone]} of {who}"
    return _OWN_ZONES[zone].format(who)


def selector_text(sel: Any, ctx: TextContext) -> str:
    """A selector in words ("a ready being within your reach")."""
    if isinstance(sel, str):
        if sel == "$source":  # a would event's: the card whose effect it is
            return "the card it comes from"
        if sel.startswith("$"):
            return "it" if sel == "$each" or sel in getattr(ctx, "singles", ()) else "that card"
        return REF_WORDS.get(sel, sel)
    flt: CardFilter = sel
    if isinstance(flt.among, str) and flt.among in getattr(ctx, "singles", ()):
        # the one card an earlier clause took: "put it into play", never "each card among them"
        kept = flt.model_dump(exclude_defaults=True, exclude={"among", "pick", "zone", "attached_to"})
        if not kept:
            return "it"
    what = []
    if flt.zone == "active":
        what.append("active")
    if flt.ready is True:
        what.append("ready")
    elif flt.ready is False:
        what.append("exhausted")
    if flt.facedown is True:
        what.append("face-down")
    elif flt.facedown is False:
        what.append("face-up")
    if flt.not_trait is not None:
        what.append("non-" + "/".join(t.replace("_", " ").title() for t in as_list(flt.not_trait)))
    person = is_person(flt)
    if flt.trait is not None and not person:
        what.append(" or ".join(t.replace("_", " ").title() for t in as_list(flt.trait)))
    if flt.category is not None and flt.name is None:  # (a name says the category already)
        what.append(or_words(flt.category))
    noun = or_words(flt.type) if flt.type is not None else "card"
    keyword = flt.keyword
    if keyword is not None and noun == "card" and flt.name is None:
        # A keyword that is a noun names the kind of card: "a Water obstacle", "the next
        # obstacle"; any other is said as every card names a keyword: "a Persistent card".
        if keyword in NOUN_KEYWORDS:
            noun, keyword = keyword.replace("_", " "), None
        else:
            what.append(keyword.replace("_", " ").title())
            keyword = None
    if flt.name is not None:  # a card is named by its name ("each Sitka Buck")
        names = " or ".join(as_list(flt.name))
        noun = names if noun == "card" or flt.type == "location" else f"{noun} named {names}"
    if flt.pick == "any" and noun == "card":  # "any number of cards", "up to 4 cards"
        noun = "cards"
    what.append(noun)
    if keyword is not None:
        what.append(f"with {keyword.replace('_', ' ').title()}")
    if flt.not_name is not None:
        what.append(f"other than {flt.not_name}")
    if flt.among is not None:
        # cards an earlier effect found ("the scouted cards"): "each Reclaimer card among them"
        bound = isinstance(flt.among, str) and flt.among.startswith("$") and flt.among != "$each"
        what.append("among them" if bound else f"among {ctx.card(flt.among)}")
        if bound:  # where those cards are was said as they were found: "each Reclaimer among them"
            flt = flt.model_copy(update={"attached_to": None, "zone": "in_play"})
    # "any number of other cards": the one left out is the card just chosen, said a clause before
    just_chosen = isinstance(flt.not_among, str) and flt.not_among not in ("$each", "$source")
    just_chosen = just_chosen and str(flt.not_among).startswith("$")
    if flt.not_among is not None and not (just_chosen and flt.pick == "any"):
        what.append(f"other than {ctx.card(flt.not_among)}")
    if flt.area_of is not None:
        what.append(f"sharing an area with {ctx.card(flt.area_of)}")
    if flt.attached_to is not None:
        down = " face down" if flt.zone == "face_down" else ""
        what.append(f"attached{down} to {ctx.card(flt.attached_to)}")
    if flt.ranger_token is not None:
        what.append("with a Ranger token on it" if flt.ranger_token else "with no Ranger token on it")
    if flt.min_presence is not None:  # "with at least 2 presence", never the notation "2+"
        what.append(f"with at least {flt.min_presence} presence")
    if flt.room_for is not None:
        # Only going over the threshold is barred, so the token that reaches it is allowed: "not
        # yet at", never "below", which a player reads as the harm having to stay under it.
        what.append(f"not yet at its {flt.room_for} threshold")
    if flt.max_presence is not None:
        what.append(f"with presence at most {ctx.amount(flt.max_presence)}")
    if flt.highest is not None:
        what.append(f"with the highest {flt.highest}")
    if flt.lowest is not None:
        what.append(f"with the lowest {flt.lowest}")
    if flt.tokens is not None:
        # "a being with progress", "with at least 2 vines": never the notation "1+ progress"
        if flt.tokens.ge <= 1:
            kind = (
                "its own tokens"
                if flt.tokens.kind == "own" and not ctx.own
                else ctx.tokens(flt.tokens.kind, n=None)
            )
            what.append(f"with {kind}")
        else:
            kind = (
                "of its own tokens"
                if flt.tokens.kind == "own"
                else ctx.tokens(flt.tokens.kind, n=flt.tokens.ge)
            )
            what.append(f"with at least {flt.tokens.ge} {kind}")
    head = {"all": "each", "first": "the first", "one": "a", "any": "any number of"}[flt.pick]
    cap = ""
    if flt.pick == "any" and isinstance(flt.at_most, int):
        head = f"up to {ctx.amount(flt.at_most)}"
        if flt.at_most > 1 and what:  # "up to 4 moments or attributes" (Paths We've Roamed Before)
            what[0] = " or ".join(plural(w) for w in what[0].split(" or "))
    elif flt.pick == "any" and flt.at_most is not None:  # a count read from the table
        cap = f" (at most {ctx.amount(flt.at_most)})"
    if flt.other or (just_chosen and flt.pick == "any"):
        head = {"each": "each other", "the first": "the first other", "a": "another"}.get(
            head, f"{head} other"
        )
    # A card is in play unless the text says where ("exhaust a being"): "in play" goes unsaid.
    zone = "" if flt.zone in ("active", "in_play") or flt.attached_to is not None else ZONE_WORDS[flt.zone]
    # A Ranger card's own owner is the reader: "each gear in your player area" (Pocketed Belt Pouch)
    of = "you" if flt.of == "owner" and ctx.category == "ranger" else flt.of
    if flt.zone in ("within_reach", "player_area", "hand", "deck", "discard", "fatigue") and of != "you":
        zone = _whose_zone(flt.zone, who_text(of))
    elif flt.zone in ("hand", "deck", "discard", "fatigue"):
        zone = zone.replace("the ", "your ").replace("in hand", "in your hand")
    elif flt.zone in ("within_reach", "player_area"):  # yours, not anyone's (The Bubble: your gear)
        zone = {"within_reach": "within your reach", "player_area": "in your player area"}[flt.zone]
    if person and head == "a" and what == [flt.name]:  # one person: "exhaust Spirit Speaker Nal"
        return f"{flt.name} {zone}".rstrip()
    if head == "a" and what[0][:1].lower() in "aeiou":
        head = "an"
    if head == "a" and what[0].startswith("The "):  # "The Whispering Fields", never "a The ..."
        return f"{' '.join(what)} {zone}".rstrip() + cap
    return f"{head} {' '.join(what)} {zone}".rstrip() + cap


def names_a_card_of_yours(target: Any, category: str) -> bool:
    """The card is the reader's own: this Ranger card, or one found in your own zones (not in play,
    where it may be another Ranger's). Such a card goes to "your hand" or leaves "your deck";
    only a card that may be another Ranger's names "its owner's"."""
    if target == "this":
        return category == "ranger"
    return isinstance(target, CardFilter) and target.of == "you" and target.zone != "in_play"


def is_person(flt: Any) -> bool:
    """A filter naming one Human card: a person, of whom there is one copy (every Human path card
    of the core set is a single named card), said by the name alone, never "a Spirit Speaker
    Nal". The data says so by giving the trait with the name (``{"name": ..., "trait": "human"}``),
    which the engine checks too."""
    return (
        isinstance(flt, CardFilter)
        and isinstance(flt.name, str)
        and flt.trait is not None
        and "human" in as_list(flt.trait)
    )
