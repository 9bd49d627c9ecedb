"""Runners of the card verbs (content/behaviour/cards.py): a card exhausted, readied, discarded, turned,
attached, moved, put into play or played."""

from __future__ import annotations

from typing import Any

from rangers_qt.content import behaviour as bh
from rangers_qt.engine import ops, rng
from rangers_qt.engine.core import Engine, flow_calls, step
from rangers_qt.engine.effects import scratch
from rangers_qt.engine.effects.runner import (
    ASKED_A_PLAYER,
    CONTINUE_LIST,
    STOP_LIST,
    ask_which_card,
    each_card,
    effects_step,
    pick_cards,
    runs,
    then_rest,
    titled,
)
from rangers_qt.engine.effects.set_aside import verb_set_aside
from rangers_qt.engine.errors import EngineError
from rangers_qt.engine.facedown import turn_face_down, turn_face_up
from rangers_qt.engine.modifier_layer.evaluate import Ctx, place_of, rangers, select
from rangers_qt.engine.path_deck import new_card
from rangers_qt.engine.prompts import opt
from rangers_qt.engine.rules.offers import attaches_itself, attachment_hosts
from rangers_qt.engine.zones import in_play, where


@runs(bh.Exhaust)
def _verb_exhaust(ctx: Ctx, e: bh.Exhaust) -> bool:
    """The exhausted card learns what exhausted it: this card, and the symbol when this is one of
    its challenge effects (``card_exhausted``: ``$source``, ``$effect``)."""
    parts = ctx.ref.split("/")
    effect = parts[2] if len(parts) > 2 and parts[1] == "challenge" else None

    def tire(iid: str) -> None:
        ops.exhaust(ctx.eng, iid, source=ctx.src, effect=effect)

    return each_card(ctx, e.target, "Exhaust", tire, e.as_)


@runs(bh.Ready)
def _verb_ready(ctx: Ctx, e: bh.Ready) -> bool:
    return each_card(ctx, e.target, "Ready", lambda i: ops.ready(ctx.eng, i), e.as_)


@runs(bh.StayExhausted)
def _verb_stay_exhausted(ctx: Ctx, e: bh.StayExhausted) -> bool:
    """The card stays exhausted through the coming refresh (flow/round.py skips it once)."""
    day = ctx.eng.state.day

    def keep(iid: str) -> None:
        if ctx.eng.state.cards[iid].exhausted and iid not in day.stay_exhausted:
            day.stay_exhausted.append(iid)
            ctx.eng.rec.event("refresh", f"{ctx.eng.name(iid)} stays exhausted this refresh", [iid])

    return each_card(ctx, e.target, "Keep exhausted", keep, e.as_)


@runs(bh.Discard)
def _verb_discard(ctx: Ctx, e: bh.Discard) -> bool:
    if e.tokens_as:
        ctx.bindings.setdefault(e.tokens_as, 0)

    def discard(iid: str) -> None:
        if e.tokens_as:  # counted before they go with the card
            ctx.bindings[e.tokens_as] += sum(ctx.eng.state.cards[iid].tokens.values())
        ops.discard(ctx.eng, iid)

    return each_card(ctx, e.target, "Discard", discard, e.as_)


@runs(bh.Flip)
def _verb_flip(ctx: Ctx, e: bh.Flip) -> bool:

    if e.to is not None:  # a path card in play turned face down or up (engine/facedown.py)
        turn = turn_face_down if e.to == "face_down" else turn_face_up
        return each_card(ctx, e.target, "Turn over", lambda i: turn(ctx.eng, i))
    return each_card(ctx, e.target, "Flip", lambda i: flow_calls().flip(ctx.eng, i))


@runs(bh.Attach)
def _verb_attach(ctx: Ctx, e: bh.Attach) -> bool:
    """Rulebook: Additional Concepts, Attach - the cards (this card by default, in play, in hand or
    in a discard pile) go on a card in play ``to`` names. The host is picked first (the acting
    Ranger chooses among several; kept under ``<choice>h``), then the cards to attach; a card never
    goes on itself or on its own attachment. Face down a card in play leaves play first (its
    tokens, attachments and Ranger tokens go as when it leaves play); one from outside play goes as
    it is."""
    key = ctx.choice_key()
    if key + scratch.ATTACH_HOST not in ctx.bindings:
        hosts = pick_cards(ctx, e.to, "Attach to")
        if hosts == ASKED_A_PLAYER:
            return STOP_LIST
        hosts = [h for h in hosts if in_play(ctx.eng.state, h)]
        if not hosts:
            return CONTINUE_LIST
        ctx.bindings.pop(key, None)
        ctx.bindings[key + scratch.ATTACH_HOST] = hosts[0]
    host = str(ctx.bindings[key + scratch.ATTACH_HOST])
    if not in_play(ctx.eng.state, host):  # the host left play while the cards to attach were asked
        ctx.bindings.pop(key + scratch.ATTACH_HOST, None)
        return CONTINUE_LIST

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

    done = each_card(ctx, e.target, "Attach", hang, e.as_)
    if done is CONTINUE_LIST:
        ctx.bindings.pop(key + scratch.ATTACH_HOST, None)
    return done


