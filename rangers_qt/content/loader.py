"""Reads and validates the human-editable card files under `cards/`.

Only `json.loads` and pydantic ever touch the files: nothing in a card file is executed.
Each card is validated on its own so that one broken card does not hide the others, and
every problem carries the file, the card id and the field.
"""

from __future__ import annotations

import functools
import math
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from pydantic import TypeAdapter, ValidationError

from rangers_qt.content.behaviour import FORM_TAGS, VERBS, Behaviour, PickFromPath
from rangers_qt.content.behaviour.compile import check_card, effect_lists
from rangers_qt.content.behaviour.faces import faces_of
from rangers_qt.content.models import (
    AnyCard,
    CardDef,
    CardSet,
    LocationCard,
    MissionCard,
    ValleyMap,
)
from rangers_qt.content.problems import Problem, describe_pydantic_error
from rangers_qt.files.bounded_json import FileRefused, JsonLimits, read_json_bounded


@functools.cache
def card_adapter() -> TypeAdapter[AnyCard]:
    """The validator of one card entry, built on the first cold load only: a warm start reads
    the compiled bundle and never needs it (its schema is the whole behaviour language)."""
    return TypeAdapter(CardDef)


SETS_FILE = "sets.json"
MAP_FILE = "valley_map.json"
#: Files that are not lists of cards.
SPECIAL_FILES = frozenset({SETS_FILE, MAP_FILE})
#: Mission objective "locations" that are placeholders rather than map slugs.
LOCATION_PLACEHOLDERS = frozenset({"attached_location", "any_new_location", "ranger_station"})


@dataclass
class LoadResult:
    cards: dict[str, AnyCard] = field(default_factory=dict)
    card_files: dict[str, str] = field(default_factory=dict)  # card id -> file
    sets: dict[str, CardSet] = field(default_factory=dict)
    valley_map: ValleyMap | None = None
    problems: list[Problem] = field(default_factory=list)


def source_files(cards_dir: Path) -> list[Path]:
    """Every card-data file, in a stable order (hidden folders such as .compiled skipped)."""
    found = [
        p
        for p in cards_dir.rglob("*.json")
        if not any(part.startswith(".") for part in p.relative_to(cards_dir).parts)
    ]
    return sorted(found, key=lambda p: p.relative_to(cards_dir).as_posix())


#: Card files are small and shallow (the deepest shipped file nests 12 levels, the largest is
#: under 40 KB): anything far beyond is refused before pydantic sees it.
CARD_FILE_LIMITS = JsonLimits(max_bytes=2 * 1024 * 1024, max_depth=40)


def _read_json(path: Path, rel: str, problems: list[Problem]) -> Any:
    """The file's JSON, read within ``CARD_FILE_LIMITS`` (a deeply nested or huge file is a problem
    naming the file, never a RecursionError or a memory blow-up)."""
    try:
        return read_json_bounded(path, rel, CARD_FILE_LIMITS)
    except FileRefused as exc:
        problems.append(Problem(rel, None, None, str(exc)))
        return None


def _error_field(err: dict[str, Any], entry: dict[str, Any]) -> str | None:
    """The card field an error is about, without the discriminator tags pydantic puts in
    error locations ('ranger', 'gear', ...; inside behaviour the verb after a list index and the
    form tag of a selector or amount), so the path reads like the JSON: behaviour.challenge.sun.1.target."""
    raw = [p for p in err.get("loc", ()) if p != "[key]"]
    parts: list[Any] = []
    for p in raw:
        if parts and isinstance(parts[-1], int) and p in VERBS:
            continue
        if p in FORM_TAGS:
            continue
        parts.append(p)
    for tag in (entry.get("category"), entry.get("type")):
        if parts and tag is not None and parts[0] == tag:
            parts.pop(0)
    if err.get("type") in ("union_tag_invalid", "union_tag_not_found"):
        parts.append(str((err.get("ctx") or {}).get("discriminator", "")).strip("'"))
    return ".".join(str(p) for p in parts) or None


