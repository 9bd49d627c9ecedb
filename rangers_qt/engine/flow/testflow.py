"""Rulebook: Performing a Test, steps 1-5, as queued steps.

Choose (the turn option) -> fatigue from cards between -> commit energy (at least 1 of the
aspect) -> commit approach icons from hand -> other effort (other Rangers' tokens on the target)
-> reveal a challenge card and apply its modifier -> success / failure / either way -> clears ->
challenge effects -> reshuffle if the drawn card shows the icon.
"""

from __future__ import annotations

from typing import Any

from rangers_qt.content.behaviour import CardFilter, ExtraTest
from rangers_qt.engine import ops
from rangers_qt.engine.between import interacted
from rangers_qt.engine.cards import TestFacts
from rangers_qt.engine.core import MEMO_DODGING_PATH, Engine, TestScript, step
from rangers_qt.engine.effects.control import drop_delayed, fire_delayed
from rangers_qt.engine.effects.listeners import notify
from rangers_qt.engine.effects.tests import test_dodges
from rangers_qt.engine.errors import EngineError
from rangers_qt.engine.flow.card_text import card_text_step, wants_text
from rangers_qt.engine.flow.responses import open_window
from rangers_qt.engine.modifier_layer.evaluate import Ctx, select
from rangers_qt.engine.modifier_layer.modifiers import approach_icons, difficulty_bonus, effort_bonus, expire
from rangers_qt.engine.prompts import Option, opt
from rangers_qt.engine.rules.committing import BEFORE_COMMIT, commit_candidates, commit_check, rule_price
from rangers_qt.engine.rules.fatigue import fatigue_for_test
from rangers_qt.engine.rules.offers import test_offers
from rangers_qt.engine.state import (
    DELAYED_BINDINGS,
    DELAYED_EFFECTS,
    DELAYED_SOURCE,
    DELAYED_UNTIL,
    CommitRecord,
    TestState,
)
from rangers_qt.engine.steps import TEST_STEPS
from rangers_qt.engine.zones import area_of, game_memo


def current_test(eng: Engine) -> TestState:
    """The test in progress (a test step runs only inside a test)."""
    test = eng.state.test
    assert test is not None
    return test


def test_script(eng: Engine, test: TestState) -> TestScript | None:
    """The Python part of a common test (Traverse, Connect, Avoid, Remember: engine/effects/
    common_tests.py); a card's own test has none (its texts are behaviour data, ``card_text``)."""
    kind, _, name = test.key.partition(":")
    return eng.reg.common.get(name) if kind == "common" else None


def printed_test(eng: Engine, def_id: str, test_id: str, source: str | None) -> TestFacts:
    """The printed test, read from the showing face of the source card (weather and missions flip)."""
    facts = eng.facts(source) if source is not None else eng.book.facts(def_id)
    for t in facts.tests:
        if t.id == test_id:
            return t
    raise EngineError(f"{facts.name} ({def_id}) has no test {test_id!r} on its showing face")


#: The test's steps after its "before the test" window: the same step objects for every test.
#: Why shared: about ten steps are queued per test, and these carry no arguments; no handler
#: changes a queued step (only ``scout`` steps' arguments are ever changed), and a checkpoint
#: restore builds fresh ones, so sharing is invisible (tests/engine/test_more_speed.py).
_TEST_TAIL = tuple(
    step(op)
    for op in (
        "test_fatigue",
        "test_commit_energy",
        "test_commit_cards",
        "test_other_effort",
        "test_reveal",
        "test_outcome",
        "check_clears",
        "challenge_next",
        "test_end",
    )
)


def test_begin(eng: Engine, args: dict[str, Any]) -> None:
    st = eng.state
    rid: str = args["ranger"]
    key: str = args["key"]
    source: str | None = args.get("source")
    target: str | None = args.get("target")
    kind, _, name = key.partition(":")
    used: tuple[str, int] | None = None  # the test's token cost: (token, how many were used)
    if kind == "common":
        cs = eng.reg.common[name]
        label, aspect, approach = cs.label, cs.aspect, cs.approach
    else:
        tf = printed_test(eng, kind, name, source)
        label, aspect, approach = tf.label, tf.aspect, tf.approach
        if tf.uses_token and source:
            need = tf.uses_count.value(eng.n_rangers) if tf.uses_count else 1
            used = (tf.uses_token, ops.remove_tokens(eng, source, tf.uses_token, need or 0))
    test = TestState(
        ranger=rid, key=key, label=label, aspect=aspect, approach=approach, source=source, target=target
    )
    test.ends_turn = bool(args.get("ends_turn", True))
    for card in interacted(st, rid, source, target):
        zone, owner = area_of(st, card)
        if zone == "within_reach" and owner != rid:
            test.extra_reach_of = owner
    st.test = test
    st.bump("tests")
    if args.get("extra"):
        _extra_test_begins(eng, test, dict(args["extra"]))
    eng.rec.event(
        "test",
        f"{st.ranger(rid).name} performs {label} ({aspect} {approach})",
        [c for c in (source, target) if c],
        rid,
    )
    eng.push(step("window", name="before_test", ranger=rid), *_TEST_TAIL)
    if used is not None and used[1] and source is not None:
        # "After you use a token" responses answer the cost before the test's steps.
        notify(eng, "tokens_used", card=source, kind=used[0], amount=used[1], user=rid)