@runs(bh.Detach)
def _verb_detach(ctx: Ctx, e: bh.Detach) -> bool:
    def off(iid: str) -> None:
        if ctx.eng.state.cards[iid].attached_to is not None:
            ops.detach(ctx.eng, iid)

    return each_card(ctx, e.target, "Detach", off, e.as_)


@runs(bh.MoveCard)
def _verb_move_card(ctx: Ctx, e: bh.MoveCard) -> bool:
    if e.to == "along_the_way":
        return each_card(
            ctx, e.target, "Move", lambda i: ops.move_in_play(ctx.eng, i, "along_the_way"), e.as_
        )
    if e.to == "elsewhere":
        return _move_elsewhere(ctx, e)
    if e.to == "area_of":
        there = [where(ctx.eng.state, c) for c in select(ctx, e.card)[:1]] if e.card is not None else []
        if not there or there[0][0] not in ("along_the_way", "within_reach"):
            return CONTINUE_LIST
        zone, rid = there[0]
        return each_card(ctx, e.target, "Move", lambda i: ops.move_in_play(ctx.eng, i, zone, rid), e.as_)
    dest = rangers(ctx, e.of)
    if not dest:
        return CONTINUE_LIST
    return each_card(
        ctx, e.target, "Move", lambda i: ops.move_in_play(ctx.eng, i, "within_reach", dest[0]), e.as_
    )


def _move_elsewhere(ctx: Ctx, e: bh.MoveCard) -> bool:
    """Rulebook: Additional Concepts, Move - no area named: along the way or within reach of a
    Ranger of your choice, never the area it is in. One card at a time: the acting Ranger picks
    the area of each (no prompt when only one area is left, e.g. solo and within reach)."""

    eng = ctx.eng
    key = ctx.choice_key()
    picked = (
        [str(c) for c in ctx.bindings[key + scratch.MOVING_CARDS]]
        if key + scratch.MOVING_CARDS in ctx.bindings
        else pick_cards(ctx, e.target, "Move")
    )
    if isinstance(picked, str):
        return STOP_LIST
    cards: list[str] = picked
    if e.as_:
        ctx.bindings[e.as_] = cards[0] if len(cards) == 1 else list(cards)
    done = int(ctx.bindings.get(key + scratch.MOVED_SO_FAR, 0))
    for n in range(done, len(cards)):
        iid = cards[n]
        if iid not in eng.state.cards:
            continue
        here = where(eng.state, iid)
        areas: list[tuple[str, str | None]] = [("along_the_way", None)]
        areas += [("within_reach", r.id) for r in eng.state.rangers]
        areas = [a for a in areas if a != here]
        chosen = ctx.bindings.get(key + scratch.CHOSEN_AREA)
        if chosen is None and len(areas) > 1:
            options = [
                opt(
                    id=f"area:{z}:{r or '-'}",
                    label=("Along the way" if r is None else f"Within reach of {eng.state.ranger(r).name}"),
                    kind="choose_card",
                    card=iid,
                    area=z,
                    target=r,
                    then=[
                        effects_step(
                            ctx.ref, ctx.i, ctx.src, {**ctx.bindings, **_moving(key, cards, n, z, r)}
                        )
                    ],
                )
                for z, r in areas
            ]
            eng.ask("effect_choice", ctx.you, titled(ctx, f"move {eng.name(iid)} where?"), options)
            return STOP_LIST
        zone, rid = (chosen[0], chosen[1]) if chosen is not None else areas[0]
        ctx.bindings.pop(key + scratch.CHOSEN_AREA, None)
        ops.move_in_play(eng, iid, str(zone), rid)
        if ops.ended(eng):
            return STOP_LIST
    for part in (scratch.MOVING_CARDS, scratch.MOVED_SO_FAR, scratch.CHOSEN_AREA):
        ctx.bindings.pop(key + part, None)
    return CONTINUE_LIST


