"""The Qt-free readings behind the day panel and the day summary (app/day_view.py, app/day_choices.py)."""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any

import pytest

from rangers_qt.app.day_choices import DayChoices, Seat, build_setup, choices_from_state
from rangers_qt.app.day_view import day_log_text, day_summary, guide_entry, travel_destinations
from rangers_qt.engine.day.outcome import DayOutcome, LingeringInjury
from rangers_qt.engine.day_record import TravelRecord
from rangers_qt.engine.prompts import Option, Prompt
from rangers_qt.engine.session import Session


def _state_at(location: str, river_open: bool = False) -> Any:
    return SimpleNamespace(day=SimpleNamespace(location=location, river_open=river_open))


def test_travel_rows_list_closed_river_paths_without_an_answer(catalog: Any) -> None:
    """Rulebook: Phase 3: Travel - river paths need a game effect to open them; the chooser shows
    them greyed so players see why they cannot go there."""
    prompt = Prompt(
        id="p",
        kind="travel",
        ranger="r1",
        title="Travel to a nearby location?",
        options=[
            Option(id="travel:lone_tree_station", label="x", kind="travel", area="lakeshore"),
            Option(id="stay", label="Stay here", kind="stay"),
        ],
    )
    rows = travel_destinations(_state_at("white_sky"), catalog, prompt)
    assert rows[0].slug == "lone_tree_station" and rows[0].option_id == "travel:lone_tree_station"
    assert rows[0].pivotal  # Lone Tree Station has its own path set
    closed = [r for r in rows if r.option_id is None]
    assert [(r.slug, r.terrain, r.note) for r in closed] == [("spire", "river", "river closed")]
    opened = travel_destinations(_state_at("white_sky", river_open=True), catalog, prompt)
    assert all(r.option_id for r in opened)


def test_guide_entry_from_the_prompt_title() -> None:
    prompt = SimpleNamespace(title="Read campaign guide entry 1.04 (Day 4 of the campaign)")
    assert guide_entry(prompt) == ("1.04", "Day 4 of the campaign")
    assert guide_entry(SimpleNamespace(title="Read campaign guide entry 42")) == ("42", "")


def test_day_summary_words_the_outcome(catalog: Any) -> None:
    outcome = DayOutcome(
        location="white_sky",
        terrain="lakeshore",
        camped=False,
        end_kind="too_injured",
        end_reason="Oren suffered a third injury",
        rounds=4,
        start_location="lone_tree_station",
        travels=[
            TravelRecord(origin="lone_tree_station", destination="white_sky", terrain="lakeshore", round=2)
        ],
        lingering_injuries=[LingeringInjury(ranger="r2", name="Oren", card_id=None)],
        events=["Met the ferryman"],
        rewards=[catalog.set_cards("reward")[0].id],
        guide_entries=["1", "2"],
    )
    sections = day_summary(outcome, catalog, {"r2": "Oren"}, day=3)
    by_title = {s.title: s.lines for s in sections}
    assert by_title["The day"][0] == "Campaign day 3."
    assert "White Sky on a lakeshore path" in by_title["The day"][1]
    assert by_title["The day"][2].startswith("A ranger suffered a third injury")
    assert by_title["Travels"] == ("Round 2: Lone Tree Station \u2192 White Sky (lakeshore)",)
    assert by_title["Lingering injuries"] == ("Oren: add a Lingering Injury to the deck",)
    assert by_title["Rewards unlocked"] == (catalog.set_cards("reward")[0].name,)
    assert "Missions" not in by_title  # empty sections are left out
    text = day_log_text(sections, ["Mira: Keep this hand"])
    assert "LINGERING INJURIES" in text and "1. Mira: Keep this hand" in text


def test_a_camped_day_does_not_repeat_where_the_rangers_camp(catalog: Any) -> None:
    outcome = DayOutcome(
        location="white_sky",
        terrain="lakeshore",
        camped=True,
        end_kind="camp",
        end_reason="the Rangers camp for the night at White Sky",
        rounds=2,
        start_location="lone_tree_station",
    )
    lines = {s.title: s.lines for s in day_summary(outcome, catalog, {})}["The day"]
    assert lines[0] == "The rangers stand at White Sky on a lakeshore path."
    assert lines[1] == "The rangers made camp."


def test_bad_choices_name_the_problem(catalog: Any) -> None:
    with pytest.raises(ValueError, match=r"ranger 1 needs a name.*unknown location 'atlantis'"):
        build_setup(catalog, DayChoices(location="atlantis", seats=(Seat("", 0),)))
    with pytest.raises(ValueError, match="unreadable"):
        DayChoices.from_json("{not json")


def test_choices_from_a_game_in_progress_seat_its_rangers(catalog: Any) -> None:
    choices = DayChoices(seats=(Seat("Ash", 3), Seat("Bo", 2)), lead=1, location="white_sky", seed=3)
    session = Session.new(catalog, build_setup(catalog, choices))
    again = choices_from_state(session.state, catalog)
    assert again.seats == choices.seats and again.lead == 1 and again.location == "white_sky"
