"""Rulebook: Performing a Test, 5. Resolve Challenge Effects.

Active cards (ready, in play, within your reach or shared areas or your player area; within
another Ranger's reach when you interact there) with the drawn symbol resolve in the order
weather, location, missions, along the way, within reach, your player area; each at most once
per test; not cards cleared or exhausted by the test's results, nor cards that entered play
while the effects resolve (ruling R31). Within one area the Ranger chooses the order.
"""

from __future__ import annotations

from typing import Any

from rangers_qt.content.behaviour.compile import face_key
from rangers_qt.engine.core import Engine, step
from rangers_qt.engine.effects.interpreter import has_behaviour, usable_now
from rangers_qt.engine.effects.listeners import notify
from rangers_qt.engine.flow.card_text import card_text_step
from rangers_qt.engine.flow.inert_effects import mark_resolved, watch_effect
from rangers_qt.engine.flow.testflow import current_test
from rangers_qt.engine.modifier_layer.modifiers import exhausted_for
from rangers_qt.engine.prompts import opt
from rangers_qt.engine.state import TestState
from rangers_qt.engine.zones import host_chain_top, in_play, iter_in_play, with_attachments


def challenge_groups(eng: Engine, test: TestState) -> list[tuple[str, list[str]]]:
    st = eng.state
    sur = with_attachments(st, st.surroundings)
    me = st.ranger(test.ranger)
    reach = list(me.within_reach)
    if test.extra_reach_of:
        reach += st.ranger(test.extra_reach_of).within_reach
    # Cards attached to your role resolve their challenge effects as if within reach (Attach).
    on_role = with_attachments(st, [me.role])[1:] if me.role else []
    area = [i for i in with_attachments(st, me.player_area) if i not in on_role]
    # A card attached to a surroundings card resolves with its host; anything else in the
    # surroundings that is neither weather nor a mission goes with the location.
    kind = {i: eng.facts(host_chain_top(st, i)).category for i in sur}
    # A mission attached to another card (a feature, a Seeker, the location) still resolves with
    # the missions, third (Rulebook: Challenge Effects order), never with its host.
    hung = [i for i in iter_in_play(st) if st.cards[i].attached_to and eng.facts(i).category == "mission"]
    groups = [
        ("weather", [i for i in sur if kind[i] == "weather"]),
        ("location", [i for i in sur if kind[i] not in ("weather", "mission")]),
        ("missions", [i for i in sur if kind[i] == "mission"] + hung),
        ("along_the_way", with_attachments(st, st.along_the_way)),
        ("within_reach", with_attachments(st, reach) + on_role),
        ("player_area", area),
    ]
    if not hung:
        return groups
    return [(n, [i for i in cards if n == "missions" or i not in hung]) for n, cards in groups]


def _groups_among(eng: Engine, test: TestState, cand: set[str]) -> list[tuple[str, list[str]]]:
    """``challenge_groups`` with each group's cards narrowed to ``cand``, for candidates none of
    which is an attached mission: then no candidate is "hung" (moved to the missions group and out
    of its host's), so the areas are read without the walk of the table that finds those, and a
    surroundings card's host category is looked up for the candidates only."""
    st = eng.state
    me = st.ranger(test.ranger)
    reach = list(me.within_reach)
    if test.extra_reach_of:
        reach += st.ranger(test.extra_reach_of).within_reach
    on_role = with_attachments(st, [me.role])[1:] if me.role else []
    area = [i for i in with_attachments(st, me.player_area) if i not in on_role and i in cand]
    sur = [i for i in with_attachments(st, st.surroundings) if i in cand]
    kind = {i: eng.facts(host_chain_top(st, i)).category for i in sur}
    return [
        ("weather", [i for i in sur if kind[i] == "weather"]),
        ("location", [i for i in sur if kind[i] not in ("weather", "mission")]),
        ("missions", [i for i in sur if kind[i] == "mission"]),
        ("along_the_way", [i for i in with_attachments(st, st.along_the_way) if i in cand]),
        ("within_reach", [i for i in with_attachments(st, reach) + on_role if i in cand]),
        ("player_area", area),
    ]


