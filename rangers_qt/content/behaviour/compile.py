"""Check card behaviour against the card it sits on, and compile every card's behaviour once.

Why separate from the models: pydantic checks the shape of one behaviour (unknown verb, a zone
that does not exist); some mistakes need the card too (a trigger its type can never fire, a
challenge effect for a symbol it does not print, a test it does not have, a cycle of macros).
Compiling flattens every effect list into a table keyed by a path string
(``01294/challenge/crest``, ``WE01.back/abilities/0/effects``): the engine's steps keep only
that string in the state, so saves, undo and the state hash stay plain JSON.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from typing import Any

from rangers_qt.content.behaviour.abilities import EVENT_TRIGGERS, Ability, Behaviour
from rangers_qt.content.behaviour.arrival import ArrivalStep
from rangers_qt.content.behaviour.control import (
    Use,
)
from rangers_qt.content.behaviour.effects import Effect
from rangers_qt.content.behaviour.faces import face_key as face_key
from rangers_qt.content.behaviour.faces import faces_of
from rangers_qt.content.behaviour.selectors import CardFilter
from rangers_qt.content.behaviour.text import ability_label, aimed_kinds
from rangers_qt.content.hook_key import BRANCHES, HookKey, windowed_key

#: Which card kinds can fire each trigger: (category, type) pairs; "*" matches any type.
_IN_PLAY_RANGER = {("ranger", t) for t in ("gear", "attachment", "role", "being", "feature")}
_PATH = {("path", "*")}
TRIGGER_KINDS: dict[str, set[tuple[str, str]]] = {
    "play": {("ranger", "moment"), ("ranger", "attachment"), ("ranger", "gear")},
    "enters_play": _PATH | _IN_PLAY_RANGER,
    "clear": _PATH | {("ranger", "being"), ("ranger", "feature")},
    "refresh": _PATH | {("location", "*"), ("weather", "*"), ("mission", "*")},
    "rest": _IN_PLAY_RANGER | {("ranger", "attribute")},
    # A mission's "at any time, the group may ..." (Accommodation / Intervention switching sides).
    "ability": _IN_PLAY_RANGER | {("mission", "*")},
    # A card's commit rule: it may be committed to a test only while the ability's ``if`` holds;
    # its effects run as it is committed.
    "commit": {("ranger", "*")},
    "when_drawn": {("ranger", "*")},
    "end_of_day": _PATH | _IN_PLAY_RANGER | {("location", "*"), ("weather", "*"), ("mission", "*")},
    "after_travel": _PATH | _IN_PLAY_RANGER | {("location", "*"), ("weather", "*"), ("mission", "*")},
    # A state the card's text waits for ("when there is no neglect on this location"): checked as
    # tokens leave the card; the ability's ``if`` is the state.
    "state": _PATH | {("location", "*"), ("weather", "*"), ("mission", "*")},
    "start_of_day": {("location", "*"), ("weather", "*"), ("mission", "*")},
    # Any card may listen to a game event (from play, or from a hand or discard by its zone).
    **{
        event: {("ranger", "*"), ("path", "*"), ("location", "*"), ("weather", "*"), ("mission", "*")}
        for event in EVENT_TRIGGERS
    },
}
#: Card kinds whose challenge symbols can resolve (they sit in play).
CHALLENGE_KINDS = _PATH | _IN_PLAY_RANGER | {("location", "*"), ("weather", "*"), ("mission", "*")}


def _fits(kinds: set[tuple[str, str]], category: str, ctype: str) -> bool:
    return (category, ctype) in kinds or (category, "*") in kinds


# --------------------------------------------------------------------------- walking effect lists


def _children(path: str, effect: Effect) -> Iterator[tuple[str, Sequence[Effect]]]:
    """The effect lists a verb holds, each with its reference path (the verb says which: ``nested``)."""
    for name, effects in effect.nested():
        yield f"{path}/{name}", effects


def walk(path: str, effects: Sequence[Effect]) -> Iterator[tuple[str, Sequence[Effect]]]:
    """One effect list and every list nested in it, each with its reference path."""
    yield path, effects
    for i, e in enumerate(effects):
        for sub, lst in _children(f"{path}/{i}", e):
            yield from walk(sub, lst)


def run_ref(key: str, i: int, ab: Ability) -> str:
    """The compiled list an ability runs once it is used: its ``effects``, or with a ``cost`` its
    ``paid`` list - the cost then the effects as one list, so what paying chose (the gear
    discarded, the being the harm came off) is bound for the effects, and an effect never runs
    before its cost is paid."""
    return f"{key}/abilities/{i}/{'paid' if ab.cost else 'effects'}"


def effect_lists(key: str, behaviour: Behaviour) -> Iterator[tuple[str, Sequence[Effect]]]:
    """Every effect list of one face, nested ones included, with its reference path."""
    for i, ab in enumerate(behaviour.abilities):
        yield from walk(f"{key}/abilities/{i}/cost", ab.cost)
        yield from walk(f"{key}/abilities/{i}/effects", ab.effects)
    for tid, tb in sorted(behaviour.tests.items()):
        for branch in ("success", "failure", "always"):
            yield from walk(f"{key}/tests/{tid}/{branch}", getattr(tb, branch))
    for sym, effects in sorted(behaviour.challenge.items()):
        yield from walk(f"{key}/challenge/{sym}", effects)
    for name, effects in sorted(behaviour.macros.items()):
        yield from walk(f"{key}/macros/{name}", effects)
    if behaviour.arrival:
        yield from walk(f"{key}/arrival", behaviour.arrival)


def iter_effects(effects: Iterable[Effect]) -> Iterator[Effect]:
    for e in effects:
        yield e
        for _p, sub in _children("", e):
            yield from iter_effects(sub)


# --------------------------------------------------------------------------- checks


def check_card(card: Any) -> list[tuple[str, str]]:
    """Problems (field path, message) between a card's behaviour and its printed facts."""
    out: list[tuple[str, str]] = []
    category, ctype = str(card.category), str(getattr(card, "type", card.category))
    two_faced = category in ("weather", "mission")
    if two_faced and getattr(card, "behaviour", None) is not None:
        out.append(
            (
                "behaviour",
                "a two-faced card keeps its behaviour on each face (front.behaviour, back.behaviour)",
            )
        )
    for side, _key, b, face in faces_of(card):
        base = f"{side}.behaviour" if two_faced else "behaviour"
        printed_tests = {t.id for t in getattr(face, "tests", ())}
        for tid in sorted(b.tests):
            if tid not in printed_tests:
                out.append(
                    (
                        f"{base}.tests.{tid}",
                        f"the card prints no test {tid!r} (it has {sorted(printed_tests)})",
                    )
                )
        printed_symbols = set(getattr(face, "challenge", ()))
        for sym in sorted(b.challenge):
            if not _fits(CHALLENGE_KINDS, category, ctype):
                out.append(
                    (f"{base}.challenge.{sym}", f"a {category} {ctype} card never resolves challenge effects")
                )
            elif sym not in printed_symbols:
                out.append(
                    (
                        f"{base}.challenge.{sym}",
                        f"the card prints no {sym} symbol (it has {sorted(printed_symbols)})",
                    )
                )
        printed = set(getattr(face, "printed_keys", lambda: ())())
        for i, ab in enumerate(b.abilities):
            out += _check_ability(f"{base}.abilities.{i}", ab, category, ctype, face)
            if ab.covers is not None and ab.covers.split("#")[0] not in printed:
                out.append(
                    (
                        f"{base}.abilities.{i}.covers",
                        f"the card prints no ability {ab.covers!r} (it has {sorted(printed)})",
                    )
                )
        # A card's own icon count (approach_count) is read in hand too; other constants need play.
        in_play_constants = [c for c in b.constant if c.modify != "approach_count"]
        if in_play_constants and not _fits(CHALLENGE_KINDS, category, ctype):
            out.append(
                (
                    f"{base}.constant",
                    f"a {category} {ctype} card is never in play, so it has no constant effects",
                )
            )
        out += _check_macros(base, b)
        out += _check_test_targets(base, b, face)
        out += _check_arrival(base, b, category)
        out += _check_assembly(base, b, category, face)
    return out


