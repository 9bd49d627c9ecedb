"""Runners of the arrival verbs (content/behaviour/arrival.py): a location's arrival setup steps."""

from __future__ import annotations

from rangers_qt.content import behaviour as bh
from rangers_qt.engine.day.arrival import arrival_ranger, deal, draw_keep_one, reveal_challenge
from rangers_qt.engine.effects.evaluate import Ctx
from rangers_qt.engine.effects.runner import (
    CONTINUE_LIST,
    STOP_LIST,
    nested_bindings,
    queue_sub,
    runs,
    then_rest,
)


@runs(bh.ArrivalStep)
def _verb_arrival_step(ctx: Ctx, e: bh.ArrivalStep) -> bool:
    """Rulebook: Phase 3: Travel, 5. Arrival Setup - the step's effects run for the Ranger who
    resolves it (``$you``; none for the group). The Rangers who resolved one so far are kept in
    this list's bindings (``$arrived``): a "next Ranger" step none is left for is ignored."""

    used = [str(r) for r in ctx.bindings.get("$arrived", [])]
    resolved, rid = arrival_ranger(ctx.eng, e.who, used)
    if not resolved:
        return CONTINUE_LIST
    if rid is not None and rid not in used:
        ctx.bindings["$arrived"] = [*used, rid]
    bindings = {k: v for k, v in nested_bindings(ctx.bindings).items() if k not in ("$you", "$arrived")}
    if rid is not None:
        bindings["$you"] = rid
    ctx.eng.push(*queue_sub(ctx, "effects", bindings), *then_rest(ctx))
    return STOP_LIST


def _arrival_you(ctx: Ctx) -> str | None:
    """The Ranger resolving the arrival step (None: the group's step; the lead then chooses)."""
    rid = ctx.bindings.get("$you")
    return str(rid) if rid else None


@runs(bh.DealPath)
def _verb_deal_path(ctx: Ctx, e: bh.DealPath) -> bool:

    deal(ctx.eng, _arrival_you(ctx), e.amount, e.deck, e.to, e.area)
    return CONTINUE_LIST


@runs(bh.PickFromPath)
def _verb_pick_from_path(ctx: Ctx, e: bh.PickFromPath) -> bool:
    then = {"play": "put_into_play", "discard": "discard", "attach_location": "attach_to_location"}[e.then]
    match = e.match.model_dump(mode="json", exclude_defaults=True)
    ctx.eng.then("arrival_search", ranger=_arrival_you(ctx), match=match, then=then, next=e.next)
    return CONTINUE_LIST


@runs(bh.DrawKeepOne)
def _verb_draw_keep_one(ctx: Ctx, e: bh.DrawKeepOne) -> bool:

    draw_keep_one(ctx.eng, _arrival_you(ctx), e.amount, e.keyword)
    return CONTINUE_LIST


@runs(bh.RevealChallenge)
def _verb_reveal_challenge(ctx: Ctx, e: bh.RevealChallenge) -> bool:
    """The revealed card is bound under ``as``. Effects after this one run before any "after the
    challenge deck is shuffled" window its reshuffle icon opened (as arrival setup always has)."""

    st = ctx.eng.state
    before = len(st.queue)
    card = reveal_challenge(ctx.eng)
    ctx.bindings[e.as_] = card
    opened = st.queue[: len(st.queue) - before]
    if not opened:
        return CONTINUE_LIST
    del st.queue[: len(opened)]
    ctx.eng.push(*then_rest(ctx), *opened)
    return STOP_LIST
