"""A location's arrival setup (Rulebook: Phase 3: Travel, 5. Arrival Setup)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Annotated, Literal

from pydantic import ConfigDict, Field, model_validator

from rangers_qt.content.behaviour.verb import Verb
from rangers_qt.content.behaviour.vocabulary import Binding, Node
from rangers_qt.content.behaviour.words import card_name, with_article

if TYPE_CHECKING:
    from rangers_qt.content.behaviour.context import TextContext
    from rangers_qt.content.behaviour.effects import Effect


ARRIVAL_WHO = {
    "lead": "the lead Ranger",
    "next": "the next Ranger clockwise (if any)",
    "group": "the group",
}


def path_match_text(m: PathMatch) -> str:
    """A path-deck search's terms in words, with their article ("a Predator or Prey being",
    "an obstacle card", "Silverfin Carp")."""
    if m.card_id:
        what = card_name(m.card_id)
    else:
        words = [" or ".join(m.traits)] if m.traits else []
        if m.keyword:
            words.append(m.keyword.replace("_", " "))
        words.append(m.type or "card")
        what = with_article(" ".join(words))
    if m.presence is not None:
        what += f" with a presence of {m.presence}"
    return what


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

    def nested(self) -> tuple[tuple[str, Sequence[Effect]], ...]:
        return (("effects", self.effects),)

    def text(self, ctx: TextContext) -> str:
        return f"{ARRIVAL_WHO[self.who]}: {ordered(ctx.effects(self.effects))}"


def ordered(said: str) -> str:
    """An arrival step is an order to the Ranger named before it: "the lead Ranger: search ...",
    never "...: you search ..." (Atrox Mountain's run of steps said once, as its single steps)."""
    if said.startswith("you ") and not said.startswith("you may"):
        return said.removeprefix("you ")
    return said


def arrival_lines(steps: Sequence[Effect], ctx: TextContext) -> list[str]:
    """The arrival setup, one line per step; a run of steps that each Ranger in turn resolves alike
    (the lead Ranger, then the next ones clockwise) is one line, said once."""
    lines: list[str] = []
    k = 0
    while k < len(steps):
        step = steps[k]
        run = 1
        if isinstance(step, ArrivalStep) and step.who in ("lead", "next"):
            while (
                k + run < len(steps)
                and isinstance(nxt := steps[k + run], ArrivalStep)
                and nxt.who == "next"
                and nxt.effects == step.effects
            ):
                run += 1
        if run == 1 or not isinstance(step, ArrivalStep):
            said = ctx.effect(step)
            lines.append(f"Arrival setup {k + 1}: {said[:1].upper()}{said[1:]}.")
        else:
            first = "the lead Ranger" if step.who == "lead" else "the next Ranger clockwise"
            more = run - 1
            whom = f"{first}, then up to {more} more Ranger{'s' if more > 1 else ''} clockwise, each"
            said = f"{whom}: {ordered(ctx.effects(step.effects))}"
            lines.append(f"Arrival setup {k + 1}-{k + run}: {said[:1].upper()}{said[1:]}.")
        k += run
    return lines


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

    def text(self, ctx: TextContext) -> str:
        if self.deck == "path":
            cards = "the top path card" if self.amount == 1 else f"the top {self.amount} path cards"
        else:  # "the top card of the detritus deck", never "the top detritus deck card"
            top = "the top card" if self.amount == 1 else f"the top {self.amount} cards"
            cards = f"{top} of the {self.deck} deck"
        where = {
            # A path card enters play by its arrow unless told otherwise (Rulebook: Phase 1: Path Cards).
            "arrow": "" if self.amount == 1 else " one by one",
            "within_reach": " within your reach, whatever the arrow says",
            "facedown": f" face down {(self.area or '').replace('_', ' ')}",
        }[self.to]
        return f"put {cards} into play{where}"


class PickFromPath(Verb):
    """Rulebook: Additional Concepts, Search - the acting Ranger looks through the path deck for a
    card matching ``match`` (one option per different card) and it goes into play by its arrow
    (``play``), to the path discard (``discard``) or attached to the current location
    (``attach_location``); the path deck is then shuffled (also when nothing is found).

    ``next`` (the Search paragraph's "next" card): no choice - the deck is gone through from the
    top and the first match is the card; none matching: nothing happens but the shuffle."""

    do: Literal["pick_from_path"]
    match: PathMatch
    then: Literal["play", "discard", "attach_location"] = "play"
    next: bool = False

    def text(self, ctx: TextContext) -> str:
        what = path_match_text(self.match)
        if self.next:
            then = {
                "play": "put it into play where its arrow says",
                "discard": "discard it",
                "attach_location": "attach it to this location",
            }[self.then]
            found = what.removeprefix("a ").removeprefix("an ")
            if self.match.traits or self.match.keyword:  # "the next Predator", not "... Predator card"
                found = found.replace(" card", "", 1)
            return f"search the path deck for the next {found} and {then}"
        then = {
            "play": "then put it into play",
            "discard": "then discard it",
            "attach_location": "then attach it to this location",
        }[self.then]
        return f"search the path deck for {what}, {then}"


class DrawKeepOne(Verb):
    """Arrival setup: the top ``amount`` cards of the path deck are set aside; the acting Ranger
    keeps one (one with the ``keyword`` when any has it) and it enters play by its arrow; the
    others go to the path discard."""

    do: Literal["draw_keep_one"]
    amount: Annotated[int, Field(ge=2, le=6)] = 2
    keyword: Annotated[str, Field(pattern=r"^[a-z_]+$")] | None = None

    def text(self, ctx: TextContext) -> str:
        forced = f" (one with {self.keyword.replace('_', ' ')} if any has it)" if self.keyword else ""
        rest = "the other" if self.amount == 2 else "the others"  # of 2, one card is left
        return (
            f"set aside the top {self.amount} path cards, put one of them{forced} into play where its "
            f"arrow says and {rest} in the path discard"
        )


class RevealChallenge(Verb):
    """Reveal the top card of the challenge deck (it goes to the challenge discard; its reshuffle
    icon shuffles the deck) and bind it under ``as`` ("if it shows a sun, ..." with ``shows``)."""

    do: Literal["reveal_challenge"]
    as_: Binding = Field(alias="as")
    model_config = ConfigDict(extra="forbid", frozen=True, populate_by_name=True)

    def text(self, ctx: TextContext) -> str:
        return "turn up the top challenge card and discard it"


#: The verbs of this family, in the effect union (``effects.Effect``: add a new verb here).
Verbs = ArrivalStep | DealPath | PickFromPath | DrawKeepOne | RevealChallenge