def test_fatigue_step(eng: Engine, args: dict[str, Any]) -> None:
    """Step 1: each ready card between you and the card you interact with fatigues you. A card
    answering that fatigue ("would suffer fatigue") resolves before the next card fatigues you
    (``done``: the cards already handled)."""
    test = current_test(eng)
    done: list[str] = list(args.get("done") or [])
    if eng.book.behaviour.faces and not done:
        test_dodges(eng, test)
    st = eng.state
    for iid, amount in fatigue_for_test(eng, test.ranger, test.source, test.target, test.dodged):
        if iid in done:
            continue
        done.append(iid)
        before = len(st.queue)
        ops.suffer_fatigue(eng, test.ranger, amount, iid)
        if ops.ended(eng):
            return
        if len(st.queue) > before:
            eng.push_after(before, step("test_fatigue", done=done))
            return


def test_commit_energy(eng: Engine, _args: dict[str, Any]) -> None:
    """Step 2: at least one energy of the test's aspect (the test was only offered if you had it)."""
    st = eng.state
    test = current_test(eng)
    have = st.ranger(test.ranger).energy.get(test.aspect, 0)
    if have < 1:
        _abandon(eng)
        return
    # Kept per game by aspect and amount, as the turn options are (flow/turns.py): nothing changes
    # a built option or its steps.
    memo = game_memo(st)
    built: dict[tuple[str, int], Option] | None = memo.get("energy_options")
    if built is None:
        built = memo["energy_options"] = {}
    options = []
    for n in _energy_choices(have):
        o = built.get((test.aspect, n))
        if o is None:
            o = built[(test.aspect, n)] = opt(
                id=f"energy:{n}",
                label=f"Commit {n} {test.aspect} energy",
                kind="commit_energy",
                aspect=test.aspect,
                amount=n,
                then=[step("commit_energy", n=n)],
            )
        options.append(o)
    eng.ask("commit_energy", test.ranger, f"{test.label}: how much {test.aspect} energy?", options)


#: A prompt never offers more energy choices than this, whatever number a save file holds: the
#: first ones one by one, then "all of it" (each option is an object on screen and in memory).
ENERGY_CHOICES_MAX = 10


def _energy_choices(have: int) -> list[int]:
    """1, 2, ... up to ``ENERGY_CHOICES_MAX``, and everything the Ranger has if that is more."""
    shown = list(range(1, min(have, ENERGY_CHOICES_MAX) + 1))
    return [*shown, have] if have > ENERGY_CHOICES_MAX else shown


def _abandon(eng: Engine) -> None:
    """Ruling R10: a test whose Ranger has no energy of its aspect left ends without effect."""
    st = eng.state
    test = current_test(eng)
    eng.rec.event("test_abandoned", "No energy left for this test: it is abandoned", ranger=test.ranger)
    later = ("check_clears", "challenge_next")
    st.queue = [s for s in st.queue if s.op not in TEST_STEPS and s.op not in later]
    st.test = None
    _expire_test(eng)
    if test.ends_turn:
        eng.push(step("turn_end", ranger=test.ranger))


def commit_energy(eng: Engine, args: dict[str, Any]) -> None:
    st = eng.state
    test = current_test(eng)
    r = st.ranger(test.ranger)
    if r.energy.get(test.aspect, 0) < 1:
        _abandon(eng)
        return
    n = min(int(args["n"]), r.energy.get(test.aspect, 0))
    r.energy[test.aspect] -= n
    test.commits.append(CommitRecord(source="energy", amount=n))
    eng.rec.ranger(r.id)


def icons(eng: Engine, iid: str, approach: str) -> int:
    return approach_icons(eng, iid, approach)


