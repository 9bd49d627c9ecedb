"""Runners of the Ranger verbs (content/behaviour/rangers.py): fatigue, injuries, draws, scouting and
energy."""

from __future__ import annotations

from rangers_qt.content import behaviour as bh
from rangers_qt.engine import ops
from rangers_qt.engine.core import flow_calls, step
from rangers_qt.engine.effects import scratch
from rangers_qt.engine.effects.runner import (
    ASKED_A_PLAYER,
    CONTINUE_LIST,
    STOP_LIST,
    each_ranger,
    effects_step,
    pick_rangers,
    runs,
    titled,
)
from rangers_qt.engine.modifier_layer.evaluate import Ctx, amount, rangers, select
from rangers_qt.engine.prompts import opt
from rangers_qt.engine.state import ASPECTS


@runs(bh.SufferFatigue)
def _verb_suffer_fatigue(ctx: Ctx, e: bh.SufferFatigue) -> bool:
    n = amount(ctx, e.amount)
    found = select(ctx, e.because) if e.because is not None else []
    about = found[0] if found else None
    return each_ranger(
        ctx, e.who, "suffers fatigue", lambda r: ops.suffer_fatigue(ctx.eng, r, n, ctx.src, because=about)
    )


@runs(bh.FatigueBy)
def _verb_fatigue_by(ctx: Ctx, e: bh.FatigueBy) -> bool:
    cards = select(ctx, e.card)
    if not cards:
        return CONTINUE_LIST
    return each_ranger(ctx, e.who, "is fatigued", lambda r: ops.card_fatigues(ctx.eng, r, cards[0]))


@runs(bh.Soothe)
def _verb_soothe(ctx: Ctx, e: bh.Soothe) -> bool:
    n = amount(ctx, e.amount)
    return each_ranger(ctx, e.who, "soothes fatigue", lambda r: ops.soothe(ctx.eng, r, n) and None)


@runs(bh.FatigueToDeck)
def _verb_fatigue_to_deck(ctx: Ctx, e: bh.FatigueToDeck) -> bool:
    n = amount(ctx, e.amount)

    def back(rid: str) -> None:
        r = ctx.eng.state.ranger(rid)
        taken = r.fatigue[:n]
        if taken:
            for iid in taken:
                ops.place(ctx.eng, iid, "deck", rid)
            ops.shuffle_into(ctx.eng, [], r.deck)
            ctx.eng.rec.event("shuffle", f"{r.name} shuffles {len(taken)} fatigue into their deck", [], rid)
            ctx.eng.rec.ranger(rid)

    return each_ranger(ctx, e.who, "shuffles fatigue into the deck", back)


@runs(bh.Injure)
def _verb_injure(ctx: Ctx, e: bh.Injure) -> bool:
    n = amount(ctx, e.amount)

    def hurt(rid: str) -> None:
        for _ in range(n):
            ops.injure(ctx.eng, rid, ctx.src)

    return each_ranger(ctx, e.who, "is injured", hurt)


@runs(bh.Heal)
def _verb_heal(ctx: Ctx, e: bh.Heal) -> bool:
    n = amount(ctx, e.amount)

    def heal(rid: str) -> None:
        for _ in range(n):
            ops.heal(ctx.eng, rid)

    return each_ranger(ctx, e.who, "heals", heal)


@runs(bh.Draw)
def _verb_draw(ctx: Ctx, e: bh.Draw) -> bool:
    n = amount(ctx, e.amount)
    return each_ranger(ctx, e.who, "draws", lambda r: ops.draw(ctx.eng, r, n) and None)


@runs(bh.DrawPath)
def _verb_draw_path(ctx: Ctx, e: bh.DrawPath) -> bool:
    n = amount(ctx, e.amount)
    found = pick_rangers(ctx, e.who, "draws path cards")
    if found == ASKED_A_PLAYER:
        return STOP_LIST
    if e.deck != "path":
        return _draw_separate(ctx, e.deck, list(found), n, e.as_)
    if e.as_ and found and n > 0 and ctx.eng.state.path_deck:
        ctx.bindings[e.as_] = ctx.eng.state.path_deck[0]
    ctx.eng.push(*[step("path_draw", ranger=r) for r in found for _ in range(n)])
    return CONTINUE_LIST


def _draw_separate(ctx: Ctx, name: str, rangers: list[str], n: int, bind: str | None) -> bool:
    """Draw from a deck the location set aside at assembly (the Spire deck): the top card enters
    play by its arrow; an empty or missing deck draws nothing (it is never refilled)."""
    eng = ctx.eng
    deck = eng.state.day.separate_decks.get(name, [])
    for rid in rangers:
        for _ in range(n):
            if not deck:
                eng.rec.event("path_empty", f"No card left in the {name} deck", ranger=rid)
                return CONTINUE_LIST
            iid = deck.pop(0)
            if bind and bind not in ctx.bindings:
                ctx.bindings[bind] = iid
            ops.enter_by_arrow(eng, iid, rid)
            if ops.ended(eng):
                return STOP_LIST
    return CONTINUE_LIST


