"""The modifier layer: constant effects of cards in play, read by the rules queries.

Why a layer: a constant ("every test is 1 harder while this shows", "your gear takes one square
less") is not an event; the rules ask for the value when they need it (difficulty, equip value,
travel options, obstacles). Only cards whose behaviour has ``constant`` entries are looked at, and
the whole layer is skipped when the catalog has none. Order: printed value, then every constant's
``by`` in card order, then the constant's ``min`` floor.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import cast

from rangers_qt.content.behaviour import Constant
from rangers_qt.content.behaviour.compile import face_key
from rangers_qt.engine.cards import Facts, Num
from rangers_qt.engine.core import MEMO_FROZEN, Engine
from rangers_qt.engine.facedown import FACEDOWN_NAME, is_facedown
from rangers_qt.engine.modifier_layer.evaluate import Ctx, amount, holds, select
from rangers_qt.engine.state import CardInstance, TestState
from rangers_qt.engine.zones import game_memo, in_play, in_play_among


def constants_in_play(eng: Engine, modify: str, you: str | None = None) -> list[tuple[str, Constant]]:
    """(card, constant) for every constant of this kind on a card in play whose ``while`` holds,
    in canonical card order (hosts before their attachments, as ``iter_in_play``; ``you``: the
    Ranger the condition is read for; default the card's owner, else the lead).

    Only the cards of this game whose definition has such a constant on some face are looked at
    (a per-game set, ``game_memo``): the rules ask this several times per answer, and a table of
    dozens of cards usually holds none or one of them. While the state is frozen
    (``Engine.frozen``) the answer is kept for the prompt being built."""
    memo = eng.memo
    frozen: dict[object, list[tuple[str, Constant]]] | None = memo.get("frozen")
    # Not while a condition is being read (``_while_holds``): that answer sees a card as busy.
    if frozen is not None and not memo.get("constants_busy"):
        # Looked up first: a prompt asks the same kinds hundreds of times, and "none" (no such
        # constant in the catalog, in this game or in play) is kept like any other answer.
        fkey = ("constants", modify, you)
        hit = frozen.get(fkey)
        if hit is None:
            keys = eng.book.behaviour.constant_kinds.get(modify)
            hit = frozen[fkey] = _constants_now(eng, modify, keys, you) if keys else []
        return hit
    keys = eng.book.behaviour.constant_kinds.get(modify)
    if not keys:  # none in the catalog
        return []
    return _constants_now(eng, modify, keys, you)


def _constants_now(
    eng: Engine, modify: str, keys: frozenset[str], you: str | None
) -> list[tuple[str, Constant]]:
    cands = _constant_cards(eng, modify, keys)
    if not cands:  # none in this game
        return []
    compiled = eng.book.behaviour
    st = eng.state
    index = eng.memo.get("play_index")
    cards = [i for i in index if i in cands] if index is not None else in_play_among(st, cands)
    out: list[tuple[str, Constant]] = []
    for iid in cards:
        card = st.cards[iid]
        key = face_key(card.def_id, card.side)
        if key not in keys:
            continue
        for c in compiled.faces[key].constant:
            if c.modify != modify:
                continue
            if c.while_ is not None and not _while_holds(eng, iid, key, c, you):
                continue
            out.append((iid, c))
    return out


def _constant_cards(eng: Engine, modify: str, keys: frozenset[str]) -> tuple[str, ...]:
    """The cards of this game (any zone, sorted) with a ``modify`` constant on either face."""
    memo = game_memo(eng.state)
    by_kind: dict[str, tuple[str, ...]] | None = memo.get("constant_cards")
    if by_kind is None:
        by_kind = memo["constant_cards"] = {}
    found = by_kind.get(modify)
    if found is None:
        defs = {k.removesuffix(".back") for k in keys}
        found = by_kind[modify] = tuple(sorted(i for i, c in eng.state.cards.items() if c.def_id in defs))
    return found


def _may_apply(eng: Engine, iid: str, modify: str) -> bool:
    """Could a constant of this kind on a card in play change ``iid`` now? False only when none
    can: a constant aimed at its own card (``this``) or at its host (``host``) changes only that
    card, so for those only a card of the game that is ``iid`` or is attached to it counts; a
    constant aimed elsewhere counts while its card is in play. No ``while`` is read: a query about
    one card (has it a trait?) skips the layer's walk of the table when nothing there is aimed at it.
    """
    plan = _aim_plan(eng, modify)
    if plan is None:
        return False
    local, other = plan
    cards = eng.state.cards
    for c in local:
        if c == iid or cards[c].attached_to == iid:
            return True
    if other:
        st = eng.state
        return any(in_play(st, c) for c in other)
    return False


def constant_in_play(eng: Engine, modify: str) -> bool:
    """Is a card with a constant of this kind in play (its ``while`` not read)? Cheaper than
    ``constants_in_play`` when the answer is usually no; a yes says nothing about the conditions."""
    plan = _aim_plan(eng, modify)
    if plan is None:
        return False
    st = eng.state
    index: dict[str, object] | None = eng.memo.get("play_index")
    if index is not None:
        return any(c in index for part in plan for c in part)
    return any(in_play(st, c) for part in plan for c in part)


_UNSET = object()


def _aim_plan(eng: Engine, modify: str) -> tuple[tuple[str, ...], tuple[str, ...]] | None:
    """(cards whose every constant of this kind, on either face, is aimed at ``this`` or ``host``;
    the other cards with such a constant), among the cards of this game; None: no such card. Kept
    per game (``game_memo``): it depends only on which cards are in the game."""
    memo = game_memo(eng.state)
    plans: dict[str, tuple[tuple[str, ...], tuple[str, ...]] | None] | None = memo.get("aim_plans")
    if plans is None:
        plans = memo["aim_plans"] = {}
    found = plans.get(modify, _UNSET)
    if found is not _UNSET:
        return cast("tuple[tuple[str, ...], tuple[str, ...]] | None", found)
    keys = eng.book.behaviour.constant_kinds.get(modify)
    cands = _constant_cards(eng, modify, keys) if keys else ()
    plan = None
    if keys and cands:
        faces = eng.book.behaviour.faces
        far = {
            k.removesuffix(".back")
            for k in keys
            if any(c.modify == modify and c.target not in ("this", "host") for c in faces[k].constant)
        }
        cards = eng.state.cards
        plan = (
            tuple(c for c in cands if cards[c].def_id not in far),
            tuple(c for c in cands if cards[c].def_id in far),
        )
    plans[modify] = plan
    return plan


def _unchanged(eng: Engine, iid: str, stat: str) -> bool:
    """Nothing can change this card's ``stat`` now: no timed modifier on it, no constant in play
    that could be aimed at it (``_may_apply``).

    While the state is frozen (``Engine.frozen``) the cards that could be changed are worked out
    once per ``stat`` (``_changeable``) and each query is a set lookup: a prompt asks this about
    every card it looks at, for traits and keywords mostly, and the answer is almost always yes."""
    frozen: dict[object, object] | None = eng.memo.get(MEMO_FROZEN)
    if frozen is not None:
        key = ("changeable", stat)
        hit = frozen.get(key)
        if hit is None:
            hit = frozen[key] = _changeable(eng, stat)
        return hit is not True and iid not in cast("frozenset[str]", hit)
    mods = eng.state.modifiers
    if mods and any(m.stat == stat and m.card == iid for m in mods):
        return False
    return not _may_apply(eng, iid, stat)


def _changeable(eng: Engine, stat: str) -> frozenset[str] | bool:
    """The cards whose ``stat`` something could change now (``_unchanged`` is False for them and
    only them): True when a constant of that kind aimed elsewhere than its own card or host is on
    a card in play (it could change any card); else the cards a timed modifier of that stat names,
    and those with a ``this`` / ``host`` constant of it (every card of the game, in play or not,
    as ``_may_apply`` counts them) with their hosts."""
    plan = _aim_plan(eng, stat)
    if plan is not None:
        local, other = plan
        st = eng.state
        if other and any(in_play(st, c) for c in other):
            return True
        cards = st.cards
        ids = set(local)
        ids.update(h for c in local if (h := cards[c].attached_to) is not None)
    else:
        ids = set()
    ids.update(m.card for m in eng.state.modifiers if m.stat == stat and m.card is not None)
    return frozenset(ids)


def _while_holds(eng: Engine, iid: str, key: str, c: Constant, you: str | None) -> bool:
    """A constant's condition, read once at a time: a condition that asks the layer again about
    the same card's constants of that kind (Puffercrawler: "a host with Persistent" while it may
    give Persistent itself) sees them as not holding instead of looping."""
    busy: set[tuple[str, str]] = eng.memo.setdefault("constants_busy", set())
    mark = (iid, c.modify)
    if mark in busy:
        return False
    busy.add(mark)
    try:
        bindings = {"$you": you} if you is not None else _you(eng, iid)
        return holds(Ctx(eng, key, 0, iid, bindings), c.while_)
    finally:
        busy.discard(mark)


def _you(eng: Engine, iid: str) -> dict[str, str]:
    """A constant's "you" is the card's owner (a Ranger card), else the lead Ranger."""
    owner = eng.state.cards[iid].owner
    return {"$you": owner or eng.state.lead}


def difficulty_bonus(eng: Engine, _test: TestState) -> int:
    """Constants that make every test harder or easier (Clinging Mist: +1), and timed
    ``difficulty`` modifiers."""
    return sum(c.by for _iid, c in constants_in_play(eng, "difficulty")) + timed_bonus(
        eng, None, "difficulty"
    )


# --------------------------------------------------------------------------- timed modifiers


def timed_bonus(eng: Engine, iid: str | None, stat: str) -> int:
    """The sum of timed modifiers in force on this card's ``stat`` (``iid`` None: global ones)."""
    mods = eng.state.modifiers
    if not mods:
        return 0
    return sum(m.by for m in mods if m.stat == stat and m.card == iid)


