"""What a Ranger may do on their turn: the tests and plays that are legal right now.

Why here and not in the prompt builder: the UI previews legality, and the turn prompt, the
bot and the rules tests all read the same answer.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import cast

from rangers_qt.content.behaviour import Attach, Behaviour, CardFilter
from rangers_qt.content.behaviour.compile import face_key
from rangers_qt.engine.cards import Facts
from rangers_qt.engine.core import (
    MEMO_CONSTANTS_BUSY,
    MEMO_DODGING_PATH,
    MEMO_FROZEN,
    MEMO_PLAY_INDEX,
    Engine,
    flow_calls,
)
from rangers_qt.engine.facedown import is_facedown
from rangers_qt.engine.modifier_layer.costs import play_condition_holds, play_cost_payable
from rangers_qt.engine.modifier_layer.evaluate import Ctx, holds
from rangers_qt.engine.modifier_layer.modifiers import (
    cannot_interact,
    constant_in_play,
    constants_in_play,
    exhausted_for,
    has_keyword,
    has_trait,
)
from rangers_qt.engine.modifier_layer.test_aspect import switch_aspects
from rangers_qt.engine.rules.fatigue import ignores_obstacles
from rangers_qt.engine.rules.reasons import (
    ATTACH,
    ATTRIBUTES,
    MANIFESTATION,
    PERFORM_A_TEST,
    PLAY_A_CARD,
    TIMING,
    Reason,
    short,
)
from rangers_qt.engine.rules.targets import TYPE_WORDS, target_words
from rangers_qt.engine.zones import area_of, host_chain_top, play_index


@dataclass(frozen=True, slots=True)
class TestOffer:
    __test__ = False

    key: str  # "common:traverse" or "<def_id>:<test_id>"
    label: str
    aspect: str
    approach: str
    source: str | None
    target: str | None


@dataclass(frozen=True, slots=True)
class PlayOffer:
    card: str
    conduit: str | None = None  # the conduit whose token pays for a manifestation


def _index(eng: Engine) -> dict[str, tuple[str, str | None]]:
    found: dict[str, tuple[str, str | None]] | None = eng.memo.get(MEMO_PLAY_INDEX)
    return found if found is not None else play_index(eng.state)


def visible_cards(eng: Engine, ranger_id: str) -> list[str]:
    """Cards in play a Ranger may test or target: not in another Ranger's player area (a fresh
    list; kept while the turn's offers are worked out, with the in-play index they come from)."""
    index = eng.memo.get(MEMO_PLAY_INDEX)
    if index is not None:
        hit: tuple[object, str, list[str]] | None = eng.memo.get("visible")
        if hit is not None and hit[0] is index and hit[1] == ranger_id:
            return list(hit[2])
        found = _visible(index, ranger_id)
        eng.memo["visible"] = (index, ranger_id, found)
        return list(found)
    return _visible(_index(eng), ranger_id)


def _visible(index: dict[str, tuple[str, str | None]], ranger_id: str) -> list[str]:
    return [iid for iid, (zone, owner) in index.items() if not (zone == "player_area" and owner != ranger_id)]


def names_plain(eng: Engine) -> bool:
    """Nothing gains or loses a keyword or trait now (no such constant in play, no such timed
    modifier): ``has_keyword`` / ``has_trait`` are the printed facts, read directly. Asked once per
    prompt while the state is frozen (``Engine.frozen``), not once per card."""
    memo = eng.memo
    frozen: dict[object, object] | None = memo.get(MEMO_FROZEN)
    if frozen is None or memo.get(MEMO_CONSTANTS_BUSY):
        return _names_plain(eng)
    hit = frozen.get("names_plain")
    if hit is None:
        hit = frozen["names_plain"] = _names_plain(eng)
    return hit is True


def _names_plain(eng: Engine) -> bool:
    """No timed keyword or trait modifier, and no card with such a constant in play (whether its
    ``while`` holds or not: "plain" may be said too rarely, never wrongly)."""
    mods = eng.state.modifiers
    if mods and any(m.stat in ("keyword", "trait") for m in mods):
        return False
    return not (constant_in_play(eng, "keyword") or constant_in_play(eng, "trait"))


