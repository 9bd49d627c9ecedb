"""The guided first day on the table (issue #31): started from the start page and from Help,
played to its end with real mouse and keyboard events, a step back, handing the table over,
and done remembered. The course is the learner's of tests/app/guided_learner.py, so the
Qt-free proof of the script (tests/app/test_guide_tour.py) and this one walk the same day.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from .test_start_page import no_game_window


@pytest.fixture
def docs(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    from rangers_qt.ui import documents

    root = tmp_path / "Documents"
    root.mkdir()
    monkeypatch.setattr(documents, "documents_root", lambda: root)
    return root


def click(qtbot: Any, widget: Any) -> None:
    QTest.mouseClick(widget, Qt.MouseButton.LeftButton)
    qtbot.wait(5)


def started(qtbot: Any, catalog: Any, settings: Any, size: tuple[int, int] = (1366, 768)) -> Any:
    window = no_game_window(qtbot, catalog, settings, size)
    click(qtbot, window.findChild(object, "start_guided"))
    assert window.controller is not None and window.guide_tour.running
    return window


def balloon_title(window: Any) -> str:
    return str(window.guide_tour.balloon.title.text())


def test_the_start_page_starts_the_guided_day_at_its_first_step_with_hints_on(
    qtbot: Any, catalog: Any, settings: Any, docs: Path
) -> None:
    window = started(qtbot, catalog, settings)
    part = window.guide_tour
    assert part.balloon.isVisible() and balloon_title(window) == "Your opening hand"
    assert part.highlight.isVisible()
    hand = part.target_rect()
    assert hand is not None and window.rect().contains(hand.center())
    assert window.controller.prompt.kind == "mulligan"
    assert window.rules_help.hints_action.isChecked()
    window.grab().save("/tmp/gt/step1.png")
