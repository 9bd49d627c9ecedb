"""Rules text generated from behaviour data, in our own words: the text assembly.

Why generated: the project never ships printed card sentences (shared/reference/README.md). What
a card does is its behaviour; each verb says itself (``text(ctx)`` on its model, in the family
module beside its fields), and this module puts one face's clauses together into lines: ability
heads, tests, challenge symbols, constants, arrival steps. The command line (``rangers-qt cards
show``), the table and the generated tests all read the same text, and the text can never drift
from what the engine actually runs.

``rules_text(card)`` is the function the UI calls: one line per ability / test / challenge
symbol / constant of the showing face.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from rangers_qt.content.behaviour.abilities import Ability, Behaviour
from rangers_qt.content.behaviour.amounts import TokensOn
from rangers_qt.content.behaviour.arrival import arrival_lines
from rangers_qt.content.behaviour.cards import Attach, Discard
from rangers_qt.content.behaviour.conditions import (
    AllCond,
    Compare,
    Exists,
    IsYou,
    said_by_effect,
    with_token,
)
from rangers_qt.content.behaviour.context import TextContext
from rangers_qt.content.behaviour.control import Repeat
from rangers_qt.content.behaviour.faces import faces_of
from rangers_qt.content.behaviour.replacements import Prevent
from rangers_qt.content.behaviour.tokens import RemoveTokens
from rangers_qt.content.behaviour.trigger_heads import (
    attached_in_cleared_head,
    cleared_in_head,
    discard_fatigue_in_head,
    event_card_in_head,
    exhausted_in_head,
    host_event_in_head,
    host_in_head,
    host_left_in_head,
    last_token_in_head,
    tokens_in_head,
    window_card_in_head,
)
from rangers_qt.content.behaviour.verb import Verb
from rangers_qt.content.behaviour.words import SYMBOL_WORDS, paid_to, sentence, with_article
from rangers_qt.content.hook_key import windowed_key

#: The plain context: a clause said on its own (a prompt, a test), outside any card's face.
PLAIN = TextContext()


def effect_text(e: Verb, ctx: TextContext = PLAIN) -> str:
    """One effect as a short clause (no final full stop)."""
    return e.text(ctx)


def effects_text(effects: Sequence[Verb], ctx: TextContext = PLAIN) -> str:
    return ctx.effects(effects)


def card_text(sel: Any, ctx: TextContext = PLAIN) -> str:
    return ctx.card(sel)


def cond_text(cond: Any, ctx: TextContext = PLAIN) -> str:
    return ctx.cond(cond)


TRIGGER_WORDS = {
    "enters_play": "When this enters play",
    "refresh": "Refresh",
    "rest": "When you rest",
    "end_of_day": "At the end of the day",
    "state": "When tokens leave this card",
    "after_travel": "After you travel",
    "start_of_day": "At the start of the day",
    "card_enters_play": "When another card enters play",
    "card_leaves_play": "When another card leaves play",
    "card_cleared": "When another card clears",
    "tokens_added": "When tokens are put on a card",
    "ranger_drew": "When a Ranger draws from their deck",
    "challenge_revealed": "When a challenge card is revealed",
    "card_unattached": "When a card becomes unattached",
    "card_exhausted": "When a card is exhausted",
    "commit": "This card may be committed",
    "play": "When played",
    "clear": "When this clears",
    "when_drawn": "When you draw this card",
}


def _who(p: Any) -> tuple[str, str]:
    return ("a Ranger", "s") if getattr(p, "who", None) == "any" else ("you", "")


_EVENT_WORDS = {
    "test": "{who} perform{s} {test}",
    "test_succeeded": "{who} succeed{s} at {test}",
    "test_failed": "{who} fail{s} at {test}",
    "test_ended": "{who} perform{s} {test}",
    "rest": "{who} rest{s}",
    "cleared": "a card clears",
    "travel": "the group travels",
    "play_moment": "{who} play{s} a moment",
    "interact": "{who} interact{s} with {target}",
    "scout": "{who} scout{s}",
    "unattached": "this card becomes unattached",
    "commit": "{who} commit{s} this card",
    "no_tokens": "the last of its tokens leaves this card",
    "enters_play": "a card enters play",
    "tokens_added": "tokens are put on a card",
    "use_token": "{who} use{s} a token of a card",
    "exhausted": "this card is exhausted",
    "enters_reach": "a card enters play or moves within your reach",
    "discarded": "a card is discarded",
    "ranger_token_moved": "a Ranger token leaves a card",
    "card_fatigues": "a card fatigues {who}",
    "challenge_effect": "{who} resolve{s} a challenge effect of this card",
    "challenge_reveal": "{who} reveal{s} a challenge card in a test",
}


#: "Would" replacements (engine/effects/replacements.py): "Ability (when you would suffer fatigue)".
_WOULD_WORDS = {
    "fatigue": "{who} would suffer fatigue",
    "injury": "{who} would be injured",
    "harm": "harm would be put on a being",
    "ready": "a card would ready",
    "path_draw": "{who} would draw a path card",
    "challenge_draw": "a challenge card would be drawn",
    "challenge_effect": "a challenge effect would resolve",
}


#: Events whose words depend on the timing (the challenge deck's windows).
_TIMED_WORDS = {
    ("after", "challenge_effect"): "a challenge effect resolves",
    ("after", "challenge_shuffle"): "the challenge deck is shuffled",
    ("when", "challenge_reveal"): "{who} reveal{s} a challenge card during a test",
    ("before", "challenge_draw"): "{who} draw{s} a challenge card",
    ("when", "challenge_draw"): "{who} draw{s} challenge cards during a test",
}


def response_head(on: str, p: Any = None, category: str = "ranger", cost: str = "") -> str:
    """``response:when:test`` (printed for an Avoid test) -> "Response (when you perform an Avoid
    test)"; a timed ability's head is its printed cost ("Exhaust (when you perform a test)")."""
    found = windowed_key(on)
    if found is None:
        return on
    hook, timing, event = found
    who, s = _who(p)
    name = getattr(p, "test_name", None)
    test = f"{'an' if name and name[0] in 'aeiou' else 'a'} {name.title()} test" if name else "a test"
    target = "this card" if category != "ranger" else "a card"
    if hook == "commit" and event == "commit" and category != "ranger":
        return "As you commit effort to this card's test"
    label = {"response": "Response", "commit": "When committed"}.get(hook, cost or "Ability")
    if hook == "commit" and event == "commit" and timing == "before":
        return "Before you commit this card"
    if hook == "commit" and event in ("test_succeeded", "test_failed", "test_ended"):
        # An attribute's rule about the test it was committed to (answered from the discard).
        words = _EVENT_WORDS[event].format(who=who, s=s, test=test)
        return f"{timing.capitalize()} {words} this card was committed to"
    if timing == "would" and event in _WOULD_WORDS:
        return f"{label} (when {_WOULD_WORDS[event].format(who=who)})"
    words = _TIMED_WORDS.get((timing, event)) or _EVENT_WORDS.get(event, event.replace("_", " "))
    words = words.format(who=who, s=s, test=test, target=target)
    return f"{label} ({timing} {words})"


