"""A response's trigger told with what its guard says of the event's card, in our own words.

Why a module of its own: the engine runs a response as "when <event>: if <that card is ...>: do X",
the shape the behaviour data has; a player reads "when <the card named> <event>: do X" (Flood:
"when the attached card leaves play without being cleared"). Each function here takes one
ability and the trigger head ``text.ability_text`` built for it, and returns the head with the
guard's card folded in and the ability without the guard it folded (or the head unchanged).
They are the larger half of the text assembly, kept apart so each stays a size to read whole.
"""

from __future__ import annotations

import json
import re
from typing import Any

from rangers_qt.content.behaviour.abilities import Ability
from rangers_qt.content.behaviour.amounts import TokensOn
from rangers_qt.content.behaviour.conditions import (
    Added,
    AllCond,
    AnyCond,
    ClearedBy,
    Compare,
    Exists,
    FromChallenge,
    HostCleared,
    IsThis,
    NotCond,
    SameCard,
    TokenOn,
    one_card_anywhere,
)
from rangers_qt.content.behaviour.context import TextContext
from rangers_qt.content.behaviour.control import If
from rangers_qt.content.behaviour.selectors import CardFilter
from rangers_qt.content.behaviour.words import MASS_TOKENS


def host_in_head(ab: Ability, head: str) -> tuple[str, bool]:
    """ "Response (when a card fatigues a Ranger): if the card it comes from is the attached card,
    ..." is "Response (when the attached card fatigues a Ranger): ...": a guard that only says the
    event's card is the host names that card in the head (Reclaimer Mucus). Only where the head
    names the event's card as "a card" doing something; the head and whether it took the guard."""
    cond = ab.if_
    if not isinstance(cond, SameCard) or cond.same_card != ("$source", "host"):
        return head, False
    if not head.startswith("Response (when a card "):
        return head, False
    return head.replace("(when a card ", "(when the attached card ", 1), True


#: Where a head names the event's card (``$card``), and the words once it is the host.
_HOST_EVENT_WORDS = (
    ("a token of a card)", "a token of the attached card)"),
    ("a challenge effect would resolve)", "a challenge effect of the attached card would resolve)"),
    ("a challenge effect resolves)", "a challenge effect of the attached card resolves)"),
    ("(when a card would ready)", "(when the attached card would ready)"),
    ("(when tokens are put on a card)", "(when tokens are put on the attached card)"),
    ("When another card clears", "When the attached card clears"),
)


def host_event_in_head(ab: Ability, head: str) -> tuple[Ability, str, bool]:
    """ "Response (after a challenge effect resolves): if that card is the attached card, ..." is
    "Response (after a challenge effect of the attached card resolves): ..." (Harmonize, Favorite
    Gear, A Dear Friend): the first part of a guard that says the event's card is the host names
    it in the head; the rest stays a guard. So does "if this card is attached to the card the test
    is on" (Masterwork: "a test from the attached card"). The ability without the part said, the
    head, and whether the head took it."""
    parts = ab.if_.all_of if isinstance(ab.if_, AllCond) else [ab.if_]
    first = parts[0] if parts else None
    rest = parts[1:]
    kept: Any = None if not rest else rest[0] if len(rest) == 1 else AllCond(all_of=rest)
    if isinstance(first, SameCard) and first.same_card == ("$card", "host"):
        for was, now in _HOST_EVENT_WORDS:
            if was in head:
                if was.startswith("When ") and ab.covers and ab.covers.startswith("response:"):
                    now = "Response (" + now[0].lower() + now[1:] + ")"
                return ab.model_copy(update={"if_": kept}), head.replace(was, now, 1), True
    if isinstance(first, HostCleared) and "(after a card clears)" in head:
        # "after the attached card clears", not "after a card clears: if the card that cleared is
        # the one this card was attached to" (Biosign Sensor)
        head = head.replace("a card clears", "the attached card clears")
        return ab.model_copy(update={"if_": kept}), head, True
    hosted = CardFilter(among="this", attached_to="test_source")
    if isinstance(first, Exists) and first.exists == hosted and head.endswith(" a test)"):
        return ab.model_copy(update={"if_": kept}), head.removesuffix(")") + " from the attached card)", True
    return ab, head, False


