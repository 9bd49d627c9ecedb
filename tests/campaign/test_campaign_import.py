"""Issue #32: a campaign continued from earthborne.build or RangersDB, and handed back.

Hand-made documents of both shapes (tests/campaign/fixtures/interchange): legal, with unknown
cards, with code/name mismatches, truncated, a future ``schema_version``, tampered numbers.
Each is imported exactly or refused with one line; the imported campaign is a campaign file
this program keeps (its checks pass), and its next day sets up from it.
"""

from __future__ import annotations

import contextlib
import copy
import json
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from rangers_qt.campaign import actions as act
from rangers_qt.campaign.campaign_import import import_data, import_file
from rangers_qt.campaign.earthborne_build import export_document
from rangers_qt.campaign.errors import CampaignError
from rangers_qt.campaign.rangersdb import ranger_deck_record
from rangers_qt.campaign.save import parse_campaign, to_bytes
from rangers_qt.campaign.tracker_names import cross_out
from rangers_qt.content.catalog import Catalog

DOCS = Path(__file__).parent / "fixtures" / "interchange"


def doc(name: str) -> dict[str, Any]:
    data: dict[str, Any] = json.loads((DOCS / name).read_text())
    return data


@pytest.mark.parametrize("name", ["ebuild_legal.json", "rangersdb_legal.json"])
def test_a_legal_document_imports_exactly(catalog: Catalog, name: str) -> None:
    got = import_file(catalog, DOCS / name)
    t = got.campaign.tracker
    assert t.day == 5 and (t.location, t.terrain) == ("boulder_field", "woods")
    assert [h.day for h in t.history] == [1, 2, 3, 4] and [h.camped for h in t.history] == [
        False,
        True,
        True,
        True,
    ]
    assert [h.location for h in t.history] == [
        "lone_tree_station",
        "lone_tree_station",
        "boulder_field",
        "boulder_field",
    ]
    assert all(t.days[d - 1].crossed_off for d in range(1, 5)) and not t.days[4].crossed_off
    assert t.rewards == ["01201", "01202"]
    ana, bo = t.rangers
    assert ana.name == "Ana" and "01201" in ana.deck.cards and ana.deck.cards.count("01001") == 1
    assert ana.displaced == ["01001"] and ana.deck.maladies == ["01240"] and len(ana.deck.cards) == 30
    assert bo.name == "Bo" and not bo.displaced and not bo.deck.maladies
    biscuit, helping = t.missions
    assert (biscuit.card_id, biscuit.progress, biscuit.completed, biscuit.day_started) == (
        "MI04",
        1,
        False,
        1,
    )
    assert (helping.card_id, helping.progress, helping.completed, helping.day_started) == ("MI02", 3, True, 3)
    assert [(e.text, e.crossed_out) for e in t.events] == [("SHARED THE SONG", False), ("LOST THE MAP", True)]
    assert t.days[1].notes == ["Ana took the long way"] and t.days[3].notes == ["Owl seen at dusk"]
    assert t.days[8].entries == ["12.3"] and t.days[0].entries == ["1"]  # printed entries not doubled
    assert [(r.name, r.card_id) for r in t.removed] == [("Lingering Injury", "01240")]
    assert got.summary.mismatches == []
    # The last day camped: the reward swaps are open, as after camping here.
    assert all(r.swaps_left == 2 for r in t.rangers)


@pytest.mark.parametrize("name", ["ebuild_legal.json", "rangersdb_legal.json"])
def test_the_imported_campaign_is_a_campaign_file_and_its_next_day_sets_up(
    catalog: Catalog, name: str
) -> None:
    camp = import_file(catalog, DOCS / name).campaign
    reopened = parse_campaign(to_bytes(camp), catalog)  # every check of the file holds
    assert reopened.tracker == camp.tracker
    session = reopened.start_day()
    assert session.state.day.campaign_day == 5
    assert session.state.day.location == "boulder_field"
    assert len(session.state.rangers) == 2


def test_both_shapes_of_the_same_campaign_give_the_same_tracker(catalog: Catalog) -> None:
    a = import_file(catalog, DOCS / "ebuild_legal.json").campaign.tracker
    b = import_file(catalog, DOCS / "rangersdb_legal.json").campaign.tracker
    assert a == b


def test_code_name_mismatches_are_matched_by_name_and_each_listed(catalog: Catalog) -> None:
    got = import_file(catalog, DOCS / "ebuild_code_name_mismatch.json")
    legal = import_file(catalog, DOCS / "ebuild_legal.json")
    assert got.campaign.tracker == legal.campaign.tracker
    by_where = {m.where: m for m in got.summary.mismatches}
    assert by_where["mission Biscuit Delivery"].matched == "MI04"
    assert "01419 is Spire here" in by_where["mission Biscuit Delivery"].reason
    assert by_where["rewards"].matched == "01202" and by_where["rewards"].given == "Scuttler Tunnel"
    assert by_where["deck Bo: slots"].matched == "01019"
    assert by_where["current_location"].matched == "boulder_field"
    assert len(got.summary.mismatches) == 4
    assert any("4 difference(s)" in line for line in got.summary.lines())