def ability_label(on: str) -> str:
    """What the log calls an ability as it resolves ("when played", "response (after the challenge
    deck is shuffled)"): the words of its head, never its hook key."""
    if on == "ability":
        return "ability"
    if on == "commit":
        return "commit rule"
    head = TRIGGER_WORDS.get(on) or response_head(on)
    return head[:1].lower() + head[1:]


def _commit_text(ab: Ability, ctx: TextContext) -> str:
    only = f"Can be committed only if {ctx.cond(ab.if_)}" if ab.if_ is not None else "Can be committed"
    if ab.who == "any":
        only += " to any Ranger's test (by its owner)"
    return sentence(only + (f"; when committed, {ctx.effects(ab.effects)}" if ab.effects else ""))


def ability_text(ab: Ability, ctx: TextContext) -> str:
    if ab.on == "commit":
        return _commit_text(ab, ctx)
    # A clause of another printed ability (``covers``) is headed with that ability's cost.
    if ab.on == "ability":
        head = ctx.ability_cost()
        if head == "Free action" and _ends_by_leaving(ab):
            # "free action: ..., then discard this card" prints its discard as the price of the
            # rest; the engine counts the card's tokens before it goes (Dayhowler)
            head, ab = "Discard this card", ab.model_copy(update={"effects": ab.effects[:-1]})
    elif ab.on in TRIGGER_WORDS:
        ab, head = last_token_in_head(ab, TRIGGER_WORDS[ab.on], ctx)
    else:
        key = ab.covers if ab.covers and windowed_key(ab.on) else ab.on
        cost = ctx.ability_cost(key) if ab.on.startswith("ability:") else ""
        head = response_head(ab.on, ctx.printed(key), ctx.category, cost)
    head, hosted = host_in_head(ab, head)
    ab, head, named = event_card_in_head(ab, head, ctx)
    that = ""  # the kind of card the head names tokens put on ("a being": "that being")
    if not named:
        ab, head, that = tokens_in_head(ab, head, ctx)
    if not (hosted or named or that):
        ab, head, named = host_event_in_head(ab, head)
    if not (hosted or named or that):
        ab, head, named = window_card_in_head(ab, head, ctx)
    if not named and not that:
        ab, head, named = cleared_in_head(ab, head, ctx)
    if not named and not that:
        ab, head, named = attached_in_cleared_head(ab, head, ctx)
    if not named and not that:
        ab, head = discard_fatigue_in_head(ab, head, ctx)
        ab, head = exhausted_in_head(ab, head, ctx)
        ab, head = host_left_in_head(ab, head)
    if ab.by:
        head += " by " + " or ".join("Ranger tokens" if b == "ranger_tokens" else b for b in ab.by)
    # (a commit rule's place is plain; so is a moment's hand: it is played from there)
    moment = ab.zone == "hand" and getattr(ctx.face, "type", None) == "moment"
    if ab.zone != "in_play" and not ab.on.startswith("commit:") and not moment:
        head += f" (while in your {ab.zone})"
    parts = []
    if len(ab.effects) > 1 and isinstance(ab.effects[0], Prevent):
        # A "would" replacement: what happens in place of the event.
        body = f"{ctx.effects(ab.effects[1:])} instead"
    else:
        body = _x_used_said_once(head, ctx.effects(ab.effects))
    # "If it is your event" is said by the head already ("when you draw ..."); a guard the first
    # effect tells again goes unsaid (conditions.said_by_effect).
    guard = "" if hosted else _unsaid_guard(ab, body, ctx, ctx.effects(ab.cost) if ab.cost else body)
    if hosted and body.endswith(" the attached card") and body.count("the attached card") == 1:
        body = body.removesuffix("the attached card") + "it"
    if named:  # the card the head names is "it" in the body and the guard
        body = body.replace("that card's", "its").replace("that card", "it")
        guard = guard.replace("that card's", "its").replace("that card", "it")
    if named and "(after you use a token of " in head:
        # "that many" is the tokens used (ruling R64): "soothe 1 fatigue per token used"
        body = re.sub(r"\bthat many (\w+)", r"1 \1 per token used", body)
    if that:  # "when the attached card puts harm on a being: exhaust that being"
        body = body.replace("that card", f"that {that}")
    if _event_ranger_is_you(head):
        body, guard = _as_you(body), _as_you(guard)
    if guard:
        parts.append(f"if {guard}")
    if ab.cost:
        paid = ctx.effects(ab.cost)
        if any(getattr(e, "tokens_as", None) for e in ab.cost):
            # the number the discarded card's tokens bind: "put harm equal to its tokens on a
            # being" (Moment of Desperation), not "(counting its tokens) ... that many harm"
            body = re.sub(r"\bthat many (\w+)", r"\1 equal to its tokens", body)
        if body == "it does not happen":  # a would answer that prevents the event
            body = "cancel it"
        body = paid_to(paid, body)
    if body == "it does not happen" and ab.on.endswith(":would:ready"):
        body = "keep it exhausted"  # a readying cancelled is a card staying put (Carbonforged Cable)
    if body == "it does not happen":  # a would answer that prevents the event: "cancel it"
        body = "cancel it"
    if ab.optional and not moment:  # a moment's response is a choice already: it is played or not
        body = (
            f"you may: {body}"
            if isinstance(ab.effects[0], Prevent)
            and body not in ("cancel it", "keep it exhausted")
            and not body.startswith("you ")
            and not ab.cost  # a price to cancel is a verb of yours: "you may remove 2 progress ..."
            else f"you may, {body}"
            if isinstance(ab.effects[0], Repeat) and not ab.cost and ":" in body
            else f"you may {body.removeprefix('you ')}"
        )
        if body.startswith("you may ") and body.endswith(" instead") and isinstance(ab.effects[0], Prevent):
            # the choice is a replacement: "you may instead draw ...", said before what is done
            body = "you may instead " + body.removeprefix("you may ").removesuffix(" instead")
    parts.append(body)
    limit = f" (limit {ab.limit} per round)" if ab.limit else ""
    return f"{head}: {told(', '.join(parts))}{limit}"


