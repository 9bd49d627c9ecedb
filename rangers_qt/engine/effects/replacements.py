""" "Would" replacements: a card changes or cancels an event before it happens.

Rulebook: Timing - "when" effects resolve during the step; a card whose text says a Ranger *would*
suffer fatigue, be injured, a card would ready, a path or challenge card would be drawn, changes
that event before it happens (prevent it, reduce it, or do something instead).

How: the engine raises the event through ``would`` before applying it. With no card able to answer
(no ability keyed ``<hook>:would:<event>`` in the catalog, or none usable now: in its zone, its
``if`` holds, its printed cost payable) ``would`` returns False at the cost of one dict lookup, and
the caller applies the event at once. Otherwise the event becomes a ``PendingEvent`` in the state
(JSON: undo, replay and saves see it), each usable ability is offered to its Ranger (optional ones
ask yes/no unless ``auto_pass`` is on; forced ones run; answers of different cards in the order the
players choose, ``effect_order``), and a ``would_done`` step applies what is
left of the event (``replaced=True``: not raised again). The verbs ``prevent`` and ``reduce`` change
the pending event; anything done "instead" is just the ability's other effects. A moment that a
card plays from where it lies (a discard pile, its host: verb ``play_moment``) answers too, through
that card (engine/flow/play_elsewhere.py, ``would_offers``).

Events, their keys and bindings (``$event`` is the pending event's id):

* ``fatigue``: ``$ranger``, ``$amount``, ``$source`` (the card it comes from; none for the refresh
  phase's injuries), ``$card`` (the card whose fate it follows from: ``suffer_fatigue``'s
  ``because``). ``card_fatigues`` is the same event when a card fatigues by its presence.
* ``injury``: ``$ranger``, ``$source``.
* ``ready``: ``$card``.
* ``path_draw``: ``$ranger``.
* ``challenge_draw``: ``$ranger`` (the tester). Answered also by ``before`` / ``when`` keys
  ("before you draw a challenge card", "when drawing challenge cards during a test").
* ``challenge_effect``: ``$card`` (the card whose challenge effect would resolve), ``$symbol``,
  ``$ranger`` (the tester, or the Ranger resolving a card's ``resolve_challenge``: then the
  effect's steps are the event's ``then``, engine/flow/challenge_windows.py); prevented, the effect
  does not resolve.
* ``harm``: harm would be put on a being by a card's effect (``ops.add_tokens`` with a
  ``source``): ``$card`` (the being), ``$amount``, ``$source`` (the card whose effect puts it
  there); prevented, no harm is put there.
"""

from __future__ import annotations

from typing import Any

from rangers_qt.content import behaviour as bh
from rangers_qt.content.behaviour.compile import CompiledBehaviour, run_ref
from rangers_qt.content.hook_key import HookKey
from rangers_qt.content.moments import WOULD_EVENTS
from rangers_qt.engine import ops
from rangers_qt.engine.core import Engine, flow_calls, step
from rangers_qt.engine.effects.runner import CONTINUE_LIST, effects_step, runs
from rangers_qt.engine.modifier_layer.evaluate import Ctx, amount, holds
from rangers_qt.engine.prompts import Step, fresh, opt
from rangers_qt.engine.state import GameState, PendingEvent
from rangers_qt.engine.zones import RANGER_ZONES, SHARED_ZONES, cards_by_def, game_memo, in_play, where

#: Event -> the printed-inventory events that answer it ("a being fatigues you" is a fatigue).
EVENT_KEYS: dict[str, tuple[str, ...]] = WOULD_EVENTS  # content/moments.py ``Moment.would``
#: Events answered in the ``before`` and ``when`` timings too (not only ``would``).
EARLY_TIMINGS: dict[str, tuple[str, ...]] = {"card_fatigues": ("when",), "challenge_draw": ("before", "when")}
#: The timings a replacement answers in (``ability:would:fatigue``; a "when a card fatigues you"
#: response prevents fatigue the same way).
TIMINGS = ("would", "when", "before")


