"""Costs (issue #27: "do A to do B", "use N tokens", "pay X:"): can an ability's or an option's
``cost`` be paid now? Asked before anything is offered - a turn's play, a response, a choice -
so a card whose cost cannot be paid is not offered, and its effect never happens without it
(the cost and the effects then run as one list: content/behaviour/compile.py ``run_ref``).

Fixed payments are counted (N tokens of a card, N energy, N fatigue from your deck); a payment
that names cards by a filter (put harm on a flora, discard one of your gear, choose a being)
needs one such card in play now. A payment naming a card bound earlier in the cost (``$gear``)
is decided by the one that bound it; any other payment is assumed payable (its verb pays what it can).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from rangers_qt.content import behaviour as bh
from rangers_qt.content.behaviour.compile import face_key
from rangers_qt.engine.core import Engine
from rangers_qt.engine.modifier_layer.evaluate import Ctx, holds, select, token_kind

#: Verbs whose payment is a card a filter names: payable while the filter finds one.
_CARD_PAYMENTS = (bh.AddTokens, bh.Discard, bh.ChooseCard, bh.Exhaust)


def can_pay(ctx: Ctx, cost: Sequence[Any]) -> bool:
    """Can every payment of ``cost`` be made now (``ctx``: the acting Ranger and the card)?"""
    return all(_payable(ctx, e) for e in cost)


def _payable(ctx: Ctx, e: Any) -> bool:
    st = ctx.eng.state
    if isinstance(e, bh.RemoveTokens | bh.UseTokens) and isinstance(e.amount, int):
        cards = select(ctx, e.target)
        enough = [c for c in cards if st.cards[c].tokens.get(token_kind(ctx, c, e.kind), 0) >= e.amount]
        # A named card must hold them; a filter needs one card that does.
        return bool(enough) and not (isinstance(e.target, str) and len(enough) < len(cards))
    if isinstance(e, bh.SpendEnergy) and isinstance(e.amount, int) and e.who == "you":
        r = st.ranger(ctx.you)
        have = sum(r.energy.values()) if e.aspect == "choose" else r.energy.get(e.aspect, 0)
        return have >= e.amount
    if isinstance(e, bh.SufferFatigue) and isinstance(e.amount, int) and e.who == "you":
        # Rulebook: Ranger too Fatigued - fatigue a Ranger cannot suffer ends the day; as a cost it
        # cannot be paid (Insightful with an empty deck ended the day for its card).
        return len(st.ranger(ctx.you).deck) >= e.amount
    if isinstance(e, _CARD_PAYMENTS) and not isinstance(e.target, str):
        return bool(select(ctx, e.target))
    return True


def play_cost_payable(eng: Engine, iid: str, you: str) -> bool:
    """Can the cost of this card's ``play`` abilities be paid by ``you`` now ("discard one of
    your gear to ...": with no gear the card is not played)?"""
    card = eng.state.cards[iid]
    fk = face_key(card.def_id, card.side)
    b = eng.book.behaviour.faces.get(fk)
    if b is None:
        return True
    return all(
        can_pay(Ctx(eng, f"{fk}/abilities/{k}/effects", 0, iid, {"$you": you}), ab.cost)
        for k, ab in enumerate(b.abilities)
        if ab.on == "play" and ab.cost
    )


def play_guard_holds(eng: Engine, iid: str, you: str) -> bool:
    """Does the condition of this card's ``play`` abilities hold now? A moment whose every play
    ability is guarded by a condition that does not hold would do nothing: it is not played, its
    energy never spent for nothing (Umbra's Shadow with no being, Hy Pimpot's Secret Recipe with
    no flora)."""
    card = eng.state.cards[iid]
    fk = face_key(card.def_id, card.side)
    b = eng.book.behaviour.faces.get(fk)
    plays = [(k, ab) for k, ab in enumerate(b.abilities) if ab.on == "play"] if b is not None else []
    if not plays or any(ab.if_ is None for _k, ab in plays):
        return True
    return any(
        holds(Ctx(eng, f"{fk}/abilities/{k}/effects", 0, iid, {"$you": you}), ab.if_) for k, ab in plays
    )
