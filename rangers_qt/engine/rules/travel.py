"""Rulebook: Phase 3: Travel (may the group travel?) and Keywords: Obstacle, Persistent."""

from __future__ import annotations

from rangers_qt.engine import ops
from rangers_qt.engine.cards import CardBook, CatalogLike
from rangers_qt.engine.core import Engine
from rangers_qt.engine.modifier_layer.modifiers import exhausted_for, has_keyword, travel_held
from rangers_qt.engine.rules.context import view
from rangers_qt.engine.rules.reasons import GOLDEN_RULE, OBSTACLE, TRAVEL, Reason
from rangers_qt.engine.state import GameState
from rangers_qt.engine.zones import iter_in_play


def current_location(eng: Engine) -> str | None:
    for iid in eng.state.surroundings:
        if eng.facts(iid).category == "location":
            return iid
    return None


def travel_blockers(eng: Engine) -> list[str]:
    """Why travel is impossible now (empty list: the group may travel)."""
    return [r.text for r in travel_reasons(eng)]


def travel_reasons(eng: Engine) -> list[Reason]:
    """``travel_blockers`` with each reason's kind, section and the card it names."""
    st = eng.state
    reasons: list[Reason] = []
    loc = current_location(eng)
    if loc is None:
        reasons.append(Reason("rule", "there is no location in the surroundings", TRAVEL))
    else:
        f = eng.facts(loc)
        if f.progress is not None and f.progress.kind == "ranger_tokens":
            # The Ranger-token icon: the threshold is met once every Ranger's token is on the card.
            missing = [r.name for r in st.rangers if r.ranger_token_on != loc]
            if missing:
                text = f"{f.name} still needs the Ranger token of {', '.join(missing)}"
                reasons.append(Reason("rule", text, TRAVEL, (loc,)))
        elif f.progress is not None and f.progress.kind == "x":
            pass  # ruling R28: the card's text defines X; the players judge (they may stay)
        else:
            need = ops.threshold(eng, loc, "progress")
            have = st.cards[loc].tokens.get("progress", 0)
            if need is None or have < need:
                reasons.append(Reason("rule", f"{f.name} has {have} progress of {need}", TRAVEL, (loc,)))
    for iid in iter_in_play(st):
        if not exhausted_for(eng, iid, _reach_owner(st, iid)) and has_keyword(eng, iid, "obstacle"):
            reasons.append(Reason("obstacle", f"{eng.name(iid)} is a ready obstacle", OBSTACLE, (iid,)))
    if eng.book.behaviour.constant_kinds.get("block_travel"):
        reasons += [
            Reason("rule", f"{eng.name(src)} holds the group back", GOLDEN_RULE, (src,))
            for src in travel_held(eng)
        ]
    return reasons


def _reach_owner(st: GameState, iid: str) -> str | None:
    """The Ranger within whose reach the card is (None elsewhere)."""
    return next((r.id for r in st.rangers if iid in r.within_reach), None)


def can_travel(state: GameState, catalog: CatalogLike | CardBook) -> bool:
    return not travel_blockers(view(state, catalog))


def stays_on_travel(eng: Engine, iid: str) -> bool:
    """Persistent cards (and everything attached to them) remain in play when the group travels."""
    st = eng.state
    cur: str | None = iid
    while cur is not None:
        if has_keyword(eng, cur, "persistent"):
            return True
        cur = st.cards[cur].attached_to
    return False