#: Which card kinds may carry each Path Deck Assembly rule (engine/path_deck.py reads them).
ASSEMBLY_KINDS: dict[str, tuple[str, ...]] = {
    "replace_terrain": ("location",),
    "separate_deck": ("location",),
    "require_valley_card": ("location",),
    "no_valley_cards": ("location",),
    "add_to_path_deck": ("weather", "mission"),
    "add_to_valley_pool": ("mission",),
    "add_by_days": ("mission",),
}


def _check_arrival(base: str, b: Behaviour, category: str) -> list[tuple[str, str]]:
    """Arrival setup belongs to locations; its top level is made of ``arrival_step`` effects (the
    lead / next-Ranger rule counts them), and an ``arrival_step`` sits nowhere else."""
    out: list[tuple[str, str]] = []
    if b.arrival and category != "location":
        out.append((f"{base}.arrival", f"only a location has an arrival setup, not a {category} card"))
    for i, e in enumerate(b.arrival):
        if not isinstance(e, ArrivalStep):
            out.append(
                (f"{base}.arrival.{i}", f"each step of an arrival setup is an 'arrival_step', not {e.do!r}")
            )
        else:
            if any(isinstance(sub, ArrivalStep) for sub in iter_effects(e.effects)):
                out.append((f"{base}.arrival.{i}.effects", "an 'arrival_step' cannot hold another one"))
    for path, effects in effect_lists("", b):
        if path.startswith("/arrival"):
            continue
        if any(isinstance(e, ArrivalStep) for e in effects):
            where = path.strip("/").replace("/", ".")
            out.append((f"{base}.{where}", "an 'arrival_step' belongs to a location's arrival list only"))
    return out


