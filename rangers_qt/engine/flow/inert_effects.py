"""Challenge effects that would change nothing (issue #29).

Why: after a crest test the players were asked to order challenge effects that do nothing (a
condition not met, a card to move that is already there), and the log printed "crest challenge
effect of X" and "X: crest challenge effect" with no outcome after them. Whether an effect does
anything is not guessed from its words: it is resolved with the engine's own steps, and it changed
nothing when the table ends up exactly as it was with the effect merely marked resolved (zones,
tokens, the random generator, no prompt asked, no listener answering). Such an effect is logged
with one line saying it had nothing to do, in place of what its resolution recorded; the state is
the same either way, so saves, hashes and replays are unchanged.

Two ways to find out. ``watch_effect`` (the engine's own resolution) resolves the effect for real
and looks afterwards: once every step it queued has run, the state is compared with the state
dumped when it began, and only the record is rewritten. Why not a copy: trying the effect on a
copy first, then resolving it again, was over half of a bot answer's time (docs/performance.md,
issue #28). ``changes_nothing`` tries the effect on a copy without touching the state: the app's
look-ahead (app/inert_answers.py) asks it of effects not yet resolved.
Every card's challenge effect is behaviour data run by the text runner (``EffectRegistry.text``),
which acts on the state only, so what it does shows in the state.
"""

from __future__ import annotations

from operator import attrgetter, itemgetter
from typing import Any

from rangers_qt.engine.core import Engine, step
from rangers_qt.engine.derived.json_equal import json_equal
from rangers_qt.engine.events import Recorder
from rangers_qt.engine.prompts import Step
from rangers_qt.engine.state import GameState, TestState
from rangers_qt.engine.zones import share_game_memo, table_cards


def mark_resolved(test: TestState, state: GameState, iid: str, symbol: str, drawn: bool) -> None:
    """The bookkeeping of a resolved challenge effect: resolved once per test, and counted."""
    if drawn:
        test.resolved_challenge.append(iid)
    else:
        test.resolved_extra.append(f"{symbol}:{iid}")
    state.bump("challenge_effects")


#: Every field of the state but its cards, which ``card_values`` takes instead.
_NOT_CARDS = {"cards"}

_VALUES = attrgetter("__dict__")
_TOKENS = itemgetter("tokens")
_ATTACHED = itemgetter("attached")

#: What ``card_values`` returns: each card's field values, tokens and attachments.
CardValues = tuple[list[dict[str, Any]], list[tuple[tuple[str, int], ...]], list[list[str]]]


def card_values(st: GameState, iids: list[str]) -> CardValues:
    """The cards ``iids`` of ``st`` as values that compare equal exactly when their JSON dumps
    would: a copy of each card's fields, its tokens as ordered pairs (JSON keeps a dict's order,
    ``==`` on dicts does not) and a copy of its attachments. Every field of a card is a str, a
    bool, None, a dict of str to int (its tokens) or a list of str (its attachments)."""
    values = list(map(_VALUES, map(st.cards.__getitem__, iids)))
    return (
        list(map(dict.copy, values)),
        list(map(tuple, map(dict.items, map(_TOKENS, values)))),
        list(map(list.copy, map(_ATTACHED, values))),
    )


