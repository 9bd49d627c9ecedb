"""Rulebook: Ending the Day - texts that resolve "at the end of the day" run before the day's queue
is dropped.

Why two stages: ``ops.end_day`` is called from deep inside a step (a Ranger who cannot draw, a
third injury at the end of a turn, camping, a guide entry). When a card in play has an end-of-day
text (behaviour ``end_of_day`` abilities; a printed ``end_of_day`` hook without behaviour, which
pauses for the players; effects ``delayed`` until ``end_of_day``), the day is marked as closing
(``GameState.closing = "pending"``): everything else stops (``ops.ended`` is true), the engine drops
the rest of the day's queue, runs those texts (``closing = "running"``), and the ``end_of_day``
step then ends the day for real. A day without such texts ends at once, as before.
"""

from __future__ import annotations

from typing import Any

from rangers_qt.content.behaviour.compile import face_key
from rangers_qt.engine import ops
from rangers_qt.engine.core import Engine, step
from rangers_qt.engine.effects.runner import effects_step
from rangers_qt.engine.flow.card_text import card_text_step
from rangers_qt.engine.flow.simultaneous import queue_in_chosen_order
from rangers_qt.engine.prompts import Step
from rangers_qt.engine.state import DELAYED_BINDINGS, DELAYED_EFFECTS, DELAYED_SOURCE, DELAYED_UNTIL
from rangers_qt.engine.zones import iter_in_play


def texts(eng: Engine) -> list[Step]:
    """The end-of-day texts of the cards in play (canonical order), then delayed effects."""

    st = eng.state
    out: list[Step] = []
    listening = {fk for fk, _k in eng.book.behaviour.triggers.get("end_of_day", ())}
    for iid in iter_in_play(st):
        card = st.cards[iid]
        fk = face_key(card.def_id, card.side)
        if fk in listening:
            b = eng.book.behaviour.faces[fk]
            you = card.owner or st.lead
            out += [
                step("ability", face=fk, n=k, src=iid, b={"$you": you})
                for k, ab in enumerate(b.abilities)
                if ab.on == "end_of_day"
            ]
        elif "end_of_day" in eng.facts(iid).printed_keys:
            out.append(card_text_step("end_of_day", iid, card.owner or st.lead))
    if st.delayed:
        out += [
            effects_step(
                str(d[DELAYED_EFFECTS]), 0, d.get(DELAYED_SOURCE), dict(d.get(DELAYED_BINDINGS) or {})
            )
            for d in st.delayed
            if d[DELAYED_UNTIL] == "end_of_day"
        ]
        st.delayed = [d for d in st.delayed if d[DELAYED_UNTIL] != "end_of_day"]
    return out


def start_closing(eng: Engine) -> None:
    """Drop the rest of the day's queue and run the end-of-day texts, then end the day."""

    st = eng.state
    st.queue.clear()
    st.prompt = None
    eng.rec.changes.prompt = True
    st.closing = "running"
    eng.push(step("end_of_day", reason=st.closing_reason))
    queue_in_chosen_order(eng, texts(eng), st.lead)


def end_of_day(eng: Engine, args: dict[str, Any]) -> None:
    """The end-of-day texts are done: the day ends."""

    ops.end_day(eng, str(args.get("reason") or eng.state.closing_reason))
