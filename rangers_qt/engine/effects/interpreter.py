"""The one interpreter of card behaviour: the ``fx`` and ``ability`` steps and every verb.

Why steps: an effect list may stop for a decision (which predator? how much wind?) and the rest
must wait in the state. ``fx`` carries only JSON - the reference of a compiled effect list
(``01294/challenge/crest``), the position in it, the source card and the bindings - so undo,
replay, saves and the state hash work unchanged. A verb either changes the state through
``engine/ops.py`` or asks a prompt whose options resume ``fx`` at the same position with the
answer bound (``#<position>``). Nested lists (if, for_each, may...) are queued as their own
``fx`` steps followed by the continuation of the outer list.

Adding a verb: a model in ``content/behaviour.py``, a ``_verb_<name>`` function registered in
``VERB_FNS`` below, a sentence in ``content/behaviour_text.py``, a test (docs/behaviour.md).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from rangers_qt.content import behaviour as bh
from rangers_qt.content.behaviour.compile import face_key
from rangers_qt.engine import ops
from rangers_qt.engine.core import Engine, step
from rangers_qt.engine.effects.evaluate import Ctx, amount, holds, place_of, rangers, select, token_kind
from rangers_qt.engine.errors import EngineError
from rangers_qt.engine.prompts import Option, Step, opt
from rangers_qt.engine.zones import in_play
from rangers_qt.words import count

#: What a verb tells the list runner: go on with the next effect, or stop this list here
#: (the verb asked a prompt, queued its own continuation, or a gate was not met).
GO, STOP = True, False
VerbFn = Callable[[Ctx, Any], bool]


def fx_step(ref: str, i: int, src: str | None, b: dict[str, Any]) -> Step:
    return step("fx", ref=ref, i=i, src=src, b=dict(b))


def _nested_b(b: dict[str, Any]) -> dict[str, Any]:
    """Bindings for a nested list: the named ones, not the outer list's pending choices."""
    return {k: v for k, v in b.items() if not k.startswith("#")}


def run_list(eng: Engine, ref: str, start: int, src: str | None, b: dict[str, Any]) -> None:
    """Run effects ``start..`` of one compiled list until it ends, stops or pauses."""
    compiled = eng.book.behaviour
    effects = compiled.effects(ref)
    st = eng.state
    if start == 0 and ref in compiled.roots:
        what = compiled.roots[ref]
        name = eng.name(src) if src else ref.split("/", 1)[0]
        eng.rec.event("behaviour", f"{name}: {what}", [src] if src else [], b.get("$you"))
    for i in range(start, len(effects)):
        if st.phase == "ended":
            return
        before = len(st.queue)
        ctx = Ctx(eng, ref, i, src, b)
        fn = VERB_FNS.get(effects[i].do)
        if fn is None:
            raise EngineError(f"no interpreter for verb {effects[i].do!r}")
        if fn(ctx, effects[i]) is STOP or st.prompt is not None:
            return
        pushed = len(st.queue) - before
        if pushed > 0 and i + 1 < len(effects):
            # The verb queued steps (a scout, a draw): the rest of the list runs after them.
            st.queue.insert(pushed, fx_step(ref, i + 1, src, b))
            return


def fx(eng: Engine, args: dict[str, Any]) -> None:
    run_list(eng, str(args["ref"]), int(args.get("i", 0)), args.get("src"), dict(args.get("b") or {}))


def then_rest(ctx: Ctx) -> list[Step]:
    """The continuation of the current list after this effect."""
    n = len(ctx.eng.book.behaviour.effects(ctx.ref))
    return [fx_step(ctx.ref, ctx.i + 1, ctx.src, ctx.b)] if ctx.i + 1 < n else []


def resume_with(ctx: Ctx, value: Any) -> list[Step]:
    """Steps that re-run this effect with the answer bound (the option's continuation)."""
    return [fx_step(ctx.ref, ctx.i, ctx.src, {**ctx.b, ctx.choice_key(): value})]


def _title(ctx: Ctx, text: str) -> str:
    return f"{ctx.eng.name(ctx.src)}: {text}" if ctx.src else text


# --------------------------------------------------------------------------- choosing


ASKED = "\0asked"


def pick_cards(ctx: Ctx, sel: Any, what: str) -> list[str] | str:
    """The cards a verb acts on. A filter picking ``one`` among several asks the acting Ranger
    (returns ``ASKED``); a named reference or ``all`` gives every match."""
    if ctx.choice_key() in ctx.b:
        chosen = ctx.b[ctx.choice_key()]
        if isinstance(chosen, list):  # ``pick: any``: every card picked, in order
            return [str(c) for c in chosen if c in ctx.eng.state.cards]
        return [chosen] if chosen in ctx.eng.state.cards else []
    found = select(ctx, sel)
    if isinstance(sel, str) or sel.pick == "all":
        return found
    if sel.pick == "any":
        return _pick_many(ctx, sel, found, what)
    if sel.pick == "first" or len(found) <= 1:
        return found[:1]
    eng = ctx.eng
    options = [
        opt(
            id=f"card:{iid}",
            label=f"{what} {eng.name(iid)}",
            kind="choose_card",
            card=iid,
            then=resume_with(ctx, iid),
        )
        for iid in found
    ]
    eng.ask("effect_choice", ctx.you, _title(ctx, f"{what} which card?"), options)
    return ASKED


def _pick_many(ctx: Ctx, sel: Any, found: list[str], what: str) -> list[str] | str:
    """``pick: any``: one card at a time (kept under ``<choice>m``), then "done"; no question
    when nothing is left to pick or ``at_most`` is reached."""
    key = ctx.choice_key()
    chosen = [str(c) for c in ctx.b.get(key + "m", [])]
    most = amount(ctx, sel.at_most) if sel.at_most is not None else None
    left = [c for c in found if c not in chosen]
    if not left or (most is not None and len(chosen) >= most):
        ctx.b.pop(key + "m", None)
        return chosen
    eng = ctx.eng
    rest = {k: v for k, v in ctx.b.items() if k != key + "m"}
    options = [
        opt(
            id=f"card:{iid}",
            label=f"{what} {eng.name(iid)}",
            kind="choose_card",
            card=iid,
            then=[fx_step(ctx.ref, ctx.i, ctx.src, {**rest, key + "m": [*chosen, iid]})],
        )
        for iid in left
    ]
    options.append(
        opt(
            id="done",
            label=f"Done ({len(chosen)} chosen)",
            kind="done",
            then=[fx_step(ctx.ref, ctx.i, ctx.src, {**rest, key: chosen})],
        )
    )
    eng.ask("effect_choice", ctx.you, _title(ctx, f"{what} which cards? ({len(chosen)} chosen)"), options)
    return ASKED


def pick_rangers(ctx: Ctx, who: str, what: str) -> list[str] | str:
    if ctx.choice_key() in ctx.b:
        return [str(ctx.b[ctx.choice_key()])]
    found = rangers(ctx, who)
    if who not in ("choose", "choose_other", "choose_token_on_this") or len(found) <= 1:
        return found
    st = ctx.eng.state
    options = [
        opt(
            id=f"ranger:{rid}",
            label=f"{st.ranger(rid).name}",
            kind="choose_ranger",
            then=resume_with(ctx, rid),
        )
        for rid in found
    ]
    ctx.eng.ask("effect_choice", ctx.you, _title(ctx, f"which Ranger {what}?"), options)
    return ASKED


# --------------------------------------------------------------------------- verbs on cards


def _each_card(ctx: Ctx, sel: Any, what: str, fn: Callable[[str], object], bind: str | None = None) -> bool:
    cards = pick_cards(ctx, sel, what)
    if cards == ASKED:
        return STOP
    if bind:
        # ``as``: the effects after this one in the list (they share ``ctx.b``) see the card(s).
        ctx.b[bind] = cards[0] if len(cards) == 1 else list(cards)
    for iid in cards:
        fn(iid)
        if ops.ended(ctx.eng):
            return STOP
    return GO


def _verb_add_tokens(ctx: Ctx, e: bh.AddTokens) -> bool:
    n = amount(ctx, e.amount)
    return _each_card(
        ctx,
        e.target,
        "Put tokens on",
        lambda i: ops.add_tokens(ctx.eng, i, token_kind(ctx, i, e.kind), n, source=ctx.src, by=ctx.you),
        e.as_,
    )


def _verb_remove_tokens(ctx: Ctx, e: bh.RemoveTokens) -> bool:
    def take(iid: str) -> None:
        kind = token_kind(ctx, iid, e.kind)
        have = ctx.eng.state.cards[iid].tokens.get(kind, 0)
        ops.remove_tokens(ctx.eng, iid, kind, amount(ctx, e.amount, all_of=have))

    return _each_card(ctx, e.target, "Remove tokens from", take, e.as_)


def _verb_move_tokens(ctx: Ctx, e: bh.MoveTokens) -> bool:
    """Two picks in one verb: the card giving the tokens (kept under ``<choice>f`` once chosen),
    then the card receiving them; each may ask the acting Ranger."""
    key = ctx.choice_key()
    if key + "f" not in ctx.b:
        given = pick_cards(ctx, e.from_, "Take tokens from")
        if given == ASKED:
            return STOP
        if not given:
            return GO
        ctx.b.pop(key, None)
        ctx.b[key + "f"] = given[0]
    giver = str(ctx.b[key + "f"])
    if giver not in ctx.eng.state.cards:
        ctx.b.pop(key + "f", None)
        return GO
    kind = token_kind(ctx, giver, e.kind)
    taker = pick_cards(ctx, e.to, f"Move {kind} to")
    if taker == ASKED:
        return STOP
    ctx.b.pop(key, None)
    ctx.b.pop(key + "f", None)
    taker = [c for c in taker if c != giver][:1]
    if not taker:
        return GO
    have = ctx.eng.state.cards[giver].tokens.get(kind, 0)
    n = min(have, amount(ctx, e.amount, all_of=have))
    if e.as_:
        ctx.b[e.as_] = taker[0]
    if n > 0:
        ops.remove_tokens(ctx.eng, giver, kind, n)
        ops.add_tokens(ctx.eng, taker[0], kind, n)
    return GO


def _verb_exhaust(ctx: Ctx, e: bh.Exhaust) -> bool:
    """The exhausted card learns what exhausted it: this card, and the symbol when this is one of
    its challenge effects (``card_exhausted``: ``$source``, ``$effect``)."""
    parts = ctx.ref.split("/")
    effect = parts[2] if len(parts) > 2 and parts[1] == "challenge" else None

    def tire(iid: str) -> None:
        ops.exhaust(ctx.eng, iid, source=ctx.src, effect=effect)

    return _each_card(ctx, e.target, "Exhaust", tire, e.as_)


def _verb_ready(ctx: Ctx, e: bh.Ready) -> bool:
    return _each_card(ctx, e.target, "Ready", lambda i: ops.ready(ctx.eng, i), e.as_)


