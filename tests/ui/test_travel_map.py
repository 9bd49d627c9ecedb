"""The travel chooser's map: legal destinations ringed and numbered, a click with the mouse
names one and a second travels there, a click elsewhere is refused with the reason
(Rulebook: Phase 3: Travel)."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPoint, Qt

from rangers_qt.app.demo import travel_session
from rangers_qt.ui.valley_map import ValleyMapView


def _click(qtbot: Any, view: ValleyMapView, at: QPoint, to: QPoint | None = None) -> None:
    """A real click on the viewport: press, a move (to `to`, a drag, if given), release."""
    vp = view.viewport()
    end = to if to is not None else at + QPoint(1, 0)
    qtbot.mousePress(vp, Qt.MouseButton.LeftButton, pos=at)
    qtbot.mouseMove(vp, (at + end) / 2)
    qtbot.mouseMove(vp, end)
    qtbot.mouseRelease(vp, Qt.MouseButton.LeftButton, pos=end)


def _travel_window(make_window: Any, catalog: Any) -> Any:
    session = travel_session(catalog)
    assert session.prompt is not None and session.prompt.kind == "travel"
    window = make_window(session)
    view = window.day_panel.travel_map
    assert view is not None and view.isVisible()
    return window


def test_travel_map_marks_the_prompts_destinations(qtbot: Any, catalog: Any, make_window: Any) -> None:
    window = _travel_window(make_window, catalog)
    c, view = window.controller, window.day_panel.travel_map
    scene = view.map
    offered = {o.id.split(":")[1] for o in c.prompt.options if o.kind == "travel"}
    assert offered == {"atrox_mountain", "white_sky", "boulder_field", "ancestors_grove"}
    assert {s for s, n in scene.nodes.items() if n.destination is not None} == offered
    assert [s for s, n in scene.nodes.items() if n.current] == ["lone_tree_station"]
    # Numbered like the keys that answer them, and the path there drawn in its terrain.
    keys = {o.id.split(":")[1]: n for n, o in enumerate(c.prompt.options, start=1) if o.kind == "travel"}
    assert {s: scene.nodes[s].key for s in offered} == keys
    assert scene.nodes["white_sky"].destination == "lakeshore"
    assert scene.paths["white_sky|lone_tree_station"].highlighted
    assert not scene.paths["white_sky|boulder_field"].highlighted
    assert "click again to travel here along the lakeshore path" in scene.nodes["white_sky"].toolTip()
    # Every destination and the current location are inside the zoomed map, names shown.
    for slug in (*offered, "lone_tree_station"):
        assert view.viewport().rect().contains(view.viewport_point(slug)), slug
        assert scene.labels[slug].isVisible()
    # The list stays for the keyboard.
    assert window.day_panel.destinations.topLevelItemCount() == 4


def test_a_click_names_the_destination_and_a_second_travels(
    qtbot: Any, catalog: Any, make_window: Any
) -> None:
    """Travel asks once, naming where (issue #29): one click used to travel at once."""
    window = _travel_window(make_window, catalog)
    c, view = window.controller, window.day_panel.travel_map
    before = len(c.session.log)
    _click(qtbot, view, view.viewport_point("white_sky"))
    assert len(c.session.log) == before and c.prompt.kind == "travel"  # asked, not travelled
    panel = window.day_panel
    assert "Travel to White Sky?" in panel.status.text()
    assert panel.buttons["travel"].text() == "Travel to White Sky" and panel.buttons["travel"].hasFocus()
    _click(qtbot, view, view.viewport_point("white_sky"))
    assert c.session.log[-1].option == "travel:white_sky"
    assert c.prompt.kind == "camp"


def test_a_click_then_the_named_button_travels(qtbot: Any, catalog: Any, make_window: Any) -> None:
    window = _travel_window(make_window, catalog)
    c, view = window.controller, window.day_panel.travel_map
    _click(qtbot, view, view.viewport_point("boulder_field"))
    _click(qtbot, view, view.viewport_point("white_sky"))  # another destination: asked again
    assert c.prompt.kind == "travel" and "Travel to White Sky?" in window.day_panel.status.text()
    qtbot.mouseClick(window.day_panel.buttons["travel"], Qt.MouseButton.LeftButton)
    assert c.session.log[-1].option == "travel:white_sky"


def test_clicking_an_illegal_location_is_refused_with_a_reason(
    qtbot: Any, catalog: Any, make_window: Any
) -> None:
    window = _travel_window(make_window, catalog)
    c, view = window.controller, window.day_panel.travel_map
    before = len(c.session.log)
    inside = [
        s
        for s in view.map.nodes
        if view.viewport().rect().adjusted(12, 12, -12, -12).contains(view.viewport_point(s))
        and view.map.nodes[s].destination is None
        and not view.map.nodes[s].current
    ]
    assert "golden_shore" in inside
    _click(qtbot, view, view.viewport_point("golden_shore"))
    why = "No path leads from Lone Tree Station to Golden Shore"
    assert window.day_panel.status.text() == why
    assert window.statusBar().currentMessage() == why
    assert len(c.session.log) == before and c.prompt.kind == "travel"
    # The group's own location: refused too, and the reason says what to do instead.
    _click(qtbot, view, view.viewport_point("lone_tree_station"))
    assert "already at Lone Tree Station" in window.day_panel.status.text()
    assert len(c.session.log) == before


def test_a_drag_is_not_a_click(qtbot: Any, catalog: Any, make_window: Any) -> None:
    window = _travel_window(make_window, catalog)
    c, view = window.controller, window.day_panel.travel_map
    before = len(c.session.log)
    at = view.viewport_point("white_sky")
    _click(qtbot, view, at, to=at + QPoint(60, 40))
    assert len(c.session.log) == before and c.prompt.kind == "travel"


def test_choosing_in_the_list_marks_the_map(qtbot: Any, catalog: Any, make_window: Any) -> None:
    window = _travel_window(make_window, catalog)
    tree, scene = window.day_panel.destinations, window.day_panel.travel_map.map
    names = [tree.topLevelItem(n).text(0).strip()[3:].strip() for n in range(tree.topLevelItemCount())]
    tree.setCurrentItem(tree.topLevelItem(names.index("Boulder Field")))
    assert [s for s, n in scene.nodes.items() if n.selected_dest] == ["boulder_field"]


def test_a_played_day_becomes_a_journey_day(catalog: Any) -> None:
    """The review can feed the map from the engine's day outcome: start, travels, end and why."""
    from rangers_qt.app.valley_map import journey_day, journey_routes, valley_layout

    session = travel_session(catalog)
    session.answer("travel:white_sky")
    session.answer("camp:yes")
    outcome = session.outcome()
    assert outcome is not None
    jd = journey_day(4, outcome)
    assert (jd.day, tuple(jd.path), jd.ended_at) == (4, ("lone_tree_station", "white_sky"), "white_sky")
    assert jd.ended_why == "the rangers made camp"
    (route,) = journey_routes(valley_layout(catalog), [jd])
    assert [(leg.a, leg.b, leg.terrain) for leg in route.legs] == [
        ("lone_tree_station", "white_sky", "lakeshore")
    ]


def test_a_closed_river_destination_is_shown_and_refused(qtbot: Any, catalog: Any, make_window: Any) -> None:
    """Rulebook: river paths cannot be travelled until a game effect allows it."""
    session = travel_session(catalog, location="rings_of_the_moon")
    assert session.prompt is not None and session.prompt.kind == "travel"
    window = make_window(session)
    c, view = window.controller, window.day_panel.travel_map
    scene = view.map
    assert not c.state.day.river_open
    closed = {s for s, n in scene.nodes.items() if n.closed}
    assert closed == {"the_concordant_ziggurats", "the_alluvial_ruins"}  # its two river paths
    assert not scene.paths["the_concordant_ziggurats|rings_of_the_moon"].open
    assert not scene.paths["rings_of_the_moon|the_alluvial_ruins"].open
    before = len(c.session.log)
    _click(qtbot, view, view.viewport_point("the_alluvial_ruins"))
    assert "river path to The Alluvial Ruins is closed" in window.day_panel.status.text()
    assert len(c.session.log) == before and c.prompt.kind == "travel"
    # Open legal destinations still travel (a click names it, the second travels).
    legal = next(s for s, n in scene.nodes.items() if n.destination and not n.closed)
    _click(qtbot, view, view.viewport_point(legal))
    _click(qtbot, view, view.viewport_point(legal))
    assert c.session.log[-1].option == f"travel:{legal}"


def test_travel_map_follows_the_windows_theme(qtbot: Any, catalog: Any, make_window: Any) -> None:
    from rangers_qt.ui.theme import DARK, LIGHT

    window = _travel_window(make_window, catalog)
    scene = window.day_panel.travel_map.map
    window.apply_theme(DARK)
    assert scene.theme is DARK
    window.apply_theme(LIGHT)
    qtbot.waitUntil(lambda: scene.theme is LIGHT)
    assert scene.backgroundBrush().color().name() == LIGHT.table
