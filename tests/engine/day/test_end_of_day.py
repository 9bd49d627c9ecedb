"""Rulebook: Ending the Day (camp, too fatigued, too injured, ally in peril / mission complete via the
guide) and the day's outcome for the campaign; Additional Concepts, Campaign Guide."""

from __future__ import annotations

import pytest

from rangers_qt.content import models as m
from rangers_qt.engine import IllegalAnswer, Session
from rangers_qt.engine.cards import book_for

from ..helpers import mission
from .kit import Day, objective_mission
from .test_day_setup import _weathers


def test_third_injury_ends_the_day_at_the_end_of_that_turn() -> None:
    """Rulebook: Ending the Day, Ranger too Injured - the day ends at the end of the current turn and a
    Lingering Injury joins that Ranger's deck."""
    d = Day(rangers=2, path=[])
    d.pick("next:r1", "choose_next")
    for _ in range(3):
        d.manual(action="injure", ranger="r1")
    assert d.state.phase != "ended"  # still r1's turn
    d.expect("turn")
    d.pick("rest")
    assert d.state.phase == "ended"
    out = d.session.outcome()
    assert out is not None and out.end_kind == "too_injured"
    assert [(li.ranger, li.card_id) for li in out.lingering_injuries] == [("r1", "DLING")]


def test_empty_deck_at_refresh_ends_the_day() -> None:
    """Rulebook: Phase 4: Refresh, Draw one Ranger card; Ending the Day, Ranger too Fatigued."""
    d = Day(path=[])
    r = d.state.ranger("r1")
    for iid in list(r.deck):
        d.manual(action="move", card=iid, zone="discard", ranger="r1")
    assert d.state.ranger("r1").deck == []
    d.pick("rest", "turn")
    assert d.state.phase == "ended"
    out = d.session.outcome()
    assert out is not None and out.end_kind == "too_fatigued" and not out.camped
    assert out.location == "alpha"


def test_guide_end_day_option_ends_the_day_as_ally_in_peril() -> None:
    """Rulebook: Ending the Day, Ally in Peril / Mission Complete - the campaign guide says so."""
    d = Day(_weathers(), path=[], campaign_day=4)
    p = d.expect("guide")
    assert "1.04" in p.title
    d.pick("end_day")
    out = d.session.outcome()
    assert out is not None and out.end_kind == "guide" and "1.04" in out.end_reason


def test_manual_end_day_counts_as_a_guide_instruction() -> None:
    """Rulebook: Ending the Day, Ally in Peril - applied by hand with the end_day tool."""
    d = Day(path=[])
    d.manual(action="end_day", reason="an ally is in peril")
    out = d.session.outcome()
    assert out is not None and out.end_kind == "guide" and out.end_reason == "an ally is in peril"


def test_outcome_is_none_while_the_day_goes_on() -> None:
    """Rulebook: Ending the Day - there is no outcome before the day ends."""
    assert Day(path=[]).session.outcome() is None


def test_guide_tools_record_events_rewards_missions() -> None:
    """Rulebook: Campaign Tracker (Missions, Rewards, Notable Events) - the guide's instructions applied
    with the day's tools land in the outcome."""
    d = Day([mission("DMX"), m.GearCard(id="DRW", name="Reward", set_id="reward")], path=[])
    d.manual(action="record_event", reason="the bridge is mended")
    d.manual(action="unlock_reward", card="DRW")
    d.manual(action="unlock_reward", card="DRW")  # the same reward again is ignored
    d.manual(action="add_mission", card="DMX", token="DLD")
    mis = d.iid("DMX")
    assert mis in d.state.surroundings
    sub = d.state.cards[mis].attached[0]
    assert d.state.cards[sub].def_id == "DLD" and not d.state.cards[sub].face_up
    with pytest.raises(IllegalAnswer):
        d.manual(action="add_mission", card="DMX")
    with pytest.raises(IllegalAnswer):
        d.manual(action="record_event")
    d.manual(action="end_day", reason="mission complete")
    out = d.session.outcome()
    assert out is not None
    assert out.events == ["the bridge is mended"] and out.rewards == ["DRW"]
    assert out.missions_added == ["DMX"] and out.missions_in_play == ["DMX"]


def test_put_into_play_tool_takes_a_card_from_the_collection() -> None:
    """Rulebook: Additional Concepts, Campaign Guide - an entry puts a card into play."""
    d = Day([m.PathBeingCard(id="DNEW", name="Newcomer", set_id="story", area="along_the_way")], path=[])
    d.manual(action="put_into_play", card="DNEW")
    assert d.defs(d.state.along_the_way) == ["DNEW"]


def test_weather_flip_keeps_tokens_and_weather_survives_clearing() -> None:
    """Rulebook: Weather Cards - two-faced, flipping keeps the tokens; never cleared, it stays in the
    surroundings."""
    face = m.WeatherFace(name="Front", token="cloud", starting_tokens=m.Amount.fixed(3))
    w = m.WeatherCard(
        id="DWX",
        name="Front",
        set_id="weather",
        slug="wx",
        front=face,
        back=m.WeatherFace(name="Back", token="cloud"),
        difficulty="easy",
    )
    d = Day([w], path=[], weather="DWX")
    iid = d.iid("DWX")
    assert d.state.cards[iid].tokens == {"cloud": 3}
    d.manual(action="remove_tokens", card=iid, token="cloud", amount=1)
    d.manual(action="flip", card=iid)
    card = d.state.cards[iid]
    assert card.side == "back" and card.tokens == {"cloud": 2}
    assert d.session.book.facts(card.def_id, card.side).name == "Back"
    d.ready_to_travel()
    d.pick("travel:beta")
    d.pick("camp:yes")
    assert iid in d.state.surroundings and d.state.cards[iid].tokens == {"cloud": 2}


