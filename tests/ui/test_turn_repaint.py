"""A turn changing hands repaints only what changed (issue #28, "Turn change").

When the turn passes, the look of both Rangers' areas changes (the lit zones and their captions,
the veil moving from one Ranger's areas to the other's) and the hand row shows the next Ranger's
cards; elsewhere only the cards whose glow or options pill changed look different. These tests
watch the one paint of the table that follows the answer: which strips of the background were
drawn again, which part of the viewport was exposed, and how many card pictures were painted
afresh rather than blitted from their caches. A change that repainted the whole viewport, or
threw away the cards' cached pictures, fails here.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from PySide6.QtCore import QEvent, QObject, QRect, QRectF, Qt
from PySide6.QtGui import QRegion
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from rangers_qt.ui.items import CardItem

#: The zones whose look a turn changing hands changes: each Ranger's areas (and the hand row).
_RANGER_ZONES = ("within_reach:", "player_area:")
#: A zone's strip of background is widened by 3 px (its border's antialiasing, `ZoneItem`).
_MARGIN = 3
#: Qt widens every exposed rectangle by 2 px more for antialiasing (`QGraphicsView`).
_QT_MARGIN = 2


class _Watch(QObject):
    """Collects the viewport's paint events (their exposed regions) while `on`."""

    def __init__(self) -> None:
        super().__init__()
        self.on = False
        self.regions: list[QRegion] = []

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if self.on and event.type() == QEvent.Type.Paint:
            self.regions.append(QRegion(event.region()))  # type: ignore[attr-defined]
        return False


#: The cards whose paint() ran while the watch was on (a cached card is blitted without it).
_PAINTED: list[str] = []
_WATCH: list[_Watch | None] = [None]


