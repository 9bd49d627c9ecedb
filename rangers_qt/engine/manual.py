"""Manual adjustments: how players apply a card's text the engine does not script yet.

Why logged like answers: a replay must reproduce them, and undo treats them as one action.
Each adjustment is checked; an impossible one raises ``IllegalAnswer`` with the reason.
"""

from __future__ import annotations

from typing import Literal, get_args

from pydantic import BaseModel, ConfigDict

from rangers_qt.engine import ops
from rangers_qt.engine.core import Engine
from rangers_qt.engine.errors import IllegalAnswer
from rangers_qt.engine.state import CommitRecord
from rangers_qt.engine.zones import PLAY_ZONES, RANGER_ZONES, SHARED_ZONES, in_play, where

#: The day's campaign-guide tools (engine/day/guide.py): record_event (reason), unlock_reward
#: (card = reward id), add_mission (card = mission id, token = subject id), complete_mission and
#: flip (card), put_into_play (card = id from the collection, zone, ranger), open_route
#: (zone = destination slug, token = terrain), open_river; for the campaign tracker: schedule_entry
#: (reason = entry, amount = the later day), cross_out_event (reason), day_note (reason),
#: deck_change (ranger, card = the card added, token = the card removed; either may be missing),
#: mark_mission (card = mission in play, amount = progress marks).
DayAction = Literal[
    "record_event",
    "unlock_reward",
    "add_mission",
    "complete_mission",
    "flip",
    "put_into_play",
    "open_route",
    "open_river",
    "schedule_entry",
    "cross_out_event",
    "day_note",
    "deck_change",
    "mark_mission",
]
DAY_ACTIONS = frozenset(get_args(DayAction))

ManualAction = Literal[
    "add_tokens",
    "remove_tokens",
    "move",
    "exhaust",
    "ready",
    "draw",
    "discard",
    "fatigue",
    "soothe",
    "injure",
    "heal",
    "energy",
    "effort",
    "ranger_token",
    "end_day",
    DayAction,
]


class ManualAdjust(BaseModel):
    """``action`` and what it needs:
    add_tokens/remove_tokens: card, token, amount; move: card, zone (+ ranger for Ranger areas);
    exhaust/ready/discard: card; draw/fatigue/soothe: ranger, amount; injure/heal: ranger;
    energy: ranger, aspect, amount (may be negative); effort: amount (the current test);
    ranger_token: ranger, card (None = back on the role); end_day: reason (e.g. an ally in peril or a
    mission the campaign guide says ends the day)."""

    model_config = ConfigDict(extra="forbid")

    action: ManualAction
    card: str | None = None
    ranger: str | None = None
    token: str | None = None
    amount: int = 1
    zone: str | None = None
    aspect: str | None = None
    reason: str | None = None

    def describe(self) -> str:
        bits: list[str] = [self.action]
        for name in ("card", "ranger", "token", "zone", "aspect", "reason"):
            value = getattr(self, name)
            if value is not None:
                bits.append(f"{name}={value}")
        if self.action in ("add_tokens", "remove_tokens", "draw", "fatigue", "soothe", "energy", "effort"):
            bits.append(f"amount={self.amount}")
        return "manual: " + " ".join(bits)


def _card(eng: Engine, adj: ManualAdjust) -> str:
    if adj.card is None or adj.card not in eng.state.cards:
        raise IllegalAnswer(f"{adj.action}: no such card {adj.card!r}")
    return adj.card


def _ranger(eng: Engine, adj: ManualAdjust) -> str:
    if adj.ranger is None or adj.ranger not in {r.id for r in eng.state.rangers}:
        raise IllegalAnswer(f"{adj.action}: no such ranger {adj.ranger!r}")
    return adj.ranger


