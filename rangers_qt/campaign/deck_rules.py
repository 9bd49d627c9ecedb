"""Rulebook: Creating Your Ranger and Customizing Your Deck, as a checker that explains itself.

Why a list of violations rather than the first error: a player fixing a deck (in the wizard, or
``rangers-qt deck check``) wants every problem at once, each in words, each with a stable
``code`` the UI can use to highlight the part of the deck concerned.

Two checks:
- ``creation_violations``: a new Ranger (aspect card; one personality card per aspect; five
  background cards; five specialty cards and one of the specialty's two roles; one outside
  interest; two copies of each; aspect requirements; exactly 30 cards; maladies apart).
- ``campaign_violations``: a deck changed during the campaign (rewards swapped in, permanent
  alterations): 30 cards besides maladies, at most two copies, requirements met, no Expert card
  from outside the Ranger's background and specialty, rewards only once unlocked.

Ruling R36 (docs/rulings.md): the outside interest may come from any background or specialty
set, the Ranger's own included (the rulebook says "any"); a sixth card of the Ranger's own
background or specialty then counts as the outside interest.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping

from pydantic import BaseModel, ConfigDict

from rangers_qt.content.catalog import Catalog
from rangers_qt.content.decks import COPIES, DECK_SIZE, RangerDeck
from rangers_qt.content.models import ASPECTS, AnyCard, Aspect, RangerCardBase, RoleCard

#: Distinct cards a new Ranger takes from the background and from the specialty.
SET_PICKS = 5


class Violation(BaseModel):
    """One broken rule: ``code`` for programs, ``message`` for people."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    code: str
    message: str
    cards: tuple[str, ...] = ()

    def __str__(self) -> str:
        return self.message


def set_kind(catalog: Catalog, card: AnyCard | RangerCardBase) -> str:
    card_set = catalog.sets.get(card.set_id)
    return card_set.kind if card_set is not None else "?"


def meets(card: RangerCardBase, aspects: Mapping[Aspect, int]) -> bool:
    return card.aspect is None or aspects.get(card.aspect, 0) >= card.level


def _names(cards: Iterable[RangerCardBase]) -> str:
    return ", ".join(c.name for c in cards)


def _aspect_violations(catalog: Catalog, deck: RangerDeck) -> list[Violation]:
    values = sorted(deck.aspects.get(a, 0) for a in ASPECTS)
    shown = " ".join(f"{a} {deck.aspects.get(a, '?')}" for a in ASPECTS)
    if set(deck.aspects) != set(ASPECTS) or values != [1, 2, 2, 3]:
        return [
            Violation(
                code="aspect_card",
                message=f"the aspects ({shown}) match none of the 12 aspect cards "
                "(each has one 3, two 2s and one 1)",
            )
        ]
    if deck.aspect_card_id(catalog) is None:
        return [Violation(code="aspect_card", message=f"no aspect card has the spread {shown}")]
    return []


def _role(catalog: Catalog, deck: RangerDeck) -> tuple[RoleCard | None, list[Violation]]:
    role = catalog.cards.get(deck.role_id)
    if not isinstance(role, RoleCard):
        what = f"{role.name} is not a role card" if role is not None else "no card has that id"
        return None, [Violation(code="role", message=f"role {deck.role_id}: {what}")]
    if deck.specialty is not None and role.set_id != deck.specialty:
        return role, [
            Violation(
                code="role_specialty",
                message=f"the role {role.name} belongs to the {role.set_id} specialty, "
                f"not to the chosen specialty {deck.specialty}",
                cards=(role.id,),
            )
        ]
    return role, []


