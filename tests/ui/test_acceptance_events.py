"""Issue #15's acceptance, as a player does it: real mouse and keyboard events only (presses,
moves and releases sent to `view.viewport()`, keys to the window's widgets, clicks on buttons),
never a direct call to the controller for the step under test.

- a test dragged out (the acting ranger's role card onto a path card) shows its price first,
  the drag moving over the table between press and release; a refused drag spends nothing;
- the manual panel, opened with its shortcut and pointed at a card by clicking it on the table,
  adds every token kind;
- the log and the undo message name cards in words after keyboard answers and Ctrl+Z;
- committed cards stay in sight until the reveal, then the dialog shows that test's outcome.
(test_price_first.py covers the other ways of starting a test: number key, Tab+Enter,
double-click, context menu, options pill, prompt bar button.)
"""

from __future__ import annotations

import re
from typing import Any

from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest

from .conftest import committable_test

_IID = re.compile(r"\bc\d+\b")


def _centre(window: Any, iid: str) -> QPoint:
    item = window.scene.card_item(iid)
    assert item is not None, f"{iid} is not on the table"
    return window.view.mapFromScene(item.sceneBoundingRect().center())


def _snapshot(c: Any) -> tuple[int, int]:
    return len(c.session.log), len(c.state.ranger(c.hand_ranger()).fatigue)


def _click_card(window: Any, iid: str) -> None:
    viewport = window.view.viewport()
    pos = _centre(window, iid)
    QTest.mouseMove(viewport, pos)
    QTest.mousePress(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, pos)
    near = pos + QPoint(1, 1)  # a move under the drag distance: still a click
    QTest.mouseMove(viewport, near)
    QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, near)


def _log_texts(window: Any) -> list[str]:
    log = window.log_panel
    return [log.item(i).text() for i in range(log.count())]


def test_dragging_the_role_card_onto_a_path_card_shows_the_price_before_anything_is_spent(
    qtbot: Any, make_window: Any
) -> None:
    window = make_window()
    c = window.controller
    role = c.ranger_card()
    assert role is not None
    test = next(
        o
        for o in c.options()
        if o.kind == "test" and not o.card and o.target and c.test_preview(o).fatigue_total > 0
    )
    price = c.test_preview(test).fatigue_total
    before = _snapshot(c)
    viewport = window.view.viewport()
    item = window.scene.card_item(role)
    home = item.pos()
    start, end = _centre(window, role), _centre(window, test.target)
    QTest.mouseMove(viewport, start)
    QTest.mousePress(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    QTest.mouseMove(viewport, start + QPoint(14, -14))
    assert item.dragging, "the role card did not follow the pointer"
    QTest.mouseMove(viewport, (start + end) / 2)
    assert item.pos() != home  # the card travels with the hand
    QTest.mouseMove(viewport, end)
    QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, end)
    qtbot.wait(20)
    assert _snapshot(c) == before, "the drop spent something before the price was shown"
    dialog = window.card_menus.test_dialog
    qtbot.waitUntil(lambda: dialog is not None and dialog.isVisible(), timeout=3000)
    dialog = window.card_menus.test_dialog
    assert dialog.selected_option().id == test.id
    assert f"{price} fatigue" in dialog.price.text() and "%" in dialog.odds_before.text()
    QTest.mouseClick(dialog.begin_button, Qt.MouseButton.LeftButton)  # Begin: now it is spent
    qtbot.wait(10)
    assert c.session.log[-1].option == test.id
    while c.prompt is not None and c.prompt.kind == "response":  # the windows before the fatigue
        QTest.keyClick(window.view, getattr(Qt.Key, f"Key_{len(c.options())}"))  # the last: pass
        qtbot.wait(10)
    assert len(c.state.ranger(c.hand_ranger()).fatigue) - before[1] == price


def test_a_drag_that_means_nothing_glides_back_says_why_and_spends_nothing(
    qtbot: Any, make_window: Any
) -> None:
    window = make_window()
    c = window.controller
    role = c.ranger_card()
    assert role is not None
    # Dropped on the hand zone: no card there is a test target.
    before = _snapshot(c)
    viewport = window.view.viewport()
    item = window.scene.card_item(role)
    home = item.pos()
    start = _centre(window, role)
    hand = window.scene.zone_rect("hand")
    end = window.view.mapFromScene(hand.topLeft() + (hand.bottomRight() - hand.topLeft()) * 0.02)
    QTest.mouseMove(viewport, start)
    QTest.mousePress(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    QTest.mouseMove(viewport, start + QPoint(14, 14))
    QTest.mouseMove(viewport, end)
    QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, end)
    qtbot.wait(20)
    assert _snapshot(c) == before
    item.finish_animations()
    assert item.pos() == home
    assert window.statusBar().currentMessage(), "the refusal was not explained"


