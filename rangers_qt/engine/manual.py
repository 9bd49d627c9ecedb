"""Manual adjustments: how players apply a card's text the engine does not script yet.

Why logged like answers: a replay must reproduce them, and undo treats them as one action.
Each adjustment is checked against the rules of zones and card types (Rulebook: Card Anatomy,
Areas of Play; a challenge card never enters play, a role stays in its player area, a Ranger
card only goes to its owner's areas, weather, location and missions stay in the surroundings)
and against sane bounds (``AMOUNT_MAX``, ``ENERGY_MAX``: a file or a slip of the mouse can ask
for 10**18 energy; nothing in the box comes near these). An impossible one raises
``IllegalAnswer`` with the reason; ``Session`` applies it all or nothing, and afterwards checks
the state's invariants (engine/invariants.py), refusing an adjustment that would break one.
"""

from __future__ import annotations

import re
from typing import Literal, get_args

from pydantic import BaseModel, ConfigDict

from rangers_qt.engine import ops
from rangers_qt.engine.core import Engine
from rangers_qt.engine.day.guide import apply_day_action
from rangers_qt.engine.errors import IllegalAnswer
from rangers_qt.engine.state import CommitRecord
from rangers_qt.engine.zones import PLAY_ZONES, RANGER_ZONES, SHARED_ZONES, in_play, where

#: Most tokens, cards drawn, fatigue or soothed one adjustment may ask for.
AMOUNT_MAX = 30
#: Most tokens of one kind a card may carry.
TOKENS_MAX = 99
#: Most energy of one aspect a Ranger may hold (aspects are at most 9; card effects add a few).
ENERGY_MAX = 20
#: Most effort a test may gather from adjustments.
EFFORT_MAX = 40
#: Longest text field (card and ranger ids are short; reasons are a phrase).
TEXT_MAX = 200
_TOKEN_NAME = re.compile(r"^[a-z][a-z_]{0,29}$")

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
    add_tokens/remove_tokens: card, token, amount (add_tokens + ranger: that Ranger puts them);
    move: card, zone (+ ranger for Ranger areas);
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


def _amount(adj: ManualAdjust, low: int = 1, high: int = AMOUNT_MAX) -> int:
    if not low <= adj.amount <= high:
        raise IllegalAnswer(f"{adj.action}: the amount must be between {low} and {high}, not {adj.amount}")
    return adj.amount


def check_text_fields(adj: ManualAdjust) -> None:
    """Every text field short and printable (they end up in the log and on screen)."""
    for name in ("card", "ranger", "token", "zone", "aspect", "reason"):
        value = getattr(adj, name)
        if value is not None and (len(value) > TEXT_MAX or not value.isprintable()):
            raise IllegalAnswer(f"{adj.action}: {name} must be at most {TEXT_MAX} printable characters")


def check_destination(eng: Engine, iid: str, zone: str, rid: str | None) -> None:
    """Where a card may be moved by hand (Rulebook: Card Anatomy, Areas of Play)."""
    st = eng.state
    f = eng.facts(iid)
    name = f.name
    if f.type == "role":
        raise IllegalAnswer(f"{name} is a role card: it stays in its Ranger's player area")
    if f.category in ("location", "weather", "mission"):
        raise IllegalAnswer(f"{name} is a {f.category} card: it stays in the surroundings")
    if f.category == "aspect":
        raise IllegalAnswer(f"{name} is an aspect card: it is never moved")
    if f.category == "challenge":
        if zone not in ("challenge_deck", "challenge_discard"):
            raise IllegalAnswer(
                f"{name} is a challenge card: it never enters play (challenge deck or discard only)"
            )
        return
    if f.category == "path":
        if zone not in ("along_the_way", "within_reach", "path_deck", "path_discard", "set_aside"):
            raise IllegalAnswer(
                f"{name} is a path card: along the way, within reach, the path deck or discard, or set aside"
            )
        return
    owner = st.cards[iid].owner
    if f.category == "ranger":
        if zone in SHARED_ZONES and zone != "set_aside":
            raise IllegalAnswer(f"{name} is a Ranger card: it goes only to its owner's areas")
        if zone in RANGER_ZONES and owner is not None and rid != owner:
            raise IllegalAnswer(
                f"{name} belongs to {st.ranger(owner).name}: it cannot go to another Ranger's {zone}"
            )


def _move(eng: Engine, adj: ManualAdjust) -> None:
    st = eng.state
    iid = _card(eng, adj)
    zone = adj.zone or ""
    if zone in RANGER_ZONES:
        rid: str | None = _ranger(eng, adj)
    elif zone in SHARED_ZONES:
        rid = None
    else:
        raise IllegalAnswer(f"move: unknown zone {zone!r}")
    check_destination(eng, iid, zone, rid)
    for deck in st.day.separate_decks.values():  # taken from a separate deck: no longer in it
        if iid in deck and zone != "set_aside":
            deck.remove(iid)
    if zone in PLAY_ZONES:
        if in_play(st, iid):
            ops.move_in_play(eng, iid, zone, rid, by_hand=True)
        else:
            ops.enter_play(eng, iid, zone, rid)
    elif in_play(st, iid):
        ops.leave_play(eng, iid, (zone, rid))
    else:
        st.cards[iid].tokens.clear()
        st.cards[iid].exhausted = False
        ops.place(eng, iid, zone, rid)


