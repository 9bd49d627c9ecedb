"""Autosave after every answer, crash recovery, atomic writes and the recent-campaigns list.

The crash test kills a process (SIGKILL) in the middle of autosaving - repeatedly, with the
full rewrite of a 30-day campaign happening every other answer - and shows the file intact, at
most the answer being written lost, and no temp file left in the folder.
"""

from __future__ import annotations

import os
import random
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from rangers_qt.campaign.autosave import Autosaver, discard_recovery, journal_path, recover, recovery_info
from rangers_qt.campaign.campaign import Campaign
from rangers_qt.campaign.recent import RecentCampaign, RecentCampaigns, recent_entry
from rangers_qt.campaign.save import open_campaign, save_campaign
from rangers_qt.campaign.sim import run_campaign
from rangers_qt.content.catalog import Catalog
from rangers_qt.engine.day_sim import DayBot
from rangers_qt.engine.manual import ManualAdjust
from rangers_qt.files import atomic


def mid_day(catalog: Catalog, tmp_path: Path, days: int = 1) -> tuple[Campaign, Autosaver, Path]:
    campaign, _ = run_campaign(catalog, seed=6, rangers=2, days=days)
    path = tmp_path / "camp.json"
    campaign.start_day()
    saver = Autosaver(campaign, path, snapshot_every=1000, durable=False)
    saver.save_now()
    return campaign, saver, path


def play(campaign: Campaign, saver: Autosaver, n: int, seed: int = 3) -> None:
    bot = DayBot(seed)
    session = campaign.session
    assert session is not None
    for _ in range(n):
        assert session.prompt is not None
        session.answer(bot.choose(session.prompt))
        saver.after_change()


def test_answers_survive_a_crash_through_the_journal(catalog: Catalog, tmp_path: Path) -> None:
    campaign, saver, path = mid_day(catalog, tmp_path)
    play(campaign, saver, 12)
    expected = campaign.session.hash() if campaign.session else ""
    # The process dies here: the file holds none of the 12 answers, the journal all of them.
    assert len(open_campaign(path, catalog).data.current.save["log"]) == 0  # type: ignore[union-attr]
    info = recovery_info(path, catalog)
    assert info is not None and (info.answers_in_file, info.answers_recoverable) == (0, 12)
    back = recover(path, catalog)
    assert back.session is not None and back.session.hash() == expected


def test_undo_is_journaled_too(catalog: Catalog, tmp_path: Path) -> None:
    campaign, saver, path = mid_day(catalog, tmp_path)
    play(campaign, saver, 8)
    session = campaign.session
    assert session is not None
    session.undo()
    session.undo()
    saver.after_change()
    session.manual(ManualAdjust(action="day_note", reason="windy"))
    saver.after_change()
    back = recover(path, catalog)
    assert back.session is not None and back.session.hash() == session.hash()
    assert len(back.session.log) == 7


def test_a_torn_last_record_loses_only_that_answer(catalog: Catalog, tmp_path: Path) -> None:
    campaign, saver, path = mid_day(catalog, tmp_path)
    play(campaign, saver, 6)
    j = journal_path(path)
    raw = j.read_bytes()
    j.write_bytes(raw[: len(raw) - 25])  # the sixth answer was being written
    back = recover(path, catalog)
    assert back.session is not None and len(back.session.log) == 5


def test_periodic_snapshots_and_a_clean_close_leave_nothing_to_recover(
    catalog: Catalog, tmp_path: Path
) -> None:
    campaign, saver, path = mid_day(catalog, tmp_path)
    saver.snapshot_every = 4
    play(campaign, saver, 9)
    assert len(open_campaign(path, catalog).data.current.save["log"]) == 8  # type: ignore[union-attr]
    assert recovery_info(path, catalog) is not None  # the ninth is only in the journal
    saver.close()
    assert not journal_path(path).exists() and recovery_info(path, catalog) is None


def test_a_journal_of_another_day_is_ignored(catalog: Catalog, tmp_path: Path) -> None:
    campaign, saver, path = mid_day(catalog, tmp_path)
    play(campaign, saver, 4)
    stale = journal_path(path).read_bytes()
    campaign.abandon_day()
    campaign.start_day(seed=99)
    saver.save_now()
    journal_path(path).write_bytes(stale)
    assert recovery_info(path, catalog) is None
    discard_recovery(path)
    assert not journal_path(path).exists()


def test_garbage_journal_is_ignored(catalog: Catalog, tmp_path: Path) -> None:
    _, _, path = mid_day(catalog, tmp_path)
    for junk in (b"", b"{", b"[1,2]\n", b'{"journal":1,"day":"x"}\n', bytes(range(256))):
        journal_path(path).write_bytes(junk)
        assert recovery_info(path, catalog) is None
        assert recover(path, catalog).session is not None


_CHILD = textwrap.dedent(
    """
    import sys
    from rangers_qt.campaign.autosave import Autosaver, recover
    from rangers_qt.content.catalog import load_catalog
    from rangers_qt.engine.day_sim import DayBot
    path = sys.argv[1]
    campaign = recover(path, load_catalog())
    saver = Autosaver(campaign, path, snapshot_every=2, durable=True)
    bot = DayBot(int(sys.argv[2]))
    session = campaign.session or campaign.start_day()
    saver.save_now()
    print("ready", flush=True)
    while True:
        if session.state.phase == "ended":
            campaign.finish_day()
            session = campaign.start_day()
            saver.save_now()
        else:
            session.answer(bot.choose(session.prompt))
            saver.after_change()
        print(campaign.data.current.day, len(session.log), flush=True)
    """
)


