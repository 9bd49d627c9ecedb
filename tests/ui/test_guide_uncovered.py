"""The guided first day (issue #31): no step's framed item nor its balloon ever sits under an open
dialog or another window, at either window size. The test dialog left on a finished test's result
hid the obstacle the obstacle step framed; the guide now closes a finished result when a step on
the table comes (ui/parts/guide_tour.py, GuideTourPart._clear_the_view)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QRect
from PySide6.QtWidgets import QApplication, QWidget

from .test_guide_tour_ui import play_the_guided_day, started
from .test_start_page import docs as docs  # the documents folder fixture, shared


def on_screen(widget: QWidget) -> QRect:
    return QRect(widget.mapToGlobal(widget.rect().topLeft()), widget.size())


def covering(window: Any, rect: QRect, own: Any = None) -> list[str]:
    """The visible top-level windows over `rect` (global), other than the main window and `own`
    (the dialog a frame inside it belongs to)."""
    return [
        w.objectName() or type(w).__name__
        for w in QApplication.topLevelWidgets()
        if w.isVisible() and w is not window and w is not own and w.frameGeometry().intersects(rect)
    ]


@pytest.mark.parametrize("size", [(1366, 768), (1920, 1080)])
def test_no_steps_frame_or_balloon_sits_under_an_open_dialog(
    qtbot: Any, catalog: Any, settings: Any, docs: Path, size: tuple[int, int]
) -> None:
    window = started(qtbot, catalog, settings, size)
    part = window.guide_tour
    checked: list[str] = []

    def check(step: Any) -> None:
        qtbot.wait(20)  # the guide places its frame on the next turn of the event loop
        inner = part.inner if part.inner is not None and part.inner.isVisible() else None
        own = inner.parentWidget() if inner is not None else None
        framed = on_screen(inner) if inner is not None else on_screen(part.highlight)
        assert part.highlight.isVisible() or inner is not None, f"{step.moment}: nothing framed"
        over = covering(window, framed, own)
        assert not over, f"{step.moment} at {size}: its frame is under {over}"
        zoom = window.table.zoom  # the hovered card shown large, over the table
        assert not (zoom.isVisible() and on_screen(zoom).intersects(framed)), f"{step.moment}: under the zoom"
        over = covering(window, on_screen(part.balloon))
        assert not over, f"{step.moment} at {size}: its balloon is under {over}"
        if inner is None:  # moved off a dialog, the balloon is still not on the item it points at
            assert not on_screen(part.balloon).contains(framed.center()), f"{step.moment}: balloon on item"
        if size == (1366, 768) and step.moment == "obstacle":
            window.grab().save("/tmp/gt/obstacle-1366.png")
        checked.append(step.moment)

    play_the_guided_day(qtbot, window, catalog, check)
    assert "obstacle" in checked and len(checked) == len(part_steps())


def part_steps() -> tuple[Any, ...]:
    from rangers_qt.app import guide_tour

    return guide_tour.STEPS


@pytest.mark.parametrize(("size", "closed"), [((1366, 768), False), ((1920, 1080), True)])
def test_the_obstacle_step_closes_the_last_tests_result_only_when_it_lies_over_the_obstacle(
    qtbot: Any, catalog: Any, settings: Any, docs: Path, size: tuple[int, int], closed: bool
) -> None:
    """The result of the test before stays up through the steps it hides nothing of (it is still
    being read); at 1920x1080 the dialog beside the hand lies over the obstacle: the obstacle step
    closes it, at 1366x768 it stands clear of the obstacle and stays."""
    window = started(qtbot, catalog, settings, size)
    part = window.guide_tour
    dialog_up: dict[str, bool] = {}

    def check(step: Any) -> None:
        qtbot.wait(20)
        dialog = window.card_menus.test_dialog
        dialog_up[step.moment] = dialog is not None and dialog.isVisible()
        if step.moment == "obstacle":
            assert window.controller.state.test is None and dialog.pages.currentIndex() == 2

    play_the_guided_day(qtbot, window, catalog, check)
    assert dialog_up["refresh"], "the result was closed before a step it hid came"
    assert dialog_up["obstacle"] is not closed
    assert part.tour is None  # the day was played to its end
