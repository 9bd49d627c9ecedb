"""Rulebook: Performing a Test, step 2, Commit Approach Icons: which hand cards may be committed to
the test in progress, for how much, and why a card may not (in words).

The rulebook's rule: the tester discards cards from their own hand with icons of the test's
approach. Cards' own commit rules (behaviour, ``"on": "commit"``) narrow or widen it: the card may
be committed only while the rule's ``if`` holds (a test interacting with a trail); ``who: any``
lets its owner commit it to another Ranger's test. A ``commit:before:commit`` rule ("before you
commit this, you may pay something; if you do it gains icons") is offered as a second way to
commit the card, when it adds icons of the test's approach.

The commit prompt offers exactly what ``commit_blocker`` lets through; the app shows a refused
drop the same reason (``engine/preview.py``, ``commit_refusal``).
"""

from __future__ import annotations

from rangers_qt.content import behaviour as bh
from rangers_qt.content.behaviour.compile import face_key
from rangers_qt.content.behaviour.text import cond_text, effects_text
from rangers_qt.engine.core import Engine, flow_calls
from rangers_qt.engine.modifier_layer.evaluate import Ctx, holds
from rangers_qt.engine.modifier_layer.modifiers import approach_icons
from rangers_qt.engine.state import TestState
from rangers_qt.engine.zones import game_memo

#: The inventory key of a rule used before the card is committed.
BEFORE_COMMIT = "commit:before:commit"


def _commit_rules(eng: Engine, iid: str, on: str) -> list[tuple[int, bh.Ability]]:
    """(index, ability) of the card's abilities with this ``on`` (its showing face)."""
    card = eng.state.cards[iid]
    memo_key = ("commit_rules", card.def_id, card.side, on)
    derived = eng.book.derived
    found: list[tuple[int, bh.Ability]] | None = derived.get(memo_key)
    if found is None:  # a fact of the definition's face: worked out once per card book
        b = eng.book.behaviour.faces.get(face_key(card.def_id, card.side))
        found = [] if b is None else [(k, ab) for k, ab in enumerate(b.abilities) if ab.on == on]
        derived[memo_key] = found
    return list(found)


def to_any_test(eng: Engine, iid: str) -> bool:
    """May this card be committed to any Ranger's test (a commit rule with ``who: any``)? A fact
    of the definition's face, worked out once per card book (asked for every card in every other
    Ranger's hand at every commit prompt)."""
    if not eng.book.behaviour.triggers.get("commit"):
        return False
    card = eng.state.cards[iid]
    memo_key = ("to_any_test", card.def_id, card.side)
    derived = eng.book.derived
    found: bool | None = derived.get(memo_key)
    if found is None:
        found = derived[memo_key] = any(ab.who == "any" for _k, ab in _commit_rules(eng, iid, "commit"))
    return found


def commit_candidates(eng: Engine, test: TestState) -> list[tuple[str, str]]:
    """(owner, card) of the hand cards that might be committed: the tester's hand, then other
    Rangers' cards whose commit rule lets them join any Ranger's test (seat order)."""
    st = eng.state
    out = [(test.ranger, iid) for iid in st.ranger(test.ranger).hand]
    if eng.book.behaviour.triggers.get("commit"):
        joiners = _joiners(eng)
        if joiners:  # (usually no card of the game could join another Ranger's test)
            for r in st.rangers:
                if r.id != test.ranger:
                    out += [(r.id, iid) for iid in r.hand if iid in joiners and to_any_test(eng, iid)]
    return out