def _check_test_targets(base: str, b: Behaviour, face: Any) -> list[tuple[str, str]]:
    """Rulebook: Performing a Test, 1. Choose Test: a test aimed at a kind of card interacts with
    the one card chosen for it, so what its text does to "a Water card" is done to that card
    (``test_target``). An effect of its own that picks one such card again would let the Ranger
    put the outcome on another card they never interacted with (Ar Tel's Vaulting Rod, Fish);
    "each such card" (``pick: all``) and cards elsewhere than in play are other cards, kept."""
    out: list[tuple[str, str]] = []
    for t in getattr(face, "tests", ()):
        words = set(aimed_kinds(t))
        tb = b.tests.get(t.id)
        if not words or tb is None:
            continue
        for branch in ("success", "failure", "always"):
            for i, e in enumerate(iter_effects(getattr(tb, branch))):
                for name in type(e).model_fields:
                    sel = getattr(e, name)
                    if isinstance(sel, CardFilter) and _picks_one_of(sel, words):
                        out.append(
                            (
                                f"{base}.tests.{t.id}.{branch}.{i}.{name}",
                                f"the test is aimed at a {'/'.join(sorted(words))} card: its effects"
                                " act on that card ('test_target'), not on another one picked again",
                            )
                        )
    return out


#: The terms of a filter that say only which kind of card in play it picks.
_KIND_TERMS = frozenset({"zone", "of", "pick", "type", "trait", "keyword"})


def _picks_one_of(sel: CardFilter, words: set[str]) -> bool:
    """Does this filter pick one card in play of a kind the test aims at (by trait, type or
    keyword), with nothing else narrowing it?"""
    if sel.zone != "in_play" or sel.pick == "all" or sel.model_fields_set - _KIND_TERMS:
        return False
    kinds = [sel.trait] if isinstance(sel.trait, str) else list(sel.trait or ())
    kinds += [sel.type] if isinstance(sel.type, str) else list(sel.type or ())
    kinds += [sel.keyword] if sel.keyword else []
    return bool(kinds) and all(k in words for k in kinds)


def _check_assembly(base: str, b: Behaviour, category: str, face: Any) -> list[tuple[str, str]]:
    out: list[tuple[str, str]] = []
    for i, rule in enumerate(b.assembly):
        kinds = ASSEMBLY_KINDS[rule.rule]
        if category not in kinds:
            out.append(
                (
                    f"{base}.assembly.{i}.rule",
                    f"a {rule.rule} rule belongs to {' or '.join(kinds)} cards, not a {category} card",
                )
            )
        elif rule.rule == "require_valley_card" and getattr(face, "pivotal", False):
            out.append(
                (f"{base}.assembly.{i}.rule", "a pivotal location builds with its own set, not Valley cards")
            )
    return out


