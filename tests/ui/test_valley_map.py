"""The Valley map: every location and path drawn from the card data, river paths closed until
opened, the group's location highlighted, names readable at common screen sizes, and a
campaign's journey drawn day by day (Rulebook: Phase 3: Travel; the Valley map)."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QGraphicsPathItem

from rangers_qt.app.valley_map import (
    TERRAINS,
    JourneyDay,
    MapState,
    TravelMark,
    journey_routes,
    route_words,
    travel_choice,
    valley_layout,
)
from rangers_qt.ui.theme import DARK, LIGHT
from rangers_qt.ui.valley_map import ValleyMapScene, ValleyMapView
from rangers_qt.ui.valley_map_items import LabelItem, LocationItem, PathItem, TerrainBadge, day_colour


@pytest.fixture(scope="module")
def layout(catalog: Any) -> Any:
    return valley_layout(catalog)


def _scene(layout: Any, theme: Any = DARK) -> ValleyMapScene:
    return ValleyMapScene(layout, theme)


def test_layout_holds_the_card_data(catalog: Any, layout: Any) -> None:
    vmap = catalog.valley_map
    assert [n.slug for n in layout.nodes] == [loc.slug for loc in vmap.locations]
    assert len(layout.nodes) == 37 and len(layout.edges) == 63 and len(layout.links) == len(vmap.one_way)
    spire = layout.node("spire")
    assert (spire.name, spire.pivotal) == ("Spire", True)
    data = next(loc for loc in vmap.locations if loc.slug == "spire")
    assert (spire.x, spire.y) == (data.x, data.y)
    assert {e.terrain for e in layout.edges} == set(TERRAINS)
    assert all(e.restricted == (e.terrain == "river") for e in layout.edges)


def test_scene_draws_every_location_and_connection(qtbot: Any, catalog: Any, layout: Any) -> None:
    scene = _scene(layout)
    items = scene.items()
    nodes = [i for i in items if isinstance(i, LocationItem)]
    labels = [i for i in items if isinstance(i, LabelItem)]
    badges = [i for i in items if isinstance(i, TerrainBadge)]
    paths = [i for i in items if isinstance(i, PathItem) and not i.edge.one_way]
    vmap = catalog.valley_map
    assert sorted(n.slug for n in nodes) == sorted(loc.slug for loc in vmap.locations)
    assert sorted(lab.text for lab in labels) == sorted(
        catalog.location_by_slug(s).name for s in layout._by_slug
    )
    want = sorted((c.a, c.b, c.terrain) for c in vmap.connections)
    assert sorted((p.edge.a, p.edge.b, p.edge.terrain) for p in paths) == want
    assert sorted((b.edge.a, b.edge.b, b.edge.terrain) for b in badges) == want  # an icon on every path
    # Each path runs between its two markers.
    for p in paths:
        a, b = scene.nodes[p.edge.a].pos(), scene.nodes[p.edge.b].pos()
        assert p.path().pointAtPercent(0) == a and p.path().pointAtPercent(1) == b
    # Pivotal locations carry the star (a bigger marker); others do not.
    for n in nodes:
        assert (n.radius > 7) == n.node.pivotal


def test_terrain_has_a_colour_and_an_icon_of_its_own() -> None:
    from rangers_qt.app.valley_map import terrain_icon
    from rangers_qt.ui.icons import icon_path
    from rangers_qt.ui.valley_map_items import TERRAIN_COLOURS

    assert len({TERRAIN_COLOURS[t] for t in TERRAINS}) == len(TERRAINS)
    files = {icon_path(terrain_icon(t)).read_bytes() for t in TERRAINS}
    assert len(files) == len(TERRAINS)  # eight different drawings, not one reused


def test_river_paths_are_closed_until_the_river_opens(qtbot: Any, layout: Any) -> None:
    scene = _scene(layout)
    river = [k for k, p in scene.paths.items() if p.edge.terrain == "river"]
    assert len(river) == 9
    scene.set_state(MapState(current="spire", river_open=False))
    for key, path in scene.paths.items():
        closed = key in river
        assert path.open is not closed
        assert (path.pen().style() == Qt.PenStyle.DashLine) is closed
        assert scene.badges[key].open is not closed
        assert ("closed" in scene.badges[key].toolTip()) is closed
    scene.set_state(MapState(current="spire", river_open=True))
    assert all(p.open and p.pen().style() == Qt.PenStyle.SolidLine for p in scene.paths.values())
    assert all(b.open for b in scene.badges.values())


def test_a_river_path_travel_offers_is_drawn_open(qtbot: Any, layout: Any) -> None:
    """River gear lets a group take river paths: the path the prompt offers is drawn open."""
    mark = TravelMark("white_sky", "river", "travel:white_sky:river")
    scene = _scene(layout)
    scene.set_state(MapState(current="spire", river_open=False, travel=(mark,)))
    assert scene.paths["white_sky|spire"].open
    assert not scene.paths["stoneweaver_bridge|spire"].open


def test_the_current_location_is_highlighted(qtbot: Any, layout: Any) -> None:
    scene = _scene(layout)
    scene.set_state(MapState(current="meadow"))
    assert [s for s, n in scene.nodes.items() if n.current] == ["meadow"]
    label = scene.labels["meadow"]
    assert label.bold and "(here)" in label.text
    assert not scene.labels["spire"].bold
    assert "The rangers are here" in scene.nodes["meadow"].toolTip()
    scene.set_state(MapState(current="spire"))
    assert [s for s, n in scene.nodes.items() if n.current] == ["spire"]
    assert not scene.labels["meadow"].bold and scene.labels["meadow"].text == "Meadow"


@pytest.mark.parametrize("theme", [DARK, LIGHT], ids=["dark", "light"])
@pytest.mark.parametrize("size", [(1000, 700), (1500, 1000)], ids=["1366x768", "1920x1080"])
def test_names_do_not_cover_each_other(qtbot: Any, layout: Any, theme: Any, size: tuple[int, int]) -> None:
    """The map area of a review window at 1366x768 and 1920x1080: every name shown, none covered."""
    scene = _scene(layout, theme)
    view = ValleyMapView(scene)
    qtbot.addWidget(view)
    view.resize(*size)
    view.show()
    qtbot.waitExposed(view)
    view.fit()
    scale = view.transform().m11()
    assert all(lab.isVisible() for lab in scene.labels.values())
    assert scene.label_overlaps(scale) == []
    assert min(lab.font.pointSizeF() for lab in scene.labels.values()) >= 9
    # Every marker is inside the view.
    for slug in scene.nodes:
        assert view.viewport().rect().contains(view.viewport_point(slug)), slug


def test_the_overlap_check_can_fail(qtbot: Any, layout: Any) -> None:
    scene = _scene(layout)
    for lab in scene.labels.values():
        lab.place("below")
    assert scene.label_overlaps(0.2) != []


def test_zoom_keys_and_fit(qtbot: Any, layout: Any) -> None:
    view = ValleyMapView(_scene(layout))
    qtbot.addWidget(view)
    view.resize(600, 600)
    view.show()
    qtbot.waitExposed(view)
    fitted = view.transform().m11()
    qtbot.keyClick(view, Qt.Key.Key_Plus)
    assert view.transform().m11() == pytest.approx(fitted * 1.2) and view.user_zoomed
    qtbot.keyClick(view, Qt.Key.Key_0)
    assert view.transform().m11() == pytest.approx(fitted) and not view.user_zoomed


# --------------------------------------------------------------------------- travel choice


def test_travel_choice_takes_offered_options_and_explains_the_rest(layout: Any) -> None:
    state = MapState(
        current="lone_tree_station",
        travel=(
            TravelMark("white_sky", "lakeshore", "travel:white_sky", 1),
            TravelMark("spire", "river", None, None, "river closed"),
        ),
    )
    assert travel_choice(layout, state, "white_sky") == ("travel:white_sky", "")
    option, why = travel_choice(layout, state, "spire")
    assert option is None and "closed" in why and "Spire" in why
    option, why = travel_choice(layout, state, "tumbledown")
    assert option is None and why == "No path leads from Lone Tree Station to Tumbledown"
    option, why = travel_choice(layout, state, "lone_tree_station")
    assert option is None and "already at Lone Tree Station" in why
    option, why = travel_choice(layout, MapState(current="spire"), "white_sky")
    assert option is None and "travel phase" in why


# --------------------------------------------------------------------------- journey

DAYS = [
    JourneyDay(1, ["lone_tree_station", "white_sky", "spire"], "spire", "made camp"),
    JourneyDay(2, ["spire", "crossroads_station", "branch"], "branch", "a ranger was too fatigued"),
    JourneyDay(3, ["branch"], "branch", "the campaign guide ended the day"),
    JourneyDay(5, ["branch", "the_high_basin"], "the_fractured_wall", "made camp"),
]


def test_journey_routes_follow_the_days(layout: Any) -> None:
    routes = journey_routes(layout, DAYS)
    assert [r.day for r in routes] == [1, 2, 3, 5]
    assert [(leg.a, leg.b, leg.terrain) for leg in routes[0].legs] == [
        ("lone_tree_station", "white_sky", "lakeshore"),
        ("white_sky", "spire", "river"),
    ]
    assert routes[2].legs == () and routes[2].start == routes[2].end == "branch"
    # ended_at beyond the last stop adds the last leg.
    assert [(leg.a, leg.b) for leg in routes[3].legs] == [
        ("branch", "the_high_basin"),
        ("the_high_basin", "the_fractured_wall"),
    ]
    assert (
        route_words(layout, routes[0]) == "Day 1: Lone Tree Station \u2192 White Sky \u2192 Spire (made camp)"
    )
    assert route_words(layout, routes[2]).startswith("Day 3: stayed at Branch")


def test_journey_leg_without_a_printed_path_has_no_terrain(layout: Any) -> None:
    (route,) = journey_routes(layout, [JourneyDay(7, ["lone_tree_station", "tumbledown"])])
    assert route.legs[0].terrain == "" and route.end == "tumbledown"


@pytest.mark.parametrize(
    ("days", "message"),
    [
        ([JourneyDay(1, ["atlantis"])], "day 1: 'atlantis' is not a location on the Valley map"),
        ([JourneyDay(2, ["spire"]), JourneyDay(2, ["spire"])], "day 2 is listed twice in the journey"),
        ([JourneyDay(4, [])], "day 4 has no location"),
    ],
)
def test_bad_journey_is_refused_in_one_line(layout: Any, days: list[JourneyDay], message: str) -> None:
    with pytest.raises(ValueError) as err:
        journey_routes(layout, days)
    assert str(err.value) == message


def test_scene_draws_each_days_route_in_its_colour_with_its_number(qtbot: Any, layout: Any) -> None:
    scene = _scene(layout)
    scene.set_journey(journey_routes(layout, DAYS))
    assert scene.drawn_legs() == {
        1: [("lone_tree_station", "white_sky"), ("white_sky", "spire")],
        2: [("spire", "crossroads_station"), ("crossroads_station", "branch")],
        5: [("branch", "the_high_basin"), ("the_high_basin", "the_fractured_wall")],
    }
    for order, day in enumerate([1, 2, 3, 5]):
        legs = [i for i in scene.route_items[day] if isinstance(i, QGraphicsPathItem) and i.data(0)]
        assert all(i.pen().color().name() == day_colour(order) for i in legs)
        numbers = [i for i in scene.route_items[day] if hasattr(i, "day")]
        assert numbers and all(b.day == day for b in numbers)  # every route is numbered
        kinds = [b.kind for b in numbers]
        assert kinds.count("start") == 1 and kinds.count("end") == 1  # where the day began and ended
        route = scene.routes[order]
        start = next(b for b in numbers if b.kind == "start")
        end = next(b for b in numbers if b.kind == "end")
        assert (start.pos() - scene.nodes[route.start].pos()).manhattanLength() < 40
        assert (end.pos() - scene.nodes[route.end].pos()).manhattanLength() < 40
        assert "ended here" in end.toolTip() and route.ended_why in end.toolTip()
    scene.show_days([2])
    assert list(scene.drawn_legs()) == [2]
    scene.show_days(None)
    assert list(scene.drawn_legs()) == [1, 2, 5]
    # A new journey replaces the old one.
    scene.set_journey(journey_routes(layout, DAYS[:1]))
    assert list(scene.drawn_legs()) == [1]


def test_journey_map_day_list_filters_the_routes(qtbot: Any, layout: Any) -> None:
    from rangers_qt.ui.journey_map import JourneyMap

    widget = JourneyMap(layout, LIGHT)
    qtbot.addWidget(widget)
    widget.set_journey(DAYS)
    widget.resize(1366, 768)
    widget.show()
    qtbot.waitExposed(widget)
    texts = [widget.days.item(n).text() for n in range(widget.days.count())]
    assert texts[0].startswith("Day 1:") and len(texts) == 4
    assert widget.scene_.state.current == "the_fractured_wall"  # where the journey stands now
    item = widget.days.item(0)
    rect = widget.days.visualItemRect(item)
    # Untick day 1 with the mouse on its check box (left edge of the row).
    pos = rect.topLeft() + rect.bottomLeft()
    pos.setX(rect.left() + 10)
    pos.setY(rect.center().y())
    qtbot.mouseClick(widget.days.viewport(), Qt.MouseButton.LeftButton, pos=pos)
    assert item.checkState() == Qt.CheckState.Unchecked
    assert list(widget.scene_.drawn_legs()) == [2, 5]
    widget.show_days([1])
    assert list(widget.scene_.drawn_legs()) == [1]


def test_map_modules_do_not_import_the_engine() -> None:
    """The map reads plain values from app.valley_map; the engine stays behind the app layer."""
    import ast
    from pathlib import Path

    import rangers_qt

    root = Path(rangers_qt.__file__).parent
    for rel in ("ui/valley_map.py", "ui/travel_map.py", "app/valley_map.py"):
        tree = ast.parse((root / rel).read_text(encoding="utf-8"))
        names = [
            n.module or "" if isinstance(n, ast.ImportFrom) else a.name
            for n in ast.walk(tree)
            if isinstance(n, (ast.Import, ast.ImportFrom))
            for a in n.names
        ]
        assert names and not [m for m in names if m.startswith("rangers_qt.engine")], rel


def test_hovering_a_marker_shows_its_tooltip(qtbot: Any, layout: Any) -> None:
    from PySide6.QtCore import QEvent
    from PySide6.QtGui import QHelpEvent
    from PySide6.QtWidgets import QApplication, QToolTip

    scene = _scene(layout)
    scene.set_state(MapState(current="spire"))
    view = ValleyMapView(scene)
    qtbot.addWidget(view)
    view.resize(900, 900)
    view.show()
    qtbot.waitExposed(view)
    at = view.viewport_point("spire")
    event = QHelpEvent(QEvent.Type.ToolTip, at, view.viewport().mapToGlobal(at))
    QApplication.sendEvent(view.viewport(), event)
    qtbot.waitUntil(QToolTip.isVisible)
    assert QToolTip.text().startswith("Spire  \u2605 pivotal location")
    assert "The rangers are here." in QToolTip.text()
    QToolTip.hideText()
