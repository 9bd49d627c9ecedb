"""Issue #32: ``rangers-qt campaign import / export / branch`` (exit 0 done, 1 refused in one
line with every unknown card below it, 2 usage); nothing written when refused."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from rangers_qt.campaign.campaign_cli import main
from rangers_qt.campaign.save import open_campaign
from rangers_qt.content.catalog import Catalog

DOCS = Path(__file__).parent / "fixtures" / "interchange"


def test_import_export_and_branch_on_the_command_line(
    catalog: Catalog, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    camp = tmp_path / "camp.json"
    assert main(["import", str(DOCS / "rangersdb_code_name_mismatch.json"), "--out", str(camp)]) == 0
    out = capsys.readouterr().out
    assert "From a RangersDB campaign:" in out and "1 difference(s)" not in out and "2 difference(s)" in out
    assert open_campaign(camp, catalog).tracker.day == 5
    doc = tmp_path / "doc.json"
    assert main(["export", str(camp), str(doc), "--decks", str(tmp_path / "decks")]) == 0
    exported = json.loads(doc.read_text())
    assert exported["schema_version"] == 1 and len(exported["decks"]) == 2
    assert sorted(p.name for p in (tmp_path / "decks").iterdir()) == ["ranger-1.json", "ranger-2.json"]
    assert main(["branch", str(camp), "2", str(tmp_path / "again.json")]) == 0
    assert open_campaign(tmp_path / "again.json", catalog).tracker.day == 2


def test_a_refused_import_writes_nothing(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "camp.json"
    assert main(["import", str(DOCS / "ebuild_unknown_cards.json"), "--out", str(out)]) == 1
    err = capsys.readouterr().err.splitlines()
    assert err[0].startswith("rangers-qt campaign: ebuild_unknown_cards.json: campaign not imported")
    assert err[1] == "  - deck Bo: slots: '09999' - no Ranger card has this code or name here"
    assert not out.exists()


def test_an_existing_file_is_not_replaced_without_force(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "camp.json"
    out.write_text("mine")
    assert main(["import", str(DOCS / "ebuild_legal.json"), "--out", str(out)]) == 1
    assert "exists" in capsys.readouterr().err and out.read_text() == "mine"
    assert main(["import", str(DOCS / "ebuild_legal.json"), "--out", str(out), "--force"]) == 0


def test_usage_errors_exit_2(tmp_path: Path) -> None:
    assert main(["import", str(tmp_path / "missing.json")]) == 2
    with pytest.raises(SystemExit) as stop:
        main(["branch", "x.json", "two", "y.json"])
    assert stop.value.code == 2
