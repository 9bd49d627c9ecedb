"""Runners of the control verbs (content/behaviour/control.py): conditions, loops, choices, delays, macros
and custom functions."""

from __future__ import annotations

from rangers_qt.content import behaviour as bh
from rangers_qt.engine import rng
from rangers_qt.engine.core import Engine
from rangers_qt.engine.effects.custom import CUSTOM
from rangers_qt.engine.effects.runner import (
    ASKED_A_PLAYER,
    CONTINUE_LIST,
    STOP_LIST,
    effects_step,
    nested_bindings,
    pick_cards,
    pick_rangers,
    queue_sub,
    runs,
    sub_ref,
    then_rest,
    titled,
)
from rangers_qt.engine.errors import EngineError
from rangers_qt.engine.modifier_layer.costs import can_pay
from rangers_qt.engine.modifier_layer.evaluate import Ctx, amount, holds, rangers, select
from rangers_qt.engine.prompts import Option, opt
from rangers_qt.words import count


@runs(bh.Delayed)
def _verb_delayed(ctx: Ctx, e: bh.Delayed) -> bool:
    """Keep the nested effects, with the bindings so far, in the state until their moment."""
    ctx.eng.state.delayed.append(
        {"until": e.until, "ref": sub_ref(ctx, "effects"), "src": ctx.src, "b": nested_bindings(ctx.bindings)}
    )
    return CONTINUE_LIST


def fire_delayed(eng: Engine, until: str) -> None:
    """Queue next, in the order they were made, the delayed effects waiting for this moment."""
    st = eng.state
    if not st.delayed:
        return
    due = [d for d in st.delayed if d["until"] == until]
    if due:
        st.delayed = [d for d in st.delayed if d["until"] != until]
        eng.push(*[effects_step(str(d["ref"]), 0, d.get("src"), dict(d.get("b") or {})) for d in due])


def drop_delayed(eng: Engine, *untils: str) -> None:
    """The moment passed without coming (the test ended the other way): forget those effects."""
    st = eng.state
    if st.delayed:
        st.delayed = [d for d in st.delayed if d["until"] not in untils]


@runs(bh.If)
def _verb_if(ctx: Ctx, e: bh.If) -> bool:
    branch = "then" if holds(ctx, e.cond) else "else"
    steps = queue_sub(ctx, branch, nested_bindings(ctx.bindings))
    if not steps:
        return CONTINUE_LIST
    ctx.eng.push(*steps, *then_rest(ctx))
    return STOP_LIST


@runs(bh.ForEach)
def _verb_for_each(ctx: Ctx, e: bh.ForEach) -> bool:
    if e.rangers in ("choose", "choose_other", "choose_token_on_this"):
        chosen = pick_rangers(ctx, e.rangers, "for this effect")
        if chosen == ASKED_A_PLAYER:
            return STOP_LIST
        items = list(chosen)[:1]
        ctx.bindings.pop(ctx.choice_key(), None)
    elif e.rangers is not None:
        items = rangers(ctx, e.rangers)
    elif e.cards is not None:
        items = select(ctx, e.cards)
    else:
        items = []
    inner = nested_bindings(ctx.bindings)
    acting = e.act and e.rangers is not None
    steps = [
        s
        for it in items
        for s in queue_sub(ctx, "effects", {**inner, "$each": it, **({"$you": it} if acting else {})})
    ]
    if not steps:
        return CONTINUE_LIST
    ctx.eng.push(*steps, *then_rest(ctx))
    return STOP_LIST


@runs(bh.May)
def _verb_may(ctx: Ctx, e: bh.May) -> bool:
    found = rangers(ctx, e.who)
    who = found[0] if found else ctx.you
    rest = then_rest(ctx)
    label = e.label or "Resolve the optional part"
    options = [
        opt(
            id="yes",
            label=label,
            kind="yes",
            then=[*queue_sub(ctx, "effects", nested_bindings(ctx.bindings)), *rest],
        ),
        opt(id="no", label="Skip it", kind="no", then=rest),
    ]
    ctx.eng.ask("effect_may", who, titled(ctx, label + "?"), options)
    return STOP_LIST


#: Most numbers a choose-amount prompt offers (0..this); no card needs anywhere near it.
AMOUNT_CHOICES_MAX = 50


