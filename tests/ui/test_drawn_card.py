"""Issue #29, "a drawn card is shown to its owner": the engine's draw event names no card (a hand
is private), so the table points at what was drawn when its owner's hand is on screen: a longer
flash, the names in the status bar and the card in the preview. After a mulligan the new card is
shown at once; at the round's refresh each Ranger draws, and the second Ranger's card waits until
that hand is shown."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest

from rangers_qt.app.day_choices import DayChoices, build_setup
from rangers_qt.app.drawn_cards import DrawnCards
from rangers_qt.engine.session import Session


def click_card(qtbot: Any, window: Any, iid: str) -> None:
    item = window.scene.card_item(iid)
    assert item is not None
    viewport = window.view.viewport()
    at = window.view.mapFromScene(item.sceneBoundingRect().center())
    QTest.mouseMove(viewport, at)
    QTest.mousePress(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, at)
    QTest.mouseMove(viewport, at + QPoint(1, 1))
    QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, at + QPoint(1, 1))
    qtbot.wait(5)


def press_option(qtbot: Any, window: Any, option_id: str) -> None:
    key = window.controller.option_key(option_id)
    assert key is not None, option_id
    QTest.keyClick(window.view, getattr(Qt.Key, f"Key_{key}"))
    qtbot.wait(5)


def hand(window: Any, rid: str) -> list[str]:
    return list(window.controller.state.ranger(rid).hand)


def test_the_card_drawn_after_a_mulligan_is_shown_in_its_owners_hand(
    qtbot: Any, make_window: Any, catalog: Any
) -> None:
    window = make_window(Session.new(catalog, build_setup(catalog, DayChoices(seed=8))), size=(1366, 768))
    c = window.controller
    assert c.prompt.kind == "mulligan"
    rid = c.prompt.ranger
    before = hand(window, rid)
    click_card(qtbot, window, before[0])  # set it aside, as a player does
    assert window.table.drawn_shown == []  # nothing drawn yet: nothing pointed at
    QTest.mouseMove(window.statusBar())  # the pointer off the table: the preview is free
    qtbot.wait(5)
    press_option(qtbot, window, "done")  # draw 1 new card
    new = [i for i in hand(window, rid) if i not in before]
    assert len(new) == 1
    if c.hand_ranger() != rid:  # the next question is the other Ranger's: its turn to come
        assert window.table.drawn_shown == []
        while c.prompt.kind == "mulligan" and c.hand_ranger() != rid:
            press_option(qtbot, window, "done")
    assert window.table.drawn_shown == new
    item = window.scene.card_item(new[0])
    assert item is not None and item.flashing
    assert c.card_name(new[0]) in window.statusBar().currentMessage()
    assert window.preview.card is not None and window.preview.card.iid == new[0]
    for other in before[1:]:  # the cards kept are not pointed at
        assert not window.scene.card_item(other).flashing
    qtbot.wait(2100)  # a short highlight: it ends by itself
    assert not item.flashing


def test_each_rangers_refresh_draw_waits_for_that_rangers_hand(qtbot: Any, make_window: Any) -> None:
    window = make_window(size=(1366, 768))  # the first Ranger's turn of round 1
    c = window.controller
    first = c.hand_ranger()
    second = next(r.id for r in c.state.rangers if r.id != first)
    kept = {r.id: hand(window, r.id) for r in c.state.rangers}
    round_before = c.state.round
    for _ in range(8):  # both Rangers rest: the round ends and each draws a card
        if c.state.round != round_before:
            break
        if c.prompt.kind == "turn":
            QTest.keyClick(window.view, Qt.Key.Key_R)
            qtbot.wait(5)
        else:  # an ability the round's end offers: not used
            press_option(qtbot, window, "done")
    assert c.state.round == round_before + 1
    drew = {rid: [i for i in hand(window, rid) if i not in kept[rid]] for rid in kept}
    assert all(len(v) == 1 for v in drew.values()), drew
    shown_now = c.hand_ranger()
    waiting = second if shown_now == first else first
    assert window.table.drawn_shown == drew[shown_now]
    assert window.table.drawn.unseen.get(waiting) == drew[waiting]  # not shown to the other Ranger
    assert window.scene.card_item(drew[waiting][0]) is None  # that hand is not on screen
    for _ in range(30):  # answer until the other Ranger's hand is shown
        if c.hand_ranger() == waiting or c.prompt is None:
            break
        press_option(qtbot, window, c.prompt.options[-1].id if c.prompt.kind != "turn" else "rest")
    assert c.hand_ranger() == waiting
    assert window.table.drawn_shown == drew[waiting]
    assert window.scene.card_item(drew[waiting][0]).flashing


def test_drawn_cards_wait_per_ranger_and_drop_what_left_the_hand() -> None:
    """Qt-free: the hand compared with the one seen at the last question; a card played or
    undone before its owner's hand is shown is not pointed at."""

    class R:
        def __init__(self, rid: str, cards: list[str]) -> None:
            self.id, self.hand = rid, cards

    class S:
        def __init__(self, *rangers: R) -> None:
            self.rangers = list(rangers)

    class E:
        def __init__(self, kind: str, ranger: str | None) -> None:
            self.kind, self.ranger = kind, ranger

    a, b = R("r1", ["x"]), R("r2", ["y"])
    state = S(a, b)
    drawn = DrawnCards()
    drawn.look(state)
    a.hand.append("x2")
    b.hand.append("y2")
    drawn.saw([E("draw", "r1")], state)  # only r1 drew: r2's new card came another way
    assert drawn.take("r2", state) == []
    assert drawn.take("r1", state) == ["x2"]
    assert drawn.take("r1", state) == []  # shown once
    drawn.look(state)
    a.hand.append("x3")
    drawn.saw([E("draw", "r1")], state)
    a.hand.remove("x3")  # played (or undone) before r1's hand came back
    assert drawn.take("r1", state) == []
    assert drawn.take(None, state) == []
