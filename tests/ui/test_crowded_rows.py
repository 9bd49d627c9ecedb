"""A crowded row stays readable (issue #15): at 1366x768 and 1920x1080, with a player area holding
a dozen cards (some exhausted, one with an attachment) and a long way along the way, no card on
the table is hidden and every card's name is in view; a hovered card rises whole.

The table is filled as a player would fill it: real cards put into play with the campaign
guide's tool (the manual adjustments the guide panel makes), then looked at point by point:
at each point the card seen is the topmost card item there (`QGraphicsScene.items`)."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QPointF, QRectF
from PySide6.QtTest import QTest

from rangers_qt.engine.manual import ManualAdjust
from rangers_qt.ui import layout as geo
from rangers_qt.ui.items import CardItem, Z

from .conftest import first_turn_session


def _crowded_session(catalog: Any) -> Any:
    session = first_turn_session(catalog)
    state = session.state
    r1 = state.rangers[0].id
    gear = sorted(c.id for c in catalog.cards.values() if c.category == "ranger" and c.type == "gear")
    path = sorted(
        c.id for c in catalog.cards.values() if c.category == "path" and c.type in ("being", "feature")
    )
    for def_id in gear[:11]:
        session.manual(ManualAdjust(action="put_into_play", card=def_id, zone="player_area", ranger=r1))
    for def_id in path[:9]:
        session.manual(ManualAdjust(action="put_into_play", card=def_id, zone="along_the_way"))
    area = session.state.ranger(r1).player_area
    for iid in area[2:7:2]:  # a few exhausted gear cards among the others
        session.manual(ManualAdjust(action="exhaust", card=iid))
    return session


def _top_card(scene: Any, point: QPointF) -> CardItem | None:
    for item in scene.items(point):  # topmost first
        if isinstance(item, CardItem):
            return item
    return None


def _points(item: CardItem, rect: QRectF, step: float = 3.0) -> list[QPointF]:
    """Points of `rect` (item coordinates) in scene coordinates, every `step` pixels."""
    out = []
    y = rect.top() + 1
    while y < rect.bottom():
        x = rect.left() + 1
        while x < rect.right():
            out.append(item.mapToScene(QPointF(x, y)))
            x += step
        y += step
    return out


def _in_view(scene: Any, item: CardItem, rect: QRectF) -> float:
    """The share of `rect`'s points where this card is the one seen."""
    points = _points(item, rect)
    return sum(1 for p in points if _top_card(scene, p) is item) / max(1, len(points))


def _name_band(item: CardItem) -> QRectF:
    """Where the card's name starts: the left part of its title band (item coordinates)."""
    w, h = item.size()
    return QRectF(0.06 * w, 0.02 * h, (geo.NAME_SHARE - 0.1) * w, 0.09 * h)


@pytest.mark.parametrize("size", [(1366, 768), (1920, 1080)])
def test_no_card_of_a_crowded_table_is_hidden_and_every_name_shows(
    make_window: Any, catalog: Any, size: tuple[int, int]
) -> None:
    window = make_window(_crowded_session(catalog), size=size)
    scene = window.scene
    c = window.controller
    table = c.table()
    r1 = table.rangers[0]
    assert len(r1.player_area) >= 12 and len(table.along_the_way) >= 9
    assert any(table.cards[i].exhausted for i in r1.player_area)
    rows = [*table.surroundings, *table.along_the_way]
    for r in table.rangers:
        rows += [*r.within_reach, *r.player_area]
    checked = 0
    for iid in rows:
        item = scene.card_item(iid)
        assert item is not None, c.card_name(iid)
        w, h = item.size()
        # Not hidden: some of it is seen (an attachment shows only its strip beside its host).
        assert _in_view(scene, item, QRectF(0, 0, w, h)) > 0.08, (size, c.card_name(iid))
        if table.cards[iid].attached_to:
            continue
        # Its name: the start of the title band is not under another card.
        assert _in_view(scene, item, _name_band(item)) == 1.0, (size, c.card_name(iid))
        checked += 1
    assert checked >= 25
    # The crowded player area kept its cards readable, not slivers: every card is at least the
    # smallest size a crowded row shrinks to.
    base = window.scene.geometry.card_w
    for iid in r1.player_area:
        assert scene.card_item(iid).size()[0] >= int(base * geo.MIN_ROW_SCALE) - 1


def test_a_hovered_card_of_a_crowded_row_rises_whole(qtbot: Any, make_window: Any, catalog: Any) -> None:
    window = make_window(_crowded_session(catalog), size=(1366, 768))
    scene = window.scene
    area = window.controller.table().rangers[0].player_area
    # A card whose right part lies under the next card.
    item = next(
        it
        for i in area
        if (it := scene.card_item(i)) is not None and _in_view(scene, it, QRectF(0, 0, *it.size())) < 0.9
    )
    viewport = window.view.viewport()
    QTest.mouseMove(viewport, window.view.mapFromScene(item.mapToScene(_name_band(item).center())))
    qtbot.waitUntil(lambda: item.zValue() >= Z.HOVER, timeout=2000)
    assert _in_view(scene, item, QRectF(0, 0, *item.size())) == 1.0