def _moving(key: str, cards: list[str], n: int, zone: str, rid: str | None) -> dict[str, Any]:
    """The bindings that resume a move ``elsewhere``: the cards, how far it got, the chosen area."""
    return {
        key + scratch.MOVING_CARDS: cards,
        key + scratch.MOVED_SO_FAR: n,
        key + scratch.CHOSEN_AREA: [zone, rid],
    }


@runs(bh.ToPathDeck)
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
            rng.shuffle(eng.state.rng, deck)
            eng.rec.event("path_deck", f"{eng.name(iid)} is shuffled into the path deck", [iid])

    return each_card(ctx, e.target, "Return", back, e.as_)


@runs(bh.ToHand)
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

    done = each_card(ctx, e.target, "Take", take, e.as_)
    _shuffle_searched(eng, searched)
    return done


def _shuffle_searched(eng: Engine, owners: list[str]) -> None:
    """Rulebook: Additional Concepts, Search - a deck searched for a card is shuffled after."""

    for rid in owners:
        rng.shuffle(eng.state.rng, eng.state.ranger(rid).deck)
        eng.rec.ranger(rid)


@runs(bh.ToDeck)
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

    return each_card(ctx, e.target, "Shuffle into the deck", back, e.as_)


@runs(bh.ToFatigue)
def _verb_to_fatigue(ctx: Ctx, e: bh.ToFatigue) -> bool:
    """Ranger cards go face down on top of their owner's fatigue stack (Ancestor's Grove); a deck
    searched for them is shuffled after (Clarity of the Headwaters), as one searched for a card
    to take into the hand."""
    eng = ctx.eng
    searched: list[str] = []

    def stack(iid: str) -> None:
        owner = eng.state.cards[iid].owner
        if owner is None or eng.facts(iid).category != "ranger":
            return
        if place_of(eng, iid)[0] == "deck" and owner not in searched:
            searched.append(owner)
        ops.place(eng, iid, "fatigue", owner, top=True)
        eng.rec.event("fatigue", f"{eng.name(iid)} goes on top of the fatigue stack", [], owner)

    done = each_card(ctx, e.target, "Put on your fatigue stack", stack, e.as_)
    _shuffle_searched(eng, searched)
    return done


def _playable_now(eng: Engine, iid: str) -> bool:
    """Its owner could play this Ranger card now from their hand: affordable, and an attachment
    has a host to go on (one that finds its own host is played as it is)."""

    owner = eng.state.cards[iid].owner
    if owner is None or not flow_calls().affordable(eng, owner, iid):
        return False
    f = eng.facts(iid)
    return f.type != "attachment" or attaches_itself(eng, iid) or bool(attachment_hosts(eng, owner, iid))


@runs(bh.PlayCard)
def _verb_play_card(ctx: Ctx, e: bh.PlayCard) -> bool:
    """Pick a card its owner could play now; the owner may play it as if from hand (no turn used)."""
    eng = ctx.eng
    key = ctx.choice_key()
    if key in ctx.bindings:
        chosen = str(ctx.bindings[key])
    else:
        found = [c for c in select(ctx, e.target) if _playable_now(eng, c)]
        if not found:
            return CONTINUE_LIST
        if len(found) > 1:
            return ask_which_card(ctx, found, lambda c: f"Choose {eng.name(c)}", "which card may be played?")
        chosen = found[0]
    owner = eng.state.cards[chosen].owner
    if chosen not in eng.state.cards or owner is None or not _playable_now(eng, chosen):
        return CONTINUE_LIST
    rest = then_rest(ctx)
    play = [step("play_from_effect", ranger=owner, card=chosen), *rest]
    options = [
        opt(id="yes", label=f"Play {eng.name(chosen)}", kind="yes", card=chosen, then=play),
        opt(id="no", label="Leave it", kind="no", card=chosen, then=rest),
    ]
    eng.ask("effect_may", owner, titled(ctx, f"play {eng.name(chosen)} as if from your hand?"), options)
    return STOP_LIST


#: The binding that marks ``usable_now`` asked from inside ``abilities_to_resolve``.
RESOLVING = "$resolving"


def abilities_to_resolve(ctx: Ctx, e: bh.ResolveAbility, usable: Any) -> list[str]:
    """The cards whose untimed ability ``resolve_ability`` may resolve now: matches of its target
    other than the card resolving, whose own ability is usable (``usable``: the interpreter's
    ``usable_now``, passed in because the interpreter imports this module). Also asked before the
    ability is offered: with none, Functional Replica would be exhausted for nothing."""
    mark = {RESOLVING: True}
    return [c for c in select(ctx, e.target) if c != ctx.src and usable(ctx.eng, c, "ability", ctx.you, mark)]


