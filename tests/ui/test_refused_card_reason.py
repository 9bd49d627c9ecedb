"""Issue #29: a hand card without a play pill says why, on hover and first in its menu (Rulebook:
Ranger turns, Play a card; responses are played when their moment comes)."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPoint
from PySide6.QtTest import QTest

from .test_price_first import right_click


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
    seen = right_click(qtbot, window, iid, "Not now")
    first = window.card_menus.last_menu.actions()[0]
    assert seen[0].startswith("Not now: ") and "played as a response" in seen[0]
    assert first.text() == seen[0] and not first.isEnabled()


def test_a_playable_card_has_no_refusal(make_window: Any) -> None:
    window = make_window()
    c = window.controller
    playable = next(i for i in c.state.ranger(c.prompt.ranger).hand if c.card_options(i))
    assert c.why_not(playable) is None
    location = next(i for i in c.state.surroundings if c.card_options(i))
    assert c.why_not(location) is None  # it offers Traverse: nothing to explain