#: Windowed heads naming a card of the event, by the binding a guard names it with.
_WINDOW_CARD = {"$card": "a card clears)", "test_target": "with a card)"}

#: Heads naming the event's card as "a card" that a guard on that card (by its binding) may name
#: anywhere among its parts: "(before a being enters play or moves within your reach)" (Agitated
#: Meadowlarks), "(when a being fatigues you)" (The Deep Woods). Bindings the effects may name
#: beside it are amounts, not cards ("that many").
_EVENT_CARD = {"$card": "a card enters play or moves", "$source": "a card fatigues"}
_AMOUNT_BINDINGS = {"$amount", "$n"}


def window_card_in_head(ab: Ability, head: str, ctx: TextContext) -> tuple[Ability, str, bool]:
    """ "Response (after a card clears): if that card is a path card, ..." is "Response (after a
    path card clears): ..." and "(when a Ranger interacts with a card): if the card you are testing
    is a feature" is "(when a Ranger interacts with a feature)" (Memorill Sketchpad): a guard whose
    first part only says what the event's card is names it in the head. Only where the effects
    name no other bound card."""
    parts = ab.if_.all_of if isinstance(ab.if_, AllCond) else [ab.if_]
    said = _event_card_anywhere(ab, parts, head, ctx)
    if said is not None:
        return said
    first = parts[0] if parts else None
    if isinstance(first, AnyCond):
        first = one_card_anywhere(first)
    if not isinstance(first, Exists) or not isinstance(first.exists, CardFilter):
        return ab, head, False
    slot = _WINDOW_CARD.get(str(first.exists.among))
    named = head
    if first.exists.among == "test_target" and head.endswith(" test)") and (slot is None or slot not in head):
        # "(when a Ranger performs a Connect test on a Human card)", not "(... a Connect test): if
        # the card you are testing is a Human card", which names the wrong tester (Harvest Crown)
        slot, named = "on a card)", head.removesuffix(" test)") + " test on a card)"
    if slot is None or slot not in named:
        return ab, head, False
    if set(re.findall(r"\$[a-z_]+", json.dumps([e.model_dump(by_alias=True) for e in ab.effects]))):
        return ab, head, False
    noun = ctx.card(first.exists.model_copy(update={"among": None}))
    if not noun.startswith(("a ", "an ")) or " in " in noun or ", " in noun:
        return ab, head, False
    rest = parts[1:]
    kept: Any = None if not rest else rest[0] if len(rest) == 1 else AllCond(all_of=rest)
    return ab.model_copy(update={"if_": kept}), named.replace(slot, slot.replace("a card", noun), 1), True


def _event_card_anywhere(
    ab: Ability, parts: list[Any], head: str, ctx: TextContext
) -> tuple[Ability, str, bool] | None:
    """ "Response (when a card fatigues you): if your Ranger token is on this card and it comes
    from a being" is "Response (when a being fatigues you): if your Ranger token is on this card":
    the one part of the guard that only says what the event's card is names it in the head (the
    card the printed trigger names), whichever part it is. None where no such part is there."""
    for k, part in enumerate(parts):
        flt = part.exists if isinstance(part, Exists) and isinstance(part.exists, CardFilter) else None
        slot = _EVENT_CARD.get(str(flt.among)) if flt is not None else None
        if flt is None or slot is None or f"({_timing_in(head)}{slot}" not in head:
            continue
        refs = set(re.findall(r"\$[a-z_]+", json.dumps([e.model_dump(by_alias=True) for e in ab.effects])))
        if refs - {str(flt.among)} - _AMOUNT_BINDINGS:
            return None
        noun = ctx.card(flt.model_copy(update={"among": None, "pick": "one"}))
        if not noun.startswith(("a ", "an ")) or " in " in noun or ", " in noun:
            return None
        rest = parts[:k] + parts[k + 1 :]
        kept: Any = None if not rest else rest[0] if len(rest) == 1 else AllCond(all_of=rest)
        return ab.model_copy(update={"if_": kept}), head.replace(slot, slot.replace("a card", noun), 1), True
    return None