def test_mission_progress_objective_detected_after_a_turn() -> None:
    """Rulebook: Mission Cards - when the objective is met, read the next entry (named to the players)."""
    mis = objective_mission(
        "DMP",
        "Gather",
        "Gathered",
        kind="progress_on_this",
        amount=m.Amount.fixed(2),
        guide_entries=("1.07",),
    )
    d = Day([mis], path=[], missions=["DMP"])
    iid = d.iid("DMP")
    d.manual(action="add_tokens", card=iid, token="progress", amount=2)
    d.pick("rest", "turn")
    p = d.expect("guide")
    assert "1.07" in p.title
    d.pick("done")
    assert [(n.mission, n.entry) for n in d.state.day.missions_progressed] == [("DMP", "1.07")]
    d.ready_to_travel()  # it does not fire twice
    assert d.state.day.guide_entries.count("1.07") == 1


def test_day_with_travel_replays_to_the_same_state() -> None:
    """Save/replay covers the whole day: travel, camp prompt, arrival, guide answers."""
    d = Day(path=None, terrain="woods", mulligan=True, arrival_setup=True)
    d.pick("done", "mulligan")
    d.ready_to_travel()
    d.pick("travel:beta")
    d.pick("camp:no")
    while d.prompt.kind == "guide":
        d.pick("done")
    again = Session.from_json(d.session.to_json(), book_for(d.catalog))
    assert again.hash() == d.session.hash()
    assert again.state.day.travels == d.state.day.travels


def test_weather_and_missions_are_never_discarded() -> None:
    """Rulebook: Weather Cards, Mission Cards - a weather or mission card that would be discarded returns
    to the surroundings instead, keeping its place."""
    d = Day([mission("DMQ")], path=[], difficulty=None, missions=["DMQ"])
    mis = d.iid("DMQ")
    d.manual(action="add_tokens", card=mis, token="progress", amount=1)
    d.manual(action="discard", card=mis)
    assert mis in d.state.surroundings and d.state.cards[mis].tokens == {"progress": 1}
    loc = d.location_iid()
    d.manual(action="discard", card=loc)
    assert loc in d.state.surroundings


def test_path_card_entry_becomes_a_guide_prompt_before_the_next_draw() -> None:
    """Rulebook: Phase 1: Path Cards - a card with a book number: read the entry (fully resolve each card
    before drawing the next); Additional Concepts, Campaign Guide. With ``guide_prompts`` the group is
    asked; the entry is recorded for the day."""
    from ..helpers import feature

    cards = [feature("DG1", guide_entry="47"), feature("DG2")]
    d = Day(cards, rangers=2, path=["DG1", "DG2"], guide_prompts=True)
    p = d.expect("guide")
    assert "47" in p.title and d.options() == ["done"]
    assert d.state.ranger("r2").within_reach == []  # r2 draws after the entry is read
    d.pick("done")
    assert d.defs(d.state.ranger("r2").within_reach) == ["DG2"]
    assert d.state.day.guide_entries == ["47"]
    quiet = Day(cards, rangers=2, path=["DG1", "DG2"])
    assert quiet.prompt.kind == "choose_next" and quiet.state.day.guide_entries == []


def test_mission_clear_card_objective_detected_after_the_clear() -> None:
    """Rulebook: Mission Cards - objective met (a named card cleared): the next entry is named; a subject
    that can clear two ways names both entries."""
    from ..helpers import being

    hunt = objective_mission(
        "DMC", "Hunt", "Hunted", kind="clear_card", card_id="DPRED", guide_entries=("1.41",)
    )
    d = Day([hunt, being("DPRED", harm=1)], path=["DPRED"], missions=["DMC"])
    pred = d.iid("DPRED")
    d.manual(action="add_tokens", card=pred, token="harm", amount=1)
    assert d.state.day.cleared == ["DPRED:harm"]
    d.pick("rest", "turn")
    assert "1.41" in d.expect("guide").title


def test_mission_subject_cleared_names_both_entries() -> None:
    """Rulebook: Mission Cards, Mission Subjects - the subject is attached face down; clearing it is the
    objective (progress and harm lead to different entries: both are named)."""
    from ..helpers import being

    confront = objective_mission(
        "DMS2", "Confront", "Done", kind="clear_subject", guide_entries=("1.43", "1.44")
    )
    d = Day([confront, being("DBEAST", progress=1)], path=["DBEAST"])
    d.manual(action="add_mission", card="DMS2", token="DBEAST")
    beast = d.iid("DBEAST")
    d.manual(action="add_tokens", card=beast, token="progress", amount=1)
    d.pick("rest", "turn")
    p = d.expect("guide")
    assert "1.43 or 1.44" in p.title
