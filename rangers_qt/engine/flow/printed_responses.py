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

from rangers_qt.content.behaviour.compile import face_key
from rangers_qt.content.moments import WINDOW_PAIRS
from rangers_qt.engine import ops
from rangers_qt.engine.between import interacted
from rangers_qt.engine.cards import Facts
from rangers_qt.engine.core import Engine
from rangers_qt.engine.flow.window_index import test_fits
from rangers_qt.engine.zones import game_memo, in_play, in_play_among, iter_in_play

#: Engine window -> the (timing word, event) pairs of the inventory it serves (derived from the
#: table of moments, content/moments.py ``Moment.windows``).
WINDOW_EVENTS: dict[str, frozenset[tuple[str, str]]] = WINDOW_PAIRS

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


def window_candidates(eng: Engine, window: str) -> frozenset[str]:
    """The cards of this game (any zone) whose printed abilities answer this window on either
    face: the windows' loops skip every other card with one set lookup (discard piles and the
    table hold dozens of cards, few of which ever answer). Kept per game (``game_memo``)."""
    memo = game_memo(eng.state)
    found: dict[str, frozenset[str]] | None = memo.get("window_candidates")
    if found is None:  # every window's candidates in one pass over the game's cards
        lists: dict[str, list[str]] = {}
        for iid, card in eng.state.cards.items():
            for w in _def_windows(eng, card.def_id):
                lists.setdefault(w, []).append(iid)
        found = memo["window_candidates"] = {w: frozenset(ids) for w, ids in lists.items()}
    return found.get(window, frozenset())


def _def_windows(eng: Engine, def_id: str) -> frozenset[str]:
    """The windows a definition answers on the faces its cards show in play (a weather or mission
    card: either face), kept per card book."""
    key = ("def_windows", def_id)
    derived = eng.book.derived
    found: frozenset[str] | None = derived.get(key)
    if found is None:
        front = eng.book.facts(def_id)
        sides = ("front", "back") if front.category in ("weather", "mission") else ("front",)
        found = derived[key] = frozenset().union(*(_windows_of_def(eng, def_id, side) for side in sides))
    return found


def _windows_of_def(eng: Engine, def_id: str, side: str) -> frozenset[str]:
    key = ("windows", def_id, side)
    derived = eng.book.derived
    found: frozenset[str] | None = derived.get(key)
    if found is None:
        found = answered_windows(eng.book.facts(def_id, side))
        derived[key] = found
    return found


def windows_of(eng: Engine, iid: str) -> frozenset[str]:
    """``answered_windows`` of a card by its definition and face, without reading its facts (kept
    per card book): the windows' loops skip the many cards that answer nothing at one lookup."""
    card = eng.state.cards[iid]
    key = ("windows", card.def_id, card.side)
    derived = eng.book.derived
    found: frozenset[str] | None = derived.get(key)
    if found is None:
        found = answered_windows(eng.facts(iid))
        derived[key] = found
    return found


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
        if not test_fits(test, p.test_name, p.event):
            return False
        if p.hook == "commit" and p.event == "commit" and eng.facts(iid).category != "ranger":
            # A path card's or location's commit rule printed with its test ("you may discard
            # progress from this location to commit effort"): only while that test is performed.
            current = eng.state.test
            if current is None or current.source != iid:
                return False
        elif p.hook == "commit" and iid not in test["committed"]:
            return False
        if p.event == "interact" and not _interacts(eng, test):
            return False
        if p.event == "interact" and eng.facts(iid).category != "ranger" and not _touches(eng, iid):
            return False  # a path card's "when you interact with this card"
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


def _touches(eng: Engine, iid: str) -> bool:
    current = eng.state.test
    if current is None:
        return False
    return iid in interacted(eng.state, current.ranger, current.source, current.target)


def _cost_payable(eng: Engine, p: Any, iid: str, f: Facts) -> bool:
    card = eng.state.cards[iid]
    if p.exhaust and card.exhausted:
        return False
    if p.uses is not None and f.token_name:
        need = 1 if p.uses.kind == "x" else p.uses.n
        if card.tokens.get(f.token_name, 0) < need:
            return False
    return True


