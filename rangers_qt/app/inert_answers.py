"""A challenge effect with nothing to do is resolved first, by the table (issue #29).

Why: when two or more challenge effects resolve in one area the engine asks their order, and
often one of them would change nothing (engine/flow/inert_effects.py). Which comes first then
decides nothing for that card, so the table answers "resolve it next" itself: the order of the
effects that do something is still asked, the answer is logged like any other (marked), and the
answer log, undo, saves and replays stay as they are. A card counts as having nothing to do only
when it changes nothing now and also after any one of the other offered cards has resolved (an
effect that another makes useful is left to the players' order).
"""

from __future__ import annotations

from rangers_qt.engine.core import Engine, step
from rangers_qt.engine.events import Recorder
from rangers_qt.engine.flow.challenge import drawn_symbol
from rangers_qt.engine.flow.inert_effects import changes_nothing
from rangers_qt.engine.prompts import Option, Prompt
from rangers_qt.engine.session import Session
from rangers_qt.engine.state import GameState

#: More options than this are not tried (each costs a few copies of the state).
MAX_TRIED = 4


def _engine(session: Session, state: GameState) -> Engine:
    return Engine(state, session.book, session.registry, Recorder(enabled=False))


def _after(session: Session, card: str, symbol: str, source: str) -> tuple[GameState, str] | None:
    """A copy of the state (dumped as `source`) after `card`'s effect resolves alone, with its
    own dump; None if it asks something."""
    state = GameState.model_validate_json(source)
    state.prompt = None
    state.queue = [step("challenge_resolve", card=card, symbol=symbol)]
    _engine(session, state).run()
    return (state, state.model_dump_json()) if state.prompt is None and state.test is not None else None


def inert_option(session: Session, prompt: Prompt | None = None, source: str | None = None) -> Option | None:
    """The option of a challenge-order prompt whose card has nothing to do, in any order with
    one other; None when every card offered may matter. `source`: the session's state as JSON
    when the caller already dumped it."""
    prompt = prompt if prompt is not None else session.prompt
    test = session.state.test
    if prompt is None or prompt.kind != "challenge_order" or test is None:
        return None
    if not 2 <= len(prompt.options) <= MAX_TRIED or not prompt.options[0].then:
        return None
    symbol = str(prompt.options[0].then[0].args["symbol"])
    drawn = symbol == drawn_symbol(_engine(session, session.state), test)
    # Each other card's state after it resolved alone is worked out when first needed and kept:
    # it does not depend on the candidate, and the check stops at the first other after which
    # the candidate would do something (each such state costs a copy and a run: docs/performance.md,
    # "answer to paint again").
    # Every state is dumped once, whatever the number of cards asked about on it: a try runs on
    # a copy and leaves the state as it was.
    source = source if source is not None else session.state.model_dump_json()
    afters: dict[str, tuple[GameState, str] | None] = {}

    def after(other: str) -> tuple[GameState, str] | None:
        if other not in afters:
            afters[other] = _after(session, other, symbol, source)
        return afters[other]

    for option in prompt.options:
        card = option.card
        if card is None or not changes_nothing(_engine(session, session.state), card, symbol, drawn, source):
            continue
        others = [str(o.card) for o in prompt.options if o.card not in (None, card)]
        if all(
            (found := after(other)) is not None
            and changes_nothing(_engine(session, found[0]), card, symbol, drawn, found[1])
            for other in others
        ):
            return option
    return None
