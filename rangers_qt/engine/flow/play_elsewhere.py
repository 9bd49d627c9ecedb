"""Rulebook: Play a Card, Moments and Responses - a moment played from somewhere other than the
hand (a discard pile, the card it is attached to), at the time its own text gives.

A card carrying the verb ``play_moment`` (a moment's play text, a Ranger card's untimed ability)
plays another moment: as a turn's play when that moment has a play text (the carrier is offered
as a play or an ability only when some moment can be played now), or in a response window when
that moment's response answers it (the carrier is offered in the window for each such moment:
option ``respond:<carrier>:<moment>``), or as a "would" event that moment answers is about to
happen (engine/effects/replacements.py: a yes/no ``would_elsewhere`` per carrier and moment, its
answer's ``if`` and whose-event filter holding), and nowhere else. The moment's energy is paid
as its own cost, or as the carrier's X in the carrier's aspect (``pay: as_x``); it is discarded
after, unless it ``stay``s where it was; a manifestation needs and uses a conduit token too
(Keywords); playing it opens the after-play window (ruling R51).
"""

from __future__ import annotations

from typing import Any

from rangers_qt.content import behaviour as bh
from rangers_qt.content.behaviour.compile import face_key
from rangers_qt.engine import ops
from rangers_qt.engine.core import Engine, step
from rangers_qt.engine.effects.replacements import _whose_event_fits, bindings, event_words, pending
from rangers_qt.engine.flow import printed_responses as pr
from rangers_qt.engine.flow.card_text import card_text_step, wants_text
from rangers_qt.engine.flow.printed_responses import pay_printed_cost
from rangers_qt.engine.flow.responses import affordable, pay_conduit
from rangers_qt.engine.modifier_layer.costs import play_cost_payable, play_guard_holds
from rangers_qt.engine.modifier_layer.evaluate import Ctx, holds, select
from rangers_qt.engine.prompts import Option, OptionKind, opt
from rangers_qt.engine.rules.offers import (
    card_cost,
    conduits_with_tokens,
    is_response_only,
    moment_test_offers,
)
from rangers_qt.engine.state import PendingEvent
from rangers_qt.engine.zones import cards_by_def, game_memo, in_play

#: The hooks a carrier's ``play_moment`` sits in: a moment's play text, an untimed ability.
CARRIER_HOOKS = ("play", "ability")


def carrier_verb(eng: Engine, iid: str, key: str) -> bh.PlayMoment | None:
    """The ``play_moment`` verb of this card's ability for ``key`` (top level), if any: a fact of
    its definition and face, worked out once per card book (every turn asks it of each card with
    an ability, every window of each carrier)."""
    card = eng.state.cards[iid]
    memo_key = ("carrier_verb", card.def_id, card.side, key)
    derived = eng.book.derived
    if memo_key in derived:
        found: bh.PlayMoment | None = derived[memo_key]
        return found
    found = derived[memo_key] = _face_verb(eng, face_key(card.def_id, card.side), key)
    return found


def _face_verb(eng: Engine, fk: str, key: str) -> bh.PlayMoment | None:
    b = eng.book.behaviour.faces.get(fk)
    if b is None:
        return None
    for ab in b.abilities:
        if ab.on == key:
            for e in ab.effects:
                if isinstance(e, bh.PlayMoment):
                    return e
    return None


def _carriers(eng: Engine) -> tuple[str, ...]:
    """The cards of this game carrying a ``play_moment`` (kept per game)."""
    memo = game_memo(eng.state)
    found: tuple[str, ...] | None = memo.get("moment_carriers")
    if found is None:
        found = tuple(
            i for i in eng.state.cards if any(carrier_verb(eng, i, k) is not None for k in CARRIER_HOOKS)
        )
        memo["moment_carriers"] = found
    return found


def _moment_answers(eng: Engine) -> tuple[frozenset[str], frozenset[str]]:
    """(the windows a printed response of some Ranger moment of this game answers, the face keys of
    this game's Ranger moments), kept per game: a window or a "would" event that no moment of the
    game answers needs no look at the carriers (``playable_moments`` and ``would_moments`` could
    find nothing)."""

    memo = game_memo(eng.state)
    found: tuple[frozenset[str], frozenset[str]] | None = memo.get("moment_answers")
    if found is None:
        windows: set[str] = set()
        faces: set[str] = set()
        for def_id in cards_by_def(eng.state):
            # (only a weather or mission card reads another face: a Ranger card's faces agree)
            f = eng.book.facts(def_id)
            if f.type != "moment" or f.category != "ranger":
                continue
            faces.update((face_key(def_id, "front"), face_key(def_id, "back")))
            for p in f.printed:
                w = pr.printed_window(p) if p.hook == "response" else None
                if w is not None:
                    windows.add(w)
        found = memo["moment_answers"] = (frozenset(windows), frozenset(faces))
    return found


