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
    "adjust",
    "auto_pass",
    DayAction,
]
#: The printed values a manual ``adjust`` may change (how a constant effect is applied by hand).
AdjustStat = Literal["presence", "progress_threshold", "harm_threshold"]
ADJUST_STATS: tuple[str, ...] = get_args(AdjustStat)
#: A manual adjustment never moves a value by more than this in one step.
ADJUST_LIMIT = 20


class ManualAdjust(BaseModel):
    """``action`` and what it needs:
    add_tokens/remove_tokens: card, token, amount; move: card, zone (+ ranger for Ranger areas);
    exhaust/ready/discard: card; draw/fatigue/soothe: ranger, amount; injure/heal: ranger;
    energy: ranger, aspect, amount (may be negative); effort: amount (the current test);
    ranger_token: ranger, card (None = back on the role); end_day: reason (e.g. an ally in peril or a
    mission the campaign guide says ends the day); adjust: card, stat, amount (+/-: a constant effect
    on the card's presence or a threshold while it is in play); auto_pass: amount 1 (optional
    responses pass without asking) or 0 (ask again)."""

    model_config = ConfigDict(extra="forbid")

    action: ManualAction
    card: str | None = None
    ranger: str | None = None
    token: str | None = None
    amount: int = 1
    zone: str | None = None
    aspect: str | None = None
    reason: str | None = None
    stat: AdjustStat | None = None

    def describe(self) -> str:
        bits: list[str] = [self.action]
        for name in ("card", "ranger", "token", "zone", "aspect", "reason", "stat"):
            value = getattr(self, name)
            if value is not None:
                bits.append(f"{name}={value}")
        if self.action in (
            "add_tokens",
            "remove_tokens",
            "draw",
            "fatigue",
            "soothe",
            "energy",
            "effort",
            "adjust",
            "auto_pass",
        ):
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
    elif a == "adjust":
        _adjust(eng, adj)
    elif a == "auto_pass":
        if adj.amount not in (0, 1):
            raise IllegalAnswer("auto_pass: amount 1 (pass optional responses) or 0 (ask)")
        st.auto_pass = adj.amount == 1
    elif a == "end_day":
        if not adj.reason:
            raise IllegalAnswer("end_day: say why the day ends (e.g. 'an ally is in peril')")
        eng.rec.event("manual", adj.describe(), [], adj.ranger)
        ops.end_day(eng, adj.reason)
        return
    eng.rec.event("manual", adj.describe(), [adj.card] if adj.card else [], adj.ranger)


def _adjust(eng: Engine, adj: ManualAdjust) -> None:
    """A manual change of a card's presence or threshold while it is in play: how the players apply
    a constant effect (a location lowering presence, an attachment raising a threshold) that the
    engine does not run yet. Kept in ``GameState.adjust`` and read by every rules query."""
    st = eng.state
    iid = _card(eng, adj)
    if adj.stat is None:
        raise IllegalAnswer(f"adjust: say which value: {', '.join(ADJUST_STATS)}")
    if adj.amount == 0 or abs(adj.amount) > ADJUST_LIMIT:
        raise IllegalAnswer(f"adjust: the amount must be between -{ADJUST_LIMIT} and {ADJUST_LIMIT}, not 0")
    if not in_play(st, iid):
        raise IllegalAnswer(f"{eng.name(iid)} is not in play: only cards in play can be adjusted")
    f = eng.facts(iid)
    current = st.adjust.get(iid, {}).get(adj.stat, 0)
    if adj.stat == "presence":
        if f.presence is None:
            raise IllegalAnswer(f"{f.name} has no presence")
        value, lowest = ops.presence(eng, iid), 0
    else:
        kind = adj.stat.removesuffix("_threshold")
        printed = f.progress if kind == "progress" else f.harm
        found = ops.threshold(eng, iid, kind) if printed is not None else None
        if found is None:
            raise IllegalAnswer(f"{f.name} has no numbered {kind} threshold to adjust")
        value, lowest = found, 1
    if value + adj.amount < lowest:
        raise IllegalAnswer(
            f"{f.name}'s {adj.stat.replace('_', ' ')} is {value}: it cannot go below {lowest}"
        )
    total = current + adj.amount
    mods = dict(st.adjust.get(iid, {}))
    if total:
        mods[adj.stat] = total
    else:
        mods.pop(adj.stat, None)
    if mods:
        st.adjust[iid] = mods
    else:
        st.adjust.pop(iid, None)
    eng.rec.card(iid)