def _keyword(eng: Engine, iid: str, keyword: str, plain: bool) -> bool:
    return eng.facts(iid).has(keyword) if plain else has_keyword(eng, iid, keyword)


def _trait(eng: Engine, iid: str, trait: str, plain: bool) -> bool:
    return eng.facts(iid).has_trait(trait) if plain else has_trait(eng, iid, trait)


def reach_checker(eng: Engine, ranger_id: str) -> Callable[[str | None], bool]:
    """``reachable`` for many targets at once: the ready obstacles are found once per area (and
    once per prompt while the state is frozen: the play blocker asks again for every moment).

    Same rule as ``obstacles_between`` (Keywords, Obstacle; Fatigue from Interacting; ruling R1).
    """
    memo = eng.memo
    frozen: dict[object, object] | None = memo.get(MEMO_FROZEN)
    if frozen is None or memo.get(MEMO_CONSTANTS_BUSY):
        return _reach_checker(eng, ranger_id)
    key = ("reach_checker", ranger_id, bool(memo.get(MEMO_DODGING_PATH)))
    hit = frozen.get(key)
    if hit is None:
        hit = frozen[key] = _reach_checker(eng, ranger_id)
    return cast("Callable[[str | None], bool]", hit)


def _reach_checker(eng: Engine, ranger_id: str) -> Callable[[str | None], bool]:
    st = eng.state
    me = st.ranger(ranger_id)

    plain = names_plain(eng)

    def ready_obstacle(i: str) -> bool:
        # (the keyword first: few cards are obstacles; both are pure reads)
        return _keyword(eng, i, "obstacle", plain) and not exhausted_for(eng, i, ranger_id)

    # A test that dodges every path card from its start (an extra test: flow/testflow.py): every
    # obstacle is a path card, so none blocks it (Rulebook: Dodge).
    if ignores_obstacles(eng, ranger_id) or eng.memo.get(MEMO_DODGING_PATH):
        return lambda _target: True
    reach_obs = [i for i in me.within_reach if ready_obstacle(i)]
    along_obs = [i for i in st.along_the_way if ready_obstacle(i)]
    role = st.cards.get(me.role)
    role_obs = [i for i in (role.attached if role else []) if st.cards[i].face_up and ready_obstacle(i)]
    if not (reach_obs or along_obs or role_obs):
        return lambda _target: True
    idx = _index(eng)

    def ok(target: str | None) -> bool:
        if target is None or target not in idx:
            return True
        zone, owner = idx[target]
        top = host_chain_top(st, target)

        def blocks(lst: list[str]) -> bool:
            return any(i != target and i != top for i in lst)

        if blocks(role_obs):
            return False
        if zone == "surroundings":
            return not (blocks(reach_obs) or blocks(along_obs))
        if zone == "along_the_way" or (zone == "within_reach" and owner != ranger_id):
            return not blocks(reach_obs)
        return True

    return ok


PLAY_AREAS = ("surroundings", "along_the_way", "within_reach")


def _card_test_targets(
    eng: Engine, ranger_id: str, source: str, test_id: str, printed: str, without: str | None = None
) -> list[str | None]:
    """The cards a printed test may aim at; ``without``: a token they must not hold (Biscuit
    Basket's Give: a Human that has no biscuit yet)."""
    st = eng.state
    index = eng.memo.get(MEMO_PLAY_INDEX)
    place = index.get(source) if index is not None else None  # (the same answer, without a walk)
    zone = place[0] if place is not None else area_of(st, source)[0]
    words = target_words(eng.facts(source).id, test_id, printed)
    if words == ["self"]:
        if zone not in PLAY_AREAS:  # your own gear, or a card played from your hand
            return [None]  # interacts with nothing unless its text says so
        return [source]
    wanted = [w for w in words if w not in ("self", "none")]
    if not wanted:
        return [None]
    out: list[str | None] = []
    plain = names_plain(eng)
    for iid in visible_cards(eng, ranger_id):
        held = without is not None and st.cards[iid].tokens.get(without, 0) > 0
        if not held and any(_is_kind(eng, iid, w, plain) for w in wanted):
            out.append(iid)
    return out