def apply_manual(eng: Engine, adj: ManualAdjust) -> None:
    st = eng.state
    if st.phase == "ended":
        raise IllegalAnswer("the day is over")
    a = adj.action
    from rangers_qt.engine.day.guide import apply_day_action

    if a in DAY_ACTIONS:
        apply_day_action(eng, adj)
        eng.rec.event("manual", adj.describe(), [], adj.ranger)
        return
    if a in ("add_tokens", "remove_tokens"):
        iid = _card(eng, adj)
        if not adj.token or adj.amount < 1:
            raise IllegalAnswer(f"{a}: give a token name and a positive amount")
        if a == "add_tokens":
            if not in_play(st, iid):
                raise IllegalAnswer(f"{eng.name(iid)} is not in play: tokens go on cards in play")
            ops.add_tokens(eng, iid, adj.token, adj.amount)
        else:
            have = st.cards[iid].tokens.get(adj.token, 0)
            if have < adj.amount:
                raise IllegalAnswer(f"{eng.name(iid)} has only {have} {adj.token}")
            ops.remove_tokens(eng, iid, adj.token, adj.amount)
    elif a == "move":
        iid = _card(eng, adj)
        zone = adj.zone or ""
        if zone in RANGER_ZONES:
            rid = _ranger(eng, adj)
        elif zone in SHARED_ZONES:
            rid = None
        else:
            raise IllegalAnswer(f"move: unknown zone {zone!r}")
        if zone in PLAY_ZONES:
            if in_play(st, iid):
                ops.move_in_play(eng, iid, zone, rid)
            else:
                ops.enter_play(eng, iid, zone, rid)
        elif in_play(st, iid):
            ops.leave_play(eng, iid, (zone, rid))
        else:
            ops.place(eng, iid, zone, rid)
    elif a == "exhaust":
        iid = _card(eng, adj)
        if not in_play(st, iid):
            raise IllegalAnswer(f"{eng.name(iid)} is not in play")
        if not ops.exhaust(eng, iid):
            raise IllegalAnswer(f"{eng.name(iid)} is already exhausted")
    elif a == "ready":
        ops.ready(eng, _card(eng, adj))
    elif a == "discard":
        iid = _card(eng, adj)
        if where(st, iid)[0] in ("path_discard", "discard", "challenge_discard"):
            raise IllegalAnswer(f"{eng.name(iid)} is already discarded")
        ops.discard(eng, iid)
    elif a == "draw":
        rid = _ranger(eng, adj)
        ops.draw(eng, rid, max(adj.amount, 0))
    elif a == "fatigue":
        ops.suffer_fatigue(eng, _ranger(eng, adj), max(adj.amount, 0))
    elif a == "soothe":
        ops.soothe(eng, _ranger(eng, adj), max(adj.amount, 0))
    elif a == "injure":
        ops.injure(eng, _ranger(eng, adj))
    elif a == "heal":
        if not ops.heal(eng, _ranger(eng, adj)):
            raise IllegalAnswer("that ranger has no injury")
    elif a == "energy":
        rid = _ranger(eng, adj)
        if adj.aspect not in ("AWA", "FIT", "FOC", "SPI"):
            raise IllegalAnswer(f"energy: unknown aspect {adj.aspect!r}")
        r = st.ranger(rid)
        value = r.energy.get(adj.aspect, 0) + adj.amount
        if value < 0:
            raise IllegalAnswer(f"{r.name} has only {r.energy.get(adj.aspect, 0)} {adj.aspect} energy")
        r.energy[adj.aspect] = value
        eng.rec.ranger(rid)
    elif a == "effort":
        if st.test is None or st.test.challenge_card is not None:
            raise IllegalAnswer("effort can only be added while committing effort to a test")
        st.test.commits.append(CommitRecord(source="other", amount=adj.amount))
    elif a == "ranger_token":
        rid = _ranger(eng, adj)
        if adj.card is not None and not in_play(st, adj.card):
            raise IllegalAnswer("a Ranger token can only go on a card in play")
        st.ranger(rid).ranger_token_on = adj.card
        eng.rec.ranger(rid)
    elif a == "end_day":
        if not adj.reason:
            raise IllegalAnswer("end_day: say why the day ends (e.g. 'an ally is in peril')")
        eng.rec.event("manual", adj.describe(), [], adj.ranger)
        ops.end_day(eng, adj.reason)
        return
    eng.rec.event("manual", adj.describe(), [adj.card] if adj.card else [], adj.ranger)
