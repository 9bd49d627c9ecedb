"""--exit-after-first-paint (for benchmarks/startup.py) stamps the first paint and quits by itself."""

from __future__ import annotations

import os
import subprocess
import sys
import time


def test_app_prints_a_first_paint_time_and_exits() -> None:
    before = time.time()
    result = subprocess.run(
        [sys.executable, "-m", "rangers_qt", "--exit-after-first-paint"],
        capture_output=True, text=True, timeout=120, env=dict(os.environ, QT_QPA_PLATFORM="offscreen"),
    )  # fmt: skip
    after = time.time()
    assert result.returncode == 0, result.stderr
    stamps = [line.split()[1] for line in result.stdout.splitlines() if line.startswith("first-paint ")]
    assert len(stamps) == 1, result.stdout
    assert before < float(stamps[0]) < after