def _validate_entries(rel: str, data: Any, result: LoadResult, seen_in: dict[str, str]) -> None:
    problems = result.problems
    if not isinstance(data, dict):
        problems.append(
            Problem(rel, None, None, f"expected an object with a 'cards' list, found {type(data).__name__}")
        )
        return
    unknown = sorted(set(data) - {"cards"})
    for key in unknown:
        problems.append(Problem(rel, None, key, "unknown top-level field; a card file holds only 'cards'"))
    entries = data.get("cards")
    if not isinstance(entries, list):
        problems.append(
            Problem(rel, None, "cards", f"expected a list of cards, found {type(entries).__name__}")
        )
        return
    for index, entry in enumerate(entries):
        if not isinstance(entry, dict):
            problems.append(
                Problem(rel, f"#{index + 1}", None, f"expected a card object, found {type(entry).__name__}")
            )
            continue
        raw_id = entry.get("id")
        label = raw_id if isinstance(raw_id, str) and raw_id else f"#{index + 1}"
        try:
            card = card_adapter().validate_python(entry)
        except ValidationError as exc:
            for err in exc.errors(include_url=False):
                problems.append(
                    Problem(rel, label, _error_field(dict(err), entry), describe_pydantic_error(dict(err)))
                )
            continue
        if card.id in seen_in:
            problems.append(
                Problem(rel, card.id, "id", f"duplicate card id; already defined in {seen_in[card.id]}")
            )
            continue
        seen_in[card.id] = rel
        result.cards[card.id] = card
        result.card_files[card.id] = rel


def _load_sets(path: Path, rel: str, result: LoadResult) -> None:
    data = _read_json(path, rel, result.problems)
    if data is None:
        return
    if not isinstance(data, dict) or not isinstance(data.get("sets"), list) or set(data) != {"sets"}:
        result.problems.append(Problem(rel, None, "sets", "expected an object holding only a 'sets' list"))
        return
    adapter = TypeAdapter(CardSet)
    for index, entry in enumerate(data["sets"]):
        label = (
            entry.get("id")
            if isinstance(entry, dict) and isinstance(entry.get("id"), str)
            else f"#{index + 1}"
        )
        try:
            card_set = adapter.validate_python(entry)
        except ValidationError as exc:
            for err in exc.errors(include_url=False):
                loc = ".".join(str(p) for p in err["loc"])
                result.problems.append(
                    Problem(rel, f"set {label}", loc or None, describe_pydantic_error(dict(err)))
                )
            continue
        if card_set.id in result.sets:
            result.problems.append(Problem(rel, f"set {card_set.id}", "id", "duplicate set id"))
            continue
        result.sets[card_set.id] = card_set


def _load_map(path: Path, rel: str, result: LoadResult) -> None:
    data = _read_json(path, rel, result.problems)
    if data is None:
        return
    try:
        result.valley_map = ValleyMap.model_validate(data)
    except ValidationError as exc:
        for err in exc.errors(include_url=False):
            loc = ".".join(str(p) for p in err["loc"])
            result.problems.append(Problem(rel, None, loc or None, describe_pydantic_error(dict(err))))


def read_sources(cards_dir: Path) -> LoadResult:
    """Parse and validate every file; cross-check references. Never raises for bad data."""
    result = LoadResult()
    if not cards_dir.is_dir():
        result.problems.append(Problem(str(cards_dir), None, None, "the card folder does not exist"))
        return result
    seen_in: dict[str, str] = {}
    files = source_files(cards_dir)
    for path in files:
        rel = path.relative_to(cards_dir).as_posix()
        if rel == SETS_FILE:
            _load_sets(path, rel, result)
        elif rel == MAP_FILE:
            _load_map(path, rel, result)
        else:
            data = _read_json(path, rel, result.problems)
            if data is not None:
                _validate_entries(rel, data, result, seen_in)
    names = {p.relative_to(cards_dir).as_posix() for p in files}
    if SETS_FILE not in names:
        result.problems.append(Problem(SETS_FILE, None, None, "missing: the list of card sets is required"))
    if MAP_FILE not in names:
        result.problems.append(Problem(MAP_FILE, None, None, "missing: the Valley map is required"))
    cross_check(result)
    return result


