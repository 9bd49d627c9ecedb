"""Rulebook: Phase 3: Travel, 5. Arrival Setup (and Game Setup, Resolve Arrival Setup).

The location's guide entry is named, "arrive at" missions resolve (travel only), then the
location's arrival setup runs: its behaviour's ``arrival`` list (content/behaviour/arrival.py), run
by its runners (engine/effects/arrival.py). Each ``arrival_step`` there names who resolves it:
the lead Ranger, the next Ranger clockwise who has not resolved one yet (a "next Ranger" step is
ignored once every Ranger has), or the group. The mechanics the arrival verbs share live here:
taking the top card of a deck, revealing a challenge card, the search and keep-one choices.
"""

from __future__ import annotations

from typing import Any

from rangers_qt.content.behaviour.compile import face_key
from rangers_qt.engine import ops, rng
from rangers_qt.engine.core import Engine, step
from rangers_qt.engine.day.missions import arrival_triggers
from rangers_qt.engine.flow.challenge_deck import reshuffle
from rangers_qt.engine.flow.decks import card_choices, matches
from rangers_qt.engine.flow.round import seat_order
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


def arrival_ranger(eng: Engine, who: str, used: list[str]) -> tuple[bool, str | None]:
    """Who resolves an arrival step: (resolved at all, the Ranger or None for the group). A "next
    Ranger" step is ignored once every Ranger has resolved one (``used``)."""
    if who == "lead":
        return True, eng.state.lead
    if who == "next":
        rid = next((r for r in seat_order(eng) if r not in used), None)
        if rid is None:
            eng.rec.event("arrival", "Every Ranger has resolved an arrival step: this one is ignored")
            return False, None
        return True, rid
    return True, None


def _deck(eng: Engine, name: str) -> list[str]:
    if name == "path":
        return eng.state.path_deck
    return eng.state.day.separate_decks.setdefault(name, [])


def _enter(eng: Engine, iid: str, rid: str | None, move_within_reach: bool = False) -> None:
    """A path card comes into play where its arrow says (within reach of the Ranger resolving)."""
    ops.enter_by_arrow(eng, iid, rid or eng.state.lead, move_within_reach)


def _draw_top(eng: Engine, deck_name: str) -> str | None:
    st = eng.state
    deck = _deck(eng, deck_name)
    if not deck and deck_name == "path" and st.path_discard:
        ops.shuffle_into(eng, st.path_discard, st.path_deck)
        eng.rec.event("reshuffle", "The path discard is shuffled into a new path deck")
    if not deck:
        eng.rec.event("path_empty", f"No card left in the {deck_name} deck")
        return None
    iid = deck[0]
    if deck_name != "path":
        deck.pop(0)
    return iid


def deal(eng: Engine, rid: str | None, n: int, deck_name: str, to: str, area: str | None) -> None:
    """The top ``n`` cards of a deck come into play one by one (no path-draw window)."""
    st = eng.state
    for _ in range(n):
        iid = _draw_top(eng, deck_name)
        if iid is None or ops.ended(eng):
            return
        if to == "facedown" and area:
            ops.place(eng, iid, area)
            st.cards[iid].face_up = False
            st.cards[iid].side = "back"  # a face-down path card in play (ruling R86)
            eng.rec.event("arrival", "A path card is placed face down", [iid])
            continue
        _enter(eng, iid, rid, to == "within_reach")


def draw_keep_one(eng: Engine, rid: str | None, n: int, keyword: str | None) -> None:
    """Set the top ``n`` path cards aside; the keep-one choice follows (``arrival_choose``)."""
    drawn: list[str] = []
    for _ in range(n):
        iid = _draw_top(eng, "path")
        if iid is None:
            break
        ops.place(eng, iid, "set_aside")
        drawn.append(iid)
    if drawn:
        eng.then("arrival_choose", ranger=rid, cards=drawn, keyword=keyword)


def reveal_challenge(eng: Engine) -> str | None:
    """The top challenge card is revealed and discarded; its card id (None: no card left)."""

    st = eng.state
    if not st.challenge_deck and st.challenge_discard:
        reshuffle(eng, "The challenge discard is shuffled into the challenge deck")
    if not st.challenge_deck:
        return None
    card = st.challenge_deck[0]
    ops.place(eng, card, "challenge_discard")
    f = eng.facts(card)
    eng.rec.event("challenge", f"Challenge card revealed: {f.symbol}", [card])
    if f.reshuffle:
        reshuffle(eng, "Reshuffle icon: the challenge deck is reshuffled")
    return card


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
            _enter(eng, iid, rid)
        else:
            ops.attach(eng, iid, loc)
            eng.rec.event("attach", f"{eng.name(iid)} is attached to {eng.name(loc)}", [iid])
    else:
        _enter(eng, iid, rid)
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
    _enter(eng, keep, args.get("ranger"))
