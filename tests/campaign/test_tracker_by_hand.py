"""Issue #32: the tracker written by hand, as the paper one is (a campaign begun on paper goes
on here). Rulebook: Campaign Tracker (day track, weather, missions, Removed), Playing a Campaign.
Each action applies whole and goes into the history, or is refused with its reason and nothing
changes."""

from __future__ import annotations

import pytest

from rangers_qt.campaign import actions as act
from rangers_qt.campaign.campaign import Campaign
from rangers_qt.campaign.errors import CampaignError
from rangers_qt.campaign.limits import LAST_DAY
from rangers_qt.campaign.save import parse_campaign, to_bytes
from rangers_qt.campaign.starters import starter_rangers
from rangers_qt.content.catalog import Catalog


@pytest.fixture
def camp(catalog: Catalog) -> Campaign:
    return Campaign.new(catalog, "On paper", [starter_rangers(catalog)[0].deck])


def refused(camp: Campaign, action: act.CampaignAction, words: str) -> None:
    before, history = camp.tracker.model_copy(deep=True), list(camp.data.history)
    with pytest.raises(CampaignError) as err:
        camp.act(action)
    assert words in str(err.value), str(err.value)
    assert camp.tracker == before and camp.data.history == history


def test_a_day_played_on_paper_is_crossed_off_and_moves_the_group(camp: Campaign, catalog: Catalog) -> None:
    camp.act(act.RecordDay(day=1, location="boulder_field", terrain="woods", camped=True))
    t = camp.tracker
    assert t.day == 2 and t.days[0].crossed_off and (t.location, t.terrain) == ("boulder_field", "woods")
    assert t.history[-1].end_kind == "recorded" and t.history[-1].camped
    assert t.rangers[0].swaps_left == 2  # camping opens the reward swaps, as here
    assert parse_campaign(to_bytes(camp), catalog).tracker == t  # in the history, the file adds up
    session = camp.start_day()
    assert session.state.day.campaign_day == 2 and session.state.day.location == "boulder_field"


def test_a_recorded_day_must_be_the_next_day_and_a_known_place(camp: Campaign) -> None:
    refused(
        camp, act.RecordDay(day=2, location="boulder_field"), "day 2 is not the next day (the next day is 1)"
    )
    refused(camp, act.RecordDay(day=1, location="atlantis"), "no location 'atlantis'")
    refused(camp, act.RecordDay(day=1, location="boulder_field", terrain="lava"), "no path terrain 'lava'")


@pytest.mark.parametrize(("last", "ok"), [(LAST_DAY - 1, True), (LAST_DAY, True), (LAST_DAY + 1, False)])
def test_days_are_recorded_up_to_the_last_day_of_the_calendar(camp: Campaign, last: int, ok: bool) -> None:
    for day in range(1, min(last, LAST_DAY) + 1):
        camp.act(act.RecordDay(day=day, location="lone_tree_station"))
    if ok:
        assert camp.tracker.day == last + 1
    else:
        refused(camp, act.RecordDay(day=last, location="lone_tree_station"), f"ends with day {LAST_DAY}")


def test_a_recorded_day_is_refused_while_a_day_is_played(camp: Campaign) -> None:
    camp.start_day()
    with pytest.raises(CampaignError, match="finish the day being played first"):
        camp.act(act.RecordDay(day=1, location="lone_tree_station"))


def test_weather_by_day_sets_up_that_day(camp: Campaign, catalog: Catalog) -> None:
    camp.act(act.SetWeather(day=1, weather="howling_winds"))
    assert camp.tracker.days[0].weather == "howling_winds"
    camp.start_day()
    assert camp.data.current is not None and camp.data.current.weather is not None
    assert getattr(catalog.cards[camp.data.current.weather], "slug", None) == "howling_winds"


def test_the_printed_weather_sets_up_as_before(camp: Campaign, catalog: Catalog) -> None:
    camp.start_day()
    assert camp.data.current is not None and camp.data.current.weather is not None
    assert getattr(catalog.cards[camp.data.current.weather], "slug", None) == "a_perfect_day"


