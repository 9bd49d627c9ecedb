"""A whole day through the window: the new-day dialog, the mulligan, the campaign guide's tools,
the travel chooser and the day summary (Rulebook: Game Setup; Phase 3: Travel; Ending the Day)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import QPoint, Qt

from rangers_qt.app.controller import GameController
from rangers_qt.app.day_choices import DayChoices, Seat, build_setup, next_day
from rangers_qt.engine.manual import ManualAdjust
from rangers_qt.engine.session import Session


def _day(catalog: Any, **kw: Any) -> Session:
    return Session.new(catalog, build_setup(catalog, DayChoices(**kw)))


def _window(make_window: Any, session: Session, choices: DayChoices | None = None) -> Any:
    window = make_window(session)
    window.controller.day_choices = choices
    return window


def test_new_day_dialog_builds_the_chosen_setup(qtbot: Any, catalog: Any, make_window: Any) -> None:
    window = make_window(_day(catalog, seed=5))
    dialog = window.day_flow.open_new_day_dialog(DayChoices(seed=99))
    dialog.count.setValue(3)
    dialog.names[2].clear()
    qtbot.keyClicks(dialog.names[2], "Wren")
    dialog.deck_boxes[2].setCurrentIndex(3)
    qtbot.mouseClick(dialog.leads[2], Qt.MouseButton.LeftButton, pos=QPoint(6, dialog.leads[2].height() // 2))
    dialog.location.setCurrentIndex(dialog.location.findData("white_sky"))
    dialog.terrain.setCurrentIndex(dialog.terrain.findData("lakeshore"))
    dialog.by_campaign.setChecked(True)
    dialog.day.setValue(13)
    assert "Howling Winds" in dialog.weather_note.text()  # day 13's recommended weather
    choices = dialog.choices()
    assert choices.seats[2] == Seat("Wren", 3) and choices.lead == 2 and choices.seed == 99
    setup = build_setup(catalog, choices)
    assert [r.name for r in setup.rangers] == ["Mira", "Oren", "Wren"]
    assert setup.rangers[2].role_id == "01051" and setup.lead == 2
    assert (setup.location, setup.terrain, setup.campaign_day, setup.difficulty) == (
        "white_sky",
        "lakeshore",
        13,
        None,
    )
    assert setup.mulligan and setup.arrival_setup and setup.guide_prompts
    qtbot.mouseClick(dialog.start_button, Qt.MouseButton.LeftButton)
    state = window.controller.state
    assert [r.name for r in state.rangers] == ["Mira", "Oren", "Wren"]
    assert state.day.location == "white_sky" and window.controller.prompt.kind == "mulligan"
    # Remembered for the next dialog (with a fresh seed).
    again = window.day_flow.current_choices()
    assert again.seats == choices.seats and again.location == "white_sky" and again.campaign_day == 13


def test_mulligan_by_dragging_a_card_aside_then_keep(qtbot: Any, catalog: Any, make_window: Any) -> None:
    window = _window(make_window, _day(catalog, seed=5))
    c = window.controller
    assert c.prompt.kind == "mulligan" and window.day_panel.isVisible() and not window.prompt_bar.isVisible()
    hand = list(c.state.ranger("r1").hand)
    item = window.scene.card_item(hand[0])
    view = window.view
    start = view.mapFromScene(item.sceneBoundingRect().center())
    target = view.mapFromScene(window.scene.zone_rect("along_the_way").center())
    qtbot.mousePress(view.viewport(), Qt.MouseButton.LeftButton, pos=start)
    qtbot.mouseMove(view.viewport(), (start + target) / 2)
    qtbot.mouseMove(view.viewport(), target)
    qtbot.mouseRelease(view.viewport(), Qt.MouseButton.LeftButton, pos=target)
    assert c.session.log[-1].option == f"aside:{hand[0]}"
    assert "Set aside: " + c.card_name(hand[0]) in window.day_panel.status.text()
    keep = window.day_panel.buttons["done"]
    assert keep.text().startswith("Draw 1 new card")
    qtbot.mouseClick(keep, Qt.MouseButton.LeftButton)
    assert c.prompt.ranger == "r2" and c.prompt.kind == "mulligan"
    assert hand[0] in c.state.ranger("r1").deck and len(c.state.ranger("r1").hand) == 6
    # Oren sets a card aside with a plain click; it is marked, and a second click does nothing more.
    second = c.state.ranger("r2").hand[-1]  # the top card of the fan
    for card in window.scene.cards.values():
        card.finish_animations()
    item = window.scene.card_item(second)
    at = view.mapFromScene(item.sceneBoundingRect().center())
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=at)
    assert c.session.log[-1].option == f"aside:{second}" and item.mark == "SET ASIDE"
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=at)
    assert c.session.log[-1].option == f"aside:{second}"
    qtbot.mouseClick(window.day_panel.buttons["done"], Qt.MouseButton.LeftButton)
    assert second in c.state.ranger("r2").deck
    assert c.prompt.kind == "guide"


def test_guide_tools_log_a_manual_adjustment_and_undo_removes_it(
    qtbot: Any, catalog: Any, make_window: Any
) -> None:
    session = _day(catalog, seed=5, campaign_day=4)
    session.answer("done")
    session.answer("done")
    window = _window(make_window, session)
    c, panel = window.controller, window.day_panel
    assert c.prompt.kind == "guide"
    # Day 4's entry 1.04 and the location's entry 2 follow one another: listed together (#29).
    assert panel.heading.text() == "Read campaign guide entries 1.04, 2"
    assert panel.event_field is not None
    qtbot.keyClicks(panel.event_field, "Met the ferryman")
    qtbot.keyClick(panel.event_field, Qt.Key.Key_Return)
    assert c.state.day.events == ["Met the ferryman"]
    assert c.session.log[-1].kind == "manual" and window.log_panel.item(window.log_panel.count() - 1)
    qtbot.mouseClick(panel.buttons["open_river"], Qt.MouseButton.LeftButton)
    assert c.state.day.river_open and c.prompt.kind == "guide"  # the same prompt is asked again
    texts = [window.log_panel.item(n).text() for n in range(window.log_panel.count())]
    assert "Guide: open the river paths" in texts
    panel.pick_item = lambda _p, _t, _l, items: next(i for i in items if i.startswith("Biscuit Delivery"))
    qtbot.mouseClick(panel.buttons["add_mission"], Qt.MouseButton.LeftButton)
    assert c.state.day.missions_added == ["MI04"]
    window.action("undo").trigger()
    window.action("undo").trigger()
    assert not c.state.day.river_open and c.state.day.missions_added == []
    assert c.state.day.events == ["Met the ferryman"]
    window.action("undo").trigger()
    assert c.state.day.events == [] and c.prompt.kind == "guide"


def _to_travel(catalog: Any, seed: int = 11) -> Session:
    """A real day, setup answered, the location's progress met, every ranger resting: phase 3."""
    session = _day(catalog, seed=seed, campaign_day=4)
    while session.prompt.kind in ("mulligan", "guide"):
        session.answer("done")
    loc = next(
        i
        for i in session.state.surroundings
        if catalog.card(session.state.cards[i].def_id).category == "location"
    )
    session.manual(ManualAdjust(action="add_tokens", card=loc, token="progress", amount=10))
    for _ in range(20):
        if session.prompt.kind == "travel":
            return session
        ids = [o.id for o in session.prompt.options]
        session.answer("rest" if "rest" in ids else ids[0])
    raise AssertionError(f"no travel prompt, at {session.prompt.kind}")


