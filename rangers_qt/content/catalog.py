"""The loaded card catalogue, and the compiled cache that makes loading it fast.

Cold load: every source file is parsed, validated card by card and cross-checked
(`loader.read_sources`). The validated result is then written as one JSON bundle in the user
cache folder, named by a hash of the source bytes and of the card format, so a warm start
only hashes the sources and rebuilds the models from one document (content/bundle_reader.py:
without pydantic's validators, whose building cost more than the whole load). The document's
first line names its format, source hash and the SHA-256 of the rest, so a damaged file is
noticed and replaced. Any change to a card file, or to the format, changes the hash and forces a
cold load.
"""

from __future__ import annotations

import contextlib
import functools
import gc
import hashlib
import json
import logging
from collections.abc import Mapping
from pathlib import Path

from pydantic import BaseModel, ConfigDict

from rangers_qt import __version__
from rangers_qt.content.behaviour.compile import CompiledBehaviour, compile_cards
from rangers_qt.content.behaviour.words import know_card_names
from rangers_qt.content.bundle_reader import BundleReader, BundleShapeError
from rangers_qt.content.loader import read_sources, source_files
from rangers_qt.content.models import (
    AnyCard,
    AspectCard,
    CardDef,
    CardSet,
    ChallengeCard,
    LocationCard,
    MissionCard,
    RoleCard,
    ValleyMap,
    WeatherCard,
)
from rangers_qt.content.problems import CardDataError
from rangers_qt.files.atomic import write_bytes_atomic
from rangers_qt.files.places import cache_dir
from rangers_qt.resources import cards_dir as default_cards_dir

_log = logging.getLogger(__name__)

#: Bump when the meaning of the card format changes without the model source changing.
#: 2: a header line with the body's digest; the body read without validation. 3: the header
#: keeps the behaviour's version (content/behaviour/compile.py), which a warm load cannot compute
#: without building the serializers of the whole language.
FORMAT_VERSION = 3


class CompiledBundle(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True, defer_build=True)

    format: int
    source_hash: str
    sets: tuple[CardSet, ...]
    cards: tuple[CardDef, ...]
    valley_map: ValleyMap


class Catalog:
    """Every card definition of the box, the sets and the Valley map; read-only."""

    def __init__(
        self,
        cards: Mapping[str, AnyCard],
        sets: Mapping[str, CardSet],
        valley_map: ValleyMap,
        source_hash: str = "",
        behaviour_version: str | None = None,
    ) -> None:
        """`behaviour_version`: the behaviour's hash as the compiled bundle keeps it (computed
        from the cards when not given)."""
        self.cards: Mapping[str, AnyCard] = dict(cards)
        self.sets: Mapping[str, CardSet] = dict(sets)
        self.valley_map = valley_map
        self.source_hash = source_hash
        by_set: dict[str, list[AnyCard]] = {}
        for card in self.cards.values():
            by_set.setdefault(card.set_id, []).append(card)
        self._by_set = by_set
        self._by_slug = {c.slug: c for c in self.cards.values() if isinstance(c, LocationCard)}
        #: Every card's behaviour flattened for the interpreter, once per catalog load.
        self.behaviour: CompiledBehaviour = compile_cards(self.cards.values(), behaviour_version)
        know_card_names({cid: card.name for cid, card in self.cards.items()})

    def __len__(self) -> int:
        return len(self.cards)

    def __contains__(self, card_id: object) -> bool:
        return card_id in self.cards

    def card(self, card_id: str) -> AnyCard:
        try:
            return self.cards[card_id]
        except KeyError:
            raise KeyError(
                f"no card with id {card_id!r} in the catalogue ({len(self.cards)} cards)"
            ) from None

    def set_cards(self, set_id: str) -> list[AnyCard]:
        return list(self._by_set.get(set_id, []))

    def card_set(self, set_id: str) -> CardSet:
        try:
            return self.sets[set_id]
        except KeyError:
            raise KeyError(f"no card set {set_id!r}") from None

    def by_category(self, category: str) -> list[AnyCard]:
        return [c for c in self.cards.values() if c.category == category]

    def challenge_cards(self) -> list[ChallengeCard]:
        return [c for c in self.cards.values() if isinstance(c, ChallengeCard)]

    def locations(self) -> list[LocationCard]:
        return [c for c in self.cards.values() if isinstance(c, LocationCard)]

    def location_by_slug(self, slug: str) -> LocationCard:
        try:
            return self._by_slug[slug]
        except KeyError:
            raise KeyError(f"no location with slug {slug!r}") from None

    def weather(self) -> list[WeatherCard]:
        return [c for c in self.cards.values() if isinstance(c, WeatherCard)]

    def missions(self) -> list[MissionCard]:
        return [c for c in self.cards.values() if isinstance(c, MissionCard)]

    def aspect_cards(self) -> list[AspectCard]:
        return [c for c in self.cards.values() if isinstance(c, AspectCard)]

    def roles(self) -> list[RoleCard]:
        return [c for c in self.cards.values() if isinstance(c, RoleCard)]

    def find_by_name(self, name: str) -> list[AnyCard]:
        wanted = name.casefold()
        return [c for c in self.cards.values() if c.name.casefold() == wanted]


# --------------------------------------------------------------------------- hashing and cache