_INDEX: dict[int, tuple[CompiledBehaviour, dict[str, list[tuple[str, int, str]]]]] = {}


def listeners(eng: Engine, event: str) -> list[tuple[str, int, str]]:
    """(face key, ability index, on) of every ability in the catalog answering this event, in card
    order; indexed once per compiled behaviour (kept with it, so an id is never reused)."""
    compiled = eng.book.behaviour
    hit = _INDEX.get(id(compiled))
    if hit is not None and hit[0] is compiled:
        return hit[1].get(event, [])
    cache: dict[str, list[tuple[str, int, str]]] = {}
    for on, found in compiled.triggers.items():
        hook = HookKey.parse(on)
        timing, ev = hook.timing, hook.event
        if timing not in TIMINGS:
            continue
        for name, keys in EVENT_KEYS.items():
            if ev in keys and (timing == "would" or timing in EARLY_TIMINGS.get(ev, ())):
                cache.setdefault(name, []).extend((fk, k, on) for fk, k in found)
    for v in cache.values():
        v.sort()
    _INDEX[id(compiled)] = (compiled, cache)
    return cache.get(event, [])


def _in_game(eng: Engine, event: str) -> list[tuple[str, int, str]]:
    """``listeners`` of this event whose card is in this game (any zone), in the same order: the
    others have no instance to answer with. Kept per game (``game_memo``)."""
    memo = game_memo(eng.state)
    key = ("would_listeners", event)
    found: list[tuple[str, int, str]] | None = memo.get(key)
    if found is None:
        present = cards_by_def(eng.state)
        found = memo[key] = [x for x in listeners(eng, event) if x[0].split(".", 1)[0] in present]
    return found


def _cost_payable(eng: Engine, iid: str, on: str) -> bool:
    """A Ranger card in play answers only if the cost its inventory prints for this key can be paid
    (exhaust it: it must be ready; use N of its tokens: it must have them)."""

    f = eng.facts(iid)
    for p in f.printed:
        if p.key == on:
            return flow_calls().printed_cost_payable(eng, p, iid, f)
    return True


def _whose_event_fits(eng: Engine, iid: str, on: str, owner: str, event: PendingEvent) -> bool:
    """The printed filter of a Ranger card's answer: "when you would ..." (inventory ``who`` you,
    the default) answers only its owner's event; ``who: any`` ("when a Ranger would ...") anyone's.
    An event about no Ranger (a card would ready) is not filtered; a second printed answer of the
    same kind (``...#2``) is read like the first."""
    if event.ranger is None or event.ranger == owner:
        return True
    base = HookKey.parse(on).first
    entries = [p for p in eng.facts(iid).printed if HookKey.parse(p.key).first == base]
    return not entries or any(p.who == "any" for p in entries)


def _usable(eng: Engine, event: PendingEvent, fk: str, k: int, on: str) -> list[tuple[str, str]]:
    """(card, Ranger) pairs of instances of this ability that can answer now."""

    st = eng.state
    def_id = fk.split(".", 1)[0]
    ab = eng.book.behaviour.faces[fk].abilities[k]
    out: list[tuple[str, str]] = []
    for iid in cards_by_def(st).get(def_id, ()):
        inst = st.cards[iid]
        if ab.zone == "in_play":
            if not in_play(st, iid):
                continue
        elif not _in_zone(st, iid, ab.zone):
            continue
        # Whose choice: a Ranger card's owner; a path card's: the Ranger the event happens to.
        who = inst.owner or event.ranger or st.lead
        if ab.zone == "hand" and not flow_calls().affordable(eng, who, iid):
            continue
        if ab.zone == "in_play" and inst.owner is not None and not _cost_payable(eng, iid, ab.covers or on):
            continue
        if inst.owner is not None and not _whose_event_fits(eng, iid, on, inst.owner, event):
            continue
        bound = bindings(event, who)
        if ab.if_ is not None and not holds(Ctx(eng, f"{fk}/abilities/{k}/effects", 0, iid, bound), ab.if_):
            continue
        out.append((iid, who))
    return out


