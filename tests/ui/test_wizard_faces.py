"""Issue #29: the Ranger wizard shows each card's face beside the list, says what a card does on
hover (not "Allowed"), and its "Still to do" names the steps left, not validator codes."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest

from rangers_qt.ui.ranger_wizard import RangerWizard, still_to_do


def open_wizard(qtbot: Any, catalog: Any) -> RangerWizard:
    wizard = RangerWizard(catalog)
    qtbot.addWidget(wizard)
    wizard.show()
    qtbot.waitExposed(wizard)
    return wizard


def hover_row(qtbot: Any, lst: Any, row: int) -> None:
    rect = lst.visualItemRect(lst.item(row))
    viewport = lst.viewport()
    QTest.mouseMove(viewport, rect.center() + QPoint(10, 0))
    QTest.mouseMove(viewport, rect.center() + QPoint(14, 0))
    qtbot.wait(10)


def test_the_card_under_the_pointer_is_shown_whole(qtbot: Any, catalog: Any) -> None:
    wizard = open_wizard(qtbot, catalog)
    wizard.next()  # personality: ranger cards
    page = wizard.currentPage()
    assert page.preview.isVisible() and page.preview.face is not None  # a card in view at once
    for row in (3, 0):
        hover_row(qtbot, page.list, row)
        card = catalog.cards[page.list.item(row).data(Qt.ItemDataRole.UserRole)]
        assert page.preview.face.name == card.name
        assert card.name in page.details.text()


def test_a_rows_tooltip_says_what_the_card_is(qtbot: Any, catalog: Any) -> None:
    wizard = open_wizard(qtbot, catalog)
    wizard.next()
    page = wizard.currentPage()
    allowed = next(
        page.list.item(i)
        for i in range(page.list.count())
        if page.list.item(i).flags() & Qt.ItemFlag.ItemIsUserCheckable
    )
    card = catalog.cards[allowed.data(Qt.ItemDataRole.UserRole)]
    tip = allowed.toolTip()
    assert tip != "Allowed" and tip.startswith(card.name) and "\u2014" in tip


def test_still_to_do_names_the_steps_left(qtbot: Any, catalog: Any) -> None:
    wizard = open_wizard(qtbot, catalog)
    footer = wizard.currentPage().footer.text()
    assert "choose an aspect card" in footer and "name your Ranger" in footer
    assert "no card has that id" not in footer and ": no card" not in footer
    QTest.keyClicks(wizard.currentPage().name, "Ash")
    assert "name your Ranger" not in wizard.currentPage().footer.text()
    wizard.draft.personality = {}
    assert "choose a personality card for AWA, FIT, FOC, SPI" in still_to_do(wizard.draft)
