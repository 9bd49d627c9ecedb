"""Issues #29 and #31, walked as a player would: Help in every card's context menu (last, with no
letter two of its entries share), the rule of every question one key away (F1 and the phase
bar's Help button in sight at each kind of question of a whole guided day), and hints said once in
the status bar, never blocking the answer they are about."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from app.guided_learner import Learner
from PySide6.QtCore import QPointF, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QMenu

from rangers_qt.ui.parts import card_menus

from .conftest import first_turn_session
from .test_guide_tour_ui import answer_as_a_player, click, settle, started
from .test_menus_and_help import mnemonic
from .test_start_page import docs as docs  # the documents folder fixture, shared

HELP = "Help: the rules of this card now"


def menu_of(window: Any, iid: str, monkeypatch: Any) -> list[str]:
    """The entries of `iid`'s context menu, as the right-click builds it (its exec caught)."""
    shown: list[QMenu] = []

    class Caught(QMenu):
        def exec(self, *_args: Any) -> None:  # type: ignore[override]
            shown.append(self)

    monkeypatch.setattr(card_menus, "QMenu", Caught)
    window.card_menus.card_context(iid, QPointF(10, 10))
    assert shown, f"{iid}: no menu"
    return [a.text() for a in shown[-1].actions() if not a.isSeparator()]


def test_every_cards_menu_ends_with_its_help_and_no_two_entries_share_a_letter(
    make_window: Any, monkeypatch: Any
) -> None:
    window = make_window(size=(1366, 768))
    c = window.controller
    checked = 0
    for sandbox in (False, True):  # the sandbox adds its adjustments to every menu
        c.set_sandbox(sandbox)
        for iid in list(window.scene.cards):
            entries = menu_of(window, iid, monkeypatch)
            assert entries[-1].startswith(HELP), (iid, entries[-3:])
            letters = [m for m in map(mnemonic, entries) if m is not None]
            assert len(letters) == len(set(letters)), (iid, entries)
            checked += 1
    assert checked >= 2 * 12, "too few cards: the test would prove nothing"


def test_every_question_of_the_guided_day_has_its_rule_behind_the_help_button_in_sight(
    qtbot: Any, catalog: Any, settings: Any, docs: Path
) -> None:
    window = started(qtbot, catalog, settings)
    c, part, learner = window.controller, window.guide_tour, Learner()
    part.hand_over()  # the learner's course, without the balloons
    kinds: dict[str, str] = {}
    for _ in range(300):
        settle(window)
        if c.prompt is None:
            break
        kind = c.prompt.kind
        answer = learner.answer(c.state, catalog, c.prompt)
        if kind not in kinds:
            assert window.rules_help.help_button.isVisible(), kind
            window.rules_help.pointer_card = None  # the pointer on no card: the question's rule
            had = QApplication.activeWindow()  # the window with the keys: the table or the dialog
            click(qtbot, window.rules_help.help_button)  # the F1 action's button, in sight
            qtbot.waitUntil(lambda: window.help.page is not None and window.help.page.isVisible())
            page = window.help.page
            text = str(page.text.toPlainText())
            assert "Rulebook:" in text, (kind, text[:80])
            kinds[kind] = text
            QTest.keyClick(QApplication.focusWidget() or page, Qt.Key.Key_Escape)  # closed
            qtbot.wait(5)
            assert not page.isVisible() and QApplication.activeWindow() is had, kind  # keys back
        before = len(c.session.log)
        if c.prompt.option(answer).kind == "test":  # its number key, then Enter where the keys are
            key = c.option_key(answer)
            QTest.keyClick(window.view, getattr(Qt.Key, f"Key_{key}"))
            qtbot.wait(5)
            dialog = window.card_menus.test_dialog
            assert dialog.isVisible() and dialog.selected_option().id == answer
            QTest.keyClick(QApplication.focusWidget() or dialog, Qt.Key.Key_Return)
            qtbot.wait(5)
        else:
            answer_as_a_player(qtbot, window, answer)
        assert len(c.session.log) > before, kind
    assert {"mulligan", "guide", "turn", "commit_energy", "travel", "camp"} <= set(kinds), sorted(kinds)
    assert len(set(kinds.values())) == len(kinds)  # each question its own rule


def test_a_hint_is_said_once_in_the_status_bar_and_never_blocks_the_answer(
    qtbot: Any, catalog: Any, make_window: Any
) -> None:
    """Seed 12: Mira plays Reverb Locket (Eagle Eye attached, two echo on it); the Ranger whose
    turn it is rests with the Locket's free action still usable. (Voice of the Elders is no
    longer offered with nothing to act on, and since R95 the Locket's ability is offered only
    while the moment on it would act: seed 1's would not, so the seed moved to one whose does.)"""
    session = first_turn_session(catalog, seed=12)
    session.answer("play:c7")  # Reverb Locket, from Mira's hand
    while session.prompt is not None and session.prompt.kind != "turn":
        session.answer(session.prompt.options[0].id)
    window = make_window(session, size=(1366, 768))
    c = window.controller
    assert any(o.kind == "ability" and o.card == "c7" for o in c.prompt.options)
    window.rules_help.hints_action.trigger()  # View > Hints while playing
    ranger = c.prompt.ranger
    QTest.keyClick(window.view, Qt.Key.Key_R)
    qtbot.wait(5)
    said = window.statusBar().currentMessage()
    assert said.startswith("Hint: free actions are still usable") and "Reverb Locket" in said
    assert QApplication.activeModalWidget() is None  # nothing to dismiss
    assert c.state.ranger(ranger).rested or c.prompt.ranger != ranger  # the rest was taken
    QTest.keyClick(window.view, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    qtbot.wait(5)
    assert c.prompt.ranger == ranger and c.prompt.kind == "turn"
    window.statusBar().clearMessage()
    QTest.keyClick(window.view, Qt.Key.Key_R)  # the same rest again: said once already
    qtbot.wait(5)
    assert not window.statusBar().currentMessage().startswith("Hint:")
