"""A card whose size changed shows its face scaled for one frame, then its own size (issue #15's
answer-to-repaint goal); and the memoised text measures of a face give the same picture as
measuring afresh. Counted and compared by pixels, not timed (timings: benchmarks/ui_bench.py)."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QImage, QPainter, QPixmapCache
from PySide6.QtWidgets import QGraphicsScene, QGraphicsView

from rangers_qt.app.faces import face_for
from rangers_qt.app.table_model import CardView
from rangers_qt.ui import card_face, face_cache, text_boxes
from rangers_qt.ui.items import CardItem
from rangers_qt.ui.zone_looks import zone_look


def _face(catalog: Any, name: str) -> Any:
    return face_for(next(c for c in catalog.cards.values() if c.name == name))


def _shown(qtbot: Any, item: CardItem) -> tuple[QGraphicsScene, QGraphicsView]:
    scene = QGraphicsScene(0, 0, 400, 400)
    scene.addItem(item)
    item.setPos(20, 20)
    view = QGraphicsView(scene)
    qtbot.addWidget(view)
    view.resize(420, 420)
    view.show()
    qtbot.waitExposed(view)
    qtbot.waitUntil(lambda: view.viewport().isVisible())
    qtbot.wait(10)
    return scene, view


def _picture(scene: QGraphicsScene, item: CardItem) -> QImage:
    """The item as the scene paints it (its own cached picture included)."""
    w, h = item.size()
    image = QImage(round(w), round(h), QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(QColor(0, 0, 0, 0))
    painter = QPainter(image)
    scene.render(painter, QRectF(0, 0, w, h), QRectF(item.pos().x(), item.pos().y(), w, h))
    painter.end()
    return image


def _exact(face: Any, w: int, h: int) -> QImage:
    """What an item of this size looks like with its exact face (a fresh item, nothing scaled)."""
    image = QImage(w, h, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(QColor(0, 0, 0, 0))
    painter = QPainter(image)
    painter.drawPixmap(0, 0, face_cache.face_pixmap(face, w, h))
    painter.end()
    return image


def test_a_resized_card_shows_a_stand_in_for_one_frame_then_its_exact_face(
    qapp: Any, qtbot: Any, catalog: Any
) -> None:
    QPixmapCache.clear()
    face = _face(catalog, "Prowling Wolhund")
    item = CardItem(CardView(iid="c1", face=face), 100, 140)
    scene, view = _shown(qtbot, item)
    view.viewport().repaint()
    assert face_cache.cached_face(face, 100, 140) is not None and item.stand_ins == 0

    item.set_size(90, 126)  # its row got crowded
    view.viewport().repaint()  # the answer's frame: the 100 px face, scaled
    assert item.stand_ins == 1
    assert face_cache.cached_face(face, 90, 126) is None
    qtbot.waitUntil(lambda: face_cache.cached_face(face, 90, 126) is not None)  # right after the frame
    qtbot.wait(20)
    view.viewport().repaint()
    assert item.stand_ins == 1  # never a stand-in again once the exact face is there
    assert _picture(scene, item) == _picture_with_exact_face(scene, item, face)


def _picture_with_exact_face(scene: QGraphicsScene, item: CardItem, face: Any) -> QImage:
    """The item's picture as a fresh item of the same size (exact face, never scaled) paints it."""
    w, h = (round(v) for v in item.size())
    twin = CardItem(CardView(iid="c2", face=face), w, h)
    scene.addItem(twin)
    twin.setPos(item.pos().x(), item.pos().y() + 200)
    image = _picture(scene, twin)
    scene.removeItem(twin)
    return image


