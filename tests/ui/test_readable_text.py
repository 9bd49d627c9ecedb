"""Every text on the table readable at 1366x768 (issue #15): at least 9 px on a card at rest,
larger in the hover preview; the prompt bar is one row that scrolls sideways."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QRectF
from PySide6.QtGui import QImage, QPainter, QPixmapCache

from rangers_qt.app.faces import face_for
from rangers_qt.ui import card_face, overlays


def _sizes_painting(monkeypatch: Any, face: Any, w: int, h: int) -> list[int]:
    sizes: list[int] = []
    real = card_face._font

    def spy(px: float, bold: bool = False, italic: bool = False) -> Any:
        font = real(px, bold, italic)
        sizes.append(font.pixelSize())
        return font

    monkeypatch.setattr(card_face, "_font", spy)
    image = QImage(w, h, QImage.Format.Format_ARGB32_Premultiplied)
    painter = QPainter(image)
    card_face.paint_face(painter, face, QRectF(0, 0, w, h))
    painter.end()
    return sizes


def test_faces_at_the_1366_card_size_draw_no_text_under_9_px(
    qapp: Any, catalog: Any, make_window: Any, monkeypatch: Any
) -> None:
    window = make_window(size=(1366, 768))
    cw = round(window.scene.geometry.card_w)
    ch = round(window.scene.geometry.card_h)
    assert cw < 110  # a laptop's card: small, the case that matters
    kinds = {}
    for card in catalog.cards.values():
        kinds.setdefault((card.category, getattr(card, "type", "")), card)
    for card in kinds.values():
        sizes = _sizes_painting(monkeypatch, face_for(card), cw, ch)
        if card.category == "challenge":
            continue  # numbers and symbols only, drawn from icons
        assert sizes and min(sizes) >= card_face.MIN_TEXT_PX == 9, card.id
        preview = _sizes_painting(monkeypatch, face_for(card), 300, 419)
        assert sorted(preview)[len(preview) // 2] > sorted(sizes)[len(sizes) // 2], card.id  # larger on hover


def test_token_counts_are_readable_too(qapp: Any) -> None:
    QPixmapCache.clear()
    fonts: list[int] = []
    real = overlays._font
    try:
        overlays._font = lambda px, bold=False: (f := real(px, bold), fonts.append(f.pixelSize()))[0]  # type: ignore[assignment]
        overlays.badges(overlays.badges_for((("progress", 3),), ()), 60, 84, 1.0)
    finally:
        overlays._font = real  # type: ignore[assignment]
    assert fonts and min(fonts) >= 9


def test_the_prompt_bar_is_one_scrollable_row_at_1366(qtbot: Any, make_window: Any) -> None:
    from rangers_qt.ui.panels import OptionView

    window = make_window(size=(1366, 768))
    bar = window.prompt_bar
    # A prompt with more card-less options than fit (a guide choice, a long response list).
    many = [OptionView(f"o{n}", f"A long option label number {n} of the prompt", "yes") for n in range(8)]
    bar.set_prompt("Many choices", many)
    qtbot.wait(10)
    buttons = [b for b in bar.buttons if b.isVisible()]
    assert len(buttons) == 8
    assert len({b.y() for b in buttons}) == 1  # one row
    assert bar.options_scroll.height() < 2 * buttons[0].height() + 20
    strip = bar.options_scroll.widget()
    assert strip.width() > bar.options_scroll.viewport().width()  # it scrolls rather than wraps


class _Recording(QPainter):
    def __init__(self, device: Any) -> None:
        super().__init__(device)
        self.texts: list[str] = []

    def drawText(self, *args: Any) -> None:
        self.texts.append(str(args[-1]))
        super().drawText(*args)


def test_long_names_wrap_on_large_faces_and_elide_on_small_ones(qapp: Any, catalog: Any) -> None:
    from dataclasses import replace

    base = face_for(next(c for c in catalog.cards.values() if c.category == "path" and c.type == "being"))
    face = replace(base, key="invented-long", name="Invented Longwinded Marsh Wanderer")

    def texts(w: int, h: int) -> list[str]:
        image = QImage(w, h, QImage.Format.Format_ARGB32_Premultiplied)
        painter = _Recording(image)
        card_face.paint_face(painter, face, QRectF(0, 0, w, h))
        painter.end()
        return painter.texts

    assert face.name in texts(300, 419)  # the preview: whole, on two lines
    small = texts(90, 126)
    assert face.name not in small and any(t.endswith("\u2026") and t.startswith("Inv") for t in small)


def test_a_two_word_name_wraps_on_a_1366_hand_card_at_9_px_or_more(qapp: Any, catalog: Any) -> None:
    """At 1366x768 cards are about 85 px wide: "Prowling Wolhund" reads on two lines (the title
    band grows) instead of "Prowling ..."; a name that would need three lines is still elided."""
    from dataclasses import replace

    face = face_for(next(c for c in catalog.cards.values() if c.name == "Prowling Wolhund"))
    sizes: list[int] = []

    class Sizes(_Recording):
        def drawText(self, *args: Any) -> None:
            sizes.append(self.font().pixelSize())
            super().drawText(*args)

    def texts(f: Any, w: int, h: int) -> list[str]:
        image = QImage(w, h, QImage.Format.Format_ARGB32_Premultiplied)
        painter = Sizes(image)
        card_face.paint_face(painter, f, QRectF(0, 0, w, h))
        painter.end()
        return painter.texts

    assert face.name in texts(face, 85, 119)
    assert min(sizes) >= card_face.MIN_TEXT_PX
    # A name whose longer word needs the font a little condensed (never smaller than 9 px).
    sensor = face_for(next(c for c in catalog.cards.values() if c.name == "Boundary Sensor"))
    sizes.clear()
    assert sensor.name in texts(sensor, 85, 119)
    assert min(sizes) >= card_face.MIN_TEXT_PX
    longer = replace(face, key="invented-long", name="Invented Longwinded Marsh Wanderer")
    assert longer.name not in texts(longer, 85, 119)


def test_at_1366_the_preview_and_log_fold_away_and_f9_brings_them_back(qtbot: Any, make_window: Any) -> None:
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    window = make_window(size=(1366, 768))
    assert window.side.isHidden() and not window.actions_["side_panel"].isChecked()
    width = window.view.viewport().width()
    QTest.keyClick(window.view, Qt.Key.Key_F9)
    qtbot.wait(20)
    assert not window.side.isHidden() and window.actions_["side_panel"].isChecked()
    assert window.view.viewport().width() < width
    window.resize(1360, 760)  # the player's choice stands
    qtbot.wait(10)
    assert not window.side.isHidden()


def test_wide_windows_keep_the_preview_and_log(make_window: Any) -> None:
    window = make_window(size=(1920, 1080))
    assert not window.side.isHidden() and window.actions_["side_panel"].isChecked()
