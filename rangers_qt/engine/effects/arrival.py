"""Runners of the arrival verbs (content/behaviour/arrival.py): a location's arrival setup steps,
and the mechanics they share (who resolves a step, the top card of a deck, a challenge card
revealed). The arrival itself and its choices are steps of the day (engine/day/arrival.py)."""

from __future__ import annotations

from rangers_qt.content import behaviour as bh
from rangers_qt.engine import ops
from rangers_qt.engine.core import Engine, flow_calls
from rangers_qt.engine.effects.runner import (
    CONTINUE_LIST,
    STOP_LIST,
    nested_bindings,
    queue_sub,
    runs,
    then_rest,
)
from rangers_qt.engine.modifier_layer.evaluate import Ctx


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


def arrival_ranger(eng: Engine, who: str, used: list[str]) -> tuple[bool, str | None]:
    """Who resolves an arrival step: (resolved at all, the Ranger or None for the group). A "next
    Ranger" step is ignored once every Ranger has resolved one (``used``)."""
    if who == "lead":
        return True, eng.state.lead
    if who == "next":
        rid = next((r for r in flow_calls().seat_order(eng) if r not in used), None)
        if rid is None:
            eng.rec.event("arrival", "Every Ranger has resolved an arrival step: this one is ignored")
            return False, None
        return True, rid
    return True, None


def _deck(eng: Engine, name: str) -> list[str]:
    if name == "path":
        return eng.state.path_deck
    return eng.state.day.separate_decks.setdefault(name, [])


def enter_path_card(eng: Engine, iid: str, rid: str | None, move_within_reach: bool = False) -> None:
    """A path card comes into play where its arrow says (within reach of the Ranger resolving)."""
    ops.enter_by_arrow(eng, iid, rid or eng.state.lead, move_within_reach)


def _draw_top(eng: Engine, deck_name: str) -> str | None:
    st = eng.state
    deck = _deck(eng, deck_name)
    if not deck and deck_name == "path" and st.path_discard:
        ops.shuffle_into(eng, st.path_discard, st.path_deck)
        eng.rec.event("reshuffle", "The path discard is shuffled into a new path deck")
    if not deck:
        eng.rec.event("path_empty", f"No card left in the {deck_name} deck")
        return None
    iid = deck[0]
    if deck_name != "path":
        deck.pop(0)
    return iid


def deal(eng: Engine, rid: str | None, n: int, deck_name: str, to: str, area: str | None) -> None:
    """The top ``n`` cards of a deck come into play one by one (no path-draw window)."""
    st = eng.state
    for _ in range(n):
        iid = _draw_top(eng, deck_name)
        if iid is None or ops.ended(eng):
            return
        if to == "facedown" and area:
            ops.place(eng, iid, area)
            st.cards[iid].face_up = False
            st.cards[iid].side = "back"  # a face-down path card in play (ruling R86)
            eng.rec.event("arrival", "A path card is placed face down", [iid])
            continue
        enter_path_card(eng, iid, rid, to == "within_reach")


def draw_keep_one(eng: Engine, rid: str | None, n: int, keyword: str | None) -> None:
    """Set the top ``n`` path cards aside; the keep-one choice follows (``arrival_choose``)."""
    drawn: list[str] = []
    for _ in range(n):
        iid = _draw_top(eng, "path")
        if iid is None:
            break
        ops.place(eng, iid, "set_aside")
        drawn.append(iid)
    if drawn:
        eng.then("arrival_choose", ranger=rid, cards=drawn, keyword=keyword)


def reveal_challenge(eng: Engine) -> str | None:
    """The top challenge card is revealed and discarded; its card id (None: no card left)."""

    st = eng.state
    if not st.challenge_deck and st.challenge_discard:
        flow_calls().reshuffle(eng, "The challenge discard is shuffled into the challenge deck")
    if not st.challenge_deck:
        return None
    card = st.challenge_deck[0]
    ops.place(eng, card, "challenge_discard")
    f = eng.facts(card)
    eng.rec.event("challenge", f"Challenge card revealed: {f.symbol}", [card])
    if f.reshuffle:
        flow_calls().reshuffle(eng, "Reshuffle icon: the challenge deck is reshuffled")
    return card
