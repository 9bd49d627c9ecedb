"""Ranger decks: the "Creating Your Ranger" rules as a checker and a deterministic builder.

Rulebook: Creating Your Ranger. A deck is an aspect card, a role from the specialty, and 30
cards: one personality card per aspect x2, five background cards x2, five specialty cards x2,
and one outside-interest card x2 from another background or specialty set that is neither a
role nor Expert. Every card's aspect requirement must be met. Shaper manifestations need a
conduit in the deck (Rulebook: Choose Your Specialty, Shaper). Maladies are extra cards and do
not count toward the 30.

The engine and the simulator seat rangers from these decks, so building is deterministic:
the same inputs always give the same 30 cards.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from pydantic import BaseModel, ConfigDict, Field

from rangers_qt.content.catalog import Catalog, load_catalog
from rangers_qt.content.models import ASPECTS, AnyCard, Aspect, RangerCardBase, RoleCard

DECK_SIZE = 30
COPIES = 2


class RangerDeck(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    name: str
    aspects: dict[Aspect, int]
    role_id: str
    cards: list[str] = Field(default_factory=list)  # card ids, one entry per copy
    background: str | None = None
    specialty: str | None = None
    maladies: list[str] = Field(default_factory=list)

    def counts(self) -> Counter[str]:
        return Counter(self.cards)

    def aspect_card_id(self, catalog: Catalog) -> str | None:
        """The aspect card whose spread matches these aspects (None if no card does)."""
        for card in catalog.aspect_cards():
            if card.values == dict(self.aspects):
                return card.id
        return None


def _kind(catalog: Catalog, card: AnyCard) -> str:
    card_set = catalog.sets.get(card.set_id)
    return card_set.kind if card_set is not None else "?"


def _meets(card: RangerCardBase, aspects: dict[Aspect, int]) -> bool:
    return card.aspect is None or aspects.get(card.aspect, 0) >= card.level


def validate_deck(catalog: Catalog, deck: RangerDeck, campaign: bool = False) -> list[str]:
    """Every way `deck` breaks the deck-building rules; empty when it is legal.

    `campaign=True` also accepts reward cards swapped in after camping (Rulebook: Swapping
    Rewards In and Out), which a new Ranger cannot have.
    """
    problems: list[str] = []
    values = sorted(deck.aspects.get(a, 0) for a in ASPECTS)
    if set(deck.aspects) != set(ASPECTS) or values != [1, 2, 2, 3]:
        problems.append(
            f"aspects must be one of the 12 aspect cards (a 3, two 2s and a 1); got {deck.aspects}"
        )
    elif deck.aspect_card_id(catalog) is None:
        problems.append(f"no aspect card has the spread {deck.aspects}")

    role = catalog.cards.get(deck.role_id)
    specialty = deck.specialty
    if not isinstance(role, RoleCard):
        problems.append(f"role {deck.role_id!r} is not a role card")
    else:
        if specialty is not None and role.set_id != specialty:
            problems.append(
                f"role {role.name} belongs to {role.set_id}, not the chosen specialty {specialty}"
            )
        specialty = role.set_id

    counts = deck.counts()
    total = sum(counts.values())
    if total != DECK_SIZE:
        problems.append(f"a deck has {DECK_SIZE} cards (maladies excluded); this one has {total}")

    by_kind: dict[str, dict[str, list[RangerCardBase]]] = {}
    for card_id, n in sorted(counts.items()):
        card = catalog.cards.get(card_id)
        if card is None:
            problems.append(f"card {card_id} does not exist")
            continue
        if not isinstance(card, RangerCardBase) or isinstance(card, RoleCard):
            problems.append(f"{card.name} ({card_id}) cannot be in a Ranger deck")
            continue
        kind = _kind(catalog, card)
        if kind == "malady":
            problems.append(f"{card.name} is a malady: list it under maladies, not in the 30 cards")
            continue
        if kind == "reward" and not campaign:
            problems.append(f"{card.name} is a reward: only campaign decks swap rewards in")
        if n > card.deck_limit:
            problems.append(f"{card.name}: {n} copies, the limit is {card.deck_limit}")
        if not _meets(card, deck.aspects):
            has = deck.aspects.get(card.aspect or "AWA")
            problems.append(f"{card.name} needs {card.aspect} {card.level}, the Ranger has {has}")
        by_kind.setdefault(kind, {}).setdefault(card.set_id, []).append(card)

    personality = [c for cards in by_kind.get("personality", {}).values() for c in cards]
    if sorted(c.aspect or "" for c in personality) != sorted(ASPECTS):
        problems.append("choose exactly one personality card for each aspect (AWA, FIT, FOC, SPI)")
    for pcard in personality:
        if counts[pcard.id] != COPIES:
            problems.append(f"personality {pcard.name}: take {COPIES} copies")

    specialty_sets = by_kind.get("specialty", {})
    background_sets = by_kind.get("background", {})
    if specialty is not None and len(specialty_sets.get(specialty, [])) != 5:
        problems.append(
            f"choose 5 cards from the {specialty} specialty (found {len(specialty_sets.get(specialty, []))})"
        )
    background = deck.background
    if background is None:
        big = [s for s, cards in background_sets.items() if len(cards) >= 5]
        background = big[0] if len(big) == 1 else None
    if background is None or len(background_sets.get(background, [])) != 5:
        found = len(background_sets.get(background or "", []))
        problems.append(f"choose 5 cards from one background set (found {found} in {background or 'none'})")

    outside = [
        c
        for kind in ("specialty", "background")
        for set_id, cards in by_kind.get(kind, {}).items()
        if set_id not in (specialty, background)
        for c in cards
    ]
    if len(outside) != 1:
        problems.append(f"choose exactly 1 outside-interest card from another set (found {len(outside)})")
    for ocard in outside:
        if ocard.expert:
            problems.append(f"outside interest {ocard.name} has the Expert trait")
    for kind in ("specialty", "background"):
        for cards in by_kind.get(kind, {}).values():
            for scard in cards:
                if counts[scard.id] != COPIES:
                    problems.append(f"{scard.name}: take {COPIES} copies")

    in_deck = [catalog.cards[c] for c in counts if c in catalog.cards]
    if any(c.has_keyword("manifestation") for c in in_deck) and not any(
        c.has_keyword("conduit") for c in in_deck
    ):
        problems.append("manifestation cards need a conduit in the deck")
    for malady in deck.maladies:
        mcard = catalog.cards.get(malady)
        if mcard is None or _kind(catalog, mcard) != "malady":
            problems.append(f"{malady} is not a malady card")
    return problems


def _pick(
    cards: list[RangerCardBase], n: int, aspects: dict[Aspect, int], first: list[str] | None = None
) -> list[str]:
    """The first `n` legal cards: any required ids first, then by aspect requirement and id."""
    legal = [c for c in cards if _meets(c, aspects)]
    chosen = [c.id for c in legal if first and c.id in first]
    for card in sorted(legal, key=lambda c: (c.level, c.id)):
        if len(chosen) >= n:
            break
        if card.id not in chosen:
            chosen.append(card.id)
    if len(chosen) < n:
        raise ValueError(f"only {len(chosen)} legal cards, {n} needed")
    return chosen[:n]


def build_deck(
    catalog: Catalog,
    name: str,
    aspects: dict[Aspect, int],
    role_id: str,
    background: str,
    outside_set: str | None = None,
) -> RangerDeck:
    """A legal deck chosen deterministically (lowest requirement first, then card id)."""
    role = catalog.card(role_id)
    if not isinstance(role, RoleCard):
        raise ValueError(f"{role_id} is not a role card")
    specialty = role.set_id

    def ranger_cards(set_id: str) -> list[RangerCardBase]:
        return [
            c
            for c in catalog.set_cards(set_id)
            if isinstance(c, RangerCardBase) and not isinstance(c, RoleCard)
        ]

    personality = []
    for aspect in ASPECTS:
        options = [c for c in ranger_cards("personality") if c.aspect == aspect]
        personality.extend(_pick(options, 1, aspects))
    conduits = [c.id for c in ranger_cards(specialty) if c.has_keyword("conduit") and _meets(c, aspects)]
    spec = _pick(ranger_cards(specialty), 5, aspects, first=conduits[:1])
    back = _pick(ranger_cards(background), 5, aspects)
    if outside_set is None:
        outside_set = next(
            s.id
            for s in sorted(catalog.sets.values(), key=lambda s: s.id)
            if s.kind in ("background", "specialty") and s.id not in (specialty, background)
        )
    candidates = [c for c in ranger_cards(outside_set) if not c.expert]
    outside = _pick(candidates, 1, aspects)
    ids = personality + back + spec + outside
    cards = [card_id for card_id in ids for _ in range(COPIES)]
    return RangerDeck(
        name=name,
        aspects=dict(aspects),
        role_id=role_id,
        cards=cards,
        background=background,
        specialty=specialty,
    )


def from_rangersdb(data: dict[str, Any], name: str | None = None) -> RangerDeck:
    """Read a RangersDB deck record (awa/fit/foc/spi, meta.role, slots) into a RangerDeck."""
    meta = data.get("meta") or {}
    slots = data.get("slots") or {}
    cards = [str(code) for code, n in sorted(slots.items()) for _ in range(int(n))]
    return RangerDeck(
        name=name or str(data.get("name") or "Imported deck"),
        aspects={
            "AWA": int(data["awa"]),
            "FIT": int(data["fit"]),
            "FOC": int(data["foc"]),
            "SPI": int(data["spi"]),
        },
        role_id=str(meta["role"]),
        cards=cards,
        background=meta.get("background"),
        specialty=meta.get("specialty"),
    )


#: The RangersDB Explorer/Traveler starter deck's card list (card codes are facts).
_EXPLORER_TRAVELER_SLOTS = {
    "01001": 2, "01003": 2, "01005": 2, "01006": 2, "01008": 2,  # Traveler background
    "01039": 2, "01042": 2, "01043": 2, "01044": 2, "01048": 2,  # Explorer specialty
    "01093": 2, "01099": 2, "01101": 2, "01105": 2,  # personality, one per aspect
    "01056": 2,  # outside interest (Artificer)
}  # fmt: skip


def starter_decks(catalog: Catalog | None = None) -> list[RangerDeck]:
    """The four RangersDB starter pairings with their aspect spreads and roles.

    The Explorer/Traveler list is RangersDB's own; the other three card lists are built by
    `build_deck` under the same rules (their exact RangersDB lists are not in our sources).
    Without a catalogue the shipped cards are used.
    """
    if catalog is None:
        catalog = load_catalog()
    explorer = from_rangersdb(
        {
            "awa": 2,
            "fit": 3,
            "foc": 1,
            "spi": 2,
            "meta": {"role": "01037", "background": "traveler", "specialty": "explorer"},
            "slots": _EXPLORER_TRAVELER_SLOTS,
        },
        name="Explorer / Traveler",
    )
    return [
        explorer,
        build_deck(
            catalog, "Conciliator / Shepherd", {"AWA": 1, "FIT": 2, "FOC": 2, "SPI": 3}, "01066", "shepherd"
        ),
        build_deck(catalog, "Shaper / Forager", {"AWA": 3, "FIT": 2, "FOC": 2, "SPI": 1}, "01079", "forager"),
        build_deck(
            catalog, "Artificer / Artisan", {"AWA": 2, "FIT": 1, "FOC": 3, "SPI": 2}, "01051", "artisan"
        ),
    ]
