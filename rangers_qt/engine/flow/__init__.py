"""Step handlers, one module per part of the rulebook. Importing this package registers them."""

from rangers_qt.engine.flow import (  # noqa: F401
    challenge,
    clearing,
    decks,
    manual_steps,
    play,
    responses,
    round,
    setup_steps,
    testflow,
    turns,
)
