"""Model fields read without pydantic's ``__getattr__`` hook (rangers_qt/pydantic_attrs.py, issue
#28): the hook is off ``BaseModel`` once the engine is imported, still on every model class that
keeps private attributes or extra fields (made before or after), attribute errors read as
before, and seeded bot games are the same with the hook put back."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest
from pydantic import BaseModel, ConfigDict, PrivateAttr

import rangers_qt.engine  # noqa: F401  (takes the hook off, as every use of the engine does)
from rangers_qt import pydantic_attrs
from rangers_qt.engine.state import CardInstance, GameState

ROOT = Path(__file__).resolve().parents[1]

#: Seeded bot games (tests/engine/seeded_games.py) as one hash, in a fresh process; ``HOOK_BACK``
#: puts pydantic's hook back on ``BaseModel`` first (the engine as it read fields before).
GAMES = """
import hashlib, sys
sys.path.insert(0, {root!r})
import rangers_qt.engine
from pydantic import BaseModel
from rangers_qt import pydantic_attrs
if {hook_back}:
    type.__setattr__(BaseModel, "__getattr__", pydantic_attrs.HOOK)
from tests.engine.seeded_games import game_lines
digest, lines = hashlib.sha256(), 0
for seed in (0, 7, 26):
    for line in game_lines(seed):
        digest.update(line.encode()); lines += 1
print("__getattr__" in BaseModel.__dict__, lines, digest.hexdigest())
"""

#: A model with a private attribute and one with extra fields, both made before the engine is
#: imported: each keeps the hook and reads them.
EARLIER = """
from pydantic import BaseModel, ConfigDict, PrivateAttr
class Secret(BaseModel):
    n: int = 1
    _kept: int = PrivateAttr(default=5)
class Loose(BaseModel):
    model_config = ConfigDict(extra="allow")
import rangers_qt.engine
s, loose = Secret(), Loose(more=3)
s._kept = 6
print("__getattr__" in BaseModel.__dict__, s.n, s._kept, loose.more)
"""


def _hooked(cls: type) -> bool:
    """Is a ``__getattr__`` in the class's bases (the instances' hook, not the metaclass's)?"""
    return any("__getattr__" in c.__dict__ for c in cls.__mro__)


def _run(code: str) -> list[str]:
    result = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, timeout=300, cwd=ROOT
    )
    assert result.returncode == 0, result.stderr
    return result.stdout.split()


def test_the_hook_is_off_base_model_and_the_engine_models() -> None:
    assert "__getattr__" not in BaseModel.__dict__
    for cls in (GameState, CardInstance):
        assert not _hooked(cls)
    assert pydantic_attrs.HOOK is not None
    assert pydantic_attrs.plain_reads() is False  # once per process


def test_a_model_made_later_keeps_its_private_attributes_and_extras() -> None:
    class Secret(BaseModel):
        n: int = 1
        _kept: int = PrivateAttr(default=5)

    class Loose(BaseModel):
        model_config = ConfigDict(extra="allow")

    class Plain(BaseModel):
        n: int = 2

    s = Secret()
    assert (s.n, s._kept) == (1, 5)
    s._kept = 7
    assert s._kept == 7
    assert Loose(more=3).more == 3  # type: ignore[attr-defined]
    assert not _hooked(Plain) and _hooked(Secret) and _hooked(Loose)
    assert pydantic_attrs.needs_hook(Secret) and pydantic_attrs.needs_hook(Loose)
    assert not pydantic_attrs.needs_hook(Plain)


def test_a_model_made_earlier_keeps_them_too() -> None:
    assert _run(EARLIER) == ["False", "1", "6", "3"]


def test_a_missing_attribute_reads_as_before() -> None:
    card = CardInstance(iid="c1", def_id="x", owner=None)
    with pytest.raises(AttributeError, match="'CardInstance' object has no attribute 'nothing'"):
        _ = card.nothing  # type: ignore[attr-defined]
    assert getattr(card, "nothing", None) is None


def test_seeded_games_are_the_same_with_the_hook_put_back() -> None:
    without = _run(GAMES.format(root=str(ROOT), hook_back=False))
    with_hook = _run(GAMES.format(root=str(ROOT), hook_back=True))
    assert without[0] == "False" and with_hook[0] == "True"
    assert int(without[1]) > 300
    assert without[1:] == with_hook[1:]
