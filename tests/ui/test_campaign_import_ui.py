"""Issue #32 in the window: Campaign > Import shows what matched and every difference before the
player takes it (the open campaign untouched until then, and untouched by a refused file);
Export writes the earthborne.build document; Play again from day N writes a new file."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFileDialog

from rangers_qt.app.campaign_play import CampaignPlay
from rangers_qt.campaign.save import open_campaign
from tests.campaign.doc_server import Route, closed_port, doc_server

from .test_campaign_ui import _campaign, _window

DOCS = Path(__file__).parents[1] / "campaign" / "fixtures" / "interchange"


def test_the_import_summary_lists_every_difference_and_import_takes_the_campaign(
    qtbot: Any, catalog: Any, settings: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    first = _campaign(catalog, tmp_path / "old")
    before = first.read_bytes()
    window = _window(qtbot, catalog, settings)
    assert window.campaign.open_path(str(first))
    dialog = window.campaign.import_campaign(str(DOCS / "ebuild_code_name_mismatch.json"))
    qtbot.waitExposed(dialog)
    rows = [dialog.mismatches.item(i).text() for i in range(dialog.mismatches.count())]
    assert len(rows) == 4 and any("01419" in r and "MI04" in r for r in rows)
    assert dialog.matched.item(0).text().startswith("2 Ranger(s): Ana")
    assert window.campaign.play.campaign.tracker.name == "Test valley"  # nothing taken yet
    target = tmp_path / "imported.campaign.json"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(target), ""))
    qtbot.mouseClick(dialog.import_button, Qt.MouseButton.LeftButton)
    play = window.campaign.play
    assert play.campaign is not None and play.campaign.tracker.day == 5 and play.path == target
    assert play.campaign.data.current is not None and play.campaign.data.current.day == 5  # on the table
    assert open_campaign(target, catalog).tracker.rewards == ["01201", "01202"]
    assert first.read_bytes() == before


@pytest.mark.parametrize(
    "name", ["ebuild_truncated.json", "rangersdb_unknown_cards.json", "ebuild_future_schema.json"]
)
def test_a_refused_import_is_one_line_and_the_open_campaign_stays(
    qtbot: Any, catalog: Any, settings: Any, tmp_path: Path, name: str
) -> None:
    first = _campaign(catalog, tmp_path / "old")
    window = _window(qtbot, catalog, settings)
    assert window.campaign.open_path(str(first))
    held = window.campaign.play.campaign
    assert window.campaign.import_campaign(str(DOCS / name)) is None
    line = window.statusBar().currentMessage()
    assert line.startswith(f"Not imported: {name}") and "\n" not in line
    assert window.campaign.play.campaign is held and window.campaign.play.path == first


def test_export_and_play_again_from_a_day(qtbot: Any, catalog: Any, settings: Any, tmp_path: Path) -> None:
    window = _window(qtbot, catalog, settings)
    imported = window.campaign.play.read_import(DOCS / "rangersdb_legal.json")
    assert window.campaign._take_import(imported, str(tmp_path / "c.campaign.json"))
    out = tmp_path / "eb.json"
    assert window.campaign.export_campaign(str(out))
    doc = json.loads(out.read_text())
    assert doc["schema_version"] == 1 and doc["campaign"]["day"] == 5
    again = tmp_path / "again.campaign.json"
    assert window.campaign.branch_campaign(3, str(again))
    assert "day 3 next" in window.statusBar().currentMessage()
    branch = open_campaign(again, catalog)
    assert branch.tracker.day == 3 and branch.data.branch is not None
    assert window.campaign.play.campaign.tracker.day == 5


def test_play_again_from_the_tracker_sheet(
    qtbot: Any, catalog: Any, settings: Any, tmp_path: Path, monkeypatch: Any
) -> None:
    """Issue #32: "Play again from day N" on the tracker too (the Campaign menu's question, the
    day asked, then the file): the branch is written, the open campaign stays as it was."""
    from PySide6.QtCore import QPoint, Qt
    from PySide6.QtWidgets import QFileDialog, QInputDialog

    window = _window(qtbot, catalog, settings)
    imported = window.campaign.play.read_import(DOCS / "rangersdb_legal.json")
    kept = tmp_path / "c.campaign.json"
    assert window.campaign._take_import(imported, str(kept))
    held = kept.read_bytes()
    sheet = window.campaign.show_tracker()
    qtbot.waitExposed(sheet)
    button = sheet.again_button
    assert button.isVisible() and button.isEnabled()
    asked: list[tuple[int, int, int]] = []

    def get_int(_p: Any, _t: str, _l: str, value: int, low: int, high: int, *_a: Any) -> tuple[int, bool]:
        asked.append((value, low, high))
        return 2, True

    again = tmp_path / "again.campaign.json"
    monkeypatch.setattr(QInputDialog, "getInt", get_int)
    starts: list[str] = []

    def save_name(_p: Any, _t: str, start: str, *_a: Any) -> tuple[str, str]:
        starts.append(start)
        return str(again), ""

    monkeypatch.setattr(QFileDialog, "getSaveFileName", save_name)
    centre = button.rect().center()
    qtbot.mouseMove(button, centre)
    qtbot.mousePress(button, Qt.MouseButton.LeftButton, pos=centre)
    qtbot.mouseMove(button, centre + QPoint(1, 0))
    qtbot.mouseRelease(button, Qt.MouseButton.LeftButton, pos=centre + QPoint(1, 0))
    assert asked == [(4, 1, 4)]  # the days recorded in the imported campaign, the last offered
    assert starts == [str(tmp_path / "c.campaign again from day 2.json")]  # suggested beside it
    branch = open_campaign(again, catalog)
    assert branch.tracker.day == 2 and branch.data.branch is not None and branch.data.branch.day == 2
    assert window.campaign.play.campaign.tracker.day == 5 and kept.read_bytes() == held


def _click(qtbot: Any, widget: Any) -> None:
    from PySide6.QtCore import QPoint

    centre = widget.rect().center()
    qtbot.mouseMove(widget, centre)
    qtbot.mousePress(widget, Qt.MouseButton.LeftButton, pos=centre)
    qtbot.mouseMove(widget, centre + QPoint(1, 0))
    qtbot.mouseRelease(widget, Qt.MouseButton.LeftButton, pos=centre + QPoint(1, 0))


def test_a_day_played_on_paper_is_recorded_from_the_tracker_sheet(
    qtbot: Any, catalog: Any, settings: Any, tmp_path: Path
) -> None:
    """Issue #32, a campaign kept by hand: the next day recorded on the sheet as the paper one is
    (where it ended, the terrain, camped), autosaved and in the history, the day after set up on
    the table; once the group has answered in a day, recording it is refused in one line and
    nothing changes."""
    window = _window(qtbot, catalog, settings)
    imported = window.campaign.play.read_import(DOCS / "rangersdb_legal.json")
    kept = tmp_path / "paper.campaign.json"
    assert window.campaign._take_import(imported, str(kept))
    play = window.campaign.play
    assert play.campaign.data.current is not None and play.campaign.data.current.day == 5
    sheet = window.campaign.show_tracker()
    qtbot.waitExposed(sheet)
    _click(qtbot, sheet.record_button)
    dialog = sheet.record_dialog
    assert dialog is not None and dialog.isVisible()
    qtbot.waitExposed(dialog)
    dialog.location.setCurrentIndex(dialog.location.findData("atrox_mountain"))
    dialog.terrain.setCurrentIndex(dialog.terrain.findData("mountain_pass"))
    _click(qtbot, dialog.camped)
    assert dialog.camped.isChecked()
    _click(qtbot, dialog.record)
    t = play.campaign.tracker
    last = t.history[-1]
    assert (t.day, last.day, last.location, last.terrain, last.camped) == (
        6,
        5,
        "atrox_mountain",
        "mountain_pass",
        True,
    )
    assert t.track_day(5).crossed_off and not dialog.isVisible()
    assert play.campaign.data.current is not None and play.campaign.data.current.day == 6  # on the table
    assert play.campaign.data.history[-1].action.kind == "record_day"  # type: ignore[union-attr]
    again = open_campaign(kept, catalog)  # autosaved
    assert again.tracker.day == 6 and again.tracker.history[-1].location == "atrox_mountain"
    session = play.campaign.session
    assert window.controller.answer(session.prompt.options[0].id)
    play.save()
    held = kept.read_bytes()
    _click(qtbot, sheet.record_button)
    dialog = sheet.record_dialog
    qtbot.waitExposed(dialog)
    _click(qtbot, dialog.record)
    assert dialog.isVisible() and dialog.reason.text().startswith(
        "Day 6 is being played (1 answer): finish it"
    )
    assert "\n" not in dialog.reason.text()
    assert play.campaign.tracker.day == 6 and kept.read_bytes() == held and len(session.log) == 1


def _type_address(qtbot: Any, dialog: Any, text: str) -> None:
    from PySide6.QtWidgets import QLineEdit

    qtbot.waitUntil(dialog.isVisible)
    edit = dialog.findChild(QLineEdit)
    edit.setFocus()
    qtbot.keyClicks(edit, text)
    qtbot.keyClick(edit, Qt.Key.Key_Return)


def test_a_campaign_imported_from_its_public_address(
    qtbot: Any, catalog: Any, settings: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Campaign > Import from its public address: the address typed, read in the background from
    the test's loopback server (plain http let through for it only), the summary shown; the open
    campaign untouched until Import."""
    monkeypatch.setattr(CampaignPlay, "loopback_http", True)
    first = _campaign(catalog, tmp_path / "old")
    before = first.read_bytes()
    window = _window(qtbot, catalog, settings)
    assert window.campaign.open_path(str(first))
    with doc_server() as server:
        server.routes["/v2/public/campaign/AbC"] = Route(
            (DOCS / "ebuild_code_name_mismatch.json").read_bytes()
        )
        window.campaign.import_address_action.trigger()
        _type_address(qtbot, window.campaign.address_dialog, server.url("/v2/public/campaign/AbC"))
        qtbot.waitUntil(lambda: window.campaign.import_dialog is not None, timeout=10000)
    dialog = window.campaign.import_dialog
    qtbot.waitExposed(dialog)
    rows = [dialog.mismatches.item(i).text() for i in range(dialog.mismatches.count())]
    assert len(rows) == 4 and any("01419" in r and "MI04" in r for r in rows)
    assert window.campaign.play.campaign.tracker.name == "Test valley" and first.read_bytes() == before
    target = tmp_path / "shared.campaign.json"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(target), ""))
    qtbot.mouseClick(dialog.import_button, Qt.MouseButton.LeftButton)
    assert window.campaign.play.path == target and open_campaign(target, catalog).tracker.day == 5


