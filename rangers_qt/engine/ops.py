"""The rules' verbs: move, enter and leave play, tokens, exhaust/ready, draw, fatigue, injury.

Why one module of small functions: every rule and every scripted card effect changes the state
through these, so the bookkeeping that the rulebook attaches to a verb (tokens placed on entry,
attachments discarded with their host, Ranger tokens returning to the role, ambush, the day
ending when a Ranger cannot suffer fatigue) happens in exactly one place.
"""

from __future__ import annotations

from rangers_qt.engine import rng
from rangers_qt.engine.cards import Facts
from rangers_qt.engine.core import Engine, flow_calls, step
from rangers_qt.engine.facedown import settle
from rangers_qt.engine.modifier_layer.modifiers import (
    drop_card,
    exhausted_for,
    expire,
    guide_entry,
    harm_cap,
    has_keyword,
    progress_added,
    progress_blocked,
    progress_cap,
    shields_fatigue,
    stays_exhausted,
)

# A card's presence and thresholds are worked out by the modifier layer that adjusts them; the
# rules and the runners read them here, with the verbs (``ops.presence``, ``ops.threshold``).
from rangers_qt.engine.modifier_layer.modifiers import presence as presence
from rangers_qt.engine.modifier_layer.modifiers import threshold as threshold
from rangers_qt.engine.printed_texts import card_text_step, has_end_of_day_texts, queue_card_text, wants_text
from rangers_qt.engine.state import CardInstance
from rangers_qt.engine.zones import PLAY_ZONES, area_key, in_play, where, zone_list


def _detach(eng: Engine, iid: str) -> None:
    st = eng.state
    card = st.cards[iid]
    if card.attached_to is not None:
        host = st.cards[card.attached_to]
        host.attached.remove(iid)
        eng.rec.card(host.iid)
        card.attached_to = None
        unattached(eng, iid, host.iid)
        return
    zone, ranger = where(st, iid)
    zone_list(st, zone, ranger).remove(iid)
    eng.rec.area(area_key(zone, ranger))
    if ranger:
        eng.rec.ranger(ranger)
    if zone == "set_aside" and st.set_aside_by:
        # Leaving the set-aside cards by any route ends the link to the card that set it aside.
        st.set_aside_by.pop(iid, None)


def place(eng: Engine, iid: str, zone: str, ranger: str | None = None, top: bool = False) -> None:
    """Move a card to a list without any play-related bookkeeping (decks, hands, piles)."""
    _detach(eng, iid)
    lst = zone_list(eng.state, zone, ranger)
    if top:
        lst.insert(0, iid)
    else:
        lst.append(iid)
    eng.rec.area(area_key(zone, ranger))
    eng.rec.card(iid)
    if ranger:
        eng.rec.ranger(ranger)
    card = eng.state.cards[iid]
    card.face_up = zone not in ("fatigue", "deck", "path_deck", "challenge_deck")
    if card.side == "back":
        settle(eng, card)


def reached(eng: Engine, iid: str) -> list[str]:
    """Which thresholds ("progress", "harm") a card in play has reached."""
    card = eng.state.cards[iid]
    f = eng.facts(iid)
    if f.category == "location" or (
        not card.tokens and (f.progress is None or f.progress.kind != "ranger_tokens")
    ):
        return []
    return reached_past_quick_test(eng, iid, card, f)


def reached_past_quick_test(eng: Engine, iid: str, card: CardInstance, f: Facts) -> list[str]:
    """``reached`` past its quick "cannot have" test (a location; no tokens and no Ranger-token
    threshold), which ``flow/clearing._first_clear`` makes inline for every card in play."""
    st = eng.state
    out: list[str] = []
    if f.progress is not None:
        if f.progress.kind == "ranger_tokens":
            if st.rangers and all(r.ranger_token_on == iid for r in st.rangers):
                out.append("progress")
        else:
            have = card.tokens.get("progress", 0)
            # A threshold is at least 1: no token, no clear (and no threshold to work out).
            need = threshold(eng, iid, "progress") if have else None
            if need is not None and have >= need:
                out.append("progress")
    if f.harm is not None:
        have = card.tokens.get("harm", 0)
        need = threshold(eng, iid, "harm") if have else None
        if need is not None and have >= need:
            out.append("harm")
    return out


