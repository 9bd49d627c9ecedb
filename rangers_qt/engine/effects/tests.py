"""Runners of the test verbs (content/behaviour/tests.py): dodge, timed modifiers, the test's aspect,
effort, extra tests."""

from __future__ import annotations

from typing import Any

from rangers_qt.content import behaviour as bh
from rangers_qt.content.behaviour.compile import face_key
from rangers_qt.content.behaviour.words import UNTIL_WORDS, change_text
from rangers_qt.engine.core import Engine
from rangers_qt.engine.effects import scratch
from rangers_qt.engine.effects.runner import (
    CONTINUE_LIST,
    STOP_LIST,
    each_card,
    effects_step,
    nested_bindings,
    runs,
    titled,
)
from rangers_qt.engine.modifier_layer.evaluate import Ctx, amount, select
from rangers_qt.engine.prompts import opt
from rangers_qt.engine.state import CommitRecord, TimedModifier
from rangers_qt.engine.zones import in_play


@runs(bh.Dodge)
def _verb_dodge(ctx: Ctx, e: bh.Dodge) -> bool:
    """Rulebook: Dodge. The dodged cards join the test's ``dodged`` list (JSON, in the order they
    were dodged); fatigue from interacting and obstacles skip them for the rest of the test."""
    eng = ctx.eng
    test = eng.state.test
    if test is None:
        return CONTINUE_LIST

    def dodge(iid: str) -> None:
        if iid not in test.dodged:
            test.dodged.append(iid)
            eng.rec.event("dodge", f"{eng.state.ranger(test.ranger).name} dodges {eng.name(iid)}", [iid])

    if e.amount is None:
        return each_card(ctx, e.target, "Dodge", dodge, e.as_)
    key = ctx.choice_key()
    done = int(ctx.bindings.get(key + scratch.DODGED_SO_FAR, 0))
    if key in ctx.bindings:  # the card just chosen
        chosen = str(ctx.bindings.pop(key))
        if chosen == "-":
            ctx.bindings.pop(key + scratch.DODGED_SO_FAR, None)
            return CONTINUE_LIST
        dodge(chosen)
        done += 1
    most = amount(ctx, e.amount)
    left = [c for c in select(ctx, e.target) if c not in test.dodged]
    if len(left) <= most - done:
        for iid in left:  # dodging never hurts: no question when every match fits
            dodge(iid)
        ctx.bindings.pop(key + scratch.DODGED_SO_FAR, None)
        return CONTINUE_LIST
    if done >= most:
        ctx.bindings.pop(key + scratch.DODGED_SO_FAR, None)
        return CONTINUE_LIST
    resume = {**ctx.bindings, key + scratch.DODGED_SO_FAR: done}
    options = [
        opt(
            id=f"card:{iid}",
            label=f"Dodge {eng.name(iid)}",
            kind="choose_card",
            card=iid,
            then=[effects_step(ctx.ref, ctx.i, ctx.src, {**resume, key: iid})],
        )
        for iid in left
    ]
    options.append(
        opt(
            id="done",
            label="Dodge no more",
            kind="done",
            then=[effects_step(ctx.ref, ctx.i, ctx.src, {**resume, key: "-"})],
        )
    )
    eng.ask("effect_choice", ctx.you, titled(ctx, f"dodge which card? ({most - done} left)"), options)
    return STOP_LIST


def _in_a_hand(st: Any, iid: str) -> bool:
    owner = st.cards[iid].owner
    return owner is not None and iid in st.ranger(owner).hand


@runs(bh.Modify)
def _verb_modify(ctx: Ctx, e: bh.Modify) -> bool:
    """A timed modifier goes into the state (``GameState.modifiers``); the modifier layer reads it
    until it expires (engine/modifier_layer/modifiers.py ``expire``). ``until: test`` outside a test,
    or a card that is not in play, makes none."""

    eng = ctx.eng
    st = eng.state
    if e.until == "test" and st.test is None:
        return CONTINUE_LIST
    you = ctx.you
    turns = 2 if st.active_ranger == you else 1

    def add(iid: str | None) -> None:
        # A card being committed (in a hand, during the test) may gain icons for that test.
        committing = e.stat == "approach" and e.until == "test" and iid is not None and _in_a_hand(st, iid)
        if iid is not None and not in_play(st, iid) and not committing:
            return
        st.modifiers.append(
            TimedModifier(
                card=iid,
                stat=e.stat,
                by=e.by,
                gain=e.gain,
                lose=e.lose,
                to=e.to,
                entry=e.entry,
                until=e.until,
                ranger=you if e.until == "next_turn" else None,
                turns=turns if e.until == "next_turn" else 0,
                source=ctx.src,
            )
        )
        if iid is not None:
            eng.rec.card(iid)

        what = change_text(e.stat, e.by, e.gain, e.lose, eng.name(iid) if iid else "", e.to, e.entry)
        eng.rec.event("modifier", f"{what.strip()} {UNTIL_WORDS[e.until]}", [iid] if iid else [])

    if e.stat == "difficulty":
        add(None)
        return CONTINUE_LIST
    return each_card(ctx, e.target, "Change", add, e.as_)