def _verb_stay_exhausted(ctx: Ctx, e: bh.StayExhausted) -> bool:
    """The card stays exhausted through the coming refresh (flow/round.py skips it once)."""
    day = ctx.eng.state.day

    def keep(iid: str) -> None:
        if ctx.eng.state.cards[iid].exhausted and iid not in day.stay_exhausted:
            day.stay_exhausted.append(iid)
            ctx.eng.rec.event("refresh", f"{ctx.eng.name(iid)} stays exhausted this refresh", [iid])

    return _each_card(ctx, e.target, "Keep exhausted", keep, e.as_)


def _verb_discard(ctx: Ctx, e: bh.Discard) -> bool:
    return _each_card(ctx, e.target, "Discard", lambda i: ops.discard(ctx.eng, i), e.as_)


def _verb_flip(ctx: Ctx, e: bh.Flip) -> bool:
    from rangers_qt.engine.day.guide import flip

    if e.to is not None:  # a path card in play turned face down or up (engine/facedown.py)
        from rangers_qt.engine.facedown import turn_face_down, turn_face_up

        turn = turn_face_down if e.to == "face_down" else turn_face_up
        return _each_card(ctx, e.target, "Turn over", lambda i: turn(ctx.eng, i))
    return _each_card(ctx, e.target, "Flip", lambda i: flip(ctx.eng, i))


def _verb_attach(ctx: Ctx, e: bh.Attach) -> bool:
    """Rulebook: Additional Concepts, Attach - the cards (this card by default, in play, in hand or
    in a discard pile) go on a card in play ``to`` names. The host is picked first (the acting
    Ranger chooses among several; kept under ``<choice>h``), then the cards to attach; a card never
    goes on itself or on its own attachment. Face down a card in play leaves play first (its
    tokens, attachments and Ranger tokens go as when it leaves play); one from outside play goes as
    it is."""
    key = ctx.choice_key()
    if key + "h" not in ctx.b:
        hosts = pick_cards(ctx, e.to, "Attach to")
        if hosts == ASKED:
            return STOP
        hosts = [h for h in hosts if in_play(ctx.eng.state, h)]
        if not hosts:
            return GO
        ctx.b.pop(key, None)
        ctx.b[key + "h"] = hosts[0]
    host = str(ctx.b[key + "h"])
    if not in_play(ctx.eng.state, host):  # the host left play while the cards to attach were asked
        ctx.b.pop(key + "h", None)
        return GO

    def hang(iid: str) -> None:
        eng = ctx.eng
        card = eng.state.cards[iid]
        if iid == host or eng.state.cards[host].attached_to == iid:
            return
        if card.attached_to == host and card.face_up != e.face_down:
            return  # already there, the same way up
        if e.face_down and in_play(eng.state, iid):
            ops.leave_play(eng, iid, ("set_aside", None))
        ops.attach(eng, iid, host, face_up=not e.face_down)
        text = f"{eng.name(iid)} is attached{' face down' if e.face_down else ''} to {eng.name(host)}"
        eng.rec.event("attach", text, [iid, host], ctx.you)

    done = _each_card(ctx, e.target, "Attach", hang, e.as_)
    if done is GO:
        ctx.b.pop(key + "h", None)
    return done


def _verb_detach(ctx: Ctx, e: bh.Detach) -> bool:
    def off(iid: str) -> None:
        if ctx.eng.state.cards[iid].attached_to is not None:
            ops.detach(ctx.eng, iid)

    return _each_card(ctx, e.target, "Detach", off, e.as_)


def _verb_move_card(ctx: Ctx, e: bh.MoveCard) -> bool:
    if e.to == "along_the_way":
        return _each_card(
            ctx, e.target, "Move", lambda i: ops.move_in_play(ctx.eng, i, "along_the_way"), e.as_
        )
    if e.to == "elsewhere":
        return _move_elsewhere(ctx, e)
    if e.to == "area_of":
        from rangers_qt.engine.zones import where

        there = [where(ctx.eng.state, c) for c in select(ctx, e.card)[:1]] if e.card is not None else []
        if not there or there[0][0] not in ("along_the_way", "within_reach"):
            return GO
        zone, rid = there[0]
        return _each_card(ctx, e.target, "Move", lambda i: ops.move_in_play(ctx.eng, i, zone, rid), e.as_)
    dest = rangers(ctx, e.of)
    if not dest:
        return GO
    return _each_card(
        ctx, e.target, "Move", lambda i: ops.move_in_play(ctx.eng, i, "within_reach", dest[0]), e.as_
    )


def _move_elsewhere(ctx: Ctx, e: bh.MoveCard) -> bool:
    """Rulebook: Additional Concepts, Move - no area named: along the way or within reach of a
    Ranger of your choice, never the area it is in. One card at a time: the acting Ranger picks
    the area of each (no prompt when only one area is left, e.g. solo and within reach)."""
    from rangers_qt.engine.zones import where

    eng = ctx.eng
    key = ctx.choice_key()
    picked = [str(c) for c in ctx.b[key + "c"]] if key + "c" in ctx.b else pick_cards(ctx, e.target, "Move")
    if isinstance(picked, str):
        return STOP
    cards: list[str] = picked
    if e.as_:
        ctx.b[e.as_] = cards[0] if len(cards) == 1 else list(cards)
    done = int(ctx.b.get(key + "d", 0))
    for n in range(done, len(cards)):
        iid = cards[n]
        if iid not in eng.state.cards:
            continue
        here = where(eng.state, iid)
        areas: list[tuple[str, str | None]] = [("along_the_way", None)]
        areas += [("within_reach", r.id) for r in eng.state.rangers]
        areas = [a for a in areas if a != here]
        chosen = ctx.b.get(key + "a")
        if chosen is None and len(areas) > 1:
            options = [
                opt(
                    id=f"area:{z}:{r or '-'}",
                    label=("Along the way" if r is None else f"Within reach of {eng.state.ranger(r).name}"),
                    kind="choose_card",
                    card=iid,
                    area=z,
                    target=r,
                    then=[fx_step(ctx.ref, ctx.i, ctx.src, {**ctx.b, **_moving(key, cards, n, z, r)})],
                )
                for z, r in areas
            ]
            eng.ask("effect_choice", ctx.you, _title(ctx, f"move {eng.name(iid)} where?"), options)
            return STOP
        zone, rid = (chosen[0], chosen[1]) if chosen is not None else areas[0]
        ctx.b.pop(key + "a", None)
        ops.move_in_play(eng, iid, str(zone), rid)
        if ops.ended(eng):
            return STOP
    for k in ("c", "d", "a"):
        ctx.b.pop(key + k, None)
    return GO


def _moving(key: str, cards: list[str], n: int, zone: str, rid: str | None) -> dict[str, Any]:
    """The bindings that resume a move ``elsewhere``: the cards, how far it got, the chosen area."""
    return {key + "c": cards, key + "d": n, key + "a": [zone, rid]}


def _verb_to_path_deck(ctx: Ctx, e: bh.ToPathDeck) -> bool:
    """A card in play goes back into the path deck (leaving play: tokens, attachments and Ranger
    tokens go as when it is discarded), shuffled in or on top."""
    eng = ctx.eng

    def back(iid: str) -> None:
        ops.leave_play(eng, iid, ("path_deck", None))
        deck = eng.state.path_deck
        if e.where == "top":
            deck.remove(iid)
            deck.insert(0, iid)
            eng.rec.event("path_deck", f"{eng.name(iid)} goes on top of the path deck", [iid])
        else:
            from rangers_qt.engine import rng

            rng.shuffle(eng.state.rng, deck)
            eng.rec.event("path_deck", f"{eng.name(iid)} is shuffled into the path deck", [iid])

    return _each_card(ctx, e.target, "Return", back, e.as_)


def _verb_to_hand(ctx: Ctx, e: bh.ToHand) -> bool:
    """Ranger cards go to their owner's hand; path cards (no owner) are left where they are."""
    eng = ctx.eng
    searched: list[str] = []

    def take(iid: str) -> None:
        owner = eng.state.cards[iid].owner
        if owner is None or eng.facts(iid).category != "ranger":
            return
        zone = place_of(eng, iid)[0]
        if ops.in_play_zone(zone):
            ops.leave_play(eng, iid, ("hand", owner))
        else:
            ops.place(eng, iid, "hand", owner)
        if zone == "deck" and owner not in searched:
            searched.append(owner)
        eng.rec.event(
            "to_hand", f"{eng.name(iid)} goes to {eng.state.ranger(owner).name}'s hand", [iid], owner
        )

    done = _each_card(ctx, e.target, "Take", take, e.as_)
    _shuffle_searched(eng, searched)
    return done


def _shuffle_searched(eng: Engine, owners: list[str]) -> None:
    """Rulebook: Additional Concepts, Search - a deck searched for a card is shuffled after."""
    from rangers_qt.engine import rng

    for rid in owners:
        rng.shuffle(eng.state.rng, eng.state.ranger(rid).deck)
        eng.rec.ranger(rid)


def _verb_to_deck(ctx: Ctx, e: bh.ToDeck) -> bool:
    """Ranger cards are shuffled into their owner's deck (Ranger Cache's clear)."""
    eng = ctx.eng

    def back(iid: str) -> None:
        owner = eng.state.cards[iid].owner
        if owner is None or eng.facts(iid).category != "ranger":
            return
        if ops.in_play_zone(place_of(eng, iid)[0]):
            ops.leave_play(eng, iid, ("deck", owner))
        else:
            ops.place(eng, iid, "deck", owner)
        ops.shuffle_into(eng, [], eng.state.ranger(owner).deck)
        eng.rec.event(
            "shuffle", f"{eng.name(iid)} is shuffled into {eng.state.ranger(owner).name}'s deck", [], owner
        )

    return _each_card(ctx, e.target, "Shuffle into the deck", back, e.as_)


def _verb_to_fatigue(ctx: Ctx, e: bh.ToFatigue) -> bool:
    """Ranger cards go face down on top of their owner's fatigue stack (Ancestor's Grove)."""
    eng = ctx.eng

    def stack(iid: str) -> None:
        owner = eng.state.cards[iid].owner
        if owner is None or eng.facts(iid).category != "ranger":
            return
        ops.place(eng, iid, "fatigue", owner, top=True)
        eng.rec.event("fatigue", f"{eng.name(iid)} goes on top of the fatigue stack", [], owner)

    return _each_card(ctx, e.target, "Put on your fatigue stack", stack, e.as_)