def _check_ability(path: str, ab: Ability, category: str, ctype: str, face: Any) -> list[tuple[str, str]]:
    out = []
    if windowed_key(ab.on) is not None:
        # A response / timed ability / commit rule answers what the card prints: its inventory key.
        printed = {str(p.key) for p in getattr(face, "printed", ())}
        # An ability may express a printed key with another event (``covers``: a response printed
        # for an injury that also answers harm on a being).
        if ab.on not in printed and not (ab.covers and ab.covers.split("#")[0] in printed):
            have = sorted(k for k in printed if windowed_key(k) is not None)
            out.append((f"{path}.on", f"the card prints no {ab.on!r} (its responses: {have})"))
    elif not _fits(TRIGGER_KINDS.get(ab.on, set()), category, ctype):
        out.append((f"{path}.on", f"a {category} {ctype} card cannot fire the trigger {ab.on!r}"))
    if ab.who != "you" and ab.on != "commit":
        out.append((f"{path}.who", "only a commit rule says whose tests the card may be committed to"))
    if ab.by and ab.on != "clear":
        out.append((f"{path}.by", "only a clear ability lists the thresholds it answers"))
    if ab.zone != "in_play" and category != "ranger":
        out.append((f"{path}.zone", f"only Ranger cards listen from the {ab.zone}"))
    return out


def _check_macros(base: str, b: Behaviour) -> list[tuple[str, str]]:
    out: list[tuple[str, str]] = []
    uses: dict[str, list[str]] = {}
    for key, effects in [(f"m:{n}", e) for n, e in b.macros.items()] + [
        ("", e) for _p, e in effect_lists("", b)
    ]:
        for e in iter_effects(effects):
            if isinstance(e, Use):
                if e.macro not in b.macros:
                    out.append(
                        (
                            f"{base}.macros",
                            f"'use' names the macro {e.macro!r}, which this card does not define",
                        )
                    )
                elif key:
                    uses.setdefault(key[2:], []).append(e.macro)
    # A cycle of macros would never finish: refuse it (depth-first search, canonical order).
    state: dict[str, int] = {}

    def visit(name: str, trail: list[str]) -> None:
        state[name] = 1
        for nxt in uses.get(name, []):
            if state.get(nxt) == 1:
                cycle = " -> ".join([*trail[trail.index(nxt) :], nxt]) if nxt in trail else f"{name} -> {nxt}"
                out.append((f"{base}.macros.{nxt}", f"macros refer to each other in a cycle: {cycle}"))
            elif nxt not in state:
                visit(nxt, [*trail, nxt])
        state[name] = 2

    for name in sorted(uses):
        if name not in state:
            visit(name, [name])
    return out


# --------------------------------------------------------------------------- status from coverage


def _faces(card: Any) -> list[tuple[str, Any]]:
    if card.category in ("weather", "mission"):
        return [("front", getattr(card, "front", None)), ("back", getattr(card, "back", None))]
    return [("front", card)]


def printed_keys(printed: Sequence[Any], challenge: Sequence[str] = ()) -> tuple[str, ...]:
    """Every printed ability's key, challenge effects included (``challenge:crest``), in card order;
    a key that repeats gets ``#2``, ``#3``. (Here, not in models.py, so that the card models import
    this module and not the other way round.)"""
    out: list[str] = []
    seen: dict[HookKey, int] = {}
    for key in [p.hook_key for p in printed] + [HookKey("challenge", symbol=s) for s in challenge]:
        seen[key] = seen.get(key, 0) + 1
        out.append(str(key.copy(seen[key])))
    return tuple(out)


def printed_hooks(card: Any) -> list[str]:
    """Every printed ability of the card, ``<side>:<key>`` with the inventory's keys
    (``front:test:t1:failure``, ``back:challenge:sun``, ``front:refresh``; models.printed_keys)."""
    out: list[str] = []
    for side, face in _faces(card):
        if face is None:
            continue
        keys = printed_keys(tuple(getattr(face, "printed", ())), tuple(getattr(face, "challenge", ())))
        out += [f"{side}:{k}" for k in keys]
    return out


def _covered_keys(b: Behaviour) -> set[str]:
    """Inventory keys this behaviour expresses (a repeated hook covers ``#2``... in order)."""
    out: set[str] = set()
    for tid, tb in b.tests.items():
        out |= {str(HookKey("test", test=tid, branch=br)) for br in BRANCHES if getattr(tb, br)}
        if tb.dodge is not None:
            out.add(str(HookKey("test", test=tid, branch="always")))
    out |= {str(HookKey("challenge", symbol=s)) for s in b.challenge}
    counts: dict[HookKey, int] = {}
    for ab in b.abilities:
        key = HookKey.parse(ab.covers or ab.on).first
        counts[key] = counts.get(key, 0) + 1
        out.add(str(key.copy(counts[key])))
    for k, c in enumerate(b.constant):
        out.add("constant" if k == 0 else f"constant#{k + 1}")
        del c
    if b.arrival:
        out.add("arrival")
    if b.assembly:
        out.add("path_deck_assembly")
    return out


