"""A card changes state or place: exhausted, readied, discarded, turned over, attached, moved, put into
play, played, set aside."""

from __future__ import annotations

from typing import TYPE_CHECKING, Annotated, Literal

from pydantic import Field, model_validator

from rangers_qt.content.behaviour.selectors import CardFilter, Selector, names_a_card_of_yours
from rangers_qt.content.behaviour.verb import CardVerb, Verb
from rangers_qt.content.behaviour.vocabulary import Binding, Who
from rangers_qt.content.behaviour.words import who_text

if TYPE_CHECKING:
    from rangers_qt.content.behaviour.context import TextContext


class Exhaust(CardVerb):
    do: Literal["exhaust"]
    target: Selector = "this"

    def text(self, ctx: TextContext) -> str:
        return f"exhaust {ctx.card(_without(self.target, 'ready', True))}"


class Ready(CardVerb):
    do: Literal["ready"]
    target: Selector = "this"

    def text(self, ctx: TextContext) -> str:
        return f"ready {ctx.card(_without(self.target, 'ready', False))}"


def _without(target: Selector, term: str, value: object) -> Selector:
    """The target without a term its verb already implies: only a ready card can be exhausted and
    only an exhausted one readied, so "exhaust a being" says what "exhaust a ready being" does."""
    if isinstance(target, CardFilter) and getattr(target, term) == value:
        return target.model_copy(update={term: None})
    return target


class StayExhausted(CardVerb):
    """Exhausted cards in play skip the coming refresh's ready step (Stoneweaver Bridge)."""

    do: Literal["stay_exhausted"]
    target: Selector

    def text(self, ctx: TextContext) -> str:
        return f"keep {ctx.card(self.target)} exhausted through this refresh"


class Discard(CardVerb):
    do: Literal["discard"]
    target: Selector = "this"
    #: Binds the number of tokens the discarded card(s) held as they went (a card's tokens leave
    #: with it): "... equal to the tokens on the discarded gear", read by ``{"ref": ...}``.
    tokens_as: Binding | None = None

    def text(self, ctx: TextContext) -> str:
        # The count the tokens bind is said where it is used ("harm equal to its tokens": text.py).
        return f"discard {ctx.card(self.target)}"


class Flip(Verb):
    """A two-faced card turns to its other side; ``to``: a path card in play (not attached) is
    turned face down or face up (engine/facedown.py, ruling R86)."""

    do: Literal["flip"]
    target: Selector = "this"
    to: Literal["face_down", "face_up"] | None = None

    def text(self, ctx: TextContext) -> str:
        if self.to == "face_down":  # the card keeps what is attached to it (ruling R86)
            return f"turn {ctx.card(self.target)} face down (it keeps its attachments)"
        if self.to is not None:
            return f"turn {ctx.card(self.target)} {self.to.replace('_', ' ')}"
        return f"turn {ctx.card(self.target)} over"


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

    def text(self, ctx: TextContext) -> str:
        return (
            f"attach {ctx.card(self.target)}{' face down' if self.face_down else ''} to {ctx.card(self.to)}"
        )


class Detach(CardVerb):
    """The card comes off the card it is attached to: a mission goes back to the surroundings,
    any other card is discarded."""

    do: Literal["detach"]
    target: Selector = "this"

    def text(self, ctx: TextContext) -> str:
        return f"{ctx.card(self.target)} comes off the card it is on"


def _within_reach_of(who: str) -> str:
    """ "Within your reach", "within that Ranger's reach" ("within reach of a Ranger of your
    choice" keeps its "of")."""
    if who == "you":
        return "within your reach"
    words = who_text(who)
    return f"within reach of {words}" if " of " in words else f"within {words}'s reach"


class MoveCard(CardVerb):
    do: Literal["move_card"]
    target: Selector = "this"
    #: ``elsewhere``: another area than its own, chosen by the acting Ranger (Rulebook: Move).
    to: Literal["along_the_way", "within_reach", "elsewhere", "area_of"]
    #: ``area_of``: into the area of this card (its first match).
    card: Selector | None = None
    #: Whose reach for ``within_reach``.
    of: Who = "you"

    def text(self, ctx: TextContext) -> str:
        dest = {
            "along_the_way": "along the way",
            "elsewhere": "to another area",  # Rulebook: Move - the area is the mover's choice
            "within_reach": "within your reach"
            if self.of == "you"
            else f"within reach of {who_text(self.of)}",
            "area_of": f"to the area of {ctx.card(self.card) if self.card is not None else 'that card'}",
        }[self.to]
        what = ctx.card(self.target)
        return f"move {'it' if what == 'that card' else what} {dest}"


