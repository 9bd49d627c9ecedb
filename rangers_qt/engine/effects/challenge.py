"""Runners of the challenge verbs (content/behaviour/challenge.py): challenge effects resolved, drawn,
chosen and swapped."""

from __future__ import annotations

from rangers_qt.content import behaviour as bh
from rangers_qt.engine import ops
from rangers_qt.engine.core import step
from rangers_qt.engine.effects.evaluate import Ctx, place_of
from rangers_qt.engine.effects.runner import (
    ASKED,
    GO,
    STOP,
    fx_step,
    pick_cards,
    runs,
    then_rest,
    titled,
)
from rangers_qt.engine.prompts import opt


@runs(bh.ResolveChallenge)
def _verb_resolve_challenge(ctx: Ctx, e: bh.ResolveChallenge) -> bool:
    """Resolve a card's printed challenge effects outside a test (even exhausted): first the clears
    the effects so far caused, then one symbol (or each, one at a time in the order picked)."""
    from rangers_qt.engine.flow.card_text import card_text_step

    eng = ctx.eng
    key = ctx.choice_key()
    cards = pick_cards(ctx, e.target, "Resolve a challenge effect of")
    if cards == ASKED:
        return STOP
    if not cards:
        return GO
    iid = cards[0]
    b = {**ctx.b, key: iid}
    if e.as_:
        b[e.as_] = iid
    if not b.get(key + "k"):  # clear what has reached a threshold, then come back
        eng.push(step("check_clears"), fx_step(ctx.ref, ctx.i, ctx.src, {**b, key + "k": 1}))
        return STOP
    done = [str(x) for x in b.get(key + "s", [])]
    printed = eng.facts(iid).challenge if ops.in_play_zone(place_of(eng, iid)[0]) else ()
    left = [s for s in ("sun", "mountain", "crest") if s in printed and s not in done]
    if e.symbol not in ("choose", "each"):
        left = [s for s in left if s == e.symbol]
    if not left:
        return GO
    symbol = b.pop(key + "y", None)
    if symbol is None and len(left) > 1:
        options = [
            opt(
                id=f"symbol:{s}",
                label=f"Resolve the {s} challenge effect of {eng.name(iid)}",
                kind="choose_card",
                card=iid,
                then=[fx_step(ctx.ref, ctx.i, ctx.src, {**b, key + "y": s})],
            )
            for s in left
        ]
        eng.ask("effect_choice", ctx.you, titled(ctx, "resolve which challenge effect?"), options)
        return STOP
    symbol = str(symbol or left[0])
    eng.rec.event("challenge_effect", f"{symbol} challenge effect of {eng.name(iid)}", [iid], ctx.you)
    more = e.symbol == "each" and len(left) > 1
    after = [fx_step(ctx.ref, ctx.i, ctx.src, {**b, key + "s": [*done, symbol]})] if more else then_rest(ctx)
    from rangers_qt.engine.flow import challenge_windows

    eng.push(*after)
    # A card may cancel the effect before it resolves ("would"); "after it resolves" answers come
    # before the cards it brought to a threshold clear (ruling R56), as in a test.
    text = [
        card_text_step(f"challenge:{symbol}", iid, ctx.you),
        step("challenge_resolved", card=iid, symbol=symbol),
        step("check_clears"),
    ]
    challenge_windows.resolve(eng, iid, symbol, ctx.you, text)
    return STOP


@runs(bh.ChallengeEffect)
def _verb_challenge_effect(ctx: Ctx, _e: bh.ChallengeEffect) -> bool:
    """Resolve this card's challenge effect for ``$symbol`` now, with the bindings so far (the
    rest of the list after it)."""
    from rangers_qt.engine.flow.card_text import card_text_step

    symbol = ctx.b.get("$symbol")
    if not symbol or ctx.src is None:
        return GO
    passed = {k[1:]: v for k, v in sorted(ctx.b.items()) if k not in ("$you", "$symbol")}
    ctx.eng.push(card_text_step(f"challenge:{symbol}", ctx.src, ctx.you, **passed), *then_rest(ctx))
    return STOP


@runs(bh.DrawChallengeUntil)
def _verb_draw_challenge_until(ctx: Ctx, e: bh.DrawChallengeUntil) -> bool:
    """In a challenge-draw answer: discard challenge cards until the top one shows the modifier for
    the test's aspect (engine/flow/challenge_deck.py); the draw then takes it. ``as``: how many."""
    from rangers_qt.engine.flow.challenge_deck import draw_until

    test = ctx.eng.state.test
    ctx.b[e.as_] = draw_until(ctx.eng, test, e.modifier) if test is not None else 0
    return GO


