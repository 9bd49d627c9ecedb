"""Runners of the path-deck verbs (content/behaviour/decks.py): cards put on the path deck, searches of the
deck and of the sets, extra draws."""

from __future__ import annotations

from typing import Any

from rangers_qt.content import behaviour as bh
from rangers_qt.content.behaviour.decks import set_words
from rangers_qt.engine import ops, rng
from rangers_qt.engine.effects import scratch
from rangers_qt.engine.effects.runner import (
    CONTINUE_LIST,
    STOP_LIST,
    ask_which_card,
    effects_step,
    runs,
    titled,
)
from rangers_qt.engine.modifier_layer.evaluate import Ctx, amount, matches, rangers
from rangers_qt.engine.path_deck import new_card
from rangers_qt.engine.prompts import opt
from rangers_qt.words import count


@runs(bh.SeparateToPath)
def _verb_separate_to_path(ctx: Ctx, e: bh.SeparateToPath) -> bool:
    """The Alluvial Ruins: the detritus deck's top card goes on top of the path deck (it stays set
    aside no more: the path deck holds it)."""
    eng = ctx.eng
    deck = eng.state.day.separate_decks.get(e.deck, [])
    for _ in range(amount(ctx, e.amount)):
        if not deck:
            eng.rec.event("path_empty", f"No card left in the {e.deck} deck")
            break
        iid = deck.pop(0)
        ops.place(eng, iid, "path_deck", top=True)
        eng.rec.event("path_deck", f"The top card of the {e.deck} deck goes on top of the path deck", [])
    return CONTINUE_LIST


@runs(bh.SearchPath)
def _verb_search_path(ctx: Ctx, e: bh.SearchPath) -> bool:
    """Rulebook: Additional Concepts, Search (path cards go into play; the deck is shuffled)."""

    eng = ctx.eng
    st = eng.state
    found = [c for c in st.path_deck if matches(ctx, c, e.match)]
    if e.place != "play":
        return _search_to_deck(ctx, e, found)
    if not e.next or not found:
        found += [c for c in st.path_discard if matches(ctx, c, e.match)] if e.discard_too else []
    if e.match.highest == "presence" and found:  # of the cards searched (presence as printed)
        top = max(ops.presence(eng, c) for c in found)
        found = [c for c in found if ops.presence(eng, c) == top]
    who = rangers(ctx, e.who)
    if found and who:
        if e.as_:
            ctx.bindings[e.as_] = found[0]
        if e.area == "along_the_way":
            ops.enter_play(eng, found[0], "along_the_way", by=who[0])
        else:
            ops.enter_by_arrow(eng, found[0], who[0])
    else:
        eng.rec.event("search", "The search finds nothing", [ctx.src] if ctx.src else [])
    rng.shuffle(st.rng, st.path_deck)
    eng.rec.area("path_deck")
    return CONTINUE_LIST


def _names(name: str | list[str]) -> list[str]:
    return [name] if isinstance(name, str) else list(name)


def _facts_match(f: Any, flt: bh.CardFilter) -> bool:
    """A card's printed facts against a filter's fact terms (type, trait, keyword, name,
    category): for cards not in the game yet (a set of the collection)."""
    types = [flt.type] if isinstance(flt.type, str) else list(flt.type or [])
    traits = [flt.trait] if isinstance(flt.trait, str) else list(flt.trait or [])
    categories = [flt.category] if isinstance(flt.category, str) else list(flt.category or [])
    return (
        (not types or f.type in types)
        and (not traits or any(f.has_trait(t) for t in traits))
        and (flt.keyword is None or f.has(flt.keyword))
        and (flt.name is None or f.name.casefold() in {n.casefold() for n in _names(flt.name)})
        and (flt.not_name is None or f.name.casefold() != flt.not_name.casefold())
        and (not categories or f.category in categories)
    )


def _set_offer(ctx: Ctx, e: bh.SearchSet) -> dict[str, str | None]:
    """Card id -> a copy in the path discard (``discard_too``) or None (a copy from the
    collection: the set's quantity less the copies already in the game), in set order."""
    eng = ctx.eng
    st = eng.state
    out: dict[str, str | None] = {}
    if e.discard_too:
        for iid in st.path_discard:
            def_id = st.cards[iid].def_id
            if (
                def_id not in out
                and eng.facts(iid).category == "path"
                and _facts_match(eng.facts(iid), e.match)
            ):
                out[def_id] = iid
    in_game: dict[str, int] = {}
    for c in st.cards.values():
        in_game[c.def_id] = in_game.get(c.def_id, 0) + 1
    for card in eng.book.catalog.set_cards(e.set):
        copies = int(getattr(card, "quantity", 1) or 1)
        if (
            card.id not in out
            and in_game.get(card.id, 0) < copies
            and _facts_match(eng.book.facts(card.id), e.match)
        ):
            out[card.id] = None
    return out


