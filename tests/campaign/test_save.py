"""Campaign files: save and open (format_version, content hash, migrations, snapshot), replaying
every day to the same final state hashes, refusals in one line, the golden file of each version.

Regenerate the golden file after an intended format change with
``uv run python -m tests.campaign.test_save`` (and add a migration for the old version).
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from rangers_qt.campaign import actions as act
from rangers_qt.campaign import save as save_mod
from rangers_qt.campaign.campaign import BranchOrigin, Campaign
from rangers_qt.campaign.errors import CampaignError
from rangers_qt.campaign.save import (
    FORMAT_VERSION,
    open_campaign,
    parse_campaign,
    save_campaign,
    to_bytes,
    verify_days,
)
from rangers_qt.campaign.sim import run_campaign
from rangers_qt.content.catalog import Catalog
from rangers_qt.engine.day_sim import DayBot
from rangers_qt.engine.session import Session

GOLDEN = Path(__file__).parent / "golden"


def answer(session: Session, n: int) -> None:
    """``n`` answers chosen by the seeded day bot (the day goes on)."""
    bot = DayBot(1)
    for _ in range(n):
        assert session.prompt is not None
        session.answer(bot.choose(session.prompt))


def rehash(doc: dict[str, Any]) -> bytes:
    """A document with a valid content hash (as if written by a program, not damaged on disk)."""
    doc = {"format": doc["format"], "format_version": doc["format_version"], "sha256": "0" * 64, **doc}
    doc["sha256"] = "0" * 64
    raw = json.dumps(doc, separators=(",", ":"), ensure_ascii=False).encode()
    import hashlib

    at = raw.index(b'"sha256":"') + len('"sha256":"')
    return raw[:at] + hashlib.sha256(raw).hexdigest().encode() + raw[at + 64 :]


@pytest.fixture(scope="module")
def three_days(catalog: Catalog) -> tuple[Campaign, dict[str, Any]]:
    return run_campaign(catalog, seed=4, rangers=2, days=3)


def test_three_days_saved_and_reopened_after_every_day_replay_to_the_same_hashes(
    catalog: Catalog, tmp_path: Path
) -> None:
    """Acceptance (short version; the 30-day one is marked slow): after each day the campaign is
    saved and reopened, and every day so far replays to its recorded final state hash."""
    campaign, _ = run_campaign(catalog, seed=11, rangers=2, days=0)
    path = tmp_path / "c.json"
    from rangers_qt.campaign.sim import play_one_day

    for n in range(3):
        play_one_day(campaign, seed=11)
        save_campaign(campaign, path, durable=False)
        campaign = open_campaign(path, catalog)
        assert len(campaign.days()) == n + 1
        assert verify_days(campaign) == [d.final_hash for d in campaign.days()]
        assert campaign.rebuild() == campaign.tracker


def test_save_is_deterministic_and_round_trips(catalog: Catalog, three_days: tuple[Campaign, Any]) -> None:
    campaign, summary = three_days
    raw = to_bytes(campaign)
    again = parse_campaign(raw, catalog)
    assert to_bytes(again) == raw
    assert again.tracker == campaign.tracker and summary["days_played"] == 3
    doc = json.loads(raw)
    assert doc["format"] == "rangers-qt-campaign" and doc["format_version"] == FORMAT_VERSION
    day = doc["history"][-1] if doc["history"][-1]["kind"] == "day" else None
    assert day is None or {"setup", "log", "state_hash"} <= set(day["save"])
    assert all(h["rules_version"] for h in doc["history"] if h["kind"] == "day")


def test_opening_replays_the_current_day_against_its_snapshot_and_no_played_day(
    catalog: Catalog, three_days: tuple[Campaign, Any], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The current day's log is checked against its snapshot by replaying it (issue #30: a bogus
    or truncated log beside a valid snapshot loaded silently); the played days are not replayed."""
    campaign = parse_campaign(to_bytes(three_days[0]), catalog)
    session = campaign.start_day()
    answer(session, 5)
    expected = session.hash()
    save_campaign(campaign, tmp_path / "c.json", durable=False)
    replayed: list[int] = []
    real = Session.from_json

    def counted(save: Any, *a: Any, **k: Any) -> Session:
        replayed.append(len(save["log"]))
        return real(save, *a, **k)

    monkeypatch.setattr(Session, "from_json", counted)
    reopened = open_campaign(tmp_path / "c.json", catalog)
    assert replayed == [5]  # the current day only
    assert reopened.session is not None and reopened.session.hash() == expected
    assert len(reopened.session.log) == 5
    monkeypatch.undo()
    assert reopened.session.undo() and len(reopened.session.log) == 4


