"""Attribute reads on pydantic models at plain-object speed (docs/performance.md, Engine).

Why: pydantic's ``BaseModel`` defines ``__getattr__`` (it serves private attributes and extra
fields). A class with ``__getattr__`` anywhere in its bases has every attribute read go through
CPython's slower lookup hook, and the interpreter cannot specialise those reads: the engine reads
its state models (cards, Rangers, steps, printed entries) tens of thousands of times per game, and
the hook was about a sixth of a bot game's instructions. The hook only ever answers a read that
failed; for a model without private attributes or extra fields it raises ``AttributeError``, as a
plain object does.

No model of this program has private attributes or allows extra fields (a test checks it), so
``install`` takes the hook off ``BaseModel``. Should a model class that needs it be defined later
(any library's), the hook is put back for every model before that class is used
(``__pydantic_init_subclass__``): a model that needs it always has it.
"""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel

#: pydantic's hook, kept to be put back.
_HOOK: Any = BaseModel.__dict__.get("__getattr__")
_INIT_SUBCLASS: Any = BaseModel.__dict__.get("__pydantic_init_subclass__")


def needs_hook(cls: type[BaseModel]) -> bool:
    """Does this model class read attributes through pydantic's ``__getattr__``?"""
    private = getattr(cls, "__private_attributes__", None)
    return bool(private) or cls.model_config.get("extra") == "allow" or "__getattr__" in vars(cls)


def _models(cls: type[BaseModel]) -> list[type[BaseModel]]:
    out: list[type[BaseModel]] = []
    for sub in cls.__subclasses__():
        out.append(sub)
        out += _models(sub)
    return out


def installed() -> bool:
    """Is the hook off (attribute reads at plain-object speed)?"""
    return _HOOK is not None and "__getattr__" not in BaseModel.__dict__


def install() -> bool:
    """Take the hook off ``BaseModel`` unless a model defined so far needs it (True: off)."""
    if _HOOK is None or not isinstance(_INIT_SUBCLASS, classmethod):
        return False  # another pydantic than the one this was written for: leave it as it is
    if installed():
        return True
    if any(needs_hook(c) for c in _models(BaseModel)):
        return False
    delattr(BaseModel, "__getattr__")
    setattr(BaseModel, "__pydantic_init_subclass__", classmethod(_guard))  # noqa: B010
    return True


def restore() -> None:
    """Put pydantic's hook back (for every model)."""
    if _HOOK is not None and "__getattr__" not in BaseModel.__dict__:
        setattr(BaseModel, "__getattr__", _HOOK)  # noqa: B010 (hidden from type checkers by pydantic)
    if _INIT_SUBCLASS is not None:
        setattr(BaseModel, "__pydantic_init_subclass__", _INIT_SUBCLASS)  # noqa: B010


def _guard(cls: type[BaseModel], /, **kwargs: Any) -> None:
    """Run as each model class is completed: one that needs the hook gets it back."""
    if needs_hook(cls):
        restore()
    _INIT_SUBCLASS.__func__(cls, **kwargs)
