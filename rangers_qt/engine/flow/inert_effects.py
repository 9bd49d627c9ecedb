"""Challenge effects that would change nothing (issue #29).

Why: after a crest test the players were asked to order challenge effects that do nothing (a
condition not met, a card to move that is already there), and the log printed "crest challenge
effect of X" and "X: crest challenge effect" with no outcome after them. Whether an effect does
anything is not guessed from its words: it is resolved on a copy of the state (the engine's own
steps, nothing recorded), and it changes nothing when that copy ends up exactly as the state with
the effect merely marked resolved (zones, tokens, the random generator, no prompt asked, no
listener answering). The engine then marks it resolved just as a resolution would (the same
state, so saves, hashes and replays are unchanged) and logs one line saying it had nothing to do.
Only effects written as behaviour data are tried: an effect scripted in Python (the registry's)
is code, free to act beyond the state, so it runs as it always did (its condition logs itself).
"""

from __future__ import annotations

from rangers_qt.engine.core import Engine, step
from rangers_qt.engine.derived.json_equal import json_equal
from rangers_qt.engine.events import Recorder
from rangers_qt.engine.state import GameState, TestState
from rangers_qt.engine.zones import share_game_memo


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
    script = eng.reg.card(eng.facts(iid).id)
    if script is not None and symbol in script.challenge:
        return False
    st = eng.state
    tried = GameState.model_validate_json(st.model_dump_json())  # (JSON: the quickest copy measured)
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