# --------------------------------------------------------------------------- cross references


def _check_setup_refs(card: AnyCard, result: LoadResult) -> None:
    """Cards and sets named by arrival setup (``behaviour.arrival``) and Path Deck Assembly
    (``behaviour.assembly``) must exist."""
    rel = result.card_files[card.id]
    two_faced = card.category in ("weather", "mission")
    for side, _key, b, _face in faces_of(card):
        base = f"{side}.behaviour" if two_faced else "behaviour"
        _check_arrival_refs(b, base, rel, card.id, result)
        for i, rule in enumerate(b.assembly):
            here = f"{base}.assembly.{i}"
            for k, set_id in enumerate(rule.sets):
                if result.sets and set_id not in result.sets:
                    result.problems.append(
                        Problem(
                            rel,
                            card.id,
                            f"{here}.sets.{k}",
                            f"refers to set {set_id!r}, which does not exist",
                        )
                    )
            for k, ref in enumerate(rule.cards):
                if ref not in result.cards:
                    result.problems.append(
                        Problem(
                            rel, card.id, f"{here}.cards.{k}", f"refers to card {ref!r}, which does not exist"
                        )
                    )


def _check_arrival_refs(b: Behaviour, base: str, rel: str, card_id: str, result: LoadResult) -> None:
    for path, effects in effect_lists("", b):
        if not path.startswith("/arrival"):
            continue
        for i, e in enumerate(effects):
            if (
                isinstance(e, PickFromPath)
                and e.match.card_id is not None
                and e.match.card_id not in result.cards
            ):
                where = ".".join([base, *path.strip("/").split("/"), str(i), "match", "card_id"])
                result.problems.append(
                    Problem(rel, card_id, where, f"refers to card {e.match.card_id!r}, which does not exist")
                )


def cross_check(result: LoadResult) -> None:
    """References between cards, sets and the map must all resolve."""
    problems = result.problems
    map_slugs = {loc.slug for loc in result.valley_map.locations} if result.valley_map else set()
    for card_id, card in result.cards.items():
        rel = result.card_files[card_id]
        for where, message in check_card(card):
            problems.append(Problem(rel, card_id, where, message))
        _check_setup_refs(card, result)
        if result.sets and card.set_id not in result.sets:
            problems.append(
                Problem(rel, card_id, "set_id", f"refers to set {card.set_id!r}, which is not in {SETS_FILE}")
            )
        if isinstance(card, LocationCard):
            if card.path_set is not None and result.sets and card.path_set not in result.sets:
                problems.append(
                    Problem(
                        rel, card_id, "path_set", f"refers to set {card.path_set!r}, which does not exist"
                    )
                )
            if result.valley_map is not None and card.slug not in map_slugs:
                problems.append(
                    Problem(rel, card_id, "slug", f"location {card.slug!r} is not on the Valley map")
                )
        elif isinstance(card, MissionCard):
            for side, face in (("front", card.front), ("back", card.back)):
                obj = face.objective
                if obj is None:
                    continue
                if obj.card_id is not None and obj.card_id not in result.cards:
                    problems.append(
                        Problem(
                            rel,
                            card_id,
                            f"{side}.objective.card_id",
                            f"refers to card {obj.card_id!r}, which does not exist",
                        )
                    )
                if (
                    obj.location is not None
                    and obj.location not in LOCATION_PLACEHOLDERS
                    and map_slugs
                    and obj.location not in map_slugs
                ):
                    problems.append(
                        Problem(
                            rel,
                            card_id,
                            f"{side}.objective.location",
                            f"{obj.location!r} is not a location on the map",
                        )
                    )
    if result.valley_map is not None:
        _check_map(result)


