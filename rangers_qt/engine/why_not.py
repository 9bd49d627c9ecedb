"""Why an action is not offered: the one question the table asks about a refusal.

For a Ranger and an action (play a hand card, a test, a card on the table, travel, rest, taking
the next turn) this gives the reasons the engine leaves it out of the prompt, each with its kind
(rules/reasons.py), its words and the rulebook section behind it. An empty list means nothing
stops it: the prompt offers it.

Why a query of its own and not words in the UI: the offers (rules/offers.py) decide what is
legal; this module explains a refusal with the same functions, so the explanation cannot drift
from the rule, and it is tested without Qt (tests/engine/test_why_not.py, and a bot run in which
every left-out action must have a reason). Beside the flows and the rules, not inside
``rules/``: it reads both (the abilities offered are the flows' answer), and the rules sit below
the flows (pyproject, engine-acyclic).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from rangers_qt.engine.cards import CardBook, CatalogLike
from rangers_qt.engine.core import EffectRegistry, Engine
from rangers_qt.engine.flow.printed_responses import printed_abilities
from rangers_qt.engine.modifier_layer.modifiers import cannot_interact, has_keyword, has_trait
from rangers_qt.engine.rules.context import view
from rangers_qt.engine.rules.fatigue import obstacles_between
from rangers_qt.engine.rules.offers import (
    PLAY_AREAS,
    _card_test_targets,
    _dodges_every_obstacle,
    _other_aspect,
    _test_offered_now,
    play_reason,
    test_offers,
)
from rangers_qt.engine.rules.reasons import (
    ENDING_THE_DAY,
    EXHAUST,
    FRIENDLY,
    GOLDEN_RULE,
    OBSTACLE,
    PERFORM_A_TEST,
    RANGER_TURNS,
    REST,
    TIMING,
    TRAVEL,
    TRIGGERED,
    Reason,
    short,
)
from rangers_qt.engine.rules.travel import travel_reasons
from rangers_qt.engine.state import GameState
from rangers_qt.engine.zones import where

AskKind = Literal["play", "test", "ability", "card", "travel", "rest", "turn"]

PHASE_WORDS = {
    "setup": "the day's setup",
    "path": "Phase 1 (path cards)",
    "turns": "Phase 2 (Ranger turns)",
    "travel": "Phase 3 (travel)",
    "refresh": "Phase 4 (refresh)",
    "ended": "the end of the day",
}

#: The common tests by the card types they aim at (Rulebook: Perform a Test; common test card).
COMMON_AIMS = {"traverse": ("feature", "location"), "connect": ("being",), "avoid": ("being",)}


@dataclass(frozen=True, slots=True)
class Ask:
    """The action asked about: ``play`` (card: in hand), ``test`` (test: "common:traverse" or
    "<def id>:<test id>", card: the card it is printed on, target: a card or None for any),
    ``ability`` (a Ranger card's untimed ability), ``card`` (everything a card on the table or in
    hand could offer), ``travel``, ``rest``,
    ``turn`` (taking the next turn)."""

    what: AskKind
    card: str | None = None
    test: str | None = None
    target: str | None = None


def why_not(
    state: GameState,
    catalog: CatalogLike | CardBook,
    ranger: str,
    ask: Ask,
    registry: EffectRegistry | None = None,
) -> list[Reason]:
    """The reasons ``ranger`` may not do ``ask`` now (empty: it is offered). ``registry``: the
    session's own, when it is not the default one (engine tests with scripts)."""
    return reasons(view(state, catalog, registry), ranger, ask)


def reasons(eng: Engine, ranger: str, ask: Ask) -> list[Reason]:
    if ask.what == "travel":
        return _travel(eng)
    if ask.what == "turn":
        return _turn(eng, ranger)
    timing = _timing(eng, ranger)
    if ask.what == "rest":
        return timing
    if ask.what == "play" and ask.card is not None:
        return _dedupe(timing + _play(eng, ranger, ask.card))
    if ask.what == "test" and ask.test is not None:
        return _dedupe(timing + _test(eng, ranger, ask.test, ask.card, ask.target))
    if ask.what == "ability" and ask.card is not None:
        return _dedupe(timing + ability_reasons(eng, ask.card))
    if ask.what == "card" and ask.card is not None:
        return _dedupe(timing + _card(eng, ranger, ask.card))
    return timing


def _dedupe(found: list[Reason]) -> list[Reason]:
    seen: set[str] = set()
    out = []
    for r in found:
        if r.text not in seen:
            seen.add(r.text)
            out.append(r)
    return out