def _verb_dodge(ctx: Ctx, e: bh.Dodge) -> bool:
    """Rulebook: Dodge. The dodged cards join the test's ``dodged`` list (JSON, in the order they
    were dodged); fatigue from interacting and obstacles skip them for the rest of the test."""
    eng = ctx.eng
    test = eng.state.test
    if test is None:
        return GO

    def dodge(iid: str) -> None:
        if iid not in test.dodged:
            test.dodged.append(iid)
            eng.rec.event("dodge", f"{eng.state.ranger(test.ranger).name} dodges {eng.name(iid)}", [iid])

    if e.amount is None:
        return _each_card(ctx, e.target, "Dodge", dodge, e.as_)
    key = ctx.choice_key()
    done = int(ctx.b.get(key + "n", 0))
    if key in ctx.b:  # the card just chosen
        chosen = str(ctx.b.pop(key))
        if chosen == "-":
            ctx.b.pop(key + "n", None)
            return GO
        dodge(chosen)
        done += 1
    most = amount(ctx, e.amount)
    left = [c for c in select(ctx, e.target) if c not in test.dodged]
    if len(left) <= most - done:
        for iid in left:  # dodging never hurts: no question when every match fits
            dodge(iid)
        ctx.b.pop(key + "n", None)
        return GO
    if done >= most:
        ctx.b.pop(key + "n", None)
        return GO
    resume = {**ctx.b, key + "n": done}
    options = [
        opt(
            id=f"card:{iid}",
            label=f"Dodge {eng.name(iid)}",
            kind="choose_card",
            card=iid,
            then=[fx_step(ctx.ref, ctx.i, ctx.src, {**resume, key: iid})],
        )
        for iid in left
    ]
    options.append(
        opt(
            id="done",
            label="Dodge no more",
            kind="done",
            then=[fx_step(ctx.ref, ctx.i, ctx.src, {**resume, key: "-"})],
        )
    )
    eng.ask("effect_choice", ctx.you, _title(ctx, f"dodge which card? ({most - done} left)"), options)
    return STOP


def _in_a_hand(st: Any, iid: str) -> bool:
    owner = st.cards[iid].owner
    return owner is not None and iid in st.ranger(owner).hand


def _verb_modify(ctx: Ctx, e: bh.Modify) -> bool:
    """A timed modifier goes into the state (``GameState.modifiers``); the modifier layer reads it
    until it expires (engine/effects/modifiers.py ``expire``). ``until: test`` outside a test,
    or a card that is not in play, makes none."""
    from rangers_qt.engine.state import TimedModifier

    eng = ctx.eng
    st = eng.state
    if e.until == "test" and st.test is None:
        return GO
    you = ctx.you
    turns = 2 if st.active_ranger == you else 1

    def add(iid: str | None) -> None:
        # A card being committed (in a hand, during the test) may gain icons for that test.
        committing = e.stat == "approach" and e.until == "test" and iid is not None and _in_a_hand(st, iid)
        if iid is not None and not in_play(st, iid) and not committing:
            return
        st.modifiers.append(
            TimedModifier(
                card=iid,
                stat=e.stat,
                by=e.by,
                gain=e.gain,
                lose=e.lose,
                to=e.to,
                entry=e.entry,
                until=e.until,
                ranger=you if e.until == "next_turn" else None,
                turns=turns if e.until == "next_turn" else 0,
                source=ctx.src,
            )
        )
        if iid is not None:
            eng.rec.card(iid)
        from rangers_qt.content.behaviour.words import UNTIL_WORDS, change_text

        what = change_text(e.stat, e.by, e.gain, e.lose, eng.name(iid) if iid else "", e.to, e.entry)
        eng.rec.event("modifier", f"{what.strip()} {UNTIL_WORDS[e.until]}", [iid] if iid else [])

    if e.stat == "difficulty":
        add(None)
        return GO
    return _each_card(ctx, e.target, "Change", add, e.as_)


def _pending(ctx: Ctx) -> Any:
    from rangers_qt.engine.effects.replacements import pending

    return pending(ctx.eng, ctx.b.get("$event"))


def _verb_prevent(ctx: Ctx, _e: bh.Prevent) -> bool:
    """The "would" event this answer is about does not happen (outside one: nothing)."""
    event = _pending(ctx)
    if event is not None:
        event.prevented = True
    return GO


def _verb_reduce(ctx: Ctx, e: bh.Reduce) -> bool:
    """The pending fatigue of this answer is smaller (never below 0); ``$amount`` follows it."""
    event = _pending(ctx)
    if event is not None:
        event.amount = max(0, event.amount - max(0, amount(ctx, e.amount)))
        ctx.b["$amount"] = event.amount
        if event.amount == 0 and event.kind == "fatigue":
            event.prevented = True
    return GO


def _verb_increase_added(ctx: Ctx, e: bh.IncreaseAdded) -> bool:
    """The tokens this ``tokens_added`` response answers are more (outside one: nothing)."""
    card, kind = ctx.b.get("$card"), ctx.b.get("$kind")
    if card is not None and kind is not None and str(card) in ctx.eng.state.cards:
        ops.increase_added(ctx.eng, str(card), str(kind), amount(ctx, e.amount))
    return GO


def _playable_now(eng: Engine, iid: str) -> bool:
    """Its owner could play this Ranger card now from their hand: affordable, and an attachment
    has a host to go on (one that finds its own host is played as it is)."""
    from rangers_qt.engine.flow.responses import affordable
    from rangers_qt.engine.rules.offers import attaches_itself, attachment_hosts

    owner = eng.state.cards[iid].owner
    if owner is None or not affordable(eng, owner, iid):
        return False
    f = eng.facts(iid)
    return f.type != "attachment" or attaches_itself(eng, iid) or bool(attachment_hosts(eng, owner, iid))


def _verb_play_card(ctx: Ctx, e: bh.PlayCard) -> bool:
    """Pick a card its owner could play now; the owner may play it as if from hand (no turn used)."""
    eng = ctx.eng
    key = ctx.choice_key()
    if key in ctx.b:
        chosen = str(ctx.b[key])
    else:
        found = [c for c in select(ctx, e.target) if _playable_now(eng, c)]
        if not found:
            return GO
        if len(found) > 1:
            options = [
                opt(
                    id=f"card:{c}",
                    label=f"Choose {eng.name(c)}",
                    kind="choose_card",
                    card=c,
                    then=resume_with(ctx, c),
                )
                for c in found
            ]
            eng.ask("effect_choice", ctx.you, _title(ctx, "which card may be played?"), options)
            return STOP
        chosen = found[0]
    owner = eng.state.cards[chosen].owner
    if chosen not in eng.state.cards or owner is None or not _playable_now(eng, chosen):
        return GO
    rest = then_rest(ctx)
    play = [step("play_from_effect", ranger=owner, card=chosen), *rest]
    options = [
        opt(id="yes", label=f"Play {eng.name(chosen)}", kind="yes", card=chosen, then=play),
        opt(id="no", label="Leave it", kind="no", card=chosen, then=rest),
    ]
    eng.ask("effect_may", owner, _title(ctx, f"play {eng.name(chosen)} as if from your hand?"), options)
    return STOP


def _verb_use_tokens(ctx: Ctx, e: bh.UseTokens) -> bool:
    n = amount(ctx, e.amount)
    return _each_card(
        ctx,
        e.target,
        "Use tokens of",
        lambda i: ops.use_tokens(ctx.eng, i, token_kind(ctx, i, e.kind), n, ctx.you),
        None,
    )


def _verb_fatigue_less_between(ctx: Ctx, e: bh.FatigueLessBetween) -> bool:
    """A timed modifier until the test ends (``between_fatigue``), read by step 1's fatigue."""
    from rangers_qt.engine.state import TimedModifier

    test = ctx.eng.state.test
    n = amount(ctx, e.amount)
    if test is not None and n > 0:
        ctx.eng.state.modifiers.append(
            TimedModifier(stat="between_fatigue", by=-n, until="test", ranger=test.ranger, source=ctx.src)
        )
    return GO


def _verb_test_aspect(ctx: Ctx, e: bh.TestAspect) -> bool:
    """The test being performed uses another aspect (before its energy is committed)."""
    test = ctx.eng.state.test
    if test is None or any(c.source == "energy" for c in test.commits):
        return GO
    if e.instead_of is not None and test.aspect != e.instead_of:
        return GO
    if test.aspect != e.aspect:
        test.aspect = e.aspect
        ctx.eng.rec.event("test", f"{test.label} uses {e.aspect} instead", [], test.ranger)
    return GO


def test_dodges(eng: Engine, test: Any) -> None:
    """A printed test whose behaviour names ``dodge``: those cards are dodged from the test's start
    (before step 1's fatigue), whatever its outcome."""
    kind, _, tid = str(test.key).partition(":")
    if kind == "common" or test.source is None or test.source not in eng.state.cards:
        return
    card = eng.state.cards[test.source]
    b = eng.book.behaviour.faces.get(face_key(card.def_id, card.side))
    tb = b.tests.get(tid) if b is not None else None
    if tb is None or tb.dodge is None:
        return
    ctx = Ctx(
        eng, f"{face_key(card.def_id, card.side)}/tests/{tid}/always", 0, test.source, {"$you": test.ranger}
    )
    for iid in select(ctx, tb.dodge):
        if iid not in test.dodged:
            test.dodged.append(iid)
            eng.rec.event("dodge", f"{eng.state.ranger(test.ranger).name} dodges {eng.name(iid)}", [iid])


def _verb_resolve_ability(ctx: Ctx, e: bh.ResolveAbility) -> bool:
    """Functional Replica: another card's untimed ability, its printed cost not paid (its
    behaviour's own ``cost`` list still is)."""
    eng = ctx.eng
    key = ctx.choice_key()
    if key not in ctx.b:
        found = [c for c in select(ctx, e.target) if c != ctx.src and usable_now(eng, c, "ability", ctx.you)]
        if isinstance(e.target, str) or e.target.pick == "all":
            chosen = found
        elif len(found) > 1 and e.target.pick == "one":
            options = [
                opt(
                    id=f"card:{c}",
                    label=f"Resolve {eng.name(c)}",
                    kind="choose_card",
                    card=c,
                    then=resume_with(ctx, c),
                )
                for c in found
            ]
            eng.ask("effect_choice", ctx.you, _title(ctx, "resolve the ability of which card?"), options)
            return STOP
        else:
            chosen = found[:1]
    else:
        chosen = [str(ctx.b.pop(key))]
    if e.as_:
        ctx.b[e.as_] = chosen[0] if len(chosen) == 1 else list(chosen)
    for c in chosen:
        if c in eng.state.cards and in_play(eng.state, c):
            eng.rec.event("ability", f"{eng.name(c)}'s ability resolves", [c], ctx.you)
            run_text(eng, "ability", c, ctx.you, {})
    return GO


def _verb_separate_to_path(ctx: Ctx, e: bh.SeparateToPath) -> bool:
    """The Alluvial Ruins: the detritus deck's top card goes on top of the path deck (it stays set
    aside no more: the path deck holds it)."""
    eng = ctx.eng
    deck = eng.state.day.separate_decks.get(e.deck, [])
    for _ in range(amount(ctx, e.amount)):
        if not deck:
            eng.rec.event("path_empty", f"No card left in the {e.deck} deck")
            break
        iid = deck.pop(0)
        ops.place(eng, iid, "path_deck", top=True)
        eng.rec.event("path_deck", f"The top card of the {e.deck} deck goes on top of the path deck", [])
    return GO


