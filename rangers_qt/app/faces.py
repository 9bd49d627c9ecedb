"""What a card face shows, derived from card data (no Qt, no printed card sentences).

The painter in `rangers_qt.ui.card_face` draws only a `FaceModel`; this module decides what
goes on it. Keeping the two apart means the face can be tested without a display and the
painter never has to know about the nine card kinds of the content model.

The rules text is *generated*: keywords, the tests printed on the card in the compact
"FIT + Exploration [2]: Label" form, the token box, and our own short description when the
card has one. The card's printed sentences are never part of the project.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from rangers_qt.deferred import Deferred

if TYPE_CHECKING:
    from rangers_qt.content.behaviour import text as behaviour_text
    from rangers_qt.content.behaviour import words as behaviour_words
else:  # the content package (pydantic, 0.25 s): read at the first face drawn, with the game's cards
    behaviour_text = Deferred("rangers_qt.content.behaviour.text")
    behaviour_words = Deferred("rangers_qt.content.behaviour.words")

ASPECT_NAMES = {"AWA": "Awareness", "FIT": "Fitness", "FOC": "Focus", "SPI": "Spirit"}
APPROACH_ORDER = ("conflict", "reason", "exploration", "connection")


@dataclass(frozen=True)
class FaceModel:
    """Everything printed on one side of a card, as display strings."""

    key: str  # cache key: changes whenever anything drawn changes
    card_id: str
    name: str
    kind: str  # frame family: ranger, role, path, location, weather, mission, challenge, aspect
    type_label: str  # "Gear", "Being", "Location" ...
    traits: tuple[str, ...] = ()
    aspect: str | None = None  # aspect band colour and icon
    level: int | None = None
    cost: str | None = None
    approaches: tuple[tuple[str, int], ...] = ()
    presence: str | None = None
    progress: str | None = None  # progress threshold
    harm: str | None = None  # harm threshold
    area: str | None = None  # within_reach / along_the_way
    equip: int | None = None
    keywords: tuple[str, ...] = ()
    rules: tuple[str, ...] = ()  # generated lines of rules text
    challenge: tuple[str, ...] = ()  # symbols with a challenge effect on this card
    set_label: str = ""
    guide_entry: str | None = None
    mods: tuple[tuple[str, int], ...] = ()  # challenge cards: aspect modifiers
    symbol: str | None = None  # challenge cards
    reshuffle: bool = False
    aspect_values: tuple[tuple[str, int], ...] = ()  # aspect cards
    status: str = "manual"
    note: str = ""  # muted line under the rules text (implementation status)


def _amount(value: Any) -> str | None:
    if value is None:
        return None
    kind = getattr(value, "kind", "fixed")
    n = getattr(value, "n", value)
    if kind == "fixed":
        return str(n)
    if kind == "per_ranger":
        return f"{n}\u2009\u00d7\u2009R"  # "2 x R", drawn with the per-ranger icon
    if kind == "x":
        return "X"
    return "\u2691"  # ranger tokens: drawn with the ranger icon


def amount_words(value: Any) -> str:
    """An amount as words for the preview and the log ("2 per Ranger")."""
    if value is None:
        return ""
    return str(value)


def test_line(test: Any) -> str:
    """The compact form of a printed test: "FIT + Exploration [2]: Traverse"."""
    approach = str(test.approach).capitalize()
    difficulty = getattr(test, "difficulty", None)
    diff = ""
    if difficulty is not None:
        text = str(difficulty)
        if text != "1":
            diff = f" [{text}]"
    line = f"{test.aspect} + {approach}{diff}: {test.label}"
    uses = getattr(test, "uses", None)
    if uses is not None:
        line += f" (use {token_count(uses.count, uses.name)})"
    return line


test_line.__test__ = False  # type: ignore[attr-defined]  # not a pytest test


def token_count(count: Any, name: str) -> str:
    """A number of tokens as the rules text counts them: "3 charges", "2 harm", "X strides",
    "2 neglect per Ranger", and "no inkrill" for none (the wording pass, issue #27)."""
    kind = getattr(count, "kind", "fixed")
    n = getattr(count, "n", count)
    if kind == "fixed" and n == 0:
        return f"no {behaviour_words.token_noun(name, None)}"
    if kind == "fixed":
        return f"{n} {behaviour_words.token_noun(name, n)}"
    if kind == "per_ranger":
        return f"{n} {behaviour_words.token_noun(name, n)} per Ranger"
    return f"{count} {behaviour_words.token_noun(name, None)}"  # "X strides"


def _token_line(tokens: Any) -> str | None:
    if tokens is None:
        return None
    return f"Enters play with {token_count(tokens.count, tokens.name)}."


def _behaviour_lines(card: Any, face: Any | None) -> list[str]:
    """What the card does, generated from its behaviour data in our own words (content layer's
    `rules_text`); empty when the card has no behaviour yet (its text is applied by hand)."""
    side = None
    if face is not None:
        side = "back" if face is getattr(card, "back", None) else "front"
    try:
        return [line for line in behaviour_text.rules_text(card, side) if line]
    except (AttributeError, KeyError, TypeError, ValueError):  # incomplete data: show the rest
        return []


def _rules_lines(card: Any, face: Any | None = None) -> tuple[str, ...]:
    src = face if face is not None else card
    lines: list[str] = []
    for test in getattr(src, "tests", ()) or ():
        lines.append(test_line(test))
    lines += _behaviour_lines(card, face)
    token_text = _token_line(getattr(src, "tokens", None))
    if token_text:
        lines.append(token_text)
    starting = getattr(src, "starting_tokens", None)
    token_name = getattr(src, "token", None)
    if token_name and starting is not None:
        lines.append(f"Starts with {token_count(starting, str(token_name))}.")
    objective = getattr(src, "objective", None)
    if objective is not None and getattr(objective, "summary", None):
        # told as the card's objective box: what the mission asks for (issue #27, fifth reading)
        summary = str(objective.summary)
        lines.append(f"Objective: {summary[0].upper()}{summary[1:]}.")
    description = getattr(card, "description", "")
    if description:
        lines.append(description)
    if getattr(card, "type", "") == "attribute" and not lines:
        lines.append(ATTRIBUTE_LINE)
    return tuple(lines)


# Attributes print no effect: they are committed to a test for their approach icons only
# (Rulebook: Performing a Test, 2. Commit Effort). Saying "apply its effects" would send a
# player looking for something that is not there.
ATTRIBUTE_LINE = "Commit for its approach icons during a test."


def has_manual_effects(card: Any) -> bool:
    """Whether the card prints anything a player may have to resolve by hand.

    Attributes print nothing but approach icons; every other card kind prints effects even
    when our data does not encode them, so only attributes are excluded.
    """
    return getattr(card, "type", "") != "attribute"


def _keywords(src: Any) -> tuple[str, ...]:
    return tuple(str(k) for k in getattr(src, "keywords", ()) or ())


STATUS_NOTES = {
    "manual": "Manual: apply it with Game > Manual tools.",
    "partial": "Partly automated: check its effects.",
    "full": "",
}


def face_for(card: Any, back: bool = False) -> FaceModel:
    """The face of a card definition (front by default; two-sided cards also have a back)."""
    face = _face_for(card, back)
    category = getattr(card, "category", "")
    if (
        category in ("challenge", "aspect", "location")
        or (getattr(card, "type", "") == "role" and not face.rules)
        or not has_manual_effects(card)
    ):
        return face
    note = STATUS_NOTES.get(face.status, "")
    if not note:
        return face
    return FaceModel(**{**face.__dict__, "note": note})


def _face_for(card: Any, back: bool) -> FaceModel:
    category = getattr(card, "category", "ranger")
    ctype = getattr(card, "type", category)
    set_label = f"{getattr(card, 'set_id', '').replace('_', ' ')} {getattr(card, 'set_position', '')}".strip()
    common: dict[str, Any] = {
        "card_id": card.id,
        "set_label": set_label,
        "guide_entry": getattr(card, "guide_entry", None),
        "status": getattr(card, "status", "manual"),
    }
    if category in ("weather", "mission"):
        face = card.back if back else card.front
        name = getattr(face, "name", None) or card.name
        return FaceModel(
            key=f"{card.id}:{'b' if back else 'f'}",
            name=name,
            kind=category,
            type_label=category.capitalize(),
            traits=tuple(getattr(face, "traits", ()) or ()),
            keywords=_keywords(face),
            rules=_rules_lines(card, face),
            challenge=tuple(getattr(face, "challenge", ()) or ()),
            **common,
        )
    if category == "challenge":
        mods = tuple((a, int(card.mods[a])) for a in ("AWA", "FIT", "FOC", "SPI"))
        return FaceModel(
            key=card.id,
            name="Challenge",
            kind="challenge",
            type_label="Challenge",
            mods=mods,
            symbol=card.symbol,
            reshuffle=bool(card.reshuffle),
            **common,
        )
    if category == "aspect":
        values = tuple((a, int(getattr(card, a))) for a in ("AWA", "FIT", "FOC", "SPI"))
        return FaceModel(
            key=card.id,
            name=card.name,
            kind="aspect",
            type_label="Aspect",
            aspect_values=values,
            **common,
        )
    approach = getattr(card, "approach", {}) or {}
    approaches = tuple((a, int(approach[a])) for a in APPROACH_ORDER if a in approach)
    kind = "role" if ctype == "role" else ("location" if category == "location" else category)
    return FaceModel(
        key=card.id,
        name=card.name,
        kind=kind,
        type_label=str(ctype).capitalize(),
        traits=tuple(getattr(card, "traits", ()) or ()),
        aspect=getattr(card, "aspect", None),
        level=getattr(card, "level", None) if getattr(card, "aspect", None) else None,
        cost=_amount(getattr(card, "cost", None)),
        approaches=approaches,
        presence=_amount(getattr(card, "presence", None)),
        progress=_amount(getattr(card, "progress_threshold", None)),
        harm=_amount(getattr(card, "harm_threshold", None)),
        area=getattr(card, "area", None),
        equip=getattr(card, "equip", None),
        keywords=_keywords(card),
        rules=_rules_lines(card),
        challenge=tuple(getattr(card, "challenge", ()) or ()),
        **common,
    )


@functools.cache
def back_face(kind: str) -> FaceModel:
    """A face-down card: the back of its deck (path, ranger or challenge)."""
    return FaceModel(key=f"back:{kind}", card_id="", name="", kind=f"back_{kind}", type_label="")