def test_commit_cards(eng: Engine, _args: dict[str, Any]) -> None:
    """Step 2: discard any number of hand cards for their matching approach icons."""
    test = current_test(eng)
    with eng.frozen():  # read-only until the prompt is asked: the modifier layer answers once
        options = _commit_options(eng, test)
    if not options:
        return
    options.append(opt(id="done", label=f"Done committing (effort {test.effort})", kind="done"))
    eng.ask("commit_cards", test.ranger, f"{test.label}: commit {test.approach} icons?", options)


def _commit_options(eng: Engine, test: TestState) -> list[Option]:
    """The commit prompt's card options: exactly the cards ``commit_blocker`` lets through, each
    with its icons (and a second option when its before-commit rule adds icons)."""

    st = eng.state
    options = []
    for owner, iid in commit_candidates(eng, test):
        blocker, n, with_rule = commit_check(eng, iid, test)
        if blocker is not None:
            continue
        whose = "" if owner == test.ranger else f"{st.ranger(owner).name}: "
        if n > 0:
            options.append(
                opt(
                    id=f"commit:{iid}",
                    label=f"{whose}Commit {eng.name(iid)} (+{n})",
                    kind="commit_card",
                    card=iid,
                    amount=n,
                    then=[step("commit_card", card=iid), step("test_commit_cards")],
                )
            )
        if with_rule is not None and with_rule > n:  # its before-commit rule adds icons here
            options.append(
                opt(
                    id=f"commit_rule:{iid}",
                    label=f"{whose}Commit {eng.name(iid)} (+{with_rule}): first {rule_price(eng, iid)}",
                    kind="commit_card",
                    card=iid,
                    amount=with_rule,
                    then=[
                        card_text_step(BEFORE_COMMIT, iid, owner),
                        step("commit_card", card=iid),
                        step("test_commit_cards"),
                    ],
                )
            )
    return options


def commit_card(eng: Engine, args: dict[str, Any]) -> None:
    st = eng.state
    test = current_test(eng)
    iid: str = args["card"]
    owner = st.cards[iid].owner or test.ranger
    r = st.ranger(owner)  # the tester, or the owner of a card committed to any Ranger's test
    if iid not in r.hand:
        return
    n = icons(eng, iid, test.approach)
    ops.place(eng, iid, "discard", r.id)
    test.commits.append(CommitRecord(source="card", amount=n, card=iid))
    if eng.book.behaviour.triggers.get("commit"):  # the card's commit rule, as it is committed
        # effects/ imports the flows back (pyproject, engine-acyclic): imported on first use.
        from rangers_qt.engine.effects.interpreter import fire

        fire(eng, "commit", iid, r.id)


def test_other_effort(eng: Engine, _args: dict[str, Any]) -> None:
    """Step 2: +1 effort for each other Ranger's token on a card you interact with."""
    st = eng.state
    test = current_test(eng)
    for card in interacted(st, test.ranger, test.source, test.target):
        for r in st.rangers:
            if r.id != test.ranger and r.ranger_token_on == card:
                test.commits.append(CommitRecord(source="ranger_token", amount=1, card=card))


def _effort_constants(eng: Engine) -> int:
    """Constant effects in play on the resulting effort (the modifier layer; 0 when none)."""
    if not eng.book.behaviour.constant_kinds.get("effort"):
        return 0
    return effort_bonus(eng)


def effort_constants(eng: Engine) -> int:
    """Constant effects in play on the resulting effort (for a modifier chosen after the reveal)."""
    return _effort_constants(eng)


def test_reveal(eng: Engine, args: dict[str, Any]) -> None:
    """Step 3: reveal the top challenge card; its modifier for the aspect adjusts the effort. A card
    answering "would draw a challenge card" resolves first (and may stop the draw)."""
    st = eng.state
    test = current_test(eng)
    if args.get("prevented"):
        test.modifier = 0
        test.resulting_effort = max(0, test.effort + _effort_constants(eng))
        return
    if not args.get("replaced") and eng.book.behaviour.triggers:
        # effects/ imports the flows back (pyproject, engine-acyclic): imported on first use.
        from rangers_qt.engine.effects.replacements import would

        if would(eng, "challenge_draw", ranger=test.ranger):
            return
    if not st.challenge_deck and st.challenge_discard:
        # These flow/ modules import each other: imported on first use, not at load.
        from rangers_qt.engine.flow.challenge_deck import reshuffle

        reshuffle(eng, "The challenge discard is shuffled into the challenge deck")
    if not st.challenge_deck:
        test.modifier = 0
        test.resulting_effort = max(0, test.effort + _effort_constants(eng))
        return
    card = st.challenge_deck[0]
    ops.place(eng, card, "challenge_discard")
    eng.rec.area("challenge")
    f = eng.facts(card)
    test.challenge_card = card
    test.modifier = f.mods.get(test.aspect, 0)
    test.resulting_effort = max(0, test.effort + test.modifier + _effort_constants(eng))
    eng.rec.event(
        "challenge",
        f"Challenge card: {test.modifier:+d} {test.aspect}, {f.symbol}"
        + (" (reshuffle)" if f.reshuffle else "")
        + f"; resulting effort {test.resulting_effort}",
        [card],
        test.ranger,
    )
    # "When a Ranger reveals a challenge card": printed responses and timed abilities, before the
    # outcome (Timing: when).
    open_window(eng, "challenge_revealed", card=card, ranger=test.ranger, symbol=f.symbol or "")
    if st.delayed:  # effects waiting for the revealed card ("if that symbol is drawn, ...")
        fire_delayed(eng, "challenge_revealed")
    notify(eng, "challenge_revealed", card=card, ranger=test.ranger, symbol=f.symbol or "")