def _event_ranger_is_you(head: str) -> bool:
    """A head naming the event's Ranger as "you" ("Response (when you would draw a path card)"):
    that Ranger is the reader, so the body says "you", never "that Ranger" (Spire)."""
    return any(f"({t} you " in head for t in ("when", "after", "before"))


#: Third-person verbs whose plain form is not the word less its "s".
_PLAIN_VERBS = {"has": "have", "does": "do", "is": "are"}


def _as_you(text: str) -> str:
    """ "that Ranger's token ... that Ranger draws" -> "your token ... you draw"."""
    text = re.sub(r"\bthat Ranger's token\b", "your Ranger token", text)
    text = re.sub(r"\bthat Ranger's\b", "your", text)

    def plain(m: re.Match[str]) -> str:
        verb = m.group(1)
        return "you " + _PLAIN_VERBS.get(verb, verb.removesuffix("s"))

    return re.sub(r"\bthat Ranger (\w+)\b", plain, text)


#: Words after a leading "you" that keep it: "you may ...", "you have ..." are no orders.
_KEEP_YOU = ("may", "have", "are", "can", "cannot", "would", "do", "must")


def _ends_by_leaving(ab: Ability) -> bool:
    """An untimed ability whose last effect discards the card itself, after effects of its own."""
    last = ab.effects[-1] if ab.effects else None
    return len(ab.effects) > 1 and not ab.cost and isinstance(last, Discard) and last.target == "this"