def _verb_search_path(ctx: Ctx, e: bh.SearchPath) -> bool:
    """Rulebook: Additional Concepts, Search (path cards go into play; the deck is shuffled)."""
    from rangers_qt.engine import rng
    from rangers_qt.engine.effects.evaluate import matches

    eng = ctx.eng
    st = eng.state
    found = [c for c in st.path_deck if matches(ctx, c, e.match)]
    if e.place != "play":
        return _search_to_deck(ctx, e, found)
    if not e.next or not found:
        found += [c for c in st.path_discard if matches(ctx, c, e.match)] if e.discard_too else []
    if e.match.highest == "presence" and found:  # of the cards searched (presence as printed)
        top = max(ops.presence(eng, c) for c in found)
        found = [c for c in found if ops.presence(eng, c) == top]
    who = rangers(ctx, e.who)
    if found and who:
        if e.as_:
            ctx.b[e.as_] = found[0]
        if e.area == "along_the_way":
            ops.enter_play(eng, found[0], "along_the_way", by=who[0])
        else:
            ops.enter_by_arrow(eng, found[0], who[0])
    else:
        eng.rec.event("search", "The search finds nothing", [ctx.src] if ctx.src else [])
    rng.shuffle(st.rng, st.path_deck)
    eng.rec.area("path_deck")
    return GO


def _names(name: str | list[str]) -> list[str]:
    return [name] if isinstance(name, str) else list(name)


def _facts_match(f: Any, flt: bh.CardFilter) -> bool:
    """A card's printed facts against a filter's fact terms (type, trait, keyword, name,
    category): for cards not in the game yet (a set of the collection)."""
    types = [flt.type] if isinstance(flt.type, str) else list(flt.type or [])
    traits = [flt.trait] if isinstance(flt.trait, str) else list(flt.trait or [])
    categories = [flt.category] if isinstance(flt.category, str) else list(flt.category or [])
    return (
        (not types or f.type in types)
        and (not traits or any(f.has_trait(t) for t in traits))
        and (flt.keyword is None or f.has(flt.keyword))
        and (flt.name is None or f.name.casefold() in {n.casefold() for n in _names(flt.name)})
        and (flt.not_name is None or f.name.casefold() != flt.not_name.casefold())
        and (not categories or f.category in categories)
    )


def _set_offer(ctx: Ctx, e: bh.SearchSet) -> dict[str, str | None]:
    """Card id -> a copy in the path discard (``discard_too``) or None (a copy from the
    collection: the set's quantity less the copies already in the game), in set order."""
    eng = ctx.eng
    st = eng.state
    out: dict[str, str | None] = {}
    if e.discard_too:
        for iid in st.path_discard:
            def_id = st.cards[iid].def_id
            if (
                def_id not in out
                and eng.facts(iid).category == "path"
                and _facts_match(eng.facts(iid), e.match)
            ):
                out[def_id] = iid
    in_game: dict[str, int] = {}
    for c in st.cards.values():
        in_game[c.def_id] = in_game.get(c.def_id, 0) + 1
    for card in eng.book.catalog.set_cards(e.set):
        copies = int(getattr(card, "quantity", 1) or 1)
        if (
            card.id not in out
            and in_game.get(card.id, 0) < copies
            and _facts_match(eng.book.facts(card.id), e.match)
        ):
            out[card.id] = None
    return out


def _verb_search_set(ctx: Ctx, e: bh.SearchSet) -> bool:
    """Rulebook: Additional Concepts, Search - here a set of the collection ("search the General
    set for..."): the card found enters play by its arrow, or is shuffled into the path deck."""
    from rangers_qt.engine import rng
    from rangers_qt.engine.day.path_deck import new_card

    eng = ctx.eng
    st = eng.state
    key = ctx.choice_key()
    who = rangers(ctx, e.who)
    rid = who[0] if who else ctx.you
    n = amount(ctx, e.amount)
    for k in range(int(ctx.b.get(key + "d", 0)), n):
        offer = _set_offer(ctx, e)
        chosen = ctx.b.pop(key, None)
        if chosen not in offer:
            chosen = None
        if chosen is None and len(offer) > 1:
            options = [
                opt(
                    id=f"card:{def_id}",
                    label=f"Take {eng.book.facts(def_id).name}",
                    kind="choose_card",
                    then=[fx_step(ctx.ref, ctx.i, ctx.src, {**ctx.b, key: def_id, key + "d": k})],
                )
                for def_id in offer
            ]
            eng.ask(
                "effect_choice",
                rid,
                _title(ctx, f"search the {e.set.replace('_', ' ')} set for which card?"),
                options,
            )
            return STOP
        if chosen is None and offer:
            chosen = next(iter(offer))
        if chosen is None:
            eng.rec.event(
                "search",
                f"The search of the {e.set.replace('_', ' ')} set finds nothing",
                [ctx.src] if ctx.src else [],
            )
            break
        iid = offer[chosen]
        if iid is None:
            iid = new_card(st, chosen)
            st.set_aside.append(iid)
        if e.as_:
            found = ctx.b.get(e.as_)
            ctx.b[e.as_] = iid if k == 0 else [*(found if isinstance(found, list) else [found]), iid]
        if e.where == "play":
            ops.enter_by_arrow(eng, iid, rid)
        elif e.where == "aside":
            eng.rec.event("search", f"{eng.name(iid)} is set aside", [iid])
        else:
            ops.place(eng, iid, "path_deck")
            rng.shuffle(st.rng, st.path_deck)
            eng.rec.event("path_deck", f"{eng.name(iid)} is shuffled into the path deck", [])
        if ops.ended(eng):
            return STOP
    ctx.b.pop(key + "d", None)
    return GO


def _search_to_deck(ctx: Ctx, e: bh.SearchPath, found: list[str]) -> bool:
    """Rulebook: Additional Concepts, Search - the acting Ranger picks one of the matches; the deck
    is shuffled, then that card goes on top or at the bottom of it."""
    from rangers_qt.engine import rng

    eng = ctx.eng
    st = eng.state
    key = ctx.choice_key()
    chosen = ctx.b.get(key)
    where = "on top of" if e.place == "top" else "at the bottom of"
    if chosen is None and len(found) > 1:
        options = [
            opt(
                id=f"card:{iid}",
                label=f"Put {eng.name(iid)} {where} the deck",
                kind="choose_card",
                card=iid,
                then=resume_with(ctx, iid),
            )
            for iid in found
        ]
        eng.ask("effect_choice", ctx.you, _title(ctx, "search the path deck for which card?"), options)
        return STOP
    pick = str(chosen) if chosen is not None else (found[0] if found else None)
    ctx.b.pop(key, None)
    if pick is not None and pick in st.path_deck:
        st.path_deck.remove(pick)
    rng.shuffle(st.rng, st.path_deck)
    if pick is not None:
        if e.place == "top":
            st.path_deck.insert(0, pick)
        else:
            st.path_deck.append(pick)
        eng.rec.event("search", f"{eng.name(pick)} goes {where} the path deck", [pick], ctx.you)
    else:
        eng.rec.event("search", "The search finds nothing", [ctx.src] if ctx.src else [])
    eng.rec.area("path_deck")
    return GO


def _verb_to_collection(ctx: Ctx, e: bh.ToCollection) -> bool:
    """A Ranger card returns to the collection: it leaves the day (set aside, out of every pile) and
    the day's outcome records it leaving its owner's deck (``DeckChange`` with ``remove``)."""
    from rangers_qt.engine.day.record import DeckChange

    eng = ctx.eng

    def away(iid: str) -> None:
        from rangers_qt.engine.effects.set_aside import return_set_aside

        if return_set_aside(eng, iid):  # a set-aside path card leaves the game
            return
        owner = eng.state.cards[iid].owner
        if owner is None or eng.facts(iid).category != "ranger":
            return
        if ops.in_play_zone(place_of(eng, iid)[0]):
            ops.leave_play(eng, iid, ("set_aside", None))
        else:
            ops.place(eng, iid, "set_aside")
        eng.state.day.deck_changes.append(DeckChange(ranger=owner, remove=eng.state.cards[iid].def_id))
        eng.rec.event("collection", f"{eng.name(iid)} returns to the collection", [iid], owner)

    return _each_card(ctx, e.target, "Return", away, e.as_)


def _verb_set_aside(ctx: Ctx, e: bh.SetAside) -> bool:
    from rangers_qt.engine.effects.set_aside import verb_set_aside

    return verb_set_aside(ctx, e)


def _verb_leave_game(ctx: Ctx, _e: bh.LeaveGame) -> bool:
    """Rulebook: Mission Cards - a mission leaves play by its own instructions: this one goes back
    to the collection with what is attached to it, not completed (it is not carried over)."""
    from rangers_qt.engine.day.guide import remove_mission

    eng = ctx.eng
    if ctx.src is None or ctx.src not in eng.state.cards or eng.facts(ctx.src).category != "mission":
        return GO
    name = eng.name(ctx.src)
    remove_mission(eng, ctx.src)
    eng.rec.event("mission", f"{name} leaves the game (not completed)")
    return GO


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
        eng.ask("effect_choice", ctx.you, _title(ctx, "resolve which challenge effect?"), options)
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


# --------------------------------------------------------------------------- verbs on Rangers


def _each_ranger(ctx: Ctx, who: str, what: str, fn: Callable[[str], object]) -> bool:
    found = pick_rangers(ctx, who, what)
    if found == ASKED:
        return STOP
    for rid in found:
        fn(rid)
        if ops.ended(ctx.eng):
            return STOP
    return GO


def _verb_suffer_fatigue(ctx: Ctx, e: bh.SufferFatigue) -> bool:
    n = amount(ctx, e.amount)
    found = select(ctx, e.because) if e.because is not None else []
    about = found[0] if found else None
    return _each_ranger(
        ctx, e.who, "suffers fatigue", lambda r: ops.suffer_fatigue(ctx.eng, r, n, ctx.src, because=about)
    )


def _verb_fatigue_by(ctx: Ctx, e: bh.FatigueBy) -> bool:
    cards = select(ctx, e.card)
    if not cards:
        return GO
    return _each_ranger(ctx, e.who, "is fatigued", lambda r: ops.card_fatigues(ctx.eng, r, cards[0]))


def _verb_soothe(ctx: Ctx, e: bh.Soothe) -> bool:
    n = amount(ctx, e.amount)
    return _each_ranger(ctx, e.who, "soothes fatigue", lambda r: ops.soothe(ctx.eng, r, n) and None)


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

    return _each_ranger(ctx, e.who, "shuffles fatigue into the deck", back)


def _verb_injure(ctx: Ctx, e: bh.Injure) -> bool:
    n = amount(ctx, e.amount)

    def hurt(rid: str) -> None:
        for _ in range(n):
            ops.injure(ctx.eng, rid, ctx.src)

    return _each_ranger(ctx, e.who, "is injured", hurt)


def _verb_heal(ctx: Ctx, e: bh.Heal) -> bool:
    n = amount(ctx, e.amount)

    def heal(rid: str) -> None:
        for _ in range(n):
            ops.heal(ctx.eng, rid)

    return _each_ranger(ctx, e.who, "heals", heal)


def _verb_draw(ctx: Ctx, e: bh.Draw) -> bool:
    n = amount(ctx, e.amount)
    return _each_ranger(ctx, e.who, "draws", lambda r: ops.draw(ctx.eng, r, n) and None)


def _verb_draw_path(ctx: Ctx, e: bh.DrawPath) -> bool:
    n = amount(ctx, e.amount)
    found = pick_rangers(ctx, e.who, "draws path cards")
    if found == ASKED:
        return STOP
    if e.deck != "path":
        return _draw_separate(ctx, e.deck, list(found), n, e.as_)
    if e.as_ and found and n > 0 and ctx.eng.state.path_deck:
        ctx.b[e.as_] = ctx.eng.state.path_deck[0]
    ctx.eng.push(*[step("path_draw", ranger=r) for r in found for _ in range(n)])
    return GO