def window_details(name: str, args: dict[str, Any]) -> dict[str, Any]:
    """What the window's event is about, bound for the behaviour that answers it: ``$card`` (the
    card cleared, played, drawn...), ``$test`` (after a test: the test that just ended), and any
    other detail the window carries (``$amount``, ``$deck``...)."""
    out = {k: v for k, v in args.items() if k not in ("name", "used", "forced_done", "ranger", "test")}
    test = args.get("test")
    if isinstance(test, dict) and test.get("ended") is not None:
        out["test"] = test["ended"]
    return out


def _behaviour(eng: Engine, iid: str, key: str) -> bool:
    if eng.reg.text is None or not eng.book.behaviour.faces:
        return False
    # effects/ imports the flows back (pyproject, engine-acyclic): imported on first use.
    from rangers_qt.engine.effects.interpreter import has_behaviour

    return has_behaviour(eng, iid, key)


def _can_really(eng: Engine, iid: str, key: str, ranger: str, details: dict[str, Any]) -> bool:
    """Behaviour for this response, if the card has some, could do something now: its ``if`` holds
    and its ``cost`` can be paid (a card without behaviour: the printed cost decided already)."""
    if not _behaviour(eng, iid, key):
        return True
    # effects/ imports the flows back (pyproject, engine-acyclic): imported on first use.
    from rangers_qt.engine.effects.interpreter import usable_now

    return usable_now(eng, iid, key, ranger, {f"${k}": v for k, v in details.items()})


def _listen_zone(eng: Engine, iid: str, key: str) -> str | None:
    """Where the card's behaviour for this response listens from (``zone``), None without any."""
    if not _behaviour(eng, iid, key):
        return None
    # effects/ imports the flows back (pyproject, engine-acyclic): imported on first use.
    from rangers_qt.engine.effects.interpreter import ability_zone

    return ability_zone(eng, iid, key)


def actor_of(eng: Engine, window: str, args: dict[str, Any]) -> str:
    """Whose event the window is about: the tester for test windows, else the Ranger the window
    names, else the lead (who uses a path, location or weather card's response)."""
    test = _test_info(eng, args) if window in ("before_test", "after_test") else None
    found = test["ranger"] if test is not None else args.get("ranger")
    return str(found) if found else eng.state.lead


def _static(eng: Engine, iid: str, f: Facts, key: tuple[Any, ...], make: Any) -> tuple[Any, ...]:
    """A card's entries for a window that pass every filter depending only on its face, kept per
    card book when ``f`` is the book's facts of that face (a face-down card's facts are made on
    the fly: worked out each time); ``make`` works them out."""
    card = eng.state.cards[iid]
    derived = eng.book.derived
    cacheable = f is eng.book.facts(card.def_id, card.side)
    memo_key = (*key, card.def_id, card.side)
    if cacheable:
        found: tuple[Any, ...] | None = derived.get(memo_key)
        if found is not None:
            return found
    found = tuple(make())
    if cacheable:
        derived[memo_key] = found
    return found


def _optional_plan(eng: Engine, iid: str, f: Facts, window: str, place: str) -> tuple[Any, ...]:
    """The printed entries ``printed_usable`` tries for this card in this window from this place, in
    printed order: an optional hook of the window, not expressed by another trigger, used from
    there (the rest of its checks depend on the moment: cost, event, condition)."""

    def make() -> Any:
        for p in f.printed:
            if p.hook not in OPTIONAL_HOOKS or printed_window(p) != window:
                continue
            if _expressed_elsewhere(eng, iid, p.key):
                continue
            if _place_fits(eng, iid, f, p, place):
                yield p

    return _static(eng, iid, f, ("optional_plan", window, place), make)


def _forced_plan(eng: Engine, iid: str, f: Facts, window: str) -> tuple[Any, ...]:
    """The printed entries ``forced_texts`` tries for this card in play in this window, in printed
    order: a response (or a path card's timed text) of the window whose behaviour is not a "may"."""

    def make() -> Any:
        if f.type == "moment":
            return
        for p in f.printed:
            if p.hook not in OPTIONAL_HOOKS or printed_window(p) != window:
                continue
            if f.category == "ranger" and p.hook != "response":
                continue  # exhaust / use-token abilities and commit rules are always a choice
            if not _behaviour(eng, iid, p.key) or _optional(eng, iid, p.key):
                continue
            yield p

    return _static(eng, iid, f, ("forced_plan", window), make)


