"""Which printed texts a card has for a hook, and queuing the ``card_text`` step that runs one.

Why below the flows (beside ``ops``), while the step itself (``flow/card_text.py``) is a flow:
the low-level operations reach these moments themselves (a card entering play, becoming
unattached, the day ending) and must ask whether a text is waiting there and queue it, without
importing the flows that import them (docs/layers.md).
"""

from __future__ import annotations

from typing import Any

from rangers_qt.content.hook_key import HookKey
from rangers_qt.engine.cards import Facts
from rangers_qt.engine.core import Engine, flow_calls, step
from rangers_qt.engine.state import DELAYED_UNTIL
from rangers_qt.engine.zones import iter_in_play


def has_text(f: Facts, key: str) -> bool:
    """Does the card (its showing face) print a text for this hook?"""
    hook = HookKey.parse(key)
    if hook.hook == "challenge":
        return hook.symbol in f.challenge
    if hook.hook == "test" and hook.branch == "success":
        return any(t.id == hook.test for t in f.tests)
    if key == "play" and not f.printed:
        return f.type == "moment"
    return key in f.printed_keys


def wants_text(eng: Engine, iid: str, key: str) -> bool:
    """Is there anything to do for this hook: behaviour to run (an interpreter is plugged in) or a
    printed text to pause for? Lets callers skip queuing a step that would do nothing."""
    if has_text(eng.facts(iid), key):
        return True
    if eng.reg.text is None:
        return False
    return flow_calls().has_behaviour(eng, iid, key)


def queue_card_text(eng: Engine, key: str, card: str, ranger: str | None, **bindings: Any) -> bool:
    """Queue ``card_text`` next (before anything already queued); False when there is nothing to do."""
    if not wants_text(eng, card, key):
        return False
    eng.push(card_text_step(key, card, ranger, **bindings))
    return True


def card_text_step(key: str, card: str, ranger: str | None, **bindings: Any) -> Any:
    return step("card_text", key=key, card=card, ranger=ranger, bindings=bindings)


def has_end_of_day_texts(eng: Engine) -> bool:
    """Is there an "at the end of the day" text to run before the day ends (a delayed effect,
    a listener or a printed text of a card in play; the texts run in ``flow/end_of_day.py``)?"""
    st = eng.state
    if any(d[DELAYED_UNTIL] == "end_of_day" for d in st.delayed):
        return True
    listening = {fk.split(".", 1)[0] for fk, _k in eng.book.behaviour.triggers.get("end_of_day", ())}
    return any(
        st.cards[iid].def_id in listening or "end_of_day" in eng.facts(iid).printed_keys
        for iid in iter_in_play(st)
    )