def covered_hooks(card: Any) -> set[str]:
    out: set[str] = set()
    for side, _key, b, _face in faces_of(card):
        out |= {f"{side}:{k}" for k in _covered_keys(b)}
    return out


#: Mission objectives the engine detects on the table from the face's structured ``objective``
#: (engine/day/missions.py): reaching one names its guide entry with the mission tools.
DETECTED_OBJECTIVES = frozenset(
    {
        "arrive_at",
        "travel_away_from",
        "travel_away_while",
        "progress_on_this",
        "tokens_on_this",
        "all_ranger_tokens_on_this",
        "no_tokens_on_this",
        "clear_card",
        "clear_subject",
        "notable_events_recorded",
        "tracker_checks",
    }
)


def _structural(card: Any, side: str, key: str) -> bool:
    """Hooks the engine runs from the card's facts, with no behaviour needed: a Ranger card's
    Setup keyword (put into play from the deck at the start of the day), an attachment's host
    kinds, a mission objective the engine detects. (Arrival setup and Path Deck Assembly are
    behaviour: ``arrival`` and ``assembly``.)"""
    face = getattr(card, side, None) if card.category in ("weather", "mission") else card
    if key == "setup":
        # Keywords, Setup: the engine's setup search (engine/flow/setup_steps.py) offers the card.
        return any(getattr(k, "name", None) == "setup" for k in getattr(card, "keywords", ()))
    if key == "objective":
        objective = getattr(face, "objective", None)
        if objective is None:
            return False
        if objective.kind == "meet":  # the named card reads the objective's entry in place of its own
            b = getattr(face, "behaviour", None)
            entries = set(objective.guide_entries)
            return b is not None and any(c.modify == "guide_entry" and c.entry in entries for c in b.constant)
        return objective.kind in DETECTED_OBJECTIVES
    # What an attachment goes on: play offers only hosts of the printed kinds (rules/offers.py).
    return key == "attach"


def missing_hooks(card: Any) -> list[str]:
    """Printed abilities the behaviour does not express yet (a clear hook is covered by a
    ``clear`` ability whatever thresholds it lists)."""
    covered = covered_hooks(card)
    out = []
    for h in printed_hooks(card):
        side, _, key = h.partition(":")
        if _structural(card, side, key):
            continue
        if key.startswith("clear:"):
            key = "clear" + (key[key.index("#") :] if "#" in key else "")
        if f"{side}:{key}" not in covered:
            out.append(h)
    return out


#: Card kinds that print no rules at all: their facts are everything (challenge and aspect cards).
PURE_DATA = ("challenge", "aspect")


def coverage_status(card: Any) -> str:
    """``full`` when every printed ability is expressed in behaviour, ``partial`` when some are,
    ``manual`` when none is (the players apply the card's text by hand)."""
    if card.category in PURE_DATA:
        return "full"
    missing = missing_hooks(card)
    if not missing and printed_hooks(card):
        return "full"  # every printed hook has behaviour or is run from the facts
    if not any(True for _ in faces_of(card)):
        return "manual"
    if not missing:
        return "full"
    # Behaviour that expresses none of the printed abilities (only, say, a constant the inventory
    # does not list yet) leaves the card manual.
    return "partial" if len(missing) < len(printed_hooks(card)) else "manual"


# --------------------------------------------------------------------------- compiled form


@dataclass(frozen=True)
class CompiledBehaviour:
    """Every card's behaviour, flattened for the interpreter (built once per catalog)."""

    faces: dict[str, Behaviour] = field(default_factory=dict)
    lists: dict[str, tuple[Effect, ...]] = field(default_factory=dict)
    #: trigger name -> (face key, ability index), in card-id order.
    triggers: dict[str, tuple[tuple[str, int], ...]] = field(default_factory=dict)
    #: Face keys with constant effects (the modifier layer is skipped when none is in play).
    constants: frozenset[str] = frozenset()
    #: What constants change -> the face keys with such a constant (a rules query skips the layer
    #: when no card can change its value).
    constant_kinds: dict[str, frozenset[str]] = field(default_factory=dict)
    #: A hash of the compiled behaviour: saves made under other behaviour are refused.
    version: str = ""
    #: Top-level effect lists (a challenge symbol, a test branch, an ability) -> what they are,
    #: in words ("sun challenge effect"): the engine announces each as it starts.
    roots: dict[str, str] = field(default_factory=dict)

    def effects(self, ref: str) -> tuple[Effect, ...]:
        try:
            return self.lists[ref]
        except KeyError:
            raise KeyError(f"no compiled effect list {ref!r}") from None

    def face(self, def_id: str, side: str = "front") -> Behaviour | None:
        return self.faces.get(face_key(def_id, side))


