"""A challenge effect is logged as having nothing to do (issue #29) exactly when trying it on a
copy says so: the engine resolves each effect once and looks afterwards (``EffectWatch`` in
engine/flow/inert_effects.py) where it used to try it on a copy first (``changes_nothing``), which
cost over half of a bot answer (issue #28). Over seeded bot games every watched effect's verdict
is compared with the copy's, worked out on the same state before the effect was marked resolved;
a watch that does not compare the state (deliberately wrong) is caught. Rulebook: Performing a
Test, step 5 (resolve challenge effects)."""

from __future__ import annotations

from typing import Any

import pytest

from rangers_qt.content.catalog import load_catalog
from rangers_qt.engine import Session
from rangers_qt.engine.bot import RandomBot
from rangers_qt.engine.cards import book_for
from rangers_qt.engine.core import Engine
from rangers_qt.engine.flow import challenge, inert_effects
from rangers_qt.engine.state import GameState
from rangers_qt.sim.runner import default_setup

CATALOG = load_catalog()
BOOK = book_for(CATALOG)


def _copy_verdict(eng: Engine, iid: str, symbol: str) -> bool:
    """``changes_nothing`` on a copy of the state with the effect's mark taken off again."""
    assert eng.state.test is not None
    drawn = symbol == challenge.drawn_symbol(eng, eng.state.test)  # (as challenge_resolve has it)
    copy = GameState.model_validate_json(eng.state.model_dump_json())
    test = copy.test
    assert test is not None
    if drawn:
        assert test.resolved_challenge[-1] == iid
        test.resolved_challenge.pop()
    else:
        assert test.resolved_extra[-1] == f"{symbol}:{iid}"
        test.resolved_extra.pop()
    copy.stats["challenge_effects"] -= 1
    return inert_effects.changes_nothing(Engine(copy, eng.book, eng.reg, eng.rec), iid, symbol, drawn)


def _verdicts(
    seeds: range, watch: type[inert_effects.EffectWatch], monkeypatch: Any
) -> list[tuple[bool, bool]]:
    """(the copy's verdict, the watch's) of every challenge effect the games resolved recorded."""
    seen: list[tuple[bool, inert_effects.EffectWatch]] = []

    def watching(eng: Engine, iid: str, name: str, symbol: str) -> None:
        expected = _copy_verdict(eng, iid, symbol)
        w = watch(eng, iid, name, symbol)
        seen.append((expected, w))
        eng.watches.append(w)

    monkeypatch.setattr(challenge, "watch_effect", watching)
    for seed in seeds:
        session = Session.new(BOOK, default_setup(CATALOG, seed, 1 + seed % 4))
        bot = RandomBot(seed, manual_rate=0)
        while session.prompt is not None and session.state.round <= 4:
            session.answer(bot.choose(session.prompt))
    # A watch never settled: its effect asked a prompt (not inert).
    return [(expected, bool(w.inert)) for expected, w in seen]


def _check(verdicts: list[tuple[bool, bool]]) -> None:
    assert {e for e, _ in verdicts} == {True, False}  # both kinds of effect were met
    wrong = [i for i, (expected, got) in enumerate(verdicts) if expected != got]
    assert not wrong, f"{len(wrong)} of {len(verdicts)} verdicts differ from the copy's"


def test_watched_effects_are_inert_exactly_when_the_copy_says_so(monkeypatch: Any) -> None:
    _check(_verdicts(range(6), inert_effects.EffectWatch, monkeypatch))


@pytest.mark.slow
def test_watched_effects_agree_with_the_copy_over_forty_games(monkeypatch: Any) -> None:
    _check(_verdicts(range(40), inert_effects.EffectWatch, monkeypatch))


class _Careless(inert_effects.EffectWatch):
    """A watch that forgets to compare the state: every effect that asked nothing looks inert."""

    __slots__ = ()

    def unchanged(self, eng: Engine) -> bool:
        return eng.state.prompt is None and len(eng.state.queue) == self.depth


def test_a_watch_that_does_not_compare_the_state_is_caught(monkeypatch: Any) -> None:
    with pytest.raises(AssertionError, match="verdicts differ"):
        _check(_verdicts(range(6), _Careless, monkeypatch))


class _DumpWatch(inert_effects.EffectWatch):
    """The watch as it was first written: the whole state dumped before and after the effect."""

    __slots__ = ("whole",)

    def __init__(self, eng: Engine, iid: str, name: str, symbol: str) -> None:
        super().__init__(eng, iid, name, symbol)
        self.whole = eng.state.model_dump_json()

    def unchanged(self, eng: Engine) -> bool:
        st = eng.state
        if st.prompt is not None or len(st.queue) != self.depth:
            return False
        return (
            all(a is b for a, b in zip(st.queue, self.rest, strict=True))
            and st.model_dump_json() == self.whole
        )


def test_the_watch_agrees_with_whole_state_dumps(monkeypatch: Any) -> None:
    """The watch keeps the state without its cards and the values of the cards outside the decks
    (issue #28): it settles every effect of seeded games as the two whole-state dumps did."""
    seen: list[tuple[inert_effects.EffectWatch, _DumpWatch]] = []

    def watching(eng: Engine, iid: str, name: str, symbol: str) -> None:
        pair = (inert_effects.EffectWatch(eng, iid, name, symbol), _DumpWatch(eng, iid, name, symbol))
        seen.append(pair)
        eng.watches.extend(pair)

    monkeypatch.setattr(challenge, "watch_effect", watching)
    for seed in range(6):
        session = Session.new(BOOK, default_setup(CATALOG, seed, 1 + seed % 4))
        bot = RandomBot(seed, manual_rate=0)
        while session.prompt is not None and session.state.round <= 4:
            session.answer(bot.choose(session.prompt))
    assert {bool(dumped.inert) for _, dumped in seen} == {True, False}
    wrong = [k for k, (kept, dumped) in enumerate(seen) if bool(kept.inert) != bool(dumped.inert)]
    assert not wrong, f"{len(wrong)} of {len(seen)} watches settle differently from the dumps"


class _CardBlind(inert_effects.EffectWatch):
    """A watch that compares the state without its cards only (deliberately wrong)."""

    __slots__ = ()

    def unchanged(self, eng: Engine) -> bool:
        st = eng.state
        return (
            st.prompt is None
            and len(st.queue) == self.depth
            and st.model_dump_json(exclude={"cards"}) == self.seq
        )


def test_a_watch_blind_to_the_cards_is_caught(monkeypatch: Any) -> None:
    with pytest.raises(AssertionError, match="verdicts differ"):
        _check(_verdicts(range(6), _CardBlind, monkeypatch))