def _timing_in(head: str) -> str:
    """The timing word a windowed head opens its brackets with ("when ", "before ")."""
    inside = head.partition("(")[2]
    return inside.split(" ", 1)[0] + " " if inside else ""


#: Trigger heads about "another card" that a guard on that card (``$card``) can name instead.
_ANOTHER_CARD = {"card_enters_play": "enters play", "card_cleared": "clears"}


def event_card_in_head(ab: Ability, head: str, ctx: TextContext) -> tuple[Ability, str, bool]:
    """ "When another card enters play: if that card is a Flora card, put 1 vine on that card" is
    "When a Flora card enters play: put 1 vine on it" (Trail of Vines): a guard whose first part
    only says what the event's card is names that card in the head; the rest stays a guard. Only
    where the effects name no card but that one, so "it" can mean nothing else. Returns the ability
    without the part said, the head, and whether it was said."""
    said = _ANOTHER_CARD.get(ab.on)
    parts = ab.if_.all_of if isinstance(ab.if_, AllCond) else [ab.if_]
    first = parts[0] if parts else None
    named = _one_card_named(first)
    if said is not None and named is not None and head == f"When another card {said}":
        return _named_in_head(ab, parts[1:], named, said)
    if (
        isinstance(first, Exists)
        and isinstance(first.exists, CardFilter)
        and first.exists.among == "$card"
        and head.count(" a card)") == 1
        and head.endswith(" a card)")
    ):
        # a response's card named in its head: "when a Ranger token leaves a Caustic Mulcher",
        # not "when a Ranger token leaves a card: if that card is a Caustic Mulcher" (Accommodation)
        noun = ctx.card(first.exists.model_copy(update={"among": None}))
        if noun.startswith(("a ", "an ")) and " in " not in noun and ", " not in noun:
            others = parts[1:]
            left: Any = None if not others else others[0] if len(others) == 1 else AllCond(all_of=others)
            return ab.model_copy(update={"if_": left}), head.replace(" a card)", f" {noun})"), False
    if said is None or not isinstance(first, Exists) or not isinstance(first.exists, CardFilter):
        return ab, head, False
    if first.exists.among != "$card" or head != f"When another card {said}":
        return ab, head, False
    refs = set(re.findall(r"\$[a-z_]+", json.dumps([e.model_dump(by_alias=True) for e in ab.effects])))
    if refs - {"$card", "$each"}:  # ($each is a Ranger of a loop: "it" can still mean one card only)
        return ab, head, False
    flt = first.exists.model_copy(update={"among": None})
    tokens = flt.tokens
    if tokens is not None and tokens.ge == 1 and flt.model_copy(update={"tokens": None}) == CardFilter():
        noun = f"a card with {ctx.tokens(tokens.kind, n=None)} on it"  # "a card with vines on it"
    else:
        noun = ctx.card(flt)
    if not noun.startswith(("a ", "an ")) or " in " in noun or ", " in noun:
        return ab, head, False
    rest: list[Any] = list(parts[1:])
    tokened = TokenOn(token_on="$card", who="any")
    if tokened in rest and " with " not in noun:  # "when a Human card with a Ranger token on it clears"
        rest, noun = [c for c in rest if c != tokened], f"{noun} with a Ranger token on it"
    kept: Any = None if not rest else rest[0] if len(rest) == 1 else AllCond(all_of=rest)
    return ab.model_copy(update={"if_": kept}), f"When {noun} {said}", True