# ---------------------------------------------------------------------------- timing
def _timing(eng: Engine, rid: str) -> list[Reason]:
    """Is it this Ranger's turn, with the turn prompt asked (Phase 2: Ranger Turns)?"""
    st = eng.state
    prompt = st.prompt
    if prompt is None:
        why = f": {st.day_over}" if st.day_over else ""
        return [Reason("timing", f"The day is over{why}", ENDING_THE_DAY)]
    me = st.ranger(rid)
    if st.phase != "turns":
        now = PHASE_WORDS.get(st.phase, st.phase)
        text = (
            f"Not in this phase: cards are played and tests begun in Phase 2 (Ranger turns); now it is {now}"
        )
        return [Reason("timing", text, RANGER_TURNS)]
    if me.rested:
        return [Reason("limit", f"{me.name} has rested: no more turns this round", REST)]
    if prompt.kind == "turn":
        if prompt.ranger == rid:
            return []
        other = st.ranger(prompt.ranger).name if prompt.ranger else "another Ranger"
        return [Reason("timing", f"Not {me.name}'s turn: it is {other}'s turn", RANGER_TURNS)]
    if prompt.kind == "choose_next":
        return [Reason("timing", "Choose who takes the next turn first", RANGER_TURNS)]
    if prompt.kind == "response":
        return [Reason("timing", f"Only responses can be used now ({prompt.title})", TIMING)]
    if st.test is not None:
        return [Reason("timing", "A test is under way: finish it first", PERFORM_A_TEST)]
    return [Reason("timing", f"Answer the question on the table first ({prompt.title})", TRIGGERED)]


def _turn(eng: Engine, rid: str) -> list[Reason]:
    """Why this Ranger may not take the next turn (Phase 2: Ranger Turns; Rest)."""
    st = eng.state
    me = st.ranger(rid)
    if st.prompt is None or st.phase != "turns":
        return _timing(eng, rid)[:1]
    if me.rested:
        return [Reason("limit", f"{me.name} has rested: no more turns this round", REST)]
    waiting = [r for r in st.rangers if not r.rested]
    if st.last_turn == rid and len(waiting) > 1 and st.cards[me.role].exhausted:
        text = f"{me.name} took the last turn; going again needs their role ready, and it is exhausted"
        return [Reason("exhausted", text, RANGER_TURNS, (me.role,))]
    return []


def _travel(eng: Engine) -> list[Reason]:
    st = eng.state
    if st.prompt is not None and st.prompt.kind == "travel":
        return []
    if st.prompt is None:
        return _timing(eng, st.lead)[:1]
    found = travel_reasons(eng)
    if st.phase != "travel":
        timing = Reason("timing", "The group travels in Phase 3, once every Ranger has rested", TRAVEL)
        return [timing, *found]
    return found


# ---------------------------------------------------------------------------- plays
def _play(eng: Engine, rid: str, iid: str) -> list[Reason]:
    st = eng.state
    if iid not in st.ranger(rid).hand:
        zone, owner = where(st, iid)
        whose = f"{st.ranger(owner).name}'s " if owner and owner != rid else ""
        text = f"{eng.name(iid)} is not in {st.ranger(rid).name}'s hand (it is in {whose}{_zone_words(zone)})"
        return [Reason("rule", text, "Play a Card", (iid,))]
    found = play_reason(eng, rid, iid)
    return [found] if found is not None else []


def _zone_words(zone: str) -> str:
    return zone.replace("_", " ")