def discard_pile_of(eng: Engine, iid: str) -> tuple[str, str | None]:
    card = eng.state.cards[iid]
    f = eng.facts(iid)
    if f.category == "challenge":
        return ("challenge_discard", None)
    if f.category == "ranger" and card.owner:
        return ("discard", card.owner)
    if f.category == "path":
        return ("path_discard", None)
    return ("set_aside", None)


def enter_play(
    eng: Engine, iid: str, zone: str, ranger: str | None = None, by: str | None = None, ambush: bool = True
) -> None:
    """Put a card into play: tokens printed on it, its guide entry, enters-play effect, ambush."""
    st = eng.state
    place(eng, iid, zone, ranger)
    card = st.cards[iid]
    card.face_up = True
    f = eng.facts(iid)
    if f.token_name and f.token_count is not None:
        n = f.token_count.value(eng.n_rangers) or 0
        if n:
            card.tokens[f.token_name] = card.tokens.get(f.token_name, 0) + n
    eng.rec.event("enter_play", f"{f.name} enters play", [iid], ranger or by)
    flow_calls().notify(eng, "card_enters_play", card=iid, ranger=ranger or by)
    entry = _guide_entry(eng, iid, f.guide_entry) if f.category == "path" else None
    if entry:
        eng.rec.event(
            "guide_entry",
            f"Read campaign guide entry {entry} ({f.name})",
            [iid],
            by,
            guide_entry=entry,
        )
        if by is not None and eng.state.day.guide_prompts:  # read it now (engine/day/guide.py)
            # The entry is read first; the enters-play effects (and Ambush) resolve after it.
            eng.push(
                step("guide", entry=str(entry), card=iid, quiet=True, tools=False),
                step(
                    "entered",
                    card=iid,
                    zone=zone,
                    ranger=ranger,
                    by=by,
                    **({} if ambush else {"ambush": False}),
                ),
            )
            return
    entered(eng, iid, zone, ranger, by, ambush=ambush)


def _guide_entry(eng: Engine, iid: str, usual: str | None) -> str | None:
    """The entry a card reads (a mission in play may name another one in place of its own; a timed
    ``guide_entry`` modifier on the card, the latest one, wins)."""
    for m in reversed(eng.state.modifiers):
        if m.stat == "guide_entry" and m.card == iid and m.entry:
            return m.entry
    if not eng.book.behaviour.constant_kinds.get("guide_entry"):
        return usual
    return guide_entry(eng, iid, usual)


def enter_by_arrow(
    eng: Engine, iid: str, ranger: str, within_reach: bool = False, ambush: bool = True
) -> None:
    """Rulebook: Phase 1: Path Cards - the arrow says where a path card enters play: along the way,
    or within reach of the Ranger who drew it (``within_reach`` forces the latter)."""
    if eng.facts(iid).area == "along_the_way" and not within_reach:
        enter_play(eng, iid, "along_the_way", by=ranger, ambush=ambush)
    else:
        enter_play(eng, iid, "within_reach", ranger, by=ranger, ambush=ambush)


def entered(
    eng: Engine,
    iid: str,
    zone: str,
    ranger: str | None,
    by: str | None,
    watched: bool = False,
    ambush: bool = True,
) -> None:
    """What happens as a card enters play: its enters-play effect, then Ambush.

    After a guide entry (ruling R30) the card may have left play or moved meanwhile: a card no
    longer in play resolves nothing; Ambush needs it still within that Ranger's reach.

    An enters-play text runs through ``card_text`` (behaviour, or a pause for the
    players) before Ambush: it may exhaust the card, and an exhausted card does not ambush. Only
    cards the rules put into play (``by`` a Ranger: drawn, searched, played) pause; a card the
    players move into play by hand (manual adjustment, guide tool) is theirs to resolve."""
    st = eng.state
    if iid not in st.cards or not in_play(st, iid):
        return
    if zone == "within_reach" and ranger is not None and by is not None and not watched:
        again = step(
            "entered",
            card=iid,
            zone=zone,
            ranger=ranger,
            by=by,
            watched=True,
            **({} if ambush else {"ambush": False}),
        )
        if flow_calls().reach_watch(eng, iid, ranger, again):  # "before a being enters play within reach"
            return
    if by is not None and wants_text(eng, iid, "enters_play"):
        after = [step("ambush_check", card=iid, zone=zone, ranger=ranger)] if ambush else []
        eng.push(card_text_step("enters_play", iid, by), *after)
        return
    if ambush:
        ambush_if_within_reach(eng, iid, zone, ranger)


