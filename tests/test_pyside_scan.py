"""PySide6's per-module source scan is answered without reading files (rangers_qt/pyside_scan.py).

The answer it gives ("uses PySide6": the default feature selection) is right only while no
module of the program selects one of PySide6's `__feature__` switches; the first test keeps
that so.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import rangers_qt

PACKAGE = Path(rangers_qt.__file__).parent


def test_no_module_of_the_program_selects_a_pyside_feature() -> None:
    selecting = ("from __feature__ import", "import __feature__")
    users = [p for p in PACKAGE.rglob("*.py") if any(s in p.read_text(encoding="utf-8") for s in selecting)]
    assert [p.relative_to(PACKAGE).as_posix() for p in users] == []


def test_the_scan_reads_no_source_once_skipped() -> None:
    """In a fresh process: before, a package imported after PySide6 had its source read (each
    `from package import name` hands PySide6 the package); after `skip_scan`, none is read, and
    the package keeps the default selection (0) as one that uses PySide6."""
    code = (
        "import inspect, sys\n"
        "from rangers_qt import pyside_scan\n"
        "import PySide6.QtCore\n"
        "read = []\n"
        "real = inspect.getsource\n"
        "inspect.getsource = lambda obj: (read.append(obj.__name__), real(obj))[1]\n"
        "from rangers_qt.app import heap\n"
        "print('rangers_qt.app' in read)\n"
        "before = len(read)\n"
        "print(pyside_scan.skip_scan())\n"
        "from rangers_qt.ui import theme\n"
        "print(len(read) == before)\n"
        "features = sys.modules[pyside_scan.FEATURES]\n"
        "print(features.pyside_feature_dict.get('rangers_qt.ui'))\n"
    )
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stderr
    assert result.stdout.split() == ["True", "True", "True", "0"]
