"""Issue #16: one loader for saved days (engine/save_format.py) that refuses anything not exactly a
save of this version, with a one-line reason, and never lets another exception escape."""

from __future__ import annotations

import json
from typing import Any

import pytest

from rangers_qt.engine.save_format import MAX_LOG_ENTRIES, SAVE_LIMITS, SaveRefused
from rangers_qt.engine.session import Session

from .saves import base_save, base_text, catalog


def refuse(text: str | bytes | dict[str, Any], why: str) -> str:
    with pytest.raises(SaveRefused, match=why) as info:
        Session.from_json(text, catalog())  # type: ignore[arg-type]
    message = str(info.value)
    assert "\n" not in message and len(message) <= 300
    return message


def mutated(change: Any) -> str:
    data = base_save()
    change(data)
    return json.dumps(data)


def test_the_base_save_loads_and_verifies() -> None:
    session = Session.from_json(base_text(), catalog())
    assert session.hash() == base_save()["state_hash"] and len(session.log) > 10


def test_deeply_nested_json_is_refused_without_recursion_error() -> None:
    refuse("[" * 100_000 + "]" * 100_000, "nested too deeply")
    refuse('{"a":' * 50_000 + "1" + "}" * 50_000, "nested too deeply")


@pytest.mark.parametrize(
    ("text", "why"),
    [
        ("[]", "JSON object, not list"),
        ("3", "JSON object, not int"),
        ('"x"', "JSON object, not str"),
        ("null", "JSON object"),
        ("", "not valid JSON"),
        ("{", "not valid JSON"),
        (b"\xff\xfe", "not UTF-8"),
    ],
)
def test_a_list_or_number_at_top_level_is_refused(text: str | bytes, why: str) -> None:
    refuse(text, why)


def test_log_null_is_refused() -> None:
    refuse(mutated(lambda d: d.update(log=None)), "log must be a list")


@pytest.mark.parametrize("lead", [99, -1, 2])
def test_setup_lead_out_of_range_is_refused(lead: int) -> None:
    refuse(mutated(lambda d: d["setup"].update(lead=lead)), "setup.lead")


def test_setup_lead_one_below_the_count_loads() -> None:
    from rangers_qt.engine.setup import GameSetup

    setup = GameSetup.model_validate({**base_save()["setup"], "lead": 1})  # two Rangers: the last index
    session = Session.new(catalog(), setup)
    assert Session.from_json(session.to_json(), catalog()).state.lead == "r2"


def test_a_save_without_its_state_hash_is_refused() -> None:
    refuse(mutated(lambda d: d.pop("state_hash")), "no 'state_hash'")
    refuse(mutated(lambda d: d.update(state_hash="")), "state_hash")
    refuse(mutated(lambda d: d.update(state_hash="0" * 64)), "state hash differs")


@pytest.mark.parametrize("version", [True, "1", 1.0, 3, 0, None])
def test_only_versions_one_and_two_are_read(version: Any) -> None:
    refuse(mutated(lambda d: d.update(version=version)), "unsupported save version")


def test_unknown_top_level_fields_are_refused() -> None:
    refuse(mutated(lambda d: d.update(extra=1)), "unknown field 'extra'")


def test_types_are_strict() -> None:
    refuse(mutated(lambda d: d["setup"].update(seed="5")), "setup.seed")
    refuse(mutated(lambda d: d["setup"].update(mulligan=1)), "setup.mulligan")
    refuse(mutated(lambda d: d["log"][0].update(round="1")), "log entry 1.round")


def test_negative_aspects_are_refused() -> None:
    refuse(mutated(lambda d: d["setup"]["rangers"][0]["aspects"].update(AWA=-3)), "aspect AWA is -3")
    refuse(mutated(lambda d: d["setup"]["rangers"][0]["aspects"].update(AWA=10)), "aspect AWA is 10")


