"""Verbs that hold other effects or choose: conditions, loops, choices, delays, macros and custom
functions."""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import TYPE_CHECKING, Annotated, Any, Literal

from pydantic import ConfigDict, Field

from rangers_qt.content.behaviour.amounts import Amount, EffortPer, RefAmount, TokensOn
from rangers_qt.content.behaviour.choice_text import (
    alike_options,
    bare_options,
    chooser_options,
)
from rangers_qt.content.behaviour.conditions import (
    AllCond,
    Compare,
    Condition,
    Exists,
    IsThis,
    Shows,
    TestAdded,
    TokenOn,
    names_a_found_card,
    ranger_has,
    said_by_effect,
)
from rangers_qt.content.behaviour.replacements import Reduce
from rangers_qt.content.behaviour.selectors import CardFilter, Selector
from rangers_qt.content.behaviour.verb import CardVerb, Verb
from rangers_qt.content.behaviour.vocabulary import Binding, Node, Who
from rangers_qt.content.behaviour.words import REF_WORDS, ZONE_WORDS, paid_to, subject, who_text
from rangers_qt.words import plural

if TYPE_CHECKING:
    from rangers_qt.content.behaviour.context import TextContext
    from rangers_qt.content.behaviour.effects import Effect


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

    def nested(self) -> tuple[tuple[str, Sequence[Effect]], ...]:
        return (("effects", self.effects),)

    def text(self, ctx: TextContext) -> str:
        when = {
            "test_succeeded": "if that test succeeds",
            "test_failed": "if that test fails",
            "after_travel": "after the group next travels",
            "end_of_day": "at the end of the day",
            "arrival": "when the group reaches its destination, before its arrival setup",
            "challenge_revealed": "once the test's challenge card is revealed",
        }[self.until]
        return f"{when}, {ctx.effects(self.effects)}"


