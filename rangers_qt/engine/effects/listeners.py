"""Game events with details, and the cards that listen to them in any zone.

Why an index: most events (a card entering play, tokens added, a draw) happen many times a round
and almost no card listens. ``CompiledBehaviour.triggers`` maps each trigger to the abilities that
name it, so ``notify`` answers "nobody listens" with one dict lookup; only when some card in the
catalog listens are the instances of those cards looked up (in play by default; an ability's
``zone`` says hand or discard). The details become bindings of the queued ``ability`` steps
(``$card``, ``$ranger``, ``$kind``, ``$amount``, ``$symbol``), so a listener's ``if`` can filter.
"""

from __future__ import annotations

from typing import Any

from rangers_qt.content.behaviour.compile import face_key
from rangers_qt.content.moments import HEARD_EVENTS
from rangers_qt.engine.core import Engine, flow_calls, step
from rangers_qt.engine.modifier_layer.evaluate import Ctx, holds
from rangers_qt.engine.zones import cards_by_def, in_play, iter_in_play


def notify(
    eng: Engine, event: str, card: str | None = None, ranger: str | None = None, **details: Any
) -> None:
    """Queue the abilities of every card listening to ``event`` (not the card the event is about)."""
    by_def = _listeners_by_def(eng, event)
    if not by_def:
        return
    st = eng.state
    queued = []
    instances = cards_by_def(st)
    # Definition by definition (the queued steps are put in card order below).
    for iid in [i for d in by_def for i in instances.get(d, ())]:
        inst = st.cards[iid]
        key = face_key(inst.def_id, inst.side)
        for fk, k, itself in by_def[inst.def_id]:
            if fk != key or (iid == card and not itself):
                continue
            zone = eng.book.behaviour.faces[fk].abilities[k].zone
            if not _listens(st, iid, zone):
                continue
            bindings: dict[str, Any] = {f"${n}": v for n, v in sorted(details.items())}
            if card is not None:
                bindings["$card"] = card
            if ranger is not None:
                bindings["$ranger"] = ranger
            # A Ranger card's "you" is the Ranger who played it (Rulebook: A Note on Style).
            bindings["$you"] = inst.owner or ranger or st.lead
            if not _fires(eng, fk, k, iid, bindings):
                continue  # its condition fails as the event happens: nothing to order or ask
            queued.append(step("ability", face=fk, n=k, src=iid, b=bindings))
    if queued:
        ordered = sorted(queued, key=lambda s: int(str(s.args["src"]).lstrip("c") or 0))
        # Timing: "after" responses wait for the "when" ones (and plain listeners) of the event;
        # the players order only the texts of one timing.
        later = [s for s in ordered if _after(eng, s)]
        now = [s for s in ordered if not _after(eng, s)]
        if later:
            flow_calls().queue_in_chosen_order(eng, later, ranger or st.lead)
        if now:
            flow_calls().queue_in_chosen_order(eng, now, ranger or st.lead)


_BY_DEF: dict[int, tuple[object, dict[str, dict[str, list[tuple[str, int, bool]]]]]] = {}


def _listeners_by_def(eng: Engine, event: str) -> dict[str, list[tuple[str, int, bool]]]:
    """The abilities listening to ``event`` (its triggers, then the responses answering it, each
    with whether it may be about the card itself), by card definition: worked out once per
    compiled behaviour and event (kept with it, so an id is never reused), not at every event."""
    compiled = eng.book.behaviour
    hit = _BY_DEF.get(id(compiled))
    if hit is None or hit[0] is not compiled:
        hit = (compiled, {})
        _BY_DEF[id(compiled)] = hit
    found = hit[1].get(event)
    if found is None:
        by_def: dict[str, list[tuple[str, int, bool]]] = {}
        for fk, k in compiled.triggers.get(event) or ():
            by_def.setdefault(fk.split(".", 1)[0], []).append((fk, k, False))
        itself = event in ABOUT_ITSELF
        for fk, k in _responses_to(eng, event):  # "after harm is put on this card": about itself
            by_def.setdefault(fk.split(".", 1)[0], []).append((fk, k, itself))
        found = hit[1][event] = by_def
    return found


def _after(eng: Engine, s: Any) -> bool:
    on = eng.book.behaviour.faces[str(s.args["face"])].abilities[int(s.args["n"])].on
    return on.startswith("response:after:")


def _fires(eng: Engine, fk: str, k: int, iid: str, bindings: dict[str, Any]) -> bool:
    """The listener's ``if`` holds as its trigger fires (the ``ability`` step checks it again)."""
    ab = eng.book.behaviour.faces[fk].abilities[k]
    if ab.if_ is None:
        return True
    return holds(Ctx(eng, f"{fk}/abilities/{k}/effects", 0, iid, dict(bindings)), ab.if_)