def _is_kind(eng: Engine, iid: str, word: str, plain: bool = False) -> bool:
    """Ruling R12 and rules/targets.py: a card type, "path", "card", a keyword or a trait (as the
    modifier layer sees them: gained or lost ones count; ``plain``: the layer changes none now)."""
    f = eng.facts(iid)
    if word == "facedown":  # a path card in play turned face down (engine/facedown.py)
        return is_facedown(eng.state.cards[iid])
    if word in TYPE_WORDS:
        return word == "card" or f.type == word or (word == "path" and f.category == "path")
    if plain:
        return f.has(word) or f.has_trait(word)
    return has_keyword(eng, iid, word) or has_trait(eng, iid, word)


def test_offers(eng: Engine, ranger_id: str) -> list[TestOffer]:
    """Every test the Ranger may begin now, with its targets (common tests first, then the tests
    printed on the cards they can see). Read-only: worked out frozen (``Engine.frozen``), so the
    modifier layer and the reach of obstacles are asked once, not once per card."""
    st = eng.state
    offers: list[TestOffer] = []
    own_index = MEMO_PLAY_INDEX not in eng.memo  # (the turn prompt shares one with the plays)
    if own_index:
        eng.memo[MEMO_PLAY_INDEX] = play_index(st)
    try:
        with eng.frozen():
            _collect_tests(eng, ranger_id, offers)
            if offers and constants_in_play(eng, "cannot_interact"):  # (none in play: none blocked)
                blocked = cannot_interact(eng)
                offers = [o for o in offers if o.source not in blocked and o.target not in blocked]
    finally:
        if own_index:
            eng.memo.pop(MEMO_PLAY_INDEX, None)
    return offers


def _collect_tests(eng: Engine, ranger_id: str, offers: list[TestOffer]) -> None:
    st = eng.state
    me = st.ranger(ranger_id)
    can_reach = reach_checker(eng, ranger_id)
    for key, common in eng.reg.common.items():
        if me.energy.get(common.aspect, 0) < 1 and not _other_aspect(eng, ranger_id, key, common.aspect):
            continue
        targets = common.targets(eng, ranger_id, None) if common.targets else [None]
        for target in targets:
            if can_reach(target):
                offers.append(
                    TestOffer(f"common:{key}", common.label, common.aspect, common.approach, None, target)
                )
    for src in visible_cards(eng, ranger_id):
        f = eng.facts(src)
        if not f.tests:
            continue
        if f.type == "role" and st.cards[src].owner != ranger_id:
            continue
        offers += card_test_offers(eng, ranger_id, src, can_reach)


def _other_aspect(eng: Engine, ranger_id: str, key: str, aspect: str) -> bool:
    """A card of theirs could make this common test use an aspect they have energy of (R63)."""
    me = eng.state.ranger(ranger_id)
    return any(me.energy.get(a, 0) >= 1 for a in switch_aspects(eng, ranger_id, f"common:{key}", aspect))


