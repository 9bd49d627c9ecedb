"""The `Qt` namespace is not built before the first frame (ui/late_qt.py, issue #28).

Why: PySide6 builds all 93 enums of `Qt` on its first use, about 17 ms of CPU, a sixth of the
first paint's cost over a bare window. These tests pin that the window's build and its first
frame never touch it, and that what the shell sets without it is what the enums would set.
"""

from __future__ import annotations

import subprocess
import sys
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QGraphicsView, QLabel, QScrollArea

from rangers_qt.ui.late_qt import ALIGN_LEFT_VCENTER, is_built, set_keys
from rangers_qt.ui.late_qt import Qt as late

from .conftest import first_start_env


def test_the_window_and_its_first_frame_build_no_qt_namespace(tmp_path: Any) -> None:
    """Built, shown and drawn (a grab paints every widget as the first frame does), in a process
    of its own: this test process has the namespace already."""

    code = (
        "import sys\n"
        "from PySide6.QtWidgets import QApplication\n"
        "app = QApplication(sys.argv[:1])\n"
        "from rangers_qt.ui.late_qt import is_built\n"
        "from rangers_qt.ui.main_window import build_main_window\n"
        "for ask in (True, False):\n"
        "    w = build_main_window(demo=False, seed=7, ask=ask)\n"
        "    w.resize(1366, 768); w.show(); w.grab()\n"
        "    print('built' if is_built() else 'not built')\n"
        "from PySide6.QtCore import Qt\n"
        "print('built' if is_built() else 'not built')\n"
    )
    env = first_start_env(tmp_path)
    # Twice: a first start ever draws the style sheet's arrow images (with the namespace) and
    # keeps them in the cache folder; every later start reads them (ui/style.py).
    for _ in range(2):
        result = subprocess.run(
            [sys.executable, "-c", code], capture_output=True, text=True, timeout=120, env=env
        )
        assert result.returncode == 0, result.stderr
    # the start page, then a day being set up; the last line shows the check can see a build
    assert result.stdout.split("\n")[:3] == ["not built", "not built", "built"]


def test_the_late_name_is_the_namespace() -> None:
    assert late.AlignmentFlag is Qt.AlignmentFlag and late.Orientation.Horizontal is Qt.Orientation.Horizontal
    assert is_built()


def test_the_painted_alignment_is_left_and_vertically_centred() -> None:
    assert int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter) == ALIGN_LEFT_VCENTER


def test_set_keys_sets_what_the_setter_sets(qtbot: Any) -> None:
    view, label, area = QGraphicsView(), QLabel("x"), QScrollArea()
    for w in (view, label, area):
        qtbot.addWidget(w)
    set_keys(view, "alignment", "AlignLeft|AlignTop")
    set_keys(label, "textFormat", "RichText")
    set_keys(area, "verticalScrollBarPolicy", "ScrollBarAlwaysOff")
    assert view.alignment() == Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop
    assert label.textFormat() == Qt.TextFormat.RichText
    assert area.verticalScrollBarPolicy() == Qt.ScrollBarPolicy.ScrollBarAlwaysOff


def test_set_keys_refuses_a_key_qt_does_not_know(qtbot: Any) -> None:
    label = QLabel("x")
    qtbot.addWidget(label)
    before = label.alignment()
    with pytest.raises(ValueError, match="alignment"):
        set_keys(label, "alignment", "AlignSideways")
    assert label.alignment() == before


def test_what_was_set_late_is_set_by_the_time_it_matters(qtbot: Any) -> None:
    """The loading card lets clicks through after the first paint; the guide's frame is see-through
    once shown; the options row is aligned once it has options."""
    from rangers_qt.ui.bars import OptionView, PromptBar
    from rangers_qt.ui.main_window import build_main_window

    window = build_main_window(demo=False, seed=7)
    qtbot.addWidget(window)
    card = window.loading_part.card
    assert not card.testAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
    with qtbot.waitSignal(window.ready, timeout=60_000):
        window.show()
    assert card.testAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
    frame = window.guide_tour.highlight
    assert not frame.testAttribute(Qt.WidgetAttribute.WA_NoSystemBackground)
    frame.show()
    assert frame.testAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
    assert frame.testAttribute(Qt.WidgetAttribute.WA_NoSystemBackground)
    bar = PromptBar()
    qtbot.addWidget(bar)
    bar.set_prompt("Nothing yet", [])
    assert bar.row.alignment() == Qt.AlignmentFlag(0)
    bar.set_prompt("Pick", [OptionView(id="go", label="Go", kind="choice")])
    assert bar.row.alignment() == Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
    assert bar._line.itemAt(bar._line.indexOf(bar.pinned)).alignment() == Qt.AlignmentFlag.AlignTop
