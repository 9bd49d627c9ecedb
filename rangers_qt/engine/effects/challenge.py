"""Runners of the challenge verbs (content/behaviour/challenge.py): challenge effects resolved, drawn,
chosen and swapped."""

from __future__ import annotations

from rangers_qt.content import behaviour as bh
from rangers_qt.engine import ops
from rangers_qt.engine.core import flow_calls, step
from rangers_qt.engine.effects import scratch
from rangers_qt.engine.effects.runner import (
    ASKED_A_PLAYER,
    CONTINUE_LIST,
    STOP_LIST,
    effects_step,
    pick_cards,
    runs,
    then_rest,
    titled,
)
from rangers_qt.engine.modifier_layer import challenge_modifier
from rangers_qt.engine.modifier_layer.challenge_modifier import better_aspects
from rangers_qt.engine.modifier_layer.evaluate import Ctx, place_of
from rangers_qt.engine.printed_texts import card_text_step
from rangers_qt.engine.prompts import opt


@runs(bh.ResolveChallenge)
def _verb_resolve_challenge(ctx: Ctx, e: bh.ResolveChallenge) -> bool:
    """Resolve a card's printed challenge effects outside a test (even exhausted): first the clears
    the effects so far caused, then one symbol (or each, one at a time in the order picked)."""

    eng = ctx.eng
    key = ctx.choice_key()
    cards = pick_cards(ctx, e.target, "Resolve a challenge effect of")
    if cards == ASKED_A_PLAYER:
        return STOP_LIST
    if not cards:
        return CONTINUE_LIST
    iid = cards[0]
    bindings = {**ctx.bindings, key: iid}
    if e.as_:
        bindings[e.as_] = iid
    if not bindings.get(key + scratch.CLEARS_CHECKED):  # clear what has reached a threshold, then come back
        eng.push(
            step("check_clears"),
            effects_step(ctx.ref, ctx.i, ctx.src, {**bindings, key + scratch.CLEARS_CHECKED: 1}),
        )
        return STOP_LIST
    done = [str(x) for x in bindings.get(key + scratch.SYMBOLS_DONE, [])]
    printed = eng.facts(iid).challenge if ops.in_play_zone(place_of(eng, iid)[0]) else ()
    left = [s for s in ("sun", "mountain", "crest") if s in printed and s not in done]
    if e.symbol not in ("choose", "each"):
        left = [s for s in left if s == e.symbol]
    if not left:
        return CONTINUE_LIST
    symbol = bindings.pop(key + scratch.CHOSEN_SYMBOL, None)
    if symbol is None and len(left) > 1:
        options = [
            opt(
                id=f"symbol:{s}",
                label=f"Resolve the {s} challenge effect of {eng.name(iid)}",
                kind="choose_card",
                card=iid,
                then=[effects_step(ctx.ref, ctx.i, ctx.src, {**bindings, key + scratch.CHOSEN_SYMBOL: s})],
            )
            for s in left
        ]
        eng.ask("effect_choice", ctx.you, titled(ctx, "resolve which challenge effect?"), options)
        return STOP_LIST
    symbol = str(symbol or left[0])
    eng.rec.event("challenge_effect", f"{symbol} challenge effect of {eng.name(iid)}", [iid], ctx.you)
    more = e.symbol == "each" and len(left) > 1
    after = (
        [effects_step(ctx.ref, ctx.i, ctx.src, {**bindings, key + scratch.SYMBOLS_DONE: [*done, symbol]})]
        if more
        else then_rest(ctx)
    )

    eng.push(*after)
    # A card may cancel the effect before it resolves ("would"); "after it resolves" answers come
    # before the cards it brought to a threshold clear (ruling R56), as in a test.
    text = [
        card_text_step(f"challenge:{symbol}", iid, ctx.you),
        step("challenge_resolved", card=iid, symbol=symbol),
        step("check_clears"),
    ]
    flow_calls().resolve_challenge(eng, iid, symbol, ctx.you, text)
    return STOP_LIST


@runs(bh.ChallengeEffect)
def _verb_challenge_effect(ctx: Ctx, _e: bh.ChallengeEffect) -> bool:
    """Resolve this card's challenge effect for ``$symbol`` now, with the bindings so far (the
    rest of the list after it)."""

    symbol = ctx.bindings.get("$symbol")
    if not symbol or ctx.src is None:
        return CONTINUE_LIST
    passed = {k[1:]: v for k, v in sorted(ctx.bindings.items()) if k not in ("$you", "$symbol")}
    ctx.eng.push(card_text_step(f"challenge:{symbol}", ctx.src, ctx.you, **passed), *then_rest(ctx))
    return STOP_LIST


