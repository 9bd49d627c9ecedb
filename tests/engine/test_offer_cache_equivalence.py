"""The turn prompt's and the commit prompt's shortcuts (rules/offers.py, rules/committing.py,
flow/testflow.py: answers kept while the state is frozen, keyword and trait queries read from the
printed facts while nothing changes them, the reach of obstacles once per prompt, one in-play
index per prompt) offer exactly what the plain computation offers.

The plain computation is written out here as the engine had it before the shortcuts (every query
asked afresh of the modifier layer, nothing frozen). Seeded bot games are played and, at every turn
prompt and every commit prompt the engine really asks, the prompt's options are compared with the
plain ones; at every turn prompt the offers of every Ranger are also worked out inside one frozen
block (so an answer kept for one Ranger or one query that leaked into another would show)."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from rangers_qt.content.catalog import load_catalog
from rangers_qt.engine import Session
from rangers_qt.engine.bot import RandomBot
from rangers_qt.engine.cards import book_for
from rangers_qt.engine.core import Engine
from rangers_qt.engine.events import Recorder
from rangers_qt.engine.modifier_layer.costs import play_cost_payable, play_guard_holds
from rangers_qt.engine.modifier_layer.modifiers import (
    approach_icons,
    cannot_interact,
    exhausted_for,
    has_keyword,
    has_trait,
)
from rangers_qt.engine.rules import committing as cm
from rangers_qt.engine.rules import offers as of
from rangers_qt.engine.rules.fatigue import ignores_obstacles
from rangers_qt.engine.rules.targets import TYPE_WORDS, target_words
from rangers_qt.engine.state import TestState
from rangers_qt.engine.zones import area_of, host_chain_top, play_index
from rangers_qt.sim.runner import default_setup

# --------------------------------------------------------------------------- the plain computation


def _reach(eng: Engine, rid: str) -> Callable[[str | None], bool]:
    st = eng.state
    me = st.ranger(rid)

    def ready_obstacle(i: str) -> bool:
        return not exhausted_for(eng, i, rid) and has_keyword(eng, i, "obstacle")

    if ignores_obstacles(eng, rid) or eng.memo.get("dodging_path"):
        return lambda _t: True
    reach_obs = [i for i in me.within_reach if ready_obstacle(i)]
    along_obs = [i for i in st.along_the_way if ready_obstacle(i)]
    role = st.cards.get(me.role)
    role_obs = [i for i in (role.attached if role else []) if st.cards[i].face_up and ready_obstacle(i)]
    idx = play_index(st)

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
        if zone == "along_the_way" or (zone == "within_reach" and owner != rid):
            return not blocks(reach_obs)
        return True

    return ok


def _visible(eng: Engine, rid: str) -> list[str]:
    return [
        i
        for i, (zone, owner) in play_index(eng.state).items()
        if not (zone == "player_area" and owner != rid)
    ]


def _is_kind(eng: Engine, iid: str, word: str) -> bool:
    f = eng.facts(iid)
    if word == "facedown":
        from rangers_qt.engine.facedown import is_facedown

        return is_facedown(eng.state.cards[iid])
    if word in TYPE_WORDS:
        return word == "card" or f.type == word or (word == "path" and f.category == "path")
    return has_keyword(eng, iid, word) or has_trait(eng, iid, word)


def _targets(eng: Engine, rid: str, src: str, tid: str, printed: str) -> list[str | None]:
    zone, _owner = area_of(eng.state, src)
    words = target_words(eng.facts(src).id, tid, printed)
    if words == ["self"]:
        return [None] if zone not in of.PLAY_AREAS else [src]
    wanted = [w for w in words if w not in ("self", "none")]
    if not wanted:
        return [None]
    return [i for i in _visible(eng, rid) if any(_is_kind(eng, i, w) for w in wanted)]


def _card_tests(
    eng: Engine, rid: str, src: str, can_reach: Callable[[str | None], bool], spent: tuple[str | None, int]
) -> list[of.TestOffer]:
    st = eng.state
    f = eng.facts(src)
    me = st.ranger(rid)
    out: list[of.TestOffer] = []
    for t in f.tests:
        if me.energy.get(t.aspect, 0) - (spent[1] if spent[0] == t.aspect else 0) < 1:
            continue
        if not of._test_offered_now(eng, rid, src, t.id):
            continue
        if t.uses_token is not None:
            need = t.uses_count.value(eng.n_rangers) if t.uses_count else 1
            if st.cards[src].tokens.get(t.uses_token, 0) < (need or 0):
                continue
        targets = _targets(eng, rid, src, t.id, t.targets)
        dodging = of._dodges_every_obstacle(eng, src, t.id)
        granted = t.targets == "facedown"
        for target in targets:
            if not dodging and (not can_reach(target) or (not granted and not can_reach(src))):
                continue
            if target is not None and has_trait(eng, src, "weapon") and has_keyword(eng, target, "friendly"):
                continue
            out.append(of.TestOffer(f"{f.id}:{t.id}", t.label, t.aspect, t.approach, src, target))
    return out


def plain_tests(eng: Engine, rid: str) -> list[of.TestOffer]:
    st = eng.state
    me = st.ranger(rid)
    can_reach = _reach(eng, rid)
    out: list[of.TestOffer] = []
    for key, common in eng.reg.common.items():
        if me.energy.get(common.aspect, 0) < 1 and not of._other_aspect(eng, rid, key, common.aspect):
            continue
        for target in common.targets(eng, rid, None) if common.targets else [None]:
            if can_reach(target):
                out.append(
                    of.TestOffer(f"common:{key}", common.label, common.aspect, common.approach, None, target)
                )
    for src in _visible(eng, rid):
        f = eng.facts(src)
        if f.tests and not (f.type == "role" and st.cards[src].owner != rid):
            out += _card_tests(eng, rid, src, can_reach, (None, 0))
    blocked = cannot_interact(eng)
    return [o for o in out if o.source not in blocked and o.target not in blocked]


def _hosts(eng: Engine, rid: str, iid: str) -> list[str]:
    to = of.attach_to(eng.facts(iid))
    in_reach = any(p.hook == "attach" and p.in_reach for p in eng.facts(iid).printed)
    own = any(p.hook == "attach" and p.own for p in eng.facts(iid).printed)
    out = []
    for host, (zone, owner) in play_index(eng.state).items():
        if host == iid or (in_reach and zone != "within_reach"):
            continue
        if zone == "player_area" and owner != rid and (own or not (to and eng.facts(host).type == "gear")):
            continue
        if not to or any(
            w == eng.facts(host).type
            or (w == "path" and eng.facts(host).category == "path")
            or has_trait(eng, host, w)
            or has_keyword(eng, host, w)
            for w in to
        ):
            out.append(host)
    return out


def plain_blocked(eng: Engine, rid: str, iid: str) -> bool:
    f = eng.facts(iid)
    if f.type in ("attribute", "role") or f.category != "ranger":
        return True
    aspect, cost = of.card_cost(eng, iid)
    have = eng.state.ranger(rid).energy.get(aspect, 0) if aspect else 0
    if cost > 0 and (aspect is None or have < cost):
        return True
    if not play_cost_payable(eng, iid, rid):
        return True
    if f.type == "moment" and not play_guard_holds(eng, iid, rid):
        return True
    if f.type == "attachment" and not of.attaches_itself(eng, iid) and not _hosts(eng, rid, iid):
        return True
    if (
        f.type == "moment"
        and f.tests
        and not _card_tests(eng, rid, iid, _reach(eng, rid), of.card_cost(eng, iid))
    ):
        return True
    if f.type == "moment" and of._plays_no_moment(eng, rid, iid):
        return True
    if of.is_response_only(f):
        return True
    return bool(f.has("manifestation") and not of.conduits_with_tokens(eng, rid))


def plain_plays(eng: Engine, rid: str) -> list[of.PlayOffer]:
    out: list[of.PlayOffer] = []
    for iid in eng.state.ranger(rid).hand:
        if plain_blocked(eng, rid, iid):
            continue
        if eng.facts(iid).has("manifestation"):
            out.extend(of.PlayOffer(iid, c) for c in of.conduits_with_tokens(eng, rid))
        else:
            out.append(of.PlayOffer(iid))
    return out


def plain_commits(eng: Engine, test: TestState) -> list[tuple[str, str, int]]:
    """(option id, label, amount) of the commit prompt's card options, every query asked afresh."""
    st = eng.state
    out = []

    def joins(iid: str) -> bool:
        return any(ab.who == "any" for _k, ab in cm._commit_rules(eng, iid, "commit"))

    cands = [(test.ranger, i) for i in st.ranger(test.ranger).hand]
    if eng.book.behaviour.triggers.get("commit"):
        for r in st.rangers:
            if r.id != test.ranger:
                cands += [(r.id, i) for i in r.hand if joins(i)]
    for owner, iid in cands:
        n = approach_icons(eng, iid, test.approach)
        with_rule = cm.icons_with_rule(eng, iid, owner, test.approach)
        if n <= 0 and (with_rule is None or with_rule <= 0):
            continue
        if cm._rule_fails(eng, iid, owner) is not None:
            continue
        whose = "" if owner == test.ranger else f"{st.ranger(owner).name}: "
        if n > 0:
            out.append((f"commit:{iid}", f"{whose}Commit {eng.name(iid)} (+{n})", n))
        if with_rule is not None and with_rule > n:
            price = cm.rule_price(eng, iid)
            out.append(
                (
                    f"commit_rule:{iid}",
                    f"{whose}Commit {eng.name(iid)} (+{with_rule}): first {price}",
                    with_rule,
                )
            )
    return out


