"""Questions with one possible answer are not put to the players: the table answers them.

Why here and not in the engine: the engine still asks them (a test's energy when the Ranger has
exactly one of its aspect; the only card an attachment can go on), so the answer log, undo,
replay, saves and the benchmarks' answers stay exactly as they are; only what the players are
asked changes. The controller (app/controller.py) answers such a prompt as soon as it is on the
table after an answer, logs it as an answer marked "the only choice", steps back over it on undo
(to the decision before it, which is what the player meant to take back) and takes it again on
redo or when going back in the log.

Only these kinds, with exactly one option: a Ranger's turn with Rest alone is still asked (the
players may want to adjust the table by hand first, or to undo), and so is anything that ends or
changes the day.
"""

from __future__ import annotations

from rangers_qt.app.inert_answers import inert_option
from rangers_qt.app.same_answers import same_option, tried
from rangers_qt.engine.prompts import Option, Prompt
from rangers_qt.engine.session import Session

#: The prompt kinds the table answers itself when they offer a single option.
SOLE_ANSWER_KINDS = frozenset({"commit_energy", "choose_host"})
#: A chain of such prompts is one or two long; this bounds it all the same.
MAX_CHAIN = 8


def sole_option(prompt: Prompt | None) -> Option | None:
    """The one option of a prompt the table answers itself, or None when the players decide."""
    if prompt is None or prompt.kind not in SOLE_ANSWER_KINDS or len(prompt.options) != 1:
        return None
    return prompt.options[0]


def label(option: Option) -> str:
    """The answer's words in the log."""
    return f"{option.label} (the only choice)"


def same_label(option: Option) -> str:
    """The words of an answer that decided nothing (app/same_answers.py)."""
    return f"{option.label} (every choice leaves the table the same)"


def inert_label(option: Option) -> str:
    """The words of a challenge effect resolved first because it has nothing to do."""
    return f"{option.label} (it has nothing to do)"


def table_answer(session: Session) -> tuple[Option, str] | None:
    """The answer the table gives itself to the prompt on the table, with its log words: the
    only choice, the first of choices that all come to the same (app/same_answers.py), or a
    challenge effect with nothing to do (app/inert_answers.py)."""

    prompt = session.prompt
    option = sole_option(prompt)
    if option is not None:
        return option, label(option)
    # One dump of the state for both look-aheads: their tries run on copies of it.
    source = session.state.model_dump_json() if tried(prompt) else None
    option = same_option(session, prompt, source)
    if option is not None:
        return option, same_label(option)
    option = inert_option(session, prompt, source)
    return (option, inert_label(option)) if option is not None else None