def tokens_in_head(ab: Ability, head: str, ctx: TextContext) -> tuple[Ability, str, str]:
    """ "Response (after tokens are put on a card): if that card is this card and they are harm,
    ..." is "Response (after harm is put on this card): ..." (Cloudhive); "if they are harm you
    put and that card is a Flora card" is "after you put harm on a Flora card". A guard whose
    parts only say which tokens and which card names both in the head; anything else keeps the
    head as it was. Returns the ability without the parts said, the head, and the kind of card it
    named ("being", "Flora card"; "" for this card, the attached card, or nothing said)."""
    marker = "tokens are put on a card)"
    parts = ab.if_.all_of if isinstance(ab.if_, AllCond) else [ab.if_]
    added = [c for c in parts if isinstance(c, Added)]
    if marker not in head or len(added) != 1 or added[0].added not in MASS_TOKENS:
        return ab, head, ""
    cards = [c for c in parts if c is not added[0]]
    if len(cards) > 1:
        return ab, head, ""
    card = _tokens_card(cards[0], ctx) if cards else "a card"
    if card is None:
        return ab, head, ""
    kind, by, with_ = added[0].added, added[0].by, added[0].with_
    if with_ is not None and by is None and with_ == "host":
        event = f"the attached card puts {kind} on {card})"
    elif with_ is None and by == "you":
        event = f"you put {kind} on {card})"
    elif with_ is None and by is None:
        event = f"{kind} is put on {card})"
    else:
        return ab, head, ""
    kind_named = card.split(" ", 1)[1] if card.startswith(("a ", "an ")) else ""
    return ab.model_copy(update={"if_": None}), head.replace(marker, event, 1), kind_named


def cleared_in_head(ab: Ability, head: str, ctx: TextContext) -> tuple[Ability, str, bool]:
    """ "Response (after a card clears): if it was cleared by harm and that card is a being in the
    path discard, attach that card ..." is "Response (after a being clears by harm): attach it ..."
    (Fetid Bog): where a cleared card went is the engine's bookkeeping, and the kind of card and
    how it cleared belong to the trigger. Only where the guard says nothing else."""
    marker = "a card clears)"
    if marker not in head:
        return ab, head, False
    only = ab.effects[0] if len(ab.effects) == 1 else None
    if ab.if_ is None and isinstance(only, If) and not only.else_:
        # the guard written as the ability's one effect ("if ...: then") is the same guard
        ab = ab.model_copy(update={"if_": only.cond, "effects": only.then})
    parts = ab.if_.all_of if isinstance(ab.if_, AllCond) else [ab.if_]
    if marker not in head or ab.if_ is None:
        return ab, head, False
    by = [c for c in parts if isinstance(c, ClearedBy) and c.cleared_by in ("progress", "harm")]
    kinds = [c for c in parts if isinstance(c, Exists) and isinstance(c.exists, CardFilter)]
    if len(by) > 1 or len(kinds) != 1 or len(by) + len(kinds) != len(parts):
        return ab, head, False
    flt = kinds[0].exists
    assert isinstance(flt, CardFilter)
    bare = flt.model_copy(update={"among": None, "zone": "in_play"})
    if flt.among != "$card" or flt.zone not in ("path_discard", "in_play"):
        return ab, head, False
    if not set(bare.model_dump(exclude_defaults=True, by_alias=True)) <= {"type", "trait", "category"}:
        return ab, head, False
    noun = ctx.card(bare)
    if not noun.startswith(("a ", "an ")):
        return ab, head, False
    event = f"{noun} clears{f' by {by[0].cleared_by}' if by else ''})"
    return ab.model_copy(update={"if_": None}), head.replace(marker, event, 1), True


def attached_in_cleared_head(ab: Ability, head: str, ctx: TextContext) -> tuple[Ability, str, bool]:
    """ "When another card clears: if there is a Flood attached to that card, ..." is "When a card
    with a Flood attached clears: ..." (Rising Waters): a guard saying only what is attached to the
    cleared card belongs to the trigger, and the card is "it" after it."""
    if head != "When another card clears" or not isinstance(ab.if_, Exists):
        return ab, head, False
    flt = ab.if_.exists
    if not isinstance(flt, CardFilter) or flt.attached_to != "$card":
        return ab, head, False
    noun = ctx.card(flt.model_copy(update={"attached_to": None}))
    if not noun.startswith(("a ", "an ")):
        return ab, head, False
    return ab.model_copy(update={"if_": None}), f"When a card with {noun} attached clears", True