# --------------------------------------------------------------------------- the comparison


def _turn_rows(eng: Engine, rid: str) -> list[tuple[str, str]]:
    rows = []
    for t in plain_tests(eng, rid):
        where = f" on {eng.name(t.target)}" if t.target else ""
        tname = t.key.split(":", 1)[1]
        rows.append(
            (
                f"test:{t.source or 'common'}:{tname}:{t.target or '-'}",
                f"{t.label} ({t.aspect} {t.approach}){where}",
            )
        )
    for p in plain_plays(eng, rid):
        via = f" (using a token of {eng.name(p.conduit)})" if p.conduit else ""
        rows.append(
            (f"play:{p.card}" + (f":{p.conduit}" if p.conduit else ""), f"Play {eng.name(p.card)}{via}")
        )
    return rows


@pytest.mark.parametrize("seed", [0, 3, 5, 7, 9, 14, 22, 26, 27, 31])
def test_turn_and_commit_prompts_offer_what_the_plain_computation_offers(seed: int) -> None:
    catalog = load_catalog()
    session = Session.new(book_for(catalog), default_setup(catalog, seed, 1 + seed % 4))
    bot = RandomBot(seed, manual_rate=0)
    seen = {"turn": 0, "commit": 0, "changed_names": 0, "options": 0}
    while session.prompt is not None and session.state.round <= 6:
        prompt = session.prompt
        st = session.state
        eng = Engine(st, session.book, session.registry, Recorder(enabled=False))
        if prompt.kind == "turn" and prompt.ranger is not None:
            shown = [(o.id, o.label) for o in prompt.options if o.kind in ("test", "play_card")]
            assert shown == _turn_rows(eng, prompt.ranger), prompt.id
            seen["turn"] += 1
            seen["options"] += len(shown)
            # Every Ranger's offers inside one frozen block: nothing kept for one leaks into another.
            plain = {r.id: (plain_tests(eng, r.id), plain_plays(eng, r.id)) for r in st.rangers}
            with eng.frozen():
                if not of.names_plain(eng):
                    seen["changed_names"] += 1
                for r in reversed(st.rangers):
                    assert of.test_offers(eng, r.id) == plain[r.id][0], (prompt.id, r.id)
                    assert of.play_offers(eng, r.id) == plain[r.id][1], (prompt.id, r.id)
        elif prompt.kind == "commit_cards" and st.test is not None:
            shown3 = [(o.id, o.label, o.amount) for o in prompt.options if o.kind == "commit_card"]
            assert shown3 == plain_commits(eng, st.test), prompt.id
            for _owner, iid in cm.commit_candidates(eng, st.test):
                blocker, n, _with_rule = cm.commit_check(eng, iid, st.test)
                assert blocker == cm.commit_blocker(eng, iid, st.test)
                assert blocker is not None or n == approach_icons(eng, iid, st.test.approach)
            seen["commit"] += 1
        session.answer(bot.choose(prompt))
    assert seen["turn"] > 10 and seen["commit"] > 5 and seen["options"] > 50