@runs(bh.ChooseModifier)
def _verb_choose_modifier(ctx: Ctx, _e: bh.ChooseModifier) -> bool:
    """The tester picks which of the revealed challenge card's aspect modifiers the test uses
    (one option per different value; the test's own aspect first)."""
    from rangers_qt.engine.flow.challenge_deck import use_modifier

    eng = ctx.eng
    test = eng.state.test
    if test is None or test.challenge_card is None or test.succeeded is not None:
        return GO
    key = ctx.choice_key()
    if key in ctx.b:
        use_modifier(eng, test, str(ctx.b.pop(key)))
        return GO
    mods = eng.facts(test.challenge_card).mods
    order = [test.aspect, *(a for a in ("AWA", "FIT", "FOC", "SPI") if a != test.aspect)]
    seen: dict[int, str] = {}
    for a in order:
        seen.setdefault(mods.get(a, 0), a)
    if len(seen) <= 1:
        return GO  # every modifier is the same: nothing to choose
    options = [
        opt(
            id=f"aspect:{a}",
            label=f"Use {v:+d} ({a})",
            kind="choose_card",
            card=test.challenge_card,
            then=[fx_step(ctx.ref, ctx.i, ctx.src, {**ctx.b, key: a})],
        )
        for v, a in sorted(seen.items(), key=lambda kv: -kv[0])
    ]
    eng.ask("effect_choice", ctx.you, titled(ctx, "which modifier does the test use?"), options)
    return STOP


@runs(bh.ExtraSymbol)
def _verb_extra_symbol(ctx: Ctx, _e: bh.ExtraSymbol) -> bool:
    """The tester names another challenge symbol: the test resolves its effects too (ruling R55:
    one of the symbols the drawn card does not show)."""
    eng = ctx.eng
    test = eng.state.test
    if test is None or test.challenge_card is None:
        return GO
    key = ctx.choice_key()
    if key in ctx.b:
        symbol = str(ctx.b.pop(key))
        if symbol not in test.extra_symbols:
            test.extra_symbols.append(symbol)
            eng.rec.event(
                "challenge_symbol", f"This test also resolves {symbol} challenge effects", [], test.ranger
            )
        return GO
    drawn = eng.facts(test.challenge_card).symbol
    left = [s for s in ("sun", "mountain", "crest") if s != drawn and s not in test.extra_symbols]
    options = [
        opt(
            id=f"symbol:{s}",
            label=f"Also resolve {s} challenge effects",
            kind="choose_card",
            card=ctx.src,
            then=[fx_step(ctx.ref, ctx.i, ctx.src, {**ctx.b, key: s})],
        )
        for s in left
    ]
    if len(options) == 1:
        ctx.b[key] = left[0]
        return _verb_extra_symbol(ctx, _e)
    if not options:
        return GO
    eng.ask("effect_choice", ctx.you, titled(ctx, "which other challenge symbol resolves?"), options)
    return STOP


@runs(bh.SwapModifier)
def _verb_swap_modifier(ctx: Ctx, e: bh.SwapModifier) -> bool:
    """Rulebook: Performing a Test, 3 (the modifier in use): another, better modifier of the same
    challenge card, paid with energy of its aspect; several: the acting Ranger picks."""
    from rangers_qt.engine.rules.challenge_modifier import better_aspects, use_modifier

    key = ctx.choice_key()
    if key in ctx.b:
        use_modifier(ctx.eng, ctx.you, str(ctx.b.pop(key)), e.spend)
        return GO
    found = better_aspects(ctx.eng, ctx.you, e.spend)
    if len(found) <= 1:
        for aspect in found:
            use_modifier(ctx.eng, ctx.you, aspect, e.spend)
        return GO
    test = ctx.eng.state.test
    mods = ctx.eng.facts(test.challenge_card).mods if test and test.challenge_card else {}
    options = [
        opt(
            id=f"aspect:{a}",
            label=f"{a} modifier ({mods.get(a, 0):+d})",
            kind="choose_card",
            aspect=a,
            then=[fx_step(ctx.ref, ctx.i, ctx.src, {**ctx.b, key: a})],
        )
        for a in found
    ]
    ctx.eng.ask("effect_choice", ctx.you, titled(ctx, "use which modifier?"), options)
    return STOP
