"""Runners of the campaign verbs (content/behaviour/campaign.py): mission boxes, guide entries, the
collection."""

from __future__ import annotations

from rangers_qt.content import behaviour as bh
from rangers_qt.engine import ops
from rangers_qt.engine.core import flow_calls, step
from rangers_qt.engine.day_record import MISSION_BOXES, DeckChange
from rangers_qt.engine.effects import scratch
from rangers_qt.engine.effects.collection import starting_cards
from rangers_qt.engine.effects.runner import (
    ASKED_A_PLAYER,
    CONTINUE_LIST,
    STOP_LIST,
    each_card,
    effects_step,
    pick_rangers,
    runs,
    titled,
)
from rangers_qt.engine.effects.set_aside import return_set_aside
from rangers_qt.engine.modifier_layer.evaluate import Ctx, place_of
from rangers_qt.engine.path_deck import new_card
from rangers_qt.engine.prompts import opt


@runs(bh.ToCollection)
def _verb_to_collection(ctx: Ctx, e: bh.ToCollection) -> bool:
    """A Ranger card returns to the collection: it leaves the day (set aside, out of every pile) and
    the day's outcome records it leaving its owner's deck (``DeckChange`` with ``remove``)."""

    eng = ctx.eng

    def away(iid: str) -> None:

        if return_set_aside(eng, iid):  # a set-aside path card leaves the game
            return
        owner = eng.state.cards[iid].owner
        if owner is None or eng.facts(iid).category != "ranger":
            return
        if ops.in_play_zone(place_of(eng, iid)[0]):
            ops.leave_play(eng, iid, ("set_aside", None))
        else:
            ops.place(eng, iid, "set_aside")
        eng.state.day.deck_changes.append(DeckChange(ranger=owner, remove=eng.state.cards[iid].def_id))
        eng.rec.event("collection", f"{eng.name(iid)} returns to the collection", [iid], owner)

    return each_card(ctx, e.target, "Return", away, e.as_)


@runs(bh.LeaveGame)
def _verb_leave_game(ctx: Ctx, _e: bh.LeaveGame) -> bool:
    """Rulebook: Mission Cards - a mission leaves play by its own instructions: this one goes back
    to the collection with what is attached to it, not completed (it is not carried over)."""

    eng = ctx.eng
    if ctx.src is None or ctx.src not in eng.state.cards or eng.facts(ctx.src).category != "mission":
        return CONTINUE_LIST
    name = eng.name(ctx.src)
    flow_calls().remove_mission(eng, ctx.src)
    eng.rec.event("mission", f"{name} leaves the game (not completed)")
    return CONTINUE_LIST


@runs(bh.MarkMission)
def _verb_mark_mission(ctx: Ctx, e: bh.MarkMission) -> bool:
    """Rulebook: Campaign Tracker - check this mission's progress boxes (at most 3 a day; the
    campaign caps the line at 3 too)."""

    eng = ctx.eng
    if not ctx.src or eng.facts(ctx.src).category != "mission":
        return CONTINUE_LIST
    def_id = eng.state.cards[ctx.src].def_id
    marks = eng.state.day.mission_marks
    n = min(e.amount, MISSION_BOXES - marks.get(def_id, 0))
    if n > 0:
        marks[def_id] = marks.get(def_id, 0) + n
        eng.rec.event("mission", f"{eng.name(ctx.src)}: {n} box(es) checked on the tracker", [ctx.src])
    return CONTINUE_LIST


@runs(bh.ReadGuide)
def _verb_read_guide(ctx: Ctx, e: bh.ReadGuide) -> bool:
    eng = ctx.eng
    cards = [ctx.src] if ctx.src else []
    # A mission may make this card read another entry in place of its own (guide_entry constant).
    entry = ops._guide_entry(eng, ctx.src, e.entry) if ctx.src else e.entry
    if entry != e.entry:
        e = e.model_copy(update={"entry": entry})
    eng.rec.event("guide_entry", f"Read campaign guide entry {e.entry}", cards, ctx.you, guide_entry=e.entry)
    if ctx.src:
        flow_calls().entry_read_by_mission(eng, ctx.src, e.entry)
    if eng.state.day.guide_prompts:
        eng.push(step("guide", entry=e.entry, card=ctx.src, quiet=True, tools=False))
    return CONTINUE_LIST


@runs(bh.FromCollection)
def _verb_from_collection(ctx: Ctx, e: bh.FromCollection) -> bool:
    """Rulebook: Customizing Your Deck, Permanent Alterations. The chosen card is a new copy from
    the collection: in hand, or put into play (gear into the player area); the day's outcome
    records it joining the deck (``DeckChange`` with ``add``; the campaign checks it again)."""

    eng = ctx.eng
    key = ctx.choice_key()
    found = pick_rangers(ctx, e.who, "takes a card from the collection")
    if found == ASKED_A_PLAYER:
        return STOP_LIST
    if not found:
        return CONTINUE_LIST
    rid = found[0]
    chosen = ctx.bindings.get(key + scratch.CHOSEN_CARD)
    if chosen is None:
        offer = starting_cards(eng, rid, e.type)
        if not offer:
            eng.rec.event("collection", f"No starting {e.type} can join the deck", [], rid)
            return CONTINUE_LIST
        options = [
            opt(
                id=f"collection:{def_id}",
                label=f"Take {eng.book.facts(def_id).name}",
                kind="choose_card",
                then=[
                    effects_step(
                        ctx.ref, ctx.i, ctx.src, {**ctx.bindings, key: rid, key + scratch.CHOSEN_CARD: def_id}
                    )
                ],
            )
            for def_id in offer
        ]
        title = f"{eng.state.ranger(rid).name}: which starting {e.type} joins your deck?"
        eng.ask("effect_choice", rid, titled(ctx, title), options)
        return STOP_LIST
    for k in (key, key + scratch.CHOSEN_CARD):
        ctx.bindings.pop(k, None)
    iid = new_card(eng.state, str(chosen), owner=rid)
    eng.state.set_aside.append(iid)  # out of the collection, onto the table
    eng.state.day.deck_changes.append(DeckChange(ranger=rid, add=str(chosen)))
    eng.rec.event("collection", f"{eng.name(iid)} joins the deck from the collection", [iid], rid)
    if e.to == "play":
        ops.enter_play(eng, iid, "player_area", rid, by=rid)
    else:
        ops.place(eng, iid, "hand", rid)
    return CONTINUE_LIST
