"""Behaviour data in the card files: bad behaviour is refused by ``cards check`` with the file, the
card and the path inside the behaviour (nothing half-loaded); the status comes from coverage;
rules text is generated from behaviour; the compiled table and its version."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from rangers_qt.content.behaviour.compile import compile_cards, coverage_status, missing_hooks
from rangers_qt.content.behaviour.text import rules_text
from rangers_qt.content.catalog import load_catalog, load_uncached
from rangers_qt.content.cli import main as cards_main
from rangers_qt.content.loader import read_sources
from rangers_qt.content.problems import CardDataError


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
    }
    return {**card, **changes}


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
    return {**card, **changes}


def write(folder: Path, rel: str, payload: Any) -> None:
    path = folder / rel
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(payload), encoding="utf-8")


SUN = {"challenge": ["sun"]}


def beast(behaviour: Any, **changes: Any) -> dict[str, Any]:
    return path_being(behaviour=behaviour, **{**SUN, **changes})


CASES: list[tuple[str, dict[str, Any], str, str]] = [
    # (case, card, expected field path, words in the message)
    (
        "unknown verb",
        beast({"challenge": {"sun": [{"do": "explode"}]}}),
        "behaviour.challenge.sun.0.do",
        "'explode'",
    ),
    (
        "zone that does not exist",
        beast({"challenge": {"sun": [{"do": "exhaust", "target": {"zone": "moon"}}]}}),
        "behaviour.challenge.sun.0.target.zone",
        "'along_the_way'",
    ),
    (
        "unknown card reference",
        beast({"challenge": {"sun": [{"do": "exhaust", "target": "that_one"}]}}),
        "behaviour.challenge.sun.0.target",
        "'that_one'",
    ),
    (
        "trigger the card type cannot fire",
        moment(behaviour={"abilities": [{"on": "refresh", "effects": [{"do": "draw"}]}]}),
        "behaviour.abilities.0.on",
        "cannot fire the trigger 'refresh'",
    ),
    (
        "challenge effect for a symbol not printed",
        beast({"challenge": {"crest": [{"do": "exhaust"}]}}),
        "behaviour.challenge.crest",
        "prints no crest symbol",
    ),
    (
        "test the card does not print",
        beast({"tests": {"t2": {"success": [{"do": "exhaust"}]}}}),
        "behaviour.tests.t2",
        "prints no test 't2'",
    ),
    (
        "cycle of macros",
        beast(
            {
                "macros": {"a": [{"do": "use", "macro": "b"}], "b": [{"do": "use", "macro": "a"}]},
                "challenge": {"sun": [{"do": "use", "macro": "a"}]},
            }
        ),
        "behaviour.macros.a",
        "cycle: a -> b -> a",
    ),
    (
        "macro that does not exist",
        beast({"challenge": {"sun": [{"do": "use", "macro": "nope"}]}}),
        "behaviour.macros",
        "'nope'",
    ),
    (
        "bad amount form",
        beast({"challenge": {"sun": [{"do": "add_tokens", "amount": {"lots": 3}}]}}),
        "behaviour.challenge.sun.0.amount",
        "one of the keys",
    ),
]


@pytest.mark.parametrize(("case", "card", "field", "words"), CASES, ids=[c[0] for c in CASES])
def test_bad_behaviour_is_refused_with_file_card_and_path(
    cards_copy: Path, case: str, card: dict[str, Any], field: str, words: str
) -> None:
    write(cards_copy, "path/bad.json", {"cards": [card]})
    problems = read_sources(cards_copy).problems
    assert problems, case
    hits = [p for p in problems if p.field == field]
    assert hits, [str(p) for p in problems]
    assert hits[0].file == "path/bad.json" and hits[0].card == card["id"]
    assert words in hits[0].message, str(hits[0])


def test_cards_check_exits_1_and_nothing_half_loaded(
    cards_copy: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    write(cards_copy, "path/bad.json", {"cards": [beast({"challenge": {"sun": [{"do": "explode"}]}})]})
    assert cards_main(["check", "--cards-dir", str(cards_copy)]) == 1
    out = capsys.readouterr()
    assert "path/bad.json" in out.out + out.err and "09002" in out.out + out.err
    with pytest.raises(CardDataError):
        load_uncached(cards_copy, use_compiled=False)


def test_good_behaviour_loads_and_compiles(cards_copy: Path) -> None:
    card = beast({"challenge": {"sun": [{"do": "exhaust"}]}})
    write(cards_copy, "path/good.json", {"cards": [card]})
    catalog = load_uncached(cards_copy, use_compiled=False)
    assert catalog.behaviour.effects("09002/challenge/sun")[0].do == "exhaust"
    assert catalog.card("09002").status == "full"


def test_status_from_coverage() -> None:
    """``full`` when every printed ability has behaviour, ``partial`` when some have, ``manual``
    when none; challenge and aspect cards print no rules (``full``)."""
    from rangers_qt.content.models import PathBeingCard

    printed = [
        {"hook": "test", "test": "t1", "branch": "success"},
        {"hook": "test", "test": "t1", "branch": "failure"},
    ]
    base = path_being(
        tests=[{"id": "t1", "aspect": "FIT", "approach": "conflict", "label": "Go"}], printed=printed, **SUN
    )
    none = PathBeingCard.model_validate(base)
    some = PathBeingCard.model_validate({**base, "behaviour": {"challenge": {"sun": [{"do": "exhaust"}]}}})
    every = PathBeingCard.model_validate(
        {
            **base,
            "behaviour": {
                "challenge": {"sun": [{"do": "exhaust"}]},
                "tests": {"t1": {"success": [{"do": "exhaust"}], "failure": [{"do": "injure"}]}},
            },
        }
    )
    assert (none.status, some.status, every.status) == ("manual", "partial", "full")
    assert missing_hooks(some) == ["front:test:t1:success", "front:test:t1:failure"]
    catalog = load_catalog()
    assert {coverage_status(c) for c in catalog.challenge_cards()} == {"full"}
    assert {coverage_status(c) for c in catalog.aspect_cards()} == {"full"}


def test_a_setup_keyword_covers_the_setup_hook() -> None:
    """Keywords, Setup: the engine's setup search puts the card into play, so the inventory's
    ``setup`` hook needs no behaviour (Dolewood Canoe, the conduits)."""
    catalog = load_catalog()
    canoe = catalog.card("01213")
    assert "front:setup" not in missing_hooks(canoe)


def test_weather_is_full_on_both_faces_except_what_needs_events() -> None:
    """The four weather cards are data now; Electric Fog's Avoid response waits for events (part 2)."""
    catalog = load_catalog()
    for wid in ("WE01", "WE02", "WE03"):
        assert catalog.card(wid).status == "full", missing_hooks(catalog.card(wid))
    assert missing_hooks(catalog.card("WE04")) in ([], ["front:response:when:test"])


