"""The manual panel's first opening paints no face: the faces were painted ahead, while idle, at
the size the cards have with the panel open (ui/face_warmup.py)."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QPixmapCache
from PySide6.QtTest import QTest

from rangers_qt.app.controller import GameController
from rangers_qt.ui import card_face, face_warmup

from .conftest import first_turn_session


@pytest.fixture
def face_paints(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """The key and size of every face painted (not blitted from the cache) from now on; the
    cache starts empty (an earlier test's window leaves the same faces in it)."""
    QPixmapCache.clear()
    painted: list[str] = []
    real = card_face.paint_face

    def counting(painter: Any, face: Any, rect: Any, theme: Any = card_face.DARK) -> None:
        painted.append(f"{face.key} {rect.width():.0f}x{rect.height():.0f}")
        real(painter, face, rect, theme)

    monkeypatch.setattr(card_face, "paint_face", counting)
    return painted


def _settle(qtbot: Any, window: Any) -> None:
    qtbot.wait(30)
    for item in window.scene.cards.values():
        item.finish_animations()
    qtbot.wait(30)


@pytest.mark.parametrize("size", [(1600, 1000), (1366, 768)])
def test_opening_the_panel_with_its_shortcut_after_the_warm_up_paints_no_face(
    qtbot: Any, make_window: Any, face_paints: list[str], size: tuple[int, int]
) -> None:
    window = make_window(size=size)
    warmup = window.manual_tools.warmup
    qtbot.waitUntil(lambda: warmup.painted > 0 and not warmup.running, timeout=10_000)
    assert len(warmup.ticks) > 1, "the faces were painted in one tick"
    _settle(qtbot, window)
    before_sizes = {iid: item.size() for iid, item in window.scene.cards.items()}
    face_paints.clear()
    height = window.view.height()
    QTest.keyClick(window, Qt.Key.Key_H, Qt.KeyboardModifier.ControlModifier)
    panel = window.manual_tools.panel
    qtbot.waitUntil(panel.isVisible, timeout=2000)
    qtbot.waitUntil(lambda: window.view.height() < height, timeout=2000)
    _settle(qtbot, window)
    window.view.viewport().repaint()
    # The table did lose height and its cards did change size (else the test proves nothing)...
    assert window.view.height() == height - panel.height()
    changed = [iid for iid, item in window.scene.cards.items() if item.size() != before_sizes.get(iid)]
    assert changed, "no card changed size when the panel opened"
    # ...and yet not one face was painted again: all came from the cache.
    assert face_paints == [], [(i, it.size()) for i, it in window.scene.cards.items()]


def test_without_the_warm_up_the_opening_paints_the_faces_again(
    qtbot: Any, make_window: Any, face_paints: list[str]
) -> None:
    """The counter above can fail: with the warm-up off, the same opening paints faces."""
    window = make_window()
    window.manual_tools.warmup.enabled = False
    window.manual_tools.warmup.stop()
    _settle(qtbot, window)
    face_paints.clear()
    QTest.keyClick(window, Qt.Key.Key_H, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(window.manual_tools.panel.isVisible, timeout=2000)
    _settle(qtbot, window)
    window.view.viewport().repaint()
    assert len(face_paints) > 5


def test_the_warm_up_stops_when_a_new_game_arrives(
    qtbot: Any, make_window: Any, catalog: Any, face_paints: list[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    window = make_window()
    warmup = window.manual_tools.warmup
    old_keys = {view.face.key for view in window.scene.table.cards.values()}
    qtbot.waitUntil(lambda: warmup.painted > 0, timeout=10_000)
    assert warmup.running, "the warm-up finished before the test could interrupt it"
    # The new game's own warm-up waits long enough that any tick in the next moment would be
    # the last game's chain going on (its ticks come every TICK_GAP_MS).
    monkeypatch.setattr(face_warmup, "IDLE_MS", 5000)
    controller = GameController(first_turn_session(catalog, seed=23), catalog)
    controller.setParent(window)
    window.attach_controller(controller)
    new_keys = {view.face.key for view in window.scene.table.cards.values()}
    only_old = old_keys - new_keys
    assert only_old, "the two games show the same faces: the test could not tell them apart"
    face_paints.clear()
    ticks = len(warmup.ticks)
    qtbot.wait(10 * face_warmup.TICK_GAP_MS)
    assert len(warmup.ticks) == ticks, "the warm-up went on painting after the new game arrived"
    # Later, the new game's own faces are warmed, and none of the last game's.
    warmup.schedule(0)
    qtbot.waitUntil(lambda: len(warmup.ticks) > ticks + 2, timeout=10_000)
    assert not {p.split()[0] for p in face_paints} & only_old, "the last game's faces were painted"