@runs(bh.Scout)
def _verb_scout(ctx: Ctx, e: bh.Scout) -> bool:
    n = amount(ctx, e.amount)
    found = pick_rangers(ctx, e.who, "scouts")
    if found == ASKED_A_PLAYER:
        return STOP_LIST
    st = ctx.eng.state
    if e.deck == "challenge" and n > 0 and not st.challenge_deck and st.challenge_discard:
        flow_calls().reshuffle(ctx.eng, "The challenge discard is shuffled into a new challenge deck")
    # ``of``: another Ranger's deck, scouted by ``who`` (Silaro's Insight: you decide each one).
    owners = rangers(ctx, e.of) if e.of is not None and e.deck == "ranger" else []
    if e.as_:
        top = {"path": st.path_deck, "challenge": st.challenge_deck}.get(e.deck)
        mine = owners[0] if owners else found[0] if found else None
        seen = (top if top is not None else st.ranger(mine).deck if mine else [])[:n]
        ctx.bindings[e.as_] = list(seen)
    if n > 0 and owners:
        ctx.eng.push(*[step("scout", ranger=r, owner=o, deck=e.deck, n=n) for r in found for o in owners])
    elif n > 0:
        ctx.eng.push(*[step("scout", ranger=r, deck=e.deck, n=n) for r in found])
    return CONTINUE_LIST


@runs(bh.SpendEnergy)
def _verb_spend_energy(ctx: Ctx, e: bh.SpendEnergy) -> bool:
    st = ctx.eng.state
    n = amount(ctx, e.amount)

    def can_pay(rid: str) -> bool:
        """A Ranger the players choose to pay must have the energy: choosing one with none would
        leave the cost unpaid and its outcome bought for nothing (Worm Food's crest)."""
        pool = st.ranger(rid).energy
        return any(pool.get(a, 0) >= n for a in (ASPECTS if e.aspect == "choose" else (e.aspect,)))

    found = pick_rangers(ctx, e.who, "spends energy", can=can_pay)
    if found == ASKED_A_PLAYER:
        return STOP_LIST
    key = ctx.choice_key() + scratch.CHOSEN_ASPECT
    for rid in found:
        r = st.ranger(rid)
        aspect = e.aspect if e.aspect != "choose" else ctx.bindings.get(key)
        if aspect is None:
            have = [a for a in ("AWA", "FIT", "FOC", "SPI") if r.energy.get(a, 0) > 0]
            if len(have) > 1:
                options = [
                    opt(
                        id=f"energy:{a}",
                        label=f"Discard {n} {a} energy",
                        kind="choose_card",
                        aspect=a,
                        then=[
                            effects_step(
                                ctx.ref, ctx.i, ctx.src, {**ctx.bindings, ctx.choice_key(): rid, key: a}
                            )
                        ],
                    )
                    for a in have
                ]
                ctx.eng.ask("effect_choice", rid, titled(ctx, f"{r.name}: discard which energy?"), options)
                return STOP_LIST
            aspect = have[0] if have else None
        if aspect is not None:
            taken = min(n, r.energy.get(str(aspect), 0))
            if taken:
                r.energy[str(aspect)] -= taken
                ctx.eng.rec.ranger(rid)
    return CONTINUE_LIST


@runs(bh.GainEnergy)
def _verb_gain_energy(ctx: Ctx, e: bh.GainEnergy) -> bool:
    n = amount(ctx, e.amount)
    found = pick_rangers(ctx, e.who, "gains energy")
    if found == ASKED_A_PLAYER:
        return STOP_LIST
    key = ctx.choice_key() + scratch.CHOSEN_ASPECT
    if e.aspect == "marked":  # the aspect an energy token on this card marks
        held = ctx.eng.state.cards[ctx.src].tokens if ctx.src in ctx.eng.state.cards else {}
        for rid in found:
            r = ctx.eng.state.ranger(rid)
            for a in ("AWA", "FIT", "FOC", "SPI"):
                if held.get(f"energy_{a.lower()}", 0) >= 1:
                    r.energy[a] = r.energy.get(a, 0) + n
            ctx.eng.rec.ranger(rid)
        return CONTINUE_LIST
    for rid in found:
        r = ctx.eng.state.ranger(rid)
        aspect = e.aspect if e.aspect != "choose" else ctx.bindings.get(key)
        if aspect is None:
            options = [
                opt(
                    id=f"energy:{a}",
                    label=f"Gain {n} {a} energy",
                    kind="choose_card",
                    aspect=a,
                    then=[
                        effects_step(ctx.ref, ctx.i, ctx.src, {**ctx.bindings, ctx.choice_key(): rid, key: a})
                    ],
                )
                for a in ("AWA", "FIT", "FOC", "SPI")
            ]
            ctx.eng.ask("effect_choice", rid, titled(ctx, f"{r.name}: gain which energy?"), options)
            return STOP_LIST
        r.energy[str(aspect)] = r.energy.get(str(aspect), 0) + n
        ctx.eng.rec.ranger(rid)
    return CONTINUE_LIST