def timed_value(eng: Engine, iid: str, stat: str) -> int | None:
    """The value a timed modifier sets this card's ``stat`` to (``modify`` with ``to``: "reduce its
    presence to 0"); the latest one wins; None when none is in force."""
    found = None
    for m in eng.state.modifiers:
        if m.to is not None and m.card == iid and m.stat == stat:
            found = m.to
    return found


def expire(eng: Engine, moment: str, ranger: str | None = None) -> None:
    """Drop the timed modifiers that last until this moment: ``test`` (a test ended), ``turn`` (a
    turn ended: ``ranger``'s; ``next_turn`` ones of that Ranger count it), ``round`` (the refresh
    phase ended), ``day`` (the day ended, after its end-of-day texts)."""
    st = eng.state
    if not st.modifiers:
        return
    kept = []
    for m in st.modifiers:
        if m.until == "next_turn" and moment == "turn" and m.ranger == ranger:
            m.turns -= 1
            if m.turns > 0:
                kept.append(m)
            continue
        if m.until == moment:
            continue
        kept.append(m)
    if len(kept) != len(st.modifiers):
        for m in st.modifiers:
            if m not in kept and m.card is not None and m.card in st.cards:
                eng.rec.card(m.card)
        st.modifiers = kept


def drop_card(eng: Engine, iid: str) -> None:
    """A card leaving play loses its timed modifiers (a card that re-enters play is a new card)."""
    st = eng.state
    if st.modifiers:
        st.modifiers = [m for m in st.modifiers if m.card != iid]