@runs(bh.SearchSet)
def _verb_search_set(ctx: Ctx, e: bh.SearchSet) -> bool:
    """Rulebook: Additional Concepts, Search - here a set of the collection ("search the General
    set for..."): the card found enters play by its arrow, or is shuffled into the path deck."""

    eng = ctx.eng
    st = eng.state
    key = ctx.choice_key()
    who = rangers(ctx, e.who)
    rid = who[0] if who else ctx.you
    n = amount(ctx, e.amount)
    for k in range(int(ctx.bindings.get(key + scratch.FOUND_SO_FAR, 0)), n):
        offer = _set_offer(ctx, e)
        chosen = ctx.bindings.pop(key, None)
        if chosen not in offer:
            chosen = None
        if chosen is None and len(offer) > 1:
            options = [
                opt(
                    id=f"card:{def_id}",
                    label=f"Take {eng.book.facts(def_id).name}",
                    kind="choose_card",
                    then=[
                        effects_step(
                            ctx.ref,
                            ctx.i,
                            ctx.src,
                            {**ctx.bindings, key: def_id, key + scratch.FOUND_SO_FAR: k},
                        )
                    ],
                )
                for def_id in offer
            ]
            eng.ask(
                "effect_choice",
                rid,
                titled(ctx, f"search {set_words(e.set)} for which card?"),
                options,
            )
            return STOP_LIST
        if chosen is None and offer:
            chosen = next(iter(offer))
        if chosen is None:
            eng.rec.event(
                "search",
                f"The search of the {e.set.replace('_', ' ')} set finds nothing",
                [ctx.src] if ctx.src else [],
            )
            break
        iid = offer[chosen]
        if iid is None:
            iid = new_card(st, chosen)
            st.set_aside.append(iid)
        if e.as_:
            found = ctx.bindings.get(e.as_)
            ctx.bindings[e.as_] = iid if k == 0 else [*(found if isinstance(found, list) else [found]), iid]
        if e.where == "play":
            ops.enter_by_arrow(eng, iid, rid)
        elif e.where == "aside":
            eng.rec.event("search", f"{eng.name(iid)} is set aside", [iid])
        else:
            ops.place(eng, iid, "path_deck")
            rng.shuffle(st.rng, st.path_deck)
            eng.rec.event("path_deck", f"{eng.name(iid)} is shuffled into the path deck", [])
        if ops.ended(eng):
            return STOP_LIST
    ctx.bindings.pop(key + scratch.FOUND_SO_FAR, None)
    return CONTINUE_LIST


def _search_to_deck(ctx: Ctx, e: bh.SearchPath, found: list[str]) -> bool:
    """Rulebook: Additional Concepts, Search - the acting Ranger picks one of the matches; the deck
    is shuffled, then that card goes on top or at the bottom of it."""

    eng = ctx.eng
    st = eng.state
    key = ctx.choice_key()
    chosen = ctx.bindings.get(key)
    where = "on top of" if e.place == "top" else "at the bottom of"
    if chosen is None and len(found) > 1:
        return ask_which_card(
            ctx,
            found,
            lambda iid: f"Put {eng.name(iid)} {where} the deck",
            "search the path deck for which card?",
        )
    pick = str(chosen) if chosen is not None else (found[0] if found else None)
    ctx.bindings.pop(key, None)
    if pick is not None and pick in st.path_deck:
        st.path_deck.remove(pick)
    rng.shuffle(st.rng, st.path_deck)
    if pick is not None:
        if e.place == "top":
            st.path_deck.insert(0, pick)
        else:
            st.path_deck.append(pick)
        eng.rec.event("search", f"{eng.name(pick)} goes {where} the path deck", [pick], ctx.you)
    else:
        eng.rec.event("search", "The search finds nothing", [ctx.src] if ctx.src else [])
    eng.rec.area("path_deck")
    return CONTINUE_LIST


@runs(bh.ExtraPathDraw)
def _verb_extra_path_draw(ctx: Ctx, e: bh.ExtraPathDraw) -> bool:
    n = amount(ctx, e.amount)
    if n > 0:
        ctx.eng.state.day.extra_path_draws += n
        text = f"The lead Ranger draws {count(n, 'extra path card')} next round"
        ctx.eng.rec.event("weather", text, [ctx.src] if ctx.src else [])
    return CONTINUE_LIST