def _discard_plan(eng: Engine, iid: str, f: Facts, window: str) -> tuple[Any, ...]:
    """The commit rules ``_forced_from_discard`` tries for this card in a discard pile, in printed
    order: of the window, with behaviour that is not a "may", listening from the discard."""

    def make() -> Any:
        for p in f.printed:
            if p.hook != "commit" or printed_window(p) != window:
                continue
            if not _behaviour(eng, iid, p.key) or _optional(eng, iid, p.key):
                continue
            if _place_fits(eng, iid, f, p, "discard"):
                yield p

    return _static(eng, iid, f, ("discard_plan", window), make)


def printed_usable(eng: Engine, window: str, args: dict[str, Any]) -> list[tuple[str, str, str]]:
    """(ranger, card, inventory key) of optional printed responses usable in this window now: Ranger
    cards (a moment played from hand, a card used where it is, an attribute in the discard) by
    their owner; a path, location or weather card's optional response (its behaviour says
    ``optional``) by the Ranger whose event it is."""
    # These flow/ modules import each other: imported on first use, not at load.
    from rangers_qt.engine.flow.responses import affordable

    st = eng.state
    if window not in WINDOW_EVENTS:
        return []
    out: list[tuple[str, str, str]] = []
    cands = window_candidates(eng, window)
    if not cands:
        return out
    details = window_details(window, args)

    def first_match(owner: str, iid: str, f: Facts, place: str) -> str | None:
        for p in _optional_plan(eng, iid, f, window, place):
            if place == "play" and not _cost_payable(eng, p, iid, f):
                continue
            if _event_matches(eng, p, owner, iid, window, args) and _can_really(
                eng, iid, p.key, owner, details
            ):
                return str(p.key)
        return None

    for r in st.rangers:
        for iid in r.hand:
            if iid not in cands or window not in windows_of(eng, iid):
                continue
            f = eng.facts(iid)
            if not _optional_plan(eng, iid, f, window, "hand"):
                continue  # (first_match would find nothing whatever the cost)
            if f.printed and f.type == "moment" and affordable(eng, r.id, iid):
                key = first_match(r.id, iid, f, "hand")
                if key is not None:
                    out.append((r.id, iid, key))
        for iid in r.discard:
            if iid not in cands or window not in windows_of(eng, iid):
                continue
            f = eng.facts(iid)
            if not f.printed:
                continue
            key = first_match(r.id, iid, f, "discard")
            if key is not None and (not _behaviour(eng, iid, key) or _optional(eng, iid, key)):
                out.append((r.id, iid, key))  # (a commit rule without "may" is forced: forced_texts)
    actor = actor_of(eng, window, args)
    for iid in in_play_among(st, cands):
        if window not in windows_of(eng, iid):
            continue
        card = st.cards[iid]
        f = eng.facts(iid)
        if not f.printed:
            continue
        if f.category == "ranger":
            if card.owner is None:
                continue
            key = first_match(card.owner, iid, f, "play")
            if key is not None and key.startswith("response:") and _behaviour(eng, iid, key):
                key = key if _optional(eng, iid, key) else None  # forced (forced_texts)
        else:
            key = first_match(actor, iid, f, "play")
            if key is not None and not _optional(eng, iid, key):
                key = None  # forced (forced_texts) or without behaviour: the players' to apply
        if key is not None:
            out.append((card.owner or actor, iid, key))
    for iid in left_with_host(eng, window, args, cands):
        f = eng.facts(iid)
        owner = st.cards[iid].owner
        if owner is None or not f.printed:
            continue
        key = first_match(owner, iid, f, "play")
        if key is not None and key.startswith("response:") and _behaviour(eng, iid, key):
            key = key if _optional(eng, iid, key) else None  # forced (forced_texts)
        if key is not None:
            out.append((owner, iid, key))
    return out


def left_with_host(eng: Engine, window: str, args: dict[str, Any], cands: frozenset[str]) -> list[str]:
    """Ranger cards that were attached to the card whose clear the window is about: they left play
    with it, and still answer it from where they went ("after the attached feature is cleared")."""
    if window != "after_clear":
        return []
    st = eng.state
    return [
        a
        for a in args.get("attached") or ()
        if a in cands and a in st.cards and not in_play(st, a) and window in windows_of(eng, a)
    ]