@runs(bh.ChooseAmount)
def _verb_choose_amount(ctx: Ctx, e: bh.ChooseAmount) -> bool:
    found = rangers(ctx, e.who)
    who = found[0] if found else ctx.you
    # Never more options than AMOUNT_CHOICES_MAX, whatever the state (a save) says (issue #16).
    most = min(max(0, amount(ctx, e.max)), AMOUNT_CHOICES_MAX)
    if e.at_most is not None:
        most = min(most, e.at_most)
    rest = then_rest(ctx)
    inner = nested_bindings(ctx.bindings)
    low = min(e.min, most)
    if most == low:  # one number left is no choice
        ctx.eng.push(*queue_sub(ctx, "effects", {**inner, e.as_: most}), *rest)
        return STOP_LIST
    label = e.label or "Choose a number"
    options = [
        opt(
            id=f"n:{n}",
            label=f"{label}: {n}",
            kind="choose_card",
            amount=n,
            card=ctx.src,
            then=[*queue_sub(ctx, "effects", {**inner, e.as_: n}), *rest],
        )
        for n in range(low, most + 1)
    ]
    ctx.eng.ask("effect_amount", who, titled(ctx, label), options)
    return STOP_LIST


@runs(bh.ChooseOne)
def _verb_choose_one(ctx: Ctx, e: bh.ChooseOne) -> bool:
    found = rangers(ctx, e.who)
    who = found[0] if found else ctx.you
    rest = then_rest(ctx)
    inner = nested_bindings(ctx.bindings)
    options: list[Option] = [
        opt(
            id=f"branch:{k}",
            label=branch.label,
            kind="choose_card",
            card=ctx.src,
            then=[*queue_sub(ctx, branch.run_name(k), inner), *rest],
        )
        for k, branch in enumerate(e.options)
        if (branch.if_ is None or holds(ctx, branch.if_)) and can_pay(ctx, branch.cost)
    ]
    if len(options) <= 1:
        # One option left is no choice; none: nothing happens.
        ctx.eng.push(*(options[0].then if options else []), *([] if options else rest))
        return STOP_LIST
    ctx.eng.ask("effect_choice", who, titled(ctx, "choose one"), options)
    return STOP_LIST


#: Most rounds a ``repeat`` runs, whatever its amount comes to (a save cannot blow it up).
REPEAT_MAX = 50


@runs(bh.Repeat)
def _verb_repeat(ctx: Ctx, e: bh.Repeat) -> bool:
    n = min(max(0, amount(ctx, e.times)), REPEAT_MAX)
    inner = nested_bindings(ctx.bindings)
    steps = [s for _ in range(n) for s in queue_sub(ctx, "effects", inner)]
    if not steps:
        return CONTINUE_LIST
    ctx.eng.push(*steps, *then_rest(ctx))
    return STOP_LIST


@runs(bh.ChooseCard)
def _verb_choose_card(ctx: Ctx, e: bh.ChooseCard) -> bool:
    cards = pick_cards(ctx, e.target, "Choose")
    if cards == ASKED_A_PLAYER:
        return STOP_LIST
    ctx.bindings.pop(ctx.choice_key(), None)
    ctx.bindings[e.as_] = cards[0] if len(cards) == 1 else list(cards)
    return CONTINUE_LIST


@runs(bh.Sample)
def _verb_sample(ctx: Ctx, e: bh.Sample) -> bool:
    """A random sample of the matches, drawn once with the game's seeded generator (JSON state:
    undo and replay draw the same), bound in canonical order."""

    found = select(ctx, e.target)
    n = amount(ctx, e.amount)
    if n < len(found):
        order = list(found)
        rng.shuffle(ctx.eng.state.rng, order)
        keep = set(order[:n])
        found = [c for c in found if c in keep]
    ctx.bindings[e.as_] = list(found) if n > 0 else []
    if found and n > 0:
        ctx.eng.rec.event("sample", f"{count(len(found), 'card')} taken at random", [])
    return CONTINUE_LIST


@runs(bh.Use)
def _verb_use(ctx: Ctx, e: bh.Use) -> bool:
    key = ctx.ref.split("/", 1)[0]
    ref = f"{key}/macros/{e.macro}"
    if not ctx.eng.book.behaviour.effects(ref):
        return CONTINUE_LIST
    ctx.eng.push(effects_step(ref, 0, ctx.src, nested_bindings(ctx.bindings)), *then_rest(ctx))
    return STOP_LIST


@runs(bh.Custom)
def _verb_custom(ctx: Ctx, e: bh.Custom) -> bool:

    fn = CUSTOM.get(e.fn)
    if fn is None:
        raise EngineError(f"no custom card function {e.fn!r} in engine/effects/custom/")
    return fn(ctx, e)