def drawn_symbol(eng: Engine, test: TestState) -> str:
    return (eng.facts(test.challenge_card).symbol or "") if test.challenge_card else ""


def resolved(eng: Engine, test: TestState, iid: str, symbol: str) -> bool:
    """Has this card's challenge effect for this symbol resolved in this test? (The drawn symbol:
    each card at most once; an extra symbol, verb ``extra_symbol``: each card once for it.)"""
    if f"{symbol}:{iid}" in test.cancelled_challenge:
        return True
    if symbol == drawn_symbol(eng, test):
        return iid in test.resolved_challenge
    return f"{symbol}:{iid}" in test.resolved_extra


def pending_effects(eng: Engine, test: TestState, symbol: str) -> list[tuple[str, list[str]]]:
    """The cards whose ``symbol`` challenge effect is still to resolve, by group in order.

    Every test is a read of a state that does not change meanwhile, so their order cannot change
    the answer. With a pool (ruling R31; ``challenge_next`` always sets one) the few pool cards
    showing the symbol, not inactive and not resolved, are found first: none, and the areas are
    not worked out at all; else only those are looked for in the areas, and only they meet the
    modifier layer's ``exhausted_for``."""
    pool_list = test.challenge_pool
    if pool_list is None:
        return _pending_without_pool(eng, test, symbol)
    facts = eng.facts
    cards_now = eng.state.cards
    inactive = test.inactive
    cancelled = test.cancelled_challenge
    # The drawn symbol's effects are marked resolved by card; an extra symbol's by "symbol:card".
    drawn = symbol == drawn_symbol(eng, test)
    done = test.resolved_challenge if drawn else test.resolved_extra
    cand = {
        i
        for i in pool_list
        if i in cards_now
        and symbol in facts(i).challenge
        and i not in inactive
        and f"{symbol}:{i}" not in cancelled
        and (i if drawn else f"{symbol}:{i}") not in done
    }
    if not cand:
        return []
    st = eng.state
    hung = any(cards_now[i].attached_to is not None and facts(i).category == "mission" for i in cand)
    groups = challenge_groups(eng, test) if hung else _groups_among(eng, test, cand)
    out = []
    for name, cards in groups:
        live = [i for i in cards if i in cand and in_play(st, i) and not exhausted_for(eng, i, test.ranger)]
        if live:
            out.append((name, live))
    return out


def _pending_without_pool(eng: Engine, test: TestState, symbol: str) -> list[tuple[str, list[str]]]:
    """``pending_effects`` before step 5 has fixed its pool: every active card may take part."""
    st = eng.state
    out = []
    for name, cards in challenge_groups(eng, test):
        live = [
            i
            for i in cards
            if symbol in eng.facts(i).challenge
            and not exhausted_for(eng, i, test.ranger)
            and i not in test.inactive
            and not resolved(eng, test, i, symbol)
            and in_play(st, i)
        ]
        if live:
            out.append((name, live))
    return out


def skipped_symbols(eng: Engine, test: TestState) -> list[str]:
    """Symbols whose challenge effects the test's own card says do not resolve during it (the
    behaviour's ``skip_challenge`` for that printed test)."""
    if test.source is None or not eng.book.behaviour.faces:
        return []

    card = eng.state.cards.get(test.source)
    kind, _, name = test.key.partition(":")
    if card is None or kind != card.def_id:
        return []
    b = eng.book.behaviour.faces.get(face_key(card.def_id, card.side))
    tb = b.tests.get(name) if b is not None else None
    return list(tb.skip_challenge) if tb is not None else []


