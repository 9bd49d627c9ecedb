"""Test-wide setup: Qt must render offscreen, and that must be set before any QApplication exists."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
_LOGS = os.path.join(os.path.dirname(__file__), "..", ".pytest_cache", "logs")
os.environ.setdefault("RANGERS_QT_LOG_DIR", _LOGS)