def test_a_stand_in_is_never_another_cards_face(qapp: Any, qtbot: Any, catalog: Any) -> None:
    """The stand-in is looked up by the card's own face: a card whose face changed while its size
    changed shows its new face (painted at once when no other size of it exists)."""
    QPixmapCache.clear()
    old, new = _face(catalog, "Prowling Wolhund"), _face(catalog, "Sitka Doe")
    item = CardItem(CardView(iid="c1", face=old), 100, 140)
    scene, view = _shown(qtbot, item)
    view.viewport().repaint()
    item.set_card(CardView(iid="c1", face=new))
    item.set_size(90, 126)
    view.viewport().repaint()
    assert item.stand_ins == 0  # no size of the new face was painted: painted exactly now
    assert _picture(scene, item) == _exact(new, 90, 126)
    face_cache.face_pixmap(old, 100, 140)
    face_cache.face_pixmap(new, 120, 168)  # another size of the new face exists now
    item.set_size(100, 140)
    view.viewport().repaint()
    assert item.stand_ins == 1  # the new face at 120 px, scaled, never the old face at 100 px
    qtbot.waitUntil(lambda: face_cache.cached_face(new, 100, 140) is not None)
    qtbot.wait(20)
    assert _picture(scene, item) == _exact(new, 100, 140)


def test_memoised_text_measures_paint_the_same_faces(qapp: Any, catalog: Any, monkeypatch: Any) -> None:
    """Every face at three sizes, painted with the memoised measures (warm from other sizes and
    cards) and with each measure taken afresh: the same pixels."""
    faces = [face_for(c) for c in list(catalog.cards.values())[::7]]
    sizes = ((79, 111), (105, 148), (132, 185))

    def paint_all() -> list[QImage]:
        QPixmapCache.clear()
        return [face_cache.face_pixmap(f, w, h).toImage() for w, h in sizes for f in faces]

    text_boxes.TEXT_BOXES.clear()
    paint_all()  # warm
    memoised = paint_all()
    fresh = lambda font, width, flags, text: QFontMetricsF(font).boundingRect(  # noqa: E731
        QRectF(0, 0, width, 10_000), flags, text
    )
    monkeypatch.setattr(card_face, "_text_box", fresh)
    assert paint_all() == memoised


def test_a_text_measure_is_kept_per_font_width_and_text(qapp: Any) -> None:
    text = "Exhaust: add 1 progress to a being within reach. Then suffer 1 fatigue."
    flags = text_boxes.WRAP
    for px, bold, width in ((9, False, 80.0), (14, False, 80.0), (14, True, 80.0), (14, True, 140.0)):
        font = QFont(card_face.FONT_FAMILY)
        font.setPixelSize(px)
        font.setBold(bold)
        want = QFontMetricsF(font).boundingRect(QRectF(0, 0, width, 10_000), flags, text)
        assert text_boxes.text_box(font, width, flags, text) == want
        assert text_boxes.text_box(font, width, flags, text + " Again.") != want


def test_zone_looks_are_warmed_for_every_turn_and_match_a_fresh_paint(qtbot: Any, make_window: Any) -> None:
    """Right after the table is shown every zone's look for each Ranger's turn is in the cache:
    the turn passing paints no zone panel. A warmed panel is the very picture a fresh paint of
    that look gives (the key holds all it shows: a stale one could not be found under it)."""
    from rangers_qt.app.demo import demo_session
    from rangers_qt.content.catalog import load_catalog

    session = demo_session(load_catalog(), seed=7)
    window = make_window(session, size=(1600, 1000))
    scene = window.scene
    qtbot.wait(20)
    assert scene.warm_zones() == 0  # the zero-delay warm-up already ran
    ids = [r.id for r in scene.table.rangers]
    assert len(ids) == 2
    key = f"within_reach:{ids[1]}"
    zone = scene.zones[key]
    names = {r.id: r.name for r in scene.table.rangers}
    caption, lit = zone_look(key, names, ids[1], ids[1])
    assert caption.endswith("\u25c0 turn") and lit
    before = zone.panels_painted
    warmed = zone._picture(caption, lit, False, 1.0).toImage()
    assert zone.panels_painted == before >= 2  # its look now and its look at that turn, warmed

    QPixmapCache.clear()
    fresh = zone._picture(caption, lit, False, 1.0).toImage()
    assert zone.panels_painted == before + 1
    assert warmed == fresh
    assert zone._picture(caption, False, False, 1.0).toImage() != fresh  # the look is in the key


