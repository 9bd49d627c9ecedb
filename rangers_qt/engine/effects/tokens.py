"""Runners of the token verbs (content/behaviour/tokens.py): tokens put on, taken off, moved and used,
Ranger tokens moved."""

from __future__ import annotations

from rangers_qt.content import behaviour as bh
from rangers_qt.engine import ops
from rangers_qt.engine.effects import scratch
from rangers_qt.engine.effects.listeners import notify
from rangers_qt.engine.effects.runner import (
    ASKED_A_PLAYER,
    CONTINUE_LIST,
    STOP_LIST,
    each_card,
    effects_step,
    pick_cards,
    pick_rangers,
    runs,
    titled,
)
from rangers_qt.engine.modifier_layer.evaluate import Ctx, amount, holds, select, token_kind
from rangers_qt.engine.modifier_layer.modifiers import holds_token
from rangers_qt.engine.prompts import opt
from rangers_qt.engine.zones import in_play


@runs(bh.AddTokens)
def _verb_add_tokens(ctx: Ctx, e: bh.AddTokens) -> bool:
    n = amount(ctx, e.amount)

    def put(i: str) -> None:
        more, extra = e.more, 0
        if more is not None:
            bound = ctx.bindings.get(e.as_) if e.as_ else None
            if e.as_:
                ctx.bindings[e.as_] = i  # the card being given them, for the condition
            extra = more.amount if holds(ctx, more.cond) else 0
            if e.as_:
                ctx.bindings[e.as_] = bound
        ops.add_tokens(ctx.eng, i, token_kind(ctx, i, e.kind), n + extra, source=ctx.src, by=ctx.you)

    return each_card(ctx, e.takers, "Put tokens on", put, e.as_)


@runs(bh.RemoveTokens)
def _verb_remove_tokens(ctx: Ctx, e: bh.RemoveTokens) -> bool:
    def take(iid: str) -> None:
        kind = token_kind(ctx, iid, e.kind)
        have = ctx.eng.state.cards[iid].tokens.get(kind, 0)
        ops.remove_tokens(ctx.eng, iid, kind, amount(ctx, e.amount, all_of=have))

    return each_card(ctx, e.target, "Remove tokens from", take, e.as_)


@runs(bh.MoveTokens)
def _verb_move_tokens(ctx: Ctx, e: bh.MoveTokens) -> bool:
    """Two picks in one verb: the card giving the tokens (kept under ``<choice>f`` once chosen),
    then the card receiving them; each may ask the acting Ranger."""
    key = ctx.choice_key()
    if key + scratch.TOKEN_GIVER not in ctx.bindings:
        given = pick_cards(ctx, e.from_, "Take tokens from")
        if given == ASKED_A_PLAYER:
            return STOP_LIST
        if not given:
            return CONTINUE_LIST
        ctx.bindings.pop(key, None)
        ctx.bindings[key + scratch.TOKEN_GIVER] = given[0]
    giver = str(ctx.bindings[key + scratch.TOKEN_GIVER])
    if giver not in ctx.eng.state.cards:
        ctx.bindings.pop(key + scratch.TOKEN_GIVER, None)
        return CONTINUE_LIST
    kind = token_kind(ctx, giver, e.kind)
    taker = pick_cards(ctx, _other_than(ctx, e.to, key + scratch.TOKEN_GIVER), f"Move {kind} to")
    ctx.bindings.pop("$" + key + scratch.TOKEN_GIVER, None)
    if taker == ASKED_A_PLAYER:
        return STOP_LIST
    ctx.bindings.pop(key, None)
    ctx.bindings.pop(key + scratch.TOKEN_GIVER, None)
    taker = [c for c in taker if c != giver][:1]
    if not taker:
        return CONTINUE_LIST
    have = ctx.eng.state.cards[giver].tokens.get(kind, 0)
    n = min(have, amount(ctx, e.amount, all_of=have))
    if e.as_:
        ctx.bindings[e.as_] = taker[0]
    if n > 0:
        ops.remove_tokens(ctx.eng, giver, kind, n)
        ops.add_tokens(ctx.eng, taker[0], kind, n)
    return CONTINUE_LIST


