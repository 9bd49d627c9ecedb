"""The machine probe of issue #27: the classes of wrong effect the readings of docs/card-audit.md
kept finding one card per sample, looked for over every card at once.

Why a machine: a reader finds a cost paid for nothing (One Eye Open with no AWA energy), one amount
split in two (Tala's Perseverance's 2 more as a second addition), a giver offered as its own taker
(Trail of Vines) or a question the engine could count (Lure's objective) one card at a time; each
is a shape the state and the events show, so every offered option is tried from a copy of the
state and the result compared.

The four checks, each worked out on copies (the real state is never touched):

- (a) a cost paid for nothing: an ability or moment whose resolution leaves the table as paying its
  cost alone leaves it. What the cost is comes from the data, not from a guess: the same
  resolution is run again with a book in which every ability keeps its ``cost`` part and loses its
  ``effects`` (the printed exhaust, tokens used and energy are paid by the engine in both runs). Every
  way the resolution can go (each option of each prompt inside it) is tried; the ability is flagged
  only when every outcome is one that paying the cost alone reaches.
- (b) one amount split in two: one card's resolution (its events from its ``behaviour`` line to the next)
  puts two separate additions of one token kind on one card, or makes one Ranger suffer fatigue
  twice.
- (c) a choice that does nothing: a prompt inside a resolution naming cards or Rangers (no way to
  decline) where one of them changes nothing while another changes something: the giver offered as
  its own taker, a payer who cannot pay.
- (d) an answer the state fixes: a yes/no or number prompt where two answers lead to the same table (the
  state fixes the answer), and a guide entry asking the players whether its condition holds.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from typing import Any

from rangers_qt.content.catalog import Catalog
from rangers_qt.engine.cards import CardBook, MemoryCatalog
from rangers_qt.engine.core import Engine
from rangers_qt.engine.effects.registry import EffectRegistry
from rangers_qt.engine.events import Event, Recorder
from rangers_qt.engine.prompts import Option, Prompt, Step
from rangers_qt.engine.state import GameState

#: The state's fields that are the engine's own bookkeeping, not the table: the pending prompt and
#: queue, the counters, the log sequence.
_NOT_TABLE = {"prompt", "queue", "stats", "log_seq"}

#: At most this many prompts answered inside one tried option (a resolution with more, a whole
#: test, is counted as explored too far and never flagged).
BUDGET = 40

#: Prompts of the game around a resolution: reaching one, the resolution is over (a test's commit
#: prompt: it began a test).
_OUTER = frozenset(("turn", "choose_next", "travel", "camp", "abilities", "commit_energy", "mulligan"))

#: Option kinds a player takes to resolve a card's ability or moment (check a).
_RESOLVING = ("ability", "play_card")
#: Option kinds that decline: a prompt offering one is a choice the player may refuse (check c).
_DECLINE = ("no", "done", "stay", "rest")

#: Events that begin something else than the card's resolution (a test, a challenge effect, the
#: engine's own steps): a card's resolution segment ends there.
_BOUNDARIES = frozenset(
    (
        "test",
        "test_result",
        "challenge",
        "challenge_effect",
        "turn",
        "round",
        "phase",
        "play",
        "response",
        "clear",
        "rest",
        "refresh",
        "travel",
        "day",
        "arrival",
        "ambush",
        "reshuffle",
        "dodge",
    )
)

_ADDED = re.compile(r"^(\d+) (\S+(?: \S+)*) on (.+)$")
_SUFFERS = re.compile(r" suffers (\d+) fatigue$")


@dataclass(frozen=True)
class Finding:
    """One flag: its class (``a``..``d``), the card, what was offered and what it did."""

    check: str
    card: str
    what: str

    def line(self) -> str:
        return f"({self.check}) {self.card}: {self.what}"


@dataclass
class Outcomes:
    """Every way a tried resolution ended: the table's key at each end, and each end's events."""

    keys: set[str] = field(default_factory=set)
    events: list[list[Event]] = field(default_factory=list)
    complete: bool = True
    #: Some way of resolving begins a test (its commit prompt is an end: the test is something done;
    #: its outcome is the card's ``tests`` part, which the cost-only book keeps).
    tested: bool = False
    #: Prompts met inside, with the outcomes of each of their options (for checks c and d).
    inner: list[tuple[Prompt, str, list[Outcomes]]] = field(default_factory=list)


#: Flags read against the printed card and found right (check, card name) -> why; each one as
#: narrow as the reason (docs/card-audit.md, "The machine probe").
LEARNED: dict[tuple[str, str], str] = {
    ("b", "Nature's Abundance"): "each Ranger puts their own 1 harm: one addition per Ranger, as printed",
    ("b", "A Gentle Nudge"): "each Ranger moves their own being and puts 1 progress on it: one per Ranger",
}


def learned(f: Finding) -> str | None:
    """Why this flag is not a miss (None: it is one)."""
    for (check, name), why in LEARNED.items():
        if f.check == check and (f.card == name or f.card.endswith(f" {name}")):
            return why
    return None


def table_key(st: GameState) -> str:
    """The table as a player sees it, without the engine's bookkeeping."""
    return st.model_dump_json(exclude=_NOT_TABLE)