def ambush_if_within_reach(eng: Engine, iid: str, zone: str, ranger: str | None) -> None:
    """Keywords, Ambush: only while the card is still in play within that Ranger's reach."""
    st = eng.state
    if iid not in st.cards or not in_play(st, iid) or zone != "within_reach" or ranger is None:
        return
    if _has(eng, iid, "ambush") and where(st, iid) == (zone, ranger):
        ambush(eng, iid, ranger)


def _exhausted_for(eng: Engine, iid: str, rid: str) -> bool:
    """Exhausted, or counting as exhausted for this Ranger (the modifier layer)."""
    return exhausted_for(eng, iid, rid)


def _has(eng: Engine, iid: str, keyword: str) -> bool:
    """A keyword as the modifier layer sees it (gained or lost)."""
    return has_keyword(eng, iid, keyword)


def ambush(eng: Engine, iid: str, ranger: str) -> None:
    """Rulebook: Keywords, Ambush: a ready ambusher entering or moving within reach fatigues you."""
    if _exhausted_for(eng, iid, ranger):
        return
    eng.rec.event("ambush", f"{eng.name(iid)} ambushes {eng.state.ranger(ranger).name}", [iid], ranger)
    card_fatigues(eng, ranger, iid)


def move_in_play(eng: Engine, iid: str, zone: str, ranger: str | None = None, by_hand: bool = False) -> None:
    """Rulebook: Additional Concepts, Move. A move within a Ranger's reach is first answered by the
    "before a being moves within reach" responses (not a move the players make by hand); Ambush
    then waits for them."""
    before = where(eng.state, iid)
    place(eng, iid, zone, ranger)
    eng.state.cards[iid].face_up = True
    if zone != "within_reach" or not ranger or before == (zone, ranger):
        return
    if not by_hand and flow_calls().reach_watch(
        eng, iid, ranger, step("ambush_check", card=iid, zone=zone, ranger=ranger)
    ):
        return
    if _has(eng, iid, "ambush"):
        ambush(eng, iid, ranger)


def unattached(eng: Engine, iid: str, host: str) -> None:
    """A card becomes unattached (moved, discarded, or its host leaves play): its own "when this
    becomes unattached" response (forced; ``$host`` is the card it was on; a pause for the players
    without behaviour), and the ``card_unattached`` event for listeners (``$card``, ``$host``)."""
    if "response:when:unattached" in eng.facts(iid).printed_keys:
        card = eng.state.cards[iid]
        # A host leaving play while it meets a threshold is being cleared (clear_finish discards
        # only such a card): ``$by`` says so ("leaves play without being cleared").
        kinds = reached(eng, host) if in_play(eng.state, host) else []
        by = {"by": kinds[0]} if kinds else {}
        queue_card_text(eng, "response:when:unattached", iid, card.owner or eng.state.lead, host=host, **by)
    flow_calls().notify(eng, "card_unattached", card=iid, host=host)


def leave_play(eng: Engine, iid: str, dest: tuple[str, str | None] | None = None) -> None:
    """A card leaves play: its attachments are discarded, tokens go, Ranger tokens return home.

    Rulebook: Mission Cards - a mission leaves play only when completed: one attached to a card
    that leaves play (or told to leave) goes back to the surroundings instead, with its tokens."""
    st = eng.state
    card = st.cards[iid]
    if eng.facts(iid).category == "mission" and dest is None:
        if card.attached_to is not None:
            detach(eng, iid)
        return
    for child in list(card.attached):
        leave_play(eng, child)
    for r in st.rangers:
        if r.ranger_token_on == iid:
            r.ranger_token_on = None
            eng.rec.ranger(r.id)
    card.tokens.clear()
    st.adjust.pop(iid, None)
    if st.modifiers:
        drop_card(eng, iid)
    card.exhausted = False
    zone, ranger = dest if dest is not None else discard_pile_of(eng, iid)
    place(eng, iid, zone, ranger)
    flow_calls().notify(eng, "card_leaves_play", card=iid)