def _draw_separate(ctx: Ctx, name: str, rangers: list[str], n: int, bind: str | None) -> bool:
    """Draw from a deck the location set aside at assembly (the Spire deck): the top card enters
    play by its arrow; an empty or missing deck draws nothing (it is never refilled)."""
    eng = ctx.eng
    deck = eng.state.day.separate_decks.get(name, [])
    for rid in rangers:
        for _ in range(n):
            if not deck:
                eng.rec.event("path_empty", f"No card left in the {name} deck", ranger=rid)
                return GO
            iid = deck.pop(0)
            if bind and bind not in ctx.b:
                ctx.b[bind] = iid
            ops.enter_by_arrow(eng, iid, rid)
            if ops.ended(eng):
                return STOP
    return GO


def _verb_extra_path_draw(ctx: Ctx, e: bh.ExtraPathDraw) -> bool:
    n = amount(ctx, e.amount)
    if n > 0:
        ctx.eng.state.day.extra_path_draws += n
        text = f"The lead Ranger draws {count(n, 'extra path card')} next round"
        ctx.eng.rec.event("weather", text, [ctx.src] if ctx.src else [])
    return GO


def _verb_scout(ctx: Ctx, e: bh.Scout) -> bool:
    n = amount(ctx, e.amount)
    found = pick_rangers(ctx, e.who, "scouts")
    if found == ASKED:
        return STOP
    st = ctx.eng.state
    if e.deck == "challenge" and n > 0 and not st.challenge_deck and st.challenge_discard:
        from rangers_qt.engine.flow.challenge_deck import reshuffle

        reshuffle(ctx.eng, "The challenge discard is shuffled into a new challenge deck")
    if e.as_:
        top = {"path": st.path_deck, "challenge": st.challenge_deck}.get(e.deck)
        seen = (top if top is not None else st.ranger(found[0]).deck if found else [])[:n]
        ctx.b[e.as_] = list(seen)
    if n > 0:
        ctx.eng.push(*[step("scout", ranger=r, deck=e.deck, n=n) for r in found])
    return GO


def _verb_spend_energy(ctx: Ctx, e: bh.SpendEnergy) -> bool:
    found = pick_rangers(ctx, e.who, "spends energy")
    if found == ASKED:
        return STOP
    st = ctx.eng.state
    n = amount(ctx, e.amount)
    key = ctx.choice_key() + "a"
    for rid in found:
        r = st.ranger(rid)
        aspect = e.aspect if e.aspect != "choose" else ctx.b.get(key)
        if aspect is None:
            have = [a for a in ("AWA", "FIT", "FOC", "SPI") if r.energy.get(a, 0) > 0]
            if len(have) > 1:
                options = [
                    opt(
                        id=f"energy:{a}",
                        label=f"Discard {n} {a} energy",
                        kind="choose_card",
                        aspect=a,
                        then=[fx_step(ctx.ref, ctx.i, ctx.src, {**ctx.b, ctx.choice_key(): rid, key: a})],
                    )
                    for a in have
                ]
                ctx.eng.ask("effect_choice", rid, _title(ctx, f"{r.name}: discard which energy?"), options)
                return STOP
            aspect = have[0] if have else None
        if aspect is not None:
            taken = min(n, r.energy.get(str(aspect), 0))
            if taken:
                r.energy[str(aspect)] -= taken
                ctx.eng.rec.ranger(rid)
    return GO


def _verb_gain_energy(ctx: Ctx, e: bh.GainEnergy) -> bool:
    n = amount(ctx, e.amount)
    found = pick_rangers(ctx, e.who, "gains energy")
    if found == ASKED:
        return STOP
    key = ctx.choice_key() + "a"
    for rid in found:
        r = ctx.eng.state.ranger(rid)
        aspect = e.aspect if e.aspect != "choose" else ctx.b.get(key)
        if aspect is None:
            options = [
                opt(
                    id=f"energy:{a}",
                    label=f"Gain {n} {a} energy",
                    kind="choose_card",
                    aspect=a,
                    then=[fx_step(ctx.ref, ctx.i, ctx.src, {**ctx.b, ctx.choice_key(): rid, key: a})],
                )
                for a in ("AWA", "FIT", "FOC", "SPI")
            ]
            ctx.eng.ask("effect_choice", rid, _title(ctx, f"{r.name}: gain which energy?"), options)
            return STOP
        r.energy[str(aspect)] = r.energy.get(str(aspect), 0) + n
        ctx.eng.rec.ranger(rid)
    return GO


def _verb_ranger_token(ctx: Ctx, e: bh.RangerToken) -> bool:
    st = ctx.eng.state
    found = pick_rangers(ctx, e.who, "moves their Ranger token")
    if found == ASKED:
        return STOP
    key = ctx.choice_key() + "c"
    for rid in found:
        r = st.ranger(rid)
        if r.ranger_token_on is not None and _token_held(ctx, r.ranger_token_on):
            ctx.eng.rec.event(
                "ranger_token", f"{r.name}'s Ranger token stays on {ctx.eng.name(r.ranger_token_on)}", [], rid
            )
            continue
        if key in ctx.b:  # the card a lone Ranger chose
            dest = [ctx.b[key]] if ctx.b[key] in st.cards else []
        else:
            dest = select(Ctx(ctx.eng, ctx.ref, ctx.i, ctx.src, {**ctx.b, "$you": rid}), e.to)
        if len(found) == 1 and not isinstance(e.to, str) and e.to.pick == "one" and len(dest) > 1:
            options = [
                opt(
                    id=f"card:{c}",
                    label=f"Move the Ranger token to {ctx.eng.name(c)}",
                    kind="choose_card",
                    card=c,
                    then=[fx_step(ctx.ref, ctx.i, ctx.src, {**ctx.b, ctx.choice_key(): rid, key: c})],
                )
                for c in dest
            ]
            ctx.eng.ask(
                "effect_choice", rid, _title(ctx, f"{r.name}: move your Ranger token to which card?"), options
            )
            return STOP
        # A Ranger token only ever lies on a card in play (or goes home to the role): a card that left
        # play meanwhile (its test's target discarded before the success effect) takes none.
        dest = [c for c in dest if c == r.role or in_play(st, c)]
        if e.as_ and dest:
            ctx.b[e.as_] = dest[0]
        left = r.ranger_token_on
        r.ranger_token_on = None if not dest or dest[0] == r.role else dest[0]
        ctx.eng.rec.ranger(rid)
        for c in dest[:1]:
            ctx.eng.rec.card(c)
        if left is not None and left != r.ranger_token_on:  # "when a Ranger token leaves a card"
            from rangers_qt.engine.effects.listeners import notify

            notify(ctx.eng, "ranger_token_moved", card=left, ranger=rid)
    return GO


def _token_held(ctx: Ctx, holder: str) -> bool:
    from rangers_qt.engine.effects.modifiers import holds_token

    return bool(ctx.eng.book.behaviour.constants) and holds_token(ctx.eng, holder, ctx.src)


def _verb_open_route(ctx: Ctx, e: bh.OpenRoute) -> bool:
    from rangers_qt.engine.day.record import Route

    day = ctx.eng.state.day
    route = Route(destination=e.destination, terrain=e.terrain)
    if route not in day.routes_once:
        day.routes_once.append(route)
        ctx.eng.rec.event("route", f"The group may travel to {e.destination.replace('_', ' ')} next", [])
    return GO


def _verb_open_far_routes(ctx: Ctx, e: bh.OpenFarRoutes) -> bool:
    """Every location reachable in up to ``paths`` steps along the paths the group may use now
    (river paths only when open) becomes a destination of the next travel, with the terrain of
    the last path walked; the location the group is at is never one."""
    from rangers_qt.engine.day.record import Route
    from rangers_qt.engine.day.travel import river_gear, valley_map

    eng = ctx.eng
    day = eng.state.day
    vmap = valley_map(eng)
    here = day.location
    if vmap is None or not here:
        return GO
    river = day.river_open or river_gear(eng)
    frontier: list[tuple[str, str]] = [(here, "")]
    for _ in range(e.paths):
        frontier = [(d, str(t)) for slug, _t in frontier for d, t in vmap.travel_options(slug, river)]
        for dest, terrain in frontier:
            route = Route(destination=dest, terrain=terrain)
            if dest != here and route not in day.routes_once:
                day.routes_once.append(route)
    eng.rec.event("route", f"The group may travel up to {e.paths} paths away next", [])
    return GO


def _verb_open_terrain_routes(ctx: Ctx, e: bh.OpenTerrainRoutes) -> bool:
    """Every location at an end of a map path of that terrain (river paths too: the card names
    them) becomes a destination of the next travel, built with that terrain; never the location
    the group is at. Map order, no duplicates."""
    from rangers_qt.engine.day.record import Route
    from rangers_qt.engine.day.travel import valley_map

    eng = ctx.eng
    day = eng.state.day
    vmap = valley_map(eng)
    if vmap is None:
        return GO
    for c in vmap.connections:
        if c.terrain != e.terrain:
            continue
        for dest in (c.a, c.b):
            route = Route(destination=dest, terrain=e.terrain)
            if dest != day.location and route not in day.routes_once:
                day.routes_once.append(route)
    kind = e.terrain.replace("_", " ")
    eng.rec.event("route", f"The group may travel to any location on a {kind} path next", [])
    return GO


def _verb_play_moment(ctx: Ctx, e: bh.PlayMoment) -> bool:
    """Rulebook: Play a Card - another moment is played from where it lies (engine/flow/
    play_elsewhere.py): the one chosen in a response window (``$moment``, its response
    ``$moment_key``), else one of those playable as a turn's play (asked among several)."""
    from rangers_qt.engine.flow.play_elsewhere import play_it, playable_moments

    eng = ctx.eng
    src = ctx.src
    if src is None:
        return GO
    chosen = ctx.b.get("$moment")
    if chosen is not None and chosen in eng.state.cards:
        key = str(ctx.b.get("$moment_key") or "play")
        skip = ("$moment", "$moment_key", "$you")
        details = {k[1:]: v for k, v in ctx.b.items() if k.startswith("$") and k not in skip}
        eng.push(*then_rest(ctx))
        play_it(eng, ctx.you, src, str(chosen), key, e, details)
        return STOP
    hook = "ability" if "ability" in _hook_of(ctx) else "play"
    found = [m for m, _k in playable_moments(eng, src, ctx.you, hook)]
    if ctx.choice_key() in ctx.b:
        found = [m for m in found if m == ctx.b[ctx.choice_key()]]
    elif len(found) > 1:
        options = [
            opt(
                id=f"card:{m}",
                label=f"Play {eng.name(m)}",
                kind="choose_card",
                card=m,
                then=resume_with(ctx, m),
            )
            for m in found
        ]
        eng.ask("effect_choice", ctx.you, _title(ctx, "play which moment?"), options)
        return STOP
    if not found:
        return GO
    eng.push(*then_rest(ctx))
    play_it(eng, ctx.you, src, found[0], "play", e, {})
    return STOP