#: Where files/atomic.py writes through O_TMPFILE, a kill leaves no temporary file at all; elsewhere
#: (macOS, Windows) the next open of the campaign removes it.
LINUX_TMPFILE = hasattr(os, "O_TMPFILE") and os.path.isdir("/proc/self/fd")


def test_killed_in_the_middle_of_autosaves(catalog: Catalog, tmp_path: Path) -> None:
    """Acceptance: SIGKILL during autosaves (full rewrites of a 20-day campaign every other answer)
    leaves the previous save intact, loses at most the last answer, leaves no temp file."""
    campaign, _ = run_campaign(catalog, seed=8, rangers=2, days=20)
    path = tmp_path / "campaign.json"
    save_campaign(campaign, path)
    assert path.stat().st_size > 200_000  # a large save (the simulated days vary with card behaviour)
    chooser = random.Random(13)
    env = {**os.environ, "PYTHONHASHSEED": "0"}
    for round_no in range(3):
        child = subprocess.Popen(
            [sys.executable, "-c", _CHILD, str(path), str(round_no)],
            stdout=subprocess.PIPE, text=True, env=env,
        )  # fmt: skip
        assert child.stdout is not None
        assert child.stdout.readline().strip() == "ready"
        last = (0, 0)
        for _ in range(chooser.randint(3, 25)):
            day, n = child.stdout.readline().split()
            last = (int(day), int(n))
        child.kill()  # SIGKILL on POSIX, TerminateProcess on Windows: no clean-up either way
        child.wait(timeout=30)
        for line in child.stdout.read().split("\n"):  # what it printed before dying
            if line.strip():
                day, n = line.split()
                last = (int(day), int(n))
        child.stdout.close()
        if LINUX_TMPFILE:  # an unnamed temporary file: the killed write left nothing at all
            assert atomic.temp_files(tmp_path) == []
        opened = open_campaign(path, catalog)  # the save is intact, a named leftover removed
        assert atomic.temp_files(tmp_path) == []
        assert opened.day >= 21
        back = recover(path, catalog)
        assert back.data.current is not None and back.session is not None
        got = (back.data.current.day, len(back.session.log))
        assert got >= last, f"round {round_no}: recovered {got}, the process had reported {last}"
        if got[0] == last[0]:
            assert got[1] <= last[1] + 1


def test_the_journal_append_creates_then_appends(tmp_path: Path) -> None:
    atomic.append_durable(tmp_path / "j", b"a\n")
    atomic.append_durable(tmp_path / "j", b"b\n", durable=False)
    assert (tmp_path / "j").read_bytes() == b"a\nb\n"


def test_atomic_write_without_o_tmpfile_leaves_no_temp(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(atomic, "_via_tmpfile", lambda *a: False)
    atomic.write_bytes_atomic(tmp_path / "a.json", b"x" * 10_000, durable=False)
    assert (tmp_path / "a.json").read_bytes() == b"x" * 10_000 and atomic.temp_files(tmp_path) == []


def test_opening_removes_what_a_killed_save_left(catalog: Catalog, tmp_path: Path) -> None:
    _, _saver, path = mid_day(catalog, tmp_path)
    stale = tmp_path / f".{path.name}{atomic.TMP_MARK}99999"
    stale.write_text("half a save")
    open_campaign(path, catalog)
    assert not stale.exists()


def test_recent_campaigns(tmp_path: Path, catalog: Catalog) -> None:
    recent = RecentCampaigns()
    for n in range(12):
        recent.touch(RecentCampaign(path=str(tmp_path / f"c{n}.json"), name=f"C{n}", day=n + 1))
    recent.touch(RecentCampaign(path=str(tmp_path / "c3.json"), name="C3", day=9))
    assert len(recent.entries) == 10 and recent.entries[0].day == 9
    assert [e.name for e in recent.entries].count("C3") == 1
    (tmp_path / "c3.json").write_text("{}")
    assert [e.name for e in recent.existing()] == ["C3"]
    recent.save(tmp_path / "recent.json")
    assert RecentCampaigns.load(tmp_path / "recent.json") == recent
    (tmp_path / "recent.json").write_text("{broken")
    assert RecentCampaigns.load(tmp_path / "recent.json").entries == []
    assert RecentCampaigns.load(tmp_path / "none.json").entries == []
    campaign, _ = run_campaign(catalog, seed=1, rangers=1, days=0)
    entry = recent_entry(campaign, tmp_path / "x.json", opened="2026-01-01T10:00")
    assert entry.day == 1 and entry.rangers == ["Ranger 1"]
    recent.remove(str(tmp_path / "c3.json"))
    assert "C3" not in [e.name for e in recent.entries]


def test_a_recent_campaign_opened_by_a_relative_name_is_stored_absolute(
    catalog: Catalog, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """`--campaign camp.json` from one folder, then Open recent after a start in another."""
    campaign, _ = run_campaign(catalog, seed=1, rangers=1, days=0)
    (tmp_path / "games").mkdir()
    monkeypatch.chdir(tmp_path / "games")
    entry = recent_entry(campaign, "camp.json")
    assert entry.path == str((tmp_path / "games" / "camp.json").resolve())
    assert Path(entry.path).is_absolute()
    monkeypatch.chdir(tmp_path)
    assert recent_entry(campaign, Path("games") / "camp.json").path == entry.path