def told(text: str) -> str:
    """A clause as the sentence of a line, an order to the acting Ranger as a card gives it
    ("Search the path deck ...", not "You search the path deck ...")."""
    first, _, rest = text.partition(" ")
    if first == "you" and rest and rest.split(" ", 1)[0].rstrip(":,;") not in _KEEP_YOU:
        text = rest
    return sentence(text)


def _unsaid_guard(ab: Ability, body: str, ctx: TextContext, first_paid: str) -> str:
    """The ability's condition as the words still to say: a part the effect itself tells ("if
    there is a card to dodge: dodge it") goes unsaid, each part of an "and" on its own."""
    if ab.if_ is None or isinstance(ab.if_, IsYou):
        return ""
    if (
        ab.on == "enters_play"
        and ab.if_ == Exists(exists="host")
        and getattr(ctx.face, "type", None) == "attachment"
    ):
        return ""  # an attachment enters play attached (Universal Power Cells): the engine's guard
    first = ab.effects[0] if ab.effects else None
    parts = ab.if_.all_of if isinstance(ab.if_, AllCond) else [ab.if_]
    # A part of an "and" may be told by any effect that acts on the very cards it looks for
    # ("if there is a card to dodge ... dodge up to that many of them").
    acting = [first, *_within(ab.effects)] if isinstance(ab.if_, AllCond) else [first]
    paying = [*_within(ab.cost), *acting]
    kept = [
        c
        for c in parts
        if not isinstance(c, IsYou)
        and not any(said_by_effect(c, body, ctx, e) for e in acting)
        and not _paid_from(c, paying)
    ]
    words = [t for t in (ctx.cond(c) for c in kept) if t and not _spent_by(t, first_paid)]
    return " and ".join(with_token(words))