def test_an_aspect_board_picture_follows_every_change_of_what_it_shows(qapp: Any) -> None:
    """The board is blitted from a picture keyed by all it shows: energy spent, an injury, the
    glow of an aspect each give another picture, and going back gives the first one again,
    the same as painted afresh."""
    from rangers_qt.ui.board_items import AspectBoardItem

    scene = QGraphicsScene(0, 0, 200, 200)
    board = AspectBoardItem("r1")
    scene.addItem(board)
    board.set_size(110.0, 150.0)
    aspects = (("AWA", 2), ("FIT", 3), ("FOC", 1), ("SPI", 2))

    def shown(
        energy: tuple[tuple[str, int], ...], injuries: int = 0, glow: frozenset[str] = frozenset()
    ) -> QImage:
        board.set_content("Mira", aspects, energy, injuries, False, True)
        board.glow_aspects = set(glow)
        board.update()
        image = QImage(120, 160, QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(QColor(0, 0, 0, 0))
        painter = QPainter(image)
        scene.render(painter, QRectF(0, 0, 120, 160), QRectF(-4, -4, 120, 160))
        painter.end()
        return image

    full = (("AWA", 2), ("FIT", 3), ("FOC", 1), ("SPI", 2))
    spent = (("AWA", 1), ("FIT", 3), ("FOC", 1), ("SPI", 2))
    first = shown(full)
    assert shown(spent) != first
    assert shown(full, injuries=1) != first
    assert shown(full, glow=frozenset({"FIT"})) != first
    assert shown(full) == first
    QPixmapCache.clear()
    assert shown(spent) == shown(spent) and shown(full) == first


def test_the_test_dialog_is_built_ahead_for_this_game_and_used_by_the_first_test(
    qtbot: Any, make_window: Any
) -> None:
    window = make_window()
    c = window.controller
    qtbot.waitUntil(lambda: window.card_menus.test_dialog is not None)
    ahead = window.card_menus.test_dialog
    assert ahead.controller is c and not ahead.isVisible()
    test = next(o for o in c.options() if o.kind == "test" and o.target)
    c.answer(test.id, priced=True)  # the first test of the day
    while c.prompt.kind == "response":
        c.answer(c.options()[-1].id)
    assert c.prompt.kind == "commit_energy"  # the dialog follows the test from here
    qtbot.waitUntil(lambda: ahead.isVisible())
    assert window.card_menus.test_dialog is ahead
    assert c.state.test is not None and ahead.target == c.state.test.target


def test_a_card_reuses_one_animation_per_property_and_ends_where_the_last_glide_asked(
    qapp: Any, catalog: Any
) -> None:
    from PySide6.QtCore import QPointF, QPropertyAnimation

    item = CardItem(CardView(iid="c1", face=_face(catalog, "Prowling Wolhund")), 100, 140)
    scene = QGraphicsScene(0, 0, 800, 800)
    scene.addItem(item)
    for k in range(12):  # a day of glides, some interrupted, some turning the card
        item.glide_to(QPointF(10 + 40 * k, 20 + 5 * k), 90.0 if k % 3 == 0 else 0.0)
        if k % 2:
            item.finish_animations()
    item.glide_to(QPointF(300, 400), 90.0)
    item.finish_animations()
    assert item.pos() == QPointF(300, 400) and item.rotation() == 90.0
    assert item.home == QPointF(300, 400)
    assert len(item.findChildren(QPropertyAnimation)) == 2  # one for the position, one for the turn


def test_a_cards_first_paint_is_exact_even_when_its_face_exists_at_another_size(
    qapp: Any, qtbot: Any, catalog: Any
) -> None:
    """A new card (a new table, a window of another size) paints its face exactly at once: a
    stand-in is only for a card that was shown at another size, so the sharpening never lands
    in the frames that follow a table's first paint (a drag started at once)."""
    QPixmapCache.clear()
    face = _face(catalog, "Sitka Doe")
    face_cache.face_pixmap(face, 120, 168)
    item = CardItem(CardView(iid="c1", face=face), 100, 140)
    scene, view = _shown(qtbot, item)
    view.viewport().repaint()
    assert item.stand_ins == 0 and face_cache.cached_face(face, 100, 140) is not None
    assert _picture(scene, item) == _exact(face, 100, 140)