def _place_fits(eng: Engine, iid: str, f: Facts, p: Any, place: str) -> bool:
    """Is the card where this response is used from? A moment from hand; otherwise where its
    behaviour listens (``zone``), else: in play, or an attribute's commit rule in the discard."""
    if place == "hand":
        return f.type == "moment" and p.hook == "response"
    card = eng.state.cards[iid]
    memo_key = ("listen_zone", card.def_id, card.side, p.key)
    derived = eng.book.derived
    zone: str | None
    if memo_key in derived:  # a fact of the card's definition: worked out once per card book
        zone = derived[memo_key]
    else:
        zone = derived[memo_key] = _listen_zone(eng, iid, p.key)
    if zone is not None:
        return {"play": "in_play"}.get(place, place) == zone
    if place == "play":
        return f.type != "moment" and p.hook != "commit"
    return place == "discard" and p.hook == "commit"


def _expressed_elsewhere(eng: Engine, iid: str, key: str) -> bool:
    """The card's behaviour expresses this printed response with another trigger (an ability whose
    ``covers`` names it: "when the attached human is cleared" heard as ``card_cleared``, while the
    human still has its tokens): the window does not offer it a second time."""
    if not eng.book.behaviour.faces:
        return False
    card = eng.state.cards[iid]
    memo_key = ("covered", card.def_id, card.side, key)
    derived = eng.book.derived
    if memo_key not in derived:
        b = eng.book.behaviour.faces.get(face_key(card.def_id, card.side))
        derived[memo_key] = b is not None and any(
            ab.covers is not None and ab.covers == key and ab.on != key for ab in b.abilities
        )
    return bool(derived[memo_key])


def _optional(eng: Engine, iid: str, key: str) -> bool:
    if not _behaviour(eng, iid, key):
        return False
    # effects/ imports the flows back (pyproject, engine-acyclic): imported on first use.
    from rangers_qt.engine.effects.interpreter import ability_optional

    return ability_optional(eng, iid, key)


def anyone_answers(eng: Engine, window: str) -> bool:
    """Could any card (in a hand, a discard or in play) answer this window? Lets a rare window
    (a scout) skip its step entirely when no card prints a response for it."""
    if window not in WINDOW_EVENTS:
        return False  # (``answered_windows`` names only these)
    cands = window_candidates(eng, window)  # every card whose facts may answer it: the others cannot
    if not cands:
        return False
    st = eng.state
    zones = [iter_in_play(st)] + [r.hand for r in st.rangers] + [r.discard for r in st.rangers]
    return any(i in cands and window in answered_windows(eng.facts(i)) for z in zones for i in z)


def printed_abilities(eng: Engine) -> list[tuple[str, str]]:
    """(owner, card) of Ranger cards in play whose untimed printed ability ("Exhaust: ...",
    "Use 1 token: ...", inventory key ``ability``) has behaviour whose condition holds and whose
    cost can be paid now.
    Rulebook: Triggered Effect Timing (such abilities are used during your turn, or between
    turns); offered beside the turn's actions, never using up the turn."""
    # effects/ imports the flows back (pyproject, engine-acyclic): imported on first use.
    from rangers_qt.engine.effects.interpreter import usable_now

    st = eng.state
    out: list[tuple[str, str]] = []
    if not eng.book.behaviour.faces:
        return out
    memo = game_memo(st)
    cands: frozenset[str] | None = memo.get("ability_cards")
    if cands is None:  # the Ranger cards of this game printing an untimed ability
        cands = frozenset(
            i
            for i, c in st.cards.items()
            if c.owner is not None and "ability" in eng.book.facts(c.def_id).printed_keys
        )
        memo["ability_cards"] = cands
    if not cands:
        return _mission_abilities(eng)
    for iid in in_play_among(st, cands):
        card = st.cards[iid]
        if card.owner is None:
            continue
        f = eng.facts(iid)
        if f.category != "ranger" or "ability" not in f.printed_keys:
            continue
        p = next(p for p in f.printed if p.key == "ability")
        if _cost_payable(eng, p, iid, f) and usable_now(eng, iid, "ability", card.owner):
            # These flow/ modules import each other: imported on first use, not at load.
            from rangers_qt.engine.flow.play_elsewhere import blocked

            if not blocked(eng, card.owner, iid, "ability"):  # a moment it plays must be playable
                out.append((card.owner, iid))
    return out + _mission_abilities(eng)