class ForEach(Verb):
    """Repeat ``effects`` once per Ranger (``rangers``) or per card (``cards``), binding ``$each``.
    ``rangers: choose`` (or ``choose_other``, ``choose_token_on_this``) asks the acting Ranger for
    one Ranger: the effects run once, for that Ranger ("choose a Ranger: that Ranger soothes ...";
    "a Ranger whose token is on this card may ...", Dolewood Canopy's sun: one Ranger, not each)."""

    do: Literal["for_each"]
    rangers: Who | None = None
    cards: Selector | None = None
    #: ``rangers`` only: each of them in turn is the acting Ranger ("you") of the effects, so they
    #: make the choices ("each Ranger may move a being within their reach").
    act: bool = False
    #: ``rangers`` only: the Rangers for whom this holds (bound as ``$each``); a choice offers only
    #: them ("a Ranger of your choice who has fatigue and FOC energy": Philosopher's Honey).
    where: Condition | None = None
    effects: list[Effect]

    def nested(self) -> tuple[tuple[str, Sequence[Effect]], ...]:
        return (("effects", self.effects),)

    def text(self, ctx: TextContext) -> str:
        over = f"for {who_text(self.rangers)}" if self.rangers is not None else f"for {ctx.card(self.cards)}"
        if self.where is not None and self.rangers is not None:
            over += f" who {ranger_has(self.where, ctx).removeprefix('for whom ')}"
            if self.rangers == "choose":  # "choose a Ranger who has fatigue: they soothe ..."
                over = over.replace("for a Ranger of your choice", "choose a Ranger", 1)
                said = ctx.effects(self.effects)
                if said.startswith("that Ranger ") and said.count("that Ranger") == 1:
                    return f"{over}: they {_base_verb(said.removeprefix('that Ranger '))}"
        if isinstance(self.cards, str) and self.cards.startswith("$"):
            over = "for each of those cards"
        if self.act and self.rangers is not None:  # each in turn is "you" of the effects
            over = f"{who_text(self.rangers)}{' in turn' if self.rangers == 'each' else ''}"
            each_may = self._each_may(ctx) or self._each_own_discard()
            if each_may is not None:
                return each_may
        whose = self._whose_token(ctx) or self._their_reach(ctx)
        if whose is not None:
            return whose
        said = ctx.effects(self.effects)
        if over.startswith("for each ") and len(self.effects) == 1 and _one_may_on_it(said):
            # "you may move each being to another area": what follows is not part of the loop
            return said.replace(" it ", f" {over.removeprefix('for ')} ", 1)
        if over == "for each of those cards" and len(self.effects) == 1 and said.endswith(" to it"):
            # "for each of those cards: move 1 progress from that card to it"
            return said.removesuffix(" it") + " each of them"
        if (
            self.rangers == "each"
            and not self.act
            and len(self.effects) == 1
            and said.count("that Ranger") == 1
        ):
            # "each Ranger soothes ...", "scout 1 card of each Ranger's deck": one clause said once
            if said.startswith("that Ranger "):
                return "each Ranger " + said.removeprefix("that Ranger ")
            if ":" not in said:
                return said.replace("that Ranger", "each Ranger")
        if (
            self.rangers == "each"
            and not self.act
            and len(self.effects) == 1
            and said.startswith("that Ranger ")
            and ":" not in said
            and said.count("that Ranger") == said.count("that Ranger's") + 1
        ):
            # "each Ranger suffers fatigue equal to the vines within their reach" (Trail of Vines)
            return "each Ranger " + said.removeprefix("that Ranger ").replace("that Ranger's", "their")
        if (
            self.rangers in ("choose", "choose_other")
            and not self.act
            and len(self.effects) == 1
            and said.startswith("that Ranger ")
            and ":" not in said
            and said.count("that Ranger") == said.count("that Ranger's") + 1
        ):
            # "for a Ranger of your choice: that Ranger soothes ..." is one clause with the chosen
            # Ranger its subject: "a Ranger of your choice soothes ..." (Trail Mix)
            rest = said.removeprefix("that Ranger ").replace("that Ranger's", "their")
            return f"{who_text(self.rangers)} {rest}"
        return f"{over}: {said}"

    def _each_may(self, ctx: TextContext) -> str | None:
        """ "Each Ranger in turn: you may put 1 harm on a flora to ..." is how the engine runs it
        (each is "you" of the choice, one after the other); a player says "each Ranger may put 1
        harm on a flora to ..." (Nature's Abundance), with "your reach" their own. None when the
        clause names "you" any other way, or is not one optional part."""
        who = {"each": "each Ranger", "choose_token_on_this": "a Ranger whose token is on this card"}
        if self.rangers not in (*who, "choose", "choose_other"):
            return None
        said = ctx.effects(self.effects)
        if not said.startswith("you may "):
            return None
        rest = said.removeprefix("you may ").replace("within your reach", "within their reach")
        if self.rangers in ("choose", "choose_other"):
            # the chosen Ranger is "you" of the clause: their own cards are "their" (The Right Tool)
            rest = re.sub(r"\byour\b", "their", rest)
            return f"{who_text(self.rangers)} may {rest}"
        rest = rest.replace("your Ranger token", "their token").replace("your role", "their role")
        if any(w in f" {rest} ".replace(",", " ") for w in (" you ", " your ", " yours ")):
            return None
        return f"{who[self.rangers]} may {rest}"

    def _their_reach(self, ctx: TextContext) -> str | None:
        """ "For each Ranger: if there is a Water feature within that Ranger's reach: that Ranger
        suffers 1 injury" is "each Ranger with a Water feature within their reach suffers 1 injury"
        (Overgrown Reactor's crest); "for each Ranger: if that card is within that Ranger's reach:
        that card fatigues that Ranger" is "if that card is within a Ranger's reach, it fatigues
        that Ranger" (Cerberusian Cyclone's crest: a card is within one Ranger's reach at most, so
        "a Ranger" is exact). The engine's loop, told as a player says it; None for other shapes."""
        only = self.effects[0] if len(self.effects) == 1 else None
        if self.rangers != "each" or self.act or not isinstance(only, If) or only.else_:
            return None
        cond, said = ctx.cond(only.cond), ctx.effects(only.then)
        if cond.count("that Ranger") != 1 or not cond.endswith(" within that Ranger's reach"):
            return None
        if (
            cond.startswith("there is ")
            and said.startswith("that Ranger ")
            and "that Ranger" not in said[12:]
        ):
            found = cond.removeprefix("there is ").replace("that Ranger's", "their")
            return f"each Ranger with {found} {said.removeprefix('that Ranger ')}"
        card = cond.removesuffix(" is within that Ranger's reach")
        if (
            " " in card.removeprefix("that ")
            or not said.startswith(f"{card} ")
            or said.count("that Ranger") != 1
        ):
            return None
        return f"if {card} is within a Ranger's reach, {said.replace(card, 'it', 1)}"

    def _each_own_discard(self) -> str | None:
        """ "Each Ranger in turn: 2 times: shuffle a card in that Ranger's discard into its owner's
        deck" is "each Ranger shuffles 2 cards from their discard into their deck" (Ranger Cache):
        the cards are each Ranger's own, the count said once. None for any other shape."""
        only = self.effects[0] if len(self.effects) == 1 else None
        times, inner = (only.times, only.effects) if isinstance(only, Repeat) else (1, [only])
        shuffle = inner[0] if len(inner) == 1 else None
        target = getattr(shuffle, "target", None)
        if self.rangers != "each" or not isinstance(times, int) or getattr(shuffle, "do", "") != "to_deck":
            return None
        if not isinstance(target, CardFilter) or target.model_dump(exclude_defaults=True, by_alias=True) != {
            "zone": "discard",
            "of": "$each",
        }:
            return None
        cards = "a card" if times == 1 else f"{times} cards"
        return f"each Ranger shuffles {cards} from their discard into their deck"

    def _whose_token(self, ctx: TextContext) -> str | None:
        """ "For each Ranger: if their Ranger token is on that card: that Ranger suffers 1 injury"
        is "each Ranger whose Ranger token is on that card suffers 1 injury"."""
        only = self.effects[0] if len(self.effects) == 1 else None
        if self.rangers not in ("each", "owner") or self.act or not isinstance(only, If) or only.else_:
            return None
        said = ctx.effects(only.then)
        cond = _their_token(only.cond, said, ctx, only.then[0] if only.then else None)
        if cond is None or not said.startswith("that Ranger "):
            return None
        rest = said.removeprefix("that Ranger ")
        if "that Ranger" in rest.removesuffix(" within reach of that Ranger"):
            return None
        # (the Ranger is the subject now: "... then move that card within their reach")
        if rest.endswith(" within reach of that Ranger") and ", then move it " in rest:
            rest = rest.removesuffix(" within reach of that Ranger") + " within their reach"
            rest = rest.replace(", then move it ", ", then moves that card ", 1)
        on = ctx.card(
            cond.token_on.model_copy(update={"pick": "one"})
            if isinstance(cond.token_on, CardFilter)
            else cond.token_on
        )
        # "whose token" is theirs: a Ranger has no other token; the token moved is that one
        rest = rest.replace("moves their Ranger token to ", "moves it to ", 1)
        if self.rangers == "owner":  # the card's owner, one Ranger (Scuttler Tunnel's clear)
            return f"if its owner's Ranger token is on {on}, they {_base_verb(rest)}"
        return f"each Ranger whose token is on {on} {rest}"


