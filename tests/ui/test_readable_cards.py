"""Issue #29: every card readable at 1366x768 and up. Zones never shrink cards below the size
at which a face prints its text box and its whole name (`layout.READABLE_CARD_W`); a table that
needs more room than the view (a campaign guide entry or the travel chooser up) scrolls instead,
keeping the hand beside the day panel."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QPointF, QRectF

from rangers_qt.app.faces import face_for
from rangers_qt.engine.cards import book_for
from rangers_qt.engine.day_sim import DayBot, day_setup, starter_rangers
from rangers_qt.engine.manual import ManualAdjust
from rangers_qt.engine.session import Session
from rangers_qt.ui import card_face
from rangers_qt.ui import layout as geo
from rangers_qt.ui.items import CardItem


def _faces(catalog: Any) -> list[Any]:
    faces = [face_for(c) for c in catalog.cards.values()]
    return [f for f in faces if not f.kind.startswith("back_") and f.kind != "challenge"]


def test_readable_width_is_the_least_at_which_every_name_is_whole(qapp: Any, catalog: Any) -> None:
    """One below the table's readable width a long location name is cut; at it and above (the
    table, a large hand, the preview) every name of the catalogue is drawn whole. A crowded row
    stops at the compact threshold, where every name but a location's is whole (locations are
    never in a crowded row), and one below it a face is compact and most names are cut."""
    faces = _faces(catalog)
    assert len(faces) > 300

    def cut(w: float, of: list[Any] = faces) -> list[str]:
        return [f.name for f in of if not card_face.header_layout(f, w).name_whole]

    at = geo.READABLE_CARD_W
    assert cut(at - 1) == ["The Philosopher's Garden"]
    for w in (at, at + 1, 85, 119, 120, 121, 160, 250, 400):
        assert cut(w) == [], w
    row = geo.ROW_LEAST_W
    assert row == card_face.COMPACT_WIDTH
    in_rows = [f for f in faces if f.kind != "location"]
    assert cut(row, in_rows) == [] and cut(row + 1, in_rows) == []
    assert len(cut(row - 1, in_rows)) > 100


def test_a_long_name_wraps_on_a_large_face_rather_than_elide(qapp: Any, catalog: Any) -> None:
    """A 1920x1080 hand card (about 130 px): "Carbonforged Cable" beside a gear card's cost,
    aspect and level used to read "Carbonforged C..."; it takes two lines, the band grows."""
    card = next(c for c in catalog.cards.values() if c.name == "Carbonforged Cable")
    head = card_face.header_layout(face_for(card), 130)
    assert head.name_whole and head.name_text == "Carbonforged Cable"
    assert head.band_h > 11.5 * 130 / 63  # taller than a one-line band
    assert head.name_font.pixelSize() >= card_face.MIN_TEXT_PX


def test_the_table_card_size_never_goes_below_readable() -> None:
    """The four rows' height decides at 1366x768; with a day panel up that height is about 400 px:
    the cards stop at the readable width and the table grows taller than the view."""
    roomy = geo.card_width_for(1366, 640)
    assert roomy > geo.READABLE_CARD_W
    assert geo.card_width_for(1366, 400) == geo.READABLE_CARD_W
    assert geo.card_width_for(1366, 400, zoom=0.5) == geo.READABLE_CARD_W
    table = geo.table_layout(1366, 400, ["r1", "r2"])
    assert table.card_w == geo.READABLE_CARD_W and table.height > 400


@pytest.mark.parametrize("base", [80.0, 85.0, 110.0])
def test_a_crowded_row_shrinks_no_further_than_readable(base: float) -> None:
    least = geo.readable_scale(base)
    assert base * least >= geo.ROW_LEAST_W - 1e-9 or least == geo.MIN_ROW_SCALE
    widths = [base] * 20
    ratio = geo.CARD_RATIO
    scale, _ = geo.shelf_plan(widths, [False] * 20, 300.0, base * 1.4, base, base * ratio, least=least)
    assert scale >= least


def _guide_day(catalog: Any) -> Session:
    """A day at its first campaign guide entry (the arrival's), Mira's hand drawn up to 8."""
    book = book_for(catalog)
    session = Session.new(
        book, day_setup(catalog, 1, starter_rangers(catalog, 2), "lone_tree_station", "woods", None)
    )
    bot = DayBot(1)
    while session.prompt is not None and session.prompt.kind != "guide":
        session.answer(bot.choose(session.prompt))
    assert session.prompt is not None
    r1 = session.state.rangers[0].id
    session.manual(ManualAdjust(action="draw", ranger=r1, amount=8 - len(session.state.ranger(r1).hand)))
    assert len(session.state.ranger(r1).hand) == 8 and session.prompt.kind == "guide"
    return session


def _seen(scene: Any, item: CardItem, rect: QRectF) -> bool:
    """Every point of `rect` (item coordinates, 2 px apart) shows this card and no other on top."""
    y = rect.top() + 0.5
    while y < rect.bottom():
        x = rect.left() + 0.5
        while x < rect.right():
            here = scene.items(item.mapToScene(QPointF(x, y)))
            top = next((i for i in here if isinstance(i, CardItem)), None)
            if top is not item:
                return False
            x += 2
        y += 2
    return True


@pytest.mark.parametrize("size", [(1366, 768), (1920, 1080)])
def test_with_a_guide_entry_up_every_card_shows_its_whole_name(
    make_window: Any, catalog: Any, size: tuple[int, int]
) -> None:
    window = make_window(_guide_day(catalog), size=size)
    assert window.day_panel.isVisible()
    scene, view = window.scene, window.view
    table = window.controller.table()
    hand = table.ranger(table.rangers[0].id).hand
    on_table = [*table.surroundings, *table.along_the_way]
    for r in table.rangers:
        on_table += [*r.within_reach, *r.player_area]
    seen_rect = view.mapToScene(view.viewport().rect()).boundingRect()
    for iid in [*on_table, *hand]:
        item = scene.card_item(iid)
        assert item is not None
        w = item.size()[0]
        assert w >= geo.READABLE_CARD_W, (size, item.face.name, w)
        head = card_face.header_layout(item.face, w)
        assert head.name_whole, (size, item.face.name, w)
        if item.rotation() == 0:
            assert _seen(scene, item, head.name_ink), (size, item.face.name)
    # The hand stays in view beside the panel (the table above it scrolls).
    for iid in hand:
        item = scene.card_item(iid)
        assert seen_rect.contains(item.mapRectToScene(QRectF(0, 0, *item.size()))), (size, item.face.name)