def difficulty_modifier(eng: Engine, test: TestState) -> int:
    """Constant effects of cards in play on every test's difficulty (the modifier layer)."""
    return difficulty_bonus(eng, test)


def difficulty(eng: Engine, test: TestState, script: TestScript | None) -> int:
    """Step 4: printed difficulty (default 1); an X difficulty is the presence (ruling R3)."""
    if script and script.difficulty:
        return script.difficulty(eng, test)
    kind, _, name = test.key.partition(":")
    if kind == "common":
        return 1
    tf = printed_test(eng, kind, name, test.source)
    if tf.difficulty.kind == "x":
        ref = test.target or test.source
        return max(1, ops.presence(eng, ref)) if ref else 1
    return tf.difficulty.value(eng.n_rangers) or 0


def test_outcome(eng: Engine, _args: dict[str, Any]) -> None:
    st = eng.state
    test = current_test(eng)
    script = test_script(eng, test)
    # Ruling R46: a difficulty lowered below 0 is 0 (effort is never negative: same outcome).
    test.difficulty = max(0, difficulty(eng, test, script) + difficulty_modifier(eng, test))
    test.succeeded = test.resulting_effort >= test.difficulty
    st.bump("successes" if test.succeeded else "failures")
    eng.rec.event(
        "test_result",
        f"{test.label}: effort {test.resulting_effort} vs difficulty {test.difficulty}: "
        + ("success" if test.succeeded else "failure"),
        [c for c in (test.source, test.target) if c],
        test.ranger,
    )
    # Success or failure, then "either way": a common test's Python part runs now; a card's printed
    # text for that outcome runs (or pauses for the players) through card_text, in that order.
    kind, _, name = test.key.partition(":")
    texts = []
    for branch in ("success" if test.succeeded else "failure", "always"):
        fn = getattr(script, branch) if script else None
        if fn is not None:
            fn(eng, test)
        elif kind != "common" and test.source and wants_text(eng, test.source, f"test:{name}:{branch}"):
            texts.append(
                card_text_step(
                    f"test:{name}:{branch}",
                    test.source,
                    test.ranger,
                    target=test.target,
                    effort=test.resulting_effort,
                )
            )
    eng.push(*texts)
    if st.delayed:  # effects a card left for this outcome ("if that test fails, ...") resolve first
        fire_delayed(eng, "test_succeeded" if test.succeeded else "test_failed")
        drop_delayed(eng, "test_succeeded", "test_failed")


def _expire_test(eng: Engine) -> None:
    """Timed modifiers lasting "until the end of the test" end with it."""
    if eng.state.modifiers:
        expire(eng, "test")


