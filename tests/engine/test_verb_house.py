"""Every verb of the behaviour language has its three parts: a model, a runner and a text.

Why: a verb's model and sentence live in its family module under content/behaviour/, its runner
in the engine/effects module of the same name, registered by model type (``runner.runs``). No
hand-kept list of verb names ties them together any more; this test does, and names what is
missing when a verb is added without one of its parts (docs/behaviour.md).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any, Literal, get_args

from rangers_qt.content.behaviour.effects import FAMILIES, VERB_MODEL, VERB_MODELS, VERBS
from rangers_qt.content.behaviour.verb import Verb
from rangers_qt.engine.effects import interpreter
from rangers_qt.engine.effects.runner import RUNNERS


def family(obj: Any) -> str:
    """The last part of the module a class or function is defined in (``tokens``)."""
    return str(obj.__module__).rsplit(".", 1)[-1]


def missing_parts(models: Iterable[type[Verb]], runners: dict[type[Verb], Callable[..., bool]]) -> list[str]:
    """What each verb lacks: a runner, a runner in the module named after its family, a text of
    its own (not the base class's); and runners of no verb."""
    models = list(models)
    out: list[str] = []
    for m in models:
        if m not in runners:
            out.append(f"{m.__name__}: no runner")
        elif family(runners[m]) != family(m):
            out.append(f"{m.__name__}: runner in {family(runners[m])}, model in {family(m)}")
        if "text" not in vars(m):
            out.append(f"{m.__name__}: no text")
    out += [f"{r.__name__}: a runner for no verb" for r in runners if r not in models]
    return out


def test_every_verb_has_a_model_a_runner_and_a_text() -> None:
    assert interpreter.run_effects is not None  # importing the interpreter registers every family's runners
    assert len(VERB_MODELS) == len(VERBS) == len(VERB_MODEL) >= 78
    assert missing_parts(VERB_MODELS, RUNNERS) == []


def outside_the_union(modules: Iterable[Any], union: Iterable[type[Verb]]) -> list[str]:
    """Verb models (a ``do`` of their own) defined in these modules but missing from the union."""
    known = set(union)
    return [
        f"{family(obj)}.{name}: not in its family's Verbs"
        for module in modules
        for name, obj in vars(module).items()
        if isinstance(obj, type)
        and issubclass(obj, Verb)
        and obj.__module__ == module.__name__
        and "do" in obj.model_fields
        and obj not in known
    ]


def test_every_verb_model_of_a_family_module_is_in_the_union() -> None:
    """A verb is added in its family module alone (docs/behaviour.md): its model, and its name in
    the module's ``Verbs``, which the effect union is made of. A model left out is named."""
    assert outside_the_union(FAMILIES, VERB_MODELS) == []
    assert outside_the_union(FAMILIES, [m for m in VERB_MODELS if m.__name__ != "Flip"]) == [
        "cards.Flip: not in its family's Verbs"
    ]


def test_verb_names_are_unique_and_match_their_models() -> None:
    assert len(set(VERBS)) == len(VERBS)
    assert all(get_args(VERB_MODEL[name].model_fields["do"].annotation) == (name,) for name in VERBS)
    assert VERB_MODEL["add_tokens"].__name__ == "AddTokens"


class _Unfinished(Verb):
    """A verb added with its model only."""

    do: Literal["unfinished"]


def test_a_verb_without_runner_or_text_is_named() -> None:
    """The check above can fail: a model with no runner and no text, and a runner moved to
    another family's module, are each reported."""
    said = missing_parts([*VERB_MODELS, _Unfinished], RUNNERS)
    assert said == ["_Unfinished: no runner", "_Unfinished: no text"]
    add_tokens = VERB_MODEL["add_tokens"]
    moved: dict[type[Verb], Callable[..., bool]] = {**RUNNERS, add_tokens: RUNNERS[VERB_MODEL["draw"]]}
    assert missing_parts(VERB_MODELS, moved) == ["AddTokens: runner in rangers, model in tokens"]
    orphan: dict[type[Verb], Callable[..., bool]] = {**RUNNERS, _Unfinished: RUNNERS[add_tokens]}
    assert missing_parts(VERB_MODELS, orphan) == ["_Unfinished: a runner for no verb"]


def test_every_verb_says_itself_in_the_plain_context() -> None:
    """Each verb's ``text(ctx)`` gives words for a minimal instance of it (the golden file checks
    the words of every card; this checks the verbs no card uses yet)."""
    from rangers_qt.content.behaviour.text import PLAIN

    said: dict[str, str] = {}
    for name, model in VERB_MODEL.items():
        sample = _minimal(model, name)
        if sample is not None:
            said[name] = sample.text(PLAIN)
    assert len(said) > 40
    assert all(words and "\x00" not in words for words in said.values())


def _minimal(model: type[Verb], name: str) -> Verb | None:
    """The verb with only ``do`` given (None when it has required fields)."""
    try:
        return model.model_validate({"do": name})
    except ValueError:
        return None