@pytest.mark.parametrize(("path", "words"), [("/nobody", "not found"), ("/truncated", "not valid JSON")])
def test_an_address_that_gives_no_campaign_is_one_line_and_the_campaign_stays(
    qtbot: Any,
    catalog: Any,
    settings: Any,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    path: str,
    words: str,
) -> None:
    monkeypatch.setattr(CampaignPlay, "loopback_http", True)
    first = _campaign(catalog, tmp_path / "old")
    window = _window(qtbot, catalog, settings)
    assert window.campaign.open_path(str(first))
    held = window.campaign.play.campaign
    with doc_server() as server:
        server.routes["/truncated"] = Route((DOCS / "ebuild_truncated.json").read_bytes())
        window.campaign.import_from_address(server.url(path))
        qtbot.waitUntil(lambda: window.campaign.play.fetching is None, timeout=10000)
    line = window.statusBar().currentMessage()
    assert line.startswith("Not imported: 127.0.0.1: ") and words in line and "\n" not in line
    assert window.campaign.import_dialog is None
    assert window.campaign.play.campaign is held and window.campaign.play.path == first


def test_an_unreachable_address_in_the_window_is_one_line(
    qtbot: Any, catalog: Any, settings: Any, tmp_path: Path
) -> None:
    """The program's own path (https, nothing listening: as when the machine is offline)."""
    window = _window(qtbot, catalog, settings)
    window.campaign.import_address_action.trigger()
    _type_address(qtbot, window.campaign.address_dialog, f"https://127.0.0.1:{closed_port()}/c/AbC")
    qtbot.waitUntil(lambda: window.campaign.play.fetching is None, timeout=10000)
    line = window.statusBar().currentMessage()
    assert line == "Not imported: 127.0.0.1: no network, or 127.0.0.1 refused the connection"
    assert window.campaign.import_dialog is None and window.campaign.play.campaign is None
