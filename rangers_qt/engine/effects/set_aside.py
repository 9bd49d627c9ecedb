"""Setting cards aside (a card's "set aside" instruction): the cards leave play and are kept apart,
out of every pile, as the set-aside cards of the card that set them aside (``state.set_aside_by``;
the selector zone ``set_aside`` reads them back for that card). A card being cleared is set aside
in place of being discarded once its clear text is done (``clear_finish``). A set-aside path card
that returns to the collection leaves the game."""

from __future__ import annotations

from typing import TYPE_CHECKING

from rangers_qt.engine import ops
from rangers_qt.engine.effects.runner import each_card
from rangers_qt.engine.zones import in_play

if TYPE_CHECKING:
    from rangers_qt.content import behaviour as bh
    from rangers_qt.engine.core import Engine
    from rangers_qt.engine.modifier_layer.evaluate import Ctx


def _being_cleared(eng: Engine, iid: str) -> bool:
    return any(s.op == "clear_finish" and s.args.get("card") == iid for s in eng.state.queue)


def set_aside(eng: Engine, iid: str, by: str | None) -> None:
    """``iid`` is set aside by ``by``: now, or (while it is being cleared) in place of its discard."""
    st = eng.state
    if iid not in st.cards or not in_play(st, iid) or eng.facts(iid).category in ("mission", "location"):
        return
    if by is not None:
        st.set_aside_by[iid] = by
    if _being_cleared(eng, iid):
        eng.rec.event("set_aside", f"{eng.name(iid)} will be set aside in place of its discard", [iid])
        return
    ops.leave_play(eng, iid, ("set_aside", None))
    eng.rec.event("set_aside", f"{eng.name(iid)} is set aside", [iid])
    eng.rec.area("set_aside")


def kept_in_play(eng: Engine, iid: str) -> None:
    """A cleared card that stays in play (no longer at its threshold) is not set aside."""
    eng.state.set_aside_by.pop(iid, None)


def return_set_aside(eng: Engine, iid: str) -> bool:
    """A set-aside path card returns to the collection: it leaves the game. False if it is not one."""
    st = eng.state
    if iid not in st.set_aside or st.cards[iid].owner is not None:
        return False
    eng.rec.event("collection", f"{eng.name(iid)} returns to the collection", [iid])
    st.set_aside.remove(iid)
    st.set_aside_by.pop(iid, None)
    st.cards.pop(iid, None)
    eng.rec.area("set_aside")
    return True


def verb_set_aside(ctx: Ctx, e: bh.SetAside) -> bool:

    return each_card(ctx, e.target, "Set aside", lambda i: set_aside(ctx.eng, i, ctx.src), e.as_)
