"""The random bot plays whole days on the shipped cards (Rulebook: Game Setup, Phase 3: Travel, Ending
the Day): no invariant is ever broken and every day ends for a reason the rulebook lists."""

from __future__ import annotations

import pytest

from rangers_qt.content.catalog import load_catalog
from rangers_qt.engine.day.outcome import END_KINDS
from rangers_qt.engine.day_sim import run_days


def _check(result: dict) -> None:  # type: ignore[type-arg]
    assert result["invariant_violations"] == []
    for day in result["days"]:
        assert day["end_reason"] in END_KINDS, day


@pytest.mark.parametrize("seed", range(10))
def test_bot_days_default_run(seed: int) -> None:
    """Two consecutive days per seed: the second starts where the first ended, on that terrain."""
    result = run_days(seed, rangers=2, days=2, catalog=load_catalog())
    _check(result)
    first, second = result["days"]
    assert second["start_location"] == first["locations_visited"][-1]


def test_bot_days_travel_somewhere() -> None:
    """Across a handful of days the bot travels and camps at least once. (Seeds 140-179 since One
    Eye Open stopped being offered with no AWA energy, issue #27's fifth reading: the bot's days
    moved and none of 100-139 camps now; 157, 164, 167 and 175 do.)"""
    results = [run_days(s, rangers=2, days=1, catalog=load_catalog(), check_every=0) for s in range(140, 180)]
    days = [d for r in results for d in r["days"]]
    assert sum(d["travels"] for d in days) >= 1
    assert any(d["end_reason"] == "camp" for d in days)


def test_fixed_location_and_weather() -> None:
    """The sim options pin the start location and the weather."""
    result = run_days(
        5,
        rangers=1,
        days=1,
        location="lone_tree_station",
        weather="downpour",
        catalog=load_catalog(),
        check_replay=True,
    )
    _check(result)
    day = result["days"][0]
    assert day["start_location"] == "lone_tree_station" and day["weather"] == "downpour"


@pytest.mark.slow
@pytest.mark.parametrize("block", range(10))
def test_bot_200_days(block: int) -> None:
    """200 complete days (10 blocks of 10 seeds x 2 days), random start locations and weathers."""
    for seed in range(1000 + block * 10, 1010 + block * 10):
        _check(run_days(seed, rangers=2, days=2, catalog=load_catalog(), check_every=3))


def test_sim_command_line_days(capsys: pytest.CaptureFixture[str]) -> None:
    """``python -m rangers_qt.sim --days D --location ID --weather NAME`` prints a summary with ``days``."""
    import json

    from rangers_qt.sim.__main__ import main

    code = main(["--days", "2", "--location", "meadow", "--weather", "howling_winds", "--seed", "8"])
    out = json.loads(capsys.readouterr().out)
    assert code == 0 and out["invariant_violations"] == []
    assert len(out["days"]) == 2 and out["days"][0]["start_location"] == "meadow"
    for day in out["days"]:
        assert {"start_location", "locations_visited", "travels", "end_reason"} <= set(day)
        assert day["weather"] == "howling_winds" and day["end_reason"] in END_KINDS
    assert out["days"][1]["start_location"] == out["days"][0]["locations_visited"][-1]


def test_rounds_sim_summary_has_days() -> None:
    """The plain rounds simulation reports its (single) day too."""
    from rangers_qt.sim import run_sim

    result = run_sim(3, 2, 3)
    (day,) = result["days"]
    assert day["start_location"] == "lone_tree_station"
    assert (
        day["locations_visited"][0] == "lone_tree_station"
        and len(day["locations_visited"]) == day["travels"] + 1
    )
    assert day["end_reason"] in (None, *END_KINDS)
