"""``json_equal`` (engine/derived/json_equal.py) answers as comparing the two values' parsed JSON
does: the challenge-effect look-ahead (issue #29) compares a state copied through JSON with the
live one, and a tuple on one side and a list on the other must not make an inert effect look
active, while any real difference must still show."""

from __future__ import annotations

import json
from enum import Enum
from typing import Any

import pytest
from pydantic_core import to_json

from rangers_qt.engine.derived.json_equal import json_equal
from rangers_qt.engine.state import CardInstance, GameState, TestState


class Colour(Enum):
    RED = "red"


def _by_json(a: Any, b: Any) -> bool:
    return bool(json.loads(to_json(a)) == json.loads(to_json(b)))


def _state() -> GameState:
    st = GameState()
    st.cards["c1"] = CardInstance(iid="c1", def_id="x", tokens={"progress": 2}, attached=["c2"])
    st.cards["c2"] = CardInstance(iid="c2", def_id="y", attached_to="c1")
    st.test = TestState(
        ranger="r1", key="common:traverse", label="Traverse", aspect="FIT", approach="exploration"
    )
    st.delayed = [{"until": "turn", "ref": [["verb", 1]], "src": "c1", "b": {}}]
    return st


PAIRS: list[tuple[Any, Any]] = [
    ((1, 2), [1, 2]),  # JSON has no tuples
    ([1, (2, 3)], [1, [2, 3]]),
    ({"a": (1,)}, {"a": [1]}),
    ({"a": 1}, {"a": 2}),
    ({"a": 1}, {"b": 1}),
    ({"a": 1}, {"a": 1, "b": 2}),
    ([1, 2], [2, 1]),
    ([1], [1, 1]),
    (Colour.RED, "red"),  # an enum dumps as its value
    ({1: "x"}, {"1": "x"}),  # JSON keys are strings
    (1, True),
    (None, 0),
    ("a", "b"),
]


@pytest.mark.parametrize(("a", "b"), PAIRS)
def test_answers_as_the_json_comparison(a: Any, b: Any) -> None:
    assert json_equal(a, b) is _by_json(a, b)
    assert json_equal(b, a) is _by_json(b, a)


def test_a_state_and_its_json_copy_are_equal_even_with_tuples_in_it() -> None:
    st = _state()
    st.delayed[0]["ref"] = (("verb", 1),)  # a live value JSON turns into lists
    copy = GameState.model_validate_json(st.model_dump_json())
    assert st != copy  # plain == would call the inert look-ahead's copy changed
    assert json_equal(st, copy)


@pytest.mark.parametrize(
    "change",
    [
        lambda s: s.cards["c1"].tokens.__setitem__("progress", 3),
        lambda s: s.cards["c1"].tokens.pop("progress"),
        lambda s: s.cards["c2"].__setattr__("exhausted", True),
        lambda s: s.cards["c1"].attached.append("c3"),
        lambda s: s.test.resolved_challenge.append("c1"),
        lambda s: s.delayed[0]["b"].__setitem__("x", 1),
        lambda s: s.__setattr__("test", None),
    ],
)
def test_any_change_to_a_copy_is_seen(change: Any) -> None:
    st = _state()
    copy = GameState.model_validate_json(st.model_dump_json())
    change(copy)
    assert not json_equal(st, copy)
    assert not _by_json(st, copy)