@runs(bh.FatigueLessBetween)
def _verb_fatigue_less_between(ctx: Ctx, e: bh.FatigueLessBetween) -> bool:
    """A timed modifier until the test ends (``between_fatigue``), read by step 1's fatigue."""

    test = ctx.eng.state.test
    n = amount(ctx, e.amount)
    if test is not None and n > 0:
        ctx.eng.state.modifiers.append(
            TimedModifier(stat="between_fatigue", by=-n, until="test", ranger=test.ranger, source=ctx.src)
        )
    return CONTINUE_LIST


@runs(bh.TestAspect)
def _verb_test_aspect(ctx: Ctx, e: bh.TestAspect) -> bool:
    """The test being performed uses another aspect (before its energy is committed)."""
    test = ctx.eng.state.test
    if test is None or any(c.source == "energy" for c in test.commits):
        return CONTINUE_LIST
    if e.instead_of is not None and test.aspect != e.instead_of:
        return CONTINUE_LIST
    if test.aspect != e.aspect:
        test.aspect = e.aspect
        ctx.eng.rec.event("test", f"{test.label} uses {e.aspect} instead", [], test.ranger)
    return CONTINUE_LIST


def test_dodges(eng: Engine, test: Any) -> None:
    """A printed test whose behaviour names ``dodge``: those cards are dodged from the test's start
    (before step 1's fatigue), whatever its outcome."""
    kind, _, tid = str(test.key).partition(":")
    if kind == "common" or test.source is None or test.source not in eng.state.cards:
        return
    card = eng.state.cards[test.source]
    face_behaviour = eng.book.behaviour.faces.get(face_key(card.def_id, card.side))
    tb = face_behaviour.tests.get(tid) if face_behaviour is not None else None
    if tb is None or tb.dodge is None:
        return
    ctx = Ctx(
        eng, f"{face_key(card.def_id, card.side)}/tests/{tid}/always", 0, test.source, {"$you": test.ranger}
    )
    for iid in select(ctx, tb.dodge):
        if iid not in test.dodged:
            test.dodged.append(iid)
            eng.rec.event("dodge", f"{eng.state.ranger(test.ranger).name} dodges {eng.name(iid)}", [iid])


@runs(bh.CommitEffort)
def _verb_commit_effort(ctx: Ctx, e: bh.CommitEffort) -> bool:
    """Rulebook: Performing a Test, 2. Commit Effort - effort from a card's effect counts like any
    other committed effort; once the outcome is known it is too late."""

    test = ctx.eng.state.test
    n = amount(ctx, e.amount)
    if test is not None and n > 0 and test.succeeded is None:
        test.commits.append(CommitRecord(source="other", amount=n, card=ctx.src))
        ctx.eng.rec.event("effort", f"+{n} effort", [ctx.src] if ctx.src else [], test.ranger)
    return CONTINUE_LIST


@runs(bh.ExtraTest)
def _verb_extra_test(ctx: Ctx, _e: bh.ExtraTest) -> bool:
    """Another test after the one being performed: kept in the state (``delayed``, moment
    ``extra_test``) until that test ends (flow/testflow.py ``test_end`` / ``extra_test``)."""
    st = ctx.eng.state
    if st.test is None:
        return CONTINUE_LIST
    st.delayed.append(
        {
            "until": "extra_test",
            "ref": ctx.ref,
            "i": ctx.i,
            "src": ctx.src,
            "b": nested_bindings(ctx.bindings),
        }
    )
    return CONTINUE_LIST


@runs(bh.ScoutMore)
def _verb_scout_more(ctx: Ctx, e: bh.ScoutMore) -> bool:
    """The scout about to happen (its "when you scout" window is open) looks at more cards."""
    n = amount(ctx, e.amount)
    for s in ctx.eng.state.queue:
        if s.op == "scout" and not s.args.get("cards"):
            s.args["n"] = max(0, int(s.args.get("n", 0)) + n)
            ctx.eng.rec.event(
                "scout",
                f"The scout looks at {n:+d} {'card' if abs(n) == 1 else 'cards'}",
                [ctx.src] if ctx.src else [],
            )
            break
    return CONTINUE_LIST
