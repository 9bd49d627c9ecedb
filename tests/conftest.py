"""Test-wide setup: Qt must render offscreen, and that must be set before any QApplication exists."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
_LOGS = os.path.join(os.path.dirname(__file__), "..", ".pytest_cache", "logs")
os.environ.setdefault("RANGERS_QT_LOG_DIR", _LOGS)


import pytest  # noqa: E402


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