def _paid_from(cond: Any, effects: Sequence[Any]) -> bool:
    """ "If the attached card has at least 2 progress, you may remove 2 progress from the attached
    card" tells its guard twice: tokens to remove are tokens there (Calming Presence; Root Snare's
    "1 or more"). A guard "at least N of a kind on a card" goes unsaid when an effect removes that
    many (or, for at least 1, any number) of that kind from that card; the engine still checks it."""
    if not isinstance(cond, Compare) or cond.ge is None or not isinstance(cond.value, TokensOn):
        return False
    spec = cond.value.tokens_on
    return any(
        isinstance(e, RemoveTokens)
        and e.target == spec.card
        and e.kind == spec.kind
        and (e.amount == cond.ge or cond.ge == 1)
        for e in effects
    )


def _within(effects: Sequence[Verb]) -> list[Verb]:
    """Every effect of a list, with those nested in it (choices, numbers, repeats)."""
    found: list[Verb] = []
    for e in effects:
        found.append(e)
        for _name, inner in e.nested():
            found += _within(inner)
    return found


def _spent_by(guard: str, body: str) -> bool:
    """ "If you have FOC energy, spend X FOC energy ..." tells its guard twice: energy to spend
    is energy you have (the engine still checks it)."""
    if not (guard.startswith("you have ") and guard.endswith("energy")):
        return False
    first = body.split(", then ", 1)[0].removeprefix("you ")
    return first.startswith("spend ") and first.split(" to ", 1)[0].endswith(guard.removeprefix("you have "))


#: The card a test is aimed at, as a test's effects name it.
TESTED = "the card you are testing"


def _tested_named_once(said: str) -> str:
    """ "Put 1 harm on the card you are testing, then exhaust the card you are testing" names the
    target again where a player says "it": after the first time, it is "it" (Orlin Thumper, Sky
    Whip, Biscuit Basket), unless another card is named in between."""
    first, _, rest = said.partition(TESTED)
    if not rest or TESTED not in rest:
        return said
    parts = rest.split(TESTED)
    out = first + TESTED
    for between in parts[:-1]:
        # (another card named in between would make "it" that card)
        other = any(w in between for w in (" this card", " a ", " another ", " each "))
        out += between + (TESTED if other else "it")
    return out + parts[-1]


def _x_used_said_once(head: str, body: str) -> str:
    """An ability whose cost is "use X <tokens>", X a number of the card it affects (Sil's
    Sketchbook: use X sketches to exhaust a path card with presence X): the body said that cost
    twice more, as the engine guards and pays it ("with presence at most the sketches on this
    card", "then use sketches equal to its presence"); the head's X is said once where the card
    prints it, since the tokens used can never be more than the card holds (issue #27, sixth
    reading)."""
    cost = re.search(r"\buse X (\w+)", head)
    if cost is None:
        return body
    tokens = cost.group(1)
    used = re.search(rf", then use {tokens} equal to its (\w+)$", body)
    at_most = f"{used.group(1)} at most the {tokens} on this card" if used else ""
    if used is None or at_most not in body:
        return body
    return body[: used.start()].replace(at_most, f"{used.group(1)} X")


