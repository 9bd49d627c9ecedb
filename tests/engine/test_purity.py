"""Determinism by construction: only engine/rng.py makes random numbers; nothing reads the clock."""

from __future__ import annotations

import re
from pathlib import Path

import rangers_qt

ROOT = Path(rangers_qt.__file__).parent
FORBIDDEN = re.compile(
    r"^\s*(import random|from random |import time|from time |import datetime|from datetime )", re.M
)


def test_engine_and_sim_do_not_import_random_or_clock() -> None:
    offenders = [
        str(p.relative_to(ROOT))
        for folder in ("engine", "sim")
        for p in (ROOT / folder).rglob("*.py")
        if FORBIDDEN.search(p.read_text(encoding="utf-8"))
    ]
    assert offenders == []


def test_the_check_can_fail() -> None:
    assert FORBIDDEN.search("x = 1\nimport random\n")
