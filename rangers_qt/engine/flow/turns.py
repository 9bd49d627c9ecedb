"""Rulebook: Phase 2: Ranger Turns.

Rangers choose who goes next; nobody takes two turns in a row unless they are the only one left
or they exhaust their role; a turn is one test, one card played or a rest; resting ends your
turns for the round; when everyone has rested the phase ends.
"""

from __future__ import annotations

from typing import Any

from rangers_qt.engine import ops
from rangers_qt.engine.core import MEMO_PLAY_INDEX, Engine, step
from rangers_qt.engine.effects.listeners import triggered
from rangers_qt.engine.flow.printed_responses import printed_abilities
from rangers_qt.engine.flow.simultaneous import queue_in_chosen_order
from rangers_qt.engine.modifier_layer.modifiers import expire, has_keyword
from rangers_qt.engine.prompts import Option, Step, opt
from rangers_qt.engine.rules.offers import play_offers, test_offers
from rangers_qt.engine.zones import game_memo, play_index, with_attachments


def turns_begin(eng: Engine, _args: dict[str, Any]) -> None:
    st = eng.state
    st.phase = "turns"
    eng.rec.area("phase")
    st.last_turn = None
    for r in st.rangers:
        r.rested = False
        eng.rec.ranger(r.id)
    eng.rec.event("phase", "Ranger turns")
    eng.then("choose_next")


def next_candidates(eng: Engine) -> list[tuple[str, bool]]:
    """(ranger, must exhaust role) pairs that may take the next turn."""
    st = eng.state
    waiting = [r for r in st.rangers if not r.rested]
    if len(waiting) == 1:
        return [(waiting[0].id, False)]
    out: list[tuple[str, bool]] = []
    for r in waiting:
        if r.id != st.last_turn:
            out.append((r.id, False))
        elif not st.cards[r.role].exhausted:
            out.append((r.id, True))
    return sorted(out, key=lambda c: c[1])  # going again (exhausting the role) is listed last


def choose_next(eng: Engine, _args: dict[str, Any]) -> None:
    st = eng.state
    if all(r.rested for r in st.rangers):
        eng.push(step("last_turn_abilities"), step("travel_phase"))
        return
    cands = next_candidates(eng)
    if len(cands) == 1:
        rid, again = cands[0]
        eng.then("turn_start", ranger=rid, exhaust_role=again)
        return
    options = []
    # (kept per game by the values they are built from, as the turn options are)
    memo = game_memo(st)
    built: dict[tuple[Any, ...], Option] | None = memo.get("next_options")
    if built is None:
        built = memo["next_options"] = {}
    for rid, again in cands:
        r = st.ranger(rid)
        key = (rid, again, r.name, r.role if again else None)
        o = built.get(key)
        if o is None:
            label = f"{r.name} takes the next turn" + (" again (exhaust role)" if again else "")
            o = built[key] = opt(
                id=f"next:{rid}" + (":again" if again else ""),
                label=label,
                kind="choose_ranger",
                target=rid,
                card=r.role if again else None,
                then=[step("turn_start", ranger=rid, exhaust_role=again)],
            )
        options.append(o)
    eng.ask("choose_next", None, "Who takes the next turn?", options, rebuild=step("choose_next"))


def turn_start(eng: Engine, args: dict[str, Any]) -> None:
    st = eng.state
    rid: str = args["ranger"]
    st.active_ranger = rid
    st.bump("turns")
    if args.get("exhaust_role"):
        ops.exhaust(eng, st.ranger(rid).role)
    eng.rec.event("turn", f"{st.ranger(rid).name}'s turn", ranger=rid)
    eng.then("turn_prompt", ranger=rid)


def turn_prompt(eng: Engine, args: dict[str, Any]) -> None:
    """Every legal action of the turn, as options."""
    st = eng.state
    rid: str = args["ranger"]
    with eng.frozen():
        # The in-play index once for the tests, the plays and the abilities (the state is frozen).
        own_index = MEMO_PLAY_INDEX not in eng.memo
        if own_index:
            eng.memo[MEMO_PLAY_INDEX] = play_index(st)
        try:
            options = _turn_options(eng, rid)
        finally:
            if own_index:
                eng.memo.pop(MEMO_PLAY_INDEX, None)
    r = st.ranger(rid)
    eng.ask("turn", rid, f"{r.name}: choose an action", options, rebuild=step("turn_prompt", ranger=rid))