def _live_carriers(eng: Engine) -> list[str]:
    """The carriers that could be used at all now: in their owner's hand or in play (most of the
    game's copies lie in decks and discards, where none is usable: asking each costs every window
    and every "would" event a look at them)."""
    st = eng.state
    out: list[str] = []
    for iid in _carriers(eng):
        owner = st.cards[iid].owner
        if owner is not None and (iid in st.ranger(owner).hand or in_play(st, iid)):
            out.append(iid)
    return out


def reachable_moments(eng: Engine, carrier: str, rid: str, key: str) -> list[str]:
    """The Ranger moments this carrier's ``key`` text reaches (its ``play_moment`` target) that
    Ranger ``rid`` could pay for with it now; nothing when that text plays no moment."""
    verb = carrier_verb(eng, carrier, key)
    if verb is None:
        return []
    card = eng.state.cards[carrier]
    ctx = Ctx(eng, f"{face_key(card.def_id, card.side)}/elsewhere", 0, carrier, {"$you": rid})
    out: list[str] = []
    for m in select(ctx, verb.target):
        f = eng.facts(m)
        if (
            m != carrier
            and f.type == "moment"
            and f.category == "ranger"
            and payable(eng, rid, carrier, m, verb)
        ):
            out.append(m)
    return out


def payable(eng: Engine, rid: str, carrier: str, moment: str, verb: bh.PlayMoment) -> bool:
    """Can Ranger ``rid`` pay for playing this moment with this carrier now: its energy (as the
    carrier says) and, for a manifestation, a token of one of their conduits (Keywords)?"""
    aspect, cost = pays(eng, carrier, moment, verb)
    if cost > 0 and (aspect is None or eng.state.ranger(rid).energy.get(aspect, 0) < cost):
        return False
    return not eng.facts(moment).has("manifestation") or bool(conduits_with_tokens(eng, rid))


def pays(eng: Engine, carrier: str, moment: str, verb: bh.PlayMoment) -> tuple[str | None, int]:
    """(aspect, amount) of energy playing the moment costs: its own cost, or the same amount as
    the carrier's X in the carrier's aspect."""
    aspect, cost = card_cost(eng, moment)
    if verb.pay == "as_x":
        aspect = eng.facts(carrier).cost_aspect
    return aspect, cost


def playable_moments(
    eng: Engine,
    carrier: str,
    rid: str,
    key: str,
    window: str | None = None,
    args: dict[str, Any] | None = None,
    seen: tuple[str, ...] = (),
) -> list[tuple[str, str]]:
    """(moment, its hook) the carrier's verb could play now for Ranger ``rid``: outside a window,
    moments with a play text (``play``) that would act as a turn's play (``acts_as_a_play``); in a
    window, moments whose printed response answers it (its inventory key), the energy affordable
    either way. ``seen``: the carriers already asking (one carrier reaching another)."""

    out: list[tuple[str, str]] = []
    details = pr.window_details(window, args or {}) if window is not None else {}
    for m in reachable_moments(eng, carrier, rid, key):
        f = eng.facts(m)
        if window is None:
            if is_response_only(f) or not acts_as_a_play(eng, rid, m, (*seen, carrier)):
                continue
            out.append((m, "play"))
            continue
        for p in f.printed:
            if p.hook != "response" or pr.printed_window(p) != window:
                continue
            if pr._event_matches(eng, p, rid, m, window, args or {}) and pr._can_really(
                eng, m, p.key, rid, details
            ):
                out.append((m, str(p.key)))
                break
    return out


def acts_as_a_play(eng: Engine, rid: str, moment: str, seen: tuple[str, ...] = ()) -> bool:
    """Would this moment, played from elsewhere as a turn's play, act? The rules a moment played
    from the hand keeps (rules/offers.play_reason) hold wherever it is played from: its play
    text's guard holds and that text's own cost can be paid (a moment whose guard fails is never
    played for nothing, ruling R93), its test has a card to aim at, and a moment that itself plays
    another has one it could play (a carrier already asking is none: two copies never reach each
    other for ever)."""
    f = eng.facts(moment)
    if not play_guard_holds(eng, moment, rid) or not play_cost_payable(eng, moment, rid):
        return False
    if f.tests and not moment_test_offers(eng, rid, moment, paid=True):
        return False
    return moment not in seen and not blocked(eng, rid, moment, "play", seen)