class ToPathDeck(CardVerb):
    """Cards in play go back into the path deck: shuffled in, or on top."""

    do: Literal["to_path_deck"]
    target: Selector = "this"
    where: Literal["shuffle", "top"] = "shuffle"

    def text(self, ctx: TextContext) -> str:
        if self.where == "shuffle":  # as the rulebook says it: "shuffle it into the path deck"
            return f"shuffle {ctx.card(self.target)} into the path deck"
        return f"put {ctx.card(self.target)} on top of the path deck"


def whose(target: Selector, ctx: TextContext) -> str:
    """Whose hand, deck or fatigue stack a Ranger card goes to: "your" for a card of your own
    (found in your discard, deck or hand), "its owner's" only when it may be another Ranger's."""
    return "your" if names_a_card_of_yours(target, ctx.category) else "its owner's"


class ToHand(CardVerb):
    """Ranger cards go to their owner's hand (from a discard pile, a deck or play); a filter
    picking ``one`` among several asks which."""

    do: Literal["to_hand"]
    target: Selector

    def text(self, ctx: TextContext) -> str:
        return f"put {ctx.card(self.target)} into {whose(self.target, ctx)} hand"


class ToDeck(CardVerb):
    """Ranger cards (from a discard pile, a hand...) are shuffled into their owner's deck."""

    do: Literal["to_deck"]
    target: Selector

    def text(self, ctx: TextContext) -> str:
        return f"shuffle {ctx.card(self.target)} into {whose(self.target, ctx)} deck"


class ToFatigue(CardVerb):
    """Ranger cards (from a discard pile, a hand...) go face down on top of their owner's fatigue
    stack: fatigue that costs no card from the deck."""

    do: Literal["to_fatigue"]
    target: Selector

    def text(self, ctx: TextContext) -> str:
        stack = whose(self.target, ctx)
        # your own stack, one pile: several chosen go on it one by one, as chosen (Clarity of the
        # Headwaters: "in the order of your choice")
        several = stack == "your" and isinstance(self.target, CardFilter) and self.target.pick == "any"
        order = ", in the order you choose them (the last on top)" if several else ""
        return f"put {ctx.card(self.target)} face down on top of {stack} fatigue stack{order}"


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

    def text(self, ctx: TextContext) -> str:
        quiet = " (ignoring Ambush)" if not self.ambush else ""
        if self.name is not None:
            return f"put {self.name} into play from the collection (unless it is in play already){quiet}"
        # Only a Ranger card has a cost to skip: a path card found or scouted just enters play.
        ranger = isinstance(self.target, CardFilter) and self.target.zone in ("deck", "hand", "discard")
        free = " without paying its cost" if ranger else ""
        return f"put {ctx.card(self.target)} into play{free}{quiet}"


class PlayCard(Verb):
    """The acting Ranger picks one of the ``target`` cards (Ranger cards out of play: a discard
    pile...) that its owner could play now (its cost affordable; an attachment with a host); the
    owner may play it at once as if it were in their hand (paying its cost; it uses no turn)."""

    do: Literal["play_card"]
    target: Selector

    def text(self, ctx: TextContext) -> str:
        which = ctx.card(self.target).removeprefix("each ").removeprefix("a ").removeprefix("an ")
        return (
            f"choose one {which} that its owner can play now; they may play it at once "
            f"as if it were in their hand"
        )


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

    def text(self, ctx: TextContext) -> str:
        """Said as a player reads the printed card: the moment, its time (whenever its own text
        lets it be played: a turn's play, its response's moment), what is paid, where it ends.
        A moment is discarded after it resolves by the rules, so only staying is said."""
        what = ctx.card(self.target).removesuffix(" in play")
        when = f"play {what} at a time it could be played"
        if self.pay == "as_x":
            return f"{when}, paying X instead of its cost (X is that moment's cost)"
        where = "; it stays there instead of being discarded" if self.stay else ""
        return f"{when}, paying its cost{where}"


class ResolveAbility(CardVerb):
    """The untimed ability (inventory ``ability``) of a card with behaviour for it resolves as if
    its printed cost (exhaust, tokens) were paid; only such cards are candidates."""

    do: Literal["resolve_ability"]
    target: Selector

    def text(self, ctx: TextContext) -> str:
        return f"resolve the ability of {ctx.card(self.target)} as if its cost were paid"


class SetAside(CardVerb):
    """Cards in play are set aside by this card (out of play, kept apart: its "set-aside" cards,
    zone ``set_aside``); a card being cleared is set aside in place of being discarded."""

    do: Literal["set_aside"]
    target: Selector = "this"

    def text(self, ctx: TextContext) -> str:
        what = "this card" if self.target == "this" else ctx.card(self.target)
        # said where a card clears, as each use is: "set it aside in place of discarding it", not
        # "(if it is being cleared: ...)" (Lure, fifth reading)
        return f"set {what} aside in place of discarding it"


#: The verbs of this family, in the effect union (``effects.Effect``: add a new verb here).
Verbs = (
    PlayMoment
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
    | PutIntoPlay
    | ResolveAbility
    | PlayCard
    | SetAside
)
