"""Rulebook: Campaign Tracker, Playing a Campaign, Customizing Your Deck - the tracker and the
actions between days (each refused with a reason, leaving the tracker untouched)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from rangers_qt.campaign import actions as act
from rangers_qt.campaign.between import apply_outcome, day_setup
from rangers_qt.campaign.errors import CampaignError
from rangers_qt.campaign.starters import starter_rangers
from rangers_qt.campaign.tracker import CampaignTracker, new_tracker
from rangers_qt.content.catalog import Catalog
from rangers_qt.engine.day.outcome import DayOutcome, LingeringInjury
from rangers_qt.engine.day_record import CarriedMission, DeckChange, Route, ScheduledEntry
from rangers_qt.engine.session import Session


def outcome(**fields: object) -> DayOutcome:
    base: dict[str, object] = {
        "location": "lone_tree_station", "terrain": "woods", "camped": False, "end_kind": "too_fatigued",
        "end_reason": "", "rounds": 3, "start_location": "lone_tree_station",
    }  # fmt: skip
    base.update(fields)
    return DayOutcome.model_validate(base)


def group(catalog: Catalog, n: int = 2) -> CampaignTracker:
    t = new_tracker()
    for s in starter_rangers(catalog)[:n]:
        t = act.apply_action(catalog, t, act.JoinRanger(deck=s.deck))
    return t


def camped(catalog: Catalog, t: CampaignTracker) -> CampaignTracker:
    return apply_outcome(
        catalog, t, outcome(camped=True, end_kind="camp"), [r.id for r in t.active_rangers()]
    )


def test_day_track_weather_and_printed_entries() -> None:
    """Campaign Tracker: 30 days, recommended weather below each, entries on days 1, 3 and 4."""
    t = new_tracker()
    assert len(t.days) == 30
    weather = {d.day: d.weather for d in t.days}
    assert weather[1] == weather[3] == weather[8] == weather[30] == "a_perfect_day"
    assert weather[4] == weather[7] == weather[10] == "downpour"
    assert weather[13] == weather[20] == weather[28] == "howling_winds"
    assert {d.day: d.entries for d in t.days if d.entries} == {1: ["1"], 3: ["94.1"], 4: ["1.04"]}
    assert t.track_day(31).weather == "downpour"  # the extended calendar
    assert t.location == "lone_tree_station" and t.day == 1


def test_rewards_unlocked_twice_do_nothing(catalog: Catalog) -> None:
    t = act.apply_action(catalog, new_tracker(), act.UnlockReward(card="01204"))
    again = act.apply_action(catalog, t, act.UnlockReward(card="01204"))
    assert again.rewards == ["01204"] == t.rewards
    with pytest.raises(CampaignError, match="01001 is not a reward card"):
        act.apply_action(catalog, t, act.UnlockReward(card="01001"))


def test_notable_events_and_crossing_out(catalog: Catalog) -> None:
    t = act.apply_action(catalog, new_tracker(), act.RecordEvent(text="The bridge fell"))
    t = act.apply_action(catalog, t, act.CrossOutEvent(text="The bridge fell"))
    assert [(e.text, e.crossed_out, e.day) for e in t.events] == [("The bridge fell", True, 1)]
    with pytest.raises(CampaignError, match="'The bridge fell' is already crossed out"):
        act.apply_action(catalog, t, act.CrossOutEvent(text="The bridge fell"))
    with pytest.raises(CampaignError, match="no notable event 'The mill burned' to cross out"):
        act.apply_action(catalog, t, act.CrossOutEvent(text="The mill burned"))


def test_notes_and_entries_for_later_days(catalog: Catalog) -> None:
    t = act.apply_action(catalog, new_tracker(), act.AddNote(day=1, text="met Hy Pimpot"))
    t = act.apply_action(catalog, t, act.ScheduleEntry(day=6, entry="52.3"))
    assert t.days[0].notes == ["met Hy Pimpot"] and t.days[5].entries == ["52.3"]
    t = act.apply_action(catalog, t, act.ScheduleEntry(day=40, entry="9.9"))
    assert t.track_day(40).entries == ["9.9"]


@pytest.mark.parametrize(("marks", "ok"), [(2, True), (3, True), (4, False)])
def test_mission_progress_boxes(catalog: Catalog, marks: int, ok: bool) -> None:
    """Three progress boxes per mission: a fourth mark is refused."""
    t = act.apply_action(catalog, new_tracker(), act.AddMission(name="Journey", card="MI01", subject="01204"))
    if ok:
        t = act.apply_action(catalog, t, act.MarkMission(mission="Journey", marks=marks))
        assert t.missions[0].progress == marks
    else:
        with pytest.raises(CampaignError, match="0 of 3 boxes are checked; cannot add 4"):
            act.apply_action(catalog, t, act.MarkMission(mission="Journey", marks=marks))


def test_missions_are_written_and_completed(catalog: Catalog) -> None:
    t = act.apply_action(catalog, new_tracker(), act.AddMission(name="Journey", card="MI01"))
    with pytest.raises(CampaignError, match="already on the tracker"):
        act.apply_action(catalog, t, act.AddMission(name="Journey", card="MI01"))
    t = act.apply_action(catalog, t, act.CompleteMission(mission="MI01"))
    assert t.missions[0].completed and t.missions[0].completed_day == 1 and t.open_missions() == []


def test_routes_river_and_position(catalog: Catalog) -> None:
    t = act.apply_action(catalog, new_tracker(), act.OpenRoute(destination="spire", terrain="river"))
    t = act.apply_action(catalog, t, act.OpenRoute(destination="spire", terrain="river"))
    t = act.apply_action(catalog, t, act.OpenRiver())
    t = act.apply_action(catalog, t, act.SetPosition(location="spire", terrain="grassland"))
    assert t.open_routes == [Route(destination="spire", terrain="river")] and t.river_open
    assert (t.location, t.terrain) == ("spire", "grassland")
    with pytest.raises(CampaignError, match="no location 'atlantis'"):
        act.apply_action(catalog, t, act.SetPosition(location="atlantis"))


@pytest.mark.parametrize(("size", "ok"), [(3, True), (4, True), (5, False)])
def test_rangers_join_up_to_four(catalog: Catalog, size: int, ok: bool) -> None:
    t = group(catalog, size - 1)
    deck = starter_rangers(catalog)[size - 1].deck
    if ok:
        assert len(act.apply_action(catalog, t, act.JoinRanger(deck=deck)).active_rangers()) == size
    else:
        with pytest.raises(CampaignError, match="at most 4 Rangers"):
            act.apply_action(catalog, t, act.JoinRanger(deck=deck))


def test_rangers_leave_and_come_back(catalog: Catalog) -> None:
    t = act.apply_action(catalog, group(catalog), act.LeaveRanger(ranger="ranger-1"))
    assert [r.id for r in t.active_rangers()] == ["ranger-2"] and t.ranger("ranger-1").left_day == 1
    assert day_setup(t, seed=1).rangers[0].name == t.ranger("ranger-2").name
    t = act.apply_action(catalog, t, act.RejoinRanger(ranger="ranger-1"))
    assert len(t.active_rangers()) == 2


def test_an_illegal_new_ranger_is_refused(catalog: Catalog) -> None:
    deck = starter_rangers(catalog)[0].deck
    bad = deck.model_copy(update={"cards": deck.cards[:-1]})
    with pytest.raises(CampaignError, match="29 cards"):
        act.apply_action(catalog, new_tracker(), act.JoinRanger(deck=bad))


def test_rewards_are_swapped_in_only_after_camping(catalog: Catalog) -> None:
    t = act.apply_action(catalog, group(catalog), act.UnlockReward(card="01204"))
    swap = act.SwapReward(ranger="ranger-1", add="01204", remove="01001")
    with pytest.raises(CampaignError, match="only after a day that ended by camping"):
        act.apply_action(catalog, t, swap)
    tired = apply_outcome(catalog, t, outcome(), ["ranger-1", "ranger-2"])
    with pytest.raises(CampaignError, match="only after a day that ended by camping"):
        act.apply_action(catalog, tired, swap)
    after = act.apply_action(catalog, camped(catalog, t), swap)
    r = after.ranger("ranger-1")
    assert r.deck.cards.count("01204") == 1 and r.deck.cards.count("01001") == 1
    assert r.displaced == ["01001"] and len(r.deck.cards) == 30


@pytest.mark.parametrize(("swaps", "ok"), [(1, True), (2, True), (3, False)])
def test_up_to_two_reward_copies_per_camp(catalog: Catalog, swaps: int, ok: bool) -> None:
    t = group(catalog)
    for card in ("01204", "01205", "01207"):
        t = act.apply_action(catalog, t, act.UnlockReward(card=card))
    t = camped(catalog, t)
    removes = ["01001", "01003", "01006"]
    for n in range(swaps):
        swap = act.SwapReward(ranger="ranger-1", add=["01204", "01205", "01207"][n], remove=removes[n])
        if n < 2:
            t = act.apply_action(catalog, t, swap)
        else:
            with pytest.raises(CampaignError, match="already swapped in 2 reward copies since camping"):
                act.apply_action(catalog, t, swap)
    assert ok == (swaps <= 2)
    # The other Ranger has their own two swaps.
    act.apply_action(
        catalog, t, act.SwapReward(ranger="ranger-2", add="01207", remove=t.ranger("ranger-2").deck.cards[0])
    )


def test_reward_swaps_check_requirement_unlock_and_copies(catalog: Catalog) -> None:
    t = group(catalog, 3)  # ranger-1 Explorer AWA 2, ranger-2 Conciliator AWA 1
    t = act.apply_action(catalog, t, act.UnlockReward(card="01201"))  # AWA 2
    t = camped(catalog, t)
    r2 = t.ranger("ranger-2")
    with pytest.raises(CampaignError, match="needs AWA 2"):
        act.apply_action(catalog, t, act.SwapReward(ranger="ranger-2", add="01201", remove=r2.deck.cards[0]))
    with pytest.raises(CampaignError, match="not an unlocked reward"):
        act.apply_action(catalog, t, act.SwapReward(ranger="ranger-1", add="01204", remove="01001"))
    t = act.apply_action(catalog, t, act.SwapReward(ranger="ranger-1", add="01201", remove="01001"))
    t = act.apply_action(catalog, t, act.SwapReward(ranger="ranger-1", add="01201", remove="01003"))
    r3 = t.ranger("ranger-3")
    with pytest.raises(CampaignError, match="every copy of Lynx Fur Cloak is already in a deck"):
        act.apply_action(catalog, t, act.SwapReward(ranger="ranger-3", add="01201", remove=r3.deck.cards[0]))


def test_a_swapped_out_reward_returns_to_the_collection_and_displaced_cards_come_back(
    catalog: Catalog,
) -> None:
    t = group(catalog)
    for card in ("01204", "01205"):
        t = act.apply_action(catalog, t, act.UnlockReward(card=card))
    t = camped(catalog, t)
    t = act.apply_action(catalog, t, act.SwapReward(ranger="ranger-1", add="01204", remove="01001"))
    t = act.apply_action(catalog, t, act.SwapReward(ranger="ranger-1", add="01205", remove="01204"))
    r = t.ranger("ranger-1")
    assert r.displaced == ["01001"] and "01204" not in r.deck.cards  # the reward went back
    # Ruling R37: swapping a displaced card back does not use up the two reward swaps.
    t = act.apply_action(catalog, t, act.SwapBack(ranger="ranger-1", add="01001", remove="01205"))
    r = t.ranger("ranger-1")
    assert r.displaced == [] and r.deck.cards.count("01001") == 2 and len(r.deck.cards) == 30
    with pytest.raises(CampaignError, match="not among"):
        act.apply_action(catalog, t, act.SwapBack(ranger="ranger-1", add="01001", remove="01003"))


def test_permanent_deck_changes(catalog: Catalog) -> None:
    t = group(catalog)
    t = act.apply_action(catalog, t, act.DeckChange(ranger="ranger-1", remove="01001", add="01010"))
    assert t.ranger("ranger-1").deck.cards.count("01010") == 1 and t.ranger("ranger-1").displaced == []
    with pytest.raises(CampaignError, match="Expert trait"):
        act.apply_action(catalog, t, act.DeckChange(ranger="ranger-1", remove="01001", add="01016"))
    with pytest.raises(CampaignError, match="is a reward"):
        act.apply_action(catalog, t, act.DeckChange(ranger="ranger-1", remove="01001", add="01204"))
    with pytest.raises(CampaignError, match="already has 2"):
        act.apply_action(catalog, t, act.DeckChange(ranger="ranger-1", remove="01001", add="01003"))
    back = act.apply_action(catalog, t, act.DeckChange(ranger="ranger-1", remove="01010"))
    assert len(back.ranger("ranger-1").deck.cards) == 29  # returned to the collection


def test_maladies_sit_on_top_of_the_thirty(catalog: Catalog) -> None:
    t = act.apply_action(catalog, group(catalog), act.AddMalady(ranger="ranger-1", card="01240"))
    r = t.ranger("ranger-1")
    assert r.deck.maladies == ["01240"] and len(r.deck.cards) == 30
    assert day_setup(t, seed=1).rangers[0].deck.count("01240") == 1
    with pytest.raises(CampaignError, match="maladies cannot be traded away"):
        act.apply_action(catalog, t, act.DeckChange(ranger="ranger-1", remove="01240", add="01010"))
    with pytest.raises(CampaignError, match="not a malady"):
        act.apply_action(catalog, t, act.AddMalady(ranger="ranger-1", card="01001"))
    assert (
        act.apply_action(catalog, t, act.RemoveMalady(ranger="ranger-1", card="01240"))
        .ranger("ranger-1")
        .deck.maladies
        == []
    )


def test_a_refused_action_leaves_the_tracker_untouched(catalog: Catalog) -> None:
    t = group(catalog)
    before = t.model_dump()
    with pytest.raises(CampaignError):
        act.apply_action(catalog, t, act.SwapReward(ranger="ranger-1", add="01204", remove="01001"))
    assert t.model_dump() == before


def test_a_day_outcome_is_written_on_the_tracker(catalog: Catalog) -> None:
    """Ending the Day: day crossed off, position, missions with their state, rewards, events,
    entries, notes, routes, a Lingering Injury, a permanent deck change."""
    t = act.apply_action(catalog, group(catalog), act.AddMission(name="Journey", card="MI01"))
    t = act.apply_action(catalog, t, act.RecordEvent(text="old"))
    o = outcome(
        location="spire", terrain="grassland", camped=True, end_kind="camp",
        missions_added=["MI04"], missions_completed=[],
        mission_states=[CarriedMission(def_id="MI01", side="back", tokens={"progress": 2}, subject="01389"),
                        CarriedMission(def_id="MI04", side="front")],
        mission_marks={"MI01": 2}, rewards=["01204", "01204"], events=["saved the sheep"],
        events_crossed_out=["old"], scheduled_entries=[ScheduledEntry(day=5, entry="80.1")],
        notes=["a long walk"], open_routes=[Route(destination="white_sky", terrain="river", origin="spire")],
        river_open=True,
        lingering_injuries=[LingeringInjury(ranger="r2", name="x", card_id="01240")],
        deck_changes=[DeckChange(ranger="r1", remove="01001", add="01010")],
    )  # fmt: skip
    after = apply_outcome(catalog, t, o, ["ranger-1", "ranger-2"], weather="a_perfect_day")
    assert after.day == 2 and after.days[0].crossed_off and after.days[0].notes == ["a long walk"]
    assert (after.location, after.terrain) == ("spire", "grassland")
    journey, biscuits = after.missions
    assert (journey.side, journey.tokens, journey.subject, journey.progress) == (
        "back",
        {"progress": 2},
        "01389",
        2,
    )
    assert (biscuits.name, biscuits.day_started) == ("Biscuit Delivery", 1)
    with_subject = outcome(
        missions_added=["MI02"], mission_states=[CarriedMission(def_id="MI02", subject="01389")]
    )
    named = apply_outcome(catalog, t, with_subject, ["ranger-1", "ranger-2"]).missions[-1]
    assert named.name == "Helping Hand (Lyn Mira, Woodworker)" and named.subject == "01389"
    assert after.rewards == ["01204"]
    assert [(e.text, e.crossed_out) for e in after.events] == [("old", True), ("saved the sheep", False)]
    assert after.days[4].entries == ["80.1"] and after.river_open and len(after.open_routes) == 1
    assert after.ranger("ranger-2").deck.maladies == ["01240"]
    assert after.ranger("ranger-1").deck.cards.count("01010") == 1
    assert [r.swaps_left for r in after.rangers] == [2, 2]
    assert after.history[0].camped and after.history[0].weather == "a_perfect_day"
    assert after.warnings == []


def test_outcome_problems_become_warnings(catalog: Catalog) -> None:
    o = outcome(
        deck_changes=[DeckChange(ranger="r1", remove="01999")],
        scheduled_entries=[ScheduledEntry(day=1, entry="2.2")],
        events_crossed_out=["never recorded"],
    )
    after = apply_outcome(catalog, group(catalog), o, ["ranger-1", "ranger-2"])
    assert len(after.warnings) == 3 and "deck change not applied" in after.warnings[2]


def test_the_next_day_is_set_up_from_the_tracker(catalog: Catalog) -> None:
    """Game Setup: location and terrain, weather of the day, entries above it, missions as left."""
    t = act.apply_action(catalog, group(catalog), act.AddMission(name="Journey", card="MI01"))
    o = outcome(
        location="white_sky", terrain="grassland",
        mission_states=[CarriedMission(def_id="MI01", side="front", tokens={"progress": 3}, subject="01389")],
    )  # fmt: skip
    t = apply_outcome(catalog, t, o, ["ranger-1", "ranger-2"])
    again = outcome(location="white_sky", terrain="grassland", mission_states=o.mission_states)
    t = apply_outcome(catalog, t, again, ["ranger-1", "ranger-2"])
    setup = day_setup(t, seed=5)
    assert (setup.location, setup.terrain, setup.campaign_day, setup.guide_entries) == (
        "white_sky", "grassland", 3, ["94.1"],
    )  # fmt: skip
    session = Session.new(catalog, setup)
    st = session.state
    names = {st.cards[i].def_id: i for i in st.surroundings}
    assert "WE01" in names  # day 3: A Perfect Day
    mission = st.cards[names["MI01"]]
    assert mission.tokens == {"progress": 3}
    assert [st.cards[a].def_id for a in mission.attached] == ["01389"]
    assert not st.cards[mission.attached[0]].face_up
    assert st.prompt is not None


def test_a_missions_set_aside_cards_are_kept_on_the_tracker_between_days(catalog: Catalog) -> None:
    """Campaign Tracker, Missions: Lure's set-aside prey (the day's mission state) stay with the
    mission on the tracker and come back, set aside, with it the next day."""
    t = act.apply_action(catalog, group(catalog), act.AddMission(name="Lure", card="MI15"))
    left = CarriedMission(def_id="MI15", side="front", set_aside=["01364"])
    t = apply_outcome(catalog, t, outcome(location="white_sky", terrain="grassland", mission_states=[left]),
                      ["ranger-1", "ranger-2"])  # fmt: skip
    assert t.mission("MI15") is not None and t.mission("MI15").set_aside == ["01364"]  # type: ignore[union-attr]
    (carried,) = day_setup(t, seed=5).carried_missions
    assert carried.set_aside == ["01364"]
    st = Session.new(catalog, day_setup(t, seed=5)).state
    lure = next(i for i in st.surroundings if st.cards[i].def_id == "MI15")
    assert [st.cards[i].def_id for i, by in st.set_aside_by.items() if by == lure] == ["01364"]


def _with_notes(catalog: Catalog, *notes: tuple[int, str]) -> CampaignTracker:
    t = new_tracker()
    for day, text in notes:
        t = act.apply_action(catalog, t, act.AddNote(day=day, text=text))
    return t


def test_a_note_is_edited_in_place_and_trimmed(catalog: Catalog) -> None:
    t = _with_notes(catalog, (1, "met Hy Pimpot"), (1, "the bridge"), (2, "rain"))
    after = act.apply_action(catalog, t, act.EditNote(day=1, index=1, text="  the bridge is out  "))
    assert after.days[0].notes == ["met Hy Pimpot", "the bridge is out"]
    assert after.days[1].notes == ["rain"] and t.days[0].notes[1] == "the bridge"  # the old tracker stays


def test_a_note_is_deleted_and_the_others_keep_their_order(catalog: Catalog) -> None:
    t = _with_notes(catalog, (3, "one"), (3, "two"), (3, "three"))
    after = act.apply_action(catalog, t, act.DeleteNote(day=3, index=0))
    assert after.days[2].notes == ["two", "three"]
    after = act.apply_action(catalog, after, act.DeleteNote(day=3, index=1))
    assert after.days[2].notes == ["two"]


@pytest.mark.parametrize(
    ("action", "words"),
    [
        (act.EditNote(day=1, index=0, text="   "), "a note needs some words"),
        (act.AddNote(day=1, text=""), "a note needs some words"),
        (act.EditNote(day=1, index=0, text="x" * (act.NOTE_MAX + 1)), f"at most {act.NOTE_MAX} characters"),
        (act.AddNote(day=1, text="two\nlines"), "one line of printable"),
        (act.EditNote(day=1, index=5, text="fine"), "day 1 has no note 6 \\(it has 1\\)"),
        (act.DeleteNote(day=1, index=-1), "day 1 has no note 0"),
        (act.DeleteNote(day=99, index=0), "there is no day 99 on the track"),
        (act.EditNote(day=0, index=0, text="fine"), "there is no day 0"),
    ],
)
def test_bad_note_changes_are_refused_and_nothing_changes(catalog: Catalog, action: Any, words: str) -> None:
    t = _with_notes(catalog, (1, "met Hy Pimpot"))
    before = t.model_dump_json()
    with pytest.raises(CampaignError, match=words):
        act.apply_action(catalog, t, action)
    assert t.model_dump_json() == before


def test_the_longest_note_is_kept_whole(catalog: Catalog) -> None:
    text = "y" * act.NOTE_MAX
    t = act.apply_action(catalog, _with_notes(catalog, (1, "short")), act.EditNote(day=1, index=0, text=text))
    assert t.days[0].notes == [text]


def test_note_changes_are_in_the_history_and_survive_a_save(catalog: Catalog, tmp_path: Path) -> None:
    from rangers_qt.campaign.campaign import Campaign
    from rangers_qt.campaign.save import open_campaign, save_campaign
    from rangers_qt.campaign.starters import starter_rangers

    camp = Campaign.new(catalog, "Notes", [starter_rangers(catalog)[0].deck], seed=3)
    camp.act(act.AddNote(day=1, text="first"))
    camp.act(act.AddNote(day=1, text="second"))
    camp.act(act.EditNote(day=1, index=0, text="first, corrected"))
    camp.act(act.DeleteNote(day=1, index=1))
    save_campaign(camp, tmp_path / "n.campaign.json", durable=False)
    again = open_campaign(tmp_path / "n.campaign.json", catalog)
    assert again.tracker.days[0].notes == ["first, corrected"]
    assert [item.action.kind for item in again.data.history[-2:]] == ["edit_note", "delete_note"]


def test_the_readme_gives_the_note_bound_the_campaign_uses() -> None:
    readme = (Path(__file__).resolve().parents[2] / "README.md").read_text(encoding="utf-8")
    assert f"a note is at most {act.NOTE_MAX} characters" in " ".join(readme.split())