# --------------------------------------------------------------------------- keywords, traits, icons


def _named_changes(eng: Engine, iid: str, stat: str) -> tuple[list[str], list[str]]:
    """(gained, lost) names of ``stat`` (keyword / trait) for this card: constants first (card
    order), then timed modifiers (oldest first); a later change wins over an earlier one."""
    gained: list[str] = []
    lost: list[str] = []

    def apply(gain: str | None, lose: str | None) -> None:
        if gain is not None:
            gained.append(gain)
            if gain in lost:
                lost.remove(gain)
        if lose is not None:
            lost.append(lose)
            if lose in gained:
                gained.remove(lose)

    if eng.book.behaviour.constant_kinds.get(stat):
        for src, c in constants_in_play(eng, stat):
            if _applies_to(eng, src, c, iid):
                apply(c.gain, c.lose)
    for m in eng.state.modifiers:
        if m.stat == stat and m.card == iid:
            apply(m.gain, m.lose)
    return gained, lost


def _changes_any(eng: Engine, stat: str) -> bool:
    """Can anything change this kind of value now? (The fast path of every query: no constant of
    that kind in the catalog and no timed modifier in force.)"""
    if eng.book.behaviour.constant_kinds.get(stat):
        return True
    mods = eng.state.modifiers
    return bool(mods) and any(m.stat == stat for m in mods)