def test_weather_refusals(camp: Campaign) -> None:
    camp.act(act.RecordDay(day=1, location="lone_tree_station"))
    refused(camp, act.SetWeather(day=1, weather="downpour"), "day 1 has passed")
    refused(camp, act.SetWeather(day=2, weather="snow"), "no weather 'snow'")
    refused(camp, act.SetWeather(day=LAST_DAY + 1, weather="downpour"), "no day 46")


@pytest.mark.parametrize(("progress", "ok"), [(2, True), (3, True), (4, False), (-1, False)])
def test_mission_boxes_one_below_at_and_above(camp: Campaign, progress: int, ok: bool) -> None:
    camp.act(act.AddMission(name="Biscuit Delivery", card="MI04"))
    action = act.SetMission(mission="MI04", progress=progress, completed=progress == 3)
    if ok:
        camp.act(action)
        m = camp.tracker.missions[0]
        assert m.progress == progress and m.completed == (progress == 3)
        assert m.completed_day == (1 if progress == 3 else None)
    else:
        refused(camp, action, "a mission has 3 boxes")


def test_a_mission_can_be_reopened_by_hand(camp: Campaign) -> None:
    camp.act(act.AddMission(name="Biscuit Delivery", card="MI04"))
    camp.act(act.SetMission(mission="MI04", progress=3, completed=True))
    camp.act(act.SetMission(mission="MI04", progress=2, completed=False))
    m = camp.tracker.missions[0]
    assert (m.progress, m.completed, m.completed_day) == (2, False, None)
    refused(camp, act.SetMission(mission="MI99", progress=1), "no mission 'MI99'")


def test_removed_cards_and_sets(camp: Campaign) -> None:
    camp.act(act.RemoveFromGame(name="Lingering Injury", card="01240"))
    camp.act(act.RemoveFromGame(name="Woods", set_id="woods", moved_to="the box"))
    assert [(r.name, r.card_id, r.set_id, r.moved_to) for r in camp.tracker.removed] == [
        ("Lingering Injury", "01240", None, None),
        ("Woods", None, "woods", "the box"),
    ]
    refused(camp, act.RemoveFromGame(name="x", card="99999"), "no card has the id '99999'")
    refused(camp, act.RemoveFromGame(name="x", set_id="nowhere"), "no set has the id 'nowhere'")
    refused(camp, act.RemoveFromGame(name="  "), "needs its name")
    refused(camp, act.RestoreToGame(index=2), "has no line 3 (it has 2)")
    camp.act(act.RestoreToGame(index=0))
    assert [r.name for r in camp.tracker.removed] == ["Woods"]


def test_a_ranger_with_a_changed_deck_joins_only_with_unlocked_rewards(
    camp: Campaign, catalog: Catalog
) -> None:
    deck = starter_rangers(catalog)[1].deck
    cards = list(deck.cards)
    cards.remove(cards[0])
    changed = deck.model_copy(update={"name": "Bo", "cards": [*cards, "01204"]})
    refused(camp, act.ImportRanger(deck=changed, displaced=[deck.cards[0]]), "Bo:")
    camp.act(act.UnlockReward(card="01204"))
    camp.act(act.ImportRanger(deck=changed, displaced=[deck.cards[0]]))
    bo = camp.tracker.rangers[1]
    assert bo.name == "Bo" and bo.displaced == [deck.cards[0]] and "01204" in bo.deck.cards
    refused(camp, act.ImportRanger(deck=changed, displaced=["01240x"]), "not a Ranger deck card")


# ---------------------------------------------------------------------------- the sheet's controls
# Issue #32, the tracker entered by hand: what the tracker sheet's controls send (format 7 added
# ``remove_mission`` and ``remove_event``; names typed are resolved by campaign/tracker_names.py).


