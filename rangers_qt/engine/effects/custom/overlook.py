"""A card from a nearby location's set, held face down on this card until the group travels
(Mount Nim's Overlook): the Ranger picks a nearby location (one printed path away, map order);
one card of that location's set (its own set when pivotal, else the Valley set: ruling R70) not
already in the game is taken at random and attached face down to this card. After the group
travels, that card enters play by its arrow if the group went to that location; otherwise it goes
back to the collection.

Data: ``{"do": "custom", "fn": "hold_nearby_set_card"}`` then ``{"do": "delayed", "until":
"after_travel", "effects": [{"do": "custom", "fn": "release_held_set_card"}]}``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from rangers_qt.engine import ops, rng
from rangers_qt.engine.effects.custom import custom
from rangers_qt.engine.effects.runner import CONTINUE_LIST, STOP_LIST, resume_with
from rangers_qt.engine.path_deck import new_card, set_ids, valley_set_id
from rangers_qt.engine.prompts import opt
from rangers_qt.engine.valley import valley_map

if TYPE_CHECKING:
    from rangers_qt.engine.modifier_layer.evaluate import Ctx

HELD = "$held"  # the card attached face down
HELD_FOR = "$held_for"  # the location (map slug) it waits for


def _nearby(ctx: Ctx) -> list[str]:

    vmap = valley_map(ctx.eng)
    here = ctx.eng.state.day.location
    out: list[str] = []
    if vmap is None or not here:
        return out
    for slug, _terrain in vmap.neighbours(here):
        if slug not in out and slug != here:
            out.append(slug)
    return out


def _set_of(ctx: Ctx, slug: str) -> str:

    loc = ctx.eng.book.catalog.location_by_slug(slug)
    own = getattr(loc, "path_set", None)
    return str(own) if getattr(loc, "pivotal", False) and own else valley_set_id(ctx.eng.book)


def _hold(ctx: Ctx, slug: str) -> None:

    eng = ctx.eng
    st = eng.state
    pool = set_ids(eng.book, _set_of(ctx, slug))
    for card in st.cards.values():  # copies already in the game stay where they are
        if card.def_id in pool:
            pool.remove(card.def_id)
    if not pool or ctx.src is None:
        eng.rec.event("behaviour", "No card of that location's set is left in the collection", [])
        return
    iid = new_card(st, rng.choice(st.rng, pool))
    st.set_aside.append(iid)  # taken from the collection, then onto this card
    ops.attach(eng, iid, ctx.src, face_up=False)
    ctx.bindings[HELD] = iid
    ctx.bindings[HELD_FOR] = slug
    name = eng.book.catalog.location_by_slug(slug).name
    eng.rec.event("attach", f"A card of {name}'s set is attached face down to {eng.name(ctx.src)}", [ctx.src])


@custom("hold_nearby_set_card")
def hold_nearby_set_card(ctx: Ctx, _effect: Any) -> bool:

    chosen = ctx.bindings.get(ctx.choice_key())
    if isinstance(chosen, str):
        ctx.bindings.pop(ctx.choice_key(), None)
        _hold(ctx, chosen)
        return CONTINUE_LIST
    slugs = _nearby(ctx)
    if len(slugs) <= 1:  # one nearby location is no choice
        if slugs:
            _hold(ctx, slugs[0])
        return CONTINUE_LIST
    book = ctx.eng.book
    options = [
        opt(
            id=f"location:{slug}",
            label=str(book.catalog.location_by_slug(slug).name),
            kind="choose_card",
            card=ctx.src,
            then=resume_with(ctx, slug),
        )
        for slug in slugs
    ]
    title = f"{ctx.eng.name(ctx.src)}: choose a nearby location" if ctx.src else "Choose a nearby location"
    ctx.eng.ask("effect_choice", ctx.you, title, options)  # the answer resumes this effect
    return STOP_LIST


@custom("release_held_set_card")
def release_held_set_card(ctx: Ctx, _effect: Any) -> bool:

    eng = ctx.eng
    st = eng.state
    iid, slug = ctx.bindings.get(HELD), ctx.bindings.get(HELD_FOR)
    if not isinstance(iid, str) or iid not in st.cards:
        return CONTINUE_LIST
    if st.day.location == slug:
        # The new path deck was built from the whole set: the copy held here was not in it.
        def_id = st.cards[iid].def_id
        twin = next((i for i in st.path_deck if st.cards[i].def_id == def_id), None)
        if twin is not None:
            st.path_deck.remove(twin)
            del st.cards[twin]
            eng.rec.area("path_deck")
        ops.place(eng, iid, "set_aside")
        ops.enter_by_arrow(eng, iid, ctx.you)
        return STOP_LIST if ops.ended(eng) else CONTINUE_LIST
    ops.place(eng, iid, "set_aside")  # out of whatever pile the travel left it in
    st.set_aside.remove(iid)
    del st.cards[iid]
    eng.rec.area("set_aside")
    eng.rec.event("behaviour", "The card held for another destination goes back to the collection", [])
    return CONTINUE_LIST