def behaviour_lines(
    b: Behaviour, ctx: TextContext, tests: dict[str, str] | None = None, aims: dict[str, str] | None = None
) -> list[str]:
    """Every piece of one face's behaviour as a line of rules text (a shared list of effects,
    a macro, is written out where each ability uses it: ``ctx`` carries the face's macros).
    ``aims``: the tests whose target is restricted, and the words that say which cards."""
    lines = [c.text(ctx) for c in b.constant]
    lines += [ability_text(ab, ctx) for ab in b.abilities]
    for tid, tb in sorted(b.tests.items()):
        label = (tests or {}).get(tid, tid)
        for branch, words in (("success", "Success"), ("failure", "Failure"), ("always", "Either way")):
            effects = getattr(tb, branch)
            if effects:
                lines.append(f"{label} - {words}: {told(_tested_named_once(ctx.effects(effects)))}")
        if tb.skip_challenge:
            skipped = " or ".join(SYMBOL_WORDS[s].lower() for s in tb.skip_challenge)
            lines.append(f"No {skipped} challenge effects resolve during a {label} test.")
        if tb.dodge is not None:
            lines.append(f"{label}: {sentence(f'dodge {ctx.card(tb.dodge)} for the whole test')}")
        aim = (aims or {}).get(tid)
        if tb.while_ is not None and ctx.cond(tb.while_) != f"there is {aim}":
            # (a test aimed only at a Water card needs no "while there is a Water card" besides)
            lines.append(f"{label} can be tested only while {ctx.cond(tb.while_)}.")
        if aim is not None:
            lines.append(f"{label} can be tested only on {aim}.")
    for sym in ("sun", "mountain", "crest"):
        if sym in b.challenge:
            said = ctx.effects(b.challenge[sym])
            if [getattr(e, "do", "") for e in b.challenge[sym]] == ["spend_energy"]:
                # energy spent on nothing is lost: "Sun: Discard 1 energy" (Clinging Mist)
                said = re.sub(r"\bspend(s?)\b", r"discard\1", said, count=1)
            lines.append(f"{SYMBOL_WORDS[sym]}: {told(said)}")
    lines += arrival_lines(b.arrival, ctx)
    lines += [rule.text(ctx) for rule in b.assembly]
    return lines


#: A printed host kind as the noun the text names it by (the rest: the word itself).
HOST_NOUNS = {"path": "path card", "gear": "equipped gear", "tech": "equipped tech"}


def host_text(card: Any, b: Behaviour) -> str | None:
    """An attachment's host restriction as its first line (Rulebook: Play a Card, Attachments),
    from its printed ``attach`` entry: what it goes on, whose ("your", "any Ranger's"), and where
    ("within reach of any Ranger"). None for a card that finds its own host in its play text
    (Green Thumb: that text names it) or prints no restriction."""
    entry = next((p for p in getattr(card, "printed", ()) if p.hook == "attach" and p.to), None)
    if entry is None or any(
        ab.on == "play" and any(isinstance(e, Attach) and e.target == "this" for e in ab.effects)
        for ab in b.abilities
    ):
        return None
    words = [HOST_NOUNS.get(w, w.replace("_", " ")) for w in entry.to]
    nouns = " or ".join(words)
    if "role" in entry.to:
        what = f"your {nouns}"
    elif words[0].startswith("equipped "):
        what = f"one of your {nouns}" if entry.own else f"any Ranger's {nouns}"
    else:
        what = f"one of your {nouns}" if entry.own else with_article(nouns)
    if entry.in_reach:
        what += " within reach of any Ranger"
    return f"Attach to {what}."


