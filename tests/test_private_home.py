"""No test reads or writes the real home: tests/conftest.py gives every test a private one.

Checked two ways: every folder lookup the app makes (Qt's QStandardPaths and QSettings, the
card cache, the log folder, Path.home()) lands inside the private home, and after the app has
written its settings, recent list and caches (in this process and in a started program) none
of the app's files in the real home changed.
"""

from __future__ import annotations

import os
import subprocess
import sys
import time
import uuid
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, QStandardPaths

from rangers_qt import logsetup
from rangers_qt.content import catalog

#: Where the app's files would be in the real home, on each system.
_REAL_APP_FILES = [
    ".config/RangersQt",
    ".config/QtProject.conf",
    ".cache/rangers-qt",
    ".local/state/rangers-qt",
    ".local/share/RangersQt",
    "Library/Preferences/com.rangersqt.Rangers Qt.plist",
    "Library/Caches/rangers-qt",
    "Library/Logs/rangers-qt",
    "AppData/Local/rangers-qt",
    "AppData/Roaming/RangersQt",
]


def _inside(path: str | Path, folder: Path) -> bool:
    return Path(path).resolve().is_relative_to(folder.resolve())


def _qt_test_folder(path: str, private_home: Path) -> bool:
    """Where QStandardPaths' test mode puts a location: under the private home on Linux (it reads
    HOME and XDG_*); on Windows and macOS Qt asks the system for the user's folders, and test
    mode moves them into a "qttest" folder of their own there instead."""
    if sys.platform.startswith("linux"):
        return _inside(path, private_home)
    return any(part.lstrip(".") == "qttest" for part in Path(path).parts)


def _real_files_mentioning(real_home: Path, marker: str, start: float) -> list[str]:
    """The app's files in the real home changed since ``start`` that hold ``marker``. By content,
    not by time alone: other programs of this user (an older checkout's tests) may write there."""
    found = []
    for rel in _REAL_APP_FILES:
        root = real_home / rel
        files = [root] if root.is_file() else (root.rglob("*") if root.is_dir() else [])
        for f in files:
            if f.is_file() and f.stat().st_mtime >= start and marker.encode() in f.read_bytes():
                found.append(str(f))
    return found


def test_every_folder_lookup_lands_in_the_private_home(
    monkeypatch: pytest.MonkeyPatch, private_home: Path, real_home: Path
) -> None:
    assert not _inside(private_home, real_home)
    assert Path.home() == private_home
    assert QStandardPaths.isTestModeEnabled()
    locations = QStandardPaths.StandardLocation
    for location in (locations.AppConfigLocation, locations.AppDataLocation, locations.CacheLocation):
        assert _qt_test_folder(QStandardPaths.writableLocation(location), private_home), location
    assert _inside(QSettings().fileName(), private_home)
    monkeypatch.delenv("RANGERS_QT_CACHE_DIR", raising=False)
    monkeypatch.delenv("RANGERS_QT_LOG_DIR", raising=False)
    assert _inside(catalog.cache_dir(), private_home)
    assert _inside(logsetup.log_dir(), private_home)


def test_the_app_writing_its_files_leaves_the_real_home_alone(
    qtbot: object, tmp_path: Path, private_home: Path, real_home: Path
) -> None:
    start = time.time() - 1  # file systems with a coarse clock
    from rangers_qt.ui.main_window import MainWindow

    window = MainWindow()  # its own QSettings(): shortcuts, the recent list
    marker = f"private-home-{uuid.uuid4().hex}"
    window.settings.setValue("test/marker", marker)
    window.settings.sync()
    window.close()
    assert _inside(window.settings.fileName(), private_home)
    assert Path(window.settings.fileName()).is_file()
    env = {k: v for k, v in os.environ.items() if k not in {"RANGERS_QT_CACHE_DIR", "RANGERS_QT_LOG_DIR"}}
    shot = tmp_path / f"{marker}.png"
    started = subprocess.run(
        [sys.executable, "-m", "rangers_qt", "--screenshot", str(shot)],
        env=env, capture_output=True, text=True, timeout=120,
    )  # fmt: skip
    assert started.returncode == 0, started.stderr
    assert shot.is_file()
    logs = [f for f in private_home.rglob("rangers-qt.log") if f.stat().st_mtime >= start]
    assert logs, "the started program logged nowhere in the private home"
    assert list(private_home.rglob("cards-*.json")), "no card cache in the private home"
    assert _real_files_mentioning(real_home, marker, start) == []
