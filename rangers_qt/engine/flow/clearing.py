"""Rulebook: Clearing Cards; Ranger Tokens (the Ranger-token threshold).

Why a step of its own: clearing happens after the current rules step finishes, so anything that
adds tokens just queues ``check_clears``. A card without a threshold never clears; a location
never clears; a mission or weather card that clears stays in the surroundings (ruling R6).
"""

from __future__ import annotations

from typing import Any

from rangers_qt.engine import ops
from rangers_qt.engine.core import Engine, step
from rangers_qt.engine.effects.listeners import notify
from rangers_qt.engine.effects.set_aside import kept_in_play
from rangers_qt.engine.flow.card_text import card_text_step, wants_text
from rangers_qt.engine.flow.responses import open_window
from rangers_qt.engine.modifier_layer.modifiers import clear_replaced
from rangers_qt.engine.ops import reached, reached_past_quick_test
from rangers_qt.engine.prompts import opt
from rangers_qt.engine.zones import in_play, iter_in_play


def check_clears(eng: Engine, _args: dict[str, Any]) -> None:
    if ops.ended(eng):
        return
    with eng.frozen():  # reading only: the step ends as soon as a clear is queued or asked
        _first_clear(eng)


def _first_clear(eng: Engine) -> None:
    pending: set[str] | None = None
    cards = eng.state.cards
    facts = eng.facts
    for iid in iter_in_play(eng.state):
        tokens = cards[iid].tokens
        f = facts(iid)
        if f.category == "location" or (
            not tokens.get("progress")
            and not tokens.get("harm")
            and (f.progress is None or f.progress.kind != "ranger_tokens")
        ):
            # ``reached`` is [], known without the call (most cards in play, every time): with no
            # progress and no harm on it, only a Ranger-token threshold can have been reached.
            continue
        kinds = reached_past_quick_test(eng, iid, cards[iid], f)
        if not kinds:
            continue
        if pending is None:
            pending = {s.args.get("card", "") for s in eng.state.queue if s.op == "clear_finish"}
        if iid in pending:  # its clear text is being resolved (``clear``): no second clear
            continue
        if len(kinds) == 1:
            eng.push(step("clear", card=iid, kind=kinds[0]), step("check_clears"))
            return
        options = [
            opt(
                id=f"clear:{k}",
                label=f"Clear {eng.name(iid)} by {k}",
                kind="clear_type",
                card=iid,
                then=[step("clear", card=iid, kind=k), step("check_clears")],
            )
            for k in kinds
        ]
        ranger = eng.state.test.ranger if eng.state.test else eng.state.lead
        eng.ask("clear_type", ranger, f"{eng.name(iid)} reached both thresholds: clear it by which?", options)
        return


def clear(eng: Engine, args: dict[str, Any]) -> None:
    """Rulebook: Clearing Cards - perform the card's "Clear" text, then, if it still has enough
    tokens to clear, discard it. The text runs first (``card_text``: behaviour or a pause for
    the players), and ``clear_finish`` checks the threshold again afterwards."""
    st = eng.state
    iid: str = args["card"]
    kind: str = args["kind"]
    if not in_play(st, iid) or kind not in reached(eng, iid):
        return
    f = eng.facts(iid)
    st.bump("clears")
    st.day.cleared.append(f"{f.id}:{kind}")  # for mission objectives (engine/day/missions.py)
    # Said as the threshold that cleared it: a Ranger-token threshold fills with Ranger tokens.
    by = (
        "Ranger tokens"
        if kind == "progress" and f.progress is not None and f.progress.kind == "ranger_tokens"
        else kind
    )
    eng.rec.event("clear", f"{f.name} clears by {by}", [iid])
    ranger = st.test.ranger if st.test else None
    if st.test is not None and iid not in st.test.inactive:
        st.test.inactive.append(iid)
    # The window runs after the card is discarded: what it was cleared by and the card it was
    # attached to travel with it ($by, $host: "after a being is cleared by harm", "when the attached
    # feature is cleared").
    by_kind = "ranger_tokens" if kind == "progress" and _by_ranger_tokens(eng, iid) else kind
    # Ranger cards attached to it leave play with it; they still answer its clear ($attached).
    on_it = [a for a in st.cards[iid].attached if st.cards[a].owner is not None and st.cards[a].face_up]
    extra = {"attached": on_it} if on_it else {}
    open_window(
        eng, "after_clear", card=iid, ranger=ranger, by=by_kind, host=st.cards[iid].attached_to, **extra
    )
    key = clear_key(eng, iid, kind)
    steps = []
    if key is not None and _own_text_replaced(eng, iid):
        key = None
    if key is not None and wants_text(eng, iid, key):
        by = "ranger_tokens" if kind == "progress" and _by_ranger_tokens(eng, iid) else kind
        steps.append(card_text_step(key, iid, ranger or st.lead, by=by))
    eng.push(*steps, step("clear_finish", card=iid, kind=kind))
    # Cards listening to "a card clears" go first, while the card is still in play with its tokens
    # and attachments (a mission takes the tokens off it, or notes what was attached).
    notify(eng, "card_cleared", card=iid, ranger=ranger, by=kind)


def _own_text_replaced(eng: Engine, iid: str) -> bool:
    """A constant in play (``replace_clear``) puts other results in place of this card's own clear
    text: it is not run (the listeners that give those results heard the clear above)."""
    if not eng.book.behaviour.constant_kinds.get("replace_clear"):
        return False
    by = clear_replaced(eng, iid)
    if by:
        eng.rec.event(
            "clear_replaced", f"{eng.name(iid)}'s own clear text is replaced by {eng.name(by[0])}", [iid]
        )
    return bool(by)


def _by_ranger_tokens(eng: Engine, iid: str) -> bool:
    f = eng.facts(iid)
    return f.progress is not None and f.progress.kind == "ranger_tokens"


def clear_key(eng: Engine, iid: str, kind: str) -> str | None:
    """The printed clear ability that fires for this threshold (``clear:progress+harm``...)."""
    by = "ranger_tokens" if kind == "progress" and _by_ranger_tokens(eng, iid) else kind
    for p in eng.facts(iid).printed:
        if p.hook == "clear" and by in p.by:
            return str(p.key)
    return None


def clear_finish(eng: Engine, args: dict[str, Any]) -> None:
    """After the clear text: discard the card only if it still meets the threshold it cleared by
    (the text may have removed tokens or moved Ranger tokens); weather and missions stay (R6)."""
    st = eng.state
    iid: str = args["card"]
    kind: str = args["kind"]
    if not in_play(st, iid) or kind not in reached(eng, iid):
        if in_play(st, iid):
            eng.rec.event("clear_kept", f"{eng.name(iid)} no longer meets its threshold: it stays", [iid])
            if st.set_aside_by:
                kept_in_play(eng, iid)
        return
    f = eng.facts(iid)
    if f.category in ("mission", "weather"):
        ops.remove_tokens(eng, iid, kind, st.cards[iid].tokens.get(kind, 0))
        if kind == "progress" and _by_ranger_tokens(eng, iid):
            for r in st.rangers:
                r.ranger_token_on = None
        return
    if iid in st.set_aside_by:  # set aside in place of its discard (engine/effects/set_aside.py)
        ops.leave_play(eng, iid, ("set_aside", None))
        eng.rec.event("set_aside", f"{eng.name(iid)} is set aside", [iid])
        eng.rec.area("set_aside")
        return
    ops.leave_play(eng, iid)
