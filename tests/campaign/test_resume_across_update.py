"""A day in progress carried across an update of the card rules (campaign/resume.py).

A campaign file written by another version of the program (other card behaviour: another rules
version) is emulated by giving its current day, and that day's save, another rules version: the
state and answers are this program's own, exactly as if the cards had not changed.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from rangers_qt.campaign.autosave import Autosaver, journal_path, recover, recovery_info
from rangers_qt.campaign.campaign import Campaign, current_rules_version
from rangers_qt.campaign.errors import CampaignError
from rangers_qt.campaign.resume import stored_hash
from rangers_qt.campaign.save import open_campaign, parse_campaign, save_campaign, to_bytes
from rangers_qt.campaign.sim import run_campaign
from rangers_qt.content.catalog import Catalog
from rangers_qt.engine.day_sim import DayBot
from rangers_qt.engine.session import Session

OTHER_RULES = "0123456789abcdef"


@pytest.fixture(scope="module")
def played(catalog: Catalog) -> bytes:
    """A campaign file with one day played and day 2 in progress after 10 answers."""
    campaign, _ = run_campaign(catalog, seed=4, rangers=2, days=1)
    session = campaign.start_day()
    answer(session, 10)
    return to_bytes(campaign)


def answer(session: Session, n: int, seed: int = 1) -> None:
    bot = DayBot(seed)
    for _ in range(n):
        assert session.prompt is not None
        session.answer(bot.choose(session.prompt))


def from_other_program(raw: bytes, catalog: Catalog, *, snapshot: bool = True) -> Campaign:
    """The campaign as the previous version of the program would have written it."""
    campaign = parse_campaign(raw, catalog)
    cur = campaign.data.current
    assert cur is not None and cur.resumed_at is None
    cur.rules_version = OTHER_RULES
    cur.save = {**cur.save, "rules_version": OTHER_RULES}
    if not snapshot:
        cur.snapshot = None
    campaign._session = None  # (the loader restored the day under this program's rules)
    return campaign


def test_a_day_under_other_rules_goes_on_from_its_snapshot(played: bytes, catalog: Catalog) -> None:
    expected = parse_campaign(played, catalog).session
    assert expected is not None
    campaign = from_other_program(played, catalog)
    session = campaign.session
    assert session is not None
    # The same state, the same question, the day's log kept as its record.
    assert session.hash() == expected.hash()
    assert session.prompt is not None and expected.prompt is not None
    assert session.prompt.model_dump() == expected.prompt.model_dump()
    assert [e.option for e in session.log] == [e.option for e in expected.log]
    cur = campaign.data.current
    assert cur is not None
    assert (cur.resumed_under, cur.resumed_at) == (current_rules_version(catalog), 10)
    assert cur.rules_version == OTHER_RULES  # what the earlier answers were given under
    assert campaign.notice is not None and "goes on under this version's card rules" in campaign.notice
    assert "10 answers" in campaign.notice
    # The answers given before the update cannot be undone; the game goes on and new ones can.
    assert not session.can_undo() and not session.undo() and not session.undo("round")
    answer(session, 2, seed=5)
    assert session.can_undo()
    assert session.undo() and session.undo()
    assert session.hash() == expected.hash() and not session.undo()


def test_undo_stops_exactly_at_the_resume_point(played: bytes, catalog: Catalog) -> None:
    """The floor at one below, at and above the resume point (10 answers)."""
    session = from_other_program(played, catalog).session
    assert session is not None and session.undo_floor == 10
    answer(session, 3, seed=7)
    assert len(session.log) == 13
    assert not session.undo_to(9)  # one below: refused, nothing changes
    assert len(session.log) == 13
    assert session.undo_to(11)  # one above
    assert len(session.log) == 11
    assert session.undo_to(10)  # at: back to the resumed state
    assert len(session.log) == 10 and not session.can_undo()
    assert session.redo() and len(session.log) == 11
    # Undo to the start of the round stops at the resume point too (the round began before it).
    assert session.state.round == 1
    assert session.undo("round") and len(session.log) == 10 and not session.can_undo()


def test_a_resumed_day_reopens_under_this_program_with_undo_back_to_that_point(
    played: bytes, catalog: Catalog
) -> None:
    campaign = from_other_program(played, catalog)
    session = campaign.session
    assert session is not None
    resumed_hash = session.hash()
    answer(session, 3, seed=5)
    after = session.hash()
    for snapshot in (True, False):  # from the later snapshot, or replayed from the resume point
        reopened = parse_campaign(to_bytes(campaign, snapshot=snapshot), catalog)
        again = reopened.session
        assert again is not None and reopened.notice is None  # nothing new to tell
        assert again.hash() == after and len(again.log) == 13 and again.undo_floor == 10
        assert again.undo() and again.undo() and again.undo()
        assert again.hash() == resumed_hash and not again.undo()


def test_a_day_under_other_rules_without_a_snapshot_is_set_up_again(played: bytes, catalog: Catalog) -> None:
    campaign = from_other_program(played, catalog, snapshot=False)
    day = campaign.day
    assert campaign.session is None
    assert campaign.data.current is None
    assert campaign.notice is not None and "no saved state" in campaign.notice
    assert f"the group sets day {day} up again" in campaign.notice
    # Only that day is lost: the tracker and the history stay, and the day can be set up again.
    assert campaign.day == day and len(campaign.days()) == 1
    assert campaign.start_day().prompt is not None


def test_a_snapshot_that_does_not_match_its_answers_is_not_gone_on_from(
    played: bytes, catalog: Catalog
) -> None:
    campaign = from_other_program(played, catalog)
    cur = campaign.data.current
    assert cur is not None and cur.snapshot is not None
    cur.snapshot = json.loads(json.dumps(cur.snapshot))
    cur.snapshot["round"] = cur.snapshot["round"] + 1  # not the state the answers led to
    assert campaign.session is None and campaign.data.current is None
    assert campaign.notice is not None and "does not match its answers" in campaign.notice


def test_a_snapshot_breaking_this_versions_rules_is_not_gone_on_from(played: bytes, catalog: Catalog) -> None:
    """A saved state the new cards' invariants refuse (here: a card instance of a definition this
    version does not have) sets the day aside instead of going on into a broken game."""
    campaign = from_other_program(played, catalog)
    cur = campaign.data.current
    assert cur is not None and cur.snapshot is not None
    snap: dict[str, Any] = json.loads(json.dumps(cur.snapshot))
    first = next(iter(snap["cards"]))
    snap["cards"][first]["def_id"] = "NOT-A-CARD"
    cur.snapshot = snap
    cur.save = {**cur.save, "state_hash": stored_hash(snap)}  # (its save agrees with it)
    assert campaign.session is None and campaign.data.current is None
    assert campaign.notice is not None and "does not fit this version's cards" in campaign.notice


def test_a_finished_resumed_day_is_kept_but_never_replayed(played: bytes, catalog: Catalog) -> None:
    campaign = from_other_program(played, catalog)
    session = campaign.session
    assert session is not None
    bot = DayBot(2)
    for _ in range(5000):
        if session.outcome() is not None or session.prompt is None:
            break
        session.answer(bot.choose(session.prompt))
    assert session.outcome() is not None
    day = campaign.day
    outcome = campaign.finish_day()
    assert campaign.day == day + 1 and campaign.days()[-1].outcome == outcome
    assert campaign.days()[-1].rules_version == OTHER_RULES
    with pytest.raises(CampaignError, match=f"rules version {OTHER_RULES}"):
        campaign.replay_day(day)


def test_opening_the_file_records_the_resume_point_and_journal_answers_recover(
    played: bytes, catalog: Catalog, tmp_path: Path
) -> None:
    path = tmp_path / "camp.json"
    save_campaign(from_other_program(played, catalog), path, durable=False)
    campaign = open_campaign(path, catalog)
    session = campaign.session  # (the app restores the day, then saves at once: app/campaign_play.py)
    assert session is not None
    saver = Autosaver(campaign, path, snapshot_every=1000, durable=False)
    saver.save_now()
    assert open_campaign(path, catalog).data.current.resumed_at == 10  # type: ignore[union-attr]
    answer(session, 4, seed=9)
    for _ in range(4):
        saver.after_change()
    expected = session.hash()
    # A crash now: the file has the resume point, the journal the 4 answers given after it.
    info = recovery_info(path, catalog)
    assert info is not None and info.answers_recoverable == 14
    back = recover(path, catalog)
    assert back.session is not None and back.session.hash() == expected and back.session.undo_floor == 10


def test_a_journal_written_under_other_rules_is_not_replayed(
    played: bytes, catalog: Catalog, tmp_path: Path
) -> None:
    path = tmp_path / "camp.json"
    campaign = parse_campaign(played, catalog)
    saver = Autosaver(campaign, path, snapshot_every=1000, durable=False)
    saver.save_now()
    session = campaign.session
    assert session is not None
    answer(session, 3, seed=9)
    saver.after_change()
    assert recovery_info(path, catalog) is not None  # (same rules: recoverable)
    journal = journal_path(path)
    lines = journal.read_bytes().split(b"\n")
    header = json.loads(lines[0])
    header["rules"] = OTHER_RULES  # the journal of the previous version of the program
    journal.write_bytes(b"\n".join([json.dumps(header).encode(), *lines[1:]]))
    assert recovery_info(path, catalog) is None
    # A journal from before journals named their rules: judged by the day's own rules.
    del header["rules"]
    journal.write_bytes(b"\n".join([json.dumps(header).encode(), *lines[1:]]))
    assert recovery_info(path, catalog) is not None