def card_test_offers(
    eng: Engine,
    ranger_id: str,
    src: str,
    can_reach: Callable[[str | None], bool],
    spent: tuple[str | None, int] = (None, 0),
) -> list[TestOffer]:
    """The tests printed on one card, each with every target it may be aimed at now (at least one
    energy of the test's aspect left after ``spent``, tokens to use, reach, Friendly/Weapon)."""
    st = eng.state
    f = eng.facts(src)
    me = st.ranger(ranger_id)
    card = st.cards[src]
    out: list[TestOffer] = []
    plain = names_plain(eng)
    for t in f.tests:
        if me.energy.get(t.aspect, 0) - (spent[1] if spent[0] == t.aspect else 0) < 1:
            continue
        if not _test_offered_now(eng, ranger_id, src, t.id):
            continue
        if t.uses_token is not None:
            need = t.uses_count.value(eng.n_rangers) if t.uses_count else 1
            if card.tokens.get(t.uses_token, 0) < (need or 0):
                continue
        targets = _card_test_targets(eng, ranger_id, src, t.id, t.targets, t.target_without)
        dodging = _dodges_every_obstacle(eng, src, t.id)
        # A test the card gives each face-down path card (ruling R86) is that card's own: only it
        # has to be reachable.
        granted = t.targets == "facedown"
        weapon: bool | None = None  # (whether the source is a Weapon: asked once, if at all)
        for target in targets:
            if not dodging and (not can_reach(target) or (not granted and not can_reach(src))):
                continue
            if target is not None:
                if weapon is None:
                    weapon = _trait(eng, src, "weapon", plain)
                if weapon and _keyword(eng, target, "friendly", plain):
                    continue  # Rulebook: Keywords, Friendly: a Weapon card cannot affect a friendly card
            out.append(TestOffer(f"{f.id}:{t.id}", t.label, t.aspect, t.approach, src, target))
    return out


def _test_offered_now(eng: Engine, ranger_id: str, src: str, tid: str) -> bool:
    """A printed test with a ``while`` in its behaviour is offered only while that holds (Trained
    Stilt-Horse's Ride: only while it is attached to your role)."""
    if not eng.book.behaviour.faces:
        return True
    card = eng.state.cards[src]
    memo_key = ("test_while", card.def_id, card.side, tid)
    derived = eng.book.derived
    if memo_key in derived:  # the test's ``while``: a fact of the definition, found once per book
        found = derived[memo_key]
    else:
        key = face_key(card.def_id, card.side)
        b = eng.book.behaviour.faces.get(key)
        tb = b.tests.get(tid) if b is not None else None
        found = derived[memo_key] = (key, tb.while_) if tb is not None and tb.while_ is not None else None
    if found is None:
        return True
    return holds(Ctx(eng, f"{found[0]}/tests/{tid}/success", 0, src, {"$you": ranger_id}), found[1])


def _dodges_every_obstacle(eng: Engine, src: str, tid: str) -> bool:
    """A printed test that dodges every card between (or every path card between) from its start
    (behaviour ``tests.<id>.dodge``): no obstacle can block it (Rulebook: Dodge; every obstacle is a
    path card). Worked out once per card definition, face and test (kept in the card book)."""
    card = eng.state.cards[src]
    key = ("dodges_all", card.def_id, card.side, tid)
    derived = eng.book.derived
    found: bool | None = derived.get(key)
    if found is None:
        found = _dodges_all(eng.book.behaviour.faces.get(face_key(card.def_id, card.side)), tid)
        derived[key] = found
    return found


def _dodges_all(b: Behaviour | None, tid: str) -> bool:
    tb = b.tests.get(tid) if b is not None else None
    flt = tb.dodge if tb is not None else None
    if not isinstance(flt, CardFilter) or flt.zone != "between":
        return False
    narrowing = (flt.type, flt.trait, flt.keyword, flt.name, flt.among, flt.area_of, flt.ready, flt.tokens)
    return (
        all(v is None for v in narrowing) and flt.category in (None, "path", ["path"]) and flt.pick == "all"
    )


def moment_test_offers(eng: Engine, ranger_id: str, iid: str, paid: bool = False) -> list[TestOffer]:
    """A moment with a printed test performs it when played (ruling R35): its tests and targets,
    with the moment's own cost taken into account unless ``paid``."""
    spent = (None, 0) if paid else card_cost(eng, iid)
    return card_test_offers(eng, ranger_id, iid, reach_checker(eng, ranger_id), spent)


def card_cost(eng: Engine, iid: str) -> tuple[str | None, int]:
    """(aspect, amount) of a Ranger card's energy cost; X and missing costs count as 0 (ruling R4)."""
    f = eng.facts(iid)
    if f.cost is None:
        return (f.cost_aspect, 0)
    return (f.cost_aspect, f.cost.value(eng.n_rangers) or 0)


