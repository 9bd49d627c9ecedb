"""Rulebook: Fatigue, Fatigue from Interacting: which cards are "between" you and a card.

- the card is within your reach, in your player area or in your hand: nothing is between;
- within reach of another Ranger, or along the way: every card within your reach;
- in the surroundings: every card within your reach and every card along the way;
- cards attached to your role are always between you and any other card (Additional Concepts, Attach).
Attachments sit with their host and are not counted separately (ruling R1).
"""

from __future__ import annotations

from collections.abc import Iterable

from rangers_qt.engine.state import GameState
from rangers_qt.engine.zones import area_of, host_chain_top, in_play


def between(state: GameState, ranger_id: str, target: str, dodged: Iterable[str] = ()) -> list[str]:
    if not in_play(state, target):
        return []
    me = state.ranger(ranger_id)
    zone, owner = area_of(state, target)
    out: list[str] = []
    if zone == "surroundings":
        out = [*me.within_reach, *state.along_the_way]
    elif zone == "along_the_way" or (zone == "within_reach" and owner != ranger_id):
        out = list(me.within_reach)
    role = state.cards.get(me.role)
    if role is not None:
        out.extend(role.attached)
    skip = set(dodged)
    top = host_chain_top(state, target)
    return [i for i in out if i != target and i != top and i not in skip and state.cards[i].face_up]


def distance(state: GameState, ranger_id: str, iid: str) -> int:
    """How far a card sits from a Ranger: 0 within your reach or your own area, 1 along the way or
    within another Ranger's reach, 2 in the surroundings (the order of Fatigue from Interacting)."""
    zone, owner = area_of(state, iid)
    if zone == "surroundings":
        return 2
    if zone == "along_the_way" or (zone == "within_reach" and owner != ranger_id):
        return 1
    return 0


def interacted(state: GameState, ranger_id: str, source: str | None, target: str | None) -> list[str]:
    """The cards a test interacts with: its target, and the card it is printed on when that card sits
    within reach, along the way or in the surroundings (not your own player area). Farthest first."""
    out = [c for c in (target, source) if c is not None and in_play(state, c)]
    out = [c for c in dict.fromkeys(out) if c == target or area_of(state, c)[0] != "player_area"]
    return sorted(out, key=lambda c: -distance(state, ranger_id, c))