def copy_state(st: GameState) -> GameState:
    return GameState.model_validate_json(st.model_dump_json())


_VARIANTS: dict[int, tuple[CardBook, CardBook]] = {}


def cost_only_book(book: CardBook) -> CardBook:
    """The same cards with every ability's ``effects`` removed and its ``cost`` kept (both faces of
    weather and missions): resolving an ability there pays its cost and does nothing else."""
    found = _VARIANTS.get(id(book))
    if found is not None and found[0] is book:
        return found[1]
    cards = [_cost_only(card) for card in book.catalog.cards.values()]
    catalog: Any
    if isinstance(book.catalog, Catalog):
        catalog = Catalog({c.id: c for c in cards}, book.catalog.sets, book.catalog.valley_map)
    else:
        catalog = MemoryCatalog(cards)
    variant = CardBook(catalog)
    _VARIANTS[id(book)] = (book, variant)
    return variant


def _cost_only(card: Any) -> Any:
    update: dict[str, Any] = {}
    if getattr(card, "behaviour", None) is not None:
        update["behaviour"] = _strip(card.behaviour)
    for face in ("front", "back"):
        side = getattr(card, face, None)
        if side is not None and getattr(side, "behaviour", None) is not None:
            update[face] = side.model_copy(update={"behaviour": _strip(side.behaviour)})
    return card.model_copy(update=update) if update else card


def _strip(behaviour: Any) -> Any:
    abilities = [ab.model_copy(update={"effects": []}) for ab in behaviour.abilities]
    return behaviour.model_copy(update={"abilities": abilities})


def explore(
    book: CardBook, reg: EffectRegistry, st: GameState, steps: Iterable[Step], budget: int = BUDGET
) -> Outcomes:
    """Run ``steps`` alone on a copy of ``st`` (the rest of the queue dropped) and, at every prompt
    they raise, each option in turn (depth first), until ``budget`` prompts were answered."""
    out = Outcomes()
    start = copy_state(st)
    start.prompt = None
    start.queue = list(steps)
    left = [budget]
    _walk(book, reg, start, [], out, left)
    return out