def _hook_of(ctx: Ctx) -> str:
    """The trigger of the ability whose effect list is running (``<face>/abilities/<k>/effects``)."""
    face, _, rest = ctx.ref.partition("/abilities/")
    k = rest.split("/", 1)[0]
    b = ctx.eng.book.behaviour.faces.get(face)
    return b.abilities[int(k)].on if b is not None and k.isdigit() else ""


def _verb_commit_effort(ctx: Ctx, e: bh.CommitEffort) -> bool:
    """Rulebook: Performing a Test, 2. Commit Effort - effort from a card's effect counts like any
    other committed effort; once the outcome is known it is too late."""
    from rangers_qt.engine.state import CommitRecord

    test = ctx.eng.state.test
    n = amount(ctx, e.amount)
    if test is not None and n > 0 and test.succeeded is None:
        test.commits.append(CommitRecord(source="other", amount=n, card=ctx.src))
        ctx.eng.rec.event("effort", f"+{n} effort", [ctx.src] if ctx.src else [], test.ranger)
    return GO


def _verb_delayed(ctx: Ctx, e: bh.Delayed) -> bool:
    """Keep the nested effects, with the bindings so far, in the state until their moment."""
    ctx.eng.state.delayed.append(
        {"until": e.until, "ref": _sub(ctx, "effects"), "src": ctx.src, "b": _nested_b(ctx.b)}
    )
    return GO


def fire_delayed(eng: Engine, until: str) -> None:
    """Queue next, in the order they were made, the delayed effects waiting for this moment."""
    st = eng.state
    if not st.delayed:
        return
    due = [d for d in st.delayed if d["until"] == until]
    if due:
        st.delayed = [d for d in st.delayed if d["until"] != until]
        eng.push(*[fx_step(str(d["ref"]), 0, d.get("src"), dict(d.get("b") or {})) for d in due])


def drop_delayed(eng: Engine, *untils: str) -> None:
    """The moment passed without coming (the test ended the other way): forget those effects."""
    st = eng.state
    if st.delayed:
        st.delayed = [d for d in st.delayed if d["until"] not in untils]


def _verb_travel_now(ctx: Ctx, e: bh.TravelNow) -> bool:
    """ "Proceed to the travel phase and travel to...": what is left of the test, the turn and the
    round is dropped (as when the day ends), then the travel phase's steps run with this destination
    (mission checks, the travel itself with its camp decision and arrival), then the refresh."""
    from rangers_qt.engine.day.travel import location_name

    eng = ctx.eng
    st = eng.state
    if ops.ended(eng):
        return STOP
    st.queue.clear()
    st.test = None
    st.active_ranger = None
    st.phase = "travel"
    eng.rec.area("phase")
    eng.rec.event("travel", f"The group must travel to {location_name(eng, e.destination)} now", [])
    eng.push(
        step("missions_check"),
        step("travel_go", destination=e.destination, terrain=e.terrain),
        step("weather_refresh"),
        step("refresh"),
    )
    return STOP


def _verb_mark_mission(ctx: Ctx, e: bh.MarkMission) -> bool:
    """Rulebook: Campaign Tracker - check this mission's progress boxes (at most 3 a day; the
    campaign caps the line at 3 too)."""
    from rangers_qt.engine.day.guide import MISSION_BOXES

    eng = ctx.eng
    if not ctx.src or eng.facts(ctx.src).category != "mission":
        return GO
    def_id = eng.state.cards[ctx.src].def_id
    marks = eng.state.day.mission_marks
    n = min(e.amount, MISSION_BOXES - marks.get(def_id, 0))
    if n > 0:
        marks[def_id] = marks.get(def_id, 0) + n
        eng.rec.event("mission", f"{eng.name(ctx.src)}: {n} box(es) checked on the tracker", [ctx.src])
    return GO


def _verb_read_guide(ctx: Ctx, e: bh.ReadGuide) -> bool:
    eng = ctx.eng
    cards = [ctx.src] if ctx.src else []
    # A mission may make this card read another entry in place of its own (guide_entry constant).
    entry = ops._guide_entry(eng, ctx.src, e.entry) if ctx.src else e.entry
    if entry != e.entry:
        e = e.model_copy(update={"entry": entry})
    eng.rec.event("guide_entry", f"Read campaign guide entry {e.entry}", cards, ctx.you, guide_entry=e.entry)
    if ctx.src:
        from rangers_qt.engine.day.missions import entry_read_by_mission

        entry_read_by_mission(eng, ctx.src, e.entry)
    if eng.state.day.guide_prompts:
        eng.push(step("guide", entry=e.entry, card=ctx.src, quiet=True, tools=False))
    return GO


def _verb_put_into_play(ctx: Ctx, e: bh.PutIntoPlay) -> bool:
    """Cards into play without paying a cost. A Ranger card (The Right Tool) goes where its type
    goes when played; a path card (from the path deck or discard) enters by its arrow; a named
    card comes from the collection - a copy waiting in the path deck is taken from there (the deck
    is shuffled, as after a search), else a new one; nothing while a copy is in play."""
    from rangers_qt.engine import rng
    from rangers_qt.engine.day.path_deck import new_card

    eng = ctx.eng
    st = eng.state
    found = rangers(ctx, e.who)
    rid = found[0] if found else ctx.you
    if e.name is None:
        shuffled: list[str] = []

        def put(iid: str) -> None:
            owner = st.cards[iid].owner
            f = eng.facts(iid)
            if in_play(st, iid):
                return
            if f.category == "path":  # a scout's look, a search of the discard, set aside, face down
                if st.cards[iid].attached_to is None:
                    ops.place(eng, iid, "set_aside")
                ops.enter_by_arrow(eng, iid, rid, ambush=e.ambush)
                return
            if st.cards[iid].attached_to:
                return
            if owner is None or f.category != "ranger":
                return
            if place_of(eng, iid)[0] == "deck" and owner not in shuffled:
                shuffled.append(owner)
            zone = "within_reach" if f.type in ("being", "feature") else "player_area"
            ops.enter_play(eng, iid, zone, owner, by=ctx.you)
            if zone == "player_area":
                eng.push(step("equip_limit", ranger=owner))

        done = _each_card(ctx, e.target, "Put into play", put, e.as_)
        _shuffle_searched(eng, shuffled)
        return done
    wanted = e.name.casefold()
    if any(eng.facts(i).name.casefold() == wanted for i in st.cards if in_play(st, i)):
        return GO
    waiting = [i for i in st.path_deck if eng.facts(i).name.casefold() == wanted]
    if waiting:
        iid = waiting[0]
        st.path_deck.remove(iid)
        rng.shuffle(st.rng, st.path_deck)
    else:
        cards = getattr(eng.book.catalog, "cards", {})
        def_id = next((str(c.id) for c in cards.values() if str(c.name).casefold() == wanted), None)
        if def_id is None:
            raise EngineError(f"put_into_play: no card named {e.name!r} in the collection")
        iid = new_card(st, def_id)
    st.set_aside.append(iid)
    eng.rec.area("path_deck")
    ops.enter_by_arrow(eng, iid, rid, ambush=e.ambush)
    return STOP if ops.ended(eng) else GO


# --------------------------------------------------------------------------- control


def _sub(ctx: Ctx, suffix: str) -> str:
    return f"{ctx.ref}/{ctx.i}/{suffix}"


def _queue_sub(ctx: Ctx, suffix: str, b: dict[str, Any]) -> list[Step]:
    ref = _sub(ctx, suffix)
    return [fx_step(ref, 0, ctx.src, b)] if ctx.eng.book.behaviour.effects(ref) else []


def _verb_if(ctx: Ctx, e: bh.If) -> bool:
    branch = "then" if holds(ctx, e.cond) else "else"
    steps = _queue_sub(ctx, branch, _nested_b(ctx.b))
    if not steps:
        return GO
    ctx.eng.push(*steps, *then_rest(ctx))
    return STOP


def _verb_for_each(ctx: Ctx, e: bh.ForEach) -> bool:
    if e.rangers in ("choose", "choose_other"):
        chosen = pick_rangers(ctx, e.rangers, "for this effect")
        if chosen == ASKED:
            return STOP
        items = list(chosen)[:1]
        ctx.b.pop(ctx.choice_key(), None)
    elif e.rangers is not None:
        items = rangers(ctx, e.rangers)
    elif e.cards is not None:
        items = select(ctx, e.cards)
    else:
        items = []
    inner = _nested_b(ctx.b)
    acting = e.act and e.rangers is not None
    steps = [
        s
        for it in items
        for s in _queue_sub(ctx, "effects", {**inner, "$each": it, **({"$you": it} if acting else {})})
    ]
    if not steps:
        return GO
    ctx.eng.push(*steps, *then_rest(ctx))
    return STOP


def _verb_may(ctx: Ctx, e: bh.May) -> bool:
    found = rangers(ctx, e.who)
    who = found[0] if found else ctx.you
    rest = then_rest(ctx)
    label = e.label or "Resolve the optional part"
    options = [
        opt(id="yes", label=label, kind="yes", then=[*_queue_sub(ctx, "effects", _nested_b(ctx.b)), *rest]),
        opt(id="no", label="Skip it", kind="no", then=rest),
    ]
    ctx.eng.ask("effect_may", who, _title(ctx, label + "?"), options)
    return STOP


#: Most numbers a choose-amount prompt offers (0..this); no card needs anywhere near it.
AMOUNT_CHOICES_MAX = 50


def _verb_choose_amount(ctx: Ctx, e: bh.ChooseAmount) -> bool:
    found = rangers(ctx, e.who)
    who = found[0] if found else ctx.you
    # Never more options than AMOUNT_CHOICES_MAX, whatever the state (a save) says (issue #16).
    most = min(max(0, amount(ctx, e.max)), AMOUNT_CHOICES_MAX)
    if e.at_most is not None:
        most = min(most, e.at_most)
    rest = then_rest(ctx)
    inner = _nested_b(ctx.b)
    low = min(e.min, most)
    if most == low:  # one number left is no choice
        ctx.eng.push(*_queue_sub(ctx, "effects", {**inner, e.as_: most}), *rest)
        return STOP
    label = e.label or "Choose a number"
    options = [
        opt(
            id=f"n:{n}",
            label=f"{label}: {n}",
            kind="choose_card",
            amount=n,
            card=ctx.src,
            then=[*_queue_sub(ctx, "effects", {**inner, e.as_: n}), *rest],
        )
        for n in range(low, most + 1)
    ]
    ctx.eng.ask("effect_amount", who, _title(ctx, label), options)
    return STOP


def _verb_choose_one(ctx: Ctx, e: bh.ChooseOne) -> bool:
    found = rangers(ctx, e.who)
    who = found[0] if found else ctx.you
    rest = then_rest(ctx)
    inner = _nested_b(ctx.b)
    options: list[Option] = [
        opt(
            id=f"branch:{k}",
            label=branch.label,
            kind="choose_card",
            card=ctx.src,
            then=[*_queue_sub(ctx, f"options/{k}/effects", inner), *rest],
        )
        for k, branch in enumerate(e.options)
        if branch.if_ is None or holds(ctx, branch.if_)
    ]
    if len(options) <= 1:
        # One option left is no choice; none: nothing happens.
        ctx.eng.push(*(options[0].then if options else []), *([] if options else rest))
        return STOP
    ctx.eng.ask("effect_choice", who, _title(ctx, "choose one"), options)
    return STOP