def test_rangersdb_code_name_mismatch_is_listed(catalog: Catalog) -> None:
    got = import_file(catalog, DOCS / "rangersdb_code_name_mismatch.json")
    assert [m.where for m in got.summary.mismatches] == ["mission Helping Hand", "history day 3"]
    assert got.campaign.tracker.missions[1].card_id == "MI02"


@pytest.mark.parametrize(
    ("name", "words"),
    [
        ("ebuild_unknown_cards.json", "campaign not imported: rewards: 'R-404'"),
        ("rangersdb_unknown_cards.json", "deck Ana: maladies: '01999'"),
        ("ebuild_truncated.json", "not valid JSON"),
        ("rangersdb_truncated.json", "not valid JSON"),
        ("ebuild_future_schema.json", "newer earthborne.build (schema_version 2; this program reads 1)"),
        ("ebuild_tampered_day.json", "campaign.day"),
    ],
)
def test_bad_documents_are_refused_in_one_line(catalog: Catalog, name: str, words: str) -> None:
    with pytest.raises(CampaignError) as err:
        import_file(catalog, DOCS / name)
    line = str(err.value)
    assert "\n" not in line and line.startswith(name) and words in line


def test_every_unknown_card_is_listed(catalog: Catalog) -> None:
    with pytest.raises(CampaignError) as err:
        import_file(catalog, DOCS / "ebuild_unknown_cards.json")
    assert "(and 1 more)" in str(err.value)
    assert err.value.problems == [
        "rewards: 'R-404' - no reward card has this code or name here",
        "deck Bo: slots: '09999' - no Ranger card has this code or name here",
    ]


def _tampered(path: str, value: object) -> dict[str, Any]:
    d = doc("ebuild_legal.json")
    keys = path.split(".")
    node: Any = d
    for k in keys[:-1]:
        node = node[int(k)] if k.isdigit() else node[k]
    node[keys[-1]] = value
    return d


@pytest.mark.parametrize(
    ("path", "value", "words"),
    [
        ("campaign.missions.1.day", 9, "started on day 9"),
        ("campaign.day", 47, "campaign.day is 47"),
        ("campaign.day", 0, "campaign.day is 0"),
        ("campaign.cycle_id", "loa", "cycle 'loa'"),
        ("campaign.expansions", ["sib"], "expansions"),
        ("decks", [], "no Ranger's deck"),
        ("decks.0.slots.01201", 2, "Ana: the deck has 31 cards"),  # two copies of a reward
        ("campaign.notes.0.note", "x" * 201, "at most 200 characters"),
        ("campaign.missions.0.progress", 4, "progress 4"),
        ("campaign.rewards", ["01202"], "Lynx Fur Cloak"),  # a reward in a deck the group never unlocked
        ("campaign.history.1.path_terrain", "lava", "no path terrain"),
        ("campaign.history.2.location", "atlantis", "no location"),
        ("schema_version", "1", "schema_version '1'"),
    ],
)
def test_tampered_documents_are_refused_with_their_reason(
    catalog: Catalog, path: str, value: object, words: str
) -> None:
    d = _tampered(path, value)
    if path == "campaign.rewards":
        d["decks"][0]["rewards"] = None
    with pytest.raises(CampaignError) as err:
        import_data(catalog, d)
    assert "\n" not in str(err.value) and words in str(err.value), str(err.value)


@pytest.mark.parametrize(("day", "ok"), [(45, True), (46, True), (47, False)])
def test_the_next_day_bound_one_below_at_and_above(catalog: Catalog, day: int, ok: bool) -> None:
    d = doc("ebuild_legal.json")
    d["campaign"]["day"] = day
    d["campaign"]["extended_calendar"] = True
    if ok:
        t = import_data(catalog, d).campaign.tracker
        assert t.day == day and len(t.history) == day - 1
    else:
        with pytest.raises(CampaignError, match=r"campaign\.day is 47"):
            import_data(catalog, d)


def test_round_trip_import_export_import_gives_the_same_campaign(catalog: Catalog) -> None:
    first = import_file(catalog, DOCS / "ebuild_legal.json").campaign
    exported = json.loads(json.dumps(export_document(first)))
    assert exported["schema_version"] == 1
    second = import_data(catalog, exported)
    assert second.campaign.tracker == first.tracker
    assert second.campaign.data.history == first.data.history and second.campaign.data.seed == first.data.seed
    assert second.summary.mismatches == []
    assert export_document(second.campaign) == exported