def discard(eng: Engine, iid: str) -> None:
    """Discard a card from wherever it is to its own discard pile.

    Rulebook: Weather Cards, Mission Cards - a weather or mission card that would be discarded
    returns to the surroundings instead (it never leaves them); the location stays too (travel
    replaces it)."""
    if iid in eng.state.surroundings and eng.facts(iid).category in ("weather", "mission", "location"):
        eng.rec.event("discard", f"{eng.name(iid)} stays in the surroundings (never discarded)", [iid])
        return
    if in_play(eng.state, iid) or eng.state.cards[iid].attached_to is not None:
        leave_play(eng, iid)
    else:
        eng.state.cards[iid].tokens.clear()
        place(eng, iid, *discard_pile_of(eng, iid))
    eng.rec.event("discard", f"{eng.name(iid)} is discarded", [iid])


def attach(eng: Engine, iid: str, host: str, face_up: bool = True) -> None:
    """Rulebook: Additional Concepts, Attach (face down: not in play, its tokens are discarded)."""
    _detach(eng, iid)
    card = eng.state.cards[iid]
    card.attached_to = host
    card.face_up = face_up
    if card.side == "back":  # a face-down path card in play shows its front when attached
        settle(eng, card)
    eng.state.cards[host].attached.append(iid)
    if not face_up:
        card.tokens.clear()
    eng.rec.card(iid)
    eng.rec.card(host)


def detach(eng: Engine, iid: str) -> None:
    """A card comes off its host (Attach): a mission returns to the surroundings (right of the
    location, like every mission), any other card is discarded."""
    st = eng.state
    card = st.cards[iid]
    if card.attached_to is None:
        return
    if eng.facts(iid).category == "mission":
        _detach(eng, iid)
        card.face_up = True
        st.surroundings.append(iid)
        eng.rec.area("surroundings")
        eng.rec.card(iid)
        eng.rec.event("attach", f"{eng.name(iid)} goes back to the surroundings", [iid])
        return
    discard(eng, iid)


def add_tokens(
    eng: Engine,
    iid: str,
    kind: str,
    n: int,
    *,
    source: str | None = None,
    by: str | None = None,
    replaced: bool = False,
) -> None:
    """Tokens go on cards in play only (Additional Concepts, In Play): a card that left play (e.g.
    cleared earlier in the same step) gets none. ``source``: the card whose effect puts them, ``by``:
    the Ranger resolving that effect (the ``tokens_added`` event's ``$source`` and ``$adder``).
    Harm put on a being by a card's effect (``source``) is a "would" event first
    (engine/effects/replacements.py)."""
    if n <= 0 or not in_play(eng.state, iid):
        return
    if (
        kind == "harm"
        and source is not None
        and not replaced
        and eng.book.behaviour.triggers
        and eng.facts(iid).type == "being"
        and flow_calls().would(eng, "harm", card=iid, source=source, amount=n)
    ):
        return
    if kind == "progress" and eng.book.behaviour.constants and _progress_blocked(eng, iid):
        eng.rec.event("tokens", f"No progress can be put on {eng.name(iid)} now", [iid])
        return
    if kind == "progress" and eng.state.test is not None:
        n = _capped(eng, iid, n)
        if n <= 0:
            return
    if kind == "harm" and eng.state.test is not None and eng.book.behaviour.constants:
        n = _harm_capped(eng, iid, n)
        if n <= 0:
            return
    card = eng.state.cards[iid]
    card.tokens[kind] = card.tokens.get(kind, 0) + n
    eng.rec.card(iid)
    eng.rec.event("tokens", f"{n} {kind} on {eng.name(iid)}", [iid])
    who = {k: v for k, v in (("source", source), ("adder", by)) if v is not None}
    flow_calls().notify(eng, "tokens_added", card=iid, kind=kind, amount=n, **who)
    st = eng.state
    if kind == "progress" and st.test is not None:  # "if the test added progress" (weather effects)
        mark = st.stats.get("tests", 0)
        if st.day.progress_test != mark:
            st.day.progress_test, st.day.progress_cards = mark, []
        st.day.progress_cards.append(iid)


