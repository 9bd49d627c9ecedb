"""A committed card stays in sight until the reveal (the test dialog's committed row), and the
phase bar's test summary shows the effort after the reveal (issue #15). Real clicks."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from rangers_qt.app.table_model import TableModel

from .conftest import committable_test


def test_committed_cards_stay_visible_until_the_reveal(qtbot: Any, make_window: Any, catalog: Any) -> None:
    window = make_window()
    c = window.controller
    ranger = c.prompt.ranger
    test = committable_test(c, catalog)
    QTest.keyClick(window.view, getattr(Qt.Key, f"Key_{c.option_key(test.id)}"))
    qtbot.wait(10)
    dialog = window.card_menus.test_dialog
    assert dialog.isVisible() and dialog.selected_option().id == test.id
    QTest.keyClick(dialog, Qt.Key.Key_Return)
    qtbot.wait(10)
    if c.prompt.kind == "response":
        c.answer("pass")
    assert c.prompt.kind == "commit_energy", (c.prompt.kind, c.session.log[-1].option, test.id)
    assert dialog.commit_buttons, dialog.pages.currentIndex()
    QTest.mouseClick(dialog.commit_buttons[0], Qt.MouseButton.LeftButton)  # 1 energy
    qtbot.wait(10)
    assert c.prompt.kind == "commit_cards"
    card_option = next(o for o in c.options() if o.kind == "commit_card")
    button = next(b for b in dialog.commit_buttons if b.objectName() == f"commit_{card_option.id}")
    QTest.mouseClick(button, Qt.MouseButton.LeftButton)
    qtbot.wait(10)
    iid = card_option.card
    assert c.state.test is not None and iid not in c.state.ranger(ranger).hand  # off the table
    name = c.card_name(iid)
    assert name in dialog.committed_title.text()
    assert dialog.findChild(type(dialog.committed_title), f"committed_{iid}") is not None


def test_the_phase_bar_shows_the_effort_after_the_reveal(make_window: Any) -> None:
    window = make_window()
    c = window.controller
    state = c.state.model_copy(deep=True)
    state.test = None
    model = TableModel(c.catalog.card)
    option = next(o for o in c.options() if o.kind == "test")
    c.answer(option.id, priced=True)
    state = c.state.model_copy(deep=True)
    assert state.test is not None
    before = model._table(state, {}, ()).test_summary
    assert before is not None and before.endswith(f"effort {state.test.effort}")
    state.test.challenge_card = "x"
    state.test.modifier = -1
    state.test.resulting_effort = max(0, state.test.effort - 1)
    state.test.succeeded = False
    after = model._table(state, {}, ()).test_summary
    assert after is not None
    assert after.endswith(f"effort {state.test.effort} -1 = {state.test.resulting_effort}: failure")