@pytest.fixture(autouse=True)
def _count_card_paints(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """Wrap `CardItem.paint` before any window is made: Qt looks a Python override up when the
    item is made, so cards made earlier would not see a later wrapper."""
    original = CardItem.paint

    def painting(self: CardItem, *args: Any) -> None:
        watch = _WATCH[0]
        if watch is not None and watch.on:
            _PAINTED.append(self.iid)
        original(self, *args)

    monkeypatch.setattr(CardItem, "paint", painting)
    yield
    _PAINTED.clear()
    _WATCH[0] = None


def _turn_zone(key: str) -> bool:
    return key == "hand" or key.startswith(_RANGER_ZONES)


def _in_view(window: Any, rect: QRectF, margin: int = _MARGIN) -> QRect:
    box: QRect = window.view.mapFromScene(rect).boundingRect()
    return box.adjusted(-margin, -margin, margin, margin)


def _card_bounds(window: Any, item: CardItem) -> QRect:
    """Where a card and its glow and pill (child items) are drawn, in viewport pixels."""
    box = item.sceneBoundingRect().united(item.mapRectToScene(item.childrenBoundingRect()))
    return _in_view(window, box)


def _look(item: CardItem) -> tuple[Any, ...]:
    """What a card shows and where: its picture (face, tokens, exhausted, size), glow, pill,
    shade and place."""
    home = item.home
    return (item.card, item.size(), item.legal, item.hint, item.dimmed, item.mark, home.x(), home.y())


def _answer_until_the_turn_changes_hands(qtbot: Any, window: Any, monkeypatch: Any) -> dict[str, Any]:
    """Rest, then the first option, until the turn passes; what the passing answer's paint did:
    the exposed regions, the background rectangles drawn again, the cards painted afresh, and
    the cards whose glow or pill changed (from the scene's state before and after)."""
    scene = window.scene
    c = window.controller
    first = c.table().active_ranger
    watch = _Watch()
    window.view.viewport().installEventFilter(watch)
    background: list[QRectF] = []
    painted = _PAINTED
    original_background = scene.drawBackground

    def drawing_background(painter: Any, rect: Any) -> None:
        if watch.on:
            background.append(QRectF(rect))
        original_background(painter, rect)

    # On the scene itself: Qt's call into a Python override looks it up on the object.
    monkeypatch.setattr(scene, "drawBackground", drawing_background)
    window.view.setFocus()
    for _ in range(12):
        for item in scene.cards.values():
            item.finish_animations()
        qtbot.wait(5)
        QApplication.processEvents()
        looks = {iid: _look(item) for iid, item in scene.cards.items()}
        watch.regions.clear()
        background.clear()
        painted.clear()
        _WATCH[0] = watch
        key = Qt.Key.Key_R if c.prompt is not None and c.prompt.kind == "turn" else Qt.Key.Key_1
        watch.on = True
        QTest.keyClick(window.view, key)  # the answer runs inside; its paint is still queued
        QApplication.processEvents()
        watch.on = False
        if c.table().active_ranger not in (None, first):
            break
    window.view.viewport().removeEventFilter(watch)
    _WATCH[0] = None
    assert c.table().active_ranger not in (None, first), "the turn never changed hands"
    changed = {iid for iid, item in scene.cards.items() if looks.get(iid) != _look(item)}
    return {
        "regions": list(watch.regions),
        "background": background,
        "painted": list(painted),
        "changed": changed,
        "looks": looks,
    }


def _turn_box(window: Any) -> QRectF:
    """The rectangle around the zones whose look a turn changing hands changes (the gaps of
    cloth between them come with it: Qt draws a background strip as one rectangle)."""
    box = QRectF()
    for key, zone in window.scene.zones.items():
        if _turn_zone(key):
            box = box.united(zone.rect())
    return QRectF(box.adjusted(-_MARGIN, -_MARGIN, _MARGIN, _MARGIN).toAlignedRect()).adjusted(-1, -1, 1, 1)


def _untouched_zones(window: Any) -> list[str]:
    keys = [k for k in window.scene.zones if not _turn_zone(k)]
    assert keys, "the table has no zones outside the Rangers' areas and the hand"
    return keys


def test_a_turn_changing_hands_redraws_the_background_of_the_rangers_areas_and_the_hand_only(
    qtbot: Any, make_window: Any, monkeypatch: Any
) -> None:
    window = make_window()
    seen = _answer_until_the_turn_changes_hands(qtbot, window, monkeypatch)
    assert seen["background"], "the zones' new look was never painted"
    box = _turn_box(window)
    for rect in seen["background"]:
        assert box.contains(rect), (rect.getRect(), box.getRect())
    # The surroundings, along the way and the decks keep their cached background.
    for key in _untouched_zones(window):
        inner = window.scene.zone_rect(key).adjusted(_MARGIN, _MARGIN, -_MARGIN, -_MARGIN)
        assert not any(rect.intersects(inner) for rect in seen["background"]), key


def test_a_turn_changing_hands_exposes_the_changed_areas_and_cards_not_the_whole_table(
    qtbot: Any, make_window: Any, monkeypatch: Any
) -> None:
    window = make_window()
    seen = _answer_until_the_turn_changes_hands(qtbot, window, monkeypatch)
    assert len(seen["regions"]) == 1, "the turn change was painted in more than one pass"
    exposed = seen["regions"][0]
    # Outside the Rangers' areas and the hand only cards are exposed (a glow or pill that
    # changed), never the cloth or a zone's panel around them.
    allowed = QRegion(_in_view(window, _turn_box(window), margin=_QT_MARGIN))
    others = []
    for item in window.scene.cards.values():
        bounds = _card_bounds(window, item)
        allowed = allowed.united(QRegion(bounds))
        if not _turn_box(window).intersects(item.sceneBoundingRect()):
            others.append(bounds)
    outside = exposed.subtracted(allowed)
    assert outside.isEmpty(), [r.getRect() for r in outside]
    assert others, "no cards outside the Rangers' areas to tell"
    viewport = window.view.viewport().rect()
    area = sum(r.width() * r.height() for r in exposed)
    assert area < viewport.width() * viewport.height(), "the whole viewport was exposed"


def test_a_turn_changing_hands_blits_the_cards_it_already_showed(
    qtbot: Any, make_window: Any, monkeypatch: Any
) -> None:
    """Cards already on the table before the turn passed are blitted from their cached
    pictures; only cards newly shown (the next Ranger's hand, a card drawn) are painted."""
    window = make_window()
    seen = _answer_until_the_turn_changes_hands(qtbot, window, monkeypatch)
    assert seen["changed"], "nothing on the table changed its look"
    scene = window.scene
    kept = [
        iid
        for iid, look in seen["looks"].items()
        if (item := scene.card_item(iid)) is not None and _look(item)[:2] == look[:2]
    ]
    assert len(kept) >= 5, f"only {len(kept)} cards stayed on the table: too few to tell"
    # A card whose own picture changed (tokens, exhausted, a new size) is painted again; a glow,
    # a pill, a veil or a move never repaints a card's picture.
    repainted = sorted(set(seen["painted"]) & set(kept))
    assert repainted == [], [window.controller.card_name(i) for i in repainted]
