"""Rulebook: Playing the Game: Phase 1 (path cards), Phase 3 (travel hook), Phase 4 (refresh)."""

from __future__ import annotations

from typing import Any

from rangers_qt.engine import ops
from rangers_qt.engine.core import Engine, step
from rangers_qt.engine.effects.control import drop_delayed
from rangers_qt.engine.modifier_layer.modifiers import expire
from rangers_qt.engine.zones import iter_in_play


def seat_order(eng: Engine) -> list[str]:
    """Rangers starting with the lead, then around the table."""
    ids = [r.id for r in eng.state.rangers]
    i = ids.index(eng.state.lead) if eng.state.lead in ids else 0
    return ids[i:] + ids[:i]


def round_start(eng: Engine, _args: dict[str, Any]) -> None:
    st = eng.state
    st.round += 1
    st.phase = "path"
    eng.rec.area("phase")
    eng.rec.event("round", f"Round {st.round} begins: path cards")
    draws = [step("path_draw", ranger=rid) for rid in seat_order(eng)]
    if st.day.extra_path_draws:  # a weather effect (engine/day/weather.py)
        draws.append(step("extra_path_draws"))
    eng.push(*draws, step("turns_begin"))


def path_draw(eng: Engine, args: dict[str, Any]) -> None:
    """Each Ranger draws one path card; an empty deck reshuffles the discard first."""
    st = eng.state
    rid: str = args["ranger"]
    if not st.path_deck and st.path_discard:
        ops.shuffle_into(eng, st.path_discard, st.path_deck)
        eng.rec.area("path_deck")
        eng.rec.area("path_discard")
        eng.rec.event("reshuffle", "The path discard is shuffled into a new path deck")
    if not st.path_deck:
        eng.rec.event("path_empty", "No path card to draw", ranger=rid)
        return
    if not args.get("replaced"):
        # effects/ imports the flows back (pyproject, engine-acyclic): imported on first use.
        from rangers_qt.engine.effects.replacements import would

        if eng.book.behaviour.triggers and would(eng, "path_draw", ranger=rid):
            return
    iid = st.path_deck[0]
    st.bump("path_cards")
    ops.enter_by_arrow(eng, iid, rid)


def entered(eng: Engine, args: dict[str, Any]) -> None:
    """A card's enters-play effects, after its guide entry was read (Phase 1; ruling R30)."""
    ops.entered(
        eng,
        args["card"],
        args["zone"],
        args.get("ranger"),
        args.get("by"),
        args.get("watched", False),
        args.get("ambush", True),
    )


def ambush_check(eng: Engine, args: dict[str, Any]) -> None:
    """Ambush after a card's enters-play text was resolved (engine/ops.py, ``entered``)."""
    ops.ambush_if_within_reach(eng, args["card"], args["zone"], args.get("ranger"))


def travel_phase(eng: Engine, _args: dict[str, Any]) -> None:
    """Phase 3: mission objectives on the table are checked, then travel is offered when possible
    (engine/day/travel.py), then the refresh phase."""
    st = eng.state
    st.phase = "travel"
    eng.rec.area("phase")
    if st.delayed:  # left for a destination by last round's "when you travel", but the group stayed
        drop_delayed(eng, "arrival")
    if st.modifiers:  # "until the end of the turn" made at the end of the last turn (ruling R33)
        expire(eng, "turn")
    eng.push(
        step("missions_check"),
        # "When you travel" responses (a route a card opens) before the group picks where to go.
        step("window", name="when_travel", ranger=eng.state.lead),
        step("travel_offer"),
        step("weather_refresh"),
        step("refresh"),
    )


def refresh(eng: Engine, args: dict[str, Any]) -> None:
    """Phase 4: fatigue per injury, draw 1, refill energy, ready every card. A card answering the
    fatigue ("would suffer fatigue") resolves before that Ranger draws (``at``: resume there)."""
    st = eng.state
    at = int(args.get("at", -1))
    if at < 0:
        st.phase = "refresh"
        eng.rec.area("phase")
        eng.rec.event("refresh", "Refresh")
    for n, rid in enumerate(seat_order(eng)):
        if n < at:
            continue
        r = st.ranger(rid)
        if r.injuries and n != at:
            before = len(st.queue)
            ops.suffer_fatigue(eng, rid, r.injuries)
            if len(st.queue) > before:  # the answers first, then this Ranger draws
                eng.push_after(before, step("refresh", at=n))
                return
        if ops.ended(eng):
            return
        ops.draw(eng, rid, 1)
        if ops.ended(eng):
            return
        for a, v in r.aspects.items():
            r.energy[a] = v
        eng.rec.ranger(rid)
    before = len(st.queue)
    keep, st.day.stay_exhausted = set(st.day.stay_exhausted), []
    for iid in iter_in_play(st):
        if iid not in keep:
            ops.ready(eng, iid)
    if st.modifiers:  # "until the end of the round": the refresh phase ends it
        expire(eng, "round")
    eng.push_after(before, step("end_day_if_pending"), step("round_start"))


def end_day_if_pending(eng: Engine, _args: dict[str, Any]) -> None:
    if eng.state.day_ending:
        ops.end_day(eng, eng.state.day_ending)