def blocked(eng: Engine, rid: str, iid: str, key: str, seen: tuple[str, ...] = ()) -> bool:
    """Does this card's ``key`` text play another moment, none of which can be played now?"""
    if not eng.book.behaviour.faces or carrier_verb(eng, iid, key) is None:
        return False
    return not playable_moments(eng, iid, rid, key, seen=seen)


def _ready_carrier(eng: Engine, iid: str) -> tuple[str, OptionKind] | None:
    """(its hook, the option kind) when this carrier can be used now: a carrier moment in its
    owner's hand that can be paid for, a ready carrier in play whose printed cost can be paid."""

    st = eng.state
    owner = st.cards[iid].owner
    if owner is None:
        return None
    if iid in st.ranger(owner).hand and carrier_verb(eng, iid, "play") is not None:
        return ("play", "play_card") if affordable(eng, owner, iid) else None
    if in_play(st, iid) and carrier_verb(eng, iid, "ability") is not None:
        p = next((p for p in eng.facts(iid).printed if p.key == "ability"), None)
        if p is not None and pr._cost_payable(eng, p, iid, eng.facts(iid)):
            return ("ability", "ability")
    return None


def window_options(eng: Engine, window: str, args: dict[str, Any], used: list[str]) -> list[Option]:
    """Carriers offered in a response window, one option per moment they could play there: a
    carrier moment in its owner's hand, a ready carrier in play whose printed cost can be paid."""

    st = eng.state
    if window not in _moment_answers(eng)[0]:
        return []  # no moment of this game answers the window: no carrier can offer one
    carriers = _live_carriers(eng)
    if not carriers or not eng.book.behaviour.faces:
        return []
    out: list[Option] = []
    for iid in carriers:
        card = st.cards[iid]
        owner = card.owner
        if owner is None or iid in used:
            continue
        ready = _ready_carrier(eng, iid)
        if ready is None:
            continue
        key, kind = ready
        rest = {k: v for k, v in args.items() if k not in ("name", "used", "forced_done")}
        for m, mkey in playable_moments(eng, iid, owner, key, window, args):
            out.append(
                opt(
                    id=f"respond:{iid}:{m}",
                    label=f"{st.ranger(owner).name}: use {eng.name(iid)} to play {eng.name(m)}",
                    kind=kind,
                    card=iid,
                    target=m,
                    then=[
                        step(
                            "respond_elsewhere",
                            ranger=owner,
                            card=iid,
                            key=key,
                            moment=m,
                            moment_key=mkey,
                            details={**pr.window_details(window, args), "window": window},
                        ),
                        step("window", name=window, used=[*used, iid], forced_done=True, **rest),
                    ],
                )
            )
    return out


def _text(key: str, card: str, ranger: str, bindings: dict[str, Any]) -> Any:
    """``card_text`` for this hook with these bindings (a "would" event's details name a
    ``ranger`` and a ``card`` of their own: passed as a dict, never as keywords)."""
    return step("card_text", key=key, card=card, ranger=ranger, bindings=bindings)


def respond_elsewhere(eng: Engine, args: dict[str, Any]) -> None:
    """A carrier chosen in a window for one moment: its cost is paid (a moment from hand is played
    and discarded after; a card in play pays its printed cost), then its text runs with the moment
    and its response bound (``$moment``, ``$moment_key``) and the window's details."""

    rid, iid, key = str(args["ranger"]), str(args["card"]), str(args["key"])
    eng.rec.event("response", f"{eng.state.ranger(rid).name} uses {eng.name(iid)}", [iid], rid)
    if key == "play":
        eng.state.bump("plays")
    pay_printed_cost(eng, rid, iid, key)
    details = dict(args.get("details") or {})
    eng.push(
        _text(key, iid, rid, {"moment": args["moment"], "moment_key": args["moment_key"], **details}),
        step("check_clears"),
    )


