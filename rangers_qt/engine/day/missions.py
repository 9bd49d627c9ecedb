"""Rulebook: Mission Cards (objectives; read the next entry when one is met) and Phase 3: Travel
(missions that trigger on travelling away, and on arriving at a location).

What the engine detects from the content's structured objectives: arriving at a named location,
a Ranger station, the location attached to the mission or any new location (while the objective's
own condition in the data holds: Lure's set-aside prey, counted, never asked); travelling away from
a location (while the objective's condition in the data holds: Biscuit Delivery's Hy Pimpot in
play, judged, never asked); progress or named tokens on the mission; every Ranger token on it;
none of its tokens left; a named card or the mission's subject cleared today (the subject's entry
depends on how it cleared: the prompt names the entries and the players pick); the mission's
tracker boxes checked (those of earlier days and today's marks). Notable events are applied by
the players through the guide tools. Each detected objective names its entry once per card face.
"""

from __future__ import annotations

from typing import Any

from rangers_qt.content.behaviour.compile import face_key
from rangers_qt.engine.core import Engine, step
from rangers_qt.engine.modifier_layer.evaluate import Ctx, holds
from rangers_qt.engine.prompts import Step
from rangers_qt.engine.zones import iter_in_play

#: Objective kinds whose condition the engine cannot judge alone: the prompt asks the players.
CONDITIONAL = frozenset({"travel_away_while"})


def objective(eng: Engine, iid: str) -> Any:
    card = eng.state.cards[iid]
    face = getattr(eng.book.definition(card.def_id), card.side, None)
    return getattr(face, "objective", None) if face is not None else None


def missions(eng: Engine) -> list[str]:
    """Missions in play: in the surroundings, then any attached to another card (Sensor Network
    on a feature, Gruesome Feast on the location)."""
    st = eng.state
    out = [i for i in st.surroundings if eng.facts(i).category == "mission"]
    return out + [
        i for i in iter_in_play(st) if st.cards[i].attached_to and eng.facts(i).category == "mission"
    ]


def _key(eng: Engine, iid: str, kind: str) -> str:
    return f"{iid}:{eng.state.cards[iid].side}:{kind}"


def _fire(eng: Engine, iid: str, obj: Any, conditional: bool = False, what: str = "") -> list[Step]:
    key = _key(eng, iid, obj.kind + (f":{what}" if what else ""))
    if key in eng.state.day.triggered:
        return []
    eng.state.day.triggered.append(key)
    # Several entries (e.g. by progress / by harm): all are named and the players read the one that
    # applies; none: the mission's next entry, unnamed in the data.
    label = " or ".join(obj.guide_entries) or "(the mission's next entry)"
    return [
        step(
            "guide",
            entry=label,
            card=iid,
            mission=iid,
            objective=obj.kind,
            conditional=conditional,
            title=f"{eng.name(iid)}: {obj.summary or obj.kind}",
        )
    ]


def entry_read_by_mission(eng: Engine, iid: str, entry: str) -> None:
    """A mission's own ability read one of its objective's entries (Confront: the entry for how the
    subject cleared): the objective is met and its detection does not name the entries again."""
    if iid not in eng.state.cards or eng.facts(iid).category != "mission":
        return
    obj = objective(eng, iid)
    if obj is None or entry not in obj.guide_entries:
        return
    key = _key(eng, iid, obj.kind)
    if key not in eng.state.day.triggered:
        eng.state.day.triggered.append(key)


def _is_station(slug: str) -> bool:
    return slug.endswith("_station")


def arrival_triggers(eng: Engine) -> list[Step]:
    """Missions to "arrive at" the new location (Travel, 5. Arrival Setup)."""
    st = eng.state
    here = st.day.location
    out: list[Step] = []
    for iid in missions(eng):
        obj = objective(eng, iid)
        if obj is None or obj.kind != "arrive_at":
            continue
        target = obj.location or ""
        hit = False
        if target == here:
            hit = True
        elif target == "ranger_station":
            hit = _is_station(here)
        elif target == "attached_location":
            for child in st.cards[iid].attached:
                d = eng.book.definition(st.cards[child].def_id)
                if getattr(d, "slug", None) == here:
                    hit = True
        elif target == "any_new_location":
            hit = here not in st.day.visited[:-1]
        if hit and _holds_while(eng, iid, obj):
            out += _fire(eng, iid, obj)
    return out