def test_a_role_or_weather_card_in_a_deck_is_refused() -> None:
    def add(card: str) -> str:
        return mutated(lambda d: d["setup"]["rangers"][0]["deck"].append(card))

    role = base_save()["setup"]["rangers"][1]["role_id"]
    refuse(add(role), "a role card, not a Ranger card")
    refuse(add("WE01"), "a weather card, not a Ranger card")
    refuse(add("99999"), "unknown card id '99999'")


def test_unknown_terrains_path_sets_and_locations_are_refused() -> None:
    refuse(mutated(lambda d: d["setup"].update(terrain="lava")), "setup.terrain")
    refuse(mutated(lambda d: d["setup"].update(terrain="lone_tree_station")), "setup.terrain")
    refuse(mutated(lambda d: d["setup"].update(path_sets=["lava"])), "setup.path_sets")
    refuse(mutated(lambda d: d["setup"].update(location="atlantis")), "setup.location")
    refuse(mutated(lambda d: d["setup"].update(weather="nope")), "setup.weather")
    refuse(mutated(lambda d: d["setup"].update(missions=["01001"])), "setup.missions")


def test_unknown_ids_in_the_log_are_refused() -> None:
    refuse(mutated(lambda d: d["log"][0].update(option="nope")), "entry 1")
    refuse(mutated(lambda d: d["log"][0].update(prompt="p999")), "entry 1")
    first = base_save()["log"][0]
    manual = {
        "kind": "manual",
        "adjust": {"action": "discard", "card": "c99999"},
        "text": "manual: discard card=c99999",
        **{k: first[k] for k in ("prompt", "round", "turn")},
    }
    refuse(mutated(lambda d: d["log"].insert(0, manual)), "entry 1: discard: no such card")


def test_a_log_edited_by_hand_is_refused() -> None:
    """The words, Ranger, round and turn each entry records are what the replay says."""
    refuse(mutated(lambda d: d["log"][2].update(text="I won")), "entry 3: its recorded text")
    refuse(mutated(lambda d: d["log"][2].update(round=7)), "entry 3: its recorded round")
    refuse(mutated(lambda d: d["log"][2].update(ranger="r1")), "entry 3: its recorded ranger")


def test_a_save_with_an_energy_adjustment_of_ten_to_the_eighteen_is_refused_quickly() -> None:
    """The 1.3 KB save that ran Open day out of memory: the adjustment itself is refused now."""
    data = base_save()
    adj = {"action": "energy", "ranger": "r1", "aspect": "FIT", "amount": 10**18}
    at = data["log"][3]  # the manual entry takes the place of the fourth answer, at its prompt
    entry = {
        "kind": "manual",
        "adjust": adj,
        "text": f"manual: energy ranger=r1 aspect=FIT amount={10**18}",
        "ranger": "r1",
        **{k: at[k] for k in ("prompt", "round", "turn")},
    }
    data["log"] = [*data["log"][:3], entry]
    refuse(json.dumps(data), "entry 4: energy: the amount must be between")


def test_size_log_length_and_numbers_are_bounded() -> None:
    refuse(" " * (SAVE_LIMITS.max_bytes + 1), "too large")
    refuse(mutated(lambda d: d.update(log=[{}] * (MAX_LOG_ENTRIES + 1))), "entries")
    refuse(mutated(lambda d: d["setup"].update(seed=10**40)), "number too large")
    refuse(base_text().replace('"seed":5', '"seed":NaN'), "NaN")


def test_any_unexpected_exception_during_load_becomes_the_one_line_message(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    def boom(*_a: Any, **_k: Any) -> Any:
        raise AttributeError("'NoneType' object has no attribute 'x'\nsecond line")

    monkeypatch.setattr(Session, "new", boom)
    message = refuse(base_text(), "cannot be loaded: AttributeError")
    assert "second line" in message  # folded onto the one line


def test_a_dict_given_by_the_caller_gets_the_same_checks() -> None:
    data = base_save()
    data["version"] = True
    with pytest.raises(SaveRefused, match="version"):
        Session.from_json(data, catalog())
