"""Verbs about the test in progress and timed modifiers (Rulebook: Tests; Dodge)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Annotated, Literal

from pydantic import Field, model_validator

from rangers_qt.content.behaviour.amounts import Amount
from rangers_qt.content.behaviour.selectors import CardFilter, Selector
from rangers_qt.content.behaviour.verb import CardVerb, Verb
from rangers_qt.content.behaviour.vocabulary import AspectName
from rangers_qt.content.behaviour.words import UNTIL_WORDS, ZONE_WORDS, change_text

if TYPE_CHECKING:
    from rangers_qt.content.behaviour.context import TextContext
    from rangers_qt.content.behaviour.effects import Effect


class Dodge(CardVerb):
    """Rulebook: Dodge - for the current test, these cards stop counting as between its Ranger and
    the card the test interacts with: they do not fatigue, and an obstacle among them does not
    block. ``amount``: the acting Ranger picks up to that many of the matches (all of them, with no
    question, when there are no more than that); without it every match is dodged (a ``pick: one``
    filter asks which). Outside a test nothing happens."""

    do: Literal["dodge"]
    target: Selector = Field(default_factory=lambda: CardFilter(zone="between", pick="all"))
    amount: Amount | None = None

    def text(self, ctx: TextContext) -> str:
        # Only cards between the tester and their target can be dodged, and only for the test
        # being performed (Rulebook: Dodge), so the text does not say either again.
        cards = ctx.card(self.target).replace(f" {ZONE_WORDS['between']}", "")
        if self.amount is None:
            return f"dodge {cards}"
        which = cards.removeprefix("each ").removeprefix("a ").removeprefix("an ")
        if (which == "card" or which.startswith("card ")) and self.amount != 1:
            # "up to 3 cards", "up to that many cards"
            which = "cards" + which.removeprefix("card")
        return f"dodge up to {ctx.amount(self.amount)} {which}"


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
        check_change(self.stat, self.by, self.gain, self.lose)
        if self.to is not None and (
            self.stat not in ("presence", "progress_threshold", "harm_threshold") or self.by != 0
        ):
            raise ValueError("'to' sets presence or a threshold, without 'by'")
        if (self.stat == "guide_entry") != (self.entry is not None):
            raise ValueError("a guide_entry change names its 'entry' (and only it does)")
        return self

    def text(self, ctx: TextContext) -> str:
        if self.stat == "guide_entry":
            # The players read it, as the card clears (Dancer's Round): not "that card reads ...
            # until the end of the turn", whose span is the engine's bookkeeping.
            card = ctx.card(self.target)
            return f"read campaign guide entry {self.entry} in place of the entry {card} would read"
        what = change_text(self.stat, self.by, self.gain, self.lose, self.cards(ctx), self.to, self.entry)
        return f"{what} {UNTIL_WORDS[self.until]}"

    def cards(self, ctx: TextContext) -> str:
        """The cards changed: "each card in play", not "each card", which reads as a lasting rule
        that also covers cards entering play later."""
        words = ctx.card(self.target)
        return f"{words} in play" if each_in_play(self.target) else words


def each_in_play(target: Selector) -> bool:
    """Every card in play that matches, with nothing else to place them by: a timed change acts
    on the cards there as it resolves, never on cards entering play after it (One With Nature)."""
    return (
        isinstance(target, CardFilter)
        and target.pick == "all"
        and target.zone == "in_play"
        and target.area_of is None
        and target.attached_to is None
    )


def check_change(stat: str, by: int, gain: str | None, lose: str | None) -> None:
    if stat in ("keyword", "trait"):
        if (gain is None) == (lose is None):
            raise ValueError(f"a {stat} change names exactly one of 'gain' or 'lose'")
    elif stat == "approach":
        if gain not in ("conflict", "reason", "exploration", "connection") or lose is not None:
            raise ValueError("an approach change names the icon it adds as 'gain' (conflict, reason...)")
    elif gain is not None or lose is not None:
        raise ValueError(f"'gain' and 'lose' belong to keyword, trait and approach changes, not {stat}")


class TestAspect(Verb):
    """The test being performed uses this aspect instead of its printed one (its energy and the
    challenge card's modifier), from the "when you perform a test" window on; ``instead_of``: only
    a test of that aspect changes. Outside a test, or once energy is committed: nothing."""

    __test__ = False
    do: Literal["test_aspect"]
    aspect: AspectName
    instead_of: AspectName | None = None

    def text(self, ctx: TextContext) -> str:
        instead = f" instead of {self.instead_of}" if self.instead_of else " instead"
        return f"the test uses {self.aspect}{instead}"


class FatigueLessBetween(Verb):
    """For the test being performed: each card between you and the card you interact with
    fatigues you ``amount`` less in step 1 (never below 0); outside a test nothing."""

    do: Literal["fatigue_less_between"]
    amount: Amount = 1

    def text(self, ctx: TextContext) -> str:
        # one name for the card tested, as the guard's ("your target": Energized Hiking Greaves)
        return f"each card between you and your target fatigues you {ctx.amount(self.amount)} less this test"


class CommitEffort(Verb):
    """Add effort to the test being performed (a card's own contribution, not a card from hand);
    nothing outside a test or once its outcome is known."""

    do: Literal["commit_effort"]
    amount: Amount = 1

    def text(self, ctx: TextContext) -> str:
        per = getattr(self.amount, "per", 1)
        if per > 1:  # a chosen number paid out per N: "add 1 effort to the test for every 2 of them"
            return f"add 1 effort to the test for every {per} of them"
        return f"add {ctx.amount(self.amount)} effort to the test"


class ExtraTest(Verb):
    """Take another test after this one (Dace's Ride): once the test being performed has ended, its
    Ranger performs one more test of their choice (any test their turn would offer; no other
    action), before the turn ends. ``dodge``: cards dodged from that test's start (Rulebook:
    Dodge); ``failure``: effects if that test fails."""

    do: Literal["extra_test"]
    dodge: Selector | None = None
    failure: list[Effect] = Field(default_factory=list)

    def nested(self) -> tuple[tuple[str, Sequence[Effect]], ...]:
        return (("failure", self.failure),)

    def text(self, ctx: TextContext) -> str:
        out = "you perform another test after this one"
        if self.dodge is not None:
            out += f", dodging {ctx.card(self.dodge).removesuffix(' in play')} as you do"
        if self.failure:
            out += f"; if that test fails: {ctx.effects(self.failure)}"
        return out


class ScoutMore(Verb):
    """The scout whose "when you scout" window is open looks at ``amount`` more (or fewer) cards."""

    do: Literal["scout_more"]
    amount: Amount = 1

    def text(self, ctx: TextContext) -> str:
        return f"that scout looks at {ctx.cards(self.amount, 'more card')}"


#: The verbs of this family, in the effect union (``effects.Effect``: add a new verb here).
Verbs = Dodge | Modify | TestAspect | FatigueLessBetween | ExtraTest | CommitEffort | ScoutMore
