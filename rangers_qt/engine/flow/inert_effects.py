"""Challenge effects that would change nothing (issue #29).

Why: after a crest test the players were asked to order challenge effects that do nothing (a
condition not met, a card to move that is already there), and the log printed "crest challenge
effect of X" and "X: crest challenge effect" with no outcome after them. Whether an effect does
anything is not guessed from its words: it is resolved on a copy of the state (the engine's own
steps, nothing recorded), and it changes nothing when that copy ends up exactly as the state with
the effect merely marked resolved (zones, tokens, the random generator, no prompt asked, no
listener answering). The engine then marks it resolved just as a resolution would (the same
state, so saves, hashes and replays are unchanged) and logs one line saying it had nothing to do.
Every card's challenge effect is behaviour data run by the text runner (``EffectRegistry.text``),
which acts on the state only, so the copy shows all it would do.
"""

from __future__ import annotations

import json

from rangers_qt.engine.core import Engine, step
from rangers_qt.engine.events import Recorder
from rangers_qt.engine.state import GameState, TestState


def mark_resolved(test: TestState, state: GameState, iid: str, symbol: str, drawn: bool) -> None:
    """The bookkeeping of a resolved challenge effect: resolved once per test, and counted."""
    if drawn:
        test.resolved_challenge.append(iid)
    else:
        test.resolved_extra.append(f"{symbol}:{iid}")
    state.bump("challenge_effects")


def changes_nothing(eng: Engine, iid: str, symbol: str, drawn: bool) -> bool:
    """Would resolving `iid`'s `symbol` challenge effect now leave the table as it is (but for
    the effect counted as resolved)? Worked out on a copy; the real state is not touched."""
    dumped = eng.state.model_dump_json()  # (JSON both ways: the quickest copy measured)
    tried = GameState.model_validate_json(dumped)
    tried.prompt = None
    tried.queue = [step("challenge_resolve", card=iid, symbol=symbol, replaced=True)]
    Engine(tried, eng.book, eng.reg, Recorder(enabled=False)).run()
    if tried.prompt is not None or tried.queue:
        return False
    before = json.loads(dumped)
    # The state as it was, with only the bookkeeping of a resolution (as ``mark_resolved``).
    test = before["test"]
    if drawn:
        test["resolved_challenge"].append(iid)
    else:
        test["resolved_extra"].append(f"{symbol}:{iid}")
    before["stats"]["challenge_effects"] = before["stats"].get("challenge_effects", 0) + 1
    before["prompt"] = None
    before["queue"] = []
    return bool(json.loads(tried.model_dump_json()) == before)