def _card_violations(
    catalog: Catalog, deck: RangerDeck, campaign: bool, unlocked: set[str] | None
) -> tuple[dict[str, RangerCardBase], list[Violation]]:
    """Each card on its own: it exists, may sit in a Ranger deck, copies, requirements."""
    problems: list[Violation] = []
    known: dict[str, RangerCardBase] = {}
    for card_id, n in sorted(deck.counts().items()):
        card = catalog.cards.get(card_id)
        if card is None:
            problems.append(Violation(code="unknown_card", message=f"no card has the id {card_id}"))
            continue
        if not isinstance(card, RangerCardBase) or isinstance(card, RoleCard):
            why = (
                "a role starts in play, it is not shuffled into the deck"
                if isinstance(card, RoleCard)
                else (f"it is a {card.category} card, not a Ranger card")
            )
            problems.append(
                Violation(
                    code="not_deck_card",
                    message=f"{card.name} ({card_id}) cannot be in a Ranger deck: {why}",
                    cards=(card_id,),
                )
            )
            continue
        kind = set_kind(catalog, card)
        if kind == "malady":
            problems.append(
                Violation(
                    code="malady_in_deck",
                    message=f"{card.name} is a malady: maladies come on top of "
                    f"the {DECK_SIZE} cards (list it under maladies)",
                    cards=(card_id,),
                )
            )
            continue
        known[card_id] = card
        if kind == "reward":
            if not campaign:
                problems.append(
                    Violation(
                        code="reward",
                        message=f"{card.name} is a reward: a new Ranger cannot have it "
                        "(rewards are swapped in after camping)",
                        cards=(card_id,),
                    )
                )
            elif unlocked is not None and card_id not in unlocked:
                problems.append(
                    Violation(
                        code="reward_locked",
                        message=f"{card.name} is a reward the group has not unlocked",
                        cards=(card_id,),
                    )
                )
        limit = min(card.deck_limit, COPIES)
        if campaign and n > limit:
            problems.append(
                Violation(
                    code="copies",
                    message=f"{card.name}: {n} copies; a deck never holds more than {limit}",
                    cards=(card_id,),
                )
            )
        elif not campaign and n != COPIES:
            problems.append(
                Violation(
                    code="copies",
                    message=f"{card.name}: {n} {'copy' if n == 1 else 'copies'}; "
                    f"a new Ranger takes exactly {COPIES} of each card",
                    cards=(card_id,),
                )
            )
        if not meets(card, deck.aspects):
            has = deck.aspects.get(card.aspect, 0) if card.aspect else 0
            problems.append(
                Violation(
                    code="aspect_requirement",
                    message=f"{card.name} needs {card.aspect} {card.level}; "
                    f"this Ranger has {card.aspect} {has}",
                    cards=(card_id,),
                )
            )
    return known, problems


def _size(deck: RangerDeck) -> list[Violation]:
    total = len(deck.cards)
    if total == DECK_SIZE:
        return []
    return [
        Violation(
            code="deck_size",
            message=f"the deck has {total} cards; it needs exactly {DECK_SIZE} (maladies not counted)",
        )
    ]


def _maladies(catalog: Catalog, deck: RangerDeck) -> list[Violation]:
    out = []
    for malady in deck.maladies:
        card = catalog.cards.get(malady)
        if card is None or set_kind(catalog, card) != "malady":
            name = card.name if card is not None else f"card {malady}"
            out.append(
                Violation(
                    code="malady_list",
                    message=f"{name} is listed as a malady but is not one",
                    cards=(malady,),
                )
            )
    return out


def _conduit(cards: Iterable[RangerCardBase]) -> list[Violation]:
    cards = list(cards)
    if any(c.has_keyword("manifestation") for c in cards) and not any(
        c.has_keyword("conduit") for c in cards
    ):
        return [Violation(code="conduit", message="manifestation cards need a conduit in the deck")]
    return []


def _background(catalog: Catalog, deck: RangerDeck, by_set: dict[str, list[RangerCardBase]]) -> str | None:
    if deck.background is not None:
        return deck.background
    sets = [s for s in sorted(by_set) if catalog.sets[s].kind == "background"]
    sets.sort(key=lambda s: -len(by_set[s]))
    return sets[0] if sets else None