#: Most rounds a ``repeat`` runs, whatever its amount comes to (a save cannot blow it up).
REPEAT_MAX = 50


def _verb_repeat(ctx: Ctx, e: bh.Repeat) -> bool:
    n = min(max(0, amount(ctx, e.times)), REPEAT_MAX)
    inner = _nested_b(ctx.b)
    steps = [s for _ in range(n) for s in _queue_sub(ctx, "effects", inner)]
    if not steps:
        return GO
    ctx.eng.push(*steps, *then_rest(ctx))
    return STOP


def _verb_choose_card(ctx: Ctx, e: bh.ChooseCard) -> bool:
    cards = pick_cards(ctx, e.target, "Choose")
    if cards == ASKED:
        return STOP
    ctx.b.pop(ctx.choice_key(), None)
    ctx.b[e.as_] = cards[0] if len(cards) == 1 else list(cards)
    return GO


def _verb_sample(ctx: Ctx, e: bh.Sample) -> bool:
    """A random sample of the matches, drawn once with the game's seeded generator (JSON state:
    undo and replay draw the same), bound in canonical order."""
    from rangers_qt.engine import rng

    found = select(ctx, e.target)
    n = amount(ctx, e.amount)
    if n < len(found):
        order = list(found)
        rng.shuffle(ctx.eng.state.rng, order)
        keep = set(order[:n])
        found = [c for c in found if c in keep]
    ctx.b[e.as_] = list(found) if n > 0 else []
    if found and n > 0:
        ctx.eng.rec.event("sample", f"{count(len(found), 'card')} taken at random", [])
    return GO


def _verb_from_collection(ctx: Ctx, e: bh.FromCollection) -> bool:
    """Rulebook: Customizing Your Deck, Permanent Alterations. The chosen card is a new copy from
    the collection: in hand, or put into play (gear into the player area); the day's outcome
    records it joining the deck (``DeckChange`` with ``add``; the campaign checks it again)."""
    from rangers_qt.engine.day.path_deck import new_card
    from rangers_qt.engine.day.record import DeckChange
    from rangers_qt.engine.effects.collection import starting_cards

    eng = ctx.eng
    key = ctx.choice_key()
    found = pick_rangers(ctx, e.who, "takes a card from the collection")
    if found == ASKED:
        return STOP
    if not found:
        return GO
    rid = found[0]
    chosen = ctx.b.get(key + "d")
    if chosen is None:
        offer = starting_cards(eng, rid, e.type)
        if not offer:
            eng.rec.event("collection", f"No starting {e.type} can join the deck", [], rid)
            return GO
        options = [
            opt(
                id=f"collection:{def_id}",
                label=f"Take {eng.book.facts(def_id).name}",
                kind="choose_card",
                then=[fx_step(ctx.ref, ctx.i, ctx.src, {**ctx.b, key: rid, key + "d": def_id})],
            )
            for def_id in offer
        ]
        title = f"{eng.state.ranger(rid).name}: which starting {e.type} joins your deck?"
        eng.ask("effect_choice", rid, _title(ctx, title), options)
        return STOP
    for k in (key, key + "d"):
        ctx.b.pop(k, None)
    iid = new_card(eng.state, str(chosen), owner=rid)
    eng.state.set_aside.append(iid)  # out of the collection, onto the table
    eng.state.day.deck_changes.append(DeckChange(ranger=rid, add=str(chosen)))
    eng.rec.event("collection", f"{eng.name(iid)} joins the deck from the collection", [iid], rid)
    if e.to == "play":
        ops.enter_play(eng, iid, "player_area", rid, by=rid)
    else:
        ops.place(eng, iid, "hand", rid)
    return GO


def _verb_use(ctx: Ctx, e: bh.Use) -> bool:
    key = ctx.ref.split("/", 1)[0]
    ref = f"{key}/macros/{e.macro}"
    if not ctx.eng.book.behaviour.effects(ref):
        return GO
    ctx.eng.push(fx_step(ref, 0, ctx.src, _nested_b(ctx.b)), *then_rest(ctx))
    return STOP


def _verb_custom(ctx: Ctx, e: bh.Custom) -> bool:
    from rangers_qt.engine.effects.custom import CUSTOM

    fn = CUSTOM.get(e.fn)
    if fn is None:
        raise EngineError(f"no custom card function {e.fn!r} in engine/effects/custom/")
    return fn(ctx, e)


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


def _verb_draw_challenge_until(ctx: Ctx, e: bh.DrawChallengeUntil) -> bool:
    """In a challenge-draw answer: discard challenge cards until the top one shows the modifier for
    the test's aspect (engine/flow/challenge_deck.py); the draw then takes it. ``as``: how many."""
    from rangers_qt.engine.flow.challenge_deck import draw_until

    test = ctx.eng.state.test
    ctx.b[e.as_] = draw_until(ctx.eng, test, e.modifier) if test is not None else 0
    return GO


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
    eng.ask("effect_choice", ctx.you, _title(ctx, "which modifier does the test use?"), options)
    return STOP


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
    eng.ask("effect_choice", ctx.you, _title(ctx, "which other challenge symbol resolves?"), options)
    return STOP


def _verb_extra_test(ctx: Ctx, _e: bh.ExtraTest) -> bool:
    """Another test after the one being performed: kept in the state (``delayed``, moment
    ``extra_test``) until that test ends (flow/testflow.py ``test_end`` / ``extra_test``)."""
    st = ctx.eng.state
    if st.test is None:
        return GO
    st.delayed.append(
        {"until": "extra_test", "ref": ctx.ref, "i": ctx.i, "src": ctx.src, "b": _nested_b(ctx.b)}
    )
    return GO


def _verb_scout_more(ctx: Ctx, e: bh.ScoutMore) -> bool:
    """The scout about to happen (its "when you scout" window is open) looks at more cards."""
    n = amount(ctx, e.amount)
    for s in ctx.eng.state.queue:
        if s.op == "scout" and not s.args.get("cards"):
            s.args["n"] = max(0, int(s.args.get("n", 0)) + n)
            ctx.eng.rec.event(
                "scout",
                f"The scout looks at {n:+d} {'card' if abs(n) == 1 else 'cards'}",
                [ctx.src] if ctx.src else [],
            )
            break
    return GO


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
    ctx.eng.ask("effect_choice", ctx.you, _title(ctx, "use which modifier?"), options)
    return STOP


# --------------------------------------------------------------------------- arrival setup


def _verb_arrival_step(ctx: Ctx, e: bh.ArrivalStep) -> bool:
    """Rulebook: Phase 3: Travel, 5. Arrival Setup - the step's effects run for the Ranger who
    resolves it (``$you``; none for the group). The Rangers who resolved one so far are kept in
    this list's bindings (``$arrived``): a "next Ranger" step none is left for is ignored."""
    from rangers_qt.engine.day.arrival import arrival_ranger

    used = [str(r) for r in ctx.b.get("$arrived", [])]
    resolved, rid = arrival_ranger(ctx.eng, e.who, used)
    if not resolved:
        return GO
    if rid is not None and rid not in used:
        ctx.b["$arrived"] = [*used, rid]
    b = {k: v for k, v in _nested_b(ctx.b).items() if k not in ("$you", "$arrived")}
    if rid is not None:
        b["$you"] = rid
    ctx.eng.push(*_queue_sub(ctx, "effects", b), *then_rest(ctx))
    return STOP


def _arrival_you(ctx: Ctx) -> str | None:
    """The Ranger resolving the arrival step (None: the group's step; the lead then chooses)."""
    rid = ctx.b.get("$you")
    return str(rid) if rid else None


def _verb_deal_path(ctx: Ctx, e: bh.DealPath) -> bool:
    from rangers_qt.engine.day.arrival import deal

    deal(ctx.eng, _arrival_you(ctx), e.amount, e.deck, e.to, e.area)
    return GO


def _verb_pick_from_path(ctx: Ctx, e: bh.PickFromPath) -> bool:
    then = {"play": "put_into_play", "discard": "discard", "attach_location": "attach_to_location"}[e.then]
    match = e.match.model_dump(mode="json", exclude_defaults=True)
    ctx.eng.then("arrival_search", ranger=_arrival_you(ctx), match=match, then=then)
    return GO


def _verb_draw_keep_one(ctx: Ctx, e: bh.DrawKeepOne) -> bool:
    from rangers_qt.engine.day.arrival import draw_keep_one

    draw_keep_one(ctx.eng, _arrival_you(ctx), e.amount, e.keyword)
    return GO


def _verb_reveal_challenge(ctx: Ctx, e: bh.RevealChallenge) -> bool:
    """The revealed card is bound under ``as``. Effects after this one run before any "after the
    challenge deck is shuffled" window its reshuffle icon opened (as arrival setup always has)."""
    from rangers_qt.engine.day.arrival import reveal_challenge

    st = ctx.eng.state
    before = len(st.queue)
    card = reveal_challenge(ctx.eng)
    ctx.b[e.as_] = card
    opened = st.queue[: len(st.queue) - before]
    if not opened:
        return GO
    del st.queue[: len(opened)]
    ctx.eng.push(*then_rest(ctx), *opened)
    return STOP


