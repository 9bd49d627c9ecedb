"""`python -m rangers_qt.sim --campaign-days N --save-campaign PATH`, `rangers-qt --campaign PATH`,
and the 30-day acceptance run (slow)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from rangers_qt.campaign.save import open_campaign, save_campaign, verify_days
from rangers_qt.campaign.sim import play_one_day, run_campaign
from rangers_qt.cli import check_campaign
from rangers_qt.content.catalog import Catalog
from rangers_qt.sim.__main__ import main as sim_main


def test_sim_plays_and_saves_a_campaign_deterministically(
    catalog: Catalog, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    a, b = tmp_path / "a.json", tmp_path / "b.json"
    args = ["--campaign-days", "3", "--seed", "5", "--rangers", "3"]
    assert sim_main([*args, "--save-campaign", str(a)]) == 0
    first = json.loads(capsys.readouterr().out)
    assert sim_main([*args, "--save-campaign", str(b)]) == 0
    assert json.loads(capsys.readouterr().out)["days"] == first["days"]
    assert a.read_bytes() == b.read_bytes()
    assert first["days_played"] == 3 and first["invariant_violations"] == []
    campaign = open_campaign(a, catalog)
    assert campaign.day == 4 and len(campaign.tracker.active_rangers()) == 3
    assert [d.final_hash for d in campaign.days()] == [d["final_hash"] for d in first["days"]]
    # Each day starts where the one before ended.
    days = first["days"]
    assert all(days[i + 1]["start"] == days[i]["end"] for i in range(2))


def test_sim_usage_errors(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as info:
        sim_main(["--save-campaign", "x.json"])
    assert info.value.code == 2
    assert "--save-campaign needs --campaign-days" in capsys.readouterr().err


def test_campaign_flag_checks_the_file_first(catalog: Catalog, tmp_path: Path) -> None:
    campaign, _ = run_campaign(catalog, seed=2, rangers=1, days=1)
    good = tmp_path / "good.json"
    save_campaign(campaign, good, durable=False)
    assert check_campaign(str(good)) is None
    bad = tmp_path / "bad.json"
    bad.write_bytes(good.read_bytes()[:-5])
    assert "damaged or was edited" in (check_campaign(str(bad)) or "")
    result = subprocess.run(
        [sys.executable, "-m", "rangers_qt", "--campaign", str(bad)],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert result.returncode == 1 and "Traceback" not in result.stderr
    assert result.stderr.strip().count("\n") == 0 and "damaged" in result.stderr


@pytest.mark.slow
def test_thirty_days_saved_and_reloaded_after_every_day_replay_every_day(
    catalog: Catalog, tmp_path: Path
) -> None:
    """Acceptance: a 30-day simulated campaign, saved and reloaded after every day, replays every
    day (all of them, after each reload) to the same final state hashes."""
    campaign, _ = run_campaign(catalog, seed=30, rangers=2, days=0)
    path = tmp_path / "thirty.json"
    for n in range(30):
        play_one_day(campaign, seed=30)
        save_campaign(campaign, path, durable=False)
        campaign = open_campaign(path, catalog)
        assert len(campaign.days()) == n + 1
        assert verify_days(campaign) == [d.final_hash for d in campaign.days()]
        assert campaign.rebuild() == campaign.tracker
    assert campaign.day == 31
