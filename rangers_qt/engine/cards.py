"""The printed facts the rules need, read once per card definition.

Why an adapter: the engine needs a dozen facts (presence, thresholds, keywords, cost...) that
live on different model classes (and, for weather and missions, on the showing face). Reading
them once into a flat, frozen record keeps rule code short and fast, and isolates the engine
from the exact shape of the content models.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Protocol

from rangers_qt.content.behaviour.compile import CompiledBehaviour, compile_cards


class CatalogLike(Protocol):
    """What the engine asks of a card catalog (``rangers_qt.content.catalog.Catalog`` fits)."""

    def card(self, card_id: str) -> Any: ...

    def set_cards(self, set_id: str) -> Sequence[Any]: ...

    def challenge_cards(self) -> Sequence[Any]: ...

    def location_by_slug(self, slug: str) -> Any: ...


@dataclass(frozen=True, slots=True)
class Num:
    """A printed number: fixed, per Ranger, X (defined by the card) or the Ranger-token icon."""

    kind: str = "fixed"
    n: int = 0

    def value(self, rangers: int, x: int | None = None) -> int | None:
        if self.kind == "fixed":
            return self.n
        if self.kind == "per_ranger":
            return self.n * rangers
        if self.kind == "x":
            return x
        return None


def _num(amount: Any) -> Num | None:
    if amount is None:
        return None
    if isinstance(amount, int):
        return Num("fixed", amount)
    return Num(str(getattr(amount, "kind", "fixed")), int(getattr(amount, "n", 0)))


@dataclass(frozen=True, slots=True)
class TestFacts:
    __test__ = False

    id: str
    aspect: str
    approach: str
    difficulty: Num
    label: str
    targets: str = "self"
    target_without: str | None = None
    uses_token: str | None = None
    uses_count: Num | None = None


@dataclass(frozen=True, slots=True)
class Facts:
    id: str
    name: str
    category: str
    type: str
    traits: frozenset[str] = frozenset()
    keywords: dict[str, int | None] = field(default_factory=dict)
    presence: Num | None = None
    progress: Num | None = None
    harm: Num | None = None
    area: str | None = None
    cost_aspect: str | None = None
    cost: Num | None = None
    approach: dict[str, int] = field(default_factory=dict)
    equip: int = 0
    tests: tuple[TestFacts, ...] = ()
    challenge: tuple[str, ...] = ()
    token_name: str | None = None
    token_count: Num | None = None
    guide_entry: str | None = None
    mods: dict[str, int] = field(default_factory=dict)
    symbol: str | None = None
    reshuffle: bool = False
    aspects: dict[str, int] = field(default_factory=dict)
    status: str = "manual"
    #: The printed-abilities inventory of the showing face (content.models.PrintedAbility) and
    #: its keys (``test:t1:failure``, ``enters_play``...; challenge effects not included).
    printed: tuple[Any, ...] = ()
    printed_keys: frozenset[str] = frozenset()

    def has(self, keyword: str) -> bool:
        return keyword in self.keywords

    def has_trait(self, trait: str) -> bool:
        return trait.casefold() in self.traits

    @property
    def is_path_like(self) -> bool:
        """Beings and features (path or played from hand) behave like path cards."""
        return self.type in ("being", "feature") or self.category == "path"


def _tests(raw: Sequence[Any]) -> tuple[TestFacts, ...]:
    out = []
    for t in raw:
        uses = getattr(t, "uses", None)
        out.append(
            TestFacts(
                id=t.id,
                aspect=t.aspect,
                approach=t.approach,
                difficulty=_num(getattr(t, "difficulty", None)) or Num("fixed", 1),
                label=t.label,
                targets=getattr(t, "targets", "self"),
                target_without=getattr(t, "target_without", None),
                uses_token=getattr(uses, "name", None) if uses else None,
                uses_count=_num(getattr(uses, "count", None)) if uses else None,
            )
        )
    return tuple(out)


def _keywords(raw: Sequence[Any]) -> dict[str, int | None]:
    return {str(k.name): getattr(k, "value", None) for k in raw}


def read_facts(card: Any, side: str = "front") -> Facts:
    """Flatten a card definition (and the showing face of a two-faced card) into ``Facts``."""
    category = str(card.category)
    ctype = str(getattr(card, "type", category))
    face = getattr(card, side, None) if category in ("weather", "mission") else None
    traits = tuple(getattr(card, "traits", ()))
    keywords = _keywords(getattr(card, "keywords", ()))
    tests = _tests(getattr(card, "tests", ()))
    challenge = tuple(getattr(card, "challenge", ()))
    tokens = getattr(card, "tokens", None)
    token_name = getattr(tokens, "name", None) if tokens else None
    token_count = _num(getattr(tokens, "count", None)) if tokens else None
    name = str(card.name)
    printed = tuple(getattr(card, "printed", ()) or ())
    if face is not None:
        printed = tuple(getattr(face, "printed", ()) or ())
        name = getattr(face, "name", None) or name
        traits = tuple(getattr(face, "traits", ())) or traits
        keywords = _keywords(getattr(face, "keywords", ())) or keywords
        tests = _tests(getattr(face, "tests", ()))
        challenge = tuple(getattr(face, "challenge", ()))
        if category == "weather":
            token_name = getattr(face, "token", None)
            token_count = _num(getattr(face, "starting_tokens", None))
        else:
            ftokens = getattr(face, "tokens", None)
            token_name = getattr(ftokens, "name", None) if ftokens else None
            token_count = _num(getattr(ftokens, "count", None)) if ftokens else None
    aspects: dict[str, int] = {}
    if category == "aspect":
        aspects = {a: int(getattr(card, a)) for a in ("AWA", "FIT", "FOC", "SPI")}
    equip = getattr(card, "equip", None)
    return Facts(
        id=str(card.id),
        name=name,
        category=category,
        type=ctype,
        traits=frozenset(t.casefold() for t in traits),
        keywords=keywords,
        presence=_num(getattr(card, "presence", None)),
        progress=_num(getattr(card, "progress_threshold", None)),
        harm=_num(getattr(card, "harm_threshold", None)),
        area=getattr(card, "area", None),
        cost_aspect=getattr(card, "aspect", None) if category == "ranger" else None,
        cost=_num(getattr(card, "cost", None)),
        approach=dict(getattr(card, "approach", {}) or {}),
        equip=int(equip or 0),
        tests=tests,
        challenge=challenge,
        token_name=token_name,
        token_count=token_count,
        guide_entry=getattr(card, "guide_entry", None),
        mods=dict(getattr(card, "mods", {}) or {}),
        symbol=getattr(card, "symbol", None),
        reshuffle=bool(getattr(card, "reshuffle", False)),
        aspects=aspects,
        status=str(getattr(card, "status", "manual")),
        printed=printed,
        printed_keys=frozenset(str(p.key) for p in printed),
    )


class CardBook:
    """A catalog plus a per-definition cache of ``Facts``."""

    __slots__ = ("_back", "_cache", "_front", "behaviour", "catalog", "derived")

    def __init__(self, catalog: CatalogLike) -> None:
        self.catalog = catalog
        self._cache: dict[tuple[str, str], Facts] = {}
        self._front: dict[str, Facts] = {}
        #: The back faces (weather, missions) by definition, as ``_front`` (read by ``Engine.facts``).
        self._back: dict[str, Facts] = {}
        #: Answers computed once per card definition from its facts (rules modules own their keys:
        #: e.g. the timing windows a definition answers), so hot loops skip a card by its id.
        self.derived: dict[Any, Any] = {}

    #: Every card's compiled behaviour: the catalog's (compiled at load) or, for a catalog built
    #: in memory, compiled here once. A plain slot filled on first use (``__getattr__`` runs only
    #: while it is empty): it is read about 40 times per answer, where a property cost a call each.
    behaviour: CompiledBehaviour

    if not TYPE_CHECKING:  # (hidden from mypy, which would otherwise accept any attribute name)

        def __getattr__(self, name: str) -> Any:
            if name != "behaviour":
                raise AttributeError(f"{type(self).__name__!r} object has no attribute {name!r}")
            found = getattr(self.catalog, "behaviour", None)
            if not isinstance(found, CompiledBehaviour):
                cards = getattr(self.catalog, "cards", {})
                found = compile_cards(cards.values() if isinstance(cards, dict) else ())
            self.behaviour = found
            return found

    def facts(self, def_id: str, side: str = "front") -> Facts:
        if side == "front":
            hit = self._front.get(def_id)
            if hit is not None:
                return hit
        key = (def_id, side)
        found = self._cache.get(key)
        if found is None:
            found = read_facts(self.catalog.card(def_id), side)
            self._cache[key] = found
            if side == "front":
                self._front[def_id] = found
            elif side == "back":
                self._back[def_id] = found
        return found

    def definition(self, def_id: str) -> Any:
        return self.catalog.card(def_id)


_BOOKS: dict[int, tuple[CatalogLike, CardBook]] = {}


def book_for(catalog: CatalogLike | CardBook) -> CardBook:
    """One shared ``CardBook`` per catalog object (the catalog is kept alive alongside it)."""
    if isinstance(catalog, CardBook):
        return catalog
    entry = _BOOKS.get(id(catalog))
    if entry is None or entry[0] is not catalog:
        entry = (catalog, CardBook(catalog))
        _BOOKS[id(catalog)] = entry
    return entry[1]


class MemoryCatalog:
    """A catalog built from a list of card definitions (tests, tools, the simulator)."""

    def __init__(self, cards: Sequence[Any]) -> None:
        self.cards: dict[str, Any] = {}
        for c in cards:
            if c.id in self.cards:
                raise ValueError(f"card id {c.id!r} appears twice in the catalog")
            self.cards[c.id] = c

    def card(self, card_id: str) -> Any:
        try:
            return self.cards[card_id]
        except KeyError:
            raise KeyError(f"card {card_id!r} is not in the catalog") from None

    def set_cards(self, set_id: str) -> list[Any]:
        return [c for c in self.cards.values() if c.set_id == set_id]

    def challenge_cards(self) -> list[Any]:
        return [c for c in self.cards.values() if c.category == "challenge"]

    def location_by_slug(self, slug: str) -> Any:
        for c in self.cards.values():
            if c.category == "location" and getattr(c, "slug", None) == slug:
                return c
        raise KeyError(f"no location with slug {slug!r} in the catalog")