def apply_manual(eng: Engine, adj: ManualAdjust) -> None:
    st = eng.state
    if st.phase == "ended":
        raise IllegalAnswer("the day is over")
    check_text_fields(adj)
    a = adj.action

    if a in DAY_ACTIONS:
        apply_day_action(eng, adj)
        eng.rec.event("manual", adj.describe(), [], adj.ranger)
        return
    if a in ("add_tokens", "remove_tokens"):
        iid = _card(eng, adj)
        if not adj.token or not _TOKEN_NAME.match(adj.token):
            raise IllegalAnswer(f"{a}: give a token name (lower-case letters, e.g. progress or harm)")
        n = _amount(adj)
        have = st.cards[iid].tokens.get(adj.token, 0)
        if a == "add_tokens":
            if not in_play(st, iid):
                raise IllegalAnswer(f"{eng.name(iid)} is not in play: tokens go on cards in play")
            if adj.token == "harm" and eng.facts(iid).type == "role":
                raise IllegalAnswer("harm on a role is an injury: use injure")
            if have + n > TOKENS_MAX:
                raise IllegalAnswer(
                    f"{eng.name(iid)} would carry {have + n} {adj.token} (at most {TOKENS_MAX})"
                )
            ops.add_tokens(eng, iid, adj.token, n, by=adj.ranger)  # by: the Ranger applying a text
        else:
            if have < n:
                raise IllegalAnswer(f"{eng.name(iid)} has only {have} {adj.token}")
            if adj.token == "harm" and eng.facts(iid).type == "role":
                raise IllegalAnswer("harm on a role is an injury: use heal")
            ops.remove_tokens(eng, iid, adj.token, n)
    elif a == "move":
        _move(eng, adj)
    elif a == "exhaust":
        iid = _card(eng, adj)
        if not in_play(st, iid):
            raise IllegalAnswer(f"{eng.name(iid)} is not in play")
        if not ops.exhaust(eng, iid):
            raise IllegalAnswer(f"{eng.name(iid)} is already exhausted")
    elif a == "ready":
        iid = _card(eng, adj)
        if not st.cards[iid].exhausted:
            raise IllegalAnswer(f"{eng.name(iid)} is already ready")
        ops.ready(eng, iid, replaced=True)
    elif a == "discard":
        iid = _card(eng, adj)
        if where(st, iid)[0] in ("path_discard", "discard", "challenge_discard"):
            raise IllegalAnswer(f"{eng.name(iid)} is already discarded")
        if eng.facts(iid).type == "role":
            raise IllegalAnswer(f"{eng.name(iid)} is a role card: it is never discarded")
        ops.discard(eng, iid)
    elif a == "draw":
        ops.draw(eng, _ranger(eng, adj), _amount(adj))
    elif a == "fatigue":
        ops.suffer_fatigue(eng, _ranger(eng, adj), _amount(adj), replaced=True)
    elif a == "soothe":
        rid = _ranger(eng, adj)
        n = _amount(adj)
        if not st.ranger(rid).fatigue:
            raise IllegalAnswer(f"{st.ranger(rid).name} has no fatigue to soothe")
        ops.soothe(eng, rid, n)
    elif a == "injure":
        ops.injure(eng, _ranger(eng, adj), replaced=True)  # the players' own change: nothing answers it
    elif a == "heal":
        if not ops.heal(eng, _ranger(eng, adj)):
            raise IllegalAnswer("that ranger has no injury")
    elif a == "energy":
        rid = _ranger(eng, adj)
        if adj.aspect not in ("AWA", "FIT", "FOC", "SPI"):
            raise IllegalAnswer(f"energy: unknown aspect {adj.aspect!r}")
        _amount(adj, -ENERGY_MAX, ENERGY_MAX)
        r = st.ranger(rid)
        value = r.energy.get(adj.aspect, 0) + adj.amount
        if value < 0:
            raise IllegalAnswer(f"{r.name} has only {r.energy.get(adj.aspect, 0)} {adj.aspect} energy")
        if value > ENERGY_MAX:
            raise IllegalAnswer(f"{r.name} would hold {value} {adj.aspect} energy (at most {ENERGY_MAX})")
        r.energy[adj.aspect] = value
        eng.rec.ranger(rid)
    elif a == "effort":
        if st.test is None or st.test.challenge_card is not None:
            raise IllegalAnswer("effort can only be added while committing effort to a test")
        _amount(adj, -EFFORT_MAX, EFFORT_MAX)
        total = st.test.effort + adj.amount
        if not 0 <= total <= EFFORT_MAX:
            raise IllegalAnswer(f"effort: the test would have {total} effort (0 to {EFFORT_MAX})")
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