def rules_text(card: Any, side: str | None = None) -> list[str]:
    """The card's rules text in our words: one line per ability (a face's lines only, for a
    two-faced card when ``side`` is given; otherwise both faces, each line prefixed by its face
    name). Empty when the card has no behaviour."""
    out: list[str] = []
    two_faced = card.category in ("weather", "mission")
    for face_side, _key, b, face in faces_of(card):
        if side is not None and face_side != side:
            continue
        labels = {t.id: t.label for t in getattr(face, "tests", ())}
        aims = {t.id: aim + _x_is_presence(t) for t in getattr(face, "tests", ()) if (aim := aimed_at(t))}
        own = getattr(face, "token", None) or getattr(getattr(face, "tokens", None), "name", None)
        ctx = TextContext(own=own, macros=dict(b.macros), face=face, category=card.category)
        lines = behaviour_lines(_clear_kinds_said(b, face), ctx, labels, aims)
        host = host_text(face, b)
        if host is not None:
            lines = [host, *lines]
        if two_faced and side is None:
            name = getattr(face, "name", None) or face_side
            lines = [f"[{name}] {line}" for line in lines]
        out += lines
    return out


#: A test's target words as the noun a player says (the rest are traits: "a Human card").
_TARGET_NOUNS = {
    "being": "being",
    "feature": "feature",
    "location": "location",
    "path": "path card",
    "card": "card",
    "obstacle": "obstacle",
    "facedown": "face-down path card",
}


#: The test ``targets`` words that name no kind of card to aim at (the card itself, none, or one
#: chosen by the text): shared with the card check of test targets (compile.py).
NO_KIND = frozenset({"self", "none", "chosen"})


def aimed_kinds(test: Any) -> list[str]:
    """The kinds of card a printed test's ``targets`` name, in their printed order."""
    return [w for w in str(test.targets).replace(",", " ").split() if w not in NO_KIND]


def aimed_at(test: Any) -> str | None:
    """The cards a printed test may aim at, as a player says it ("a being", "a Flora card", "a
    Human card with no biscuit on it"), or None when it is not restricted (the card it is printed
    on, no card, or any card). The engine enforces the kind (rules/offers.py), so the face must
    say it, or a player reads "the card you are testing" as any card (issue #27, sixth reading:
    Carbonforged Trowel's Tend and Strike, Sil's Sketchbook's Sketch)."""
    kinds = aimed_kinds(test)
    without = getattr(test, "target_without", None)
    if (not kinds or kinds == ["card"]) and without is None:
        return None
    nouns = " or ".join(_TARGET_NOUNS.get(w, f"{w.title()} card") for w in kinds) or "card"
    said = with_article(nouns)
    return f"{said} with no {without} on it" if without is not None else said


def _x_is_presence(test: Any) -> str:
    """A test of difficulty X is tested against the presence of the card it aims at (ruling R3,
    engine/flow/testflow.py ``difficulty``), which each such card prints (Sil's Sketchbook's
    Sketch, Umbral Claw's Slash, Gauzeblade's Slice): said after the cards it may aim at."""
    return "; its difficulty X is that card's presence" if test.difficulty.kind == "x" else ""


def _threshold_kinds(face: Any) -> set[str]:
    """The thresholds a card can clear by: harm, progress, or Ranger tokens in progress's place."""
    kinds = {"harm"} if getattr(face, "harm_threshold", None) is not None else set()
    progress = getattr(face, "progress_threshold", None)
    if progress is not None:
        kinds.add("ranger_tokens" if getattr(progress, "kind", None) == "ranger_tokens" else "progress")
    return kinds


def _clear_kinds_said(b: Behaviour, face: Any) -> Behaviour:
    """A clear ability that names no threshold fires only by the one printed (the engine reads the
    printed inventory, flow/clearing.py ``clear_key``): on a card with two thresholds the text must
    say which, or "When this clears" promises it on the other too (Hydraworm clears by harm only)."""
    clears = [p for p in getattr(face, "printed", ()) if p.hook == "clear" and p.by]
    if len(clears) != 1 or not any(ab.on == "clear" and not ab.by for ab in b.abilities):
        return b
    by = tuple(clears[0].by)
    if set(by) >= _threshold_kinds(face):
        return b
    abilities = [
        ab.model_copy(update={"by": by}) if ab.on == "clear" and not ab.by else ab for ab in b.abilities
    ]
    return b.model_copy(update={"abilities": abilities})
