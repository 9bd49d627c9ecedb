"""Rulebook: Phase 3: Travel, 5. Arrival Setup (and Game Setup, Resolve Arrival Setup).

The location's guide entry is named, "arrive at" missions resolve (travel only), then the
location's arrival setup runs: its behaviour's ``arrival`` list (content/behaviour/arrival.py), run
by its runners (engine/effects/arrival.py). Each ``arrival_step`` there names who resolves it:
the lead Ranger, the next Ranger clockwise who has not resolved one yet (a "next Ranger" step is
ignored once every Ranger has), or the group. The search and keep-one choices' steps live here;
the mechanics of the verbs themselves (taking the top card of a deck, revealing a challenge card)
live with their runners, below the day (docs/layers.md).
"""

from __future__ import annotations

from typing import Any

from rangers_qt.content.behaviour.compile import face_key
from rangers_qt.engine import ops, rng
from rangers_qt.engine.core import Engine, step
from rangers_qt.engine.day.missions import arrival_triggers
from rangers_qt.engine.effects.arrival import enter_path_card
from rangers_qt.engine.flow.decks import card_choices, matches
from rangers_qt.engine.rules.travel import current_location


def arrival(eng: Engine, args: dict[str, Any]) -> None:
    st = eng.state
    loc = current_location(eng)
    if loc is None:
        return
    def_id = st.cards[loc].def_id
    steps = []
    if not args.get("setup"):
        steps += arrival_triggers(eng)
    entry = ops._guide_entry(eng, loc, eng.facts(loc).guide_entry)
    if entry:
        steps.append(step("guide", entry=str(entry), card=loc))
    b = eng.book.behaviour.face(def_id)
    if b is not None and b.arrival:
        steps.append(step("fx", ref=f"{face_key(def_id)}/arrival", i=0, src=loc, b={}))
    eng.push(*steps)


def arrival_search(eng: Engine, args: dict[str, Any]) -> None:
    """Rulebook: Additional Concepts, Search: choose a matching card, then shuffle the deck; a
    "next" search (``next``) takes the first match from the top, with no choice."""
    st = eng.state
    rid: str | None = args.get("ranger")
    match: dict[str, Any] = args.get("match") or {}
    found: list[str] = []
    seen: set[str] = set()
    for iid in st.path_deck:
        if matches(eng, iid, match) and st.cards[iid].def_id not in seen:
            seen.add(st.cards[iid].def_id)
            found.append(iid)
            if args.get("next"):
                break
    if not found:
        eng.rec.event("search", "The search finds nothing", ranger=rid)
        rng.shuffle(st.rng, st.path_deck)
        return
    then = args.get("then") or "put_into_play"
    if len(found) == 1:
        eng.then("arrival_take", ranger=rid, card=found[0], then=then)
        return
    verb = {"put_into_play": "Put into play", "discard": "Discard", "attach_to_location": "Attach"}.get(
        then, then
    )
    options = card_choices(
        found, "pick", lambda c: f"{verb}: {eng.name(c)}", "arrival_take", ranger=rid, then=then
    )
    eng.ask("search", rid or st.lead, "Arrival setup: search the path deck", options)


def arrival_take(eng: Engine, args: dict[str, Any]) -> None:
    st = eng.state
    iid: str = args["card"]
    rid: str | None = args.get("ranger")
    then = args.get("then") or "put_into_play"
    if then == "discard":
        ops.place(eng, iid, "path_discard")
        eng.rec.event("discard", f"{eng.name(iid)} is discarded", [iid])
    elif then == "attach_to_location":
        loc = current_location(eng)
        if loc is None:
            enter_path_card(eng, iid, rid)
        else:
            ops.attach(eng, iid, loc)
            eng.rec.event("attach", f"{eng.name(iid)} is attached to {eng.name(loc)}", [iid])
    else:
        enter_path_card(eng, iid, rid)
    rng.shuffle(st.rng, st.path_deck)


def arrival_choose(eng: Engine, args: dict[str, Any]) -> None:
    """Draw several, keep one (one with the named keyword when any has it), discard the rest."""
    rid: str | None = args.get("ranger")
    cards: list[str] = [c for c in args["cards"] if c in eng.state.set_aside]
    keyword = args.get("keyword")
    if not cards:
        return
    must = [c for c in cards if keyword and eng.facts(c).has(keyword)]
    pool = must or cards
    if len(pool) == 1:
        eng.then("arrival_keep", ranger=rid, card=pool[0], cards=cards)
        return
    options = card_choices(
        pool, "keep", lambda c: f"Put {eng.name(c)} into play", "arrival_keep", ranger=rid, cards=cards
    )
    eng.ask("search", rid or eng.state.lead, "Arrival setup: choose the card that enters play", options)


def arrival_keep(eng: Engine, args: dict[str, Any]) -> None:
    keep: str = args["card"]
    for c in args["cards"]:
        if c != keep and c in eng.state.set_aside:
            ops.place(eng, c, "path_discard")
    enter_path_card(eng, keep, args.get("ranger"))
