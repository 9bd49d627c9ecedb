"""The behaviour language's vocabulary: the base node, the names a selector or a Ranger reference may use,
bindings."""

from __future__ import annotations

import re
import sys
from collections.abc import Iterable, Mapping
from typing import Annotated, Any, Literal

from pydantic import AfterValidator, BaseModel, ConfigDict, Discriminator, Field


def keyed(keys: tuple[str, ...]) -> Any:
    """A discriminator that tells union members apart by which of ``keys`` the dict carries."""

    def pick(value: Any) -> str | None:
        # A field named after a Python keyword (``not_``) is dumped under that name by the
        # compiled cache: its tag is the JSON key (``not``).
        if isinstance(value, dict):
            for k in keys:
                if k in value:
                    return k.rstrip("_")
            return None
        for k in keys:
            if k in getattr(type(value), "model_fields", {}):
                return k.rstrip("_")
        return None

    return Discriminator(
        pick,
        custom_error_type="unknown_form",
        custom_error_message=f"expected an object with one of the keys {', '.join(keys)}",
    )


class Node(BaseModel):
    # Validators are built on first use, not at import: a warm start reads the compiled card
    # bundle without them (content/bundle_reader.py); built eagerly, every model reaching the
    # effect union carried its own copy of the whole language (about 0.5 s and 30 MB at start).
    model_config = ConfigDict(extra="forbid", frozen=True, defer_build=True)


def resolve_later(models: Iterable[type[BaseModel]], namespace: Mapping[str, Any]) -> None:
    """Let `models` find the names their fields refer to before they exist (the effect union,
    selectors and amounts that refer to each other) when their validators are first built,
    instead of building them now (``model_rebuild`` would: see ``Node``).

    Pydantic resolves a model's annotations in its own module when it builds the validators of
    whatever model contains it, so each name a field names and its module lacks is put there
    from `namespace` (only the names of those fields; annotations only: nothing else reads them).
    """
    for model in models:
        module = vars(sys.modules[model.__module__])
        for info in model.model_fields.values():
            text = info.annotation if isinstance(info.annotation, str) else repr(info.annotation)
            if "ForwardRef" not in text and not isinstance(info.annotation, str):
                continue
            for name in _NAME.findall(text):
                if name not in module and name in namespace:
                    module[name] = namespace[name]


_NAME = re.compile(r"\b[A-Z][A-Za-z0-9_]*\b")


#: Zones a selector may name. "active" = ready cards in play in the acting Ranger's active areas;
#: "between" = the cards between the Ranger performing the current test and the card it interacts
#: with (Rulebook: Fatigue from Interacting; none outside a test); "committed" = the cards committed
#: to the current test (or the one that just ended), wherever they are now.
Zone = Literal[
    "in_play",
    "active",
    "within_reach",
    "along_the_way",
    "surroundings",
    "player_area",
    "hand",
    "deck",
    "discard",
    "fatigue",
    "path_deck",
    "path_discard",
    "between",
    "face_down",
    "committed",
    "set_aside",
]


#: Card references a selector may be written as (besides ``$name`` bindings).
CardRef = Literal[
    "this",
    "role",
    "host",
    "location",
    "weather",
    "test_target",
    "test_source",
    "test_progress",
    "test_interacted",
    "test_challenge",
    "subject",
]


#: Which Ranger(s): the acting one, the lead, each in turn, one chosen by the acting Ranger (or
#: another Ranger than the acting one, ``choose_other``), the
#: card's owner, every Ranger whose token is on this card, the Ranger within whose reach this card
#: is (none along the way); or a ``$name`` binding.
WhoRef = Literal[
    "you",
    "lead",
    "each",
    "choose",
    "choose_other",
    "owner",
    "token_on_this",
    "choose_token_on_this",
    "reach_of_this",
    "most_fatigue",
]


CardType = Literal[
    "being", "feature", "attachment", "moment", "gear", "attribute", "role", "location", "weather", "mission"
]


CardCategory = Literal["ranger", "path", "location", "weather", "mission"]


Symbol = Literal["sun", "mountain", "crest"]


AspectName = Literal["AWA", "FIT", "FOC", "SPI"]


CARD_REFS: tuple[str, ...] = CardRef.__args__  # type: ignore[attr-defined]


WHO_REFS: tuple[str, ...] = WhoRef.__args__  # type: ignore[attr-defined]


def is_binding(text: str) -> bool:
    return len(text) > 1 and text[0] == "$" and text[1:].replace("_", "a").isalnum() and text[1:].islower()


def binding(text: str) -> str:
    if not is_binding(text):
        raise ValueError(f"expected a binding such as '$target', found {text!r}")
    return text


def one_of(allowed: tuple[str, ...]) -> Any:
    def check(text: str) -> str:
        if text in allowed or is_binding(text):
            return text
        raise ValueError(
            f"expected one of {', '.join(allowed)} or a binding such as '$target', found {text!r}"
        )

    return AfterValidator(check)


Binding = Annotated[str, AfterValidator(binding)]


TokenKind = Annotated[str, Field(pattern=r"^[a-z_]+$")]


#: A Ranger reference: one of ``WHO_REFS`` or a ``$name`` binding.
Who = Annotated[str, one_of(WHO_REFS)]
