"""Test-wide setup: Qt renders offscreen, and no test reads or writes the real home.

Both must hold before anything runs: the platform before any QApplication exists, the
private home before any code asks where the settings, caches and logs go.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
_LOGS = os.path.join(os.path.dirname(__file__), "..", ".pytest_cache", "logs")
os.environ.setdefault("RANGERS_QT_LOG_DIR", _LOGS)

#: The home the tests must never touch (tests/test_private_home.py watches it, as the
#: ``real_home`` fixture).
REAL_HOME = Path.home()


def _uv_cache() -> str | None:
    """uv's own cache, kept when the home moves: tests that build a wheel must not download
    the build backend again into every private home."""
    uv = shutil.which("uv")
    if os.environ.get("UV_CACHE_DIR") or not uv:
        return os.environ.get("UV_CACHE_DIR")
    try:
        found = subprocess.run([uv, "cache", "dir"], capture_output=True, text=True, timeout=30)
    except (OSError, subprocess.SubprocessError):
        return None
    return found.stdout.strip() or None


def home_environment(home: Path) -> dict[str, str]:
    """The variables every platform's folder lookups read, all pointing inside ``home``."""
    env = {
        "HOME": str(home),
        "USERPROFILE": str(home),
        "APPDATA": str(home / "AppData" / "Roaming"),
        "LOCALAPPDATA": str(home / "AppData" / "Local"),
        "XDG_CONFIG_HOME": str(home / ".config"),
        "XDG_DATA_HOME": str(home / ".local" / "share"),
        "XDG_CACHE_HOME": str(home / ".cache"),
        "XDG_STATE_HOME": str(home / ".local" / "state"),
        "XDG_RUNTIME_DIR": str(home / "run"),
        # platformdirs asks the Windows shell for these folders (not APPDATA/LOCALAPPDATA); it
        # reads these overrides first (rangers_qt/files/places.py).
        "WIN_PD_OVERRIDE_APPDATA": str(home / "AppData" / "Roaming"),
        "WIN_PD_OVERRIDE_LOCAL_APPDATA": str(home / "AppData" / "Local"),
        "WIN_PD_OVERRIDE_PERSONAL": str(home / "Documents"),
    }
    uv_cache = _uv_cache()
    if uv_cache:
        env["UV_CACHE_DIR"] = uv_cache
    return env


#: Made before collection: test modules load the catalogue at import, which writes its cache.
PRIVATE_HOME = Path(tempfile.mkdtemp(prefix="rangers-qt-home-"))
_HOME_ENV = home_environment(PRIVATE_HOME)
if sys.platform == "win32":
    _HOME_ENV["HOMEDRIVE"] = PRIVATE_HOME.drive
    _HOME_ENV["HOMEPATH"] = str(PRIVATE_HOME)[len(PRIVATE_HOME.drive) :]
for _name in ("APPDATA", "LOCALAPPDATA", "XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME"):
    Path(_HOME_ENV[_name]).mkdir(parents=True, exist_ok=True)
Path(_HOME_ENV["XDG_RUNTIME_DIR"]).mkdir(mode=0o700)
os.environ.update(_HOME_ENV)


def _qt_private_settings() -> None:
    """QStandardPaths in test mode, and QSettings() as INI files in the private home (on Windows
    the default would be the registry, which no environment variable moves)."""
    try:
        from PySide6.QtCore import QSettings, QStandardPaths
    except ImportError:  # pragma: no cover - Qt missing: no window tests run
        return
    QStandardPaths.setTestModeEnabled(True)
    QSettings.setDefaultFormat(QSettings.Format.IniFormat)
    for scope in (QSettings.Scope.UserScope, QSettings.Scope.SystemScope):
        QSettings.setPath(QSettings.Format.IniFormat, scope, _HOME_ENV["XDG_CONFIG_HOME"])


_qt_private_settings()

import pytest  # noqa: E402


def pytest_unconfigure(config: pytest.Config) -> None:
    shutil.rmtree(PRIVATE_HOME, ignore_errors=True)


@pytest.fixture
def real_home() -> Path:
    return REAL_HOME


@pytest.fixture(autouse=True)
def private_home(monkeypatch: pytest.MonkeyPatch) -> Path:
    """Every test, and every program a test starts (it inherits the environment), sees the
    private home: HOME, the Windows profile folders and XDG_* inside one temporary folder,
    QStandardPaths in test mode, QSettings() in INI files there. Set again for each test, so
    a test that moved one of them cannot send the next test to the real home. One home per
    session, so the compiled card cache stays warm."""
    for name, value in _HOME_ENV.items():
        monkeypatch.setenv(name, value)
    _qt_private_settings()
    return PRIVATE_HOME


@pytest.fixture(autouse=True)
def _questions_answered_discard(monkeypatch: pytest.MonkeyPatch) -> None:
    """Windows made by tests are closed at teardown: a Save / Discard / Cancel or recovery
    question would block there. Tests that check the questions set ``CampaignPart.answer_with``
    back to None and click the real buttons (tests/ui/test_campaign_ui.py)."""
    try:
        from rangers_qt.ui.parts.campaign import CampaignPart
    except ImportError:  # pragma: no cover - Qt missing: no window tests run
        return
    monkeypatch.setattr(CampaignPart, "answer_with", "discard")