def increase_added(eng: Engine, iid: str, kind: str, n: int) -> None:
    """``n`` more of the tokens just put on a card ("increase the number of progress added"): part
    of that addition, so no new ``tokens_added`` event and no ``progress_added`` change again; a
    card that takes no progress now, or at most 1 per test and has had it, takes no more."""
    st = eng.state
    if n <= 0 or not in_play(st, iid):
        return
    if kind == "progress" and eng.book.behaviour.constants and _progress_blocked(eng, iid):
        return
    if kind == "progress" and st.test is not None and progress_cap(eng, iid) is not None:
        return  # the addition answered was this test's one progress on it
    if kind == "harm" and st.test is not None and eng.book.behaviour.constants:
        n = _harm_capped(eng, iid, n)
        if n <= 0:
            return
    card = st.cards[iid]
    card.tokens[kind] = card.tokens.get(kind, 0) + n
    eng.rec.card(iid)
    eng.rec.event("tokens", f"{n} more {kind} on {eng.name(iid)}", [iid])


def _capped(eng: Engine, iid: str, n: int) -> int:
    """Progress a test puts on a card: changed by its ``progress_added`` constants (never below 0),
    then a card that takes at most 1 progress per test (a ``progress_cap`` constant) takes none once
    the current test has put progress on it (the test's record of cards given progress)."""
    n = max(0, n + progress_added(eng, iid))
    cap = progress_cap(eng, iid)
    if cap is None:
        return n
    st = eng.state
    given = st.day.progress_test == st.stats.get("tests", 0) and iid in st.day.progress_cards
    return 0 if given else min(n, cap)


def _progress_blocked(eng: Engine, iid: str) -> bool:
    return progress_blocked(eng, iid)


def _harm_capped(eng: Engine, iid: str, n: int) -> int:
    """Harm a test puts on a card with a ``harm_cap`` constant: at most that much per test (the
    test keeps how much it has put there)."""
    cap = harm_cap(eng, iid)
    test = eng.state.test
    if cap is None or test is None:
        return n
    given = test.harmed.get(iid, 0)
    n = max(0, min(n, cap - given))
    if n:
        test.harmed[iid] = given + n
    return n


def use_tokens(eng: Engine, iid: str, kind: str, n: int, by: str | None = None) -> int:
    """ "Use" tokens of a card (Rulebook: Tokens - a card's instruction to use a token discards it):
    removed like any, then the ``tokens_used`` event (``$card``, ``$kind``, ``$amount``, ``$user``:
    the Ranger using them) for "after you use a token from this gear" responses."""
    taken = remove_tokens(eng, iid, kind, n)
    if taken:
        flow_calls().notify(
            eng, "tokens_used", card=iid, kind=kind, amount=taken, **({"user": by} if by else {})
        )
    return taken


def remove_tokens(eng: Engine, iid: str, kind: str, n: int) -> int:
    card = eng.state.cards[iid]
    have = card.tokens.get(kind, 0)
    taken = min(have, max(n, 0))
    if taken:
        if have - taken:
            card.tokens[kind] = have - taken
        else:
            del card.tokens[kind]
        eng.rec.card(iid)
        if eng.book.behaviour.faces:
            _token_states(eng, iid, kind)
    return taken


def _token_states(eng: Engine, iid: str, kind: str) -> None:
    """A card's text that waits for a state of its tokens runs as tokens leave it: a ``state``
    ability (its ``if`` is the state: Northern Outpost with no neglect), a "when there are no <its
    tokens>" response (Flood Damage) once the last of its own tokens is gone."""
    calls = flow_calls()
    st = eng.state
    if not in_play(st, iid):
        return
    you = st.test.ranger if st.test is not None else st.lead
    if calls.has_behaviour(eng, iid, "state"):
        calls.run_text(eng, "state", iid, you, {})
    own = eng.facts(iid).token_name
    if (
        kind == own
        and not st.cards[iid].tokens.get(kind)
        and calls.has_behaviour(eng, iid, "response:when:no_tokens")
    ):
        calls.run_text(eng, "response:when:no_tokens", iid, you, {})


