"""Issue #29: at 1366x768 (the side preview folded) the card under the pointer is shown large and
whole beside it; Tab shows the card its option is about; Space still shows it full size."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtTest import QTest

from rangers_qt.ui.hover_zoom import DELAY_MS, zoom_rect


def centre(window: Any, iid: str) -> QPoint:
    item = window.scene.card_item(iid)
    return window.view.mapFromScene(item.sceneBoundingRect().center())


def point_at(qtbot: Any, window: Any, pos: QPoint) -> None:
    viewport = window.view.viewport()
    QTest.mouseMove(viewport, pos + QPoint(-3, 0))
    QTest.mouseMove(viewport, pos)
    qtbot.wait(DELAY_MS + 60)


def test_a_hovered_hand_card_is_shown_large_beside_it(qtbot: Any, make_window: Any) -> None:
    window = make_window(size=(1366, 768))
    assert not window.side.isVisible()  # folded at this size: the zoom stands in for it
    c = window.controller
    iid = c.state.ranger(c.hand_ranger()).hand[0]
    point_at(qtbot, window, centre(window, iid))
    zoom = window.table.zoom
    assert zoom.isVisible() and zoom.preview.card is not None and zoom.preview.card.iid == iid
    item = window.scene.card_item(iid)
    assert zoom.height() >= 1.8 * item.sceneBoundingRect().height()
    assert window.view.rect().contains(zoom.geometry())  # whole, inside the table
    card_rect = window.view.mapFromScene(item.sceneBoundingRect()).boundingRect()
    assert not zoom.geometry().intersects(card_rect.adjusted(4, 4, -4, -4))  # beside, not over it
    point_at(qtbot, window, QPoint(3, 3))  # off the cards
    assert not zoom.isVisible()


def test_no_zoom_while_the_side_preview_shows_the_card(qtbot: Any, make_window: Any) -> None:
    window = make_window(size=(1920, 1080))
    assert window.side.isVisible()
    c = window.controller
    iid = c.state.ranger(c.hand_ranger()).hand[0]
    point_at(qtbot, window, centre(window, iid))
    assert window.preview.card is not None and window.preview.card.iid == iid
    assert not window.table.zoom.isVisible()


def test_tab_shows_the_options_card_large_and_space_full_size(qtbot: Any, make_window: Any) -> None:
    window = make_window(size=(1366, 768))
    window.view.setFocus()
    for _ in range(len(window.controller.options())):
        QTest.keyClick(window.view, Qt.Key.Key_Tab)
        option = window.prompt_bar.highlighted()
        if option is not None and (option.card or option.target):
            break
    iid = option.card or option.target
    zoom = window.table.zoom
    assert zoom.isVisible() and zoom.preview.card.iid == iid
    QTest.keyClick(window.view, Qt.Key.Key_Space)
    qtbot.wait(10)
    full = window.card_menus.full_view
    assert full is not None and full.isVisible() and full.preview.card.iid == iid


def test_zoom_goes_right_then_left_then_inside() -> None:
    area = QRect(0, 0, 1000, 600)
    right = zoom_rect(QRect(100, 400, 80, 110), area, 420)
    assert right.left() > 180 and right.bottom() <= 600 and right.height() == 420
    left = zoom_rect(QRect(900, 50, 80, 110), area, 420)
    assert left.right() < 900 and left.top() == 50
    wide = zoom_rect(QRect(300, 50, 400, 110), QRect(0, 0, 800, 600), 420)
    assert QRect(0, 0, 800, 600).contains(wide)