def test_a_day_under_other_rules_is_refused_not_replayed(
    catalog: Catalog, three_days: tuple[Campaign, Any]
) -> None:
    campaign = parse_campaign(to_bytes(three_days[0]), catalog)
    day = campaign.days()[0].model_copy(update={"rules_version": "999"})
    campaign.data.history[campaign.data.history.index(campaign.days()[0])] = day
    with pytest.raises(CampaignError, match="rules version 999; this program has rules version"):
        campaign.replay_day(day.day)


def test_a_current_day_under_other_rules_goes_on_from_its_snapshot_not_replayed(
    catalog: Catalog, three_days: tuple[Campaign, Any], monkeypatch: pytest.MonkeyPatch
) -> None:
    """Never replayed under other rules; with its snapshot the day goes on from there (the
    details: tests/campaign/test_resume_across_update.py)."""
    campaign = parse_campaign(to_bytes(three_days[0]), catalog)
    campaign.start_day()
    assert campaign.data.current is not None and campaign.data.current.weather == "WE02"  # day 4: Downpour
    doc = json.loads(to_bytes(campaign))
    doc["current"]["rules_version"] = "999"

    def no_replay(*_a: object, **_k: object) -> None:
        raise AssertionError("a day under other rules must not be replayed")

    monkeypatch.setattr(Session, "from_json", no_replay)
    reopened = parse_campaign(rehash(doc), catalog)
    session = reopened.session
    assert reopened.data.current is not None
    assert session is not None and reopened.data.current.resumed_at == 0
    assert (
        reopened.notice is not None
        and "day 4 goes on under this version's card rules" in reopened.notice.lower()
    )


def test_rules_version_is_the_engines_compiled_behaviour_hash(
    catalog: Catalog, three_days: tuple[Campaign, Any]
) -> None:
    """A day records the hash of the compiled card behaviour (the value its own save carries as
    ``rules_version``); the campaign refuses a day whose hash is not this program's."""
    from rangers_qt.campaign.campaign import current_rules_version
    from rangers_qt.engine.cards import book_for

    here = book_for(catalog).behaviour.version
    assert current_rules_version(catalog) == here and len(here) == 16
    campaign = parse_campaign(to_bytes(three_days[0]), catalog)
    campaign.start_day()
    cur = campaign.data.current
    assert cur is not None and cur.rules_version == here == cur.save["rules_version"]


def test_a_legacy_day_is_checked_by_its_embedded_save(
    catalog: Catalog, three_days: tuple[Campaign, Any]
) -> None:
    """A day recorded as rules version "1" (before the campaign stored the hash) is checked by its
    save's own ``rules_version``: the same hash replays, another is refused, none is accepted."""
    campaign = parse_campaign(to_bytes(three_days[0]), catalog)
    first = campaign.days()[0]
    at = campaign.data.history.index(first)
    for embedded, refused in (
        (first.save.get("rules_version"), False),
        ("0123456789abcdef", True),
        (None, False),
    ):
        save = {k: v for k, v in first.save.items() if k != "rules_version"}
        if embedded is not None:
            save["rules_version"] = embedded
        campaign.data.history[at] = first.model_copy(update={"rules_version": "1", "save": save})
        if refused:
            with pytest.raises(CampaignError, match="rules version 0123456789abcdef"):
                campaign.replay_day(first.day)
        else:
            assert campaign.replay_day(first.day).hash() == first.final_hash


def test_actions_between_days_are_kept_in_the_history(
    catalog: Catalog, three_days: tuple[Campaign, Any]
) -> None:
    campaign = parse_campaign(to_bytes(three_days[0]), catalog)
    campaign.act(act.RecordEvent(text="found the cave"))
    again = parse_campaign(to_bytes(campaign), catalog)
    assert again.tracker.events[-1].text == "found the cave" and again.rebuild() == again.tracker


