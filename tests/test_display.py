"""No display: one line saying so, not Qt's silent abort (exit 134); rendering commands go
offscreen by themselves (rangers_qt/display.py)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from rangers_qt.display import no_display_reason, use_offscreen_if_headless


def _no_display_env() -> dict[str, str]:
    return {k: v for k, v in os.environ.items() if k not in {"DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM"}}


@pytest.mark.parametrize(
    ("env", "platform", "blocked"),
    [
        ({}, "linux", True),
        ({"DISPLAY": ":0"}, "linux", False),
        ({"WAYLAND_DISPLAY": "wayland-0"}, "linux", False),
        ({"QT_QPA_PLATFORM": "offscreen"}, "linux", False),
        ({"QT_QPA_PLATFORM": "minimal:enable_fonts"}, "freebsd14", False),
        ({"QT_QPA_PLATFORM": "xcb"}, "linux", True),
        ({}, "win32", False),
        ({}, "darwin", False),
    ],
)
def test_no_display_reason(env: dict[str, str], platform: str, blocked: bool) -> None:
    reason = no_display_reason(env, platform=platform)
    assert (reason is not None) is blocked
    if reason:
        assert "DISPLAY" in reason and "--smoke" in reason


def test_rendering_commands_go_offscreen_only_without_a_display() -> None:
    env: dict[str, str] = {}
    use_offscreen_if_headless(True, env)
    assert env == {"QT_QPA_PLATFORM": "offscreen"}
    shown = {"DISPLAY": ":0"}
    use_offscreen_if_headless(True, shown)
    assert shown == {"DISPLAY": ":0"}
    window: dict[str, str] = {}
    use_offscreen_if_headless(False, window)
    assert window == {}


@pytest.mark.skipif(sys.platform in ("win32", "darwin"), reason="those systems always have a display")
@pytest.mark.parametrize("command", [[], ["review", "camp.json"]])
def test_a_window_with_no_display_says_why_in_one_line(command: list[str], tmp_path: Path) -> None:
    if command:  # the review opens the campaign first: give it a real one
        from rangers_qt.campaign.save import save_campaign
        from rangers_qt.campaign.sim import run_campaign
        from rangers_qt.content.catalog import load_catalog

        camp, _ = run_campaign(load_catalog(), seed=1, rangers=1, days=1)
        save_campaign(camp, tmp_path / "camp.json")
    result = subprocess.run(
        [sys.executable, "-m", "rangers_qt", *command],
        env=_no_display_env(), cwd=tmp_path, capture_output=True, text=True, timeout=120,
    )  # fmt: skip
    assert result.returncode == 1, result.stderr
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1 and "no display to open a window on" in lines[0]
    assert "Traceback" not in result.stderr


@pytest.mark.skipif(sys.platform in ("win32", "darwin"), reason="those systems always have a display")
def test_smoke_with_no_display_renders_offscreen() -> None:
    result = subprocess.run(
        [sys.executable, "-m", "rangers_qt", "--smoke"],
        env=_no_display_env(), capture_output=True, text=True, timeout=180,
    )  # fmt: skip
    assert result.returncode == 0, result.stderr
    assert result.stdout.startswith("smoke ok")
