"""Real mouse events on the table's viewport: drags answer prompts or glide back, hover previews.

Events go to `view.viewport()` in viewport coordinates, with at least one move between press
and release (a press and release alone is a click, not a drag).
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtTest import QTest

from rangers_qt.ui.items import MOVE_MS

from .conftest import committable_test


def _vp_point(window: Any, scene_point: QPointF) -> QPoint:
    return window.view.mapFromScene(scene_point)


def _drag(qtbot: Any, window: Any, iid: str, scene_target: QPointF) -> None:
    viewport = window.view.viewport()
    item = window.scene.card_item(iid)
    assert item is not None, f"{iid} is not on the table"
    start = _vp_point(window, item.sceneBoundingRect().center())
    end = _vp_point(window, scene_target)
    QTest.mouseMove(viewport, start)
    QTest.mousePress(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    middle = QPoint((start.x() + end.x()) // 2, (start.y() + end.y()) // 2)
    QTest.mouseMove(viewport, start + QPoint(12, -12))
    QTest.mouseMove(viewport, middle)
    QTest.mouseMove(viewport, end)
    QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, end)
    qtbot.wait(MOVE_MS + 60)


def _zone_centre(window: Any, key: str) -> QPointF:
    return window.scene.zone_rect(key).center()


def test_a_legal_drag_plays_the_card(qtbot: Any, make_window: Any) -> None:
    window = make_window()
    c = window.controller
    play = next(o for o in c.options() if o.kind == "play_card")
    ranger = c.prompt.ranger
    assert play.card in c.state.ranger(ranger).hand
    before = len(c.session.log)

    _drag(qtbot, window, play.card, _zone_centre(window, f"within_reach:{ranger}"))

    assert len(c.session.log) == before + 1
    assert c.session.log[-1].option == play.id
    assert play.card not in c.state.ranger(ranger).hand
    assert any(
        f"Play {c.card_name(play.card)}" in window.log_panel.item(i).text()
        for i in range(window.log_panel.count())
    )


def test_an_illegal_drag_is_refused_and_the_card_glides_back(qtbot: Any, make_window: Any) -> None:
    window = make_window()
    c = window.controller
    ranger = c.prompt.ranger
    hand = c.state.ranger(ranger).hand
    legal = c.legal_cards()
    # A hand card the prompt offers nothing for; otherwise drop a legal one on the challenge deck.
    iid = next((h for h in hand if h not in legal), hand[0])
    target = _zone_centre(window, "challenge_deck")
    item = window.scene.card_item(iid)
    home = QPointF(item.pos())
    before = len(c.session.log)

    _drag(qtbot, window, iid, target)

    assert len(c.session.log) == before, "a refused drop must not answer anything"
    message = window.statusBar().currentMessage()
    assert message, "the status bar explains the refusal"
    assert c.card_name(iid) in message or "energy" in message
    qtbot.waitUntil(lambda: (item.pos() - home).manhattanLength() < 1.0, timeout=3000)  # it glides home
    assert iid in c.state.ranger(ranger).hand


def test_dropping_back_on_the_hand_is_not_an_answer(qtbot: Any, make_window: Any) -> None:
    window = make_window()
    c = window.controller
    play = next(o for o in c.options() if o.kind == "play_card")
    before = len(c.session.log)
    _drag(qtbot, window, play.card, _zone_centre(window, "hand") + QPointF(0, 30))
    assert len(c.session.log) == before
    assert "hand" in window.statusBar().currentMessage()


def test_hovering_a_card_shows_it_in_the_preview(qtbot: Any, make_window: Any) -> None:
    window = make_window()
    c = window.controller
    table = c.table()
    iid = next(i for r in table.rangers for i in r.within_reach)
    item = window.scene.card_item(iid)
    # From off the cards first: the pointer may still rest where an earlier test left it (on this
    # very card), and a move to where it already is gives no hover.
    QTest.mouseMove(window.view.viewport(), QPoint(2, 2))
    QTest.mouseMove(window.view.viewport(), _vp_point(window, item.sceneBoundingRect().center()))
    qtbot.waitUntil(lambda: window.preview.card is not None and window.preview.card.iid == iid, timeout=2000)
    assert c.card_name(iid) in window.details.text()


def test_legal_cards_glow_and_others_do_not(make_window: Any) -> None:
    window = make_window()
    legal = window.controller.legal_cards()
    glowing = {iid for iid, item in window.scene.cards.items() if item.legal}
    assert glowing == legal & set(window.scene.cards)
    assert glowing, "the turn prompt offers at least one card"


def test_double_click_answers_the_cards_single_option(qtbot: Any, make_window: Any) -> None:
    window = make_window()
    c = window.controller
    plays = [o for o in c.options() if o.kind == "play_card"]
    single = next(o for o in plays if len(c.card_options(o.card)) == 1)
    item = window.scene.card_item(single.card)
    pos = _vp_point(window, item.sceneBoundingRect().center())
    QTest.mouseDClick(window.view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, pos)
    qtbot.wait(20)
    assert c.session.log[-1].option == single.id


def test_dragging_a_hand_card_onto_the_table_commits_it_to_the_test(
    qtbot: Any, make_window: Any, catalog: Any
) -> None:
    window = make_window()
    c = window.controller
    # Start a test whose approach matches an icon on a hand card, commit 1 energy.
    test = committable_test(c, catalog)
    c.answer(test.id, priced=True)
    if c.prompt is not None and c.prompt.kind == "response":  # a card that may respond as the test begins
        c.answer("pass")
    energy = next(o for o in c.options() if o.kind == "commit_energy")
    c.answer(energy.id)
    qtbot.wait(MOVE_MS + 40)
    assert c.prompt is not None and c.prompt.kind == "commit_cards", c.prompt
    commit = next(o for o in c.options() if o.kind == "commit_card")
    effort = c.state.test.effort
    _drag(qtbot, window, commit.card, _zone_centre(window, "along_the_way"))
    assert c.session.log[-1].option == commit.id
    assert c.state.test is None or c.state.test.effort == effort + (commit.amount or 0)


def test_a_card_that_moves_glides_rather_than_jumps(qtbot: Any, make_window: Any, monkeypatch: Any) -> None:
    # A slow glide, so a busy test machine still catches the card part way.
    monkeypatch.setattr("rangers_qt.ui.items.MOVE_MS", 1500)
    window = make_window()
    c = window.controller
    play = next(o for o in c.options() if o.kind == "play_card")
    item = window.scene.card_item(play.card)
    start = QPointF(item.pos())
    c.answer(play.id)
    assert window.scene.card_item(play.card) is item, "the same item travels to its new place"
    end = QPointF(item.home)
    assert end != start
    seen = []
    for _ in range(20):
        qtbot.wait(20)
        seen.append(QPointF(item.pos()))
    between = [p for p in seen if p != start and (p - end).manhattanLength() >= 0.5]
    assert between, "the card was seen part way through the move"
    qtbot.waitUntil(lambda: (item.pos() - end).manhattanLength() < 0.5, timeout=5000)


def test_dragging_gear_onto_its_discard_pile_discards_it(qtbot: Any, make_window: Any, catalog: Any) -> None:
    import random

    from rangers_qt.app.demo import new_session

    session = new_session(catalog, seed=7)
    rng = random.Random(4)
    for _ in range(300):
        prompt = session.prompt
        assert prompt is not None
        if prompt.kind == "turn" and any(o.kind == "discard_card" for o in prompt.options):
            break
        plays = [o for o in prompt.options if o.kind == "play_card"]
        session.answer((plays[0] if plays else rng.choice(prompt.options)).id)
    window = make_window(session)
    c = window.controller
    discard = next(o for o in c.options() if o.kind == "discard_card")
    owner = c.state.cards[discard.card].owner
    pile = window.scene.pile(f"discard:{owner}")
    assert pile is not None
    _drag(qtbot, window, discard.card, pile.sceneBoundingRect().center())
    assert c.session.log[-1].option == discard.id
    assert discard.card in c.state.ranger(owner).discard


def test_clicking_a_rangers_board_chooses_who_takes_the_next_turn(
    qtbot: Any, make_window: Any, catalog: Any
) -> None:
    from rangers_qt.app.demo import new_session

    session = new_session(catalog, seed=7)
    assert session.prompt.kind == "choose_next"
    window = make_window(session)
    c = window.controller
    board = window.scene.boards["r2"]
    assert board.legal and window.scene.boards["r1"].legal
    pos = _vp_point(window, board.sceneBoundingRect().center())
    QTest.mouseClick(window.view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, pos)
    qtbot.wait(10)
    assert c.session.log[-1].option.startswith("next:r2")
    assert c.state.active_ranger == "r2"
    assert window.scene.hand_ranger == "r2"


def test_hover_lifts_a_card_and_leaving_sets_it_back(qtbot: Any, make_window: Any) -> None:
    from rangers_qt.ui.items import Z

    window = make_window()
    hand = window.controller.state.ranger(window.controller.prompt.ranger).hand
    item = window.scene.card_item(hand[1])
    base = item.zValue()
    viewport = window.view.viewport()
    QTest.mouseMove(viewport, _vp_point(window, item.sceneBoundingRect().center()))
    qtbot.waitUntil(lambda: item.zValue() == Z.HOVER, timeout=2000)
    QTest.mouseMove(viewport, _vp_point(window, window.scene.zone_rect("along_the_way").center()))
    qtbot.waitUntil(lambda: item.zValue() == base, timeout=2000)