def _joiners(eng: Engine) -> frozenset[str]:
    """The cards of this game whose definition has a commit rule with ``who: any`` on some face:
    only they may be committed to another Ranger's test (a per-game set, ``game_memo``: a card's
    definition never changes, and the set is worked out again when cards join the game)."""
    memo = game_memo(eng.state)
    found: frozenset[str] | None = memo.get("commit_joiners")
    if found is None:
        derived = eng.book.derived
        defs: frozenset[str] | None = derived.get("commit_joiner_defs")
        if defs is None:  # (a fact of the card book)
            defs = derived["commit_joiner_defs"] = frozenset(
                k.removesuffix(".back")
                for k, b in eng.book.behaviour.faces.items()
                if any(ab.on == "commit" and ab.who == "any" for ab in b.abilities)
            )
        found = memo["commit_joiners"] = frozenset(i for i, c in eng.state.cards.items() if c.def_id in defs)
    return found


def icons(eng: Engine, iid: str, approach: str) -> int:
    return approach_icons(eng, iid, approach)


def _rule_fails(eng: Engine, iid: str, owner: str) -> bh.Ability | None:
    """The card's first commit rule whose ``if`` does not hold now (None: every one holds)."""
    if not eng.book.behaviour.triggers.get("commit"):
        return None
    card = eng.state.cards[iid]
    fk = face_key(card.def_id, card.side)
    for k, ab in _commit_rules(eng, iid, "commit"):
        if ab.if_ is None:  # (a rule with no condition never refuses: no context built for it)
            continue
        if not holds(Ctx(eng, f"{fk}/abilities/{k}/effects", 0, iid, {"$you": owner}), ab.if_):
            return ab
    return None


def icons_with_rule(eng: Engine, iid: str, owner: str, approach: str) -> int | None:
    """The icons of ``approach`` the card would have once its before-commit rule is used (the
    approach icons its timed modifiers on itself add); None when it prints no such rule or the
    rule cannot be used now (its ``if``, its cost)."""
    if BEFORE_COMMIT not in eng.facts(iid).printed_keys:
        return None
    rules = _commit_rules(eng, iid, BEFORE_COMMIT)
    if not rules:
        return None
    if not flow_calls().usable_now(eng, iid, BEFORE_COMMIT, owner):
        return None
    added = sum(
        e.by
        for _k, ab in rules
        for e in ab.effects
        if isinstance(e, bh.Modify) and e.stat == "approach" and e.gain == approach and e.target == "this"
    )
    return icons(eng, iid, approach) + added


def rule_price(eng: Engine, iid: str) -> str:
    """What using the card's before-commit rule costs, in words ("you suffer 1 fatigue")."""

    cost = [e for _k, ab in _commit_rules(eng, iid, BEFORE_COMMIT) for e in ab.cost]
    return effects_text(cost).removeprefix("you ") if cost else "use its rule"


def commit_blocker(eng: Engine, iid: str, test: TestState) -> str | None:
    """Why this card cannot be committed to the test in progress, in words; None if it can (with
    its printed icons, or by its before-commit rule)."""
    return commit_check(eng, iid, test)[0]


def commit_check(eng: Engine, iid: str, test: TestState) -> tuple[str | None, int, int | None]:
    """(``commit_blocker``'s answer, the card's icons of the test's approach, its icons with its
    before-commit rule): the commit prompt reads all three, so each is worked out once per card."""
    st = eng.state
    f = eng.facts(iid)
    owner = st.cards[iid].owner
    if owner is None or iid not in st.ranger(owner).hand:
        return (f"{f.name} is not in a hand: only cards in hand are committed", 0, None)
    if owner != test.ranger and not to_any_test(eng, iid):
        tester = st.ranger(test.ranger).name
        why = f"{f.name} is {st.ranger(owner).name}'s: only {tester}'s cards can be committed to this test"
        return (why, 0, None)
    n = icons(eng, iid, test.approach)
    with_rule = icons_with_rule(eng, iid, owner, test.approach)
    if n <= 0 and (with_rule is None or with_rule <= 0):
        return (f"{f.name} has no {test.approach} icon for this {test.label} test", n, with_rule)
    failing = _rule_fails(eng, iid, owner)
    if failing is not None and failing.if_ is not None:
        return (f"{f.name} can be committed only if {cond_text(failing.if_)}", n, with_rule)
    return (None, n, with_rule)
