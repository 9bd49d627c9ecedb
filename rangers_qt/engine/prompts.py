"""Decisions as data: a prompt lists every legal option, and each option carries its continuation.

Why continuations live on the option: the legal actions are computed once, when the prompt is
built, and choosing one simply queues its steps. An illegal action therefore cannot be taken;
it was never an option. The UI ignores ``then`` and uses the descriptive fields.
"""

from __future__ import annotations

from typing import Any, Literal, TypeVar, get_args

from pydantic import BaseModel, ConfigDict, Field

from rangers_qt.engine.steps import StepOp

#: What a decision is about (docs/engine-api.md, "Prompts", lists when each is asked).
PromptKind = Literal[
    "abilities",
    "camp",
    "challenge_order",
    "choose_host",
    "choose_next",
    "choose_target",
    "clear_type",
    "commit_cards",
    "commit_energy",
    "effect_amount",
    "effect_choice",
    "effect_may",
    "equip_limit",
    "guide",
    "manual_effect",
    "mulligan",
    "response",
    "scout",
    "search",
    "setup_search",
    "travel",
    "turn",
    "weather",
]

#: What choosing an option does; the UI maps gestures to these (docs/engine-api.md lists each).
OptionKind = Literal[
    "ability",
    "bottom",
    "camp",
    "choose_card",
    "choose_ranger",
    "clear_type",
    "commit_card",
    "commit_energy",
    "discard_card",
    "done",
    "manual",
    "no",
    "play_card",
    "rest",
    "stay",
    "test",
    "top",
    "travel",
    "yes",
]

PROMPT_KINDS: frozenset[str] = frozenset(get_args(PromptKind))
OPTION_KINDS: frozenset[str] = frozenset(get_args(OptionKind))


M = TypeVar("M", bound=BaseModel)


def trusted(cls: type[M], values: dict[str, Any], given: frozenset[str] | None = None) -> M:
    """Build a model from values the engine made itself, every field given: no validation.

    Why: prompts with their options and continuations are rebuilt for every decision; even
    ``model_construct`` was the engine's largest cost. Only for complete, already-typed values.
    ``given`` names the fields pydantic should count as set (default: all of ``values``), as
    ``cls(**given_values)`` would have left them.

    This module is the one place that writes pydantic's internals (``__dict__`` and the three
    slots every ``BaseModel`` has); the rest of the engine goes through ``trusted``, ``fresh``
    and ``assign_unchecked``.
    """
    obj = _new(cls)
    _set(obj, "__dict__", values)
    # (BaseModel's slots set through their descriptors: no attribute lookup on the class each time)
    _set_fields(obj, set(values) if given is None else set(given))
    _set_extra(obj, None)
    _set_private(obj, None)
    return obj


def assign_unchecked(model: BaseModel, name: str, value: Any) -> None:
    """``model.name = value`` as pydantic's own assignment does it (the value into the model's
    ``__dict__``, the name into its fields set) without its validation dispatch.

    Why: the engine assigns its own, already-typed values on paths that run once per answer or
    prompt; pydantic's ``__setattr__`` was a measurable part of them. Only for a field without a
    validator and a value of the field's type.
    """
    model.__dict__[name] = value
    model.__pydantic_fields_set__.add(name)


_set = object.__setattr__
_new = object.__new__
_set_fields = BaseModel.__dict__["__pydantic_fields_set__"].__set__
_set_extra = BaseModel.__dict__["__pydantic_extra__"].__set__
_set_private = BaseModel.__dict__["__pydantic_private__"].__set__


_SPECS: dict[type[BaseModel], list[tuple[str, Any, Any]]] = {}


def fresh(cls: type[M], **values: Any) -> M:
    """Like ``model_construct`` (no validation, defaults filled in) but several times faster."""
    spec = _SPECS.get(cls)
    if spec is None:
        spec = [(name, f.default, f.default_factory) for name, f in cls.model_fields.items()]
        _SPECS[cls] = spec
    data: dict[str, Any] = {}
    for name, default, factory in spec:
        if name in values:
            data[name] = values[name]
        elif factory is not None:
            data[name] = factory()
        else:
            data[name] = default
    return trusted(cls, data)


class Step(BaseModel):
    """One unit of queued work: ``op`` names a handler (``engine/handlers.py``); ``args`` are JSON values."""

    model_config = ConfigDict(extra="forbid")

    op: StepOp
    args: dict[str, Any] = Field(default_factory=dict)


class Option(BaseModel):
    model_config = ConfigDict(extra="forbid")

    id: str
    label: str
    kind: OptionKind
    card: str | None = None
    target: str | None = None
    area: str | None = None
    aspect: str | None = None
    amount: int | None = None
    #: Steps queued when this option is chosen (engine-internal).
    then: list[Step] = Field(default_factory=list)


class Prompt(BaseModel):
    model_config = ConfigDict(extra="forbid")

    id: str
    kind: PromptKind
    ranger: str | None
    title: str
    options: list[Option]
    min_choices: int = 1
    max_choices: int = 1
    #: A step that rebuilds this prompt from the state (turn and choose-next prompts): used after a
    #: manual adjustment so the options reflect the adjusted state.
    rebuild: Step | None = None

    def option(self, option_id: str) -> Option | None:
        for opt in self.options:
            if opt.id == option_id:
                return opt
        return None


def opt(
    id: str,
    label: str,
    kind: OptionKind,
    *,
    card: str | None = None,
    target: str | None = None,
    area: str | None = None,
    aspect: str | None = None,
    amount: int | None = None,
    then: list[Step] | None = None,
) -> Option:
    """An option built by the engine from trusted values (no validation: prompts are built often).
    ``trusted`` written out: about five options are built per answer."""
    obj = _new(Option)
    _set(
        obj,
        "__dict__",
        {
            "id": id,
            "label": label,
            "kind": kind,
            "card": card,
            "target": target,
            "area": area,
            "aspect": aspect,
            "amount": amount,
            "then": then or [],
        },
    )
    _set_fields(obj, {"id", "label", "kind", "card", "target", "area", "aspect", "amount", "then"})
    _set_extra(obj, None)
    _set_private(obj, None)
    return obj


def step(op: StepOp, **args: Any) -> Step:
    """A step built by the engine from trusted values (re-exported by ``engine/core.py``):
    ``trusted(Step, {"op": op, "args": args})`` written out, a dozen steps are built per answer."""
    obj = _new(Step)
    _set(obj, "__dict__", {"op": op, "args": args})
    _set_fields(obj, {"op", "args"})
    _set_extra(obj, None)
    _set_private(obj, None)
    return obj
