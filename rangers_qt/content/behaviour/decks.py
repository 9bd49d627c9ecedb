"""The path deck: cards put on it, searched from it and from the sets, extra draws, and the Path Deck
Assembly rules (Rulebook: Phase 3: Travel, 4. Build the Path Deck)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Annotated, Literal

from pydantic import ConfigDict, Field, model_validator

from rangers_qt.content.behaviour.amounts import Amount
from rangers_qt.content.behaviour.selectors import CardFilter
from rangers_qt.content.behaviour.verb import Verb
from rangers_qt.content.behaviour.vocabulary import Binding, Node, Who
from rangers_qt.content.behaviour.words import and_list, as_list, card_list, subject

if TYPE_CHECKING:
    from rangers_qt.content.behaviour.context import TextContext


class SeparateToPath(Verb):
    """The top cards of a deck the location set aside at assembly (the detritus deck) go face down
    on top of the path deck."""

    do: Literal["separate_to_path"]
    deck: Annotated[str, Field(pattern=r"^[a-z_]+$")]
    amount: Amount = 1

    def text(self, ctx: TextContext) -> str:
        top = "the top card" if self.amount == 1 else f"the top {ctx.cards(self.amount, 'card')}"
        return f"put {top} of the {self.deck} deck on top of the path deck"


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

    def text(self, ctx: TextContext) -> str:
        # "the path deck and the path discard pile": "the path deck and discard for ..." reads as
        # two verbs (Rescue's sun, fifth reading)
        piles = "the path deck and the path discard pile" if self.discard_too else "the path deck"
        which = "the next" if self.next else "a"
        found = ctx.card(self.match.model_copy(update={"zone": "in_play", "pick": "one"}))
        found = found.removeprefix("a ").removeprefix("an ").removesuffix(" in play")
        if self.match.keyword is not None and found == f"card with {self.match.keyword.replace('_', ' ')}":
            found = self.match.keyword.replace("_", " ")  # the keyword as a noun: "the next obstacle"
        verb = "search" if self.who == "you" else "searches"
        if self.place != "play":
            where = "on the top" if self.place == "top" else "on the bottom"
            head = f"{subject(self.who)} {verb} the path deck for {which} {found}"
            return f"{head}, shuffle the deck, then put the card {where}"
        where = " along the way" if self.area == "along_the_way" else ""
        return f"{subject(self.who)} {verb} {piles} for {which} {found}, then put it into play{where}"


def set_words(set_id: str) -> str:
    """A set of the collection as a player names it: ``the_valley`` is "the Valley set",
    ``general`` "the General set" (the rules text and the search prompt say it alike)."""
    return f"the {set_id.removeprefix('the_').replace('_', ' ').title()} set"


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

    def text(self, ctx: TextContext) -> str:
        piles = set_words(self.set)
        if self.discard_too:
            piles = f"the path discard and {piles}"
        found = ctx.card(self.match.model_copy(update={"zone": "in_play", "pick": "one", "name": None}))
        found = found.removeprefix("a ").removeprefix("an ").removesuffix(" in play")
        if self.match.name is not None:
            named = " or ".join(as_list(self.match.name))
            found = named if found == "card" else f"{found} named {named}"
        then = {
            "play": "put it into play",
            "path_deck": "shuffle it into the path deck",
            "aside": "set it aside",
        }[self.where]
        many = "a" if self.amount == 1 else f"{self.amount} copies of"
        counted = ""  # a computed count comes after the name: "copies of X, as many as ..."
        if not isinstance(self.amount, int):
            many, counted = "copies of", f", as many as {ctx.amount(self.amount)}"
        if self.amount != 1:
            then = then.replace(" it ", " them ")
        verb = "search" if self.who == "you" else "searches"
        if self.where == "aside":
            # Set aside is where the engine keeps the card for the next clause, which places it
            # ("search the Valley set for a card, then attach that card face down ..."): unsaid.
            return f"{subject(self.who)} {verb} {piles} for {many} {found}{counted}"
        return f"{subject(self.who)} {verb} {piles} for {many} {found}{counted}, then {then}"


class ExtraPathDraw(Verb):
    """The lead Ranger draws this many extra path cards in the next path phase."""

    do: Literal["extra_path_draw"]
    amount: Amount = 1

    def text(self, ctx: TextContext) -> str:
        return f"the lead Ranger draws {ctx.cards(self.amount, 'extra path card')} next round"


class Assembly(Node):
    """Rulebook: Phase 3: Travel, 4. Build the Path Deck ("Path Deck Assembly" on a card): a rule
    the one deck builder (engine/path_deck.py) reads from the cards in play as it builds.

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

    def text(self, ctx: TextContext) -> str:
        """One Path Deck Assembly rule as a sentence (Rulebook: Travel, 4. Build the Path Deck)."""
        cards = card_list(self.cards)
        if self.rule == "replace_terrain":
            terrain = (self.terrain or "").replace("_", " ")
            return f"Path deck: build it with the {terrain} set instead of the set of the path travelled."
        if self.rule == "separate_deck":
            # The sets by name, as the card names them ("the Spire set", "the Grassland, ... sets").
            sets = and_list([set_words(s).removeprefix("the ").removesuffix(" set") for s in self.sets])
            kept = f"the {sets} set is" if len(self.sets) == 1 else f"the {sets} sets are"
            return f"Path deck: {kept} kept apart, shuffled, as the {self.deck} deck."
        if self.rule == "require_valley_card":
            return f"Path deck: {cards} is always one of its Valley cards."
        if self.rule == "no_valley_cards":
            return "Path deck: no Valley cards are added."
        if self.rule == "add_to_path_deck":
            return f"Path deck: shuffle in {cards}."
        if self.rule == "add_to_valley_pool":
            return f"Path deck: mix {cards} into the Valley set before its cards are picked."
        low, high = self.days or (0, 0)
        span = f"{low} or more" if high >= 999 else f"{low} to {high}"
        kinds = self.traits or []
        kind = f"{', '.join(kinds[:-1])} or {kinds[-1]}" if len(kinds) > 1 else "".join(kinds)
        where = f"a {kind} location's path deck" if kinds else "the path deck"
        return (
            f"Path deck: while {span} days have passed since you received this mission, {where} gets {cards}."
        )


#: The verbs of this family, in the effect union (``effects.Effect``: add a new verb here).
Verbs = SeparateToPath | SearchPath | SearchSet | ExtraPathDraw