def test_names_plain_means_the_layer_changes_no_keyword_or_trait() -> None:
    """Wherever ``names_plain`` says so, every card in play has exactly its printed keywords and
    traits (asked of the modifier layer for each word any card of the game prints); the seeds reach
    prompts where a constant in play does change a trait (and ``names_plain`` must say so)."""
    catalog = load_catalog()
    plain_seen = changed_seen = 0
    for seed in (5, 7, 38):
        session = Session.new(book_for(catalog), default_setup(catalog, seed, 1 + seed % 4))
        bot = RandomBot(seed, manual_rate=0)
        words = sorted(
            {
                w
                for c in session.state.cards.values()
                for f in [session.book.facts(c.def_id)]
                for w in [*f.keywords, *f.traits]
            }
        )
        while session.prompt is not None and session.state.round <= 6:
            st = session.state
            eng = Engine(st, session.book, session.registry, Recorder(enabled=False))
            same = all(
                has_keyword(eng, iid, w) == eng.facts(iid).has(w)
                and has_trait(eng, iid, w) == eng.facts(iid).has_trait(w)
                for iid in play_index(st)
                for w in words
            )
            if of.names_plain(eng):
                assert same, (seed, session.prompt.id)
                plain_seen += 1
            elif not same:
                changed_seen += 1
            session.answer(bot.choose(session.prompt))
    assert plain_seen > 20 and changed_seen > 20