def _holds_while(eng: Engine, iid: str, obj: Any) -> bool:
    """The objective's own condition in the data (Lure: its set-aside prey total 5 presence or
    more), judged as the mission's: the engine counts it, so the players are not asked, and an
    arrival where it does not hold leaves the objective to a later arrival today."""
    cond = getattr(obj, "while_", None)
    if cond is None:
        return True
    card = eng.state.cards[iid]
    return holds(Ctx(eng, f"{face_key(card.def_id, card.side)}/objective", 0, iid, {}), cond)


def _on_the_location(eng: Engine, iid: str) -> bool:
    """The one "travel away while" objective of the core set (Gruesome Feast) holds only while the
    mission hangs on the location card: the engine sees that, so the players are not asked when it
    plainly does not hold (issue #27 audit)."""
    host = eng.state.cards[iid].attached_to
    return host is not None and eng.facts(host).category == "location"


def travel_away_triggers(eng: Engine, origin: str) -> list[Step]:
    """Missions that resolve when the group travels away (Travel, 1. Clear Play Area)."""
    out: list[Step] = []
    for iid in missions(eng):
        obj = objective(eng, iid)
        if obj is None:
            continue
        if (obj.kind == "travel_away_from" and obj.location == origin) or (
            obj.kind == "travel_away_while" and _on_the_location(eng, iid)
        ):
            # A condition in the data (Biscuit Delivery: Hy Pimpot, Chef in play) is judged here,
            # so the players are not asked it; one only in words (The Fall of Spire's groups saved)
            # is still theirs to judge.
            judged = getattr(obj, "while_", None) is not None
            if judged and not _holds_while(eng, iid, obj):
                continue
            out += _fire(eng, iid, obj, conditional=not judged)
    return out


def _amount(eng: Engine, obj: Any) -> int | None:
    a = getattr(obj, "amount", None)
    if a is None:
        return None
    value = a.resolve(eng.n_rangers) if hasattr(a, "resolve") else None
    return int(value) if value is not None else None


def met_objectives(eng: Engine) -> list[tuple[str, Any]]:
    """(mission iid, objective) pairs whose token condition holds now."""
    st = eng.state
    out: list[tuple[str, Any]] = []
    for iid in missions(eng):
        obj = objective(eng, iid)
        if obj is None:
            continue
        tokens = st.cards[iid].tokens
        need = _amount(eng, obj)
        hit = False
        if obj.kind == "progress_on_this" and need is not None:
            hit = tokens.get("progress", 0) >= need
        elif obj.kind == "tokens_on_this" and need is not None and obj.token:
            hit = tokens.get(obj.token, 0) >= need
        elif obj.kind == "all_ranger_tokens_on_this":
            hit = bool(st.rangers) and all(r.ranger_token_on == iid for r in st.rangers)
        elif obj.kind == "no_tokens_on_this" and obj.token:
            hit = tokens.get(obj.token, 0) == 0 and _key(eng, iid, "had:" + obj.token) in st.day.triggered
            if tokens.get(obj.token, 0) > 0 and _key(eng, iid, "had:" + obj.token) not in st.day.triggered:
                st.day.triggered.append(_key(eng, iid, "had:" + obj.token))
        elif obj.kind == "clear_card" and obj.card_id:
            hit = any(c.split(":")[0] == obj.card_id for c in st.day.cleared)
        elif obj.kind == "tracker_checks" and need is not None:  # boxes before today, then today's
            def_id = st.cards[iid].def_id
            hit = st.day.mission_boxes.get(def_id, 0) + st.day.mission_marks.get(def_id, 0) >= need
        elif obj.kind == "clear_subject":
            subjects = {st.cards[c].def_id for c in st.cards[iid].attached}
            hit = any(c.split(":")[0] in subjects for c in st.day.cleared)
        if hit:
            out.append((iid, obj))
    return out


def _recorded_events(eng: Engine) -> list[Step]:
    """The Valley's Secrets: each listed notable event written on the tracker today names the
    entry once (the guide tool ``record_event``)."""
    out: list[Step] = []
    for iid in missions(eng):
        obj = objective(eng, iid)
        if obj is None or obj.kind != "notable_events_recorded":
            continue
        listed = {e.casefold() for e in obj.events}
        for event in eng.state.day.events:
            if event.casefold() in listed:
                out += _fire(eng, iid, obj, what=event.casefold())
    return out


def missions_check(eng: Engine, _args: dict[str, Any]) -> None:
    """Objectives the engine can see on the table (after each turn and before travel)."""
    if eng.state.phase == "ended":
        return
    steps: list[Step] = []
    for iid, obj in met_objectives(eng):
        steps += _fire(eng, iid, obj)
    steps += _recorded_events(eng)
    if steps:
        eng.push(*steps)
