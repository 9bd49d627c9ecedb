"""Issue #29: a hand card without a play pill says why, on hover and first in its menu (Rulebook:
Ranger turns, Play a card; responses are played when their moment comes)."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPoint, Qt, QTimer
from PySide6.QtGui import QContextMenuEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication


def unplayable(c: Any) -> str:
    hand = c.state.ranger(c.prompt.ranger).hand
    return next(i for i in hand if not c.card_options(i) and "response" in (c.why_not(i) or ""))


def test_a_refused_cards_reason_on_hover_and_in_its_menu(qtbot: Any, make_window: Any) -> None:
    window = make_window(size=(1366, 768))
    c = window.controller
    iid = unplayable(c)  # a response in the hand during a turn (seed 7: A Leaf in the Breeze)
    item = window.scene.card_item(iid)
    assert not item.hint  # no pill
    viewport = window.view.viewport()
    pos = window.view.mapFromScene(item.sceneBoundingRect().center())
    QTest.mouseMove(viewport, pos + QPoint(-2, 0))
    QTest.mouseMove(viewport, pos)
    qtbot.wait(20)
    assert "played as a response" in item.toolTip() and item.toolTip().startswith(c.card_name(iid))
    seen: list[tuple[str, bool]] = []

    def look() -> None:
        menu = QApplication.activePopupWidget()
        assert menu is not None
        seen.extend((a.text(), a.isEnabled()) for a in menu.actions())
        menu.close()

    QTimer.singleShot(80, look)
    QTest.mousePress(viewport, Qt.MouseButton.RightButton, Qt.KeyboardModifier.NoModifier, pos)
    QTest.mouseRelease(viewport, Qt.MouseButton.RightButton, Qt.KeyboardModifier.NoModifier, pos)
    if not seen and QApplication.activePopupWidget() is None:
        # The offscreen platform turns no right press into a context menu event: send it.
        event = QContextMenuEvent(QContextMenuEvent.Reason.Mouse, pos, viewport.mapToGlobal(pos))
        QApplication.sendEvent(viewport, event)
    qtbot.waitUntil(lambda: bool(seen), timeout=3000)
    text, enabled = seen[0]
    assert text.startswith("Not now: ") and "played as a response" in text and not enabled


def test_a_playable_card_has_no_refusal(make_window: Any) -> None:
    window = make_window()
    c = window.controller
    playable = next(i for i in c.state.ranger(c.prompt.ranger).hand if c.card_options(i))
    assert c.why_not(playable) is None
    assert c.why_not(c.state.surroundings[0]) is None  # not in a hand: nothing to explain
