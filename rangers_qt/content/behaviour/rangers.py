"""What happens to a Ranger: fatigue, injuries, draws, scouting and energy."""

from __future__ import annotations

from typing import TYPE_CHECKING, Annotated, Literal

from pydantic import ConfigDict, Field

from rangers_qt.content.behaviour.amounts import CountOf, Effort, FatigueOf, InjuriesOf
from rangers_qt.content.behaviour.selectors import Selector
from rangers_qt.content.behaviour.verb import RangerVerb, Verb
from rangers_qt.content.behaviour.vocabulary import AspectName, Binding, Who
from rangers_qt.content.behaviour.words import subject, who_text

if TYPE_CHECKING:
    from rangers_qt.content.behaviour.context import TextContext


class SufferFatigue(RangerVerb):
    do: Literal["suffer_fatigue"]
    #: The card whose fate this fatigue follows from ("discard it; each Ranger suffers 3 fatigue"):
    #: the would-fatigue answers see it as ``$card``.
    because: Selector | None = None

    def text(self, ctx: TextContext) -> str:
        because = f" because of {ctx.card(self.because)}" if self.because is not None else ""
        s = "" if self.who == "you" else "s"
        return f"{subject(self.who)} suffer{s} {ctx.count(self.amount, 'fatigue')}{because}"


class FatigueBy(Verb):
    """The card fatigues the Ranger: fatigue equal to its presence, none if it is exhausted."""

    do: Literal["fatigue_by"]
    card: Selector = "this"
    who: Who = "you"

    def text(self, ctx: TextContext) -> str:
        return f"{ctx.card(self.card)} fatigues {who_text(self.who)}"


class Soothe(RangerVerb):
    do: Literal["soothe"]

    def text(self, ctx: TextContext) -> str:
        s = "" if self.who == "you" else "s"
        if isinstance(self.amount, FatigueOf) and self.amount.fatigue_of == self.who:
            return f"{subject(self.who)} soothe{s} all {'your' if self.who == 'you' else 'their'} fatigue"
        return f"{subject(self.who)} soothe{s} {ctx.count(self.amount, 'fatigue')}"


class FatigueToDeck(RangerVerb):
    """Cards from the top of a Ranger's fatigue stack are shuffled into their Ranger deck."""

    do: Literal["fatigue_to_deck"]

    def text(self, ctx: TextContext) -> str:
        whose = "your" if self.who == "you" else "their"
        n = ctx.cards(self.amount, "card")
        return f"shuffle {n} from the top of {whose} fatigue stack into {whose} Ranger deck"


class Injure(RangerVerb):
    do: Literal["injure"]

    def text(self, ctx: TextContext) -> str:
        many = ctx.amount(self.amount)
        noun = "injury" if many == "1" else "injuries"
        return f"{subject(self.who)} suffer{'' if self.who == 'you' else 's'} {many} {noun}"


class Heal(RangerVerb):
    do: Literal["heal"]

    def text(self, ctx: TextContext) -> str:
        s = "" if self.who == "you" else "s"
        if isinstance(self.amount, InjuriesOf) and self.amount.injuries_of == self.who:
            return f"{subject(self.who)} heal{s} all {'your' if self.who == 'you' else 'their'} injuries"
        many = ctx.amount(self.amount)
        return f"{subject(self.who)} heal{s} {many} {'injury' if many == '1' else 'injuries'}"


class Draw(RangerVerb):
    """Draw Ranger cards from the deck to hand."""

    do: Literal["draw"]

    def text(self, ctx: TextContext) -> str:
        s = "" if self.who == "you" else "s"
        return f"{subject(self.who)} draw{s} {ctx.cards(self.amount, 'Ranger card')}"