def has_keyword(eng: Engine, iid: str, keyword: str) -> bool:
    """The card's keyword as the rules see it: printed, gained or lost (constants, timed
    modifiers). The whole layer is skipped while nothing changes keywords."""
    printed = eng.facts(iid).has(keyword)
    if _unchanged(eng, iid, "keyword") or (not eng.state.modifiers and not constants_in_play(eng, "keyword")):
        return printed
    gained, lost = _named_changes(eng, iid, "keyword")
    if keyword in lost:
        return False
    return printed or keyword in gained


def has_trait(eng: Engine, iid: str, trait: str) -> bool:
    """The card's trait as the rules see it (case-insensitive): printed, gained or lost."""
    printed = eng.facts(iid).has_trait(trait)
    if _unchanged(eng, iid, "trait") or (not eng.state.modifiers and not constants_in_play(eng, "trait")):
        return printed
    gained, lost = _named_changes(eng, iid, "trait")
    wanted = trait.casefold()
    if wanted in (t.casefold() for t in lost):
        return False
    return printed or wanted in (t.casefold() for t in gained)


def approach_icons(eng: Engine, iid: str, approach: str) -> int:
    """The card's approach icons of one kind: printed, plus constants and timed modifiers."""
    value = int(eng.facts(iid).approach.get(approach, 0))
    if eng.book.behaviour.constant_kinds.get("approach_count"):
        counted = own_icon_count(eng, iid, approach)
        value = value if counted is None else counted
    if not eng.state.modifiers and not eng.book.behaviour.constant_kinds.get("approach"):
        return value
    if eng.book.behaviour.constant_kinds.get("approach"):
        for src, c in constants_in_play(eng, "approach"):
            if c.gain == approach and _applies_to(eng, src, c, iid):
                value += c.by
    value += sum(
        m.by for m in eng.state.modifiers if m.stat == "approach" and m.card == iid and m.gain == approach
    )
    return max(0, value)


def own_icon_count(eng: Engine, iid: str, approach: str) -> int | None:
    """The card's own number of ``approach`` icons when a constant of its own gives it
    (``approach_count``: "as many as the energy of an aspect in your pool"), read wherever the card
    is (in hand, as it is committed); ``you`` is its owner. None: the printed icons stand."""

    card = eng.state.cards[iid]
    key = face_key(card.def_id, card.side)
    if key not in eng.book.behaviour.constant_kinds.get("approach_count", frozenset()):
        return None
    for c in eng.book.behaviour.faces[key].constant:
        if c.modify == "approach_count" and c.gain == approach and c.value is not None:
            you = card.owner or eng.state.lead
            return max(0, amount(Ctx(eng, key, 0, iid, {"$you": you}), c.value))
    return None


def effort_bonus(eng: Engine) -> int:
    """Constants that change every test's resulting effort while they hold (The Tenebrae: 1 less
    when the test interacts with a card in its area)."""
    return sum(c.by for _iid, c in constants_in_play(eng, "effort"))


