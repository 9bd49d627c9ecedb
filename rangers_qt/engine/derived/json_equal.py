"""Whether two values would read the same after a trip through JSON, without the trip.

Why: the look-ahead of a challenge effect (``engine/flow/inert_effects.py``) asks whether a copy
of the state, after the effect ran on it, equals the state as it was. It compared the two as
parsed JSON, which cost two whole-state parses and a dump per challenge effect: more than half
of a bot answer's time (docs/performance.md, issue #28). The copy came from JSON and the live
state did not, so plain ``==`` could call two states different that JSON calls equal (a tuple
where the copy holds a list). ``json_equal`` answers exactly as the JSON comparison does, but
walks the values with ``==`` first and goes down (and, at the leaves, through JSON) only where
``==`` says they differ: a real difference is found along one path, not by re-reading everything.
"""

from __future__ import annotations

import json
from typing import Any

from pydantic import BaseModel
from pydantic_core import to_json


def json_equal(a: Any, b: Any) -> bool:
    """``json.loads(dump(a)) == json.loads(dump(b))``, with pydantic's dump of models."""
    if a == b:
        return True
    if isinstance(a, BaseModel) and isinstance(b, BaseModel):
        if type(a) is not type(b):
            return _leaf_equal(a, b)
        da, db = a.__dict__, b.__dict__
        return all(json_equal(da[name], db[name]) for name in type(a).model_fields)
    if isinstance(a, dict) and isinstance(b, dict):
        if len(a) != len(b) or not all(isinstance(k, str) for k in (*a, *b)):
            return _leaf_equal(a, b)
        return a.keys() == b.keys() and all(json_equal(v, b[k]) for k, v in a.items())
    if isinstance(a, (list, tuple)) and isinstance(b, (list, tuple)):
        return len(a) == len(b) and all(json_equal(x, y) for x, y in zip(a, b, strict=True))
    return _leaf_equal(a, b)


def _leaf_equal(a: Any, b: Any) -> bool:
    """The JSON comparison itself, for values ``==`` alone cannot settle (an enum and its value,
    a set and a list, keys that are not strings)."""
    return bool(json.loads(to_json(a)) == json.loads(to_json(b)))
