"""Responses and timed abilities from the printed-abilities inventory, offered in their window.

Rulebook: Play a Card, Responses ("resolve at the time specified by their rules text; a moment
can be played at that time"); Additional Concepts, Timing (before / when / after). A card whose
inventory lists ``response`` (or a timed ``ability`` / attribute ``commit`` rule) with a window and
an event is offered in the engine's timing window for that event, only when it can really be used
there (in hand and affordable, or in play and ready with the tokens it uses; the event's filters:
whose event, which common test, the card committed to the test). Choosing it pays its cost and its
text runs through ``card_text`` (behaviour, or a pause for the players). A response moment is not a
turn action (engine/rules/offers.py).

Forced texts: a path or location card's "when you interact with this card" response is not
optional; it pauses (``card_text``) when a test interacts with that card, even with auto-pass on.
"""

from __future__ import annotations

from typing import Any

from rangers_qt.engine.cards import Facts
from rangers_qt.engine.core import Engine
from rangers_qt.engine.rules.between import interacted
from rangers_qt.engine.zones import in_play, iter_in_play

#: Engine window -> the (timing word, event) pairs of the inventory it serves.
WINDOW_EVENTS: dict[str, frozenset[tuple[str, str]]] = {
    "before_test": frozenset({("when", "test"), ("before", "test"), ("when", "interact")}),
    "after_test": frozenset({("after", "test_succeeded"), ("after", "test_failed"), ("after", "test_ended")}),
    "when_rest": frozenset({("when", "rest")}),
    "after_play": frozenset({("after", "play_moment")}),
    "after_clear": frozenset({("after", "cleared"), ("when", "cleared")}),
}

#: The hooks that are a Ranger's choice to use in a window.
OPTIONAL_HOOKS = frozenset({"response", "ability", "commit"})


def printed_window(p: Any) -> str | None:
    """The engine window an inventory entry is offered in (None: not offered by the engine yet)."""
    if p.window is None or p.event is None:
        return None
    pair = (p.window, p.event)
    for name, pairs in WINDOW_EVENTS.items():
        if pair in pairs:
            return name
    return None


_ANSWERED: dict[int, tuple[Facts, frozenset[str]]] = {}


def answered_windows(f: Facts) -> frozenset[str]:
    """The engine windows a card's optional printed responses are offered in, cached per card facts
    (kept with them, so an id is never reused): a window skips every card that answers none."""
    hit = _ANSWERED.get(id(f))
    if hit is not None and hit[0] is f:
        return hit[1]
    windows = (printed_window(p) for p in f.printed if p.hook in OPTIONAL_HOOKS)
    found = frozenset(w for w in windows if w is not None)
    _ANSWERED[id(f)] = (f, found)
    return found


def is_response_only(f: Facts) -> bool:
    """A moment whose only printed text is a response: played in its window, never as a turn."""
    return (
        f.type == "moment"
        and not f.tests
        and "play" not in f.printed_keys
        and any(p.hook == "response" for p in f.printed)
    )


def _test_info(eng: Engine, args: dict[str, Any]) -> dict[str, Any] | None:
    """The test the window is about: the one in progress (before_test) or the one that just ended
    (after_test carries it in its arguments)."""
    if args.get("test") is not None:
        found: dict[str, Any] = args["test"]
        return found
    test = eng.state.test
    if test is None:
        return None
    return {
        "key": test.key,
        "ranger": test.ranger,
        "succeeded": test.succeeded,
        "committed": [c.card for c in test.commits if c.source == "card" and c.card],
    }


def _event_matches(eng: Engine, p: Any, owner: str, iid: str, window: str, args: dict[str, Any]) -> bool:
    actor: str | None = args.get("ranger")
    test = _test_info(eng, args) if window in ("before_test", "after_test") else None
    if window in ("before_test", "after_test"):
        if test is None:
            return False
        actor = test["ranger"]
        if p.test_name is not None and test["key"] != f"common:{p.test_name}":
            return False
        if p.event == "test_succeeded" and test["succeeded"] is not True:
            return False
        if p.event == "test_failed" and test["succeeded"] is not False:
            return False
        if p.hook == "commit" and iid not in test["committed"]:
            return False
        if p.event == "interact" and not _interacts(eng, test):
            return False
    if window == "after_play":
        played = args.get("card")
        if played is None or played not in eng.state.cards or eng.facts(played).type != "moment":
            return False
        if played == iid:  # a moment does not answer its own play
            return False
    return p.who == "any" or actor is None or actor == owner


def _interacts(eng: Engine, test: dict[str, Any]) -> bool:
    """Does the test in progress interact with a card in play (its target, or the card it is
    printed on outside the tester's player area)? (Rulebook: Performing a Test, interacting.)"""
    current = eng.state.test
    return current is not None and bool(interacted(eng.state, current.ranger, current.source, current.target))


