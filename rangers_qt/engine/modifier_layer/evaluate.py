"""Reading the behaviour language against a state: selectors, Rangers, amounts and conditions.

Why one module: a verb's target, a condition's ``exists`` and an amount's ``count`` must agree on
what "an active predator" means, so all three go through ``select``. Candidates come in a
canonical order (zone order, then position in the zone; never a set), so the same state always
offers the same options and the bot's seeded answers replay exactly.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from rangers_qt.content.behaviour import (
    NO_THRESHOLD,
    Added,
    AllCond,
    AllOf,
    AnyCond,
    ARanger,
    AspectOf,
    BetterModifier,
    CardFilter,
    ClearedBy,
    Compare,
    CountOf,
    Effort,
    EffortPer,
    EnergyOf,
    Exists,
    FatigueOf,
    FromChallenge,
    HostCleared,
    InjuriesOf,
    IsThis,
    IsYou,
    NotCond,
    OverThreshold,
    PresenceOf,
    Rangers,
    RefAmount,
    SameCard,
    SameRanger,
    Shows,
    SideIs,
    TestAdded,
    TestIs,
    ThisIn,
    ThresholdOf,
    TokenOn,
    TokensOn,
    YourTurn,
)
from rangers_qt.engine.between import between, interacted
from rangers_qt.engine.core import Engine
from rangers_qt.engine.errors import EngineError
from rangers_qt.engine.facedown import is_facedown
from rangers_qt.engine.modifier_layer import modifiers
from rangers_qt.engine.modifier_layer.challenge_modifier import better_aspects
from rangers_qt.engine.state import TestState
from rangers_qt.engine.zones import in_play, iter_in_play, where, with_attachments

if TYPE_CHECKING:
    from rangers_qt.engine.state import TestState


@dataclass(slots=True)
class Ctx:
    """Where an effect runs: the engine, the effect list (``ref``) and position, the card whose
    behaviour it is (``src``) and the JSON bindings (``$you``, ``$each``, choices ``#i``)."""

    eng: Engine
    ref: str
    i: int
    src: str | None
    bindings: dict[str, Any]

    @property
    def you(self) -> str:
        rid = self.bindings.get("$you")
        return str(rid) if rid else self.eng.state.lead

    def choice_key(self) -> str:
        return f"#{self.i}"

    @property
    def test(self) -> TestState | None:
        """The test being performed; in the window right after a test, the one that just ended
        (bound as ``$test`` by the ``after_test`` window: Timing, After)."""
        test = self.eng.state.test
        if test is None and isinstance(self.bindings.get("$test"), dict):
            return TestState.model_validate(self.bindings["$test"])
        return test


# --------------------------------------------------------------------------- cards


def _bound(ctx: Ctx, name: str) -> list[str]:
    value = ctx.bindings.get(name)
    if value is None:
        return []
    if isinstance(value, list):
        return [str(v) for v in value if str(v) in ctx.eng.state.cards]
    return [str(value)] if str(value) in ctx.eng.state.cards else []


def ref_cards(ctx: Ctx, ref: str) -> list[str]:
    """A named card reference: this, your role, the host, the location, the weather, a binding..."""
    st = ctx.eng.state
    if ref.startswith("$"):
        return _bound(ctx, ref)
    if ref == "this":
        return [ctx.src] if ctx.src else []
    if ref == "role":
        role = st.ranger(ctx.you).role
        return [role] if role else []
    if ref == "host":
        host = st.cards[ctx.src].attached_to if ctx.src else None
        return [host] if host else []
    if ref in ("location", "weather"):
        return [i for i in st.surroundings if ctx.eng.facts(i).category == ref][:1]
    if ref == "subject":
        return subject_cards(ctx.eng, ctx.src)
    test = ctx.test
    if test is None:
        return []
    if ref == "test_target":
        return [test.target] if test.target else []
    if ref == "test_source":
        return [test.source] if test.source else []
    if ref == "test_interacted":
        # Rulebook, Performing a Test: its target, and the card it is printed on outside the
        # tester's player area (a path card's own test).
        return interacted(st, test.ranger, test.source, test.target)
    if ref == "test_challenge":
        return [test.challenge_card] if test.challenge_card else []
    if ref == "test_progress":
        # The card the current test put progress on (its target first), still in play.
        if st.day.progress_test != st.stats.get("tests", 0):
            return []
        cards = [c for c in st.day.progress_cards if c in st.cards and in_play(st, c)]
        if test.target in cards:
            return [test.target] if test.target else []
        return cards[:1]
    raise EngineError(f"unknown card reference {ref!r}")


def subject_cards(eng: Engine, mission: str | None) -> list[str]:
    """Rulebook: Campaign Tracker, Missions - a mission's subject is the card named with it,
    attached to it face down; "the subject" in play is every face-up card in play of that card
    (the copy the story brought into play), in play order."""
    st = eng.state
    if mission is None or mission not in st.cards:
        return []
    names = {st.cards[a].def_id for a in st.cards[mission].attached if not st.cards[a].face_up}
    if not names:
        return []
    return [i for i in iter_in_play(st) if st.cards[i].def_id in names and st.cards[i].face_up]


def _zone_cards(ctx: Ctx, flt: CardFilter) -> list[str]:
    st = ctx.eng.state
    if flt.attached_to is not None:
        # Attachments of those cards, face down ones too (they are out of play, but still there);
        # ``zone: face_down``: only those.
        found = [a for h in select(ctx, flt.attached_to) for a in st.cards[h].attached]
        return [a for a in found if not st.cards[a].face_up] if flt.zone == "face_down" else found
    zone = flt.zone
    if zone == "in_play":
        return iter_in_play(st)
    if zone == "active":
        return [i for i in active_cards(ctx.eng, ctx.you) if not modifiers.exhausted_for(ctx.eng, i, ctx.you)]
    if zone in ("surroundings", "along_the_way"):
        return with_attachments(st, list(getattr(st, zone)))
    if zone in ("path_deck", "path_discard"):
        return list(getattr(st, zone))
    if zone == "face_down":  # cards attached face down, host by host in play order
        return [c for h in iter_in_play(st) for c in st.cards[h].attached if not st.cards[c].face_up]
    if zone == "between":
        return between_cards(ctx.eng)
    if zone == "set_aside":  # the cards this card set aside (engine/effects/set_aside.py)
        return [i for i in st.set_aside if st.set_aside_by.get(i) == ctx.src]
    if zone == "committed":  # the cards committed to the test (Performing a Test, 2), wherever they are
        test = ctx.test
        return [c.card for c in test.commits if c.card and c.source == "card"] if test is not None else []
    owners = [r.id for r in st.rangers] if flt.of == "any" else rangers(ctx, flt.of)
    out: list[str] = []
    for rid in owners:
        lst = list(getattr(st.ranger(rid), zone))
        out += with_attachments(st, lst) if zone in ("within_reach", "player_area") else lst
    return out


def between_cards(eng: Engine) -> list[str]:
    """The cards between the current test's Ranger and the farthest card the test interacts with
    (the cards it interacts with are not between them: ruling R34), already dodged ones included;
    none outside a test."""

    st = eng.state
    test = st.test
    if test is None:
        return []
    cards = interacted(st, test.ranger, test.source, test.target)
    if not cards:
        return []
    return between(st, test.ranger, cards[0], cards)


def active_cards(eng: Engine, rid: str) -> list[str]:
    """Cards in the areas active for this Ranger (Rulebook: Performing a Test, 5): the
    surroundings, along the way, within your reach (and the reach you interact in), your area."""
    st = eng.state
    me = st.ranger(rid)
    roots = [*st.surroundings, *st.along_the_way, *me.within_reach]
    test = st.test
    if test is not None and test.extra_reach_of and test.ranger == rid:
        roots += st.ranger(test.extra_reach_of).within_reach
    roots += me.player_area
    return with_attachments(st, roots)


def _as_list(value: Any) -> list[str]:
    if value is None:
        return []
    return [value] if isinstance(value, str) else list(value)


class _Shared:
    """What a filter's card-independent parts name (``among``, ``not_among``, ``area_of``), worked
    out on first need and kept while one ``select`` tests its candidates: the state does not
    change meanwhile, so each is the same for every candidate (it was selected again per card)."""

    __slots__ = ("among", "area", "not_among")

    def __init__(self) -> None:
        self.among: list[str] | None = None
        self.not_among: list[str] | None = None
        self.area: list[tuple[str, str | None]] | None = None


def matches(
    ctx: Ctx, iid: str, flt: CardFilter, shared: _Shared | None = None, ready_for: str | None = None
) -> bool:
    """Does this card pass the filter? Every test is a read of a state that does not change while
    it is asked, so their order cannot change the answer: the cheap ones (the card's printed facts
    and fields) go first, the selections and the modifier layer's traits and keywords after, and
    presence and thresholds last. ``ready_for``: also leave out cards exhausted for this Ranger
    (``zone: active``, after the cheap tests rather than for every active card first)."""
    eng = ctx.eng
    if flt.other and iid == ctx.src:
        return False
    quick = flt.only_traits  # (kept on the filter: nothing else of the card is tested)
    if quick is not None:
        if ready_for is not None and modifiers.exhausted_for(eng, iid, ready_for):
            return False
        if not quick:
            return True
        has_trait = modifiers.has_trait
        for t in quick:  # noqa: SIM110 (a loop: no generator frame per candidate)
            if has_trait(eng, iid, t):
                return True
        return False
    f = eng.facts(iid)
    card = eng.state.cards[iid]
    if flt.type is not None:
        types = _as_list(flt.type)
        if types and f.type not in types:
            return False
    if flt.name is not None and f.name.casefold() not in {n.casefold() for n in _as_list(flt.name)}:
        return False
    if flt.not_name is not None and f.name.casefold() == flt.not_name.casefold():
        return False
    if flt.category is not None:
        categories = _as_list(flt.category)
        if categories and f.category not in categories:
            return False
    if flt.ready is not None and card.exhausted == flt.ready:
        return False
    if flt.prints_token is not None and bool(f.token_name) != flt.prints_token:
        return False
    if (
        flt.ranger_token is not None
        and any(r.ranger_token_on == iid for r in eng.state.rangers) != flt.ranger_token
    ):
        return False
    if flt.facedown is not None and (
        flt.facedown is not is_facedown(card) or (not flt.facedown and card.attached_to is not None)
    ):
        return False
    if flt.tokens is not None and card.tokens.get(token_kind(ctx, iid, flt.tokens.kind), 0) < flt.tokens.ge:
        return False
    if ready_for is not None and modifiers.exhausted_for(eng, iid, ready_for):
        return False
    if shared is None:
        shared = _Shared()
    if flt.among is not None:
        if shared.among is None:
            shared.among = select(ctx, flt.among)
        if iid not in shared.among:
            return False
    if flt.not_among is not None:
        if shared.not_among is None:
            shared.not_among = select(ctx, flt.not_among)
        if iid in shared.not_among:
            return False
    if (
        flt.trait is not None or flt.keyword is not None or flt.not_trait is not None
    ):  # as the modifier layer sees them
        has_keyword, has_trait = modifiers.has_keyword, modifiers.has_trait
        traits = _as_list(flt.trait)
        if traits and not any(has_trait(eng, iid, t) for t in traits):
            return False
        if flt.not_trait is not None and any(has_trait(eng, iid, t) for t in _as_list(flt.not_trait)):
            return False
        if flt.keyword is not None and not has_keyword(eng, iid, flt.keyword):
            return False
    if flt.area_of is not None:
        st = ctx.eng.state
        if shared.area is None:
            shared.area = [where(st, c) for c in select(ctx, flt.area_of)[:1]]
        here = shared.area
        if not here or where(st, iid) != here[0] or here[0][0] == "attached":
            return False
    if flt.min_presence is not None and modifiers.presence(eng, iid) < flt.min_presence:
        return False
    if flt.room_for is not None and not _has_room(eng, iid, flt.room_for):
        return False
    return not (flt.max_presence is not None and modifiers.presence(eng, iid) > amount(ctx, flt.max_presence))


def _has_room(eng: Engine, iid: str, kind: str) -> bool:
    """Fewer tokens of this kind than the card's threshold of it (no threshold: always room)."""
    limit = modifiers.threshold(eng, iid, kind)
    return limit is None or eng.state.cards[iid].tokens.get(kind, 0) < limit


def select(ctx: Ctx, sel: Any) -> list[str]:
    """Every card a selector names, in canonical order."""
    if isinstance(sel, str):
        return ref_cards(ctx, sel)
    flt: CardFilter = sel
    cards, ready_for = _candidates(ctx, flt)
    shared = _Shared()
    if len(cards) > 1 and (flt.trait is not None or flt.keyword is not None or flt.not_trait is not None):
        with ctx.eng.frozen():  # reading only: the modifier layer's constants are found once, not per card
            found = [i for i in cards if matches(ctx, i, flt, shared, ready_for)]
    else:
        found = [i for i in cards if matches(ctx, i, flt, shared, ready_for)]
    if flt.highest == "presence" and found:
        top = max(modifiers.presence(ctx.eng, i) for i in found)
        found = [i for i in found if modifiers.presence(ctx.eng, i) == top]
    if flt.lowest == "presence" and found:
        low = min(modifiers.presence(ctx.eng, i) for i in found)
        found = [i for i in found if modifiers.presence(ctx.eng, i) == low]
    return found


def _candidates(ctx: Ctx, flt: CardFilter) -> tuple[list[str], str | None]:
    """The cards a filter looks at, and for ``zone: active`` the Ranger they must not be exhausted
    for (``_zone_cards`` filters those first; ``matches`` tests it after its cheap tests)."""
    if flt.zone == "active" and flt.attached_to is None:
        you = ctx.you
        return active_cards(ctx.eng, you), you
    return _zone_cards(ctx, flt), None


def exists(ctx: Ctx, sel: Any) -> bool:
    """``bool(select(ctx, sel))``, stopping at the first match: ``highest`` / ``lowest`` only narrow
    a non-empty match list to a non-empty one, so they cannot change whether there is one."""
    if isinstance(sel, str):
        return bool(ref_cards(ctx, sel))
    flt: CardFilter = sel
    cards, ready_for = _candidates(ctx, flt)
    shared = _Shared()
    if len(cards) > 1 and (flt.trait is not None or flt.keyword is not None or flt.not_trait is not None):
        with ctx.eng.frozen():
            return any(matches(ctx, i, flt, shared, ready_for) for i in cards)
    return any(matches(ctx, i, flt, shared, ready_for) for i in cards)


# --------------------------------------------------------------------------- Rangers


def rangers(ctx: Ctx, who: str) -> list[str]:
    """Ranger ids a ``who`` names (``choose`` is resolved by the verb through a prompt)."""
    st = ctx.eng.state
    if who == "you":
        return [ctx.you]
    if who == "lead":
        return [st.lead]
    if who in ("each", "choose"):
        return [r.id for r in st.rangers]
    if who == "choose_other":
        return [r.id for r in st.rangers if r.id != ctx.you]
    if who == "owner":
        owner = st.cards[ctx.src].owner if ctx.src else None
        return [owner or ctx.you]
    if who in ("token_on_this", "choose_token_on_this"):
        return [r.id for r in st.rangers if ctx.src and r.ranger_token_on == ctx.src]
    if who == "most_fatigue":
        # Ruling R42 (docs/rulings.md): a tie is the acting Ranger's if they are tied, else the first
        # tied Ranger in seat order.
        most = max(len(r.fatigue) for r in st.rangers)
        tied = [r.id for r in st.rangers if len(r.fatigue) == most]
        return [ctx.you] if ctx.you in tied else tied[:1]
    if who == "reach_of_this":
        return [r.id for r in st.rangers if ctx.src and ctx.src in r.within_reach]
    if who.startswith("$"):
        value = ctx.bindings.get(who)
        ids = {r.id for r in st.rangers}
        return [v for v in _as_list(value) if v in ids]
    raise EngineError(f"unknown Ranger reference {who!r}")


# --------------------------------------------------------------------------- amounts


def token_kind(ctx: Ctx, iid: str, kind: str) -> str:
    """``own`` is the token printed on the card (a weather face's token included)."""
    if kind != "own":
        return kind
    return ctx.eng.facts(iid).token_name or "token"


def amount(ctx: Ctx, amt: Any, all_of: int | None = None) -> int:
    """The value of an amount now. ``all_of`` is what ``{"all": true}`` means for this verb."""
    if isinstance(amt, int):
        return amt
    eng = ctx.eng
    if isinstance(amt, Effort):
        test = ctx.test
        return (test.resulting_effort if test else 0) * amt.effort
    if isinstance(amt, EffortPer):
        test = ctx.test
        return (test.resulting_effort if test else 0) // amt.effort_per * amt.times
    if isinstance(amt, TokensOn):
        cards = select(ctx, amt.tokens_on.card)
        return sum(eng.state.cards[c].tokens.get(token_kind(ctx, c, amt.tokens_on.kind), 0) for c in cards)
    if isinstance(amt, PresenceOf):
        return amt.plus + sum(modifiers.presence(eng, c) for c in select(ctx, amt.presence_of))
    if isinstance(amt, CountOf):
        return len(select(ctx, amt.count)) * amt.times
    if isinstance(amt, Rangers):
        return len(eng.state.rangers) * amt.times
    if isinstance(amt, ThresholdOf):
        spec = amt.threshold_of
        found = [modifiers.threshold(eng, c, spec.kind) for c in select(ctx, spec.card)]
        return sum(NO_THRESHOLD if t is None else t for t in found)
    if isinstance(amt, FatigueOf):
        return sum(len(eng.state.ranger(r).fatigue) for r in rangers(ctx, amt.fatigue_of))
    if isinstance(amt, AspectOf):
        return int(eng.state.ranger(ctx.you).aspects.get(amt.aspect, 0))
    if isinstance(amt, EnergyOf):
        return sum(int(eng.state.ranger(r).energy.get(amt.energy, 0)) for r in rangers(ctx, amt.of))
    if isinstance(amt, OverThreshold):
        spec = amt.over_threshold
        total = 0
        for c in select(ctx, spec.card):
            limit = modifiers.threshold(eng, c, spec.kind)
            if limit is not None:
                total += max(0, eng.state.cards[c].tokens.get(spec.kind, 0) - limit)
        return total
    if isinstance(amt, InjuriesOf):
        return sum(eng.state.ranger(r).injuries for r in rangers(ctx, amt.injuries_of))
    if isinstance(amt, RefAmount):
        value = ctx.bindings.get(amt.ref, 0)
        return int(value) // amt.per if isinstance(value, int) else 0
    if isinstance(amt, AllOf):
        return all_of if all_of is not None else 0
    raise EngineError(f"unknown amount {amt!r}")


# --------------------------------------------------------------------------- conditions


def _compare(ctx: Ctx, cond: Compare) -> bool:
    v = amount(ctx, cond.value)
    if cond.ge is not None and not v >= amount(ctx, cond.ge):
        return False
    if cond.le is not None and not v <= amount(ctx, cond.le):
        return False
    if cond.eq is not None and v != amount(ctx, cond.eq):
        return False
    if cond.gt is not None and not v > amount(ctx, cond.gt):
        return False
    if cond.odd is not None and (v % 2 == 1) != cond.odd:
        return False
    return not (cond.lt is not None and not v < amount(ctx, cond.lt))


def for_ranger(ctx: Ctx, rid: str) -> Ctx:
    """The same place with ``rid`` bound as ``$each`` (a condition asked of one Ranger)."""
    return Ctx(ctx.eng, ctx.ref, ctx.i, ctx.src, {**ctx.bindings, "$each": rid})


def holds(ctx: Ctx, cond: Any) -> bool:
    eng = ctx.eng
    if isinstance(cond, Compare):
        return _compare(ctx, cond)
    if isinstance(cond, Exists):
        return exists(ctx, cond.exists)
    if isinstance(cond, AllCond):
        return all(holds(ctx, c) for c in cond.all_of)
    if isinstance(cond, AnyCond):
        return any(holds(ctx, c) for c in cond.any_of)
    if isinstance(cond, NotCond):
        return not holds(ctx, cond.not_)
    if isinstance(cond, SideIs):
        return ctx.src is not None and eng.state.cards[ctx.src].side == cond.side
    if isinstance(cond, TestAdded):
        st = eng.state
        return (
            st.test is not None
            and st.day.progress_test == st.stats.get("tests", 0)
            and bool([c for c in st.day.progress_cards if c in st.cards and in_play(st, c)])
        )
    if isinstance(cond, TestIs):
        test = ctx.test
        if test is None:
            return False
        if cond.test == "succeeded":
            return test.succeeded is True
        if cond.test == "failed":
            return test.succeeded is False
        if cond.test == "fatigued":
            return ctx.you in test.fatigued
        if cond.test == "no_challenge_effects":
            return not test.resolved_challenge and not test.resolved_extra
        return test.key == f"common:{cond.test}"
    if isinstance(cond, ClearedBy):
        if cond.cleared_by == "any":
            return bool(ctx.bindings.get("$by"))
        return ctx.bindings.get("$by") == cond.cleared_by
    if isinstance(cond, BetterModifier):
        return bool(better_aspects(eng, ctx.you, cond.better_modifier))
    if isinstance(cond, HostCleared):
        return ctx.src is not None and ctx.src in (ctx.bindings.get("$attached") or [])
    if isinstance(cond, FromChallenge):
        return ctx.bindings.get("$effect") == cond.from_challenge
    if isinstance(cond, Added):
        if ctx.bindings.get("$kind") != token_kind(
            ctx, str(ctx.bindings.get("$card") or ctx.src), cond.added
        ):
            return False
        if cond.by == "you" and ctx.bindings.get("$adder") != ctx.you:
            return False
        return cond.with_ is None or (
            ctx.bindings.get("$source") is not None
            and str(ctx.bindings["$source"]) in select(ctx, cond.with_)
        )
    if isinstance(cond, ThisIn):
        return ctx.src is not None and where(eng.state, ctx.src)[0] == cond.this_in
    if isinstance(cond, IsThis):
        return ctx.src is not None and select(ctx, cond.is_this)[:1] == [ctx.src]
    if isinstance(cond, TokenOn):
        cards = set(select(ctx, cond.token_on))
        if cond.who == "you":
            return eng.state.ranger(ctx.you).ranger_token_on in cards
        if cond.who.startswith("$"):
            return any(eng.state.ranger(r).ranger_token_on in cards for r in rangers(ctx, cond.who))
        on = [r.ranger_token_on in cards for r in eng.state.rangers]
        return any(on) if cond.who == "any" else all(on)
    if isinstance(cond, SameCard):
        first, second = (select(ctx, s)[:1] for s in cond.same_card)
        return bool(first) and first == second
    if isinstance(cond, IsYou):
        return rangers(ctx, cond.is_you)[:1] == [ctx.you]
    if isinstance(cond, YourTurn):
        return eng.state.phase == "turns" and eng.state.active_ranger == ctx.you
    if isinstance(cond, ARanger):
        return any(holds(for_ranger(ctx, r.id), cond.a_ranger) for r in eng.state.rangers)
    if isinstance(cond, SameRanger):
        one, two = (rangers(ctx, w)[:1] for w in cond.same_ranger)
        return bool(one) and one == two
    if isinstance(cond, Shows):
        return any(eng.facts(c).symbol == cond.shows for c in select(ctx, cond.card) if c in eng.state.cards)
    raise EngineError(f"unknown condition {cond!r}")


def place_of(eng: Engine, iid: str) -> tuple[str, str | None]:
    return where(eng.state, iid)