#: Game events -> the printed-inventory events of responses that answer them (cards/README.md):
#: a card's ``response:when:tokens_added`` / ``response:after:tokens_added`` ability runs as a
#: listener of ``tokens_added``, with the event's details as bindings.
RESPONSE_EVENTS: dict[str, tuple[str, ...]] = HEARD_EVENTS  # content/moments.py ``Moment.heard_as``
#: Game events answered only by responses of these timings (``response:when:challenge_effect`` is a
#: card's answer to its own challenge effect about to resolve: engine/flow/challenge.py).
RESPONSE_TIMINGS: dict[str, tuple[str, ...]] = {"challenge_effect_resolved": ("after",)}
#: Events a card's response may answer about itself (its own entering play is ``enters_play``).
ABOUT_ITSELF = frozenset({"tokens_added", "card_exhausted", "challenge_effect_resolved", "tokens_used"})
_RESPONSES: dict[int, tuple[object, dict[str, tuple[tuple[str, int], ...]]]] = {}


def _responses_to(eng: Engine, event: str) -> tuple[tuple[str, int], ...]:
    """(face, ability) of ``response:<when|after>:<e>`` abilities answering this game event,
    indexed once per compiled behaviour (kept with it, so an id is never reused)."""
    compiled = eng.book.behaviour
    hit = _RESPONSES.get(id(compiled))
    if hit is None or hit[0] is not compiled:
        index: dict[str, tuple[tuple[str, int], ...]] = {}
        for ev, printed in RESPONSE_EVENTS.items():
            timings = RESPONSE_TIMINGS.get(ev, ("before", "when", "after"))
            keys = [f"response:{t}:{e}" for e in printed for t in timings]
            index[ev] = tuple(x for key in keys for x in compiled.triggers.get(key, ()))
        hit = (compiled, index)
        _RESPONSES[id(compiled)] = hit
    return hit[1].get(event, ())


def reach_watch(eng: Engine, card: str, ranger: str, then: Any) -> bool:
    """A card is about to be within ``ranger``'s reach (it enters play there, or moves there): a
    response "before a being moves or enters play within reach" (Agitated Meadowlarks) answers
    first. When some card in play would answer now (its ability's ``if`` holds with ``$card`` and
    ``$ranger`` bound), ``then`` (the rest of the entering or the move: enters-play text, Ambush) is
    queued behind the answers and True is returned; otherwise nothing changes (False)."""
    answers = _responses_to(eng, "card_enters_reach")
    if not answers or not _would_answer(eng, answers, card, ranger):
        return False
    eng.push(then)
    notify(eng, "card_enters_reach", card=card, ranger=ranger)
    return True


def _would_answer(eng: Engine, answers: tuple[tuple[str, int], ...], card: str, ranger: str) -> bool:
    st = eng.state
    wanted = {fk.split(".", 1)[0] for fk, _k in answers}
    for iid in sorted(i for i, c in st.cards.items() if c.def_id in wanted and i != card):
        inst = st.cards[iid]
        key = face_key(inst.def_id, inst.side)
        for fk, k in answers:
            if fk != key or not in_play(st, iid):
                continue
            ab = eng.book.behaviour.faces[fk].abilities[k]
            bindings = {"$card": card, "$ranger": ranger, "$you": ranger}
            if ab.if_ is None or holds(Ctx(eng, fk, 0, iid, bindings), ab.if_):
                return True
    return False


def triggered(eng: Engine, trigger: str, you: str) -> list[Any]:
    """``ability`` steps of the cards in play (canonical order) with an ability on ``trigger``
    (``after_travel``...): the acting Ranger is the card's owner, else ``you``."""
    found = eng.book.behaviour.triggers.get(trigger)
    if not found:
        return []

    st = eng.state
    wanted: dict[str, list[int]] = {}
    for fk, k in found:
        wanted.setdefault(fk, []).append(k)
    out = []
    for iid in iter_in_play(st):
        inst = st.cards[iid]
        for k in wanted.get(face_key(inst.def_id, inst.side), []):
            out.append(
                step(
                    "ability",
                    face=face_key(inst.def_id, inst.side),
                    n=k,
                    src=iid,
                    b={"$you": inst.owner or you},
                )
            )
    return out


def _listens(st: Any, iid: str, zone: str) -> bool:
    """Is the card in the zone its ability listens from? (``_in_zone`` reads ``where`` without
    walking every list first: tests/engine/test_window_indexes.py checks they agree.)"""
    if zone == "in_play":
        return in_play(st, iid)
    # Imported on first use: loading it loads this module back:
    # engine.effects.replacements -> engine.ops -> here.
    from rangers_qt.engine.effects.replacements import _in_zone

    return _in_zone(st, iid, zone)