def _flip_camped(raw: bytes) -> bytes:
    """One day's camped flag the other way (which days camp depends on the seeded play)."""
    if b'"camped":false' in raw:
        return raw.replace(b'"camped":false', b'"camped":true ', 1)
    return raw.replace(b'"camped":true', b'"camped":false', 1)


@pytest.mark.parametrize(
    ("damage", "words"),
    [
        (lambda raw: raw[: len(raw) // 2], "damaged or was edited"),
        (_flip_camped, "damaged or was edited"),
        (lambda raw: raw[:40], "hash|broken JSON"),
        # Not JSON at all: said so, with where it breaks (not "no content hash").
        (lambda raw: b"", "not a JSON file: broken JSON at line 1 column 1"),
        (lambda raw: b"\x00" * 100, "not a JSON file: broken JSON"),
        (lambda raw: b"not json {", "not a JSON file: broken JSON at line 1 column 1"),
        (lambda raw: b"\xff\xfe{}", "not a JSON file: the file is not UTF-8 text"),
        # JSON, but another kind of document.
        (lambda raw: b"[1, 2]", "not a Rangers Qt campaign file \\(no content hash\\)"),
    ],
)
def test_damaged_files_are_refused_in_one_line(
    catalog: Catalog, three_days: tuple[Campaign, Any], damage: Any, words: str
) -> None:
    raw = to_bytes(three_days[0])
    assert damage(raw) != raw
    with pytest.raises(CampaignError, match=words) as info:
        parse_campaign(damage(raw), catalog)
    assert "\n" not in str(info.value)


def test_a_future_version_is_refused(catalog: Catalog, three_days: tuple[Campaign, Any]) -> None:
    doc = json.loads(to_bytes(three_days[0]))
    doc["format_version"] = FORMAT_VERSION + 1
    with pytest.raises(CampaignError, match=f"made by a newer Rangers Qt \\(format {FORMAT_VERSION + 1}"):
        parse_campaign(rehash(doc), catalog)


def test_a_crafted_file_with_a_valid_hash_is_still_checked(
    catalog: Catalog, three_days: tuple[Campaign, Any]
) -> None:
    doc = json.loads(to_bytes(three_days[0]))
    doc["tracker"]["rewards"].append("01230")  # the snapshot no longer matches the history
    with pytest.raises(CampaignError, match="does not match the campaign's history"):
        parse_campaign(rehash(doc), catalog)
    doc = json.loads(to_bytes(three_days[0]))
    doc["history"][0]["action"]["kind"] = "teleport"
    with pytest.raises(CampaignError, match=r"not a valid campaign \(history.0"):
        parse_campaign(rehash(doc), catalog)


def test_migrations_run_before_validation(
    catalog: Catalog, three_days: tuple[Campaign, Any], monkeypatch: pytest.MonkeyPatch
) -> None:
    """A version-N file is migrated (plain JSON) and then validated as the current version."""
    doc = json.loads(to_bytes(three_days[0]))
    doc["format_version"] = FORMAT_VERSION
    renamed = dict(doc)
    renamed["title"] = renamed.pop("name")  # an imaginary older layout
    monkeypatch.setattr(save_mod, "FORMAT_VERSION", FORMAT_VERSION + 1)
    seen: list[int] = []

    def forward(old: dict[str, Any]) -> dict[str, Any]:
        seen.append(old["format_version"])
        new = dict(old)
        new["name"] = new.pop("title")
        return new

    monkeypatch.setitem(save_mod.MIGRATIONS, FORMAT_VERSION, forward)
    campaign = parse_campaign(rehash(renamed), catalog)
    assert seen == [FORMAT_VERSION] and campaign.data.name == doc["name"]


def test_open_refuses_missing_oversized_and_folder(catalog: Catalog, tmp_path: Path) -> None:
    with pytest.raises(CampaignError, match="no such file"):
        open_campaign(tmp_path / "none.json", catalog)
    with pytest.raises(CampaignError, match="is a folder"):
        open_campaign(tmp_path, catalog)
    big = tmp_path / "big.json"
    with open(big, "wb") as fh:
        fh.truncate(save_mod.MAX_FILE_BYTES + 1)
    with pytest.raises(CampaignError, match="too large"):
        open_campaign(big, catalog)


def test_a_failed_open_leaves_the_open_campaign_untouched(
    catalog: Catalog, three_days: tuple[Campaign, Any], tmp_path: Path
) -> None:
    campaign = parse_campaign(to_bytes(three_days[0]), catalog)
    before = to_bytes(campaign)
    (tmp_path / "bad.json").write_bytes(before[:-10])
    with pytest.raises(CampaignError):
        campaign = open_campaign(tmp_path / "bad.json", catalog)
    assert to_bytes(campaign) == before


def _golden(catalog: Catalog) -> bytes:
    campaign, _ = run_campaign(catalog, seed=2, rangers=1, days=2)
    campaign.act(act.ScheduleEntry(day=9, entry="12.3"))
    for text in ("kept", "to go", "to change"):  # format 3: notes edited and deleted
        campaign.act(act.AddNote(day=2, text=text))
    campaign.act(act.DeleteNote(day=2, index=1))
    campaign.act(act.EditNote(day=2, index=1, text="changed"))
    campaign.act(act.RemoveFromGame(name="A removed set"))  # format 5: the tracker by hand
    campaign.act(act.SetWeather(day=10, weather="howling_winds"))
    # Format 7: lines of the tracker written in error, struck out.
    campaign.act(act.AddMission(name="A goal written in error"))
    campaign.act(act.SetMissionLine(index=len(campaign.tracker.missions) - 1, progress=1))
    campaign.act(act.RemoveMission(index=len(campaign.tracker.missions) - 1))
    campaign.act(act.RecordEvent(text="AN EVENT WRITTEN IN ERROR"))
    campaign.act(act.RemoveEvent(index=len(campaign.tracker.events) - 1))
    # Format 8: a notable event crossed out, then put back (it counts again).
    campaign.act(act.RecordEvent(text="AN EVENT PUT BACK"))
    campaign.act(act.CrossOutEvent(text="AN EVENT PUT BACK"))
    campaign.act(act.PutBackEvent(index=len(campaign.tracker.events) - 1))
    # Format 6: the origin of a branch with the original's identity (this one names a made-up
    # original; the golden file tests only that the fields are read).
    origin = BranchOrigin(name="An original", day=2, file="original.json", items=1, key="k" * 64)
    campaign.data.branch = origin
    session = campaign.start_day()
    answer(session, 3)
    return to_bytes(campaign)


@pytest.mark.parametrize("version", range(1, FORMAT_VERSION + 1))
def test_golden_file_of_each_version_opens(catalog: Catalog, version: int) -> None:
    path = GOLDEN / f"campaign_v{version}.json"
    campaign = open_campaign(path, catalog)
    t = campaign.tracker
    assert t.day == 3 and len(campaign.days()) == 2 and len(t.rangers) == 1
    assert t.track_day(9).entries == ["12.3"]
    if version >= 5:
        assert [r.name for r in t.removed] == ["A removed set"] and t.track_day(10).weather == "howling_winds"
    if version >= 3:
        assert campaign.data.current is not None and len(campaign.data.current.save["log"]) == 3
        # Restored, or gone on from its snapshot when the card behaviour changed since it was written.
        assert campaign.session is not None and campaign.data.current is not None
    else:  # its day 3's state no longer fits this engine: the campaign opens, that day set aside
        assert campaign.data.current is None
        assert campaign.notice is not None and "the group sets day 3 up again" in campaign.notice
    if version >= 3:
        assert t.days[1].notes[-2:] == ["kept", "changed"]
    kinds = {getattr(getattr(h, "action", None), "kind", None) for h in campaign.data.history}
    assert ({"remove_mission", "remove_event", "set_mission_line"} <= kinds) == (version >= 7)
    assert ("put_back_event" in kinds) == (version >= 8)
    put_back = [e.crossed_out for e in t.events if e.text == "AN EVENT PUT BACK"]
    assert put_back == ([False] if version >= 8 else [])
    assert not any("IN ERROR" in e.text for e in t.events) and not any(
        "in error" in m.name for m in t.missions
    )
    origin = campaign.data.branch
    if version >= 6:
        assert origin is not None and (origin.file, origin.day, origin.items, origin.key) == (
            "original.json",
            2,
            1,
            "k" * 64,
        )
    else:
        assert origin is None


if __name__ == "__main__":  # regenerate the golden file of the current version
    from rangers_qt.content.catalog import load_catalog

    (GOLDEN / f"campaign_v{FORMAT_VERSION}.json").write_bytes(_golden(load_catalog()))


def test_a_version_1_file_has_no_day_statistics_and_is_written_back_in_the_current_format(
    catalog: Catalog,
) -> None:
    """Format 2 added each day's statistics (counted when a day ends); a format-1 file opens with
    none (the review replays those days once) and is saved in the current format."""
    campaign = open_campaign(GOLDEN / "campaign_v1.json", catalog)
    assert [d.stats for d in campaign.days()] == [None, None]
    raw = to_bytes(campaign)
    assert json.loads(raw)["format_version"] == FORMAT_VERSION == 8
    assert [d.stats for d in parse_campaign(raw, catalog).days()] == [None, None]
    newer = open_campaign(GOLDEN / "campaign_v2.json", catalog)
    assert all(d.stats is not None and d.stats.final_hash == d.final_hash for d in newer.days())


def test_a_version_5_branch_opens_without_the_originals_identity_and_is_written_as_version_6(
    catalog: Catalog,
) -> None:
    """Format 6 added ``BranchOrigin.items``/``key``; the golden format-5 branch (made by the
    format-5 program from day 2 of ``campaign_v5.json``) opens, still pairs with its original beside
    it (the shared days compared item by item), and is saved as format 6."""
    from rangers_qt.app.branch_review import family

    path = GOLDEN / "branch_v5.json"
    assert json.loads(path.read_bytes())["format_version"] == 5
    branch = open_campaign(path, catalog)
    origin = branch.data.branch
    assert origin is not None and (origin.file, origin.day, origin.items, origin.key) == (
        "campaign_v5.json",
        2,
        None,
        None,
    )
    found = family(branch, path)
    assert found.problems == [] and [p.other_file for p in found.pairs] == ["campaign_v5.json"]
    assert found.pairs[0].first_difference() == 2
    raw = to_bytes(branch)
    assert json.loads(raw)["format_version"] == FORMAT_VERSION == 8
    assert parse_campaign(raw, catalog).data.branch == origin


def test_a_format_6_branch_is_refused_by_a_format_5_reader_as_newer(
    catalog: Catalog, monkeypatch: pytest.MonkeyPatch, three_days: tuple[Campaign, Any]
) -> None:
    """Why the version moved: a format-5 program meets the new fields as a newer file in one line
    (not as an unknown field), and the campaign it has open stays as it was."""
    from rangers_qt.campaign.branch import branch_from

    open_one = parse_campaign(to_bytes(three_days[0]), catalog)
    before = to_bytes(open_one)
    raw = to_bytes(branch_from(three_days[0], 2, "c.json"))
    monkeypatch.setattr(save_mod, "FORMAT_VERSION", 5)
    with pytest.raises(CampaignError) as exc:
        open_one = parse_campaign(raw, catalog, "branch.json")
    assert str(exc.value) == (
        f"branch.json: made by a newer Rangers Qt (format {FORMAT_VERSION}; this one reads up to 5)"
    )
    monkeypatch.undo()
    assert to_bytes(open_one) == before


def test_a_day_that_does_not_replay_when_it_ends_is_kept_without_statistics(
    catalog: Catalog, monkeypatch: pytest.MonkeyPatch
) -> None:
    from rangers_qt.campaign import campaign as campaign_mod

    def diverges(*_a: Any) -> Any:
        raise CampaignError("day 1 replays to a different state than the one saved")

    monkeypatch.setattr(campaign_mod, "count_day", diverges)
    campaign, _ = run_campaign(catalog, seed=3, rangers=1, days=1)
    (day,) = campaign.days()
    assert day.stats is None and day.outcome is not None and day.final_hash