def play_it(
    eng: Engine, rid: str, carrier: str, moment: str, key: str, verb: bh.PlayMoment, details: dict[str, Any]
) -> None:
    """Pay for the moment and queue its text (a turn's play: its play text or its test; a
    response: that response, with the window's details), then its discard (unless it stays) and
    the after-play window."""

    st = eng.state
    r = st.ranger(rid)
    aspect, cost = pays(eng, carrier, moment, verb)
    if cost > 0 and aspect is not None:
        r.energy[aspect] = max(0, r.energy.get(aspect, 0) - cost)
        eng.rec.ranger(rid)
    eng.rec.event(
        "play",
        f"{r.name} plays {eng.name(moment)} with {eng.name(carrier)}"
        + (f" ({cost} {aspect})" if cost and aspect else ""),
        [moment, carrier],
        rid,
    )
    after = [step("window", name="after_play", ranger=rid, card=moment)]
    if not verb.stay:
        after.insert(0, step("moment_done", card=moment))
        if moment not in r.discard:
            ops.place(eng, moment, "set_aside")
    if key != "play":
        eng.push(_text(key, moment, rid, details), *after)
    elif eng.facts(moment).tests:
        eng.push(step("moment_test", ranger=rid, card=moment), *after)
    elif wants_text(eng, moment, "play"):
        eng.push(card_text_step("play", moment, rid), *after)
    else:
        eng.push(*after)
    if eng.facts(moment).has("manifestation"):  # Keywords: a conduit's token pays for it too
        pay_conduit(eng, rid, moment)


# --------------------------------------------------------------------------- "would" answers


def would_moments(
    eng: Engine, carrier: str, rid: str, key: str, event: PendingEvent, found: list[tuple[str, int, str]]
) -> list[tuple[str, str, int, str]]:
    """(moment, face, ability index, its ``on``) of the moments this carrier could play now to
    answer a pending "would" event (``found``: the catalog's answers to it, engine/effects/
    replacements.py): reachable by the carrier's target, paid for as the carrier says, the
    moment's answer fitting whose event it is and its condition holding."""
    out: list[tuple[str, str, int, str]] = []
    for m in reachable_moments(eng, carrier, rid, key):
        inst = eng.state.cards[m]
        mk = face_key(inst.def_id, inst.side)
        for fk, k, on in found:
            if fk != mk or not _whose_event_fits(eng, m, on, rid, event):
                continue
            ab = eng.book.behaviour.faces[fk].abilities[k]
            b = bindings(event, rid)
            if ab.if_ is not None and not holds(Ctx(eng, f"{fk}/abilities/{k}/effects", 0, m, b), ab.if_):
                continue
            out.append((m, fk, k, on))
            break
    return out


def would_offers(eng: Engine, event: PendingEvent, found: list[tuple[str, int, str]]) -> list[Any]:
    """``would_elsewhere`` steps: each usable carrier, once per moment it could play to answer this
    event (optional, so none under auto-pass)."""
    if eng.state.auto_pass or not eng.book.behaviour.faces:
        return []
    faces = _moment_answers(eng)[1]
    if not any(fk in faces for fk, _k, _on in found):
        return []  # no moment of this game answers the event: no carrier can play one for it
    out: list[Any] = []
    for iid in _live_carriers(eng):
        ready = _ready_carrier(eng, iid)
        owner = eng.state.cards[iid].owner
        if ready is None or owner is None:
            continue
        for m, fk, k, on in would_moments(eng, iid, owner, ready[0], event, found):
            out.append(
                step("would_elsewhere", event=event.id, card=iid, ranger=owner, moment=m, face=fk, n=k, on=on)
            )
    return out


def would_elsewhere(eng: Engine, args: dict[str, Any]) -> None:
    """A carrier offered to answer a pending event with a moment: still usable? then asked; yes:
    the carrier is used (``respond_elsewhere``) with the event's details bound."""
    st = eng.state
    event = pending(eng, args["event"])
    if event is None or event.prevented or st.auto_pass:
        return
    iid, who, m = str(args["card"]), str(args["ranger"]), str(args["moment"])
    fk, k, on = str(args["face"]), int(args["n"]), str(args["on"])
    ready = _ready_carrier(eng, iid)
    if ready is None:
        return
    key = ready[0]
    if (m, fk, k, on) not in would_moments(eng, iid, who, key, event, [(fk, k, on)]):
        return
    details = {n[1:]: v for n, v in bindings(event, who).items() if n != "$you"}
    use = step("respond_elsewhere", ranger=who, card=iid, key=key, moment=m, moment_key=on, details=details)
    options = [
        opt(id="yes", label=f"Use {eng.name(iid)} to play {eng.name(m)}", kind="yes", card=iid, then=[use]),
        opt(id="no", label="Let it happen", kind="no", card=iid),
    ]
    eng.ask(
        "effect_may",
        who,
        f"{eng.name(iid)}: play {eng.name(m)} to answer {event_words(eng, event)}?",
        options,
    )
