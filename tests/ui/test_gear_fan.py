"""Issue #29: overlapping gear fans so that each card's name and cost show. A player area
holding five or more gear cards at 1366x768 overlaps them (the row has no room side by side);
the card lying on another covers only the part right of its name and cost (the keep of each
card is measured from its own title band, `table_plan.name_share`).

The gear is put into play with the campaign guide's tool, as a player would, and looked at
point by point: at each point the card seen is the topmost card item there."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QFontMetricsF
from PySide6.QtTest import QTest

from rangers_qt.engine.manual import ManualAdjust
from rangers_qt.ui import card_face
from rangers_qt.ui.items import CardItem, Z

from .conftest import first_turn_session


def _gear_session(catalog: Any, count: int) -> Any:
    """The first turn of a day with `count` gear cards (longest names first) in Mira's area."""
    session = first_turn_session(catalog)
    r1 = session.state.rangers[0].id
    gear = sorted(
        (c for c in catalog.cards.values() if c.category == "ranger" and c.type == "gear"),
        key=lambda c: (-len(c.name), c.id),
    )
    for card in gear[:count]:
        session.manual(ManualAdjust(action="put_into_play", card=card.id, zone="player_area", ranger=r1))
    return session


def _seen_share(scene: Any, item: CardItem, rect: QRectF) -> float:
    """The share of `rect`'s points (item coordinates, 1.5 px apart) where no card lies on this one."""
    seen = total = 0
    y = rect.top() + 0.5
    while y < rect.bottom():
        x = rect.left() + 0.5
        while x < rect.right():
            top = next(
                (i for i in scene.items(item.mapToScene(QPointF(x, y))) if isinstance(i, CardItem)), None
            )
            seen += top is item
            total += 1
            x += 1.5
        y += 1.5
    return seen / max(1, total)


def _gear_items(window: Any, catalog: Any) -> list[CardItem]:
    c = window.controller
    area = c.table().rangers[0].player_area
    items = [window.scene.card_item(i) for i in area if catalog.card(c.state.cards[i].def_id).type == "gear"]
    assert all(it is not None for it in items)
    return [it for it in items if it is not None]


@pytest.mark.parametrize(
    ("size", "count"),
    [
        ((1366, 768), 5),
        ((1366, 768), 6),
        ((1920, 1080), 5),
        ((1920, 1080), 6),
        ((1920, 1080), 8),
        ((1920, 1080), 10),
    ],
)
def test_overlapping_gear_shows_each_name_and_cost(
    make_window: Any, catalog: Any, count: int, size: tuple[int, int]
) -> None:
    """At 1366x768 five or six gear cards (and the role) lie on one fanned row at the least
    row size; at 1920x1080 they lie on shelves, each lower by the tallest title band behind it."""
    window = make_window(_gear_session(catalog, count), size=size)
    scene = window.scene
    gear = _gear_items(window, catalog)
    assert len(gear) == count
    # The row is crowded: cards lie partly on their neighbours.
    rects = [it.mapRectToScene(QRectF(0, 0, *it.size())) for it in gear]
    assert any(a.intersects(b) for k, a in enumerate(rects) for b in rects[k + 1 :]), (
        "no overlap: proves nothing"
    )
    for item in gear:
        w = item.size()[0]
        head = card_face.header_layout(item.face, w)
        assert head.name_whole, item.face.name
        assert head.cost is not None, item.face.name
        assert _seen_share(scene, item, head.name_ink) == 1.0, (size, count, item.face.name, w)
        assert _seen_share(scene, item, head.cost) == 1.0, (size, count, item.face.name, w)


@pytest.mark.parametrize("count", [8, 10])
def test_shelved_gear_at_1366_shows_each_cost_and_first_name_line(
    make_window: Any, catalog: Any, count: int
) -> None:
    """Past six gear cards at 1366x768 the row lies on two shelves in a zone too low for a
    two-line name behind (docs/play-table.md, Known limits): each card behind still shows its
    cost and its name's first line, and the front shelf shows its names whole."""
    window = make_window(_gear_session(catalog, count), size=(1366, 768))
    scene = window.scene
    gear = _gear_items(window, catalog)
    rows = sorted({round(it.pos().y()) for it in gear})
    assert len(rows) == 2, rows
    for item in gear:
        head = card_face.header_layout(item.face, item.size()[0])
        assert head.cost is not None and _seen_share(scene, item, head.cost) == 1.0, item.face.name
        ink = head.name_ink
        line = QFontMetricsF(head.name_font).lineSpacing()
        first = QRectF(ink.left(), ink.top(), ink.width(), min(ink.height(), line))
        assert _seen_share(scene, item, first) == 1.0, item.face.name
        if round(item.pos().y()) == rows[-1]:
            assert _seen_share(scene, item, ink) == 1.0, item.face.name


def test_a_hovered_gear_card_rises_and_the_fan_shows_every_name_again_after(
    qtbot: Any, make_window: Any, catalog: Any
) -> None:
    """Hovering an overlapped gear card lifts it whole (covering its neighbour's name for the
    while); when the pointer leaves, every name and cost shows again."""
    window = make_window(_gear_session(catalog, 6), size=(1366, 768))
    scene, view = window.scene, window.view
    gear = _gear_items(window, catalog)
    item = next(it for it in gear if _seen_share(scene, it, QRectF(0, 0, *it.size())) < 1.0)
    head = card_face.header_layout(item.face, item.size()[0])
    viewport = view.viewport()
    QTest.mouseMove(viewport, view.mapFromScene(item.mapToScene(head.name_ink.center())))
    qtbot.waitUntil(lambda: item.zValue() >= Z.HOVER, timeout=2000)
    assert _seen_share(scene, item, QRectF(0, 0, *item.size())) == 1.0
    QTest.mouseMove(viewport, view.mapFromScene(QPointF(2, 2)))
    qtbot.waitUntil(lambda: item.zValue() < Z.HOVER, timeout=2000)
    for other in gear:
        other_head = card_face.header_layout(other.face, other.size()[0])
        assert _seen_share(scene, other, other_head.name_ink) == 1.0, other.face.name