@pytest.mark.parametrize(
    ("day", "ok"), [(LAST_DAY - 1, True), (LAST_DAY, True), (LAST_DAY + 1, False), (0, False)]
)
def test_weather_by_day_one_below_at_and_above_the_calendar(camp: Campaign, day: int, ok: bool) -> None:
    action = act.SetWeather(day=day, weather="downpour")
    if ok:
        camp.act(action)
        assert camp.tracker.days[day - 1].weather == "downpour" and len(camp.tracker.days) == day
    else:
        refused(camp, action, f"there is no day {day} in the campaign")


def test_the_weather_of_the_day_being_played_stays_as_it_is_on_the_table(camp: Campaign) -> None:
    camp.start_day()
    refused(
        camp, act.SetWeather(day=1, weather="downpour"), "day 1 is being played: its weather is on the table"
    )
    camp.act(act.SetWeather(day=2, weather="downpour"))
    assert camp.tracker.days[1].weather == "downpour"


@pytest.mark.parametrize(("index", "ok"), [(0, True), (1, True), (2, False)])
def test_a_mission_line_is_removed_one_below_at_and_past_the_last(
    camp: Campaign, index: int, ok: bool
) -> None:
    camp.act(act.AddMission(name="Biscuit Delivery", card="MI04"))
    camp.act(act.AddMission(name="Find the lost map"))
    if ok:
        camp.act(act.RemoveMission(index=index))
        assert [m.name for m in camp.tracker.missions] == [["Find the lost map"], ["Biscuit Delivery"]][index]
    else:
        refused(camp, act.RemoveMission(index=index), "the Missions section has no line 3 (it has 2)")


@pytest.mark.parametrize(("index", "ok"), [(0, True), (1, True), (2, False)])
def test_a_notable_event_is_removed_one_below_at_and_past_the_last(
    camp: Campaign, index: int, ok: bool
) -> None:
    camp.act(act.RecordEvent(text="MET THE OWL"))
    camp.act(act.RecordEvent(text="LOST THE MAP"))
    if ok:
        camp.act(act.RemoveEvent(index=index))
        assert [e.text for e in camp.tracker.events] == [["LOST THE MAP"], ["MET THE OWL"]][index]
    else:
        refused(camp, act.RemoveEvent(index=index), "there is no notable event 3 (there are 2)")


def test_removed_by_name_names_the_card_or_the_set(camp: Campaign, catalog: Catalog) -> None:
    from rangers_qt.campaign.tracker_names import removable_names, removal

    card = catalog.cards["01240"]
    by_card = removal(catalog, f"  {card.name.upper()} ")
    assert (by_card.name, by_card.card, by_card.set_id) == (card.name, "01240", None)
    woods = catalog.sets["woods"]
    by_set = removal(catalog, woods.name.lower())
    assert (by_set.name, by_set.card, by_set.set_id) == (woods.name, None, "woods")
    for bad, words in (("Atlantis Key", "no card or set is named 'Atlantis Key'"), ("   ", "needs its name")):
        with pytest.raises(CampaignError, match=words):
            removal(catalog, bad)
    names = removable_names(catalog)
    assert card.name in names and woods.name in names and len(names) == len(set(names))
    camp.act(by_card)
    camp.act(by_set)
    assert [(r.card_id, r.set_id) for r in camp.tracker.removed] == [("01240", None), (None, "woods")]


def test_a_mission_by_name_takes_its_card_and_each_copy_once(camp: Campaign, catalog: Catalog) -> None:
    from rangers_qt.campaign.tracker_names import mission_names, new_mission

    assert "Helping Hand" in mission_names(catalog)
    first = new_mission(catalog, camp.tracker, "helping hand")
    camp.act(first)
    second = new_mission(catalog, camp.tracker, "Helping Hand")
    camp.act(second)
    assert [(m.name, m.card_id) for m in camp.tracker.missions] == [
        ("Helping Hand", "MI02"),
        ("Helping Hand", "MI03"),
    ]
    with pytest.raises(CampaignError, match="the mission Helping Hand is already on the tracker"):
        new_mission(catalog, camp.tracker, "Helping Hand")
    story = new_mission(catalog, camp.tracker, "Find  the lost map")
    assert (story.name, story.card) == ("Find the lost map", None)
    camp.act(story)
    with pytest.raises(CampaignError, match="already on the tracker"):
        new_mission(catalog, camp.tracker, "find the lost map")
    with pytest.raises(CampaignError, match="needs its name"):
        new_mission(catalog, camp.tracker, " ")


