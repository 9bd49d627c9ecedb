"""What keeps an answer's repaint cheap (issue #15): work that is not redone. Counted, not timed
(timings belong to benchmarks/ui_bench.py)."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QImage, QPainter, QPixmapCache
from PySide6.QtTest import QTest

from rangers_qt.ui import card_face, face_cache
from rangers_qt.ui.panels import PREVIEW_STEP, CardPreview
from rangers_qt.ui.zone_items import ZoneItem


def test_the_preview_keeps_its_card_size_when_the_side_panel_shifts_by_a_line(qapp: Any) -> None:
    preview = CardPreview()
    sizes = set()
    for height in range(470, 470 + PREVIEW_STEP // 2, 3):  # the details under it grew by a line or two
        preview.resize(360, height)
        sizes.add(preview.card_rect().width())
    assert len(sizes) == 1
    width = sizes.pop()
    assert width % PREVIEW_STEP == 0 and width > 200
    preview.resize(360, 300)  # a real change of room still shows
    assert preview.card_rect().width() < width


def test_a_zone_is_drawn_once_per_look_and_blitted_after(qapp: Any, monkeypatch: Any) -> None:
    zone = ZoneItem("within_reach:r1", "WITHIN REACH \u00b7 Mira")
    zone.set_rect(QRectF(10, 20, 600, 160))
    strokes: list[str] = []
    real = ZoneItem._paint_panel
    monkeypatch.setattr(
        ZoneItem, "_paint_panel", lambda self, p: (strokes.append(self.caption), real(self, p))
    )
    image = QImage(800, 300, QImage.Format.Format_ARGB32_Premultiplied)
    for _ in range(3):
        painter = QPainter(image)
        zone.paint(painter)
        painter.end()
    assert len(strokes) == 1
    zone.set_state(active=True)  # a new look is drawn once too
    for _ in range(2):
        painter = QPainter(image)
        zone.paint(painter)
        painter.end()
    assert len(strokes) == 2


def test_the_test_dialog_relabels_its_commit_buttons_instead_of_making_new_ones(
    qtbot: Any, make_window: Any
) -> None:
    window = make_window()
    c = window.controller
    test = next(o for o in c.options() if o.kind == "test" and o.target)
    c.answer(test.id, priced=True)
    while c.prompt.kind == "response":
        c.answer(c.options()[-1].id)
    window.card_menus.open_test_dialog(test.target)
    dialog = window.card_menus.test_dialog
    assert c.prompt.kind == "commit_energy" and dialog.commit_buttons
    made = set(map(id, dialog._commit_pool))
    QTest.mouseClick(dialog.commit_buttons[0], Qt.MouseButton.LeftButton)  # commit 1 energy
    qtbot.wait(10)
    assert c.prompt.kind == "commit_cards"
    assert all(b.text().startswith(o.label) for o, b in zip(c.options(), dialog.commit_buttons, strict=True))
    assert set(map(id, dialog._commit_pool[: len(made)])) == made  # the first prompt's buttons, reused
    hidden = dialog._commit_pool[len(c.options()) :]
    assert all(not b.isVisible() for b in hidden)


def test_a_face_is_rendered_once_per_size(qapp: Any, catalog: Any, monkeypatch: Any) -> None:
    from rangers_qt.app.faces import face_for

    face = face_for(next(c for c in catalog.cards.values() if c.name == "Prowling Wolhund"))
    painted: list[float] = []
    real = card_face.paint_face
    monkeypatch.setattr(
        card_face,
        "paint_face",
        lambda p, f, r, t=card_face.DARK: (painted.append(r.width()), real(p, f, r, t)),
    )
    QPixmapCache.clear()
    for _ in range(3):
        face_cache.face_pixmap(face, 97, 135, 1.0)
    assert painted == [97]