EMPTY = CompiledBehaviour(version=hashlib.sha256(b"{}").hexdigest()[:16])


#: Card data a player reads but the game never consults: left out of the rules version, so a
#: rewording does not mark older day saves as played under other rules.
TEXT_ONLY = frozenset({"behaviour", "description", "printed", "source_note"})


def play_facts(card: Any) -> dict[str, Any]:
    """The card's data that changes play, beside its behaviour (hashed on its own): thresholds,
    presence, keywords, traits, tokens, tests, costs and each face's objective (its kind, amount,
    location, condition and entries; its summary is words only). Without these, an objective-only
    change would leave older day saves looking as if played under the same rules."""
    dump = getattr(card, "model_dump", None)
    if dump is None:  # a stand-in card without data of its own (engine tests): its behaviour only
        return {}
    data: dict[str, Any] = dump(mode="json", by_alias=True)
    for face in (data, data.get("front"), data.get("back")):
        if not isinstance(face, dict):
            continue
        for key in TEXT_ONLY:
            face.pop(key, None)
        objective = face.get("objective")
        if isinstance(objective, dict):
            objective.pop("summary", None)
    return data


def compile_cards(cards: Iterable[Any], version: str | None = None) -> CompiledBehaviour:
    """Flatten the behaviour of these cards (already validated) into one table. `version`: the
    behaviour's hash as computed for these very cards before (the compiled card bundle keeps it:
    computing it dumps every face, which builds the serializers of the whole language)."""
    faces: dict[str, Behaviour] = {}
    facts: dict[str, Any] = {}
    for card in sorted(cards, key=lambda c: str(c.id)):
        for _side, key, b, _face in faces_of(card):
            faces[key] = b
        if version is None:
            facts[str(card.id)] = play_facts(card)
    if not faces:
        return EMPTY
    lists: dict[str, tuple[Effect, ...]] = {}
    triggers: dict[str, list[tuple[str, int]]] = {}
    roots: dict[str, str] = {}
    for key, b in faces.items():
        roots |= {f"{key}/challenge/{s}": f"{s} challenge effect" for s in b.challenge}
        for tid in b.tests:
            roots |= {
                f"{key}/tests/{tid}/{br}": f"test {br} effect" for br in ("success", "failure", "always")
            }
        for i, ab in enumerate(b.abilities):
            roots[f"{key}/abilities/{i}/effects"] = ability_label(ab.on)
        for ref, effects in effect_lists(key, b):
            lists[ref] = tuple(effects)
        for i, ab in enumerate(b.abilities):
            if ab.cost:
                roots[run_ref(key, i, ab)] = roots[f"{key}/abilities/{i}/effects"]
                paid = walk(run_ref(key, i, ab), [*ab.cost, *ab.effects])
                lists |= {ref: tuple(effects) for ref, effects in paid}
        for i, ab in enumerate(b.abilities):
            triggers.setdefault(ab.on, []).append((key, i))
    if version is None:
        canon = json.dumps(
            {
                "behaviour": {k: b.model_dump(mode="json", by_alias=True) for k, b in faces.items()},
                "facts": facts,
            },
            sort_keys=True,
            separators=(",", ":"),
        )
        version = hashlib.sha256(canon.encode()).hexdigest()[:16]
    return CompiledBehaviour(
        faces=faces,
        lists=lists,
        triggers={k: tuple(v) for k, v in sorted(triggers.items())},
        constants=frozenset(k for k, b in faces.items() if b.constant),
        constant_kinds={
            kind: frozenset(k for k, b in faces.items() if any(c.modify == kind for c in b.constant))
            for kind in sorted({c.modify for b in faces.values() for c in b.constant})
        },
        version=version,
        roots=roots,
    )