def _one_may_on_it(said: str) -> bool:
    """ "you may move it to another area": one optional clause naming the card once, as "it"."""
    return said.startswith("you may ") and f"{said} ".count(" it ") == 1 and ":" not in said


def _base_verb(said: str) -> str:
    """ "suffers 1 injury" -> "suffer 1 injury": a clause said of "they" (one Ranger named)."""
    verb, _, rest = said.partition(" ")
    verb = verb[:-2] if verb.endswith(("shes", "ches", "sses")) else verb.removesuffix("s")
    return f"{verb} {rest}".strip()


def _their_token(cond: Condition, said: str, ctx: TextContext, first: Any) -> TokenOn | None:
    """The condition on a Ranger's own token ("their Ranger token is on a Human card") of a "for
    each Ranger" clause; any other part of an "and" must be told by the effect itself ("if there
    is a Human card with no Ranger token on it: move it there")."""
    if isinstance(cond, TokenOn):
        return cond if cond.who == "$each" else None
    if not isinstance(cond, AllCond) or not cond.all_of:
        return None
    head, *rest = cond.all_of
    if not isinstance(head, TokenOn) or head.who != "$each":
        return None
    return head if all(said_by_effect(c, said, ctx, first) for c in rest) else None


class If(Verb):
    do: Literal["if"]
    cond: Condition
    then: list[Effect] = Field(default_factory=list)
    else_: list[Effect] = Field(default_factory=list, alias="else")
    model_config = ConfigDict(extra="forbid", frozen=True, populate_by_name=True)

    def nested(self) -> tuple[tuple[str, Sequence[Effect]], ...]:
        return (("then", self.then), ("else", self.else_))

    def _may_pay(self, ctx: TextContext) -> str | None:
        return _may_pay_text(self, ctx)

    def _guard_implied(self, ctx: TextContext) -> str | None:
        """ "If there is an active Seeker: if the attached card is an active Seeker: A; otherwise
        discard an active Seeker" is "if the attached card is an active Seeker: A; otherwise discard
        an active Seeker" (Find the Nest's sun): both branches need the card the outer guard looks
        for, so it goes unsaid. None when the clause is not of that form."""
        inner = self.then[0] if len(self.then) == 1 and not self.else_ else None
        if not isinstance(inner, If) or not inner.else_ or not isinstance(self.cond, Exists):
            return None
        sel = self.cond.exists
        inner_cond = inner.cond.exists if isinstance(inner.cond, Exists) else None
        if not isinstance(sel, CardFilter) or not isinstance(inner_cond, CardFilter):
            return None
        if inner_cond.model_copy(update={"among": None}) != sel:
            return None
        if not all(getattr(e, "target", None) == sel for e in inner.else_):
            return None
        return inner.text(ctx)

    def _token_off(self, ctx: TextContext) -> str | None:
        """ "If your Ranger token is on this card: you move your Ranger token to your role" is
        taking it off this card (Dolewood Canopy's Climb): the guard only keeps a token elsewhere
        where it is. None for any other shape."""
        only = self.then[0] if len(self.then) == 1 and not self.else_ else None
        cond = self.cond
        if getattr(only, "do", None) != "ranger_token" or not isinstance(cond, TokenOn):
            return None
        if cond.token_on != "this" or cond.who != "you":
            return None
        if getattr(only, "to", None) != "role" or getattr(only, "who", None) != "you":
            return None
        return "take your Ranger token off this card"

    def _exactly_n_or_n_times(self, ctx: TextContext) -> str | None:
        """ "If there are exactly 2 active Predator cards: exhaust each active Predator card;
        otherwise 2 times: exhaust an active Predator card" is "exhaust 2 active Predator cards"
        (Lure's crest): the data spares a choice when the count is exact; the player reads one
        clause, so nothing after it reads as part of the repeat."""
        cond, else_ = self.cond, self.else_ or []
        if not isinstance(cond, Compare) or not isinstance(cond.eq, int):
            return None
        if len(self.then) != 1 or len(else_) != 1:
            return None
        rep = else_[0]
        if not isinstance(rep, Repeat) or rep.times != cond.eq or len(rep.effects) != 1:
            return None
        one, each = ctx.effect(rep.effects[0]), ctx.effect(self.then[0])
        verb, article, noun = one.partition(" an " if " an " in one else " a ")
        if not article or " " in verb or each != f"{verb} each {noun}":
            return None
        return f"{verb} {cond.eq} {plural(noun)}"

    def _choice_or_fallback(self, ctx: TextContext) -> str | None:
        """ "If your role is ready: choose one: exhaust your role, or this card fatigues you;
        otherwise this card fatigues you": the guard is only what lets the first option do
        anything, and the fallback is the other option. A player reads it as the choice alone
        ("choose one: exhaust your role; or this card fatigues you"; Fetid Bog's mountain, Sensor
        Network's crest); the engine still skips the question when the guard fails. None for any
        other shape."""
        only = self.then[0] if len(self.then) == 1 else None
        if not isinstance(only, ChooseOne) or len(only.options) != 2 or not self.else_:
            return None
        if any(b.cost or b.if_ is not None for b in only.options):
            return None
        if not any(list(b.effects) == list(self.else_) for b in only.options):
            return None
        return only.text(ctx)

    def text(self, ctx: TextContext) -> str:
        if names_a_found_card(self.cond):
            # The guard after a choice or a search ("if there is that card") is bookkeeping: say
            # only what happens, or "if one was found" where something else happens otherwise.
            if not self.else_:
                return ctx.effects(self.then)
            return f"if one was found: {ctx.effects(self.then)}; otherwise {ctx.effects(self.else_)}"
        for shape in (
            self._may_pay,
            self._token_off,
            self._choice_or_fallback,
            self._exactly_n_or_n_times,
            self._guard_implied,
        ):
            shaped = shape(ctx)  # a shape a player reads as something simpler than "if ...: ..."
            if shaped is not None:
                return shaped
        then = ctx.effects(self.then)
        if isinstance(self.cond, TestAdded) and self.cond.test_added == "progress":
            # "If the test put progress on a card, put 1 progress on it" (A Perfect Day), the card
            # the guard names is "it" after it
            then = then.replace(f" {REF_WORDS['test_progress']}", " it")
        if not self.else_ and said_by_effect(self.cond, then, ctx, self.then[0] if self.then else None):
            return then
        if isinstance(self.cond, IsThis) and self.cond.is_this != "$host" and not self.else_:
            # "then if that card is this card: this card fatigues you" compares a card with itself
            # and names it three times: "then if it was this card, it fatigues you" (Strong Current)
            return f"if it was this card, {then.replace('this card', 'it')}"
        out = f"if {ctx.cond(self.cond)}: {then}"
        sel = getattr(self.cond, "exists", None)
        told = said_by_effect(self.cond, then, ctx, self.then[0] if self.then else None)
        if isinstance(sel, CardFilter) and not self.else_ and not told:
            # "If there is another active predator: exhaust one, then put 2 harm on that card and
            # 2 on this card": the guard stays (the last clause leans on nothing found), the card
            # it looks for is not named twice (Hungry Scrof's mountain)
            words = ctx.card(sel.model_copy(update={"pick": "one"}))
            first = then.split(", then ", 1)[0]
            bare = ctx.card(sel.model_copy(update={"pick": "one", "tokens": None}))
            if f" {words}" not in f" {first}" and sel.tokens is not None:
                # "if there is an active Water feature with 1+ progress: remove 1 progress from
                # one" (Toxin Eater's sun): the tokens are what the first clause takes
                words = bare
            if f" {words}" in f" {first}" and first.count(words) == 1 and not first.startswith("if "):
                out = f"if {ctx.cond(self.cond)}: {then.replace(words, 'one', 1)}"
        if self.else_ and told and isinstance(sel, CardFilter):
            # "If there is a path card with progress: remove 1 progress from one; otherwise ..."
            words = ctx.card(sel.model_copy(update={"pick": "one"}))
            bare = ctx.card(sel.model_copy(update={"pick": "one", "tokens": None}))
            kind = sel.tokens.kind if sel.tokens is not None else None
            if kind and then == f"remove 1 {kind} from {bare}":
                # "Remove 1 progress from a path card; if none has any, you suffer 1 injury" (The
                # Frowning Gate, Arcology Sinkhole): no "with 1+ progress: ... from one"
                return f"{then}; if none has any, {ctx.effects(self.else_)}"
            said = then.replace(words, "one", 1) if words in then else then.replace(bare, "one", 1)
            out = f"if {ctx.cond(self.cond)}: {said}"
        if self.else_:
            return _common_tail(out, ctx.effects(self.else_), ctx.cond(self.cond))
        return out