def _walk(
    book: CardBook,
    reg: EffectRegistry,
    st: GameState,
    events: list[Event],
    out: Outcomes,
    left: list[int],
) -> None:
    rec = Recorder()
    try:
        Engine(st, book, reg, rec).run()
    except Exception:  # a copy the variant book cannot run (a cost naming a dropped effect): unknown
        out.complete = False
        return
    events = events + rec.events
    prompt = st.prompt
    if prompt is None or st.phase == "ended" or prompt.kind in _OUTER:
        out.keys.add(table_key(st))
        out.events.append(events)
        out.tested = out.tested or (prompt is not None and prompt.kind == "commit_energy")
        return
    branches: list[Outcomes] = []
    dumped = st.model_dump_json()
    for option in prompt.options:
        if left[0] <= 0:
            out.complete = False
            return
        left[0] -= 1
        branch = Outcomes()
        nxt = GameState.model_validate_json(dumped)
        nxt.prompt = None
        nxt.queue[0:0] = list(option.then)
        _walk(book, reg, nxt, events, branch, left)
        branches.append(branch)
        out.keys |= branch.keys
        out.events.extend(branch.events)
        out.complete = out.complete and branch.complete
        out.tested = out.tested or branch.tested
        out.inner.extend(branch.inner)
    out.inner.append((prompt, table_key(st), branches))


# --------------------------------------------------------------------------- the checks


def card_name(book: CardBook, st: GameState, iid: str | None) -> str:
    if iid is None or iid not in st.cards:
        return "?"
    def_id = st.cards[iid].def_id
    return f"{def_id} {book.catalog.card(def_id).name}"


def is_moment(book: CardBook, st: GameState, iid: str | None) -> bool:
    return iid is not None and iid in st.cards and book.catalog.card(st.cards[iid].def_id).type == "moment"


def resolving(book: CardBook, st: GameState, option: Option) -> bool:
    """An option that resolves a card's ability or plays a moment (check a)."""
    if option.kind == "ability":
        return option.card is not None
    return option.kind == "play_card" and is_moment(book, st, option.card)


def probe_option(
    book: CardBook, reg: EffectRegistry, st: GameState, option: Option
) -> tuple[list[Finding], Outcomes]:
    """Check (a) for one resolving option (the first of its steps, alone), and (b)-(d) inside it."""
    real = explore(book, reg, st, option.then[:1])
    found = inner_findings(book, st, real, card_name(book, st, option.card))
    if not real.complete:
        return found, real
    paid = explore(cost_only_book(book), reg, st, option.then[:1])
    if paid.complete and not real.tested and real.keys <= paid.keys:
        found.append(Finding("a", card_name(book, st, option.card), f"{option.label}: only its cost is paid"))
    return found, real


def inner_findings(book: CardBook, st: GameState, out: Outcomes, source: str) -> list[Finding]:
    """Checks (b), (c), (d) over a tried resolution's ends and the prompts met inside it (``source``:
    the card resolved, named in (c) and (d); (b) names the card whose own resolution split it)."""
    found: list[Finding] = []
    for events in out.events:
        found.extend(split_amounts(book, st, events))
    for prompt, at, branches in out.inner:
        if not all(b.complete for b in branches):
            continue
        found.extend(choice_findings(source, prompt, at, branches))
    return found


def split_amounts(book: CardBook, st: GameState, events: list[Event]) -> Iterator[Finding]:
    """Check (b): within one card's resolution, two additions of one token kind on one card, or two
    sufferings of fatigue by one Ranger."""
    for name, segment in segments(events):
        seen: dict[tuple[str, str], int] = {}
        for e in segment:
            key = amount_key(e)
            if key is not None:
                seen[key] = seen.get(key, 0) + 1
        for (what, whom), n in sorted(seen.items()):
            if n > 1:
                yield Finding("b", name, f"{n} separate {what} on {whom} in one resolution")


def segments(events: list[Event]) -> Iterator[tuple[str, list[Event]]]:
    """Each card's resolution: from a ``behaviour`` event (named by the card) to the next, or to
    the next event of the engine's own (``_BOUNDARIES``)."""
    name: str | None = None
    run: list[Event] = []
    for e in events:
        if e.kind == "behaviour" or e.kind in _BOUNDARIES:
            if name is not None:
                yield name, run
            name, run = (e.text.split(":", 1)[0] if e.kind == "behaviour" else None), []
        elif name is not None:
            run.append(e)
    if name is not None:
        yield name, run