# ---------------------------------------------------------------------------- tests
def _test(eng: Engine, rid: str, key: str, source: str | None, target: str | None) -> list[Reason]:
    """Why a test (on any target, or on ``target``) is not offered to the Ranger now."""
    offers = test_offers(eng, rid)
    if any(o.key == key and o.source == source and target in (None, o.target) for o in offers):
        return []
    st = eng.state
    me = st.ranger(rid)
    name_of = eng.name
    if key.startswith("common:"):
        common = eng.reg.common.get(key.split(":", 1)[1])
        if common is None:
            return [Reason("rule", f"There is no common test {key}", PERFORM_A_TEST)]
        label, aspect = common.label, common.aspect
        if me.energy.get(aspect, 0) < 1 and not _other_aspect(eng, rid, key.split(":", 1)[1], aspect):
            return [_energy_reason(label, aspect, me.energy.get(aspect, 0))]
        targets = common.targets(eng, rid, None) if common.targets else [None]
        granted = False
    else:
        if source is None or source not in st.cards:
            return [Reason("rule", f"No card carries the test {key}", PERFORM_A_TEST)]
        f = eng.facts(source)
        tid = key.split(":", 1)[1]
        t = next((t for t in f.tests if t.id == tid), None)
        if t is None:
            return [Reason("rule", f"{f.name} has no such test", PERFORM_A_TEST, (source,))]
        label = t.label
        zone, owner = where(st, source)
        if zone not in (*PLAY_AREAS, "player_area") and st.cards[source].attached_to is None:
            return [Reason("rule", f"{f.name} is not in play", PERFORM_A_TEST, (source,))]
        if zone == "player_area" and owner not in (None, rid):
            text = f"{f.name} is in {st.ranger(owner).name}'s player area: only its owner uses its tests"
            return [Reason("rule", text, PERFORM_A_TEST, (source,))]
        if me.energy.get(t.aspect, 0) < 1:
            return [_energy_reason(label, t.aspect, me.energy.get(t.aspect, 0))]
        if not _test_offered_now(eng, rid, source, tid):
            text = (
                f"{label} on {f.name} is offered only while the card's condition holds, and it does not now"
            )
            return [Reason("rule", text, GOLDEN_RULE, (source,))]
        if t.uses_token is not None:
            need = (t.uses_count.value(eng.n_rangers) if t.uses_count else 1) or 0
            have = st.cards[source].tokens.get(t.uses_token, 0)
            if have < need:
                text = f"{label} uses {need} {t.uses_token} of {f.name}; it has {have} ({short(have, need)})"
                return [Reason("cost", text, PERFORM_A_TEST, (source,))]
        targets = _card_test_targets(eng, rid, source, tid, t.targets, t.target_without)
        granted = t.targets == "facedown"
    if target is not None and target not in targets:
        return [_not_aimable(eng, label, key, target)]
    if not targets:
        return [Reason("target", f"{label} has no card to aim at now", PERFORM_A_TEST)]
    aimed = [target] if target is not None else targets
    out: list[Reason] = []
    dodging = source is not None and _dodges_every_obstacle(eng, source, key.split(":", 1)[1])
    blocked = cannot_interact(eng)
    weapon = source is not None and has_trait(eng, source, "weapon")
    for cand in aimed:
        if not dodging:
            if cand is not None:
                out += _obstacles(eng, rid, cand)
            if source is not None and not granted and where(st, source)[0] in PLAY_AREAS:
                out += _obstacles(eng, rid, source)
        if cand is not None and weapon and has_keyword(eng, cand, "friendly"):
            text = f"{name_of(source or '')} is a weapon and {name_of(cand)} is friendly"
            out.append(Reason("rule", text, FRIENDLY, (cand,)))
        for c in (source, cand):
            if c is not None and c in blocked:
                out.append(Reason("rule", f"{name_of(c)} cannot be interacted with now", GOLDEN_RULE, (c,)))
    return out


def _energy_reason(label: str, aspect: str, have: int) -> Reason:
    return Reason(
        "cost", f"{label} needs 1 {aspect} energy; you have {have} ({short(have, 1)})", PERFORM_A_TEST
    )


def _not_aimable(eng: Engine, label: str, key: str, target: str) -> Reason:
    """A test asked about on a card it cannot aim at (the wrong kind, disconnected, unseen)."""
    name = eng.name(target)
    zone, owner = where(eng.state, target)
    if key == "common:connect" and has_keyword(eng, target, "disconnected"):
        return Reason(
            "rule", f"{name} is disconnected: Connect cannot add progress to it", "Keywords: Disconnected"
        )
    if zone == "player_area" and owner is not None:
        text = f"{name} is in {eng.state.ranger(owner).name}'s player area: tests cannot aim at it"
        return Reason("target", text, PERFORM_A_TEST, (target,))
    kinds = COMMON_AIMS.get(key.split(":", 1)[1]) if key.startswith("common:") else None
    if kinds:
        text = f"{label} aims at a {' or a '.join(kinds)}; {name} is not one"
        return Reason("target", text, PERFORM_A_TEST, (target,))
    return Reason("target", f"{label} cannot be aimed at {name}", PERFORM_A_TEST, (target,))


def _obstacles(eng: Engine, rid: str, card: str) -> list[Reason]:
    return [
        Reason("obstacle", f"Blocked by {eng.name(o)} (obstacle) {_place(eng, rid, o)}", OBSTACLE, (o,))
        for o in obstacles_between(eng, rid, card)
    ]


def _place(eng: Engine, rid: str, iid: str) -> str:
    st = eng.state
    if st.cards[iid].attached_to is not None:
        return "on your role" if st.cards[iid].attached_to == st.ranger(rid).role else "attached"
    zone, owner = where(st, iid)
    if zone == "within_reach":
        return "within your reach" if owner == rid else f"within {st.ranger(owner or rid).name}'s reach"
    return _zone_words(zone)


