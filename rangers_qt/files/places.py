"""Where the program keeps what it writes by itself: the compiled card cache and the logs.

Why platformdirs rather than hand-written folders: each system has its own rule (XDG on Linux,
~/Library on macOS, %LOCALAPPDATA% on Windows) with corner cases (unset or relative XDG_*
variables, roaming profiles) that this small, widely used library already follows. Why not
QStandardPaths: this module is read by the command-line tools and the Qt-free layers, which
must not import Qt. Settings are the exception: Qt's QSettings keeps them (in the registry on
Windows). ``packaging/linux/install.sh --uninstall`` and the Windows uninstaller remove these
same folders.

The environment variables ``RANGERS_QT_CACHE_DIR`` and ``RANGERS_QT_LOG_DIR`` override them.
"""

from __future__ import annotations

import os
from pathlib import Path

from platformdirs import PlatformDirs

#: One name on every system (the folder is ``rangers-qt`` under the system's cache and log places).
APP_DIRS = PlatformDirs("rangers-qt", appauthor=False)


def cache_dir() -> Path:
    """The compiled card cache and the review cache (safe to delete: rebuilt when missing)."""
    override = os.environ.get("RANGERS_QT_CACHE_DIR")
    return Path(override) if override else Path(APP_DIRS.user_cache_dir)


def log_dir() -> Path:
    """The rotating log and crash.log: ~/.local/state/rangers-qt/log, ~/Library/Logs/rangers-qt,
    %LOCALAPPDATA%\\rangers-qt\\Logs."""
    override = os.environ.get("RANGERS_QT_LOG_DIR")
    return Path(override) if override else Path(APP_DIRS.user_log_dir)