def discard_fatigue_in_head(ab: Ability, head: str, ctx: TextContext) -> tuple[Ability, str]:
    """ "Response (when you would suffer fatigue): if the card it comes from is a Flood in the path
    discard and that card is a Reclaimer card in the path discard, ..." is the fatigue a discard
    brings (the printed trigger is the discard): "Response (when a Flood discarding a Reclaimer
    card would fatigue you): ..." (Washed Away). The discard pile is where both cards are by then,
    not part of what a player checks. Only for that shape."""
    marker = "(when you would suffer fatigue)"
    cond = ab.if_
    if ab.covers != "response:when:discarded" or marker not in head or not isinstance(cond, AllCond):
        return ab, head
    found: dict[str, str] = {}
    for part in cond.all_of:
        if not isinstance(part, Exists) or not isinstance(part.exists, CardFilter):
            return ab, head
        flt = part.exists
        if flt.among not in ("$source", "$card") or flt.zone != "path_discard":
            return ab, head
        bare = flt.model_copy(update={"among": None, "zone": "in_play"})
        if not set(bare.model_dump(exclude_defaults=True, by_alias=True)) <= {"name", "trait", "type"}:
            return ab, head
        found[str(flt.among)] = ctx.card(bare)
    if set(found) != {"$source", "$card"}:
        return ab, head
    event = f"(when {found['$source']} discarding {found['$card']} would fatigue you)"
    return ab.model_copy(update={"if_": None}), head.replace(marker, event, 1)


def exhausted_in_head(ab: Ability, head: str, ctx: TextContext) -> tuple[Ability, str]:
    """ "Response (after this card is exhausted): if that card is this card and a mountain
    challenge effect did it and it comes from a Prey card, ..." is "Response (after a Prey card's
    mountain challenge effect exhausts this card): ..." (Ol' Bloody Clicker): the engine's event
    is any card's, and what exhausted it belongs to the trigger. Only where the guard says nothing
    else."""
    marker = "this card is exhausted)"
    if marker not in head or ab.if_ is None:
        return ab, head
    parts = ab.if_.all_of if isinstance(ab.if_, AllCond) else [ab.if_]
    this = [c for c in parts if isinstance(c, IsThis) and c.is_this == "$card"]
    symbol = [c for c in parts if isinstance(c, FromChallenge)]
    source = [
        c
        for c in parts
        if isinstance(c, Exists) and isinstance(c.exists, CardFilter) and c.exists.among == "$source"
    ]
    if (
        len(this) != 1
        or len(symbol) > 1
        or len(source) > 1
        or len(this) + len(symbol) + len(source) != len(parts)
    ):
        return ab, head
    whose = "a"
    if source:
        flt = source[0].exists
        assert isinstance(flt, CardFilter)
        bare = flt.model_copy(update={"among": None})
        noun = ctx.card(bare)
        if not symbol or not set(bare.model_dump(exclude_defaults=True, by_alias=True)) <= {"type", "trait"}:
            return ab, head
        if not noun.startswith(("a ", "an ")):
            return ab, head
        whose = f"{noun}'s"
    event = f"{whose} {symbol[0].from_challenge} challenge effect exhausts this card)" if symbol else marker
    return ab.model_copy(update={"if_": None}), head.replace(marker, event, 1)


def host_left_in_head(ab: Ability, head: str) -> tuple[Ability, str]:
    """ "Response (when this card becomes unattached): if that card is not in play and it was not
    cleared, ..." is "Response (when the attached card leaves play without being cleared): ..."
    (Flood): which card left, and how, belong to the trigger. Only where the guard says just that."""
    marker = "this card becomes unattached)"
    parts = ab.if_.all_of if isinstance(ab.if_, AllCond) else [ab.if_]
    gone = NotCond(not_=Exists(exists=CardFilter(among="$host")))
    if marker not in head or gone not in parts:
        return ab, head
    rest = [c for c in parts if c != gone]
    uncleared = NotCond(not_=ClearedBy(cleared_by="any"))
    if rest not in ([], [uncleared]):
        return ab, head
    event = "the attached card leaves play" + (" without being cleared)" if rest else ")")
    return ab.model_copy(update={"if_": None}), head.replace(marker, event, 1)