# ---------------------------------------------------------------------------- a card
def _card(eng: Engine, rid: str, iid: str) -> list[Reason]:
    """Everything a card could offer the Ranger now, each with why it is not offered."""
    st = eng.state
    if iid not in st.cards:
        return [Reason("rule", "That card is no longer on the table", PERFORM_A_TEST)]
    zone, _owner = where(st, iid)
    if zone == "hand":
        return _play(eng, rid, iid)
    f = eng.facts(iid)
    out: list[Reason] = []
    for t in f.tests:
        out += _test(eng, rid, f"{f.id}:{t.id}", iid, None)
    for key, kinds in COMMON_AIMS.items():
        if f.type in kinds or (f.category == "location" and "location" in kinds):
            out += _test(eng, rid, f"common:{key}", None, iid)
    out += ability_reasons(eng, iid)
    if not out and not _offers_something(eng, rid, iid):
        out.append(Reason("rule", f"{f.name} has no test or ability to use", PERFORM_A_TEST, (iid,)))
    return out


def _offers_something(eng: Engine, rid: str, iid: str) -> bool:
    st = eng.state
    prompt = st.prompt
    return prompt is not None and any(iid in (o.card, o.target) for o in prompt.options)


def ability_reasons(eng: Engine, iid: str) -> list[Reason]:
    """Why a Ranger card's untimed ability ("Exhaust: ...", "Use a token: ...") is not offered:
    exhausted, tokens short, or nothing it could do (Triggered Effect Timing; Exhaust/Ready)."""
    st = eng.state
    card = st.cards[iid]
    f = eng.facts(iid)
    name = f.name
    out: list[Reason] = []
    if card.owner is None or f.category != "ranger" or "ability" not in f.printed_keys:
        return out
    if any(i == iid for _o, i in printed_abilities(eng)):
        return out
    p = next(p for p in f.printed if p.key == "ability")
    if p.exhaust and card.exhausted:
        return [*out, _exhausted(name, iid)]
    if p.uses is not None and f.token_name:
        need = 1 if p.uses.kind == "x" else p.uses.n
        have = card.tokens.get(f.token_name, 0)
        if have < need:
            text = f"{name}'s ability uses {need} {f.token_name}; it has {have} ({short(have, need)})"
            return [*out, Reason("cost", text, PERFORM_A_TEST, (iid,))]
    return [*out, Reason("rule", f"{name}'s ability has nothing it could do now", TRIGGERED, (iid,))]


def _exhausted(name: str, iid: str) -> Reason:
    return Reason(
        "exhausted",
        f"{name} is exhausted: its ability needs it ready (it readies at the refresh)",
        EXHAUST,
        (iid,),
    )


# ---------------------------------------------------------------------------- left out
def left_out(
    state: GameState, catalog: CatalogLike | CardBook, registry: EffectRegistry | None = None
) -> list[tuple[Ask, list[Reason]]]:
    """At a turn prompt: every action a player might look for (a hand card's play, each common
    test, each common test on each card it could aim at by type, each printed test on a card in
    sight, each Ranger card's untimed ability) that the prompt leaves out, with its reasons."""
    prompt = state.prompt
    if prompt is None or prompt.kind != "turn" or prompt.ranger is None:
        return []
    eng = view(state, catalog, registry)
    rid = prompt.ranger
    ids = {o.id for o in prompt.options}
    plays = {o.card for o in prompt.options if o.kind == "play_card"}
    abilities = {o.card for o in prompt.options if o.kind == "ability"}
    out: list[tuple[Ask, list[Reason]]] = []

    def miss(ask: Ask) -> None:
        out.append((ask, reasons(eng, rid, ask)))

    for iid in state.ranger(rid).hand:
        if iid not in plays:
            miss(Ask("play", iid))
    for key in eng.reg.common:
        if not any(i.startswith(f"test:common:{key}:") for i in ids):
            miss(Ask("test", test=f"common:{key}"))
    for iid in sorted(state.cards):
        zone, owner = where(state, iid)
        if zone not in (*PLAY_AREAS, "player_area") or (zone == "player_area" and owner != rid):
            continue
        f = eng.facts(iid)
        for key, kinds in COMMON_AIMS.items():
            if (f.type in kinds or (f.category == "location" and "location" in kinds)) and (
                f"test:common:{key}:{iid}" not in ids
            ):
                miss(Ask("test", test=f"common:{key}", target=iid))
        if f.type != "role" or state.cards[iid].owner == rid:
            for t in f.tests:
                if not any(i.startswith(f"test:{iid}:{t.id}:") for i in ids):
                    miss(Ask("test", test=f"{f.id}:{t.id}", card=iid))
        if "ability" in f.printed_keys and f.category == "ranger" and iid not in abilities:
            miss(Ask("ability", iid))
    return out
