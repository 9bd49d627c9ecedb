"""Rulebook: Play a Card (moments, attachments, gear, features and beings) and Keywords:
Unique, Conduit, Manifestation; the five-square equip limit."""

from __future__ import annotations

from typing import Any

from rangers_qt.engine import ops
from rangers_qt.engine.core import Engine, step
from rangers_qt.engine.flow.card_text import card_text_step, queue_card_text, wants_text
from rangers_qt.engine.flow.play_elsewhere import carrier_verb
from rangers_qt.engine.modifier_layer.modifiers import equip_value
from rangers_qt.engine.prompts import Step, opt
from rangers_qt.engine.rules.offers import (
    TestOffer,
    attaches_itself,
    attachment_hosts,
    card_cost,
    moment_test_offers,
)
from rangers_qt.engine.zones import in_play, iter_in_play

EQUIP_LIMIT = 5


def play_card(eng: Engine, args: dict[str, Any]) -> None:
    st = eng.state
    rid: str = args["ranger"]
    iid: str = args["card"]
    conduit: str | None = args.get("conduit")
    r = st.ranger(rid)
    ends_turn = bool(args.get("ends_turn", True))  # False: played by an effect (play_from_effect)
    if iid not in r.hand:
        if ends_turn:
            eng.then("turn_end", ranger=rid)
        return
    f = eng.facts(iid)
    aspect, cost = card_cost(eng, iid)
    if cost and aspect:
        r.energy[aspect] -= cost
        eng.rec.ranger(rid)
    if f.cost is not None and f.cost.kind == "x" and not _x_paid_by_text(eng, iid):
        # Ruling R4: an X cost is paid by the players with a manual energy adjustment.
        eng.rec.event(
            "manual_cost",
            f"{f.name} costs X {aspect or ''} energy: pay it with a manual adjustment",
            [iid],
            rid,
        )
    if conduit is not None:
        cf = eng.facts(conduit)
        if cf.token_name:
            ops.remove_tokens(eng, conduit, cf.token_name, 1)
    st.bump("plays")
    eng.rec.event("play", f"{r.name} plays {f.name}", [iid], rid)
    if f.has("unique"):
        _unique_replaced(eng, rid, iid)
    tail = [step("window", name="after_play", ranger=rid, card=iid)]
    if ends_turn:
        tail.append(step("turn_end", ranger=rid))
    if f.type == "moment":
        # Resolve, then discard: while it resolves the moment is set aside (not in hand or discard).
        ops.place(eng, iid, "set_aside")
        eng.push(step("moment_done", card=iid), *tail)
        if f.tests:
            eng.then("moment_test", ranger=rid, card=iid)
        else:
            queue_card_text(eng, "play", iid, rid)
        return
    # The tail is queued first: the card's enters-play text (queued as it enters play) runs before
    # the equip limit, the after-play window and the end of the turn.
    if f.type == "gear":
        eng.push(step("equip_limit", ranger=rid), *tail)
        ops.enter_play(eng, iid, "player_area", rid, by=rid)
    elif f.type in ("being", "feature"):
        eng.push(*tail)
        ops.enter_play(eng, iid, "within_reach", rid, by=rid)
    elif f.type == "attachment":
        if attaches_itself(eng, iid):
            # Its play text attaches it (to the card it searches for); unattached, it is discarded.
            ops.place(eng, iid, "set_aside")
            eng.push(step("moment_done", card=iid), *tail)
            queue_card_text(eng, "play", iid, rid)
            return
        eng.push(step("choose_host", ranger=rid, card=iid), *tail)
        return
    else:
        ops.enter_play(eng, iid, "player_area", rid, by=rid)
        eng.push(*tail)


def _x_paid_by_text(eng: Engine, iid: str) -> bool:
    """The card's own play text pays its X (a moment played as another's cost: ``play_moment``
    with ``pay: as_x``), so the players are not told to pay it by hand."""

    verb = carrier_verb(eng, iid, "play") if eng.book.behaviour.faces else None
    return verb is not None and verb.pay == "as_x"


def play_from_effect(eng: Engine, args: dict[str, Any]) -> None:
    """An effect lets a Ranger play a card from elsewhere (a discard pile) "as if it were in their
    hand" (verb ``play_card``): it goes to their hand and is played from there, its cost paid, as
    part of the effect (no turn is used or ended)."""
    rid: str = args["ranger"]
    iid: str = args["card"]
    if iid not in eng.state.cards or eng.state.cards[iid].owner != rid:
        return
    if iid not in eng.state.ranger(rid).hand:
        ops.place(eng, iid, "hand", rid)
    eng.push(step("play_card", ranger=rid, card=iid, ends_turn=False))