def _applies_to(eng: Engine, src: str, c: Constant, iid: str) -> bool:
    """Is ``iid`` among the cards the constant on ``src`` changes? While the state is frozen
    (``Engine.frozen``) each constant's selection is worked out once, not once per card asked."""
    frozen: dict[object, object] | None = eng.memo.get("frozen")
    if frozen is None or eng.memo.get("constants_busy"):
        return iid in _targets(eng, src, c)
    key = ("targets", src, id(c))
    found = frozen.get(key)
    if not isinstance(found, frozenset):
        found = frozen[key] = frozenset(_targets(eng, src, c))
    return iid in found


def _targets(eng: Engine, src: str, c: Constant) -> list[str]:
    return select(
        Ctx(eng, face_key(eng.state.cards[src].def_id, eng.state.cards[src].side), 0, src, _you(eng, src)),
        c.target,
    )


def equip_value(eng: Engine, iid: str) -> int:
    """A card's equip value with constants (Pocketed Belt Pouch: each of your gear one less,
    never below 1)."""
    value = eng.facts(iid).equip + timed_bonus(eng, iid, "equip")
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


def _own_constants(eng: Engine, iid: str, modify: str) -> list[Constant]:
    """This card's own constants of one kind (no scan of the table)."""
    card = eng.state.cards[iid]
    key = face_key(card.def_id, card.side)
    if key not in eng.book.behaviour.constants:
        return []
    return [c for c in eng.book.behaviour.faces[key].constant if c.modify == modify]


def stays_exhausted(eng: Engine, iid: str) -> bool:
    """A constant in play keeps this card from readying (Caustic Mulcher: the beings attached to it)."""
    return any(_applies_to(eng, src, c, iid) for src, c in constants_in_play(eng, "no_ready"))


def clear_replaced(eng: Engine, iid: str) -> list[str]:
    """Cards in play whose constant replaces this card's own clear text (a mission whose results
    are used in place of its subject's): when it clears, its clear text does not run."""
    return [src for src, c in constants_in_play(eng, "replace_clear") if _applies_to(eng, src, c, iid)]


def travel_held(eng: Engine) -> list[str]:
    """Cards in play whose constant keeps the group from travelling now (Caustic Mulcher while a
    Ranger token is on it)."""
    return [src for src, _c in constants_in_play(eng, "block_travel")]


def harm_cap(eng: Engine, iid: str) -> int | None:
    """At most this much harm per test on this card (Cloudhive Swarm: 1), from its own constant."""
    caps = [c.by for c in _own_constants(eng, iid, "harm_cap")]
    return min(caps) if caps else None


def holds_token(eng: Engine, holder: str, mover: str | None) -> bool:
    """A Ranger token on ``holder`` stays unless ``holder``'s own effect moves it (Web Wall,
    Carnivorous Naiad: only their test frees you)."""
    if holder == mover or holder not in eng.state.cards:
        return False
    kept = _own_constants(eng, holder, "hold_token")
    if any(c.target == "this" for c in kept):
        return True
    # A hold against some cards only (their effects cannot take the token off; others can).
    card = eng.state.cards[holder]
    ctx = Ctx(eng, face_key(card.def_id, card.side), 0, holder, {"$you": eng.state.lead})
    return mover is not None and any(mover in select(ctx, c.target) for c in kept)


def progress_blocked(eng: Engine, iid: str) -> bool:
    """No progress can go on this card now: its own constant (Web Wall while your token is on it)
    or another card's naming it (Dolewood Canopy: no progress on features or the location while
    your token is on the canopy). "You" is the Ranger performing the current test, else the lead."""
    if not eng.book.behaviour.constant_kinds.get("block_progress"):
        return False
    test = eng.state.test
    you = test.ranger if test is not None else eng.state.lead
    for src, c in constants_in_play(eng, "block_progress", you=you):
        card = eng.state.cards[src]
        if iid in select(Ctx(eng, face_key(card.def_id, card.side), 0, src, {"$you": you}), c.target):
            return True
    return False


