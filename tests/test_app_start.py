"""The app starts: the window opens under pytest-qt, and the --smoke/--screenshot flags work."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from rangers_qt import __version__
from rangers_qt.cli import main
from rangers_qt.ui.main_window import build_main_window


def test_main_window_opens(qtbot) -> None:
    window = build_main_window()
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    assert window.isVisible()
    assert "Rangers Qt" in window.windowTitle()
    assert window.wait_until_ready(), window.problem
    assert window.controller is not None and window.controller.prompt is not None


def _run(*args: str) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    return subprocess.run(
        [sys.executable, "-m", "rangers_qt", *args], capture_output=True, text=True, timeout=180, env=env
    )


def test_version_flag(capsys) -> None:
    try:
        main(["--version"])
    except SystemExit as exc:
        assert exc.code == 0
    assert __version__ in capsys.readouterr().out


def test_smoke_flag_exits_zero() -> None:
    result = _run("--smoke")
    assert result.returncode == 0, result.stderr
    assert "smoke ok" in result.stdout


def test_smoke_flag_with_the_demo_exits_zero() -> None:
    """Issue #30: `--demo --smoke` never exited (the demo day has answers, and closing the window
    asked whether to save it, with nobody there to answer)."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    result = subprocess.run(
        [sys.executable, "-m", "rangers_qt", "--demo", "--smoke"],
        capture_output=True,
        text=True,
        timeout=90,
        env=env,
    )
    assert result.returncode == 0, result.stderr
    assert "smoke ok" in result.stdout


def test_screenshot_writes_a_real_png(tmp_path: Path) -> None:
    out = tmp_path / "shot.png"
    result = _run("--screenshot", str(out), "--size", "800x600")
    assert result.returncode == 0, result.stderr
    data = out.read_bytes()
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    # width and height live in the IHDR chunk, big-endian
    assert int.from_bytes(data[16:20], "big") == 800
    assert int.from_bytes(data[20:24], "big") == 600