def _any_listening(eng: Engine, found: list[tuple[str, int, str]]) -> bool:
    """Is some instance of these answers' cards in the zone its answer listens from (the first
    filter of ``_usable``)? One look per instance, nothing else worked out."""
    st = eng.state
    instances = cards_by_def(st)
    faces = eng.book.behaviour.faces
    for fk, k, _on in found:
        zone = faces[fk].abilities[k].zone
        for iid in instances.get(fk.split(".", 1)[0], ()):
            if in_play(st, iid) if zone == "in_play" else _in_zone(st, iid, zone):
                return True
    return False


def _moment_faces(eng: Engine, found: list[tuple[str, int, str]]) -> bool:
    """Is one of these answers a Ranger moment's of this game (which a carrier could play from
    where it lies: ``would_offers``)? Without one, ``would_offers`` offers nothing."""
    if eng.state.auto_pass or not eng.book.behaviour.faces:
        return False

    faces = flow_calls().moment_answers(eng)[1]
    return any(fk in faces for fk, _k, _on in found)


def _in_zone(st: GameState, iid: str, zone: str) -> bool:
    """``where(st, iid)[0] == zone`` without walking every list first: a card sits in exactly one
    list of the state (the invariant checker verifies it), so only that zone's lists are looked at."""
    card = st.cards.get(iid)
    if card is not None and card.attached_to is not None:
        return zone == "attached"
    if zone in RANGER_ZONES:
        return any(iid in getattr(r, zone) for r in st.rangers)
    if zone in SHARED_ZONES:
        return iid in getattr(st, zone)
    return where(st, iid)[0] == zone


def bindings(event: PendingEvent, you: str) -> dict[str, Any]:
    bound: dict[str, Any] = {"$event": event.id, "$you": you, "$amount": event.amount}
    if event.ranger is not None:
        bound["$ranger"] = event.ranger
    if event.card is not None:
        bound["$card"] = event.card
    if event.source is not None:
        bound["$source"] = event.source
    if event.symbol is not None:
        bound["$symbol"] = event.symbol
    return bound


def _event(
    eng: Engine,
    kind: str,
    ranger: str | None,
    card: str | None,
    source: str | None,
    amount: int,
    symbol: str | None,
    then: list[Any] | None,
) -> PendingEvent:
    """The pending event ``would`` raises (not yet in the state)."""
    st = eng.state
    steps = list(then or ())
    values: dict[str, Any] = {
        "id": max((p.id for p in st.pending), default=0) + 1,
        "kind": kind,
        "ranger": ranger,
        "card": card,
        "source": source,
        "amount": amount,
        "symbol": symbol,
        "then": steps,
    }
    # Raised for every fatigue, injury, harm, ready and draw: built unvalidated from the engine's
    # own values when they are already typed (steps), else validated.
    if isinstance(amount, int) and all(isinstance(s, Step) for s in steps):
        return fresh(PendingEvent, **values)
    return PendingEvent(**values)


def answers(eng: Engine, event: PendingEvent, found: list[tuple[str, int, str]]) -> list[Any]:
    """The ``would_offer`` steps for each usable instance of each answer in ``found``, then the
    carriers' ``would_elsewhere`` steps (engine/flow/play_elsewhere.py)."""
    st = eng.state
    offers = [
        step("would_offer", event=event.id, face=fk, n=k, on=on, card=iid, ranger=who)
        for fk, k, on in found
        for iid, who in _usable(eng, event, fk, k, on)
        # Under auto-pass an optional answer is never asked: it is not an answer at all.
        if not (st.auto_pass and eng.book.behaviour.faces[fk].abilities[k].optional)
    ]

    # A moment a card can play from where it lies (a discard pile, the card it is attached to).
    offers += flow_calls().would_offers(eng, event, found)
    return offers