def test_every_edit_by_hand_is_in_the_history_and_the_file_adds_up(camp: Campaign, catalog: Catalog) -> None:
    from rangers_qt.campaign.save import FORMAT_VERSION

    edits: list[act.CampaignAction] = [
        act.SetWeather(day=3, weather="downpour"),
        act.AddMission(name="Biscuit Delivery", card="MI04"),
        act.SetMission(mission="MI04", progress=1),
        act.AddMission(name="A goal"),
        act.SetMissionLine(index=0, progress=2),
        act.RemoveMission(index=1),
        act.RecordEvent(text="MET THE OWL"),
        act.RecordEvent(text="WRONG"),
        act.RemoveEvent(index=1),
        act.CrossOutEvent(text="MET THE OWL"),
        act.PutBackEvent(index=0),
        act.RemoveFromGame(name="Woods", set_id="woods"),
        act.RestoreToGame(index=0),
        act.RemoveFromGame(name="Lingering Injury", card="01240"),
    ]
    start = len(camp.data.history)
    for edit in edits:
        camp.act(edit)
    assert [getattr(h, "action", None) for h in camp.data.history[start:]] == edits
    again = parse_campaign(to_bytes(camp), catalog)
    assert FORMAT_VERSION == 8 and again.tracker == camp.tracker
    t = again.tracker
    assert t.days[2].weather == "downpour" and [(m.name, m.progress) for m in t.missions] == [
        ("Biscuit Delivery", 2)
    ]
    assert [(e.text, e.crossed_out) for e in t.events] == [("MET THE OWL", False)]
    assert [e.text for e in t.events] == ["MET THE OWL"] and [r.card_id for r in t.removed] == ["01240"]


def test_a_mission_card_on_the_tracker_twice_is_ticked_by_its_line(camp: Campaign) -> None:
    """Completed, then begun again: the sheet's boxes tick the line chosen, not the first of
    that card."""
    camp.act(act.AddMission(name="Biscuit Delivery", card="MI04"))
    camp.act(act.SetMissionLine(index=0, progress=3, completed=True))
    camp.act(act.AddMission(name="Biscuit Delivery", card="MI04"))
    camp.act(act.SetMissionLine(index=1, progress=1))
    assert [(m.progress, m.completed) for m in camp.tracker.missions] == [(3, True), (1, False)]
    refused(camp, act.SetMissionLine(index=2, progress=1), "the Missions section has no line 3 (it has 2)")
    refused(camp, act.SetMissionLine(index=1, progress=4), "a mission has 3 boxes")


# ---------------------------------------------------------------------------- crossing out
# A notable event the guide takes back is crossed out (it no longer counts): the sheet crosses
# out the line chosen, by its phrase (``CrossOutEvent``), through ``tracker_names.cross_out``.


@pytest.mark.parametrize(("index", "ok"), [(0, True), (1, True), (2, False)])
def test_a_notable_event_is_crossed_out_one_below_at_and_past_the_last(
    camp: Campaign, catalog: Catalog, index: int, ok: bool
) -> None:
    from rangers_qt.campaign.tracker_names import cross_out

    camp.act(act.RecordEvent(text="MET THE OWL"))
    camp.act(act.RecordEvent(text="LOST THE MAP"))
    if not ok:
        with pytest.raises(CampaignError, match=r"there is no notable event 3 \(there are 2\)"):
            cross_out(camp.tracker, index)
        return
    action = cross_out(camp.tracker, index)
    assert action == act.CrossOutEvent(text=["MET THE OWL", "LOST THE MAP"][index])
    camp.act(action)
    assert [e.crossed_out for e in camp.tracker.events] == [i == index for i in range(2)]
    assert getattr(camp.data.history[-1], "action", None) == action  # in the history
    assert parse_campaign(to_bytes(camp), catalog).tracker == camp.tracker  # the file adds up