def challenge_next(eng: Engine, _args: dict[str, Any]) -> None:
    st = eng.state
    test = st.test
    if test is None or test.challenge_card is None:
        return
    if test.challenge_pool is None:
        test.challenge_pool = iter_in_play(st)
    skipped = skipped_symbols(eng, test)
    # The drawn symbol, then any extra symbol a card text named for this test (verb extra_symbol).
    groups: list[tuple[str, list[str]]] = []
    symbol = ""
    for symbol in [drawn_symbol(eng, test), *test.extra_symbols]:
        if symbol not in skipped:
            groups = pending_effects(eng, test, symbol)
            if groups:
                break
    if not groups:
        return
    _name, cards = groups[0]
    if len(cards) == 1:
        eng.push(step("challenge_resolve", card=cards[0], symbol=symbol), step("challenge_next"))
        return
    options = [
        opt(
            id=f"challenge:{iid}",
            label=f"Resolve {eng.name(iid)} next",
            kind="choose_card",
            card=iid,
            then=[step("challenge_resolve", card=iid, symbol=symbol), step("challenge_next")],
        )
        for iid in cards
    ]
    eng.ask("challenge_order", test.ranger, f"Which {symbol} challenge effect resolves next?", options)


def challenge_resolve(eng: Engine, args: dict[str, Any]) -> None:
    st = eng.state
    test = current_test(eng)
    iid: str = args["card"]
    symbol: str = args["symbol"]
    if resolved(eng, test, iid, symbol) or not in_play(st, iid) or exhausted_for(eng, iid, test.ranger):
        return
    if args.get("prevented"):  # a card cancelled the effect ("would resolve": it does not)
        test.cancelled_challenge.append(f"{symbol}:{iid}")
        return
    if not args.get("replaced") and eng.book.behaviour.triggers:
        # effects/ imports the flows back (pyproject, engine-acyclic): imported on first use.
        from rangers_qt.engine.effects.replacements import would

        if would(eng, "challenge_effect", ranger=test.ranger, card=iid, symbol=symbol):
            return
    drawn = symbol == drawn_symbol(eng, test)
    f = eng.facts(iid)
    mark_resolved(test, st, iid, symbol, drawn)
    # Only a recorded run watches (nothing else differs): an effect that turns out to have had
    # nothing to do is logged once as doing nothing (flow/inert_effects.py, ``watch_effect``).
    if eng.rec.enabled:
        watch_effect(eng, iid, f.name, symbol)
    eng.rec.event("challenge_effect", f"{symbol} challenge effect of {f.name}", [iid], test.ranger)
    eng.push(step("challenge_resolved", card=iid, symbol=symbol), step("check_clears"))
    _challenge_text(eng, iid, symbol, test.ranger)


def challenge_resolved(eng: Engine, args: dict[str, Any]) -> None:
    """A challenge effect has resolved: "after a challenge effect on this card resolves" responses
    (``response:after:challenge_effect``, listeners of ``challenge_effect_resolved``), before the
    cards it brought to a threshold clear."""
    iid: str = args["card"]
    test = eng.state.test
    if iid in eng.state.cards and in_play(eng.state, iid):
        notify(
            eng,
            "challenge_effect_resolved",
            card=iid,
            ranger=test.ranger if test else None,
            symbol=args["symbol"],
        )


#: A card's response to its own challenge effect resolving (The Green Guardian).
ON_OWN_EFFECT = "response:when:challenge_effect"


def _challenge_text(eng: Engine, iid: str, symbol: str, ranger: str) -> None:
    """The card's challenge effect text; a card that answers its own challenge effect ("when you
    resolve a challenge effect on this card, you may ...") first asks the tester whether to use that
    response (only when it can be used now, and not under auto-pass): yes runs the response, which
    resolves the effect itself (verb ``challenge_effect``); no resolves it as printed."""
    plain = card_text_step(f"challenge:{symbol}", iid, ranger)
    if (
        eng.state.auto_pass
        or not has_behaviour(eng, iid, ON_OWN_EFFECT)
        or not usable_now(eng, iid, ON_OWN_EFFECT, ranger, {"$symbol": symbol})
    ):
        eng.push(plain)
        return
    name = eng.name(iid)
    use = card_text_step(ON_OWN_EFFECT, iid, ranger, symbol=symbol)
    options = [
        opt(id="yes", label=f"Use {name}'s response", kind="yes", card=iid, then=[use]),
        opt(id="no", label="Resolve it as printed", kind="no", card=iid, then=[plain]),
    ]
    eng.ask("effect_may", ranger, f"{name}: {symbol} challenge effect - use its response first?", options)