def creation_violations(catalog: Catalog, deck: RangerDeck) -> list[Violation]:
    """Every way ``deck`` breaks Creating Your Ranger (empty: a legal new Ranger)."""
    problems = _aspect_violations(catalog, deck)
    role, role_problems = _role(catalog, deck)
    problems += role_problems
    problems += _size(deck)
    known, card_problems = _card_violations(catalog, deck, campaign=False, unlocked=None)
    problems += card_problems
    by_set: dict[str, list[RangerCardBase]] = {}
    for card in known.values():
        by_set.setdefault(card.set_id, []).append(card)

    # Personality: one card for each aspect.
    personality = by_set.get("personality", [])
    for aspect in ASPECTS:
        mine = [c for c in personality if c.aspect == aspect]
        if not mine:
            problems.append(
                Violation(
                    code="personality",
                    message=f"no personality card for {aspect}: "
                    "choose one personality card for each of AWA, FIT, FOC and SPI",
                )
            )
        elif len(mine) > 1:
            problems.append(
                Violation(
                    code="personality",
                    message=f"{len(mine)} personality cards for {aspect} ({_names(mine)}): choose one",
                    cards=tuple(c.id for c in mine),
                )
            )

    specialty = deck.specialty or (role.set_id if role is not None else None)
    background = _background(catalog, deck, by_set)
    if background is not None and catalog.sets.get(background) is None:
        problems.append(Violation(code="background", message=f"{background} is not a background"))
        background = None
    elif background is not None and catalog.sets[background].kind != "background":
        problems.append(
            Violation(
                code="background",
                message=f"{background} is a {catalog.sets[background].kind} set, not a background",
            )
        )
        background = None
    if specialty is not None and (
        catalog.sets.get(specialty) is None or catalog.sets[specialty].kind != "specialty"
    ):
        problems.append(Violation(code="specialty", message=f"{specialty} is not a specialty"))
        specialty = None

    spec_cards = by_set.get(specialty or "", [])
    back_cards = by_set.get(background or "", [])
    others = [
        c
        for set_id, cards in sorted(by_set.items())
        if set_id not in (specialty, background) and catalog.sets[set_id].kind in ("background", "specialty")
        for c in cards
    ]
    # Ruling R36: with no card from another set, a sixth card of the Ranger's own background or
    # specialty is the outside interest.
    spare_from: str | None = None
    if not others and len(back_cards) == SET_PICKS + 1 and len(spec_cards) == SET_PICKS:
        spare_from = "background"
    elif not others and len(spec_cards) == SET_PICKS + 1 and len(back_cards) == SET_PICKS:
        spare_from = "specialty"

    if background is None:
        problems.append(
            Violation(
                code="background", message=f"choose a background: {SET_PICKS} cards of one background set"
            )
        )
    elif len(back_cards) != SET_PICKS and spare_from != "background":
        problems.append(
            Violation(
                code="background_count",
                message=f"{len(back_cards)} different {background} "
                f"cards; choose exactly {SET_PICKS} from your background",
            )
        )
    if specialty is None:
        problems.append(
            Violation(
                code="specialty",
                message=f"choose a specialty (its role decides it): {SET_PICKS} cards of one specialty set",
            )
        )
    elif len(spec_cards) != SET_PICKS and spare_from != "specialty":
        problems.append(
            Violation(
                code="specialty_count",
                message=f"{len(spec_cards)} different {specialty} "
                f"cards; choose exactly {SET_PICKS} from your specialty",
            )
        )

    if spare_from is not None:
        pool = back_cards if spare_from == "background" else spec_cards
        if all(c.expert for c in pool):  # pragma: no cover - every set has non-Expert cards
            problems.append(
                Violation(code="outside_expert", message="the outside interest cannot be an Expert card")
            )
    elif len(others) != 1:
        where = f" ({_names(others)})" if others else ""
        problems.append(
            Violation(
                code="outside_interest",
                message=f"{len(others)} outside-interest cards{where}; "
                "choose exactly 1 card from another background or specialty set",
                cards=tuple(c.id for c in others),
            )
        )
    for card in others:
        if card.expert:
            problems.append(
                Violation(
                    code="outside_expert",
                    message=f"the outside interest {card.name} has the "
                    "Expert trait: Expert cards only come from your own background or specialty",
                    cards=(card.id,),
                )
            )
    problems += _conduit(known.values())
    problems += _maladies(catalog, deck)
    return problems


def campaign_violations(
    catalog: Catalog, deck: RangerDeck, unlocked: Iterable[str] | None = None
) -> list[Violation]:
    """Every way a deck changed during the campaign breaks Customizing Your Deck.

    ``unlocked``: the rewards the group has unlocked (None: do not check which rewards)."""
    problems = _aspect_violations(catalog, deck)
    role, role_problems = _role(catalog, deck)
    problems += role_problems
    problems += _size(deck)
    known, card_problems = _card_violations(
        catalog, deck, campaign=True, unlocked=set(unlocked) if unlocked is not None else None
    )
    problems += card_problems
    own = {deck.background, deck.specialty or (role.set_id if role is not None else None)}
    for card in known.values():
        if card.expert and card.set_id not in own:
            problems.append(
                Violation(
                    code="expert",
                    message=f"{card.name} has the Expert trait and is not from "
                    "this Ranger's background or specialty",
                    cards=(card.id,),
                )
            )
    problems += _conduit(known.values())
    problems += _maladies(catalog, deck)
    return problems


def messages(violations: Iterable[Violation]) -> list[str]:
    return [v.message for v in violations]


def total_counts(deck: RangerDeck) -> Counter[str]:
    """The deck and its maladies together (what the engine shuffles)."""
    return Counter([*deck.cards, *deck.maladies])