def _tokens_card(cond: Any, ctx: TextContext) -> str | None:
    """The card tokens are put on, from a guard on the event's card (``$card``): this card, the
    attached card, or a kind of card ("a Flora card", "a being"); None for anything else."""
    if isinstance(cond, IsThis) and cond.is_this == "$card":
        return "this card"
    if isinstance(cond, SameCard) and cond.same_card in (("$card", "host"), ("host", "$card")):
        return "the attached card"
    if isinstance(cond, Exists) and isinstance(cond.exists, CardFilter) and cond.exists.among == "$card":
        flt = cond.exists.model_copy(update={"among": None})
        if set(flt.model_dump(exclude_defaults=True, by_alias=True)) <= {"type", "trait"}:
            noun = ctx.card(flt)
            return noun if noun.startswith(("a ", "an ")) else None
    return None


def _one_card_named(cond: Any) -> str | None:
    """A guard saying the event's card is one card this card knows by name: this mission's subject
    (``same_card: [$card, subject]``), or the card this card is attached to. None otherwise."""
    if isinstance(cond, SameCard) and cond.same_card in (("$card", "subject"), ("subject", "$card")):
        return "this mission's subject"
    if (
        isinstance(cond, Exists)
        and isinstance(cond.exists, CardFilter)
        and cond.exists.model_dump(exclude_defaults=True, by_alias=True)
        == {"among": "this", "attached_to": "$card"}
    ):
        return "the card this card is attached to"
    return None


def _named_in_head(ab: Ability, rest: list[Any], noun: str, said: str) -> tuple[Ability, str, bool]:
    """ "When another card clears: if that card is this mission's subject and it was cleared by
    harm, read 1.48" is "When this mission's subject clears by harm: read 1.48" (Rescue; Sensor
    Network and Worm Food: "when the card this card is attached to clears"). A "cleared by" part
    joins the head; any other part stays a guard."""
    by = [c for c in rest if isinstance(c, ClearedBy) and c.cleared_by in ("progress", "harm")]
    if said == "clears" and len(by) == 1:
        rest = [c for c in rest if c is not by[0]]
        said = f"clears by {by[0].cleared_by}"
    kept: Any = None if not rest else rest[0] if len(rest) == 1 else AllCond(all_of=rest)
    return ab.model_copy(update={"if_": kept}), f"When {noun} {said}", True


def last_token_in_head(ab: Ability, head: str, ctx: TextContext) -> tuple[Ability, str]:
    """A state the card waits for as its tokens leave (``on: state``) whose one check is that none
    of a kind is left on it: "when the last neglect leaves this card: ..." (Northern Outpost),
    never "when tokens leave this card: if there is no neglect left on this card: ..."."""
    if ab.on != "state":
        return ab, head
    sole = ab.effects[0] if len(ab.effects) == 1 else None
    cond, rest = (ab.if_, ab.effects) if ab.if_ is not None else (None, ab.effects)
    if cond is None and isinstance(sole, If) and not sole.else_:
        cond, rest = sole.cond, sole.then
    if not isinstance(cond, Compare) or not isinstance(cond.value, TokensOn) or cond.le != 0:
        return ab, head
    spec = cond.value.tokens_on
    others = (cond.ge, cond.eq, cond.gt, cond.lt, cond.odd)
    if spec.card != "this" or spec.kind == "own" or any(o is not None for o in others):
        return ab, head
    kind = ctx.tokens(spec.kind)
    return ab.model_copy(update={"if_": None, "effects": rest}), f"When the last {kind} leaves this card"
