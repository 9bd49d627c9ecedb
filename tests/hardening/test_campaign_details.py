"""Issue #30, the command-line and dialog details: every deck problem listed in the new-campaign
dialog as `deck check` lists them, deck names shown as plain text, `deck check FOLDER` saying what
is wrong, and a review exported into a folder that does not exist refused in one line without a
flood of QPainter warnings."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt

from rangers_qt.campaign.cli import main as deck_main
from rangers_qt.campaign.rangersdb import export_deck
from rangers_qt.campaign.save import save_campaign
from rangers_qt.campaign.starters import starter_rangers
from tests.hardening.campaign_files import new_campaign
from tests.hardening.saves import catalog


def _deck_file(tmp_path: Path, name: str = "Deck", unknown: bool = False) -> Path:
    starter = starter_rangers(catalog())[0]
    record = export_deck(catalog(), starter.deck.model_copy(update={"name": name}))
    if unknown:
        record["slots"]["99999"] = 2  # an unknown card id: two problems (it, and 32 cards)
    path = tmp_path / f"{''.join(c for c in name if c.isalnum()) or 'deck'}.json"
    path.write_text(json.dumps(record))
    return path


def test_the_new_campaign_dialog_lists_every_deck_problem_as_deck_check_does(
    qtbot: Any, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    from rangers_qt.ui.new_campaign_dialog import NewCampaignDialog

    path = _deck_file(tmp_path, "Odd", unknown=True)
    assert deck_main(["check", str(path)]) == 1
    listed = [line.strip()[2:] for line in capsys.readouterr().out.splitlines() if line.startswith("  - ")]
    assert len(listed) >= 2
    dialog = NewCampaignDialog(catalog())
    qtbot.addWidget(dialog)
    assert not dialog.import_deck(str(path))
    shown = dialog.message.text().splitlines()
    assert shown[0] == f"Not imported: {path.name} has {len(listed)} problems"
    assert [line.strip()[2:] for line in shown[1:]] == listed


def test_a_deck_name_that_looks_like_html_is_shown_as_text(qtbot: Any, tmp_path: Path) -> None:
    from rangers_qt.ui.new_campaign_dialog import NewCampaignDialog

    dialog = NewCampaignDialog(catalog())
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.import_deck(str(_deck_file(tmp_path, "<b>Bold</b>")))
    assert dialog.message.textFormat() == Qt.TextFormat.PlainText
    assert dialog.message.text() == "<b>Bold</b> joins the group"
    assert dialog.list.item(0).text().startswith("<b>Bold</b>")


def test_the_tracker_sheet_shows_names_as_text(qtbot: Any) -> None:
    from PySide6.QtWidgets import QLabel

    from rangers_qt.ui.tracker_dialog import TrackerDialog
    from tests.ui.test_campaign_ui import _window  # the real window, its campaign

    settings = _settings()
    window = _window(qtbot, catalog(), settings)
    campaign = new_campaign(days=0, today=0)
    campaign.abandon_day()
    campaign.data.tracker.name = "<i>Lure</i>"
    play = window.campaign.play
    play.campaign = campaign
    dialog = TrackerDialog(play, window)
    qtbot.addWidget(dialog)
    dialog.refresh()
    assert "<i>Lure</i>" in dialog.header.text()
    for label in dialog.findChildren(QLabel):
        if "<i>" in label.text():
            assert label.textFormat() == Qt.TextFormat.PlainText, label.objectName()


def _settings() -> Any:
    from PySide6.QtCore import QSettings

    return QSettings("RangersQtTests", "hardening-details")


def test_deck_check_of_a_folder_says_it_is_a_folder(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert deck_main(["check", str(tmp_path)]) == 2
    err = capsys.readouterr().err
    assert "is a folder, not a deck file" in err and "no such file" not in err
    assert deck_main(["check", str(tmp_path / "missing.json")]) == 2
    assert "no such file" in capsys.readouterr().err


def test_a_review_exported_into_a_missing_folder_is_one_line_and_no_painter_warnings(tmp_path: Path) -> None:
    path = tmp_path / "camp.json"
    campaign = new_campaign(days=1, today=0)
    campaign.abandon_day()
    save_campaign(campaign, path, durable=False)
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    for out in ("missing/review.pdf", "missing/review.png"):
        done = subprocess.run(
            [sys.executable, "-m", "rangers_qt", "review", str(path), "--export", str(tmp_path / out)],
            capture_output=True,
            text=True,
            timeout=120,
            env=env,
            check=False,
        )
        assert done.returncode == 1
        assert "QPainter" not in done.stderr
        lines = [line for line in done.stderr.splitlines() if line.strip()]
        assert len(lines) == 1 and "does not exist" in lines[0], done.stderr
