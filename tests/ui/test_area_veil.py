"""Another ranger's areas dim during someone's turn (UI.md), as one veil per area (issue #15's
repaint work): the veil sits above that area's cards and below the hand, a usable card there is
lifted above it, and the veils move when the turn changes hands. Real events where a player acts."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from rangers_qt.ui.items import Z


def _veiled_keys(window: Any) -> set[str]:
    return set(window.scene.shades)


def test_the_other_rangers_areas_are_veiled_and_usable_cards_there_rise_above(make_window: Any) -> None:
    window = make_window()
    c = window.controller
    table = c.table()
    active = table.active_ranger
    others = [r.id for r in table.rangers if r.id != active]
    assert others
    assert _veiled_keys(window) == {f"{k}:{r}" for r in others for k in ("within_reach", "player_area")}
    for key, shade in window.scene.shades.items():
        assert Z.CARD < shade.zValue() < Z.HAND
        zone = window.scene.zone_rect(key)  # the veil covers the zone's panel as it is painted
        b = shade.boundingRect()
        assert (b.x(), b.y(), b.width(), b.height()) == tuple(
            float(round(v)) for v in (zone.x(), zone.y(), zone.width(), zone.height())
        )
    for r in table.rangers:
        for iid in (*r.within_reach, *r.player_area):
            item = window.scene.card_item(iid)
            if item is None or table.cards[iid].attached_to:
                continue
            veiled = r.id != active
            above = item.zValue() > Z.SHADE
            usable = iid in window.scene.legal
            if not veiled:
                assert not above and not item.dimmed, c.card_name(iid)
            elif usable:
                assert above and not item.dimmed, (c.card_name(iid), item.zValue())
            else:
                # Under the veil, or lifted with a usable neighbour and dimmed on its own
                # (`TableScene._restack`): dim either way.
                assert (not above and not item.dimmed) or (above and item.dimmed), c.card_name(iid)
    # Piles and boards never dim.
    assert all(p.zValue() > Z.SHADE for p in window.scene.piles.values())
    assert all(b.zValue() > Z.SHADE for b in window.scene.boards.values())


def test_the_veils_move_when_the_turn_changes_hands(qtbot: Any, make_window: Any) -> None:
    window = make_window()
    c = window.controller
    first = c.table().active_ranger
    window.view.setFocus()
    for _ in range(12):  # R rests; then the next prompts by their first option (key 1)
        if c.table().active_ranger not in (None, first):
            break
        if c.prompt is not None and c.prompt.kind == "turn":
            QTest.keyClick(window.view, Qt.Key.Key_R)
        else:
            QTest.keyClick(window.view, Qt.Key.Key_1)
        qtbot.wait(10)
    now = c.table().active_ranger
    assert now not in (None, first), "the turn never changed hands"
    assert _veiled_keys(window) == {f"within_reach:{first}", f"player_area:{first}"}


def test_a_hovered_card_in_a_veiled_area_rises_above_the_veil(qtbot: Any, make_window: Any) -> None:
    window = make_window()
    c = window.controller
    key = next(k for k in window.scene.shades if k.startswith("player_area:"))
    rid = key.partition(":")[2]
    iid = next(i for i in c.table().ranger(rid).player_area if window.scene.card_item(i) is not None)
    item = window.scene.card_item(iid)
    item.finish_animations()
    viewport = window.view.viewport()
    pos = window.view.mapFromScene(item.sceneBoundingRect().center())
    QTest.mouseMove(viewport, pos)
    qtbot.waitUntil(lambda: item.zValue() > Z.SHADE, timeout=2000)
    QTest.mouseMove(viewport, window.view.mapFromScene(window.scene.zone_rect("hand").center()))
    qtbot.waitUntil(lambda: item.zValue() < Z.SHADE or iid in window.scene.legal, timeout=2000)


def test_painting_runs_without_qts_gui_thread_pool(make_window: Any) -> None:
    import os

    from rangers_qt.ui.render_tuning import ENV

    make_window()
    assert os.environ.get(ENV)  # set before the first paint (ui/render_tuning.py)


def _play_until_the_turn_changes_hands(qtbot: Any, window: Any, before_answer: Any = None) -> str:
    """Rest, then answer the next prompts by key 1, until another ranger's turn; returns the
    ranger whose turn it was. `before_answer()` runs before each key press."""
    c = window.controller
    first = c.table().active_ranger
    window.view.setFocus()
    for _ in range(12):
        if c.table().active_ranger not in (None, first):
            break
        if before_answer is not None:
            before_answer()
        turn = c.prompt is not None and c.prompt.kind == "turn"
        QTest.keyClick(window.view, Qt.Key.Key_R if turn else Qt.Key.Key_1)
        qtbot.wait(10)
    assert c.table().active_ranger not in (None, first), "the turn never changed hands"
    return str(first)


def test_a_turn_changing_hands_fades_the_veils_instead_of_making_new_ones(
    qtbot: Any, make_window: Any
) -> None:
    from rangers_qt.ui.zone_items import AreaShade

    window = make_window()
    scene = window.scene
    made = {key: shade for key, shade in scene._shade_pool.items()}
    assert made and all(s.opacity() == 1.0 for s in made.values())
    first = _play_until_the_turn_changes_hands(qtbot, window)
    veiled = {f"within_reach:{first}", f"player_area:{first}"}
    assert set(scene.shades) == veiled
    # The veils that were up are still in the scene, faded out, with the same cached picture.
    for key, shade in made.items():
        assert shade.scene() is scene and scene._shade_pool[key] is shade
        assert shade.opacity() == 0.0 and not shade.shown()
    for key in veiled:
        assert scene.shades[key].shown()
    shown = [i for i in scene.items() if isinstance(i, AreaShade) and i.opacity() > 0]
    assert {s.key for s in shown} == veiled  # what a player sees: the first ranger's areas dimmed
    # The new ranger's cards came out from under the veil: none lifted or dimmed any more.
    table = window.controller.table()
    now = table.ranger(str(table.active_ranger))
    for iid in (*now.within_reach, *now.player_area):
        item = scene.card_item(iid)
        if item is not None:
            assert item.zValue() < Z.SHADE and not item.dimmed and not item.lifted


def test_a_turn_changing_hands_is_painted_in_one_pass(qtbot: Any, make_window: Any) -> None:
    """The zones' new look (part of the scene's background) and the items' changes (veils, glows,
    pills, the new hand) reach the screen in one paint of the table, not two in a row."""
    from PySide6.QtCore import QEvent, QObject
    from PySide6.QtWidgets import QApplication

    window = make_window()
    viewport = window.view.viewport()
    passes: list[int] = []

    class Count(QObject):
        def eventFilter(self, watched: QObject, event: QEvent) -> bool:
            if event.type() == QEvent.Type.Paint:
                passes.append(1)
            return False

    counter = Count()
    viewport.installEventFilter(counter)
    c = window.controller
    first = c.table().active_ranger
    window.view.setFocus()
    for _ in range(12):
        for item in window.scene.cards.values():
            item.finish_animations()
        qtbot.wait(5)
        QApplication.processEvents()
        passes.clear()
        key = Qt.Key.Key_R if c.prompt is not None and c.prompt.kind == "turn" else Qt.Key.Key_1
        QTest.keyClick(window.view, key)  # the answer runs inside; its paint is still queued
        changed = c.table().active_ranger not in (None, first)
        QApplication.processEvents()
        if changed:
            break
    viewport.removeEventFilter(counter)
    assert c.table().active_ranger not in (None, first), "the turn never changed hands"
    assert len(passes) == 1, passes