def test_rules_text_is_generated_for_every_card_with_behaviour() -> None:
    catalog = load_catalog()
    with_behaviour = [c for c in catalog.cards.values() if rules_text(c)]
    assert {c.id for c in with_behaviour} >= {"WE01", "WE02", "WE03", "WE04"}
    text = rules_text(catalog.card("WE03"))
    assert any(line.startswith("[Howling Winds] Refresh:") for line in text)
    assert any("wind" in line for line in text), text  # the face's token name, not "own"
    assert rules_text(catalog.card("WE03"), side="back")[0].startswith("Refresh:")


def test_own_tokens_on_another_card_are_that_cards_own_not_this_cards() -> None:
    """The Waterspinner (own token: charge) feeds a tech gear its own kind of token."""
    text = " ".join(rules_text(load_catalog().card("01320")))
    assert "Give a Tech card in any Ranger's player area its own tokens equal to the charges" in text
    assert "Put charge equal" not in text


def test_a_ranger_zone_of_your_own_reads_as_yours() -> None:
    """The Bubble returns your equipped gear, not everyone's: a filter of your player area (or your
    reach) says so; another Ranger's says whose."""
    from rangers_qt.content import behaviour as bh
    from rangers_qt.content.behaviour.text import card_text

    text = " ".join(rules_text(load_catalog().card("01406")))
    assert "gear in your player area" in text and "in a player area" not in text
    assert card_text(bh.CardFilter(zone="within_reach", type="being")).endswith("within your reach")
    assert card_text(bh.CardFilter(zone="player_area", of="any")).endswith("in any Ranger's player area")


