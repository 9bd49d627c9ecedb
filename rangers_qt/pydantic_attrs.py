"""Field reads on pydantic models without pydantic's ``__getattr__`` hook.

Why: ``BaseModel`` defines ``__getattr__`` for the two kinds of attribute it keeps outside the
instance's ``__dict__`` (private attributes and the extra fields of ``extra="allow"``). CPython
gives every class with a ``__getattr__`` anywhere in its bases its slow attribute slot: each read
of a field (``card.side``, ``st.cards``, ``facts.name``) looks both hooks up on the type before it
reaches the instance's dict, and the interpreter cannot specialise the read (Python 3.11's adaptive
``LOAD_ATTR`` needs the generic slot). The engine reads model fields thousands of times per bot
answer: about a tenth of its instructions went to that slot (docs/performance.md, issue #28,
part 13). No model of Rangers Qt has private attributes or extra fields, so for them the hook
only ever raised ``AttributeError``, which Python raises the same without it.

So the hook is taken off ``BaseModel`` and put back on each model class that has private
attributes or allows extra fields: those that exist now, and those created later (pydantic calls
``__pydantic_init_subclass__`` on every new model class; a model that overrides it must call
``super()`` to keep this). Reading a field, a missing attribute (``AttributeError``) and a property
behave as before.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

from pydantic import BaseModel

#: pydantic's own ``BaseModel.__getattr__``, as it was when this module was first imported.
HOOK: Callable[[BaseModel, str], Any] | None = BaseModel.__dict__.get("__getattr__")
_INIT_SUBCLASS: Any = BaseModel.__dict__["__pydantic_init_subclass__"]


def needs_hook(cls: type[BaseModel]) -> bool:
    """Does this model class keep attributes outside the instance's dict (private ones, extras)?"""
    return bool(cls.__private_attributes__) or cls.model_config.get("extra") == "allow"


def _subclasses(cls: type[BaseModel]) -> Iterator[type[BaseModel]]:
    for sub in cls.__subclasses__():
        yield sub
        yield from _subclasses(sub)


def _keep_hook_if_needed(cls: type[BaseModel]) -> None:
    if HOOK is not None and needs_hook(cls) and "__getattr__" not in cls.__dict__:
        type.__setattr__(cls, "__getattr__", HOOK)


def _init_subclass(cls: type[BaseModel], /, **kwargs: Any) -> None:
    """pydantic's hook for a new model class, plus the attribute hook back where it is needed."""
    _keep_hook_if_needed(cls)
    _INIT_SUBCLASS.__func__(cls, **kwargs)


def plain_reads() -> bool:
    """Take ``__getattr__`` off ``BaseModel`` (kept on the model classes that need it, now and
    later); False if it was off already (this runs once per process, a second call changes
    nothing)."""
    if HOOK is None or "__getattr__" not in BaseModel.__dict__:
        return False
    for cls in _subclasses(BaseModel):
        _keep_hook_if_needed(cls)
    type.__setattr__(BaseModel, "__pydantic_init_subclass__", classmethod(_init_subclass))
    type.__delattr__(BaseModel, "__getattr__")
    return True