def conduits_with_tokens(eng: Engine, ranger_id: str) -> list[str]:
    st = eng.state
    out = []
    for iid in st.ranger(ranger_id).player_area:
        f = eng.facts(iid)
        if f.has("conduit") and f.token_name and st.cards[iid].tokens.get(f.token_name, 0) > 0:
            out.append(iid)
    return out


def play_blocker(eng: Engine, ranger_id: str, iid: str) -> str | None:
    """Why the Ranger cannot play this hand card as an action now, in words; None if they can."""
    reason = play_reason(eng, ranger_id, iid)
    return reason.text if reason is not None else None


def play_reason(eng: Engine, ranger_id: str, iid: str) -> Reason | None:
    """Why the Ranger cannot play this hand card as an action now, with its kind and section;
    None if they can.

    The one place the rules of playing a card from the hand are written: `play_offers` offers
    exactly the cards this lets through, and the preview tells a refused drop the reason."""
    f = eng.facts(iid)
    if f.type in ("attribute", "role") or f.category != "ranger":
        section = ATTRIBUTES if f.type == "attribute" else PLAY_A_CARD
        return Reason("rule", f"{f.name} is not played from the hand", section, (iid,))
    aspect, cost = card_cost(eng, iid)
    have = eng.state.ranger(ranger_id).energy.get(aspect, 0) if aspect else 0
    if cost > 0 and (aspect is None or have < cost):
        text = f"Not enough {aspect} energy: {f.name} costs {cost}, you have {have} ({short(have, cost)})"
        return Reason("cost", text, PLAY_A_CARD, (iid,))
    if not play_cost_payable(eng, iid, ranger_id):  # "do A to do B": A cannot be done now
        return Reason("cost", f"{f.name}'s cost cannot be paid now", PLAY_A_CARD, (iid,))
    if f.type == "moment" and not play_condition_holds(eng, iid, ranger_id):
        return Reason("target", f"{f.name} has nothing to act on now", PLAY_A_CARD, (iid,))
    if f.type == "attachment" and not attaches_itself(eng, iid) and not attachment_hosts(eng, ranger_id, iid):
        return Reason("target", f"{f.name} has nothing to attach to", ATTACH, (iid,))
    if f.type == "moment" and f.tests and not moment_test_offers(eng, ranger_id, iid):
        return Reason("target", f"{f.name}'s test has no card to aim at", PERFORM_A_TEST, (iid,))
    if f.type == "moment" and _plays_no_moment(eng, ranger_id, iid):
        return Reason("target", f"{f.name} has no moment it could play now", PLAY_A_CARD, (iid,))
    if is_response_only(f):  # played in its timing window (Play a Card, Responses)
        return Reason("timing", f"{f.name} is played as a response, when its moment comes", TIMING, (iid,))
    if f.has("manifestation") and not conduits_with_tokens(eng, ranger_id):
        return Reason("cost", f"{f.name} needs a conduit with a token to use", MANIFESTATION, (iid,))
    return None


def is_response_only(f: Facts) -> bool:
    """A moment whose only printed text is a response: played in its window, never as a turn."""
    return (
        f.type == "moment"
        and not f.tests
        and "play" not in f.printed_keys
        and any(p.hook == "response" for p in f.printed)
    )


def _plays_no_moment(eng: Engine, ranger_id: str, iid: str) -> bool:
    """A moment whose play text plays another moment (engine/flow/play_elsewhere.py), none of
    which could be played as a turn's play now (asked through ``core.flow_calls``: that flow
    sits above these offers)."""
    return flow_calls().plays_elsewhere_blocked(eng, ranger_id, iid, "play")


