"""Plain-words summaries of a card, generated from its structured facts.

The project never ships printed card sentences; whatever the app or the command line shows
about a card is produced here from the data, so it stays in our own words.
"""

from __future__ import annotations

from rangers_qt.content.models import (
    AnyCard,
    AspectCard,
    ChallengeCard,
    LocationCard,
    MissionCard,
    MissionFace,
    PathCardBase,
    RangerBeingCard,
    RangerCardBase,
    RangerFeatureCard,
    TestDef,
    WeatherCard,
    WeatherFace,
)

AREA_WORDS = {"within_reach": "within reach", "along_the_way": "along the way"}


def test_text(test: TestDef) -> str:
    uses = f" (uses {test.uses.count} {test.uses.name})" if test.uses else ""
    return f"{test.aspect} + {test.approach}{uses}: {test.label} [{test.difficulty}]"


def _face_lines(label: str, face: WeatherFace | MissionFace) -> list[str]:
    lines = [f"{label}: {face.name or '(unnamed face)'}"]
    if face.traits:
        lines.append(f"  traits: {', '.join(face.traits)}")
    if isinstance(face, WeatherFace):
        lines.append(f"  token: {face.token}, starts with {face.starting_tokens}")
        if face.keywords:
            lines.append("  keywords: " + ", ".join(str(k) for k in face.keywords))
    else:
        lines.append(f"  enters: {face.enters}")
        if face.tokens:
            lines.append(f"  tokens: {face.tokens.name} x {face.tokens.count}")
        if face.objective:
            obj = face.objective
            entries = ", ".join(obj.guide_entries) or "none printed"
            details = [
                f"{label} {value}"
                for label, value in (
                    ("amount", obj.amount),
                    ("token", obj.token),
                    ("location", obj.location),
                    ("card", obj.card_id),
                )
                if value is not None
            ]
            extra = f" [{', '.join(details)}]" if details else ""
            lines.append(f"  objective: {obj.summary or obj.kind}{extra} (guide: {entries})")
        if face.guide_entries:
            lines.append(f"  other guide entries: {', '.join(face.guide_entries)}")
    for test in face.tests:
        lines.append(f"  test: {test_text(test)}")
    if face.challenge:
        lines.append(f"  challenge effects: {', '.join(face.challenge)}")
    return lines


def describe(card: AnyCard) -> list[str]:
    """Lines for a terminal or a tooltip: every fact of the card, no printed sentences."""
    kind = getattr(card, "type", card.category)
    lines = [
        f"{card.name}  [{card.id}]",
        f"{card.category} / {kind}   set {card.set_id} #{card.set_position}",
    ]
    if card.quantity != 1:
        lines.append(f"copies: {card.quantity}")
    if card.traits:
        lines.append(f"traits: {', '.join(card.traits)}")
    if card.keywords:
        lines.append("keywords: " + ", ".join(str(k) for k in card.keywords))
    if isinstance(card, RangerCardBase):
        if card.aspect:
            lines.append(f"requires: {card.aspect} {card.level}")
        if card.cost is not None:
            lines.append(f"cost: {card.cost} {card.aspect or ''}".rstrip())
        if card.approach:
            lines.append("approach icons: " + ", ".join(f"{a} x{n}" for a, n in card.approach.items()))
        if card.equip is not None:
            lines.append(f"equip: {card.equip}")
        if card.expert:
            lines.append("expert card (cannot be an outside interest)")
    if isinstance(card, PathCardBase | RangerBeingCard | RangerFeatureCard | LocationCard):
        if isinstance(card, PathCardBase | LocationCard) or card.presence is not None:
            lines.append(f"presence: {card.presence}")
        if card.progress_threshold is not None:
            lines.append(f"progress threshold: {card.progress_threshold}")
        harm = getattr(card, "harm_threshold", None)
        if harm is not None:
            lines.append(f"harm threshold: {harm}")
        area = getattr(card, "area", None)
        if area:
            lines.append(f"enters: {AREA_WORDS[area]}")
    if isinstance(card, LocationCard):
        lines.append(
            f"map: {card.slug}{'  (pivotal, own set ' + str(card.path_set) + ')' if card.pivotal else ''}"
        )
    if card.tokens:
        lines.append(f"tokens: {card.tokens.name} x {card.tokens.count}")
    for test in card.tests:
        lines.append(f"test: {test_text(test)}")
    if card.challenge:
        lines.append(f"challenge effects: {', '.join(card.challenge)}")
    if isinstance(card, ChallengeCard):
        mods = "  ".join(f"{a} {v:+d}" for a, v in card.mods.items())
        lines.append(f"modifiers: {mods}   symbol: {card.symbol}{'   RESHUFFLE' if card.reshuffle else ''}")
    if isinstance(card, AspectCard):
        lines.append("aspects: " + "  ".join(f"{a} {v}" for a, v in card.values.items()))
    if isinstance(card, WeatherCard):
        lines.append(f"difficulty: {card.difficulty}")
        lines.extend(_face_lines("front", card.front))
        lines.extend(_face_lines("back", card.back))
        if card.source_note:
            lines.append(f"note: {card.source_note}")
    if isinstance(card, MissionCard):
        lines.extend(_face_lines("front", card.front))
        lines.extend(_face_lines("back", card.back))
    if card.guide_entry:
        lines.append(f"campaign guide entry: {card.guide_entry}")
    if card.guide_refs:
        lines.append(f"also points to entries: {', '.join(card.guide_refs)}")
    if card.description:
        lines.append(card.description)
    lines.append(f"implementation: {card.status}")
    return lines
