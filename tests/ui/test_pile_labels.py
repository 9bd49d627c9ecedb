"""A pile chip's label fits whole or is left out: "Discard" beside a two-digit count at 1366x768
was clipped to "Discarc" (seen in the 1366x768 demo screenshot)."""

from __future__ import annotations

from typing import Any

from PySide6.QtGui import QFontMetricsF

from rangers_qt.ui.board_items import LABEL_MIN_PX, _label_font


def test_a_label_that_fits_keeps_its_size_and_a_tight_one_shrinks_to_fit(qapp: Any) -> None:
    roomy = _label_font("Discard", 11.5, 200)
    assert roomy is not None and roomy.pixelSize() in (11, 12)
    wide = QFontMetricsF(roomy).horizontalAdvance("Discard")
    tight = _label_font("Discard", 11.5, wide - 4)
    assert tight is not None and QFontMetricsF(tight).horizontalAdvance("Discard") <= wide - 4
    assert _label_font("Discard", 11.5, wide) is not None


def test_a_label_with_no_room_even_at_the_smallest_size_is_left_out(qapp: Any) -> None:
    smallest = _label_font("Discard", LABEL_MIN_PX, 1000)
    assert smallest is not None
    need = QFontMetricsF(smallest).horizontalAdvance("Discard")
    assert _label_font("Discard", 11.5, need - 1) is None


def test_a_rangers_name_on_a_narrow_board_shrinks_then_elides_never_cut(qapp: Any) -> None:
    """The aspect board at 1366x768 cut "Explorer / Traveler #1" to "Explorer / T" (issue #29):
    a name that fits keeps its size, a tight one shrinks, one too long even at the smallest
    size ends in an ellipsis within its room."""
    from rangers_qt.ui.board_items import board_name

    name = "Explorer / Traveler #1"
    font, text = board_name(name, 13.0, 400)
    assert text == name and font.pixelSize() == 13
    full = QFontMetricsF(font).horizontalAdvance(name)
    font, text = board_name(name, 13.0, full - 6)
    assert text == name and QFontMetricsF(font).horizontalAdvance(text) <= full - 6
    font, text = board_name(name, 13.0, 60)
    assert text.endswith("\u2026") and text != name
    assert QFontMetricsF(font).horizontalAdvance(text) <= 60