def moment_test(eng: Engine, args: dict[str, Any]) -> None:
    """Ruling R35: a moment with a printed test performs it (the test does not end the turn itself:
    the play does, after the moment is discarded)."""
    rid: str = args["ranger"]
    iid: str = args["card"]
    offers = moment_test_offers(eng, rid, iid, paid=True)
    if not offers:
        eng.rec.event("test_abandoned", f"{eng.name(iid)}: no test can be performed now", [iid], rid)
        return
    several = len({t.key for t in offers}) > 1

    def begin(t: TestOffer) -> Step:
        return step("test_begin", ranger=rid, key=t.key, source=iid, target=t.target, ends_turn=False)

    if len(offers) == 1:
        eng.push(begin(offers[0]))
        return
    options = [
        opt(
            id="target:" + (f"{t.key.split(':')[1]}:" if several else "") + (t.target or "-"),
            label=f"{t.label} ({t.aspect} {t.approach})" + (f" on {eng.name(t.target)}" if t.target else ""),
            kind="choose_card",
            card=iid,
            target=t.target,
            then=[begin(t)],
        )
        for t in offers
    ]
    eng.ask("choose_target", rid, f"{eng.name(iid)}: aim the test at which card?", options)


def moment_done(eng: Engine, args: dict[str, Any]) -> None:
    """The moment has resolved: it is discarded, then cards its effects brought to a threshold clear
    (Rulebook: Clearing Cards - finish the current rules step, then clear)."""
    iid: str = args["card"]
    if iid in eng.state.set_aside:
        ops.discard(eng, iid)
    eng.push(step("check_clears"))


def _unique_replaced(eng: Engine, rid: str, iid: str) -> None:
    """Keywords, Unique: a second copy from the same Ranger's deck discards the first."""
    st = eng.state
    name = eng.facts(iid).name
    for other in list(iter_in_play(st)):
        if other != iid and st.cards[other].owner == rid and eng.facts(other).name == name:
            ops.discard(eng, other)


def choose_host(eng: Engine, args: dict[str, Any]) -> None:
    rid: str = args["ranger"]
    iid: str = args["card"]
    options = [
        opt(
            id=f"host:{h}",
            label=f"Attach to {eng.name(h)}",
            kind="choose_card",
            card=iid,
            target=h,
            then=[step("attach_played", ranger=rid, card=iid, host=h)],
        )
        for h in attachment_hosts(eng, rid, iid)
    ]
    if not options:
        ops.place(eng, iid, "discard", rid)
        return
    eng.ask("choose_host", rid, f"Attach {eng.name(iid)} to which card?", options)


def attach_played(eng: Engine, args: dict[str, Any]) -> None:
    iid: str = args["card"]
    host: str = args["host"]
    rid: str = args["ranger"]
    if not in_play(eng.state, host):
        ops.place(eng, iid, "discard", rid)
        return
    ops.attach(eng, iid, host)
    f = eng.facts(iid)
    card = eng.state.cards[iid]
    if f.token_name and f.token_count is not None:
        card.tokens[f.token_name] = f.token_count.value(eng.n_rangers) or 0
    eng.rec.event("attach", f"{f.name} is attached to {eng.name(host)}", [iid, host], rid)
    # An attachment's own text as it comes into play: "when you play this" first, then its effect.
    keys = [k for k in ("enters_play", "play") if wants_text(eng, iid, k)]
    eng.push(*[card_text_step(k, iid, rid, host=host) for k in keys])


def equip_total(eng: Engine, rid: str) -> int:
    """The equip value of a Ranger's player area, with constants (the modifier layer: a card that
    makes gear take less room). The Golden Rule: the limit is checked with the values the card
    text gives."""
    return sum(equip_value(eng, i) for i in eng.state.ranger(rid).player_area)


def equip_limit(eng: Engine, args: dict[str, Any]) -> None:
    """Over five squares of equip value: discard from your player area until five or fewer."""
    rid: str = args["ranger"]
    total = equip_total(eng, rid)
    if total <= EQUIP_LIMIT:
        return
    r = eng.state.ranger(rid)
    options = [
        opt(
            id=f"unequip:{iid}",
            label=f"Discard {eng.name(iid)} ({eng.facts(iid).equip})",
            kind="discard_card",
            card=iid,
            then=[step("discard_card", card=iid), step("equip_limit", ranger=rid)],
        )
        for iid in r.player_area
        if iid != r.role
    ]
    eng.ask("equip_limit", rid, f"{total} squares equipped (limit {EQUIP_LIMIT}): discard gear", options)