def would(
    eng: Engine,
    kind: str,
    *,
    ranger: str | None = None,
    card: str | None = None,
    source: str | None = None,
    amount: int = 0,
    symbol: str | None = None,
    then: list[Any] | None = None,
) -> bool:
    """Raise a "would" event. False: nobody can answer, apply it now. True: the answers are queued,
    followed by ``would_done`` (which applies what is left of it; ``then``: the steps that carry
    the event out, queued unless it was prevented)."""
    found = _in_game(eng, kind)
    if not found:
        return False
    if not _any_listening(eng, found) and not _moment_faces(eng, found):
        # No instance of an answering card is where its answer listens from, and no moment a
        # carrier could play answers it: nothing can be offered (``answers`` would find
        # nothing), so no pending event is even built.
        return False
    st = eng.state
    event = _event(eng, kind, ranger, card, source, amount, symbol, then)
    offers = answers(eng, event, found)
    if not offers:
        return False

    st.pending.append(event)
    eng.push(step("would_done", event=event.id))
    # Answers of two or more cards: the players choose which is offered first (Timing); one
    # that prevents the event leaves the later ones nothing to answer.
    flow_calls().queue_in_chosen_order(eng, offers, event.ranger or st.lead)
    return True


def pending(eng: Engine, event_id: Any) -> PendingEvent | None:
    """The pending event with this id (the innermost one when ``event_id`` is None)."""
    st = eng.state
    for p in reversed(st.pending):
        if event_id is None or p.id == event_id:
            return p
    return None


def would_offer(eng: Engine, args: dict[str, Any]) -> None:
    """One answer to a pending event: still usable? then asked (optional) or run (forced)."""
    st = eng.state
    event = pending(eng, args["event"])
    if event is None or event.prevented:
        return
    fk, k, on = str(args["face"]), int(args["n"]), str(args["on"])
    iid, who = str(args["card"]), str(args["ranger"])
    if (iid, who) not in _usable(eng, event, fk, k, on):
        return
    ab = eng.book.behaviour.faces[fk].abilities[k]
    use = step("would_use", event=event.id, face=fk, n=k, on=on, card=iid, ranger=who)
    if not ab.optional:
        eng.push(use)
        return
    if st.auto_pass:
        return
    options = [
        opt(id="yes", label=f"Use {eng.name(iid)}", kind="yes", card=iid, then=[use]),
        opt(id="no", label="Let it happen", kind="no", card=iid),
    ]
    eng.ask("effect_may", who, f"{eng.name(iid)}: answer {event_words(eng, event)}?", options)


def event_words(eng: Engine, event: PendingEvent) -> str:
    """The pending event in words, for the question asking whether to answer it."""
    st = eng.state
    return {
        "fatigue": f"{event.amount} fatigue for {st.ranger(event.ranger).name}"
        if event.ranger
        else "fatigue",
        "injury": f"an injury to {st.ranger(event.ranger).name}" if event.ranger else "an injury",
        "harm": f"{event.amount} harm on {eng.name(event.card)}" if event.card else "harm",
        "ready": f"{eng.name(event.card)} readying" if event.card else "a card readying",
        "path_draw": "a path card draw",
        "challenge_draw": "a challenge card draw",
        "challenge_effect": f"the {event.symbol} challenge effect of {eng.name(event.card)}"
        if event.card
        else "a challenge effect",
    }.get(event.kind, event.kind)


def would_use(eng: Engine, args: dict[str, Any]) -> None:
    """Pay the answer's printed cost (exhaust, tokens; a moment's energy), then its cost effects and
    effects, with the event's details bound."""

    event = pending(eng, args["event"])
    if event is None:
        return
    fk, k, on = str(args["face"]), int(args["n"]), str(args["on"])
    iid, who = str(args["card"]), str(args["ranger"])
    ab = eng.book.behaviour.faces[fk].abilities[k]
    eng.rec.event("response", f"{eng.state.ranger(who).name} uses {eng.name(iid)}", [iid], who)
    if eng.state.cards[iid].owner is not None:  # the printed cost of the ability it belongs to
        flow_calls().pay_printed_cost(eng, who, iid, ab.covers or on)
    bound = bindings(event, who)
    # Rulebook: Clearing Cards - a card the answer brought to a threshold clears once it is done.
    eng.push(effects_step(run_ref(fk, k, ab), 0, iid, bound), step("check_clears"))