def test_a_card_joining_another_rangers_test_is_a_candidate_as_the_plain_walk_finds() -> None:
    """Thoughtful (a commit rule with ``who: any``) in Ranger2's hand is offered in Ranger1's test:
    the per-game set of such cards (``committing._joiners``) lets it through; Insightful does not
    join. Both hands are walked afresh by the plain computation."""
    from engine.helpers import Game

    catalog = load_catalog()
    thoughtful, insightful = "01106", "01093"
    g = Game(
        [catalog.card(i) for i in (insightful, thoughtful)],
        rangers=2,
        decks=[[], [thoughtful, insightful]],
    )
    g.next_ranger("r1")
    g.choose_test("remember", None)
    g.commit_energy(1)
    p = g.expect("commit_cards", "r1")
    st = g.state
    eng = Engine(st, g.session.book, g.session.registry, Recorder(enabled=False))
    assert st.test is not None
    assert [(o.id, o.label, o.amount) for o in p.options if o.kind == "commit_card"] == plain_commits(
        eng, st.test
    )
    assert any(o.label.startswith("Ranger2: Commit") for o in p.options)
    assert cm._joiners(eng) == {g.iid(thoughtful)}
    assert (st.cards[g.iid(thoughtful)].owner, g.iid(thoughtful)) in cm.commit_candidates(eng, st.test)


def test_a_constant_is_skipped_only_where_it_could_not_be_aimed_at_the_card() -> None:
    """``modifiers._may_apply`` says "no" for a card only when no constant of that kind in play
    (``while`` holding or not) selects it; and ``has_trait`` / ``has_keyword`` / ``stat_bonus``
    answer what the layer's full walk answers. Seeds with trait, keyword and presence constants in
    play (Calming Presence, Trail Markers, Secret Garden, Bloodbeckoned Velox...)."""
    from rangers_qt.engine.modifier_layer import modifiers as md

    catalog = load_catalog()
    skipped = aimed = 0
    for seed in (5, 20, 30, 38):
        session = Session.new(book_for(catalog), default_setup(catalog, seed, 1 + seed % 4))
        bot = RandomBot(seed, manual_rate=0)
        while session.prompt is not None and session.state.round <= 6:
            st = session.state
            eng = Engine(st, session.book, session.registry, Recorder(enabled=False))
            for kind in ("trait", "keyword", "presence", "harm_threshold"):
                keys = eng.book.behaviour.constant_kinds.get(kind, frozenset())
                live = (
                    [
                        (src, c)
                        for src in md._constant_cards(eng, kind, keys)
                        if md.in_play(st, src)
                        for c in eng.book.behaviour.faces[
                            md.face_key(st.cards[src].def_id, st.cards[src].side)
                        ].constant
                        if c.modify == kind
                    ]
                    if keys
                    else []
                )
                cands = md._constant_cards(eng, kind, keys) if keys else ()
                assert md.constant_in_play(eng, kind) == any(md.in_play(st, c) for c in cands)
                assert md.constant_in_play(eng, kind) or not live
                for iid in st.cards:
                    hit = any(iid in md._targets(eng, src, c) for src, c in live)
                    if not md._may_apply(eng, iid, kind):
                        assert not hit, (seed, kind, iid)
                        skipped += 1
                    elif hit:
                        aimed += 1
            for iid in play_index(st):
                for w in ("predator", "flora", "trail", "persistent", "disconnected"):
                    gained, lost = md._named_changes(eng, iid, "trait")
                    plain_trait = w not in lost and (eng.facts(iid).has_trait(w) or w in gained)
                    assert has_trait(eng, iid, w) == plain_trait, (seed, iid, w)
                    gained, lost = md._named_changes(eng, iid, "keyword")
                    plain_kw = w not in lost and (eng.facts(iid).has(w) or w in gained)
                    assert has_keyword(eng, iid, w) == plain_kw, (seed, iid, w)
                found = md.constants_in_play(eng, "presence")
                plain_bonus = sum(md._times(eng, s, c) for s, c in found if iid in md._targets(eng, s, c))
                assert md.stat_bonus(eng, iid, "presence") == plain_bonus + md.timed_bonus(
                    eng, iid, "presence"
                )
            session.answer(bot.choose(session.prompt))
    assert skipped > 1000 and aimed > 20