def exhaust(eng: Engine, iid: str, source: str | None = None, effect: str | None = None) -> bool:
    """Only a ready card in play can be exhausted (Exhaust/Ready; In Play). ``source``: the card
    whose effect exhausts it, ``effect``: the challenge symbol of that effect (an "after this
    being is exhausted by a prey's mountain effect" response reads both from the
    ``card_exhausted`` event)."""
    card = eng.state.cards[iid]
    if card.exhausted or not in_play(eng.state, iid):
        return False
    card.exhausted = True
    eng.rec.card(iid)
    test = eng.state.test
    if test is not None and test.succeeded is not None and iid not in test.inactive:
        test.inactive.append(iid)
    flow_calls().notify(eng, "card_exhausted", card=iid, source=source, effect=effect)
    return True


def ready(eng: Engine, iid: str, replaced: bool = False) -> None:
    """Ready an exhausted card; a card that answers "would ready" may stop it (``replaced``: it was
    asked already)."""
    card = eng.state.cards[iid]
    if card.exhausted and eng.book.behaviour.constant_kinds.get("no_ready") and stays_exhausted(eng, iid):
        return
    if card.exhausted:
        if not replaced and _would(eng, "ready", card=iid):
            return
        card.exhausted = False
        eng.rec.card(iid)


def _would(eng: Engine, kind: str, **details: object) -> bool:
    """Raise a "would" event (engine/effects/replacements.py); True when it is deferred to the
    cards that answer it. One dict lookup when no card in the catalog answers such an event."""
    if not eng.book.behaviour.triggers:
        return False
    return flow_calls().would(eng, kind, **details)  # type: ignore[arg-type]


# --------------------------------------------------------------------------- Rangers


def end_day(eng: Engine, reason: str) -> None:
    """Rulebook: Ending the Day. The day ends at once; the engine records why."""
    st = eng.state
    if st.phase == "ended" or st.closing == "pending":
        return
    # "At the end of the day" texts first (engine/flow/end_of_day.py).
    if st.closing is None and has_end_of_day_texts(eng):
        st.closing = "pending"
        st.closing_reason = reason
        st.queue.clear()
        st.prompt = None
        eng.rec.changes.prompt = True
        eng.rec.event("day_ending", f"The day is ending ({reason}): end-of-day effects first")
        return
    st.closing = None
    st.closing_reason = ""
    if st.modifiers:  # "until the end of the day": the end-of-day texts above still saw them
        expire(eng, "day")
    st.phase = "ended"
    eng.rec.area("phase")
    st.day_over = reason
    st.queue.clear()
    st.prompt = None
    st.active_ranger = None
    eng.rec.event("day_over", f"The day ends: {reason}")
    eng.rec.changes.prompt = True


def draw(eng: Engine, rid: str, n: int = 1, *, ends_day: bool = True) -> int:
    """Draw Ranger cards; a Ranger who must draw but cannot ends the day (too fatigued)."""
    r = eng.state.ranger(rid)
    drawn = 0
    for _ in range(n):
        if not r.deck:
            if ends_day:
                end_day(eng, f"{r.name} is too fatigued (cannot draw)")
            break
        place(eng, r.deck[0], "hand", rid)
        drawn += 1
    if drawn:
        eng.rec.event("draw", f"{r.name} draws {drawn}", [], rid)
        flow_calls().notify(eng, "ranger_drew", ranger=rid, amount=drawn)
        if eng.book.behaviour.triggers.get("when_drawn"):
            _when_drawn(eng, rid, r.hand[-drawn:])
    return drawn


def _when_drawn(eng: Engine, rid: str, cards: list[str]) -> None:
    """Cards whose text runs as they are drawn (a malady attaching itself to your role): their
    ``when_drawn`` abilities are queued next, in the order drawn."""
    keys = {k for k, _i in eng.book.behaviour.triggers.get("when_drawn", ())}
    for iid in reversed(cards):  # fire pushes to the front: the first drawn resolves first
        if eng.state.cards[iid].def_id in keys:
            flow_calls().fire(eng, "when_drawn", iid, rid)