@runs(bh.DrawChallengeUntil)
def _verb_draw_challenge_until(ctx: Ctx, e: bh.DrawChallengeUntil) -> bool:
    """In a challenge-draw answer: discard challenge cards until the top one shows the modifier for
    the test's aspect (engine/flow/challenge_deck.py); the draw then takes it. ``as``: how many."""

    test = ctx.eng.state.test
    ctx.bindings[e.as_] = flow_calls().draw_until(ctx.eng, test, e.modifier) if test is not None else 0
    return CONTINUE_LIST


@runs(bh.ChooseModifier)
def _verb_choose_modifier(ctx: Ctx, _e: bh.ChooseModifier) -> bool:
    """The tester picks which of the revealed challenge card's aspect modifiers the test uses
    (one option per different value; the test's own aspect first)."""

    eng = ctx.eng
    test = eng.state.test
    if test is None or test.challenge_card is None or test.succeeded is not None:
        return CONTINUE_LIST
    key = ctx.choice_key()
    if key in ctx.bindings:
        flow_calls().use_drawn_modifier(eng, test, str(ctx.bindings.pop(key)))
        return CONTINUE_LIST
    mods = eng.facts(test.challenge_card).mods
    order = [test.aspect, *(a for a in ("AWA", "FIT", "FOC", "SPI") if a != test.aspect)]
    seen: dict[int, str] = {}
    for a in order:
        seen.setdefault(mods.get(a, 0), a)
    if len(seen) <= 1:
        return CONTINUE_LIST  # every modifier is the same: nothing to choose
    options = [
        opt(
            id=f"aspect:{a}",
            label=f"Use {v:+d} ({a})",
            kind="choose_card",
            card=test.challenge_card,
            then=[effects_step(ctx.ref, ctx.i, ctx.src, {**ctx.bindings, key: a})],
        )
        for v, a in sorted(seen.items(), key=lambda kv: -kv[0])
    ]
    eng.ask("effect_choice", ctx.you, titled(ctx, "which modifier does the test use?"), options)
    return STOP_LIST


@runs(bh.ExtraSymbol)
def _verb_extra_symbol(ctx: Ctx, _e: bh.ExtraSymbol) -> bool:
    """The tester names another challenge symbol: the test resolves its effects too (ruling R55:
    one of the symbols the drawn card does not show)."""
    eng = ctx.eng
    test = eng.state.test
    if test is None or test.challenge_card is None:
        return CONTINUE_LIST
    key = ctx.choice_key()
    if key in ctx.bindings:
        symbol = str(ctx.bindings.pop(key))
        if symbol not in test.extra_symbols:
            test.extra_symbols.append(symbol)
            eng.rec.event(
                "challenge_symbol", f"This test also resolves {symbol} challenge effects", [], test.ranger
            )
        return CONTINUE_LIST
    drawn = eng.facts(test.challenge_card).symbol
    left = [s for s in ("sun", "mountain", "crest") if s != drawn and s not in test.extra_symbols]
    options = [
        opt(
            id=f"symbol:{s}",
            label=f"Also resolve {s} challenge effects",
            kind="choose_card",
            card=ctx.src,
            then=[effects_step(ctx.ref, ctx.i, ctx.src, {**ctx.bindings, key: s})],
        )
        for s in left
    ]
    if len(options) == 1:
        ctx.bindings[key] = left[0]
        return _verb_extra_symbol(ctx, _e)
    if not options:
        return CONTINUE_LIST
    eng.ask("effect_choice", ctx.you, titled(ctx, "which other challenge symbol resolves?"), options)
    return STOP_LIST


@runs(bh.SwapModifier)
def _verb_swap_modifier(ctx: Ctx, e: bh.SwapModifier) -> bool:
    """Rulebook: Performing a Test, 3 (the modifier in use): another, better modifier of the same
    challenge card, paid with energy of its aspect; several: the acting Ranger picks."""

    key = ctx.choice_key()
    if key in ctx.bindings:
        challenge_modifier.use_modifier(ctx.eng, ctx.you, str(ctx.bindings.pop(key)), e.spend)
        return CONTINUE_LIST
    found = better_aspects(ctx.eng, ctx.you, e.spend)
    if len(found) <= 1:
        for aspect in found:
            challenge_modifier.use_modifier(ctx.eng, ctx.you, aspect, e.spend)
        return CONTINUE_LIST
    test = ctx.eng.state.test
    mods = ctx.eng.facts(test.challenge_card).mods if test and test.challenge_card else {}
    options = [
        opt(
            id=f"aspect:{a}",
            label=f"{a} modifier ({mods.get(a, 0):+d})",
            kind="choose_card",
            aspect=a,
            then=[effects_step(ctx.ref, ctx.i, ctx.src, {**ctx.bindings, key: a})],
        )
        for a in found
    ]
    ctx.eng.ask("effect_choice", ctx.you, titled(ctx, "use which modifier?"), options)
    return STOP_LIST
