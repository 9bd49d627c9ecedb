"""`rangers-qt cards compare --card-data FILE` (issue #27): what a user-supplied card-data file
prints that our behaviour lacks, and how long our generated text is against the printed text.
The files here are invented (tests never read the shared reference): their "printed" text is
made of markers and filler words, never a card's sentence."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from rangers_qt.content.catalog import load_catalog
from rangers_qt.content.cli import main
from rangers_qt.content.compare import compare, plain_length, printed_markers

# Eagle Eye (01001) plays as a moment: no response, no keyword, no guide entry in its behaviour.
EAGLE_EYE = "01001"


def _write(tmp_path: Path, entries: object) -> Path:
    path = tmp_path / "card-data.json"
    path.write_text(json.dumps(entries), encoding="utf-8")
    return path


def test_markers_of_a_printed_text_are_counted_by_kind() -> None:
    entry = {
        "text": "Obstacle. Friendly.<hr><b>Response:</b> alpha [guide] 12.1 beta <b>Exhaust:</b> gamma",
        "sun_challenge": "delta",
    }
    found = printed_markers(entry)
    assert found["response"] == 1
    assert found["exhaust/use ability"] == 1
    assert found["keyword obstacle"] == 1 and found["keyword friendly"] == 1
    assert found["guide entry 12.1"] == 1
    assert found["challenge sun"] == 1
    assert found["refresh"] == 0


def test_a_sentence_is_not_read_as_keywords() -> None:
    assert not any(k.startswith("keyword") for k in printed_markers({"text": "Move it within reach."}))


def test_plain_length_drops_markup_and_reads_icons_as_words() -> None:
    assert plain_length("<b>Clear [harm]:</b>  one") == len("Clear harm: one")


def test_what_the_printed_text_names_and_we_lack_is_listed() -> None:
    catalog = load_catalog()
    entries = [
        {"id": EAGLE_EYE, "name": "Eagle Eye", "text": "<b>Response:</b> filler words. Obstacle words"},
        {"id": "X9999", "name": "Nothing Of Ours", "text": "filler"},
    ]
    result = compare(catalog, entries, lambda card: ["one two three"])
    (eagle,) = result.cards
    assert eagle.lacks == ["response"]
    assert result.unmatched == ["X9999 Nothing Of Ours"]
    assert eagle.ratio == pytest.approx(len("one two three") / len("Response: filler words. Obstacle words"))


def test_nothing_is_listed_when_the_behaviour_has_what_is_printed() -> None:
    catalog = load_catalog()
    entries = [{"id": EAGLE_EYE, "name": "Eagle Eye", "text": "filler words only"}]
    (eagle,) = compare(catalog, entries, lambda card: ["x"]).cards
    assert eagle.lacks == []


def test_a_card_is_matched_by_name_when_the_ids_differ() -> None:
    catalog = load_catalog()
    entries = [{"id": "other-id", "name": "eagle  EYE", "text": "[guide] 999"}]
    result = compare(catalog, entries, lambda card: ["x"])
    assert [c.card_id for c in result.cards] == [EAGLE_EYE]
    assert result.cards[0].lacks == ["guide entry 999"]


def test_cli_prints_each_lack_and_a_summary(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = _write(tmp_path, [{"id": EAGLE_EYE, "name": "Eagle Eye", "text": "<b>Refresh:</b> filler"}])
    assert main(["compare", "--card-data", str(path)]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[0].startswith(f"{EAGLE_EYE} Eagle Eye: lacks refresh (text ")
    assert out[-1].startswith("1 card compared, 1 with something missing, 0 not matched")


def test_cli_json_summary(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = _write(tmp_path, [{"id": EAGLE_EYE, "name": "Eagle Eye", "text": "filler words"}])
    assert main(["compare", "--card-data", str(path), "--json", "--all"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["summary"]["compared"] == 1 and data["summary"]["with_lacks"] == 0
    assert data["cards"][0]["id"] == EAGLE_EYE and data["cards"][0]["ratio"] > 0


@pytest.mark.parametrize(
    ("content", "words"),
    [
        ("{not json", "not valid JSON"),
        (json.dumps({"cards": []}), "a JSON list of cards was expected"),
        (json.dumps([{"id": 5, "name": "x"}]), "card 1 has no string 'id' and 'name'"),
    ],
)
def test_a_bad_file_is_refused_in_one_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], content: str, words: str
) -> None:
    path = tmp_path / "bad.json"
    path.write_text(content, encoding="utf-8")
    assert main(["compare", "--card-data", str(path)]) == 1
    err = capsys.readouterr().err.strip()
    assert len(err.splitlines()) == 1 and words in err, err