def _may_pay_text(self: If, ctx: TextContext) -> str | None:
    """ "If there is a food with a token: you may remove a token from a food, then add 1 effort"
    names the food twice and hides that the effort needs the token: "you may remove a token from
    a food to add 1 effort" (Hungry Scrof, Lutrinal Holt). None when the clause is not of that form."""
    only = self.then[0] if len(self.then) == 1 and not self.else_ else None
    if not isinstance(only, May) or only.who != "you" or len(only.effects) < 2:
        return None
    sel = getattr(self.cond, "exists", None)
    if not isinstance(sel, CardFilter) or getattr(only.effects[0], "target", None) != sel:
        return None
    return f"you may {paid_to(ctx.effect(only.effects[0]), ctx.effects(only.effects[1:]))}"


def _common_tail(out: str, otherwise: str, cond: str) -> str:
    """ "If A: X, then T; otherwise Y, then T" tells T twice: when nothing is left of X, it is
    "unless A, Y; then T" (Green Guardian's crest: the card is the one chosen, or else one found)."""
    then = out.removeprefix(f"if {cond}: ")
    if then == out or not otherwise.endswith(f", then {then}"):
        return f"{out}; otherwise {otherwise}"
    return f"unless {cond}, {otherwise.removesuffix(f', then {then}')}; then {then}"


