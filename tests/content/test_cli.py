"""`rangers-qt cards ...` on the shipped data."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from rangers_qt.cli import main as top_main
from rangers_qt.content.catalog import Catalog
from rangers_qt.content.cli import main
from rangers_qt.content.describe import describe


def test_check_ok(shipped_cards: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["check", "--cards-dir", str(shipped_cards)]) == 0
    out = capsys.readouterr().out
    assert out.startswith("ok: 345 distinct cards (532 copies)")
    assert "37 locations / 63 connections" in out


def test_top_level_cli_dispatches_cards(capsys: pytest.CaptureFixture[str]) -> None:
    assert top_main(["cards", "check"]) == 0
    assert "ok:" in capsys.readouterr().out


def test_stats_json(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["stats", "--json"]) == 0
    stats = json.loads(capsys.readouterr().out)
    expected = {"aspect": 12, "challenge": 24, "location": 37, "mission": 17, "path": 160, "ranger": 278}
    assert stats["by_category"] == {**expected, "weather": 4}
    assert stats["by_set"]["Rewards"] == 62 and stats["by_set"]["Valley"] == 14
    assert stats["distinct"]["ranger"] == 140 and stats["distinct"]["path"] == 111
    # Status is computed from behaviour coverage: every distinct card has exactly one.
    for category, counts in stats["status"].items():
        assert set(counts) <= {"full", "partial", "manual"}
        assert sum(counts.values()) == stats["distinct"][category]
    assert stats["status"]["challenge"] == {"full": 24} and stats["status"]["aspect"] == {"full": 12}


def test_show_human_and_json(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["show", "01433"]) == 0
    text = capsys.readouterr().out
    assert "Meadow  [01433]" in text and "pivotal" in text and "progress threshold: 4 per Ranger" in text
    assert main(["show", "01003", "--json"]) == 0
    card = json.loads(capsys.readouterr().out)
    assert card["id"] == "01003" and card["approach"] == {"exploration": 3}
    assert main(["show", "Strider"]) == 0
    assert "Strider  [01003]" in capsys.readouterr().out


def test_show_unknown_card(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["show", "99999"]) == 1
    assert "no card with id or name '99999'" in capsys.readouterr().err


def test_schema_is_json_schema(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["schema"]) == 0
    schema = json.loads(capsys.readouterr().out)
    assert schema["$schema"].endswith("2020-12/schema")
    assert "cards" in schema["properties"]
    assert {"LocationCard", "ChallengeCard", "PathBeingCard", "TestDef", "Amount"} <= set(schema["$defs"])
    assert schema["$defs"]["ChallengeCard"]["additionalProperties"] is False
    assert main(["schema", "--kind", "map"]) == 0
    assert "connections" in json.loads(capsys.readouterr().out)["properties"]


def test_usage_error_returns_code(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["frobnicate"]) == 2


def test_verify_reports_differences_with_a_user_file(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    supplied = tmp_path / "core.json"
    supplied.write_text(
        json.dumps(
            [
                {
                    "id": "01003",
                    "name": "Strider",
                    "quantity": 2,
                    "level": 1,
                    "aspect_id": "FIT",
                    "traits": "Innate",
                },
                {"id": "01321", "name": "Caustic Mulcher", "presence": 3, "harm": "7", "progress": "9"},
                {"id": "01419", "name": "Spire", "progress": "4[per_ranger]", "presence": 1},
                {"id": "01777", "name": "Not In The Box"},
            ]
        ),
        encoding="utf-8",
    )
    assert main(["verify", "--against", str(supplied)]) == 1
    out = capsys.readouterr().out
    assert "01321 Caustic Mulcher: harm: ours 6, theirs 7" in out
    assert "01777 Not In The Box: missing from our cards" in out
    assert "2 differences" in out
    assert "Strider" not in out and "Spire" not in out


def test_every_card_can_be_described(catalog: Catalog) -> None:
    for card in catalog.cards.values():
        lines = describe(card)
        assert lines[0] == f"{card.name}  [{card.id}]"
        assert lines[-1] == f"implementation: {card.status}"
    mission = describe(catalog.card("MI08"))
    assert any("token vine" in line and "1.11" in line for line in mission)