def test_export_of_a_campaign_played_here_imports_back(catalog: Catalog) -> None:
    from rangers_qt.campaign.sim import run_campaign

    played, _ = run_campaign(catalog, seed=3, rangers=2, days=2)
    back = import_data(catalog, json.loads(json.dumps(export_document(played)))).campaign.tracker
    t = played.tracker
    assert back.day == t.day and (back.location, back.terrain) == (t.location, t.terrain)
    assert [(h.day, h.location, h.terrain, h.camped) for h in back.history] == [
        (h.day, h.location, h.terrain, h.camped) for h in t.history
    ]
    # A deck is its cards, in whatever order (the document keeps copies by code).
    assert [(r.name, r.deck.counts(), r.deck.maladies) for r in back.rangers] == [
        (r.name, r.deck.counts(), r.deck.maladies) for r in t.active_rangers()
    ]
    assert back.rewards == t.rewards and [(m.card_id, m.progress) for m in back.missions] == [
        (m.card_id, m.progress) for m in t.missions
    ]


def test_each_deck_exports_as_rangersdb_json_that_imports_back(catalog: Catalog) -> None:
    from rangers_qt.campaign.rangersdb import import_deck

    camp = import_file(catalog, DOCS / "ebuild_legal.json").campaign
    ana = camp.tracker.rangers[0]
    record = ranger_deck_record(catalog, camp.tracker, ana.id)
    back = import_deck(catalog, record, unlocked=camp.tracker.rewards)
    assert back.deck == ana.deck and back.displaced == ana.displaced


_EDITS = st.lists(
    st.sampled_from(
        [
            *("note", "event", "cross", "weather", "entry", "remove", "mission"),
            *("tick", "unmission", "unevent", "crossline"),
        ]
    ),
    max_size=6,
)


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(edits=_EDITS, day=st.integers(min_value=1, max_value=12))
def test_round_trip_holds_for_campaigns_entered_by_hand(catalog: Catalog, edits: list[str], day: int) -> None:
    d = doc("ebuild_legal.json")
    d["campaign"]["day"] = day
    d["campaign"]["missions"] = [m for m in d["campaign"]["missions"] if m["day"] <= day]
    d["campaign"]["notes"] = [n for n in d["campaign"]["notes"] if n["day"] < 40]
    camp = import_data(catalog, d).campaign
    for i, kind in enumerate(edits):
        if kind == "crossline":  # the sheet's Cross out on a line (one past the last refused)
            with contextlib.suppress(CampaignError):
                camp.act(cross_out(camp.tracker, i % (len(camp.tracker.events) + 1)))
            continue
        choices: dict[str, act.CampaignAction] = {
            "note": act.AddNote(day=day + i % 3, text=f"note {i}"),
            "event": act.RecordEvent(text=f"EVENT {i}"),
            "cross": act.CrossOutEvent(text="SHARED THE SONG"),
            "weather": act.SetWeather(day=day + 1, weather="downpour"),
            "entry": act.ScheduleEntry(day=day + 2, entry=f"{i}.1"),
            "remove": act.RemoveFromGame(name=f"Set {i}"),
            "mission": act.AddMission(name=f"Goal {i}"),
            # The tracker sheet's controls (format 7): a box ticked by its line, lines struck out.
            "tick": act.SetMissionLine(index=0, progress=i % 4),
            "unmission": act.RemoveMission(index=0),
            "unevent": act.RemoveEvent(index=0),
        }
        action = choices[kind]
        with contextlib.suppress(CampaignError):  # refused (e.g. crossing out twice): nothing changed
            camp.act(action)
    again = import_data(catalog, json.loads(json.dumps(export_document(camp)))).campaign
    t, u = camp.tracker, again.tracker
    assert u.day == t.day and u.days == t.days and u.rewards == t.rewards and u.removed == t.removed
    assert [(e.text, e.crossed_out) for e in u.events] == [(e.text, e.crossed_out) for e in t.events]
    assert [(m.name, m.card_id, m.progress, m.completed) for m in u.missions] == [
        (m.name, m.card_id, m.progress, m.completed) for m in t.missions
    ]
    assert [r.deck for r in u.rangers] == [r.deck for r in t.rangers]
    assert copy.deepcopy(export_document(again)) == export_document(again)


def test_events_crossed_out_on_the_sheet_go_out_and_come_back(catalog: Catalog) -> None:
    """The tracker sheet's Cross out (a line chosen, crossed out by its phrase): the export
    marks the line, and the campaign imported from it has the same lines crossed out."""
    camp = import_file(catalog, DOCS / "ebuild_legal.json").campaign
    start = [(e.text, e.crossed_out) for e in camp.tracker.events]
    for text in ("MET THE OWL", "FED THE FOX", "MET THE OWL"):
        camp.act(act.RecordEvent(text=text))
    n = len(start)
    camp.act(cross_out(camp.tracker, n + 1))
    camp.act(cross_out(camp.tracker, n + 2))
    camp.act(cross_out(camp.tracker, n + 2))  # the phrase written twice: its second line now
    lines = [*start, ("MET THE OWL", True), ("FED THE FOX", True), ("MET THE OWL", True)]
    assert [(e.text, e.crossed_out) for e in camp.tracker.events] == lines
    exported = json.loads(json.dumps(export_document(camp)))
    assert [(e["event"], e["crossed_out"]) for e in exported["campaign"]["events"]] == lines
    again = import_data(catalog, exported).campaign
    assert [(e.text, e.crossed_out) for e in again.tracker.events] == lines
