"""Questions whose every answer leaves the table the same are not put to the players.

Why: after a crest test the players were asked in which order to resolve challenge effects that
change nothing, and to pick between options that come to the same thing. Such a question
decides nothing. Whether it does is not guessed from its words: each option is tried on a copy
of the state (the engine's own steps, nothing recorded) and the question is skipped only when
every option leads to the same state, compared as their JSON (what the engine's canonical hash
hashes: zones, tokens, the next prompt, the random generator, everything that decides what
follows; as parsed JSON, so 1 and true would count alike, which no typed field mixes). The table then answers
the first option, logged like any answer (app/sole_answers.py marks it), so the answer log,
undo, saves and replays are unchanged and identical.

Only kinds that are a choice within an effect are tried; a turn, the guide, travel, camping,
the mulligan, responses and weather are always asked (the players may want to act by hand first).
"""

from __future__ import annotations

from rangers_qt.engine.core import Engine
from rangers_qt.engine.derived.json_equal import json_equal
from rangers_qt.engine.events import Recorder
from rangers_qt.engine.hashing import state_hash
from rangers_qt.engine.prompts import Option, Prompt
from rangers_qt.engine.session import Session
from rangers_qt.engine.state import GameState

#: The prompt kinds whose options are tried on a copy.
TRIED_KINDS = frozenset(
    {"challenge_order", "effect_choice", "effect_may", "effect_amount", "choose_host", "scout", "search"}
)
#: More options than this are not tried (each try copies the state once).
MAX_TRIED = 6


def _run(session: Session, state: GameState, option: Option) -> GameState:
    """`state` (a copy, changed in place) after `option` is answered, nothing recorded."""
    state.prompt = None
    engine = Engine(state, session.book, session.registry, Recorder(enabled=False))
    engine.push(*option.then)
    engine.run()
    return state


def _copy(session: Session) -> GameState:
    return GameState.model_validate_json(session.state.model_dump_json())


def state_after(session: Session, option: Option) -> str:
    """The canonical hash of the state `option` would lead to, worked out on a copy."""
    return state_hash(_run(session, _copy(session), option))


def copy_state(session: Session) -> GameState:
    """A copy of the session's state to try answers on (app/test_plan.py looks ahead with it)."""
    return _copy(session)


def run_on(session: Session, state: GameState, option: Option) -> GameState:
    """`state` (a copy from `copy_state`, changed in place) after `option`, nothing recorded."""
    return _run(session, state, option)


#: A guide prompt's plain confirmation, and the most entries confirmed together.
GUIDE_DONE = "done"
MAX_GUIDE_CHAIN = 6


def guide_chain(session: Session) -> list[Prompt]:
    """The guide prompt on the table and those that follow it when each is confirmed ("done")
    at once: consecutive entries the players may read and confirm together (issue #29). Each
    is still its own answer in the log; a chain of one is just the prompt."""
    prompt = session.prompt
    if prompt is None or prompt.kind != "guide":
        return []
    chain = [prompt]
    state = _copy(session)
    while len(chain) < MAX_GUIDE_CHAIN:
        done = chain[-1].option(GUIDE_DONE)
        if done is None:
            break
        nxt = _run(session, state, done).prompt
        if nxt is None or nxt.kind != "guide" or nxt.option(GUIDE_DONE) is None:
            break
        chain.append(nxt)
    return chain


def tried(prompt: Prompt | None) -> bool:
    """Is this prompt's every option tried on a copy (`same_option`)?"""
    return prompt is not None and prompt.kind in TRIED_KINDS and 2 <= len(prompt.options) <= MAX_TRIED


def same_option(session: Session, prompt: Prompt | None = None, source: str | None = None) -> Option | None:
    """The first option of the prompt on the table when every option leads to the same state;
    None when the answer matters (or the prompt is not one of `TRIED_KINDS`). `source`: the
    session's state as JSON when the caller already dumped it."""
    prompt = prompt if prompt is not None else session.prompt
    if prompt is None or not tried(prompt):
        return None
    # Compared as their JSON (``json_equal``), which is what the canonical hash hashes, without
    # dumping and hashing each copy: the copies come from JSON, so ``==`` settles nearly all of it.
    # The state is dumped once for every try: the tries run on copies, so it stays as it was.
    source = source if source is not None else session.state.model_dump_json()
    first = _run(session, GameState.model_validate_json(source), prompt.options[0])
    if all(
        json_equal(_run(session, GameState.model_validate_json(source), o), first) for o in prompt.options[1:]
    ):
        return prompt.options[0]
    return None
