"""Rulebook: Campaign Tracker - the guide tools that write on the tracker during a day
(schedule_entry, cross_out_event, day_note, deck_change, mark_mission), what the day's outcome
keeps for the campaign (missions as left: face, tokens, subject), and Game Setup of a day that
carries them back (engine/day/guide.py, outcome.py, setup.py)."""

from __future__ import annotations

import pytest

from rangers_qt.content.catalog import Catalog, load_catalog
from rangers_qt.content.decks import starter_decks
from rangers_qt.engine.day_record import CarriedMission, Route
from rangers_qt.engine.errors import IllegalAnswer
from rangers_qt.engine.manual import ManualAdjust
from rangers_qt.engine.session import Session
from rangers_qt.engine.setup import GameSetup, RangerSetup


@pytest.fixture(scope="module")
def catalog() -> Catalog:
    return load_catalog()


def day(catalog: Catalog, **fields: object) -> Session:
    d = starter_decks(catalog)[0]
    setup = GameSetup(
        rangers=[RangerSetup(name="A", aspects=dict(d.aspects), role_id=d.role_id, deck=list(d.cards))],
        location="lone_tree_station",
        seed=3,
        **fields,  # type: ignore[arg-type]
    )
    return Session.new(catalog, setup)


def mission_iid(s: Session, def_id: str) -> str:
    return next(i for i in s.state.surroundings if s.state.cards[i].def_id == def_id)


@pytest.mark.parametrize(("later", "ok"), [(1, False), (2, False), (3, True)])
def test_schedule_entry_for_a_later_day(catalog: Catalog, later: int, ok: bool) -> None:
    s = day(catalog, campaign_day=2)
    adj = ManualAdjust(action="schedule_entry", reason="77.2", amount=later)
    if ok:
        s.manual(adj)
        assert [(e.day, e.entry) for e in s.state.day.scheduled_entries] == [(3, "77.2")]
    else:
        with pytest.raises(IllegalAnswer, match="after today"):
            s.manual(adj)


@pytest.mark.parametrize(("marks", "ok"), [(2, True), (3, True), (4, False)])
def test_mark_mission_boxes(catalog: Catalog, marks: int, ok: bool) -> None:
    s = day(catalog, missions=["MI01"])
    adj = ManualAdjust(action="mark_mission", card=mission_iid(s, "MI01"), amount=marks)
    if ok:
        s.manual(adj)
        assert s.state.day.mission_marks == {"MI01": marks}
    else:
        with pytest.raises(IllegalAnswer, match="3 progress boxes"):
            s.manual(adj)


def test_tracker_tools_reach_the_outcome(catalog: Catalog) -> None:
    s = day(catalog, missions=["MI01"], campaign_day=1)
    mission = mission_iid(s, "MI01")
    s.manual(ManualAdjust(action="cross_out_event", reason="The mill burned"))
    s.manual(ManualAdjust(action="day_note", reason="fog all day"))
    s.manual(ManualAdjust(action="deck_change", ranger="r1", card="01010", token="01001"))
    s.manual(ManualAdjust(action="mark_mission", card=mission, amount=1))
    s.manual(ManualAdjust(action="add_tokens", card=mission, token="progress", amount=2))
    s.manual(ManualAdjust(action="flip", card=mission))
    s.manual(ManualAdjust(action="open_route", zone="spire", token="river"))
    s.manual(ManualAdjust(action="end_day", reason="test"))
    out = s.outcome()
    assert out is not None
    assert out.events_crossed_out == ["The mill burned"] and out.notes == ["fog all day"]
    assert [(c.ranger, c.add, c.remove) for c in out.deck_changes] == [("r1", "01010", "01001")]
    assert out.mission_marks == {"MI01": 1}
    [carried] = out.mission_states
    assert (carried.def_id, carried.side, carried.tokens) == ("MI01", "back", {"progress": 2})
    assert out.open_routes == [Route(destination="spire", terrain="river", origin="lone_tree_station")]


def test_tracker_tools_refuse_bad_input(catalog: Catalog) -> None:
    s = day(catalog)
    with pytest.raises(IllegalAnswer, match="no such ranger"):
        s.manual(ManualAdjust(action="deck_change", ranger="r9", card="01010"))
    with pytest.raises(IllegalAnswer, match="not a Ranger card"):
        s.manual(ManualAdjust(action="deck_change", ranger="r1", card="WE01"))
    with pytest.raises(IllegalAnswer, match="give the card added"):
        s.manual(ManualAdjust(action="deck_change", ranger="r1"))
    with pytest.raises(IllegalAnswer, match="give the recorded phrase"):
        s.manual(ManualAdjust(action="cross_out_event"))
    with pytest.raises(IllegalAnswer, match="not a mission card in play"):
        s.manual(ManualAdjust(action="mark_mission", card=s.state.surroundings[0]))
    assert s.log == []  # nothing was recorded


def test_a_subject_card_travels_with_its_mission(catalog: Catalog) -> None:
    s = day(catalog, carried_missions=[CarriedMission(def_id="MI01", side="back", tokens={"progress": 1},
                                                       subject="01389")])  # fmt: skip
    card = s.state.cards[mission_iid(s, "MI01")]
    assert card.side == "back" and card.tokens == {"progress": 1}
    s.manual(ManualAdjust(action="end_day", reason="test"))
    out = s.outcome()
    assert out is not None and out.mission_states == [
        CarriedMission(def_id="MI01", side="back", tokens={"progress": 1}, subject="01389")
    ]


def test_entries_written_above_a_day_replace_the_printed_ones(catalog: Catalog) -> None:
    printed = day(catalog, campaign_day=3)
    assert printed.prompt is not None and "94.1" in printed.prompt.title
    written = day(catalog, campaign_day=3, guide_entries=["94.1", "12.5"])
    assert written.prompt is not None and "94.1" in written.prompt.title
    written.answer("done")
    assert written.prompt is not None and "12.5" in written.prompt.title


def test_routes_opened_on_an_earlier_day_stay_open(catalog: Catalog) -> None:
    s = day(catalog, open_routes=[Route(destination="spire", terrain="river", origin="lone_tree_station")])
    assert s.state.day.open_routes[0].destination == "spire"
