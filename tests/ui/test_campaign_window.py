"""`rangers-qt --campaign PATH`: the window opens the campaign's current day (minimal for now)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from rangers_qt.campaign.save import save_campaign
from rangers_qt.campaign.sim import run_campaign
from rangers_qt.content.catalog import load_catalog


def test_campaign_flag_opens_the_next_day_in_the_window(qtbot: Any, tmp_path: Path) -> None:
    campaign, _ = run_campaign(load_catalog(), seed=3, rangers=2, days=2)
    path = tmp_path / "c.json"
    save_campaign(campaign, path, durable=False)
    from rangers_qt.ui.main_window import build_main_window

    window = build_main_window(campaign=str(path))
    qtbot.addWidget(window)
    assert window.wait_until_ready(), window.problem
    state = window.controller.state
    assert state.day.campaign_day == 3 and state.day.location == campaign.tracker.location
    assert len(state.rangers) == 2


def test_a_damaged_campaign_shows_a_problem_not_a_crash(qtbot: Any, tmp_path: Path) -> None:
    path = tmp_path / "c.json"
    path.write_text("{}")
    from rangers_qt.ui.main_window import build_main_window

    window = build_main_window(campaign=str(path))
    qtbot.addWidget(window)
    assert not window.wait_until_ready()
    assert window.controller is None and "campaign" in (window.problem or "")
