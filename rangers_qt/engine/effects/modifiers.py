"""The modifier layer: constant effects of cards in play, read by the rules queries.

Why a layer: a constant ("every test is 1 harder while this shows", "your gear takes one square
less") is not an event; the rules ask for the value when they need it (difficulty, equip value,
travel options, obstacles). Only cards whose behaviour has ``constant`` entries are looked at, and
the whole layer is skipped when the catalog has none. Order: printed value, then every constant's
``by`` in card order, then the constant's ``min`` floor.
"""

from __future__ import annotations

from rangers_qt.content.behaviour import Constant
from rangers_qt.content.behaviour_compile import face_key
from rangers_qt.engine.core import Engine
from rangers_qt.engine.effects.evaluate import Ctx, holds, select
from rangers_qt.engine.state import TestState
from rangers_qt.engine.zones import iter_in_play


def constants_in_play(eng: Engine, modify: str) -> list[tuple[str, Constant]]:
    """(card, constant) for every constant of this kind on a card in play whose ``while`` holds,
    in canonical card order."""
    compiled = eng.book.behaviour
    keys = compiled.constant_kinds.get(modify)
    if not keys:
        return []
    st = eng.state
    index = eng.memo.get("play_index")
    cards = list(index) if index is not None else iter_in_play(st)
    out: list[tuple[str, Constant]] = []
    for iid in cards:
        card = st.cards[iid]
        key = face_key(card.def_id, card.side)
        if key not in keys:
            continue
        for c in compiled.faces[key].constant:
            if c.modify != modify:
                continue
            if c.while_ is not None and not holds(Ctx(eng, key, 0, iid, _you(eng, iid)), c.while_):
                continue
            out.append((iid, c))
    return out


def _you(eng: Engine, iid: str) -> dict[str, str]:
    """A constant's "you" is the card's owner (a Ranger card), else the lead Ranger."""
    owner = eng.state.cards[iid].owner
    return {"$you": owner or eng.state.lead}


def difficulty_bonus(eng: Engine, _test: TestState) -> int:
    """Constants that make every test harder or easier (Clinging Mist: +1)."""
    return sum(c.by for _iid, c in constants_in_play(eng, "difficulty"))


def _applies_to(eng: Engine, src: str, c: Constant, iid: str) -> bool:
    return iid in select(Ctx(eng, face_key(eng.state.cards[src].def_id), 0, src, _you(eng, src)), c.target)


def equip_value(eng: Engine, iid: str) -> int:
    """A card's equip value with constants (Pocketed Belt Pouch: each of your gear one less,
    never below 1)."""
    value = eng.facts(iid).equip
    floor: int | None = None
    for src, c in constants_in_play(eng, "equip"):
        if _applies_to(eng, src, c, iid):
            value += c.by
            if c.min is not None:
                floor = c.min if floor is None else max(floor, c.min)
    if floor is not None:
        value = max(min(floor, eng.facts(iid).equip), value)
    return value


def x_value(eng: Engine, iid: str) -> int | None:
    """The card's printed X from its own ``x`` constant (Harvester Anthill: the harm on it), or
    None when its behaviour defines none. Only this card's faces are read: no scan of the table."""
    from rangers_qt.engine.effects.evaluate import amount

    card = eng.state.cards[iid]
    key = face_key(card.def_id, card.side)
    if key not in eng.book.behaviour.constants:
        return None
    for c in eng.book.behaviour.faces[key].constant:
        if c.modify == "x" and c.value is not None:
            return max(0, amount(Ctx(eng, key, 0, iid, _you(eng, iid)), c.value))
    return None


def progress_cap(eng: Engine, iid: str) -> int | None:
    """At most this much progress per test on this card (Black Mud: 1), from its own constant."""
    card = eng.state.cards[iid]
    key = face_key(card.def_id, card.side)
    if key not in eng.book.behaviour.constants:
        return None
    caps = [c.by for c in eng.book.behaviour.faces[key].constant if c.modify == "progress_cap"]
    return min(caps) if caps else None


def progress_added(eng: Engine, iid: str) -> int:
    """How much the progress a test puts on this card changes, from its own ``progress_added``
    constants whose ``while`` holds (The Furrow: 1 less on a Traverse test aimed at it)."""
    card = eng.state.cards[iid]
    key = face_key(card.def_id, card.side)
    if key not in eng.book.behaviour.constants:
        return 0
    total = 0
    for c in eng.book.behaviour.faces[key].constant:
        if c.modify != "progress_added":
            continue
        if c.while_ is not None and not holds(Ctx(eng, key, 0, iid, _you(eng, iid)), c.while_):
            continue
        total += c.by
    return total


def shields_fatigue(eng: Engine, rid: str, source: str) -> bool:
    """The card this Ranger's token is on keeps fatigue from ``source`` off them (Fraying Rope
    Bridge: its own; Talus Cave: the weather's). Only that one card's constants are read."""
    spot = eng.state.ranger(rid).ranger_token_on
    if spot is None or spot not in eng.state.cards:
        return False
    card = eng.state.cards[spot]
    key = face_key(card.def_id, card.side)
    if key not in eng.book.behaviour.constants:
        return False
    for c in eng.book.behaviour.faces[key].constant:
        if c.modify == "shield_fatigue" and source in select(Ctx(eng, key, 0, spot, {"$you": rid}), c.target):
            return True
    return False


def stat_bonus(eng: Engine, iid: str, stat: str) -> int:
    """The sum of constants in play that change this card's ``presence`` or a threshold."""
    return sum(c.by for src, c in constants_in_play(eng, stat) if _applies_to(eng, src, c, iid))


def river_travel(eng: Engine) -> bool:
    """Some card in play lets the group travel on river paths (Dolewood Canoe, equipped)."""
    return bool(constants_in_play(eng, "river_travel"))


def ignores_keyword(eng: Engine, ranger_id: str, keyword: str) -> bool:
    """This Ranger ignores ``keyword`` on other cards because of a card in their player area
    (Spiderpad Gloves: obstacles do not block them)."""
    area = eng.state.ranger(ranger_id).player_area
    return any(src in area and c.keyword == keyword for src, c in constants_in_play(eng, "ignore_keyword"))