def _format_fingerprint() -> bytes:
    """The card format is defined by models.py and the behaviour package: their bytes are part of the
    cache key."""
    parts = [f"{FORMAT_VERSION}:{__version__}".encode()]
    # Frozen bundles may not ship sources; the version still keys the cache there.
    here = Path(__file__).parent
    for path in [here / "models.py", *sorted((here / "behaviour").glob("*.py"))]:
        with contextlib.suppress(OSError):
            parts.append(path.read_bytes())
    return b"\0".join(parts)


def source_hash(cards_dir: Path) -> str:
    digest = hashlib.sha256(_format_fingerprint())
    for path in source_files(cards_dir):
        digest.update(path.relative_to(cards_dir).as_posix().encode())
        digest.update(b"\0")
        digest.update(path.read_bytes())
        digest.update(b"\0")
    return digest.hexdigest()


def compiled_path(digest: str) -> Path:
    return cache_dir() / f"cards-{digest[:24]}.json"


def _read_compiled(path: Path, digest: str) -> Catalog | None:

    try:
        raw = path.read_bytes()
    except OSError:
        return None
    head, _, body = raw.partition(b"\n")
    try:
        header = json.loads(head)
        if not isinstance(header, dict) or header.get("format") != FORMAT_VERSION:
            return None
        if header.get("source_hash") != digest:
            return None
        if header.get("body_sha256") != hashlib.sha256(body).hexdigest():
            raise ValueError("the body does not match its digest")
        version = header.get("behaviour_version")
        if not isinstance(version, str) or not version:
            raise ValueError("no behaviour version")
        bundle = BundleReader().read(CompiledBundle, json.loads(body))
    except (ValueError, BundleShapeError) as exc:  # (json's errors are ValueErrors too)
        _log.warning("ignoring an unreadable compiled card cache at %s: %s", path, exc)
        return None
    if bundle.format != FORMAT_VERSION or bundle.source_hash != digest:
        return None
    cards = {c.id: c for c in bundle.cards}
    return Catalog(cards, {s.id: s for s in bundle.sets}, bundle.valley_map, digest, version)


def compile_sources(cards_dir: Path, digest: str | None = None) -> Catalog:
    """Cold path: validate all sources (raises CardDataError listing every problem)."""
    result = read_sources(cards_dir)
    if result.problems:
        raise CardDataError(result.problems)
    assert result.valley_map is not None
    return Catalog(result.cards, result.sets, result.valley_map, digest or source_hash(cards_dir))


def write_compiled(catalog: Catalog) -> Path | None:
    bundle = CompiledBundle(
        format=FORMAT_VERSION,
        source_hash=catalog.source_hash,
        sets=tuple(catalog.sets.values()),
        cards=tuple(catalog.cards.values()),
        valley_map=catalog.valley_map,
    )
    path = compiled_path(catalog.source_hash)
    body = bundle.model_dump_json().encode()
    header = {
        "format": FORMAT_VERSION,
        "source_hash": catalog.source_hash,
        "behaviour_version": catalog.behaviour.version,
    }
    header["body_sha256"] = hashlib.sha256(body).hexdigest()
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        # Not fsynced: a cache lost to a power cut is rebuilt; a half-written one is never seen.
        write_bytes_atomic(path, json.dumps(header).encode() + b"\n" + body, durable=False)
    except OSError as exc:  # a read-only home must not stop the game
        _log.info("could not write the compiled card cache %s: %s", path, exc)
        return None
    _prune(path.parent)
    return path


#: Compiled bundles kept per cache folder (one per card-folder version); older ones are removed.
KEEP_COMPILED = 6


def _prune(folder: Path) -> None:
    """Each card edit leaves a new bundle behind: keep only the most recently written few."""
    try:
        bundles = sorted(folder.glob("cards-*.json"), key=lambda p: p.stat().st_mtime, reverse=True)
        for old in bundles[KEEP_COMPILED:]:
            old.unlink(missing_ok=True)
    except OSError as exc:
        _log.info("could not prune old compiled card caches in %s: %s", folder, exc)


def load_uncached(cards_dir: Path | None = None, use_compiled: bool = True) -> Catalog:
    """Load without the per-process memo: warm from the compiled bundle when it matches."""

    folder = (cards_dir or default_cards_dir()).resolve()
    digest = source_hash(folder)
    if use_compiled:
        warm = _read_compiled(compiled_path(digest), digest)
        if warm is not None:
            return warm
    catalog = compile_sources(folder, digest)
    if use_compiled:
        write_compiled(catalog)
    return catalog


@functools.lru_cache(maxsize=8)
def _load_cached(folder: Path) -> Catalog:
    catalog = load_uncached(folder)
    # The catalog lives as long as the process (this cache keeps it): its tens of thousands of
    # objects are moved out of the cyclic collector's generations, so the collections that the
    # engine's many short-lived objects (steps, options, change sets) trigger no longer walk them
    # again and again: about a fifth of a bot game's time before (docs/performance.md, Engine).
    # Garbage left by the load is collected first, so none of it is kept for good. With the
    # collector paused (the window's start-up, app/heap.py), whoever paused it collects and
    # freezes once, when its game is set up: a pass here too would walk the same objects twice.
    if gc.isenabled():
        gc.collect()
        gc.freeze()
    return catalog


def load_catalog(cards_dir: Path | None = None) -> Catalog:
    """The catalogue for `cards_dir` (default: the shipped cards), loaded once per process."""

    return _load_cached((cards_dir or default_cards_dir()).resolve())


def clear_cache() -> None:
    _load_cached.cache_clear()
