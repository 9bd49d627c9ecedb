"""Small-screen polish: the phase bar at 1366 px, compact hand cards, zone captions."""

from __future__ import annotations

import itertools
from dataclasses import replace
from typing import Any

from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QImage, QPainter

from rangers_qt.app.controller import GameController
from rangers_qt.app.day_choices import DayChoices
from rangers_qt.app.faces import face_for
from rangers_qt.ui import card_face
from rangers_qt.ui.panels import FitLabel, PhaseBar
from rangers_qt.ui.theme import DARK
from rangers_qt.ui.zone_items import fitted_caption

from .conftest import first_turn_session


def test_phase_bar_labels_all_readable_at_1366(make_window: Any) -> None:
    window = make_window(size=(1366, 768))
    window.controller.day_choices = DayChoices(seed=3, campaign_day=4)
    window.redraw(animate=False)
    bar = window.phase_bar
    bar.layout().activate()
    labels = (bar.round_label, bar.phase_label, bar.turn_label, bar.day_label)
    for label in labels:
        assert label.isVisible()
        shown = label.shown_text()
        assert shown and "\u2026" not in shown, (label.objectName(), shown, label.width())
    assert bar.day_label.shown_text().startswith("Day 4")
    assert "turn" in bar.turn_label.shown_text()
    # Nothing overlaps: the labels sit left to right before the buttons.
    edges = [(w.x(), w.x() + w.width()) for w in labels]
    assert all(a[1] <= b[0] for a, b in itertools.pairwise(edges))
    first_button = min(b.x() for b in bar.findChildren(type(bar.buttons.itemAt(0).widget())) if b.isVisible())
    assert edges[-1][1] <= first_button


def test_fit_label_falls_back_to_shorter_forms_then_elides(qtbot: Any) -> None:
    label = FitLabel()
    qtbot.addWidget(label)
    label.set_forms("Day 4 \u00b7 lead: Mira", "Day 4 \u00b7 Mira", "Day 4")
    label.resize(label.sizeHint().width(), 20)
    assert label.shown_text() == "Day 4 \u00b7 lead: Mira"
    assert label.toolTip() == "Day 4 \u00b7 lead: Mira"
    label.resize(label.fontMetrics().horizontalAdvance("Day 4 \u00b7 Mira") + 4, 20)
    assert label.shown_text() == "Day 4 \u00b7 Mira"
    label.resize(label.fontMetrics().horizontalAdvance("Day") + 2, 20)
    assert label.shown_text().endswith("\u2026")
    assert label.minimumSizeHint().width() < label.sizeHint().width()


def _box_colour_pixels(face: Any, width: int) -> int:
    """How many pixels of the parchment colour a face painted at `width` shows."""
    image = _painted(face, width)
    parchment = QColor(DARK.text_box).rgb()
    return sum(1 for y in range(image.height()) for x in range(width) if image.pixel(x, y) == parchment)


def test_tiny_cards_without_a_hint_draw_no_empty_text_box(catalog: Any) -> None:
    # An attribute printing only its approach icons (one with a commit rule shows that rule).
    attribute = next(
        c for c in catalog.cards.values() if getattr(c, "type", "") == "attribute" and not c.printed
    )
    moment = next(
        c
        for c in catalog.cards.values()
        if getattr(c, "type", "") == "moment" and not c.tests and not c.keywords
    ).model_copy(update={"behaviour": None})  # nothing to say: its generated rules would be a hint
    tested = next(c for c in catalog.cards.values() if c.category == "path" and c.tests)
    assert _box_colour_pixels(face_for(attribute), 60) == 0
    assert _box_colour_pixels(face_for(moment), 60) == 0
    assert _box_colour_pixels(face_for(tested), 60) > 0  # its test verb still shows
    assert _box_colour_pixels(face_for(attribute), 120) > 0  # full size: its line is printed


def test_zone_captions_shorten_before_they_are_cut(qtbot: Any) -> None:
    metrics = QFontMetricsF(QFont("DejaVu Sans", 12))
    full = "CHALLENGE \u00b7 DISCARD"
    assert fitted_caption(full, metrics, 1000) == full
    assert fitted_caption(full, metrics, metrics.horizontalAdvance("CHALLENGE") + 1) == "CHALLENGE"
    turn = "WITHIN REACH \u00b7 Oren  \u25c0 turn"
    short = "WITHIN REACH \u00b7 Oren"
    assert fitted_caption(turn, metrics, metrics.horizontalAdvance(short) + 1) == short
    assert fitted_caption(turn, metrics, 40).endswith("\u2026")


def test_day_over_is_said_once_in_the_phase_bar(qtbot: Any, catalog: Any) -> None:
    bar = PhaseBar()
    qtbot.addWidget(bar)
    table = GameController(first_turn_session(catalog), catalog).table()
    bar.show_table(replace(table, day_over="the rangers camp"), campaign_day=2)
    assert bar.phase_label.text() == ""
    assert bar.turn_label.text() == "Day over: the rangers camp"
    bar.resize(200, 30)
    bar.layout().activate()
    assert bar.round_label.shown_text().startswith("Round")  # the round never shortens first


def _painted(face: Any, width: int) -> QImage:
    height = round(width * 88 / 63)
    image = QImage(width, height, QImage.Format.Format_ARGB32)
    image.fill(QColor("#000000"))
    painter = QPainter(image)
    card_face.paint_face(painter, face, QRectF(0, 0, width, height))
    painter.end()
    return image


def test_table_sized_cards_leave_the_manual_note_to_the_preview(catalog: Any) -> None:
    # Every shipped path card plays itself now: one stripped of its behaviour is a manual card.
    card = next(c for c in catalog.cards.values() if c.category == "path" and c.tests).model_copy(
        update={"behaviour": None, "status": "manual"}
    )
    face = face_for(card)
    assert face.note
    bare = replace(face, note="")
    narrow = card_face.NOTE_MIN_WIDTH - 10
    assert _painted(face, narrow) == _painted(bare, narrow)  # the note is not drawn
    wide = card_face.NOTE_MIN_WIDTH + 40
    assert _painted(face, wide) != _painted(bare, wide)  # the preview-sized face still has it


def test_spin_box_arrows_are_drawn_in_the_theme_colour(qtbot: Any) -> None:
    from pathlib import Path

    from rangers_qt.ui.style import arrow_image, stylesheet

    sheet = stylesheet(DARK)
    path = arrow_image(DARK.text, True)
    assert f"url({path})" in sheet
    image = QImage(path)
    assert not image.isNull() and Path(path).exists()
    centre = image.pixelColor(8, 6)
    assert centre.alpha() > 200 and centre.name() == QColor(DARK.text).name()
    assert image.pixelColor(0, 0).alpha() == 0