class May(Verb):
    """An optional part: the Ranger answers yes or no."""

    do: Literal["may"]
    who: Who = "you"
    label: Annotated[str, Field(max_length=80)] = ""
    effects: list[Effect]

    def nested(self) -> tuple[tuple[str, Sequence[Effect]], ...]:
        return (("effects", self.effects),)

    def text(self, ctx: TextContext) -> str:
        inner = ctx.effects(self.effects)
        if self.who != "you":  # "that Ranger may move their token", not "may that Ranger moves"
            inner = inner.removeprefix(f"{subject(self.who)} ").replace("moves ", "move ", 1)
        else:  # "you may move your Ranger token", not "you may you move"
            inner = inner.removeprefix("you ")
        return f"{subject(self.who)} may {inner}"


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

    def nested(self) -> tuple[tuple[str, Sequence[Effect]], ...]:
        return (("effects", self.effects),)

    def text(self, ctx: TextContext) -> str:
        cap = f" (at most {self.at_most})" if self.at_most is not None else ""
        said = [ctx.effect(e) for e in self.effects]
        piles = self._cards_one_by_one(ctx)
        if piles is not None and self.who == "you":
            # "discard any number of cards from your fatigue stack, then ...": the number chosen is
            # how many of the pile's cards go, one after the other from the top.
            many = "any number of" if self.min == 0 else f"{self.min} or more"
            said[0] = f"discard {many} cards {piles}{cap}"
            return ", then ".join(said)
        first = self.effects[0] if self.effects else None
        single = self.min == 0 and len(self.effects) == 1 and isinstance(first, Repeat)
        if single and isinstance(first, Repeat) and first.times == RefAmount(ref=self.as_):
            # "exhaust a being, up to 3 times"
            most = ctx.amount(self.max)
            if most.startswith("the ") and " on each " in most:
                # a cap summed over many cards: "up to the total progress on every feature or
                # location", not "the progress on each", which reads as a cap per card (Shape the Earth)
                most = "the total " + most.removeprefix("the ").replace(" on each ", " on every ", 1)
            inner = ctx.effects(first.effects)
            verb, _, thing = inner.partition(" a ")
            if most.endswith(" energy in your pool") and thing and " " not in verb:
                # a cap per energy: "exhaust up to 1 being per AWA energy in your pool", not "exhaust
                # a being, as often as you choose, up to the AWA energy in your pool" (One Eye Open)
                return f"{verb} up to 1 {thing} per {most.removeprefix('the ')}{cap}"
            times = f"up to {most} times" if most.isdigit() else f"as often as you choose, up to {most}"
            return f"{inner}, {times}{cap}"
        paid = said[0].removeprefix("you ") if said else ""
        if (
            self.who == "you"
            and paid.startswith(("use ", "remove ", "discard ", "spend ", "suffer "))
            and "that many" in paid
        ):
            # The number is what the first effect pays: "use X glints: scout X path cards",
            # "remove 1 or more progress from the attached card, then dodge up to that many cards",
            # "suffer up to 2 fatigue, then remove that many wind from this card" (Howling Winds).
            rest = ", then ".join(said[1:])
            if paid.startswith("use ") and _uses_x(ctx):
                return rest.replace("that many", "X") or paid
            if paid.startswith("spend ") and self.min <= 1 and _costs_x(ctx) and len(said) == 2:
                # A card that costs X: "spend X FOC energy to add X effort to the test" (X of 0
                # would do nothing: never offered, and not worth saying: Face Your Fears).
                return paid_to(paid.replace("that many", "X"), said[1].replace("that many", "X"))
            many = "any number of" if self.min == 0 else f"{self.min} or more"
            if self.min == 0 and self.at_most is not None:  # "remove up to 2 progress", said once
                many, cap = f"up to {self.at_most}", ""
            return ", then ".join([paid.replace("that many", many, 1) + cap, *said[1:]])
        lessened = self._lessened_by(said, ctx)
        if lessened is not None:
            return lessened
        return (
            f"{subject(self.who)} choose{'' if self.who == 'you' else 's'} a number from {self.min} to "
            f"{ctx.amount(self.max)}{cap}, then {ctx.effects(self.effects)}"
        )

    def _lessened_by(self, said: list[str], ctx: TextContext) -> str | None:
        """A pending fatigue made smaller by the number chosen, which is also what is paid: "put up
        to that many harm on this card to prevent as much of the fatigue" (The Deep Woods), not
        "choose a number from 0 to that many, then it is that many smaller, then put that many
        harm". None for any other shape."""
        first = self.effects[0] if self.effects else None
        if self.who != "you" or self.min != 0 or len(said) != 2 or not isinstance(first, Reduce):
            return None
        if first.amount != RefAmount(ref=self.as_) or "that many" not in said[1]:
            return None
        paid = said[1].replace("that many", f"up to {ctx.amount(self.max)}", 1)
        return f"{paid} to prevent as much of the fatigue"

    def _cards_one_by_one(self, ctx: TextContext) -> str | None:
        """Where the chosen number of cards is discarded from, when the first effect discards the
        first card of a pile that many times (None otherwise)."""
        first = self.effects[0] if self.effects else None
        if not isinstance(first, Repeat) or first.times != RefAmount(ref=self.as_) or len(first.effects) != 1:
            return None
        inner = first.effects[0]
        target = getattr(inner, "target", None)
        if (
            getattr(inner, "do", "") != "discard"
            or not isinstance(target, CardFilter)
            or target.pick != "first"
        ):
            return None
        return "from your fatigue stack" if target.zone == "fatigue" else f"{ZONE_WORDS[target.zone]}"


