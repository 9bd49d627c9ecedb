"""A question with one possible answer is not put to the players (app/sole_answers.py): the
table answers it, logs it, steps back over it on undo and takes it again on redo.

The case measured: a test's energy when the Ranger has exactly one energy of its aspect (one
below, at and above: 0, 1 and 2). The engine's log is unchanged by the policy: the answer is
logged as any other, so saves and replays are the same as before."""

from __future__ import annotations

from typing import Any

import pytest

from rangers_qt.app.controller import GameController
from rangers_qt.app.sole_answers import SOLE_ANSWER_KINDS, sole_option
from rangers_qt.engine.manual import ManualAdjust
from rangers_qt.engine.prompts import Prompt, opt

from .conftest import first_turn_session

REMEMBER = "test:common:remember:-"  # the common test of focus: no target, no fatigue


def _table(qtbot: Any, catalog: Any, focus: int) -> tuple[GameController, list[str]]:
    session = first_turn_session(catalog)
    ranger = session.prompt.ranger
    assert ranger is not None
    have = session.state.ranger(ranger).energy.get("FOC", 0)
    if have != focus:
        session.manual(ManualAdjust(action="energy", ranger=ranger, aspect="FOC", amount=focus - have))
    session.manual(ManualAdjust(action="auto_pass", amount=1))  # (no response windows in the way)
    controller = GameController(session, catalog)
    lines: list[str] = []
    controller.log_appended.connect(lambda text, *_: lines.append(text))
    return controller, lines


def test_no_focus_offers_no_remember(qtbot: Any, catalog: Any) -> None:
    c, _ = _table(qtbot, catalog, 0)
    assert REMEMBER not in [o.id for o in c.options()]


def test_one_focus_is_committed_without_asking(qtbot: Any, catalog: Any) -> None:
    c, lines = _table(qtbot, catalog, 1)
    before = len(c.session.log)
    assert c.answer(REMEMBER, priced=True)
    assert c.prompt is not None and c.prompt.kind == "commit_cards"  # the energy was not asked
    assert [e.option for e in c.session.log[before:]] == [REMEMBER, "energy:1"]
    assert c.state.test is not None and c.state.ranger(c.state.test.ranger).energy["FOC"] == 0
    assert any(line.endswith("Commit 1 FOC energy (the only choice)") for line in lines), lines


def test_two_focus_are_asked(qtbot: Any, catalog: Any) -> None:
    c, _ = _table(qtbot, catalog, 2)
    before = len(c.session.log)
    assert c.answer(REMEMBER, priced=True)
    assert c.prompt is not None and c.prompt.kind == "commit_energy"
    assert [o.id for o in c.prompt.options] == ["energy:1", "energy:2"]
    assert [e.option for e in c.session.log[before:]] == [REMEMBER]


def test_undo_steps_back_over_it_and_redo_takes_it_again(qtbot: Any, catalog: Any) -> None:
    c, lines = _table(qtbot, catalog, 1)
    before = len(c.session.log)
    turn = c.prompt
    assert c.answer(REMEMBER, priced=True) and c.prompt.kind == "commit_cards"
    # Undo takes back the decision (the test), not only the answer the table gave.
    assert c.undo()
    assert len(c.session.log) == before and c.prompt is not None
    assert c.prompt.kind == "turn" and [o.id for o in c.prompt.options] == [o.id for o in turn.options]
    assert lines[-1].startswith("Undone: ") and "Remember" in lines[-1]
    assert c.redo()
    assert c.prompt.kind == "commit_cards" and len(c.session.log) == before + 2
    assert not c.session.can_redo()


def test_going_back_in_the_log_takes_it_again_and_keeps_the_rest_to_redo(qtbot: Any, catalog: Any) -> None:
    c, _ = _table(qtbot, catalog, 1)
    before = len(c.session.log)
    assert c.answer(REMEMBER, priced=True) and c.prompt.kind == "commit_cards"
    assert c.answer("done")
    test_text = c.session.log[before].text
    assert c.undo_to(before + 1, test_text)  # just after the test was chosen
    assert c.prompt is not None and c.prompt.kind == "commit_cards"
    assert [e.option for e in c.session.log[before:]] == [REMEMBER, "energy:1"]
    entry = c.session.redo_entry()
    assert entry is not None and entry.option == "done"  # what came after stays to redo


def _prompt(kind: str, n: int) -> Prompt:
    return Prompt(
        id="p1",
        kind=kind,  # type: ignore[arg-type]
        ranger="r1",
        title="t",
        options=[opt(id=f"o{i}", label=f"option {i}", kind="done") for i in range(n)],
    )


@pytest.mark.parametrize("kind", sorted(SOLE_ANSWER_KINDS))
def test_only_a_single_option_of_those_kinds_is_taken(kind: str) -> None:
    assert sole_option(_prompt(kind, 1)) is not None
    assert sole_option(_prompt(kind, 2)) is None
    assert sole_option(None) is None


@pytest.mark.parametrize("kind", ["turn", "response", "guide", "camp", "travel"])
def test_other_questions_are_always_asked(kind: str) -> None:
    """A turn with Rest alone, a response window, the guide, camping and travel stay the players'
    (they may adjust the table by hand first, undo, or end the day)."""
    assert sole_option(_prompt(kind, 1)) is None
