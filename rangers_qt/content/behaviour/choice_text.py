"""How a choice among options is told: the shapes a player reads in place of "choose one: A / B".

Why a module of its own: ``ChooseOne`` (control.py) keeps its options' labels for the prompt; the
face tells the options by what they do, and a few shapes read shorter than the list of effects
(options alike but for one word, options by the challenge symbol shown, options with no guard,
a choice another Ranger makes). Each function returns the sentence for its shape or None.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from rangers_qt.content.behaviour.amounts import EnergyOf
from rangers_qt.content.behaviour.conditions import (
    Compare,
    said_by_effect,
)
from rangers_qt.content.behaviour.vocabulary import Who
from rangers_qt.content.behaviour.words import subject

if TYPE_CHECKING:
    from rangers_qt.content.behaviour.context import TextContext
    from rangers_qt.content.behaviour.control import Branch


def bare_options(options: Sequence[Branch], bodies: list[str], ctx: TextContext) -> str | None:
    """Options each offered only while its own effect has something to act on ("if there is a card
    with progress: remove 1 progress from a card") are told by their effects alone: the label
    and the guard repeat the effect (the prompt still shows the labels; the engine still checks
    the guards). Quisi Vos's sun: "choose one: remove ...; remove ...; or remove ...". An option
    with no guard is told by its effect too: its label only names the effect for the prompt, and
    "Label: effect" tells each option twice (Deeper Motives' crest). None when an option has a
    cost, its effect starts with a condition of its own, or a guard says more than its effect."""
    if len(options) < 2 or any(b.cost for b in options) or any(t.startswith("if ") for t in bodies):
        return None
    for b, body in zip(options, bodies, strict=True):
        if b.if_ is not None and not said_by_effect(b.if_, body, ctx, b.effects[0] if b.effects else None):
            return None
    if not all(t.startswith("you ") for t in bodies):
        # the options side by side share their subject: "move your Ranger token to this card; or
        # take it off", "remove 2 progress from this card; or suffer 1 injury" (Rapids)
        bodies = [t.removeprefix("you ") for t in bodies]
    return f"choose one: {'; '.join(bodies[:-1])}; or {bodies[-1]}"


def chooser_options(who: Who, options: Sequence[Branch], bodies: list[str]) -> str | None:
    """A choice another Ranger makes, each option something that Ranger does, is told with that
    Ranger as the one choosing: "the Ranger with the most fatigue chooses one: spend 1 AWA energy;
    or move their Ranger token to this card" (Carnivorous Naiad's sun), not "choose one: Label (if
    a guard): the Ranger with the most fatigue ... / Label: ...", whose labels say "your". A guard
    is left unsaid only where it asks for the energy its own option spends (the engine still
    checks it: with none, the other option is taken unasked). None for any other shape."""
    if who == "you" or len(options) < 2 or any(b.cost for b in options):
        return None
    head = f"{subject(who)} "
    if not all(body.startswith(head) and ", " not in body for body in bodies):
        return None
    for b in options:
        spend = b.effects[0] if len(b.effects) == 1 else None
        cond = b.if_
        if cond is None:
            continue
        if not (
            isinstance(cond, Compare)
            and isinstance(cond.value, EnergyOf)
            and cond.value.of == who
            and getattr(spend, "do", "") == "spend_energy"
            and getattr(spend, "aspect", "") == cond.value.energy
            and cond.ge == getattr(spend, "amount", None)
        ):
            return None
    told = []
    for body in bodies:
        verb, _, rest = body.removeprefix(head).partition(" ")
        told.append(f"{verb.removesuffix('s')} {rest}")
    return f"{head}chooses one: {'; '.join(told[:-1])}; or {told[-1]}"


#: The most words the options of a choice may differ by to be told as one clause with its
#: alternatives ("put 1 AWA, FIT, FOC or SPI (choose one) energy from the supply on this card").
ALIKE_SPAN = 4


def alike_options(options: Sequence[Branch], bodies: list[str], ctx: TextContext) -> str | None:
    """Options that say the same thing but for a few words are told once, the differing words
    joined by "or" where they differ: a player reads one rule and its alternatives, not the rule
    four times over (Infusion Canteen, Kordo's Instinct). None when they differ by more, when an
    option has a cost, or when an option's condition is more than its body already says."""
    if len(options) < 2 or any(b.cost for b in options) or any(t.startswith("if ") for t in bodies):
        return None
    for b, body in zip(options, bodies, strict=True):
        if b.if_ is not None and not said_by_effect(b.if_, body, ctx, b.effects[0] if b.effects else None):
            return None
    words = [body.split(" ") for body in bodies]
    head = 0
    while all(len(w) > head for w in words) and len({w[head] for w in words}) == 1:
        head += 1
    tail = 0
    while all(len(w) > head + tail for w in words) and len({w[-1 - tail] for w in words}) == 1:
        tail += 1
    middles = [" ".join(w[head : len(w) - tail]) for w in words]
    mark = middles[0][-1:] if middles[0][-1:] in (":", ",", ";") else ""
    if mark and all(m.endswith(mark) for m in middles):  # "shows sun, mountain or crest (choose one):"
        middles = [m.removesuffix(mark) for m in middles]
    if head + tail < 3 or any(not m or m.count(" ") >= ALIKE_SPAN for m in middles):
        return None
    if len(set(middles)) != len(middles):
        return None
    alternatives = f"{', '.join(middles[:-1])} or {middles[-1]} (choose one){mark}"
    return " ".join([*words[0][:head], alternatives, *words[0][len(words[0]) - tail :]])