def _cost_payable(eng: Engine, p: Any, iid: str, f: Facts) -> bool:
    card = eng.state.cards[iid]
    if p.exhaust and card.exhausted:
        return False
    if p.uses is not None and f.token_name:
        need = 1 if p.uses.kind == "x" else p.uses.n
        if card.tokens.get(f.token_name, 0) < need:
            return False
    return True


def printed_usable(eng: Engine, window: str, args: dict[str, Any]) -> list[tuple[str, str, str]]:
    """(ranger, card, inventory key) of optional printed responses usable in this window now."""
    from rangers_qt.engine.flow.responses import affordable

    st = eng.state
    if window not in WINDOW_EVENTS:
        return []
    out: list[tuple[str, str, str]] = []

    def first_match(owner: str, iid: str, f: Facts, place: str) -> str | None:
        for p in f.printed:
            if p.hook not in OPTIONAL_HOOKS or printed_window(p) != window:
                continue
            if place == "hand" and not (f.type == "moment" and p.hook == "response"):
                continue
            if place == "play" and (f.type == "moment" or p.hook == "commit"):
                continue
            if place == "discard" and p.hook != "commit":
                continue
            if place == "play" and not _cost_payable(eng, p, iid, f):
                continue
            if _event_matches(eng, p, owner, iid, window, args):
                return str(p.key)
        return None

    for r in st.rangers:
        for iid in r.hand:
            f = eng.facts(iid)
            if window not in answered_windows(f):
                continue
            if f.printed and f.type == "moment" and eng.reg.card(f.id) is None and affordable(eng, r.id, iid):
                key = first_match(r.id, iid, f, "hand")
                if key is not None:
                    out.append((r.id, iid, key))
        if window == "after_test":
            for iid in r.discard:
                f = eng.facts(iid)
                if window not in answered_windows(f):
                    continue
                if f.type == "attribute" and f.printed and eng.reg.card(f.id) is None:
                    key = first_match(r.id, iid, f, "discard")
                    if key is not None:
                        out.append((r.id, iid, key))
    for iid in iter_in_play(st):
        card = st.cards[iid]
        if card.owner is None:
            continue
        f = eng.facts(iid)
        if window not in answered_windows(f):
            continue
        if not f.printed or f.category != "ranger" or eng.reg.card(f.id) is not None:
            continue
        key = first_match(card.owner, iid, f, "play")
        if key is not None:
            out.append((card.owner, iid, key))
    return out


def printed_abilities(eng: Engine) -> list[tuple[str, str]]:
    """(owner, card) of Ranger cards in play whose untimed printed ability ("Exhaust: ...",
    "Use 1 token: ...", inventory key ``ability``) has behaviour whose condition holds and whose
    cost can be paid now.
    Rulebook: Triggered Effect Timing (such abilities are used during your turn, or between
    turns); offered beside the turn's actions, never using up the turn."""
    from rangers_qt.engine.effects.interpreter import usable_now

    st = eng.state
    out: list[tuple[str, str]] = []
    if not eng.book.behaviour.faces:
        return out
    for iid in iter_in_play(st):
        card = st.cards[iid]
        if card.owner is None:
            continue
        f = eng.facts(iid)
        script = eng.reg.card(f.id)
        if (
            f.category != "ranger"
            or "ability" not in f.printed_keys
            or (script and not script.from_behaviour)
        ):
            continue
        p = next(p for p in f.printed if p.key == "ability")
        if _cost_payable(eng, p, iid, f) and usable_now(eng, iid, "ability", card.owner):
            out.append((card.owner, iid))
    return out


def forced_texts(eng: Engine, window: str) -> list[tuple[str, str]]:
    """(card, key) of path and location texts that must resolve now: "when you interact with this
    card" (a test interacting with it begins)."""
    st = eng.state
    test = st.test
    if window != "before_test" or test is None:
        return []
    out: list[tuple[str, str]] = []
    for iid in interacted(st, test.ranger, test.source, test.target):
        if not in_play(st, iid):
            continue
        f = eng.facts(iid)
        if f.category == "ranger" or eng.reg.card(f.id) is not None:
            continue
        for p in f.printed:
            if p.hook == "response" and p.window == "when" and p.event == "interact":
                out.append((iid, str(p.key)))
                break
    return out


def pay_printed_cost(eng: Engine, rid: str, iid: str, key: str) -> None:
    """Using an optional printed response or ability: its cost (exhaust this card, use N tokens; an
    X is used by hand); a moment is paid and set aside like any response played from hand."""
    from rangers_qt.engine import ops
    from rangers_qt.engine.flow.responses import pay_from_hand

    st = eng.state
    f = eng.facts(iid)
    if iid in st.ranger(rid).hand:
        pay_from_hand(eng, rid, iid)
        return
    for p in f.printed:
        if p.key != key:
            continue
        if p.exhaust:
            ops.exhaust(eng, iid)
        if p.uses is not None and p.uses.kind != "x" and f.token_name:
            ops.remove_tokens(eng, iid, f.token_name, p.uses.n)
        return