class Repeat(Verb):
    """Run ``effects`` ``times`` times in a row ("exhaust a being for every 2 effort"): each round
    picks afresh, so a filter that leaves out what is done (``ready: true``) never picks it twice."""

    do: Literal["repeat"]
    times: Amount
    effects: list[Effect]

    def nested(self) -> tuple[tuple[str, Sequence[Effect]], ...]:
        return (("effects", self.effects),)

    def text(self, ctx: TextContext) -> str:
        if isinstance(self.times, TokensOn):  # once per token: "for each route on this card"
            kind, card = self.times.tokens_on.kind, ctx.card(self.times.tokens_on.card)
            each = f"{ctx.tokens(kind)} on {card}"
            said = ctx.effects(self.effects)
            one = f"move {ctx.count(1, kind)} from {card} to "
            if said.startswith(one) and ", " not in said:
                # "move each progress on that card to another being" (A Dear Friend), not "for each
                # progress on that card: move 1 progress from that card to another being"
                return f"move each {each} to {said.removeprefix(one)}"
            verb, _, rest = said.partition(" ")
            article, _, noun = rest.partition(" ")
            if len(self.effects) == 1 and article in ("a", "an") and noun.isalpha() and verb.isalpha():
                # "exhaust 1 being per charge on this card" (Dayhowler), as "1 being per 2 effort"
                return f"{verb} 1 {noun} per {each}"
            if len(self.effects) == 1 and isinstance(self.effects[0], Delayed):
                # "when the group reaches its destination, ..., put 2 progress on the location for
                # each route on this card": the moment first, the count after what it counts
                return f"{said} for each {each}"
            return f"for each {each}: {said}"
        if isinstance(self.times, RefAmount):  # a number chosen just before: "that many times"
            return f"that many times: {ctx.effects(self.effects)}"
        if not isinstance(self.times, int):  # "as many times as the number of progress on that card"
            said = ctx.effects(self.effects)
            verb, _, rest = said.partition(" ")
            article, _, noun = rest.partition(" ")
            if article in ("a", "an") and noun.isalpha() and verb.isalpha():
                # "exhaust as many beings as your effort" (each round picks afresh: The Hornbranch),
                # "exhaust 1 being per 2 effort"
                if isinstance(self.times, EffortPer) and self.times.times == 1:
                    return f"{verb} 1 {noun} per {self.times.effort_per} effort"
                return f"{verb} as many {plural(noun)} as {ctx.amount(self.times)}"
            return f"as many times as {ctx.amount(self.times)}: {said}"
        return f"{ctx.amount(self.times)} times: {ctx.effects(self.effects)}"