def test_the_manual_panel_opened_by_its_shortcut_adds_each_token_kind_to_a_clicked_card(
    qtbot: Any, make_window: Any
) -> None:
    window = make_window()
    c = window.controller
    assert not c.sandbox
    QTest.keyClick(window.view, Qt.Key.Key_H, Qt.KeyboardModifier.ControlModifier)
    panel = window.manual_tools.panel
    qtbot.waitUntil(panel.isVisible, timeout=2000)
    ranger = c.state.rangers[0]
    iid = str(ranger.within_reach[0] if ranger.within_reach else c.state.along_the_way[0])
    _click_card(window, iid)
    assert panel.card == iid
    assert c.card_name(iid) in panel.card_label.text()
    kinds = [panel.token_kind.itemText(i) for i in range(panel.token_kind.count())]
    assert {"progress", "harm"} <= set(kinds) and len(kinds) > 20
    edit = panel.token_kind.lineEdit()
    for kind in kinds:
        before = c.state.cards[iid].tokens.get(kind, 0)
        QTest.mouseClick(edit, Qt.MouseButton.LeftButton)
        QTest.keyClick(edit, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
        QTest.keyClicks(edit, kind)
        QTest.mouseClick(panel.token_add, Qt.MouseButton.LeftButton)
        assert c.state.cards[iid].tokens.get(kind, 0) == before + 1, kind
        # The table shows it: the card's picture carries the new count.
        assert dict(window.scene.card_item(iid).card.tokens).get(kind, 0) == before + 1, kind
    assert c.sandbox is False  # no sandbox was needed
    logged = [t for t in _log_texts(window) if t.startswith("Manual:")]
    assert len(logged) >= len(kinds)
    assert all(c.card_name(iid) in t and not _IID.search(t) for t in logged)


def test_the_log_and_the_undo_message_name_cards_in_words(qtbot: Any, make_window: Any) -> None:
    window = make_window()
    c = window.controller
    play = next(o for o in c.options() if o.kind == "play_card")
    name = c.card_name(play.card)
    # Played by dragging it out of the hand onto the table, then undone with Ctrl+Z.
    viewport = window.view.viewport()
    start = _centre(window, play.card)
    reach = window.scene.zone_rect(f"within_reach:{c.hand_ranger()}")
    end = window.view.mapFromScene(reach.center())
    QTest.mouseMove(viewport, start)
    QTest.mousePress(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    QTest.mouseMove(viewport, start + QPoint(0, -20))
    QTest.mouseMove(viewport, end)
    QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, end)
    qtbot.wait(20)
    while c.prompt is not None and c.prompt.kind != "turn":  # paying, targets: the first option
        QTest.keyClick(window.view, Qt.Key.Key_1)
        qtbot.wait(10)
    assert any(e.option == play.id for e in c.session.log)
    QTest.keyClick(window.view, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    qtbot.wait(20)
    texts = _log_texts(window)
    assert any(name in t and "Play" in t for t in texts), texts[-6:]
    assert any(t.startswith("Undone:") for t in texts)
    undone = [t for t in texts if t.startswith("Undone:")][-1]
    assert not _IID.search(undone), undone
    assert not any(_IID.search(t) for t in texts), [t for t in texts if _IID.search(t)]


def test_committed_cards_stay_in_sight_until_the_reveal_then_the_outcome_is_this_tests(
    qtbot: Any, make_window: Any, catalog: Any
) -> None:
    window = make_window()
    c = window.controller
    test = committable_test(c, catalog, keyed=True)
    QTest.keyClick(window.view, getattr(Qt.Key, f"Key_{c.option_key(test.id)}"))
    qtbot.wait(10)
    dialog = window.card_menus.test_dialog
    QTest.keyClick(dialog, Qt.Key.Key_Return)
    qtbot.wait(10)
    while c.prompt.kind == "response":
        QTest.keyClick(window.view, getattr(Qt.Key, f"Key_{len(c.options())}"))
        qtbot.wait(10)
    QTest.mouseClick(dialog.commit_buttons[0], Qt.MouseButton.LeftButton)  # 1 energy
    qtbot.wait(10)
    card_option = next(o for o in c.options() if o.kind == "commit_card")
    button = next(b for b in dialog.commit_buttons if b.objectName() == f"commit_{card_option.id}")
    QTest.mouseClick(button, Qt.MouseButton.LeftButton)
    qtbot.wait(10)
    iid = card_option.card
    name = c.card_name(iid)
    thumb = dialog.findChild(type(dialog.committed_title), f"committed_{iid}")
    assert thumb is not None and thumb.isVisible(), "the committed card is out of sight"
    assert name in dialog.committed_title.text()
    # Done committing (the last button): the reveal, then this test's outcome.
    while c.state.test is not None and c.state.test.challenge_card is None:
        if c.prompt.kind == "response":
            QTest.keyClick(window.view, getattr(Qt.Key, f"Key_{len(c.options())}"))
        else:
            assert thumb.isVisible()  # still in sight until the challenge card is revealed
            QTest.mouseClick(dialog.commit_buttons[-1], Qt.MouseButton.LeftButton)
        qtbot.wait(10)
    qtbot.waitUntil(lambda: dialog.pages.currentIndex() == 2, timeout=3000)
    lines = [dialog.outcome.item(i).text() for i in range(dialog.outcome.count())]
    assert lines and lines[0].startswith("1. ")
    verb = test.label.split(" (")[0]
    assert any(verb in line for line in lines), lines