def amount_key(e: Event) -> tuple[str, str] | None:
    """(what, on whom) of an event that puts an amount somewhere: tokens added, fatigue suffered."""
    if e.kind == "tokens":
        m = _ADDED.match(e.text)
        if m and not m.group(2).startswith("more "):
            return m.group(2), ",".join(e.cards)
    if e.kind == "fatigue" and e.ranger and _SUFFERS.search(e.text):  # from one source card
        return "fatigue", f"{e.ranger} from {','.join(e.cards) or 'no card'}"
    return None


def choice_findings(source: str, prompt: Prompt, at: str, branches: list[Outcomes]) -> Iterator[Finding]:
    """Checks (c) and (d) at one prompt met inside a resolution, every option tried."""
    options = prompt.options
    if len(options) < 2 or len(options) != len(branches):
        return
    who = source
    if prompt.kind in ("effect_choice", "choose_target") and not any(o.kind in _DECLINE for o in options):
        idle = [o for o, b in zip(options, branches, strict=True) if b.keys == {at}]
        busy = [o for o, b in zip(options, branches, strict=True) if b.keys != {at}]
        if idle and busy:
            names = ", ".join(o.label for o in idle)
            yield Finding("c", who, f"{prompt.title}: {names} changes nothing")
    if prompt.kind in ("effect_may", "effect_amount"):
        seen: dict[frozenset[str], str] = {}
        for o, b in zip(options, branches, strict=True):
            key = frozenset(b.keys)
            if key in seen:
                yield Finding("d", who, f"{prompt.title}: {seen[key]} and {o.label} end alike")
            else:
                seen[key] = o.label


def prompt_findings(book: CardBook, st: GameState, prompt: Prompt) -> Iterator[Finding]:
    """Check (d) on a prompt as it stands: a guide entry asking the players to judge its condition."""
    if prompt.kind == "guide" and any(o.id == "not_met" for o in prompt.options):
        yield Finding("d", prompt.title, "the players are asked whether its condition holds")


def probe_prompt(book: CardBook, reg: EffectRegistry, st: GameState) -> tuple[list[Finding], int]:
    """Every resolving option of the state's prompt tried (checks a-d), and the prompt's own check
    (d); with the number of options tried."""
    prompt = st.prompt
    if prompt is None:
        return [], 0
    found = list(prompt_findings(book, st, prompt))
    tried = 0
    for option in prompt.options:
        if resolving(book, st, option) and option.then:
            tried += 1
            found.extend(probe_option(book, reg, st, option)[0])
    return found, tried


def bot_game_findings(seeds: Iterable[int]) -> tuple[list[Finding], int]:
    """The benchmark's bot games (tests/engine/seeded_games.py: 1 to 4 Rangers, rounds 1-6), every
    prompt probed and every answer's own events checked for (b); with the options tried."""
    from rangers_qt.content.catalog import load_catalog
    from rangers_qt.engine import Session
    from rangers_qt.engine.bot import RandomBot
    from rangers_qt.engine.cards import book_for
    from rangers_qt.sim.runner import default_setup

    catalog = load_catalog()
    book = book_for(catalog)
    found: list[Finding] = []
    tried = 0
    for seed in seeds:
        session = Session.new(book, default_setup(catalog, seed, 1 + seed % 4))
        bot = RandomBot(seed, manual_rate=0)
        while session.prompt is not None and session.state.round <= 6:
            more, n = probe_prompt(book, session.registry, session.state)
            found.extend(more)
            tried += n
            result = session.answer(bot.choose(session.prompt))
            found.extend(split_amounts(book, session.state, result.events))
    return found, tried


def misses(found: Iterable[Finding], still_open: dict[tuple[str, str], str]) -> list[str]:
    """The flags that are neither learned (a right card) nor recorded as still open: new misses."""
    return sorted({f.line() for f in found if learned(f) is None and (f.check, f.card) not in still_open})