def _mission_abilities(eng: Engine) -> list[tuple[str, str]]:
    """A mission's untimed ability ("at any time, the group may ..."): offered to the Ranger whose
    turn it is (the lead between turns) while its face shows one whose condition holds."""
    st = eng.state
    out: list[tuple[str, str]] = []
    if not eng.book.behaviour.triggers.get("ability"):
        return out
    # effects/ imports the flows back (pyproject, engine-acyclic): imported on first use.
    from rangers_qt.engine.effects.interpreter import usable_now

    rid = st.active_ranger or st.lead
    for iid in st.surroundings:
        f = eng.facts(iid)
        if f.category == "mission" and "ability" in f.printed_keys and usable_now(eng, iid, "ability", rid):
            out.append((rid, iid))
    return out


def forced_texts(eng: Engine, window: str, args: dict[str, Any] | None = None) -> list[tuple[str, str, str]]:
    """(card, key, ranger) of responses that must resolve now: a path, location, weather or mission
    card's response with behaviour that is not ``optional`` (used by the Ranger whose event it
    is), a Ranger card's response in play with such behaviour (its owner's), when its ``if`` holds;
    and "when you interact with this card" as a test interacting with that card begins (without
    behaviour: a pause for the players)."""
    st = eng.state
    args = args or {}
    out: list[tuple[str, str, str]] = []
    test = st.test
    touched = []
    if window == "before_test" and test is not None:
        touched = interacted(st, test.ranger, test.source, test.target)
    actor = actor_of(eng, window, args)
    cands = window_candidates(eng, window) if window in WINDOW_EVENTS else frozenset()
    if cands and eng.book.behaviour.faces:
        details = window_details(window, args)
        for iid in [*in_play_among(st, cands), *left_with_host(eng, window, args, cands)]:
            if window not in windows_of(eng, iid):
                continue
            f = eng.facts(iid)
            plan = _forced_plan(eng, iid, f, window)
            if not plan:
                continue
            user = st.cards[iid].owner if f.category == "ranger" else actor
            if user is None:
                continue
            for p in plan:
                if p.event == "interact" and f.category != "ranger" and iid not in touched:
                    continue
                if _event_matches(eng, p, user, iid, window, args) and _can_really(
                    eng, iid, p.key, user, details
                ):
                    out.append((iid, str(p.key), user))
    if cands and eng.book.behaviour.faces:
        out += _forced_from_discard(eng, window, args, cands)
    for iid in touched:
        if not in_play(st, iid) or any(c == iid for c, _k, _r in out):
            continue
        f = eng.facts(iid)
        if f.category == "ranger":
            continue
        for p in f.printed:
            if p.hook == "response" and p.window == "when" and p.event == "interact":
                if not _behaviour(eng, iid, p.key):
                    out.append((iid, str(p.key), actor))
                break
    return out


def _forced_from_discard(
    eng: Engine, window: str, args: dict[str, Any], cands: frozenset[str]
) -> list[tuple[str, str, str]]:
    """An attribute's commit rule without "may" ("after you succeed at a test you committed this
    to, gain 1 energy"), listening from its owner's discard: it resolves in its window, by its
    owner, without a question (auto-pass or not)."""
    out: list[tuple[str, str, str]] = []
    details = window_details(window, args)
    for r in eng.state.rangers:
        for iid in r.discard:
            if iid not in cands or window not in windows_of(eng, iid):
                continue
            f = eng.facts(iid)
            for p in _discard_plan(eng, iid, f, window):
                if _event_matches(eng, p, r.id, iid, window, args) and _can_really(
                    eng, iid, p.key, r.id, details
                ):
                    out.append((iid, str(p.key), r.id))
    return out


def pay_printed_cost(eng: Engine, rid: str, iid: str, key: str) -> None:
    """Using an optional printed response or ability: its cost (exhaust this card, use N tokens; an
    X is used by hand); a moment is paid and set aside like any response played from hand."""
    # These flow/ modules import each other: imported on first use, not at load.
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
            ops.use_tokens(eng, iid, f.token_name, p.uses.n, rid)
        return