def play_offers(eng: Engine, ranger_id: str) -> list[PlayOffer]:
    """Rulebook: Play a Card: cost paid in the card's aspect; attributes and roles never play."""
    out: list[PlayOffer] = []
    own_index = MEMO_PLAY_INDEX not in eng.memo
    if own_index:  # the in-play index once for every attachment's hosts (nothing changes meanwhile)
        eng.memo[MEMO_PLAY_INDEX] = play_index(eng.state)
    try:
        with eng.frozen():  # read-only: the layer's answers and the reach are kept meanwhile
            for iid in eng.state.ranger(ranger_id).hand:
                f = eng.facts(iid)
                if f.type in ("attribute", "role") or f.category != "ranger" or is_response_only(f):
                    continue  # refused by ``play_blocker`` whatever the state: its other checks not asked
                if play_blocker(eng, ranger_id, iid) is not None:
                    continue
                if f.has("manifestation"):
                    out.extend(PlayOffer(iid, c) for c in conduits_with_tokens(eng, ranger_id))
                    continue
                out.append(PlayOffer(iid))
    finally:
        if own_index:
            eng.memo.pop(MEMO_PLAY_INDEX, None)
    return out


def attach_to(f: Facts) -> tuple[str, ...]:
    """The kinds of card an attachment goes on, from its printed inventory (``attach`` ``to``)."""
    for p in f.printed:
        if p.hook == "attach":
            return tuple(p.to)
    return ()


def host_fits(eng: Engine, host: str, to: tuple[str, ...]) -> bool:
    """Does a card in play fit an attachment's printed host kinds? Each word is a card type
    (``being``, ``gear``, ``role``...), ``path`` (any path card), a trait or a keyword (as the
    modifier layer sees them); no words: any card."""
    return _host_fits(eng, host, to, not eng.state.modifiers and not _changes_names(eng))


def _host_fits(eng: Engine, host: str, to: tuple[str, ...], plain: bool) -> bool:
    """``host_fits`` with ``plain`` (the modifier layer changes no keyword or trait now) given."""
    if not to:
        return True
    f = eng.facts(host)
    if plain:  # the layer changes nothing: facts
        return any(
            w == f.type or (w == "path" and f.category == "path") or f.has_trait(w) or f.has(w) for w in to
        )
    return any(
        w == f.type
        or (w == "path" and f.category == "path")
        or has_trait(eng, host, w)
        or has_keyword(eng, host, w)
        for w in to
    )


def attaches_itself(eng: Engine, iid: str) -> bool:
    """An attachment whose play text finds its own host (Green Thumb: the flora it searches for):
    its behaviour's ``play`` ability attaches this card. No host is chosen when it is played."""

    b = eng.book.behaviour.face(eng.facts(iid).id)
    return b is not None and any(
        ab.on == "play" and any(isinstance(x, Attach) and x.target == "this" for x in ab.effects)
        for ab in b.abilities
    )


def _changes_names(eng: Engine) -> bool:
    """Some constant in play gains or loses a keyword or trait (none while no card of the game
    has one: the modifier layer's own fast path)."""
    return bool(constants_in_play(eng, "keyword") or constants_in_play(eng, "trait"))


def attachment_hosts(eng: Engine, ranger_id: str, iid: str | None = None) -> list[str]:
    """Cards an attachment played from hand may go on: the kinds its text names (printed ``attach``
    ``to``; Rulebook: Play a Card, Attachments), among the cards the Ranger can see; gear in
    another Ranger's area too when it names gear ("a Ranger's equipped gear"), unless it names your
    own (printed ``own``: "one of your equipped gear"). Players choose."""
    if iid is None:
        return visible_cards(eng, ranger_id)
    to = attach_to(eng.facts(iid))
    in_reach = any(p.hook == "attach" and p.in_reach for p in eng.facts(iid).printed)
    own = any(p.hook == "attach" and p.own for p in eng.facts(iid).printed)
    plain = names_plain(eng)  # once for every host, not per host
    out = []
    for host, (zone, owner) in _index(eng).items():
        if host == iid or (in_reach and zone != "within_reach"):
            continue
        hf = eng.facts(host)
        if zone == "player_area" and owner != ranger_id and (own or not (to and hf.type == "gear")):
            continue
        if _host_fits(eng, host, to, plain):
            out.append(host)
    return out