def _turn_options(eng: Engine, rid: str) -> list[Option]:
    st = eng.state
    options: list[Option] = []
    # The test, play, discard and rest options, kept per game by every value they are built from:
    # the same offers come back turn after turn, and nothing changes an option or its steps once built
    # (an undo or a load restores fresh ones; tests/engine/test_more_speed.py checks both).
    memo = game_memo(st)
    built: dict[tuple[Any, ...], Option] | None = memo.get("turn_options")
    if built is None:
        built = memo["turn_options"] = {}
    for t in test_offers(eng, rid):
        target_name = eng.name(t.target) if t.target else None
        key: tuple[Any, ...] = (
            "test",
            rid,
            t.key,
            t.source,
            t.target,
            t.label,
            t.aspect,
            t.approach,
            target_name,
        )
        o = built.get(key)
        if o is None:
            o = built[key] = _test_option(
                rid, t.key, t.source, t.target, t.label, t.aspect, t.approach, target_name
            )
        options.append(o)
    for p in play_offers(eng, rid):
        card_name = eng.name(p.card)
        conduit_name = eng.name(p.conduit) if p.conduit else None
        key = ("play", rid, p.card, p.conduit, card_name, conduit_name)
        o = built.get(key)
        if o is None:
            o = built[key] = _play_option(rid, p.card, p.conduit, card_name, conduit_name)
        options.append(o)
    r = st.ranger(rid)
    for iid in r.player_area:
        if iid != r.role:
            name = eng.name(iid)
            key = ("unequip", rid, iid, name)
            o = built.get(key)
            if o is None:
                o = built[key] = opt(
                    id=f"unequip:{iid}",
                    label=f"Discard {name} (free; the turn goes on)",
                    kind="discard_card",
                    card=iid,
                    # Discarding can raise the total (a card lowering equip values): recheck it.
                    then=[
                        step("discard_card", card=iid),
                        step("equip_limit", ranger=rid),
                        step("turn_prompt", ranger=rid),
                    ],
                )
            options.append(o)
    options += ability_options(eng, step("turn_prompt", ranger=rid), "free; the turn goes on")
    key = ("rest", rid)
    o = built.get(key)
    if o is None:
        o = built[key] = opt(
            id="rest", label="Rest (no more turns this round)", kind="rest", then=[step("rest", ranger=rid)]
        )
    options.append(o)
    return options


def _test_option(
    rid: str,
    key: str,
    source: str | None,
    target: str | None,
    label: str,
    aspect: str,
    approach: str,
    target_name: str | None,
) -> Option:
    src = source or "common"
    tname = key.split(":", 1)[1]
    where = f" on {target_name}" if target else ""
    return opt(
        id=f"test:{src}:{tname}:{target or '-'}",
        label=f"{label} ({aspect} {approach}){where}",
        kind="test",
        card=source,
        target=target,
        aspect=aspect,
        then=[step("test_begin", ranger=rid, key=key, source=source, target=target)],
    )


def _play_option(
    rid: str, card: str, conduit: str | None, card_name: str, conduit_name: str | None
) -> Option:
    suffix = f":{conduit}" if conduit else ""
    via = f" (using a token of {conduit_name})" if conduit else ""
    return opt(
        id=f"play:{card}{suffix}",
        label=f"Play {card_name}{via}",
        kind="play_card",
        card=card,
        then=[step("play_card", ranger=rid, card=card, conduit=conduit)],
    )


def ability_options(eng: Engine, after: Step, note: str) -> list[Option]:
    """Printed "Exhaust:" abilities usable now (Rulebook: Triggered Effect Timing); ``after`` is
    the step that asks again once one was used."""
    st = eng.state
    return [
        opt(
            id=f"ability:{iid}",
            label=f"{st.ranger(owner).name}: use {eng.name(iid)} ({note})",
            kind="ability",
            card=iid,
            target=owner,
            then=[step("respond", window="turn", ranger=owner, card=iid, key="ability"), after],
        )
        for owner, iid in printed_abilities(eng)
    ]


def last_turn_abilities(eng: Engine, _args: dict[str, Any]) -> None:
    """The end of the round's last turn is a time for abilities too (ruling R33): asked only when
    one is usable, before travel and refresh (the start of the next turn offers them otherwise)."""
    options = ability_options(eng, step("last_turn_abilities"), "end of the last turn")
    if not options:
        return
    options.append(opt(id="done", label="Done: on to travel and refresh", kind="done"))
    eng.ask("abilities", eng.state.lead, "Use an ability before the Ranger turns end?", options)


def discard_card(eng: Engine, args: dict[str, Any]) -> None:
    iid: str = args["card"]
    if iid in eng.state.cards:
        ops.discard(eng, iid)


def rest(eng: Engine, args: dict[str, Any]) -> None:
    """Rulebook: Rest; Keywords: Fatiguing (ready fatiguing cards in your player area, within your
    reach or along the way fatigue you when you rest)."""
    st = eng.state
    rid: str = args["ranger"]
    r = st.ranger(rid)
    r.rested = True
    eng.rec.ranger(rid)
    eng.rec.event("rest", f"{r.name} rests", ranger=rid)
    # Face-up attachments are in play where their host is (e.g. a card on your role).
    before = len(st.queue)
    for iid in with_attachments(st, [*r.player_area, *r.within_reach, *st.along_the_way]):
        if iid not in st.cards or st.cards[iid].exhausted:
            continue
        f = eng.facts(iid)
        if has_keyword(eng, iid, "fatiguing"):
            amount = f.keywords.get("fatiguing")
            ops.card_fatigues(eng, rid, iid, amount if amount is not None else None)
            if ops.ended(eng):
                return
    # Cards answering that fatigue ("would suffer fatigue") resolve first.
    eng.push_after(before, step("window", name="when_rest", ranger=rid), step("turn_end", ranger=rid))
    # ``rest`` abilities of the resting Ranger's cards in play (before the rest responses).
    mine = [s for s in triggered(eng, "rest", rid) if st.cards[str(s.args["src"])].owner == rid]
    if mine:
        queue_in_chosen_order(eng, mine, rid)


def turn_end(eng: Engine, args: dict[str, Any]) -> None:
    st = eng.state
    st.last_turn = args["ranger"]
    st.active_ranger = None
    if st.modifiers:  # "until the end of the turn" / "of your next turn"
        expire(eng, "turn", args["ranger"])
    if st.day_ending:
        ops.end_day(eng, st.day_ending)
        return
    eng.push(step("missions_check"), step("choose_next"))