@runs(bh.ResolveAbility)
def _verb_resolve_ability(ctx: Ctx, e: bh.ResolveAbility) -> bool:
    """Functional Replica: another card's untimed ability, its printed cost not paid (its
    behaviour's own ``cost`` list still is)."""
    # The hooks live in interpreter.py, which imports this module to register its runners.
    from rangers_qt.engine.effects.interpreter import run_text, usable_now

    eng = ctx.eng
    key = ctx.choice_key()
    if key not in ctx.bindings:
        found = abilities_to_resolve(ctx, e, usable_now)
        if isinstance(e.target, str) or e.target.pick == "all":
            chosen = found
        elif len(found) > 1 and e.target.pick == "one":
            return ask_which_card(
                ctx, found, lambda c: f"Resolve {eng.name(c)}", "resolve the ability of which card?"
            )
        else:
            chosen = found[:1]
    else:
        chosen = [str(ctx.bindings.pop(key))]
    if e.as_:
        ctx.bindings[e.as_] = chosen[0] if len(chosen) == 1 else list(chosen)
    for c in chosen:
        if c in eng.state.cards and in_play(eng.state, c):
            eng.rec.event("ability", f"{eng.name(c)}'s ability resolves", [c], ctx.you)
            run_text(eng, "ability", c, ctx.you, {})
    return CONTINUE_LIST


@runs(bh.SetAside)
def _verb_set_aside(ctx: Ctx, e: bh.SetAside) -> bool:

    return verb_set_aside(ctx, e)


@runs(bh.PlayMoment)
def _verb_play_moment(ctx: Ctx, e: bh.PlayMoment) -> bool:
    """Rulebook: Play a Card - another moment is played from where it lies (engine/flow/
    play_elsewhere.py): the one chosen in a response window (``$moment``, its response
    ``$moment_key``), else one of those playable as a turn's play (asked among several)."""

    eng = ctx.eng
    src = ctx.src
    if src is None:
        return CONTINUE_LIST
    chosen = ctx.bindings.get("$moment")
    if chosen is not None and chosen in eng.state.cards:
        key = str(ctx.bindings.get("$moment_key") or "play")
        skip = ("$moment", "$moment_key", "$you")
        details = {k[1:]: v for k, v in ctx.bindings.items() if k.startswith("$") and k not in skip}
        eng.push(*then_rest(ctx))
        flow_calls().play_it(eng, ctx.you, src, str(chosen), key, e, details)
        return STOP_LIST
    hook = "ability" if "ability" in _hook_of(ctx) else "play"
    found = [m for m, _k in flow_calls().playable_moments(eng, src, ctx.you, hook)]
    if ctx.choice_key() in ctx.bindings:
        found = [m for m in found if m == ctx.bindings[ctx.choice_key()]]
    elif len(found) > 1:
        return ask_which_card(ctx, found, lambda m: f"Play {eng.name(m)}", "play which moment?")
    if not found:
        return CONTINUE_LIST
    eng.push(*then_rest(ctx))
    flow_calls().play_it(eng, ctx.you, src, found[0], "play", e, {})
    return STOP_LIST


def _hook_of(ctx: Ctx) -> str:
    """The trigger of the ability whose effect list is running (``<face>/abilities/<k>/effects``)."""
    face, _, rest = ctx.ref.partition("/abilities/")
    k = rest.split("/", 1)[0]
    face_behaviour = ctx.eng.book.behaviour.faces.get(face)
    return face_behaviour.abilities[int(k)].on if face_behaviour is not None and k.isdigit() else ""


@runs(bh.PutIntoPlay)
def _verb_put_into_play(ctx: Ctx, e: bh.PutIntoPlay) -> bool:
    """Cards into play without paying a cost. A Ranger card (The Right Tool) goes where its type
    goes when played; a path card (from the path deck or discard) enters by its arrow; a named
    card comes from the collection - a copy waiting in the path deck is taken from there (the deck
    is shuffled, as after a search), else a new one; nothing while a copy is in play."""

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

        done = each_card(ctx, e.target, "Put into play", put, e.as_)
        _shuffle_searched(eng, shuffled)
        return done
    wanted = e.name.casefold()
    if any(eng.facts(i).name.casefold() == wanted for i in st.cards if in_play(st, i)):
        return CONTINUE_LIST
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
    return STOP_LIST if ops.ended(eng) else CONTINUE_LIST
