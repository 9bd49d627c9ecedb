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
