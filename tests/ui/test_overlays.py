"""Cached overlays (ui/overlays.py): painted once, blitted after, and what a card shows is unchanged."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPointF
from PySide6.QtGui import QColor, QImage, QPainter, QPixmapCache

from rangers_qt.app.faces import face_for
from rangers_qt.app.table_model import CardView
from rangers_qt.ui import overlays
from rangers_qt.ui.items import CardItem


def _card(catalog: Any, tokens: tuple[tuple[str, int], ...] = ()) -> CardView:
    path = next(c for c in catalog.cards.values() if c.category == "path" and c.type == "being")
    return CardView(iid="c1", face=face_for(path), tokens=tokens)


def _render(item: CardItem) -> QImage:
    """The item painted on a plain cloth, with 20 px of room around it: the card, then its
    visible child overlays (the glow behind it, the options pill in front), as the scene would."""
    w, h = item.size()
    image = QImage(int(w) + 40, int(h) + 40, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(QColor("#202020"))
    painter = QPainter(image)
    painter.translate(QPointF(20, 20))
    if item.glow_item.shown():
        item.glow_item.paint(painter, None, None)  # type: ignore[arg-type]
    item.paint(painter, None, None)  # type: ignore[arg-type]
    if item.pill_item.shown():
        item.pill_item.paint(painter, None, None)  # type: ignore[arg-type]
    painter.end()
    return image


def test_glow_is_painted_once_and_then_found_in_the_cache(qapp: Any) -> None:
    QPixmapCache.clear()
    first = overlays.glow("#ffcc00", 120, 168, margin=4, step=1.4, radius=6, dpr=1.0)
    again = overlays.glow("#ffcc00", 120, 168, margin=4, step=1.4, radius=6, dpr=1.0)
    other = overlays.glow("#ffcc00", 121, 168, margin=4, step=1.4, radius=6, dpr=1.0)
    assert first.cacheKey() == again.cacheKey()
    assert other.cacheKey() != first.cacheKey()
    assert (first.width(), first.height()) == (120 + 2 * overlays.GLOW_PAD, 168 + 2 * overlays.GLOW_PAD)


def test_cache_limit_is_raised_but_never_lowered(qapp: Any) -> None:
    old = QPixmapCache.cacheLimit()
    try:
        QPixmapCache.setCacheLimit(10 * 1024)
        overlays.ensure_cache_limit()
        assert QPixmapCache.cacheLimit() == overlays.CACHE_LIMIT_KB
        QPixmapCache.setCacheLimit(overlays.CACHE_LIMIT_KB * 2)
        overlays.ensure_cache_limit()
        assert QPixmapCache.cacheLimit() == overlays.CACHE_LIMIT_KB * 2
    finally:
        QPixmapCache.setCacheLimit(max(old, overlays.CACHE_LIMIT_KB))


def test_a_legal_card_shows_its_glow_outside_its_edge(qapp: Any, catalog: Any) -> None:
    item = CardItem(_card(catalog), 120, 168)
    calm = _render(item)
    item.set_legal(True)
    lit = _render(item)
    # Two pixels outside the card's left edge, halfway down: cloth when calm, the halo when legal.
    x, y = 20 - 3, 20 + 84
    assert calm.pixelColor(x, y) == QColor("#202020")
    assert lit.pixelColor(x, y) != QColor("#202020")


def test_token_badges_change_without_repainting_the_face(qapp: Any, catalog: Any, monkeypatch: Any) -> None:
    from rangers_qt.ui import card_face

    item = CardItem(_card(catalog), 120, 168)
    _render(item)
    painted: list[str] = []
    real = card_face.paint_face
    monkeypatch.setattr(card_face, "paint_face", lambda *a, **k: (painted.append("face"), real(*a, **k)))
    before = _render(item)
    item.set_card(_card(catalog, tokens=(("harm", 2), ("progress", 3))))
    after = _render(item)
    assert painted == []  # the face came from the cache both times
    assert before != after
    # The badge column sits at the right edge, 40% down the card: it changed there.
    d = overlays.badge_diameter(120)
    cx, cy = int(20 + 120 - d * 0.3), int(20 + 168 * 0.40 + d / 2)
    assert before.pixelColor(cx, cy) != after.pixelColor(cx, cy)


def test_badges_list_every_token_kind_with_its_count(qapp: Any) -> None:
    items = overlays.badges_for((("progress", 2), ("harm", 1), ("cloud", 3)), ("r1",))
    assert [(icon, count) for icon, _colour, count in items] == [
        ("progress", 2),
        ("harm", 1),
        ("energy", 3),
        ("ranger", 0),
    ]
    assert len({colour for _icon, colour, _count in items[:2]}) == 2


def test_hover_and_dim_and_mark_are_visible(qapp: Any, catalog: Any) -> None:
    item = CardItem(_card(catalog), 120, 168)
    plain = _render(item)
    item.set_dimmed(True)
    dimmed = _render(item)
    centre = (20 + 60, 20 + 100)
    assert QColor(dimmed.pixel(*centre)).lightness() < QColor(plain.pixel(*centre)).lightness()
    item.set_dimmed(False)
    item.set_mark("SET ASIDE")
    marked = _render(item)
    band = (20 + 60, int(20 + 168 * 0.5))
    assert marked.pixelColor(*band) != plain.pixelColor(*band)


def test_glow_and_pill_come_and_go_without_repainting_the_card(qapp: Any, qtbot: Any, catalog: Any) -> None:
    """The glow and the options pill are child items: lighting a card or giving it a pill shows
    them and the card's own cached picture is not painted again (a turn prompt lights most cards
    at once); a token change still repaints it."""
    from PySide6.QtWidgets import QGraphicsScene, QGraphicsView

    painted: list[str] = []

    class Counted(CardItem):
        def paint(self, painter: Any, option: Any, widget: Any = None) -> None:
            painted.append(self.iid)
            super().paint(painter, option, widget)

    scene = QGraphicsScene(0, 0, 300, 300)
    item = Counted(_card(catalog), 120, 168)
    item.setPos(40, 40)
    scene.addItem(item)
    view = QGraphicsView(scene)
    qtbot.addWidget(view)
    view.resize(320, 320)
    view.show()
    qtbot.waitExposed(view)
    qtbot.waitUntil(lambda: bool(painted))
    painted.clear()
    item.set_legal(True)
    item.set_hint("2 tests")
    view.viewport().repaint()
    assert item.glow_item.shown() and item.pill_item.shown()
    assert item.pill_item.boundingRect() == overlays.hint_rect(120, 168)
    assert painted == []  # the card's cached picture was blitted, not painted again
    item.set_legal(False)
    item.set_hint("")
    view.viewport().repaint()
    assert not item.glow_item.shown() and not item.pill_item.shown()
    assert painted == []
    item.set_card(_card(catalog, tokens=(("harm", 1),)))
    view.viewport().repaint()
    assert painted == ["c1"]


def test_a_turned_cards_pill_stays_upright_across_its_top(qapp: Any, catalog: Any) -> None:
    """An exhausted card lies turned; its options pill is not: it reads across the top of the
    turned card (the token badges run along its bottom), and a click there is a click on it."""
    from PySide6.QtWidgets import QGraphicsScene

    scene = QGraphicsScene(0, 0, 400, 400)
    item = CardItem(_card(catalog, tokens=(("progress", 2),)), 120, 168)
    scene.addItem(item)
    item.glide_to(QPointF(100, 100), 90.0, animate=False)
    item.set_hint("3 tests")
    assert item.pill_item.shown()
    card = item.sceneBoundingRect()
    pill = item.pill_item.sceneBoundingRect()
    assert pill.width() > pill.height()  # upright: wider than tall
    assert card.top() <= pill.top() and pill.bottom() < card.center().y()  # across the top
    assert item.on_hint(item.mapFromScene(pill.center()))
    assert not item.on_hint(item.mapFromScene(QPointF(card.center().x(), card.bottom() - 4)))
    item.glide_to(QPointF(100, 100), 0.0, animate=False)  # readied: back at the foot
    pill = item.pill_item.sceneBoundingRect()
    assert pill.top() > item.sceneBoundingRect().center().y()
