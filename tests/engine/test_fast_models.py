"""engine/fast_models.py: pydantic's ``__getattr__`` hook is off while no model needs it, and comes
back for a model that does (private attributes, extra fields) - docs/performance.md, Engine."""

from __future__ import annotations

import subprocess
import sys
import textwrap

import pytest
from pydantic import BaseModel

import rangers_qt.engine  # noqa: F401  (installs)
from rangers_qt.engine import fast_models
from rangers_qt.engine.state import CardInstance


def _all_models(cls: type[BaseModel]) -> list[type[BaseModel]]:
    out: list[type[BaseModel]] = []
    for sub in cls.__subclasses__():
        out += [sub, *_all_models(sub)]
    return out


def test_no_model_of_the_program_needs_the_hook_and_it_is_off() -> None:
    import rangers_qt.campaign.campaign
    import rangers_qt.content.models  # noqa: F401

    models = [c for c in _all_models(BaseModel) if c.__module__.startswith("rangers_qt.")]
    assert len(models) > 50
    assert [c.__qualname__ for c in models if fast_models.needs_hook(c)] == []
    if any(fast_models.needs_hook(c) for c in _all_models(BaseModel)):
        pytest.skip("a model of another library (or another test) needs the hook: it stays on")
    assert fast_models.installed()
    assert "__getattr__" not in BaseModel.__dict__


def test_a_missing_attribute_still_raises_attribute_error() -> None:
    card = CardInstance(iid="c1", def_id="X")
    with pytest.raises(AttributeError):
        _ = card.nothing_of_the_kind  # type: ignore[attr-defined]
    assert not hasattr(card, "nothing_of_the_kind")
    assert getattr(card, "nothing_of_the_kind", 7) == 7
    assert card.def_id == "X"


def test_a_model_needing_the_hook_gets_it_back() -> None:
    """In a fresh interpreter (the hook comes back for every model, for good)."""
    code = textwrap.dedent(
        """
        import rangers_qt.engine
        from pydantic import BaseModel, ConfigDict, PrivateAttr
        from rangers_qt.engine import fast_models
        from rangers_qt.engine.state import CardInstance

        assert fast_models.installed()

        class Secret(BaseModel):
            name: str
            _hidden: int = PrivateAttr(default=3)

        assert not fast_models.installed()
        s = Secret(name="a")
        assert s._hidden == 3
        s._hidden = 4
        assert s._hidden == 4

        class Open(BaseModel):
            model_config = ConfigDict(extra="allow")

        assert Open(colour="red").colour == "red"
        assert CardInstance(iid="c1", def_id="X").def_id == "X"
        assert fast_models.install() is False  # a model needs it now: it stays on
        print("ok")
        """
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=False)
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip() == "ok"
