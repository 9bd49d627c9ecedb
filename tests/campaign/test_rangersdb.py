"""RangersDB decks in and out (fixtures written in RangersDB's deck shape), and `rangers-qt deck check`."""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from rangers_qt.campaign.cli import main as deck_main
from rangers_qt.campaign.errors import CampaignError, DeckError
from rangers_qt.campaign.rangersdb import export_deck, import_deck, read_deck_file
from rangers_qt.campaign.starters import starter_rangers
from rangers_qt.content.catalog import Catalog

from .conftest import FIXTURES


def load(name: str) -> dict[str, object]:
    data: dict[str, object] = json.loads((FIXTURES / name).read_text(encoding="utf-8"))
    return data


def test_import_the_starter_deck(catalog: Catalog) -> None:
    imported = read_deck_file(catalog, FIXTURES / "explorer_traveler.json")
    deck = imported.deck
    assert deck.name == "Explorer / Traveler (starter)"
    assert deck.aspects == {"AWA": 2, "FIT": 3, "FOC": 1, "SPI": 2}
    assert deck.role_id == "01037" and deck.background == "traveler" and deck.specialty == "explorer"
    assert len(deck.cards) == 30 and deck.cards.count("01056") == 2
    assert not imported.campaign and imported.displaced == []


def test_import_a_campaign_deck_with_displaced_cards_and_a_malady(catalog: Catalog) -> None:
    imported = read_deck_file(catalog, FIXTURES / "explorer_campaign.json")
    assert imported.campaign
    assert imported.displaced == ["01048"]
    assert imported.deck.maladies == ["01240"]
    assert "01204" in imported.deck.cards and len(imported.deck.cards) == 30


def test_a_campaign_deck_for_a_campaign_needs_its_rewards_unlocked(catalog: Catalog) -> None:
    data = load("explorer_campaign.json")
    assert import_deck(catalog, data, unlocked=["01204"]).deck.cards.count("01204") == 1
    with pytest.raises(DeckError, match=r"Sil.s Sketchbook is a reward the group has not unlocked"):
        import_deck(catalog, data, unlocked=[])


def test_a_broken_deck_lists_every_problem_and_imports_nothing(catalog: Catalog) -> None:
    with pytest.raises(DeckError) as info:
        read_deck_file(catalog, FIXTURES / "explorer_broken.json")
    problems = info.value.problems
    assert "the deck has 33 cards; it needs exactly 30 (maladies not counted)" in problems
    assert "no card has the id 09999" in problems
    assert "Share in the Valley’s Secrets needs AWA 3; this Ranger has AWA 2" in problems
    assert "Paths We’ve Roamed Before: 1 copy; a new Ranger takes exactly 2 of each card" in problems
    assert "6 different explorer cards; choose exactly 5 from your specialty" in problems
    assert str(info.value).startswith("deck not imported: ")


def test_a_record_of_the_wrong_shape_is_explained(catalog: Catalog) -> None:
    with pytest.raises(DeckError) as info:
        import_deck(catalog, load("not_a_deck.json"))
    problems = info.value.problems
    assert "awa must be a whole number (the aspect value); got 'two'" in problems
    assert "spi must be a whole number (the aspect value); got None" in problems
    assert "meta.role must be a card code; got None" in problems
    assert "slots: '01001' has -1 copies (a whole number from 0 to 99)" in problems
    assert "slots: '01003' has '2' copies (a whole number from 0 to 99)" in problems
    assert "name must be text" in problems
    with pytest.raises(DeckError, match="expected a JSON object"):
        import_deck(catalog, [1, 2])


def test_shape_problems_come_from_the_pydantic_model_in_the_records_order(catalog: Catalog) -> None:
    """The record is read through ``DeckRecord``; its errors are the one-line problems, listed in
    field order (aspects, meta, slots, side_slots, extra_slots, name), codes sorted, all at once;
    booleans and fractions are not copies, and a missing meta also names the role it lacks."""
    data = load("explorer_traveler.json")
    data.update(
        awa=True,
        fit=2.0,
        name=["x"],
        slots={**data["slots"], "01003": 100, "01001": False},
        side_slots={"zzz": 1, "01001": 1.5},
        extra_slots={"01001": 1, "nope": 1},
    )
    del data["meta"]
    with pytest.raises(DeckError) as info:
        import_deck(catalog, data)
    assert info.value.problems == [
        "awa must be a whole number (the aspect value); got True",
        "fit must be a whole number (the aspect value); got 2.0",
        "meta is missing (it names the role, background and specialty)",
        "meta.role must be a card code; got None",
        "slots: '01001' has False copies (a whole number from 0 to 99)",
        "slots: '01003' has 100 copies (a whole number from 0 to 99)",
        "side_slots: '01001' has 1.5 copies (a whole number from 0 to 99)",
        "side_slots: no card has the code 'zzz'",
        "extra_slots: no card has the code 'nope'",
        "extra_slots: Eagle Eye is not a malady",
        "name must be text",
    ]
    assert str(info.value) == "deck not imported: awa must be a whole number (the aspect value); got True"


def test_extra_slots_hold_only_maladies(catalog: Catalog) -> None:
    data = load("explorer_traveler.json")
    data["extra_slots"] = {"01001": 1}
    with pytest.raises(DeckError) as info:
        import_deck(catalog, data)
    assert "extra_slots: Eagle Eye is not a malady" in info.value.problems


def test_export_then_import_gives_the_same_deck(catalog: Catalog) -> None:
    for s in starter_rangers(catalog):
        exported = json.loads(json.dumps(export_deck(catalog, s.deck)))
        assert set(exported) >= {"awa", "fit", "foc", "spi", "meta", "slots", "side_slots", "extra_slots"}
        again = import_deck(catalog, exported).deck
        assert again == s.deck.model_copy(update={"cards": sorted(s.deck.cards)}), s.key