#: Two markers closer than this (in the map's 0..1 units) would be drawn on top of each other.
MIN_MARKER_GAP = 0.02


def _check_positions(vmap: ValleyMap, problems: list[Problem]) -> None:
    """Every location needs a place on the drawn map, and no two may share one."""
    placed: list[tuple[int, str, float, float]] = []
    for i, loc in enumerate(vmap.locations):
        for axis in ("x", "y"):
            if getattr(loc, axis) is None:
                problems.append(
                    Problem(
                        MAP_FILE,
                        loc.card_id,
                        f"locations.{i}.{axis}",
                        f"missing: {loc.slug!r} needs a position on the map (x and y, 0 to 1)",
                    )
                )
        if loc.x is None or loc.y is None:
            continue
        for _j, other, ox, oy in placed:
            if math.hypot(loc.x - ox, loc.y - oy) < MIN_MARKER_GAP:
                problems.append(
                    Problem(
                        MAP_FILE,
                        loc.card_id,
                        f"locations.{i}",
                        f"{loc.slug!r} is drawn on top of {other!r} "
                        f"(closer than {MIN_MARKER_GAP} apart): move one of them",
                    )
                )
        placed.append((i, loc.slug, loc.x, loc.y))


def _check_map(result: LoadResult) -> None:
    vmap = result.valley_map
    assert vmap is not None
    problems = result.problems
    by_slug = {c.slug: c for c in result.cards.values() if isinstance(c, LocationCard)}
    seen: set[str] = set()
    for i, loc in enumerate(vmap.locations):
        here = f"locations.{i}"
        if loc.slug in seen:
            problems.append(Problem(MAP_FILE, None, f"{here}.slug", f"location {loc.slug!r} is listed twice"))
        seen.add(loc.slug)
        card = result.cards.get(loc.card_id)
        if not isinstance(card, LocationCard):
            problems.append(
                Problem(
                    MAP_FILE,
                    None,
                    f"{here}.card_id",
                    f"expected the id of a location card, found {loc.card_id!r}",
                )
            )
            continue
        if card.slug != loc.slug:
            problems.append(
                Problem(
                    MAP_FILE,
                    loc.card_id,
                    f"{here}.slug",
                    f"expected {card.slug!r} (the card's slug), found {loc.slug!r}",
                )
            )
        if card.pivotal != loc.pivotal:
            problems.append(
                Problem(
                    MAP_FILE,
                    loc.card_id,
                    f"{here}.pivotal",
                    f"expected {card.pivotal} (as on the card), found {loc.pivotal}",
                )
            )
    _check_positions(vmap, problems)
    for slug in sorted(set(by_slug) - seen):
        problems.append(
            Problem(
                result.card_files[by_slug[slug].id],
                by_slug[slug].id,
                "slug",
                "location card is missing from the map",
            )
        )
    if vmap.start not in seen:
        problems.append(Problem(MAP_FILE, None, "start", f"expected a map location, found {vmap.start!r}"))
    pairs: set[frozenset[str]] = set()
    for i, conn in enumerate(vmap.connections):
        for end in ("a", "b"):
            slug = getattr(conn, end)
            if slug not in seen:
                problems.append(
                    Problem(
                        MAP_FILE, None, f"connections.{i}.{end}", f"expected a map location, found {slug!r}"
                    )
                )
        if conn.a == conn.b:
            problems.append(
                Problem(MAP_FILE, None, f"connections.{i}", f"a path cannot join {conn.a!r} to itself")
            )
        pair = frozenset((conn.a, conn.b))
        if pair in pairs:
            problems.append(
                Problem(MAP_FILE, None, f"connections.{i}", f"duplicate path {conn.a} - {conn.b}")
            )
        pairs.add(pair)
    for i, link in enumerate(vmap.one_way):
        for end in ("origin", "to"):
            slug = getattr(link, end)
            if slug not in seen:
                problems.append(
                    Problem(MAP_FILE, None, f"one_way.{i}.{end}", f"expected a map location, found {slug!r}")
                )