def suffer_fatigue(
    eng: Engine,
    rid: str,
    n: int,
    source: str | None = None,
    replaced: bool = False,
    because: str | None = None,
) -> None:
    """Rulebook: Fatigue: top cards of the deck go face down onto the fatigue stack. A card that
    answers "would suffer fatigue" may change it first (``replaced``: it was asked already;
    ``because``: the card whose fate the fatigue follows from, the answers' ``$card``)."""
    if n <= 0 or eng.state.phase == "ended":
        return
    if not replaced and _would(eng, "fatigue", ranger=rid, source=source, amount=n, card=because):
        return
    if source is not None and _shielded(eng, rid, source):
        eng.rec.event(
            "fatigue",
            f"{eng.state.ranger(rid).name} suffers no fatigue from {eng.name(source)}",
            [source],
            rid,
        )
        return
    r = eng.state.ranger(rid)
    eng.state.bump("fatigue", n)
    test = eng.state.test
    if test is not None and rid not in test.fatigued:
        test.fatigued.append(rid)
    moved = min(n, len(r.deck))
    # The cards go face down onto the stack as one block: its top card ends up on top (index 0).
    for iid in reversed(r.deck[:moved]):
        place(eng, iid, "fatigue", rid, top=True)
    eng.rec.event("fatigue", f"{r.name} suffers {n} fatigue", [source] if source else [], rid)
    if moved < n:
        end_day(eng, f"{r.name} is too fatigued (cannot suffer {n} fatigue)")


def _shielded(eng: Engine, rid: str, source: str) -> bool:
    return bool(eng.book.behaviour.constants) and shields_fatigue(eng, rid, source)


def card_fatigues(eng: Engine, rid: str, iid: str, amount: int | None = None) -> None:
    """Rulebook: Fatigue, "Fatigues You": only ready cards fatigue, by their presence."""
    if _exhausted_for(eng, iid, rid):
        return
    suffer_fatigue(eng, rid, presence(eng, iid) if amount is None else amount, iid)


def soothe(eng: Engine, rid: str, n: int) -> int:
    """Rulebook: Soothing Fatigue: top cards of the fatigue stack return to hand."""
    r = eng.state.ranger(rid)
    moved = 0
    while moved < n and r.fatigue:
        place(eng, r.fatigue[0], "hand", rid)
        moved += 1
    if moved:
        eng.rec.event("soothe", f"{r.name} soothes {moved} fatigue", [], rid)
    return moved


def injure(eng: Engine, rid: str, source: str | None = None, replaced: bool = False) -> None:
    """Rulebook: Additional Concepts, Injury: harm on the role, fatigue stack discarded;
    the third injury ends the day at the end of the current turn. A card that answers "would be
    injured" may change it first (``source``: the card the injury comes from)."""
    st = eng.state
    if not replaced and _would(eng, "injury", ranger=rid, source=source):
        return
    r = st.ranger(rid)
    for iid in list(r.fatigue):
        place(eng, iid, "discard", rid)
    if r.injuries >= 3:  # ruling R32: the day is already ending; the count stays at three
        eng.rec.event("injury", f"{r.name} is injured again (the day is already ending)", [], rid)
        return
    r.injuries += 1
    st.bump("injuries")
    role = st.cards[r.role]
    role.tokens["harm"] = role.tokens.get("harm", 0) + 1  # ruling R7: the harm on the role is the injury
    eng.rec.card(r.role)
    eng.rec.ranger(rid)
    eng.rec.event("injury", f"{r.name} is injured ({r.injuries})", [], rid)
    if r.injuries >= 3 and st.day_ending is None:
        st.day_ending = f"{r.name} suffered a third injury"
        if st.phase != "turns":
            # Outside a turn there is no "end of the turn" to wait for: end after this step.
            eng.then("end_day_if_pending")


def heal(eng: Engine, rid: str) -> bool:
    r = eng.state.ranger(rid)
    if r.injuries <= 0:
        return False
    r.injuries -= 1
    remove_tokens(eng, r.role, "harm", 1)
    eng.rec.ranger(rid)
    return True


def shuffle_into(eng: Engine, source: list[str], deck: list[str]) -> None:
    deck.extend(source)
    source.clear()
    rng.shuffle(eng.state.rng, deck)


def in_play_zone(zone: str) -> bool:
    return zone in PLAY_ZONES


def ended(eng: Engine) -> bool:
    """Has the day ended? (A function so callers re-read the phase after a step changed it.)"""
    return eng.state.phase == "ended" or eng.state.closing == "pending"