def test_campaign_export_round_trip(catalog: Catalog) -> None:
    imported = read_deck_file(catalog, FIXTURES / "explorer_campaign.json")
    exported = export_deck(catalog, imported.deck, displaced=imported.displaced, campaign=True)
    assert exported["meta"]["campaign"] is True and exported["side_slots"] == {"01048": 1}
    assert exported["extra_slots"] == {"01240": 1}
    assert import_deck(catalog, exported) == imported


def test_export_names_the_outside_interest(catalog: Catalog) -> None:
    imported = read_deck_file(catalog, FIXTURES / "explorer_traveler.json")
    assert export_deck(catalog, imported.deck)["meta"]["outside_interest"] == "01056"


@pytest.mark.parametrize(
    ("content", "words"),
    [
        (b"{not json", r"not valid JSON \(line 1"),
        (b"[" * 5000 + b"]" * 5000, "nested"),
        (b"\xff\xfe", "not UTF-8"),
    ],
)
def test_unreadable_files_are_one_line(catalog: Catalog, tmp_path: Path, content: bytes, words: str) -> None:
    path = tmp_path / "deck.json"
    path.write_bytes(content)
    with pytest.raises(CampaignError, match=words):
        read_deck_file(catalog, path)


def test_oversized_file_is_refused_before_reading(catalog: Catalog, tmp_path: Path) -> None:
    path = tmp_path / "huge.json"
    with open(path, "wb") as fh:
        fh.truncate(50_000_000)  # sparse: large on paper, nothing read
    with pytest.raises(CampaignError, match="too large"):
        read_deck_file(catalog, path)


def test_deck_check_exit_codes(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    assert deck_main(["check", str(FIXTURES / "explorer_traveler.json")]) == 0
    assert "legal deck 'Explorer / Traveler (starter)' (30 cards)" in capsys.readouterr().out
    assert deck_main(["check", str(FIXTURES / "explorer_broken.json")]) == 1
    out = capsys.readouterr().out
    assert "5 problems" in out and "  - no card has the id 09999" in out
    assert deck_main(["check", str(FIXTURES / "explorer_campaign.json")]) == 0
    capsys.readouterr()
    assert deck_main(["check", str(tmp_path / "missing.json")]) == 2
    assert "no such file" in capsys.readouterr().err
    with pytest.raises(SystemExit) as info:
        deck_main(["chek", "x"])
    assert info.value.code == 2
    assert deck_main(["check", "--json", str(FIXTURES / "not_a_deck.json")]) == 1
    report = json.loads(capsys.readouterr().out)
    assert report["legal"] is False and len(report["problems"]) >= 5


def test_deck_check_through_the_installed_command(tmp_path: Path) -> None:
    """The real entry point: exit codes, no traceback even for a binary file."""
    junk = tmp_path / "junk.json"
    junk.write_bytes(bytes(range(256)) * 10)
    for path, code in ((FIXTURES / "explorer_traveler.json", 0), (junk, 1)):
        result = subprocess.run(
            [sys.executable, "-m", "rangers_qt", "deck", "check", str(path)],
            capture_output=True, text=True, timeout=120,
        )  # fmt: skip
        assert result.returncode == code, result.stderr
        assert "Traceback" not in result.stdout + result.stderr


def _campaign_with_swap(catalog: Catalog) -> Any:
    """A tracker whose first Ranger has a malady and a card set aside (a campaign deck)."""
    from rangers_qt.campaign import actions as act
    from rangers_qt.campaign.tracker import new_tracker

    imported = read_deck_file(catalog, FIXTURES / "explorer_campaign.json")
    t = act.apply_action(catalog, new_tracker("Export valley"), act.JoinRanger(deck=imported.deck))
    r = t.rangers[0]
    t.rangers[0] = r.model_copy(update={"displaced": list(imported.displaced)})
    return t, imported


def test_a_campaign_rangers_deck_is_written_and_reads_back(catalog: Catalog, tmp_path: Path) -> None:
    from rangers_qt.campaign.rangersdb import write_ranger_deck

    t, imported = _campaign_with_swap(catalog)
    target = tmp_path / "ranger.json"
    written = write_ranger_deck(catalog, t, "ranger-1", target)
    assert written == target
    data = json.loads(target.read_text(encoding="utf-8"))
    assert data["meta"]["campaign"] is True and data["side_slots"] == {"01048": 1}
    assert "Export valley" in data["description"] and t.rangers[0].name in data["description"]
    again = read_deck_file(catalog, target)
    assert again.deck == imported.deck.model_copy(update={"cards": sorted(imported.deck.cards)})
    assert again.displaced == ["01048"] and again.campaign
    # Exporting again replaces the file whole (no temporary file left beside it).
    write_ranger_deck(catalog, t, "ranger-1", target)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["ranger.json"]


def test_an_unwritable_place_is_one_line_and_leaves_nothing(catalog: Catalog, tmp_path: Path) -> None:
    from rangers_qt.campaign.rangersdb import write_ranger_deck

    t, _ = _campaign_with_swap(catalog)
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("x", encoding="utf-8")
    for target in (blocker / "deck.json", tmp_path / "missing" / "deck.json"):
        with pytest.raises(CampaignError, match=f"could not write {re.escape(str(target))}: ") as info:
            write_ranger_deck(catalog, t, "ranger-1", target)
        assert "\n" not in str(info.value)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["not-a-folder"]
    with pytest.raises(CampaignError, match="no Ranger 'ranger-9'"):
        write_ranger_deck(catalog, t, "ranger-9", tmp_path / "deck.json")