def test_cards_show_prints_and_json_carries_rules_text(capsys: pytest.CaptureFixture[str]) -> None:
    assert cards_main(["show", "WE02"]) == 0
    assert "rules (generated from its behaviour):" in capsys.readouterr().out
    assert cards_main(["show", "WE02", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["rules_text"] and all(isinstance(x, str) and x for x in data["rules_text"])


def test_compiled_version_changes_with_behaviour() -> None:
    from rangers_qt.content.models import PathBeingCard

    a = PathBeingCard.model_validate(beast({"challenge": {"sun": [{"do": "exhaust"}]}}))
    b = PathBeingCard.model_validate(beast({"challenge": {"sun": [{"do": "ready"}]}}))
    assert compile_cards([a]).version != compile_cards([b]).version
    assert compile_cards([a]).version == compile_cards([a]).version
    assert compile_cards([]).version == compile_cards([path_being_model()]).version


def test_compiled_version_changes_with_an_objective_and_other_play_facts() -> None:
    """The save's rules version covers the card data that changes play, not only behaviour: a
    mission whose objective alone changes (its amount, its kind) marks older day saves, and so does
    a threshold; the objective's summary and the description are words only and do not."""
    from rangers_qt.content.models import PathBeingCard

    sun = {"behaviour": {"challenge": {"sun": [{"do": "exhaust"}]}}, "challenge": ["sun"]}

    def mission(amount: int, summary: str = "3 progress on this card") -> Any:
        objective = {"kind": "progress_on_this", "amount": {"n": amount}, "summary": summary}
        return _mission({"name": "A", "objective": objective, **sun})

    base = compile_cards([mission(3)]).version
    assert compile_cards([mission(4)]).version != base
    assert compile_cards([mission(2)]).version != base
    assert compile_cards([mission(3)]).version == base
    assert compile_cards([mission(3, "three progress here")]).version == base
    arrive = _mission(
        {"name": "A", "objective": {"kind": "arrive_at", "location": "lone_tree_station"}, **sun}
    )
    assert compile_cards([arrive]).version != base

    card = beast({"challenge": {"sun": [{"do": "exhaust"}]}})
    a = PathBeingCard.model_validate(card)
    b = PathBeingCard.model_validate({**card, "harm_threshold": {"n": 9}})
    c = PathBeingCard.model_validate({**card, "description": "other words"})
    assert compile_cards([a]).version != compile_cards([b]).version
    assert compile_cards([a]).version == compile_cards([c]).version


def path_being_model() -> Any:
    from rangers_qt.content.models import PathBeingCard

    return PathBeingCard.model_validate(path_being())


def _mission(front: dict[str, Any]) -> Any:
    from rangers_qt.content.models import MissionCard

    return MissionCard.model_validate(
        {"id": "TMX", "name": "Test Mission", "set_id": "mission", "slug": "tmx", "front": front, "back": {}}
    )


def test_mission_objectives_the_engine_detects_and_covers_count_as_covered() -> None:
    """A mission face's objective is covered when the engine detects its kind on the table (no
    behaviour needed: ``full``); one it cannot judge stays uncovered; ``covers`` lets a listener
    express a printed response; a ``meet`` objective is covered by a guide-entry constant that
    makes the named card read the objective's entry."""
    from rangers_qt.content.behaviour.compile import check_card

    progress = {"kind": "progress_on_this", "amount": {"n": 3}, "guide_entries": ["1.07"]}
    detected = _mission({"name": "A", "objective": progress, "printed": [{"hook": "objective"}]})
    assert detected.status == "full" and missing_hooks(detected) == []
    steps = {"kind": "all_of", "guide_entries": ["1.30"]}  # several steps the players judge
    unjudged = _mission({"name": "B", "objective": steps, "printed": [{"hook": "objective"}]})
    assert unjudged.status == "manual" and missing_hooks(unjudged) == ["front:objective"]
    response = {"hook": "response", "window": "when", "event": "cleared"}
    listener = {"on": "card_cleared", "covers": "response:when:cleared", "effects": [{"do": "exhaust"}]}
    heard = _mission({"name": "C", "printed": [response], "behaviour": {"abilities": [listener]}})
    assert heard.status == "full"
    wrong = _mission(
        {"name": "D", "printed": [response], "behaviour": {"abilities": [{**listener, "covers": "state"}]}}
    )
    assert [p for p, _ in check_card(wrong)] == ["front.behaviour.abilities.0.covers"]
    meet = {"kind": "meet", "card_id": "01385", "guide_entries": ["1.19"]}
    constant = {"modify": "guide_entry", "entry": "1.19", "target": {"name": "Someone"}}
    met = _mission(
        {
            "name": "E",
            "objective": meet,
            "printed": [{"hook": "objective"}, {"hook": "constant", "affects": ["other"]}],
            "behaviour": {"constant": [constant]},
        }
    )
    assert met.status == "full"
    other_entry = _mission(
        {
            "name": "F",
            "objective": meet,
            "printed": [{"hook": "objective"}, {"hook": "constant", "affects": ["other"]}],
            "behaviour": {"constant": [{**constant, "entry": "2.00"}]},
        }
    )
    assert missing_hooks(other_entry) == ["front:objective"]