class ChooseCard(CardVerb):
    """Pick a card and do nothing else yet: it is bound under ``as`` for the effects after it ("the
    exhausted feature with the lowest presence ... each Ranger whose token is on it"). A filter
    picking ``one`` among several asks the acting Ranger; none: the binding is empty."""

    do: Literal["choose_card"]
    target: Selector
    as_: Binding = Field(alias="as")

    def text(self, ctx: TextContext) -> str:
        if isinstance(self.target, str) and self.target.startswith("$"):
            return ""  # the card is named already: choosing it again only names it anew
        return f"choose {ctx.card(self.target)}"


class Sample(CardVerb):
    """Take ``amount`` of the cards ``target`` matches at random (the game's seeded generator: every
    match when there are no more) and bind them under ``as`` for the effects after it; nothing
    else ("choose N of the attached facedown cards at random and look at them")."""

    do: Literal["sample"]
    target: Selector
    amount: Amount = 1
    as_: Binding = Field(alias="as")

    def text(self, ctx: TextContext) -> str:
        which = ctx.card(self.target).removeprefix("each ").removeprefix("a ").removeprefix("an ")
        if isinstance(self.amount, int):
            return f"take {self.amount} {which} at random"
        return f"take {which.replace('card', 'cards', 1)} at random, as many as {ctx.amount(self.amount)}"


class ChooseOne(Verb):
    do: Literal["choose_one"]
    who: Who = "you"
    options: list[Branch]

    def nested(self) -> tuple[tuple[str, Sequence[Effect]], ...]:
        return tuple((branch.run_name(k), branch.run) for k, branch in enumerate(self.options))

    def text(self, ctx: TextContext) -> str:
        def said(b: Branch) -> str:
            body = ctx.effects(b.effects)
            return paid_to(ctx.effects(b.cost), body) if b.cost else body

        named = _named_symbol(self.options, ctx)
        if named is not None:
            return named
        alike = alike_options(self.options, [said(b) for b in self.options], ctx)
        if alike is not None:
            return alike
        bare = bare_options(self.options, [said(b) for b in self.options], ctx)
        if bare is not None:
            return bare
        chooser = chooser_options(self.who, self.options, [said(b) for b in self.options])
        if chooser is not None:
            return chooser
        # Told by the effects, each option's guard before it: the labels only name the options
        # for the prompt, and "Label: effect" tells each one twice (Healing Touch, Dolewood Canoe).
        told = [f"{f'if {ctx.cond(b.if_)}, ' if b.if_ is not None else ''}{said(b)}" for b in self.options]
        if len(told) < 2:
            return f"choose one: {told[0]}" if told else ""
        return f"choose one: {'; '.join(told[:-1])}; or {told[-1]}"