def test_an_event_crossed_out_already_is_refused_with_its_reason(camp: Campaign) -> None:
    from rangers_qt.campaign.tracker_names import cross_out

    camp.act(act.RecordEvent(text="MET THE OWL"))
    camp.act(cross_out(camp.tracker, 0))
    with pytest.raises(CampaignError, match="the notable event 'MET THE OWL' is already crossed out"):
        cross_out(camp.tracker, 0)
    # The action itself, sent again by its phrase, says the same (and changes nothing).
    refused(camp, act.CrossOutEvent(text="MET THE OWL"), "'MET THE OWL' is already crossed out")
    refused(camp, act.CrossOutEvent(text="NEVER WRITTEN"), "no notable event 'NEVER WRITTEN' to cross out")


def test_a_phrase_written_twice_is_crossed_out_line_by_line(camp: Campaign) -> None:
    """Both lines count until both are crossed out; the first still counting goes first."""
    from rangers_qt.campaign.tracker_names import cross_out

    for text in ("MET THE OWL", "LOST THE MAP", "MET THE OWL"):
        camp.act(act.RecordEvent(text=text))
    camp.act(cross_out(camp.tracker, 2))
    assert [e.crossed_out for e in camp.tracker.events] == [True, False, False]
    camp.act(cross_out(camp.tracker, 2))
    assert [e.crossed_out for e in camp.tracker.events] == [True, False, True]
    refused(camp, act.CrossOutEvent(text="MET THE OWL"), "already crossed out")


@pytest.mark.parametrize(("index", "ok"), [(0, True), (1, True), (2, False)])
def test_a_crossed_out_event_is_put_back_one_below_at_and_past_the_last(
    camp: Campaign, catalog: Catalog, index: int, ok: bool
) -> None:
    """Putting back undoes a crossing-out (the event counts again), by the line chosen: in the
    history, and the file reads it back the same."""
    for text in ("MET THE OWL", "LOST THE MAP"):
        camp.act(act.RecordEvent(text=text))
        camp.act(act.CrossOutEvent(text=text))
    if not ok:
        refused(camp, act.PutBackEvent(index=index), "there is no notable event 3 (there are 2)")
        return
    camp.act(act.PutBackEvent(index=index))
    assert [e.crossed_out for e in camp.tracker.events] == [i != index for i in range(2)]
    assert getattr(camp.data.history[-1], "action", None) == act.PutBackEvent(index=index)
    again = parse_campaign(to_bytes(camp), catalog)
    assert again.tracker == camp.tracker and again.data.history == camp.data.history


def test_an_event_still_counting_is_not_put_back_and_a_phrase_twice_goes_by_its_line(camp: Campaign) -> None:
    """Only a crossed-out line is put back; of a phrase written twice, the line chosen (the
    crossing-out takes the first still counting, so cross out, put back and cross out again
    ends where it began)."""
    for text in ("MET THE OWL", "MET THE OWL"):
        camp.act(act.RecordEvent(text=text))
    refused(camp, act.PutBackEvent(index=0), "the notable event 'MET THE OWL' is not crossed out")
    camp.act(act.CrossOutEvent(text="MET THE OWL"))
    camp.act(act.CrossOutEvent(text="MET THE OWL"))
    camp.act(act.PutBackEvent(index=1))
    assert [e.crossed_out for e in camp.tracker.events] == [True, False]
    camp.act(act.CrossOutEvent(text="MET THE OWL"))
    assert [e.crossed_out for e in camp.tracker.events] == [True, True]