def would_done(eng: Engine, args: dict[str, Any]) -> None:
    """The answers are done: apply what is left of the event (nothing if prevented)."""

    st = eng.state
    event = pending(eng, args["event"])
    if event is None:
        return
    st.pending = [p for p in st.pending if p.id != event.id]
    if event.prevented:
        what = {
            "path_draw": "path card draw",
            "challenge_draw": "challenge card draw",
            "challenge_effect": "challenge effect",
        }.get(event.kind, event.kind)
        eng.rec.event("prevented", f"The {what} does not happen", [c for c in (event.card,) if c])
        if event.kind == "challenge_draw":
            eng.push(step("test_reveal", replaced=True, prevented=True))
        elif event.kind == "challenge_effect" and event.card is not None and not event.then:
            # (a test's step 5 records the cancelled effect; one resolved by a card's effect: nothing)
            eng.push(step("challenge_resolve", card=event.card, symbol=event.symbol, prevented=True))
        return
    if event.kind == "fatigue" and event.ranger is not None:
        ops.suffer_fatigue(eng, event.ranger, event.amount, event.source, replaced=True)
    elif event.kind == "injury" and event.ranger is not None:
        ops.injure(eng, event.ranger, event.source, replaced=True)
    elif event.kind == "ready" and event.card is not None:
        ops.ready(eng, event.card, replaced=True)
    elif event.kind == "path_draw" and event.ranger is not None:
        eng.push(step("path_draw", ranger=event.ranger, replaced=True))
    elif event.kind == "challenge_draw":
        eng.push(step("test_reveal", replaced=True))
    elif event.kind == "challenge_effect" and event.then:  # resolved by a card's effect
        eng.push(*event.then)
    elif event.kind == "challenge_effect" and event.card is not None:
        eng.push(step("challenge_resolve", card=event.card, symbol=event.symbol, replaced=True))
    elif event.kind == "harm" and event.card is not None:
        ops.add_tokens(eng, event.card, "harm", event.amount, source=event.source, replaced=True)


# --------------------------------------------------------------------------- the replacement verbs
# Runners of content/behaviour/replacements.py: what an answer does to the pending event.


def _pending(ctx: Ctx) -> Any:
    return pending(ctx.eng, ctx.bindings.get("$event"))


@runs(bh.Prevent)
def _verb_prevent(ctx: Ctx, _e: bh.Prevent) -> bool:
    """The "would" event this answer is about does not happen (outside one: nothing)."""
    event = _pending(ctx)
    if event is not None:
        event.prevented = True
    return CONTINUE_LIST


@runs(bh.Reduce)
def _verb_reduce(ctx: Ctx, e: bh.Reduce) -> bool:
    """The pending fatigue of this answer is smaller (never below 0); ``$amount`` follows it."""
    event = _pending(ctx)
    if event is not None:
        event.amount = max(0, event.amount - max(0, amount(ctx, e.amount)))
        ctx.bindings["$amount"] = event.amount
        if event.amount == 0 and event.kind == "fatigue":
            event.prevented = True
    return CONTINUE_LIST


@runs(bh.IncreaseAdded)
def _verb_increase_added(ctx: Ctx, e: bh.IncreaseAdded) -> bool:
    """The tokens this ``tokens_added`` response answers are more (outside one: nothing)."""
    card, kind = ctx.bindings.get("$card"), ctx.bindings.get("$kind")
    if card is not None and kind is not None and str(card) in ctx.eng.state.cards:
        ops.increase_added(ctx.eng, str(card), str(kind), amount(ctx, e.amount))
    return CONTINUE_LIST
