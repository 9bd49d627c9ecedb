"""Broken card files are refused with a message naming the file, the card and the field."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from rangers_qt.content.catalog import clear_cache, load_catalog
from rangers_qt.content.cli import main as cards_main
from rangers_qt.content.loader import read_sources
from rangers_qt.content.problems import CardDataError, Problem


def moment(**changes: Any) -> dict[str, Any]:
    card: dict[str, Any] = {
        "id": "09001",
        "name": "Test Moment",
        "category": "ranger",
        "type": "moment",
        "set_id": "traveler",
        "aspect": "AWA",
        "level": 1,
        "cost": {"n": 1},
        "approach": {"conflict": 1},
    }
    card.update(changes)
    return card


def path_being(**changes: Any) -> dict[str, Any]:
    card: dict[str, Any] = {
        "id": "09002",
        "name": "Test Beast",
        "category": "path",
        "type": "being",
        "set_id": "woods",
        "presence": {"n": 2},
        "progress_threshold": {"n": 4},
        "harm_threshold": {"n": 3},
    }
    card.update(changes)
    return card


def write(folder: Path, rel: str, payload: Any) -> None:
    path = folder / rel
    path.parent.mkdir(parents=True, exist_ok=True)
    text = payload if isinstance(payload, str) else json.dumps(payload)
    path.write_text(text, encoding="utf-8")


def only_problem(folder: Path) -> Problem:
    problems = read_sources(folder).problems
    assert len(problems) == 1, [str(p) for p in problems]
    return problems[0]


CASES: list[tuple[str, str, Any, str | None, str | None, str]] = [
    # (case, file, payload, expected card, expected field, words in the message)
    (
        "unknown field",
        "ranger/bad.json",
        {"cards": [moment(flavour="x")]},
        "09001",
        "flavour",
        "unknown field",
    ),
    ("wrong type", "ranger/bad.json", {"cards": [moment(cost={"n": "two"})]}, "09001", "cost.n", "integer"),
    (
        "missing name",
        "ranger/bad.json",
        {"cards": [{k: v for k, v in moment().items() if k != "name"}]},
        "09001",
        "name",
        "required field is missing",
    ),
    (
        "negative threshold",
        "path/bad.json",
        {"cards": [path_being(progress_threshold={"n": -3})]},
        "09002",
        "progress_threshold.n",
        "greater than or equal to 0",
    ),
    (
        "approach icons out of range",
        "ranger/bad.json",
        {"cards": [moment(approach={"conflict": 7})]},
        "09001",
        "approach.conflict",
        "less than or equal to 4",
    ),
    (
        "unknown approach",
        "ranger/bad.json",
        {"cards": [moment(approach={"stealth": 1})]},
        "09001",
        "approach.stealth",
        "'conflict', 'reason'",
    ),
    ("unknown card type", "ranger/bad.json", {"cards": [moment(type="gizmo")]}, "09001", "type", "'gizmo'"),
    (
        "unknown keyword",
        "path/bad.json",
        {"cards": [path_being(keywords=[{"name": "sneaky"}])]},
        "09002",
        "keywords.0.name",
        "'sneaky'",
    ),
    (
        "bad area",
        "path/bad.json",
        {"cards": [path_being(area="overhead")]},
        "09002",
        "area",
        "'within_reach'",
    ),
    (
        "per-ranger typo",
        "path/bad.json",
        {"cards": [path_being(harm_threshold={"kind": "per_player", "n": 2})]},
        "09002",
        "harm_threshold.kind",
        "'per_ranger'",
    ),
    (
        "challenge mod out of range",
        "extra_challenge.json",
        {
            "cards": [
                {
                    "id": "CH99",
                    "name": "Challenge 99",
                    "category": "challenge",
                    "type": "challenge",
                    "set_id": "challenge",
                    "mods": {"AWA": 3, "FIT": 0, "FOC": 0, "SPI": 0},
                    "symbol": "sun",
                }
            ]
        },
        "CH99",
        "mods.AWA",
        "less than or equal to 1",
    ),
    ("unknown set", "ranger/bad.json", {"cards": [moment(set_id="wizards")]}, "09001", "set_id", "'wizards'"),
    (
        "duplicate test id",
        "path/bad.json",
        {
            "cards": [
                path_being(
                    tests=[
                        {"id": "t1", "aspect": "FIT", "approach": "conflict", "label": "Shove"},
                        {"id": "t1", "aspect": "AWA", "approach": "reason", "label": "Study"},
                    ]
                )
            ]
        },
        "09002",
        None,
        "test id 't1' is used twice",
    ),
    (
        "test aspect typo",
        "path/bad.json",
        {
            "cards": [
                path_being(tests=[{"id": "t1", "aspect": "STR", "approach": "conflict", "label": "Shove"}])
            ]
        },
        "09002",
        "tests.0.aspect",
        "'AWA'",
    ),
    (
        "reference to a missing card",
        "bad_weather.json",
        {
            "cards": [
                {
                    "id": "WE99",
                    "name": "Test Weather",
                    "category": "weather",
                    "type": "weather",
                    "set_id": "weather",
                    "slug": "test_weather",
                    "difficulty": "easy",
                    "front": {
                        "name": "A",
                        "token": "cloud",
                        "behaviour": {"assembly": [{"rule": "add_to_path_deck", "cards": ["01999"]}]},
                    },
                    "back": {"name": "B", "token": "cloud"},
                }
            ]
        },
        "WE99",
        "front.behaviour.assembly.0.cards.0",
        "'01999', which does not exist",
    ),
    (
        "printed ability with an unknown hook",
        "path/bad.json",
        {"cards": [path_being(printed=[{"hook": "sometimes"}])]},
        "09002",
        "printed.0.hook",
        "sometimes",
    ),
    (
        "printed response without its window",
        "path/bad.json",
        {"cards": [path_being(printed=[{"hook": "response", "event": "cleared"}])]},
        "09002",
        "printed.0",
        "window",
    ),
    (
        "printed test branch for a test the card does not print",
        "path/bad.json",
        {"cards": [path_being(printed=[{"hook": "test", "test": "t2", "branch": "failure"}])]},
        "09002",
        None,
        "test:t2:failure",
    ),
]


@pytest.mark.parametrize(
    ("case", "rel", "payload", "card", "field", "words"), CASES, ids=[c[0] for c in CASES]
)
def test_broken_card_is_refused_precisely(
    cards_copy: Path, case: str, rel: str, payload: Any, card: str | None, field: str | None, words: str
) -> None:
    write(cards_copy, rel, payload)
    problem = only_problem(cards_copy)
    assert problem.file == rel
    assert problem.card == card
    assert problem.field == field
    assert words in problem.message, str(problem)
    text = str(problem)
    assert rel in text and (card is None or f"card {card}" in text)


def test_duplicate_id_names_both_files(cards_copy: Path) -> None:
    write(cards_copy, "ranger/bad.json", {"cards": [moment(id="01001")]})
    problem = only_problem(cards_copy)
    assert (problem.card, problem.field) == ("01001", "id")
    assert {problem.file, problem.message.rsplit(" ", 1)[-1]} == {"ranger/bad.json", "ranger/traveler.json"}
    assert "duplicate card id" in problem.message


def test_invalid_json_names_line_and_column(cards_copy: Path) -> None:
    write(cards_copy, "ranger/bad.json", '{"cards": [\n  {"id": "09001",}\n]}')
    problem = only_problem(cards_copy)
    assert problem.file == "ranger/bad.json"
    assert "line 2" in problem.message and "not valid JSON" in problem.message


def test_card_file_must_hold_a_cards_list(cards_copy: Path) -> None:
    write(cards_copy, "ranger/bad.json", {"cards": [], "extra": 1})
    problem = only_problem(cards_copy)
    assert (problem.file, problem.field) == ("ranger/bad.json", "extra")


def _edit_location(cards_copy: Path, slug: str, edit: Any) -> str:
    path = cards_copy / "locations.json"
    data = json.loads(path.read_text(encoding="utf-8"))
    card = next(c for c in data["cards"] if c["slug"] == slug)
    edit(card)
    path.write_text(json.dumps(data), encoding="utf-8")
    return str(card["id"])


def _location_refused(
    cards_copy: Path, slug: str, edit: Any, field: str, word: str, whole: bool = False
) -> None:
    """Edit one location, then its one problem names locations.json, the card, the path inside
    its behaviour and the offending word (``whole``: the only problem of the whole folder)."""
    card_id = _edit_location(cards_copy, slug, edit)
    problem = only_problem(cards_copy) if whole else card_problem(cards_copy, card_id)
    assert problem.file == "locations.json" and problem.card == card_id
    assert problem.field == field
    assert word in problem.message


def card_problem(folder: Path, card_id: str) -> Problem:
    """The one problem of that card (a card refused whole also leaves the map pointing nowhere)."""
    problems = [p for p in read_sources(folder).problems if p.card == card_id]
    assert len(problems) == 1, [str(p) for p in problems]
    return problems[0]


def test_broken_reference_inside_arrival_setup(cards_copy: Path) -> None:
    """Meadow's arrival search names a card that does not exist: file, card and the path inside
    its behaviour."""

    def edit(card: dict[str, Any]) -> None:
        card["behaviour"]["arrival"][0]["effects"][0]["match"]["card_id"] = "01998"

    _location_refused(
        cards_copy, "meadow", edit, "behaviour.arrival.0.effects.0.match.card_id", "'01998'", whole=True
    )


def test_unknown_verb_inside_an_arrival_step_is_refused_with_its_path(cards_copy: Path) -> None:
    def edit(card: dict[str, Any]) -> None:
        card["behaviour"]["arrival"][1]["effects"][0] = {"do": "deal_paths"}

    _location_refused(cards_copy, "spire", edit, "behaviour.arrival.1.effects.0.do", "deal_paths")


def test_arrival_setup_step_that_is_not_an_arrival_step_is_refused(cards_copy: Path) -> None:
    """Rulebook: Travel, 5. Arrival Setup - each printed step names who resolves it, so the top of
    the arrival list holds only ``arrival_step`` effects."""

    def edit(card: dict[str, Any]) -> None:
        card["behaviour"]["arrival"][0] = {"do": "deal_path"}

    card_id = _edit_location(cards_copy, "white_sky", edit)
    problem = only_problem(cards_copy)
    assert (problem.file, problem.card, problem.field) == ("locations.json", card_id, "behaviour.arrival.0")
    assert "arrival_step" in problem.message


def test_unknown_assembly_rule_is_refused_with_its_path(cards_copy: Path) -> None:
    def edit(card: dict[str, Any]) -> None:
        card["behaviour"]["assembly"][0]["rule"] = "shuffle_twice"

    _location_refused(cards_copy, "spire", edit, "behaviour.assembly.0.rule", "shuffle_twice")


def test_assembly_rule_missing_its_deck_name_is_refused(cards_copy: Path) -> None:
    def edit(card: dict[str, Any]) -> None:
        del card["behaviour"]["assembly"][0]["deck"]

    _location_refused(cards_copy, "the_alluvial_ruins", edit, "behaviour.assembly.0", "'deck'")


def test_assembly_rule_naming_a_missing_set_is_refused(cards_copy: Path) -> None:
    def edit(card: dict[str, Any]) -> None:
        card["behaviour"]["assembly"][0]["sets"] = ["grassland", "atlantis"]

    card_id = _edit_location(cards_copy, "the_alluvial_ruins", edit)
    problem = only_problem(cards_copy)
    assert (problem.file, problem.card, problem.field) == (
        "locations.json",
        card_id,
        "behaviour.assembly.0.sets.1",
    )
    assert "'atlantis'" in problem.message


def test_location_assembly_rule_on_a_weather_card_is_refused(cards_copy: Path) -> None:
    path = cards_copy / "weather.json"
    data = json.loads(path.read_text(encoding="utf-8"))
    card = data["cards"][0]
    front = card["front"]
    front.setdefault("behaviour", {})["assembly"] = [{"rule": "no_valley_cards"}]
    path.write_text(json.dumps(data), encoding="utf-8")
    problem = only_problem(cards_copy)
    assert (problem.file, problem.card, problem.field) == (
        "weather.json",
        card["id"],
        "front.behaviour.assembly.0.rule",
    )
    assert "location" in problem.message


def test_map_connection_to_an_unknown_location(cards_copy: Path) -> None:
    path = cards_copy / "valley_map.json"
    data = json.loads(path.read_text(encoding="utf-8"))
    data["connections"][5]["b"] = "atlantis"
    path.write_text(json.dumps(data), encoding="utf-8")
    problem = only_problem(cards_copy)
    assert (problem.file, problem.field) == ("valley_map.json", "connections.5.b")
    assert "'atlantis'" in problem.message


def test_pivotal_flag_must_agree_between_map_and_card(cards_copy: Path) -> None:
    path = cards_copy / "valley_map.json"
    data = json.loads(path.read_text(encoding="utf-8"))
    index = next(i for i, loc in enumerate(data["locations"]) if loc["slug"] == "golden_shore")
    data["locations"][index]["pivotal"] = True
    path.write_text(json.dumps(data), encoding="utf-8")
    problem = only_problem(cards_copy)
    assert problem.field == f"locations.{index}.pivotal"


def test_every_problem_is_listed_not_just_the_first(cards_copy: Path) -> None:
    write(cards_copy, "ranger/bad.json", {"cards": [moment(flavour="x"), moment(id="09003", level=9)]})
    write(cards_copy, "path/bad.json", {"cards": [path_being(presence={"n": -1})]})
    problems = read_sources(cards_copy).problems
    assert {(p.card, p.field) for p in problems} == {
        ("09001", "flavour"),
        ("09003", "level"),
        ("09002", "presence.n"),
    }


def test_card_text_is_data_never_code(cards_copy: Path) -> None:
    """Loading only parses JSON: a name that looks like code stays an inert string."""
    marker = cards_copy / "executed"
    name = f"__import__('pathlib').Path({str(marker)!r}).touch()"
    write(cards_copy, "ranger/odd.json", {"cards": [moment(name=name[:60])]})
    result = read_sources(cards_copy)
    assert result.problems == []
    assert not marker.exists()
    assert result.cards["09001"].name == name[:60]


def test_load_catalog_raises_with_all_problems(cards_copy: Path) -> None:
    write(cards_copy, "ranger/bad.json", {"cards": [moment(flavour="x"), moment(id="09003", cost={"n": -1})]})
    clear_cache()
    with pytest.raises(CardDataError) as info:
        load_catalog(cards_copy)
    assert len(info.value.problems) == 2
    assert "ranger/bad.json: card 09001: field 'flavour'" in str(info.value)


def test_cli_check_lists_every_problem_and_exits_1(
    cards_copy: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    write(cards_copy, "ranger/bad.json", {"cards": [moment(flavour="x"), moment(id="09003", level=9)]})
    assert cards_main(["check", "--cards-dir", str(cards_copy)]) == 1
    out = capsys.readouterr().out
    assert "ranger/bad.json: card 09001: field 'flavour'" in out
    assert "ranger/bad.json: card 09003: field 'level'" in out
    assert "2 problems" in out


def _map_data(cards_copy: Path) -> tuple[Path, dict[str, Any]]:
    path = cards_copy / "valley_map.json"
    return path, json.loads(path.read_text(encoding="utf-8"))


def _index(data: dict[str, Any], slug: str) -> int:
    return next(i for i, loc in enumerate(data["locations"]) if loc["slug"] == slug)


def test_shipped_map_places_every_location_inside_the_square(catalog: Any) -> None:
    vmap = catalog.valley_map
    assert len(vmap.locations) == 37
    for loc in vmap.locations:
        assert loc.x is not None and loc.y is not None, loc.slug
        assert 0.0 <= loc.x <= 1.0 and 0.0 <= loc.y <= 1.0, loc.slug
    by_slug = {loc.slug: loc for loc in vmap.locations}
    # Orientation: Northern Outpost is the northernmost, Tumbledown at the valley mouth in the south.
    assert min(vmap.locations, key=lambda loc: loc.y or 0).slug == "northern_outpost"
    assert max(vmap.locations, key=lambda loc: loc.y or 0).slug == "tumbledown"
    assert (by_slug["the_plummet"].x or 0) < (by_slug["the_furrow"].x or 0)  # west of the furrow


@pytest.mark.parametrize("axis", ["x", "y"])
def test_map_location_without_a_position_names_the_field(cards_copy: Path, axis: str) -> None:
    path, data = _map_data(cards_copy)
    i = _index(data, "meadow")
    del data["locations"][i][axis]
    path.write_text(json.dumps(data), encoding="utf-8")
    problem = only_problem(cards_copy)
    assert (problem.file, problem.field) == ("valley_map.json", f"locations.{i}.{axis}")
    assert "'meadow'" in problem.message and "position" in problem.message


@pytest.mark.parametrize(("value", "bad"), [(-0.001, True), (0.0, False), (1.0, False), (1.001, True)])
def test_map_position_must_lie_between_0_and_1(cards_copy: Path, value: float, bad: bool) -> None:
    path, data = _map_data(cards_copy)
    i = _index(data, "tumbledown")
    data["locations"][i]["x"] = value
    path.write_text(json.dumps(data), encoding="utf-8")
    problems = read_sources(cards_copy).problems
    if bad:
        assert [(p.file, p.field) for p in problems] == [("valley_map.json", f"locations.{i}.x")]
    else:
        assert problems == []


@pytest.mark.parametrize(("gap", "bad"), [(0.019, True), (0.02, False), (0.021, False)])
def test_two_markers_on_top_of_each_other_are_refused(cards_copy: Path, gap: float, bad: bool) -> None:
    path, data = _map_data(cards_copy)
    a, b = _index(data, "tumbledown"), _index(data, "watchers_rock")
    data["locations"][a]["x"] = 0.5
    data["locations"][b]["x"] = 0.5 - gap
    data["locations"][b]["y"] = data["locations"][a]["y"]
    path.write_text(json.dumps(data), encoding="utf-8")
    problems = read_sources(cards_copy).problems
    if bad:
        assert len(problems) == 1 and problems[0].field == f"locations.{max(a, b)}"
        assert "'tumbledown'" in problems[0].message and "'watchers_rock'" in problems[0].message
    else:
        assert problems == []


def test_label_side_must_be_one_of_four(cards_copy: Path) -> None:
    path, data = _map_data(cards_copy)
    i = _index(data, "spire")
    data["locations"][i]["label"] = "inside"
    path.write_text(json.dumps(data), encoding="utf-8")
    problem = only_problem(cards_copy)
    assert (problem.file, problem.field) == ("valley_map.json", f"locations.{i}.label")