class DrawPath(RangerVerb):
    do: Literal["draw_path"]
    #: ``path``, or a separate deck the location set aside at assembly (``spire``, ``detritus``).
    deck: Annotated[str, Field(pattern=r"^[a-z_]+$")] = "path"
    #: Binds the first card drawn (the top of the path deck as the draw starts) for later effects.
    as_: Binding | None = Field(default=None, alias="as")
    model_config = ConfigDict(extra="forbid", frozen=True, populate_by_name=True)

    def text(self, ctx: TextContext) -> str:
        source = ctx.cards(self.amount, "path card" if self.deck == "path" else "card")
        deck = "" if self.deck == "path" else f" from the {self.deck} deck"
        return f"{subject(self.who)} draw{'' if self.who == 'you' else 's'} {source}{deck}"


class Scout(RangerVerb):
    """``who`` scouts (and decides where each card goes); ``of``: whose Ranger deck it is when it is
    not the scouting Ranger's own ("you scout 1 card of each Ranger's deck": ``for_each`` Rangers,
    ``of: $each``, you deciding every one)."""

    do: Literal["scout"]
    deck: Literal["ranger", "path", "challenge"] = "path"
    of: Who | None = None
    #: Binds the scouted cards (the top ones as the scout starts), wherever they are put.
    as_: Binding | None = Field(default=None, alias="as")
    model_config = ConfigDict(extra="forbid", frozen=True, populate_by_name=True)

    def text(self, ctx: TextContext) -> str:
        verb = f"{subject(self.who)} scout{'' if self.who == 'you' else 's'}"
        if self.of is not None and self.deck == "ranger":
            whose = "that Ranger's" if self.of.startswith("$") else f"{who_text(self.of)}'s"
            return f"{verb} {ctx.cards(self.amount, 'card')} of {whose} deck"
        deck = "Ranger" if self.deck == "ranger" else self.deck
        if isinstance(self.amount, CountOf) and self.amount.times == 1:  # "1 for each being in play"
            each = ctx.card(self.amount.count).removeprefix("a ").removeprefix("an ")
            where = " in play" if self.amount.count.zone == "in_play" and " " not in each else ""
            return f"{verb} 1 {deck} card for each {each}{where}"
        if isinstance(self.amount, Effort):  # "scout as many path cards as your effort"
            return f"{verb} as many {deck} cards as {ctx.amount(self.amount)}"
        return f"{verb} {ctx.cards(self.amount, f'{deck} card')}"


class SpendEnergy(RangerVerb):
    """Discard energy from a pool; ``choose`` lets the Ranger pick an aspect they have."""

    do: Literal["spend_energy"]
    aspect: AspectName | Literal["choose"] = "choose"

    def text(self, ctx: TextContext) -> str:
        # "Spend": energy leaves the pool for the supply; with no aspect named, any one they have.
        aspect = "energy" if self.aspect == "choose" else f"{self.aspect} energy"
        s = "" if self.who == "you" else "s"
        return f"{subject(self.who)} spend{s} {ctx.amount(self.amount)} {aspect}"


class GainEnergy(RangerVerb):
    """Add energy to a pool; ``choose``: the Ranger picks the aspect ("takes 1 energy of any aspect");
    ``marked``: the aspect of the energy token on this card (Infusion Canteen keeps the aspect
    chosen as it entered play as such a token; none there: nothing)."""

    do: Literal["gain_energy"]
    aspect: AspectName | Literal["choose", "marked"]

    def text(self, ctx: TextContext) -> str:
        if self.aspect == "marked":
            gain = "gain" if self.who == "you" else "gains"
            marked = "energy of the aspect marked on this card"
            return f"{subject(self.who)} {gain} {ctx.amount(self.amount)} {marked}"
        if self.aspect == "choose":
            verb = "take" if self.who == "you" else "takes"
            return f"{subject(self.who)} {verb} {ctx.amount(self.amount)} energy of any aspect"
        gain = "gain" if self.who == "you" else "gains"
        return f"{subject(self.who)} {gain} {ctx.amount(self.amount)} {self.aspect} energy"


#: The verbs of this family, in the effect union (``effects.Effect``: add a new verb here).
Verbs = (
    SufferFatigue
    | FatigueBy
    | Soothe
    | FatigueToDeck
    | Injure
    | Heal
    | Draw
    | DrawPath
    | Scout
    | SpendEnergy
    | GainEnergy
)