def _other_than(ctx: Ctx, to: bh.Selector, giver_key: str) -> bh.Selector:
    """The cards that may take the tokens: never the card giving them (Rulebook: Move, tokens go
    from one card to another). Without this the giver was offered too, and choosing it moved
    nothing: a way out of Trail of Vines' sun ("from one flora to another"). A filter that already
    names cards to leave out keeps its own (the giver is still dropped after the pick)."""
    if not isinstance(to, bh.CardFilter) or to.not_among is not None:
        return to
    ref = "$" + giver_key
    ctx.bindings[ref] = ctx.bindings[giver_key]
    return to.model_copy(update={"not_among": ref})


@runs(bh.UseTokens)
def _verb_use_tokens(ctx: Ctx, e: bh.UseTokens) -> bool:
    n = amount(ctx, e.amount)
    return each_card(
        ctx,
        e.target,
        "Use tokens of",
        lambda i: ops.use_tokens(ctx.eng, i, token_kind(ctx, i, e.kind), n, ctx.you),
        None,
    )


@runs(bh.RangerToken)
def _verb_ranger_token(ctx: Ctx, e: bh.RangerToken) -> bool:
    st = ctx.eng.state
    found = pick_rangers(ctx, e.who, "moves their Ranger token")
    if found == ASKED_A_PLAYER:
        return STOP_LIST
    key = ctx.choice_key() + scratch.TOKEN_DESTINATION
    for rid in found:
        r = st.ranger(rid)
        if r.ranger_token_on is not None and _token_held(ctx, r.ranger_token_on):
            ctx.eng.rec.event(
                "ranger_token", f"{r.name}'s Ranger token stays on {ctx.eng.name(r.ranger_token_on)}", [], rid
            )
            continue
        if key in ctx.bindings:  # the card a lone Ranger chose
            dest = [ctx.bindings[key]] if ctx.bindings[key] in st.cards else []
        else:
            dest = select(Ctx(ctx.eng, ctx.ref, ctx.i, ctx.src, {**ctx.bindings, "$you": rid}), e.to)
        if len(found) == 1 and not isinstance(e.to, str) and e.to.pick == "one" and len(dest) > 1:
            options = [
                opt(
                    id=f"card:{c}",
                    label=f"Move the Ranger token to {ctx.eng.name(c)}",
                    kind="choose_card",
                    card=c,
                    then=[
                        effects_step(ctx.ref, ctx.i, ctx.src, {**ctx.bindings, ctx.choice_key(): rid, key: c})
                    ],
                )
                for c in dest
            ]
            ctx.eng.ask(
                "effect_choice", rid, titled(ctx, f"{r.name}: move your Ranger token to which card?"), options
            )
            return STOP_LIST
        # A Ranger token only ever lies on a card in play (or goes home to the role): a card that left
        # play meanwhile (its test's target discarded before the success effect) takes none.
        dest = [c for c in dest if c == r.role or in_play(st, c)]
        if e.as_ and dest:
            ctx.bindings[e.as_] = dest[0]
        left = r.ranger_token_on
        r.ranger_token_on = None if not dest or dest[0] == r.role else dest[0]
        ctx.eng.rec.ranger(rid)
        for c in dest[:1]:
            ctx.eng.rec.card(c)
        if left is not None and left != r.ranger_token_on:  # "when a Ranger token leaves a card"
            notify(ctx.eng, "ranger_token_moved", card=left, ranger=rid)
    return CONTINUE_LIST


def _token_held(ctx: Ctx, holder: str) -> bool:

    return bool(ctx.eng.book.behaviour.constants) and holds_token(ctx.eng, holder, ctx.src)