def exhausted_for(eng: Engine, iid: str, rid: str | None) -> bool:
    """The card is exhausted, or counts as exhausted for this Ranger (Dolewood Canopy: every card
    within their reach while their token is on the canopy): it does not fatigue them, resolves no
    challenge effect in their tests, does not ambush them, does not block them as an obstacle."""
    if eng.state.cards[iid].exhausted:
        return True
    if rid is None or not eng.book.behaviour.constant_kinds.get("seem_exhausted"):
        return False
    for src, c in constants_in_play(eng, "seem_exhausted", you=rid):
        card = eng.state.cards[src]
        if iid in select(Ctx(eng, face_key(card.def_id, card.side), 0, src, {"$you": rid}), c.target):
            return True
    return False


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


def cannot_interact(eng: Engine) -> set[str]:
    """Cards no Ranger may interact with now (Topside Mast in inclement weather): no test is offered
    with them or aimed at them. Empty (and cheap) when no card has such a constant."""
    out: set[str] = set()
    for iid, c in constants_in_play(eng, "cannot_interact"):
        card = eng.state.cards[iid]
        out.update(select(Ctx(eng, face_key(card.def_id, card.side), 0, iid, _you(eng, iid)), c.target))
    return out


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
    """The sum of constants in play and timed modifiers that change this card's ``presence`` or a
    threshold."""
    if not _may_apply(eng, iid, stat):  # (no constant in play could be aimed at this card)
        return timed_bonus(eng, iid, stat)
    found = constants_in_play(eng, stat)
    if not found:
        return timed_bonus(eng, iid, stat)
    bonus = sum(_times(eng, src, c) for src, c in found if _applies_to(eng, src, c, iid))
    return bonus + timed_bonus(eng, iid, stat)


def _times(eng: Engine, src: str, c: Constant) -> int:
    """``by``, times the constant's ``per`` amount when it has one (read now, from its card)."""
    if c.per is None:
        return c.by

    return c.by * amount(Ctx(eng, face_key(eng.state.cards[src].def_id), 0, src, _you(eng, src)), c.per)


def river_travel(eng: Engine) -> bool:
    """Some card in play lets the group travel on river paths (Dolewood Canoe, equipped)."""
    return bool(constants_in_play(eng, "river_travel"))


def ignores_keyword(eng: Engine, ranger_id: str, keyword: str) -> bool:
    """This Ranger ignores ``keyword`` on other cards because of a card in their player area
    (Spiderpad Gloves: obstacles do not block them), or because of a path card whose condition holds
    for them (Spiderline Stanchion: while their token is on it)."""
    area = eng.state.ranger(ranger_id).player_area
    if any(src in area and c.keyword == keyword for src, c in constants_in_play(eng, "ignore_keyword")):
        return True
    return any(
        c.keyword == keyword and c.while_ is not None and eng.facts(src).category != "ranger"
        for src, c in constants_in_play(eng, "ignore_keyword", you=ranger_id)
    )


# --------------------------------------------------------------------------- one card, everything


@dataclass(frozen=True)
class Derived:
    """A card in play as the rules see it now (printed values through the modifier layer and the
    players' manual adjustments): what the table shows beside the printed face."""

    presence: int | None
    progress_threshold: int | None
    harm_threshold: int | None
    keywords: tuple[str, ...]
    traits: tuple[str, ...]
    approach: dict[str, int]
    equip: int | None


def derived(eng: Engine, iid: str) -> Derived:

    f = eng.facts(iid)
    keywords = [k for k in f.keywords if has_keyword(eng, iid, k)]
    traits = [t for t in sorted(f.traits) if has_trait(eng, iid, t)]
    if _changes_any(eng, "keyword"):
        keywords += [k for k in _named_changes(eng, iid, "keyword")[0] if k not in keywords]
    if _changes_any(eng, "trait"):
        traits += [t.casefold() for t in _named_changes(eng, iid, "trait")[0] if t.casefold() not in traits]
    icons = {a: approach_icons(eng, iid, a) for a in ("conflict", "reason", "exploration", "connection")}
    return Derived(
        presence=presence(eng, iid) if f.presence is not None else None,
        progress_threshold=threshold(eng, iid, "progress"),
        harm_threshold=threshold(eng, iid, "harm"),
        keywords=tuple(keywords),
        traits=tuple(traits),
        approach={a: n for a, n in icons.items() if n},
        equip=equip_value(eng, iid) if f.equip is not None else None,
    )


