"""The manual-effect panel: real clicks and typing apply a card's text by hand, no sandbox needed."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QPushButton

from rangers_qt.app.controller import GameController
from rangers_qt.app.manual_tools import catalogue_token_kinds, token_choices
from rangers_qt.ui.manual_panel import ManualPanel

from .conftest import first_turn_session


def _panel(qtbot: Any, catalog: Any) -> tuple[ManualPanel, GameController]:
    controller = GameController(first_turn_session(catalog), catalog)
    panel = ManualPanel(controller)
    qtbot.addWidget(panel)
    panel.resize(900, 160)
    panel.show()
    qtbot.waitExposed(panel)
    return panel, controller


def _click(button: QPushButton) -> None:
    assert button.isEnabled(), button.objectName()
    QTest.mouseClick(button, Qt.MouseButton.LeftButton)


def _type_kind(panel: ManualPanel, kind: str) -> None:
    edit = panel.token_kind.lineEdit()
    assert edit is not None
    QTest.mouseClick(edit, Qt.MouseButton.LeftButton)
    QTest.keyClick(edit, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    QTest.keyClicks(edit, kind)


def _path_card_in_reach(controller: GameController) -> str:
    ranger = controller.state.rangers[0]
    if ranger.within_reach:
        return str(ranger.within_reach[0])
    return str(controller.state.along_the_way[0])


def test_the_panel_adds_and_removes_every_token_kind(qtbot: Any, catalog: Any) -> None:
    panel, controller = _panel(qtbot, catalog)
    assert controller.sandbox is False
    iid = _path_card_in_reach(controller)
    panel.set_card(iid)
    kinds = [panel.token_kind.itemText(i) for i in range(panel.token_kind.count())]
    assert kinds[:2] == ["progress", "harm"] or "progress" in kinds[:3]
    assert set(catalogue_token_kinds(catalog)) <= set(kinds)
    assert len(kinds) > 20
    for kind in kinds:
        before = controller.state.cards[iid].tokens.get(kind, 0)
        _type_kind(panel, kind)
        _click(panel.token_add)
        assert controller.state.cards[iid].tokens.get(kind, 0) == before + 1, kind
    # Removing takes one off again.
    _type_kind(panel, "harm")
    _click(panel.token_remove)
    assert controller.state.cards[iid].tokens.get("harm", 0) == 0
    name = controller.card_name(iid)
    assert name in panel.message.text()
    assert iid not in panel.message.text()


def test_a_refused_adjustment_shows_its_reason_and_changes_nothing(qtbot: Any, catalog: Any) -> None:
    panel, controller = _panel(qtbot, catalog)
    iid = _path_card_in_reach(controller)
    panel.set_card(iid)
    before = controller.session.hash()
    _type_kind(panel, "harm")
    _click(panel.token_remove)  # the card has no harm
    assert controller.session.hash() == before
    assert panel.message.text().startswith("Not done:")
    assert "only 0 harm" in panel.message.text()


def test_exhaust_ready_move_discard_and_the_ranger_tools(qtbot: Any, catalog: Any) -> None:
    panel, controller = _panel(qtbot, catalog)
    iid = _path_card_in_reach(controller)
    panel.set_card(iid)
    _click(panel.exhaust)
    assert controller.state.cards[iid].exhausted
    _click(panel.ready)
    assert not controller.state.cards[iid].exhausted

    # Move it along the way by choosing the zone with the keyboard.
    panel.move_zone.setFocus()
    target = panel.move_zone.findData("along_the_way")
    assert target > 0
    for _ in range(target - panel.move_zone.currentIndex()):
        QTest.keyClick(panel.move_zone, Qt.Key.Key_Down)
    assert panel.move_zone.currentIndex() == target
    _click(panel.move_button)
    assert iid in controller.state.along_the_way

    rid = panel.ranger.currentData()
    ranger = controller.state.ranger(rid)
    deck, fatigue, hand, injuries = len(ranger.deck), len(ranger.fatigue), len(ranger.hand), ranger.injuries
    panel.amount.setFocus()
    QTest.keyClick(panel.amount, Qt.Key.Key_Up)  # 2
    _click(panel.fatigue)
    assert len(controller.state.ranger(rid).fatigue) == fatigue + 2
    _click(panel.soothe)  # soothed fatigue cards go to the hand
    assert len(controller.state.ranger(rid).fatigue) == fatigue
    assert len(controller.state.ranger(rid).hand) == hand + 2
    _click(panel.draw)
    assert len(controller.state.ranger(rid).hand) == hand + 4
    assert len(controller.state.ranger(rid).deck) == deck - 2 - 2  # fatigue came off the deck too
    _click(panel.injure)
    assert controller.state.ranger(rid).injuries == injuries + 1
    _click(panel.heal)
    assert controller.state.ranger(rid).injuries == injuries

    _click(panel.discard)
    assert iid not in controller.state.along_the_way


def test_manual_log_and_undo_name_cards_not_ids(qtbot: Any, catalog: Any) -> None:
    panel, controller = _panel(qtbot, catalog)
    lines: list[str] = []
    controller.log_appended.connect(lambda text, _kind, _entry: lines.append(text))
    iid = _path_card_in_reach(controller)
    panel.set_card(iid)
    _click(panel.exhaust)
    controller.undo()
    name = controller.card_name(iid)
    assert lines[-2] == f"Manual: exhaust {name}"
    assert lines[-1] == f"Undone: Manual: exhaust {name}"
    assert not any(iid in line or "card=" in line for line in lines)


def test_token_choices_put_the_cards_own_kinds_first() -> None:
    from rangers_qt.app.faces import FaceModel
    from rangers_qt.app.table_model import CardView, TableView

    face = FaceModel(key="k", card_id="x", name="Invented Sprite", kind="path", type_label="Being")
    table = TableView(cards={"c1": CardView(iid="c1", face=face, tokens=(("dollop", 2),))}, rangers=())
    order = token_choices(table, "c1", "glint", ("alarm", "dollop", "glint"))
    assert order == ["dollop", "glint", "progress", "harm", "alarm"]


def test_a_hidden_panel_catches_up_when_it_shows_again(qtbot: Any, catalog: Any, monkeypatch: Any) -> None:
    """Hidden most of the day, the panel does not refill its lists on every answer; shown again,
    it shows the state as it is then (the card chosen, exhausted since)."""
    panel, controller = _panel(qtbot, catalog)
    iid = _path_card_in_reach(controller)
    panel.set_card(iid)
    panel.hide()
    refills: list[int] = []
    real = ManualPanel.refresh
    monkeypatch.setattr(ManualPanel, "refresh", lambda self: (refills.append(1), real(self))[1])
    assert controller.by_hand(action="exhaust", card=iid)
    assert refills == []  # nothing refilled while hidden
    assert "ready" in panel.card_label.text()  # (stale, and nobody sees it)
    panel.show()
    qtbot.waitExposed(panel)
    assert refills == [1]
    assert "exhausted" in panel.card_label.text()
    assert controller.by_hand(action="ready", card=iid)  # shown: refilled at once
    assert refills == [1, 1] and "(ready" in panel.card_label.text()