class EffectWatch:
    """One challenge effect being resolved, watched by the step loop (``core.Watch``): the state as
    it was once the effect was marked resolved, the record so far, and the rest of the queue.

    The state is kept as its dump without the cards, plus the values (``card_values``) of the
    cards on the table (in the play areas and attached there) and of the cards the answer's change
    set already names. A card changes only by being named in the change set (the table's redraw
    reads the same names; tests/engine/test_change_set_cards.py checks it over seeded games), so
    a card off the table (in a deck, a hand, a pile) newly named during the effect counts as
    changed and the others are as they were; a card on the table is compared, as an effect may
    move it and put it back. Why not the whole dump: the cards, most of them in decks and piles,
    were about 85% of the watch's two whole-state dumps per effect (docs/performance.md, issue
    #28, part 7).
    """

    __slots__ = (
        "areas",
        "card_values",
        "cards",
        "depth",
        "events",
        "flags",
        "iid",
        "inert",
        "kept",
        "n_cards",
        "name",
        "rangers",
        "rest",
        "seq",
        "symbol",
    )

    def __init__(self, eng: Engine, iid: str, name: str, symbol: str) -> None:
        st, changes = eng.state, eng.rec.changes
        self.iid, self.name, self.symbol = iid, name, symbol
        self.rest: list[Step] = list(st.queue)
        self.depth = len(self.rest)
        self.seq = st.model_dump_json(exclude=_NOT_CARDS)
        self.events = len(eng.rec.events)
        self.areas, self.rangers, self.cards = set(changes.areas), set(changes.rangers), set(changes.cards)
        self.kept = table_cards(st)
        self.kept += [i for i in sorted(self.cards) if i not in self.kept]
        self.n_cards = len(st.cards)
        self.card_values = card_values(st, self.kept)
        self.flags = (changes.prompt, changes.log)
        self.inert: bool | None = None

    def settle(self, eng: Engine) -> None:
        """Every step the effect queued has run: if it left the state as it was, its record
        becomes the one line of an inert effect (``inert`` says which; None until settled)."""
        self.inert = self.unchanged(eng)
        if self.inert:
            self.rewrite(eng)

    def unchanged(self, eng: Engine) -> bool:
        """No prompt asked, the rest of the queue untouched, no card off the table newly named, the state
        but its cards dumped as it was and the cards kept (``kept``) as they were."""
        st = eng.state
        queue = st.queue
        if st.prompt is not None or len(queue) != self.depth or len(st.cards) != self.n_cards:
            return False
        named = eng.rec.changes.cards
        if len(named) != len(self.cards):
            kept = set(self.kept)
            if any(i not in kept for i in named):
                return False
        return (
            all(a is b for a, b in zip(queue, self.rest, strict=True))
            and st.model_dump_json(exclude=_NOT_CARDS) == self.seq
            and card_values(st, self.kept) == self.card_values
        )

    def rewrite(self, eng: Engine) -> None:
        """The record since the effect was marked resolved becomes the inert effect's one line."""
        rec = eng.rec
        del rec.events[self.events :]
        changes = rec.changes
        for now, was in (
            (changes.areas, self.areas),
            (changes.rangers, self.rangers),
            (changes.cards, self.cards),
        ):
            now.clear()
            now.update(was)
        changes.__dict__["prompt"], changes.__dict__["log"] = self.flags
        rec.event(
            "challenge_inert",
            f"{self.name}: its {self.symbol} challenge effect has nothing to do",
            [self.iid],
        )


def watch_effect(eng: Engine, iid: str, name: str, symbol: str) -> None:
    """Watch the challenge effect about to resolve (marked resolved, nothing queued or recorded
    for it yet): ``EffectWatch.settle`` rewrites its record if it turns out to change nothing."""
    eng.watches.append(EffectWatch(eng, iid, name, symbol))


def changes_nothing(eng: Engine, iid: str, symbol: str, drawn: bool, dumped: str | None = None) -> bool:
    """Would resolving `iid`'s `symbol` challenge effect now leave the table as it is (but for
    the effect counted as resolved)? Worked out on a copy; the real state is not touched.

    `dumped`: the state's JSON when the caller already has it (`app/inert_answers.py` asks about
    several cards of one state: a try never changes the state, so one dump serves them all)."""
    st = eng.state
    source = dumped if dumped is not None else st.model_dump_json()
    tried = GameState.model_validate_json(source)  # (JSON: the quickest copy measured)
    tried.prompt = None
    tried.queue = [step("challenge_resolve", card=iid, symbol=symbol, replaced=True)]
    share_game_memo(st, tried)
    Engine(tried, eng.book, eng.reg, Recorder(enabled=False)).run()
    if tried.prompt is not None or tried.queue or st.test is None or tried.test is None:
        return False
    # The state as it was, with only the bookkeeping of a resolution (as ``mark_resolved``),
    # compared field by field as JSON would compare them (engine/derived/json_equal.py).
    field, mark = ("resolved_challenge", iid) if drawn else ("resolved_extra", f"{symbol}:{iid}")
    test = st.test.__dict__
    expected_test = {**test, field: [*test[field], mark]}
    expected_stats = {**st.stats, "challenge_effects": st.stats.get("challenge_effects", 0) + 1}
    now, was = tried.__dict__, st.__dict__
    return (
        json_equal(expected_stats, tried.stats)
        and all(json_equal(expected_test[name], tried.test.__dict__[name]) for name in TestState.model_fields)
        and all(json_equal(was[name], now[name]) for name in _COMPARED)
    )


#: The state's fields compared as they were (the prompt and queue are the look-ahead's own; the
#: test and the counters are compared with the resolution's bookkeeping added).
_COMPARED = tuple(name for name in GameState.model_fields if name not in ("prompt", "queue", "test", "stats"))