def guide_entry(eng: Engine, iid: str, usual: str | None) -> str | None:
    """The campaign-guide entry this card reads: a ``guide_entry`` constant in play that names it
    (a mission: "these cards read entry 91 in place of their own"), else its ``usual`` entry."""
    if iid not in eng.state.cards:
        return usual
    for src, c in constants_in_play(eng, "guide_entry"):
        if c.entry and _applies_to(eng, src, c, iid):
            return c.entry
    return usual


def facedown_facts(eng: Engine, card: CardInstance) -> Facts | None:
    """The facts a face-down path card in play is read with (None: not such a card; ruling R86,
    engine/facedown.py): a blank feature whose keyword and presence come from the
    ``facedown_feature`` constants. Why here rather than with the turning: it reads the constants
    of the cards in play, and the step loop calls it through ``core.FlowCalls``."""
    if not is_facedown(card):
        return None
    real = eng.book.facts(card.def_id)
    if real.category != "path":
        return None
    keywords: dict[str, int | None] = {}
    presence: Num | None = None
    for _src, c in constants_in_play(eng, "facedown_feature"):
        if c.keyword:
            keywords[c.keyword] = None
        presence = Num("fixed", c.by)
    return Facts(
        id=real.id,
        name=FACEDOWN_NAME,
        category="path",
        type="feature",
        keywords=keywords,
        presence=presence,
        area=real.area,
        status=real.status,
    )


# A card's presence and thresholds: the printed value through this layer (``ops`` re-exports them).
def presence(eng: Engine, iid: str) -> int:
    """A card's presence (per-Ranger values scaled; X from a scripted card, else 0), plus any manual
    adjustment (``GameState.adjust``), never below 0."""
    f = eng.facts(iid)
    if f.presence is None:
        return 0
    x = x_value(eng, iid) if f.presence.kind == "x" else None
    value = f.presence.value(eng.n_rangers, x) or 0
    if eng.book.behaviour.constant_kinds.get("presence") or eng.state.modifiers:  # the modifier layer
        value = max(0, value + stat_bonus(eng, iid, "presence"))
        fixed = timed_value(eng, iid, "presence") if eng.state.modifiers else None
        value = value if fixed is None else fixed
    adjust = eng.state.adjust.get(iid)
    return max(0, value + adjust.get("presence", 0)) if adjust else value


def threshold(eng: Engine, iid: str, kind: str) -> int | None:
    """A card's progress or harm threshold as a number, with any manual adjustment; None when it
    has none, or it is the Ranger-token icon or an X no behaviour defines (Rulebook: Clearing
    Cards; Ranger Tokens). An X threshold is never below 1: a card with no tokens does not clear
    because its X fell to 0 (e.g. a swarm with no bees left)."""
    f = eng.facts(iid)
    printed = f.progress if kind == "progress" else f.harm
    if printed is None:
        return None
    x = x_value(eng, iid) if printed.kind == "x" else None
    value = printed.value(eng.n_rangers, None if x is None else max(1, x))
    if value is None:
        return None
    stat = f"{kind}_threshold"
    if eng.book.behaviour.constant_kinds.get(stat) or eng.state.modifiers:  # the modifier layer
        value = max(1, value + stat_bonus(eng, iid, stat))
        fixed = timed_value(eng, iid, stat) if eng.state.modifiers else None
        value = value if fixed is None else max(1, fixed)
    adjust = eng.state.adjust.get(iid)
    return max(1, value + adjust.get(stat, 0)) if adjust else value