def test_end(eng: Engine, _args: dict[str, Any]) -> None:
    """Reshuffle icon: the challenge discard goes back into the deck after the test."""
    st = eng.state
    test = current_test(eng)
    drawn = [c for c in (test.challenge_card, *test.discarded_challenge) if c]
    reshuffled = any(eng.facts(c).reshuffle for c in drawn)
    if reshuffled:
        ops.shuffle_into(eng, st.challenge_discard, st.challenge_deck)
        eng.rec.area("challenge")
        eng.rec.event("reshuffle", "Reshuffle icon: the challenge deck is reshuffled")
    st.test = None
    _expire_test(eng)
    if st.delayed:  # effects waiting for this test's outcome lapse with it (a test cut short)
        drop_delayed(eng, "test_succeeded", "test_failed", "challenge_revealed")
    # A moment's test (ruling R35) does not end the turn: the play does, once the moment is discarded.
    after = [step("turn_end", ranger=test.ranger)] if test.ends_turn else []
    extra = [d for d in st.delayed if d[DELAYED_UNTIL] == "extra_test"]
    if extra:  # "take another test after this one": it comes before the turn ends (verb extra_test)
        st.delayed = [d for d in st.delayed if d[DELAYED_UNTIL] != "extra_test"]
        after = [step("extra_test", ranger=test.ranger, ends_turn=test.ends_turn, info=extra[0])]
    # The window still sees the test that just ended (which test, its result, the cards committed).
    info = {
        "key": test.key,
        "ranger": test.ranger,
        "succeeded": test.succeeded,
        "committed": [c.card for c in test.commits if c.source == "card" and c.card],
        # The whole test, bound as ``$test`` for behaviour run in this window (selectors such as
        # ``test_target``, effort amounts and test conditions read it: evaluate.Ctx.test).
        "ended": test.model_dump(mode="json"),
    }
    eng.push(step("window", name="after_test", ranger=test.ranger, test=info), *after)
    if reshuffled:  # "after the challenge deck is shuffled" responses, before the after-test ones
        # These flow/ modules import each other: imported on first use, not at load.
        from rangers_qt.engine.flow.challenge_deck import shuffled

        shuffled(eng)


def extra_test(eng: Engine, args: dict[str, Any]) -> None:
    """The Ranger performs another test (verb ``extra_test``): any test their turn offers now, no
    other action; it ends the turn the first one would have ended. No test possible: the turn
    goes on to its end."""

    rid: str = args["ranger"]
    ends_turn = bool(args.get("ends_turn", True))
    info = dict(args["info"])
    eng.memo[MEMO_DODGING_PATH] = _dodges_path_cards(eng, info)
    try:
        offers = test_offers(eng, rid)
    finally:
        eng.memo.pop(MEMO_DODGING_PATH, None)
    if not offers or eng.state.phase == "ended":
        eng.rec.event("extra_test", f"{eng.state.ranger(rid).name} has no other test to perform", ranger=rid)
        if ends_turn:
            eng.then("turn_end", ranger=rid)
        return
    options = [
        opt(
            id=f"test:{t.source or 'common'}:{t.key.split(':', 1)[1]}:{t.target or '-'}",
            label=f"{t.label} ({t.aspect} {t.approach})" + (f" on {eng.name(t.target)}" if t.target else ""),
            kind="test",
            card=t.source,
            target=t.target,
            aspect=t.aspect,
            then=[
                step(
                    "test_begin",
                    ranger=rid,
                    key=t.key,
                    source=t.source,
                    target=t.target,
                    ends_turn=ends_turn,
                    extra=info,
                )
            ],
        )
        for t in offers
    ]
    eng.ask("effect_choice", rid, f"{eng.state.ranger(rid).name}: perform another test", options)


def _dodges_path_cards(eng: Engine, info: dict[str, Any]) -> bool:
    """Does the extra test dodge every path card (no narrower filter)? Then no obstacle blocks it."""

    verb = eng.book.behaviour.effects(str(info["ref"]))[int(info["i"])]
    flt = verb.dodge if isinstance(verb, ExtraTest) else None
    if not isinstance(flt, CardFilter) or flt.category not in ("path", ["path"]) or flt.pick != "all":
        return False
    narrowing = (flt.type, flt.trait, flt.keyword, flt.name, flt.among, flt.area_of, flt.ready, flt.tokens)
    return all(v is None for v in narrowing)


def _extra_test_begins(eng: Engine, test: TestState, info: dict[str, Any]) -> None:
    """The extra test's own terms: the cards it dodges from its start, its failure effects (kept
    until it fails, dropped when it ends)."""
    ref, i = str(info["ref"]), int(info["i"])
    verb = eng.book.behaviour.effects(ref)[i]
    if not isinstance(verb, ExtraTest):
        return
    b = {**dict(info.get("b") or {}), "$you": test.ranger}
    if verb.dodge is not None:
        for iid in select(Ctx(eng, ref, i, info.get("src"), b), verb.dodge):
            if iid not in test.dodged:
                test.dodged.append(iid)
                eng.rec.event("dodge", f"{eng.state.ranger(test.ranger).name} dodges {eng.name(iid)}", [iid])
    if verb.failure:
        eng.state.delayed.append(
            {
                DELAYED_UNTIL: "test_failed",
                DELAYED_EFFECTS: f"{ref}/{i}/failure",
                DELAYED_SOURCE: info.get("src"),
                DELAYED_BINDINGS: b,
            }
        )