def test_travel_chooser_answers_the_travel_option(qtbot: Any, catalog: Any, make_window: Any) -> None:
    window = _window(make_window, _to_travel(catalog))
    c, tree = window.controller, window.day_panel.destinations
    assert tree is not None
    names = [tree.topLevelItem(n).text(0).strip()[3:] for n in range(tree.topLevelItemCount())]
    assert tree.topLevelItem(0).text(0).startswith("1  ")  # the key that answers it
    assert "White Sky" in names and "Atrox Mountain" in names
    row = names.index("White Sky")
    assert "pivotal" in tree.topLevelItem(row).text(2)
    rect = tree.visualItemRect(tree.topLevelItem(row))
    qtbot.mouseClick(tree.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert window.day_panel.buttons["travel"].text() == "Travel to White Sky"
    qtbot.mouseClick(window.day_panel.buttons["travel"], Qt.MouseButton.LeftButton)
    assert c.session.log[-1].option == "travel:white_sky"
    assert c.prompt.kind == "camp"
    qtbot.waitUntil(lambda: window.day_panel.buttons["camp:yes"].isVisible())


def test_day_summary_after_camping_and_the_next_day_starts_there(
    qtbot: Any, catalog: Any, make_window: Any, tmp_path: Path
) -> None:
    choices = DayChoices(seed=11, campaign_day=4, weather_by="campaign")
    window = _window(make_window, _to_travel(catalog), choices)
    c = window.controller
    c.answer("travel:white_sky")
    qtbot.mouseClick(window.day_panel.buttons["camp:yes"], Qt.MouseButton.LeftButton)
    flow = window.day_flow
    qtbot.waitUntil(lambda: flow.summary_dialog is not None and flow.summary_dialog.isVisible())
    dialog = window.day_flow.summary_dialog
    text = " ".join(line for s in dialog.sections for line in s.lines)
    assert "White Sky on a lakeshore path" in text and "made camp" in text and "Entry 1.04" in text
    dialog.save_log(tmp_path / "log.txt")
    saved = (tmp_path / "log.txt").read_text(encoding="utf-8")
    assert "TRAVELS" in saved and "Travel to White Sky" in saved
    qtbot.mouseClick(dialog.next_button, Qt.MouseButton.LeftButton)
    state = c.state
    assert state.day.location == "white_sky" and state.day.terrain == "lakeshore"
    assert [r.name for r in state.rangers] == ["Mira", "Oren"] and c.prompt.kind == "mulligan"
    assert c.day_choices.campaign_day == 5 and not c.session.log
    assert window.log_panel.count() == 1  # a fresh log for the new day


def test_end_day_tool_shows_the_summary(qtbot: Any, catalog: Any, make_window: Any) -> None:
    session = _day(catalog, seed=5)
    session.answer("done")
    session.answer("done")
    window = _window(make_window, session)
    window.day_panel.pick_text = lambda *_a: "an ally is in peril"
    qtbot.mouseClick(window.day_panel.buttons["end_day_tool"], Qt.MouseButton.LeftButton)
    assert window.controller.prompt is None
    flow = window.day_flow
    qtbot.waitUntil(lambda: flow.summary_dialog is not None and flow.summary_dialog.isVisible())
    lines = [line for s in window.day_flow.summary_dialog.sections for line in s.lines]
    assert any("an ally is in peril" in line for line in lines)
    window.day_flow.summary_dialog.reject()
    assert window.action("day_summary").isEnabled()  # Game > Day summary opens it again
    window.action("day_summary").trigger()
    assert window.day_flow.summary_dialog.isVisible()
    window.action("undo").trigger()  # the day goes on again: no summary to show
    assert not window.action("day_summary").isEnabled()


def test_next_day_carries_the_outcome() -> None:
    class Outcome:
        location, terrain = "boulder_field", "woods"

    nxt = next_day(DayChoices(campaign_day=3, seats=(Seat("A", 2),)), Outcome(), seed=4)
    assert (nxt.location, nxt.terrain, nxt.campaign_day, nxt.weather_by, nxt.seed) == (
        "boulder_field",
        "woods",
        4,
        "campaign",
        4,
    )
    assert nxt.seats == (Seat("A", 2),)
    assert DayChoices.from_json(nxt.to_json()) == nxt


def test_controller_guide_tool_needs_no_sandbox(catalog: Any) -> None:
    c = GameController(_day(catalog, seed=5), catalog)
    assert not c.sandbox and c.guide_tool(action="record_event", reason="Saw a heron")
    assert c.state.day.events == ["Saw a heron"]


def test_first_launch_offers_a_one_off_day(qtbot: Any, settings: Any) -> None:
    """The start page (issue #29) leads to the new-day dialog; its Start puts the day on the table."""
    from rangers_qt.ui.main_window import build_main_window

    window = build_main_window(seed=7, ask=True)
    window.settings = settings  # the choices are remembered in the test's own settings file
    qtbot.addWidget(window)
    window.show()
    assert not window.wait_until_ready()  # no silent default day: the start page asks first
    assert window.start.showing and window.loading.isHidden()
    qtbot.mouseClick(window.start.page.day_button, Qt.MouseButton.LeftButton)
    dialog = window.day_flow.new_day_dialog
    assert dialog is not None and dialog.isVisible()
    with qtbot.waitSignal(window.ready, timeout=10_000):
        qtbot.mouseClick(dialog.start_button, Qt.MouseButton.LeftButton)
    assert window.controller is not None and window.controller.prompt.kind == "mulligan"
    assert window.loading.isHidden()


def test_guide_tools_write_the_campaign_tracker(qtbot: Any, catalog: Any, make_window: Any) -> None:
    """An entry may ask for a note, a crossed-out event, an entry on a later day or a mission mark
    (Rulebook: Campaign Tracker); the guide panel offers each, logged and undoable."""
    session = _day(catalog, seed=5, campaign_day=1)
    session.answer("done")
    session.answer("done")
    window = _window(make_window, session)
    c, panel = window.controller, window.day_panel
    assert c.prompt.kind == "guide"
    answers = iter(["Fed the ferryman's goat"])
    panel.pick_text = lambda *_a: next(answers)
    qtbot.mouseClick(panel.buttons["day_note"], Qt.MouseButton.LeftButton)
    assert c.state.day.notes == ["Fed the ferryman's goat"]
    answers = iter(["Met the ferryman"])
    qtbot.mouseClick(panel.buttons["cross_out_event"], Qt.MouseButton.LeftButton)
    assert c.state.day.crossed_out_events == ["Met the ferryman"]
    answers = iter(["42", "3"])
    qtbot.mouseClick(panel.buttons["schedule_entry"], Qt.MouseButton.LeftButton)
    assert [(e.entry, e.day) for e in c.state.day.scheduled_entries] == [("42", 3)]
    # Day 1 is today: an entry for today or earlier is refused with the reason, nothing changes.
    answers = iter(["43", "1"])
    qtbot.mouseClick(panel.buttons["schedule_entry"], Qt.MouseButton.LeftButton)
    assert [(e.entry, e.day) for e in c.state.day.scheduled_entries] == [("42", 3)]
    window.action("undo").trigger()
    assert c.state.day.scheduled_entries == [] and c.prompt.kind == "guide"