VERB_FNS: dict[str, VerbFn] = {
    "add_tokens": _verb_add_tokens,
    "remove_tokens": _verb_remove_tokens,
    "move_tokens": _verb_move_tokens,
    "exhaust": _verb_exhaust,
    "ready": _verb_ready,
    "stay_exhausted": _verb_stay_exhausted,
    "discard": _verb_discard,
    "flip": _verb_flip,
    "attach": _verb_attach,
    "detach": _verb_detach,
    "move_card": _verb_move_card,
    "to_path_deck": _verb_to_path_deck,
    "to_hand": _verb_to_hand,
    "to_deck": _verb_to_deck,
    "to_fatigue": _verb_to_fatigue,
    "dodge": _verb_dodge,
    "modify": _verb_modify,
    "put_into_play": _verb_put_into_play,
    "resolve_ability": _verb_resolve_ability,
    "prevent": _verb_prevent,
    "reduce": _verb_reduce,
    "increase_added": _verb_increase_added,
    "test_aspect": _verb_test_aspect,
    "use_tokens": _verb_use_tokens,
    "play_card": _verb_play_card,
    "fatigue_less_between": _verb_fatigue_less_between,
    "separate_to_path": _verb_separate_to_path,
    "search_path": _verb_search_path,
    "search_set": _verb_search_set,
    "suffer_fatigue": _verb_suffer_fatigue,
    "fatigue_by": _verb_fatigue_by,
    "soothe": _verb_soothe,
    "fatigue_to_deck": _verb_fatigue_to_deck,
    "injure": _verb_injure,
    "heal": _verb_heal,
    "draw": _verb_draw,
    "draw_path": _verb_draw_path,
    "extra_path_draw": _verb_extra_path_draw,
    "scout": _verb_scout,
    "spend_energy": _verb_spend_energy,
    "gain_energy": _verb_gain_energy,
    "ranger_token": _verb_ranger_token,
    "open_route": _verb_open_route,
    "open_far_routes": _verb_open_far_routes,
    "open_terrain_routes": _verb_open_terrain_routes,
    "leave_game": _verb_leave_game,
    "resolve_challenge": _verb_resolve_challenge,
    "to_collection": _verb_to_collection,
    "set_aside": _verb_set_aside,
    "commit_effort": _verb_commit_effort,
    "play_moment": _verb_play_moment,
    "scout_more": _verb_scout_more,
    "swap_modifier": _verb_swap_modifier,
    "challenge_effect": _verb_challenge_effect,
    "draw_challenge_until": _verb_draw_challenge_until,
    "choose_modifier": _verb_choose_modifier,
    "extra_symbol": _verb_extra_symbol,
    "extra_test": _verb_extra_test,
    "delayed": _verb_delayed,
    "travel_now": _verb_travel_now,
    "read_guide": _verb_read_guide,
    "mark_mission": _verb_mark_mission,
    "if": _verb_if,
    "for_each": _verb_for_each,
    "may": _verb_may,
    "choose_amount": _verb_choose_amount,
    "choose_one": _verb_choose_one,
    "use": _verb_use,
    "repeat": _verb_repeat,
    "choose_card": _verb_choose_card,
    "sample": _verb_sample,
    "from_collection": _verb_from_collection,
    "arrival_step": _verb_arrival_step,
    "deal_path": _verb_deal_path,
    "pick_from_path": _verb_pick_from_path,
    "draw_keep_one": _verb_draw_keep_one,
    "reveal_challenge": _verb_reveal_challenge,
    "custom": _verb_custom,
}


# --------------------------------------------------------------------------- the hooks (card_text)


def _ability_trigger(key: str) -> str:
    """The ``on`` an inventory key fires: ``clear:progress+harm`` -> ``clear``; others as they are."""
    return "clear" if key.startswith("clear:") else key


def _answers(ab: bh.Ability, kinds: set[str]) -> bool:
    """A clear ability answers the thresholds it names (none named: every threshold)."""
    return not ab.by or not kinds or bool(kinds & set(ab.by))


def _hook(eng: Engine, iid: str, key: str) -> tuple[str, Any] | None:
    """What behaviour the showing face of this card has for an inventory key (``challenge:sun``,
    ``test:t1:failure``, ``enters_play``, ``clear:progress``, ``refresh``...): an effect list
    reference, the indexes of its abilities, or None. Worked out once per definition, face and
    key (kept in the card book: the windows ask it for every card in play, many times a round)."""
    card = eng.state.cards.get(iid)
    if card is None:
        return None
    memo_key = ("hook", card.def_id, card.side, key)
    derived = eng.book.derived
    if memo_key in derived:
        found: tuple[str, Any] | None = derived[memo_key]
        return found
    found = _find_hook(eng, face_key(card.def_id, card.side), key)
    derived[memo_key] = found
    return found


def _find_hook(eng: Engine, fk: str, key: str) -> tuple[str, Any] | None:
    b = eng.book.behaviour.faces.get(fk)
    if b is None:
        return None
    kind, _, rest = key.partition(":")
    if kind == "challenge":
        return ("list", f"{fk}/challenge/{rest}") if rest in b.challenge else None
    if kind == "test":
        tid, _, branch = rest.partition(":")
        tb = b.tests.get(tid)
        if tb is None or branch not in ("success", "failure", "always") or not getattr(tb, branch):
            return None
        return ("list", f"{fk}/tests/{tid}/{branch}")
    on = _ability_trigger(key)
    base, _, nth = on.partition("#")
    if bh.windowed_key(base) is not None:
        # A response printed twice (``response:when:cleared#2``): the n-th ability naming it.
        n = int(nth) if nth.isdigit() else 1
        found = [k for k, ab in enumerate(b.abilities) if ab.on == base][n - 1 : n]
        return ("abilities", (fk, found)) if found else None
    kinds = set(rest.split("+")) if kind == "clear" else set()
    found = [k for k, ab in enumerate(b.abilities) if ab.on == on and _answers(ab, kinds)]
    return ("abilities", (fk, found)) if found else None


def _dodged_from_start(eng: Engine, iid: str, key: str) -> bool:
    """A printed test's "whether you succeed or fail" text that is only its dodge (``tests.t1.dodge``)
    was applied as the test began: nothing is left to do, and nothing to pause for."""
    kind, _, rest = key.partition(":")
    tid, _, branch = rest.partition(":")
    card = eng.state.cards.get(iid)
    if kind != "test" or branch != "always" or card is None:
        return False
    b = eng.book.behaviour.faces.get(face_key(card.def_id, card.side))
    tb = b.tests.get(tid) if b is not None else None
    return tb is not None and tb.dodge is not None and not tb.always


def has_behaviour(eng: Engine, iid: str, key: str) -> bool:
    """Does this card's behaviour run for this hook? (Cheap: cards without behaviour answer at once.)"""
    if not eng.book.behaviour.faces:
        return False
    return _hook(eng, iid, key) is not None


def _abilities_for(eng: Engine, iid: str, key: str) -> list[bh.Ability]:
    found = _hook(eng, iid, key)
    if found is None or found[0] != "abilities":
        return []
    fk, indexes = found[1]
    abilities = eng.book.behaviour.faces[fk].abilities
    return [abilities[k] for k in indexes]


def ability_zone(eng: Engine, iid: str, key: str) -> str | None:
    """Where this card's ability for a response listens from (``zone``; None: no ability)."""
    found = _abilities_for(eng, iid, key)
    return found[0].zone if found else None


def ability_optional(eng: Engine, iid: str, key: str) -> bool:
    """Is this card's ability for a response a "you may" (offered in the window, not forced)?"""
    return any(ab.optional for ab in _abilities_for(eng, iid, key))


def _cost_can_be_paid(ctx: Ctx, cost: list[Any]) -> bool:
    """A cost made of fixed payments (discard N of a card's tokens, N energy of an aspect) can be
    paid now; other costs are assumed payable (their verbs pay what they can)."""
    st = ctx.eng.state
    for e in cost:
        if isinstance(e, bh.RemoveTokens) and isinstance(e.amount, int):
            cards = select(ctx, e.target)
            enough = [c for c in cards if st.cards[c].tokens.get(token_kind(ctx, c, e.kind), 0) >= e.amount]
            # A named card must hold them; a filter needs one card that does.
            if not enough or (isinstance(e.target, str) and len(enough) < len(cards)):
                return False
        elif isinstance(e, bh.SpendEnergy) and isinstance(e.amount, int) and e.who == "you":
            r = st.ranger(ctx.you)
            have = sum(r.energy.values()) if e.aspect == "choose" else r.energy.get(e.aspect, 0)
            if have < e.amount:
                return False
    return True


def usable_now(eng: Engine, iid: str, key: str, you: str, bindings: dict[str, Any] | None = None) -> bool:
    """Has this card behaviour for the hook whose condition (``if``) holds now and whose cost can be
    paid? An ability that would do nothing is not offered (its cost is never paid for nothing)."""
    found = _hook(eng, iid, key)
    if found is None:
        return False
    what, data = found
    if what == "list":
        return True
    fk, indexes = data
    abilities = eng.book.behaviour.faces[fk].abilities
    for k in indexes:
        ab = abilities[k]
        ctx = Ctx(eng, f"{fk}/abilities/{k}/effects", 0, iid, {**(bindings or {}), "$you": you})
        if (ab.if_ is None or holds(ctx, ab.if_)) and _cost_can_be_paid(ctx, ab.cost):
            return True
    return False


def commit_allowed(eng: Engine, iid: str, you: str) -> bool:
    """Every ``commit`` ability of the card whose ``if`` is set must hold for it to be committed."""
    card = eng.state.cards[iid]
    fk = face_key(card.def_id, card.side)
    b = eng.book.behaviour.faces.get(fk)
    if b is None:
        return True
    for k, ab in enumerate(b.abilities):
        ctx = Ctx(eng, f"{fk}/abilities/{k}/effects", 0, iid, {"$you": you})
        if ab.on == "commit" and ab.if_ is not None and not holds(ctx, ab.if_):
            return False
    return True


def run_text(eng: Engine, key: str, iid: str, ranger: str | None, bindings: dict[str, Any]) -> bool:
    """The interpreter's entry point for ``card_text``: queue this card's behaviour for the hook;
    False when it has none (the engine then pauses for the players)."""
    found = _hook(eng, iid, key)
    if found is None:
        return _dodged_from_start(eng, iid, key)
    b: dict[str, Any] = {f"${k}": v for k, v in sorted(bindings.items()) if v is not None}
    if ranger:
        b["$you"] = ranger
    what, data = found
    if what == "list":
        eng.push(fx_step(str(data), 0, iid, b))
        return True
    fk, indexes = data
    # A response or timed ability was chosen in its window (or is forced): no second yes/no.
    chosen = {"accepted": True} if bh.windowed_key(key.partition("#")[0]) is not None else {}
    eng.push(*[step("ability", face=fk, n=k, src=iid, b=b, **chosen) for k in indexes])
    return True


# --------------------------------------------------------------------------- triggered abilities


def fire(eng: Engine, trigger: str, iid: str, you: str | None) -> bool:
    """Queue every ``trigger`` ability of the showing face of this card; False if it has none."""
    card = eng.state.cards[iid]
    key = face_key(card.def_id, card.side)
    b = eng.book.behaviour.faces.get(key)
    if b is None:
        return False
    found = [k for k, ab in enumerate(b.abilities) if ab.on == trigger]
    if not found:
        return False
    eng.push(*[step("ability", face=key, n=k, src=iid, b={"$you": you} if you else {}) for k in found])
    return True


def ability(eng: Engine, args: dict[str, Any]) -> None:
    """One triggered ability: its condition, then (if optional) a yes/no, then cost and effects."""
    key: str = args["face"]
    k = int(args["n"])
    src: str | None = args.get("src")
    b: dict[str, Any] = dict(args.get("b") or {})
    ab = eng.book.behaviour.faces[key].abilities[k]
    ctx = Ctx(eng, f"{key}/abilities/{k}/effects", 0, src, b)
    if ab.if_ is not None and not holds(ctx, ab.if_):
        return
    run = [
        *([fx_step(f"{key}/abilities/{k}/cost", 0, src, b)] if ab.cost else []),
        fx_step(f"{key}/abilities/{k}/effects", 0, src, b),
    ]
    if not ab.optional or args.get("accepted"):
        eng.push(*run)
        return
    if eng.state.auto_pass and bh.windowed_key(ab.covers or ab.on) is not None:
        return  # an optional response passes without asking (the auto-pass setting)
    options = [
        opt(id="yes", label="Use it", kind="yes", card=src, then=run),
        opt(id="no", label="Skip it", kind="no", card=src),
    ]
    eng.ask("effect_may", ctx.you, _title(ctx, "use this ability?"), options)
