"""`rangers-qt --demo --screenshot PATH` renders the seeded mid-round table to a PNG."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path


def test_demo_screenshot_at_laptop_size(tmp_path: Path) -> None:
    out = tmp_path / "demo.png"
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    result = subprocess.run(
        [sys.executable, "-m", "rangers_qt", "--demo", "--screenshot", str(out), "--size", "1366x768"],
        capture_output=True,
        text=True,
        timeout=180,
        env=env,
    )
    assert result.returncode == 0, result.stderr
    data = out.read_bytes()
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    assert int.from_bytes(data[16:20], "big") == 1366
    assert int.from_bytes(data[20:24], "big") == 768
    assert len(data) > 100_000, "a table full of drawn cards, not a blank window"


def _png_size(data: bytes) -> tuple[int, int]:
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    return int.from_bytes(data[16:20], "big"), int.from_bytes(data[20:24], "big")


def test_travel_and_map_screenshots(tmp_path: Path) -> None:
    """`--demo --travel` shows the travel chooser with its map; `--map` the Valley with a journey."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    for flags, name in (
        (["--demo", "--travel", "--theme", "light"], "travel.png"),
        (["--map", "--theme", "dark"], "map.png"),
    ):
        out = tmp_path / name
        result = subprocess.run(
            [sys.executable, "-m", "rangers_qt", *flags, "--screenshot", str(out), "--size", "1366x768"],
            capture_output=True,
            text=True,
            timeout=180,
            env=env,
        )
        assert result.returncode == 0, result.stderr
        assert _png_size(out.read_bytes()) == (1366, 768)
        assert out.stat().st_size > 60_000, name
