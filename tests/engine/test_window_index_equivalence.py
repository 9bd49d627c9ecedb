"""The window index (engine/flow/window_index.py) only ever skips windows nobody could answer.

At every window the engine really opens in seeded games (random bots, and chaos bots whose manual
adjustments move, discard, draw and exhaust cards, with undos), whenever ``could_answer`` says no,
the unindexed walks (scripted responses, printed responses, forced texts, carriers) must find
nothing; and a whole game played with the shortcut switched off asks exactly the same prompts."""

from __future__ import annotations

from typing import Any

import pytest

from rangers_qt.content.catalog import load_catalog
from rangers_qt.engine import IllegalAnswer, Session, handlers
from rangers_qt.engine.bot import ChaosBot, RandomBot
from rangers_qt.engine.cards import book_for
from rangers_qt.engine.core import Engine
from rangers_qt.engine.flow import responses
from rangers_qt.engine.flow import window_index as wi
from rangers_qt.engine.flow.play_elsewhere import window_options
from rangers_qt.engine.flow.printed_responses import forced_texts, printed_usable
from rangers_qt.sim.runner import default_setup


def unindexed(eng: Engine, name: str, args: dict[str, Any]) -> list[Any]:
    """Everything the window's own walks find (forced texts, then what could be offered)."""
    used = list(args.get("used", []))
    with eng.frozen():
        found: list[Any] = list(forced_texts(eng, name, args))
        found += printed_usable(eng, name, args)
        found += window_options(eng, name, args, used)
    return found


def _play(session: Session, bot: RandomBot, rounds: int, undo_every: int = 0) -> list[Any]:
    """Play on, noting every prompt (and the manual adjustments a chaos bot makes)."""
    seen: list[Any] = []
    n = 0
    while session.prompt is not None and session.state.round <= rounds:
        adjust = bot.maybe_manual(session.state)
        if adjust is not None:
            try:
                session.manual(adjust)
            except IllegalAnswer as e:  # an adjustment the engine refuses changes nothing
                seen.append(("refused", type(e).__name__))
            if session.prompt is None:
                break
        seen.append(session.prompt.model_dump())
        session.answer(bot.choose(session.prompt))
        n += 1
        if undo_every and n % undo_every == 0 and session.can_undo():
            session.undo()
            seen.append(("undo", session.hash()))
    return seen


def _session(seed: int) -> Session:
    catalog = load_catalog()
    return Session.new(book_for(catalog), default_setup(catalog, seed, 1 + seed % 4))


# Seeds whose games last long enough to open the windows counted below; a card's behaviour changing
# changes the bots' games (seed 35's chaos game now ends in its first round on a third injury).
@pytest.mark.parametrize(
    ("seed", "chaos"),
    [(0, False), (3, False), (7, False), (9, True), (14, True), (22, True), (28, False), (38, True)],
)
def test_a_skipped_window_is_one_nobody_could_answer(
    seed: int, chaos: bool, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = handlers.HANDLERS["window"]
    checked = {"skipped": 0, "open": 0, "found": 0}

    def both(eng: Engine, args: dict[str, Any]) -> None:
        name = str(args["name"])
        found = unindexed(eng, name, args)
        if not wi.could_answer(eng, name, args):
            assert found == [], (name, found)
            checked["skipped"] += 1
        else:
            checked["open"] += 1
            checked["found"] += bool(found)
        window(eng, args)

    monkeypatch.setitem(handlers.HANDLERS, "window", both)
    bot = ChaosBot(seed, manual_rate=15) if chaos else RandomBot(seed, manual_rate=0)
    _play(_session(seed), bot, rounds=6, undo_every=17 if chaos else 0)
    assert checked["skipped"] > 20 and checked["open"] > 5
    assert checked["found"] > 0 or seed == 0


@pytest.mark.parametrize(("seed", "chaos"), [(2, False), (9, True), (22, False), (31, True)])
def test_games_ask_the_same_with_the_index_off(
    seed: int, chaos: bool, monkeypatch: pytest.MonkeyPatch
) -> None:
    def make() -> RandomBot:
        return ChaosBot(seed, manual_rate=15) if chaos else RandomBot(seed, manual_rate=0)

    fast = _session(seed)
    with_index = _play(fast, make(), rounds=6, undo_every=13 if chaos else 0)
    monkeypatch.setattr(responses, "could_answer", lambda _eng, _name, _args: True)
    plain = _session(seed)
    without = _play(plain, make(), rounds=6, undo_every=13 if chaos else 0)
    assert len(with_index) > 30
    assert with_index == without
    assert fast.hash() == plain.hash()
