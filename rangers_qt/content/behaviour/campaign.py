"""The campaign: mission boxes, guide entries, cards leaving for or taken from the collection."""

from __future__ import annotations

from typing import TYPE_CHECKING, Annotated, Literal

from pydantic import Field

from rangers_qt.content.behaviour.selectors import CardFilter, Selector, names_a_card_of_yours
from rangers_qt.content.behaviour.verb import CardVerb, Verb
from rangers_qt.content.behaviour.vocabulary import Who
from rangers_qt.content.behaviour.words import subject

if TYPE_CHECKING:
    from rangers_qt.content.behaviour.context import TextContext


class MarkMission(Verb):
    """Check progress boxes of this mission on the campaign tracker (3 per mission; the day keeps
    them for the campaign, engine/day_record.py ``mission_marks``)."""

    do: Literal["mark_mission"]
    amount: Annotated[int, Field(ge=1, le=3)] = 1

    def text(self, ctx: TextContext) -> str:
        return f"check {self.amount} of this mission's boxes on the campaign tracker"


class ReadGuide(Verb):
    do: Literal["read_guide"]
    entry: Annotated[str, Field(pattern=r"^[0-9]+(\.[0-9]+)?$")]

    def text(self, ctx: TextContext) -> str:
        return f"read campaign guide entry {self.entry}"


class LeaveGame(Verb):
    """This mission leaves the game for the collection without being completed (no tracker line is
    crossed off; it is not carried to the next day): "the chance is gone"."""

    do: Literal["leave_game"]

    def text(self, ctx: TextContext) -> str:
        return "this mission leaves the game for the collection, not completed"


class ToCollection(CardVerb):
    """Ranger cards leave the game for the collection: out of the day now, and out of their owner's
    deck for good (a ``DeckChange`` in the day's outcome that the campaign applies)."""

    do: Literal["to_collection"]
    target: Selector = "this"

    def text(self, ctx: TextContext) -> str:
        what = "this card" if self.target == "this" else ctx.card(self.target)
        if isinstance(self.target, CardFilter) and self.target.zone == "set_aside":
            return f"return {what} to the collection"  # path cards kept apart: they leave the game
        if names_a_card_of_yours(self.target, ctx.category):
            return f"return {what} to your collection (it leaves your deck)"
        return f"return {what} to the collection (it leaves its owner's deck)"


class FromCollection(Verb):
    """Rulebook: Customizing Your Deck, Permanent Alterations - the Ranger picks a starting Ranger
    card of ``type`` from the collection (background, specialty or personality sets; an aspect
    requirement they meet; never a third copy; Expert cards only from their own sets). It joins their
    deck for good (a ``DeckChange`` the campaign applies) and goes to their hand, or into play."""

    do: Literal["from_collection"]
    type: Literal["moment", "gear", "attachment", "attribute", "being", "feature"]
    to: Literal["hand", "play"] = "hand"
    who: Who = "you"

    def text(self, ctx: TextContext) -> str:
        where = "into play" if self.to == "play" else f"into {'your' if self.who == 'you' else 'their'} hand"
        if self.who == "you":  # an order to the acting Ranger, as after "then"
            return (
                f"take a starting {self.type} whose aspect requirement you meet from the collection: "
                f"it joins your deck for good and goes {where}"
            )
        return (
            f"{subject(self.who)} takes a starting {self.type} whose aspect requirement they meet from "
            f"the collection: it joins their deck for good and goes {where}"
        )


#: The verbs of this family, in the effect union (``effects.Effect``: add a new verb here).
Verbs = ToCollection | LeaveGame | MarkMission | ReadGuide | FromCollection