def _named_symbol(options: Sequence[Branch], ctx: TextContext) -> str | None:
    """A choice of a challenge symbol whose only effect waits for the reveal and checks that symbol
    (Rod of the Clouds) is naming a symbol before the draw: "name sun, mountain or crest; if the
    challenge card you draw shows it, ...", not a check written as if the card were already drawn.
    None for any other choice."""
    symbols: list[str] = []
    outcomes: set[str] = set()
    for b in options:
        only = b.effects[0] if len(b.effects) == 1 and not b.cost and b.if_ is None else None
        if not isinstance(only, Delayed) or only.until != "challenge_revealed" or len(only.effects) != 1:
            return None
        check = only.effects[0]
        if not isinstance(check, If) or check.else_ or not isinstance(check.cond, Shows):
            return None
        if check.cond.card != "test_challenge":
            return None
        symbols.append(check.cond.shows)
        outcomes.add(ctx.effects(check.then))
    if len(options) < 2 or len(outcomes) != 1 or len(set(symbols)) != len(symbols):
        return None
    named = f"{', '.join(symbols[:-1])} or {symbols[-1]}"
    return f"name {named}; if the challenge card you draw shows it, {outcomes.pop()}"


class Branch(Node):
    label: Annotated[str, Field(min_length=1, max_length=80)]
    #: Offered only while this holds (an option that would do nothing is not a way out).
    if_: Condition | None = Field(default=None, alias="if")
    #: Paid first ("do A to do B": A); the option is offered only while it can be paid.
    cost: list[Effect] = Field(default_factory=list)
    effects: list[Effect]
    model_config = ConfigDict(extra="forbid", frozen=True, populate_by_name=True)

    @property
    def run(self) -> list[Effect]:
        """What choosing the option runs, as one list: its cost, then its effects (what the cost
        chose is bound for the effects)."""
        return [*self.cost, *self.effects]

    def run_name(self, k: int) -> str:
        return f"options/{k}/{'paid' if self.cost else 'effects'}"


class Use(Verb):
    """Run a named effect list from this card's ``macros``."""

    do: Literal["use"]
    macro: Annotated[str, Field(pattern=r"^[a-z_][a-z0-9_]*$")]

    def text(self, ctx: TextContext) -> str:
        shared = ctx.macros.get(self.macro)
        if shared is not None:  # said where it is used: a player reads one rule, not a cross-reference
            return ctx.effects(shared)
        return f"({self.macro.replace('_', ' ')})"


class Custom(Verb):
    """A card that fits no pattern: a function in ``engine/effects/custom/``."""

    do: Literal["custom"]
    fn: Annotated[str, Field(pattern=r"^[a-z_][a-z0-9_]*$")]
    args: dict[str, Any] = Field(default_factory=dict)
    #: Our words for it (JSON ``text``; the name ``text`` is every verb's sentence method).
    text_: Annotated[str, Field(max_length=200)] = Field(default="", alias="text")
    model_config = ConfigDict(extra="forbid", frozen=True, populate_by_name=True)

    def text(self, ctx: TextContext) -> str:
        return self.text_ or f"(special: {self.fn.replace('_', ' ')})"


def _costs_x(ctx: TextContext) -> bool:
    """The card's printed energy cost is X (Face Your Fears): the X it says is the number chosen."""
    return getattr(getattr(ctx.face, "cost", None), "kind", None) == "x"


def _uses_x(ctx: TextContext) -> bool:
    """The face prints an ability that costs "use X" tokens (its head says the X already)."""
    return any(
        getattr(getattr(p, "uses", None), "kind", None) == "x" for p in getattr(ctx.face, "printed", ())
    )


#: The verbs of this family, in the effect union (``effects.Effect``: add a new verb here).
Verbs = Delayed | ForEach | If | May | ChooseAmount | ChooseOne | Use | Repeat | ChooseCard | Sample | Custom
